"""The table answers keys while a computer player thinks (issue 40: `expert` may think for a
second; it thinks in a worker thread). The `expert` seat here is held in its thought until the
test lets it go: meanwhile a card key picks a card on the table and `h` opens the log, and the
move is still to come; let go, `expert` plays its own decision."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from dragonwood_tui.bots import bot_factory, make_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.tui.games.dragonwood.hand import HandRow
from dragonwood_tui.tui.screens.log_view import LogScreen

from .app_helpers import PATIENCE, Folders, folders, run_async, wait_for  # noqa: F401  (fixture)
from .table_helpers import INSTANT, table_in_app


SEED = 2  # Ada moves first


class HeldInThought:
    """`expert`, which starts thinking only once `gate` is set (asked: `asked` is set)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.asked = threading.Event()
        self.gate = threading.Event()

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        self.asked.set()
        self.gate.wait(PATIENCE)
        return self.bot.choose(view, legal)


@run_async
async def test_keys_are_answered_while_the_expert_computer_player_thinks(folders: Folders):
    game = get_game("dragonwood")
    held: list[HeldInThought] = []

    def factory(name: str, seed: int) -> Any:
        held.append(HeldInThought(make_bot("dragonwood", name, seed)))
        return held[-1]

    # Ada, the expert, moves first
    match = Match(game, game.default_config(2), SEED, [SeatSpec("Ada", "expert"), SeatSpec("You")], bot_factory=factory)
    assert match.to_move() == 0
    async with table_in_app(folders, match, size=(120, 40), settings=INSTANT) as (app, pilot, screen):
        await wait_for(pilot, lambda: held and held[0].asked.is_set(), "the expert to be asked")
        bot = held[0]
        await pilot.press("1")  # a card picked for the person's next turn
        hand = screen.query_one("#dw-hand", HandRow)
        await wait_for(pilot, lambda: len(hand.selected) == 1, "the card key's answer")
        await pilot.press("h")
        await wait_for(pilot, lambda: isinstance(app.screen, LogScreen), "the log to open")
        assert not match.actions and screen._thinking is not None  # answered while it thinks
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is screen, "the table again")
        bot.gate.set()
        await wait_for(pilot, lambda: len(match.actions) >= 1, "the expert's move")
        # its own decision, as the same expert makes it from the same view outside the app
        same = Match(game, game.default_config(2), SEED, [SeatSpec("Ada", "expert"), SeatSpec("You")], bot_factory=bot_factory("dragonwood"))
        expert, view, legal = same.bot_request()
        assert match.actions[0] == expert.choose(view, legal)
