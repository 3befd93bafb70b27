"""`Game.bot_steps`: the functions headless play calls at every step behave exactly as the
game's `to_move`, `apply` and `bot_view` methods, `step` returning the seat to move next, for
every game (a game may hand its rules' own functions instead of the methods, to spare calls)."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games import game_kinds, get_game
from dragonwood_tui.headless import LazyLegal


@pytest.mark.parametrize("kind", game_kinds())
def test_bot_steps_are_the_methods(kind: str) -> None:
    game = get_game(kind)
    to_move, step, bot_view = game.bot_steps()
    encode = msgspec.json.Encoder().encode
    for seed in range(3):
        config = game.default_config(game.default_players)
        fast, slow = game.new_game(config, seed), game.new_game(config, seed)
        bots = [make_bot(kind, "random", seed * 10 + i) for i in range(game.default_players)]
        steps = 0
        while (seat := game.to_move(slow)) is not None and steps < 400:
            assert to_move(fast) == seat
            view = game.bot_view(slow, seat)
            assert encode(bot_view(fast, seat)) == encode(view)
            action = bots[seat].choose(view, LazyLegal(game, slow))
            game.apply(slow, action)
            assert step(fast, action) == game.to_move(slow)
            assert state_hash(fast) == state_hash(slow)
            steps += 1
        assert to_move(fast) == game.to_move(slow)
        # an action the rules refuse is refused the same way, the state untouched
        before = state_hash(fast)
        with pytest.raises(IllegalAction):
            step(fast, None)
        assert state_hash(fast) == before
