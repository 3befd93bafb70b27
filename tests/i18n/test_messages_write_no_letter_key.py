"""A message never writes a letter key in its words: it takes a placeholder filled with the key
as the footer shows it (`keyboard_layout.key_shown`: «у» for e in a Cyrillic layout), so a
Russian line never says "(e)" beside a footer saying «у Экспорт» (docs/i18n.md, the rule for key
names). The daily result's "the exported record (e)" did.

`KNOWN`: the buttons and lines that still write theirs, listed in docs/i18n.md (What is not
translated yet); the list may only shrink."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from dragonwood_tui.i18n.catalogs import po_path

# "(e)", "press s", "(or v on ...)": a Latin letter standing alone for a key
LETTER_KEY = re.compile(r"\([a-z]\)|\bpress [a-z]\b|\(or [a-z] ")

KNOWN = {
    "Daily challenge: press s for the result line to share.",
    "Import a copy (c)",
    "It can only be deleted (d).",
    "New shuffle (n)",
    "Next (n)",
    "No reviewed game yet. Positions to practice come from the reviews of your games: play a game, then open it in "
    "Replays and press r to review it (or v on a result screen). Each of your mistakes and blunders becomes a position here.",
    "Open it: replay (o)",
    "Open it: resume (o)",
    "Play (p)",
    "Practice (x)",
    "Replay (p)",
    "Retry (r)",
    "Review (v)",
    "Same cards and dice (s)",
    "Same deal (s)",
}


def letter_keys_written(messages: list[str]) -> list[str]:
    return [m for m in messages if LETTER_KEY.search(m)]


def _messages() -> list[str]:
    with po_path("fr").open("rb") as f:
        catalog = read_po(f, locale="fr")
    return [form for m in catalog if m.id for form in ([m.id] if isinstance(m.id, str) else m.id)]


def test_no_new_message_writes_a_letter_key():
    assert sorted(set(letter_keys_written(_messages())) - KNOWN) == []


def test_the_known_ones_are_still_there():  # the list shrinks as they are fixed
    assert KNOWN <= set(_messages())


def test_the_check_sees_a_letter_key():
    found = letter_keys_written([
        "Dragonwood re-plays the exported record (e) and gives the same line.", "press s to share", "(or v on a result)",
        "the exported record ({e})", "f1 help", "Dice (1–5)", "esc (back)",
    ])
    assert found == ["Dragonwood re-plays the exported record (e) and gives the same line.", "press s to share",
                     "(or v on a result)"]


def test_the_daily_result_names_its_export_key_as_the_footer_does(in_language):
    from dragonwood_tui.games.words import named_keys
    from dragonwood_tui.i18n import _
    from dragonwood_tui.tui.keyboard_layout import cyrillic_display

    in_language("ru")
    line = _("Anyone can check this result: Dragonwood re-plays the exported record ({e}) and gives the same line.")
    said = named_keys(line, lambda key: cyrillic_display(key) or key)
    assert "(у)" in said and not LETTER_KEY.search(said), said
