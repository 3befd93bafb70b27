"""Command palette (Ctrl+P): the commands of the screen in front.

Every described binding of the screen (and of its focused widget) is offered by name, so each
game command a table binds to a key can also be found by typing its name. A screen may add
commands without keys by defining `game_commands() -> Iterable[(name, help, callback)]`.
The app's own navigation commands (campaign, new games, saves, rules...) are its system
commands (`system_commands`, from `DragonwoodApp.get_system_commands`): each calls one of the
app's actions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from textual.app import App, SystemCommand
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.screen import Screen

Command = tuple[str, str, Callable[[], Any]]

# (title, help, the app's action) of the palette's navigation commands after the new games
NAVIGATION = (
    ("Continue", "Resume the newest unfinished game", "continue_game"),
    ("Daily challenge", "Today's Dragonwood and Dice Quest deals, the same for everyone", "daily"),
    ("Statistics", "Your games, wins, scores and streaks, with plots", "stats"),
    ("Saved games", "Resume, replay, rename, export or delete saves", "saves"),
    ("Replays", "Watch a game again step by step", "replays"),
    ("Rules", "The rules of every game", "rules"),
    ("Settings", "Theme, computer players' pace, confirmations", "settings"),
    ("Keys", "The keys of this screen", "help"),
)


def screen_commands(screen: Any) -> list[Command]:
    app = screen.app
    commands: list[Command] = []
    seen: set[str] = set()
    extra = getattr(screen, "game_commands", None)
    if callable(extra):
        for name, help_text, callback in extra():
            if name not in seen:
                seen.add(name)
                commands.append((name, help_text, callback))
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if active.node is app or binding.system or not binding.description or not active.enabled:
            continue
        if binding.description in seen:
            continue
        seen.add(binding.description)
        help_text = f"{binding.tooltip or binding.description} ({app.get_key_display(binding)})"
        commands.append(
            (binding.description, help_text, partial(app.run_action, binding.action, active.node))
        )
    return commands


class GameCommands(Provider):
    def _commands(self) -> Iterable[Command]:
        return screen_commands(self.screen)

    async def discover(self) -> Hits:
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)


def system_commands(app: App[Any], screen: Screen[Any], textual_own: Iterable[SystemCommand]) -> Iterable[SystemCommand]:
    """Each command once: none the screen's own keys offer already (the menu's Continue),
    and Textual's own (`textual_own`) Keys only when ours is not there."""
    seen = {name for name, _, _ in screen_commands(screen)}
    for command in _navigation(app, textual_own):
        if command.title not in seen:
            seen.add(command.title)
            yield command


def _navigation(app: App[Any], textual_own: Iterable[SystemCommand]) -> Iterable[SystemCommand]:
    from dragonwood_tui.games import game_kinds, game_title
    from dragonwood_tui.tui.games import get_ui

    def act(name: str) -> Callable[..., Any]:
        return getattr(app, f"action_{name}")  # DragonwoodApp's (this module is below the app)

    yield SystemCommand("Campaign", "The solo campaign: a road of stages with stars", act("campaign"))
    for kind in game_kinds():
        title = game_title(kind)
        label = get_ui(kind).menu_label or f"New {title}"
        yield SystemCommand(label, f"Set up a game of {title}", partial(act("new_game"), kind))
    for title, help_text, action in NAVIGATION:
        yield SystemCommand(title, help_text, act(action))
    if len(app.screen_stack) > 1:
        yield SystemCommand("Main menu", "Leave this screen for the main menu", act("main_menu"))
    yield from textual_own
