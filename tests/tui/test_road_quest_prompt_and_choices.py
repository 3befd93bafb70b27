"""What a new player was misled by on the Road Quest table, each now said as it is:

- after facing what was sent, the prompt offered "lay a road" with no road in the list: it now
  names only what the choices listed offer, and says why no road may be laid this turn;
- Enter played a camp listed first (giving up the road just laid): ending the turn comes first;
- two choices in the same words (two Mountain roads in hand) say which hand card each plays;
- a seat's road on one line had a ninth place when something waited on it: what waits stands on
  the next place, and a road always shows its 8 places.
"""

from __future__ import annotations

import msgspec

from dragonwood_tui.games.road_quest.actions import Camp, EndTurn, Endure, LayRoad
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, EMPTY_PLACE, GOAL, NEXT_PLACE, mini_road

from . import road_quest_positions as positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


@run_async
async def test_after_facing_an_ambush_the_prompt_offers_no_road_and_says_why(folders: Folders) -> None:
    async with table_in_app(folders, positions.match("ambush"), LARGE) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        endure = next(i for i, a in enumerate(screen.ui.options) if isinstance(a, Endure))
        screen.action_option(endure)
        for _ in range(4):  # (what it sent may ask for cards to be discarded first)
            await settle(pilot, lambda: screen._my_decision() and screen.view.phase in ("main", "discard"))
            if screen.view.phase == "main":
                break
            screen.action_option(0)
        await settle(pilot, lambda: screen._my_decision() and screen.view.phase == "main")
        await pilot.pause()
        options = screen.ui.options
        prompt = screen.board.prompt.text
        assert not any(isinstance(a, LayRoad) for a in options)
        assert "lay a road" not in prompt and "no road this turn" in prompt, prompt
        assert "end the turn" in prompt, prompt
        if Camp() in options:
            assert options.index(EndTurn()) < options.index(Camp())  # Enter never camps by default


@run_async
async def test_choices_in_the_same_words_say_which_hand_card_they_play(folders: Folders) -> None:
    async with table_in_app(folders, positions.match("main"), SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        view = board.view
        me = view.seats[view.seat]
        roads = [c for c in me.hand if CARDS.cards[c].kind == "road"]
        twin = next(c for c in range(len(CARDS.cards)) if c not in me.hand and CARDS.cards[c].name == CARDS.cards[roads[0]].name)
        hand = (*me.hand, twin)  # a second card of the same road
        seats = tuple(msgspec.structs.replace(sv, hand=hand, hand_size=len(hand)) if sv.seat == view.seat else sv for sv in view.seats)
        view = msgspec.structs.replace(view, seats=seats)
        screen.ui.options = [LayRoad(card=roads[0]), LayRoad(card=twin), EndTurn()]
        twins = board._twins = board._same_words(view, screen.ui)
        assert twins == {0: hand.index(roads[0]) + 1, 1: len(hand)}
        rows = [board._option_rows(view, screen.ui, i, 200)[0].plain for i in range(3)]
        assert rows[0] != rows[1] and f"(card {len(hand)})" in rows[1] and "(card" not in rows[2], rows


def test_a_road_on_one_line_has_its_eight_places_when_something_waits_on_it() -> None:
    game_view = positions.match("main").game
    match = positions.match("main")
    view = game_view.view(match.state, 0)
    rival = next(sv for sv in view.seats if sv.pending)  # (Ada: a Bear waits on her road)
    for compact in (True, False):
        line = mini_road(rival, compact=compact, named=False, faced=False).plain
        places = len(rival.roads) + 1 + line.count(EMPTY_PLACE) + line.count(NEXT_PLACE)  # laid, what waits, ahead
        assert places == GOAL and NEXT_PLACE not in line, (line, compact)
    empty = msgspec.structs.replace(rival, pending=())
    line = mini_road(empty, compact=True, faced=False).plain
    assert len(empty.roads) + line.count(EMPTY_PLACE) + line.count(NEXT_PLACE) == GOAL, line


@run_async
async def test_the_highlighted_characters_life_bar_is_not_reversed(folders: Folders) -> None:
    """Reversed, a life bar's full cells read as empty ones (the Knight's ♥ 25/25 looked empty)."""
    async with table_in_app(folders, positions.match("character"), LARGE) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board = screen.board
        row = board._option_rows(board.view, screen.ui, screen.ui.cursor, 200)[0]
        bar = row.plain.index("█")
        reversed_spans = [span for span in row.spans if "reverse" in str(span.style) and span.start <= bar < span.end]
        assert row.plain.startswith("▶") and not reversed_spans, (row.plain, row.spans)
        assert any("reverse" in str(span.style) and span.start <= 4 < span.end for span in row.spans)  # the words are


@run_async
async def test_the_log_says_how_to_read_the_roads_while_it_has_room(folders: Folders) -> None:
    """`♟○┄·‹☄›▒2` had no legend anywhere: the log's empty rows name each sign and the terrains."""
    from .test_i18n_screens import screen_text

    async with table_in_app(folders, positions.match("character"), LARGE) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        await settle(pilot, lambda: "where a player stands" in screen_text(app))
        text = screen_text(app)
        assert "How to read the table" in text and "‹☄› sent, waits to be faced" in text and "▲M mountain" in text, text


@run_async
async def test_the_prompt_does_not_offer_a_plain_loss(folders: Folders) -> None:
    """At full life after laying a road, camping gains nothing (listed last, dimmed, ✗): the
    prompt does not offer it ("You: camp — then end the turn")."""
    async with table_in_app(folders, positions.match("camp-at-full-life"), LARGE) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        await pilot.pause()
        prompt = screen.board.prompt.text
        assert Camp() in screen.ui.options and "camp" not in prompt and "end the turn" in prompt, prompt
