"""For the selected cards: every legal target and method with its exact chance of success.

The rows come from the engine (`games.dragonwood.capture_options`): dice, bonus, value and the
exact Fraction; this widget only lays them out. The highlighted row is the capture that Enter
plays (first `hard`'s pick, which the board names in the border title); a click highlights a
row, a second click on it plays it.

A plain widget rather than an OptionList: it draws only the visible rows. Large layouts give it
the height of its rows (up to a maximum: the log takes the rest); the screen is laid out again
only when the number of rows changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message

from dragonwood_tui.i18n import _, language, ngettext
from dragonwood_tui.i18n.formats import format_number
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.describe import bonus_sources, bonus_words
from dragonwood_tui.games.dragonwood.view import CaptureOption
from dragonwood_tui.tui.games.dragonwood.card import METHOD_TITLES, card_shown, slot_letter
from dragonwood_tui.tui.widgets.symbols import method_symbol
from dragonwood_tui.tui.widgets.text_fit import chance_text, fit
from dragonwood_tui.tui.widgets.text_lines import TextLines


WIDE = 100  # from this many columns a row also names its bonus and gives its expected VP


def option_id(target: int, method: str) -> str:
    return f"{target}:{method}"


#: the arguments of the last `CaptureList.show` (drawn again when the width changes)
_Shown = tuple[Sequence[CaptureOption], Sequence[int], str, Sequence[str], bool, str | None, Sequence[int], Sequence[int]]


class _Cells(NamedTuple):
    """A row's words by column."""

    letter: str
    name: str
    method: str
    value: str
    detail: str
    chance: str
    worth: str
    bonus: str  # the last column: not padded


class _Widths(NamedTuple):
    """The padded columns' widths in cells."""

    name: int
    method: int
    value: int
    detail: int
    chance: int
    worth: int


class CaptureList(TextLines):
    """The legal captures of the selection (or why there are none)."""

    DEFAULT_CSS = """
    CaptureList { border: round $foreground 30%; height: 1fr; min-height: 3; }
    CaptureList > .capture-list--highlight { background: $accent 35%; text-style: bold; }
    """
    COMPONENT_CLASSES = {"capture-list--highlight"}

    class Highlighted(Message):
        def __init__(self, value: str) -> None:
            super().__init__()
            self.value = value

    class Chosen(Message):
        def __init__(self, value: str) -> None:
            super().__init__()
            self.value = value

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = _("Chances")
        self._key: object = None  # what the rows were drawn from
        self.ids: list[str] = []  # one per row; "" for a line that is not a capture
        self.lines: list[Text] = []
        self.highlighted: int | None = None
        self._top = 0
        self._wide = False
        self._shown: _Shown | None = None
        self._laid_out = 0  # lines when the height was last given

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(1, len(self.lines))

    def on_resize(self) -> None:
        if len(self.lines) <= self.content_size.height:
            self._top = 0  # grown to its rows: none hidden above
        # the rows' words follow the width; the "↓ more" note the height
        if self._shown is not None and (self.content_size.width >= WIDE) != self._wide:
            self._key = None
            self.show(*self._shown)
        elif self._shown is not None and not self._shown[0]:  # the words wrap to the new width
            self.show(*self._shown)
        self._note_more()

    # -- content ------------------------------------------------------------------------
    def show(
        self,
        rows: Sequence[CaptureOption],
        slots: Sequence[int],
        message: str = "",
        reasons: Sequence[str] = (),
        compact: bool = False,
        keep: str | None = None,
        held: Sequence[int] = (),
        chosen: Sequence[int] = (),
    ) -> None:
        """`rows`: legal CaptureOptions; `slots[i]` the landscape slot of rows[i]'s target;
        `message`/`reasons` shown when there is no row. Highlights `keep` (an id) if present.
        `held`: the seat's enhancements, `chosen` the one-time ones to spend (a wide list names
        each row's bonus and gives its expected VP)."""
        self._shown = (rows, slots, message, reasons, compact, keep, held, chosen)
        wide = not compact and self.content_size.width >= WIDE
        letters = [slot_letter(self.app, s) for s in slots]  # the slots' keys, as the footer names them
        key = (tuple(letters), 0 if rows else self.content_size.width, tuple((r.target, r.method, r.probability, r.dice, r.bonus, r.mushroom) for r in rows), tuple(slots), message, tuple(reasons), compact, wide, tuple(held), tuple(chosen), language())
        if key != self._key:
            self._key = key
            self._wide = wide
            self.ids = [option_id(r.target, r.method) for r in rows]
            sources = (held, chosen) if wide else None
            cells = [self._cells(r, s, compact, sources, letter) for r, s, letter in zip(rows, slots, letters)]
            widths = self._widths(cells, compact)  # one layout for every row: the columns line up
            self.lines = [self._row_text(r, s, compact, sources, widths, letter, c) for r, s, letter, c in zip(rows, slots, letters, cells)]
            if not rows:  # words, wrapped to the width (a longer language's are never cut)
                width = self.content_size.width or self.app.size.width
                for words in ([message] if message else []) + [f"✗ {reason}" for reason in reasons]:
                    for line in Text(words, style="dim").wrap(self.app.console, max(8, width)):
                        self.lines.append(line)
                        self.ids.append("")
            self.highlighted = None
            self._top = 0
            self.refresh_lines()
            if len(self.lines) != self._laid_out:
                # an auto height follows the number of lines: the layout pass waits for the
                # frame that shows the new rows, so a key's answer is not held up by it
                self._laid_out = len(self.lines)
                self.call_after_refresh(self.refresh, layout=True)
        if keep is not None and keep in self.ids:
            self._set_highlight(self.ids.index(keep))
        elif rows and self.highlighted is None:
            self._set_highlight(0)
        self._note_more()

    def _note_in_rows(self) -> bool:
        """Whether the "↓ 2 more" note takes the last row: rows are hidden and there is no bottom
        border to carry it (the compact layout's list has a top border only)."""
        if self.styles.border_bottom[0] not in ("", "none", "hidden", "blank"):
            return False
        return self.content_size.height >= 2 and len(self.lines) > self.content_size.height

    def _room(self) -> int:
        """The rows the captures have (the note's row left out, unless it fits beside the last)."""
        return max(1, self.content_size.height - (1 if self._note_in_rows() and not self._note_beside() else 0))

    def _more(self, room: int | None = None) -> str | None:
        more = len(self.lines) - (self._top + (self._room() if room is None else room))
        return _("↓ {n} more").format(n=more) if more > 0 else (_("↑ more") if self._top else None)

    def _note_beside(self) -> bool:
        """Whether the note fits at the right of the last row shown (80x24: a row of the list
        kept for a capture, not for "↓ 2 more")."""
        height = self.content_size.height
        last = min(len(self.lines), self._top + height) - 1
        note = self._more(height)
        if note is None or last < 0:
            return True
        mark = 2 if last == self.highlighted else 0  # " ◀"
        return cell_len(self.lines[last].plain.rstrip()) + mark + 2 + cell_len(note) <= self.content_size.width

    def _note_more(self) -> None:
        """The border's "↓ 2 more" / "↑ more": set with the rows, not while drawing them (a
        note set in render shows one frame late: "↓ 2 more" under a list with nothing hidden).
        Without a bottom border the note is the list's last row (`text_lines`)."""
        self.set_edge_text(None if self._note_in_rows() else self._more(), bottom=True)

    @property
    def highlighted_id(self) -> str | None:
        if self.highlighted is None or not self.ids[self.highlighted]:
            return None
        return self.ids[self.highlighted]

    def move(self, step: int) -> str | None:
        """Move the highlight by `step` capture rows; returns the new id."""
        if not any(self.ids):
            return None
        index = self.highlighted if self.highlighted is not None else (-1 if step > 0 else len(self.ids))
        index = max(0, min(len(self.ids) - 1, index + step))
        self._set_highlight(index)
        return self.highlighted_id

    def _set_highlight(self, index: int) -> None:
        if index == self.highlighted:
            return
        self.highlighted = index
        height = self._room()
        if index < self._top:
            self._top = index
        elif index >= self._top + height:
            self._top = index - height + 1
        self._note_more()
        self.refresh_lines()  # the two rows whose highlight changed

    @staticmethod
    def _cells(
        row: CaptureOption, slot: int, compact: bool, sources: tuple[Sequence[int], Sequence[int]] | None = None,
        letter: str = "",
    ) -> _Cells:
        """A row's words, column by column (laid out by `_row_text`)."""
        name = card_shown(row.target)
        if compact and len(name) > 22:  # every name of the three languages is whole at 80 columns
            name = name[:21] + "…"
        dice = ngettext("{n} die", "{n} dice", row.dice).format(n=row.dice)
        detail = f" {dice}" + (f"+{row.bonus}" if row.bonus else "")
        if row.mushroom:
            detail += _("+M") if compact else " " + _("+re-roll")
        worth = bonus = ""
        if sources is not None:  # wide: what the capture is worth, what the bonus is
            p = row.probability
            worth = (
                _("≈ {vp} VP").format(vp=format_number(float(p * C.VP[row.target]), 2))
                if C.KIND[row.target] == C.CREATURE
                else _("enhancement")
            )
            parts = bonus_sources(sources[0], C.METHOD_INDEX[row.method], sources[1], row.target)
            if row.bonus and sum(n for _card, n in parts) == row.bonus:
                bonus = f"  +{row.bonus}: {bonus_words(parts)}"
        return _Cells(
            letter or chr(ord("A") + slot), name, _(METHOD_TITLES[row.method]), str(row.value), detail,
            chance_text(row.probability), worth, bonus,
        )

    @staticmethod
    def _widths(cells: Sequence[_Cells], compact: bool) -> _Widths:
        """Each column as wide as its widest cell (at least the English layout's): a long
        chance (">99.9% (1295/1296)"), a long method name (French "Piétiner") or a long dice
        count (Russian "3 кубика") never pushes the columns after it out of line."""
        least = _Widths(14 if compact else 17, 6, 2, 12 if compact else 20, 15, 11)
        return _Widths(*(max([w, *(cell_len(getattr(c, field)) for c in cells)]) for field, w in zip(_Widths._fields, least)))

    @staticmethod
    def _row_text(
        row: CaptureOption,
        slot: int,
        compact: bool,
        sources: tuple[Sequence[int], Sequence[int]] | None = None,
        widths: _Widths | None = None,
        letter: str = "",
        cells: _Cells | None = None,
    ) -> Text:
        """A row laid out in `widths`; `cells`: its words, when already found (`_cells`)."""
        cells = cells or CaptureList._cells(row, slot, compact, sources, letter)
        w = widths or CaptureList._widths([cells], compact)

        def pad(text: str, width: int) -> str:
            return text + " " * (width - cell_len(text))

        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(f"{cells.letter} ", style="bold")
        text.append(pad(cells.name, w.name) + " ")
        # "≥": the value the roll must reach, kept apart from the dice count that follows
        text.append(f"{method_symbol(row.method)} ", style="dim")
        text.append(f"{pad(cells.method, w.method)} ≥{pad(cells.value, w.value)} ", style="bold")
        text.append(pad(cells.detail, w.detail), style="dim")
        p = row.probability
        style = "bold" if p >= 0.5 else ("dim" if p == 0 else "")
        text.append(" " if compact else " → ", style="dim")
        text.append(cells.chance, style=style)
        if sources is not None:  # wide: what the bonus is, what the capture is worth (in columns)
            text.append(" " * (w.chance - cell_len(cells.chance)))
            text.append(f"  {pad(cells.worth, w.worth)}", style="dim")
            if cells.bonus:
                text.append(cells.bonus, style="dim")
        return text

    # -- drawing ----------------------------------------------------------------------------
    def text_lines_key(self) -> object:
        return (self._key, self.highlighted, self._top, self.content_size)

    def text_lines(self) -> list[Text]:
        height = self._room()
        if self.highlighted is not None and not self._top <= self.highlighted < self._top + height:
            self._top = max(0, self.highlighted - height + 1)
        visible = self.lines[self._top : self._top + height]
        out: list[Text] = []
        highlight = self.get_component_rich_style("capture-list--highlight")
        for i, line in enumerate(visible):
            index = self._top + i
            if index == self.highlighted and self.ids[index]:
                line = line.copy()
                line.stylize(highlight)
                line.append(" ◀", style=highlight)
            out.append(fit(line, self.content_size.width))
        note = self._more() if self._note_in_rows() else None
        if note is not None and len(out) == height and self._note_beside() and out:
            last = out[-1]
            last = last[: len(last.plain.rstrip())] if last.plain.rstrip() != last.plain else last.copy()
            last.append(Text(note.rjust(self.content_size.width - last.cell_len), style="dim"))
            out[-1] = last
        elif note is not None:
            out.append(Text(note.rjust(self.content_size.width), style="dim"))
        return out

    def on_click(self, event: events.Click) -> None:
        event.stop()
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self._top + offset.y
        if offset.y >= self._room() or not 0 <= index < len(self.ids) or not self.ids[index]:  # the note's row
            return
        if index == self.highlighted:
            self.post_message(self.Chosen(self.ids[index]))
        else:
            self._set_highlight(index)
            self.post_message(self.Highlighted(self.ids[index]))
