"""The catalogs: complete, not fuzzy, the same placeholders in every language, up to date with
the code, and the compiled catalogs the package ships exactly what Babel compiles from them."""

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
from dragonwood_tui.i18n.catalogs import LOCALE_DIR, agrees, mo_path, po_path

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


def babel_compiled(po: Path, code: str) -> bytes:
    """What `pybabel compile` (tools/i18n.sh) writes for `po`: fuzzy and untranslated entries left out."""
    with po.open("rb") as f:
        cat = read_po(f, locale=code)
    buffer = io.BytesIO()
    write_mo(buffer, cat, use_fuzzy=False)
    return buffer.getvalue()


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_shipped_catalog_is_babels_compilation_of_the_po(code: str):
    """The app reads the shipped .mo only: a .po edited without compiling it again fails here."""
    shipped = mo_path(code)
    assert shipped.is_file(), f"{code}: no {shipped.relative_to(ROOT)}: run `sh tools/i18n.sh`"
    assert shipped.read_bytes() == babel_compiled(po_path(code), code), (
        f"{code}: {shipped.relative_to(ROOT)} is not the compiled {po_path(code).name}: run `sh tools/i18n.sh` "
        "and commit the .mo files")


def test_the_shipped_catalogs_check_can_fail(tmp_path):
    """An edited translation compiles to other bytes (Babel's output is deterministic)."""
    po = tmp_path / "dragonwood.po"
    text = po_path("fr").read_text(encoding="utf-8")
    assert 'msgstr "Nouvelle partie"' in text
    po.write_text(text.replace('msgstr "Nouvelle partie"', 'msgstr "Partie nouvelle"'), encoding="utf-8")
    assert babel_compiled(po_path("fr"), "fr") == babel_compiled(po_path("fr"), "fr")
    assert babel_compiled(po, "fr") != mo_path("fr").read_bytes()


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_app_refuses_no_shipped_translation(code: str):
    """The run-time check (`catalogs.agrees`, stricter than the test above: a field's conversion and
    spec too) keeps every translation of the catalogs, in every plural form: none shows in English.
    No plural form leaves out `{n}`: French's first form serves 0 and 1, Russian's serves 21 and
    31 as well as 1, so each must say the number."""
    refused = [(m.id, form) for m in catalog(code) if m.id
               for form in forms(m) if not agrees(form, *(m.id if isinstance(m.id, tuple) else (m.id,)))]
    assert refused == [], f"{code}: placeholders differ from the English: {refused[:5]}"


@pytest.mark.parametrize("translation, english", [
    ("{b} puis {a}", ("{a} then {b}",)),  # moved: fine
    ("{n} carte", ("{n} card", "{n} cards")),
    ("{{littéral}} {n}", ("{n} cards",)),  # doubled braces are text
    ("{step:>3} étape", ("step {step:>3}",)),
    ("12 % de chances pour {n}", ("12% chance for {n}",)),  # a % in a str.format message is text
    ("%(prog)s : erreur : %(message)s\n", ("%(prog)s: error: %(message)s\n",)),
    ("%(matches)s pour %(option)s", ("ambiguous option: %(option)s could match %(matches)s",)),
    ("attendu %s argument", ("expected %s argument", "expected %s arguments")),
    ("100 %% de {n}", ("all of {n}",)),
    ("sans accolade", ("no {brace",)),  # an English that is no format string is never formatted
])
def test_a_translation_with_the_same_placeholders_is_kept(translation, english):
    assert agrees(translation, *english)


@pytest.mark.parametrize("translation, english", [
    ("{n} cartes de {joueur}", ("{n} cards of {player}",)),  # a field the code does not give
    ("cartes", ("{n} cards",)),  # a field left out
    ("{n} {n} {x}", ("{n} cards",)),
    ("{} cartes", ("{n} cards",)),  # positional: an IndexError
    ("{0} cartes", ("{n} cards",)),
    ("{n.__class__} cartes", ("{n} cards",)),  # an attribute: leaks what the object holds
    ("{n[0]} cartes", ("{n} cards",)),
    ("{n!r} cartes", ("{n} cards",)),
    ("{n:>40000000} cartes", ("{n} cards",)),  # another spec: a crash or a huge string
    ("{step:{w}}", ("step {step:>3}",)),
    ("{n} cartes {", ("{n} cards",)),  # a lone brace: ValueError in .format()
    ("{n} cartes }", ("{n} cards",)),
    ("{n carte", ("{n} card",)),
    ("carte", ("one card", "{n} cards")),  # a plural form without the number
    ("%(prog)s : %(erreur)s", ("%(prog)s: error: %(message)s\n",)),  # an unknown key: KeyError
    ("%(prog)s", ("%(prog)s: error: %(message)s\n",)),
    ("attendu %d argument", ("expected %s argument", "expected %s arguments")),
    ("%s et %s", ("unrecognized arguments: %s",)),  # one argument given: TypeError
    ("50 % des %s", ("unrecognized arguments: %s",)),  # a stray % in a %-template is a conversion
])
def test_a_translation_with_other_placeholders_is_refused(translation, english):
    assert not agrees(translation, *english)


def test_the_package_ships_the_compiled_catalogs():
    """`pip install .` (not editable) copies what package-data names: the .mo files must be named."""
    import tomllib
    from fnmatch import fnmatch

    with (ROOT / "pyproject.toml").open("rb") as f:
        data = tomllib.load(f)["tool"]["setuptools"]["package-data"]
    for code in TRANSLATED:
        inside = mo_path(code).relative_to(ROOT / "dragonwood_tui").as_posix()
        assert any(fnmatch(inside, pattern) for pattern in data.get("dragonwood_tui", [])), inside
