"""Dragonwood's colour letters (G7) and Road Quest's terrain letters (F, M, S, P) in the language's
initials: distinct, the same on the table, in the narration and on the rules page."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.i18n import pgettext
from dragonwood_tui.games.dragonwood import cards as dw
from dragonwood_tui.games.road_quest.cards import TERRAIN_SYMBOL, TERRAINS, terrain_letter

GAMES = Path(__file__).resolve().parents[2] / "dragonwood_tui" / "games"
LATIN = re.compile(r"^[A-Z]")
DIGIT_LIKE = {"З", "з", "Б", "б"}  # Cyrillic letters drawn like 3 and 6 in most terminal fonts


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_the_letters_are_the_languages_and_the_rules_page_names_them(code):
    i18n.set_language(code)
    colours = [dw.colour_letter(c) for c in range(len(dw.COLOURS))]
    terrains = [terrain_letter(t) for t in TERRAINS]
    for letters in (colours, terrains):
        assert len(set(letters)) == len(letters) and all(0 < len(x) <= 2 for x in letters), letters
        assert not ambiguous(letters), letters
    # a colour's letter stands before a number: none that reads as a digit there ("З3" as "33")
    assert not [x for x in colours if x in DIGIT_LIKE], colours
    # each letter begins its colour's or terrain's word in the language (vert: Ve, болото: Б)
    words = [pgettext("dragonwood colour", c) for c in dw.COLOURS] + [pgettext("road quest terrain", t) for t in TERRAINS]
    assert [w for w, x in zip(words, colours + terrains) if not w.casefold().startswith(x.casefold())] == []
    if code == "ru":  # no Latin capital standing for a colour or a terrain
        assert not [x for x in colours + terrains if LATIN.match(x)], (colours, terrains)
    assert dw.label(6) == f"{colours[dw.COLOUR[6]]}{dw.VALUE[6]}"
    page = (GAMES / "dragonwood" / f"rules.{code}.md").read_text(encoding="utf-8")
    assert all(f"({x})" in page for x in colours), colours
    page = (GAMES / "road_quest" / f"rules.{code}.md").read_text(encoding="utf-8")
    assert all(f"{TERRAIN_SYMBOL[t]}{terrain_letter(t)}," in page or f"{TERRAIN_SYMBOL[t]}{terrain_letter(t)} " in page
               for t in TERRAINS)


# letters drawn alike in terminal fonts: a Cyrillic С reads as the Latin C of a card's key
HOMOGLYPHS = str.maketrans("АВСЕНКМОРТХУ", "ABCEHKMOPTXY")


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_no_colour_letter_reads_as_a_landscape_cards_letter(code):
    """`✓≋Ф` on a hand card means "fits card Ф" (the key a in a Russian layout); a colour letter
    equal to, or drawn like, a card letter makes `Ф6` read as "card Ф" (or `С7` as card C)."""
    from dragonwood_tui.tui.keyboard_layout import cyrillic_display

    i18n.set_language(code)
    colours = {dw.colour_letter(c).translate(HOMOGLYPHS) for c in range(len(dw.COLOURS))}
    cards = {k.upper() for k in "abcde"} | {(cyrillic_display(k) or k).upper().translate(HOMOGLYPHS) for k in "abcde"}
    assert not colours & cards, sorted(colours & cards)


def ambiguous(letters: list[str]) -> list[str]:
    """Letters a reader cannot tell apart: one that begins another (V and Vi: is V7 green or violet?)."""
    return [x for x in letters for y in letters if x != y and y.startswith(x)]


def test_the_check_sees_an_ambiguous_letter():
    assert ambiguous(["V", "R", "Vi", "B", "O"]) == ["V"] and ambiguous(["F", "M", "Ma", "P"]) == ["M"]
    assert ambiguous(["Ve", "R", "Vi", "B", "O"]) == [] and ambiguous(["З", "К", "Ф", "С", "О"]) == []


def test_english_keeps_its_letters():
    assert [dw.colour_letter(c) for c in range(5)] == list(dw.COLOUR_LETTERS) == ["G", "R", "P", "Bl", "O"]
    assert [terrain_letter(t) for t in TERRAINS] == ["F", "M", "S", "P"]


def test_a_russian_transcript_names_terrains_in_russian(capsys, monkeypatch, tmp_path):
    from dragonwood_tui.cli import main

    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path))
    sample = Path(__file__).resolve().parents[2] / "saves" / "road-quest-3-seats.json"
    assert main(["--lang", "ru", "replay", "--text", str(sample)]) == 0
    text = capsys.readouterr().out
    assert re.search(r"Лесн(ая|ую) дорог(а|у) \(Л→", text) and not re.search(r"\([FMSP]→", text)  # the name declined where its verb asks
