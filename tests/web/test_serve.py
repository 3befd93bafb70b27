"""`dragonwood serve` in a real browser: the page, the keyboard from the first key, clicks,
Ctrl+C, export by download and import by paste.

Everything is waited on as a condition (the page's state, a save file's content), each with a
generous upper bound for a loaded machine.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.web.conftest import Served

LIMIT = 90.0  # seconds: the bound of every condition waited on


def wait_until(condition: Callable[[], Any], what: str) -> Any:
    deadline = time.monotonic() + LIMIT
    while True:
        got = condition()
        if got:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached within {LIMIT:.0f} s: {what}")
        time.sleep(0.05)


def actions(save: Path) -> list[dict[str, Any]]:
    """The actions of a record file (its first line is the header)."""
    lines = save.read_text(encoding="utf-8").splitlines()[1:]
    out = []
    for line in lines:
        try:
            item = json.loads(line)
        except ValueError:
            continue  # a line being written
        if isinstance(item, dict) and isinstance(item.get("action"), dict):  # {"action": ..., "summary": ...}
            out.append(item["action"])
    return out


def open_app(page: Any, served: Served) -> None:
    page.goto(served.url)
    page.wait_for_function("document.body.classList.contains('-first-byte')")
    shows(page, "New Dice Quest")


def shows(page: Any, text: str) -> None:
    """Wait until the terminal shows `text` (its rows as the DOM renderer writes them, no-break
    spaces read as spaces): the next key then goes to the screen that shows it."""
    page.wait_for_function(
        "(text) => { const rows = document.querySelector('#terminal .xterm-rows');"
        " return rows !== null && rows.textContent.replace(/\\u00a0/g, ' ').includes(text); }", arg=text)


def cell(page: Any, column: float, row: float) -> tuple[float, float]:
    """The page coordinates of a terminal cell (the terminal fills the page: 44 rows of 18 px
    at this viewport; the width of a cell is the screen's over the columns that fit)."""
    box = page.evaluate("(() => { const r = document.querySelector('.xterm-screen').getBoundingClientRect();"
                        " return [r.x, r.y, r.width, r.height]; })()")
    x, y, width, height = box
    rows = round(height / 18)
    columns = round(width / 9.6)
    return x + (column + 0.5) * width / columns, y + (row + 0.5) * height / rows


def paste(page: Any, text: str) -> None:
    """What the browser does on Ctrl+V: a paste event on the terminal's input, which the
    terminal sends to the app as one bracketed paste (typing it would be a key per character)."""
    page.evaluate("""(text) => {
        const data = new DataTransfer();
        data.setData("text/plain", text);
        document.querySelector("#terminal .xterm-helper-textarea")
            .dispatchEvent(new ClipboardEvent("paste", {clipboardData: data, bubbles: true, cancelable: true}));
    }""", text)


def start_dice_quest(page: Any, served: Served) -> Path:
    page.keyboard.press("d")  # the main menu's "New Dice Quest", with no click first
    page.keyboard.press("Enter")  # the setup's defaults: a solo quest
    shows(page, "Re-roll")
    return wait_until(lambda: next(iter(served.saves()), None), "a Dice Quest save")


def test_the_page_loads_nothing_from_outside_and_takes_the_keyboard(page: Any, served: Served) -> None:
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    open_app(page, served)
    focused = page.evaluate("document.activeElement && document.activeElement.className")
    assert "xterm-helper-textarea" in focused  # keys go to the app before any click
    assert asked and all(url.startswith(served.url) or url.startswith("ws://127.0.0.1") for url in asked), asked


def test_first_key_starts_a_quest_dice_reroll_by_key_and_click_and_ctrl_c_ends_nothing(page: Any, served: Served) -> None:
    open_app(page, served)
    save = start_dice_quest(page, served)
    page.keyboard.press("Control+c")  # the browser's copy key: the session goes on
    page.keyboard.press("2")
    page.keyboard.press("r")
    first = wait_until(lambda: actions(save)[:1], "a re-roll by keys")
    assert first == [{"type": "reroll", "dice": [1]}]
    assert "-closed" not in page.evaluate("document.body.className")
    shows(page, "You re-rolled die 2")
    # a click on die 1 picks it, as in the terminal (dice at columns 1-8, rows 10-16 of this layout)
    x, y = cell(page, 4, 13)
    page.mouse.click(x, y)
    shows(page, "Selected: 1")
    page.keyboard.press("r")
    both = wait_until(lambda: actions(save)[1:2], "a re-roll by a click")
    assert both == [{"type": "reroll", "dice": [0]}]


def test_export_downloads_a_record_that_verify_accepts(page: Any, served: Served, tmp_path: Path) -> None:
    open_app(page, served)
    start_dice_quest(page, served)
    page.keyboard.press("2")
    page.keyboard.press("r")
    wait_until(lambda: actions(served.saves()[0]), "the first action saved")
    page.keyboard.press("q")  # to the menu
    shows(page, "Saved games")
    page.keyboard.press("s")  # saved games
    shows(page, "Last played")
    with page.expect_download() as download:
        page.keyboard.press("e")  # export: downloaded, no path asked
    target = tmp_path / "downloaded.json"
    download.value.save_as(target)
    done = subprocess.run([sys.executable, "-m", "dragonwood_tui", "verify", str(target)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert ": ok — dice-quest" in done.stdout


def test_a_pasted_record_imports(page: Any, served: Served) -> None:
    record = (Path(__file__).resolve().parents[2] / "saves" / "dice-quest-solo-won.json").read_text(encoding="utf-8")
    open_app(page, served)
    page.keyboard.press("s")  # saved games (none yet)
    shows(page, "No saved games yet")
    page.keyboard.press("i")  # import: a paste area in the browser
    shows(page, "Paste a record")
    paste(page, record)
    shows(page, '{"action":{"type":"beat","card":41}')  # the record's last line: the paste is in the area
    page.keyboard.press("Control+s")
    saved = wait_until(served.saves, "the imported save")
    assert len(saved) == 1 and actions(saved[0]) and "dice-quest" in saved[0].name
