"""Typography in the French and Russian catalogs, as their publishers and the rule books print them.

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
    return found


def test_the_checks_find_what_they_look_for():
    assert slips("Vous gagnez !") and slips("annoncez « Quête » maintenant") and slips("l'armée")
    assert slips("Événement : {card}") and slips("relancer ; garder") and slips("d'{card}") and slips('champ "format"')
    assert not slips("Vous gagnez\u202f!") and not slips("annoncez «\u202fQuête\u202f» maintenant")
    assert not slips("l’armée") and not slips("{step:>3}") and not slips("{name!r}") and not slips("3-4-5 : x".replace(" :", "\u00a0:"))


# Russian: «ёлочки», not straight quotes; an em dash between words, not a hyphen between spaces
# (a lone "-" among key names, as in "+ - [ ] m x", is a key, not a dash).
_STRAIGHT_QUOTE = re.compile(r"\"")
_HYPHEN_AS_DASH = re.compile(r"(?<=[\w}»)]) - (?=[\w{«(`])")


def russian_slips(text: str) -> list[str]:
    """What a Russian reader would mark in `text`: each slip named."""
    found = []
    if _STRAIGHT_QUOTE.search(text):
        found.append("a straight quote (use «ёлочки»)")
    if _HYPHEN_AS_DASH.search(text):
        found.append("a hyphen as a dash (use —)")
    return found


def test_the_russian_checks_find_what_they_look_for():
    assert russian_slips('нет поля "format"') and russian_slips("{problem} - в `{where}`")
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
