"""The Road Quest table drawn from one engine view: your road, character, life, equipment, what
waits, the hand (roads that may follow now marked), the choices, the opponents, piles, log.

No rules here: the choices are the engine's legal actions (given by the table screen), their
words come from `describe.action_text`, the fight odds from `odds.fight_chance`. Terrains show
by letter and symbol as well as colour. `RoadQuestBoard.show(view, ...)` redraws it for any view
(the table screen, the replay viewer).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message

from dragonwood_tui.games.road_quest import GAME as ROAD_QUEST
from dragonwood_tui.games.road_quest.actions import Action, ChooseCharacter, Draw, Fight, LayRoad
from dragonwood_tui.games.road_quest.cards import TERRAIN_LETTER, TERRAIN_SYMBOL, Card
from dragonwood_tui.games.road_quest.describe import (
    AMBUSH_TEXT,
    TREASURE_TEXT,
    action_text,
    card_text,
    event_parts,
    event_text,
    follows_text,
)
from dragonwood_tui.games.road_quest.odds import fight_chance, view_attack
from dragonwood_tui.games.road_quest.view import RoadQuestView, SeatView
from dragonwood_tui.games.words import is_you
from dragonwood_tui.tui.widgets.board_base import TableBoard
from dragonwood_tui.tui.widgets.text_fit import chance_text
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.widgets.status_bar import PromptBar, StatusBar, TextBox

CARDS = ROAD_QUEST.cards
GOAL = CARDS.numbers["goal"]
TERRAIN_STYLE = {"forest": "bold #5fbf5f", "mountain": "bold #c0a080", "swamp": "bold #5fafaf", "plain": "bold #e0c050"}
OPTION_KEYS = "abcdefghijkmnoprtuvwxyz"  # l, q and s are the table's own keys
PHASE_WORDS = {
    "character": "choose a character",
    "draw": "draw",
    "face": "face what was sent",
    "main": "advance, attack, activities",
    "discard": "discard",
    "spoils": "duel spoils",
    "over": "game over",
}


@dataclass
class RoadUi:
    """The player's picks on the table (never saved)."""

    selected: int | None = None  # a hand card (its id) whose choices only are listed
    cursor: int = 0  # the highlighted choice
    options: list[Action] = field(default_factory=list)  # the choices listed, in order
    compact: bool = False
    narrow: bool = False


def seat_name(names: Sequence[str], seat: int | None) -> str:
    if seat is None or seat < 0:
        return "—"
    return names[seat] if seat < len(names) else f"Seat {seat + 1}"


def possessive(name: str) -> str:
    return "Your" if is_you(name) else f"{name}'s"


def terrain_tag(terrain: str) -> Text:
    """"♣F" in the terrain's colour: symbol and letter, so colour is never alone."""
    return Text(f"{TERRAIN_SYMBOL[terrain]}{TERRAIN_LETTER[terrain]}", style=TERRAIN_STYLE[terrain])


def _terrain_first(c: Card) -> Text:
    """"♣F " before a card that has a terrain, nothing before one that has none."""
    t = Text()
    if c.terrain:
        t.append_text(terrain_tag(c.terrain))
        t.append(" ")
    return t


def card_tag(card_id: int) -> Text:
    """A card in a few cells: "♣F Bear 5/6", "♣F road→F P S", "Jack", "Sword"."""
    c = CARDS.cards[card_id]
    t = _terrain_first(c)
    if c.kind == "road":
        t.append(f"{'crossroads' if c.crossroads else 'road'}→{follows_text(c)}")
    elif c.kind == "creature":
        t.append(f"{c.name} {c.attack}/{c.damage}")
    else:
        t.append(c.name)
    return t


# A character's trait in words (the table and the character choice).
TRAIT_TEXT = {
    "wounds-minus-1": "wounds −1", "terrain-plus-2": "+2 on the terrain of the last road",
    "mountain-ambush-immune": "Mountain ambushes do nothing", "peek": "sees the top of the deck",
    "camp-plus-2": "camping gives 7", "none": "4 life cards",
}


def character_choice_note(view: RoadQuestView, key: str) -> str:
    """"life 25 · wounds −1": what a character choice gives besides its attack."""
    c = CARDS.character(key)
    battlefield = "battlefield" in view.variants  # 10 life cards, of the battlefield's points
    cards = c.life_cards + (5 if battlefield else 0)
    trait = "no special power" if c.trait == "none" else TRAIT_TEXT[c.trait]
    return f"life {cards * CARDS.numbers['battlefield_life_card' if battlefield else 'life_card']} · {trait}"


def card_name_tag(card_id: int) -> Text:
    """"♣F Fallen oak": the terrain (symbol and letter) and the card's name, each once."""
    c = CARDS.cards[card_id]
    t = _terrain_first(c)
    t.append(c.name)
    return t


def card_effect(c: Card) -> str:
    """What a card does, without its name: "attack 5, damage 6", "ambush: lose your last road"."""
    if c.kind == "road":
        return f"next road {follows_text(c)}"
    if c.kind == "creature":
        return f"attack {c.attack}, damage {c.damage}"
    if c.kind == "ambush":
        return f"ambush: {AMBUSH_TEXT[c.effect]}"
    if c.kind == "treasure":
        return TREASURE_TEXT[c.effect]
    return "sends an obstacle whatever the terrain"


def life_bar(life: int, most: int, cells: int = 10) -> Text:
    """"█████░░░░░ 12/25": a bar with the number (the number is the truth)."""
    filled = 0 if most <= 0 else max(0, min(cells, round(cells * life / most)))
    style = "bold #60c060" if life > most / 2 else "bold #e0a030" if life > most / 5 else "bold #e05050"
    t = Text()
    t.append("█" * filled, style=style)
    t.append("░" * (cells - filled), style="dim")
    t.append(f" {max(0, life)}/{most}")
    return t


def road_line(roads: Sequence[int], compact: bool) -> Text:
    """The road as a road: laid cards joined, then the empty steps to the goal."""
    t = Text()
    for i in range(GOAL):
        if i:
            t.append("─" if i < len(roads) else "┄", style="dim")
        if i < len(roads):
            tag = terrain_tag(CARDS.cards[roads[i]].terrain)
            t.append("[" if not compact else "")
            t.append_text(tag)
            t.append("]" if not compact else "")
        else:
            t.append("[  ]" if not compact else "··", style="dim")
    return t


def equipment_text(sv: SeatView) -> str:
    parts = [CARDS.cards[c].name for c in (sv.weapon, sv.shield) if c >= 0]
    if sv.bonus:
        parts.append(f"+{sv.bonus} next fight")
    if sv.protect_next:
        parts.append("invisible next turn")
    return ", ".join(parts) or "no equipment"


def character_text(sv: SeatView) -> str:
    if not sv.character:
        return "no character yet"
    c = CARDS.character(sv.character)
    return f"{c.name} (attack {view_attack(CARDS, sv)})"


class LineClicked(Message):
    def __init__(self, area: str, index: int) -> None:
        super().__init__()
        self.area = area
        self.index = index


class Lines(TextBox):
    """Text whose lines map to items: a click posts LineClicked(area, item)."""

    DEFAULT_CSS = """
    Lines { height: auto; }
    """

    def __init__(self, area: str, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.area = area
        self.items: list[int] = []  # item index of each line (-1: none)
        self.columns: list[list[tuple[int, int]]] = []  # per line: (first cell, item) of each column

    def show(self, text: Text, items: list[int], columns: list[list[tuple[int, int]]] | None = None) -> None:
        self.items = items
        self.columns = columns or []
        if not self.say(text):
            return
        self.refresh(layout=True)

    def on_click(self, event: events.Click) -> None:
        row, x = event.y, event.x - self.styles.padding.left
        item = self.items[row] if 0 <= row < len(self.items) else -1
        if 0 <= row < len(self.columns):
            for start, index in self.columns[row]:
                if x >= start:
                    item = index
        if item >= 0:
            event.stop()
            self.post_message(LineClicked(self.area, item))


class RoadQuestBoard(TableBoard[RoadQuestView, RoadUi]):
    DEFAULT_CSS = """
    RoadQuestBoard { height: 1fr; layout: vertical; }
    RoadQuestBoard #rq-body { height: 1fr; }
    RoadQuestBoard #rq-main { width: 1fr; height: 100%; }
    RoadQuestBoard #rq-side { width: 52; height: 100%; }
    RoadQuestBoard.-narrow #rq-side { width: 42; }
    RoadQuestBoard #rq-opponents { padding: 0 1; border: round $foreground 30%; border-title-align: left; }
    RoadQuestBoard #rq-road { height: 3; padding: 1 1 0 1; }
    RoadQuestBoard #rq-me { height: auto; padding: 0 1; }
    RoadQuestBoard #rq-waiting { height: auto; padding: 0 1; }
    RoadQuestBoard #rq-prompt { margin: 1 0 0 0; }
    RoadQuestBoard #rq-hand { padding: 0 1; border: round $foreground 30%; }
    RoadQuestBoard #rq-options { height: 1fr; padding: 0 1; }
    RoadQuestBoard #rq-piles { height: auto; padding: 0 1; border: round $foreground 30%; }
    RoadQuestBoard #rq-log { height: 1fr; }
    RoadQuestBoard.-read-only #rq-prompt, RoadQuestBoard.-read-only #rq-options { display: none; }
    RoadQuestBoard.-compact #rq-body { layout: vertical; }
    RoadQuestBoard.-compact #rq-main { width: 100%; height: 1fr; }
    RoadQuestBoard.-compact #rq-side { width: 100%; height: 3; }
    RoadQuestBoard.-compact #rq-piles { display: none; }
    RoadQuestBoard.-compact #rq-opponents { border: none; }
    RoadQuestBoard.-compact #rq-road { height: 1; padding: 0 1; }
    RoadQuestBoard.-compact #rq-prompt { margin: 0; }
    RoadQuestBoard.-compact #rq-hand { border: none; }
    RoadQuestBoard.-compact #rq-log { border: none; border-top: round $foreground 30%; }
    """
    PREFIX = "rq"
    UI = RoadUi

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)

    def compose(self) -> ComposeResult:
        yield StatusBar(id="rq-status")
        with Horizontal(id="rq-body"):
            with Vertical(id="rq-main"):
                yield TextBox("", id="rq-opponents")
                yield TextBox("", id="rq-road")
                yield TextBox("", id="rq-me")
                yield TextBox("", id="rq-waiting")
                yield PromptBar(id="rq-prompt")
                yield Lines("hand", id="rq-hand")
                yield Lines("option", id="rq-options")
            with Vertical(id="rq-side"):
                yield TextBox("", id="rq-piles")
                yield GameLog(id="rq-log", hanging=2)

    def default_name(self, seat: int, players: int) -> str:
        return f"Seat {seat + 1}"

    def seat_on_screen(self, view: RoadQuestView) -> int:
        """Whose road is drawn as 'yours': the view's seat, else the seat to move."""
        if view.seat is not None:
            return view.seat
        return view.to_move if view.to_move is not None else view.current

    def show(
        self,
        view: RoadQuestView,
        names: Sequence[str] | None = None,
        bots: Sequence[str | None] | None = None,
        ui: RoadUi | None = None,
    ) -> None:
        ui = self._take(view, names, bots, ui)
        compact = ui.compact
        me = self.seat_on_screen(view)
        sv = view.seats[me]
        self.query_one("#rq-status", StatusBar).say(self.status_text(view))
        opponents = self.query_one("#rq-opponents", TextBox)
        opponents.border_title = "Opponents"
        opponents.say(self.opponents_text(view, me, compact))
        opponents.styles.height = (view.players - 1) * (1 if compact else 2) + (0 if compact else 2)
        self.query_one("#rq-road", TextBox).say(
            Text.assemble((f"{possessive(seat_name(self.names, me))} road {len(sv.roads)}/{GOAL}  ", "bold"), road_line(sv.roads, compact))
        )
        self.query_one("#rq-me", TextBox).say(self.me_text(view, sv, compact))
        self.query_one("#rq-waiting", TextBox).say(self.waiting_text(view, sv))
        self._show_hand(view, sv, ui)
        self._show_options(view, ui)
        self.query_one("#rq-piles", TextBox).say(self.piles_text(view))

    # -- parts ------------------------------------------------------------------------------
    def status_text(self, view: RoadQuestView) -> Text:
        t = Text()
        t.append(f"Turn {max(1, view.turn)}", style="bold")
        if view.to_move is not None:
            t.append(" · ▶ ")
            t.append(seat_name(self.names, view.to_move), style="bold")
            if not self.ui.compact:
                t.append(f" ({PHASE_WORDS.get(view.phase, view.phase)})")
        else:
            t.append(" · GAME OVER", style="bold")
        t.append(f" · deck {view.deck_size} · discard {view.discard_size}")
        if self.ui.compact and view.discard_top >= 0:  # the piles' box is hidden: its top shows here
            t.append(" top ")
            t.append_text(card_tag(view.discard_top))
        if "battlefield" not in view.variants:
            t.append(f" · treasures {view.treasure_deck_size}")
        if view.direction < 0:
            t.append(" · play reversed")
        if view.variants and not self.ui.compact:
            t.append(" · " + ", ".join(view.variants), style="dim")
        return t

    def opponents_text(self, view: RoadQuestView, me: int, compact: bool) -> Text:
        t = Text()
        first = True
        for sv in view.seats:
            if sv.seat == me:
                continue
            if not first:
                t.append("\n")
            first = False
            mark = "▶ " if sv.seat == view.to_move else "  "
            t.append(mark)
            t.append(seat_name(self.names, sv.seat), style="bold")
            bot = self.bots[sv.seat] if sv.seat < len(self.bots) else None
            if bot and not compact:
                t.append(f" ({bot})", style="dim")
            if not sv.alive:
                t.append(" — out of the game", style="dim")
                continue
            t.append(f" · {character_text(sv)} · ")
            t.append_text(life_bar(sv.life, sv.max_life, 5 if compact else 10))
            t.append(f" · {len(sv.roads)}/{GOAL} ")
            t.append_text(terrain_tag(CARDS.cards[sv.roads[-1]].terrain) if sv.roads else Text("no road", style="dim"))
            if sv.pending:
                t.append(f" · {len(sv.pending)} waiting", style="bold #e07050")
            if sv.announced:
                t.append(" · “almost done!”", style="bold")
            if sv.forgot:
                t.append(" · did not announce!", style="bold #e05050")
            if not compact:
                t.append(f"\n    hand {sv.hand_size} · {equipment_text(sv)} · road ")
                t.append_text(road_line(sv.roads, True))
        return t

    def me_text(self, view: RoadQuestView, sv: SeatView, compact: bool) -> Text:
        t = Text()
        t.append(character_text(sv), style="bold")
        if sv.character and not compact:
            t.append(f" — {TRAIT_TEXT[CARDS.character(sv.character).trait]}", style="dim")
        t.append(" · Life ")
        t.append_text(life_bar(sv.life, sv.max_life))
        t.append(f" · {equipment_text(sv)}")
        if not sv.alive:
            t.append(" · OUT", style="bold #e05050")
        if view.peek >= 0:
            t.append("\nYou saw the top of the deck: ")
            t.append_text(card_tag(view.peek))
            t.append(f" (combat {CARDS.cards[view.peek].combat})")
        return t

    def waiting_text(self, view: RoadQuestView, sv: SeatView) -> Text:
        if not sv.pending:
            return Text("Nothing waits to be faced." if view.phase != "character" else "", style="dim")
        t = Text("Waiting to be faced: ", style="bold #e07050")
        for i, c in enumerate(sv.pending):
            if i:
                t.append(", then ")
            t.append_text(card_tag(c))
        return t

    def piles_text(self, view: RoadQuestView) -> Text:
        t = Text()
        t.append(f"Deck {view.deck_size} · discard {view.discard_size}\n")
        t.append("Discard top: ")
        if view.discard_top >= 0:
            t.append_text(card_tag(view.discard_top))
        else:
            t.append("empty", style="dim")
        if "battlefield" not in view.variants:
            t.append(f"\nTreasures: deck {view.treasure_deck_size} · discarded {view.treasure_discard_size}")
        return t

    def _show_hand(self, view: RoadQuestView, sv: SeatView, ui: RoadUi) -> None:
        box = self.query_one("#rq-hand", Lines)
        if sv.hand is None:
            box.show(Text(f"Hand: {sv.hand_size} cards (hidden)", style="dim"), [-1])
            return
        box.border_title = f"Hand ({len(sv.hand)})"
        playable = {c for a in ui.options for c in _cards_of(a)}
        follows = {a.card for a in ui.options if isinstance(a, LayRoad)}
        t = Text()
        items: list[int] = []
        columns: list[list[tuple[int, int]]] = []
        per_row = 2 if ui.compact else 1
        room = box.content_size.width
        line_start = 0
        for i, c in enumerate(sv.hand):
            if i and i % per_row == 0:
                t.append("\n")
                line_start = len(t)
            elif i:
                t.append("   ")
            if i % per_row == 0:
                items.append(i)
                columns.append([])
            columns[-1].append((len(t) - line_start, i))
            key = str(i + 1) if i < 9 else " "
            style = "reverse" if ui.selected == c else ""
            t.append(f"{key} ", style="bold")
            card = CARDS.cards[c]
            tag = card_tag(c) if ui.compact else card_name_tag(c)
            tag.stylize(style)
            t.append_text(tag)
            # One row a card: its name once, then what it does and its combat value.
            rest = "" if ui.compact else f"  {card_effect(card)} · combat {card.combat}"
            mark = " ✓may follow" if c in follows else " •" if c in playable else ""
            if c in follows and room and len(t) - line_start + len(mark) + len(rest) > room:
                mark = " ✓"
            t.append(mark, style="bold #60c060" if c in follows else "bold")
            t.append(rest, style="dim")
        if not sv.hand:
            t.append("empty", style="dim")
            items = [-1]
        box.show(t, items, columns)

    def _show_options(self, view: RoadQuestView, ui: RoadUi) -> None:
        box = self.query_one("#rq-options", Lines)
        options = ui.options
        t = Text()
        items: list[int] = []
        if not options:
            box.show(Text(""), [])
            return
        height = max(1, box.size.height or 8)
        start = max(0, min(ui.cursor - height // 2, len(options) - height))
        for i in range(start, min(len(options), start + height)):
            if items:
                t.append("\n")
            a = options[i]
            key = OPTION_KEYS[i] if i < len(OPTION_KEYS) else " "
            line = Text(f"{'▶' if i == ui.cursor else ' '} {key}  ", style="bold")
            line.append(action_text(a, CARDS, self.names))
            extra = self.option_note(view, a)
            if extra:
                line.append(f" — {extra}", style="bold #e0b040")
            if i == ui.cursor:
                line.stylize("reverse", 2)
            t.append_text(line)
            items.append(i)
        box.show(t, items)

    def option_note(self, view: RoadQuestView, action: Action) -> str:
        """The exact chance of a fight, before choosing; the card on top of the discard."""
        if isinstance(action, ChooseCharacter):
            return character_choice_note(view, action.character)
        if isinstance(action, Draw) and action.source == "discard" and view.discard_top >= 0:
            return card_text(CARDS.cards[view.discard_top])
        if isinstance(action, Fight) and view.to_move is not None:
            sv = view.seats[view.to_move]
            if sv.pending:
                return "chance to win " + chance_text(fight_chance(CARDS, view, view.to_move, sv.pending[0]))
        return ""


def _cards_of(action: Action) -> tuple[int, ...]:
    """The hand cards an action plays (for marks and for filtering by the selected card)."""
    out: list[int] = []
    for name in ("card", "treasure", "jack"):
        value = getattr(action, name, -1)
        if isinstance(value, int) and value >= 0 and type(action).__name__ != "Spoils":
            out.append(value)
    out.extend(getattr(action, "cards", ()))
    return tuple(out)


cards_of = _cards_of
