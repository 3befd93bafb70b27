"""The review of play: each decision of one seat weighed against the best choice the analysis
finds, from what that seat knew at that moment (its own view), never from the record's hidden
cards. No Textual here: the CLI (`dragonwood review`) and the replay viewer's Review mode both
read what `review.run` builds.

- `model`: what a review is (msgspec Structs, the five classes, accuracy) and how a loss in the
  chance of winning becomes a class.
- `analysts`: how a decision's options are valued, behind one interface: exact where the game
  declares an exact analyst, else played out over worlds (`sampled`), as the game and its bots'
  `Reviewer` declare; this package names no game.
"""
