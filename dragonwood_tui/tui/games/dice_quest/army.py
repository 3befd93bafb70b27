"""A Dice Quest army: the powers it holds, as chips to click (or their keys), grouped by power.

Cards of one power are interchangeable (each spends one card), so the chips show a count. Where
the row has room (the large layouts), the army is a row of small power cards instead (the shared
frame), one per power: its key, what it does and the enemies that gave it; then the spent cards,
in the empty slot's dashed frame. The army shows once: the cards are clicked as the chips would
be (the shift card: its left half −1, its right half +1), and the chips come back only where the
cards do not fit. The chips always fit their row: when the words do not, they shorten (the key
and symbol stay), never cut a power.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.events import Click
from textual.widget import Widget

from dragonwood_tui.i18n import _, language
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.dice_quest.view import CardView
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.tui.widgets.chips import ChipClicked, ChipRow
from dragonwood_tui.tui.games.dice_quest.quest_line import POWER_SYMBOLS, name_rows, name_width, power_name, power_words
from dragonwood_tui.tui.games.dice_quest.scoreboard import POWER_ORDER
from dragonwood_tui.tui.widgets.card_face import badge, card_lines, side_by_side, stack
from dragonwood_tui.tui.widgets.palette import Palette, palette
from dragonwood_tui.tui.widgets.status_bar import TextBox

# the key of each power (shown on its chip)
POWER_KEYS = {"plus": "+", "minus": "-", "shift": "[ ]", "reroll": "x", "mirror": "m"}


def _as_typed(key: str) -> str:
    return key


def power_key(power: str, typed: Callable[[str], str] = _as_typed) -> str:
    """A power's key as the player's layout types it (`typed`: a letter key as the footer names
    it, "ч" for x in a Cyrillic layout); signs as they are."""
    key = POWER_KEYS[power]
    return typed(key) if key.isalpha() else key


class ArmyPanel(Widget):
    DEFAULT_CSS = """
    ArmyPanel { height: auto; }
    ArmyPanel > #army-names { height: auto; padding: 0 1 0 0; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._key: tuple[tuple[int, ...], tuple[int, ...], str | None, bool, bool, int, str, str] | None = None
        self._shown: tuple[Sequence[CardView], str | None, bool, bool, Sequence[CardView]] | None = None
        self._clicks: list[tuple[int, int, int, str]] = []  # (row of cards, left, right, payload) per card

    def on_resize(self) -> None:
        if self._shown is not None:  # the chips' words follow the width
            self._key = None
            self.show(*self._shown)

    def compose(self) -> ComposeResult:
        yield ChipRow("power", id="army-chips")
        yield TextBox("", id="army-names")

    def show(self, army: Sequence[CardView], armed: str | None, compact: bool, mine: bool = True, spent: Sequence[CardView] = ()) -> None:
        """`army`: the powers to use; `spent`: the cards used (the large layout shows them)."""
        self._shown = (army, armed, compact, mine, spent)
        width = self.size.width
        def typed(key: str) -> str:  # a letter key as this layout types it
            return key_shown(self.app, key)

        shown = (tuple(c.id for c in army), tuple(c.id for c in spent), armed, compact, mine, width, language(), typed("x"))
        if shown == self._key:
            return
        self._key = shown
        self.set_class(compact, "-compact")
        counts: dict[str, int] = {}
        for card in army:
            counts[card.power] = counts.get(card.power, 0) + 1
        row = Text() if compact else legend(army, counts, spent, palette(self), width - 1, typed, armed)
        cards = bool(row) and bool(army)  # the power cards stand for the chips (clicked alike)
        self._clicks = [] if not cards or not mine else click_areas(counts, bool(spent), width - 1)
        title = Text(_("Army") if mine else _("Their army"), style="bold")
        # an army whose cards were all used says so: "empty" read as if there never was one
        gone = _(": all spent — beat enemies to gain more") if spent else _(": empty — beat enemies to gain powers")
        title.append(f" ({len(army)})" + ("" if cards else ":") if army else gone, style="" if army else "dim")
        chips: list[tuple[Text, str | tuple[str, str] | None, bool, bool]] = []
        for words in (2, 1, 0):  # the longest labels that fit the row
            if cards:
                break
            chips = [
                (label, payload if mine else None, armed is not None and (payload == armed or armed in payload), not mine)
                for label, payload in _chips(counts, words, typed)
            ]
            if not width or title.cell_len + 1 + sum(t.cell_len + 3 for t, *_rest in chips) <= width:
                break
        self.query_one("#army-chips", ChipRow).show(title, chips)
        names = self.query_one("#army-names", TextBox)
        names.say(row)
        visible = bool(row)  # no blank row under an empty army, none in the compact layout
        if names.display != visible:
            names.display = visible

    def on_click(self, event: Click) -> None:
        """A click on a power card arms its power, as its chip would."""
        names = self.query_one("#army-names", TextBox)
        if not names.display:
            return
        x, y = event.screen_x - names.region.x, event.screen_y - names.region.y
        rows = 1 + max((area[0] for area in self._clicks), default=0)
        if y < 0 or not self._clicks:
            return
        row = y // max(1, names.region.height // rows)
        for (at, left, right, payload) in self._clicks:
            if at == row and left <= x < right:
                event.stop()
                self.post_message(ChipClicked("power", payload))
                return


def _chips(counts: dict[str, int], words: int, typed: Callable[[str], str] = _as_typed) -> list[tuple[Text, str | tuple[str, str]]]:
    """(label, payload) per chip, in POWER_ORDER. `words` 2: "x ↻reroll×1"; 1: "x reroll×1";
    0: "x ↻×1" (the key, symbol and count only)."""
    chips: list[tuple[Text, str | tuple[str, str]]] = []
    for power in POWER_ORDER:
        n = counts.get(power, 0)
        if not n:
            continue
        if power == "shift":
            # one card, one chip: "[ ] shift×1 (−1/+1)"; its left half plays [ (−1), its right
            # half ] (+1), as the large layout's card does (two chips read as a broken bracket)
            label = Text("[ ]", style="bold")
            label.append(f" {power_name('shift')}×{n} " if words else f" ±×{n} ")
            label.append("(−1/+1)")
            chips.append((label, ("shift-down", "shift-up")))
            continue
        key = power_key(power, typed)
        label = Text(f"{key} ", style="bold")
        symbol = "" if POWER_KEYS[power] == POWER_SYMBOLS[power] or power in ("plus", "minus") else POWER_SYMBOLS[power]
        if words == 2:
            label.append(f"{symbol}{power_name(power)}×{n}")
        elif words == 1:
            label.append(f"{power_name(power)}×{n}")
        else:
            label.append(f"{symbol}×{n}")
        chips.append((label, power))
    return chips


BOLD = Style(bold=True)
MAX_NAMES = 3  # enemy names on a power card before "+n more"
CARD_WIDTH = 26  # the widest a power card grows
MIN_WIDTH = 15  # the narrowest (a name of 13 cells whole)


def empty_slots(pal: Palette, width: int, typed: Callable[[str], str] = _as_typed) -> Text:
    """An empty army: a dashed slot per power it may gain, saying what each does (a new player
    sees the powers before beating anything); none when the row is too narrow for all of them."""
    n = len(POWER_ORDER)
    if width < n * (MIN_WIDTH + 1) - 1:
        return Text()
    card_width = min(CARD_WIDTH, (width - (n - 1)) // n)
    cards = []
    for power in POWER_ORDER:
        symbol = POWER_SYMBOLS.get(power, "?")
        head = Text(f"{'' if symbol in ('+', '−') else symbol + ' '}{power_name(power)}", style=pal.muted + BOLD)
        body = [head, Text(power_words(power), style=pal.muted)]
        cards.append(card_lines(body, card_width, 4, pal, family="empty", title=Text(power_key(power, typed), style=pal.muted)))
    return stack(side_by_side(cards))


def _grid(n: int, width: int) -> tuple[int, int]:
    """(cards per row, card width) for `n` power cards in `width` cells."""
    per_row = max(1, min(n, (width + 1) // (MIN_WIDTH + 1)))  # too narrow for all: two rows
    return per_row, max(MIN_WIDTH, min(CARD_WIDTH, (max(width, MIN_WIDTH) - (per_row - 1)) // per_row))


def click_areas(counts: dict[str, int], spent: bool, width: int) -> list[tuple[int, int, int, str]]:
    """Where each power card of `legend` lies, as (row of cards, left, right, payload); the shift
    card's left half is −1, its right half +1."""
    powers = [p for p in POWER_ORDER if counts.get(p)]
    per_row, card_width = _grid(len(powers) + (1 if spent else 0), width)
    areas = []
    for i, power in enumerate(powers):
        row, col = divmod(i, per_row)
        left = col * (card_width + 1)
        if power == "shift":
            half = left + card_width // 2
            areas += [(row, left, half, "shift-down"), (row, half, left + card_width, "shift-up")]
        else:
            areas.append((row, left, left + card_width, power))
    return areas


def legend(army: Sequence[CardView], counts: dict[str, int], spent: Sequence[CardView], pal: Palette, width: int,
           typed: Callable[[str], str] = _as_typed, armed: str | None = None) -> Text:
    """A row of small cards, one per power held: key, "↻ reroll ×2", what it does, the enemies
    that gave it; then the spent cards (dashed: used). The armed power's card is drawn selected,
    its title ticked. An empty army, with nothing spent: a dashed slot per power it may gain
    (`empty_slots`)."""
    powers = [p for p in POWER_ORDER if counts.get(p)]
    n = len(powers) + (1 if spent else 0)
    if not n:
        return empty_slots(pal, width, typed)
    per_row, card_width = _grid(n, width)
    # each name on the rows it needs (never cut: French and Russian names are long)
    by_power = {p: [name_rows(card_name("dice-quest", c.name), name_width(card_width)) for c in army if c.power == p] for p in powers}
    rows = min(MAX_NAMES + 1, max((sum(len(n) for n in v) for v in by_power.values()), default=1))
    if spent:
        rows = max(rows, 1)
    height = 4 + rows
    cards = []
    for power in powers:
        key, symbol = power_key(power, typed), POWER_SYMBOLS.get(power, "?")
        head = Text(f"{'' if symbol in ('+', '−') else symbol + ' '}{power_name(power)} ×{counts[power]}", style=pal.text + BOLD)
        body = [head, Text(power_words(power), style=pal.muted)]
        names = by_power[power]
        shown: list[list[str]] = []
        for i, name in enumerate(names):  # whole names, a row kept for "+n more" if some stay out
            room = rows - (0 if i == len(names) - 1 else 1)
            if sum(len(n) for n in shown) + len(name) > room:
                break
            shown.append(name)
        body += [Text(row, style=pal.text) for name in shown for row in name]
        if len(shown) < len(names):
            body.append(Text(_("+{n} more").format(n=len(names) - len(shown)), style=pal.muted))
        on = armed is not None and armed.split("-")[0] == power
        way = {"shift-down": " −1", "shift-up": " +1"}.get(armed or "", "") if on else ""  # which half of shift
        title = Text(f"✓ {key}{way}" if on else key, style=pal.text + BOLD)
        cards.append(card_lines(body, card_width, height, pal, family="power", state="selected" if on else "",
                                title=title, corner=badge(counts[power], pal, symbol="×")))
    if spent:
        used: dict[str, int] = {}
        for card in spent:
            used[card.power] = used.get(card.power, 0) + 1
        body = [Text(row, style=pal.muted) for row in name_rows(_("used, gone"), name_width(card_width))]
        heading = len(body)
        body += [Text(f"{POWER_SYMBOLS.get(p, '?')} {power_name(p)} ×{used[p]}", style=pal.muted) for p in POWER_ORDER if used.get(p)]
        if len(body) > height - 2:  # one line for all of them
            body = [*body[:heading], Text(" ".join(f"{POWER_SYMBOLS.get(p, '?')}×{used[p]}" for p in POWER_ORDER if used.get(p)), style=pal.muted)]
        title = Text(_("spent"))
        corner: Text | None = badge(len(spent), pal, symbol="×", style=pal.muted)
        if corner is not None and title.cell_len + corner.cell_len + 4 > card_width:  # a longer word (French): the count goes inside
            body.insert(0, corner)
            corner = None
        cards.append(card_lines(body, card_width, height, pal, family="empty", title=title, corner=corner))
    lines: list[Text] = []
    for start in range(0, len(cards), per_row):
        lines += side_by_side(cards[start : start + per_row])
    return stack(lines)
