"""A seat's attack and a wound's cost as the bots read them (`view_attack`, `view_wound`: sums
without words, fast for the review's rollouts) are exactly the sums of the parts the log names
(`attack_parts`, `wound_parts`), for every seat of every position of random games, against
every creature, and with every edition's characters."""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import make_untimed_bot
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.odds import attack_parts, view_attack, view_wound, wound_parts




@pytest.mark.parametrize("seats,seed", [(2, 1), (3, 2), (4, 3), (2, 4)])
def test_the_sums_without_words_are_the_parts_added_up(seats, seed):
    from dragonwood_tui.bots.road_quest_normal import CARDS as cardset

    state = GAME.new_game(GAME.default_config(seats), seed)
    bots = [make_untimed_bot("road-quest", "hard", seed + k) for k in range(seats)]
    creatures = [c.id for c in cardset.cards if c.kind == "creature"]
    checked = set()
    steps = 0
    while GAME.to_move(state) is not None and steps < 3000:
        view = GAME.view(state, GAME.to_move(state))
        for sv in view.seats:
            if not sv.character:  # characters still being chosen: no fight yet
                continue
            for creature in [-1, *creatures]:
                assert view_attack(cardset, sv, creature) == sum(p for _, p in attack_parts(cardset, sv, creature))
            for damage in range(0, 9):
                assert view_wound(cardset, sv, damage) == max(0, sum(p for _, p in wound_parts(cardset, sv, damage)))
            checked.add((sv.character, sv.weapon >= 0, sv.shield >= 0, bool(sv.bonus)))
        GAME.apply(state, bots[GAME.to_move(state)].choose(view, GAME.legal_actions(state)))
        steps += 1
    assert any(weapon or shield or bonus for _, weapon, shield, bonus in checked)  # not only bare seats
