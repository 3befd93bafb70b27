"""A tiny deterministic game with chance and hidden hands, to test records without the real games.

Toy rules: a deck of cards 1-9 (three of each) is shuffled with the game's Rng. On your turn you
either `Draw` the top card into your hidden hand (the turn ends), or `Roll` a die and then `Play`
cards from your hand whose total is at most twice the roll (you score their total) or `Pass`.
Played cards go to the discard, which is reshuffled into the deck when it runs out, so a game can
be as long as `rounds` says. The game ends after every seat has had `rounds` turns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import msgspec

from dragonwood_tui.engine.game import Game, IllegalAction, Mode, Variant
from dragonwood_tui.engine.rng import Rng

HAND_LIMIT = 5
DECK = [v for v in range(1, 10) for _ in range(3)]


class ToyConfig(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    players: int = 2
    rounds: int = 6


class Bet(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Nested inside Play, so that a record can hold a wrong type deep inside an action."""

    side: Literal["high", "low"] = "high"
    stake: int = 0


class Draw(msgspec.Struct, frozen=True, tag="draw", tag_field="type", forbid_unknown_fields=True):
    pass


class Roll(msgspec.Struct, frozen=True, tag="roll", tag_field="type", forbid_unknown_fields=True):
    pass


class Play(msgspec.Struct, frozen=True, tag="play", tag_field="type", forbid_unknown_fields=True):
    cards: list[int]
    bet: Bet = Bet()


class Pass(msgspec.Struct, frozen=True, tag="pass", tag_field="type", forbid_unknown_fields=True):
    pass


ToyAction = Draw | Roll | Play | Pass


class ToyState(msgspec.Struct):
    rng: Rng
    deck: list[int]
    discard: list[int]
    hands: list[list[int]]
    scores: list[int]
    to_move: int
    turn: int  # 1-based, counts every seat's turn
    rounds: int
    roll: int = 0  # 0: not rolled this turn
    over: bool = False


class ToyView(msgspec.Struct):
    seat: int | None
    hand: list[int]  # own hand; empty for the spectator
    hands: list[list[int]] | None  # every hand, only for the spectator
    hand_sizes: list[int]
    deck_size: int
    scores: list[int]
    to_move: int | None
    roll: int
    turn: int


def _subsets(hand: list[int], limit: int) -> list[list[int]]:
    """Distinct non-empty sub-multisets of `hand` (sorted) whose total is at most `limit`."""
    out: set[tuple[int, ...]] = set()
    n = len(hand)
    for mask in range(1, 1 << n):
        pick = tuple(sorted(hand[i] for i in range(n) if mask >> i & 1))
        if sum(pick) <= limit:
            out.add(pick)
    return [list(p) for p in sorted(out)]


class ToyGame(Game[ToyConfig, ToyState, ToyAction, ToyView]):
    kind = "toy"
    title = "Toy"
    rules_version = 1
    config_type = ToyConfig
    action_type = ToyAction
    state_type = ToyState
    view_type = ToyView
    modes = (Mode(1, "Solo"), Mode(2, "2 players"), Mode(3, "3 players"), Mode(4, "4 players"))
    default_players = 2
    variants = (Variant("long", "a thousand rounds"),)

    def default_config(self, players: int) -> ToyConfig:
        if not 1 <= players <= 4:
            raise ValueError(f"toy seats 1 to 4 players, not {players}")
        return ToyConfig(players=players)

    def with_variants(self, config: ToyConfig, variants: Sequence[str]) -> ToyConfig:
        for v in variants:
            if v == "long":
                config = msgspec.structs.replace(config, rounds=1000)
            else:
                raise ValueError(f"unknown toy variant {v!r}")
        return config

    def new_game(self, config: ToyConfig, seed: int) -> ToyState:
        if not 1 <= config.players <= 4:
            raise ValueError(f"toy seats 1 to 4 players, not {config.players}")
        if config.rounds < 1:
            raise ValueError("toy needs at least one round")
        rng = Rng(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [[deck.pop()] for _ in range(config.players)]
        return ToyState(
            rng=rng, deck=deck, discard=[], hands=hands, scores=[0] * config.players,
            to_move=0, turn=1, rounds=config.rounds,
        )

    def to_move(self, state: ToyState) -> int | None:
        return None if state.over else state.to_move

    def legal_actions(self, state: ToyState) -> list:
        if state.over:
            return []
        hand = state.hands[state.to_move]
        if state.roll:
            return [Play(c) for c in _subsets(hand, 2 * state.roll)] + [Pass()]
        out: list = []
        if len(hand) < HAND_LIMIT and (state.deck or state.discard):
            out.append(Draw())
        if hand:
            out.append(Roll())
        return out or [Pass()]

    def apply(self, state: ToyState, action) -> None:
        if state.over:
            raise IllegalAction("the game is over")
        hand = state.hands[state.to_move]
        if isinstance(action, Draw):
            if state.roll:
                raise IllegalAction("you rolled: play or pass")
            if len(hand) >= HAND_LIMIT:
                raise IllegalAction("your hand is full")
            if not (state.deck or state.discard):
                raise IllegalAction("no card left to draw")
            if not state.deck:
                state.deck, state.discard = state.discard, []
                state.rng.shuffle(state.deck)
            hand.append(state.deck.pop())
            self._end_turn(state)
        elif isinstance(action, Roll):
            if state.roll:
                raise IllegalAction("you already rolled")
            if not hand:
                raise IllegalAction("nothing to play")
            state.roll = 1 + state.rng.below(6)
        elif isinstance(action, Play):
            if not state.roll:
                raise IllegalAction("roll first")
            if not action.cards:
                raise IllegalAction("play at least one card")
            rest = list(hand)
            for c in action.cards:
                if c not in rest:
                    raise IllegalAction(f"card {c} is not in your hand")
                rest.remove(c)
            if sum(action.cards) > 2 * state.roll:
                raise IllegalAction(f"cards total {sum(action.cards)}, more than twice the roll")
            hand[:] = rest
            state.discard.extend(action.cards)
            state.scores[state.to_move] += sum(action.cards)
            self._end_turn(state)
        elif isinstance(action, Pass):
            if not state.roll and self.legal_actions(state) != [Pass()]:
                raise IllegalAction("draw or roll")
            self._end_turn(state)
        else:
            raise IllegalAction(f"not a toy action: {type(action).__name__}")

    def _end_turn(self, state: ToyState) -> None:
        state.roll = 0
        if state.turn >= state.rounds * len(state.hands):
            state.over = True
            return
        state.turn += 1
        state.to_move = (state.to_move + 1) % len(state.hands)

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            seat=seat,
            hand=list(state.hands[seat]) if seat is not None else [],
            hands=[list(h) for h in state.hands] if seat is None else None,
            hand_sizes=[len(h) for h in state.hands],
            deck_size=len(state.deck),
            scores=list(state.scores),
            to_move=self.to_move(state),
            roll=state.roll,
            turn=state.turn,
        )

    def is_over(self, state: ToyState) -> bool:
        return state.over

    def scores(self, state: ToyState) -> list[int]:
        return list(state.scores)

    def winners(self, state: ToyState) -> list[int]:
        if not state.over:
            return []
        best = max(state.scores)
        return [i for i, s in enumerate(state.scores) if s == best]

    def clone(self, state: ToyState) -> ToyState:
        return msgspec.structs.replace(
            state,
            rng=state.rng.copy(),
            deck=list(state.deck),
            discard=list(state.discard),
            hands=[list(h) for h in state.hands],
            scores=list(state.scores),
        )

    def describe(self, state: ToyState, action: ToyAction, names: Sequence[str] | None = None) -> str:
        seat = state.to_move
        who = names[seat] if names and seat < len(names) else f"Seat {seat + 1}"
        return f"{who}: {self._what(action)}"

    @staticmethod
    def _what(action: ToyAction) -> str:
        if isinstance(action, Draw):
            return "draws a card"
        if isinstance(action, Roll):
            return "rolls the die"
        if isinstance(action, Play):
            return f"plays {'+'.join(map(str, action.cards))}"
        return "passes"

    def turn_number(self, state: ToyState) -> int:
        return state.turn


GAME = ToyGame()


def policy(state: ToyState, legal: list) -> object:
    """A deterministic player that depends only on the state, so a resumed game goes on the same."""
    mix = (state.turn * 2654435761 + state.roll * 40503 + len(state.deck) * 97) >> 7
    return legal[mix % len(legal)]


def play_game(config: ToyConfig, seed: int, limit: int | None = None) -> list:
    """The actions of a whole game (or its first `limit`) played by `policy`."""
    state = GAME.new_game(config, seed)
    actions: list = []
    while not GAME.is_over(state) and (limit is None or len(actions) < limit):
        action = policy(state, GAME.legal_actions(state))
        GAME.apply(state, action)
        actions.append(action)
    return actions
