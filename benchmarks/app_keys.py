"""Key press to next frame on the app's own screens: menu, saves list, replay viewer.

    python benchmarks/app_keys.py [--repeat N] [--size 120x40]

Runs the real app headless at the given size. For each key, the time from handing the key
event to the app until the app hands its next frame to the driver (`App._display`: after the
key's handler, layout, and the compositor's render of the changed regions). The replay viewer
steps through `saves/dragonwood-4-seats.json` (the repository's sample 4-seat game) with →, ←,
End, Home and PageDown. Prints median, 95th percentile and maximum per screen, in ms.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from time import perf_counter

from textual import events

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "saves" / "dragonwood-4-seats.json"


async def measure(repeat: int, size: tuple[int, int]) -> dict[str, list[float]]:
    from dragonwood_tui.tui.app import make_app

    with tempfile.TemporaryDirectory() as tmp:
        saves = Path(tmp) / "data" / "saves"
        saves.mkdir(parents=True)
        for i in range(8):
            shutil.copy(SAMPLE, saves / f"sample-{i}.json")
        app = make_app(data_dir=Path(tmp) / "data", config_dir=Path(tmp) / "config")
        frames: list[float] = []
        results: dict[str, list[float]] = {}
        async with app.run_test(size=size) as pilot:
            display = app._display

            def timed_display(screen, renderable):  # type: ignore[no-untyped-def]
                frames.append(perf_counter())
                display(screen, renderable)

            app._display = timed_display  # type: ignore[method-assign]

            async def key(name: str, label: str) -> None:
                await pilot.pause()
                frames.clear()
                started = perf_counter()
                app.post_message(events.Key(name, None))
                while not frames:
                    await asyncio.sleep(0.0005)
                    if perf_counter() - started > 5:
                        raise SystemExit(f"no frame after {name} on {label}")
                results.setdefault(label, []).append((frames[0] - started) * 1000)

            for _ in range(repeat):
                await key("down", "main menu: ↓")
                await key("up", "main menu: ↑")
            await pilot.press("s")
            for _ in range(repeat):
                await key("down", "saves list: ↓")
                await key("up", "saves list: ↑")
            await pilot.press("enter")  # the first save: replay (it is finished)
            await pilot.pause()
            assert type(app.screen).__name__ == "ReplayScreen", app.screen
            for _ in range(repeat):
                await key("right", "replay: → one step")
            for _ in range(repeat):
                await key("left", "replay: ← one step")
            for _ in range(max(repeat // 4, 2)):
                await key("end", "replay: End / Home")
                await key("home", "replay: End / Home")
                await key("pagedown", "replay: PageDown (next turn)")
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--size", default="120x40")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    if not SAMPLE.exists():
        sys.exit(f"missing {SAMPLE}")
    results = asyncio.run(measure(args.repeat, (width, height)))
    print(f"key press to next frame, {width}x{height}, ms")
    for label, times in results.items():
        times.sort()
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        print(f"  {label:<30} median {statistics.median(times):6.1f}  p95 {p95:6.1f}  max {times[-1]:6.1f}  (n={len(times)})")


if __name__ == "__main__":
    main()
