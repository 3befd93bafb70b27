"""Shared helpers for the Dice Quest tests: stacked games and a card finder."""

from __future__ import annotations

import msgspec

from dragonwood_tui.games.dice_quest import GAME, DiceQuestConfig
from dragonwood_tui.games.dice_quest.state import DiceQuestState

CARDS = GAME.cards


def card(label: str, power: str | None = None, skip: int = 0) -> int:
    """Id of a standard card by combination label ("pair of 2s", "any three") and power."""
    found = [c.id for c in CARDS if c.label == label and (power is None or c.power == power)]
    return found[skip]


def stacked(
    top: list[int],
    dice: list[int],
    players: int = 1,
    variants: tuple[str, ...] = (),
    seed: int = 0,
    config: DiceQuestConfig | None = None,
) -> DiceQuestState:
    """A new game whose deck starts with `top` (the first five form the quest line) and whose
    rolls use `dice` first. Without `config`: the rules-version-1 config (`DiceQuestConfig`'s
    own defaults: the two end rules off), with `players` and `variants`."""
    config = config or DiceQuestConfig(players, variants)
    return GAME.new_game(config, seed, deck_order=top, dice=dice)


def standard(players: int = 1, **options) -> DiceQuestConfig:
    """`default_config(players)` (today's rules, end rules on) with some options changed."""
    return msgspec.structs.replace(GAME.default_config(players), **options)


def give_army(state: DiceQuestState, ids: list[int], seat: int = 0) -> None:
    """Move cards from the deck into a seat's army (test setup only)."""
    for i in ids:
        state.deck.remove(i)
        state.players[seat].army.append(i)


def all_cards(state: DiceQuestState) -> list[int]:
    """Every card id of every place (deck, line, armies, discards, set aside, gone), sorted."""
    out = list(state.deck) + list(state.line) + list(state.set_aside) + list(state.gone)
    for p in state.players:
        out += p.army + p.discard
    return sorted(out)
