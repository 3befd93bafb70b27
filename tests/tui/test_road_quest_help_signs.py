"""The Road Quest help (f1): a "How to read the table" block naming in words every sign the table
draws, from the same table of signs as the log's legend (tui/games/road_quest/legend.py), and
key rows that each say what their keys do (no "↑  ↑", no key listed twice)."""

from __future__ import annotations

from rich.text import Text

from dragonwood_tui.games.road_quest.cards import TERRAINS
from dragonwood_tui.tui.games.road_quest.legend import SIGNS, legend_lines
from dragonwood_tui.tui.games.road_quest.pieces import terrain_tag
from dragonwood_tui.tui.screens.help import HelpScreen

from . import road_quest_positions as positions
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app


@run_async
async def test_the_help_explains_every_sign_and_every_key_row_says_something(folders: Folders):
    match = positions.match("main")
    async with table_in_app(folders, match, (120, 40)) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        await pilot.press("f1")
        await settle(pilot, lambda: isinstance(app.screen, HelpScreen))
        sections = dict(app.screen.sections)
        signs = sections["How to read the table"]
        shown = [str(sign) for sign, _words in signs]
        for s in SIGNS:  # every sign of the table, in words of its own
            assert s.sign in shown
        for t in TERRAINS:
            assert terrain_tag(t).plain in shown
        assert all(words and words != str(sign) for sign, words in signs)
        # the legend in the log names the same signs (one source)
        legend = " ".join(line.plain for line in legend_lines())
        assert all(s.sign in legend for s in SIGNS if s.short)
        keys_seen: list[str] = []
        for title, rows in app.screen.sections:
            if title == "How to read the table":
                continue
            for keys, words in rows:
                keys = keys.plain if isinstance(keys, Text) else keys
                assert keys.strip() and words.strip() and keys.strip() != words.strip(), (title, keys, words)
                for key in keys.split(" / "):
                    assert key not in keys_seen, (title, keys)
                    keys_seen.append(key)
        assert "↑ / ↓" in keys_seen or ("↑" in keys_seen and "↓" in keys_seen)
