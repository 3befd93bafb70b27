"""The Dragonwood players panel: hand sizes, enhancements, creatures, score so far; the solo
opponent's row. Names are shown as plain text. Whose turn it is: a ▶ (not only colour).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.games.dragonwood.card import adventurer_text, short_name
from dragonwood_tui.tui.widgets.scoreboard_base import ScoreboardBase, points


class DragonwoodScoreboard(ScoreboardBase):
    """`show(view, names, bots, compact)`: one row per seat (and the solo opponent)."""

    DEFAULT_CSS = """
    DragonwoodScoreboard { height: auto; border: round $foreground 30%; padding: 0 1; }
    DragonwoodScoreboard.-compact { border: none; padding: 0; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Players"
        self.border_subtitle = "score with bonus · i: details"

    def show(
        self, view: Any, names: Sequence[str], bots: Sequence[str | None], compact: bool, narrow: bool = False,
        opponent_die: str = "",
    ) -> None:
        """`opponent_die`: solo, the automated opponent's last roll in words (shown under it)."""
        key = (
            compact, narrow, tuple(names), view.to_move, view.current, tuple(view.hand_sizes),
            tuple(map(tuple, view.enhancements)), tuple(map(tuple, view.victory)), tuple(view.scores),
            tuple(map(tuple, view.hands)) if view.hands else None,
            tuple(view.opponent_cards) if view.opponent_cards is not None else None, view.seat, opponent_die,
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
            cells: list[Text | str] = [
                "",
                Text("Opponent", style="italic"),
                Text("—"),
                Text(f"{opp.creatures} · {opp.creature_vp} VP"),
                Text(points(opp.total, compact), style="bold"),
            ]
            took_text = Text((", ".join(short_name(e) for e in took) + " (2 VP each)") if took else "—")
            if compact:
                table.add_row(*cells, Text(f"die: {opponent_die}") if opponent_die else took_text)
                lines += 1
            else:
                table.add_row(*cells)
                lines += 1
                if took:
                    extra_row(Text.assemble(("  ⤷ ", "dim"), took_text))
                if opponent_die:
                    extra_row(Text.assemble(("  ⚀ ", "dim"), opponent_die))
        self._set(key, table, lines, framed=not compact)
