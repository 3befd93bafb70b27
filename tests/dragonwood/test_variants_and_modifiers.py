"""Dragonwood rules variants (`wound-from-played`, `long-deck`) and modifiers (hand limit, dragons,
ladybugs, deck passes, a starting enhancement): validated, changing the rules as docs/rules.md
says (stacked decks, forced dice), kept in the record's config, replayed exactly."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui.bots.random_bot import RandomBot
from dragonwood_tui.engine.game import IllegalAction, SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.storage.records import decode_record, encode_record, new_record, replay_record
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture, HandLimitDiscard, Reload, WoundDiscard
from dragonwood_tui.games.dragonwood.cards import CREATURE, DRAGONS, ENHANCEMENTS, KIND, LADYBUGS, name
from dragonwood_tui.games.dragonwood.config import MODIFIERS, VARIANTS, Config, modifier_lines
from dragonwood_tui.games.dragonwood.describe import event_lines
from dragonwood_tui.games.dragonwood.state import E_SETUP_EVENT, END_DECK, P_HAND_LIMIT, P_WOUND
from dragonwood_tui.games.dragonwood.view import capture_options

from .helpers import D, H, build, check_invariants, play

BUNNY, SWORD, ANTS, BATS = D("Friendly Bunny"), D("Silver Sword"), D("Fire Ants"), D("Crazy Bats")
OGRE = D("Angry Ogre")


def config(players: int = 2, **options) -> Config:
    c = msgspec.structs.replace(GAME.default_config(players), **options)
    c.check()
    return c


# -- names, labels, validation --------------------------------------------------------------
def test_variants_are_chosen_by_name_and_each_has_a_label():
    base = GAME.default_config(3)
    assert GAME.with_variants(base, ["wound-from-played"]) == config(3, wound_from_played=True)
    assert GAME.with_variants(base, ["long-deck", "orange-dragon-first"]) == config(
        3, long_deck=True, tie_break="orange-dragon-first"
    )
    assert {"wound-from-played", "long-deck", "orange-dragon-first"} <= set(VARIANTS)
    assert all(isinstance(label, str) and label for label in VARIANTS.values())
    with pytest.raises(ValueError, match="unknown Dragonwood variant 'short-deck'"):
        GAME.with_variants(base, ["short-deck"])


def test_every_modifier_has_a_label_and_the_standard_game_sets_none():
    assert set(MODIFIERS) >= {"hand_limit", "dragons", "ladybugs", "deck_passes", "start_enhancement"}
    assert set(MODIFIERS) <= set(Config.__struct_fields__)
    assert modifier_lines(GAME.default_config(2)) == []
    lines = modifier_lines(config(2, hand_limit=7, dragons="top-half", ladybugs=False, deck_passes=1,
                                  start_enhancement="Silver Sword", long_deck=True, wound_from_played=True))
    assert len(lines) == 7 and "Hand limit 7 (instead of 9)." in lines
    assert "The first seat starts with the Silver Sword." in lines


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"hand_limit": 4}, "hand limit 4"),
        ({"hand_limit": 10}, "5 to 9"),
        ({"dragons": "middle"}, "dragons 'middle'"),
        ({"deck_passes": 0}, "deck passes 0"),
        ({"deck_passes": 3}, "1 or 2"),
        ({"start_enhancement": "Golden Apple"}, "unknown enhancement 'Golden Apple'"),
        ({"start_enhancement": "Crazy Bats"}, "unknown enhancement"),
        ({"players": 1, "deck_passes": 1}, "never ends a solo game"),
        ({"players": 1, "long_deck": True}, "never ends a solo game"),
    ],
)
def test_bad_options_are_refused_with_a_clear_error(options, message):
    c = msgspec.structs.replace(GAME.default_config(2), **options)
    with pytest.raises(ValueError, match=message):
        GAME.new_game(c, 1)


# -- wound-from-played ------------------------------------------------------------------------
def wounded_on_bunny(dice, **options):
    s = build(2, hands=[H("G3 R3 B9"), []], landscape=[BUNNY], config=config(2, **options))
    dice(1, 1)  # Stomp 4 on the Bunny fails
    play(s, Capture(BUNNY, "stomp", tuple(sorted(H("G3 R3")))))
    assert s.phase == P_WOUND
    return s


def test_by_default_the_wound_discard_is_any_card_of_the_hand(dice):
    s = wounded_on_bunny(dice)
    assert GAME.legal_actions(s) == [WoundDiscard(c) for c in sorted(H("G3 R3 B9"))]


def test_wound_from_played_after_a_failed_enhancement_discards_a_played_card(dice):
    s = wounded_on_bunny(dice, wound_from_played=True)
    played = sorted(H("G3 R3"))
    assert GAME.legal_actions(s) == [WoundDiscard(c) for c in played]
    assert GAME.view(s, 0).options == played
    before = state_hash(s)
    with pytest.raises(IllegalAction, match="one of the cards played"):
        GAME.apply(s, WoundDiscard(H("B9")[0]))
    assert state_hash(s) == before
    play(s, WoundDiscard(H("R3")[0]))
    assert sorted(s.hands[0]) == sorted(H("G3 B9")) and s.current == 1
    check_invariants(s)


def test_wound_from_played_leaves_a_failed_creature_attempt_alone(dice):
    s = build(2, hands=[H("G3 R3 B9"), []], landscape=[OGRE], config=config(2, wound_from_played=True))
    dice(1, 1)
    play(s, Capture(OGRE, "stomp", tuple(sorted(H("G3 R3")))))
    assert GAME.legal_actions(s) == [WoundDiscard(c) for c in sorted(H("G3 R3 B9"))]


# -- the end of the game: long-deck, deck_passes ------------------------------------------------
def last_card_drawn(runouts: int, **options):
    s = build(3, hands=[[], [], []], landscape=[ANTS], draws=H("G1"), adv_discard=H("R1 R2"),
              runouts=runouts, current=1, fill=False, config=config(3, **options))
    play(s, Reload())  # seat 1 draws the deck's last card: a run-out
    assert s.runouts == runouts + 1
    return s


def test_long_deck_the_second_run_out_is_not_the_end():
    assert last_card_drawn(1).final_round  # the standard rule
    s = last_card_drawn(1, long_deck=True)
    assert not s.final_round and GAME.view(s, 0).runouts_left == 1 and GAME.view(s, 0).passes == 3


def test_long_deck_the_third_run_out_starts_the_final_round():
    s = last_card_drawn(2, long_deck=True)
    assert s.final_round and s.current == 2
    for _ in range(3):
        play(s, Reload())
    assert s.over and s.end_reason == END_DECK
    assert GAME.view(s, 0).end_reason == "adventurer deck exhausted three times"
    assert "Game over: adventurer deck exhausted three times." in event_lines(s.events)


def test_one_deck_pass_the_first_run_out_starts_the_final_round():
    assert not last_card_drawn(0).final_round  # the standard rule
    s = last_card_drawn(0, deck_passes=1)
    assert s.final_round
    for _ in range(3):
        play(s, Reload())
    assert s.over and GAME.view(s, 0).end_reason == "adventurer deck exhausted once"


def test_one_deck_pass_with_long_deck_is_the_standard_two():
    assert not last_card_drawn(0, deck_passes=1, long_deck=True).final_round
    assert last_card_drawn(1, deck_passes=1, long_deck=True).final_round


# -- hand limit -----------------------------------------------------------------------------------
def test_a_smaller_hand_limit_asks_for_a_discard_above_it():
    six = H("G1 G2 G3 G4 G5 G6")
    s = build(2, hands=[six, []], draws=H("R12"), config=config(2, hand_limit=6))
    play(s, Reload())
    assert s.phase == P_HAND_LIMIT and GAME.to_move(s) == 0
    assert GAME.view(s, 0).hand_limit == 6
    assert "(hand limit 6)" in GAME.describe(s, HandLimitDiscard(six[0]))
    play(s, HandLimitDiscard(six[0]))
    assert len(s.hands[0]) == 6 and GAME.to_move(s) == 1
    check_invariants(s)
    standard = build(2, hands=[six, []], draws=H("R12"))
    play(standard, Reload())
    assert standard.phase != P_HAND_LIMIT and len(standard.hands[0]) == 7


def test_a_deal_above_a_smaller_hand_limit_is_discarded_down_before_the_first_turn():
    c = config(3, hand_limit=5, first_player=0)
    seed = next(seed for seed in range(200) if any(len(h) > 5 for h in GAME.new_game(config(3, first_player=0), seed).hands))
    s = GAME.new_game(c, seed)
    over = [seat for seat in range(3) if len(s.hands[seat]) > 5]
    assert s.phase == P_HAND_LIMIT and GAME.to_move(s) == over[0] and s.turn == 0
    while s.phase == P_HAND_LIMIT:
        play(s, HandLimitDiscard(s.hands[s.decider][0]))
    assert all(len(h) <= 5 for h in s.hands)
    assert GAME.to_move(s) == 0 and s.turn == 1  # then the first turn, as usual
    check_invariants(s)


# -- setup modifiers -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_dragons_in_the_top_half(players):
    removed = {2: 12, 4: 8}[players]
    size = 40 - removed + 2
    half = (size + 1) // 2
    landscape = 0
    for seed in range(200):
        s = GAME.new_game(config(players, dragons="top-half"), seed)
        setup_events = sum(1 for e in s.events if e[0] == E_SETUP_EVENT)
        for d in DRAGONS:
            if d in s.landscape:
                landscape += 1
                continue
            # counted from the top (the deck's end); an event put back above lowers it by one
            from_top = len(s.dw_deck) + 5 - 1 - s.dw_deck.index(d)
            assert from_top < half + setup_events
        check_invariants(s)
    assert landscape > 0  # from the top half, a dragon is sometimes dealt to the landscape


def test_the_dragon_positions_use_the_same_draws_as_the_bottom_half():
    for seed in range(20):
        bottom = GAME.new_game(config(3), seed)
        top = GAME.new_game(config(3, dragons="top-half"), seed)
        assert bottom.removed == top.removed  # the same shuffle before the dragons go in


def test_no_ladybugs():
    for seed in range(30):
        s = GAME.new_game(config(3, ladybugs=False), seed)
        assert len(s.adv_deck) + sum(map(len, s.hands)) == 60
        assert all(len(h) == 5 for h in s.hands)  # no ladybug, no extra card at the deal
        assert not set(LADYBUGS) & set(s.adv_deck + s.adv_discard)
        check_invariants(s)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_first_seat_starts_with_the_named_enhancement(players):
    for enhancement in ENHANCEMENTS:
        s = GAME.new_game(config(players, start_enhancement=name(enhancement)), 5)
        assert s.enhancements[0] == [enhancement]
        assert all(e == [] for e in s.enhancements[1:])
        assert enhancement not in s.dw_deck + s.removed + s.landscape
        check_invariants(s)


def test_a_starting_silver_sword_counts_in_the_first_capture():
    s = GAME.new_game(config(2, start_enhancement="Silver Sword", first_player=0), 2)
    options = capture_options(GAME.view(s, 0), [s.hands[0][0]])
    on_creatures = [o for o in options if KIND[o.target] == CREATURE]
    assert on_creatures and SWORD in s.enhancements[0]
    assert all(o.bonus == (2 if o.method == "strike" else 0) for o in on_creatures)


# -- every option in the record, replayed exactly ---------------------------------------------------
MODIFIED = [
    {"hand_limit": 6},
    {"dragons": "top-half"},
    {"ladybugs": False},
    {"deck_passes": 1},
    {"start_enhancement": "Lucky Mushroom"},
    {"wound_from_played": True},
    {"long_deck": True},
    {"hand_limit": 5, "dragons": "top-half", "ladybugs": False, "start_enhancement": "Charmed Potion",
     "wound_from_played": True, "deck_passes": 1, "tie_break": "orange-dragon-first"},
]


# every option with 3 seats, and in the solo variant those it has
RUNS = [(o, p) for o in MODIFIED for p in (1, 3) if p == 3 or not {"long_deck", "deck_passes"} & set(o)]


@pytest.mark.parametrize(("options", "players"), RUNS)
def test_games_with_options_replay_exactly_from_their_record(options, players):
    c = config(players, **options)
    s = GAME.new_game(c, 21)
    bots = [RandomBot(21 + i) for i in range(players)]
    actions = []
    while not GAME.is_over(s):
        seat = GAME.to_move(s)
        action = bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s))
        GAME.apply(s, action)
        actions.append(action)
        check_invariants(s)
    seats = [SeatSpec(f"P{i}", "random") for i in range(players)]
    record = decode_record(encode_record(new_record(GAME, c, 21, seats, actions)))
    assert record.header.config == c
    assert state_hash(replay_record(record, GAME).state) == state_hash(s)
