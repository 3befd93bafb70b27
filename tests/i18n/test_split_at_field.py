"""A screen that shows a name apart (in bold) cuts its message at the name's field whatever form
the translation asks ("{enemy:le}", "{enemy:acc}"), never at the bare "{enemy}" only."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import dragonwood_tui
from dragonwood_tui.i18n import set_language
from dragonwood_tui.i18n.catalogs import po_path
from dragonwood_tui.i18n.grammar import split_at_field

PACKAGE = Path(dragonwood_tui.__file__).parent
# `_("... {x} ...").partition("{x}")`: a message cut at a field by hand
CUT_BY_HAND = re.compile(r'_\("((?:[^"\\]|\\.)*)"\)\s*(?:\.format\([^)]*\))?\s*\.partition\("\{(\w+)\}"\)')


def test_the_name_comes_in_the_form_the_translation_asks():
    set_language("fr")  # the names' forms are the language's catalog's
    assert split_at_field("battre {enemy:le} · esc annule", "enemy", "Basilic", "fr") == ("battre ", "le Basilic", " · esc annule")
    assert split_at_field("beat {enemy} now", "enemy", "Basilisk", "en") == ("beat ", "Basilisk", " now")
    before, name, after = split_at_field("{n} : pas de nom", "enemy", "Basilic", "fr", n=3)
    assert (before, name, after) == ("3 : pas de nom", "", "")  # a translation without the field


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_no_message_cut_by_hand_has_a_field_the_translation_inflects(code):
    with po_path(code).open("rb") as f:
        catalog = read_po(f)
    found = []
    for path in PACKAGE.rglob("*.py"):
        for msgid, field in CUT_BY_HAND.findall(path.read_text(encoding="utf-8")):
            message = catalog.get(msgid.encode().decode("unicode_escape"))
            if message is not None and re.search(r"\{" + field + r":", str(message.string)):
                found.append(f"{path.name}: {msgid!r}")
    assert not found, found
