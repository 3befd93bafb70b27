"""One card on the table: an Adventurer card of a hand, a Dragonwood card of the landscape.

The widgets only draw what the engine's card tables say (names, values, VP, effects); they hold
no rules. They draw in the shared visual language (`tui/widgets/card_face.py`, docs/look.md):
every adventurer colour has its suit symbol and letter too (✿G7, ♦R3...), so colour never carries
meaning alone; a card's family (creature, enhancement, dragon) and state (targeted) are frame
shapes, not colours.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.message import Message

from dragonwood_tui.i18n import N_, _, language
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.widgets.card_face import badge, card_lines, card_row, method_values
from dragonwood_tui.tui.widgets.palette import Palette, palette
from dragonwood_tui.tui.widgets.symbols import (
    BOSS,
    EVENT,
    METHOD_ORDER,
    METHOD_SYMBOLS,
    ONE_TIME,
    PERMANENT,
    POWER,
    TARGETED,
    suit_symbol,
)
from dragonwood_tui.tui.widgets.text_fit import fit, wrap_lines
from dragonwood_tui.tui.widgets.text_lines import TextLines

# One style per adventurer colour (green, red, purple, blue, orange): the letter says it too.
COLOUR_STYLES = ("#4cc76b", "#f26b6b", "#c38df5", "#6aa9ff", "#f5a04a")
METHOD_TITLES = {"strike": N_("Strike"), "stomp": N_("Stomp"), "scream": N_("Scream")}  # shown with _()


def card_shown(card: int) -> str:
    """A Dragonwood card's name in the player's language."""
    return card_name("dragonwood", C.name(card))


def adventurer_text(card: int, style: str = "bold", pal: Palette | None = None) -> Text:
    """"✿G7" in green (the suit's symbol and letter say the colour too); a ladybug by name.
    With `pal` (a widget's palette) the colour is the theme's."""
    if card >= C.LADYBUG_FIRST:
        return Text(C.label(card), style=style)
    colour = pal.suit(C.COLOUR[card]) if pal is not None else Style.parse(COLOUR_STYLES[C.COLOUR[card]])
    return Text(f"{suit_symbol(C.COLOUR[card])}{C.label(card)}", style=Style.parse(style) + colour)


# Short names of the enhancements, for narrow rows (the full name shows on the card itself).
SHORT_NAMES = {
    "Lucky Mushroom": N_("Mushroom"),
    "Ghost Disguise": N_("Ghost"),
    "Silver Sword": N_("Sword"),
    "Bucket of Spinach": N_("Spinach"),
    "Cloak of Darkness": N_("Cloak"),
    "Magical Unicorn": N_("Unicorn"),
    "Friendly Bunny": N_("Bunny"),
    "Lightning Bolt": N_("Bolt"),
    "Charmed Potion": N_("Potion"),
}  # shown with _()


# The effect of an enhancement in a few cells, for the small landscape cards.
EFFECT_TAGS = {
    C.LUCKY_MUSHROOM: N_("reroll"),
    C.GHOST_DISGUISE: N_("+2Scr"),
    C.SILVER_SWORD: N_("+2Str"),
    C.BUCKET_OF_SPINACH: N_("+2Stp"),
    C.CLOAK_OF_DARKNESS: N_("+2 all"),
    C.MAGICAL_UNICORN: N_("+1 all"),
    C.FRIENDLY_BUNNY: N_("+1die"),
    C.LIGHTNING_BOLT: "+4 1×",
    C.CHARMED_POTION: N_("wild"),
}  # shown with _(): at most 6 cells
# what an enhancement does, in the words its compact card's bottom edge and the Enhancements
# line have room for (the tag above when they do not fit): "+2 all" read as a code
EFFECT_WORDS = {
    C.LUCKY_MUSHROOM: N_("re-roll 1 die"),
    C.GHOST_DISGUISE: N_("+2 to Scream"),
    C.SILVER_SWORD: N_("+2 to Strike"),
    C.BUCKET_OF_SPINACH: N_("+2 to Stomp"),
    C.CLOAK_OF_DARKNESS: N_("+2 every roll"),
    C.MAGICAL_UNICORN: N_("+1 every roll"),
    C.FRIENDLY_BUNNY: N_("+1 die, once"),
    C.LIGHTNING_BOLT: N_("+4, once"),
    C.CHARMED_POTION: N_("wild card, once"),
}  # shown with _()


def effect_words(card: int, room: int = 0) -> str:
    """An enhancement's effect in a few words; with `room` (cells), its tag when they do not fit."""
    words = _(EFFECT_WORDS[card]) if card in EFFECT_WORDS else ""
    if room and len(words) > room and card in EFFECT_TAGS:
        return _(EFFECT_TAGS[card])
    return words


def slot_letter(app: object, slot: int) -> str:
    """The letter of a landscape slot (A to E): the key that targets it, as the footer names
    keys (in a Cyrillic layout the letter that key types there: Ф for a)."""
    from dragonwood_tui.tui.keyboard_layout import key_shown

    key = "abcde"[slot]
    try:
        return key_shown(app, key).upper()
    except Exception:  # no app yet (a widget drawn outside one): the key itself
        return key.upper()


def short_name(card: int) -> str:
    full = C.name(card)
    return _(SHORT_NAMES[full]) if full in SHORT_NAMES else card_shown(card)


class CardClicked(Message):
    """A card widget was clicked: `area` says where ("hand", "landscape", "one-time"), `index`
    its position there, `card` its id."""

    def __init__(self, area: str, index: int, card: int) -> None:
        super().__init__()
        self.area = area
        self.index = index
        self.card = card


def family_of(card: int) -> str:
    """The card family of the visual language: a dragon is a boss, an enhancement a power."""
    if card < 0:
        return "empty"
    if card in C.DRAGONS:
        return "boss"
    return {C.ENHANCEMENT: "power", C.EVENT: "event"}.get(C.KIND[card], "ordinary")


def card_symbol(card: int) -> str:
    """The symbol of a Dragonwood card's family ("" for a plain creature)."""
    return {"boss": BOSS, "power": POWER, "event": EVENT}.get(family_of(card), "")


def card_values(card: int) -> tuple[int, int, int]:
    return (C.VALUES[C.STRIKE][card], C.VALUES[C.STOMP][card], C.VALUES[C.SCREAM][card])


def kind_words(card: int, compact: bool = False) -> Text:
    """"♛ dragon", "creature", "✦ ∞ permanent", "✦ 1× one-time", "☄ event"."""
    if card in C.DRAGONS:
        return Text(f"{BOSS} " + _("dragon"), style="bold")
    kind = C.KIND[card]
    if kind == C.CREATURE:
        return Text(_("creature"))
    if kind == C.EVENT:
        return Text(f"{EVENT} " + _("event"))
    if C.IS_ONE_TIME[card]:
        return Text(f"{POWER} {ONE_TIME}" + ("" if compact else " " + _("one-time")))
    return Text(f"{POWER} {PERMANENT}" + ("" if compact else " " + _("permanent")))


class ForestCard(TextLines):
    """A Dragonwood card of the landscape (creature or enhancement), drawn in the visual
    language's frame: the letter that targets it and the VP badge on its top edge, its name,
    the three capture numbers beside the method symbols, and, for the current selection, its
    best chance; an enhancement says what it does, a dragon wears the boss frame."""

    DEFAULT_CSS = """
    ForestCard {
        width: 1fr;
        height: 10;
    }
    """

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.card = -1
        self.note: Text | None = None
        self.method: str | None = None  # the method of the highlighted capture, on the targeted card
        self.compact = False
        self.targeted = False
        self.legend_here = index == 0  # the compact row's legend of the method symbols
        self._state: tuple[object, ...] = ()
        # the last drawing: what it was drawn from but the chance, its lines, the chance's row
        # (None: no room for it), whether rows under it moved for it (an enhancement's effect:
        # then a chance that comes or goes draws the card again) and whether it had one; a new
        # selection changes only that row, made alone again
        self._drawn: tuple[Hashable, list[Text], int | None, bool, bool] | None = None

    def set_card(
        self, card: int, note: Text | None, targeted: bool, compact: bool, method: str | None = None,
        legend: bool = False,
    ) -> None:
        self.legend_here = legend
        # only the targeted card shows the method: moving the highlight redraws two cards, not five
        method = method if targeted else None
        state = (card, str(note) if note is not None else None, note.spans if note else None, targeted, compact, method, legend)
        if state == self._state:
            return
        self._state = state
        self.card = card
        self.note = note
        self.compact = compact
        self.targeted = targeted
        self.method = method
        # the frame, its colours and the marks are drawn from these fields (no CSS class: a class
        # changed restyles the card through the stylesheet, a cost at every highlighted capture)
        self.refresh_lines()  # only the rows that changed (often the chance line)

    def text_lines_key(self) -> Hashable:
        # the letter follows the layout (the flag, read at every line drawn: no key lookup there)
        return self._state, getattr(getattr(self.app, "layout_keys", None), "cyrillic", False)

    def legend(self, inner: int) -> Text | str | None:
        """Compact cards show "†11 ▼9 ≋11": a replay's first creature names the symbols on its
        bottom edge (a table names them in its Chances box; in the language of the moment: the
        strips' key holds it); an enhancement says there what it does, in words when they fit
        the `inner` cells (else its tag)."""
        if not self.compact:
            return None
        if self.card >= 0 and C.KIND[self.card] == C.ENHANCEMENT and self.card in EFFECT_WORDS:
            return Text(effect_words(self.card, inner - 1), style=palette(self).power)
        return _("†St ▼Sp ≋Sc") if self.legend_here else None

    def text_lines(self) -> list[Text]:
        pal = palette(self)
        width, height = self.content_size.width or 16, self.content_size.height or 10
        cyrillic = getattr(getattr(self.app, "layout_keys", None), "cyrillic", False)
        frame = (self.card, self.targeted, self.compact, self.method, self.legend_here,
                 width, height, id(pal), self.app.theme, cyrillic, language())
        drawn = self._drawn
        has_note = self.note is not None
        if drawn is not None and drawn[0] == frame and (not drawn[3] or drawn[4] == has_note):
            lines, row = list(drawn[1]), drawn[2]
            # the chance, or the blank row where it goes when no row under it moves for it
            if row is not None and (has_note or not drawn[3]):
                note = self.note if self.note is not None else ""
                lines[row] = card_row(note, width, pal, family=family_of(self.card), state="targeted" if self.targeted else "")
            return lines
        lines, row, moved = self._draw(pal, width, height)
        self._drawn = (frame, lines, row, moved, has_note)
        return lines

    def _draw(self, pal: Palette, width: int, height: int) -> tuple[list[Text], int | None, bool]:
        """The card's lines, the row of its chance (or of the blank row where it would go; None:
        no room), and whether rows under it depend on it being there."""
        card = self.card
        inner = max(1, width - 2)
        title = Text(slot_letter(self.app, self.index), style=pal.targeted if self.targeted else pal.text)
        symbol = card_symbol(card) if card >= 0 else ""
        if symbol:
            title.append(f" {symbol}")
        if self.targeted:
            title.append(f" {TARGETED}", style=pal.targeted)
        corner: Text | None = None
        if card >= 0 and C.KIND[card] == C.CREATURE:
            corner = badge(C.VP[card], pal)
        elif card >= 0 and C.KIND[card] == C.ENHANCEMENT:
            corner = Text(ONE_TIME if C.IS_ONE_TIME[card] else PERMANENT, style=pal.power)
        body, note_at = self._body(pal, inner, height - 2)
        lines = card_lines(
            body, width, height, pal, family=family_of(card), state="targeted" if self.targeted else "",
            title=title, corner=corner, footer=self.legend(inner),
        )
        if note_at is None or note_at >= height - 2:
            return lines, None, False
        return lines, note_at + 1, len(body) > note_at + (self.note is not None)

    def _body(self, pal: Palette, inner: int, rows: int) -> tuple[list[Text], int | None]:
        """The lines inside the frame, and the index among them of the chance, or where it
        would be (None: an empty slot)."""
        card = self.card
        if card < 0:
            return [Text(_("(empty)"), style=pal.muted)], None
        name = Text(card_shown(card), style=pal.text)
        values = card_values(card)
        body: list[Text] = []
        if self.compact:  # the name on two lines if it needs them (never cut), then the numbers
            body += [Text(line, style=pal.text) for line in wrap_lines(card_shown(card), inner, max(1, rows - 1))]
            body.append(method_values(values, pal)[0])
            note_at = len(body)
            if self.note is not None:
                body.append(self.note)
            return body, note_at
        if name.cell_len > inner:  # a tall card has room for a long name on 2 lines
            body.extend(Text(line, style=pal.text) for line in wrap_lines(card_shown(card), inner, 2))
        else:
            body.append(name)
        kind = kind_words(card)
        kind.stylize(pal.boss if card in C.DRAGONS else pal.muted)
        body.append(kind)
        lines = method_values(values, pal, words=True) if inner >= 12 else []
        if not lines or max(line.cell_len for line in lines) > inner:  # longer words (French): symbols
            lines = _method_rows(values, pal)
        for method, line in zip(METHOD_ORDER, lines):
            if method == self.method:  # the highlighted capture's method, marked on its target
                line = Text(TARGETED, style=pal.targeted) + line[1:]
                line.stylize(pal.targeted)
            body.append(line)
        note_at = len(body)
        if self.note is not None:  # the chance comes before the effect: it matters more now
            body.append(self.note)
        if C.KIND[card] == C.ENHANCEMENT:
            room = max(1, rows - len(body))
            effect = wrap_lines(C.effect_text(card), inner, room + 1)
            if len(effect) > room and card in EFFECT_TAGS:  # no room for its words: its tag, whole
                effect = [_(EFFECT_TAGS[card])]
            effect = effect[:room]
            body.extend(Text(line, style=pal.power + Style(italic=True)) for line in effect)
        return body, note_at

    def on_click(self, event: Click) -> None:
        event.stop()
        if self.card >= 0:
            self.post_message(CardClicked("landscape", self.index, self.card))


def _method_rows(values: tuple[int, int, int], pal: Palette) -> list[Text]:
    """One line per method for a narrow card: "† St  7"."""
    short = (_("St"), _("Sp"), _("Sc"))  # Strike, Stomp, Scream in two letters
    return [
        Text.assemble((f"{METHOD_SYMBOLS[m]} ", pal.muted), (f"{short[i]} ", pal.muted), (f"{values[i]:>2}", pal.text))
        for i, m in enumerate(METHOD_ORDER)
    ]
