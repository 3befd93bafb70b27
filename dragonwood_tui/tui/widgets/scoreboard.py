"""The players at the table: hand sizes, enhancements, creatures, score so far (Dragonwood), armies
and scores (Dice Quest). Names are shown as plain text. Whose turn it is: a ▶ (not only colour).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widget import Widget

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.widgets.card import adventurer_text, short_name

POWER_SYMBOLS = {"plus": "+", "minus": "−", "shift": "±", "reroll": "↻", "mirror": "⇅"}
POWER_ORDER = ("plus", "minus", "shift", "reroll", "mirror")


def power_counts(army: Sequence[Any]) -> list[tuple[str, int]]:
    """(power, count) for the powers present in an army, in a fixed order."""
    counts = {p: 0 for p in POWER_ORDER}
    for card in army:
        counts[card.power] = counts.get(card.power, 0) + 1
    return [(p, n) for p, n in counts.items() if n]


def points(n: int, unit: bool) -> str:
    """A score, with its unit when `unit` (the compact table has no "Score" header): 1 pt, 2 pts."""
    return f"{n} {'pt' if n == 1 else 'pts'}" if unit else str(n)


def powers_text(army: Sequence[Any]) -> Text:
    text = Text()
    for power, n in power_counts(army):
        if text:
            text.append(" ")
        text.append(f"{POWER_SYMBOLS.get(power, '?')}{power}×{n}")
    return text or Text("no powers", style="dim")


class _Board(Widget):
    DEFAULT_CSS = """
    _Board { height: auto; border: round $foreground 30%; padding: 0 1; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._renderable: Any = Text("")
        self._key: Any = None

    def _set(self, key: Any, renderable: Any, rows: int, framed: bool) -> None:
        """Show `renderable` (`rows` lines high): a layout pass only when the height changes."""
        if key == self._key:
            return
        self._key = key
        self._renderable = renderable
        height = rows + (2 if framed else 0)
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height  # a new height moves the widgets below: layout
        self.refresh()

    def render(self) -> Any:
        return self._renderable


class DragonwoodScoreboard(_Board):
    """`show(view, names, bots, compact)`: one row per seat (and the solo opponent)."""

    DEFAULT_CSS = """
    DragonwoodScoreboard { height: auto; border: round $foreground 30%; padding: 0 1; }
    DragonwoodScoreboard.-compact { border: none; padding: 0; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Players"

    def show(self, view: Any, names: Sequence[str], bots: Sequence[str | None], compact: bool, narrow: bool = False) -> None:
        key = (
            compact, narrow, tuple(names), view.to_move, view.current, tuple(view.hand_sizes),
            tuple(map(tuple, view.enhancements)), tuple(map(tuple, view.victory)), tuple(view.scores),
            tuple(map(tuple, view.hands)) if view.hands else None,
            tuple(view.opponent_cards) if view.opponent_cards is not None else None, view.seat,
        )
        if key == self._key:
            return
        self.set_class(compact, "-compact")
        lines = 0 if compact else 1
        table = Table(box=None, show_header=not compact, pad_edge=False, padding=(0, 1), expand=False)
        table.add_column("", width=1, no_wrap=True)
        # narrow: 9 cells leave the numbers and their headers whole in the 36 of the side column
        # (a hand shown under a name would otherwise widen the name column past it)
        player_width = 14 if compact else (9 if narrow else 18)
        table.add_column("Player", no_wrap=True, overflow="ellipsis", max_width=player_width)
        table.add_column("Hand", justify="right", no_wrap=True)
        table.add_column("Creatures", justify="right", no_wrap=True)
        table.add_column("Score", justify="right", no_wrap=True)
        if compact:
            table.add_column("Enh.", no_wrap=True, overflow="ellipsis")

        def extra_row(text: Text) -> None:
            nonlocal lines
            table.add_row("", text, "", "", "")
            lines += 1

        for seat in range(view.players):
            marker = "▶" if seat == (view.to_move if view.to_move is not None else view.current) and not view.over else ""
            who = Text(names[seat] if seat < len(names) else f"Player {seat + 1}", style="bold" if seat == view.seat else "")
            if bots[seat] is not None and not (compact or narrow):
                who.append(f" ({bots[seat]})", style="dim")
            elif seat == view.seat and who.plain.lower() != "you":
                who.append(" (you)", style="dim")
            n = view.hand_sizes[seat]
            hand = Text(f"{n}" + ((" card" if n == 1 else " cards") if compact else ""))
            vp = sum(C.VP[c] for c in view.victory[seat])
            creatures = Text(f"{len(view.victory[seat])} · {vp} VP")
            score = Text(points(view.scores[seat], compact), style="bold")
            enh = Text(", ".join(short_name(e) for e in view.enhancements[seat]) or "—")
            if compact:
                table.add_row(marker, who, hand, creatures, score, enh)
                lines += 1
                continue
            table.add_row(marker, who, hand, creatures, score)
            lines += 1
            if view.enhancements[seat]:
                extra_row(Text.assemble(("  ⤷ ", "dim"), enh))
            if view.hands is not None and seat != view.seat:
                row = Text("  ")
                for card in sorted(view.hands[seat]):
                    row.append_text(adventurer_text(card))
                    row.append(" ")
                extra_row(row)
        if view.opponent_cards is not None:
            opp = view.standings[-1]
            took = [c for c in view.opponent_cards if C.KIND[c] != C.CREATURE]
            cells = [
                "",
                Text("Opponent", style="italic"),
                Text("—"),
                Text(f"{opp.creatures} · {opp.creature_vp} VP"),
                Text(points(opp.total, compact), style="bold"),
            ]
            took_text = Text((", ".join(short_name(e) for e in took) + " (2 VP each)") if took else "—")
            if compact:
                table.add_row(*cells, took_text)
                lines += 1
            else:
                table.add_row(*cells)
                lines += 1
                if took:
                    extra_row(Text.assemble(("  ⤷ ", "dim"), took_text))
        self._set(key, table, lines, framed=not compact)


class DiceQuestScoreboard(_Board):
    """`show(view, names, bots, compact, narrow)`: every seat's army (powers), discards and
    score. A narrow column lists the powers under the table, a line per seat."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Players"

    def show(self, view: Any, names: Sequence[str], bots: Sequence[str | None], compact: bool, narrow: bool = False) -> None:
        narrow = narrow and not compact
        key = (compact, narrow, tuple(names), view.to_move, tuple(view.scores), tuple(len(p.army) for p in view.seats),
               tuple(len(p.discard) for p in view.seats), tuple(tuple(c.power for c in p.army) for p in view.seats))
        if key == self._key:
            return
        table = Table(box=None, show_header=True, pad_edge=False, padding=(0, 1))
        table.add_column("", width=1, no_wrap=True)
        # narrow: 11 cells leave the numbers whole in the 34 of the side column
        table.add_column("Player", no_wrap=True, overflow="ellipsis", max_width=11 if narrow else 16)
        for header in ("Army", "Spent", "Score"):  # never cut: the powers give way first
            table.add_column(header, justify="right", no_wrap=True, min_width=len(header))
        if not narrow:
            table.add_column("Powers", no_wrap=True, overflow="ellipsis")
        below: list[Text] = []  # narrow: the powers, a line per seat under the table
        for p in view.seats:
            marker = "▶" if p.seat == view.to_move else ""
            name = names[p.seat] if p.seat < len(names) else f"Seat {p.seat + 1}"
            who = Text(name)
            if bots[p.seat] is not None and not (compact or narrow):
                who.append(f" ({bots[p.seat]})", style="dim")
            cells = [marker, who, str(len(p.army)), str(len(p.discard)), Text(str(p.score), style="bold")]
            if narrow:
                table.add_row(*cells)
                line = Text.assemble((f"{name}: ", "dim"), powers_text(p.army))
                line.no_wrap, line.overflow = True, "ellipsis"
                below.append(line)
            else:
                table.add_row(*cells, powers_text(p.army))
        self._set(key, Group(table, *below), len(view.seats) + 1 + len(below), framed=not compact)
