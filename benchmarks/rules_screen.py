"""How long the rules screen takes to open, first and again, in the real app (headless).

    python benchmarks/rules_screen.py [--times 5]

Times from the key press to the first tab's rules drawn (its Markdown document has blocks),
then back to the menu; the first open includes rendering, later ones reuse what was rendered.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from datetime import timezone
from pathlib import Path

from dragonwood_tui.tui.app import make_app


async def measure(times: int) -> list[float]:
    from textual.widgets import Markdown

    tmp = Path(tempfile.mkdtemp())
    app = make_app(data_dir=tmp / "d", config_dir=tmp / "c", tz=timezone.utc)
    out = []
    async with app.run_test(size=(120, 40)) as pilot:
        while type(app.screen).__name__ != "MainMenuScreen":
            await pilot.pause()
        for _ in range(times):
            start = time.perf_counter()
            app.action_rules()
            while not (type(app.screen).__name__ == "RulesScreen" and any(m.children for m in app.screen.query(Markdown))):
                await asyncio.sleep(0.001)
            await pilot.pause()
            out.append(time.perf_counter() - start)
            await pilot.press("escape")
            while type(app.screen).__name__ == "RulesScreen":
                await pilot.pause()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--times", type=int, default=5)
    times = asyncio.run(measure(parser.parse_args().times))
    print("open (s): first %.3f, again median %.3f (%s)" % (times[0], sorted(times[1:])[len(times[1:]) // 2], " ".join(f"{t:.3f}" for t in times)))


if __name__ == "__main__":
    main()
