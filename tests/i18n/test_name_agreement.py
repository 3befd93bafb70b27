"""A player's name has no gender the program knows (a name typed, a seat's level, "You"), so no
French or Russian message may make a word agree with it: «{who} est blessé» is wrong for Anne,
«{who} не объявил» for Маша. Messages say it another way («{who} subit une blessure», «{who}:
7-я дорога не объявлена»); a card's name does carry its gender ({card:g:…}: docs/i18n.md).

The checks read every French and Russian message that names a player (`{who}` and the fields of
`grammar.PLAYER_FIELDS`) or speaks to the player (French *vous*, Russian *вы* take the plural
and are not checked), and fail on the forms that agree with a person: a French participle or
adjective after être (est, êtes, être...), a Russian verb in the past singular (-л, -ла) or a
short participle or adjective of one person (готов, ранен, последним)."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from dragonwood_tui.i18n.catalogs import po_path
from dragonwood_tui.i18n.grammar import PLAYER_FIELDS

_PERSON = re.compile(r"\{(?:who|" + "|".join(sorted(PLAYER_FIELDS)) + r")(?:[:!][^}]*)?\}")
# a field whose spec makes the word agree with what it holds ({card:g:vaincu/vaincue/...}) is fine
_AGREEING = re.compile(r"\{\w+:g:[^}]*\}")

# French: être (any form) then a participle or adjective that has a feminine: blessé, vu, battu, prêt
_FR_BE = r"(?:est|sont|êtes|suis|étiez|était|serez|sera|soyez|être|été|reste|restez|semble|semblez)"
_FR_AGREEING_WORD = r"(?:\w+(?:é|és|u|us|i|is|it|its)|prêts?|seuls?|sûrs?|certains?|premiers?|derniers?|morts?|vivants?)"
_FR = re.compile(rf"\b{_FR_BE}\s+(?:(?:déjà|bien|encore|tout|pas|plus|jamais)\s+)?({_FR_AGREEING_WORD})\b", re.I)
# epicene words (the same for her and him) that the endings above would catch
_FR_EPICENE = {"ici", "ainsi", "aussi", "parmi", "fini"}

# Russian: a past-tense verb in the singular (with the "(а)" patch or not) next to a player's
# name, its subject (-ло, -лось are neuter, impersonal: «выпало», «карт не осталось»); a short
# form or adjective of one person anywhere in a message naming a player
_FIELD = r"\{(?:who|" + "|".join(sorted(PLAYER_FIELDS)) + r")(?:[:!][^}]*)?\}"
_RU_PAST_WORD = r"[а-яё]+(?:л|ла)(?:ся|ась)?(?:\(а\))?"
_RU_PAST = re.compile(rf"{_FIELD}\s+(?:не\s+|уже\s+)?({_RU_PAST_WORD})(?![а-яё])|(?<![а-яё])({_RU_PAST_WORD})\s+{_FIELD}", re.I)
_RU_ONE_PERSON = re.compile(r"(?<![а-яё])(?:готов|готова|ранен|ранена|последним|последней|первым|первой|один|одна|сам|сама|"
                            r"побеждён|побеждена|выбыл|выбыла)(?![а-яё])", re.I)


def _person_messages(code: str) -> list[tuple[str, str]]:
    with po_path(code).open("rb") as f:
        catalog = read_po(f, locale=code)
    out = []
    for m in catalog:
        if not m.id or (m.context or "").endswith("grammar"):
            continue
        msgid = m.id if isinstance(m.id, str) else m.id[0]
        for form in (m.string if isinstance(m.string, tuple) else (m.string,)):
            if form and _PERSON.search(form):
                out.append((msgid, form))
    return out


def agreement_slips(code: str, text: str) -> list[str]:
    """The words of `text` that agree with a person whose gender nobody knows."""
    text = _AGREEING.sub("", text)
    if code == "fr":
        return [w for w in _FR.findall(text) if w.lower() not in _FR_EPICENE]
    found = [a or b for a, b in _RU_PAST.findall(text)]
    return found + _RU_ONE_PERSON.findall(text)


def test_the_check_sees_what_agrees_with_a_person():
    assert agreement_slips("fr", "{who} est éliminé") == ["éliminé"]
    assert agreement_slips("fr", "{name} : annoncez-la, ou risquez d’être dénoncé") == ["dénoncé"]
    assert agreement_slips("fr", "Je suis prêt") == ["prêt"]
    assert agreement_slips("fr", "{who} subit une blessure") == [] and agreement_slips("fr", "{who} est invisible") == []
    assert agreement_slips("fr", "{card:Le} {card:g:est vaincu/est vaincue/sont vaincus/sont vaincues}") == []
    assert agreement_slips("ru", "{who} выиграл") == ["выиграл"] and agreement_slips("ru", "{who} не объявил(а) 7-ю дорогу")
    assert agreement_slips("ru", "все ходят ещё раз, последним ходит {who}") == ["последним"]
    assert agreement_slips("ru", "победил {who}") == ["победил"] and agreement_slips("ru", "{who} уже сдалась") == ["сдалась"]
    assert agreement_slips("ru", "{who} не может взять карту: карт не осталось.") == []
    assert agreement_slips("ru", "побеждает {who}") == [] and agreement_slips("ru", "{who}: 7-я дорога не объявлена") == []


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_no_message_makes_a_word_agree_with_a_players_name(code):
    messages = _person_messages(code)
    assert len(messages) > 50  # the catalogs name players: the check reads them
    found = [(msgid, form, slips) for msgid, form in messages if (slips := agreement_slips(code, form))]
    assert found == [], "\n".join(f"{msgid!r} → {form!r}: {slips}" for msgid, form, slips in found)


def test_french_speaks_to_the_player_without_a_gender():
    """*vous* is the player, man or woman: «vous êtes blessé», «Je suis prêt» agree with one."""
    with po_path("fr").open("rb") as f:
        catalog = read_po(f, locale="fr")
    found = []
    for m in catalog:
        if not m.id or (m.context or "").endswith("grammar"):
            continue
        for form in (m.string if isinstance(m.string, tuple) else (m.string,)):
            text = _AGREEING.sub("", form or "")
            if re.search(r"\b(?:vous|je|j’)\b", text, re.I) and (slips := [w for w in _FR.findall(text) if w.lower() not in _FR_EPICENE]):
                found.append((m.id, form, slips))
    assert found == [], found
