"""F1 on the Dragonwood table lists a key to spend an enhancement only while the player holds
it: "f Spend the Friendly Bunny" showed to a player with no enhancement (and for cards not even
in the landscape). Every one-time enhancement with a key, held and not held."""

from __future__ import annotations

import pytest

from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.tui.screens.help import screen_keys

from . import table_positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import INSTANT, settle, table_in_app

SPEND = {C.FRIENDLY_BUNNY: "Friendly Bunny", C.LIGHTNING_BOLT: "Lightning Bolt", C.CHARMED_POTION: "Charmed Potion"}


def help_lines(screen) -> list[str]:
    return [f"{keys} {words}" for _title, rows in screen_keys(screen) for keys, words in rows]


@pytest.mark.parametrize("card", sorted(SPEND))
@run_async
async def test_the_help_lists_a_spend_key_only_for_a_card_held(folders: Folders, card):
    match = table_positions.match("dragonwood-turn")
    async with table_in_app(folders, match, size=(80, 24), settings=INSTANT) as (app, pilot, screen):
        await settle(pilot, lambda: screen.view.phase == "turn" and screen._my_decision())
        held = screen.view.enhancements[screen._seat()]
        for other in SPEND:
            if other in held:
                held.remove(other)
        assert not [line for line in help_lines(screen) if "Spend the" in line]
        held.append(card)  # as if captured
        spend = [line for line in help_lines(screen) if "Spend the" in line]
        assert len(spend) == 1 and SPEND[card] in spend[0], spend
