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
