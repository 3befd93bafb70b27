"""A scenario for every rule of Dice Quest, on stacked decks with fixed dice."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine import IllegalAction, state_hash
from dragonwood_tui.games.dice_quest import GAME, Beat, DiceQuestConfig, GiveUp, Reroll, UsePower

from .helpers import all_cards, card, give_army, stacked

PAIR2 = card("pair of 2s", "plus")
PAIR6 = card("pair of 6s", "plus")
THREE4 = card("three 4s")
FULL = card("full house", "plus")
FIVE = card("five of a kind")
FOUR = card("four of a kind", "plus")
ANYPAIR = card("any pair", "plus")
LINE = [PAIR2, THREE4, FULL, FIVE, FOUR]  # beaten by 2 2 x x x only


def refused(state, action, fragment: str) -> None:
    before = state_hash(state)
    with pytest.raises(IllegalAction, match=fragment):
        GAME.apply(state, action)
    assert state_hash(state) == before  # an illegal action leaves the state untouched


# -- setup and the turn ---------------------------------------------------------------------
def test_setup_quest_line_of_five_and_first_roll():
    s = stacked(LINE, [1, 3, 4, 5, 6])
    assert s.line == LINE
    assert len(s.deck) == 37
    assert s.dice == [1, 3, 4, 5, 6]
    assert s.rerolls_left == 2  # two free re-rolls on the game's first turn
    assert s.turn == 1 and GAME.to_move(s) == 0
    assert all_cards(s) == list(range(42))


def test_setup_is_deterministic_and_depends_on_the_seed():
    cfg = DiceQuestConfig()
    assert state_hash(GAME.new_game(cfg, 9)) == state_hash(GAME.new_game(cfg, 9))
    assert GAME.new_game(cfg, 9).deck != GAME.new_game(cfg, 10).deck


def test_free_reroll_changes_only_chosen_dice_and_is_counted():
    s = stacked(LINE, [1, 3, 4, 5, 6, 2, 2])
    GAME.apply(s, Reroll((0, 4)))
    assert s.dice == [2, 3, 4, 5, 2]
    assert s.rerolls_left == 1
    assert GAME.beaten(s) == [PAIR2]


def test_first_turn_has_two_free_rerolls_later_turns_one():
    s = stacked(LINE, [1, 3, 4, 5, 6] + [1, 1] + [1, 1] + [2, 2, 1, 3, 4] + [5, 6, 1, 3, 4])
    GAME.apply(s, Reroll((0,)))
    GAME.apply(s, Reroll((0,)))
    refused(s, Reroll((0,)), "no free re-roll left")
    s.dice = [2, 2, 3, 4, 5]
    GAME.apply(s, Beat(PAIR2))
    assert s.turn == 2 and s.rerolls_left == 1


def test_free_reroll_allowed_when_an_enemy_is_already_beaten():
    s = stacked(LINE, [2, 2, 3, 5, 6, 1])
    assert GAME.beaten(s) == [PAIR2]
    GAME.apply(s, Reroll((4,)))
    assert s.dice == [2, 2, 3, 5, 1]


def test_strict_reroll_variant_refuses_a_reroll_once_an_enemy_is_beaten():
    s = stacked(LINE, [2, 2, 3, 5, 6, 1], variants=("strict-reroll",))
    assert Reroll((4,)) not in GAME.legal_actions(s)
    refused(s, Reroll((4,)), "strict re-roll")
    s2 = stacked(LINE, [1, 2, 3, 5, 6, 2], variants=("strict-reroll",))
    GAME.apply(s2, Reroll((0,)))  # nothing beaten: allowed
    assert s2.dice[0] == 2


def test_reroll_needs_valid_distinct_dice():
    s = stacked(LINE, [1, 3, 4, 5, 6])
    refused(s, Reroll(()), "at least one die")
    refused(s, Reroll((5,)), "numbered 0 to 4")
    refused(s, Reroll((1, 1)), "chosen twice")


# -- powers ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "label, power, die, direction, after",
    [
        ("pair of 1s", "plus", 1, 0, 4),  # 3 -> 4
        ("pair of 1s", "minus", 1, 0, 2),
        ("three 3s", "shift", 1, 1, 4),
        ("three 3s", "shift", 1, -1, 2),
        ("pair of 3s", "mirror", 1, 0, 4),  # 7 - 3
        ("pair of 3s", "mirror", 4, 0, 1),  # 7 - 6
    ],
)
def test_single_die_powers(label, power, die, direction, after):
    s = stacked(LINE, [1, 3, 4, 5, 6])
    c = card(label, power)
    give_army(s, [c])
    GAME.apply(s, UsePower(c, (die,), direction))
    assert s.dice[die] == after
    assert s.players[0].army == [] and s.players[0].discard == [c]  # spent: to the discard
    assert s.rerolls_left == 2  # powers don't use the free re-rolls
    assert all_cards(s) == list(range(42))


def test_power_limits_one_to_six():
    s = stacked(LINE, [1, 3, 4, 5, 6])
    plus, minus, shift = card("pair of 1s", "plus"), card("pair of 1s", "minus"), card("three 3s")
    give_army(s, [plus, minus, shift])
    refused(s, UsePower(plus, (4,)), "plus can't raise a 6")
    refused(s, UsePower(minus, (0,)), "minus can't lower a 1")
    refused(s, UsePower(shift, (4,), 1), r"shift \+1 can't raise a 6")
    refused(s, UsePower(shift, (0,), -1), "shift −1 can't lower a 1")
    refused(s, UsePower(shift, (2,)), "needs a direction")
    refused(s, UsePower(plus, (2,), 1), "takes no direction")
    refused(s, UsePower(plus, (1, 2)), "exactly one die")
    legal = GAME.legal_actions(s)
    assert UsePower(plus, (4,)) not in legal and UsePower(plus, (3,)) in legal
    assert UsePower(shift, (0,), -1) not in legal and UsePower(shift, (0,), 1) in legal


def test_reroll_power_rerolls_the_chosen_dice_then_free_rerolls_still_work():
    s = stacked(LINE, [1, 3, 4, 5, 6, 2, 2, 6])
    r = card("pair of 5s", "reroll")
    give_army(s, [r])
    GAME.apply(s, UsePower(r, (0, 1)))
    assert s.dice == [2, 2, 4, 5, 6]
    assert s.rerolls_left == 2
    GAME.apply(s, Reroll((2,)))  # free re-rolls after a power: allowed
    assert s.dice == [2, 2, 6, 5, 6]


def test_power_needs_a_card_of_your_army():
    s = stacked(LINE, [1, 3, 4, 5, 6])
    refused(s, UsePower(ANYPAIR, (0,)), "not in your army")


def test_powers_one_at_a_time_then_beat():
    s = stacked(LINE, [1, 3, 4, 4, 6])
    plus, mirror = card("pair of 1s", "plus"), card("pair of 3s", "mirror")
    give_army(s, [plus, mirror])
    GAME.apply(s, UsePower(plus, (1,)))  # 3 -> 4: three 4s
    assert GAME.beaten(s) == [THREE4]
    GAME.apply(s, UsePower(mirror, (0,)))  # 1 -> 6
    GAME.apply(s, Beat(THREE4))
    assert s.players[0].army == [THREE4]
    assert sorted(s.players[0].discard) == sorted([plus, mirror])


# -- beating ---------------------------------------------------------------------------------
def test_beat_moves_the_enemy_to_the_army_and_starts_the_next_turn():
    s = stacked(LINE + [ANYPAIR], [2, 2, 3, 5, 6, 1, 2, 3, 4, 6])
    GAME.apply(s, Beat(PAIR2))
    assert s.players[0].army == [PAIR2]
    assert s.line == [THREE4, FULL, FIVE, FOUR, ANYPAIR]  # refilled from the deck
    assert s.dice == [1, 2, 3, 4, 6]  # the next turn's roll
    assert s.turn == 2 and s.rerolls_left == 1


def test_only_an_enemy_the_dice_beat_can_be_taken():
    s = stacked(LINE, [2, 2, 3, 5, 6])
    refused(s, Beat(THREE4), "don't beat")
    refused(s, Beat(ANYPAIR), "not in the quest line")
    assert [a for a in GAME.legal_actions(s) if isinstance(a, Beat)] == [Beat(PAIR2)]


def test_at_most_one_enemy_per_turn():
    s = stacked(LINE + [ANYPAIR], [4, 4, 4, 2, 2, 1, 3, 5, 6, 1])
    assert GAME.beaten(s) == [PAIR2, THREE4, FULL]
    GAME.apply(s, Beat(FULL))
    assert s.turn == 2 and s.dice == [1, 3, 5, 6, 1]  # the turn ended: the others wait
    assert s.line == [PAIR2, THREE4, FIVE, FOUR, ANYPAIR]


def test_solo_loss_when_no_enemy_is_beaten():
    s = stacked(LINE, [1, 3, 4, 5, 6])
    GAME.apply(s, GiveUp())
    assert s.status == "lost" and GAME.is_over(s) and GAME.to_move(s) is None
    assert GAME.winners(s) == [] and GAME.scores(s) == [0]
    assert GAME.legal_actions(s) == []
    refused(s, Reroll((0,)), "game is over")


def test_give_up_is_always_legal():
    s = stacked(LINE, [2, 2, 3, 5, 6])
    assert GiveUp() in GAME.legal_actions(s)


def test_solo_win_when_deck_and_line_are_empty_and_score_is_the_army():
    s = stacked(LINE, [1, 3, 4, 5, 6])
    # The last enemy: everything else already beaten (11 cards spent, 30 in the army).
    others = [c for c in range(42) if c != ANYPAIR]
    s.deck, s.line = [], [ANYPAIR]
    s.players[0].army, s.players[0].discard = others[:30], others[30:]
    s.dice = [5, 5, 1, 2, 3]
    GAME.apply(s, Beat(ANYPAIR))
    assert s.status == "won" and GAME.winners(s) == [0]
    assert GAME.scores(s) == [31]
    assert all_cards(s) == list(range(42))


def test_quest_line_shrinks_when_the_deck_runs_out():
    s = stacked(LINE, [2, 2, 3, 5, 6, 1, 2, 3, 4, 5])
    rest = s.deck[:]
    s.deck = []
    s.players[0].discard = rest  # parked: keeps every card accounted for
    GAME.apply(s, Beat(PAIR2))
    assert s.line == [THREE4, FULL, FIVE, FOUR] and s.status == "playing"


# -- multiplayer ------------------------------------------------------------------------------
def test_multiplayer_failing_ends_the_turn_and_each_first_turn_has_two_rerolls():
    s = stacked(LINE, [1, 3, 4, 5, 6, 1, 3, 4, 5, 6], players=2)
    GAME.apply(s, GiveUp())
    assert s.status == "playing" and GAME.to_move(s) == 1
    assert s.rerolls_left == 2  # seat 1's first turn
    assert s.line == LINE
    GAME.apply(s, GiveUp())
    assert GAME.to_move(s) == 0 and s.rerolls_left == 1


def test_multiplayer_score_is_army_plus_discards_with_army_tie_break():
    s = stacked(LINE, [1, 3, 4, 5, 6], players=3)
    others = [c for c in range(42) if c not in LINE]
    s.deck, s.line = [], []
    p0, p1, p2 = s.players
    p0.army, p0.discard = others[0:10], others[10:14]  # 14, army 10
    p1.army, p1.discard = others[14:26], others[26:28]  # 14, army 12
    p2.army, p2.discard = others[28:37], LINE  # 14, army 9
    s.status = "over"
    assert GAME.scores(s) == [14, 14, 14]
    assert GAME.winners(s) == [1]
    p0.army, p0.discard = others[0:12], others[12:14]  # now 14 with army 12 too
    assert GAME.winners(s) == [0, 1]  # still tied: a shared win


def test_multiplayer_game_ends_when_deck_and_line_are_empty():
    s = stacked(LINE, [2, 2, 3, 5, 6], players=2)
    rest = s.deck[:]
    s.deck, s.line = [], [PAIR2]
    s.players[1].discard = rest + LINE[1:]
    GAME.apply(s, Beat(PAIR2))
    assert s.status == "over" and GAME.to_move(s) is None
    assert GAME.scores(s) == [1, 41] and GAME.winners(s) == [1]


def test_config_checks():
    with pytest.raises(ValueError, match="1 to 4"):
        GAME.default_config(5)
    with pytest.raises(ValueError, match="unknown Dice Quest variant"):
        GAME.with_variants(GAME.default_config(1), ["house-rule"])
    assert GAME.with_variants(GAME.default_config(2), ["strict-reroll"]).strict_reroll


def test_view_and_describe():
    s = stacked(LINE, [2, 2, 3, 5, 6, 4])
    plus = card("pair of 1s", "plus")
    give_army(s, [plus])
    v = GAME.view(s, 0)
    assert v.dice == (2, 2, 3, 5, 6) and v.free_rerolls == 2 and v.reroll_allowed
    assert [e.card.id for e in v.line] == LINE and v.beaten == [PAIR2]
    assert [e.beaten for e in v.line] == [True, False, False, False, False]
    assert v.line[2].card.label == "full house" and v.line[2].card.groups == (("sun", 3), ("moon", 2))
    assert v.seats[0].army[0].power == "plus" and v.deck_size == 36 == len(v.unseen)
    assert v.status == "playing" and v.to_move == 0 and v.seats[0].first_turn
    assert GAME.view(s, None).seat is None
    assert "re-rolled die 2: 2→4" in GAME.describe(s, Reroll((1,)))
    assert "spent Mossy Imp (plus)" in GAME.describe(s, UsePower(plus, (0,)))
    line = GAME.describe(s, Beat(PAIR2))
    assert "beat Twin Sprite (pair of 2s)" in line and "Turn 2" in line
    assert "refused" in GAME.describe(s, Beat(THREE4))
    assert s.dice == [2, 2, 3, 5, 6]  # describing doesn't play


def test_several_powers_on_the_same_die_one_at_a_time():
    s = stacked(LINE, [2, 2, 4, 4, 1])
    minus, mirror = card("pair of 1s", "minus"), card("pair of 3s", "mirror")
    give_army(s, [minus, mirror])
    GAME.apply(s, UsePower(mirror, (4,)))  # 1 -> 6
    GAME.apply(s, UsePower(minus, (4,)))  # 6 -> 5
    assert s.dice == [2, 2, 4, 4, 5]
    assert s.players[0].discard == [mirror, minus]


def test_the_game_object_and_its_records():
    import msgspec

    from dragonwood_tui.engine.game import Game
    from dragonwood_tui.games import get_game
    from dragonwood_tui.games.dice_quest import Action

    assert get_game("dice-quest") is GAME and isinstance(GAME, Game) and GAME.kind == "dice-quest"
    for action in (Reroll((0, 3)), UsePower(7, (2,), -1), Beat(4), GiveUp()):
        assert msgspec.json.decode(msgspec.json.encode(action), type=Action) == action
    s = stacked(LINE, [2, 2, 3, 5, 6])
    assert msgspec.json.decode(msgspec.json.encode(s), type=GAME.state_type) == s
    assert GAME.hints(s).beaten == [PAIR2]
    assert GAME.turn_number(s) == 1
