"""The review of play: each decision of one seat weighed against the best choice the analysis
finds, from what that seat knew at that moment (its own view), never from the record's hidden
cards. No Textual here: the CLI (`dragonwood review`) and the replay viewer's Review mode both
read what `review.run` builds.

- `model`: what a review is (msgspec Structs, the five classes, accuracy) and how a loss in the
  chance of winning becomes a class.
- `analysts`: per game kind, how a decision's options are valued (exact for solo Dice Quest,
  played out over sampled worlds for the others), behind one interface.
"""
