"""The words the games write, in French and Russian, for fixed scenarios: how a game ended (a
view's `end_text`, `Game.end_reason`), a Dragonwood card's effect, Road Quest's ambush and
treasure texts with the card set's numbers, the computer player's reasons for its pick, a capture's
refusal, a config the game refuses; a Russian count in three forms. The keys views and states
carry stay English (bots and records read them)."""

from __future__ import annotations

from fractions import Fraction

import msgspec
import pytest

from dragonwood_tui.bots.dragonwood_pick import _pct, rank_captures, why_pick
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.engine.walk import walk
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dice_quest.config import DiceQuestConfig, modifier_lines
from dragonwood_tui.games.dice_quest.state import END_NO_MOVE
from dragonwood_tui.games.dragonwood import GAME as DRAGONWOOD
from dragonwood_tui.games.dragonwood import cards as C
from dragonwood_tui.games.dragonwood.config import Config
from dragonwood_tui.games.dragonwood.rules import capture_check
from dragonwood_tui.games.dragonwood.state import END_DECK, END_DRAGONS
from dragonwood_tui.games.road_quest.cards import standard_cards
from dragonwood_tui.games.road_quest.describe import ambush_text, card_text, treasure_text
from tests.dragonwood.helpers import D, H, build

FIRST_GAME = [D("Gooey Glob"), D("Fierce Jaguar"), D("Friendly Bunny"), D("Wild Boar"), D("Fire Ants", 1)]
NBSP = "\xa0"  # French and Russian put a no-break space before "%" (CLDR)


def over(end: int, **config: object) -> object:
    """A Dragonwood state that ended by `end` (END_*)."""
    state = DRAGONWOOD.new_game(msgspec.structs.replace(DRAGONWOOD.default_config(2), **config), 1)
    state.over, state.end_reason = True, end
    return state


@pytest.mark.parametrize("code, dragons, deck", [
    ("en", "both dragons captured", "adventurer deck exhausted three times"),
    ("fr", "les deux dragons capturés", "pioche Aventurier épuisée trois fois"),
    ("ru", "оба дракона захвачены", "колода героев закончилась три раза"),
])
def test_how_a_dragonwood_game_ended_in_the_language(in_language, code, dragons, deck):
    in_language(code)
    view = DRAGONWOOD.view(over(END_DRAGONS), 0)
    assert view.end_reason == "both dragons captured"  # the key: bots read it, in every language
    assert view.end_text == dragons and DRAGONWOOD.end_reason(over(END_DRAGONS)) == dragons
    long_deck = DRAGONWOOD.view(over(END_DECK, long_deck=True), 0)
    assert long_deck.end_reason == "adventurer deck exhausted three times" and long_deck.end_text == deck
    assert DRAGONWOOD.view(DRAGONWOOD.new_game(DRAGONWOOD.default_config(2), 1), 0).end_text == ""


@pytest.mark.parametrize("code, words", [("en", "no move left"), ("fr", "plus aucun coup possible"), ("ru", "ходов не осталось")])
def test_how_a_dice_quest_game_ended_in_the_language(in_language, code, words):
    game = get_game("dice-quest")
    state = game.new_game(game.default_config(1), 1)
    state.end_reason = END_NO_MOVE
    in_language(code)
    assert game.end_reason(state) == words and game.view(state, 0).end_text == words
    assert game.view(state, 0).end_reason == "no move left"


@pytest.mark.parametrize("code, sunny, cloak", [
    ("en", "each player draws 2 Adventurer cards", "+2 to every capture attempt"),
    ("fr", "chaque joueur pioche 2 cartes Aventurier", "+2 à chaque tentative de capture"),
    ("ru", "каждый игрок берёт 2 карты героев", "+2 к каждой атаке"),
])
def test_a_dragonwood_cards_effect_in_the_language(in_language, code, sunny, cloak):
    in_language(code)
    assert C.effect_text(C.SUNNY_DAY) == sunny and C.effect_text(C.CLOAK_OF_DARKNESS) == cloak
    assert C.effect_text(D("Fire Ants")) == ""  # a creature does nothing of its own
    assert C.EFFECT[C.SUNNY_DAY] == "each player draws 2 Adventurer cards"  # the data stays English


@pytest.mark.parametrize("code, ambush, walks, potion", [
    ("en", "lose 5 life points", "You walk into", "+5 life points"),
    ("fr", "perdre 5 points de vie", "Vous subissez", "+5 points de vie"),
    ("ru", "потерять 5 очков жизни", "Вы попадаете в засаду", "+5 очков жизни"),
])
def test_road_quests_ambush_and_treasure_texts_in_the_language(in_language, code, ambush, walks, potion):
    from dragonwood_tui.games.road_quest.state import Event
    from dragonwood_tui.games.road_quest.describe import event_text

    cards = standard_cards()
    thorns = next(c for c in cards.cards if c.kind == "ambush" and c.effect == "wound")
    in_language(code)
    assert ambush_text("wound", cards.numbers) == ambush and treasure_text("life", cards.numbers) == potion
    assert card_text(thorns, cards.numbers).endswith(ambush + ")")
    line = event_text(Event("ambush", 1, 0, cards=(thorns.id,), detail="wound"), cards, ["You", "Ann"])
    assert line.startswith(walks) and line.endswith(ambush)


@pytest.mark.parametrize("code, second_person", [
    ("en", ("your", "lose ", "discard ", "skip ")),
    ("fr", ("votre", "vous", "perdre", "jeter", "sauter")),
    ("ru", ("потерять", "сбросить", "пропустить")),
])
def test_an_ambush_said_of_someone_else_is_in_the_third_person(in_language, code, second_person):
    """Every ambush's effect has a form said of a rival (on their road, or when they walk into
    it): never the person's "lose your last road" about someone else, in any language."""
    from dragonwood_tui.games.road_quest.state import Event
    from dragonwood_tui.games.road_quest.describe import event_text

    cards = standard_cards()
    in_language(code)
    effects = sorted({c.effect for c in cards.cards if c.kind == "ambush"})
    assert len(effects) >= 4
    for effect in effects:
        yours, theirs = ambush_text(effect, cards.numbers), ambush_text(effect, cards.numbers, them=True)
        assert theirs != yours and theirs != effect, (effect, theirs)
        assert not any(word in theirs.lower() for word in second_person), (effect, theirs)
        card = next(c for c in cards.cards if c.kind == "ambush" and c.effect == effect)
        ann = event_text(Event("ambush", 1, 1, cards=(card.id,), detail=effect), cards, ["You", "Ann"])
        assert ann.endswith(theirs), ann
        you = event_text(Event("ambush", 1, 0, cards=(card.id,), detail=effect), cards, ["You", "Ann"])
        assert you.endswith(yours), you


def test_a_road_quest_text_follows_the_card_sets_numbers_with_the_russian_plural(in_language):
    in_language("ru")
    numbers = dict(standard_cards().numbers)
    said = []
    for n in (1, 2, 5, 21):
        numbers["ambush_wound"] = numbers["ambush_discard"] = n
        said.append((ambush_text("wound", numbers), ambush_text("discard", numbers)))
    assert said == [
        ("потерять 1 очко жизни", "сбросить 1 карту"),
        ("потерять 2 очка жизни", "сбросить 2 карты"),
        ("потерять 5 очков жизни", "сбросить 5 карт"),
        ("потерять 21 очко жизни", "сбросить 21 карту"),
    ]
    assert [treasure_text("life", life=n) for n in (1, 3, 5)] == ["+1 очко жизни", "+3 очка жизни", "+5 очков жизни"]


@pytest.mark.parametrize("code, words", [
    ("en", ["a reload is better: this enhancement is worth less than 2 cards now"]),
    ("fr", ["mieux vaut recharger\u202f: cette amélioration vaut moins que 2 cartes maintenant"]),
    ("ru", ["лучше вызвать подмогу: это улучшение сейчас стоит меньше 2 карт"]),
])
def test_the_computer_players_reasons_for_its_pick_in_the_language(in_language, code, words):
    # the guided first game: Strike with R7 B6 (tests/bots/test_dragonwood_pick.py)
    state = build(2, hands=[H("R1 B6 G11 G9 R7"), H("G1")], landscape=FIRST_GAME)
    in_language(code)
    picks = rank_captures(DRAGONWOOD.view(state, 0), H("R7 B6"))
    assert why_pick(picks) == words
    assert [_pct(Fraction(n, 1000)) for n in (4, 996)] == [f"<1{NBSP if code != 'en' else ''}%", f">99{NBSP if code != 'en' else ''}%"]


@pytest.mark.parametrize("code, none, six", [
    ("fr", "jouez au moins une carte Aventurier", "jamais plus de 6 dés"),
    ("ru", "сыграйте хотя бы одну карту героя", "не больше 6 кубиков"),
])
def test_a_captures_refusal_in_the_language(in_language, code, none, six):
    state = build(2, hands=[H("R1 R2 R3 R4 R5 R6 R7"), H("G1")], landscape=FIRST_GAME)
    hand, land = state.hands[0], state.landscape
    in_language(code)
    assert capture_check(hand, [], land, land[4], "strike", [], [])[0] == none
    assert capture_check(hand, [], land, land[4], "strike", H("R1 R2 R3 R4 R5 R6 R7"), [])[0] == six


@pytest.mark.parametrize("code, words", [
    ("fr", "le jeu refuse cette configuration (Dragonwood se joue de 1 à 4 joueurs (1 = solo), pas 5)"),
    ("ru", "игра не принимает эти настройки (в Dragonwood играют от 1 до 4 игроков (1 — соло), а не 5)"),
])
def test_a_config_the_game_refuses_says_why_in_the_language(in_language, code, words):
    in_language(code)
    with pytest.raises(RecordError) as refused:
        walk(DRAGONWOOD, Config(players=5), 1, [])
    assert refused.value.reason == words


@pytest.mark.parametrize("code, config, words", [
    ("fr", {"tie_break": "coin"}, "départage inconnu\u202f: «\u202fcoin\u202f» (connus\u202f: most-creatures, orange-dragon-first)"),
    ("ru", {"hand_limit": 12}, "лимит карт на руке 12: он должен быть от 5 до 9"),
])
def test_a_dragonwood_config_error_in_the_language(in_language, code, config, words):
    in_language(code)
    with pytest.raises(ValueError, match="^" + words.replace("(", r"\(").replace(")", r"\)") + "$"):
        Config(players=2, **config).check()


@pytest.mark.parametrize("code, none, two", [
    ("en", "No free re-roll after the first turn (instead of 1 per turn).", "2 free re-rolls per turn after the first (instead of 1)."),
    ("fr", "Aucune relance gratuite après le premier tour (au lieu de 1 par tour).",
     "2 relances gratuites par tour après le premier (au lieu de 1)."),
    ("ru", "Без бесплатных перебросов после первого хода (вместо 1 за ход).",
     "2 бесплатных переброса за ход после первого (вместо 1)."),
])
def test_the_later_turns_free_re_roll_reads_clearly(in_language, code, none, two):
    in_language(code)
    assert modifier_lines(DiceQuestConfig(rerolls=0)) == [none]
    assert modifier_lines(DiceQuestConfig(rerolls=2)) == [two]
