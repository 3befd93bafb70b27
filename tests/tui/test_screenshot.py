"""The palette's Screenshot never fails silently: a missing downloads folder is made and the file
written, a notification naming it; a folder that cannot be (a file in its place, a path through a
file) is a notification naming the folder and why."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.notifications import told

from .app_helpers import LARGE, Folders, folders, run_async, wait_for  # noqa: F401  (fixture)


@pytest.fixture
def downloads(folders: Folders, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The downloads folder platformdirs names for this test's HOME (missing at first)."""
    from platformdirs import user_downloads_path

    monkeypatch.setenv("XDG_CONFIG_HOME", str(folders.root / ".config"))  # no user-dirs.dirs: ~/Downloads
    folder = user_downloads_path()
    assert folder.is_relative_to(folders.root) and not folder.exists()
    return folder


async def _screenshot_from_the_palette(pilot: Any) -> None:
    from textual.command import CommandList, CommandPalette

    app = pilot.app

    def offered() -> str:
        found = app.screen.query(CommandList)
        return "\n".join(str(getattr(o.prompt, "plain", o.prompt)) for o in found.first().options) if found else ""

    await wait_for(pilot, lambda: type(app.screen).__name__ == "MainMenuScreen", "the menu")
    await pilot.press("ctrl+p")
    await wait_for(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
    await pilot.press(*"Screenshot")
    await wait_for(pilot, lambda: offered().startswith("Screenshot"), "the Screenshot command offered first")
    await pilot.press("enter")
    await wait_for(pilot, lambda: any(n.title == "Screenshot" for n in told(app)), "the screenshot's notification")


@run_async
async def test_a_missing_downloads_folder_is_made_and_the_notification_names_the_file(folders: Folders, downloads: Path):
    app = folders.app()
    async with app.run_test(size=LARGE) as pilot:
        await _screenshot_from_the_palette(pilot)
        [note] = [n for n in told(app) if n.title == "Screenshot"]
        [written] = list(downloads.iterdir())
        assert note.severity == "information" and str(written) in note.message
        assert written.suffix == ".svg" and written.read_text(encoding="utf-8").startswith("<svg")


@pytest.mark.parametrize("blocked", ["a file in its place", "a path through a file"])
@run_async
async def test_a_folder_that_cannot_be_made_is_a_notification_naming_it_and_why(folders: Folders, downloads: Path, blocked: str):
    if blocked == "a file in its place":
        downloads.write_text("not a folder", encoding="utf-8")
        reason = "is not a folder"
    else:
        downloads.parent.mkdir(parents=True, exist_ok=True)
        (downloads.parent / "file").write_text("x", encoding="utf-8")
        downloads = downloads.parent / "file" / "Downloads"
        reason = "Not a directory"
    app = folders.app()
    if blocked == "a path through a file":
        import dragonwood_tui.tui.screenshot as screenshot

        original = screenshot.downloads_folder
        screenshot.downloads_folder = lambda: downloads
    try:
        async with app.run_test(size=LARGE) as pilot:
            await _screenshot_from_the_palette(pilot)
    finally:
        if blocked == "a path through a file":
            screenshot.downloads_folder = original
    [note] = [n for n in told(app) if n.title == "Screenshot"]
    assert note.severity == "error" and str(downloads) in note.message and reason in note.message, note.message


def test_the_screenshot_name_is_textual_s():
    # the name Textual's own (private) helper gave: the title and the time, reserved characters "_"
    from datetime import datetime

    from dragonwood_tui.tui.screenshot import screenshot_name

    now = datetime(2026, 12, 7, 5, 41, 3, 123456)
    assert screenshot_name("Dragonwood", None, now) == "Dragonwood_2026-12-07T05_41_03_123456.svg"
    assert screenshot_name('a/b:c?"d', "%Y-%m-%d %H:%M", now) == "a_b_c__d_2026-12-07_05_41.svg"
