"""Road Quest at 80x24, one line a part: the pawn stands after the last road laid (where the
player is), a rival's weapon and shield show on their line, and the discard's line names its top
card whatever it is, in English, French and Russian."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui import i18n
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.road_quest.pieces import CARDS, mini_road, terrain_tag
from dragonwood_tui.tui.widgets.symbols import PAWN, POWER

from . import road_quest_positions as positions
from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app
from .test_i18n_screens import english_afterwards  # noqa: F401  (fixture)


def test_the_pawn_stands_after_the_last_road_on_a_compact_road():
    roads = [c.id for c in CARDS.cards if c.kind == "road"]
    m = positions.match("main")
    seat = m.game.view(m.state, 0).seats[0]
    for n in range(1, 8):
        sv = msgspec.structs.replace(seat, roads=tuple(roads[:n]), pending=())
        plain = mini_road(sv, compact=True).plain
        last = terrain_tag(CARDS.cards[roads[n - 1]].terrain).plain
        assert plain.count(PAWN) == 1 and plain.index(PAWN) == plain.index(last, plain.rindex("─") + 1 if n > 1 else 0) + len(last), plain


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_a_rival_s_gear_and_the_discard_s_name_show_at_80x24(folders: Folders, english_afterwards, lang):
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    match = positions.match("four-seats")
    async with table_in_app(folders, match, SMALL, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board, view = screen.board, screen.view
        me = board.seat_on_screen(view)
        weapons = [c.id for c in CARDS.cards if c.effect in ("sword", "great-sword")]
        shields = [c.id for c in CARDS.cards if c.effect == "shield"]
        seats = [msgspec.structs.replace(sv, weapon=weapons[0], shield=shields[0]) if sv.seat != me else sv for sv in view.seats]
        text = board.opponents_text(msgspec.structs.replace(view, seats=tuple(seats)), me, True)
        for line in text.split("\n"):
            assert line.cell_len <= board._main_width() - 2, line.plain
        shield = card_name("road-quest", CARDS.cards[shields[0]].name)
        assert text.plain.count(POWER) == 2 * (len(seats) - 1), text.plain
        assert text.plain.count(f"{POWER}{shield[:4]}") == len(seats) - 1, text.plain
        for c in CARDS.cards:  # every card on top of the discard: its name on the line, whole
            line = board.pile_line(msgspec.structs.replace(view, discard_top=c.id))
            assert card_name("road-quest", c.name) in line.plain and line.cell_len <= board._main_width() - 2, line.plain
    assert i18n  # (english_afterwards sets the language back)


# (the choice of characters in French and Russian still needs 11 rows at 80x24: not yet whole)
DECIDING = ["draw", "creature", "ambush", "main", "announce", "call-out", "discard", "spoils", "four-seats",
            "camp-at-full-life"]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_every_choice_shows_whole_at_80x24(folders: Folders, english_afterwards, lang):
    """At 80x24, in every language and position, each listed choice has all its rows in the
    choices' box and the box's rows are on screen (e and k, listed last, too)."""
    from dragonwood_tui.tui.games.road_quest.lines import Lines

    settings = Settings(bot_pace="instant", language=lang, motion=False)
    for name in DECIDING:
        match = positions.match(name)
        async with table_in_app(folders, match, SMALL, settings=settings) as (app, pilot, screen):
            await settle(pilot, screen._my_decision)
            box = screen.board.query_one("#rq-options", Lines)
            await settle(pilot, lambda: box.size.height == len(box.items))
            width = box.content_size.width
            for i in range(len(screen.ui.options)):
                rows = len(screen.board._option_rows(screen.view, screen.ui, i, width))
                assert box.items.count(i) == rows, (name, lang, i, box.items, box.text)
            assert box.region.bottom <= screen.board.query_one("#rq-log").region.y, name
