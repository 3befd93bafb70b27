"""The games' words in French and Russian (a whole game's log in every language is the conformance
suite's, tests/test_conformance.py): a count takes the language's plural form, a refused action says why in the
language, and a record's error keeps the file's name and the step's number around the words."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.engine.walk import walk
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dragonwood.describe import event_line
from dragonwood_tui.games.dragonwood.state import E_DRAW


@pytest.mark.parametrize("n, words", [(1, "Аня берёт 1 карту."), (2, "Аня берёт 2 карты."), (5, "Аня берёт 5 карт."),
                                      (21, "Аня берёт 21 карту.")])
def test_a_count_in_the_log_takes_the_russian_plural_form(in_language, n, words):
    in_language("ru")
    assert event_line([E_DRAW, 1, n], ["You", "Аня"]) == words
    assert event_line([E_DRAW, 0, n], ["You", "Аня"]).startswith("Вы берёте")


@pytest.mark.parametrize("code, words", [("fr", "maintenant, la partie attend Recharger ou Capturer"),
                                         ("ru", "сейчас игра ждёт: вызвать подмогу или атаковать")])
def test_a_refusal_says_why_in_the_language(in_language, code, words):
    from dragonwood_tui.games.dragonwood.actions import WoundDiscard

    game = get_game("dragonwood")
    state = game.new_game(game.default_config(2), 1)
    in_language(code)
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, WoundDiscard(0))  # a wound discard while the turn asks for a Reload or a Capture
    assert refused.value.reason == words


def test_every_game_refuses_in_russian(in_language):
    from dragonwood_tui.games.dice_quest.actions import Reroll
    from dragonwood_tui.games.road_quest.actions import EndTurn

    in_language("ru")
    for kind, action, words in [("dice-quest", Reroll(()), "выберите хотя бы один кубик"),
                                ("road-quest", EndTurn(), "сначала каждое место должно выбрать персонажа")]:
        game = get_game(kind)
        state = game.new_game(game.default_config(2), 1)
        with pytest.raises(IllegalAction) as refused:
            game.apply(state, action)
        assert refused.value.reason == words


def test_a_record_error_in_russian_names_the_file_and_the_step(in_language):
    from dragonwood_tui.games.dragonwood.actions import Reload, WoundDiscard

    game = get_game("dragonwood")
    in_language("ru")
    with pytest.raises(RecordError) as error:
        walk(game, game.default_config(2), 1, [Reload(), WoundDiscard(0)])
    line = str(error.value.at("/saves/game-1.dwjson"))
    assert line.startswith("/saves/game-1.dwjson: шаг 2: недопустимое действие «wound-discard»: сейчас игра ждёт")
    in_language("en")
    assert str(error.value.at("x.dwjson")).startswith("x.dwjson: step 2: ")  # the step's word follows the language
