"""One card on the table: an Adventurer card of a hand, a Dragonwood card of the landscape.

The widgets only draw what the engine's card tables say (names, values, VP, effects); they hold
no rules. Every adventurer colour is shown by its letter too (G7, R3...), so colour never carries
meaning alone, and selection is shown by a ✓ and a heavy border, not by colour.
"""

from __future__ import annotations

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.widgets.text_fit import fit, wrap_lines

# One style per adventurer colour (green, red, purple, blue, orange): the letter says it too.
COLOUR_STYLES = ("#4cc76b", "#f26b6b", "#c38df5", "#6aa9ff", "#f5a04a")
METHOD_TITLES = {"strike": "Strike", "stomp": "Stomp", "scream": "Scream"}


def adventurer_text(card: int, style: str = "bold") -> Text:
    """"G7" in green (the letter says the colour); a ladybug as "Ladybug"."""
    if card >= C.LADYBUG_FIRST:
        return Text(C.label(card), style=style)
    return Text(C.label(card), style=f"{style} {COLOUR_STYLES[C.COLOUR[card]]}")


# Short names of the enhancements, for narrow rows (the full name shows on the card itself).
SHORT_NAMES = {
    "Lucky Mushroom": "Mushroom",
    "Ghost Disguise": "Ghost",
    "Silver Sword": "Sword",
    "Bucket of Spinach": "Spinach",
    "Cloak of Darkness": "Cloak",
    "Magical Unicorn": "Unicorn",
    "Friendly Bunny": "Bunny",
    "Lightning Bolt": "Bolt",
    "Charmed Potion": "Potion",
}


# The effect of an enhancement in a few cells, for the small landscape cards.
EFFECT_TAGS = {
    C.LUCKY_MUSHROOM: "reroll",
    C.GHOST_DISGUISE: "+2Scr",
    C.SILVER_SWORD: "+2Str",
    C.BUCKET_OF_SPINACH: "+2Stp",
    C.CLOAK_OF_DARKNESS: "+2 all",
    C.MAGICAL_UNICORN: "+1 all",
    C.FRIENDLY_BUNNY: "+1die",
    C.LIGHTNING_BOLT: "+4 1×",
    C.CHARMED_POTION: "wild",
}


def short_name(card: int) -> str:
    full = C.name(card)
    return SHORT_NAMES.get(full, full)


class CardClicked(Message):
    """A card widget was clicked: `area` says where ("hand", "landscape", "one-time"), `index`
    its position there, `card` its id."""

    def __init__(self, area: str, index: int, card: int) -> None:
        super().__init__()
        self.area = area
        self.index = index
        self.card = card


def _values_lines(card: int, wide: bool) -> list[Text]:
    st, sp, sc = (C.VALUES[m][card] for m in (C.STRIKE, C.STOMP, C.SCREAM))
    if wide:
        return [
            Text.assemble(("Strike ", "dim"), (f"{st:>2}", "bold")),
            Text.assemble(("Stomp  ", "dim"), (f"{sp:>2}", "bold")),
            Text.assemble(("Scream ", "dim"), (f"{sc:>2}", "bold")),
        ]
    return [Text.assemble((f"{st}", "bold"), ("/", "dim"), (f"{sp}", "bold"), ("/", "dim"), (f"{sc}", "bold"))]


class ForestCard(Widget):
    """A Dragonwood card of the landscape (creature or enhancement): name, Strike / Stomp /
    Scream values, VP or effect, and, for the current selection, its best chance."""

    DEFAULT_CSS = """
    ForestCard {
        width: 1fr;
        height: 10;
        border: round $foreground 40%;
        padding: 0 1;
    }
    ForestCard.-enhancement { border: round $secondary; }
    ForestCard.-targeted { border: heavy $accent; }
    ForestCard.-empty { border: dashed $foreground 20%; }
    """

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.card = -1
        self.note: Text | None = None
        self.compact = False
        self._state: tuple = ()

    def set_card(self, card: int, note: Text | None, targeted: bool, compact: bool) -> None:
        state = (card, str(note) if note is not None else None, note.spans if note else None, targeted, compact)
        if state == self._state:
            return
        self._state = state
        self.card = card
        self.note = note
        self.compact = compact
        letter = chr(ord("A") + self.index)
        self.border_title = f"{letter}{' ◆' if targeted else ''}"
        # compact cards show "11/9/11": the first card says they are Strike/Stomp/Scream
        self.border_subtitle = "St/Sp/Sc" if compact and self.index == 0 else None
        self.set_class(card >= 0 and C.KIND[card] == C.ENHANCEMENT, "-enhancement")
        self.set_class(targeted, "-targeted")
        self.set_class(card < 0, "-empty")
        self.refresh()

    def render(self) -> Text:
        card = self.card
        if card < 0:
            return Text("(empty)", style="dim")
        width = self.content_size.width or 14
        lines: list[Text] = [fit(Text(C.name(card), style="bold"), width)]
        kind = C.KIND[card]
        if self.compact:
            line = _values_lines(card, wide=False)[0]
            line.append(f" {C.VP[card]}VP" if kind == C.CREATURE else f" {EFFECT_TAGS.get(card, 'enh')}", style="dim")
            lines.append(fit(line, width))
            if self.note is not None:
                lines.append(fit(self.note, width))
            return Text("\n").join(lines)
        if Text(C.name(card)).cell_len > width:  # a tall card has room for a long name on 2 lines
            lines = [Text(line, style="bold") for line in wrap_lines(C.name(card), width, 2)]
        if kind == C.CREATURE:
            lines.append(fit(Text.assemble((f"{C.VP[card]} VP", "bold"), (" creature", "dim")), width))
        else:
            once = "one-time" if C.IS_ONE_TIME[card] else "permanent"
            lines.append(fit(Text(f"{once} enh.", style="dim"), width))
        lines.extend(_values_lines(card, wide=True))
        if self.note is not None:  # the chance comes before the effect: it matters more now
            lines.append(fit(self.note, width))
        if kind == C.ENHANCEMENT:
            room = max(1, self.content_size.height - len(lines))
            lines.extend(Text(line, style="italic") for line in wrap_lines(C.EFFECT[card], width, room))
        return Text("\n").join(lines)

    def on_click(self, event: Click) -> None:
        event.stop()
        if self.card >= 0:
            self.post_message(CardClicked("landscape", self.index, self.card))
