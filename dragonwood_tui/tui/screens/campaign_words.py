"""Words for a stage on screen: opponents and their levels, modifiers, results."""

from __future__ import annotations

from typing import Any

from dragonwood_tui.i18n import N_, _, ngettext
from dragonwood_tui.campaign.goals import measure_text
from dragonwood_tui.campaign.model import Stage
from dragonwood_tui.campaign.problems import problem_said

# Words for the levels the bots registry does not offer (old names in campaign files).
LEVEL_WORDS = {
    "random": N_("plays any legal move: a beginner"),
    "easy": N_("a beginner who sees only the obvious"),
    "greedy": N_("takes the best chance in front of it"),
    "normal": N_("takes the best chance in front of it"),
    "hard": N_("plans its hand and counts the deck"),
    "expert": N_("plays close to the best possible"),
}  # shown with _()


def level_words(game: str, bot: str) -> str:
    """How a bot level plays, in one line: the bots registry's words when it has them."""
    from dragonwood_tui.bots import bot_levels

    line = next((level.description for level in bot_levels(game) if level.name == bot), "")
    if line:
        return _(line)  # the bots registry's words, marked there
    return _(LEVEL_WORDS[bot]) if bot in LEVEL_WORDS else _("a computer player")


def opponents_words(stage: Stage) -> list[str]:
    if not stage.opponents:
        from dragonwood_tui.games import get_game

        solo = get_game(stage.game).solo_words
        return [_(solo) if solo else _("Solo.")]  # the game's words (its catalog entry)
    from dragonwood_tui.tui.titles import level_title

    return [_("{level} — {how}").format(level=level_title(bot), how=level_words(stage.game, bot)) for bot in stage.opponents]


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
        return _("{when} · does not count: {problem}").format(when=when, problem=problem_said(a.problem))
    if not a.finished:
        return ngettext("{when} · in progress ({n} move)", "{when} · in progress ({n} moves)", a.steps).format(when=when, n=a.steps)
    stars = "★" * a.stars + "☆" * (len(stage.goal.stars) - a.stars)
    words = _("{when} · {stars} · won, {measure}") if a.won else _("{when} · {stars} · lost, {measure}")
    return words.format(when=when, stars=stars, measure=measure_words(stage, a.measure))
