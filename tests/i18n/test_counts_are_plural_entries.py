"""Every message that shows a count with its noun ("{n} cards", "{size} bytes") is a plural entry
(`ngettext`): Russian has three forms (1 байт, 2 байта, 5 байт), French's first serves 0 and 1.

A message counts a noun when a placeholder holding a number is followed by a word that is a
noun: one the catalog's plural entries count somewhere (their words after a placeholder), or an
English plural. The honest exceptions are units and abbreviations, which no language inflects
(`UNITS`), and words after a number that are no noun (`NOT_NOUNS`: "+{n} attack" is an amount,
"{n} more" an adverb)."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from dragonwood_tui.i18n.catalogs import po_path

# placeholders that hold a number in the messages (a name like {who} or {card} holds a word)
NUMBER_FIELDS = {"n", "count", "size", "most", "total", "limit", "need", "done", "seconds", "steps", "turns", "stars",
                 "points", "seats", "players", "passes", "moves"}
UNITS = {"VP", "pts", "s", "MiB", "ms", "px"}
NOT_NOUNS = {"more", "left", "out", "faced", "waiting", "newer", "older", "attack", "next", "of", "to", "in", "and", "or",
             "for", "per", "times", "played"}
_AFTER = re.compile(r"\{(\w+)(?::[^}]*)?\} ([A-Za-z]+)")


def _catalog():  # type: ignore[no-untyped-def]
    with po_path("fr").open("rb") as f:
        return read_po(f, locale="fr")


def counted_nouns(catalog) -> set[str]:  # type: ignore[no-untyped-def]
    """The words the plural entries put after a placeholder ("card", "cards", "byte"...)."""
    words: set[str] = set()
    for m in catalog:
        if isinstance(m.id, (tuple, list)):
            for form in m.id:
                words.update(w for _, w in _AFTER.findall(form))
    return words - UNITS - NOT_NOUNS


def counts_without_plural(catalog) -> list[str]:  # type: ignore[no-untyped-def]
    nouns = counted_nouns(catalog)
    found = []
    for m in catalog:
        if not m.id or not isinstance(m.id, str):
            continue
        for field, word in _AFTER.findall(m.id):
            if field not in NUMBER_FIELDS or word in UNITS or word in NOT_NOUNS:
                continue
            if word in nouns or (word.endswith("s") and word.islower() and len(word) > 3):
                found.append(m.id)
                break
    return found


def test_every_count_with_its_noun_is_a_plural_entry():
    assert counts_without_plural(_catalog()) == []


def test_the_check_sees_a_count_without_plural_forms():
    from babel.messages.catalog import Catalog

    catalog = Catalog(locale="fr")
    catalog.add(("{n} card", "{n} cards"), ("{n} carte", "{n} cartes"))
    for message in ("{size} bytes", "at most {n} characters", "{n} card left", "{n} VP", "{n} more"):
        catalog.add(message, message)
    assert counts_without_plural(catalog) == ["{size} bytes", "at most {n} characters", "{n} card left"]


def test_bytes_agree_with_their_count(in_language):
    from dragonwood_tui.i18n import ngettext, _
    from dragonwood_tui.storage.regular import size_said

    said = {}
    for code in ("en", "fr", "ru"):
        in_language(code)
        said[code] = [size_said(n, _, lambda x, d: str(int(x)), ngettext) for n in (1, 2, 5, 21)]
    assert said["en"] == ["1 byte", "2 bytes", "5 bytes", "21 bytes"]
    assert said["fr"] == ["1 octet", "2 octets", "5 octets", "21 octets"]
    assert said["ru"] == ["1 байт", "2 байта", "5 байт", "21 байт"]


# A participle after a count agrees with it as a noun does (French «1 affrontée», «2 affrontées»):
# Road Quest's road line said «▒1 affrontés». The one exception counts what is never one.
_PARTICIPLE = re.compile(r"\{(\w+)(?::[^}]*)?\} ([a-z]+ed)\b")
NEVER_ONE = {"Equals your best ever {what} ({total} played)."}  # total: this game and an earlier one, at least 2


def participles_without_plural(catalog) -> list[str]:  # type: ignore[no-untyped-def]
    return [m.id for m in catalog if m.id and isinstance(m.id, str) and m.id not in NEVER_ONE
            and any(field in NUMBER_FIELDS for field, _ in _PARTICIPLE.findall(m.id))]


def test_every_count_with_a_participle_is_a_plural_entry():
    assert participles_without_plural(_catalog()) == []


def test_the_check_sees_a_participle_after_a_count():
    from babel.messages.catalog import Catalog

    catalog = Catalog(locale="fr")
    catalog.add(("{n} beaten", "{n} beaten"), ("{n} battue", "{n} battues"))
    for message in ("{n} faced", "{n} discarded", "{card} faced", "{n} cards"):
        catalog.add(message, message)
    assert participles_without_plural(catalog) == ["{n} faced", "{n} discarded"]


# A message marked with ngettext in one place and _() in another is one plural entry in the
# catalog, and _() shows its first form whatever the count: «▒6 affrontée» on Road Quest's road
# head while the road line said «▒6 affrontées». Every use of a plural message is an ngettext.
_SINGULAR_CALL = re.compile(r"""(?<![\w.])_\(\s*"((?:[^"\\\n]|\\.)*)"\s*\)""")


def singular_uses_of_plurals(sources: dict[str, str], plurals: set[str]) -> list[str]:
    return sorted(f"{name}: {text}" for name, source in sources.items()
                  for text in _SINGULAR_CALL.findall(source) if text in plurals)


def test_no_plural_message_is_looked_up_as_a_singular():
    from pathlib import Path

    import dragonwood_tui

    plurals = {m.id[0] for m in _catalog() if isinstance(m.id, (tuple, list))}
    root = Path(dragonwood_tui.__file__).parent
    sources = {str(p.relative_to(root)): p.read_text(encoding="utf-8") for p in root.rglob("*.py")}
    assert singular_uses_of_plurals(sources, plurals) == []


def test_the_check_sees_a_plural_looked_up_as_a_singular():
    sources = {"a.py": 'x = _("{n} faced").format(n=2)\ny = ngettext("{n} faced", "{n} faced", 2)\nz = _("{n} more")'}
    assert singular_uses_of_plurals(sources, {"{n} faced"}) == ["a.py: {n} faced"]
