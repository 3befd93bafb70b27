"""Snapshots of the replay viewer's Review mode at 80x24, 120x40 and 160x50, from a review built
by hand (review_helpers: no analysis runs), on a step with a mistake so that the decision part,
the plot's letters and its step line all show.

Regenerate after an intended change with `pytest tests/tui --snapshot-update`.
"""

from __future__ import annotations

import pytest

from dragonwood_tui.play.saves import save_path
from dragonwood_tui.storage.settings import Settings

from .app_helpers import LARGE, SMALL, Folders, folders, keys, standard_saves, wait_for  # noqa: F401  (fixture)
from .review_helpers import fixed_review

SIZES = pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])


def reviewed_at(save_id: str, seat: int, step: int | None, *more: str):
    async def run(pilot):
        app = pilot.app
        app.sessions.open_replay_file(save_path(save_id, app.saves_folder))
        await pilot.pause()
        screen = app.screen
        screen.reviews[seat] = fixed_review(screen.record, seat)  # made already: no worker
        screen.seat = seat
        await pilot.press("r")
        await wait_for(pilot, lambda: screen.panel is not None and screen.panel.review is not None, "the review")
        review = screen.reviews[seat]
        # None: the seat's first mistake (the decision part, the plot's letters and its step line show)
        screen.seek(step if step is not None else next(d.step for d in review.decisions if d.cls == "mistake"))
        for key in more:
            await pilot.press(key)
        await pilot.pause()

    return run


@SIZES
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_review_dragonwood(snap_compare, folders: Folders, size, lang):
    """The step's class, played, best and why, never cut, at every size in every language (the
    costliest decisions and the plot below them, scrolled to)."""
    standard_saves(folders.saves)
    app = folders.app(settings=Settings(bot_pace="instant", language=lang))
    assert snap_compare(app, terminal_size=size, run_before=keys(then=reviewed_at("dragonwood-a", 0, None)))


def test_review_dice_quest_solo(snap_compare, folders: Folders):
    standard_saves(folders.saves)
    assert snap_compare(folders.app(), terminal_size=(120, 40), run_before=keys(then=reviewed_at("dice-quest-c", 0, 6)))
