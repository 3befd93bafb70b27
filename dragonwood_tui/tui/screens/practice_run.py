"""Playing practice positions one after another: each on its game's own table (the same board
and keys as play), seen from the practising seat's client only, with a banner saying what it is.

The table's `answer` hook takes the player's pick instead of the match: nothing is played,
recorded or saved (no session, no autosave: no record, statistics, campaign or daily changes).
The pick is checked by the rules on a copy of the position (a refusal is said as in play),
graded from the cached review (`practice.grading`: instant), counted in the kept file, and the
verdict dialog shows the best and why; Enter goes on to the next position, Esc stops.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.screen import Screen

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.seat import SeatClient
from dragonwood_tui.i18n import _
from dragonwood_tui.practice.grading import Grade, grade, same_move
from dragonwood_tui.practice.kept import Kept
from dragonwood_tui.practice.positions import Position, match_at
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.host import host
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.titles import game_title
from dragonwood_tui.storage.paths import error_text


class PracticeRun:
    """The positions of one practice, played in turn over `below` (the practice list)."""

    def __init__(self, below: Screen[Any], positions: list[Position], kept: Kept, done: Callable[[], None]) -> None:
        self.below = below
        self.positions = positions
        self.kept = kept
        self.done = done
        self.index = -1
        self.table: TableScreen[Any, Any, Any] | None = None
        self.match: Any = None
        self.answered = 0

    @property
    def position(self) -> Position:
        return self.positions[self.index]

    def next(self) -> None:
        """The next position still on the list, on its table; the end: back to the list."""
        from dragonwood_tui.tui.games import get_ui

        self.table = None
        self.index += 1
        while self.index < len(self.positions):
            position = self.position
            if not self.kept.left(position.key) and self._walked(position):
                break
            self.index += 1
        else:
            self.done()
            return
        client: SeatClient[Any, Any] = SeatClient(self.match, position.seat)
        table = get_ui(position.kind).table_screen(client)  # the table every game builds, as play's
        assert isinstance(table, TableScreen)
        # the practising seat's view only: the seat on screen is the practising one, whoever
        # else the record had as a person (hot seat)
        table.humans = [position.seat]
        table.viewer = position.seat
        table._shown_person = position.seat  # no "pass to …" screen: nobody else plays here
        table.answer = self._answer
        table.banner = self._banner
        self.table = table
        self.below.app.push_screen(table)

    def _walked(self, position: Position) -> bool:
        """The match walked to `position` (`self.match`); False, passed over, when the record no
        longer walks (said in one line) or it is not the seat's decision there (a review file
        may claim anything)."""
        try:
            self.match = match_at(position)
        except (ValueError, OSError) as exc:  # a RecordError is a ValueError
            host(self.below).notify_error(error_text(exc).splitlines()[0] if str(exc) else type(exc).__name__, _("Practice"))
            return False
        return bool(self.match.to_move() == position.seat)

    def _banner(self, client: SeatClient[Any, Any]) -> Text:
        p = self.position
        left = sum(1 for q in self.positions[self.index :] if not self.kept.left(q.key))
        t = Text()
        t.append(_("Practice") + " ", style="bold")
        if p.decision.cls == "blunder":
            said = _("{game}, {source}, step {step}: you blundered here. Find a better move.")
        else:
            said = _("{game}, {source}, step {step}: you made a mistake here. Find a better move.")
        t.append(said.format(game=game_title(p.kind), source=plain(p.source, 40), step=p.step))
        t.append("\n")
        t.append(
            _("Positions left: {left} · streak: {streak} (best {best})").format(
                left=left, streak=self.kept.streak, best=self.kept.best_streak
            ),
            style="dim",
        )
        return t

    def words(self, action: Any) -> str | None:
        """An action (as the review keeps it, or as the table sends it) in the language shown,
        read in the position; None when it is no action of this game (a cache is a file)."""
        import msgspec

        game = self.match.game
        try:
            decoded = action if isinstance(action, msgspec.Struct) else msgspec.convert(action, game.action_type)
            return str(game.describe(self.match.state, decoded, [plain(n) for n in self.match.names]))
        except Exception:  # anything a file may hold
            return None

    def _answer(self, action: Any) -> None:
        """The player's pick: refused as in play when the rules refuse it; else graded."""
        from dragonwood_tui.tui.screens.practice_verdict import PracticeVerdictScreen

        game, state = self.match.game, self.match.state
        try:
            game.apply(game.clone(state), action)  # the rules' say, on a copy: the position stays
        except IllegalAction as exc:
            assert self.table is not None
            self.table.notify(exc.reason, title=_("Not allowed"), severity="warning", markup=False)
            return
        found: Grade = grade(self.position.decision, action, self._same_move)
        if found.counted:
            self.kept.answer(self.position.key, found.solved)
            self.answered += 1
        picked = self.words(action) or ""
        verdict = PracticeVerdictScreen(self.position, found, picked, self.words, self.kept, len(self.match.names))
        self.below.app.push_screen(verdict, self._after_verdict)

    def _same_move(self, pick: Any, kept: Any) -> bool:
        return same_move(self.match.game, self.match.state, pick, kept)

    def _after_verdict(self, go_on: bool | None) -> None:
        app = self.below.app
        if self.table is not None and self.table in app.screen_stack:
            while app.screen is not self.table:
                app.pop_screen()
            app.pop_screen()
        self.table = None
        if go_on:
            self.next()
        else:
            self.done()
