"""The app exits non-zero after a crash (an unhandled exception), zero after a normal quit."""

from __future__ import annotations

from dragonwood_tui.tui import run as run_module

from tui.app_helpers import Folders, folders  # noqa: F401  (fixture)


def _run_headless(app, keys: tuple[str, ...]) -> int:
    async def press(pilot) -> None:
        await pilot.press(*keys)

    real_run = app.run
    app.run = lambda: real_run(headless=True, size=(100, 30), auto_pilot=press)
    return run_module._run(app)


def test_a_crash_exits_non_zero(folders: Folders, capsys):
    app = folders.app()

    def boom() -> None:
        raise RuntimeError("a bug")

    app.action_rules = boom  # the menu's `r` now raises inside the app
    assert _run_headless(app, ("r",)) == 1
    capsys.readouterr()  # Textual's traceback of the crash


def test_quitting_exits_zero(folders: Folders):
    assert _run_headless(folders.app(), ("q",)) == 0
