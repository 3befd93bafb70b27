"""The card data file: the standard set loads; a broken file gives one error naming the card."""

from __future__ import annotations

import copy
import json
from collections import Counter
from importlib import resources

import pytest

from dragonwood_tui.games.road_quest.cards import CardError, load_cards, parse_cards, standard_cards

RAW = json.loads(resources.files("dragonwood_tui.games.road_quest").joinpath("cards.json").read_text("utf-8"))


def broken(change) -> dict:
    data = copy.deepcopy(RAW)
    change(data)
    return data


def test_the_standard_set_has_the_spec_components():
    s = standard_cards()
    main = [c for c in s.cards if c.kind != "treasure"]
    assert Counter(c.kind for c in main) == {"road": 40, "creature": 20, "ambush": 16, "jack": 4}
    assert Counter(c.combat for c in main) == {0: 20, 1: 30, 2: 20, 3: 10}
    assert sum(c.crossroads for c in main) == 4
    assert Counter(c.effect for c in s.cards if c.kind == "treasure") == {
        "invisibility": 4, "life": 5, "victory": 2, "sword": 3, "great-sword": 1, "shield": 2, "amulet": 3,
    }
    assert [c.key for c in s.characters] == ["knight", "ranger", "dwarf", "witch", "bard", "barbarian"]
    creatures = sorted((c.attack, c.damage) for c in main if c.kind == "creature")
    assert all(2 <= a <= 8 and 3 <= d <= 10 for a, d in creatures)
    assert [d for _, d in creatures] == sorted(d for _, d in creatures)  # stronger hits harder


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["main"].pop(), "the main deck has 3 jack cards, expected 4"),
        (lambda d: d["main"].__setitem__(50, {**d["main"][50], "terrain": "desert"}), "card #51 (Leech swarm): unknown terrain 'desert'"),
        (lambda d: d["main"].__setitem__(65, {**d["main"][65], "effect": "tickle"}), "card #66 (Slippery scree): unknown effect 'tickle'"),
        (lambda d: d["main"].__setitem__(3, {**d["main"][3], "follows": ["forest", "lava"]}), "card #4 (Forest road): the road names an unknown terrain 'lava'"),
        (lambda d: d["treasures"].pop(), "2 amulet treasures, expected 3"),
        (lambda d: d["treasures"].__setitem__(0, {**d["treasures"][0], "effect": "wish"}), "treasure #1 (Invisibility potion): unknown effect 'wish'"),
        (lambda d: d["characters"].__setitem__(2, {**d["characters"][2], "trait": "flight"}), "character #3 (Dwarf): unknown trait 'flight'"),
        (lambda d: d["main"].__setitem__(0, {**d["main"][0], "combat": 7}), "card #1 (Forest road): combat must be"),
        (lambda d: d.__setitem__("format", "other"), "not a Road Quest card file"),
    ],
)
def test_a_broken_file_gives_one_error_naming_the_card(change, message):
    with pytest.raises(CardError) as err:
        parse_cards(broken(change), source="mine.json")
    assert str(err.value).startswith("mine.json: ")
    assert message in str(err.value)


def test_a_wrong_count_names_the_kind():
    with pytest.raises(CardError, match="the main deck has 39 road cards, expected 40"):
        parse_cards(broken(lambda d: d["main"].__setitem__(0, {**d["main"][0], "kind": "jack"})))


def test_load_cards_names_the_file(tmp_path):
    bad = tmp_path / "cards.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(CardError, match="cards.json: not valid JSON"):
        load_cards(bad)
    with pytest.raises(CardError, match="cannot read"):
        load_cards(tmp_path / "missing.json")
    good = tmp_path / "good.json"
    good.write_text(json.dumps(RAW), encoding="utf-8")
    assert load_cards(good) == standard_cards()
