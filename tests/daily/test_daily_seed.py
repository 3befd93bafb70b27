"""The daily seed is a fixed function of the date string: this table is every shared daily.

Changing the function changes every daily anyone has played or shared: a failure here means a
deliberate decision, announced in the CHANGELOG, not a test to regenerate.
"""

from __future__ import annotations

import hashlib
from datetime import date

import pytest

from dragonwood_tui.daily.deal import DAILY_KINDS, NotADate, daily_deal, daily_seed, parse_date
from dragonwood_tui.engine.record_format import MAX_SEED

SEEDS = {
    ("2026-12-01", "dragonwood"): 8068748967542033327,
    ("2026-12-01", "dice-quest"): 6540506479933935524,
    ("2026-12-02", "dragonwood"): 1606689609428888175,
    ("2026-12-02", "dice-quest"): 5583603521858602122,
    ("2000-01-01", "dragonwood"): 8395703484054299186,
    ("2000-01-01", "dice-quest"): 720893168223339431,
}


@pytest.mark.parametrize(("day", "kind"), list(SEEDS))
def test_the_seed_of_a_date_is_the_documented_one(day, kind):
    assert daily_seed(day, kind) == SEEDS[day, kind]
    # the formula of docs/daily-and-stats.md, written out
    digest = hashlib.blake2b(f"dragonwood-daily:{day}:{kind}".encode(), digest_size=8).digest()
    assert SEEDS[day, kind] == int.from_bytes(digest, "big") & (2**63 - 1)


def test_a_date_object_and_its_string_give_the_same_seed():
    assert daily_seed(date(2026, 12, 1), "dragonwood") == daily_seed("2026-12-01", "dragonwood")


def test_days_and_games_get_different_seeds_within_the_record_bounds():
    seeds = {daily_seed(date(2026, 1, 1).fromordinal(date(2026, 1, 1).toordinal() + i), k) for i in range(400) for k in DAILY_KINDS}
    assert len(seeds) == 800
    assert all(0 <= s <= MAX_SEED for s in seeds)


def test_the_time_zone_does_not_enter_the_seed(monkeypatch):
    before = daily_seed("2026-12-01", "dice-quest")
    monkeypatch.setenv("TZ", "Pacific/Kiritimati")
    import time

    if hasattr(time, "tzset"):
        time.tzset()
    assert daily_seed("2026-12-01", "dice-quest") == before
    monkeypatch.delenv("TZ")
    if hasattr(time, "tzset"):
        time.tzset()


@pytest.mark.parametrize("text", ["2026-13-01", "2026-12-1", "01-12-2026", "2026-02-30", "", "2026-12-01T00:00"])
def test_a_date_is_written_yyyy_mm_dd(text):
    with pytest.raises(NotADate):
        parse_date(text)


def test_the_deals_are_a_three_seat_dragonwood_against_normal_players_and_a_solo_dice_quest():
    dw = daily_deal("dragonwood", date(2026, 12, 1))
    assert [s.bot for s in dw.seats] == [None, "normal", "normal"] and dw.config.players == 3
    dq = daily_deal("dice-quest", date(2026, 12, 1))
    assert [s.bot for s in dq.seats] == [None] and dq.config.players == 1


def test_the_check_code_is_the_documented_function():
    from dragonwood_tui.daily.result import check_code

    final = "0123456789abcdef"
    digest = hashlib.blake2b(f"dragonwood-daily-check:2026-12-01:dragonwood:{final}".encode(), digest_size=3).hexdigest()
    assert check_code(date(2026, 12, 1), "dragonwood", final) == digest == "b87ca3"
    assert check_code(date(2026, 12, 2), "dragonwood", final) != digest
    assert check_code(date(2026, 12, 1), "dice-quest", final) != digest
