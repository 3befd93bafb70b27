"""Whole games pinned: every view a bot is handed, every action it takes and every state hash
after it, for games of each level under the rules' variants and modifiers, digested and compared
with the digests the engine gave before its speed work (docs/performance.md). Any change to the
rules' outcomes, the dice stream, the views or a bot's decisions changes a digest; a faster
engine must leave them all as they are. The same games through `headless.play` (what simulate
and tournament run) end in the same states."""

from __future__ import annotations

import hashlib

import msgspec
import pytest

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.headless import LazyLegal, play

_encode = msgspec.json.Encoder().encode

#: name -> (seats, config changes, seeds): every level, every seat count, every modifier
CASES: dict[str, tuple[tuple[str, ...], dict[str, object], range]] = {
    "normal x4": (("normal",) * 4, {}, range(1, 201)),
    "normal x3 orange-dragon-first": (("normal",) * 3, {"tie_break": "orange-dragon-first"}, range(300, 360)),
    "normal x2 wound-from-played long-deck": (("normal",) * 2, {"wound_from_played": True, "long_deck": True}, range(400, 460)),
    "normal solo": (("normal",), {}, range(500, 600)),
    "normal solo mushroom start": (("normal",), {"start_enhancement": "Lucky Mushroom"}, range(600, 660)),
    "normal x2 modifiers": (
        ("normal", "normal"),
        {"hand_limit": 6, "dragons": "top-half", "ladybugs": False, "deck_passes": 1,
         "start_enhancement": "Charmed Potion"},
        range(700, 760),
    ),
    "normal x4 bolt and bunny": (("normal",) * 4, {"start_enhancement": "Lightning Bolt"}, range(800, 860)),
    "normal x2 bunny": (("normal",) * 2, {"start_enhancement": "Friendly Bunny"}, range(900, 960)),
    "easy hard baseline random": (("easy", "hard", "baseline", "random"), {}, range(1000, 1016)),
    "hard x2": (("hard", "hard"), {}, range(1100, 1112)),
    "random x2 potion": (("random", "random"), {"start_enhancement": "Charmed Potion"}, range(1200, 1212)),
}

PINNED = {
    "normal x4": "ef78519fa3c093f2",
    "normal x3 orange-dragon-first": "7e4ba167080f1024",
    "normal x2 wound-from-played long-deck": "251b89ee4db85894",
    "normal solo": "88e52c4aa506188d",
    "normal solo mushroom start": "69569fc576451f18",
    "normal x2 modifiers": "79283e6ce4391441",
    "normal x4 bolt and bunny": "8444daea749cc188",
    "normal x2 bunny": "f2d5b4fe2b8a6c1c",
    "easy hard baseline random": "df978572ea0defbf",
    "hard x2": "803f30b1c6424793",
    "random x2 potion": "b6449c85ddda78be",
}


def _games(name: str):  # type: ignore[no-untyped-def]
    seats, changes, seeds = CASES[name]
    config = msgspec.structs.replace(GAME.default_config(len(seats)), **changes)
    for seed in seeds:
        bots = [make_bot("dragonwood", b, derive_seed(seed, "bot", i)) for i, b in enumerate(seats)]
        yield GAME.new_game(config, seed), bots


def digest(name: str) -> str:
    """Every bot view, action and state hash of the case's games, step by step."""
    h = hashlib.sha256()
    for state, bots in _games(name):
        h.update(state_hash(state).encode())
        legal = LazyLegal(GAME, state)
        seat = GAME.to_move(state)
        while seat is not None:
            legal.cached = None
            view = GAME.bot_view(state, seat)
            h.update(_encode(view))
            action = bots[seat].choose(view, legal)
            h.update(_encode(action))
            GAME.apply(state, action)
            h.update(state_hash(state).encode())
            seat = GAME.to_move(state)
    return h.hexdigest()[:16]


def ends(name: str) -> str:
    """The final state hash and the number of actions of each game played by `headless.play`."""
    h = hashlib.sha256()
    for state, bots in _games(name):
        actions = play(GAME, state, bots)
        h.update(f"{actions} {state_hash(state)};".encode())
    return h.hexdigest()[:16]


@pytest.mark.parametrize("name", sorted(CASES))
def test_games_play_as_before(name: str) -> None:
    assert digest(name) == PINNED[name]


ENDS = {"normal x4": "5017cd4cef7bfd33", "normal solo": "b79e28a5a6be7153", "easy hard baseline random": "a65c1064999abb27"}


@pytest.mark.parametrize("name", sorted(ENDS))
def test_headless_play_ends_as_before(name: str) -> None:
    assert ends(name) == ENDS[name]
