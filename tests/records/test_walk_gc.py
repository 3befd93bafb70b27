"""A walk keeps the cyclic collector paused (its cost stays linear in the actions, however many
snapshots the caller keeps) and gives it back as it found it, also when an action is refused."""

from __future__ import annotations

import gc

import pytest

from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.engine.walk import walk
from dragonwood_tui.games import get_game


def _game_and_actions(n: int = 30):
    game = get_game("dice-quest")
    config = game.default_config(1)
    state = game.new_game(config, 7)
    actions = []
    while not game.is_over(state) and len(actions) < n:
        action = game.legal_actions(state)[0]
        game.apply(state, action)
        actions.append(action)
    return game, config, actions


def test_the_collector_is_paused_during_a_walk_and_restored_after() -> None:
    game, config, actions = _game_and_actions()
    seen: list[bool] = []
    assert gc.isenabled()
    walk(game, config, 7, actions, lambda step, state, result: seen.append(gc.isenabled()))
    assert seen and not any(seen)
    assert gc.isenabled()


def test_a_refused_action_gives_the_collector_back() -> None:
    game, config, actions = _game_and_actions()
    with pytest.raises(RecordError):
        walk(game, config, 7, [*actions[:3], "not an action"])
    assert gc.isenabled()


def test_a_caller_that_paused_it_keeps_it_paused() -> None:
    game, config, actions = _game_and_actions()
    gc.disable()
    try:
        walk(game, config, 7, actions)
        assert not gc.isenabled()
    finally:
        gc.enable()
