"""A Dice Quest action the rules refuse, sent through the seat client: the reason, and nothing
changed or told (every game's seat contract is in tests/test_conformance.py)."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import IllegalAction, SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.seat import SeatClient
from dragonwood_tui.games.dice_quest import GAME
from dragonwood_tui.games.dice_quest.actions import Beat


def test_a_refused_action_changes_nothing_and_tells_nothing() -> None:
    match = Match(GAME, GAME.default_config(1), 3, [SeatSpec("P1")], narrate=True)
    client = SeatClient(match, 0)
    before, steps = GAME.view(match.state, 0), client.steps
    with pytest.raises(IllegalAction) as refused:
        client.send(Beat(card=10_000))
    assert refused.value.reason
    assert client.view() == before and client.steps == steps and client.events() == []
