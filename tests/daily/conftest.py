"""Every daily test reads the daily clock at a fixed time (`daily.window.utc_now`): which days
are out, and so what `verify` and the statistics say, never depends on the day the tests run."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

NOW = datetime(2026, 12, 5, 12, tzinfo=timezone.utc)  # a few days after helpers.DAY


@pytest.fixture(autouse=True)
def daily_clock(monkeypatch: pytest.MonkeyPatch):
    """The clock the daily checks read; a test moves it with `daily_clock.set(when)`."""

    class Clock:
        now = NOW

        def set(self, when: datetime) -> None:
            self.now = when

    clock = Clock()
    monkeypatch.setattr("dragonwood_tui.daily.window.utc_now", lambda: clock.now)
    return clock
