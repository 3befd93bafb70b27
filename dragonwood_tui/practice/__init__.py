"""Practice on your own mistakes: the positions before the player's mistakes and blunders, from
the reviews kept beside their games, graded from those reviews (instantly: no analysis runs),
and what the player has solved, kept in a file of its own. No Textual here.

- `positions`: a practice position (a reviewed decision of a person's seat, class mistake or
  blunder), gathered from one review or from every reviewed save in the saves folder.
- `grading`: a pick judged against the cached decision (best, within the noise, what was
  played, or an option the review did not value), and the one line that says why the best is best.
- `kept`: the kept file of solved positions (a streak, positions solved twice in a row leave
  the list); untrusted input, like every kept file.
"""
