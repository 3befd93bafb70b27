"""Combinations: what the dice must show to beat an enemy, and the matching rule.

A combination is a list of groups, each taking its own dice (no die counts twice):
- a number group needs at least `k` dice showing the face `n`;
- the sun group and the moon group each need `k` dice showing one common value, any value; sun
  and moon may show the same value (then they need `k_sun + k_moon` dice of it) or different ones.
More dice than needed never hurt.

Written as text, a combination is space-separated tokens: a face `1`–`6`, `sun` or `moon`, one
token per die ("2 2" = two 2s; "sun sun moon moon" = two pairs). `☀` and `☾` are accepted for
sun and moon.
"""

from __future__ import annotations

from dragonwood_tui.i18n import N_, _
from collections.abc import Sequence

from functools import lru_cache

import msgspec

FACES = (1, 2, 3, 4, 5, 6)
DICE = 5
_SYMBOL_TOKENS = {"sun": "sun", "☀": "sun", "moon": "moon", "☾": "moon"}


class Combination(msgspec.Struct, frozen=True):
    """Needed counts: `numbers[f-1]` dice showing face f, plus a sun and a moon group."""

    numbers: tuple[int, int, int, int, int, int]
    sun: int = 0
    moon: int = 0

    @property
    def size(self) -> int:
        return sum(self.numbers) + self.sun + self.moon

    @property
    def text(self) -> str:
        """Canonical text: faces ascending, then suns, then moons ("2 2", "sun sun moon moon")."""
        tokens = [str(f) for f in FACES for _ in range(self.numbers[f - 1])]
        tokens += ["sun"] * self.sun + ["moon"] * self.moon
        return " ".join(tokens)

    @property
    def label(self) -> str:
        """A name for players: "pair of 2s", "any three", "full house", ... (else the text)."""
        return _label(self)


class CombinationError(ValueError):
    """A malformed combination text; the message says what is wrong."""


@lru_cache(maxsize=None)
def parse_combination(text: str) -> Combination:
    """Parse the text notation; raise CombinationError saying what is wrong."""
    if not isinstance(text, str):
        raise CombinationError(f"a combination must be a text like '2 2', not {text!r}")
    tokens = text.split()
    if not tokens:
        raise CombinationError("empty combination")
    numbers = [0] * 6
    sun = moon = 0
    for token in tokens:
        symbol = _SYMBOL_TOKENS.get(token.lower())
        if symbol == "sun":
            sun += 1
        elif symbol == "moon":
            moon += 1
        elif token in {"1", "2", "3", "4", "5", "6"}:
            numbers[int(token) - 1] += 1
        else:
            raise CombinationError(
                f"unknown token {token!r} in combination {text!r} (use 1-6, sun or moon)"
            )
    if len(tokens) > DICE:
        raise CombinationError(
            f"combination {text!r} needs {len(tokens)} dice but there are only {DICE}"
        )
    return Combination((numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5]), sun, moon)


def counts_of(dice: "Sequence[int]") -> list[int]:
    """How many dice show each face: index 0 is face 1."""
    c = [0, 0, 0, 0, 0, 0]
    for d in dice:
        c[d - 1] += 1
    return c


def beats_counts(counts: "list[int] | tuple[int, ...]", combo: Combination) -> bool:
    """Whether dice with these face counts beat `combo` (see the module docstring)."""
    rest = list(counts)
    need = combo.numbers
    for f in range(6):
        n = need[f]
        if n:
            if rest[f] < n:
                return False
            rest[f] -= n
    big, small = (combo.sun, combo.moon) if combo.sun >= combo.moon else (combo.moon, combo.sun)
    if big == 0:
        return True
    rest.sort(reverse=True)
    if small == 0:
        return rest[0] >= big
    # The largest spare group takes the bigger symbol group; the next one (or the same value,
    # if it has enough dice for both) takes the smaller.
    return rest[0] >= big + small or (rest[0] >= big and rest[1] >= small)


def beats(dice: "list[int] | tuple[int, ...]", combo: Combination) -> bool:
    """Whether these dice beat `combo`."""
    return beats_counts(counts_of(dice), combo)


_SHAPES = {
    (2, 0): N_("any pair"),
    (3, 0): N_("any three"),
    (2, 2): N_("two pairs"),
    (3, 2): N_("full house"),
    (4, 0): N_("four of a kind"),
    (5, 0): N_("five of a kind"),
}
# TRANSLATORS: a Dice Quest combination: {face} is a die's face, 1 to 6 ("pair of 2s")
_COUNT_WORDS = {2: N_("pair of {face}s"), 3: N_("three {face}s"), 4: N_("four {face}s"), 5: N_("five {face}s")}


def _label(combo: Combination) -> str:
    numbered = [(f, combo.numbers[f - 1]) for f in FACES if combo.numbers[f - 1]]
    sun, moon = max(combo.sun, combo.moon), min(combo.sun, combo.moon)
    if not numbered:
        shape = _SHAPES.get((sun, moon))
        if shape:
            return _(shape)
    elif sun == 0 and len(numbered) == 1 and numbered[0][1] in _COUNT_WORDS:
        f, k = numbered[0]
        return _(_COUNT_WORDS[k]).format(face=f)
    return combo.text
