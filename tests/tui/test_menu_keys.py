"""A game's main-menu key is declared when its screens register, and a key already used by
another game or by the menu itself is refused there, not found later as a dead key."""

from __future__ import annotations

import pytest

import third_game

from dragonwood_tui import games
from dragonwood_tui.tui import games as ui_registry
from dragonwood_tui.tui.games import MenuKeyTaken, menu_key, register_ui
from dragonwood_tui.tui.menu_keys import own_keys
from dragonwood_tui.tui.screens.main_menu import menu_entries


TOY = third_game.KIND  # the toy third game


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> None:
    third_game.as_shipped(monkeypatch)  # the app's games only, whatever the session registered


def test_the_games_keys_are_their_own_and_the_menu_reads_them(registry: None) -> None:
    keys = [menu_key(kind) for kind in games.game_kinds()]
    assert keys == ["n", "d", "w"]
    assert not set(keys) & own_keys()
    entries = menu_entries()
    assert [key for oid, key, *_ in entries if oid.startswith("new-")] == keys
    every = [key for _, key, *_ in entries]
    assert len(every) == len(set(every))  # no two entries share a key
    assert own_keys() == {key for oid, key, *_ in entries if not oid.startswith("new-")}


@pytest.mark.parametrize("key", ["n", "d", "w"])
def test_a_key_of_another_game_is_refused(registry: None, key: str) -> None:
    with pytest.raises(MenuKeyTaken, match="starts"):
        register_ui(TOY, third_game.UI_MODULE, menu_key=key)
    assert TOY not in ui_registry._MODULES and menu_key(TOY) == ""


@pytest.mark.parametrize("key", sorted(own_keys()))
def test_a_key_of_the_menu_itself_is_refused(registry: None, key: str) -> None:
    with pytest.raises(MenuKeyTaken, match="its own"):
        register_ui(TOY, third_game.UI_MODULE, menu_key=key)


def test_a_free_key_is_taken_and_a_game_may_register_again_with_its_own(registry: None) -> None:
    register_ui(TOY, third_game.UI_MODULE, menu_key="g")
    assert menu_key(TOY) == "g"
    register_ui(TOY, third_game.UI_MODULE, menu_key="g")  # the same game again: its own key
    register_ui("dragonwood", "dragonwood_tui.tui.games.dragonwood", menu_key="n")
    with pytest.raises(MenuKeyTaken):
        register_ui(TOY, third_game.UI_MODULE, menu_key="")
