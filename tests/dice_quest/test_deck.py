"""The shipped deck and the validation of deck files."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

from dragonwood_tui.games.dice_quest import DiceQuestGame, DiceQuestConfig
from dragonwood_tui.games.dice_quest.deck import DeckError, load_deck, standard_deck


def _raw() -> dict:
    text = resources.files("dragonwood_tui.games.dice_quest").joinpath("deck.json").read_text()
    return json.loads(text)


def test_standard_deck_matches_the_spec_table():
    deck = standard_deck()
    assert len(deck) == 42
    assert [c.id for c in deck] == list(range(42))
    assert Counter(c.power for c in deck) == {"plus": 9, "minus": 9, "shift": 6, "reroll": 9, "mirror": 9}
    by_label = Counter(c.label for c in deck)
    for face in range(1, 7):
        assert by_label[f"pair of {face}s"] == 2
        assert by_label[f"three {face}s"] == 1
    assert by_label["any pair"] == 4
    assert by_label["any three"] == 6
    assert by_label["two pairs"] == 5
    assert by_label["full house"] == 4
    assert by_label["four of a kind"] == 4
    assert by_label["five of a kind"] == 1
    powers = {label: sorted(c.power for c in deck if c.label == label) for label in by_label}
    assert powers["pair of 3s"] == ["mirror", "mirror"]
    assert powers["five of a kind"] == ["reroll"]
    assert powers["four of a kind"] == ["plus", "reroll", "reroll", "shift"]
    assert len({c.name for c in deck}) == 42  # every creature has its own name


def _write(tmp_path, data) -> str:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_another_deck_file_loads_and_plays(tmp_path):
    data = _raw()
    data["cards"][0]["name"] = "Renamed Imp"
    data["cards"][0]["combination"] = "sun sun"
    cards = load_deck(_write(tmp_path, data))
    assert cards[0].name == "Renamed Imp" and cards[0].label == "any pair"
    game = DiceQuestGame(cards)
    state = game.new_game(DiceQuestConfig(), 3)
    assert len(state.line) == 5 and game.cards[0].name == "Renamed Imp"


def test_wrong_count_is_refused(tmp_path):
    data = _raw()
    data["cards"].pop()
    with pytest.raises(DeckError, match="41 cards, expected 42"):
        load_deck(_write(tmp_path, data))


def test_unknown_power_names_the_card(tmp_path):
    data = _raw()
    data["cards"][3]["power"] = "teleport"
    with pytest.raises(DeckError, match=r"card #4 \(Bog Toad\): unknown power 'teleport'"):
        load_deck(_write(tmp_path, data))


@pytest.mark.parametrize("combination, why", [("2 two", "unknown token 'two'"), ("", "empty"), ("1 1 1 1 1 1", "only 5")])
def test_malformed_combination_names_the_card(tmp_path, combination, why):
    data = _raw()
    data["cards"][41]["combination"] = combination
    with pytest.raises(DeckError, match=rf"card #42 \(Ancient Dragon\): malformed combination: .*{why}"):
        load_deck(_write(tmp_path, data))


def test_ids_must_be_stable_and_in_order(tmp_path):
    data = _raw()
    data["cards"][3]["id"] = 9
    with pytest.raises(DeckError, match=r"card #4 .*id must be 3"):
        load_deck(_write(tmp_path, data))


def test_unreadable_and_non_json_files(tmp_path):
    with pytest.raises(DeckError, match="cannot read"):
        load_deck(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(DeckError, match="not valid JSON"):
        load_deck(bad)


def test_missing_name_and_unknown_field(tmp_path):
    data = _raw()
    data["cards"][5]["name"] = ""
    with pytest.raises(DeckError, match=r"card #6: missing or empty name"):
        load_deck(_write(tmp_path, data))
    data = _raw()
    data["cards"][5]["colour"] = "red"
    with pytest.raises(DeckError, match=r"card #6 .*unknown field 'colour'"):
        load_deck(_write(tmp_path, data))
