"""The Road Quest table drawn from one engine view: your road, character, life, equipment, what
waits, the hand (roads that may follow now marked), the choices, the opponents, piles, log.

No rules here: the choices are the engine's legal actions (given by the table screen), their
words come from `describe.action_text`, the fight odds from `odds.fight_chance`. Terrains show
by letter and symbol as well as colour. `RoadQuestBoard.show(view, ...)` redraws it for any view
(the table screen, the replay viewer).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
import functools
from dataclasses import dataclass, field
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from dragonwood_tui.i18n import N_, _, language, ngettext, pgettext
from dragonwood_tui.i18n.grammar import split_at_field
from dragonwood_tui.tui.titles import is_you_shown, level_name, person_name
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.games.road_quest.actions import Action, ChooseCharacter, Draw, Fight, LayRoad
from dragonwood_tui.games.road_quest.cards import Card, Character
from dragonwood_tui.games.road_quest.choices import loss_note
from dragonwood_tui.games.road_quest.config import VARIANT_TITLES, table_numbers
from dragonwood_tui.games.road_quest.describe import (
    action_text,
    ambush_text,
    card_text,
    event_parts,
    event_text,
    follows_text,
    treasure_text,
)
from dragonwood_tui.games.road_quest.odds import fight_chance, view_attack
from dragonwood_tui.games.road_quest.view import RoadQuestView, SeatView
from dragonwood_tui.tui.games.road_quest.lines import LineClicked, Lines, WidthLines
from dragonwood_tui.tui.games.road_quest.pieces import (
    CARDS,
    GOAL,
    TERRAIN_STYLE,
    faced_text,
    hand_card,
    hand_card_rows,
    life_bar,
    life_text,
    mini_road,
    pile_cards,
    short_effect,
    road_tiles,
    table_life,
    terrain_tag,
    waiting_lines,
)
from dragonwood_tui.tui.keyboard_layout import key_shown
from dragonwood_tui.tui.games.road_quest.option_keys import LETTERS
from dragonwood_tui.tui.widgets.board_base import TableBoard
from dragonwood_tui.tui.widgets.card_face import card_lines, side_by_side, stack
from dragonwood_tui.tui.widgets.palette import Palette, palette
from dragonwood_tui.tui.widgets.symbols import FACE_DOWN, PAWN, POWER, SELECTED
from dragonwood_tui.tui.widgets.text_fit import chance_text, fit
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.widgets.status_bar import PromptBar, StatusBar, TextBox

__all__ = ["CARDS", "GOAL", "TERRAIN_STYLE", "LineClicked", "Lines", "life_bar", "terrain_tag"]
OPTION_KEYS = LETTERS  # l, q and s are the table's own keys
PHASE_WORDS = {
    "character": N_("choose a character"),
    "draw": N_("draw"),
    "face": N_("face what was sent"),
    "main": N_("road, attack, treasures"),
    "discard": N_("discard"),
    "spoils": N_("duel spoils"),
    "over": N_("game over"),
}  # shown with _()


@dataclass
class RoadUi:
    """The player's picks on the table (never saved)."""

    selected: int | None = None  # a hand card (its id) whose choices only are listed
    cursor: int = 0  # the highlighted choice
    moved: bool = False  # the player moved the highlight (else it stands on the list's default)
    options: list[Action] = field(default_factory=list)  # the choices listed, in order (twins once)
    keys: list[str] = field(default_factory=list)  # each choice's letter (option_keys: from a in every list)
    blocks: list[int] = field(default_factory=list)  # each choice's block (option_order: lettered, e/k, losses)
    notes: list[str] = field(default_factory=list)  # words telling apart choices that read the same
    legal: list[Action] = field(default_factory=list)  # every choice listed or not (a twin's card marked too)
    compact: bool = False
    narrow: bool = False


def seat_name(names: Sequence[str], seat: int | None) -> str:
    if seat is None or seat < 0:
        return "—"
    return person_name(names[seat]) if seat < len(names) else _("Seat {n}").format(n=seat + 1)


def hand_legend(short: bool = False) -> str:
    """What the hand's • says: "• playable now" (the cards some choice below plays); `short`:
    "• playable", for a full 80x24 screen (a word rather than the • marks dropped)."""
    if short:
        # TRANSLATORS: Road Quest, 80x24, the shortest legend of the mark • beside a hand card a choice below plays (one word)
        return "• " + pgettext("road quest: the hand's mark, short", "playable")
    # TRANSLATORS: Road Quest, the legend of the mark • beside a hand card that a choice below plays now
    return "• " + pgettext("road quest: the hand's mark", "playable now")


def road_words(name: str, laid: int) -> str:
    """"Your road 3/7", "Ana's road 3/7"."""
    if is_you_shown(name):
        return _("Your road {n}/{goal}").format(n=laid, goal=GOAL)
    return _("{name}'s road {n}/{goal}").format(name=name, n=laid, goal=GOAL)


def rq_name(name: str) -> str:
    """A Road Quest card's or character's name in the player's language."""
    return card_name("road-quest", name)


def _terrain_first(c: Card) -> Text:
    """"♣F " before a card that has a terrain, nothing before one that has none."""
    t = Text()
    if c.terrain:
        t.append_text(terrain_tag(c.terrain))
        t.append(" ")
    return t


def flow(pieces: Sequence[Text], width: int, gap: int) -> tuple[list[list[tuple[int, Text]]], int]:
    """Pieces (with their index) in rows of two columns, in order: two a row when the first fits
    the left column and the second the right one, else one a row; and where the right column
    starts (near the middle, where it gives the fewest rows)."""

    def rows_for(column: int) -> list[list[tuple[int, Text]]]:
        rows: list[list[tuple[int, Text]]] = []
        for i, piece in enumerate(pieces):
            if rows and len(rows[-1]) == 1 and rows[-1][0][1].cell_len <= column - gap and piece.cell_len <= width - column:
                rows[-1].append((i, piece))
            else:
                rows.append([(i, piece)])
        return rows

    middle = (width + gap) // 2
    column = min(range(middle - 8, middle + 9), key=lambda c: (len(rows_for(c)), abs(c - middle)))
    return rows_for(column), column


def said_on_a_row(rows: list[Text], words: str, width: int, style: Style) -> bool:
    """`words` at the right end of the last row that has room for them (and 3 cells before)."""
    said = Text(words, style=style)
    room = [line for line in rows if line.cell_len + 3 + said.cell_len <= width]
    if room:
        room[-1].append(" " * (width - room[-1].cell_len - said.cell_len))
        room[-1].append_text(said)
    return bool(room)


def card_tag(card_id: int) -> Text:
    """A card in a few cells: "♣F Bear 5/6", "♣F road→F P S", "Jack", "Sword"."""
    c = CARDS.cards[card_id]
    t = _terrain_first(c)
    if c.kind == "road":
        t.append((_("crossroads") if c.crossroads else _("road")) + f"→{follows_text(c)}")
    elif c.kind == "creature":
        t.append(f"{rq_name(c.name)} {c.attack}/{c.damage}")
    else:
        t.append(rq_name(c.name))
    return t


def card_prompt(translation: str, card_id: int, numbers: Mapping[str, int], **fields: str) -> Text:
    """A translated prompt naming a card (`{card}`, or `{card:gen}`, `{card:à}`... as the
    language asks): its name in that form, in bold, and what it does in words after it; the
    other fields formatted as usual. Never the placeholder itself on screen."""
    c = CARDS.cards[card_id]
    before, shown, after = split_at_field(translation, "card", rq_name(c.name), language(), **fields)
    if not shown:  # a translation that lost its field: the English words are not shown raw
        return Text(before)
    return Text.assemble(before, (shown, "bold"), f" ({short_effect(c, numbers)})", after)


# A character's trait in words (the table and the character choice); the Barbarian's "none"
# is their smaller life, said in life points by `trait_text`.
TRAIT_TEXT = {
    "wounds-minus-1": N_("wounds −1"), "terrain-plus-2": N_("+2 on the terrain of the last road"),
    "mountain-ambush-immune": N_("Mountain ambushes do nothing (creatures still fight)"), "peek": N_("sees the top of the deck"),
}  # shown with _()
# the Bard's camp in the table's numbers (a variant may change them)
BARD_CAMP = N_("camping heals {bard} (others {camp})")


def trait_text(key: str, numbers: Mapping[str, int]) -> str:
    """A character's trait in words; fewer life cards than the others in life points, as the
    table counts life (`numbers`: the table's, `config.table_numbers`)."""
    c = CARDS.character(key)
    if c.trait in TRAIT_TEXT:
        return _(TRAIT_TEXT[c.trait])
    if c.trait == "camp-plus-2":
        return _(BARD_CAMP).format(bard=numbers["bard_camp"], camp=numbers["camp"])
    fewer = (max(x.life_cards for x in CARDS.characters) - c.life_cards) * numbers["life_card"]
    if fewer > 0:
        return ngettext("{n} fewer life point", "{n} fewer life points", fewer).format(n=fewer)
    return _("no special power")


def character_choice_note(view: RoadQuestView, key: str, cells: int = 0, pal: Palette | None = None) -> Text:
    """"♥ 25/25 █████ · wounds −1": the life a character starts with, in the table's one form
    (with `cells`, its bar on the one scale of the characters offered), and what its trait
    gives besides its attack."""
    numbers = table_numbers(CARDS.numbers, view.config)

    def start_life(c: Character) -> int:
        cards = c.life_cards + (5 if "battlefield" in view.variants else 0)  # battlefield: 10 life cards
        return int(cards * numbers["life_card"])  # (as rules.py deals them)

    life = start_life(CARDS.character(key))
    scale = max(start_life(c) for c in CARDS.characters)
    t = life_bar(life, life, cells, pal, scale) if cells else Text(life_text(life, life))
    t.append(f" · {trait_text(key, numbers)}")
    return t


def life_cells(ui: RoadUi) -> int:
    """The cells of every life bar of the table in its layout (one scale: the same for all)."""
    return 5 if ui.compact or ui.narrow else 10


def card_name_tag(card_id: int) -> Text:
    """"♣F Fallen oak": the terrain (symbol and letter) and the card's name, each once."""
    c = CARDS.cards[card_id]
    t = _terrain_first(c)
    t.append(rq_name(c.name))
    return t


def equipment_text(sv: SeatView) -> str:
    parts = [f"{POWER}{rq_name(CARDS.cards[c].name)}" for c in (sv.weapon, sv.shield) if c >= 0]
    if sv.bonus:
        parts.append(_("+{n} next fight").format(n=sv.bonus))
    if sv.protect_next:
        parts.append(_("invisible next turn"))
    return ", ".join(parts) or _("no equipment")


def character_text(sv: SeatView) -> str:
    if not sv.character:
        return _("no character yet")
    c = CARDS.character(sv.character)
    return _("{character} (attack {n})").format(character=rq_name(c.name), n=view_attack(CARDS, sv))


class RoadQuestBoard(TableBoard[RoadQuestView, RoadUi]):
    # Large layouts: the opponents beside the piles, then your road's 8 places, your hand as
    # cards, the choices (as tall as they are many) and the log taking every row left. Compact
    # (80x24): one line a seat, the hand two cards a line, the choices as tall as they are many
    # (up to the rows left), the log taking what is left (at least two lines).
    DEFAULT_CSS = """
    RoadQuestBoard { height: 1fr; layout: vertical; }
    RoadQuestBoard #rq-body { height: 1fr; }
    RoadQuestBoard #rq-top { height: auto; }
    RoadQuestBoard #rq-opponents { width: 1fr; padding: 0 1; border: round $foreground 30%; border-title-align: left; text-wrap: nowrap; text-overflow: ellipsis; }
    RoadQuestBoard #rq-piles { width: 1fr; min-width: 44; height: 6; padding: 0 0 0 1; }
    RoadQuestBoard #rq-pile-line { height: 1; padding: 0 1; display: none; }
    RoadQuestBoard.-compact #rq-pile-line { display: block; }
    RoadQuestBoard #rq-road { height: auto; padding: 0 1; }
    RoadQuestBoard #rq-me { height: auto; padding: 0 1; }
    RoadQuestBoard #rq-waiting { height: auto; padding: 0 1; }
    RoadQuestBoard #rq-prompt { margin: 1 0 0 0; }
    RoadQuestBoard #rq-hand { padding: 0; border: round $foreground 30%; }
    RoadQuestBoard #rq-options { padding: 0 1; }
    RoadQuestBoard #rq-log { height: 1fr; min-height: 4; }
    RoadQuestBoard.-read-only #rq-prompt, RoadQuestBoard.-read-only #rq-options { display: none; }
    RoadQuestBoard.-compact #rq-piles { display: none; }
    RoadQuestBoard.-compact #rq-opponents { border: none; }
    RoadQuestBoard.-compact #rq-road { height: 1; padding: 0 1; }
    RoadQuestBoard.-compact #rq-prompt { margin: 0; }
    RoadQuestBoard.-compact #rq-hand { border: none; padding: 0 1; }
    RoadQuestBoard.-compact #rq-log { height: 1fr; min-height: 2; border: none; border-top: round $foreground 30%; }
    RoadQuestBoard.-short #rq-prompt { margin: 0; }
    RoadQuestBoard.-short #rq-log { border: none; border-top: round $foreground 30%; }
    """
    PREFIX = "rq"
    UI = RoadUi
    TILE_ROWS = 4  # a place of the road, drawn as a card (the large layouts)
    HAND_CELLS = 30  # the widest a hand card grows (160x50: five cards fill the row)

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._options_height = 0  # the rows the choices were last given
        self._options_rows = 0  # the rows they show now (their box's height, at the next frame)
        self.words_rows = 0  # 80x24: the rows of the hand with each card's effect in words
        self._options_sizing = False  # their new height waits for the next frame
        self._titles: dict[str, str] = {}  # the border titles set, by box id
        self._parts: tuple[object, ...] = ()  # what the view's parts were last drawn from
        self._hand_drawn: tuple[object, ...] = ()  # what the hand was last drawn from
        self._hand_faces: dict[tuple[object, ...], list[Text]] = {}  # hand cards' lines by what they show

    def compose(self) -> ComposeResult:
        yield StatusBar(id="rq-status")
        with Vertical(id="rq-body"):
            with Horizontal(id="rq-top"):
                yield TextBox("", id="rq-opponents")
                yield WidthLines(id="rq-piles")
            yield TextBox("", id="rq-pile-line")
            yield TextBox("", id="rq-road")
            yield TextBox("", id="rq-me")
            yield TextBox("", id="rq-waiting")
            yield PromptBar(id="rq-prompt")
            yield Lines("hand", id="rq-hand")
            yield Lines("option", id="rq-options")
            yield GameLog(id="rq-log", hanging=2)

    def default_name(self, seat: int, players: int) -> str:
        return _("Seat {n}").format(n=seat + 1)

    def on_resize(self) -> None:
        # the road, the hand and the piles are drawn for their boxes' widths: once the new
        # layout has given them their sizes, draw them again
        self.call_after_refresh(self._redraw_for_size)

    def _redraw_for_size(self) -> None:
        if getattr(self, "view", None) is not None:
            self.show(self.view)

    def seat_on_screen(self, view: RoadQuestView) -> int:
        """Whose road is drawn as 'yours': the view's seat, else the seat to move."""
        if view.seat is not None:
            return view.seat
        return view.to_move if view.to_move is not None else view.current

    def _room(self, box_id: str, fallback: int) -> int:
        """The cells a box has for its text (before its first layout: what the screen gives)."""
        width = self.query_one(box_id).content_size.width
        return width if width > 0 else fallback

    def _title(self, box: Widget, title: str) -> None:
        """Set a box's border title only when it changes (Textual repaints the whole box at
        every setting, the same title or not)."""
        if self._titles.get(box.id or "") != title:
            self._titles[box.id or ""] = title
            box.border_title = title

    def _opponents_width(self) -> int:
        """The opponents' panel's width beside the piles: a fixed share of the table, so that the
        piles neither slide nor change width from turn to turn as the panel's lines do."""
        main = self._main_width()
        return max(20, main - (44 if main < 150 else main // 2))

    def _main_width(self) -> int:
        return self.size.width or self.app.size.width

    def _screen_height(self) -> int:
        return self.size.height or self.app.size.height

    def show(
        self,
        view: RoadQuestView,
        names: Sequence[str] | None = None,
        bots: Sequence[str | None] | None = None,
        ui: RoadUi | None = None,
    ) -> None:
        ui = self._take(view, names, bots, ui)
        compact = ui.compact
        # fewer than 46 rows (120x40): the prompt's blank row and the log's frame go to its lines
        self.set_class(not compact and self._screen_height() < 46, "-short")
        pal = palette(self)
        me = self.seat_on_screen(view)
        sv = view.seats[me]
        # what the view alone decides is drawn again only when it could have changed: a key that
        # moves the highlight or picks a card redraws the hand and the choices, nothing else
        parts = (
            view, tuple(self.names), tuple(self.bots), compact, ui.narrow, self.size, self.app.size, pal, language(),
            self._room("#rq-road", 0),
        )
        if parts != self._parts:
            self._parts = parts
            self._show_parts(view, me, sv, compact, pal)
        self._show_hand(view, sv, ui, pal)
        self._show_options(view, ui)
        # the piles are drawn for their box's width when painted (the panel beside them may change it)
        piles = functools.partial(self.pile_lines, view, pal)
        self.query_one("#rq-piles", WidthLines).show((view, pal, language(), ui.narrow), piles)

    def _show_parts(self, view: RoadQuestView, me: int, sv: SeatView, compact: bool, pal: Palette) -> None:
        """The status, the opponents, your road, character and what waits, the discard's line."""
        self.query_one("#rq-status", StatusBar).say(self.status_text(view))
        opponents = self.query_one("#rq-opponents", TextBox)
        self._title(opponents, _("Opponents"))
        rivals = self.opponents_text(view, me, compact, pal)
        opponents.say(rivals)
        opponents.styles.height = len(rivals.plain.split("\n")) + (0 if compact else 2)  # sized to what it holds
        # a fixed share of the width (its lines are made for it), the piles take the rest
        opponents.styles.width = "1fr" if compact else self._opponents_width()
        self.query_one("#rq-road", TextBox).say(self.road_text(view, sv, me, compact, pal))
        self.query_one("#rq-me", TextBox).say(self.me_text(view, sv, compact, pal))
        waiting = self.query_one("#rq-waiting", TextBox)
        waiting.say(self.waiting_text(view, sv))
        waiting.display = bool(sv.pending)  # the row goes to the hand and the choices when nothing waits
        if compact:
            self.query_one("#rq-pile-line", TextBox).say(self.pile_line(view, pal))

    # -- parts ------------------------------------------------------------------------------
    def status_text(self, view: RoadQuestView) -> Text:
        t = Text()
        t.append(_("Turn {n}").format(n=max(1, view.turn)), style="bold")
        if view.to_move is not None:
            t.append(" · ▶ ")
            t.append(seat_name(self.names, view.to_move), style="bold")
            if not self.ui.compact and view.phase != "main":  # (the main phase's choices: the prompt says them)
                t.append(" ({phase})".format(phase=_(PHASE_WORDS[view.phase]) if view.phase in PHASE_WORDS else view.phase))
        else:
            t.append(" · " + _("GAME OVER"), style="bold")
        rest = Text()
        if self.ui.compact:  # (the large layouts: the piles' boxes say them, once)
            t.append(" · " + _("deck {n} · discard {d}").format(n=view.deck_size, d=view.discard_size))
            if "battlefield" not in view.variants:
                rest.append(" · " + _("treasures {n}").format(n=view.treasure_deck_size))
        if view.direction < 0:
            rest.append(" · " + _("play reversed"))
        t.append_text(rest)
        if view.variants and not self.ui.compact:
            t.append(" · " + ", ".join(_(VARIANT_TITLES[v]) if v in VARIANT_TITLES else v for v in view.variants), style="dim")  # their titles
        return t

    def opponents_text(self, view: RoadQuestView, me: int, compact: bool, pal: Palette | None = None) -> Text:
        """Each opponent: who, character, life, hand and items on a line, then their road with
        what waits on it (compact: all on one line, the road shortened; the attack in words when
        every line has room for it, else its number)."""
        if compact:
            long = self._opponents_text(view, me, compact, pal, attack_words=True)
            if all(line.cell_len <= self._main_width() - 2 for line in long.split("\n")):
                return long
        return self._opponents_text(view, me, compact, pal)

    def _opponents_text(
        self, view: RoadQuestView, me: int, compact: bool, pal: Palette | None = None, attack_words: bool = False
    ) -> Text:
        t = Text(no_wrap=True, overflow="ellipsis")
        first = True
        rivals = [sv for sv in view.seats if sv.seat != me]
        levels = not compact and not self.ui.narrow  # at 120 columns the room goes to the items

        def who_cells(sv: SeatView) -> int:
            bot = self.bots[sv.seat] if levels and sv.seat < len(self.bots) else None
            return len(seat_name(self.names, sv.seat)) + (len(f" ({level_name(bot)})") if bot else 0)

        def char_words(sv: SeatView) -> str:
            if compact and attack_words:
                return f" {character_text(sv)}"
            if compact:
                return f" {rq_name(CARDS.character(sv.character).name)} {view_attack(CARDS, sv)}"
            return f" · {character_text(sv)}"

        # the names and characters padded alike, so the life bars stand in one column
        who_width = max((who_cells(sv) for sv in rivals), default=0)
        char_width = max((len(char_words(sv)) for sv in rivals if sv.character and sv.alive), default=0)
        numbers = table_numbers(CARDS.numbers, view.config)
        room = self._opponents_width() - 4  # the panel's widest line beside the piles
        for sv in rivals:
            if not first:
                t.append("\n")
            first = False
            moving = sv.seat == view.to_move
            t.append("▶ " if moving else "  ", style="bold")
            t.append(seat_name(self.names, sv.seat), style="bold reverse" if moving else "bold")
            bot = self.bots[sv.seat] if sv.seat < len(self.bots) else None
            if bot and levels:
                t.append(f" ({level_name(bot)})", style="dim")
            t.append(" " * (who_width - who_cells(sv)))
            if not sv.alive:
                t.append(" — " + _("out of the game"), style="dim")
                if not compact:
                    t.append("\n")
                continue
            if sv.character:
                t.append(char_words(sv).ljust(char_width) + (" " if compact else " · "))
                t.append_text(life_bar(sv.life, sv.max_life, life_cells(self.ui), pal, table_life(view.seats)))
            else:
                t.append(" " + _("no character yet"), style="dim")
            if compact:
                t.append(" ")
                t.append_text(mini_road(sv, pal, compact=True, faced=False))  # (the faced: the wide layouts)
                self._compact_gear(t, sv)
            for said, style in ((_("“almost done!”") if sv.announced else "", "bold"),
                                (_("did not announce!") if sv.forgot else "", pal.bad if pal else "bold")):
                if not said:
                    continue
                # on the next line when the road leaves it no room (longer words, longer roads)
                line = Text(t.plain.rsplit("\n", 1)[-1])
                if compact and line.cell_len + 3 + Text(said).cell_len > self._main_width() - 2:
                    t.append("\n" + " " * 4 + said, style=style)
                else:
                    t.append(" · " + said, style=style)
            # what waits on their road, as cards with their effect in words, under their line
            waits = waiting_lines(sv.pending, pal, numbers, self._main_width() - 2 if compact else room, 4, self.app.console)
            if compact:
                for line in waits:
                    t.append("\n")
                    t.append_text(line)
                continue
            # the hand and the items on the shorter of the two lines (the road's, unless what
            # waits on it makes it long): nothing cut in a language of longer words
            items = Text(" · " + _("hand {n}").format(n=sv.hand_size) + f" · {equipment_text(sv)}")
            road = Text("    " + _("road {n}/{goal}").format(n=len(sv.roads), goal=GOAL) + " ")
            road.append_text(mini_road(sv, pal, named=False))
            first_line = Text(t.plain.rsplit("\n", 1)[-1])
            if road.cell_len + items.cell_len <= room:
                road.append_text(items)
            elif first_line.cell_len + items.cell_len <= room:
                t.append_text(items)
            else:  # on a line of their own under the road: nothing cut beside the piles
                road.append("\n    " + items.plain[len(" · "):])
            t.append("\n")
            t.append_text(road)
            for line in waits:
                t.append("\n")
                t.append_text(line)
        return t

    def _compact_gear(self, t: Text, sv: SeatView) -> None:
        """A rival's weapon and shield after their road on their line (80x24): "✦Shield", each
        name cut ("✦Shie.") when the whole does not fit, else on a line of its own under it."""
        names = [rq_name(CARDS.cards[c].name) for c in (sv.weapon, sv.shield) if c >= 0]
        if not names:
            return
        room = self._main_width() - 2 - Text(t.plain.rsplit("\n", 1)[-1]).cell_len
        whole = " " + " ".join(f"{POWER}{n}" for n in names)
        cut = " " + " ".join(f"{POWER}{n[:4]}." if len(n) > 5 else f"{POWER}{n}" for n in names)
        if len(whole) <= room:
            t.append(whole, style="bold")
        elif len(cut) <= room:
            t.append(cut, style="bold")
        else:
            t.append("\n    " + whole.strip(), style="bold")

    def road_text(self, view: RoadQuestView, sv: SeatView, me: int, compact: bool, pal: Palette) -> Text:
        """The road of the seat on screen: the large layouts draw its 8 places as cards under a
        line that says where the player stands; the compact one a line."""
        name = seat_name(self.names, me)
        moving = me == view.to_move
        head = Text()
        head.append("▶ " if moving else "", style="bold")
        head.append(road_words(name, len(sv.roads)), style="bold")
        if compact:
            head.append("  ")
            head.append_text(mini_road(sv, pal, compact=True))
            return head
        if sv.roads:
            last = CARDS.cards[sv.roads[-1]]
            head.append(f"  {PAWN} " + _("on") + " ", style=pal.muted)
            head.append_text(terrain_tag(last.terrain, pal))
            head.append(" · " + _("next road: {roads}").format(roads=follows_text(last)), style=pal.muted)
        else:
            head.append(f"  {PAWN} " + _("at the start · any road may come first"), style=pal.muted)
        if sv.pending:
            head.append(" · " + _("{n} waiting on the road").format(n=len(sv.pending)), style=pal.bad)
        if sv.faced:
            head.append(" · " + faced_text(len(sv.faced)), style=pal.muted)
        room = self._room("#rq-road", self._main_width() - 2)
        rows = self.TILE_ROWS + (1 if self._screen_height() >= 46 else 0)  # room for an obstacle's words
        tiles = road_tiles(sv, pal, room, rows, table_numbers(CARDS.numbers, view.config), them=not is_you_shown(name))
        return stack([head, *tiles])

    def me_text(self, view: RoadQuestView, sv: SeatView, compact: bool, pal: Palette | None = None) -> Text:
        t = Text()
        t.append(character_text(sv), style="bold")
        if sv.character and not compact:
            t.append(" — " + trait_text(sv.character, table_numbers(CARDS.numbers, view.config)), style="dim")
        if sv.character:
            t.append(" · ")
            t.append_text(life_bar(sv.life, sv.max_life, life_cells(self.ui), pal, table_life(view.seats)))
        t.append(f" · {equipment_text(sv)}")
        if sv.character and compact:  # the trait too when the line has room (the large layouts: after the name)
            trait = " · " + trait_text(sv.character, table_numbers(CARDS.numbers, view.config))
            if t.cell_len + len(trait) <= self._main_width() - 2:
                t.append(trait, style="dim")
        if not sv.alive:
            t.append(" · " + _("OUT"), style=pal.bad if pal else "bold")
        if view.peek >= 0:
            t.append("\n" + _("You saw the top of the deck: "))
            t.append_text(card_tag(view.peek))
            t.append(" " + _("(combat {n})").format(n=CARDS.cards[view.peek].combat))
        return t

    def waiting_text(self, view: RoadQuestView, sv: SeatView) -> Text:
        if not sv.pending:
            return Text(_("Nothing waits to be faced.") if view.phase != "character" else "", style="dim")
        t = Text(_("Waiting to be faced: "), style="bold #e07050")
        numbers = table_numbers(CARDS.numbers, view.config)
        for i, c in enumerate(sv.pending):
            if i:
                t.append(_(", then "))
            t.append_text(card_tag(c))
            t.append(f" ({short_effect(CARDS.cards[c], numbers)})", style="dim")
        return t

    def pile_line(self, view: RoadQuestView, pal: Palette | None = None) -> Text:
        """The discard's top card in words on a line of its own (80x24, where the piles' box is
        hidden): its whole name and combat number, whatever the language."""
        t = Text(_("Discard") + " ", style="bold")
        if view.discard_top >= 0:
            # its name always ("▲M Mountain road", not "▲M road→M F"), what it does when it fits
            c = CARDS.cards[view.discard_top]
            t.append_text(card_name_tag(view.discard_top))
            muted = pal.muted if pal else "dim"
            combat = " " + _("(combat {n})").format(n=c.combat)
            effect = f" ({short_effect(c, table_numbers(CARDS.numbers, view.config))})"
            if t.cell_len + len(effect) + len(combat) <= self._main_width() - 2:
                t.append(effect, style=muted)
            t.append(combat, style=muted)
        else:
            t.append(_("empty"), style=pal.muted if pal else "dim")
        return t  # (its count: the status bar's "discard 8")

    def piles_text(self, view: RoadQuestView, pal: Palette | None = None) -> Text:
        """The deck, the discard (its top face up) and the treasures, as cards."""
        return stack(self.pile_lines(view, pal or palette(self), self._room("#rq-piles", 43 if self.ui.narrow else 51)))

    def pile_lines(self, view: RoadQuestView, pal: Palette, width: int) -> list[Text]:
        """The piles' lines for a box `width` cells wide."""
        treasures = None if "battlefield" in view.variants else (view.treasure_deck_size, view.treasure_discard_size)
        numbers = table_numbers(CARDS.numbers, view.config)
        return pile_cards(view.deck_size, view.discard_size, view.discard_top, treasures, pal, width, 5, numbers)

    def _show_hand(self, view: RoadQuestView, sv: SeatView, ui: RoadUi, pal: Palette) -> None:
        box = self.query_one("#rq-hand", Lines)
        prompt = self.query_one("#rq-prompt", PromptBar).text if ui.compact else ""  # (80x24: the room the hand leaves)
        drawn = (self._parts, ui.selected, list(ui.options), box.content_size.width, prompt)
        if drawn == self._hand_drawn:  # (the highlighted choice moved: the hand is the same)
            return
        self._hand_drawn = drawn
        if sv.hand is None:
            self._title(box, _("Hand ({n})").format(n=sv.hand_size))
            if ui.compact:
                box.show(Text(ngettext("Hand: {n} card (hidden)", "Hand: {n} cards (hidden)", sv.hand_size).format(n=sv.hand_size), style="dim"), [-1])
            else:
                backs = [card_lines([Text(FACE_DOWN * 3, style=pal.muted)], 7, 4, pal, family="empty") for _back in range(sv.hand_size)]
                lines = side_by_side(backs) or [Text("")]
                lines.append(Text(ngettext("{n} card, hidden", "{n} cards, hidden", sv.hand_size).format(n=sv.hand_size), style=pal.muted))
                box.show(stack(lines), [-1] * len(lines))
            return
        playable = {c for a in ui.legal or ui.options for c in _cards_of(a)}
        follows = {a.card for a in ui.legal or ui.options if isinstance(a, LayRoad)}
        marked = any(c in playable and c not in follows for c in sv.hand)
        self._title(box, _("Hand ({n})").format(n=len(sv.hand)) + (" · " + hand_legend() if marked else ""))
        if not ui.compact:
            self._show_hand_cards(box, sv.hand, ui, pal, playable, follows, table_numbers(CARDS.numbers, view.config))
            return
        numbers = table_numbers(CARDS.numbers, view.config)
        if not sv.hand:
            box.show(Text(_("empty"), style="dim"), [-1])
            return
        width = self._main_width() - 2
        # with the • marks, and their legend; else (80x24 in French: no row for the legend but one
        # a choice needs) without them: no mark left unexplained, no choice pushed out
        for marks in (playable, set()):
            rows_shown, items, columns, explained = self._compact_hand_rows(view, sv, ui, pal, marks, follows, numbers, width, marked and bool(marks))
            if explained:
                break
        box.show(Text("\n").join(rows_shown), items, columns)

    def _compact_hand_rows(
        self, view: RoadQuestView, sv: SeatView, ui: RoadUi, pal: Palette, playable: set[int], follows: set[int],
        numbers: Mapping[str, int], width: int, marked: bool,
    ) -> tuple[list[Text], list[int], list[list[tuple[int, int]]], bool]:
        """The compact hand's rows, items and columns, and whether the • legend has its place
        (or no • is drawn)."""
        assert sv.hand is not None
        # each card's effect in words when the rows that takes leave every choice in sight (else, a
        # long name or language: the shorter tags, "♣F road→F P S", "♣F Bear 5/6")
        # (in between: the roads by name alone, their effect is in their choice's words; the other
        # cards keep theirs: a long language loses the roads' words before any card's effect)
        hand = sv.hand

        def laid(words: Callable[[Card], bool]) -> tuple[list[list[tuple[int, Text]]], int]:
            return flow([self._hand_words(c, i, ui, pal, playable, follows, numbers, words(CARDS.cards[c])) for i, c in enumerate(hand)], width, 3)

        tried = [laid(lambda c: True), laid(lambda c: c.kind != "road"), laid(lambda c: False)]
        self.words_rows = len(tried[0][0])  # (a held-back reason in the prompt never costs the cards' words)
        terse = tried[-1][0]
        shown = min(len(ui.options), self._options_room(len(terse)))
        rows, column = next((r, col) for r, col in tried if len(r) <= len(terse) or self._options_room(len(r)) >= shown)
        legend = [SELECTED + " " + _("follows")] if any(c in follows for c in sv.hand) else []
        legend += [hand_legend()] if marked else []
        rows_shown: list[Text] = []
        items: list[int] = []
        columns: list[list[tuple[int, int]]] = []
        for row in rows:
            line = Text()
            columns.append([])
            for n, (i, piece) in enumerate(row):
                if n:
                    line.append(" " * (column - line.cell_len))
                columns[-1].append((line.cell_len, i))
                line.append_text(piece)
            rows_shown.append(line)
            items.append(row[0][0])
        # (80x24 draws no title) what ✓ and • mean, at the right end of the last row with room:
        # both on one row, else each where it fits (• first: no title says it at this size)
        if legend and not said_on_a_row(rows_shown, " · ".join(legend), width, pal.muted):
            for words in reversed(legend):
                if said_on_a_row(rows_shown, words, width, pal.muted) or words != hand_legend():
                    continue
                words = hand_legend(short=True)  # (a word rather than a row the choices need)
                if not said_on_a_row(rows_shown, words, width, pal.muted):
                    if not self._choices_whole(view, len(rows_shown) + 1):
                        return rows_shown, items, columns, False
                    rows_shown.append(Text())  # (a row of its own rather than • unexplained)
                    items.append(-1)
                    columns.append([])
                    said_on_a_row(rows_shown, hand_legend(), width, pal.muted)  # (a row: room for it whole)
        return rows_shown, items, columns, True

    def _hand_words(
        self, card: int, i: int, ui: RoadUi, pal: Palette, playable: set[int], follows: set[int], numbers: Mapping[str, int], words: bool
    ) -> Text:
        """"3 ·P Plain road (next: any) ✓": a hand card on a line (80x24), what it does in words."""
        c = CARDS.cards[card]
        t = Text(f"{i + 1 if i < 9 else ' '} ", style="bold")
        if words or c.kind == "road":  # (a road by its name, never "road→F P S" alone: ✓ says it may follow)
            tag = _terrain_first(c)
            tag.append(rq_name(c.name))
        else:
            tag = card_tag(card)
        if ui.selected == card:
            tag.stylize("reverse")
        t.append_text(tag)
        if words:
            t.append(f" ({short_effect(c, numbers)})", style=pal.muted)
        if card in follows:
            t.append(f" {SELECTED}", style="bold #60c060")
        elif card in playable:
            t.append(" •", style="bold")
        return t

    def _show_hand_cards(
        self, box: Lines, hand: Sequence[int], ui: RoadUi, pal: Palette, playable: set[int], follows: set[int],
        numbers: Mapping[str, int],
    ) -> None:
        """The hand as a row of cards (more rows when they do not fit): the key, the kind and the
        combat number on the top edge, the name and what it does inside, ✓ (a road that may follow
        now) or • (a card playable now) on the bottom edge; the selected card framed heavy."""
        if not hand:
            box.show(Text(_("empty"), style="dim"), [-1])
            return
        room = self._room("#rq-hand", self._main_width() - 2)
        most = max(1, (room + 1) // 11)  # cards of at least 10 cells a row
        per_row = min(len(hand), most)
        # the row's width shared out to the last cell (a card a cell wider before its words wrap)
        width = min(self.HAND_CELLS, (room - (per_row - 1)) // per_row)
        spare = 0 if width == self.HAND_CELLS else room - (per_row - 1) - width * per_row
        height = 6  # a long name and effect whole rather than cut (a row more), else no empty rows
        if self.app.size.height >= 40 and any(hand_card_rows(c, width, numbers) > height - 2 for c in hand):
            height = 7
        lines: list[Text] = []
        items: list[int] = []
        columns: list[list[tuple[int, int]]] = []
        for first in range(0, len(hand), per_row):
            row = hand[first : first + per_row]
            cards = []
            starts: list[tuple[int, int]] = []
            at = 0
            for j, c in enumerate(row):
                i = first + j
                w = width + (1 if j < spare else 0)
                starts.append((at, i))
                at += w + 1
                mark = f"{SELECTED} " + _("follows") if c in follows else "•" if c in playable else ""
                state = "selected" if ui.selected == c else ""  # (framed heavy, in its place: no row kept for a lift)
                cards.append(self._hand_card(c, str(i + 1) if i < 9 else " ", pal, w, height, state, mark, numbers))
            for line in side_by_side(cards):
                lines.append(line)
                items.append(first)
                columns.append(starts)
        box.show(stack(lines), items, columns)

    def _hand_card(
        self, card: int, key: str, pal: Palette, width: int, height: int, state: str, mark: str, numbers: Mapping[str, int]
    ) -> list[Text]:
        """A hand card's lines, kept by what they show: a pick redraws one or two cards, not all."""
        shown = (card, key, width, height, state, mark, pal, language(), tuple(numbers.items()))
        lines = self._hand_faces.get(shown)
        if lines is None:
            if len(self._hand_faces) > 200:  # (another theme, language or size: the old ones go)
                self._hand_faces.clear()
            lines = self._hand_faces[shown] = hand_card(card, key, pal, width, height, state=state, mark=mark, numbers=numbers)
        return lines

    def _show_options(self, view: RoadQuestView, ui: RoadUi) -> None:
        box = self.query_one("#rq-options", Lines)
        options = ui.options
        if ui.compact:  # the rows the other parts leave, the log's least kept
            height = self._options_room()
        else:  # as tall as the choices are many, up to a cap: the log takes the rows left
            height = 8 if self._screen_height() < 46 else 12
        self._options_height = height
        if not options:
            box.styles.height = 0
            box.show(Text(""), [])
            return
        width = box.content_size.width or self.app.size.width
        wrapped: dict[int, list[Text]] = {}

        def rows_of(i: int) -> list[Text]:
            """Option i's rows: a long one (French, Russian) goes on under its words."""
            if i not in wrapped:
                wrapped[i] = self._option_rows(view, ui, i, width)
            return wrapped[i]

        if not ui.compact and self._show_options_in_columns(view, ui, box, width, height):
            return
        if ui.compact and sum(len(rows_of(i)) for i in range(len(options))) == height + 1:
            height += 1  # (80x24: the log's second line for the last choice, e or k, rather than cut it)
        start = max(0, min(ui.cursor - height // 2, len(options) - height))
        while start < ui.cursor and sum(len(rows_of(j)) for j in range(start, ui.cursor + 1)) > height:
            start += 1  # the cursor's option whole on screen
        rows: list[Text] = []
        items: list[int] = []
        for i in range(start, len(options)):
            # (80x24: an option's last row may take one of the log's, never a choice cut short)
            more = 1 if ui.compact and len(rows) + len(rows_of(i)) == height + 1 else 0
            for row in rows_of(i):
                if len(rows) < height + more:
                    rows.append(row)
                    items.append(i)
            if len(rows) >= height:
                break
        box.show(Text("\n").join(rows), items)
        self._size_options(box, len(rows))

    COLUMN_GAP = 3

    def _show_options_in_columns(self, view: RoadQuestView, ui: RoadUi, box: Lines, width: int, height: int) -> bool:
        """The choices in two columns, a, b, c… down the first then the second, when there are
        more than three and each fits its column whole (the large layouts: the band's right half is
        theirs rather than empty, and the log keeps the rows saved); False when they do not."""
        # a plain loss (listed last, its warning long) keeps a whole row under the columns
        total = len(ui.options)
        n = total
        while n and loss_note(CARDS, view, ui.options[n - 1]):
            n -= 1
        down = (n + 1) // 2
        if n <= 3 or down + total - n > height:
            return False
        cells = [self._option_rows(view, ui, i, width) for i in range(total)]
        if any(len(rows) > 1 for rows in cells[:n]):
            return False
        # the second column starts past the first's longest choice: each whole on its row
        half = max(rows[0].cell_len for rows in cells[:down])
        if half + self.COLUMN_GAP + max(rows[0].cell_len for rows in cells[down:n]) > width:
            return False
        rows: list[Text] = []
        columns: list[list[tuple[int, int]]] = []
        for r in range(down):
            line = cells[r][0].copy()
            columns.append([(0, r)])
            if r + down < n:
                line.append(" " * (half + self.COLUMN_GAP - line.cell_len))
                columns[-1].append((half + self.COLUMN_GAP, r + down))
                line.append_text(cells[r + down][0])
            rows.append(line)
        items = list(range(down))
        for i in range(n, total):
            rows += cells[i]
            items += [i] * len(cells[i])
            columns += [[(0, i)]] * len(cells[i])
        box.show(Text("\n").join(rows), items, columns)
        self._size_options(box, len(rows))
        return True

    def _size_options(self, box: Lines, rows: int) -> None:
        """The choices' box as tall as its rows. Once it is drawn, a new height waits for the
        frame that shows the new rows (they fit in the old height, or its first rows show for
        that frame): a key's answer is not held up by a layout pass of the whole screen."""
        self._options_rows = rows
        if not box.size.height:  # not drawn yet, or empty: at once
            box.styles.height = rows
        elif not self._options_sizing:
            self._options_sizing = True
            self.call_after_refresh(self._apply_options_height)

    def _apply_options_height(self) -> None:
        self._options_sizing = False
        self.query_one("#rq-options", Lines).styles.height = self._options_rows  # (no layout pass when the same)

    LOG_ROWS = 3  # the compact log's rows kept: its top edge and two lines (one, to finish a choice)

    def choices_whole_with_prompt(self, view: RoadQuestView, prompt_rows: int) -> bool:
        """80x24: whether every listed choice stands whole under a prompt of `prompt_rows` rows
        (the large layouts: always)."""
        return not self.ui.compact or self._choices_whole(view, hand_rows=self.words_rows or None, prompt_rows=prompt_rows)

    def _choices_whole(self, view: RoadQuestView, hand_rows: int | None = None, prompt_rows: int | None = None) -> bool:
        """80x24: whether every choice's rows fit the room the other parts leave (the log's
        second line kept): a legend or a reason only when no choice is pushed out for it."""
        width = max(10, self._main_width() - 2)
        rows = sum(len(self._option_rows(view, self.ui, i, width)) for i in range(len(self.ui.options)))
        return rows <= self._options_room(hand_rows=hand_rows, prompt_rows=prompt_rows)

    def _options_room(self, hand_rows: int | None = None, prompt_rows: int | None = None) -> int:
        """The rows the compact layout leaves the choices: the board's height less every other
        part's rows as their texts wrap now (the prompt's as last said, or `prompt_rows`; the
        hand's, or `hand_rows`) and the log's least."""
        width = max(10, self._main_width() - 2)
        console = self.app.console

        def rows(box_id: str) -> int:
            box = self.query_one(box_id)
            text = box.text if isinstance(box, (TextBox, Lines)) else ""
            if not box.display or not text:
                return 0 if not box.display else 1
            return len(Text(text).wrap(console, width))

        used = 1 + self.query_one("#rq-opponents", TextBox).text.count("\n") + 1  # the status, the seats
        used += 1 + 1  # the discard's line, your road's line
        used += rows("#rq-me") + rows("#rq-waiting") + min(PromptBar.MAX_LINES, rows("#rq-prompt") if prompt_rows is None else prompt_rows)
        used += rows("#rq-hand") if hand_rows is None else hand_rows
        height = self.size.height or self.app.size.height - 1  # (the footer is the screen's)
        return max(1, height - used - self.LOG_ROWS)

    def fit_options(self, view: RoadQuestView) -> None:
        """After the prompt is said: the choices again when its rows changed the room they have."""
        if not self.ui.compact:
            return
        self._show_hand(view, view.seats[self.seat_on_screen(view)], self.ui, palette(self))  # (its words: the room left)
        if self._options_room() != self._options_height:
            self._show_options(view, self.ui)

    def _option_rows(self, view: RoadQuestView, ui: RoadUi, i: int, width: int) -> list[Text]:
        a = ui.options[i]
        key = key_shown(self.app, ui.keys[i]) if i < len(ui.keys) and ui.keys[i] != " " else " "  # as the footer names keys
        line = Text(f"{'▶' if i == ui.cursor else ' '} {key}  ", style="bold")
        loss = loss_note(CARDS, view, a)
        # a plain loss (listed last) is dimmed and says why, in the colour of what goes wrong
        line.append(action_text(a, CARDS, self.names, table_numbers(CARDS.numbers, view.config)), style="dim" if loss else "")
        if i < len(ui.notes) and ui.notes[i]:
            line.append(" " + ui.notes[i], style="dim" if loss else "")
        said = len(line)
        extra = self.option_note(view, a)
        if isinstance(extra, Text):
            line.append(" — ")
            line.append_text(extra)
        elif extra:
            line.append(f" — {extra}", style="bold #e0b040")
        if loss:
            line.append(f" — ✗ {loss}", style=palette(self).bad)
        if i == ui.cursor:  # (not over a life bar: reversed, its cells would read empty)
            line.stylize("reverse", 2, said if isinstance(extra, Text) else None)
        if line.cell_len <= width or width < 20:
            return [line]
        hang = 5  # under the option's words, past "▶ a  "
        console = self.app.console
        first = line.wrap(console, width)[0]
        head, more = line.divide([len(first.plain.rstrip())])
        more = more[len(more.plain) - len(more.plain.lstrip()) :]  # the next row starts at a word
        return [head, *(Text(" " * hang) + part for part in more.wrap(console, width - hang))]

    def option_note(self, view: RoadQuestView, action: Action) -> str | Text:
        """The exact chance of a fight, before choosing; the card on top of the discard."""
        if isinstance(action, ChooseCharacter):
            return character_choice_note(view, action.character, life_cells(self.ui), palette(self))
        if isinstance(action, Draw) and action.source == "discard" and view.discard_top >= 0:
            return card_text(CARDS.cards[view.discard_top], table_numbers(CARDS.numbers, view.config))
        if isinstance(action, Fight) and view.to_move is not None:
            sv = view.seats[view.to_move]
            if sv.pending:
                return _("chance to win {chance}").format(chance=chance_text(fight_chance(CARDS, view, view.to_move, sv.pending[0])))
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
