"""A word shown alone beside a noun of another message agrees with that noun's gender in French
and Russian («pioche 2 sur 2 (dernière)», «колода 2 из 2 (последняя)»), and a status shown on a
card of either gender («Sorcière des marais», «Troll des marais») takes no gender at all."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from dragonwood_tui.i18n.catalogs import po_path

# (the qualifier, the message it is shown after): board.py puts "(last)" after "pass {n} of {total}"
FOLLOWS = [("(last)", "pass {n} of {total}")]
FEMININE = {
    "fr": {"pioche", "carte", "défausse", "quête", "route", "partie", "pile", "main", "armée"},
    "ru": {"колода", "карта", "стопка", "рука", "армия", "партия", "дорога"},
}
MASCULINE = {"fr": {"tas", "paquet", "deck", "jeu", "passage"}, "ru": {"сброс", "ход", "квест", "поход", "круг"}}
# a feminine ending for the qualifier: French -e (dernière, première), Russian -ая/-яя
FEMININE_FORM = {"fr": re.compile(r"e\)?$"), "ru": re.compile(r"(ая|яя)\)?$")}
# statuses of a card whose name may be of either gender: no gendered participle
ANY_GENDER = ["not beaten", "BEATEN"]
GENDERED = {"fr": re.compile(r"\b(battue?s?|vaincue?s?|capturée?s?)\b", re.I), "ru": re.compile(r"\b(побеждён|побеждена|побеждено|побит[аоы]?)\b", re.I)}


def translations(code: str) -> dict[str, str]:
    with po_path(code).open("rb") as f:
        return {m.id: m.string for m in read_po(f, locale=code) if isinstance(m.id, str) and m.id}


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_qualifier_agrees_with_the_noun_it_follows(code):
    said = translations(code)
    for qualifier, noun_message in FOLLOWS:
        noun = said[noun_message].split()[0].lower()
        assert noun in FEMININE[code] | MASCULINE[code], f"{code}: learn the gender of {noun!r}"
        feminine = bool(FEMININE_FORM[code].search(said[qualifier]))
        assert feminine == (noun in FEMININE[code]), f"{code}: {said[noun_message]!r} then {said[qualifier]!r}"


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_card_status_takes_no_gender(code):
    said = translations(code)
    for message in ANY_GENDER:
        assert not GENDERED[code].search(said[message]), f"{code}: {message!r} → {said[message]!r}"


def test_russian_says_it_is_not_your_turn_without_contradiction():
    said = translations("ru")["Not your turn: you are playing ({s} skips)."]
    assert said.startswith("Сейчас не ваш ход") and "ходите вы" not in said, said
