"""What the suite reads of a game's words: its card names and the catalogs' translations."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import dragonwood_tui
from dragonwood_tui.i18n import LANGUAGES, SOURCE

TRANSLATED = [code for code in LANGUAGES if code != SOURCE]


def declared_card_names(kind: str) -> list[tuple[str, str]]:
    """(catalog context, English name) of every name the game's cards show: its own declaration
    (`Game.card_names`; none for a game of no cards)."""
    from dragonwood_tui.games import get_game

    return [(context, name) for context, name, _note in get_game(kind).card_names()]


@cache
def translations(code: str) -> dict[tuple[str | None, str], str]:
    """(context, English) -> the translation, of every message of `code`'s catalog that is
    translated and not fuzzy (read with Babel, as tools/i18n.sh builds them)."""
    from babel.messages.pofile import read_po

    path = Path(dragonwood_tui.__file__).parent / "locale" / code / "LC_MESSAGES" / "dragonwood.po"
    with path.open("rb") as po:
        catalog = read_po(po)
    out: dict[tuple[str | None, str], str] = {}
    for message in catalog:
        if message.id and message.string and not message.fuzzy and isinstance(message.id, str):
            out[(message.context, message.id)] = str(message.string)
    return out
