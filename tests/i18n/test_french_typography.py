"""French typography in the French catalog: a narrow no-break space (U+202F) or a no-break space
(U+00A0) before `: ; ! ?` and inside « », and typographic apostrophes (l’armée, not l'armée), as
French publishers and the French rule books print them. A plain space there lets a terminal wrap
the line between a word and its colon; a straight apostrophe is a typewriter's."""

from __future__ import annotations

import re

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
    return found


def test_the_checks_find_what_they_look_for():
    assert slips("Vous gagnez !") and slips("annoncez « Quête » maintenant") and slips("l'armée")
    assert slips("Événement : {card}") and slips("relancer ; garder") and slips("d'{card}")
    assert not slips("Vous gagnez\u202f!") and not slips("annoncez «\u202fQuête\u202f» maintenant")
    assert not slips("l’armée") and not slips("{step:>3}") and not slips("{name!r}") and not slips("3-4-5 : x".replace(" :", "\u00a0:"))


def test_every_french_message_is_set_as_french_is_printed():
    with po_path("fr").open("rb") as f:
        catalog = read_po(f, locale="fr")
    bad = []
    for message in catalog:
        if not message.id:
            continue
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in texts:
            for slip in slips(text or ""):
                bad.append(f"{slip}: {text!r}")
    assert not bad, f"{len(bad)} French messages:\n" + "\n".join(bad[:40])
