"""Playing a campaign stage: the app's glue between the campaign (pure) and the game tables.

`CampaignSession` holds the campaign and the saves folder (the app's `sessions.campaign()`);
`play(stage, seed)` starts an attempt (an ordinary autosaved record naming the stage, opened
by `tui/sessions.py` as a `play.session` like any game) and dresses the game's own table:
a banner (the goal, how far along it the game is, and the coach's line in a guided stage) and,
when the game is over, the result screen. The tables know nothing of campaigns: they take a
`banner` and an `after_game` callable (TableScreen).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import App
from textual.screen import Screen

from dragonwood_tui.i18n import _
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.progress import Progress, progress
from dragonwood_tui.tui.host import host

# The map makes a session at its opening: what only playing a stage needs (the tables, the
# coach, the goals' words) is imported when a stage is played.
if TYPE_CHECKING:
    from dragonwood_tui.campaign.coach import Coach
    from dragonwood_tui.campaign.model import Campaign, Stage
    from dragonwood_tui.engine.seat import SeatClient
    from dragonwood_tui.play.session import GameSession


class CampaignSession:
    def __init__(self, app: App[Any], campaign: Campaign | None = None) -> None:
        self.app = app
        self.campaign = campaign or load_campaign()
        self.selected: str | None = None  # the stage last looked at on the map

    @property
    def folder(self) -> Path:
        return host(self.app).saves_folder

    def progress(self) -> Progress:
        try:
            return progress(self.campaign, self.folder)
        except OSError as exc:  # a data folder that is a file...: say so, count no attempt
            from dragonwood_tui.storage.paths import os_error_text

            host(self.app).notify_error(os_error_text(exc, _("saves folder")), _("Campaign"), once=True)
            return progress(self.campaign, self.folder, attempts=[])

    # -- playing ----------------------------------------------------------------------------
    def play(self, stage: Stage, seed: int | None = None, replace: Screen[Any] | None = None) -> None:
        """A new attempt at `stage` on its table (`seed`: the same deal again), opened as a
        session like every game (`Sessions.play_session`)."""
        from dragonwood_tui.campaign.attempts import start_attempt

        before = self.progress()
        opened = host(self.app).sessions.play_session(
            lambda: start_attempt(self.campaign, stage, self.folder, seed),
            _("Campaign"), _("cannot start the stage: {problem}"),
            dress=lambda session, table: self.dress(stage, table, session.id, before),
            replace=replace,
        )
        if opened is not None:
            self.selected = stage.id

    def dress(self, stage: Stage, screen: Screen[Any], save_id: str, before: Progress | None = None) -> None:
        """The stage's banner above the game's table, and its result screen after the game."""
        from dragonwood_tui.campaign.coach import Coach
        from dragonwood_tui.tui.keyboard_layout import key_shown
        from dragonwood_tui.tui.screens.table_base import TableScreen

        assert isinstance(screen, TableScreen)
        coach = Coach(stage.game) if stage.guided else None
        seed = screen.client.seed
        screen.banner = lambda client: banner_text(stage, client, coach, lambda key: key_shown(screen.app, key))
        screen.after_game = lambda: self.show_result(stage, save_id, seed, before, screen)

    def show_result(self, stage: Stage, save_id: str, seed: int, before: Progress | None, table: Screen[Any]) -> None:
        from dragonwood_tui.tui.screens.campaign_result import CampaignResultScreen

        result = CampaignResultScreen(self, stage, save_id, seed, before)
        if self.app.screen is table:
            self.app.switch_screen(result)
        else:
            self.app.push_screen(result)

    def dress_resumed(self, session: GameSession, screen: Screen[Any]) -> None:
        """A resumed attempt's table gets its stage's banner; nothing when the session is no
        attempt at a stage of this campaign."""
        from dragonwood_tui.campaign.attempts import parse_tag

        tag = parse_tag(session.record.header.notes)
        if tag is None or tag[0] != self.campaign.id:
            return
        try:
            stage = self.campaign.stage(tag[1])
        except KeyError:
            return
        self.dress(stage, screen, session.id, self.progress())


def star_tags(stage: Stage) -> str:
    """The thresholds in a few characters: "★★ 40 · ★★★ 50" (a star the goal itself gives is not repeated)."""
    from dragonwood_tui.campaign.goals import GOAL_KINDS

    kind = GOAL_KINDS[stage.goal.kind]
    tags = [
        f"{'★' * (i + 1)} {t}"
        for i, t in enumerate(stage.goal.stars)
        if i or "{n}" in kind.words or t > 0
    ]
    return " · ".join(tags) or "★"


def banner_text(
    stage: Stage, client: SeatClient[Any, Any], coach: Coach | None, shown: Callable[[str], str] | None = None
) -> Text:
    """Two lines above the board: the stage, its goal and progress; the coach in guided stages
    (`shown(key)`: a key its lines name, as the footer shows it)."""
    from dragonwood_tui.campaign.goals import client_facts, goal_text, progress_text

    text = Text()
    text.append(_("Stage {id} ").format(id=stage.id), style="bold")
    progress_now = progress_text(stage.goal, client.game, client_facts(client))
    text.append(_("{goal} · you: {progress} · {stars}").format(goal=goal_text(stage.goal, client.game), progress=progress_now, stars=star_tags(stage)))
    if coach is not None and not client.is_over():
        seat = client.to_move()
        if seat is not None and seat in client.persons:
            mover = client.at(seat)
            line = coach.line(mover.view(), mover.legal(), shown)
            if line:
                text.append("\n" + _("Coach: "), style="bold")
                text.append(line)
        elif coach.text:
            text.append("\n" + _("Coach: "), style="bold")
            text.append(coach.current(shown) or "", style="dim")
    return text