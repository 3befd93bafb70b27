"""Key press to the next frame on the game tables, in the real app (headless).

    python benchmarks/keypress.py [--presses 200] [--rounds 2] [--games dragonwood,...] [--json]

For each table (Dragonwood, 3 seats, at a person's turn; solo Dice Quest; Road Quest, 2 seats,
at a person's turn to lay a road or attack) and each size
(80x24, 120x40, 160x50) the script sends Key events through the app's driver, as a terminal would, one
at a time, and measures the time from sending the key to the next frame: the app has handled
the key, redrawn what changed and turned the frame into the text a terminal receives (the
headless driver does not write it; the script renders the update to a string instead, so the
cost of that step is counted). Keys are the ones a person types while thinking: picking cards
or dice, moving the highlighted capture, choosing a target, sorting, clearing, the hint.
Prints the median, 95th percentile and maximum per table and size, in milliseconds.

The reference, measured the same way in the same run at each size: a minimal Textual app, a
focused list of 40 options and a footer, its highlight moved by the arrows (`ReferenceApp`). Each
table's p95 is also given as a ratio to the reference's p95 at the same size, which takes out
most of the machine's load; and the CPU time the app's process spent from the key to the frame
(median, p95, ratio), which the other processes of a shared machine disturb far less than the
wall clock. `--rounds` interleaves everything so that a change of load falls on all alike; a
key is sent once the screen has settled (nothing left to lay out or repaint). Targets: <= 1.5x
the reference, and <= 50 ms on a quiet machine.
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

REFERENCE_KEYS = ["down", "down", "down", "up", "down", "down", "up", "up", "down", "up"]
REFERENCE = "reference"

_frames: list[tuple[float, float]] = []  # each frame's (wall clock, the process's CPU time)
_original_display = App._display


def _display(self: App, screen: Any, renderable: Any) -> None:
    if renderable is not None:
        if hasattr(renderable, "render_segments"):  # what the terminal driver would write
            renderable.render_segments(self.console)
        _frames.append((time.perf_counter(), time.process_time()))
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


class ReferenceApp(App[None]):
    """The reference: a focused list of 40 options and a footer, nothing else."""

    BINDINGS = [("q", "quit", "Quit"), ("h", "help", "Help")]

    def compose(self) -> Any:
        from textual.widgets import Footer, OptionList

        yield OptionList(*(f"Option {i + 1}" for i in range(40)))
        yield Footer()

    def on_mount(self) -> None:
        from textual.widgets import OptionList

        self.query_one(OptionList).focus()


async def _press(app: App[Any], pilot: Any, keys: list[str], presses: int) -> tuple[list[tuple[float, float]], list[str], list[tuple[float, str]]]:
    """Send `presses` keys (cycling over `keys`) one at a time: the time from each to its frame."""
    times: list[tuple[float, float]] = []  # (wall, CPU) ms per press
    missed: list[str] = []
    slow: list[tuple[float, str]] = []
    for i in range(presses):
        key = keys[i % len(keys)]
        before = len(_frames)
        sent, sent_cpu = time.perf_counter(), time.process_time()
        app._driver.send_message(_key_event(key))  # type: ignore[union-attr]
        deadline = sent + 0.5
        while len(_frames) == before and time.perf_counter() < deadline:
            await asyncio.sleep(0.0002)
        if len(_frames) > before:
            wall, cpu = _frames[before]
            times.append(((wall - sent) * 1000, (cpu - sent_cpu) * 1000))
            slow.append((times[-1][0], key))
        else:
            missed.append(key)
        await asyncio.sleep(0.03)  # let the frame settle, as a person between two keys
        await _settled(app)
    return times, missed, slow


async def _settled(app: App[Any], most: float = 1.0) -> None:
    """Wait until the screen has nothing left to lay out, repaint or call after a refresh (a
    table lays out a list that changed height after the frame that shows it): the next key is
    then timed alone, not with the tail of the one before (under load that tail can outlast
    the 30 ms pause)."""
    screen = app.screen
    deadline = time.perf_counter() + most
    while time.perf_counter() < deadline and (
        screen._layout_required or screen._scroll_required or screen._repaint_required
        or screen._recompose_required or screen._dirty_widgets or screen._callbacks
    ):
        await asyncio.sleep(0.002)


async def _measure_reference(size: tuple[int, int], presses: int) -> list[tuple[float, float]]:
    app = ReferenceApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.3)
        times, missed, slow = await _press(app, pilot, REFERENCE_KEYS, presses)
    _tell(REFERENCE, size, missed, slow)
    return times


def _tell(kind: str, size: tuple[int, int], missed: list[str], slow: list[tuple[float, str]]) -> None:
    if "--slowest" in sys.argv:
        print(kind, size, sorted(slow, reverse=True)[:6], file=sys.stderr)
    if missed:
        print(f"{kind} {size}: no new frame after {missed}", file=sys.stderr)


async def _measure(kind: str, size: tuple[int, int], presses: int) -> list[tuple[float, float]]:
    if kind == REFERENCE:
        return await _measure_reference(size, presses)
    from dragonwood_tui.tui.games.dice_quest.table import DiceQuestTableScreen
    from dragonwood_tui.tui.games.dragonwood.table import DragonwoodTableScreen
    from dragonwood_tui.tui.games.road_quest.table import RoadQuestTableScreen

    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(data_dir=Path(tmp) / "data", config_dir=Path(tmp) / "config", settings=Settings(bot_pace="instant"))
        match = _match(kind)
        screen_type: Any = {"dragonwood": DragonwoodTableScreen, "road-quest": RoadQuestTableScreen}.get(kind, DiceQuestTableScreen)
        keys = {"dragonwood": DRAGONWOOD_KEYS, "road-quest": ROAD_QUEST_KEYS}.get(kind, DICE_QUEST_KEYS)
        async with app.run_test(size=size) as pilot:
            screen = screen_type(SeatClient.of_table(match))  # a table's way in, as the app's
            app.push_screen(screen)
            for _ in range(200):  # the computer players open, then it is the person's turn
                await pilot.pause()
                if screen.view is not None and not match.bot_to_move():
                    break
            await pilot.pause(0.3)
            times, missed, slow = await _press(app, pilot, keys, presses)
        _tell(kind, size, missed, slow)
        return times


def _p95(ordered: list[float]) -> float:
    return ordered[int(0.95 * (len(ordered) - 1))]


def _summary(times: list[tuple[float, float]]) -> dict[str, float]:
    """Wall clock from the key to its frame (what a person waits), and the CPU time the app's
    process spent meanwhile (what the app costs, less disturbed by the machine's other work)."""
    wall = sorted(t[0] for t in times)
    cpu = sorted(t[1] for t in times)
    return {
        "presses": len(wall),
        "median_ms": round(statistics.median(wall), 2),
        "p95_ms": round(_p95(wall), 2),
        "max_ms": round(wall[-1], 2),
        "cpu_median_ms": round(statistics.median(cpu), 2),
        "cpu_p95_ms": round(_p95(cpu), 2),
    }


SIZES = ((80, 24), (120, 40), (160, 50))


def run(kinds: list[str], presses: int, rounds: int = 1) -> dict[str, dict[str, float]]:
    """Every table and the reference at every size, `presses` keys each, in `rounds` rounds
    that each measure all of them in turn (so that a change of the machine's load falls on the
    reference and the tables alike); per "kind WxH" the summary, the tables' with `ratio_p95`,
    their p95 over the reference's at that size."""
    App._display = _display  # type: ignore[method-assign]
    times: dict[str, list[tuple[float, float]]] = {}
    per_round = [presses // rounds + (r < presses % rounds) for r in range(rounds)]
    for count in per_round:
        for size in SIZES:
            for kind in [REFERENCE, *kinds]:
                times.setdefault(f"{kind} {size[0]}x{size[1]}", []).extend(asyncio.run(_measure(kind, size, count)))
    results = {name: _summary(t) for name, t in times.items()}
    for name, r in results.items():
        kind, size = name.rsplit(" ", 1)
        if kind != REFERENCE:
            reference = results[f"{REFERENCE} {size}"]
            r["ratio_p95"] = round(r["p95_ms"] / reference["p95_ms"], 2)
            r["cpu_ratio_p95"] = round(r["cpu_p95_ms"] / reference["cpu_p95_ms"], 2)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=2, help="measure everything in turn this many times (the presses shared out)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--slowest", action="store_true", help="also print the slowest presses and their keys")
    parser.add_argument("--games", default="dragonwood,dice-quest,road-quest", help="the tables to measure, comma separated")
    args = parser.parse_args(argv)
    results = run(args.games.split(","), args.presses, max(1, args.rounds))
    if args.json:
        print(json.dumps(results))
    else:
        print(f"{'table':<22} {'presses':>7} {'median':>9} {'p95':>9} {'max':>9} {'p95/ref':>8} {'CPU p95':>9} {'CPU/ref':>8}")
        for name, r in results.items():  # by size, the reference first
            ratio = f"{r['ratio_p95']:.2f}x" if "ratio_p95" in r else ""
            cpu_ratio = f"{r['cpu_ratio_p95']:.2f}x" if "cpu_ratio_p95" in r else ""
            print(f"{name:<22} {r['presses']:>7} {r['median_ms']:>7.1f}ms {r['p95_ms']:>7.1f}ms {r['max_ms']:>7.1f}ms"
                  f" {ratio:>8} {r['cpu_p95_ms']:>7.1f}ms {cpu_ratio:>8}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
