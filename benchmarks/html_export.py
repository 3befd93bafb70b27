"""The HTML replay's budgets: a 300-step 4-seat Dragonwood game exported, and the page's first frame.

    python benchmarks/html_export.py [--steps 300] [--jobs 2]

Finds a 4-seat Dragonwood game between `random` bots (their games are the long ones: 300-330
actions; `normal` ones about 140) of at least `--steps` actions (seeds from
1; `dragonwood simulate --records`), exports it with `dragonwood export FILE --html` (every hand
and each seat's view: the largest page), and reports the export's wall time, the file's size,
and the time headless Chromium (the system's, through Playwright) takes from the navigation to
the first frame drawn (the page sets `data-ready` once frame 0 is in the document). The CPU
seconds of the export's processes are printed too: a figure a busy machine moves little (the
wall time on a quiet 2-core machine is about half of it, the views being drawn two at a time). Also the
`--seat 1` export, one view. Budgets (issue 39): export <= 30 s on 2 cores, <= 3 MB, first
frame <= 1 s.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _long_game(folder: Path, steps: int) -> Path:
    from dragonwood_tui.storage.files import read_record_file

    seed = 1
    while True:
        records = folder / f"seed{seed}"
        subprocess.run([sys.executable, "-m", "dragonwood_tui", "simulate", "--game", "dragonwood", "--seats",
                        "random,random,random,random", "--games", "20", "--seed", str(seed), "--records", str(records)],
                       check=True, capture_output=True)
        for path in sorted(records.glob("*.json")):
            if len(read_record_file(path).actions) >= steps:
                return path
        seed += 20


def _first_frame(page_path: Path) -> float:
    from playwright.sync_api import sync_playwright

    browser_path = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser_path is None:
        raise SystemExit("no chromium: apt-get install chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=browser_path, args=["--no-sandbox"])
        page = browser.new_page()
        times = []
        for _run in range(3):
            start = time.perf_counter()
            page.goto(page_path.as_uri())
            page.wait_for_function("document.body.dataset.ready === '1'")
            times.append(time.perf_counter() - start)
        browser.close()
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        record = _long_game(Path(folder), args.steps)
        from dragonwood_tui.storage.files import read_record_file

        steps = len(read_record_file(record).actions)
        for label, extra in (("every hand + 4 seats", []), ("--seat 1", ["--seat", "1"])):
            out = Path(folder) / "page.html"
            start = time.perf_counter()
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run([sys.executable, "-m", "dragonwood_tui", "--lang", "en", "export", str(record), "--html", str(out),
                            "--force", "--jobs", str(args.jobs), *extra], check=True, capture_output=True)
            took = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
            size = out.stat().st_size
            shown = _first_frame(out)
            print(f"{label}: {steps} steps, export {took:.1f} s wall (jobs {args.jobs}), {cpu:.1f} s CPU in all, "
                  f"{size / 1e6:.2f} MB, first frame {shown * 1000:.0f} ms")


if __name__ == "__main__":
    main()
