"""What the seeded table positions share: a match stopped where a person decides is a game
kind, a config, a seed, seats and the actions leading there, stored in a JSON file beside its
positions module (`table_positions`, `road_quest_positions`); `play_until` searches them again
with computer players in every seat."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.bots import bot_factory, make_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game

NAMES = ["You", "Ada", "Bram", "Cleo"]
Stop = Callable[[Any, Any], bool]  # (game, state): the position is reached


def seats(players: int, humans: int, bot: str) -> list[SeatSpec]:
    """Persons in the first `humans` seats, computer players `bot` in the others."""
    return [SeatSpec(NAMES[i]) if i < humans else SeatSpec(NAMES[i], bot) for i in range(players)]


def load(file: Path) -> dict[str, dict[str, Any]]:
    return json.loads(file.read_text(encoding="utf-8"))


def stored(actions: Sequence[Any]) -> list[Any]:
    """Actions as the JSON file keeps them."""
    return json.loads(msgspec.json.encode(actions))


def match(kind: str, config: Any, seed: int, seats: Sequence[SeatSpec], actions: list[Any]) -> Match:
    """The match of a stored position, walked to its last action."""
    game = get_game(kind)
    decoded = msgspec.json.decode(json.dumps(actions).encode(), type=list[game.action_type])
    return Match(game, config, seed, seats, decoded, bot_factory(kind))


def play_until(kind: str, config: Any, seed: int, stop: Stop, bot: str) -> list[Any] | None:
    """Computer players `bot` in every seat from `seed` until `stop(game, state)`: the actions,
    or None when the game ends first."""
    game = get_game(kind)
    state = game.new_game(config, seed)
    bots = [make_bot(kind, bot, derive_seed(seed, "bot", i)) for i in range(len(game.scores(state)))]
    actions: list[Any] = []
    while True:
        if stop(game, state):
            return actions
        seat = game.to_move(state)
        if seat is None:
            return None
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state))
        game.apply(state, action)
        actions.append(action)
