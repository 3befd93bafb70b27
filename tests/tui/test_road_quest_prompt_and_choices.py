"""What a new player was misled by on the Road Quest table, each now said as it is:

- the prompt offered a plain loss ("camp" at full life): it never names one (the prompt from the
  choices and Enter never camping: tests/tui/test_road_quest_choices_play.py);
- a seat's road on one line had a ninth place when something waited on it: what waits stands on
  the next place, and a road always shows its 8 places.
"""

from __future__ import annotations

import msgspec

from dragonwood_tui.games.road_quest.actions import Camp
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, EMPTY_PLACE, GOAL, NEXT_PLACE, mini_road

from . import road_quest_positions as positions
from .app_helpers import LARGE, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


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
