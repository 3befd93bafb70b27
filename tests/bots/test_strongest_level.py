"""The strongest level of a game is the last of its registered order (weakest first), and
`campaign simulate --as best` seats it: no list of level names kept anywhere else."""

from __future__ import annotations

import pytest

from dragonwood_tui import bots
from dragonwood_tui.campaign.simulate import person_bots
from dragonwood_tui.games import game_kinds
import third_game


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> None:
    third_game.as_shipped(monkeypatch)  # the app's games only, whatever the session registered


def test_the_strongest_of_each_game_is_the_last_it_lists() -> None:
    assert bots.strongest_level("dragonwood") == "expert"
    assert bots.strongest_level("dice-quest") == "expert"
    assert bots.strongest_level("road-quest") == "expert"
    assert bots.strongest_level("no-such-game") is None


def test_the_setup_order_and_the_defaults_are_unchanged() -> None:
    # the setup screen lists the default first, then the others strongest first
    assert [lv.name for lv in bots.bot_levels("dragonwood")] == ["hard", "expert", "normal", "easy"]
    assert [lv.name for lv in bots.bot_levels("road-quest")] == ["hard", "expert", "normal", "random"]
    assert (bots.default_bot("dragonwood"), bots.default_bot("dice-quest"), bots.default_bot("road-quest")) == (
        "hard", "expert", "hard")


def test_best_seats_each_games_strongest() -> None:
    kinds = game_kinds()
    assert person_bots("best", kinds) == {kind: bots.strongest_level(kind) for kind in kinds}


TOY = third_game.KIND  # the toy third game


def test_a_new_games_order_is_read_for_best(monkeypatch: pytest.MonkeyPatch) -> None:
    toy = third_game.register(monkeypatch, ui=False)
    strongest = toy.BOT_LEVELS[-1].name
    assert len(toy.BOT_LEVELS) >= 2 and bots.strongest_level(TOY) == strongest
    assert person_bots("best", [TOY]) == {TOY: strongest}
    # the order decides, not the names: listed the other way round, the other is strongest
    bots.register_bots(TOY, list(reversed(toy.BOT_LEVELS)))
    assert bots.strongest_level(TOY) == bots.default_bot(TOY) == toy.BOT_LEVELS[0].name
    assert person_bots("best", [TOY]) == {TOY: toy.BOT_LEVELS[0].name}


def test_a_game_without_bots_is_refused_in_words_not_stop_iteration(registry: None) -> None:
    with pytest.raises(ValueError, match=f"names no computer player for {TOY}"):
        person_bots("best", [TOY])


def test_a_default_must_be_one_of_the_levels(registry: None) -> None:
    from importlib import import_module

    levels = import_module(third_game.GAME_MODULE).BOT_LEVELS
    with pytest.raises(ValueError, match="not one of its levels"):
        bots.register_bots(TOY, levels, default="nobody")
    with pytest.raises(ValueError):
        bots.register_bots(TOY, [])
