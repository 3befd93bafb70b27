"""Snapshots of practice: a position on its table with the practice banner, and the verdict
on a blunder (the best shown with its reason), at 80x24 and 120x40 in English and at 80x24 in
French and Russian (checked for English words of the catalog left on them); the list at 80x24.
Reviews are stacked (practice_helpers): no analysis runs.

Regenerate after an intended change with `pytest tests/tui/test_practice_snapshots.py --snapshot-update`.
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest

from dragonwood_tui import i18n
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.storage.settings import Settings

from .app_helpers import SMALL, Folders, folders, keys, wait_for  # noqa: F401  (fixture)
from .practice_helpers import reviewed_save
from .test_i18n_screens import checked

CASES = pytest.mark.parametrize(
    "size,lang", [(SMALL, "en"), ((120, 40), "en"), (SMALL, "fr"), (SMALL, "ru")], ids=["80x24-en", "120x40-en", "80x24-fr", "80x24-ru"]
)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


def practice_app(folders: Folders, lang: str):
    reviewed_save(folders.saves, "dragonwood-a", "dragonwood", [SeatSpec("You"), SeatSpec("Ada", "greedy")], 7, seat=0)
    return folders.app(settings=Settings(bot_pace="instant", language=lang, motion=False))


def at_position(pick: str | None = None):
    async def run(pilot) -> None:
        from dragonwood_tui.tui.screens.practice import PracticeScreen
        from dragonwood_tui.tui.screens.practice_verdict import PracticeVerdictScreen
        from dragonwood_tui.tui.screens.table_base import TableScreen

        app = pilot.app
        app.action_practice()
        await wait_for(pilot, lambda: isinstance(app.screen, PracticeScreen) and app.screen.kept is not None, "the list")
        practice = app.screen
        practice.start(None)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.is_mounted, "the table")
        if pick is not None:
            table = app.screen
            d = practice.run.position.decision
            table._play(msgspec.convert(getattr(d, pick), table.client.game.action_type))
            await wait_for(pilot, lambda: isinstance(app.screen, PracticeVerdictScreen) and app.screen.is_mounted, "the verdict")
        await pilot.pause()

    return run


@CASES
def test_practice_position(snap_compare, folders: Folders, size, lang):
    run = keys(then=at_position())
    assert snap_compare(practice_app(folders, lang), terminal_size=size, run_before=run if lang == "en" else checked(run, lang))


@CASES
def test_practice_verdict_on_a_blunder(snap_compare, folders: Folders, size, lang):
    run = keys(then=at_position("played_action"))
    assert snap_compare(practice_app(folders, lang), terminal_size=size, run_before=run if lang == "en" else checked(run, lang))


def test_practice_list(snap_compare, folders: Folders):
    async def open_list(pilot) -> None:
        from dragonwood_tui.tui.screens.practice import PracticeScreen

        pilot.app.action_practice()
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, PracticeScreen) and pilot.app.screen.kept is not None, "the list")

    assert snap_compare(practice_app(folders, "en"), terminal_size=SMALL, run_before=keys(then=open_list))
