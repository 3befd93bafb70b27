"""The catalogs: complete, not fuzzy, the same placeholders in every language, up to date with
the code, and compiled by the app exactly as GNU/Babel tools compile them."""

from __future__ import annotations

import gettext
import io
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from dragonwood_tui.i18n import LANGUAGES, SOURCE
from dragonwood_tui.i18n.catalogs import LOCALE_DIR, po_path
from dragonwood_tui.i18n.po import compile_mo, parse_po

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in LANGUAGES if code != SOURCE]


def catalog(code: str) -> Catalog:
    with po_path(code).open("rb") as f:
        return read_po(f, locale=code)


def placeholders(text: str) -> set[str]:
    """The named fields of a str.format message and the %-fields of an argparse one."""
    names = {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    percent = set(re.findall(r"%\(\w+\)[sdr]|%[sdr]", text.replace("%%", "")))
    return names | percent


def forms(message) -> list[str]:  # type: ignore[no-untyped-def]
    return list(message.string) if isinstance(message.string, tuple) else [message.string]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_and_none_is_fuzzy(code: str):
    cat = catalog(code)
    assert cat.fuzzy is False, f"{code}: the catalog's header is fuzzy"
    bad = [(m.context, m.id) for m in cat if m.id and (m.fuzzy or not all(forms(m)))]
    assert bad == [], f"{code}: untranslated or fuzzy: {bad[:10]}"
    assert not list(cat.obsolete), f"{code}: obsolete entries left (tools/i18n.sh drops them)"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_has_the_placeholders_of_its_message(code: str):
    cat = catalog(code)
    wrong = []
    for m in cat:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        expected = placeholders(ids[-1]) | placeholders(ids[0])
        for form in forms(m):
            if placeholders(form) != expected:
                wrong.append((m.id, form))
    assert wrong == [], f"{code}: placeholders differ: {wrong[:5]}"


def test_the_placeholder_check_can_fail():
    assert placeholders("{n} cartes de {name}") != placeholders("{n} cards of {player}")
    assert placeholders("%(prog)s: error: %(message)s") == {"%(prog)s", "%(message)s"}


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_plural_rule_is_the_languages(code: str):
    cat = catalog(code)
    assert cat.num_plurals == {"fr": 2, "ru": 3}[code]
    assert all(len(forms(m)) == cat.num_plurals for m in cat if m.id and isinstance(m.id, tuple))


def test_the_template_and_the_catalogs_hold_what_the_code_marks():
    """`tools/i18n.sh` was run after the last change of a marked string (or a card's name)."""
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg

    with (ROOT / "babel.cfg").open() as f:
        method_map, options_map = parse_mapping_cfg(f)
    found = set()
    for _file, _line, message, _comments, context in extract_from_dir(
        str(ROOT), method_map, options_map, comment_tags=("TRANSLATORS:",)
    ):
        found.add((context, message if isinstance(message, str) else message[0]))
    with (LOCALE_DIR / "dragonwood.pot").open("rb") as f:
        template = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(f) if m.id}
    assert found == template, f"run tools/i18n.sh: new {sorted(found - template)[:5]}, gone {sorted(template - found)[:5]}"
    for code in TRANSLATED:
        held = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog(code) if m.id}
        assert held == template, f"{code}: run tools/i18n.sh"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_apps_compiler_gives_what_babel_gives(code: str):
    source = po_path(code).read_text(encoding="utf-8")
    ours = gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(source))))
    buffer = io.BytesIO()
    write_mo(buffer, catalog(code))
    buffer.seek(0)
    babel = gettext.GNUTranslations(buffer)
    assert ours._catalog == babel._catalog  # type: ignore[attr-defined]
    assert ours.plural(5) == babel.plural(5) and ours.plural(21) == babel.plural(21)  # type: ignore[attr-defined]


def test_the_compiler_leaves_out_fuzzy_and_untranslated_entries():
    po = '''msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=2; plural=(n > 1);\\n"

#, fuzzy
msgid "Fuzzy"
msgstr "Flou"

msgid "Empty"
msgstr ""

msgctxt "card"
msgid "Bear"
msgstr "Ours"

msgid "Tab\\there"
msgstr "Tab\\tici"
'''
    t = gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(po))))
    assert t.gettext("Fuzzy") == "Fuzzy" and t.gettext("Empty") == "Empty"
    assert t.pgettext("card", "Bear") == "Ours" and t.gettext("Tab\there") == "Tab\tici"
