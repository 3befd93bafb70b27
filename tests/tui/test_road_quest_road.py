"""The Road Quest table's road, in the real app, for every seeded position at 80x24, 120x40 and
160x50: the next place to fill is shown, once, where it is; what waits for a player stands on
their road with what it does in words; and nothing of the table is cut ("…") at 80x24 and 120x40
in English, French and Russian."""

from __future__ import annotations

from typing import Any

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.games import get_game
from dragonwood_tui.games.road_quest.actions import Attack
from dragonwood_tui.games.road_quest.config import table_numbers
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.road_quest.lines import Lines
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, GOAL, NEXT_PLACE, PILE_CELLS, short_effect
from dragonwood_tui.tui.widgets.status_bar import TextBox

from . import road_quest_positions as positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app
from .test_i18n_screens import english_afterwards, screen_text  # noqa: F401  (fixture)

GAME = get_game("road-quest")
SIZES = pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
# every position a person decides in (the end of a game has no next place; the hot seat's
# screen is the "pass to" one)
DECIDING = ["character", "draw", "creature", "ambush", "main", "announce", "call-out", "discard", "spoils", "four-seats",
            "camp-at-full-life"]


def words(text: str) -> list[str]:
    return text.split()


def shown_whole(text: str, where: str) -> bool:
    """Every word of `text` in `where`, in order (a name or effect may wrap inside a card)."""
    at = 0
    for word in words(text):
        at = where.find(word, at)
        if at < 0:
            return False
        at += len(word)
    return True


def box_text(board: Any, box_id: str) -> str:
    return board.query_one(box_id).text  # (a TextBox, or the hand's and the choices' Lines)


@SIZES
@pytest.mark.parametrize("position", DECIDING)
@run_async
async def test_the_next_place_and_what_waits_are_on_the_road(folders: Folders, size, position) -> None:
    match = positions.match(position)
    async with table_in_app(folders, match, size) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        await settle(pilot, lambda: board.view is not None and box_text(board, "#rq-road") != "")
        view = board.view
        me = board.seat_on_screen(view)
        sv = view.seats[me]
        road = box_text(board, "#rq-road")
        numbers = table_numbers(CARDS.numbers, view.config)
        compact = screen.ui.compact
        lines = road.split("\n")
        if sv.pending:
            waiting = box_text(board, "#rq-waiting")
            for card_id in sv.pending:
                card = CARDS.cards[card_id]
                effect = short_effect(card, numbers)
                assert shown_whole(effect, waiting), (effect, waiting)  # in words, under the road
                if not compact:  # a card standing on the road: its name and what it does
                    assert shown_whole(card_name("road-quest", card.name), road), road
                    assert shown_whole(effect, road), (effect, road)
            assert NEXT_PLACE not in road  # something waits: no road is laid this turn
        elif sv.alive and len(sv.roads) < GOAL and view.phase != "character":
            if compact:
                assert road.count(NEXT_PLACE) == 1, road
                assert road.index(NEXT_PLACE) > max(road.find("♟"), 0)  # ahead of the player
            else:
                top = lines[1]  # the head, then the tiles' top edges
                assert top.count("┌") == 1, top  # one framed empty place: the next
                assert f"┌┄{len(sv.roads) + 1}" in top, top
                here = pgettext_lay_here()
                assert road.count(here) == 1, road
                # the places further ahead are quiet: no frame, their numbers on a dotted path
                for n in range(len(sv.roads) + 2, GOAL + 1):
                    assert any(f"┄ {n} ┄" in line for line in lines), (n, road)
        # what waits on a rival's road: at every size (80x24 too) each card by its name and
        # what it does in words, in the opponents' panel
        panel = box_text(board, "#rq-opponents")
        for rival in view.seats:
            if rival.seat != me and rival.pending:
                for card_id in rival.pending:
                    card = CARDS.cards[card_id]
                    assert shown_whole(card_name("road-quest", card.name), panel), panel
                    theirs = short_effect(card, numbers, them=True)
                    assert shown_whole(theirs, panel), (theirs, panel)
                    if card.kind == "ambush":  # said of the rival, never "lose your last road"
                        assert short_effect(card, numbers) not in panel, panel


def pgettext_lay_here() -> str:
    return i18n.pgettext("road quest: the next place of a road", "lay here")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [SMALL, (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("position", DECIDING)
@run_async
async def test_nothing_on_the_table_is_cut(folders: Folders, english_afterwards, size, position, lang) -> None:
    match = positions.match(position)
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        await settle(pilot, lambda: board.view is not None and box_text(board, "#rq-road") != "")
        await pilot.pause()
        assert i18n.language() == lang
        text = screen_text(app)
        assert "…" not in text, text


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_end_screen_cuts_no_road_at_80x24(folders: Folders, english_afterwards, lang) -> None:
    """The end screen's table (each seat's road last) fits inside its box at 80 columns: a long
    road goes on under itself instead of the box cutting its last place and the obstacles faced."""
    from dragonwood_tui.tui.games.road_quest.end import RoadQuestGameOverScreen
    from .table_helpers import open_position

    app = folders.app(settings=Settings(bot_pace="instant", language=lang, motion=False))
    async with app.run_test(size=SMALL) as pilot:
        await open_position("over", top=RoadQuestGameOverScreen, positions=positions)(pilot)
        box = app.screen.query_one("#over-box")
        table = app.screen.query_one("#over-table")
        await settle(pilot, lambda: table.region.width > 0)
        assert table.region.right <= box.content_region.right, (table.region, box.content_region)
        assert "…" not in screen_text(app)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position", DECIDING)
@run_async
async def test_the_choices_leave_no_blank_rows_at_80x24(folders: Folders, english_afterwards, position, lang) -> None:
    """At 80x24 the choices take as many rows as they have (none blank) and the log every row
    left, at least its edge and two lines; nothing runs past the footer."""
    match = positions.match(position)
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, SMALL, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        options = board.query_one("#rq-options", Lines)
        log = board.query_one("#rq-log")
        await settle(pilot, lambda: options.text != "" and options.region.height == options.text.count("\n") + 1)
        assert options.region.height == options.text.count("\n") + 1, (options.region, options.text)
        assert all(row.strip() for row in options.text.split("\n")), options.text  # no blank row
        assert log.region.y == options.region.bottom, (log.region, options.region)  # the log right under them
        assert log.region.height >= board.LOG_ROWS - 1, log.region  # (one row lent to finish a choice)
        last = options.items[-1]  # the last choice listed is whole, never cut short
        whole = board._option_rows(board.view, screen.ui, last, options.content_size.width)
        assert options.items.count(last) == len(whole), (options.text, whole)
        assert log.region.bottom == board.region.bottom, (log.region, board.region)  # to the footer, not past it


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position, presses", [("main", ("6",)), ("main", ("1",)), ("ambush", ())])
@run_async
async def test_a_prompt_naming_a_card_says_it_in_words(folders: Folders, english_afterwards, position, presses, lang) -> None:
    """The prompt of a selected hand card or of an obstacle to face names it in the form the
    language asks and says what it does; never a placeholder ("{card:gen}") on screen."""
    match = positions.match(position)
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, SMALL, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        for key in presses:
            await pilot.press(key)
        board = screen.board
        view = board.view
        seat = view.seats[view.to_move]
        card_id = screen.ui.selected if presses else seat.pending[0]
        assert card_id is not None
        effect = short_effect(CARDS.cards[card_id], table_numbers(CARDS.numbers, view.config))
        prompt = board.query_one("#rq-prompt", TextBox)
        await settle(pilot, lambda: effect in prompt.text)
        assert "{" not in prompt.text and "}" not in prompt.text, prompt.text
        assert effect in prompt.text, (effect, prompt.text)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_two_obstacles_waiting_on_a_rival_are_both_said_whole(folders: Folders, english_afterwards, size, lang) -> None:
    """A creature and then an ambush waiting on a rival's road (the ambush just sent by a key):
    both by name and effect in words in the opponents' panel, in order, nothing cut, the joining
    words never starting a line."""
    match = positions.match("main")
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        send = next(i for i, a in enumerate(screen.ui.options) if isinstance(a, Attack) and CARDS.cards[a.card].kind == "ambush")
        await pilot.press(screen.ui.keys[send])
        await settle(pilot, lambda: any(len(sv.pending) > 1 for sv in board.view.seats))
        await pilot.pause()
        view = board.view
        numbers = table_numbers(CARDS.numbers, view.config)
        panel = box_text(board, "#rq-opponents")
        rival = next(sv for sv in view.seats if len(sv.pending) > 1)
        said = " ".join(f"{card_name('road-quest', CARDS.cards[c].name)} {short_effect(CARDS.cards[c], numbers, them=True)}" for c in rival.pending)
        assert shown_whole(said, panel), (said, panel)
        assert not any(line.strip().startswith(",") for line in panel.split("\n")), panel
        assert "…" not in screen_text(app)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@SIZES
@pytest.mark.parametrize("position", DECIDING)
@run_async
async def test_the_hands_mark_is_explained_where_it_shows(folders: Folders, english_afterwards, size, position, lang) -> None:
    """A hand card marked • (a choice below plays it now): the screen says what • means, in the
    language, at every size (80x24 after the hand's cards, the larger ones in the hand's title);
    no mark, no legend."""
    from dragonwood_tui.tui.games.road_quest.board import hand_legend

    match = positions.match(position)
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        await settle(pilot, lambda: board.view is not None and box_text(board, "#rq-road") != "")
        await pilot.pause()
        hand = box_text(board, "#rq-hand")
        text = screen_text(app)
        legend, short = hand_legend(), hand_legend(short=True)  # (short: a full 80x24 screen)
        marked = "•" in hand.replace(legend, "").replace(short, "")
        assert (legend in text or short in text) == marked, (marked, legend, text)


@pytest.mark.parametrize("position", DECIDING)
@run_async
async def test_the_log_keeps_five_lines_at_120x40(folders: Folders, position) -> None:
    """At 120x40, whatever the decision (the most choices, four seats), the log shows at least
    five lines: no blank row above the prompt and no frame below the log take them."""
    match = positions.match(position)
    async with table_in_app(folders, match, (120, 40)) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        await settle(pilot, lambda: board.view is not None and box_text(board, "#rq-road") != "")
        await pilot.pause()
        assert board.query_one("#rq-log").content_size.height >= 5


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(120, 40), LARGE], ids=["120x40", "160x50"])
@pytest.mark.parametrize("position", DECIDING)
@run_async
async def test_the_piles_use_their_room(folders: Folders, english_afterwards, size, position, lang) -> None:
    """At 160x50 the piles fill the width beside the opponents (no empty band at their right)
    and the discard's top card says what it does in words, not only its name; narrower
    (120x40), what it does is said whole or not at all."""
    match = positions.match(position)
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match, size, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        await settle(pilot, lambda: board.view is not None and box_text(board, "#rq-piles") != "")
        await pilot.pause()
        view = board.view
        piles = board.query_one("#rq-piles")
        text = piles.text
        widest = max(len(line) for line in text.split("\n"))
        cards = 3 if "battlefield" not in view.variants else 2
        assert widest >= min(piles.content_size.width, cards * PILE_CELLS + cards - 1) - cards, (widest, text)
        if view.discard_top >= 0:
            effect = short_effect(CARDS.cards[view.discard_top], table_numbers(CARDS.numbers, view.config))
            if size == LARGE:
                assert shown_whole(effect, text), (effect, text)
            else:  # whole, or not begun: never "skip your" cut from "skip your next attack"
                start = " ".join(words(effect)[:2])
                assert shown_whole(effect, text) or start not in text, (effect, text)
