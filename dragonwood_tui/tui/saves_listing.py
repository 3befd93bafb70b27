"""The saved games as the menu and the saves screen list them: read through the app's saves
folder, a folder that can't be read is one notification (not a crash), a line for a person."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dragonwood_tui.i18n import _, error_line
from dragonwood_tui.tui.titles import game_title, players_named
from dragonwood_tui.i18n import os_reason

if TYPE_CHECKING:
    from dragonwood_tui.storage.saves_list import SaveInfo
    from dragonwood_tui.tui.host import AppHost


def list_saves(app: AppHost) -> list[SaveInfo]:
    from dragonwood_tui.storage.saves_list import list_saves as read_saves

    try:
        return read_saves(app.saves_folder)
    except OSError as exc:
        where = exc.filename or _("saves folder")
        app.notify_error(error_line(where, os_reason(exc)), _("Saved games"), once=True)
        return []


def newest_unfinished(app: AppHost) -> SaveInfo | None:
    for info in list_saves(app):
        if info.problem is None and not info.finished:
            return info
    return None


def describe_save(app: AppHost, info: SaveInfo) -> str:
    """Two lines for a person: game, turn and last played; the players, named so (plain text:
    the names come from files)."""
    from dragonwood_tui.storage.text import plain

    if info.problem is not None:
        return _("unreadable: {problem}").format(problem=plain(info.problem, 60))
    from dragonwood_tui.play.save_names import listed_save_title, stage_save_title

    # as the saves list's Game column: "Dice Quest daily", not "Daily challenge 2026-11… (Dice Quest)";
    # a campaign stage by its stage alone (the welcome panel names the campaign)
    title = plain(stage_save_title(info.name, info.notes) or listed_save_title(info.name, info.notes, game_title(info.game)), 40)
    names = plain(players_named(info.seats), 44)
    # TRANSLATORS: the main menu's Continue entry, its second row: who plays the game ("Players: You, Ada, Bram")
    players = _("Players: {names}").format(names=names)
    when = app.format_day(info.updated, clock=True)  # in words, as Statistics writes days
    return _("{game} · turn {turn} · {when}").format(game=title, turn=info.turn, when=when) + "\n" + players
