"""The greedy bot's memo of each landscape card's best capture (`_Means.rows`) is bounded: past
ROWS_KEPT rows it is emptied, and the bot decides the same with a memo of any size."""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import dragonwood_greedy
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.view import bot_view


def _actions(seeds: range) -> list[object]:
    played: list[object] = []
    for seed in seeds:
        s = GAME.new_game(GAME.default_config(4), seed)
        bots = [dragonwood_greedy.GreedyBot(derive_seed(seed, "bot", i)) for i in range(4)]
        while not s.over:
            action = bots[s.decider].choose(bot_view(s, s.decider))
            played.append(action)
            GAME.apply(s, action)
            means = {id(m): m for kept in dragonwood_greedy._MEANS for m in kept.values()}  # shared by orders
            rows = sum(len(m.rows) for m in means.values())
            assert rows <= dragonwood_greedy.ROWS_KEPT
    return played


def _forget() -> None:
    for kept in dragonwood_greedy._MEANS:
        kept.clear()
    dragonwood_greedy._rows_made = 0


def test_rows_stay_within_their_budget_and_change_no_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    _forget()
    roomy = _actions(range(30))
    _forget()
    monkeypatch.setattr(dragonwood_greedy, "ROWS_KEPT", 3)
    tight = _actions(range(30))
    _forget()
    assert tight == roomy
