"""Road Quest's pieces in the shared visual language (`tui/widgets/card_face`, `symbols`):
terrain tags, the life bar, a seat's road as a path of places, hand cards and piles.

A road has 8 places. Each is drawn by shape and symbol as well as colour:

    covered   [♣F]    a road passed (another road lies after it)
    uncovered [♟▲M]   the last road, where the player stands (♟): its terrain is the one
                      that counts (what may follow, what may be sent)
    waiting   ‹☄ Fallen oak›  an obstacle sent to the player, standing on the road ahead
    ahead     [··]    a place not reached yet
    faced     ▒2      the obstacles faced, lying face down in the quest

The large drawing (`road_tiles`) makes each place a card: covered and uncovered roads in the
ordinary frame (the uncovered one with ♟ on its bottom edge), the obstacles waiting in their
family's frame (an ambush ☄ is an event), the places ahead as empty slots.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from rich.style import Style
from rich.text import Text

from dragonwood_tui.i18n import _, ngettext
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.road_quest import GAME as ROAD_QUEST
from dragonwood_tui.games.road_quest.cards import TERRAIN_SYMBOL, Card, terrain_letter
from dragonwood_tui.games.road_quest.describe import ambush_text, follows_text, treasure_text
from dragonwood_tui.games.road_quest.view import SeatView
from dragonwood_tui.tui.widgets.card_face import badge, card_lines, side_by_side
from dragonwood_tui.tui.widgets.palette import Palette
from dragonwood_tui.tui.widgets.symbols import DIE, EVENT, FACE_DOWN, LIFE, PAWN, POWER

CARDS = ROAD_QUEST.cards
GOAL: Final = CARDS.numbers["goal"]

# Terrains are Road Quest's own (places, not suits): a shade for dark and one for light themes.
TERRAIN_ON_DARK: Final = {"forest": "#5fbf5f", "mountain": "#c0a080", "swamp": "#5fafaf", "plain": "#e0c050"}
TERRAIN_ON_LIGHT: Final = {"forest": "#2a7a2a", "mountain": "#7a5530", "swamp": "#22706f", "plain": "#8a6a00"}
TERRAIN_STYLE: Final = {t: f"bold {c}" for t, c in TERRAIN_ON_DARK.items()}  # without a palette


def terrain_style(terrain: str, pal: Palette | None = None) -> Style:
    colours = TERRAIN_ON_LIGHT if pal is not None and not pal.dark else TERRAIN_ON_DARK
    return Style(color=colours.get(terrain, "#a0a0a0"), bold=True)


def terrain_tag(terrain: str, pal: Palette | None = None) -> Text:
    """"♣F" in the terrain's colour: symbol and letter, so colour is never alone."""
    return Text(f"{TERRAIN_SYMBOL[terrain]}{terrain_letter(terrain)}", style=terrain_style(terrain, pal))


def family(card: Card) -> str:
    """The frame family of a card: an ambush is an event (☄), a treasure or a Jack a power (✦)."""
    if card.kind == "ambush":
        return "event"
    if card.kind in ("treasure", "jack"):
        return "power"
    return "ordinary"


def kind_mark(card: Card, pal: Palette | None = None) -> Text:
    """What a card is, in a few cells: "♣F" (its terrain), then ☄ for an ambush, ✦ for a power."""
    t = terrain_tag(card.terrain, pal) if card.terrain else Text()
    if card.kind == "ambush":
        t.append(EVENT, style=pal.event if pal else "bold")
    elif card.kind in ("treasure", "jack"):
        t.append(POWER, style=pal.power if pal else "bold")
    return t


def short_effect(card: Card, numbers: Mapping[str, int] | None = None) -> str:
    """What a card does, shortly (a card face's body): "→F P S", "5/6 attack/damage";
    `numbers`: the table's (`config.table_numbers`), the standard cards' when None."""
    numbers = CARDS.numbers if numbers is None else numbers
    if card.kind == "road":
        return _("next: {roads}").format(roads=follows_text(card))
    if card.kind == "creature":
        return _("attack {attack} damage {damage}").format(attack=card.attack, damage=card.damage)
    if card.kind == "ambush":
        return ambush_text(card.effect, numbers)
    if card.kind == "treasure":
        return treasure_text(card.effect, numbers)
    return _("sends whatever the terrain")


# -- life -----------------------------------------------------------------------------------------
# Life is shown one way everywhere on the table (the opponents, your panel, the end screen): in
# life points, as the rules count it ("♥ 9/10"), then a bar on the table's one scale: `cells`
# cells stand for the largest maximum at the table, so a seat with less life at most (the
# Barbarian) has a shorter bar, and two seats with the same life have bars of the same length.
def table_life(seats: Sequence[SeatView]) -> int:
    """The scale of every life bar at a table: the largest maximum life of its seats."""
    return max((sv.max_life for sv in seats), default=0)


def life_text(life: int, most: int) -> str:
    """"♥ 9/10": a seat's life points and its maximum, the one form of life on the table."""
    return f"{LIFE} {max(0, life)}/{most}"


def _half_up(x: float) -> int:
    return int(x + 0.5)


def life_bar(life: int, most: int, cells: int = 10, pal: Palette | None = None, scale: int | None = None) -> Text:
    """"♥ 12/25 █████░░░░░": `life_text`, then the bar: `cells` cells stand for `scale` life
    points (the table's largest maximum, `table_life`; the seat's own when None). The bar is
    filled to the life, shaded to the seat's maximum and padded to `cells`, so bars line up; a
    life short of its maximum never looks full, a smaller maximum never as long as the largest."""
    scale = most if scale is None else max(scale, most)
    own = 0 if scale <= 0 else _half_up(cells * most / scale)
    if most < scale:
        own = min(own, cells - 1)
    filled = 0 if scale <= 0 else min(own, _half_up(cells * max(0, life) / scale))
    if life > 0:
        filled = max(filled, 1)
    if life < most:
        filled = min(filled, own - 1)
    filled = max(0, filled)
    if pal is not None:
        style: Style | str = pal.good if life > most / 2 else pal.event if life > most / 5 else pal.bad
    else:
        style = "bold #60c060" if life > most / 2 else "bold #e0a030" if life > most / 5 else "bold #e05050"
    t = Text()
    t.append(f"{LIFE} ", style=style)
    t.append(life_text(life, most)[len(LIFE) + 1:] + " ", style="bold")
    if cells > 0:
        t.append("█" * filled, style=style)
        t.append("░" * (own - filled), style=pal.empty if pal else "dim")
        t.append(" " * (cells - own))
    return t


# -- the road, on one line ------------------------------------------------------------------------
def obstacle_tag(card_id: int, pal: Palette | None, compact: bool) -> Text:
    """An obstacle waiting on a road: "‹☄ Fallen oak›", "‹♣F Bear 5/6›" (compact: "‹☄›", "‹♣F›")."""
    c = CARDS.cards[card_id]
    bad = pal.bad if pal else Style(color="#e07050", bold=True)
    t = Text("‹", style=bad)
    if c.kind == "ambush":
        t.append(EVENT, style=pal.event if pal else "bold")
    else:
        t.append_text(terrain_tag(c.terrain, pal))
    if not compact:
        t.append(" " + card_name("road-quest", c.name) + (f" {c.attack}/{c.damage}" if c.kind == "creature" else ""), style=bad)
    t.append("›", style=bad)
    return t


def mini_road(sv: SeatView, pal: Palette | None = None, compact: bool = False, pending: bool = True) -> Text:
    """A seat's road on one line: covered roads "[♣F]", the uncovered one "[♟▲M]", what waits on
    the road ahead "‹☄ Fallen oak›", the places ahead "[··]", then "▒2" for the obstacles faced.
    Compact: "♣F─♟▲M‹☄›┄··┄··"."""
    muted = pal.muted if pal else Style(dim=True)
    empty = pal.empty if pal else Style(dim=True)
    t = Text(no_wrap=True)
    roads = sv.roads
    for i in range(GOAL):
        if i:
            t.append("─" if i < len(roads) else "┄", style=muted if i < len(roads) else empty)
        if i < len(roads):
            here = i == len(roads) - 1
            if not compact:
                t.append("[", style="bold" if here else muted)
            if here:
                t.append(PAWN, style="bold")
            t.append_text(terrain_tag(CARDS.cards[roads[i]].terrain, pal))
            if not compact:
                t.append("]", style="bold" if here else muted)
        else:
            if i == len(roads) and pending and sv.pending:
                if not roads:
                    t.append(PAWN, style="bold")
                for c in sv.pending:
                    t.append_text(obstacle_tag(c, pal, compact))
                t.append("┄", style=empty)
            t.append("··" if compact else "[··]", style=empty)
    if sv.faced:
        t.append(f" {FACE_DOWN}{len(sv.faced)}", style=muted)
    return t


# -- the road, as cards ---------------------------------------------------------------------------
def tile_width(room: int) -> int:
    """The width of a place when 8 places and 7 joins share `room` cells (at most 18)."""
    return max(6, min(18, (room - (GOAL - 1)) // GOAL))


def road_tiles(sv: SeatView, pal: Palette, room: int, height: int = 4) -> list[Text]:
    """The 8 places of a seat's road as cards `height` rows tall, joined by the road."""
    width = tile_width(room)
    body_rows = height - 2
    cards: list[list[Text]] = []
    roads = sv.roads
    waiting = list(sv.pending)
    for i in range(GOAL):
        if i < len(roads):
            c = CARDS.cards[roads[i]]
            here = i == len(roads) - 1
            kind = _("crossroads") if c.crossroads and width >= 15 else "✛" if c.crossroads else _("road")
            body = [
                Text.assemble(terrain_tag(c.terrain, pal), (f" {kind}" if width >= 9 else " ✛" if c.crossroads else "", pal.text)),
                Text((_("next") + " " if width >= 12 else "") + f"→{follows_text(c)}", style=pal.text if here else pal.muted),
            ]
            border = terrain_style(c.terrain, pal) if here else pal.muted
            cards.append(card_lines(body, width, height, pal, title=str(i + 1), footer=f"{PAWN}" if here else None, border=border))
        elif waiting:
            c = CARDS.cards[waiting.pop(0)]
            name = Text(card_name("road-quest", c.name), style=pal.bad)
            if c.kind == "creature":
                body = [Text.assemble(terrain_tag(c.terrain, pal), (f" {c.attack}/{c.damage}", pal.bad)), name]
            else:
                body = [Text(f"{EVENT} " + _("ambush"), style=pal.event), name]
            if body_rows < 2:
                body = [name]
            fam = family(c)
            title = Text(EVENT, style=pal.event) if fam == "event" else Text("!", style=pal.bad)
            cards.append(card_lines(body, width, height, pal, family=fam, title=title, border=pal.bad))
        else:
            cards.append(card_lines([], width, height, pal, family="empty", title=str(i + 1)))
    return _joined(cards, pal, height)


def _joined(cards: Sequence[Sequence[Text]], pal: Palette, height: int) -> list[Text]:
    """Cards in a row joined by a road "─" through their middle row."""
    rows = [Text(no_wrap=True) for _row in range(height)]
    middle = height // 2
    for i, card in enumerate(cards):
        for r in range(height):
            if i:
                rows[r].append("─" if r == middle else " ", style=pal.muted)
            rows[r].append_text(card[r])
    return rows


# -- cards in hand, piles -------------------------------------------------------------------------
def wrapped(text: str, width: int, rows: int, style: Style) -> list[Text]:
    """`text` wrapped on word boundaries into at most `rows` lines of `width` (the last cut)."""
    words, lines, line = text.split(), [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > width:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    if line:
        lines.append(line)
    if len(lines) > rows:
        lines = lines[: rows - 1] + [" ".join(lines[rows - 1 :])]
    return [Text(x, style=style) for x in lines]


def hand_card(
    card_id: int, key: str, pal: Palette, width: int, height: int, *, state: str = "", mark: str = "",
    numbers: Mapping[str, int] | None = None,
) -> list[Text]:
    """A hand card: its key and kind on the top edge, its combat number as a badge, its name and
    what it does inside, `mark` (✓ may follow, • playable) on the bottom edge."""
    c = CARDS.cards[card_id]
    inner = width - 2
    rows = height - 2
    shown = card_name("road-quest", c.name)
    name_rows = 2 if rows >= 4 and len(shown) > inner else 1
    body: list[Text] = wrapped(shown, inner, name_rows, pal.text + Style(bold=True))
    combat = rows >= 4  # the combat number in words too, on the last row, when there is room
    body += wrapped(short_effect(c, numbers), inner, max(1, rows - len(body) - combat), pal.muted)
    if combat:
        body += [Text("")] * (rows - 1 - len(body)) + [Text(_("combat {n}").format(n=c.combat), style=pal.muted)]
    title = Text.assemble((key, "bold"), " ", kind_mark(c, pal))
    return card_lines(
        body, width, height, pal, family=family(c), state=state, title=title,
        corner=badge(c.combat, pal, symbol=DIE), footer=mark or None,
        border=terrain_style(c.terrain, pal) if c.kind == "road" else None,
    )


def pile_cards(
    deck: int, discard: int, top: int, treasures: tuple[int, int] | None, pal: Palette, width: int, height: int
) -> list[Text]:
    """The piles as cards side by side: the deck, the discard (its top card face up), the
    treasures (when the game has a treasure deck)."""
    n = 3 if treasures is not None else 2
    w = max(8, (width - (n - 1)) // n)
    deck_words = ngettext("{n} card", "{n} cards", deck).format(n=deck)
    cards = [card_lines([Text(deck_words, style=pal.text), Text(f"{FACE_DOWN * 3}", style=pal.muted)], w, height, pal, title=_("Deck"))]
    if top >= 0:
        c = CARDS.cards[top]
        count = ngettext("{n} card", "{n} cards", discard).format(n=discard)
        body = [kind_mark(c, pal), Text(card_name("road-quest", c.name), style=pal.text), Text(count, style=pal.muted)]
        corner = badge(c.combat, pal, symbol=DIE) if w >= 17 else None  # the title first when narrow
        cards.append(card_lines(body, w, height, pal, family=family(c), title=_("Discard"), corner=corner))
    else:
        cards.append(card_lines([Text(_("empty"), style=pal.muted)], w, height, pal, family="empty", title=_("Discard")))
    if treasures is not None:
        body = [Text(_("{n} left").format(n=treasures[0]), style=pal.text), Text(_("{n} out").format(n=treasures[1]), style=pal.muted)]
        cards.append(card_lines(body, w, height, pal, family="power", title=f"{POWER} " + _("Treasure") if w >= 16 else _("Treasure")))
    return side_by_side(cards)
