"""The Dice Quest bots: legal choices, sensible decisions in fixed situations, relative strength."""

from __future__ import annotations

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.dice_quest import GAME, Beat, DiceQuestConfig, GiveUp, Reroll, UsePower

from .helpers import card, give_army, stacked

PAIR2 = card("pair of 2s", "plus")
THREE4 = card("three 4s")
FULL = card("full house", "plus")
FIVE = card("five of a kind")
FOUR = card("four of a kind", "plus")
LINE = [PAIR2, THREE4, FULL, FIVE, FOUR]


def decide(bot_name: str, state):
    bot = make_bot("dice-quest", bot_name, 1)
    legal = GAME.legal_actions(state)
    action = bot.choose(GAME.view(state, GAME.to_move(state)), legal)
    assert action in legal
    return action


def test_expert_beats_the_hardest_enemy_the_dice_show():
    s = stacked(LINE, [2, 2, 5, 2, 2])  # beats the pair of 2s and the four of a kind
    s.rerolls_left = 0
    assert decide("expert", s) == Beat(FOUR)
    assert decide("greedy", s) == Beat(FOUR)
    s = stacked(LINE, [4, 4, 4, 2, 2])  # pair of 2s, three 4s, full house: not the easy pair
    s.rerolls_left = 0
    assert decide("expert", s) in (Beat(THREE4), Beat(FULL))


def test_expert_spends_one_card_rather_than_losing():
    s = stacked(LINE, [4, 4, 3, 1, 6])
    s.rerolls_left = 0
    plus, mirror = card("pair of 1s", "plus"), card("pair of 3s", "mirror")
    give_army(s, [plus, mirror])
    action = decide("expert", s)
    # plus on the 3 (three 4s), or mirror on the 3 (also a 4): one card either way
    assert action in (UsePower(plus, (2,)), UsePower(mirror, (2,)))
    GAME.apply(s, action)
    assert decide("expert", s) == Beat(THREE4)


def test_expert_rerolls_for_free_before_spending():
    s = stacked(LINE, [4, 4, 3, 1, 6])
    give_army(s, [card("pair of 1s", "plus")])
    action = decide("expert", s)
    assert isinstance(action, Reroll)
    assert 0 not in action.dice and 1 not in action.dice  # keeps the two 4s


def test_expert_gives_up_only_when_nothing_can_be_done():
    s = stacked(LINE, [1, 2, 3, 5, 6])
    s.rerolls_left = 0
    assert decide("expert", s) == GiveUp()
    give_army(s, [card("pair of 5s", "reroll")])
    assert isinstance(decide("expert", s), UsePower)  # a reroll card is a last chance


def _solo_wins(bot: str, games: int) -> int:
    wins = 0
    config = DiceQuestConfig()
    for g in range(games):
        state = GAME.new_game(config, 500 + g)
        player = make_bot("dice-quest", bot, derive_seed(500 + g, "bot", 0))
        while not GAME.is_over(state):
            GAME.apply(state, player.choose(GAME.view(state, 0), GAME.legal_actions(state)))
        wins += state.status == "won"
    return wins


def test_expert_wins_more_solo_games_than_greedy_and_random():
    expert, greedy, rand = _solo_wins("expert", 16), _solo_wins("greedy", 16), _solo_wins("random", 16)
    assert expert > greedy > rand
    assert expert >= 14


def test_bots_play_a_four_seat_game():
    config = DiceQuestConfig(4)
    state = GAME.new_game(config, 8)
    bots = [make_bot("dice-quest", b, i) for i, b in enumerate(["expert", "greedy", "expert", "random"])]
    steps = 0
    while not GAME.is_over(state) and steps < 50_000:
        seat = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        action = bots[seat].choose(GAME.view(state, seat), legal)
        assert action in legal
        GAME.apply(state, action)
        steps += 1
    assert state.status == "over" and sum(GAME.scores(state)) == 42
