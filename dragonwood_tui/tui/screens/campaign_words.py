"""Words for a stage on screen: opponents and their levels, modifiers, results."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.campaign.goals import GOAL_KINDS
from dragonwood_tui.campaign.model import Stage

# Fallback words for the bot levels (the bots registry may describe its levels itself).
LEVEL_WORDS = {
    "random": "plays any legal move: a beginner",
    "easy": "a beginner who sees only the obvious",
    "greedy": "takes the best chance in front of it",
    "normal": "takes the best chance in front of it",
    "hard": "plans its hand and counts the deck",
    "expert": "plays close to the best possible",
}


def level_words(game: str, bot: str) -> str:
    """How a bot level plays, in one line: the bots registry's words when it has them."""
    from dragonwood_tui import bots

    levels = getattr(bots, "bot_levels", None)
    if levels is not None:
        words = dict(levels(game))
        if bot in words:
            return str(words[bot])
    return LEVEL_WORDS.get(bot, "a computer player")


def opponents_words(stage: Stage) -> list[str]:
    if not stage.opponents:
        if stage.game == "dragonwood":
            return ["Solo: the forest's automated opponent takes the cards you leave in the landscape."]
        return ["Solo: you against the quest line."]
    return [f"{bot.capitalize()} — {level_words(stage.game, bot)}" for bot in stage.opponents]


def modifier_words(stage: Stage) -> list[str]:
    """The stage's rules changes in words (the game's own `modifier_lines` when it has them)."""
    if not stage.modifiers:
        return []
    from importlib import import_module

    from dragonwood_tui.campaign.stage_game import modifiers_of, stage_config
    from dragonwood_tui.games import get_game

    game = get_game(stage.game)
    module = import_module(game.config_type.__module__)
    lines = getattr(module, "modifier_lines", None)
    if lines is not None:
        return [str(line) for line in lines(stage_config(stage, game))]
    labels = modifiers_of(game)
    return [labels.get(name, name) if value is True else f"{labels.get(name, name)}: {value}" for name, value in stage.modifiers.items()]


def measure_words(stage: Stage, value: int) -> str:
    unit = GOAL_KINDS[stage.goal.kind].measure
    return f"{value:+d} {unit}" if stage.goal.kind == "margin" else f"{value} {unit}"


def attempt_words(stage: Stage, a: Any, format_time: Any) -> str:
    when = format_time(a.created)
    if a.problem is not None:
        return f"{when} · does not count: {a.problem}"
    if not a.finished:
        return f"{when} · in progress ({a.steps} moves)"
    stars = "★" * a.stars + "☆" * (len(stage.goal.stars) - a.stars)
    result = "won" if a.won else "lost"
    return f"{when} · {stars} · {result}, {measure_words(stage, a.measure)}"
