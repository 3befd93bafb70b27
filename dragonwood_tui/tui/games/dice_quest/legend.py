"""The Dice Quest legend: how to read the table, in the log's empty rows of the large layouts.

A new game's log holds a line or two; the rows under them say what the cards' signs mean and how
a turn scores, until the game's own account needs the rows (`GameLog.set_idle`).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.style import Style
from rich.text import Text

from dragonwood_tui.i18n import _
from dragonwood_tui.i18n.formats import format_percent
from dragonwood_tui.games.words import named_keys
from dragonwood_tui.tui.widgets.symbols import BOSS, die_face

SUN, MOON = "☀", "☾"


def legend_lines(solo: bool, shown: Callable[[str], str], compact: bool = False) -> list[Text]:
    """The legend's lines, dim (the log's own lines stay the brightest); `shown` names a key as
    the footer does (the letter a Cyrillic layout types). `compact` (80x24): the signs on one
    line and what beating gives, no heading (the log has a few rows there)."""
    dim = Style(dim=True)
    head = Text(_("How to read the table"), style=Style(dim=True, bold=True))
    four = " ".join([die_face(4)] * 2)
    beat = Text(named_keys(_("Beat one enemy a turn ({a_e}): it joins your army, and its power changes a die later ({powers})."),
                           shown, powers="+ − [ ] " + shown("m") + " " + shown("x")), style=dim)
    if compact:
        # TRANSLATORS: the Dice Quest legend at 80x24, on one line: ☀ ☾ are the cards' signs, ⚃ ⚃ die faces
        signs = _("{sun} any value, alike · {moon} a second value · {faces} exactly that face").format(
            sun=f"{SUN} {SUN}", moon=f"{MOON} {MOON}", faces=four)
        # TRANSLATORS: the Dice Quest legend at 80x24, after the signs: ♛ marks the hardest enemies
        signs += " · " + _("{boss} boss: among the hardest").format(boss=BOSS)
        return [Text(signs, style=dim), beat]
    lines = [
        head,
        # TRANSLATORS: the Dice Quest legend: ☀ and ☾ are the signs of the enemy cards' combinations
        Text(_("{sun}  dice of one value, any value · {moon}  dice of a second value (or the same one)").format(
            sun=f"{SUN} {SUN} {SUN}", moon=f"{MOON} {MOON}"), style=dim),
        # TRANSLATORS: the Dice Quest legend: ⚃ ⚃ are die faces; ⟨⚂21%⟩ is the badge on an enemy card
        Text(_("{faces}  dice showing exactly that face · {badge}  the chance one throw of the five dice beats it").format(
            faces=four, badge=f"⟨⚂{format_percent(0.21)}⟩"), style=dim),
        # TRANSLATORS: the Dice Quest legend: ♛ and the heavy frame mark the hardest enemies
        Text(_("{boss}  and the heavy frame: a boss, four dice or more that one throw in 20 or fewer beats").format(boss=BOSS), style=dim),
        # TRANSLATORS: the Dice Quest legend: how an enemy card writes the cheapest powers that would beat it
        Text(_("⚡ −d3 +d5  the powers that would beat it now: −1 on die 3, +1 on die 5"), style=dim),
        beat,
    ]
    if solo:
        lines.append(Text(_("Solo: a turn that beats no enemy loses the quest; spent powers do not count in the score."), style=dim))
    return lines


def turn_lines(shown: Callable[[str], str]) -> list[Text]:
    """A heading and the rules a turn needs, dim, the most needed first: shown under the legend
    as far as the log's box has rows for them (a tall terminal's first turns), gone as the
    game's account needs them."""
    dim = Style(dim=True)
    powers = "+ − [ ] " + shown("m") + " " + shown("x")
    lines = [
        # TRANSLATORS: the heading of the Dice Quest log's second legend block: the rules a turn needs
        _("A turn, step by step"),
        _("When the dice beat an enemy, ✓ marks its card: its letter ({a_e}) takes it into your army and ends the turn."),
        _("A power changes one die ({powers}): its key, then the die's number; the card spent is gone."),
        _("Mirror turns a die to its opposite face: 1↔6, 2↔5, 3↔4. Plus stops at 6, minus at 1."),
        _("A die never counts twice, and extra dice never hurt: a pair of 2s is beaten by 1 4 2 3 2."),
        _("{h} asks for a hint: the exact chance and the dice to keep; {g} gives up the turn."),
        _("{r} re-rolls the dice picked (1–5 or a click): two free re-rolls on the first turn, one on each turn after."),
    ]
    texts = [Text(named_keys(line, shown, powers=powers), style=dim) for line in lines]
    texts[0].stylize(Style(bold=True))
    return texts
