"""The seat client: what a seat sees and may do, and one log for the live game, a resumed one
and the replay (the game's narration), over many random games of every game."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dragonwood_tui.engine.game import IllegalAction, SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.replay import ReplayCursor, describer
from dragonwood_tui.engine.seat import NotYourTurn, SeatClient
from dragonwood_tui.engine.walk import narration
from dragonwood_tui.games import get_game

KINDS = ["dragonwood", "dice-quest", "road-quest"]


def _match(kind: str, players: int, seed: int, narrate: bool = True) -> Match:
    game = get_game(kind)
    players = max(players, min(m.players for m in game.modes))
    players = min(players, max(m.players for m in game.modes))
    seats = [SeatSpec(f"P{i + 1}") for i in range(players)]
    return Match(game, game.default_config(players), seed, seats, narrate=narrate)


def _play(match: Match, rng: random.Random, limit: int) -> tuple[list[SeatClient], list[str]]:
    """Play up to `limit` random actions, each sent by the client of the seat to move; returns
    the clients and every line the first one was told."""
    clients = [SeatClient(match, seat) for seat in range(len(match.seats))]
    told = [line for step in clients[0].history() for line in step]
    for _ in range(limit):
        seat = match.to_move()
        if seat is None:
            break
        mover = clients[seat]
        legal = mover.legal()
        assert legal == match.game.legal_actions(match.state)
        for other in clients:
            if other is not mover:
                assert other.legal() == []
                with pytest.raises(NotYourTurn):
                    other.send(legal[0])
        mover.send(rng.choice(legal))
        told += clients[0].events()
    return clients, told


@settings(max_examples=30, deadline=None)
@given(kind=st.sampled_from(KINDS), players=st.integers(1, 4), seed=st.integers(0, 2**62), steps=st.integers(0, 400))
def test_the_live_log_is_the_replay_log(kind: str, players: int, seed: int, steps: int) -> None:
    match = _match(kind, players, seed)
    clients, told = _play(match, random.Random(seed), steps)
    game, names = match.game, match.names
    replayed = narration(game, match.config, match.seed, match.actions, names)
    assert clients[0].history() == replayed
    assert told == [line for step in replayed for line in step]  # events() lost and repeated nothing
    # the replay viewer's cursor narrates the same lines
    cursor = ReplayCursor(game, match.config, match.seed, match.actions, narrate=describer(game, names)[0])
    assert cursor.lines is not None and cursor.lines[1:] == replayed[1:]
    # a resumed game: a match made from the actions, narrating, and one told later, agree
    resumed = Match(game, match.config, match.seed, match.seats, match.actions, narrate=True)
    later = Match(game, match.config, match.seed, match.seats, match.actions)
    assert SeatClient(resumed, 0).history() == replayed == SeatClient(later, 0).history()
    assert SeatClient(resumed, 0).events() == []  # a new client starts after the history


@pytest.mark.parametrize("kind", KINDS)
def test_a_client_sees_its_own_view_and_a_spectator_everything(kind: str) -> None:
    match = _match(kind, 2, 7)
    _play(match, random.Random(7), 30)
    game = match.game
    for seat in (0, 1, None):
        client = SeatClient(match, seat)
        assert client.view() == game.view(match.state, seat)
    spectator = SeatClient(match, None)
    assert spectator.legal() == []
    if not match.is_over():
        with pytest.raises(NotYourTurn):
            spectator.send(game.legal_actions(match.state)[0])


def test_a_refused_action_changes_nothing_and_tells_nothing() -> None:
    match = _match("dice-quest", 1, 3)
    client = SeatClient(match, 0)
    before, steps = match.game.view(match.state, 0), client.steps
    from dragonwood_tui.games.dice_quest.actions import Beat

    with pytest.raises(IllegalAction) as refused:
        client.send(Beat(card=10_000))
    assert refused.value.reason
    assert client.view() == before and client.steps == steps and client.events() == []


def test_bots_decide_from_their_own_client() -> None:
    from dragonwood_tui.bots import bot_factory

    game = get_game("dragonwood")
    seats = [SeatSpec("You"), SeatSpec("Bot", "easy")]
    match = Match(game, game.default_config(2), 11, seats, bot_factory=bot_factory("dragonwood"), narrate=True)
    you = SeatClient(match, 0)
    assert you.bot() is None and you.persons == [0] and you.bots == [None, "easy"]
    bot_seat = you.at(1)
    for _ in range(200):
        if match.is_over():
            break
        client = you.at(match.to_move())
        bot = client.bot()
        action = bot.choose(client.view(), client.legal()) if bot is not None else client.legal()[0]
        client.send(action)
    assert bot_seat.bot() is not None
    assert you.history() == narration(game, match.config, match.seed, match.actions, match.names)
