"""The Dragonwood table in French and Russian at 80x24 and 120x40, in the phases the walk of
`test_i18n_screens` does not show (its turn with a selection and its end are there): the discard
down to the hand limit, the Lucky Mushroom's question, a solo game (the opponent's die). Nothing
may be cut (`test_fits_on_screen` checks it in words); these are the pictures to look at.
Regenerate after an intended change with `--snapshot-update` and look at each as a PNG."""

from __future__ import annotations

from typing import Any

import pytest

from dragonwood_tui import i18n

from .app_helpers import Folders, folders  # noqa: F401
from .table_helpers import open_position
from .test_i18n_screens import settings

PHASES = {
    "hand-limit": ("dragonwood-hand-limit-11",),
    "mushroom": ("dragonwood-mushroom",),
    "solo": ("dragonwood-solo", "1", "2"),
}


@pytest.fixture(autouse=True)
def english_afterwards() -> Any:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("lang", ["fr", "ru"])
@pytest.mark.parametrize("phase", list(PHASES))
def test_dragonwood_phase_in_the_language(snap_compare, folders: Folders, phase: str, lang: str, size: tuple[int, int]) -> None:
    name, *presses = PHASES[phase]
    assert snap_compare(folders.app(settings=settings(lang)), terminal_size=size, run_before=open_position(name, *presses))
