"""The card names of every registered game, for the catalog: the Babel extractor (babel.cfg maps
it onto this file) reads each game's own declaration (`Game.card_names`), so a new card, or a
new game's cards, is in the next extraction with nothing to add here.
"""

from __future__ import annotations

from collections.abc import Iterator


def game_card_names() -> Iterator[tuple[str, str, str]]:
    """(context, English name, what it is) of every card name of the registered games, in the
    registry's order, once each (the first note wins)."""
    from dragonwood_tui.games import game_kinds, get_game

    seen: set[tuple[str, str]] = set()
    for kind in game_kinds():
        for context, name, note in get_game(kind).card_names():
            if (context, name) not in seen:
                seen.add((context, name))
                yield context, name, note


def extract(fileobj: object, keywords: object, comment_tags: object, options: object) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extractor interface: the card names as `pgettext(context, name)` messages."""
    for context, name, note in game_card_names():
        yield 1, "pgettext", (context, name), [note]


def extract_grammar(fileobj: object, keywords: object, comment_tags: object, options: object) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extractor: one "<context> grammar" entry per card name, for its forms
    (`i18n.grammar`), and one for the person's seat where it is not the subject."""
    from dragonwood_tui.i18n.grammar import GRAMMAR_SUFFIX, SEAT_CONTEXT

    note = ("The grammar of this name, for the messages that insert it. Russian: "
            "\"gender=m|f|n|pl; acc=…; gen=…; dat=…; ins=…; prep=…\" (the name in each case). "
            "French: \"gender=m|f; article=le|la|l’|les\". docs/i18n.md: Grammar of names.")
    for context, name, _what in game_card_names():
        if context.endswith(" card"):
            yield 1, "pgettext", (context + GRAMMAR_SUFFIX, name), [note]
    # the person's seat where it is not the subject (games.words.seat_word): "у вас", "à vous"
    yield 1, "pgettext", (SEAT_CONTEXT + GRAMMAR_SUFFIX, "You"), [note]
