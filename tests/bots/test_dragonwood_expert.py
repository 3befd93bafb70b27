"""The `expert` bot: guessed worlds agree with the view; its search is seeded and budgeted."""

from __future__ import annotations

import msgspec

from dragonwood_tui.bots import make_bot
from dragonwood_tui.bots.dragonwood_expert import FIRST_WORLDS, ExpertBot, _forced, _still_in_race
from dragonwood_tui.bots.dragonwood_worlds import sample_state
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, WoundDiscard
from dragonwood_tui.games.dragonwood.cards import DIE_FACES, DRAGONS, LADYBUG_FIRST, REMOVED_AT_SETUP
from dragonwood_tui.games.dragonwood.state import E_OPP_ROLL, P_WOUND

from tests.dragonwood.helpers import D, H, build, check_invariants


def _turn_states(players: int, seed: int, every: int = 7):
    """States at turn decisions of a game between `normal` bots."""
    s = GAME.new_game(GAME.default_config(players), seed)
    bots = [make_bot("dragonwood", "normal", i) for i in range(players)]
    step = 0
    while not s.over:
        seat = GAME.to_move(s)
        if s.phase == 0 and step % every == 0:
            yield GAME.clone(s)
        GAME.apply(s, bots[seat].choose(GAME.view(s, seat), None))
        step += 1


def _public(v):
    return msgspec.structs.replace(v, events=[], attempt=None)


def test_sampled_worlds_agree_with_the_view():
    checked = 0
    for players in (1, 2, 4):
        for s in _turn_states(players, 20 + players):
            seat = GAME.to_move(s)
            v = GAME.view(s, seat)
            w = sample_state(v, Rng(checked))
            check_invariants(w)  # every card in exactly one place
            # the seat cannot tell the guess from the game (but for the log of the last action)
            assert _public(GAME.view(w, seat)) == _public(v)
            assert all(c < LADYBUG_FIRST for h in w.hands for c in h)
            original = 40 - REMOVED_AT_SETUP[players] + 2
            for d in DRAGONS:
                if d in w.dw_deck:
                    assert w.dw_deck.index(d) < (original + 1) // 2
            # the guess can be played on
            GAME.apply(w, make_bot("dragonwood", "hard", 1).choose(GAME.view(w, seat), None))
            checked += 1
    assert checked > 20


def test_hidden_cards_differ_between_worlds():
    s = next(iter(_turn_states(2, 5)))
    v = GAME.view(s, GAME.to_move(s))
    rng = Rng(3)
    hands = {tuple(sample_state(v, rng).hands[1 - v.seat]) for _ in range(5)}
    assert len(hands) > 1


def test_expert_is_seeded_and_budgeted():
    states = list(_turn_states(2, 9, every=5))[:6]
    a = ExpertBot(4, worlds=3, time_limit=None)
    b = ExpertBot(4, worlds=3, time_limit=None)
    choices = []
    for s in states:
        v = GAME.view(s, GAME.to_move(s))
        x, y = a.choose(v, None), b.choose(v, None)
        assert x == y
        choices.append(x)
    assert a.thought > 0  # some decisions were searched
    assert isinstance(make_bot("dragonwood", "expert", 1), ExpertBot)
    assert make_bot("dragonwood", "expert", 1).time_limit is not None  # the app's safety net


def test_on_its_last_turn_behind_it_takes_the_long_shot_that_wins():
    # 10 VP against 13 (the opponent has the most creatures) on the game's last turn: the sure
    # Wasps' Nest (2 VP) loses anyway, only the Gigantic Python (4 VP, 1 chance in 36 with two
    # 5s) can win. `hard` weighs VP and takes the Nest; `expert` counts wins and tries the Python.
    creatures = lambda names: [D(n) for n in names.split(",")]  # noqa: E731
    nest, python = D("Wasps' Nest"), D("Gigantic Python")
    s = build(
        2,
        hands=[H("G5 R5"), H("G1 R2 B3")],
        victory=[creatures("Angry Ogre,Gooey Glob"),
                 creatures("Spooky Spiders,Crazy Bats,Giggling Goblin,Fire Ants,Grumpy Troll")],
        landscape=[nest, python],
    )
    s.final_round, s.final_turns_left = True, 1
    v = GAME.view(s, 0)
    assert v.scores == [10, 13]
    assert make_bot("dragonwood", "hard", 1).choose(v, None).target == nest
    assert ExpertBot(1, time_limit=None, win=False).choose(v, None).target == nest  # by the lead
    assert ExpertBot(1, time_limit=None).choose(v, None).target == python


def test_cards_shown_in_a_failed_attempt_stay_in_the_guessed_hand():
    # Seat 1 fails a Stomp with its three 5s (they return to its hand) and discards its 1 for
    # the wound: seat 0 saw them, so every world it guesses gives seat 1 those three 5s.
    python = D("Gigantic Python")
    s = build(2, hands=[H("R2 B3 P4"), H("G5 R5 B5 G1")], landscape=[python, D("Wasps' Nest")], current=1)
    fives = tuple(sorted(H("G5 R5 B5")))
    assert _forced(s, Capture(python, "stomp", fives, ()), False)
    GAME.apply(s, WoundDiscard(next(c for c in s.hands[1] if c not in fives)))
    assert GAME.to_move(s) == 0
    v = GAME.view(s, 0)
    expert = ExpertBot(1, worlds=2, time_limit=None)
    expert.choose(v, GAME.legal_actions(s))
    assert sorted(expert.known[1]) == sorted(fives)
    rng = Rng(2)
    for _ in range(5):
        assert set(fives) <= set(sample_state(v, rng, expert.known).hands[1])
    # once a card is seen in the discard it has left the hand
    s.hands[1].remove(fives[0])
    s.adv_discard.append(fives[0])
    expert._observe(GAME.view(s, 0))
    assert sorted(expert.known[1]) == sorted(fives[1:])


def test_solo_forced_rolls_keep_the_opponents_die():
    # A capture played out as a success rolls dice from a fixed list of streams, and in solo the
    # automated opponent then rolls inside the same action: its die must be the one it rolls
    # after a Reload in the same world, else every world shares the same few dice. (After a
    # failure it rolls once the wound is discarded, on the world's shared dice.)
    creature = D("Gigantic Python")
    stomp = Capture(creature, "stomp", tuple(sorted(H("G5 R5 B5"))), ())
    for k in range(6):
        s = build(1, hands=[H("G5 R5 B5")], landscape=[creature, D("Wasps' Nest")])
        assert _forced(s, stomp, True, then=k)
        rolls = [e for e in s.events if e[0] == E_OPP_ROLL]
        assert creature in s.victory[0] and rolls[0][1] == DIE_FACES[k]
    s = build(1, hands=[H("G5 R5 B5 G1")], landscape=[creature, D("Wasps' Nest")])
    assert _forced(s, stomp, False, then=0)
    assert s.phase == P_WOUND and not [e for e in s.events if e[0] == E_OPP_ROLL]


def test_solo_expert_searches_its_moves():
    checked = 0
    for seed in range(2):
        s = GAME.new_game(GAME.default_config(1), seed)
        expert = ExpertBot(seed, worlds=2, time_limit=None)
        while not GAME.is_over(s):
            v = GAME.view(s, GAME.to_move(s))
            legal = GAME.legal_actions(s)
            action = expert.choose(v, legal)
            assert action in legal
            checked += 1
            GAME.apply(s, action)
    assert checked > 30 and expert.thought > 0


def test_a_candidate_clearly_behind_leaves_the_race():
    # paired values over the same worlds: 1 is always 1 VP behind 0 (out), 2 is behind on
    # average by less than its noise (stays), 3 is ahead in half the worlds only (stays)
    n = 10
    best = [10.0 + (k % 3) for k in range(n)]
    behind = [v - 1.0 for v in best]
    noisy = [v + (3.0 if k % 2 else -3.5) for k, v in enumerate(best)]
    split = [v + (0.5 if k < n // 2 else -0.6) for k, v in enumerate(best)]
    assert _still_in_race([best, behind, noisy, split], [0, 1, 2, 3]) == [0, 2, 3]
    # without 0, 2 leads and 1 is within its noise
    assert _still_in_race([best, behind, noisy, split], [1, 2]) == [1, 2]


def test_worlds_go_to_the_close_calls():
    # over a game's searched decisions the bot deals fewer worlds than its budget on average
    # (clear calls stop early) and more than the first block on some (close calls go on)
    states = list(_turn_states(2, 9, every=3))[:12]
    bot = ExpertBot(4, worlds=30, time_limit=None)
    per_search = []
    for s in states:
        before, dealt = bot.thought, bot.dealt
        bot.choose(GAME.view(s, GAME.to_move(s)), None)
        if bot.thought > before:
            per_search.append(bot.dealt - dealt)
    assert per_search and all(FIRST_WORLDS <= d <= 30 for d in per_search)
    assert min(per_search) < 30
