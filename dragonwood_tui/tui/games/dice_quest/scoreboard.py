"""The Dice Quest players panel: every seat's army (powers), discards and score."""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import Group
from rich.table import Table
from rich.text import Text

from dragonwood_tui.tui.titles import level_name, person_name
from dragonwood_tui.i18n import _, language
from dragonwood_tui.games.dice_quest.view import CardView, DiceQuestView
from dragonwood_tui.tui.games.dice_quest.quest_line import POWER_SYMBOLS, power_name
from dragonwood_tui.tui.widgets.scoreboard_base import ScoreboardBase

POWER_ORDER = ("plus", "minus", "shift", "reroll", "mirror")
INLINE_POWERS = 46  # cells of a players row before its Powers column (marker, name, bot, numbers)


def power_counts(army: Sequence[CardView]) -> list[tuple[str, int]]:
    """(power, count) for the powers present in an army, in a fixed order."""
    counts = {p: 0 for p in POWER_ORDER}
    for card in army:
        counts[card.power] = counts.get(card.power, 0) + 1
    return [(p, n) for p, n in counts.items() if n]


def powers_text(army: Sequence[CardView]) -> Text:
    text = Text()
    for power, n in power_counts(army):
        if text:
            text.append(" ")
        text.append(f"{POWER_SYMBOLS.get(power, '?')}{power_name(power)}×{n}")
    return text or Text(_("no powers"), style="dim")


class DiceQuestScoreboard(ScoreboardBase):
    """`show(view, names, bots, compact, narrow)`: every seat's army (powers), discards and
    score. A narrow column lists the powers under the table, a line per seat."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = _("Players")
        self._shown: tuple[DiceQuestView, Sequence[str], Sequence[str | None], bool, bool | None] | None = None

    def on_resize(self) -> None:
        if self._shown is not None and self._shown[-1] is None:  # the width decides: again
            self.show(*self._shown)

    def show(self, view: DiceQuestView, names: Sequence[str], bots: Sequence[str | None], compact: bool, narrow: bool | None = False) -> None:
        """`narrow` None: the powers in their column when every seat's fit the panel's width
        (whole, never cut), else a line per seat under the table."""
        self._shown = (view, names, bots, compact, narrow)
        if narrow is None:
            room = self.content_size.width
            need = INLINE_POWERS + max((powers_text(p.army).cell_len for p in view.seats), default=0)
            narrow = not room or need > room
        narrow = narrow and not compact
        key = (compact, narrow, tuple(names), view.to_move, tuple(view.scores), tuple(len(p.army) for p in view.seats),
               tuple(len(p.discard) for p in view.seats), tuple(tuple(c.power for c in p.army) for p in view.seats), language())
        if key == self._key:
            return
        self.border_title = _("Players")
        table = Table(box=None, show_header=True, pad_edge=False, padding=(0, 1))
        table.add_column("", width=1, no_wrap=True)
        # narrow: 11 cells leave the numbers whole in the 34 of the side column
        table.add_column(_("Player"), no_wrap=True, overflow="ellipsis", max_width=11 if narrow else 16)
        for header in (_("Army"), _("Spent"), _("Score")):  # never cut: the powers give way first
            table.add_column(header, justify="right", no_wrap=True, min_width=len(header))
        if not narrow:
            table.add_column(_("Powers"), no_wrap=True, overflow="ellipsis")
        below: list[Text] = []  # narrow: the powers, a line per seat under the table
        for p in view.seats:
            marker = "▶" if p.seat == view.to_move else ""
            name = person_name(names[p.seat]) if p.seat < len(names) else _("Seat {n}").format(n=p.seat + 1)
            who = Text(name)
            if bots[p.seat] is not None and not (compact or narrow):
                who.append(f" ({level_name(bots[p.seat] or '')})", style="dim")
            cells: list[Text | str] = [marker, who, str(len(p.army)), str(len(p.discard)), Text(str(p.score), style="bold")]
            if narrow:
                table.add_row(*cells)
                line = Text.assemble((f"{name}: ", "dim"), powers_text(p.army))
                line.no_wrap, line.overflow = True, "ellipsis"
                below.append(line)
            else:
                table.add_row(*cells, powers_text(p.army))
        self._set(key, Group(table, *below), len(view.seats) + 1 + len(below), framed=not compact)
