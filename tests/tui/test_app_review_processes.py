"""A real review in the replay viewer runs in worker processes, as `dragonwood review` does: the
app's own process values no option (its interpreter stays free for keys and screens), a key
is answered while the review runs, and Esc stops the review and its workers at once.

The workers start from a clean server process (`headless.THREADED_START_METHOD`): a fork of a
process that runs Textual's threads may deadlock. Their parent is that server, not the app."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from dragonwood_tui.review.sampled import SampledAnalyst
from dragonwood_tui.tui.screens.replay import ReplayScreen

from .app_helpers import Folders, folders, run_async, wait_for  # noqa: F401  (fixture)
from .test_app_review import open_viewer


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return found


def _workers() -> list[int]:
    """The processes under this one's children: a forkserver's workers (the server itself and
    multiprocessing's resource tracker, children of this process, stay for its lifetime)."""
    return [w for c in _children(os.getpid()) for w in _children(c)]


@run_async
async def test_a_real_review_runs_in_worker_processes_and_esc_stops_them(folders: Folders, monkeypatch):
    sample = Path(__file__).resolve().parents[2] / "saves" / "road-quest-3-seats.json"
    shutil.copy(sample, folders.saves / "rq.json")
    here: list[int] = []
    evaluate = SampledAnalyst.evaluate

    def in_the_app(self, *args, **kw):  # a decision valued in the app's own process
        here.append(os.getpid())
        return evaluate(self, *args, **kw)

    monkeypatch.setattr(SampledAnalyst, "evaluate", in_the_app)
    before = set(_workers())
    app = folders.app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_viewer(pilot, "rq")
        assert isinstance(screen, ReplayScreen)
        await pilot.press("r")
        await wait_for(pilot, lambda: set(_workers()) - before, "the review's worker processes")
        assert screen._reviewing
        step = screen.cursor.step
        await pilot.press("right")  # the app answers meanwhile
        assert screen.cursor.step == step + 1
        await pilot.press("escape")
        await wait_for(pilot, lambda: not screen._reviewing and screen.panel is None, "the review to stop")
        await wait_for(pilot, lambda: not set(_workers()) - before, "the workers to stop")
        assert app.screen is screen and not screen.reviews
    assert here == []
