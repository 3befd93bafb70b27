"""What both game boards share: the seats' names and computer players, the player's picks, the
compact / narrow layout classes, the log and the prompt line.

A board sets `PREFIX` (its parts are `#PREFIX-log`, `#PREFIX-prompt`) and `UI` (the picks, with
`compact` and `narrow` fields), and starts its `show(view, names, bots, ui)` with `_take`.
`TableBoard[V, U]` is typed by the game's view `V` and the picks `U`
(e.g. `DiceQuestBoard(TableBoard[DiceQuestView, QuestUi])`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from textual.widget import Widget

from dragonwood_tui.i18n import _
from dragonwood_tui.storage.text import plain
from dragonwood_tui.tui.widgets.game_log import GameLog
from dragonwood_tui.tui.widgets.status_bar import PromptBar


class SeatsView(Protocol):
    """What the base reads of a game's view: how many seats it has."""

    @property
    def players(self) -> int: ...


class Picks(Protocol):
    """What the base reads of the player's picks: which layout the screen size gives."""

    compact: bool
    narrow: bool


V = TypeVar("V", bound=SeatsView)
U = TypeVar("U", bound=Picks)


class TableBoard(Widget, Generic[V, U]):
    PREFIX = ""
    UI: type[U]
    view: V  # the view last shown (set by `show`)

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.names: list[str] = []
        self.bots: list[str | None] = []
        self.ui = self.UI()

    @property
    def log(self) -> GameLog:  # type: ignore[override]  # Textual's `log` (a debug logger) is unused here: the board's log is the game's
        return self.query_one(f"#{self.PREFIX}-log", GameLog)

    @property
    def prompt(self) -> PromptBar:
        return self.query_one(f"#{self.PREFIX}-prompt", PromptBar)

    def show(
        self,
        view: V,
        names: Sequence[str] | None = None,
        bots: Sequence[str | None] | None = None,
        ui: U | None = None,
    ) -> None:
        """Redraw the board for `view`; `names`/`bots` per seat, `ui` the player's picks."""
        raise NotImplementedError

    def default_name(self, seat: int, players: int) -> str:
        """The name of a seat the caller gave none."""
        return _("Player {n}").format(n=seat + 1)

    def _take(
        self,
        view: V,
        names: Sequence[str] | None,
        bots: Sequence[str | None] | None,
        ui: U | None,
    ) -> U:
        """Keep `view`, the names and bots given (a name and a bot for every seat) and `ui`,
        set the layout classes; returns the picks in use."""
        self.view = view
        if names is not None:
            self.names = [plain(name) for name in names]  # from a file: escapes made visible
        if len(self.names) < view.players:
            self.names += [self.default_name(i, view.players) for i in range(len(self.names), view.players)]
        if bots is not None:
            self.bots = list(bots)
        if len(self.bots) < view.players:
            self.bots += [None] * (view.players - len(self.bots))
        if ui is not None:
            self.ui = ui
        self.set_class(self.ui.compact, "-compact")
        self.set_class(self.ui.narrow and not self.ui.compact, "-narrow")
        return self.ui
