"""Words for a stage on screen: opponents and their levels, modifiers, results."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.campaign.goals import measure_text
from dragonwood_tui.campaign.model import Stage

# Words for the levels the bots registry does not offer (old names in campaign files).
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
    from dragonwood_tui.bots import bot_levels

    line = next((level.description for level in bot_levels(game) if level.name == bot), "")
    return line or LEVEL_WORDS.get(bot, "a computer player")


def opponents_words(stage: Stage) -> list[str]:
    if not stage.opponents:
        from dragonwood_tui.games import get_game

        return [get_game(stage.game).solo_words or "Solo."]
    return [f"{bot.capitalize()} — {level_words(stage.game, bot)}" for bot in stage.opponents]


def modifier_words(stage: Stage) -> list[str]:
    """The stage's rules changes in words, as the game words a config's modifiers."""
    if not stage.modifiers:
        return []
    from dragonwood_tui.campaign.stage_game import stage_config
    from dragonwood_tui.games import get_game

    game = get_game(stage.game)
    return [str(line) for line in game.modifier_lines(stage_config(stage, game))]


def measure_words(stage: Stage, value: int) -> str:
    return measure_text(stage.goal, stage.game, value)


def attempt_words(stage: Stage, a: Any, format_time: Any) -> str:
    when = format_time(a.created)
    if a.problem is not None:
        return f"{when} · does not count: {a.problem}"
    if not a.finished:
        return f"{when} · in progress ({a.steps} moves)"
    stars = "★" * a.stars + "☆" * (len(stage.goal.stars) - a.stars)
    result = "won" if a.won else "lost"
    return f"{when} · {stars} · {result}, {measure_words(stage, a.measure)}"
