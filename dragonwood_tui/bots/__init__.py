"""Computer players, behind one interface, for every game.

A bot is made by `make_bot(game_kind, name, seed)` and asked `choose(view, legal)`: it sees
only its seat's view (never the full state) and the legal actions, and returns one of them.
`legal` is a sequence (len, indexing, iteration, `in`); simulations pass a lazy one that lists the
actions only when a bot reads it, so bots that decide from the view alone never pay for listing.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Protocol

# game kind -> bot name -> "module:factory"; a factory takes (seed: int) and returns a Bot.
_BOTS: dict[str, dict[str, str]] = {
    "dragonwood": {
        "random": "dragonwood_tui.bots.random_bot:RandomBot",
        "greedy": "dragonwood_tui.bots.dragonwood_greedy:GreedyBot",
    },
    "dice-quest": {
        "random": "dragonwood_tui.bots.random_bot:RandomBot",
        "greedy": "dragonwood_tui.bots.dice_quest_greedy:GreedyBot",
        "expert": "dragonwood_tui.bots.dice_quest_expert:ExpertBot",
    },
    "road-quest": {
        "random": "dragonwood_tui.bots.random_bot:RandomBot",
        "normal": "dragonwood_tui.bots.road_quest_normal:NormalBot",
        "hard": "dragonwood_tui.bots.road_quest_hard:HardBot",
    },
}


class Bot(Protocol):
    name: str

    def choose(self, view: Any, legal: list[Any]) -> Any: ...


class UnknownBot(KeyError):
    def __str__(self) -> str:
        game, name = self.args
        known = ", ".join(_BOTS.get(game, {}))
        return f"unknown bot {name!r} for {game} (known: {known})"


def bot_names(game_kind: str) -> list[str]:
    return list(_BOTS.get(game_kind, {}))


def make_bot(game_kind: str, name: str, seed: int) -> Bot:
    try:
        target = _BOTS[game_kind][name]
    except KeyError:
        raise UnknownBot(game_kind, name) from None
    module, factory = target.split(":")
    return getattr(import_module(module), factory)(seed)
