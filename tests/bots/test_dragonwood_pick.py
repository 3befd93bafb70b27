"""The table's default capture is `hard`'s pick among the selected cards, with hard's own values,
when hard would capture; when a reload is better it is the surest (the prompt says "anyway", the
words say why a reload is better: never the long shot the words just called too risky); stacked
hands, the guided first game's deal, and hard's choices in played games."""

from __future__ import annotations

from fractions import Fraction
from types import SimpleNamespace

import msgspec

from dragonwood_tui.bots import make_bot
from dragonwood_tui.bots.dragonwood_hard import best_turn, rank_turn
from dragonwood_tui.bots.dragonwood_pick import Pick, _pct, rank_captures, why_pick, worth_trying
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.stage_game import stage_config
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.advice import best_option
from dragonwood_tui.games.dragonwood.view import capture_options

from tests.dragonwood.helpers import D, H, build

ANTS, BUNNY, GLOB, JAGUAR, BOAR = D("Fire Ants", 1), D("Friendly Bunny"), D("Gooey Glob"), D("Fierce Jaguar"), D("Wild Boar")
FIRST_GAME = [GLOB, JAGUAR, BUNNY, BOAR, ANTS]  # the landscape of the guided first game's deal


def top(picks: list[Pick]) -> tuple[int, str]:
    return picks[0].option.target, picks[0].option.method


def test_the_guided_first_game_r7_b6_the_surest_when_a_reload_is_better():
    # Strike with R7 B6: Fire Ants 5/36 (2 VP), the Friendly Bunny 31/36. The two cards are worth
    # 1.4 VP to the hand and the Bunny 0.8 to the rest of the game: a success spends more than it
    # brings, where a failed try at the ants costs one card (0.65). hard values both below a
    # reload (the ants above the Bunny): the default is then the surest, the Bunny, and the words
    # say why a reload beats it (the ants' "14% is too risky" over a highlighted 14% read as a
    # contradiction to a new player).
    s = build(2, hands=[H("R1 B6 G11 G9 R7"), H("G1")], landscape=FIRST_GAME)
    picks = rank_captures(GAME.view(s, 0), H("R7 B6"))
    assert top(picks) == (BUNNY, "strike")
    assert picks[0].option.probability == Fraction(31, 36)
    values = {p.option.target: p.value for p in picks}
    assert values[BUNNY] < values[ANTS] < 0  # hard would rather reload than either
    assert values[GLOB] is None and picks[-1].option.target == GLOB  # no chance: last
    assert why_pick(picks) == ["a reload is better: this enhancement is worth less than 2 cards now"]


def test_the_default_is_the_surest_whenever_no_capture_beats_a_reload():
    # every selection of played games' hands: when hard would capture with none, the first is the
    # surest (ties: hard's better value), and the words are the verdict alone (no "hard's pick")
    checked = 0
    for seed in range(6):
        s = GAME.new_game(GAME.default_config(3), seed)
        view = GAME.view(s, 0)
        hand = view.hand
        for i in range(len(hand)):
            for j in range(i, len(hand)):
                picks = rank_captures(view, sorted({hand[i], hand[j]}))
                if not picks or any(worth_trying(p) for p in picks):
                    continue
                assert picks[0].option.probability == max(p.option.probability for p in picks)
                words = why_pick(picks, view)
                assert len(words) == 1 and words[0].startswith(("a reload is better", "a better capture")), words
                checked += 1
    assert checked > 5


def test_the_guided_first_game_is_that_deal():
    stage = next(st for ch in load_campaign().chapters for st in ch.stages if st.id == "1-1")
    view = GAME.view(GAME.new_game(stage_config(stage), stage.seed), 0)
    assert view.landscape == FIRST_GAME and sorted(view.hand) == sorted(H("R1 B6 G11 G9 R7"))
    picks = rank_captures(view, H("R7 B6"))
    assert top(picks) == (BUNNY, "strike") and why_pick(picks, view)[0].startswith("a reload is better")


def test_a_surer_enhancement_over_the_long_shot_expected_vp_prefers():
    # Strike with B11 O12: the Charmed Potion 23/36, Fire Ants 5/36. Expected VP counts the
    # potion as nothing and picks the ants; hard counts what the potion is worth.
    land = [D("Charmed Potion"), D("Angry Ogre"), ANTS, BOAR, JAGUAR]
    s = build(2, hands=[H("R4 R9 B11 O12"), H("G1")], landscape=land)
    view = GAME.view(s, 0)
    cards = H("B11 O12")
    old = best_option([o for o in capture_options(view, cards) if o.legal])
    assert (old.target, old.method) == (ANTS, "strike")  # the default before: the long shot
    picks = rank_captures(view, cards)
    assert top(picks) == (D("Charmed Potion"), "strike")
    assert why_pick(picks) == ["a reload is better: this enhancement is worth less than 2 cards now"]


def test_the_long_shot_is_right_for_a_four_of_a_kind():
    # Stomp with four 10s: the Orange Dragon (11, 7 VP) at 40%, the Gooey Glob (9, 5 VP) at 78%.
    # Expected VP takes the glob; hard keeps a four-of-a-kind for the dragon and would play it.
    dragon = D("Orange Dragon")
    land = [BOAR, dragon, D("Secret Shadow"), GLOB, D("Spooky Spiders")]
    s = build(2, hands=[H("R7 R10 P10 B10 O10"), H("G1")], landscape=land)
    view = GAME.view(s, 0)
    cards = H("R10 P10 B10 O10")
    old = best_option([o for o in capture_options(view, cards) if o.legal])
    assert (old.target, old.method) == (GLOB, "stomp")
    picks = rank_captures(view, cards)
    assert top(picks) == (dragon, "stomp") and picks[0].value > 0  # above a reload
    assert why_pick(picks) == ["hard's pick: 40% for 7 VP", "Gooey Glob 78% is worth less"]
    hard = best_turn(view)  # the bot's own move from the whole hand is this capture
    assert isinstance(hard, Capture) and (hard.target, hard.method, sorted(hard.cards)) == (dragon, "stomp", sorted(cards))


def test_the_pick_has_hards_value_for_the_capture_hard_makes():
    # hard against itself: whenever it captures, the same cards and enhancements selected give
    # its capture (or one of equal value) first, with the value hard gave it
    checked = 0
    for seed in range(12):
        players = 2 + seed % 3
        s = GAME.new_game(GAME.default_config(players), seed)
        bots = [make_bot("dragonwood", "hard", seed * 10 + i) for i in range(players)]
        while not GAME.is_over(s):
            seat = GAME.to_move(s)
            view = GAME.view(s, seat)
            action = bots[seat].choose(view, None)
            if isinstance(action, Capture):
                value = rank_turn(view, every=False)[0][0]
                picks = rank_captures(view, action.cards, action.one_time)
                assert picks[0].value == value
                if top(picks) != (action.target, action.method):  # a tie: the same value
                    assert any(p.value == value and (p.option.target, p.option.method) == (action.target, action.method) for p in picks)
                checked += 1
            GAME.apply(s, action)
    assert checked > 50


def test_the_pick_is_the_same_for_any_hand_order_and_for_a_spectator():
    s = build(2, hands=[H("R7 R10 P10 B10 O10"), H("G1")], landscape=[BOAR, D("Orange Dragon"), GLOB])
    view = GAME.view(s, 0)
    cards = H("R10 P10 B10 O10")
    first = rank_captures(view, cards)
    assert rank_captures(view, cards) == first
    shuffled = msgspec.structs.replace(view, hand=view.hand[::-1])
    assert [(p.option.target, p.option.method, p.value) for p in rank_captures(shuffled, cards[::-1])] == [
        (p.option.target, p.option.method, p.value) for p in first
    ]
    spectator = GAME.view(s, None)
    assert [(p.option.target, p.option.method, p.value) for p in rank_captures(spectator, cards)] == [
        (p.option.target, p.option.method, p.value) for p in first
    ]


def test_no_legal_capture_gives_no_pick_and_no_words():
    s = build(2, hands=[H("R1 B6"), H("G1")], landscape=FIRST_GAME)
    assert rank_captures(GAME.view(s, 0), H("R1 B6")) == []  # neither a run, a colour nor a value
    assert why_pick([]) == []


def test_the_words_never_claim_a_certainty_they_do_not_have():
    assert [_pct(Fraction(n, 1000)) for n in (0, 1, 4, 5, 139, 995, 996, 1000)] == [
        "0%", "<1%", "<1%", "<1%", "14%", ">99%", ">99%", "100%"
    ]
    nothing = SimpleNamespace(target=GLOB, probability=Fraction(0))
    assert why_pick([Pick(nothing, None)]) == ["no chance with these cards"]
