"""A review in French or Russian: the played and best options worded in the language shown (the
cache keeps the actions, language-free), and counts that agree with their nouns."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from dragonwood_tui import i18n
from dragonwood_tui.review import run
from dragonwood_tui.review.words import class_count
from dragonwood_tui.storage.settings import Settings

from . import review_helpers
from .app_helpers import Folders, folders, run_async, standard_saves  # noqa: F401
from .test_app_review import now, open_viewer, reviewed, summary


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("code, n, words", [
    ("fr", 1, "1 meilleur coup"), ("fr", 13, "13 meilleurs coups"), ("ru", 2, "2 неточности"),
    ("ru", 5, "5 неточностей"), ("ru", 21, "21 ошибка"), ("en", 1, "1 blunder"), ("en", 3, "3 blunders"),
])
def test_a_count_agrees_with_its_noun(code, n, words):
    i18n.set_language(code)
    cls = {"meilleur": "best", "неточност": "inaccuracy", "ошибк": "mistake", "blunder": "blunder"}
    assert class_count(next(v for k, v in cls.items() if k in words), n) == words


def with_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fixed reviews of review_helpers, with each decision's action as the cache keeps it."""
    def load_or_review(path: Any, record: Any, seat: int, **_: Any) -> Any:
        review = review_helpers.fixed_review(record, seat)
        decisions = [msgspec.structs.replace(d, played_action=msgspec.to_builtins(record.actions[d.step]),
                                             best_action=msgspec.to_builtins(record.actions[d.step])) for d in review.decisions]
        return msgspec.structs.replace(review, decisions=decisions)

    monkeypatch.setattr(run, "load_or_review", load_or_review)
    monkeypatch.setattr(run, "review_record", lambda record, seat, **kw: load_or_review(None, record, seat))


@pytest.mark.parametrize("code, played", [("fr", "Joué"), ("ru", "Сыграно")])
def test_the_played_and_best_options_are_in_the_language_shown(folders: Folders, monkeypatch, code, played):
    standard_saves(folders.saves)
    with_actions(monkeypatch)

    @run_async
    async def go() -> None:
        app = folders.app(settings=Settings(bot_pace="instant", language=code))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await open_viewer(pilot, "dragonwood-a")
            await pilot.press("r")
            panel = await reviewed(pilot, screen)
            text = now(panel)
            assert played in text
            assert "[bold]move" not in text and "better move" not in text  # the cache's words: not shown
            line = next(line for line in text.splitlines() if played in line)
            assert not any(w in line for w in (" reload", " capture", "You ", " draws", " plays"))
            counts = summary(panel)
            assert "best" not in counts and "blunder" not in counts

    go()
