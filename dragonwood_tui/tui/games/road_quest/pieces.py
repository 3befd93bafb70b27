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

from rich.console import Console
from rich.style import Style
from rich.text import Text

from dragonwood_tui.i18n import _, ngettext, pgettext
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


def short_effect(card: Card, numbers: Mapping[str, int] | None = None, them: bool = False) -> str:
    """What a card does, shortly (a card face's body): "→F P S", "5/6 attack/damage";
    `numbers`: the table's (`config.table_numbers`), the standard cards' when None; `them`: an
    ambush waiting on someone else's road, its effect said of them ("loses their last road")."""
    numbers = CARDS.numbers if numbers is None else numbers
    if card.kind == "road":
        return _("next: {roads}").format(roads=follows_text(card))
    if card.kind == "creature":
        return _("attack {attack} damage {damage}").format(attack=card.attack, damage=card.damage)
    if card.kind == "ambush":
        return ambush_text(card.effect, numbers, them)
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
NEXT_PLACE: Final = "○"  # the next place to fill (a ring: a place waiting for its road)
EMPTY_PLACE: Final = "·"  # a place further ahead: quiet


def obstacle_tag(card_id: int, pal: Palette | None, compact: bool, numbers: Mapping[str, int] | None = None) -> Text:
    """An obstacle waiting on a road: "‹☄ Fallen oak›", "‹♣F Bear 5/6›" (compact: "‹☄›", "‹♣F›");
    with `numbers` (the table's), what it does in words too: "‹☄ Fallen oak: lose your last road›"."""
    c = CARDS.cards[card_id]
    bad = pal.bad if pal else Style(color="#e07050", bold=True)
    t = Text("‹", style=bad)
    if c.kind == "ambush":
        t.append(EVENT, style=pal.event if pal else "bold")
    else:
        t.append_text(terrain_tag(c.terrain, pal))
    if not compact:
        t.append(" " + card_name("road-quest", c.name) + (f" {c.attack}/{c.damage}" if c.kind == "creature" else ""), style=bad)
        if numbers is not None and c.kind == "ambush":
            t.append(" — " + ambush_text(c.effect, numbers), style=pal.text if pal else "")
    t.append("›", style=bad)
    return t


def waiting_lines(
    pending: Sequence[int], pal: Palette | None, numbers: Mapping[str, int], room: int, indent: int, console: Console
) -> list[Text]:
    """What waits on a rival's road, in words under it: "ahead: ‹♣F Bear› attack 5 damage 6,
    then ‹☄ Fallen oak› lose your last road", wrapped at a card (or a word) to fit `room` cells,
    never cut."""
    if not pending:
        return []
    bad = pal.bad if pal else Style(color="#e07050", bold=True)
    # TRANSLATORS: Road Quest, before the obstacles sent onto a rival's road, still to be faced
    head = Text(" " * indent + _("ahead:") + " ", style=pal.muted if pal else Style(dim=True))
    hang = head.cell_len
    lines = [head]
    then = _(", then ")
    for i, card_id in enumerate(pending):
        c = CARDS.cards[card_id]
        piece = Text()
        piece.append("‹", style=bad)
        piece.append_text(kind_mark(c, pal) if c.kind == "ambush" else terrain_tag(c.terrain, pal))
        piece.append(" " + card_name("road-quest", c.name), style=bad)
        piece.append("›", style=bad)
        piece.append(" " + short_effect(c, numbers, them=True), style=pal.text if pal else "")
        line = lines[-1]
        sep = then if i else ""
        if line.cell_len + len(sep) + piece.cell_len <= room:
            line.append(sep)
            line.append_text(piece)
            continue
        if line.cell_len > hang:  # the card on a line of its own, the joining words ending the one above
            line.append(then.rstrip())
            lines.append(Text(" " * hang))
        for j, part in enumerate(piece.wrap(console, max(8, room - hang))):
            if j:
                lines.append(Text(" " * hang))
            part.rstrip()
            lines[-1].append_text(part)
    return lines


def faced_text(n: int) -> str:
    """"▒2 faced": the obstacles a player faced, counted in the language's plural forms."""
    # TRANSLATORS: Road Quest, the obstacles a player has faced; {n} is the sign ▒ and the number ("▒2")
    return ngettext("{n} faced", "{n} faced", n).format(n=f"{FACE_DOWN}{n}")


def mini_road(
    sv: SeatView, pal: Palette | None = None, compact: bool = False, pending: bool = True,
    numbers: Mapping[str, int] | None = None, named: bool = True, faced: bool = True, faced_words: bool = True,
) -> Text:
    """A seat's road on one line, its 8 places as a path: the roads laid "♣F─▲M", the last one
    where the player stands "[♟▲M]", what waits on the road ahead "‹☄ Fallen oak›", the next
    place to fill "○", the places further ahead quiet "┄·", then "▒2 faced" for the obstacles
    faced (unless not `faced`; "▒2" alone when not `faced_words`: a column headed "Road"). Compact: "♣F─▲M♟‹☄›┄○┄·┄·"; `numbers`: ambushes say what they
    do; not `named`: what waits by its symbol only (`waiting_lines` says it in words)."""
    muted = pal.muted if pal else Style(dim=True)
    empty = pal.empty if pal else Style(dim=True)
    t = Text(no_wrap=True)
    roads = sv.roads
    waiting = pending and bool(sv.pending)
    for i in range(GOAL):
        if i:
            t.append("─" if i < len(roads) else "┄", style=muted if i < len(roads) else empty)
        if i < len(roads):
            here = i == len(roads) - 1
            if here and not compact:
                t.append("[", style="bold")
                t.append(PAWN, style="bold")
            t.append_text(terrain_tag(CARDS.cards[roads[i]].terrain, pal))
            if here and not compact:
                t.append("]", style="bold")
            elif here:  # (compact: the pawn after the last road, where the player stands, not before it)
                t.append(PAWN, style="bold")
            continue
        if i == len(roads):
            if not roads and (waiting or sv.alive):
                t.append(PAWN, style="bold")
            if waiting:  # what waits stands on the next place: no road there this turn
                for c in sv.pending:
                    t.append_text(obstacle_tag(c, pal, compact or not named, numbers))
                continue
            if sv.alive:
                t.append(NEXT_PLACE, style="bold")
                continue
        t.append(EMPTY_PLACE, style=empty)
    if sv.faced and faced:
        count = f"{FACE_DOWN}{len(sv.faced)}"
        t.append(" " + (faced_text(len(sv.faced)) if faced_words else count), style=muted)
    return t


# -- the road, as cards ---------------------------------------------------------------------------
def tile_width(room: int) -> int:
    """The width of a place when 8 places and 7 joins share `room` cells (at most 18)."""
    return max(6, min(18, (room - (GOAL - 1)) // GOAL))


def _texture(terrain: str, cells: int, pal: Palette) -> Text:
    """A terrain's ground: its symbol repeated, quiet, so a laid road reads as a tile of land."""
    symbol = TERRAIN_SYMBOL[terrain]
    pattern = (symbol + " ") * (cells // 2 + 1)
    return Text(pattern[:cells], style=terrain_style(terrain, pal) + Style(bold=False, dim=True))


def _fitting(words: str, rest: str, cells: int) -> str:
    """`words` then `rest` when both fit in `cells`, else `rest` alone (never a cut word)."""
    both = f"{words} {rest}"
    return both if len(both) <= cells else rest


def road_tiles(
    sv: SeatView, pal: Palette, room: int, height: int = 4, numbers: Mapping[str, int] | None = None, them: bool = False
) -> list[Text]:
    """The 8 places of a seat's road as a path `height` rows tall: each road laid a tile of its
    terrain (its ground drawn with the terrain's symbol), the player's pawn under the last; what
    waits, as cards standing on the places ahead with what they do in words; the next place to
    fill framed and saying what may be laid there; the places further ahead a quiet dotted path;
    `them`: the road of someone else than the person (what waits is said of them)."""
    numbers = CARDS.numbers if numbers is None else numbers
    width = tile_width(room)
    inner = width - 2
    body_rows = height - 2
    cards: list[list[Text]] = []
    roads = sv.roads
    waiting = list(sv.pending)
    quiet: list[bool] = []
    widths = _obstacle_widths(sv, width, numbers, them)
    spare = width * GOAL - sum(widths) - width * (len(roads) + (0 if waiting or not sv.alive else 1))
    ahead = GOAL - len(roads) - len(waiting) - (0 if waiting or not sv.alive else 1)
    quiet_width = spare // ahead if ahead > 0 else width  # what the obstacles leave
    for i in range(GOAL):
        quiet.append(False)
        if i < len(roads):
            c = CARDS.cards[roads[i]]
            here = i == len(roads) - 1
            head = terrain_tag(c.terrain, pal)
            kind = _("crossroads") if c.crossroads else _("road")
            if inner - head.cell_len - 1 >= len(kind):
                head.append(f" {kind}", style=pal.text)
            elif c.crossroads:
                head.append(" ✛", style=pal.text)
            head.append(" ")
            head.append_text(_texture(c.terrain, inner - head.cell_len, pal))
            nxt = Text(_fitting(_("next"), f"→{follows_text(c)}", inner), style=pal.text if here else pal.muted)
            ground = [_texture(c.terrain, inner, pal)] * max(0, body_rows - 2)
            body = [head, *ground, nxt]
            border = terrain_style(c.terrain, pal) + (Style() if here else Style(bold=False, dim=True))
            cards.append(card_lines(body, width, height, pal, title=str(i + 1), footer=f"{PAWN}" if here else None, border=border))
        elif waiting:
            c = CARDS.cards[waiting.pop(0)]
            wide = widths[len(sv.pending) - len(waiting) - 1]
            title = Text.assemble((EVENT, pal.event)) if c.kind == "ambush" else terrain_tag(c.terrain, pal)
            what = f" {c.attack}/{c.damage}" if c.kind == "creature" else " " + _("ambush")
            if title.cell_len + len(what) <= wide - 3:
                title.append(what, style=pal.bad)
            name = wrapped(card_name("road-quest", c.name), wide - 2, max(1, body_rows - 1), pal.bad + Style(bold=True))
            effect = wrapped(short_effect(c, numbers, them), wide - 2, max(1, body_rows - len(name)), pal.text)
            body = (name + effect)[:body_rows] if body_rows > 1 else name
            cards.append(card_lines(body, wide, height, pal, family=family(c), title=title, border=pal.bad))
        elif i == len(roads) and sv.alive:
            may = f"→{follows_text(CARDS.cards[roads[-1]])}" if roads else "→" + pgettext("the next road may be", "any")
            # TRANSLATORS: Road Quest, inside the next empty place of the player's road (about 9 letters)
            here_words = pgettext("road quest: the next place of a road", "lay here")
            body = [Text(f"{NEXT_PLACE} {here_words}", style=pal.text + Style(bold=True)), Text(may, style=pal.text)]
            cards.append(card_lines(body, width, height, pal, family="empty", title=str(i + 1), border=pal.selected))
        else:
            quiet[-1] = True
            cards.append(_quiet_place(i + 1, quiet_width, height, pal))
    return _joined(cards, pal, height, quiet)


QUIET_CELLS: Final = 5  # "┄ 8 ┄": the least a place ahead keeps


def _obstacle_widths(sv: SeatView, width: int, numbers: Mapping[str, int], them: bool = False) -> list[int]:
    """The width of each card waiting on the road: as wide as its name and its effect on one
    row each (at most 30 cells), taken from the places further ahead, which shrink to their number."""
    ahead = GOAL - len(sv.roads) - len(sv.pending) - (0 if sv.pending or not sv.alive else 1)
    spare = max(0, ahead) * max(0, width - QUIET_CELLS)
    out = []
    for card_id in sv.pending:
        c = CARDS.cards[card_id]
        want = min(30, max(len(card_name("road-quest", c.name)), len(short_effect(c, numbers, them))) + 2)
        grow = max(0, min(want - width, spare))
        spare -= grow
        out.append(width + grow)
    return out


def _quiet_place(number: int, width: int, height: int, pal: Palette) -> list[Text]:
    """A place not reached yet: only its number on the dotted path (the road's middle row)."""
    rows = [Text(" " * width) for _row in range(height)]
    label = f" {number} "
    left = (width - len(label)) // 2
    rows[height // 2] = Text("┄" * left + label + "┄" * (width - left - len(label)), style=pal.empty)
    return rows


def _joined(cards: Sequence[Sequence[Text]], pal: Palette, height: int, quiet: Sequence[bool] = ()) -> list[Text]:
    """Cards in a row joined by a road "─" through their middle row (dotted "┄" ahead)."""
    rows = [Text(no_wrap=True) for _row in range(height)]
    middle = height // 2
    for i, card in enumerate(cards):
        for r in range(height):
            if i:
                ahead = i < len(quiet) and quiet[i]
                rows[r].append(("┄" if ahead else "─") if r == middle else " ", style=pal.empty if ahead else pal.muted)
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


def hand_card_rows(card_id: int, width: int, numbers: Mapping[str, int] | None = None) -> int:
    """The rows a hand card `width` wide needs inside for its name and its effect, whole."""
    c = CARDS.cards[card_id]
    inner = width - 2
    words = (card_name("road-quest", c.name), short_effect(c, numbers))
    return sum(len(wrapped(text, inner, 99, Style())) for text in words)


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
    effect = short_effect(c, numbers)
    # the combat number once: the badge on the top edge (the help says what it is)
    body += wrapped(effect, inner, max(1, rows - len(body)), pal.muted)
    title = Text.assemble((key, "bold"), " ", kind_mark(c, pal))
    return card_lines(
        body, width, height, pal, family=family(c), state=state, title=title,
        corner=badge(c.combat, pal, symbol=DIE), footer=mark or None,
        border=terrain_style(c.terrain, pal) if c.kind == "road" else None,
    )


PILE_CELLS: Final = 40  # the widest a pile card grows
PILE_NARROW: Final = 20  # piles narrower than this give the discard the room the counts leave
PILE_COUNTS: Final = 13  # the deck's and the treasures' width then ("14 restants", "осталось 14")


def pile_cards(
    deck: int, discard: int, top: int, treasures: tuple[int, int] | None, pal: Palette, width: int, height: int,
    numbers: Mapping[str, int] | None = None,
) -> list[Text]:
    """The piles as cards side by side: the deck, the discard (its top card face up, with what it
    does when it fits: `numbers`, the table's), the treasures (when the game has a treasure deck)."""
    n = 3 if treasures is not None else 2
    # the piles share their box's width (no empty band beside them at 160x50), up to a large card;
    # in a narrow box the discard, whose card has a name to show, takes what the counts leave
    w = side = max(8, min(PILE_CELLS, (width - (n - 1)) // n))
    if w < PILE_NARROW:
        side = min(w, PILE_COUNTS)
        w = max(8, min(PILE_CELLS, width - (n - 1) - (n - 1) * side))
    deck_words = ngettext("{n} card", "{n} cards", deck).format(n=deck)
    cards = [card_lines([Text(deck_words, style=pal.text), Text(f"{FACE_DOWN * 3}", style=pal.muted)], side, height, pal, title=_("Deck"))]
    if top >= 0:
        c = CARDS.cards[top]
        count = ngettext("{n} card", "{n} cards", discard).format(n=discard)
        # what the top card is beside the title, its name on every row inside (a long French or
        # Russian name wraps, never cut), the count on the bottom edge
        title = Text.assemble(_("Discard"), " ", kind_mark(c, pal))
        corner = badge(c.combat, pal, symbol=DIE) if w - 4 - title.cell_len >= 5 else None  # the title first when narrow
        body = wrapped(card_name("road-quest", c.name), w - 2, height - 2, pal.text)
        if title.cell_len > w - 4:  # a narrow pile: what the card is goes inside, never cut from the title
            title = Text(_("Discard"))
            body = [kind_mark(c, pal), *body][: height - 2]
        effect = wrapped(short_effect(c, numbers), w - 2, height, pal.muted)
        if len(body) + len(effect) <= height - 2:  # what it does too, when it fits whole
            body += effect
        cards.append(card_lines(body, w, height, pal, family=family(c), title=title, corner=corner, footer=count))
    else:
        cards.append(card_lines([Text(_("empty"), style=pal.muted)], w, height, pal, family="empty", title=_("Discard")))
    if treasures is not None:
        # the treasure discard in words (used or thrown away: it comes back when the pile runs out)
        used = ngettext("{n} discarded", "{n} discarded", treasures[1]).format(n=treasures[1])
        body = [Text(_("{n} left").format(n=treasures[0]), style=pal.text), Text(used, style=pal.muted)]
        cards.append(card_lines(body, side, height, pal, family="power", title=f"{POWER} " + _("Treasure") if side >= 16 else _("Treasure")))
    return side_by_side(cards)
