"""Pig's table: the banked points, the pot, the last roll, a log; r rolls, h holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding

from dragonwood_tui.tui.games.ui import ReplayMount
from dragonwood_tui.tui.screens.game_over import GameOverScreen, seat_name
from dragonwood_tui.tui.screens.table_base import TableScreen
from dragonwood_tui.tui.titles import winners_line, winners_title
from dragonwood_tui.tui.widgets.board_base import TableBoard
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.widgets.status_bar import PromptBar, StatusBar

from ..pig import Hold, PigAction, PigView, Roll


@dataclass
class PigUi:
    compact: bool = False
    narrow: bool = False


class PigBoard(TableBoard[PigView, PigUi]):
    DEFAULT_CSS = "PigBoard { height: 1fr; } PigBoard #pig-log { height: 1fr; }"
    PREFIX = "pig"
    UI = PigUi

    def compose(self) -> ComposeResult:
        yield StatusBar(id="pig-status")
        yield PromptBar(id="pig-prompt")
        yield GameLog(id="pig-log")

    def show(self, view: Any, names: Sequence[str] | None = None, bots: Sequence[str | None] | None = None,
             ui: Any = None) -> None:
        self._take(view, names, bots, ui)
        scores = "  ".join(f"{self.names[i]}: {view.banked[i]}" for i in range(view.players))
        self.query_one("#pig-status", StatusBar).say(Text(f"{scores}  · pot {view.pot} · last roll {view.last_roll or '—'}"))


class PigOver(GameOverScreen):
    def __init__(self, view: Any, names: Sequence[str]) -> None:
        super().__init__()
        # the words every game's end screen uses (translated in the app's catalog)
        self.title_text = Text(winners_title([seat_name(names, w) for w in view.winners]), style="bold")


class PigTableScreen(TableScreen[PigView, PigAction, PigBoard]):
    BOARD = PigBoard
    BOARD_ID = "pig-board"
    UI = PigUi
    BINDINGS = [
        Binding("r", "roll", "Roll", id="pig.roll"),
        Binding("h", "hold", "Hold", id="pig.hold"),
        Binding("s", "skip", "Skip", id="pig.skip"),
        Binding("q", "leave", "Menu", id="pig.leave"),
    ]

    def _say_prompt(self) -> None:
        v = self.view
        if v.over:
            self.board.prompt.say(Text(winners_line([self._seat_name(w) for w in v.winners])))
            return
        text = f"{self._seat_name(v.to_move)} to play: r rolls, h holds."
        self.board.prompt.say(Text(text))

    def _view_over(self) -> bool:
        return bool(self.view.over)

    def _final_screen_type(self) -> type:
        return PigOver

    def action_roll(self) -> None:
        if self.view is not None and not self.view.over and self.view.to_move in self.humans:
            self._play(Roll())

    def action_hold(self) -> None:
        if self.view is not None and not self.view.over and self.view.to_move in self.humans:
            self._play(Hold())


class PigReplay(ReplayMount[PigView]):
    board = f"{__name__}:PigBoard"
    board_id = "pig-board"
