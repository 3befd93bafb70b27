"""Why the creatures and ambushes held can't be sent: every such card named, each with its reason,
the ambushes as well as the creatures, and never a card that can be sent."""

from __future__ import annotations

from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import Attack, Draw
from dragonwood_tui.games.road_quest.turn_words import why_none_sent
from dragonwood_tui.i18n.card_names import card_name

from .helpers import CARDS, cards_of, roads, set_hand, set_roads, set_top, start


def _main_with(hand: list[int], rival_last: str):
    s = start()
    set_roads(s, 0, [roads("plain", 1)[0]])
    set_roads(s, 1, [roads(rival_last, 1)[0]])
    set_hand(s, 0, hand)
    set_top(s, [roads("swamp", 3)[2]])
    GAME.apply(s, Draw("deck"))
    return s


def test_every_card_held_back_is_named_ambushes_too():
    held_back = [cards_of("creature", "forest")[0], cards_of("creature", "mountain")[0], cards_of("ambush", "swamp")[0]]
    sendable = cards_of("ambush", "plain")[0]
    s = _main_with([*held_back, sendable], "plain")
    legal = GAME.legal_actions(s)
    assert any(isinstance(a, Attack) and a.card == sendable for a in legal)
    line = why_none_sent(GAME.cards, GAME.view(s, 0), legal, s.players[0].hand)
    for c in held_back:
        assert card_name("road-quest", CARDS[c].name) in line, (CARDS[c].name, line)
    assert card_name("road-quest", CARDS[sendable].name) not in line, line
    assert line.count(":") == 2, line  # one sentence for the one reason, every card in it


def test_one_card_keeps_its_own_sentence_and_none_says_nothing():
    eagle = cards_of("creature", "mountain")[0]
    s = _main_with([eagle], "plain")
    line = why_none_sent(GAME.cards, GAME.view(s, 0), GAME.legal_actions(s), s.players[0].hand)
    assert line.startswith(card_name("road-quest", CARDS[eagle].name) + " can't be sent"), line
    s = _main_with([cards_of("ambush", "plain")[0]], "plain")
    assert why_none_sent(GAME.cards, GAME.view(s, 0), GAME.legal_actions(s), s.players[0].hand) == ""
