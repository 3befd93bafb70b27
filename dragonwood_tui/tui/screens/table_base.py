"""What both game tables share: the board and the footer, the compact / narrow layouts,
playing through the match, computer players on timers, dice landing one by one, the hot-seat
"pass to …" screen, the end-of-game dialog, leaving. No rules here: the match and its game
decide everything.

A subclass sets `BOARD` (its board widget, with `BOARD_ID`, drawn by
`board.show(view, names, bots, ui)`) and `UI` (the player's picks, with `compact` and `narrow`
fields), implements `_say_prompt()`, `_keys_state()` (what decides the footer's keys),
`_log_action(action, before)`, `_view_over()` and `_final_screen_type()`, extends
`_refresh_view()` when its picks must follow the view, and calls `_play(action)` for every
action of a person.
"""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter
from typing import Any

from textual.app import ComposeResult
from textual.events import Resize
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.storage.text import seat_names
from dragonwood_tui.tui.host import host

COMPACT_WIDTH = 118  # below this width (or COMPACT_HEIGHT rows) a table uses its compact layout
COMPACT_HEIGHT = 34
BATCH_SECONDS = 0.03  # skipping: computer moves played between two redraws, at most this long


NARROW_WIDTH = 150  # below this width a large layout keeps a narrower side column


def is_compact(width: int, height: int) -> bool:
    return width < COMPACT_WIDTH or height < COMPACT_HEIGHT


def is_narrow(width: int) -> bool:
    return width < NARROW_WIDTH


class TableScreen(Screen[None]):
    AUTO_FOCUS = None
    DEFAULT_CSS = """
    TableScreen > #table-banner { height: auto; max-height: 3; background: $panel; padding: 0 1; }
    """
    #: set by the caller before the screen mounts: a line above the board (e.g. a campaign
    #: stage's goal and progress), `banner(match)` -> str or rich Text (plain, never markup)
    banner: Callable[[Any], Any] | None = None
    #: set by the caller: called instead of leaving for the menu once the game is over
    after_game: Callable[[], None] | None = None
    BOARD: type[Widget]  # the game's board widget: BOARD(id=BOARD_ID)
    BOARD_ID = ""
    UI: type  # the player's picks on the table (never saved); has `compact` and `narrow`

    def __init__(self, match: Any) -> None:
        super().__init__()
        self.match = match
        seats = match.seats
        self.names = seat_names(seats)  # shown, logged and notified: never raw to the terminal
        self.bots = [s.bot for s in seats]
        self.humans = [i for i, s in enumerate(seats) if s.bot is None]
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.view: Any = None
        self._bot_timer: Timer | None = None
        self._skip = False
        self._shown_person: int | None = None  # the person whose hand is on screen (hot seat)
        self._end_shown = False
        self._bindings_key: Any = None
        self.ui = self.UI()
        self._dice_timer: Timer | None = None
        self._thinking: Worker[Any] | None = None  # a computer player's decision being made
        self._batch_until: float | None = None  # skipping: moves made until then share a redraw
        self._init_table()

    # -- building -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        if self.banner is not None:
            yield Static("", id="table-banner", markup=False)
        yield self.BOARD(id=self.BOARD_ID)
        yield Footer()

    @property
    def board(self) -> Any:
        return self.query_one(self.BOARD)

    def on_mount(self) -> None:
        self._fit(self.app.size.width, self.app.size.height)
        self._start()
        self._refresh_view()
        self._after_change()

    def on_resize(self, event: Resize) -> None:
        if self._fit(event.size.width, event.size.height):
            self._redraw()

    def _fit(self, width: int, height: int) -> bool:
        """Choose the layout for a `width` x `height` screen; True when it changed."""
        compact, narrow = is_compact(width, height), is_narrow(width)
        if (compact, narrow) == (self.ui.compact, self.ui.narrow):
            return False
        self.ui.compact, self.ui.narrow = compact, narrow
        return True

    # -- to implement -----------------------------------------------------------------------
    def _init_table(self) -> None:
        """The subclass's own fields (called at the end of `__init__`)."""

    def _start(self) -> None:
        """Before the first drawing of a match (e.g. the log of a resumed game)."""

    def _say_prompt(self) -> None:
        """Word the prompt line for `self.view`."""
        raise NotImplementedError

    def _refresh_view(self) -> None:
        """Read the view for the seat on screen (a subclass then fits its picks to it)."""
        self._viewer_for_move()
        self.view = self.match.game.view(self.match.state, self.viewer)

    def _redraw(self) -> None:
        """Draw the board from the view, word the prompt, and show the keys that apply."""
        if self.view is None:
            return
        self.board.show(self.view, self.names, self.bots, self.ui)
        self._say_prompt()
        self._update_bindings(*self._keys_state())

    def _keys_state(self) -> tuple[Any, ...]:
        """What decides which keys apply now (the footer is rebuilt when it changes)."""
        return ()

    def _log_action(self, action: Any, before: str) -> None:
        """Add the log lines of `action`, just applied; `before` is its description."""

    def _view_over(self) -> bool:
        """Whether the game on screen (`self.view`) is over."""
        raise NotImplementedError

    def _final_screen_type(self) -> type:
        """The end-of-game dialog: built as `type(view, names)`, dismissed True to leave."""
        raise NotImplementedError

    def _land_die(self) -> None:
        """One more die lands (the dice timer's tick); `_stop_dice()` once all have."""

    def _show_all_dice(self) -> None:
        """The dice stopped rolling before they all landed: show them all now."""

    def _pass_note(self) -> str:
        return ""

    # -- playing ----------------------------------------------------------------------------
    def _describe(self, action: Any) -> str:
        return self.match.game.describe(self.match.state, action, self.names)

    def _play(self, action: Any, redraw: bool = True) -> bool:
        """Play `action` through the match; a refusal shows its reason and changes nothing."""
        before = self._describe(action)
        try:
            self.match.play(action)
        except IllegalAction as exc:
            self.notify(exc.reason, title="Not allowed", severity="warning", markup=False)
            return False
        self._log_action(action, before)
        if redraw:
            self._refresh_view()
            self._after_change()
        return True

    def _update_bindings(self, *key: Any) -> None:
        """The footer rebuilds itself on refresh_bindings: only when the keys that apply change."""
        if key != self._bindings_key:
            self._bindings_key = key
            self.refresh_bindings()

    def _viewer_for_move(self) -> None:
        to_move = self.match.to_move()
        if to_move is not None and to_move in self.humans:
            self.viewer = to_move

    def _after_change(self) -> None:
        """Redraw; then hide hands for the next person, or let a computer player move, or end."""
        self._redraw()
        self._update_banner()
        if self.match.is_over():
            self._skip = False
            if not self._end_shown:
                self._end_shown = True
                self.set_timer(self._end_delay(), self._show_final)
            return
        to_move = self.match.to_move()
        if to_move in self.humans:
            self._skip = False
            self._maybe_pass(to_move)
        else:
            self._schedule_bot()

    def _update_banner(self) -> None:
        if self.banner is not None and self.match is not None:
            text = self.banner(self.match)
            self.query_one("#table-banner", Static).update(text if text is not None else "")

    def _end_delay(self) -> float:
        return 0.05

    def _show_final(self) -> None:
        self.action_final_scores()

    def action_final_scores(self) -> None:
        """Push the end-of-game dialog (once; not in a replay)."""
        if self.view is None or not self._view_over():
            return
        screen_type = self._final_screen_type()
        if not isinstance(self.app.screen, screen_type):
            self.app.push_screen(screen_type(self.view, self.names), self._after_final)

    # -- dice landing one by one ----------------------------------------------------------------
    def _roll_dice(self, step: float) -> None:
        """Call `_land_die` every `step` seconds until it calls `_stop_dice`."""
        self._stop_dice()
        self._dice_timer = self.set_interval(step, self._land_die)

    def _stop_dice(self) -> bool:
        """Stop the dice timer; True if it was running."""
        if self._dice_timer is None:
            return False
        self._dice_timer.stop()
        self._dice_timer = None
        return True

    def _maybe_pass(self, seat: int) -> None:
        from dragonwood_tui.tui.screens.confirm import PassToScreen, needs_pass_screen

        enabled = host(self).settings.pass_screen
        human = [s.bot is None for s in self.match.seats]
        if needs_pass_screen(human, self._shown_person, seat, enabled):
            self._shown_person = seat
            self.app.push_screen(PassToScreen(self._seat_name(seat), self._pass_note()))
        else:
            self._shown_person = seat

    def _seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "—"
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    # -- computer players -----------------------------------------------------------------------
    def _pace(self) -> float:
        return host(self).bot_delay

    def _schedule_bot(self) -> None:
        match = self.match
        if self._bot_timer is not None or match.is_over() or not match.bot_to_move():
            return
        delay = 0.0 if self._skip else self._pace()
        self._bot_timer = self.set_timer(max(delay, 0.001), self._bot_step)

    def _bot_step(self) -> None:
        self._bot_timer = None
        match = self.match
        if match.is_over() or not match.bot_to_move() or self._thinking is not None:
            return
        # Skipping (or the instant pace): several moves, one redraw, and back to the event loop
        # within a few milliseconds so that keys keep answering.
        self._batch_until = perf_counter() + BATCH_SECONDS if (self._skip or self._pace() <= 0) else None
        self._think()

    def _think(self) -> None:
        """Ask the computer player to move for its decision in a thread (a strong one may think
        for a second): the table keeps drawing and answering keys meanwhile."""
        bot, view, legal = self.match.bot_request()
        asked_at = len(self.match.actions)
        self._thinking = self.run_worker(
            lambda: (asked_at, bot.choose(view, legal)), thread=True, exit_on_error=False, group="bot"
        )

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self._thinking or event.state not in (WorkerState.SUCCESS, WorkerState.ERROR):
            return
        event.stop()
        self._thinking = None
        if event.state == WorkerState.ERROR:
            self.notify(f"a computer player failed: {event.worker.error}", title="Computer player", severity="error", markup=False)
            return
        result = event.worker.result
        assert result is not None
        asked_at, action = result
        match = self.match
        if asked_at != len(match.actions) or match.is_over() or not match.bot_to_move():
            self._schedule_bot()  # the game moved on meanwhile: ask again
            return
        batch = self._batch_until
        if batch is None:
            self._play(action)  # one move per tick, at the pace a person follows
            return
        played = self._play(action, redraw=False)
        if played and not match.is_over() and match.bot_to_move() and perf_counter() < batch:
            self._think()
            return
        self._refresh_view()
        self._after_change()

    def resume_bots(self) -> None:
        """Let the computer players go on after `action_leave` stopped them (the person stayed)."""
        self._schedule_bot()

    def action_skip(self) -> None:
        """Let the computer players move at once, up to the next person's decision."""
        if self._stop_dice():
            self._show_all_dice()
        if self.match.is_over():
            return
        self._skip = True
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
        self._schedule_bot()

    def action_leave(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
        host(self).action_main_menu()

    def _after_final(self, leave: bool | None) -> None:
        if leave and self.after_game is not None:
            self.after_game()
        elif leave:
            self.action_leave()
