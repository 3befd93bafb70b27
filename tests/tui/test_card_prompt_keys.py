"""A card prompt (Thunder Storm, wound, hand limit, Wind Storm) takes the card its key names,
whatever was selected for a capture while a computer player moved: the hand marks only the
prompt's choice, and one enter confirms it (a card picked during a bot's move used to show as
chosen while enter said "Choose a card first")."""

from __future__ import annotations

import pytest

from dragonwood_tui.games.dragonwood.actions import CARD_CHOICES, ThunderStormDiscard
from dragonwood_tui.tui.games.dragonwood.hand import HandRow

from tests.notifications import told

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle, table_in_app


@run_async
async def test_a_selection_made_during_a_bots_move_is_not_the_thunder_storm_choice(folders: Folders):
    match = table_positions.match("dragonwood-thunder-storm")
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: screen.view.phase == "thunder-storm" and screen._my_decision())
        first = screen.board.order_shown[0]
        opened_on = screen.ui.pick  # the prompt's own suggestion
        screen.ui.selected = [first]  # as a key pressed while a computer player was moving
        screen._redraw()
        await pilot.pause()
        assert screen.query_one("#dw-hand", HandRow).selected == {opened_on}  # only the prompt's choice
        before = len(match.actions)
        await pilot.press("1")
        await pilot.pause()
        assert screen.query_one("#dw-hand", HandRow).selected == {first}
        await pilot.press("enter")
        await settle(pilot, lambda: len(match.actions) > before)
        assert match.actions[before] == ThunderStormDiscard(first)


@run_async
async def test_a_card_key_while_another_seat_answers_the_prompt_chooses_for_it(folders: Folders):
    match = table_positions.match("dragonwood-thunder-storm")
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: screen._my_decision())
        first = screen.board.order_shown[0]
        screen._pick_card(first)
        # another seat's discard is logged: the person's choice stays
        screen._after_action(ThunderStormDiscard(-1))
        assert screen.ui.pick == first


@pytest.mark.parametrize("phase", ["wound", "thunder-storm", "wind-storm", "hand-limit"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@run_async
async def test_enter_at_a_card_prompt_does_what_the_footer_says(folders: Folders, phase, size):
    """The footer offers ⏎ Confirm from the prompt's first frame: one enter, with no card key
    pressed, plays the prompt's card (it used to answer "Choose a card first" every time)."""
    match = table_positions.match(f"dragonwood-{phase}")
    async with table_in_app(folders, match, size=size, settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: screen.view.phase == phase and screen._my_decision())
        chosen = screen.ui.pick
        assert chosen in screen.board.order_shown
        assert screen.query_one("#dw-hand", HandRow).selected == {chosen}  # the hand shows which
        before = len(match.actions)
        await pilot.press("enter")
        await settle(pilot, lambda: len(match.actions) > before)
        assert isinstance(match.actions[before], CARD_CHOICES) and match.actions[before].card == chosen
        assert not [n for n in told(app) if n.severity == "warning"]
