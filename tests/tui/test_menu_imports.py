"""Start-up stays fast: showing the main menu imports the shell (app, host) and the menu, not
the sessions that open games, nor the screens, games' rules, bots or records that opening a game needs
(docs/performance.md, "start-up")."""

from __future__ import annotations

import subprocess
import sys

SHOW_THE_MENU = """
import asyncio, sys, tempfile
from dragonwood_tui.tui.app import make_app

async def main():
    folder = tempfile.mkdtemp()
    app = make_app(data_dir=folder, config_dir=folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "MainMenuScreen"

asyncio.run(main())
print(" ".join(m for m in sys.modules if m.startswith("dragonwood_tui")))
"""

# what opening a game, a replay or another screen imports: none of it before the menu shows
NOT_YET = (
    "dragonwood_tui.bots",
    "dragonwood_tui.campaign",
    "dragonwood_tui.engine.match",
    "dragonwood_tui.storage.records",
    "dragonwood_tui.play.session",
    "dragonwood_tui.tui.screens.campaign_play",
    "dragonwood_tui.tui.screens.new_game",
    "dragonwood_tui.tui.screens.replay",
    "dragonwood_tui.tui.screens.saves",
    "dragonwood_tui.tui.screens.table_base",
    "dragonwood_tui.tui.sessions",  # app.sessions is made when a game, replay or daily opens
    "dragonwood_tui.tui.commands",  # when the command palette opens
    "dragonwood_tui.tui.widgets.palette",  # a table's cards
)


def test_the_main_menu_imports_the_shell_and_nothing_a_game_needs():
    out = subprocess.run([sys.executable, "-c", SHOW_THE_MENU], capture_output=True, text=True, check=True).stdout
    loaded = set(out.split("\n")[-2].split())
    assert {"dragonwood_tui.tui.screens.main_menu", "dragonwood_tui.tui.host", "dragonwood_tui.tui.start"} <= loaded
    assert sorted(m for m in loaded if m.startswith(NOT_YET)) == []


# `dragonwood serve` and `export --html` are imported by their commands alone
SERVE_AND_PAGES = ("textual_serve", "aiohttp", "jinja2", "playwright", "dragonwood_tui.serve", "dragonwood_tui.tui.html_replay")


def test_the_terminal_app_imports_nothing_of_serve_or_the_html_replay():
    script = SHOW_THE_MENU.replace('if m.startswith("dragonwood_tui")', "if True")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    loaded = set(out.split("\n")[-2].split())
    assert "dragonwood_tui.tui.app" in loaded  # the checker reads the modules (it can fail)
    assert sorted(m for m in loaded if m.startswith(SERVE_AND_PAGES)) == []
