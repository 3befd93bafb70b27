"""The one-widget footer (widgets/lean_footer.py) on the Statistics screen: it draws the screen's
keys as Textual's footer does (the snapshots of the screen are the same), a click presses the key
under the pointer, a disabled key only rings the bell, the key under the pointer is lit with its
tooltip, and the palette's key stands at the right edge from 100 columns."""

from __future__ import annotations

from textual.app import App

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.tui.screens.stats import StatsScreen
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter

from .app_helpers import LARGE, SMALL, Folders, folders, run_async, write_save  # noqa: F401  (fixture)
from .table_helpers import settle


def _x_of(footer: LeanFooter, words: str) -> int:
    return next(i.start + 1 for i in footer._every() if i.words == words)


@run_async
async def test_a_click_presses_the_key_and_the_pointer_lights_it(folders: Folders):
    write_save(folders.saves, "dq", "dice-quest", [SeatSpec("You", "normal")], 100)
    app = folders.app()
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        footer = screen.query_one(LeanFooter)
        line = footer.render().plain
        assert line.startswith(" esc Back  1 Over time  2 Histogram") and line.rstrip().endswith("^p Commands")
        assert len(line) == LARGE[0]  # the palette's key at the right edge
        x = _x_of(footer, "Histogram")
        await pilot.hover(footer, offset=(x, 0))
        await pilot.pause()
        assert footer._hover == 2  # esc Back, 1 Over time, 2 Histogram: lit
        await pilot.click(footer, offset=(x, 0))
        await settle(pilot, lambda: screen.active_tab == "tab-histogram")
        await pilot.click(footer, offset=(_x_of(footer, "Back"), 0))
        await settle(pilot, lambda: not isinstance(app.screen, StatsScreen))


@run_async
async def test_a_disabled_key_rings_the_bell_and_a_narrow_footer_leaves_the_palette_out(folders: Folders, monkeypatch):
    """A key its screen says is disabled now (`check_action` None) is drawn dim; a click on it
    rings the bell and does nothing."""
    app = folders.app()
    bells: list[bool] = []
    monkeypatch.setattr(App, "bell", lambda self: bells.append(True))
    monkeypatch.setattr(StatsScreen, "check_action", lambda self, action, parameters: None if action == "plot" else True)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("t")
        await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        screen = app.screen
        footer = screen.query_one(LeanFooter)
        items, palette = footer.items()
        assert palette is None and "Commands" not in footer.render().plain  # 80 columns: no room
        assert not next(i for i in items if i.words == "Histogram").enabled
        await pilot.click(footer, offset=(_x_of(footer, "Histogram"), 0))
        await pilot.pause()
        assert bells == [True] and screen.active_tab == "tab-over-time"
