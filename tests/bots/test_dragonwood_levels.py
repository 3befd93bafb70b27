"""Every Dragonwood level plays only legal moves, at every seat count, from its view only."""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import bot_levels, bot_names, default_bot, make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.headless import LazyLegal

from tests.dragonwood.helpers import check_invariants

LEVELS = ["easy", "normal", "hard", "baseline"]
GAMES = {1: 40, 2: 16, 3: 10, 4: 8}  # enough to meet every phase (storms, mushroom, limit)


def _play(levels: list[str], seed: int, check_every: int) -> set[str]:
    n = len(levels)
    s = GAME.new_game(GAME.default_config(n), seed)
    bots = [make_bot("dragonwood", b, derive_seed(seed, "bot", i)) for i, b in enumerate(levels)]
    phases = set()
    step = 0
    while not s.over:
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        action = bots[seat].choose(view, LazyLegal(GAME, s))
        phases.add(view.phase)
        step += 1
        # apply refuses any illegal action; now and then compare with the full list too
        if step % check_every == 0 or not isinstance(action, Capture):
            assert action in GAME.legal_actions(s), (levels[seat], view.phase, action)
        GAME.apply(s, action)
        if step % 25 == 0:
            check_invariants(s)
    check_invariants(s)
    return phases


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_level_plays_legal_moves(players):
    phases: set[str] = set()
    for g in range(GAMES[players]):
        # each game seats the levels in a different order
        levels = [LEVELS[(g + i) % len(LEVELS)] for i in range(players)]
        phases |= _play(levels, 1000 * players + g, check_every=5)
    assert {"turn", "wound"} <= phases


def test_levels_for_the_setup_screen():
    levels = bot_levels("dragonwood")
    assert sorted(level.name for level in levels) == ["easy", "expert", "hard", "normal"]
    assert default_bot("dragonwood") == "hard"  # the strongest that answers at once
    assert all(level.description and len(level.description) <= 80 for level in levels)
    names = bot_names("dragonwood")
    assert all(level.name in names for level in levels)
    # not offered, still known: the old name (records), the study's bot, the test bot
    assert {"greedy", "baseline", "random"} <= set(names)
    assert type(make_bot("dragonwood", "greedy", 1)) is type(make_bot("dragonwood", "normal", 1))
    assert [level.name for level in bot_levels("dice-quest")] == ["expert", "normal"]
    assert "greedy" in bot_names("dice-quest")


def test_easy_makes_mistakes_but_stays_legal_and_seeded():
    a = [_play(["easy", "normal"], 7, check_every=1)]
    # the same seed gives the same choices (its mistakes come from its own stream)
    s1 = GAME.new_game(GAME.default_config(2), 3)
    s2 = GAME.new_game(GAME.default_config(2), 3)
    for s in (s1, s2):
        bots = [make_bot("dragonwood", "easy", 11), make_bot("dragonwood", "easy", 12)]
        while not s.over:
            seat = GAME.to_move(s)
            GAME.apply(s, bots[seat].choose(GAME.view(s, seat), None))
    assert GAME.scores(s1) == GAME.scores(s2) and a
