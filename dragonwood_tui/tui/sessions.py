"""How the app opens what it plays and shows: games, replays, dailies and campaign stages.

Every game opens as a `play.session.GameSession` (match, autosave, the save's lock, bots)
through `Sessions.play_session`, whose seat client (`GameSession.client()`: never the match)
goes to the game's table screen (`table_screen`, the one place a table is built); the session closes when its table leaves the screen stack.
The app owns one `Sessions` (`app.sessions`, made when first used; `AppHost.sessions` for the
screens); the screens it opens are imported when first used, so the main menu appears fast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dragonwood_tui.i18n import _
from dragonwood_tui.tui.host import host
from dragonwood_tui.i18n import os_reason

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

    from dragonwood_tui.campaign.model import Campaign
    from dragonwood_tui.daily.attempts import Attempt
    from dragonwood_tui.engine.seat import SeatClient
    from dragonwood_tui.play.session import GameSession
    from dragonwood_tui.tui.screens.campaign_play import CampaignSession
    from dragonwood_tui.tui.start import Start

# What a game's opener may add to its table (a campaign stage's banner and end), given the session.
Dress = Callable[["GameSession", "Screen[Any]"], None]


def table_screen(client: SeatClient[Any, Any]) -> Screen[Any]:
    """The table screen of `client`'s game, from the UI registry (it pops itself at the end)."""
    from dragonwood_tui.tui.games import get_ui

    return get_ui(client.kind).table_screen(client)


class Sessions:
    """The app's open game sessions, each with its table, and the ways to open more."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app  # Textual's side: the screen stack
        self.host = host(app)  # ours: saves folder, notifications, today
        self.current_save: str | None = None  # id of the game on the table, if any
        self._open: list[tuple[GameSession, Screen[Any]]] = []
        self._campaign: CampaignSession | None = None

    # -- life cycle ----------------------------------------------------------------------
    def open_start(self, start: Start) -> None:
        """Open what the command line asked for, on top of the menu."""
        if start.action == "new" and start.game:
            self.start_default_game(start.game, start.seed)
        elif start.action == "resume":
            self.resume(start.save_id)
        elif start.action == "replay" and start.path is not None:
            self.open_replay_file(start.path, start.seat, start.opened)
        elif start.action == "daily":
            self.open_daily(start.game, start.date)

    def close_left(self, _screen: Screen[Any] | None = None) -> None:
        """Close the sessions whose table left the screen stack (the app's screen-change signal)."""
        for session, table in list(self._open):
            if table not in self.app.screen_stack:
                session.close()  # its lock goes: another window may play the save now
                self._open.remove((session, table))

    def close_all(self) -> None:
        for session, _table in self._open:
            session.close()
        self._open.clear()

    @property
    def open_count(self) -> int:
        """How many game sessions are open (each holds its save's lock)."""
        return len(self._open)

    # -- games ---------------------------------------------------------------------------
    def new_seed(self) -> int:
        import secrets

        return secrets.randbits(62)

    def play_session(
        self,
        open_session: Callable[[], GameSession],
        title: str,
        failed: str = "{problem}",  # the message of a failure, with the exception as {problem}
        dress: Dress | None = None,
        replace: Screen[Any] | None = None,
    ) -> GameSession | None:
        """The one way a game opens for play: `open_session()` makes its
        `play.session.GameSession` (a new save, or a saved one locked for this window), and
        its table opens (`dress(session, table)` adds to it; replacing `replace`, e.g. the
        setup screen); the session closes when the table does. A save another window plays
        opens read-only, as a replay; any other failure is one notification (`failed`, with the exception for {problem})."""
        from dragonwood_tui.engine.game import GameError
        from dragonwood_tui.storage.records import RecordError
        from dragonwood_tui.play.session import SaveInUse
        from dragonwood_tui.storage.paths import error_text
        from dragonwood_tui.storage.text import plain

        try:
            session = open_session()
        except SaveInUse as exc:  # another window plays it: watch it instead of writing it too
            self.app.notify(_("{problem}: opening it as a replay").format(problem=plain(str(exc), 300)), title=_("Open elsewhere"), markup=False, timeout=8)
            self.open_replay_save(Path(exc.path or "").stem)
            return None
        except (GameError, ValueError, RecordError, OSError) as exc:
            self.host.notify_error(failed.format(problem=error_text(exc)), title)  # no Python English of an OSError
            return None
        session.autosave.on_error = self._autosave_failed
        self.current_save = session.id
        screen = table_screen(session.client())
        if dress is not None:
            dress(session, screen)
        if replace is not None and replace is self.app.screen:
            self.app.switch_screen(screen)
        else:
            self.app.push_screen(screen)
        self._open.append((session, screen))
        return session

    def start_game(
        self, kind: str, config: Any, seed: int | None, seats: Sequence[Any], replace: Screen[Any] | None = None
    ) -> None:
        """A new match, saved now and after every action, on its table screen."""
        from dragonwood_tui.play.session import GameSession

        chosen = self.new_seed() if seed is None else seed
        self.play_session(
            lambda: GameSession.create(kind, config, seats, chosen, self.host.saves_folder),
            _("New game"), _("cannot start the game: {problem}"), replace=replace,
        )

    def start_default_game(self, kind: str, seed: int | None) -> None:
        """`dragonwood new GAME`: the setup screen's defaults, started at once."""
        from dragonwood_tui.bots import default_bot
        from dragonwood_tui.games import get_game

        game = get_game(kind)
        players = game.default_players
        self.start_game(kind, game.default_config(players), seed, game.default_seats(players, default_bot(kind)))

    def _autosave_failed(self, exc: OSError) -> None:
        from dragonwood_tui.play.autosave import SaveRefused

        where = f"{exc.filename}: " if exc.filename else ""
        if isinstance(exc, SaveRefused):  # the record is full: saving more would make it unloadable
            self.host.notify_error(where + _("not saved: {reason}").format(reason=os_reason(exc)), _("Autosave"))
            return
        self.host.notify_error(
            where + _("autosave failed ({reason}); trying again after the next move").format(reason=os_reason(exc)), _("Autosave")
        )

    def resume(self, save_id: str | None) -> None:
        """Open a saved game where it stopped (the newest unfinished one when `save_id` is None)."""
        from dragonwood_tui.play.session import GameSession
        from dragonwood_tui.tui.saves_listing import newest_unfinished

        if save_id is None and newest_unfinished(self.host) is None:
            self.app.notify(_("No unfinished game to continue: start a new one."), title=_("Continue"))
            return
        self.play_session(
            lambda: GameSession.resume(save_id, self.host.saves_folder), _("Cannot resume"), dress=self._dress_resumed
        )

    def _dress_resumed(self, session: GameSession, table: Screen[Any]) -> None:
        """A resumed campaign attempt's table gets its banner (any other game: nothing)."""
        from dragonwood_tui.campaign.attempts import parse_tag

        if parse_tag(session.notes) is None:
            return
        campaign = self.campaign()
        if campaign is not None:
            campaign.dress_resumed(session, table)

    def practice_from(self, record: Any, step: int, *, new_luck: bool = False) -> None:
        """A new game from a replay: its deal and first `step` actions, played on from there
        with the same luck, or `new_luck` (a fresh seed: `GameSession.practice`)."""
        from dragonwood_tui.play.session import GameSession

        self.play_session(
            lambda: GameSession.practice(record, step, self.host.saves_folder, new_luck=new_luck),
            _("Practice"), _("cannot start the practice: {problem}"),
        )

    # -- the daily challenge (tui/screens/daily.py) -----------------------------------------
    def open_daily(self, kind: str | None, day: str | None) -> None:
        """`dragonwood daily [--date D] [--game KIND]`: that game, or the Daily screen."""
        from dragonwood_tui.daily.deal import parse_date
        from dragonwood_tui.tui.screens.daily import DailyScreen

        chosen = parse_date(day) if day else None  # run_daily checked it
        if kind is None:
            self.app.push_screen(DailyScreen(chosen))
        else:
            self.play_daily(kind, chosen)

    def play_daily(self, kind: str, day: date | None = None) -> None:
        """Resume the day's game in progress, or start it (practice when the day is gone or its
        game is already played), on its table."""
        from dragonwood_tui.daily.attempts import not_out_yet, open_day

        folder = self.host.saves_folder
        today = self.host.today()
        chosen = day or today
        problem = not_out_yet(chosen, today)
        if problem is not None:
            self.host.notify_error(problem, _("Daily"))
            return
        # one step under the day's lock: a second window finds this one's attempt (read-only)
        self.play_session(lambda: open_day(folder, kind, chosen, today), _("Daily"), _("cannot start the daily: {problem}"))

    def show_daily_result(self, attempt: Attempt) -> None:
        from dragonwood_tui.tui.screens.daily import show_result

        show_result(self.app, attempt)

    def end_of_game_note(self) -> tuple[str, Attempt | None]:
        """How the game on the table ranks among the player's games of its mode, and its
        daily attempt (None if it is not a daily), for the end-of-game screen."""
        from dragonwood_tui.tui.screens.daily import end_of_game_note

        return end_of_game_note(self.host.saves_folder, self.current_save)

    # -- the campaign (tui/screens/campaign_play.py) ----------------------------------------
    def campaign(self) -> CampaignSession | None:
        """The campaign being played (the built-in one, made on first use); None (with a
        notification) when its file can't be read."""
        from dragonwood_tui.campaign.loader import CampaignError
        from dragonwood_tui.tui.screens.campaign_play import CampaignSession

        if self._campaign is None:
            try:
                self._campaign = CampaignSession(self.app)
            except CampaignError as exc:
                self.host.notify_error(str(exc), _("Campaign"))
        return self._campaign

    def use_campaign(self, campaign: Campaign) -> CampaignSession:
        """Play `campaign` from now on (a campaign file the player loaded)."""
        from dragonwood_tui.tui.screens.campaign_play import CampaignSession

        self._campaign = CampaignSession(self.app, campaign)
        return self._campaign

    # -- replays -------------------------------------------------------------------------
    def open_replay_record(
        self, record: Any, seat: int | None = None, title: str = "", cursor: Any = None,
        path: Path | None = None, review: bool = False,
    ) -> None:
        """The replay viewer on `record`, once checked as `dragonwood verify` checks it (actions,
        hashes, summary); `cursor`: already checked (`dragonwood replay` did it). A long record
        is checked in a worker behind a progress bar (screens.replay_loading). `path`: the
        record's file (its review is cached beside it); `review`: open in Review mode on `seat`."""
        from dragonwood_tui.storage.records import RecordError, cursor_of
        from dragonwood_tui.tui.screens import replay_loading
        from dragonwood_tui.tui.screens.replay import ReplayScreen

        if seat is not None and not 0 <= seat < len(record.header.seats):
            self.host.notify_error(_("no seat {n} in this game: showing every hand").format(n=seat + 1), _("Replay"))
            seat = None
        if cursor is None and len(record.actions) >= replay_loading.WORKER_FROM:
            self.app.push_screen(replay_loading.ReplayLoadingScreen(record, seat, title, path=path, review=review))
            return
        if cursor is None:
            try:
                cursor = cursor_of(record, lines=True)  # the log's lines, in the same walk
            except RecordError as exc:
                self.host.notify_error(str(exc.at(title) if title and exc.path is None else exc), _("Cannot replay"))
                return
        self.app.push_screen(ReplayScreen(record, cursor, seat=seat, title=title, path=path, review=review))

    def open_replay_file(
        self, path: Path, seat: int | None = None, opened: tuple[Any, Any] | None = None, review: bool = False,
    ) -> None:
        """`opened`: (record, cursor) of `path`, already read and checked (no second walk)."""
        from dragonwood_tui.engine.record_error import RecordError
        from dragonwood_tui.storage.files import read_record_file

        if opened is not None:
            self.open_replay_record(opened[0], seat, title=path.name, cursor=opened[1], path=path, review=review)
            return
        try:
            record = read_record_file(path)
        except RecordError as exc:
            self.host.notify_error(str(exc), _("Cannot replay"))
            return
        self.open_replay_record(record, seat, title=path.name, path=path, review=review)

    def open_replay_save(self, save_id: str, seat: int | None = None, review: bool = False) -> None:
        """`review`: in Review mode on `seat` (None: the first person's seat)."""
        from dragonwood_tui.engine.record_error import RecordError
        from dragonwood_tui.storage.files import read_record_file
        from dragonwood_tui.play.saves import existing_save

        try:
            path = existing_save(save_id, self.host.saves_folder)
            record = read_record_file(path)
        except RecordError as exc:
            self.host.notify_error(str(exc), _("Cannot replay"))
            return
        self.open_replay_record(record, seat, title=save_id, path=path, review=review)
