"""The Dragonwood board in the replay viewer."""

from __future__ import annotations

from dragonwood_tui.games.dragonwood.view import View
from dragonwood_tui.tui.games.ui import ReplayMount


class DragonwoodReplay(ReplayMount[View]):
    board = "dragonwood_tui.tui.games.dragonwood.board:DragonwoodBoard"
    board_id = "dw-board"

    def show(self, view: View, compact: bool) -> None:
        from dragonwood_tui.tui.games.dragonwood.board import BoardUi, DragonwoodBoard
        from dragonwood_tui.tui.screens.table_base import is_narrow

        assert isinstance(self.widget, DragonwoodBoard)
        # a medium terminal: the narrower side column of the table, so that card names show
        narrow = is_narrow(self.widget.app.size.width)
        self.widget.show(view, self.names, self.bots, BoardUi(compact=compact, narrow=narrow))
