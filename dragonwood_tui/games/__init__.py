"""The games registry: game kind -> Game object (imported lazily, to keep start-up fast).

A game is a package under `games/` whose `GAME` is its `engine.game.Game`; one line here makes
it known to the app, the CLI, records, replays and simulations. Its screens are registered the
same way in `tui/games/`, its computer players in `bots/`. A game registered `offered=False`
(a test's toy game) is known to records and replays but offered nowhere (menus, rules, stats).
Its rules for people are the Markdown file `rules.md` in its package (`rules_text`).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the menu reads titles and kinds here before any game's rules are needed
    from dragonwood_tui.engine.game import AnyGame

_MODULES = {
    "dragonwood": "dragonwood_tui.games.dragonwood",
    "dice-quest": "dragonwood_tui.games.dice_quest",
    "road-quest": "dragonwood_tui.games.road_quest",
}

# Titles known without importing the game (the main menu and the saves list name every game
# before any is played); a game registered without one is imported for its `title`.
_TITLES = {"dragonwood": "Dragonwood", "dice-quest": "Dice Quest", "road-quest": "Road Quest"}


# Known to records and replays but not offered in menus, the rules screen or the statistics.
_NOT_OFFERED: set[str] = set()


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r} (known: {', '.join(game_kinds())})"


def register_game(kind: str, module: str, title: str | None = None, *, offered: bool = True) -> None:
    """Make the game `GAME` of `module` known as `kind` (a game added beside ours); `title`
    lets menus name it without importing it. `offered=False`: records of it can be read and
    replayed, but no menu offers it."""
    _MODULES[kind] = module
    if title is not None:
        _TITLES[kind] = title
    else:
        _TITLES.pop(kind, None)
    if offered:
        _NOT_OFFERED.discard(kind)
    else:
        _NOT_OFFERED.add(kind)


def game_kinds() -> tuple[str, ...]:
    """Every game offered, in menu order."""
    return tuple(kind for kind in _MODULES if kind not in _NOT_OFFERED)


def registered_kinds() -> tuple[str, ...]:
    """Every game registered, offered or not (records and replays read them all), in the
    order they were registered (tests/test_conformance.py runs once per game of this list)."""
    return tuple(_MODULES)


def is_known(kind: str) -> bool:
    """Whether a game of `kind` is registered, offered or not (by name only: nothing is imported)."""
    return kind in _MODULES


def get_game(kind: str) -> AnyGame:
    """The Game object of `kind`."""
    try:
        module = _MODULES[kind]
    except KeyError:
        raise UnknownGame(kind) from None
    game: AnyGame = import_module(module).GAME
    return game


def game_title(kind: str) -> str:
    """The title of `kind` (UnknownGame if none), importing the game only when it declared none."""
    if kind not in _MODULES:
        raise UnknownGame(kind)
    title = _TITLES.get(kind)
    return title if title is not None else get_game(kind).title


def package_data(kind: str, name: str) -> tuple[str, bytes] | None:
    """The file `name` that `kind`'s package ships, as (its path, its bytes), read without
    importing the game (the main menu reads the dailies' declarations); None when it ships none."""
    if kind not in _MODULES:
        raise UnknownGame(kind)
    from importlib.util import find_spec
    from pathlib import Path

    try:
        spec = find_spec(_MODULES[kind])
    except (ImportError, ValueError):
        return None
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        path = Path(folder) / name
        try:
            return str(path), path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            continue
    return None


RULES_FILE = "rules.md"


def rules_file(language: str) -> str:
    """The rules file of a language: `rules.md` (English, the source) or `rules.<code>.md`."""
    return RULES_FILE if language == "en" else f"rules.{language}.md"


def rules_text(kind: str, language: str | None = None) -> str:
    """The rules of `kind` for people, in `language` (default: the language in effect, see
    `dragonwood_tui.i18n`): the `rules.<code>.md` of its package, else its English `rules.md`
    (Markdown under one top-level heading, its title); a line saying there are none when it
    ships no such file."""
    if kind not in _MODULES:
        raise UnknownGame(kind)
    if language is None:
        from dragonwood_tui.i18n import language as current

        language = current()
    from importlib import resources  # only here: it imports tempfile, zipfile... (verify needs none)

    for name in dict.fromkeys((rules_file(language), RULES_FILE)):
        try:
            return resources.files(_MODULES[kind]).joinpath(name).read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError, TypeError, ModuleNotFoundError):
            continue
    title = game_title(kind)
    return f"# {title}\n\nNo rules are written down for {title}.\n"
