"""Every rule of the spec, by scenario: rigged hands and stacked decks, then the actions."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import (
    Announce, Attack, CallOut, Camp, ChooseCharacter, Defend, Discard, Dodge, Draw, DropTreasure,
    Endure, EndTurn, Fight, LayRoad, Triumph, UseTreasure,
)
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.state import DISCARD, DRAW, FACE, MAIN, OVER

from .helpers import CARDS, card, cards_of, roads, send, set_hand, set_roads, set_top, start, take, where_all

FOREST, MOUNTAIN, SWAMP, PLAIN = (roads(t, 9) for t in ("forest", "mountain", "swamp", "plain"))
JACKS = cards_of("jack")
ZERO = [c for c in cards_of("road", "plain") if CARDS[c].combat == 0]  # combat 0 cards to turn over
KNIGHT = GAME.cards.character("knight").attack
THREE = [c.id for c in CARDS if c.kind != "treasure" and c.combat == 3]


def legal(s):
    return GAME.legal_actions(s)


def play(s, *actions):
    for a in actions:
        GAME.apply(s, a)


def drawn(s, top=None):
    """Draw from the deck (with `top` stacked on it) and return the state."""
    if top is not None:
        set_top(s, [top])
    play(s, Draw("deck"))
    return s


# -- setup ------------------------------------------------------------------------------

def test_setup_deals_a_treasure_and_four_cards_and_turns_the_discard():
    s = GAME.new_game(RoadQuestConfig(3, edition=EDITION), 7)
    for p in s.players:
        assert len(p.hand) == 5
        assert sum(CARDS[c].kind == "treasure" for c in p.hand) == 1
    assert len(s.discard) == 1 and len(s.deck) == 80 - 12 - 1 and len(s.treasure_deck) == 17
    assert GAME.to_move(s) == 0 and s.phase == "character"
    play(s, ChooseCharacter("barbarian"))
    with pytest.raises(IllegalAction, match="already taken"):
        GAME.apply(s, ChooseCharacter("barbarian"))
    assert ChooseCharacter("barbarian") not in legal(s)
    play(s, ChooseCharacter("knight"), ChooseCharacter("witch"))
    assert [p.max_life for p in s.players] == [20, 25, 25]  # the Barbarian has 4 life cards
    assert s.phase == DRAW and s.seat == s.first


def test_the_first_player_comes_from_the_seed():
    firsts = {start(("knight", "bard"), first=f).first for f in (0, 1)}
    assert firsts == {0, 1}


# -- the draw -------------------------------------------------------------------------

def test_draw_from_the_deck_or_the_top_of_the_discard():
    s = start()
    top = s.discard[-1]
    assert set(legal(s)) >= {Draw("deck"), Draw("discard")}
    play(s, Draw("discard"))
    assert top in s.players[0].hand and not s.discard and s.phase == MAIN
    with pytest.raises(IllegalAction, match="draw"):
        GAME.apply(start(), LayRoad(FOREST[0]))


# -- ambushes ----------------------------------------------------------------------------

def ambush(terrain, effect):
    return cards_of("ambush", terrain, effect=effect)[0]


@pytest.mark.parametrize("character, terrain, hurt", [("knight", "forest", 5), ("dwarf", "mountain", 0), ("dwarf", "forest", 5)])
def test_wound_ambush_and_the_dwarf(character, terrain, hurt):
    s = start((character, "bard"))
    send(s, 0, ambush(terrain, "wound"))
    drawn(s)
    assert s.phase == FACE and legal(s)[0] == Endure()
    play(s, Endure())
    p = s.players[0]
    assert p.life == 25 - hurt and p.faced and not p.pending
    assert s.blocked and not any(isinstance(a, LayRoad) for a in legal(s))  # no road after an obstacle


def test_discard_ambush_asks_for_two_discards_of_your_choice():
    s = start()
    send(s, 0, ambush("plain", "discard"))
    drawn(s)
    play(s, Endure())
    assert s.phase == DISCARD and s.discard_left == 2
    hand = list(s.players[0].hand)
    play(s, Discard(hand[0]), Discard(hand[3]))
    assert s.players[0].hand == [hand[1], hand[2], hand[4], hand[5]] and s.phase == MAIN


def test_lose_road_and_no_attack_ambushes():
    s = start()
    set_roads(s, 0, FOREST[:3])
    set_roads(s, 1, FOREST[3:4])
    send(s, 0, ambush("forest", "lose-road"))
    send(s, 0, ambush("forest", "no-attack"))
    bear = card("Bear")
    set_hand(s, 0, [bear, *PLAIN[:4]])
    drawn(s)
    play(s, Endure())
    assert s.players[0].roads == FOREST[:2] and s.phase == FACE  # the second waits its turn
    play(s, Endure())
    assert s.phase == MAIN and not any(isinstance(a, Attack) for a in legal(s))
    play(s, EndTurn(), Discard(bear))  # nothing played: one discard
    assert not s.players[0].no_attack  # only the next attack was skipped


# -- creatures ---------------------------------------------------------------------------

def creature_game(character="knight", name="Bear", top=None, variants=(), hand=None):
    s = start((character, "bard"), variants)
    send(s, 0, card(name))
    set_hand(s, 0, hand if hand is not None else PLAIN[:5])
    set_top(s, [PLAIN[5], top if top is not None else ZERO[0]])  # the draw, then the card turned
    play(s, Draw("deck"))
    return s


def test_fight_won_when_attack_plus_combat_is_at_most_yours():
    s = creature_game("knight", "Bear")  # Bear 5 + 0 <= Knight 5
    assert GAME.cards.cards[card("Bear")].attack <= KNIGHT
    play(s, Fight())
    p = s.players[0]
    assert p.life == 25 and s.discard[-1] == ZERO[0]
    assert sum(CARDS[c].kind == "treasure" for c in p.hand) == 1  # a treasure gained
    assert card("Bear") in p.faced and s.blocked


def test_fight_lost_costs_the_damage_less_shield_and_knight():
    s = creature_game("knight", "Bear", top=THREE[0])  # 5 + 3 > 6
    s.players[0].shield = take(s, card("Shield")) or card("Shield")
    play(s, Fight())
    assert s.players[0].life == 25 - (6 - 2 - 1)
    assert not any(CARDS[c].kind == "treasure" for c in s.players[0].hand)


def test_ranger_gets_two_on_the_terrain_of_the_last_road_and_weapons_and_amulets_count():
    ranger = GAME.cards.character("ranger").attack
    s = creature_game("ranger", "Green dragon", top=THREE[0])  # 8 + 3 = 11
    assert GAME.rules.attack_of(s, 0, card("Green dragon")) == ranger
    set_roads(s, 0, FOREST[:1])
    assert GAME.rules.attack_of(s, 0, card("Green dragon")) == ranger + 2
    assert GAME.rules.attack_of(s, 0, card("Orc")) == ranger  # a Mountain creature: no bonus
    s.treasure_deck.remove(card("Great sword"))
    s.players[0].weapon = card("Great sword")
    amulet = card("Amulet")
    set_hand(s, 0, [amulet, *PLAIN[:4]])
    play(s, UseTreasure(amulet))
    assert GAME.rules.attack_of(s, 0, card("Green dragon")) == ranger + 5
    assert ranger + 5 < 11
    play(s, Fight())  # 11 > ranger + 5: lost
    assert s.players[0].life == 15 and s.players[0].bonus == 0  # the amulet was for this fight only


def test_dodge_with_invisibility_gives_no_treasure_victory_potion_does():
    potion = card("Invisibility potion")
    s = creature_game(hand=[potion, *PLAIN[:4]])
    assert Dodge(potion) in legal(s)
    play(s, Dodge(potion))
    assert s.players[0].life == 25 and potion in s.treasure_discard
    assert not any(CARDS[c].kind == "treasure" for c in s.players[0].hand) and s.blocked
    victory = card("Victory potion")
    s = creature_game(hand=[victory, *PLAIN[:4]])
    play(s, Triumph(victory))
    assert sum(CARDS[c].kind == "treasure" for c in s.players[0].hand) == 1


def test_defend_with_an_own_creature_of_the_terrain_at_least_as_strong():
    troll, wolf, ogre = card("Forest troll"), card("Wolf"), card("Ogre")
    s = creature_game(name="Bear", hand=[troll, wolf, ogre, *PLAIN[:2]])
    options = [a for a in legal(s) if isinstance(a, Defend)]
    assert options == [Defend((troll,))]  # the wolf is weaker, the ogre of another terrain
    with pytest.raises(IllegalAction, match="same terrain"):
        GAME.apply(s, Defend((wolf,)))
    play(s, Defend((troll,)))
    assert troll in s.discard and card("Bear") in s.players[0].faced
    assert sum(CARDS[c].kind == "treasure" for c in s.players[0].hand) == 1


def test_two_creatures_defend_variant():
    wolf, eagle = card("Wolf"), card("Eagle")
    s = creature_game(name="Green dragon", hand=[wolf, eagle, *PLAIN[:3]], variants=("two-creatures-defend",))
    assert Defend((wolf, eagle)) in legal(s)
    play(s, Defend((wolf, eagle)))
    assert s.players[0].life == 25 and {wolf, eagle} <= set(s.discard)
    assert Defend((wolf, eagle)) not in legal(creature_game(name="Green dragon", hand=[wolf, eagle, *PLAIN[:3]]))


def test_obstacles_are_faced_in_the_order_they_arrived():
    s = start()
    first, second = card("Wolf"), ambush("forest", "wound")
    send(s, 0, first)
    send(s, 0, second)
    drawn(s)
    assert Fight() in legal(s) and Endure() not in legal(s)


def test_advance_after_victory_variant():
    s = creature_game(variants=("advance-after-victory",), hand=[*FOREST[:2], *PLAIN[:3]])
    play(s, Fight())
    assert not s.blocked and LayRoad(FOREST[0]) in legal(s)
    s = creature_game(hand=[*FOREST[:2], *PLAIN[:3]])
    play(s, Fight())
    assert LayRoad(FOREST[0]) not in legal(s)


# -- advancing ---------------------------------------------------------------------------

def test_roads_follow_the_possible_paths_and_crossroads_take_any():
    s = start()
    mountain_cross = roads("mountain", 1, crossroads=True)[0]
    set_hand(s, 0, [SWAMP[0], PLAIN[0], FOREST[0], mountain_cross, MOUNTAIN[0]])
    drawn(s)
    assert {a.card for a in legal(s) if isinstance(a, LayRoad)} >= {SWAMP[0], PLAIN[0], FOREST[0], MOUNTAIN[0]}  # any first road
    play(s, LayRoad(MOUNTAIN[0]))
    assert LayRoad(FOREST[0]) not in legal(s)  # one road a turn
    s.laid = False
    allowed = {a.card for a in legal(s) if isinstance(a, LayRoad)}
    assert allowed == {FOREST[0], mountain_cross}  # Mountain -> Mountain, Forest
    with pytest.raises(IllegalAction, match="may not follow"):
        GAME.apply(s, LayRoad(SWAMP[0]))
    play(s, LayRoad(mountain_cross))
    s.laid = False
    assert {a.card for a in legal(s) if isinstance(a, LayRoad)} == {SWAMP[0], PLAIN[0], FOREST[0]}


def test_eight_roads_win():
    s = start()
    set_roads(s, 0, PLAIN[:7])
    s.players[0].announced = True
    set_hand(s, 0, [PLAIN[7], *FOREST[:4]])
    drawn(s)
    play(s, LayRoad(PLAIN[7]))
    assert s.phase == OVER and GAME.winners(s) == [0] and GAME.scores(s) == [8, 0]
    assert legal(s) == [] and GAME.to_move(s) is None


# -- attacks -----------------------------------------------------------------------------

def test_one_attack_per_turn_on_the_terrain_of_the_last_road():
    s = start(("knight", "bard", "witch"))
    set_roads(s, 1, [FOREST[0]])
    set_roads(s, 2, [SWAMP[0]])
    wolf, leech, bear = card("Wolf"), card("Leech swarm"), card("Bear")
    set_hand(s, 0, [wolf, leech, bear, *PLAIN[:2]])
    drawn(s)
    attacks = {a for a in legal(s) if isinstance(a, Attack)}
    assert attacks == {Attack(wolf, 1), Attack(leech, 2), Attack(bear, 1)}
    play(s, Attack(wolf, 1))
    assert s.players[1].pending == [wolf]
    assert not any(isinstance(a, Attack) for a in legal(s))
    with pytest.raises(IllegalAction, match="no more attacks"):
        GAME.apply(s, Attack(leech, 2))


def test_attaque_a_jack_reaches_anyone():
    s = start()
    wolf = card("Wolf")
    set_hand(s, 0, [wolf, JACKS[0], *PLAIN[:3]])
    drawn(s, top=PLAIN[5])
    assert [a for a in legal(s) if isinstance(a, Attack)] == [Attack(wolf, 1, JACKS[0])]  # no road yet
    play(s, Attack(wolf, 1, JACKS[0]))
    assert s.players[1].pending == [wolf] and JACKS[0] in s.discard


def test_neighbour_variant_attacks_only_the_next_seat_and_jack_reverses_play():
    s = start(("knight", "bard", "witch"), ("neighbour",))
    set_roads(s, 1, [FOREST[0]])
    set_roads(s, 2, [FOREST[1]])
    wolf, bear = card("Wolf"), card("Bear")
    set_hand(s, 0, [wolf, bear, JACKS[0], *PLAIN[:2]])
    drawn(s)
    assert {a.target for a in legal(s) if isinstance(a, Attack)} == {1}
    play(s, Attack(wolf, 1, JACKS[0]))
    assert s.direction == -1
    play(s, Discard(s.players[0].hand[0])) if s.phase == DISCARD else None
    play(s, EndTurn())
    assert s.seat == 2  # play goes the other way now


# -- other activities -----------------------------------------------------------------------

@pytest.mark.parametrize("character, gain", [("knight", 5), ("bard", 7)])
def test_camping_gives_up_the_last_road_for_life(character, gain):
    s = start((character, "witch"))
    set_roads(s, 0, FOREST[:2])
    s.players[0].life = 10
    drawn(s)
    play(s, Camp())
    assert s.players[0].life == 10 + gain and s.players[0].roads == FOREST[:1] and s.discard[-1] == FOREST[1]
    play(s, Camp())  # several times a turn
    assert s.players[0].roads == [] and Camp() not in legal(s)
    s = start((character, "witch"))
    set_roads(s, 0, FOREST[:1])
    s.players[0].life = 24
    drawn(s)
    play(s, Camp())
    assert s.players[0].life == 25  # never above the maximum


def test_equipment_one_weapon_one_shield_putting_on_another_discards():
    s = start()
    sword, great, shield = card("Sword"), card("Great sword"), card("Shield")
    set_hand(s, 0, [sword, great, shield, *PLAIN[:2]])
    drawn(s)
    play(s, UseTreasure(sword), UseTreasure(shield))
    assert (s.players[0].weapon, s.players[0].shield) == (sword, shield)
    play(s, UseTreasure(great))
    assert s.players[0].weapon == great and sword in s.treasure_discard
    assert GAME.rules.attack_of(s, 0) == KNIGHT + 2


def test_life_potion_and_the_life_potion_bonus_variant():
    life = card("Life potion")
    s = start()
    set_hand(s, 0, [life, *PLAIN[:4]])
    drawn(s)
    assert UseTreasure(life) not in legal(s)  # useless at full life
    s.players[0].life = 22
    play(s, UseTreasure(life))
    assert s.players[0].life == 25
    s = start(variants=("life-potion-bonus",))
    set_hand(s, 0, [life, *PLAIN[:4]])
    drawn(s)
    play(s, UseTreasure(life))
    assert s.players[0].bonus == 1 and GAME.rules.attack_of(s, 0) == KNIGHT + 1


def test_drop_a_treasure():
    s = start()
    sword = card("Sword")
    set_hand(s, 0, [sword, *PLAIN[:4]])
    drawn(s)
    play(s, DropTreasure(sword))
    assert sword in s.treasure_discard


# -- the end of the turn -----------------------------------------------------------------------

def test_no_card_played_means_one_discard_then_refill_to_five():
    s = start()
    drawn(s)
    assert len(s.players[0].hand) == 6
    play(s, EndTurn())
    assert s.phase == DISCARD and s.discard_left == 1 and s.then == "refill"
    play(s, Discard(s.players[0].hand[2]))
    assert len(s.players[0].hand) == 5 and s.seat == 1 and s.phase == DRAW


def test_refill_to_five_and_discard_down_to_five():
    s = start()
    set_hand(s, 0, FOREST[:5])
    drawn(s)
    play(s, LayRoad(FOREST[0]), EndTurn())
    assert len(s.players[0].hand) == 5 and s.seat == 1  # 6 - 1 played = 5: nothing to do
    s = start()
    set_hand(s, 0, [*FOREST[:3], card("Sword"), card("Shield")])
    drawn(s, top=FOREST[3])
    take(s, card("Amulet"))
    s.players[0].hand.append(card("Amulet"))
    play(s, LayRoad(FOREST[0]), EndTurn())
    assert s.phase == DISCARD and s.then == "next" and s.discard_left == 1
    play(s, Discard(card("Amulet")))
    assert len(s.players[0].hand) == 5 and s.seat == 1


def test_the_main_deck_is_reshuffled_from_the_discard_but_its_top():
    s = start()
    s.discard.extend(s.deck)
    s.deck.clear()
    top = s.discard[-1]
    size = len(s.discard)
    drawn(s)
    assert s.discard == [top] and len(s.deck) == size - 2 and any(e.kind == "reshuffle" for e in s.log)
    assert where_all(s) == list(range(100))


def test_the_treasure_deck_takes_back_its_discards_when_empty():
    s = creature_game()
    s.treasure_discard.extend(s.treasure_deck)
    s.treasure_deck.clear()
    play(s, Fight())
    assert any(e.kind == "reshuffle-treasures" for e in s.log) and len(s.treasure_deck) == 18


# -- the announcement ----------------------------------------------------------------------

def seven_roads(variants=()):
    s = start(("knight", "bard"), variants)
    set_roads(s, 0, PLAIN[:6])
    set_hand(s, 0, [PLAIN[6], *FOREST[:4]])
    set_hand(s, 1, MOUNTAIN[:5])
    drawn(s)
    play(s, LayRoad(PLAIN[6]))
    return s


def test_announcing_the_seventh_road():
    s = seven_roads()
    assert Announce() in legal(s)
    play(s, Announce(), EndTurn())
    assert s.players[0].announced and not s.players[0].callable_by
    drawn(s)
    assert not any(isinstance(a, CallOut) for a in legal(s))


def test_a_forgotten_announcement_may_be_called_out_in_the_next_turn():
    s = seven_roads()
    play(s, EndTurn())
    assert s.players[0].callable_by == [1]
    assert CallOut(0) in legal(s)  # from the draw on
    drawn(s)
    play(s, CallOut(0))
    assert s.players[0].roads == PLAIN[:5] and s.players[0].skip_turns == 1
    play(s, EndTurn(), Discard(s.players[1].hand[0]))
    assert s.seat == 1 and s.turn == 3  # seat 0 skipped its turn
    assert any(e.kind == "skip" and e.seat == 0 for e in s.log)


def test_the_call_out_window_closes_after_the_opponents_turn():
    s = seven_roads()
    play(s, EndTurn())
    drawn(s)
    play(s, EndTurn(), Discard(s.players[1].hand[0]))
    assert s.players[0].callable_by == [] and s.seat == 0


# -- death, rebirth, battlefield, turn limit --------------------------------------------------

def test_death_discards_the_roads_and_the_last_alive_wins():
    s = creature_game("witch", "Green dragon", top=THREE[0])
    set_roads(s, 0, FOREST[:3])
    s.players[0].life = 5
    play(s, Fight())
    assert not s.players[0].alive and s.players[0].roads == [] and set(FOREST[:3]) <= set(s.discard)
    assert s.phase == OVER and GAME.winners(s) == [1] and s.end == "last-alive"
    assert where_all(s) == list(range(100))


def test_death_with_three_seats_passes_the_turn():
    s = start(("witch", "bard", "knight"))
    send(s, 0, card("Green dragon"))
    set_top(s, [PLAIN[5], THREE[0]])
    s.players[0].life = 5
    play(s, Draw("deck"), Fight())
    assert s.seat == 1 and s.phase == DRAW and s.players[0].hand == []
    assert 0 not in [GAME.to_move(s)]


def test_rebirth_variant_starts_again_with_full_life():
    s = creature_game("witch", "Green dragon", top=THREE[0], variants=("rebirth",))
    set_roads(s, 0, FOREST[:3])
    s.players[0].life = 5
    play(s, Fight())
    p = s.players[0]
    assert p.alive and p.roads == [] and p.life == 25 and s.phase == MAIN and s.seat == 0


def test_battlefield_variant():
    s = start(("knight", "bard"), ("battlefield",))
    assert s.players[0].max_life == 10 * GAME.cards.numbers["battlefield_life_card"] and not s.treasure_deck
    assert len([c for c in s.deck + s.discard if CARDS[c].kind == "treasure"]) + sum(
        CARDS[c].kind == "treasure" for p in s.players for c in p.hand) == 20
    set_roads(s, 1, [FOREST[0]])
    wolf, bear = card("Wolf"), card("Bear")
    set_hand(s, 0, [wolf, bear, *PLAIN[:3]])
    drawn(s)
    play(s, Attack(wolf, 1), Attack(bear, 1))  # several attacks a turn
    assert s.players[1].pending == [wolf, bear]
    set_roads(s, 0, PLAIN[:7])
    s.laid = False
    play(s, LayRoad(PLAIN[0] if PLAIN[0] in s.players[0].hand else s.players[0].hand[0])) if any(
        isinstance(a, LayRoad) for a in legal(s)) else None
    assert s.phase != OVER  # roads do not win a battlefield
    assert GAME.scores(s) == [p.life for p in s.players]


def test_invisibility_end_of_turn_protects_the_next_turn():
    potion = card("Invisibility potion")
    s = start(variants=("invisibility-end-of-turn",))
    set_hand(s, 0, [potion, *FOREST[:4]])
    drawn(s)
    play(s, UseTreasure(potion), EndTurn())
    assert s.players[0].protect_next
    wolf = card("Wolf")
    set_roads(s, 0, [FOREST[0]])
    set_hand(s, 1, [wolf, *MOUNTAIN[:4]])
    drawn(s)
    play(s, Attack(wolf, 0), EndTurn())
    set_hand(s, 0, FOREST[1:6])
    drawn(s)
    assert s.phase == MAIN and wolf in s.discard and s.players[0].life == 25
    assert LayRoad(FOREST[1]) in legal(s)  # and may still advance
    assert UseTreasure(potion) not in legal(start())  # without the variant it only dodges


def test_duel_variant_the_winner_takes_their_spoils():
    from dragonwood_tui.games.road_quest.actions import Duel, Spoils

    s = start(("barbarian", "witch"), ("duel",))
    set_roads(s, 0, [FOREST[0]])
    set_roads(s, 1, [FOREST[1], FOREST[2]])
    set_top(s, [PLAIN[5], ZERO[0]])
    play(s, Draw("deck"))
    assert Duel(1) in legal(s)
    play(s, Duel(1))  # 7 >= Witch 4 + 0
    assert s.phase == "spoils" and GAME.to_move(s) == 0
    assert Spoils("road") in legal(s) and Spoils("life") in legal(s)
    play(s, Spoils("road"))
    assert FOREST[2] in s.players[0].hand and s.players[1].roads == [FOREST[1]]
    assert s.phase == DISCARD and s.then == "refill"  # the duel gave up the turn's actions: nothing played
    play(s, Discard(FOREST[2]))
    assert s.phase == DISCARD and s.then == "next"  # 7 cards: down to 5
    play(s, Discard(s.players[0].hand[0]))
    assert s.seat == 1 and len(s.players[0].hand) == 5


def test_turn_limit_most_roads_wins():
    s = start()
    set_roads(s, 1, [FOREST[0]])
    s.turn = GAME.cards.numbers["turn_limit"]
    drawn(s)
    play(s, EndTurn(), Discard(s.players[0].hand[0]))
    assert s.phase == OVER and s.end == "turn-limit" and GAME.winners(s) == [1]


# -- the Witch, refusals, lines ---------------------------------------------------------------

def test_the_witchs_look_is_in_her_view_only():
    s = start(("witch", "knight"))
    top = s.deck[0]
    assert GAME.view(s, 0).peek == top
    assert GAME.view(s, 1).peek == -1 and GAME.view(s, None).peek == -1
    assert all(top not in e.cards for e in s.log)
    assert GAME.view(s, 1).seats[0].hand is None and GAME.view(s, 0).seats[0].hand is not None
    s = start(("knight", "witch"))
    assert GAME.view(s, 0).peek == -1


def test_an_illegal_action_is_refused_with_a_reason_and_the_state_untouched():
    from dragonwood_tui.engine import state_hash

    s = start()
    drawn(s)
    before = state_hash(s)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, Fight())
    assert err.value.reason == "nothing waits to be faced"
    with pytest.raises(IllegalAction, match="not a Road Quest action"):
        GAME.apply(s, "fight")
    assert state_hash(s) == before


def test_narrate_and_describe_tell_what_happened():
    s = creature_game("knight", "Bear")
    line = GAME.describe(s, Fight(), ["Ada", "Bo"])
    assert line.startswith("Ada fights Bear: its attack 5 + 0 (turned ") and "against Ada’s attack 5" in line and "Ada wins" in line and "Ada gains a treasure" in line
    assert s.phase == FACE  # describe leaves the state alone
    lines = GAME.narrate(s, Fight(), ["Ada", "Bo"])
    assert lines == line.split("; ") and s.phase == MAIN
    assert "refused" in GAME.describe(s, Fight())
