"""The Dragonwood players panel: hand sizes, enhancements, creatures, score so far; the solo
opponent's row. Names are shown as plain text. Whose turn it is: a ▶ (not only colour).
"""

from __future__ import annotations

from collections.abc import Sequence
from rich.console import Group, JustifyMethod, OverflowMethod
from rich.table import Table
from rich.text import Text

from dragonwood_tui.tui.widgets.text_fit import wrap_lines

from dragonwood_tui.tui.titles import is_you_shown, level_name, person_name
from dragonwood_tui.i18n import _, language, ngettext
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.tui.games.dragonwood.card import adventurer_text, card_shown, short_name
from dragonwood_tui.tui.widgets.scoreboard_base import ScoreboardBase, points


_Item = list[Text | str] | Text  # a table row's cells, or a line across the panel


def creatures_text(n: int, vp: int, compact: bool, words: bool = True) -> Text:
    """A side's creatures and their VP: under the large panel's "Creatures" header the numbers
    ("2 · 3 VP"); the compact rows have no header, so they say it ("2 creatures · 3 VP") when
    `words` (the row has room)."""
    if compact and words:
        return Text(ngettext("{n} creature · {vp} VP", "{n} creatures · {vp} VP", n).format(n=n, vp=vp))
    return Text(_("{n} · {vp} VP").format(n=n, vp=vp))


def score_text(total: int, bonus: int, compact: bool, words: bool = True) -> Text:
    """The score so far; compact (no "score with bonus" subtitle), the most-creatures bonus it
    holds when `words`, so that "6 pts" beside "3 VP" adds up: "6 pts (+3 most)"."""
    text = Text(points(total, compact), style="bold")
    if compact and bonus and words:
        # TRANSLATORS: the most-creatures bonus inside a score: "6 pts (+3 most)"
        text.append(" " + _("(+{n} most)").format(n=bonus), style="dim")
    return text


class DragonwoodScoreboard(ScoreboardBase):
    """`show(view, names, bots, compact)`: one row per seat (and the solo opponent)."""

    DEFAULT_CSS = """
    DragonwoodScoreboard { height: auto; border: round $foreground 30%; padding: 0 1; }
    DragonwoodScoreboard.-compact { border: none; padding: 0; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._words()

    def _key_named(self, key: str) -> str:
        """A key as the footer names it (the letter a Cyrillic layout types there)."""
        from dragonwood_tui.tui.keyboard_layout import key_shown

        try:
            return key_shown(self.app, key)
        except Exception:  # not in an app yet: the key itself
            return key

    def _words(self) -> None:
        title, subtitle = _("Players"), _("score with bonus · {i}: details").format(i=self._key_named("i"))
        if self.border_title != title or self.border_subtitle != subtitle:  # a change repaints
            self.border_title, self.border_subtitle = title, subtitle

    def show(
        self, view: View, names: Sequence[str], bots: Sequence[str | None], compact: bool, narrow: bool = False,
        opponent_die: str = "",
    ) -> None:
        """`opponent_die`: solo, the automated opponent's last roll in words (shown under it)."""
        key = (
            compact, narrow, tuple(names), view.to_move, view.current, tuple(view.hand_sizes),
            tuple(map(tuple, view.enhancements)), tuple(map(tuple, view.victory)), tuple(view.scores),
            tuple(map(tuple, view.hands)) if view.hands else None,
            tuple(view.opponent_cards) if view.opponent_cards is not None else None, view.seat, opponent_die,
            language(),
        )
        self._words()  # (its key's letter follows the layout: compared, repainted only on a change)
        if key == self._key:
            return
        self.set_class(compact, "-compact")
        # narrow: 9 cells leave the numbers and their headers whole in the 36 of the side column
        player_width = 14 if compact else (9 if narrow else 18)
        if view.opponent_cards is not None:  # solo: "Opponent" whole (French "Adversaire")
            player_width = max(player_width, len(_("Opponent")))
        headers = ["", _("Player"), _("Hand"), _("Creatures"), _("Score")] + ([_("Enh.")] if compact else [])
        # a list of cells for a table's row, a Text for a line under a seat across the whole
        # panel (its enhancements, a hand shown, the opponent's die: never cut to a column)
        items: list[_Item] = []

        def extra_line(text: Text) -> None:
            items.append(text)

        bonuses = [r.bonus for r in view.standings]  # (a property: computed once)
        figures: list[tuple[int, int, int, int, int]] = []  # compact rows: (item, creatures, VP, score, bonus)
        for seat in range(view.players):
            marker = "▶" if seat == (view.to_move if view.to_move is not None else view.current) and not view.over else ""
            who = Text(person_name(names[seat]) if seat < len(names) else _("Player {n}").format(n=seat + 1), style="bold" if seat == view.seat else "")
            if bots[seat] is not None and not (compact or narrow):
                who.append(f" ({level_name(bots[seat] or '')})", style="dim")
            elif seat == view.seat and not is_you_shown(who.plain):
                who.append(" " + _("(you)"), style="dim")
            n = view.hand_sizes[seat]
            hand = Text(ngettext("{n} card", "{n} cards", n).format(n=n) if compact else str(n))
            vp = sum(C.VP[c] for c in view.victory[seat])
            creatures = creatures_text(len(view.victory[seat]), vp, compact)
            score = score_text(view.scores[seat], bonuses[seat], compact)
            enh = Text(", ".join(short_name(e) for e in view.enhancements[seat]) or "—")
            if compact:
                items.append([marker, who, hand, creatures, score, enh])
                figures.append((len(items) - 1, len(view.victory[seat]), vp, view.scores[seat], bonuses[seat]))
                continue
            items.append([marker, who, hand, creatures, score])
            if view.enhancements[seat]:
                for part in self._packed([card_shown(e) for e in view.enhancements[seat]]):
                    extra_line(Text.assemble(("  ⤷ ", "dim"), part))
            if view.hands is not None and seat != view.seat:
                row = Text("  ")
                for card in sorted(view.hands[seat]):
                    row.append_text(adventurer_text(card))
                    row.append(" ")
                extra_line(row)
        if view.opponent_cards is not None:
            opp = view.standings[-1]
            took = [c for c in view.opponent_cards if C.KIND[c] != C.CREATURE]
            cells: list[Text | str] = [
                "",
                Text(_("Opponent"), style="italic"),
                Text("—"),
                creatures_text(opp.creatures, opp.creature_vp, compact),
                score_text(opp.total, opp.bonus, compact),
            ]
            took_text = Text(_("{cards} (2 VP each)").format(cards=", ".join(short_name(e) for e in took)) if took else "—")
            if compact:  # the die on a line of its own: the whole panel's width, never cut in a column
                items.append([*cells, took_text])
                figures.append((len(items) - 1, opp.creatures, opp.creature_vp, opp.total, opp.bonus))
                if opponent_die:
                    extra_line(Text.assemble(("  ⚀ ", "dim"), opponent_die))
            else:
                items.append(cells)
                if took:
                    extra_line(Text.assemble(("  ⤷ ", "dim"), took_text))
                for i, part in enumerate(wrap_lines(opponent_die, max(12, (self.content_size.width or 40) - 4), 3) if opponent_die else []):
                    extra_line(Text.assemble(("  ⚀ " if i == 0 else "    ", "dim"), part))  # wrapped, never cut
        if compact:  # the words give way before an enhancement's name is cut: the bonus, then "creatures"
            room = (self.content_size.width or self.app.size.width - 2) if self.is_attached else 78
            for words, bonus in ((True, True), (True, False), (False, False)):
                for i, n, vp, total, bonus_vp in figures:
                    seat_cells = items[i]
                    if isinstance(seat_cells, list):
                        seat_cells[3] = creatures_text(n, vp, compact, words)
                        seat_cells[4] = score_text(total, bonus_vp, compact, bonus)
                if self._width([item for item in items if isinstance(item, list)], player_width) <= room:
                    break
        table, lines = self._tables(items, headers, player_width, header=not compact, flex_last=compact)
        self._set(key, table, lines, framed=not compact)

    def _packed(self, words: Sequence[str]) -> list[str]:
        """`words` joined with commas into lines that fit the panel (a name never cut)."""
        width = max(12, (self.content_size.width or 36) - 4)
        out: list[str] = []
        for word in words:
            if out and len(out[-1]) + 2 + len(word) <= width:
                out[-1] += f", {word}"
            else:
                out.append(word)
        return out

    @staticmethod
    def _width(rows: Sequence[list[Text | str]], player_width: int) -> int:
        """The cells a compact table of `rows` needs to show every cell whole (as `_tables` lays
        them out: the ▶ column 1 cell, the name at most `player_width`, 2 cells between columns)."""
        widths = [max(c.cell_len if isinstance(c, Text) else len(c) for c in column) for column in zip(*rows)]
        widths[0] = 1
        widths[1] = min(widths[1], player_width)
        return sum(widths) + 2 * (len(widths) - 1)

    @staticmethod
    def _tables(
        items: Sequence[_Item], headers: Sequence[str], player_width: int, header: bool, flex_last: bool = False
    ) -> tuple[Group, int]:
        """The rows as tables of the same fixed column widths (so they line up) with the lines
        between them; (renderable, rows high). `flex_last`: the last column takes the width the
        others leave and is the one cut (a long die line in French cut every number before)."""
        rows = [item for item in items if isinstance(item, list)]
        widths = []
        for i, title in enumerate(headers):
            cells = [c.cell_len if isinstance(c, Text) else len(c) for r in rows for c in r[i : i + 1]]
            widths.append(max([len(title) if header else 0, *cells]))
        widths[0] = 1  # the ▶ column, whoever has it
        widths[1] = min(widths[1], player_width)
        parts: list[Table | Text] = []
        lines = 0
        table: Table | None = None
        for item in items:
            if isinstance(item, Text):
                item.no_wrap, item.overflow = True, "ellipsis"
                parts.append(item)
                lines += 1
                table = None
                continue
            if table is None:
                first = not parts
                table = Table(box=None, show_header=header and first, pad_edge=False, padding=(0, 1), expand=flex_last)
                for i, title in enumerate(headers):
                    # compact: the score reads "5 pts (+3 most)", left-aligned as words are
                    justify: JustifyMethod = "right" if i in (2, 3) or (i == 4 and not flex_last) else "left"
                    overflow: OverflowMethod = "ellipsis"
                    if flex_last and i == len(headers) - 1:
                        table.add_column(title, ratio=1, no_wrap=True, overflow=overflow, justify=justify)
                        continue
                    table.add_column(title, width=widths[i], no_wrap=True, overflow=overflow, justify=justify)
                lines += 1 if header and first else 0
                parts.append(table)
            table.add_row(*item)
            lines += 1
        return Group(*parts), lines
