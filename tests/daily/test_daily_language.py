"""A daily's result in no language, its words in the player's: the outcome key (`Outcome`) is
what counts and what `--json` keeps; the share line's words follow the language, its date,
numbers and check code do not; the "not a daily" reasons are translated where raised."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.daily.result import NotADaily, Outcome, Score, prove, result_words, score_of, share_line
from dragonwood_tui.stats.summary import compute
from dragonwood_tui.storage.records import replay_record

from .helpers import DAY, daily_record, write


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_the_outcome_key_of_each_result():
    assert score_of([31, 24, 12], [0]) == Score(Outcome.WON, 31, 24)
    assert score_of([18, 27], [1]) == Score(Outcome.LOST, 18, 27)
    assert score_of([25, 25], [0, 1]) == Score(Outcome.SHARED, 25, 25)
    assert score_of([23], [0]) == Score(Outcome.WON, 23, None)
    assert score_of([4], []) == Score(Outcome.LOST, 4, None)
    assert [o.won for o in Outcome] == [True, False, True]


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_share_line_keeps_its_check_code_date_and_numbers_in_every_language(lang):
    record = daily_record("dragonwood", DAY)
    replayed = replay_record(record, check_summary=False)
    proof = prove(record, replayed.state, replayed.summary)
    english = proof.share_line
    assert english == f"Dragonwood daily 2026-12-01 · won 27–23 · check {proof.check}"
    i18n.set_language(lang)
    shown = proof.share_line
    assert shown != english and "won" not in shown  # its words in the language
    for kept in ("Dragonwood", "2026-12-01", "27–23", proof.check):
        assert kept in shown
    assert share_line("Dragonwood", DAY, proof.score, proof.check, english=True) == english  # what --json keeps


def test_the_words_of_each_outcome_differ_in_french():
    i18n.set_language("fr")
    words = {result_words(Score(o, 3, 2)) for o in Outcome} | {result_words(Score(o, 3, None)) for o in (Outcome.WON, Outcome.LOST)}
    assert len(words) == 5 and not any(w.startswith(("won", "lost", "shared")) for w in words)


def test_a_daily_played_in_french_counts_as_won_and_json_keeps_the_key(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    write(folder, "first", daily_record("dragonwood", DAY))
    i18n.set_language("fr")
    stats = compute(folder)
    [daily] = stats.dailies
    assert daily.outcome is Outcome.WON and daily.outcome.won
    assert daily.result.startswith("gagné")
    [kept] = stats.as_dict()["dailies"]
    assert (kept["outcome"], kept["score"], kept["best_other"]) == ("won", 27, 23)
    assert kept["result"] == "won 27–23" and kept["share_line"].startswith("Dragonwood daily 2026-12-01 · won 27–23 · check ")


def test_a_not_a_daily_reason_is_in_the_language():
    record = daily_record("dragonwood", DAY)
    replayed = replay_record(record, check_summary=False)
    record.header.notes = "daily:2026-12-02"  # another day's claim: not that day's seed
    i18n.set_language("fr")
    with pytest.raises(NotADaily) as raised:
        prove(record, replayed.state, replayed.summary)
    assert str(raised.value) == "pas un défi du jour\u202f: il se présente comme le défi du 2026-12-02, mais sa graine n’est pas celle du 2026-12-02"
    assert date(2026, 12, 2) == raised.value.claim.day
