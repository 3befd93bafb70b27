"""Camping (no life condition; none on a battlefield) and the battlefield's end, by scenario:
rigged hands and stacked decks, then the actions; and what the bots make of them."""

from __future__ import annotations

import pytest

from dragonwood_tui.bots import make_bot
from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import Camp, ChooseCharacter, Draw, EndTurn, LayRoad, UseTreasure
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.state import OVER

from .helpers import card, roads, set_hand, set_roads, set_top, start

N = GAME.cards.numbers
PLAIN, MOUNTAIN, FOREST = roads("plain", 9), roads("mountain", 9), roads("forest", 9)
SWAMP = roads("swamp", 9)


def legal(s):
    return GAME.legal_actions(s)


def full_life_after_plain_then_mountain(chars=("knight", "witch")):
    """Seat 0 at full life on a Plain then a Mountain road, a Plain road in hand (which may not
    follow a Mountain road), in its main phase."""
    s = start(chars)
    set_roads(s, 0, [PLAIN[0], MOUNTAIN[0]])
    set_hand(s, 0, [PLAIN[1], SWAMP[3], SWAMP[0], SWAMP[1]])
    set_top(s, [SWAMP[2]])
    GAME.apply(s, Draw("deck"))
    assert s.players[0].life == s.players[0].max_life
    return s


def test_camping_at_full_life_is_allowed_and_makes_the_plain_road_layable():
    s = full_life_after_plain_then_mountain()
    assert LayRoad(PLAIN[1]) not in legal(s)  # a Mountain road is followed by Mountain or Forest
    assert Camp() in legal(s)  # the spec puts no life condition on camping
    GAME.apply(s, Camp())
    p = s.players[0]
    assert p.roads == [PLAIN[0]] and p.life == p.max_life and s.discard[-1] == MOUNTAIN[0]
    assert LayRoad(PLAIN[1]) in legal(s)  # a Plain road is followed by any
    GAME.apply(s, LayRoad(PLAIN[1]))
    assert p.roads == [PLAIN[0], PLAIN[1]]


def test_camping_still_needs_a_road():
    s = start()
    set_roads(s, 0, [])
    GAME.apply(s, Draw("deck"))
    assert Camp() not in legal(s)
    with pytest.raises(IllegalAction, match="needs a road"):
        GAME.apply(s, Camp())


def test_no_camping_on_a_battlefield():
    s = start(("knight", "bard"), ("battlefield",))
    set_roads(s, 0, FOREST[:2])
    s.players[0].life = 20
    GAME.apply(s, Draw("deck"))
    assert Camp() not in legal(s)
    with pytest.raises(IllegalAction, match="no camping on a battlefield"):
        GAME.apply(s, Camp())
    assert s.players[0].roads == FOREST[:2] and s.players[0].life == 20  # refused: untouched


def test_a_battlefield_of_edition_2_still_camps_so_its_records_replay():
    config = RoadQuestConfig(2, ("battlefield",), edition=2)
    s = GAME.new_game(config, 3)
    for c in ("knight", "bard"):
        GAME.apply(s, ChooseCharacter(c))
    seat = s.seat
    set_roads(s, seat, FOREST[:2])
    s.players[seat].life = 20
    GAME.apply(s, Draw("deck"))
    assert Camp() in legal(s)
    assert s.players[0].max_life == 50  # 10 life cards of 5 points, as it was played


def test_battlefield_life_cards_and_potions_use_the_variants_numbers():
    s = start(("knight", "barbarian"), ("battlefield",))
    point = N["battlefield_life_card"]
    assert [p.max_life for p in s.players] == [10 * point, 9 * point]  # the Barbarian: one card less
    potion = card("Life potion")
    set_hand(s, 0, [potion, *SWAMP[:4]])
    s.players[0].life = 1
    GAME.apply(s, Draw("deck"))
    GAME.apply(s, UseTreasure(potion))
    assert s.players[0].life == 1 + N["battlefield_life_potion"]


def test_battlefield_turn_limit_most_life_then_most_roads():
    s = start(("knight", "witch"), ("battlefield",))
    for p in s.players:
        p.life = 7
    set_roads(s, 0, [FOREST[0]])
    set_roads(s, 1, [FOREST[1], FOREST[2]])
    s.turn = N["turn_limit"]
    GAME.apply(s, Draw("deck"))
    GAME.apply(s, EndTurn())
    if s.phase != OVER:  # nothing played: one discard first
        GAME.apply(s, legal(s)[0])
    assert s.phase == OVER and s.end == "turn-limit"
    assert GAME.winners(s) == [1]  # same life: the most roads wins alone


def test_battlefield_turn_limit_most_life_first():
    s = start(("knight", "witch"), ("battlefield",))
    s.players[0].life, s.players[1].life = 9, 8
    set_roads(s, 1, [FOREST[1], FOREST[2]])
    s.turn = N["turn_limit"]
    GAME.apply(s, Draw("deck"))
    GAME.apply(s, EndTurn())
    if s.phase != OVER:
        GAME.apply(s, legal(s)[0])
    assert GAME.winners(s) == [0]


# -- the bots -------------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_camp_at_full_life_to_uncover_a_road_and_lay_it(level):
    s = full_life_after_plain_then_mountain(("witch", "knight"))
    bot = make_bot("road-quest", level, 1)
    assert bot.choose(GAME.view(s, 0), legal(s)) == Camp()
    GAME.apply(s, Camp())
    assert bot.choose(GAME.view(s, 0), legal(s)) == LayRoad(PLAIN[1])


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_do_not_camp_at_full_life_for_nothing(level):
    s = start(("witch", "knight"))
    set_roads(s, 0, [MOUNTAIN[1], MOUNTAIN[0]])
    set_hand(s, 0, [card("Sword"), SWAMP[0], SWAMP[1], SWAMP[3]])  # no Swamp road follows a Mountain one
    set_top(s, [SWAMP[2]])
    GAME.apply(s, Draw("deck"))
    bot = make_bot("road-quest", level, 1)
    for _ in range(5):
        action = bot.choose(GAME.view(s, 0), legal(s))
        assert action != Camp()
        if isinstance(action, EndTurn) or s.seat != 0:
            break
        GAME.apply(s, action)


def test_edition_is_3_for_new_games():
    assert EDITION == 3 and GAME.default_config(2).edition == 3


def test_a_rules_version_2_battlefield_record_with_camping_replays():
    import msgspec

    from dragonwood_tui.bots import bot_factory
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.engine.match import Match
    from dragonwood_tui.storage.records import decode_record, encode_record, new_record, replay_record

    config = RoadQuestConfig(2, ("battlefield",), edition=2)
    seats = [SeatSpec("A", "random"), SeatSpec("B", "random")]
    for seed in range(1, 40):
        match = Match(GAME, config, seed, seats, bot_factory=bot_factory("road-quest"))
        match.play_bots()
        if any(isinstance(a, Camp) for a in match.actions):
            break
    else:
        raise AssertionError("no edition-2 battlefield game with a camp in 40")
    record = new_record(GAME, config, seed, seats, match.actions)
    old = msgspec.structs.replace(record, header=msgspec.structs.replace(record.header, rules_version=2))
    replayed = replay_record(decode_record(encode_record(old)), GAME)
    assert replayed.summary == record.header.summary


def test_hard_bots_end_battlefields_by_elimination_and_simulate_says_how_games_ended():
    from dragonwood_tui.simulate import simulate

    result = simulate("road-quest", ["hard", "hard", "hard"], 12, 1, ["battlefield"])
    ends = result["game_stats"]["ends"]
    assert set(ends) <= {"last-alive", "turn-limit"} and sum(ends.values()) == 12
    assert ends.get("last-alive", 0) >= 10  # 98.6% of 1,000 three-seat games (docs/rules.md)


def test_bots_camp_at_full_life_only_to_lay_a_road_right_after():
    from dragonwood_tui.engine.rng import derive_seed

    full_life_camps = 0
    for g in range(40):
        bots = ["hard", "normal", "hard"] if g % 2 else ["normal", "hard"]
        s = GAME.new_game(RoadQuestConfig(len(bots), edition=EDITION), 500 + g)
        players = [make_bot("road-quest", b, derive_seed(500 + g, "bot", i)) for i, b in enumerate(bots)]
        after_camp = -1  # the seat that camped at full life and must lay a road next
        while not GAME.is_over(s):
            seat = GAME.to_move(s)
            action = players[seat].choose(GAME.view(s, seat), legal(s))
            if after_camp >= 0:
                assert seat == after_camp and isinstance(action, LayRoad), "a camp at full life for nothing"
                after_camp = -1
            if isinstance(action, Camp) and s.players[seat].life == s.players[seat].max_life:
                full_life_camps += 1
                after_camp = seat
            GAME.apply(s, action)
    assert full_life_camps > 0  # they do use it


def test_the_rules_version_2_sample_still_verifies():
    from pathlib import Path

    from dragonwood_tui.cli import main
    from dragonwood_tui.storage.records import decode_record

    fixture = Path(__file__).parents[1] / "records" / "fixtures" / "road-quest-rules-v2.json"
    record = decode_record(fixture.read_bytes())
    assert record.header.rules_version == 2 and record.header.config.edition == 2
    assert main(["verify", str(fixture)]) == 0


# -- what the cards and choices say at a tuned battlefield is what its rules do ---------------------
@pytest.mark.parametrize("variants, edition, tuned", [
    ((), EDITION, False), (("battlefield",), 1, False), (("battlefield",), 2, False), (("battlefield",), EDITION, True),
])
def test_a_tables_numbers_are_the_ones_its_rules_play(variants, edition, tuned):
    from dragonwood_tui.games.road_quest.config import table_numbers, tuned_battlefield

    config = RoadQuestConfig(players=2, variants=variants, edition=edition)
    assert tuned_battlefield(config) is tuned
    s = GAME.new_game(config, 7)
    numbers = table_numbers(N, config)
    assert numbers["life_card"] == GAME.rules.life_card(s) == (N["battlefield_life_card"] if tuned else N["life_card"])
    assert numbers["life_potion"] == GAME.rules.life_potion(s) == (N["battlefield_life_potion"] if tuned else N["life_potion"])


def test_the_spoils_and_a_life_potion_name_the_tables_life_points():
    from dragonwood_tui.games.road_quest.actions import Spoils
    from dragonwood_tui.games.road_quest.config import table_numbers
    from dragonwood_tui.games.road_quest.describe import action_text
    from dragonwood_tui.tui.games.road_quest.pieces import short_effect

    tuned = table_numbers(N, RoadQuestConfig(players=2, variants=("battlefield",), edition=EDITION))
    assert N["battlefield_life_card"] == 1 and N["life_card"] == 5  # the card set's numbers this test reads
    assert action_text(Spoils("life"), GAME.cards, None, tuned) == "take a life card (1 life point)"
    assert action_text(Spoils("life"), GAME.cards) == "take a life card (5 life points)"
    potion = next(c for c in GAME.cards.cards if c.kind == "treasure" and c.effect == "life")
    assert short_effect(potion, tuned) == "+1 life point"
    assert short_effect(potion) == "+5 life points"
    from dragonwood_tui.games.road_quest.describe import card_text

    assert "+1 life point" in card_text(potion, tuned)  # the discard's top card, as a Draw option's note
