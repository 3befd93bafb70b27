"""Two windows that open today's daily at the same moment make one attempt, not two: deciding
to start it and starting it are one step under the day's lock (`daily.attempts.open_day`).
(Before, both windows planned "start" before either had saved, and each made an attempt.)"""

from __future__ import annotations

import pytest

from dragonwood_tui.daily import attempts as daily
from dragonwood_tui.storage.locks import Busy
from dragonwood_tui.play.session import SaveInUse

from daily.helpers import DAY


def _attempt_ids(folder) -> list[str]:
    return [a.save_id for a in daily.attempts(folder)]


def test_a_window_that_comes_while_another_starts_the_daily_is_refused_and_makes_no_attempt(tmp_path, monkeypatch):
    real_plan = daily.plan
    second: list[object] = []

    def plan_then_the_second_window(*args, **kwargs):
        planned = real_plan(*args, **kwargs)
        if not second:  # window A decided to start the day's game; its save is not written yet
            assert not planned.resume and not planned.practice
            monkeypatch.setattr(daily, "plan", real_plan)
            try:
                opened = daily.open_day(tmp_path, "dragonwood", DAY, DAY, wait=0)  # window B, right now
            except Busy as exc:
                second.append(exc)
            else:
                second.append(opened)
                opened.close()
        return planned

    monkeypatch.setattr(daily, "plan", plan_then_the_second_window)
    with daily.open_day(tmp_path, "dragonwood", DAY, DAY) as first:
        assert isinstance(second[0], Busy), second  # refused: it made no attempt of its own
        assert "another window is starting this daily right now" in str(second[0])
        assert _attempt_ids(tmp_path) == [first.id]
        with pytest.raises(SaveInUse):  # B again, once A's save is there: A's attempt, in use
            daily.open_day(tmp_path, "dragonwood", DAY, DAY)
        assert _attempt_ids(tmp_path) == [first.id]
    with daily.open_day(tmp_path, "dragonwood", DAY, DAY) as again:  # A closed: B goes on with it
        assert again.id == first.id and again.opened == "resume"
