"""The strongest level of a game is the last of its registered order (weakest first), and
`campaign simulate --as best` seats it: no list of level names kept anywhere else."""

from __future__ import annotations

import pytest

from dragonwood_tui import bots
from dragonwood_tui.campaign.simulate import person_bots
from third_game import pig


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots, "_BOTS", dict(bots._BOTS))


def test_the_strongest_of_each_game_is_the_last_it_lists() -> None:
    assert bots.strongest_level("dragonwood") == "expert"
    assert bots.strongest_level("dice-quest") == "expert"
    assert bots.strongest_level("road-quest") == "hard"
    assert bots.strongest_level("no-such-game") is None


def test_the_setup_order_and_the_defaults_are_unchanged() -> None:
    # the setup screen lists the default first, then the others strongest first
    assert [lv.name for lv in bots.bot_levels("dragonwood")] == ["hard", "expert", "normal", "easy"]
    assert [lv.name for lv in bots.bot_levels("road-quest")] == ["hard", "normal", "random"]
    assert [bots.default_bot(k) for k in ("dragonwood", "dice-quest", "road-quest")] == ["hard", "expert", "hard"]


def test_best_seats_each_games_strongest() -> None:
    assert person_bots("best", ["dragonwood", "dice-quest", "road-quest"]) == {
        "dragonwood": "expert", "dice-quest": "expert", "road-quest": "hard"}


def test_a_new_games_order_is_read_for_best(registry: None) -> None:
    bots.register_bots("pig", pig.BOT_LEVELS, default=pig.DEFAULT_BOT)
    assert [lv.name for lv in pig.BOT_LEVELS][-1] == "steady"
    assert bots.strongest_level("pig") == "steady"
    assert bots.default_bot("pig") == "steady"
    assert person_bots("best", ["pig"]) == {"pig": "steady"}
    # the order decides, not the names: listed the other way round, the other is strongest
    bots.register_bots("pig", list(reversed(pig.BOT_LEVELS)))
    assert bots.strongest_level("pig") == bots.default_bot("pig") == pig.BOT_LEVELS[0].name


def test_a_game_without_bots_is_refused_in_words_not_stop_iteration(registry: None) -> None:
    with pytest.raises(ValueError, match="names no bot for pig"):
        person_bots("best", ["pig"])


def test_a_default_must_be_one_of_the_levels(registry: None) -> None:
    with pytest.raises(ValueError, match="not one of its levels"):
        bots.register_bots("pig", pig.BOT_LEVELS, default="nobody")
    with pytest.raises(ValueError):
        bots.register_bots("pig", [])
