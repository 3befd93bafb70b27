"""Life on the Road Quest table is shown one way: in life points ("♥ 9/10"), then a bar on the
table's one scale. A seat's life reads the same in every place it appears (the opponents' panel
of every other seat's view, its own panel, the end screen's bar), every bar of a layout has the
same cells, and a smaller maximum (the Barbarian's) is a shorter bar, never a full one of the
same length as a larger maximum."""

from __future__ import annotations

import re

import pytest

from dragonwood_tui.games import get_game
from dragonwood_tui.tui.games.road_quest.board import life_cells
from dragonwood_tui.tui.games.road_quest.pieces import life_bar
from dragonwood_tui.tui.widgets.palette import palette

from . import road_quest_positions as positions
from .app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app

GAME = get_game("road-quest")
LIFE = re.compile(r"♥ (\d+)/(\d+) ([█░ ]*)")


def life_forms(text: str, cells: int | None = None) -> list[tuple[str, str, str]]:
    """Each "♥ life/most bar" of `text`; with `cells` (the layout's bar length), the bar cut to
    it, whatever follows it (a separator, or the end of a line)."""
    found = LIFE.findall(text)
    if cells is None:
        return found
    for _life, _most, bar in found:
        assert len(bar) >= cells and not bar[cells:].strip(), (bar, cells)  # a bar of the layout's cells
    return [(life, most, bar[:cells]) for life, most, bar in found]


@pytest.mark.parametrize("position", ["four-seats", "main"])  # a battlefield with a Barbarian; the standard game
@pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
@run_async
async def test_each_seats_life_reads_the_same_everywhere_on_one_scale(folders: Folders, position, size):
    match = positions.match(position)
    async with table_in_app(folders, match, size) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        board, ui = screen.board, screen.ui
        pal = palette(board)
        forms: dict[int, set[tuple[str, str, str]]] = {}
        players = len(match.seats)
        for me in range(players):
            view = GAME.view(match.state, me)
            mine = life_forms(board.me_text(view, view.seats[me], ui.compact, pal).plain, life_cells(ui))
            assert len(mine) == 1, mine
            forms.setdefault(me, set()).add(mine[0])
            lines = board.opponents_text(view, me, ui.compact, pal).plain.split("\n")
            others = [sv.seat for sv in view.seats if sv.seat != me]
            found = [life_forms(line, life_cells(ui)) for line in lines]
            found = [f[0] for f in found if f]
            assert len(found) == len(others), lines
            for seat, form in zip(others, found):
                forms.setdefault(seat, set()).add(form)
        scale = max(p.max_life for p in match.state.players)
        cells = {len(f[2]) for seat_forms in forms.values() for f in seat_forms}
        assert len(cells) == 1, cells  # every bar of the layout is as long
        for seat, seat_forms in forms.items():
            assert len(seat_forms) == 1, (seat, seat_forms)  # the same words and bar in every place
            life, most, bar = next(iter(seat_forms))
            sv = match.state.players[seat]
            assert (int(life), int(most)) == (max(0, sv.life), sv.max_life)  # life points, as the rules count
            shaded = len(bar.rstrip())
            if sv.max_life < scale:
                assert shaded < len(bar), (seat, bar)  # a smaller maximum: a shorter bar (bar: the layout's cells)
            if sv.life < sv.max_life:
                assert "░" in bar, (seat, bar)  # never full short of its maximum


def test_a_barbarian_at_full_life_is_shorter_than_a_full_ten_on_every_bar_size():
    for cells in (5, 10):
        full_ten = life_bar(10, 10, cells, scale=10).plain
        full_nine = life_bar(9, 9, cells, scale=10).plain
        assert len(full_ten) - len(" 10/10") == len(full_nine) - len(" 9/9")  # the same cells, padded
        assert full_nine.count("█") < full_ten.count("█")
        assert life_bar(9, 10, cells, scale=10).plain.count("█") < cells  # 9 of 10 is not full

