"""Playing any registered game through its front door: its `Game` and the bots registry."""

from __future__ import annotations

import random
from typing import Any

from dragonwood_tui.bots import bot_factory, bot_levels
from dragonwood_tui.engine.game import AnyGame, SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game

#: no game of ours lasts this long, even between random players (a game that does never ends)
MAX_STEPS = 20_000


def seat_counts(game: AnyGame) -> list[int]:
    return [mode.players for mode in game.modes]


def with_others(game: AnyGame) -> int:
    """The smallest seat count with more than one seat (hidden cards need someone to hide them
    from), else the game's default."""
    counts = [n for n in seat_counts(game) if n > 1]
    return min(counts) if counts else game.default_players


def weakest(kind: str) -> str:
    """The weakest level offered (`bot_levels`: the default first, then strongest first)."""
    return bot_levels(kind)[-1].name


def bot_match(kind: str, seed: int, bots: list[str | None] | None = None, players: int | None = None,
              narrate: bool = False) -> Match:
    """A match of `kind` between computer players (`bots`: a level per seat, None a person;
    default: the default level in every seat)."""
    from dragonwood_tui.bots import default_bot

    game = get_game(kind)
    if bots is None:
        bots = [default_bot(kind)] * (players or with_others(game))
    seats = [SeatSpec(f"P{i + 1}", bot) for i, bot in enumerate(bots)]
    return Match(game, game.default_config(len(bots)), seed, seats, bot_factory=bot_factory(kind), narrate=narrate)


def random_match(kind: str, players: int, config: Any, seed: int, narrate: bool = False) -> Match:
    """A match of `kind` with persons in every seat (the test chooses their actions)."""
    game = get_game(kind)
    seats = [SeatSpec(f"P{i + 1}") for i in range(players)]
    return Match(game, config, seed, seats, narrate=narrate)


def random_actions(match: Match, rng: random.Random, limit: int = MAX_STEPS) -> None:
    """Random legal actions until the game ends (or `limit` actions)."""
    game = match.game
    for _ in range(limit):
        if game.to_move(match.state) is None:
            return
        match.play(rng.choice(game.legal_actions(match.state)))


def finished(match: Match) -> Any:
    """`match` played to its end by its bots; the match."""
    match.play_bots(limit=MAX_STEPS)
    assert match.is_over(), f"{match.game.kind}: not over after {len(match.actions)} actions"
    return match


def quick(kind: str) -> str:
    """The weakest level that plays to win (random players' games rarely capture, fight or beat):
    fast whole games that show what a game says of them."""
    names = [level.name for level in bot_levels(kind)]
    playing = [name for name in names if name != "random"]
    return (playing or names)[-1]


def won_by_the_first_seat(kind: str, names: list[str], upto: int = 0, tries: int = 80) -> Match:
    """A game of `quick` players seated as `names` (the first the person's "You") that the first
    seat wins alone, played to its end but `upto` actions (the first such seed from 1)."""
    game = get_game(kind)
    for seed in range(1, tries + 1):
        seats = [SeatSpec(name, quick(kind)) for name in names]
        whole = Match(game, game.default_config(len(names)), seed, seats, bot_factory=bot_factory(kind))
        whole.play_bots(limit=MAX_STEPS)
        if whole.is_over() and game.winners(whole.state) == [0]:
            match = Match(game, whole.config, seed, seats, bot_factory=bot_factory(kind))
            for action in whole.actions[: len(whole.actions) - upto]:
                match.play(action)
            return match
    raise AssertionError(f"{kind}: the first seat never won alone in {tries} games")
