"""Every way a game opens for play, as a test (or a second process) opens it, and what a second
window does to reach the same save. Used by this folder's tests and by their child processes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dragonwood_tui.bots import bot_names, default_bot, make_bot
from dragonwood_tui.campaign.attempts import start_attempt as start_stage
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.daily.attempts import open_day, plan
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.games import get_game
from dragonwood_tui.play.session import GameSession

from daily.helpers import DAY, daily_record, write
from tui.app_helpers import write_save

KINDS = ("new", "resume", "campaign", "daily", "daily-practice", "practice")
SEATS = [SeatSpec("You"), SeatSpec("Ada", "greedy")]
RESUMED = "dragonwood-saved"  # the save "resume" opens
WATCHED = "dragonwood-watched"  # the record "practice" is taken from


def open_kind(kind: str, folder: Path) -> GameSession:
    """The first window: a game of `kind` opened for play."""
    if kind == "new":
        return GameSession.create("dragonwood", get_game("dragonwood").default_config(2), SEATS, 7, folder)
    if kind == "resume":
        write_save(folder, RESUMED, "dragonwood", SEATS, 7, steps=4)
        return GameSession.resume(RESUMED, folder)
    if kind == "campaign":
        campaign = load_campaign()  # the built-in road: its first Dragonwood stage
        return start_stage(campaign, campaign.stage("1-3"), folder, 5)
    if kind == "daily":
        return open_day(folder, "dragonwood", DAY, DAY)
    if kind == "daily-practice":
        write(folder, "dragonwood-first", daily_record())  # the day's game is played: practice
        planned = plan(folder, "dragonwood", DAY, DAY)
        assert planned.practice and not planned.resume
        return open_day(folder, "dragonwood", DAY, DAY)
    if kind == "practice":
        record = write_save(folder, WATCHED, "dragonwood", SEATS, 7, steps=6)
        return GameSession.practice(record, 3, folder)
    raise ValueError(kind)


def second_window(kind: str, folder: Path, save_id: str) -> GameSession:
    """What a second window does that reaches the save the first one plays: the daily it
    finds in progress, Continue (the newest unfinished game), or Resume on the saves list."""
    if kind in ("daily", "daily-practice"):
        planned = plan(folder, "dragonwood", DAY, DAY)
        assert planned.save_id == save_id  # the attempt in progress is the one resumed
        return open_day(folder, "dragonwood", DAY, DAY)  # the app's way in: resumes it
    if kind == "new":
        return GameSession.resume(None, folder)  # Continue
    return GameSession.resume(save_id, folder)


def advance(match: Any, steps: int) -> None:
    """`steps` more actions: the computer players' own, and the person's chosen by the game's
    default bot (a game that plays on: the first legal action can end a solo game early)."""
    kind = match.game.kind
    person = make_bot(kind, default_bot(kind) or bot_names(kind)[0], len(match.actions))
    for _ in range(steps):
        assert not match.is_over()
        if match.bot_to_move():
            match.play(match.bot_action())
        else:
            view = match.game.view(match.state, match.to_move())
            match.play(person.choose(view, match.game.legal_actions(match.state)))
