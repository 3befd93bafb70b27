from __future__ import annotations

import pytest

from .helpers import Dice


@pytest.fixture
def dice(monkeypatch: pytest.MonkeyPatch) -> Dice:
    """Force the dice: `dice(3, 4, 1)` makes the next three rolls 3, 4 and 1."""
    return Dice(monkeypatch)
