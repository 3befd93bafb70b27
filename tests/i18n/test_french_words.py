"""The French a native board-gamer signs: the rule books' words (../shared/rules/), labels that
mean what they do, days as CLDR abbreviates them, and the rules pages set as the catalog is.

Messages that insert a card or player name are left to the grammar of names (their articles and
genders), so the word checks below read the others."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.dates import get_day_names
from babel.messages.pofile import read_po

from dragonwood_tui import games
from dragonwood_tui.i18n.catalogs import po_path

from .test_typography import slips

# a placeholder that inserts a card, creature, enemy, character, treasure or player name
_NAME_FIELD = re.compile(r"\{(card|name|creature|enemy|character|treasure|player|who|winner|target|to|others|potion|jack|cards|names|creatures|joined|seats|seat)\b")


def _french() -> list[tuple[str, list[str], list[str]]]:
    """(English, translations, source files) of every French message."""
    with open(po_path("fr"), "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id:
            continue
        english = m.id if isinstance(m.id, str) else " || ".join(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string)
        out.append((english, strings, [loc for loc, _ in m.locations]))
    return out


def _road_quest_words() -> list[tuple[str, str]]:
    return [(english, s) for english, strings, files in _french()
            if any("road_quest" in f for f in files) and not _NAME_FIELD.search(english) for s in strings]


def test_road_quest_says_what_its_rule_book_says():
    """The French Road Quest text: « embûche », the « Pioche » and the « Défausse » (the pile named
    as the verb défausser: a new player read « Rejet » beside « défausser » as two things), never
    the embuscade, the Rejet or the paquet of other games."""
    wrong = [(english, s) for english, s in _road_quest_words()
             if re.search(r"embuscade|Rejet|\bpaquet\b(?! trésor)", s)]
    assert not wrong, wrong


def test_the_quest_line_is_the_zone_de_quete():
    """Dice Quest's row of enemies is the « zone de quête » of the BoardGameArena text, in every
    message: a term, unlike an article, does not depend on the names a message inserts."""
    wrong = [(e, s) for e, strings, _ in _french() for s in strings if "ligne de quête" in s]
    assert not wrong, wrong


@pytest.mark.parametrize("english, not_said, reason", [
    ("Person (plays here)", r"^Personne", "« Personne » reads « nobody »"),
    ("Last played", r"coup", "a date, not a move"),
    ("Same cards and dice", r"chance", "say what it does: the same cards and dice"),
    ("New shuffle", r"chance", "say what it does: a new shuffle"),
    ("Tie-break: the Orange Dragon first, then most creatures.", r"[ÉéE]galité|nul", "a tie-break decides a tie"),
    ("One step back", r"\bpas\b", "a replay's step is a move (« coup »)"),
    ("five of a kind", r"cinq", "the BoardGameArena text says « yam »"),
])
def test_a_label_means_what_it_does(english: str, not_said: str, reason: str):
    translations = [s for e, strings, _ in _french() if e == english for s in strings]
    assert translations, english
    assert not any(re.search(not_said, s) for s in translations), (english, translations, reason)


def test_days_are_abbreviated_as_cldr_writes_them():
    """« jeu. », not « Jeu »: the app's days come from Babel's CLDR data for French, as its other formats."""
    from dragonwood_tui.i18n.formats import weekday_name

    cldr = get_day_names("abbreviated", locale="fr")
    assert [weekday_name(i, "abbreviated", "fr") for i in range(7)] == [cldr[i] for i in range(7)]
    assert weekday_name(3, "abbreviated", "fr") == "jeu."


def _prose(page: str) -> list[str]:
    """The lines of a markdown page a reader reads: code blocks, code spans and link targets out."""
    lines, fence = [], False
    for line in page.splitlines():
        if line.startswith("```"):
            fence = not fence
        elif not fence and not line.startswith("    ") and not set(line) <= set("|-: "):
            lines.append(re.sub(r"`[^`]*`|\]\([^)]*\)", "", line))
    return lines


@pytest.mark.parametrize("kind", games.game_kinds())
def test_the_french_rules_pages_are_set_as_french_is_printed(kind: str):
    wrong = [(line, slips(line)) for line in _prose(games.rules_text(kind, "fr")) if slips(line)]
    assert not wrong, wrong[:5]


def test_the_rules_page_of_road_quest_says_what_its_rule_book_says():
    page = "\n".join(_prose(games.rules_text("road-quest", "fr")))
    assert not re.findall(r"embuscade|Rejet|pioche principale|pioche des trésors", page)
    assert "Défausse" in page and "Pioche" in page and "paquet trésor" in page


def test_the_checks_find_what_they_look_for():
    assert _NAME_FIELD.search("Vous défaussez {card}") and not _NAME_FIELD.search("{n} cartes")
    assert _prose("a `l'x` b\n```\nl'y\n```\n    l'z\n|---|:-:|") == ["a  b"]
    assert Path(po_path("fr")).is_file()
