"""The daily deals pinned as main dealt them before the dailies were declared by the games
(issue 36): which games have a daily, in which order, their titles and calendar letters, and the
whole deal of a few dates (seed, options, seats) are exactly as before."""

from __future__ import annotations

from datetime import date

import msgspec

from dragonwood_tui.daily.deal import DAILY_KINDS, daily_deal, daily_game
from dragonwood_tui.engine.blake import blake2b

DAYS = (date(2026, 12, 1), date(2000, 1, 1), date(2031, 7, 14))
KINDS = ("dragonwood", "dice-quest")
TITLES_AND_LETTERS = {"dragonwood": ("Dragonwood", "D"), "dice-quest": ("Dice Quest", "Q")}
# blake2b-64 of the deals of DAYS for each kind (seed, config, seats; as msgpack)
DEALS = {"dragonwood": "0617387779e347d1", "dice-quest": "19d2518b0cdc6769"}


def deals_hash(kind: str) -> str:
    deals = [daily_deal(kind, day) for day in DAYS]
    data = msgspec.msgpack.encode([[d.kind, d.day.isoformat(), d.seed, d.config, list(d.seats)] for d in deals])
    return blake2b(data, digest_size=8).hexdigest()


def test_the_same_games_have_a_daily_in_the_same_order():
    assert DAILY_KINDS == KINDS
    assert {k: (daily_game(k).title, daily_game(k).letter) for k in KINDS} == TITLES_AND_LETTERS


def test_the_deals_of_fixed_dates_are_unchanged():
    assert {k: deals_hash(k) for k in KINDS} == DEALS


if __name__ == "__main__":  # prints the table to pin (run on main)
    print({k: deals_hash(k) for k in KINDS})
