"""Why an attempt proves nothing, kept in English (the attempts' cache and `--json` stay
language-free) and worded in the player's language where it is shown (`problem_said`).

Each problem is one of the messages below, its fields filled; `problem_said` finds the message
a stored problem was made from and words it again with the same fields. A problem of no known
shape (an older cache) shows as stored.
"""

from __future__ import annotations

import re
from functools import cache

from dragonwood_tui.i18n import N_, _

NO_STAGE = N_("no stage {stage} in this campaign")
# TRANSLATORS: {kind} and {game} are game ids as records write them
OTHER_GAME = N_("a {kind} game, the stage plays {game}")
OTHER_RULES = N_("its rules options are not the stage's")
OTHER_SEATS = N_("its seats or computer players are not the stage's")
OTHER_DEAL = N_("not the stage's fixed deal")
# TRANSLATORS: {problem} is why the record does not re-play (already in the language)
NOT_VERIFIED = N_("does not verify: {problem}")
OLDER_RULES = N_("recorded with older rules: hashes not checked")
SECOND_RECORD = N_("a second record for this stage")
NOT_AN_ATTEMPT = N_("the record is not an attempt of this campaign")
OTHER_STAGE = N_("the record is an attempt of stage {stage}")
NOT_FINISHED = N_("the game is not finished")

PROBLEMS = (NO_STAGE, OTHER_GAME, OTHER_RULES, OTHER_SEATS, OTHER_DEAL, NOT_VERIFIED, OLDER_RULES, SECOND_RECORD,
            NOT_AN_ATTEMPT, OTHER_STAGE, NOT_FINISHED)


@cache
def _pattern(message: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", message)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+)" for i, p in enumerate(parts)) + r"\Z", re.S)


def problem_said(problem: str) -> str:
    """A stored problem in the language in effect."""
    for message in PROBLEMS:
        m = _pattern(message).match(problem)
        if m is not None:
            return _(message).format(**m.groupdict())
    return problem
