"""The Dice Quest quest line: up to five enemies drawn as cards of the shared visual language.

Each card shows the combination it needs as drawn dice (⚃ ⚃ ⚃: three 4s) or a pattern (☀ ☀ ☀:
any three alike; ☾ a second group), its name and the combination's words, the power it gives as
a symbol with words, and its difficulty as a badge: the chance one throw of the five dice beats
it (⟨⚂21%⟩, on the bottom edge of a card too narrow for it beside its title). The hardest enemies (four dice or more, rarer than one throw in 20) wear the boss
frame (♛). "Beaten" is written (✓ BEATEN) and drawn (✓ on the frame), not only coloured; the
enemy clicked once is targeted (◆, double frame). The widgets draw the engine's card views
(`CardView.groups`) and the solver's results passed in by the screen.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import lru_cache
import re
from typing import NamedTuple, TypedDict

from rich.cells import cell_len
from rich.style import Style
from rich.text import Span, Text
from textual.app import ComposeResult
from textual.events import Click
from textual.geometry import Region
from textual.strip import Strip
from textual.message import Message
from textual.widget import Widget

from dragonwood_tui.i18n import N_, _, language
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.i18n.formats import format_percent
from dragonwood_tui.games.dice_quest.solver import beat_set, combo_of
from dragonwood_tui.games.dice_quest.tables import ROLL_WEIGHT
from dragonwood_tui.games.dice_quest.view import CardView, EnemyView
from dragonwood_tui.tui.widgets.card_face import badge, card_lines
from dragonwood_tui.tui.widgets.text_lines import TextLines, text_strip
from dragonwood_tui.tui.widgets.palette import Palette, palette
from dragonwood_tui.tui.widgets.symbols import BOSS, DIE, FAILURE, SUCCESS, TARGETED, die_face

POWER_SYMBOLS = {"plus": "+", "minus": "−", "shift": "±", "reroll": "↻", "mirror": "⇅"}
POWER_WORDS = {
    "plus": N_("+1 to a die"),
    "minus": N_("−1 to a die"),
    "shift": N_("±1 to a die"),
    "reroll": N_("re-roll dice"),
    "mirror": N_("die to 7−x"),
}  # shown with _()
# the powers' names as the table shows them (the records keep the English ids)
POWER_NAMES = {
    "plus": N_("plus"),
    "minus": N_("minus"),
    "shift": N_("shift"),
    "reroll": N_("reroll"),
    "mirror": N_("mirror"),
}


def power_name(power: str) -> str:
    """A power's name in the player's language ("reroll")."""
    return _(POWER_NAMES[power]) if power in POWER_NAMES else power


def power_words(power: str) -> str:
    return _(POWER_WORDS[power]) if power in POWER_WORDS else ""
SUN, MOON = "☀", "☾"
BOSS_CHANCE = 0.05  # an enemy of 4+ dice that one throw in 20 or fewer beats is a boss


@lru_cache(maxsize=64)
def throw_chance(combination: str) -> float:
    """The chance that one throw of the five dice beats `combination` (its difficulty)."""
    ok = beat_set(combo_of(combination))
    return sum(w for w, hit in zip(ROLL_WEIGHT, ok) if hit) / sum(ROLL_WEIGHT)


def is_boss(card: CardView) -> bool:
    return sum(n for _face, n in card.groups) >= 4 and throw_chance(card.combination) < BOSS_CHANCE


def chance_words(chance: float) -> str:
    """"21%", "4%", "<1%": a chance in whole percent (never 0% for a possible throw)."""
    pct = round(chance * 100)
    return format_percent(pct / 100) if pct >= 1 else "<" + format_percent(0.01)


def difficulty_badge(card: CardView, pal: Palette, symbol: bool = True) -> Text:
    """⟨⚂21%⟩: the chance one throw beats the enemy (without ⚂ on a narrow card)."""
    return badge(chance_words(throw_chance(card.combination)), pal, symbol=DIE if symbol else "")


def combination_text(groups: Sequence[tuple[str, int]], pal: Palette) -> Text:
    """The dice a combination needs: die faces for number groups ("⚃ ⚃ ⚃"), suns and moons for
    the free groups ("☀ ☀ ☀  ☾ ☾": any three alike, then any two alike); a die is one cell."""
    text = Text()
    for face, count in groups:
        if text:
            text.append("  ")
        if face == "sun":
            glyph, style = SUN, pal.badge + pal.text
        elif face == "moon":
            glyph, style = MOON, pal.text
        else:
            glyph, style = die_face(int(face)), pal.text
        text.append(" ".join(glyph for _die in range(count)), style=style + Style(bold=True))
    return text


def combination_boxes(groups: Sequence[tuple[str, int]], pal: Palette) -> list[Text]:
    """The same dice drawn as boxes three rows tall, as the compact dice row draws them (┌─┐ │4│
    └─┘; ☀ ☾ for the free groups): the large cards' combination, read at a glance against the
    dice. A space between dice, two between groups."""
    rows = [Text(), Text(), Text()]
    for n, (face, count) in enumerate(groups):
        if face == "sun":
            glyph, style = SUN, pal.badge + pal.text
        elif face == "moon":
            glyph, style = MOON, pal.text
        else:
            glyph, style = str(int(face)), pal.text
        for die in range(count):
            gap = "  " if n and not die else (" " if die else "")
            for row, part in zip(rows, ("┌─┐", f"│{glyph}│", "└─┘")):
                row.append(gap)
                if part.startswith("│"):
                    row.append("│", style=pal.muted)
                    row.append(glyph, style=style + Style(bold=True))
                    row.append("│", style=pal.muted)
                else:
                    row.append(part, style=pal.muted)
    return rows


def power_text(power: str, words: bool = True) -> Text:
    symbol = POWER_SYMBOLS.get(power, "?")
    text = Text(f"{symbol} {power_name(power)}", style="bold")
    if words:
        text.append(": " + power_words(power), style="dim")
    return text


def compact_title(letter: str, chosen: bool, boss: bool, power: str, room: int, pal: Palette) -> Text:
    """The compact card's top edge, whole in `room` cells in every language ("A ◆ ♛ ↻reroll"):
    what does not fit gives way, never cut with "…": first the power's name shortens with a
    period ("±décal."), then it goes (its symbol stays, as on the army's chips); the ♛ goes
    last (the boss frame alone is easy to miss)."""
    symbol = POWER_SYMBOLS.get(power, "?")
    name = power_name(power)
    head = letter + (f" {TARGETED}" if chosen else "")
    short = abbreviations(name)
    for crown in ((True, False) if boss else (False,)):
        for word in (name, *short, ""):
            text = head + (f" {BOSS}" if crown else "") + f" {symbol}" + word
            if cell_len(text) <= room:
                return Text(text, style=pal.text + Style(bold=True))
    return Text(text, style=pal.text + Style(bold=True))


MIN_ABBREVIATION = 3  # letters a shortened power name keeps: fewer read as a code
VOWELS = set("aeiouyàâäéèêëîïôöûùüœæаеёиоуыэюя")


def abbreviations(word: str) -> list[str]:
    """A word's abbreviations, longest first, cut as the dictionaries cut them: after a consonant
    and before a vowel, with a period ("décal.", "перебр.", "relanc."), never under 3 letters."""
    low = word.lower()
    return [word[:n] + "." for n in range(len(word) - 2, MIN_ABBREVIATION - 1, -1)  # a cell saved at least
            if low[n - 1].isalpha() and low[n - 1] not in VOWELS and low[n] in VOWELS]


def name_rows(name: str, width: int) -> list[str]:
    """A card's name on as many rows of `width` cells as it needs, broken after a space or a
    hyphen ("Chauve-souris / des cavernes", "Медведь- / оборотень"); a word longer than a row
    is folded. French and Russian names are longer than the cards of 80 columns: never cut."""
    if width <= 0 or cell_len(name) <= width:
        return [name]
    rows: list[str] = []
    row = ""
    for piece in re.findall(r"[^\s-]*-|[^\s-]+\s*|\s+", name):
        if row and cell_len((row + piece).rstrip()) > width:
            rows.append(row.rstrip())
            row = ""
        while cell_len(piece.rstrip()) > width:  # one word wider than the card
            rows.append(piece[:width])
            piece = piece[width:]
        row += piece
    if row.strip():
        rows.append(row.rstrip())
    return rows


def name_width(card_width: int) -> int:
    """The cells a name has inside a card `card_width` wide (inside its frame)."""
    return card_width - 2


ENEMY_KEYS = "abcde"  # the keys that beat the quest line's enemies, by place


def enemy_key(app: object, index: int) -> str:
    """The key that beats enemy `index`, as the footer names keys (in a Cyrillic layout the
    letter it types there: ф for a); the card's letter is its capital."""
    from dragonwood_tui.tui.keyboard_layout import key_shown

    key = ENEMY_KEYS[index]
    try:
        return key_shown(app, key)
    except Exception:  # no app yet (a card drawn outside one): the key itself
        return key


def _layout_cyrillic(app: object) -> bool:
    return bool(getattr(getattr(app, "layout_keys", None), "cyrillic", False))



class CardFrame(TypedDict, total=False):
    """The frame's arguments of `card_lines` a card keeps, to draw its chance's row alone."""

    family: str
    state: str
    border: Style | None

class RerollNote(NamedTuple):
    """The chance that re-rolling the picked dice beats an enemy, and its wordings, longest first."""

    chance: float
    words: tuple[str, ...]


class EnemyClicked(Message):
    def __init__(self, index: int, card: int) -> None:
        super().__init__()
        self.index = index
        self.card = card


class EnemyCard(TextLines):
    """One quest-line slot drawn as a card (the frame is drawn, not a CSS border), through the
    line API (`TextLines`): picking dice changes the re-roll chance on every card at once."""

    DEFAULT_CSS = """
    EnemyCard { width: 1fr; height: 9; margin: 0 1 0 0; }
    EnemyCard.-big { height: 11; }
    EnemyCard.-compact { height: 5; margin: 0; }
    """

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.card: CardView | None = None
        self.enemy: EnemyView | None = None
        self.beaten = False
        self.chosen = False
        self.plan_note: Text | None = None
        self.reroll_note: RerollNote | None = None
        self._drawn_key: Hashable = None
        self._drawn: tuple[list[Text], int | None, CardFrame] = ([], None, {})
        self._chance_strip: tuple[RerollNote | None, Strip] | None = None  # the chance's row, for a note
        self.compact = False
        self.big = False  # rows to spare: the combination drawn as dice boxes
        self._state: tuple[EnemyView | None, tuple[str, tuple[Span, ...]] | None, bool, bool, bool, bool, RerollNote | None] | None = None

    def set_enemy(
        self, enemy: EnemyView | None, plan_note: Text | None, chosen: bool, compact: bool, reroll_note: RerollNote | None = None,
        big: bool = False,
    ) -> None:
        """`reroll_note`: the chance that re-rolling the picked dice beats it, in words from the
        longest to the shortest ("↻ re-roll 1, 3: 31%", "↻ 1,3: 31%"), on the row above the
        status (large cards only: the compact ones have no row for it)."""
        # the letter follows the player's layout: a redraw after it changed draws the card again
        note = None if plan_note is None else (plan_note.plain, tuple(plan_note.spans))
        big = big and not compact
        key = (enemy, note, chosen, compact, big, _layout_cyrillic(self.app), reroll_note)
        if key == self._state:
            return
        only_chance = self._state is not None and key[:-1] == self._state[:-1]
        self._state = key
        self.reroll_note = reroll_note
        if only_chance:  # the dice picked changed: the chance's row alone is drawn again
            slot = self._drawn[1]
            if slot is not None:
                self.refresh(Region(0, slot, self.size.width, 1))
            return
        self.enemy = enemy
        self.reroll_note = reroll_note
        self.card = enemy.card if enemy is not None else None
        self.beaten = bool(enemy is not None and enemy.beaten)
        self.chosen = chosen and enemy is not None
        self.plan_note = plan_note
        self.compact = compact
        self.big = big
        self.set_class(big, "-big")
        self.set_class(self.beaten, "-beaten")
        self.set_class(self.chosen, "-chosen")
        self.set_class(enemy is None, "-empty")
        self.set_class(compact, "-compact")
        self.refresh()

    def text_lines_key(self) -> Hashable:
        return self._state

    def render_line(self, y: int) -> Strip:
        """The card's strips, made once per card; the chance's row alone again when only the
        dice picked changed (`set_enemy` repaints that row only)."""
        width, height = self.content_size
        base = self.visual_style.rich_style
        key = (self._state[:-1] if self._state else None, width, height, base, self.app.theme, language())
        console = self.app.console
        if key != self._strips_key:
            self._strips_key = key
            pal = palette(self)
            self._drawn_key, self._drawn = (None, width, height, pal, language()), self._card_lines(pal, width, height)
            self._strips = [text_strip(line, console, width, base) for line in self._drawn[0][:height]]
            self._chance_strip = None
        lines, slot, frame = self._drawn
        if y == slot and 0 <= y < len(self._strips):
            if self._chance_strip is None or self._chance_strip[0] != self.reroll_note:
                chance = self._reroll_row(width - 2, palette(self))
                line = lines[y] if chance is None else card_lines([chance], width, 3, palette(self), **frame)[1]
                self._chance_strip = (self.reroll_note, text_strip(line, console, width, base))
            return self._chance_strip[1]
        if 0 <= y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, base)

    def text_lines(self) -> list[Text]:
        pal = palette(self)
        width = self.size.width or 16
        height = self.size.height or (5 if self.compact else 11 if self.big else 9)
        # the card without its re-roll chance, kept while nothing else changes: picking dice
        # changes the chance on all five cards at once, and a whole card is a few ms to draw
        key = (self._state[:-1] if self._state else None, width, height, pal, language())
        if key != self._drawn_key:
            self._drawn_key, self._drawn = key, self._card_lines(pal, width, height)
        lines, slot, frame = self._drawn
        chance = self._reroll_row(width - 2, pal) if slot is not None else None
        if chance is not None and slot is not None:
            lines = list(lines)
            lines[slot] = card_lines([chance], width, 3, pal, **frame)[1]  # the row as the frame draws it
        return lines

    def _card_lines(self, pal: Palette, width: int, height: int) -> tuple[list[Text], int | None, CardFrame]:
        """The card's lines with no re-roll chance, the line where a chance goes (None: no row
        for it), and the frame's arguments (to draw that line)."""
        letter = enemy_key(self.app, self.index).upper()
        card = self.card
        if card is None:
            return card_lines([Text(_("(empty)"), style=pal.muted)], width, height, pal, family="empty", title=letter), None, {}
        inner = width - 2
        boss = is_boss(card)
        symbol = POWER_SYMBOLS.get(card.power, "?")
        if self.compact:  # the power on the frame: no row for its words
            title = compact_title(letter, self.chosen, boss, card.power, width - 4, pal)
        else:
            title = Text(letter, style=pal.text + Style(bold=True))
            if self.chosen:
                title.append(f" {TARGETED}")
            if boss:
                title.append(f" {BOSS}")
        corner = difficulty_badge(card, pal)
        below: Text | None = None  # the chance on the bottom edge when the top has no room for it
        if title.cell_len + corner.cell_len + 4 > inner:
            corner = difficulty_badge(card, pal, symbol=False)
            if title.cell_len + corner.cell_len + 4 > inner:
                below, corner = difficulty_badge(card, pal), Text("")
                if below.cell_len + 2 > inner:
                    below = difficulty_badge(card, pal, symbol=False)
        if self.beaten:
            # TRANSLATORS: an enemy card once the dice beat it, as "not beaten": of no gender (the enemy may be «la Sorcière» or «le Troll»); a state, not "victory"
            status = Text(f"{SUCCESS} " + _("BEATEN"), style=pal.good + Style(bold=True))
        elif self.plan_note is not None:
            status = self.plan_note.copy()
            status.stylize(pal.badge + Style(bold=True))
        else:
            # TRANSLATORS: an enemy card's status; enemies are of either gender: word it so it agrees with any
            status = Text(f"{FAILURE} " + _("not beaten"), style=pal.muted)
        status_rows = list(status.wrap(self.app.console, inner)) if status.cell_len > inner else [status]
        name = name_rows(card_name("dice-quest", card.name), name_width(width))
        lines: list[Text] = [Text(row, style=pal.text + Style(bold=True)) for row in name]
        slot: int | None = None
        boxes = combination_boxes(card.groups, pal) if self.big else []
        if boxes and boxes[0].cell_len <= inner:
            lines += boxes
        elif self.compact and cell_len(card.label) <= inner:  # a row only: the words, read at once
            lines.append(Text(card.label, style=pal.text))
        else:
            lines.append(combination_text(card.groups, pal))
        if not self.compact:
            rows = height - 2
            lines.append(Text(card.label, style=pal.muted))
            gives = Text.assemble((f"{symbol} ", pal.text + Style(bold=True)), (power_name(card.power), pal.text + Style(bold=True)))
            words = Text(power_words(card.power), style=pal.muted)
            if gives.cell_len + 2 + words.cell_len <= inner:  # "↻ reroll: re-roll dice"
                lines.append(gives + Text(": ", style=pal.muted) + words)
            else:
                lines.append(gives)
                if len(lines) + 1 + len(status_rows) <= rows:
                    lines.append(words)
            if len(lines) + 1 + len(status_rows) <= rows:  # a free row: the chance's, above the status
                slot = 1 + rows - len(status_rows) - 1  # (1: the top edge)
            lines += [Text("")] * max(0, rows - len(lines) - len(status_rows))  # status on the last rows
        else:  # a card one row taller for a name of two rows: the statuses of the line level
            lines += [Text("")] * max(0, height - 2 - len(lines) - len(status_rows))
        lines += status_rows
        frame: CardFrame = {
            "family": "boss" if boss else "ordinary",
            "state": "targeted" if self.chosen else "",
            "border": pal.good if self.beaten else None,
        }
        footer = Text(f" {SUCCESS} ", style=pal.good) if self.beaten else below
        return card_lines(lines, width, height, pal, **frame, title=title, corner=corner, footer=footer), slot, frame

    def _reroll_row(self, inner: int, pal: Palette) -> Text | None:
        """The re-roll chance on one row: the longest of its wordings that fits (none: no row)."""
        if self.reroll_note is None or self.beaten:
            return None
        fits = next((words for words in self.reroll_note.words if cell_len(words) <= inner), None)
        if fits is None:
            return None
        return Text(fits, style=pal.muted if self.reroll_note.chance == 0 else pal.badge + Style(bold=True))

    def on_click(self, event: Click) -> None:
        event.stop()
        if self.card is not None:
            self.post_message(EnemyClicked(self.index, self.card.id))


class QuestLine(Widget):
    """`show(line, notes, chosen, compact)`: the enemies (EnemyViews), a note per enemy (the
    cheapest powers that would beat it), the one clicked once (to confirm)."""

    DEFAULT_CSS = """
    QuestLine { layout: horizontal; height: auto; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._cards = [EnemyCard(i) for i in range(5)]
        self._name_height: int | None = None  # the compact cards' height set for their names

    def compose(self) -> ComposeResult:
        yield from self._cards

    def show(
        self,
        line: Sequence[EnemyView],
        notes: Sequence[Text | None],
        chosen: int | None,
        compact: bool,
        rerolls: Sequence[RerollNote | None] = (),
        big: bool = False,
    ) -> None:
        """`rerolls`: per enemy, the chance that re-rolling the picked dice beats it, in words;
        `big`: rows to spare, the combinations drawn as dice boxes (cards two rows taller)."""
        for i, card in enumerate(self._cards):
            enemy = line[i] if i < len(line) else None
            reroll = rerolls[i] if i < len(rerolls) else None
            card.set_enemy(enemy, notes[i] if i < len(notes) else None, chosen == i, compact, reroll, big)
        self._fit_names(line, compact)

    def on_resize(self) -> None:
        self._fit_names([c.enemy for c in self._cards if c.enemy is not None], self._cards[0].compact)

    def _fit_names(self, line: Sequence[EnemyView], compact: bool) -> None:
        """The compact cards (80x24) one row taller while a name needs two rows: the log below
        gives the row, the name is never cut (the large cards have rows to spare)."""
        width = (self.size.width or self.app.size.width) // 5  # five cards of 1fr, no margin
        rows = max((len(name_rows(card_name("dice-quest", e.card.name), name_width(width))) for e in line), default=1)
        height = 5 + min(2, rows - 1) if compact else None
        if height != self._name_height:
            self._name_height = height
            for card in self._cards:
                card.styles.height = height
