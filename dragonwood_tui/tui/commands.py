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

from dragonwood_tui.i18n import N_, _

Command = tuple[str, str, Callable[[], Any]]

# (title, help, the app's action) of the palette's navigation commands after the new games
NAVIGATION = (
    (N_("Continue"), N_("Resume the newest unfinished game"), "continue_game"),
    (N_("Daily challenge"), N_("Today's Dragonwood and Dice Quest deals, the same for everyone"), "daily"),
    (N_("Statistics"), N_("Your games, wins, scores and streaks, with plots"), "stats"),
    (N_("Saved games"), N_("Resume, replay, rename, export or delete saves"), "saves"),
    (N_("Replays"), N_("Watch a game again step by step"), "replays"),
    (N_("Rules"), N_("The rules of every game"), "rules"),
    (N_("Settings"), N_("Theme, computer players' pace, confirmations"), "settings"),
    (N_("Keys"), N_("The keys of this screen"), "help"),
)

# Textual's Screen keys shown in the palette by their description (`_(binding.description)`
# below): marked here for the catalog, Textual declares them in English.
TEXTUAL_KEYS = (N_("Focus Next"), N_("Focus Previous"), N_("Copy selected text"))

# Textual's own commands (English in Textual), by their English title: the palette shows them in
# the player's language; "Keys" is then ours by its title, so Textual's is left out.
TEXTUAL_OWN = {
    "Theme": (N_("Theme"), N_("Change the current theme")),
    "Quit": (N_("Quit"), N_("Quit the application as soon as possible")),
    "Keys": (N_("Keys"), N_("Show help for the focused widget and a summary of available keys")),
    "Minimize": (N_("Minimize"), N_("Minimize the widget and restore to normal size")),
    "Maximize": (N_("Maximize"), N_("Maximize the focused widget")),
    "Screenshot": (N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen")),
}


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
        if active.node is not screen and not binding.show:
            continue  # a focused widget's own moves (Textual's "Up", "Page Left"...): not commands
        name = _(binding.description)  # marked with N_ where the binding is declared
        if name in seen:
            continue
        seen.add(name)
        help_text = _("{what} ({key})").format(
            what=_(binding.tooltip or binding.description), key=app.get_key_display(binding)
        )
        commands.append((name, help_text, partial(app.run_action, binding.action, active.node)))
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
    seen = {name for name, _help, _call in screen_commands(screen)}
    for command in _navigation(app, textual_own):
        if command.title not in seen:
            seen.add(command.title)
            yield command


def _navigation(app: App[Any], textual_own: Iterable[SystemCommand]) -> Iterable[SystemCommand]:
    from dragonwood_tui.games import game_kinds, game_title
    from dragonwood_tui.tui.games import get_ui

    def act(name: str) -> Callable[..., Any]:
        action: Callable[..., Any] = getattr(app, f"action_{name}")  # DragonwoodApp's (this module is below the app)
        return action

    yield SystemCommand(_("Campaign"), _("The solo campaign: a road of stages with stars"), act("campaign"))
    for kind in game_kinds():
        title = game_title(kind)
        menu_label = get_ui(kind).menu_label
        label = _(menu_label) if menu_label else _("New {game}").format(game=title)
        yield SystemCommand(label, _("Set up a game of {game}").format(game=title), partial(act("new_game"), kind))
    for title, help_text, action in NAVIGATION:
        yield SystemCommand(_(title), _(help_text), act(action))
    if len(app.screen_stack) > 1:
        yield SystemCommand(_("Main menu"), _("Leave this screen for the main menu"), act("main_menu"))
    for command in textual_own:
        words = TEXTUAL_OWN.get(command.title)
        yield command._replace(title=_(words[0]), help=_(words[1])) if words else command
