"""What a game's UI package declares (`UI = GameUI(...)` in its `__init__`): the table screen
that plays a seat client of a match, how the replay viewer mounts its board, and the style files of both."""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from textual.screen import Screen

if TYPE_CHECKING:  # not imported at run time: the menu loads this module, a replay the boards
    from dragonwood_tui.engine.seat import SeatClient
    from dragonwood_tui.tui.widgets.board_base import SeatsView, TableBoard
    from dragonwood_tui.tui.widgets.game_log import GameLog

READ_ONLY = "-read-only"  # class of a board the replay viewer shows: no choices, no prompt


V = TypeVar("V", bound="SeatsView")


class ReplayMount(Generic[V]):
    """How the replay viewer draws one game's board from a view `V`: `make()` builds the
    widget, `show(view, compact)` draws the step on it; the viewer writes the step's lines (the
    game's narration, as on the table) into `log`.

    By default the board is `board` ("module:Class", a `TableBoard[V, ...]`, imported when a
    replay opens) with the id `board_id`, drawn with its own picks class at the viewer's layout."""

    board = ""
    board_id = ""

    def __init__(self, names: Sequence[str], bots: Sequence[str | None]) -> None:
        self.names = list(names)
        self.bots = list(bots)
        self.widget = self.make()
        self.widget.add_class(READ_ONLY)

    def make(self) -> TableBoard[V, Any]:
        widget: TableBoard[V, Any] = _load(self.board)(id=self.board_id)
        return widget

    def show(self, view: V, compact: bool) -> None:
        self.widget.show(view, self.names, self.bots, self.widget.UI(compact=compact))

    @staticmethod
    def is_compact(width: int, height: int) -> bool:
        from dragonwood_tui.tui.screens.table_base import is_compact

        return is_compact(width, height - 3)  # 3 rows for the replay bar and its buttons

    @property
    def log(self) -> GameLog:
        return self.widget.log


def _load(target: str) -> Any:
    module, name = target.split(":")
    return getattr(import_module(module), name)


class GameUI(NamedTuple):
    """Screens are named "module:Class" and imported when first used, so the menu starts fast.
    (A NamedTuple: the menu reads every game's, and a frozen dataclass costs six times as much
    to define.)"""

    table: str  # a TableScreen subclass: table_screen(client) plays it
    replay: str  # a ReplayMount subclass
    css: tuple[Path, ...] = ()  # style files of the board (the table's and the replay's)
    menu_label: str = ""  # the main menu's entry ("" : "New <title>")

    def table_screen(self, client: SeatClient[Any, Any]) -> Screen[Any]:
        screen: Screen[Any] = _load(self.table)(client)
        return screen

    def replay_mount(self, names: Sequence[str], bots: Sequence[str | None]) -> ReplayMount[Any]:
        mount: ReplayMount[Any] = _load(self.replay)(names, bots)
        return mount
