"""The log names what a fight's numbers are made of: the creature and the card turned, the
attack's character, weapon and bonuses, the wound's Shield and Knight."""

from __future__ import annotations

import re

from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import Draw, Duel, Fight, UseTreasure
from dragonwood_tui.games.road_quest.config import RoadQuestConfig

from .helpers import CARDS, card, cards_of, roads, send, set_hand, set_roads, set_top, start, take

PLAIN = roads("plain", 9)
THREE = [c.id for c in CARDS if c.kind != "treasure" and c.combat == 3 and c.kind == "road"]


def test_a_lost_fight_names_the_attack_and_the_wound_parts():
    s = start(("knight", "bard"))
    send(s, 0, card("Bear"))
    amulet = card("Amulet")
    set_hand(s, 0, [amulet, *PLAIN[:4]])
    set_top(s, [PLAIN[5], THREE[0]])
    GAME.apply(s, Draw("deck"))
    take(s, card("Shield"))
    s.players[0].shield = card("Shield")
    take(s, card("Sword"))
    s.players[0].weapon = card("Sword")
    GAME.apply(s, UseTreasure(amulet))
    turned = CARDS[THREE[0]].name
    lines = GAME.narrate(s, Fight(), ["Ada", "Bo"])
    assert lines[0] == (
        f"Ada fights Bear: its attack 5 + 3 (turned {turned}) = 8 against Ada’s attack 7"
        " (the Knight 5, Sword +1, next-fight bonus +1): Ada loses"
    )
    assert lines[1] == "Ada loses 3 life points (Bear: damage 6, Shield −2, the Knight −1)"
    assert s.players[0].life == 25 - 3


def test_a_won_fight_with_the_character_alone_names_it_once():
    s = start(("barbarian", "bard"))
    send(s, 0, card("Bear"))
    set_hand(s, 0, PLAIN[:5])
    zero = [c for c in cards_of("road", "plain") if CARDS[c].combat == 0]
    set_top(s, [PLAIN[5], zero[0]])
    GAME.apply(s, Draw("deck"))
    line = GAME.narrate(s, Fight(), ["Ada", "Bo"])[0]
    assert line == f"Ada fights Bear: its attack 5 + 0 (turned {CARDS[zero[0]].name}) = 5 against Ada’s attack 7 (the Barbarian): Ada wins"


def test_a_duel_names_both_sides():
    s = start(("witch", "barbarian"), variants=("duel",))
    set_hand(s, 0, PLAIN[:5])
    set_roads(s, 0, PLAIN[6:7])
    set_roads(s, 1, PLAIN[7:8])  # both on the same terrain: a duel is open
    set_top(s, [PLAIN[5], THREE[0]])
    GAME.apply(s, Draw("deck"))
    duel = next(a for a in GAME.legal_actions(s) if isinstance(a, Duel))
    line = GAME.narrate(s, duel, ["Ada", "Bo"])[0]
    assert line == (
        f"Ada challenges Bo to a duel: Bo's Barbarian 7 + 3 (turned {CARDS[THREE[0]].name}) = 10"
        " against attack 6 (the Witch); Bo wins"
    )


def test_the_parts_add_up_to_the_rules_attack_in_whole_games():
    """Over random games, every fight line's named parts add up to the attack the rules used."""
    from dragonwood_tui.bots.random_bot import RandomBot

    checked = 0
    for seed in range(10):
        s = GAME.new_game(RoadQuestConfig(3, ("duel",)), seed)
        bot = RandomBot(seed)
        for _ in range(400):
            if GAME.is_over(s):
                break
            for line in GAME.narrate(s, bot.choose(None, GAME.legal_actions(s))):
                # the fighter's side: "against attack 6 (...)" (a duel), "against Ada’s attack 6 (...)" (a fight)
                m = re.search(r" against (?:[^:]+?’s )?attack (\d+) \(([^)]*)\)", line)
                if m is None:
                    continue
                checked += 1
                attack = int(m.group(1))
                parts = m.group(2).split(", ")
                if len(parts) > 1:
                    first = int(parts[0].rsplit(" ", 1)[1])
                    rest = [int(p.rsplit(" ", 1)[1].replace("−", "-")) for p in parts[1:]]
                    assert first + sum(rest) == attack, line
                else:
                    name = parts[0].removeprefix("the ")
                    assert GAME.cards.characters and any(
                        c.name == name and GAME.cards.attack_in(s.config.edition, c.key) == attack
                        for c in GAME.cards.characters
                    ), line
    assert checked > 20
