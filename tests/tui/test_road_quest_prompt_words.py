"""The Road Quest prompt names every creature and ambush in hand that is not offered, even when
another one may be sent (the list shows what can go; the prompt says why the rest can't)."""

from __future__ import annotations

import pytest

from dragonwood_tui.games.road_quest.actions import Attack
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.tui.games.road_quest.pieces import CARDS

from . import road_quest_positions as positions
from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


@pytest.mark.parametrize("position", ["main", "camp-at-full-life"])
@run_async
async def test_every_card_held_back_is_named_in_the_prompt(folders: Folders, position) -> None:
    match = positions.match(position)
    async with table_in_app(folders, match, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        view = screen.view
        hand = view.seats[view.to_move].hand or ()
        sent = {a.card for a in screen.ui.legal if isinstance(a, Attack)}
        held_back = [c for c in hand if CARDS.cards[c].kind in ("creature", "ambush") and c not in sent]
        if view.attacks or not held_back:
            pytest.skip("no card held back in this position")
        prompt = screen.board.prompt
        await settle(pilot, lambda: prompt._text.plain != "")
        for c in held_back:
            assert card_name("road-quest", CARDS.cards[c].name) in prompt._text.plain, prompt._text.plain
