"""Typography and register in the French and Russian catalogs, as their publishers and the rule
books print them.

French: a narrow no-break space (U+202F) or a no-break space (U+00A0) before `: ; ! ?` and inside
« », and typographic apostrophes (l’armée, not l'armée): a plain space lets a terminal wrap the line
between a word and its colon; a straight apostrophe is a typewriter's. Russian: «ёлочки» and an em dash."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from babel.messages.pofile import read_po

from dragonwood_tui.i18n.catalogs import po_path

# a plain space before `: ; ! ?` used as punctuation (followed by a space, the end, or a closing sign)
_SPACE_BEFORE = re.compile(r"(?<=\S) [:;!?](?=\s|$|[»)\]\"'])")
_INSIDE_GUILLEMETS = re.compile(r"« | »")
_STRAIGHT_APOSTROPHE = re.compile(r"(?<=[A-Za-zÀ-ÿ])'(?=[A-Za-zÀ-ÿ{])")


def slips(text: str) -> list[str]:
    """What a French reader would mark in `text`: each slip named."""
    found = []
    if _SPACE_BEFORE.search(text):
        found.append("a plain space before : ; ! or ? (use U+202F)")
    if _INSIDE_GUILLEMETS.search(text):
        found.append("a plain space inside « » (use U+202F)")
    if _STRAIGHT_APOSTROPHE.search(text):
        found.append("a straight apostrophe (use ’)")
    if '"' in text:
        found.append("a straight quote (use « »)")
    if _PERCENT.search(text):
        found.append("a percent sign glued or after a plain space (use U+00A0, as CLDR: 95\u00a0%)")
    if _FAMILIAR.search(text):
        found.append("tu, not vous (the register is vous: docs/i18n.md)")
    return found


# "95%" or "95 %": CLDR's French and Russian put a no-break space between a number and its sign
_PERCENT = re.compile(r"\d ?%(?!\()|\} %")
_FAMILIAR = re.compile(r"(?<![\w’'])(?:tu|toi|ton|ta|tes|t’)(?![\w])", re.I)


def test_the_checks_find_what_they_look_for():
    assert slips("Vous gagnez !") and slips("annoncez « Quête » maintenant") and slips("l'armée")
    assert slips("Événement : {card}") and slips("relancer ; garder") and slips("d'{card}") and slips('champ "format"')
    assert not slips("Vous gagnez\u202f!") and not slips("annoncez «\u202fQuête\u202f» maintenant")
    assert slips("IC à 95 %") and slips("95%") and slips("Tu gagnes.") and slips("ta main")
    assert not slips("IC à 95\u00a0%") and not slips("%(prog)s") and not slips("95\u00a0%%")
    assert not slips("l’armée") and not slips("{step:>3}") and not slips("{name!r}") and not slips("3-4-5 : x".replace(" :", "\u00a0:"))


# Russian: «ёлочки», not straight quotes; an em dash between words, not a hyphen between spaces
# (a lone "-" among key names, as in "+ - [ ] m x", is a key, not a dash).
_STRAIGHT_QUOTE = re.compile(r"\"")
_HYPHEN_AS_DASH = re.compile(r"(?<=[\w}»)]) - (?=[\w{«(`])")


# words written with ё (a reader stumbles on "еще", "счет", "ее"), by their stems
_WITHOUT_YO = re.compile(
    r"(?<![а-яё])(?:еще|ее|счет\w*|расчет\w*|подсчет\w*|отчет\w*|учет\w*|зачет\w*|берет|берете|дает|даете|идет|идете|ведет|"
    r"несет|живет|трех|четырех|звезд)(?![а-яё])", re.I)
# abbreviations a player cannot read: say the words
_ABBREVIATIONS = re.compile(r"(?<![А-ЯЁа-яё])(?:ДИ)(?![А-ЯЁа-яё])")
# «вы» capitalised mid-sentence (the register: lower case, docs/i18n.md); the seat's name
# standing alone ("Ход 5: Вы.", "(Вы)") is a name and keeps its capital
_YOU = re.compile(r"(?<![\w])(?:Вы|Вас|Вам|Вами|Ваш\w*)(?![\w])")


def you_capitalised_mid_sentence(text: str) -> bool:
    for found in _YOU.finditer(text):
        before, after = text[:found.start()].rstrip(" \u00a0"), text[found.end():]
        if before == "" or before[-1] in ".!?…«\n":
            continue
        if before.endswith("(") and after.startswith(")") or before.endswith(":") and after in ("", "."):
            continue
        return True
    return False


def russian_slips(text: str) -> list[str]:
    """What a Russian reader would mark in `text`: each slip named."""
    found = []
    if _STRAIGHT_QUOTE.search(text):
        found.append("a straight quote (use «ёлочки»)")
    if _HYPHEN_AS_DASH.search(text):
        found.append("a hyphen as a dash (use —)")
    if _PERCENT.search(text):
        found.append("a percent sign glued or after a plain space (use U+00A0, as CLDR: 95\u00a0%)")
    if _WITHOUT_YO.search(text):
        found.append("е where ё belongs")
    if _ABBREVIATIONS.search(text):
        found.append("an abbreviation a player cannot read (ДИ)")
    if you_capitalised_mid_sentence(text):
        found.append("«Вы» capitalised mid-sentence (the register: «вы»)")
    return found


def test_the_russian_checks_find_what_they_look_for():
    assert russian_slips('нет поля "format"') and russian_slips("{problem} - в `{where}`")
    assert russian_slips("доля побед (95% ДИ)") and russian_slips("ещё раз, еще раз") and russian_slips("Счет: 5")
    assert russian_slips("Неудача: {card} остаётся; Вы ранены.") and russian_slips("У Вас больше всего существ")
    assert not russian_slips("Вы ранены. Вы выбываете") and not russian_slips("Ход {turn}: Вы.") and not russian_slips("Ход 5 (Вы): бросок")
    assert not russian_slips("доля побед (интервал 95\u00a0%)") and not russian_slips("ещё, счёт, её, всё")
    assert not russian_slips("нет поля «format»") and not russian_slips("силы + - [ ] m x") and not russian_slips("{problem} — в")


def translations(code: str) -> Iterator[str]:
    """Every translated text of the catalog of `code`, each plural form apart."""
    with po_path(code).open("rb") as f:
        catalog = read_po(f, locale=code)
    for message in catalog:
        if message.id:
            yield from (text for text in (message.string if isinstance(message.string, tuple) else (message.string,)) if text)


@pytest.mark.parametrize("code, check", [("fr", slips), ("ru", russian_slips)], ids=["fr", "ru"])
def test_every_message_is_set_as_its_language_is_printed(code: str, check: Callable[[str], list[str]]):
    bad = [f"{slip}: {text!r}" for text in translations(code) for slip in check(text)]
    assert not bad, f"{len(bad)} messages in {code}:\n" + "\n".join(bad[:40])


def test_the_days_of_the_week_are_cldrs():
    from dragonwood_tui.i18n.formats import weekday_name

    assert weekday_name(3, "abbreviated", "fr") == "jeu." and weekday_name(3, "wide", "fr") == "jeudi"
    assert weekday_name(3, "abbreviated", "ru") == "чт" and weekday_name(0, "abbreviated", "en") == "Mon"
