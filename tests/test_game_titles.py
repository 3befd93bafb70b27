"""The registry names every game without importing it (the menu and the saves list are drawn
before any game is played), and those names are the games' own titles."""

from __future__ import annotations

import pytest

from dragonwood_tui import games


@pytest.mark.parametrize("kind", games.game_kinds())
def test_a_registered_title_is_the_games_own(kind: str) -> None:
    assert games.game_title(kind) == games.get_game(kind).title


def test_a_game_registered_without_a_title_is_asked_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(games, "_MODULES", dict(games._MODULES))
    monkeypatch.setattr(games, "_TITLES", dict(games._TITLES))
    games.register_game("dice-quest-again", "dragonwood_tui.games.dice_quest")
    assert games.game_title("dice-quest-again") == "Dice Quest"
    with pytest.raises(games.UnknownGame):
        games.game_title("no-such-game")


def test_a_game_not_offered_is_known_to_records_but_in_no_menu(monkeypatch: pytest.MonkeyPatch) -> None:
    from dragonwood_tui.storage.records import resolve_game

    monkeypatch.setattr(games, "_MODULES", dict(games._MODULES))
    monkeypatch.setattr(games, "_NOT_OFFERED", set(games._NOT_OFFERED))
    games.register_game("dice-quest-hidden", "dragonwood_tui.games.dice_quest", offered=False)
    assert games.is_known("dice-quest-hidden") and "dice-quest-hidden" not in games.game_kinds()
    assert resolve_game("dice-quest-hidden") is games.get_game("dice-quest")
    assert not games.is_known("no-such-game")
