"""Key press to the next frame on the game tables, in the real app (headless).

    python benchmarks/keypress.py [--presses 200] [--json]

For each table (Dragonwood, 3 seats, at a person's turn; solo Dice Quest; Road Quest, 2 seats,
at a person's turn to lay a road or attack) and each size
(80x24, 120x40, 160x50) the script sends Key events through the app's driver, as a terminal would, one
at a time, and measures the time from sending the key to the next frame: the app has handled
the key, redrawn what changed and turned the frame into the text a terminal receives (the
headless driver does not write it; the script renders the update to a string instead, so the
cost of that step is counted). Keys are the ones a person types while thinking: picking cards
or dice, moving the highlighted capture, choosing a target, sorting, clearing, the hint.
Prints the median, 95th percentile and maximum per table and size, in milliseconds.
Target: <= 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual import events  # noqa: E402
from textual.app import App  # noqa: E402

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec  # noqa: E402
from dragonwood_tui.engine.match import Match  # noqa: E402
from dragonwood_tui.engine.seat import SeatClient  # noqa: E402
from dragonwood_tui.games import get_game  # noqa: E402
from dragonwood_tui.storage.settings import Settings  # noqa: E402
from dragonwood_tui.tui.app import make_app  # noqa: E402

# Key cycles that change the screen at every press (so that every press gives a frame).
# (Notifications are off in headless apps: keys whose only effect is a message are left out.)
DRAGONWOOD_KEYS = ["1", "down", "down", "up", "a", "c", "o", "2", "right", "space", "escape"]
DICE_QUEST_KEYS = ["1", "3", "2", "1", "4", "escape", "5", "3", "2", "5"]
ROAD_QUEST_KEYS = ["down", "down", "up", "1", "escape", "down", "2", "escape"]

_frames: list[float] = []
_original_display = App._display


def _display(self: App, screen: Any, renderable: Any) -> None:
    if renderable is not None:
        if hasattr(renderable, "render_segments"):  # what the terminal driver would write
            renderable.render_segments(self.console)
        _frames.append(time.perf_counter())
    _original_display(self, screen, renderable)


def _key_event(key: str) -> events.Key:
    char = {"space": " ", "escape": "\x1b", "enter": "\r"}.get(key, key if len(key) == 1 else None)
    return events.Key(key, char)


def _match(kind: str) -> Match:
    game = get_game(kind)
    if kind == "dragonwood":
        seats = [SeatSpec("You"), SeatSpec("Ada", "greedy"), SeatSpec("Bram", "greedy")]
        return Match(game, game.default_config(3), 7, seats, bot_factory=bot_factory(game.kind))
    if kind == "road-quest":
        match = Match(game, game.default_config(2), 7, [SeatSpec("You"), SeatSpec("Ada", "hard")], bot_factory=bot_factory(game.kind))
        for _ in range(400):  # the person plays their first legal choice until a turn with a hand to play
            match.play_bots()
            if match.is_over() or (match.state.phase == "main" and match.state.turn > 4):
                break
            match.play(game.legal_actions(match.state)[0])
        return match
    return Match(game, game.default_config(1), 7, [SeatSpec("You")], bot_factory=bot_factory(game.kind))


async def _measure(kind: str, size: tuple[int, int], presses: int) -> list[float]:
    from dragonwood_tui.tui.games.dice_quest.table import DiceQuestTableScreen
    from dragonwood_tui.tui.games.dragonwood.table import DragonwoodTableScreen
    from dragonwood_tui.tui.games.road_quest.table import RoadQuestTableScreen

    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(data_dir=Path(tmp) / "data", config_dir=Path(tmp) / "config", settings=Settings(bot_pace="instant"))
        match = _match(kind)
        screen_type: Any = {"dragonwood": DragonwoodTableScreen, "road-quest": RoadQuestTableScreen}.get(kind, DiceQuestTableScreen)
        keys = {"dragonwood": DRAGONWOOD_KEYS, "road-quest": ROAD_QUEST_KEYS}.get(kind, DICE_QUEST_KEYS)
        times: list[float] = []
        missed: list[str] = []
        slow: list[tuple[float, str]] = []
        async with app.run_test(size=size) as pilot:
            screen = screen_type(SeatClient.of_table(match))  # a table's way in, as the app's
            app.push_screen(screen)
            for _ in range(200):  # the computer players open, then it is the person's turn
                await pilot.pause()
                if screen.view is not None and not match.bot_to_move():
                    break
            await pilot.pause(0.3)
            for i in range(presses):
                key = keys[i % len(keys)]
                before = len(_frames)
                sent = time.perf_counter()
                app._driver.send_message(_key_event(key))
                deadline = sent + 0.5
                while len(_frames) == before and time.perf_counter() < deadline:
                    await asyncio.sleep(0.0002)
                if len(_frames) > before:
                    times.append((_frames[before] - sent) * 1000)
                    slow.append((times[-1], key))
                else:
                    missed.append(key)
                await asyncio.sleep(0.03)  # let the frame settle, as a person between two keys
        if "--slowest" in sys.argv:
            print(kind, size, sorted(slow, reverse=True)[:6], file=sys.stderr)
        if missed:
            print(f"{kind} {size}: no new frame after {missed}", file=sys.stderr)
        return times


def _summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "presses": len(ordered),
        "median_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
        "max_ms": round(ordered[-1], 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--slowest", action="store_true", help="also print the slowest presses and their keys")
    parser.add_argument("--games", default="dragonwood,dice-quest,road-quest", help="the tables to measure, comma separated")
    args = parser.parse_args(argv)
    App._display = _display  # type: ignore[method-assign]
    results = {}
    for kind in args.games.split(","):
        for size in ((80, 24), (120, 40), (160, 50)):
            results[f"{kind} {size[0]}x{size[1]}"] = _summary(asyncio.run(_measure(kind, size, args.presses)))
    if args.json:
        print(json.dumps(results))
    else:
        print(f"{'table':<22} {'presses':>7} {'median':>9} {'p95':>9} {'max':>9}")
        for name, r in results.items():
            print(f"{name:<22} {r['presses']:>7} {r['median_ms']:>7.1f}ms {r['p95_ms']:>7.1f}ms {r['max_ms']:>7.1f}ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
