"""A French or Russian screen never shows a Latin capital standing for a colour (Dragonwood's G, R, P,
B, O) or a terrain (Road Quest's F, M, S, P): a reader of the language does not know what G7 or F→M
mean. The catalogs are read, and the texts the games make from their data ("G7", "Forest road
(F→F P S)") are made in both languages."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from dragonwood_tui.i18n.catalogs import po_path

# a lone capital of those letters: "G7", "(F→M", "F P S", "P:" — not in a word, a key ("Ctrl+P") or a field
LATIN_INITIAL = re.compile(r"(?<![\w{+\-/`'])([GRPBOFMS])(?=\d|[\s,)→/·:;.]|$)")


def test_the_check_finds_what_it_looks_for():
    assert LATIN_INITIAL.search("G7") and LATIN_INITIAL.search("Route (F→F P S)") and LATIN_INITIAL.search("Ours (M, attaque 5)")
    assert not LATIN_INITIAL.search("Ctrl+P : toutes les commandes") and not LATIN_INITIAL.search("PV, Frapper, {card}")


def own_letters(code: str) -> set[str]:
    """The language's own colour and terrain letters (the catalog's "... letter" entries: French
    writes R for rouge as English does for red; a letter English alone uses is still caught)."""
    with open(po_path(code), "rb") as f:
        catalog = read_po(f)
    return {str(m.string) for m in catalog if m.id and m.context and m.context.endswith(" letter") and m.string}


def latin_initials(text: str, allowed: set[str]) -> list[str]:
    return [m.group(1) for m in LATIN_INITIAL.finditer(text) if m.group(1) not in allowed]


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_no_translation_writes_a_latin_initial(code):
    with open(po_path(code), "rb") as f:
        catalog = read_po(f)
    allowed = own_letters(code)
    found = [form for m in catalog if m.id and not (m.context or "").endswith(" letter")
             for form in (m.string if isinstance(m.string, tuple) else (m.string,)) if latin_initials(form, allowed)]
    assert found == []


def game_texts() -> list[str]:
    """What the games make from their data for a screen: Dragonwood's adventurer cards, Road
    Quest's cards with their terrains."""
    from dragonwood_tui.games.dragonwood.cards import LADYBUG_FIRST
    from dragonwood_tui.games.dragonwood.describe import _card
    from dragonwood_tui.games.road_quest.cards import standard_cards
    from dragonwood_tui.games.road_quest.describe import card_text

    cards = standard_cards()
    return [_card(c) for c in range(LADYBUG_FIRST)] + [card_text(c, cards.numbers) for c in cards.cards]


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_the_games_texts_show_no_latin_initial(in_language, code):
    in_language(code)
    allowed = own_letters(code)
    assert code != "fr" or {"Ve", "Vi", "Mo", "Ma"} <= allowed  # French's own letters are read (green, violet, mountain, swamp)
    shown = sorted({t for t in game_texts() if latin_initials(t, allowed)})
    assert shown == [], f"{len(shown)} texts, first: {shown[:3]}"
