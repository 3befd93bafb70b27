"""What every game's table shares: the board and the footer, the compact / narrow layouts,
playing through the seat client, the log, computer players on timers, dice landing one by one,
motion (a roll's outcome flashed; any key cuts it short), the hot-seat "pass to …" screen, the
end-of-game dialog, leaving. No rules here: the game
decides everything, and the table sees it only through `engine.seat.SeatClient`s.

`TableScreen[V, A, B]` is typed by the game's view `V`, its action `A` and its board `B`. It is
made from the client of the first person's seat (`TableScreen(client)`); the other seats'
clients come from `client.at(seat)`: the person to move (hot seat) and the computer players,
who decide from their own client's `view()` and `legal()`. The log is the game's own account
(`client.history()`, then `client.events()` after every action): the same lines in a new game,
a resumed one and the replay.

A subclass sets `BOARD` (its board widget, with `BOARD_ID`, drawn by
`board.show(view, names, bots, ui)`) and `UI` (the player's picks, with `compact` and `narrow`
fields; it annotates `ui` with that type), implements `_say_prompt()`, `_keys_state()` (what
decides the footer's keys), `_view_over()` and `_final_screen_type()`, may implement
`_after_action(action)` (its picks after an action), extends `_refresh_view()` when its picks
must follow the view, and calls `_play(action)` for every action of a person.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from time import perf_counter
from typing import Any, Generic, Protocol, TypeVar

from rich.text import Text
from textual.app import ComposeResult
from textual.events import Key, Resize, ScreenSuspend
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from dragonwood_tui.i18n import _
from dragonwood_tui.tui.one_shot import once
from dragonwood_tui.tui.titles import person_name
from dragonwood_tui.tui.widgets.game_log import GameLog

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.match import Bot
from dragonwood_tui.engine.seat import SeatClient
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.screens.game_over import GameOverScreen
from dragonwood_tui.tui.widgets.board_base import TableBoard
from dragonwood_tui.tui.widgets.footer import FittingFooter
from dragonwood_tui.tui.widgets.motion import Flashes

COMPACT_WIDTH = 118  # below this width (or COMPACT_HEIGHT rows) a table uses its compact layout
COMPACT_HEIGHT = 34
BATCH_SECONDS = 0.03  # skipping: computer moves played between two redraws, at most this long


NARROW_WIDTH = 150  # below this width a large layout keeps a narrower side column


def is_compact(width: int, height: int) -> bool:
    return width < COMPACT_WIDTH or height < COMPACT_HEIGHT


def is_narrow(width: int) -> bool:
    return width < NARROW_WIDTH


class Layout(Protocol):
    """The part of a table's picks the base sets: which layout the screen size gives."""

    compact: bool
    narrow: bool


V = TypeVar("V")
A = TypeVar("A")
B = TypeVar("B", bound="TableBoard[Any, Any]")

#: a line above the board (e.g. a campaign stage's goal), from the table's client: plain
#: text or rich Text, never markup
Banner = Callable[[SeatClient[V, A]], "str | Text | None"]


class TableScreen(Screen[None], Generic[V, A, B]):
    AUTO_FOCUS = None
    DEFAULT_CSS = """
    TableScreen > #table-banner { height: auto; max-height: 3; background: $panel; padding: 0 1; }
    """
    #: set by the caller before the screen mounts: the line above the board
    banner: Banner[V, A] | None = None
    #: set by the caller: called instead of leaving for the menu once the game is over
    after_game: Callable[[], None] | None = None
    #: set by the caller: a person's action goes here instead of into the match (practice: the
    #: pick is graded, and nothing is played, recorded or saved)
    answer: Callable[[A], None] | None = None
    BOARD: type[B]  # the game's board widget: BOARD(id=BOARD_ID)
    BOARD_ID = ""
    UI: type[Layout]  # the player's picks on the table (never saved)
    ui: Layout

    def __init__(self, client: SeatClient[V, A]) -> None:
        super().__init__()
        self.client = client
        self.names = [plain(name) for name in client.names]  # shown, logged and notified: never raw
        self.bots = client.bots
        self.humans = client.persons
        self.viewer: int | None = self.humans[0] if self.humans else None
        self._clients: dict[int | None, SeatClient[V, A]] = {client.seat: client}
        self.view: V = self._client(self.viewer).view()
        self._bot_timer: Timer | None = None
        self._skip = False
        self._shown_person: int | None = None  # the person whose hand is on screen (hot seat)
        self._end_shown = False
        self._bindings_key: tuple[Hashable, ...] | None = None
        self.ui = self.UI()
        self._dice_timer: Timer | None = None
        self._thinking: Worker[tuple[int, A]] | None = None  # a computer player's decision being made
        self._batch_until: float | None = None  # skipping: moves made until then share a redraw
        self.flashes = Flashes(self)  # motion: a capture's or a wound's flash (widgets/motion.py)
        self._outcome: Callable[[], None] | None = None  # motion: flashed once the dice have landed
        self._notice: str | None = None  # the table's last notice (the next replaces it)
        self._init_table()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """A table's notices replace one another: a key pressed again and again ("Choose a card
        first" at each Enter) shows one notice, not a pile of them over the log. The previous one
        still on show is made expired, so the app drops it as it adds this one."""
        if self._notice is not None:
            host(self).expire_notice(self._notice)
        self._notice = message
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def _client(self, seat: int | None) -> SeatClient[V, A]:
        """The client of `seat` (one per seat, made when first needed)."""
        client = self._clients.get(seat)
        if client is None:
            client = self._clients[seat] = self.client.at(seat)
        return client

    def _bot_to_move(self) -> bool:
        seat = self.client.to_move()
        return seat is not None and self.bots[seat] is not None

    # -- building -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        if self.banner is not None:
            yield Static("", id="table-banner", markup=False)
        yield self.BOARD(id=self.BOARD_ID)
        yield FittingFooter()  # French and Russian keys fitted to 80 columns

    @property
    def board(self) -> B:
        return self.query_one(self.BOARD)

    def on_mount(self) -> None:
        self._fit(self.app.size.width, self.app.size.height)
        self.board.log.reset([plain(line) for step in self.client.history() for line in step])
        self.client.events()  # told already: the log holds them
        self._start()
        self._refresh_view()
        self._after_change()
        host(self).language_signal.subscribe(self, self._language_changed)

    def on_unmount(self) -> None:
        # Textual's signal keeps a subscriber alive (its callback holds the node) until the next
        # publish: without this, every table closed stayed in memory until a change of language.
        host(self).language_signal.unsubscribe(self)

    def _language_changed(self, code: str) -> None:
        """The words of the board, prompt, banner, log and footer in the new language, at once:
        the log told again, the view read again (a game's views keep the words of the language
        they were made in)."""
        for log in self.query(GameLog):
            log.border_title = _("Log")
        self.board.log.reset([plain(line) for step in self.client.retold() for line in step])
        self._refresh_view()
        self._redraw()
        for widget in self.query("*"):  # parts drawn from lines kept while their data stays
            widget.refresh()
        self._update_banner()
        self.refresh_bindings()

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
        """Before the first drawing of a match (the log holds the game so far)."""

    def _say_prompt(self) -> None:
        """Word the prompt line for `self.view`."""
        raise NotImplementedError

    def _refresh_view(self) -> None:
        """Read the view for the seat on screen (a subclass then fits its picks to it)."""
        self._viewer_for_move()
        self.view = self._client(self.viewer).view()

    def _redraw(self) -> None:
        """Draw the board from the view, word the prompt, and show the keys that apply."""
        self.board.show(self.view, self.names, self.bots, self.ui)
        self._say_prompt()
        self._update_bindings(*self._keys_state())

    def _keys_state(self) -> tuple[Hashable, ...]:
        """What decides which keys apply now (the footer is rebuilt when it changes)."""
        return ()

    def _after_action(self, action: A) -> None:
        """The table's own picks after `action`, just applied (the log has its lines)."""

    def _view_over(self) -> bool:
        """Whether the game on screen (`self.view`) is over."""
        raise NotImplementedError

    def _final_screen_type(self) -> Callable[[V, list[str]], GameOverScreen]:
        """The end-of-game dialog: built as `type(view, names)`, dismissed True to leave."""
        raise NotImplementedError

    def _land_die(self) -> None:
        """One more die lands (the dice timer's tick); `_stop_dice()` once all have."""

    def _show_all_dice(self) -> None:
        """The dice stopped rolling before they all landed: show them all now."""

    def _pass_note(self) -> str:
        return ""

    def _outcome_motion(self) -> Callable[[], None] | None:
        """Motion on, after an action: what to flash once its dice have landed (a capture, a
        wound), from `self.view` after the action; None for nothing."""
        return None

    # -- playing ----------------------------------------------------------------------------
    def _play(self, action: A, redraw: bool = True) -> bool:
        """Send `action` for the seat to move; a refusal shows its reason and changes nothing."""
        if self.answer is not None:
            self.answer(action)
            return False
        try:
            self._client(self.client.to_move()).send(action)
        except IllegalAction as exc:
            self.notify(exc.reason, title=_("Not allowed"), severity="warning", markup=False)
            return False
        self.board.log.add([plain(line) for line in self.client.events()])
        self._after_action(action)
        if redraw:
            self._refresh_view()
            self._after_change()
        return True

    def _update_bindings(self, *key: Hashable) -> None:
        """The footer rebuilds itself on refresh_bindings: only when the keys that apply change."""
        if key != self._bindings_key:
            self._bindings_key = key
            self.refresh_bindings()

    def _viewer_for_move(self) -> None:
        to_move = self.client.to_move()
        if to_move is not None and to_move in self.humans:
            self.viewer = to_move

    def _after_change(self) -> None:
        """Redraw; then hide hands for the next person, or let a computer player move, or end."""
        if self._outcome is not None and self._dice_timer is None:
            self._play_outcome()  # no dice to wait for (a subclass starts them before this)
        self._redraw()
        self._update_banner()
        if self.client.is_over():
            self._skip = False
            if not self._end_shown:
                self._end_shown = True
                once(self, self._end_delay(), self._show_final)
            return
        to_move = self.client.to_move()
        if to_move in self.humans:
            self._skip = False
            self._maybe_pass(to_move)
        else:
            self._schedule_bot()

    def _update_banner(self) -> None:
        if self.banner is not None:
            text = self.banner(self.client)
            self.query_one("#table-banner", Static).update(text if text is not None else "")

    def _end_delay(self) -> float:
        return 0.05

    def _show_final(self) -> None:
        self.action_final_scores()

    def action_final_scores(self) -> None:
        """Push the end-of-game dialog (once; not in a replay)."""
        if not self._view_over():
            return
        if not isinstance(self.app.screen, GameOverScreen):  # shown once
            self.app.push_screen(self._final_screen_type()(self.view, self.names), self._after_final)
            # the dialog's own keys hold (Enter: menu): the line under it offers none of the table's
            self._final_open = True
            self._say_prompt()

    # -- dice landing one by one ----------------------------------------------------------------
    def _roll_dice(self, step: float) -> None:
        """Call `_land_die` every `step` seconds until it calls `_stop_dice`."""
        self._stop_dice()
        self._dice_timer = self.set_interval(step, self._dice_tick)

    def _dice_tick(self) -> None:
        self._land_die()
        if self._dice_timer is None:  # the last die landed: now the outcome shows
            self._play_outcome()

    # -- motion -----------------------------------------------------------------------------------
    def _note_outcome(self, acted: bool) -> None:
        """After an action (`acted`), with motion on and not skipping: keep its outcome's flash
        for when its dice have landed (a subclass calls this in its `_after_change`)."""
        self._outcome = None
        self.flashes.finish()
        if acted and not self._skip and self._batch_until is None and host(self).motion:
            self._outcome = self._outcome_motion()

    def _play_outcome(self) -> None:
        outcome, self._outcome = self._outcome, None
        if outcome is not None and self.is_current:
            outcome()

    def _animating(self) -> bool:
        return self._dice_timer is not None or self.flashes.busy or self._outcome is not None

    def finish_motion(self) -> bool:
        """Motion on: cut the dice's tumble and any flash short, the dice shown as they lie; True
        if something was running. (Motion off, the dice land one by one as they always have.)"""
        if not host(self).motion or not self._animating():
            return False
        if self._stop_dice():
            self._show_all_dice()
        self._outcome = None
        self.flashes.finish()
        self._redraw()
        return True

    def on_key(self, event: Key) -> None:
        """Any key cuts the motion short, then does what it does (never swallowed: a player who
        types ahead loses no key)."""
        self.finish_motion()

    def on_screen_suspend(self, event: ScreenSuspend) -> None:
        # covered (help, a dialog, the pass screen): no motion behind it
        self.finish_motion()

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
        human = [bot is None for bot in self.bots]
        if needs_pass_screen(human, self._shown_person, seat, enabled):
            self._shown_person = seat
            self.app.push_screen(PassToScreen(lambda: self._seat_name(seat), self._pass_note))
        else:
            self._shown_person = seat

    def _seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "—"
        return person_name(self.names[seat]) if 0 <= seat < len(self.names) else _("Player {n}").format(n=seat + 1)

    # -- computer players -----------------------------------------------------------------------
    def _pace(self) -> float:
        return host(self).bot_delay

    def _schedule_bot(self) -> None:
        if self._bot_timer is not None or self.client.is_over() or not self._bot_to_move():
            return
        delay = 0.0 if self._skip else self._pace()
        self._bot_timer = once(self, max(delay, 0.001), self._bot_step)

    def _bot_step(self) -> None:
        self._bot_timer = None
        if self.client.is_over() or not self._bot_to_move() or self._thinking is not None:
            return
        # Skipping (or the instant pace): several moves, one redraw, and back to the event loop
        # within a few milliseconds so that keys keep answering.
        self._batch_until = perf_counter() + BATCH_SECONDS if (self._skip or self._pace() <= 0) else None
        self._think()

    def _think(self) -> None:
        """Ask the computer player to move for its decision in a thread (a strong one may think
        for a second): the table keeps drawing and answering keys meanwhile."""
        seat = self.client.to_move()
        assert seat is not None
        client = self._client(seat)
        bot = client.bot()
        assert bot is not None
        view, legal, asked_at = client.view(), client.legal(), client.steps
        self._thinking = self.run_worker(
            lambda: (asked_at, _choose(bot, view, legal)), thread=True, exit_on_error=False, group="bot"
        )

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self._thinking or event.state not in (WorkerState.SUCCESS, WorkerState.ERROR):
            return
        event.stop()
        self._thinking = None
        if event.state == WorkerState.ERROR:
            self.notify(
                _("a computer player failed: {error}").format(error=plain(str(event.worker.error), 300)),
                title=_("Computer player"), severity="error", markup=False,
            )
            return
        result = event.worker.result
        assert result is not None
        asked_at, action = result
        client = self.client
        if asked_at != client.steps or client.is_over() or not self._bot_to_move():
            self._schedule_bot()  # the game moved on meanwhile: ask again
            return
        batch = self._batch_until
        if batch is None:
            self._play(action)  # one move per tick, at the pace a person follows
            return
        played = self._play(action, redraw=False)
        if played and not client.is_over() and self._bot_to_move() and perf_counter() < batch:
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
        if self.client.is_over():
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

    _final_open = False  # the end-of-game dialog is over the table: the prompt names no key

    def _after_final(self, leave: bool | None) -> None:
        self._final_open = False
        if not leave and self.view is not None:
            self._say_prompt()  # back at the table: Enter shows the final scores again
        if leave and self.after_game is not None:
            self.after_game()
        elif leave:
            self.action_leave()


def _choose(bot: Bot[V, A], view: V, legal: list[A]) -> A:
    """A computer player's decision, from its seat's view and legal actions only."""
    return bot.choose(view, legal)
