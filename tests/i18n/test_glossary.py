"""The glossary of docs/i18n.md is what the catalogs say: a term of a row marked "each" is in every
French or Russian message of its game whose English says the English term, every term is used,
and an avoided word (the competing synonym) is in no message of that game nor its rules page."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from dragonwood_tui.i18n.catalogs import po_path
from dragonwood_tui.i18n.grammar import GRAMMAR_SUFFIX

DOC = Path(__file__).resolve().parents[2] / "docs" / "i18n.md"
GAMES = {"Dragonwood": "dragonwood", "Dice Quest": "dice_quest", "Road Quest": "road_quest"}
TITLES = re.compile(r"Dice Quest|Road Quest|Dragonwood", re.I)


@dataclass(frozen=True)
class Row:
    game: str
    english: str
    terms: dict[str, str]
    avoided: dict[str, list[str]]
    each: bool


def glossary(text: str | None = None) -> list[Row]:
    text = DOC.read_text(encoding="utf-8") if text is None else text
    table = text.split("<!-- glossary -->", 1)[1].split("<!-- /glossary -->", 1)[0]
    rows = []
    for line in table.strip().splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        game, english, fr, _fr_source, ru, _ru_source, avoided, check = cells
        avoid: dict[str, list[str]] = {"fr": [], "ru": []}
        for part in filter(None, (p.strip() for p in avoided.split(";"))):
            code, _colon, words = part.partition(":")
            avoid[code.strip()] += [w.strip() for w in words.split(",") if w.strip()]  # "paquet (paquet trésor)"
        rows.append(Row(game, english, {"fr": fr, "ru": ru}, avoid, check == "each"))
    return rows


def stems(term: str) -> list[re.Pattern[str]]:
    """Each word of `term` by its stem, at a word's start: "Буря" finds «Бурю», "Frapper" «Frappez»."""
    return [re.compile(r"(?<!\w)" + re.escape(word[: max(3, len(word) - 3)].lower())) for word in re.findall(r"\w+", term)]


def says(text: str, term: str) -> bool:
    low = text.lower()
    return all(p.search(low) for p in stems(term))


def messages(code: str, game: str) -> list[tuple[str, str]]:
    """(English, translation) of `code`'s messages of `game`'s files, each plural form apart."""
    with open(po_path(code), "rb") as f:
        catalog = read_po(f)
    folder = GAMES[game]
    out = []
    for m in catalog:
        if not m.id or (m.context or "").endswith(GRAMMAR_SUFFIX):
            continue
        if not any(f"/{folder}/" in path or path.endswith(f"/{folder}") for path, _line in m.locations):
            if not (m.context or "").startswith(folder.replace("_", "-")):  # the card names: their context
                continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        out += [(ids[min(i, len(ids) - 1)], form) for i, form in enumerate(forms)]
    return out


ROWS = glossary()


def test_the_glossary_is_read():
    assert len(ROWS) >= 25 and any(r.english == "Wind Storm" and r.terms["ru"] == "Буря" for r in ROWS)
    assert says("Буря! Передайте карту", "Буря") and says("вы сбрасываете карту в Бурю", "Буря")
    assert not says("Ураган! Передайте карту", "Буря")


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.game}-{r.english}")
def test_the_catalogs_use_the_glossarys_word(code, row):
    # a capitalised term is a name ("Strike"): its lower-case twin is a config word ("strike")
    pattern = re.compile(r"\b" + re.escape(row.english) + r"\b", 0 if row.english[0].isupper() else re.I)
    term = row.terms[code]
    found = messages(code, row.game)
    assert any(says(t, term) for _e, t in found), f"{term!r} is in no {code} message of {row.game}"
    if row.each:
        missing = [(e, t) for e, t in found if pattern.search(TITLES.sub("", e)) and not says(t, term)]
        assert missing == [], f"{len(missing)} messages say {row.english!r} without {term!r}: {missing[:3]}"


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("row", [r for r in ROWS if r.avoided["fr"] or r.avoided["ru"]], ids=lambda r: f"{r.game}-{r.english}")
def test_no_competing_synonym(code, row):
    rules = DOC.parents[1] / "dragonwood_tui" / "games" / GAMES[row.game] / f"rules.{code}.md"
    texts = [t for _e, t in messages(code, row.game)] + [rules.read_text(encoding="utf-8")]
    for avoided in row.avoided[code]:
        word, _paren, allowed = avoided.partition(" (")
        pattern = re.compile(r"(?<!\w)" + re.escape(word), re.I)
        hits = [t for t in texts if pattern.search(t.replace(allowed.rstrip(")"), "") if allowed else t)]
        assert hits == [], f"{word!r} (the glossary says {row.terms[code]!r}): {hits[:2]}"
