"""The English messages spell a word one way: the main menu's "Practice" (the American spelling,
noun and verb alike), never "practise" beside it (the daily result offered "x Practise")."""

from __future__ import annotations

import re
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parents[2] / "dragonwood_tui" / "locale" / "dragonwood.pot"
# (a spelling to avoid, the one the app uses)
ONE_SPELLING = [(re.compile(r"\bpractis", re.IGNORECASE), "practice")]


def english_messages() -> list[str]:
    text = TEMPLATE.read_text(encoding="utf-8")
    messages, current = [], None
    for line in text.splitlines():
        if line.startswith(("msgid ", "msgid_plural ")):
            current = line.split(" ", 1)[1]
            messages.append(current)
        elif line.startswith('"') and current is not None:
            messages[-1] += line
        else:
            current = None
    return messages


def test_the_check_reads_the_messages():
    assert any("Practice" in m for m in english_messages())


def test_every_english_message_spells_practice_as_the_menu_does():
    for avoid, used in ONE_SPELLING:
        wrong = [m for m in english_messages() if avoid.search(m)]
        assert not wrong, f"spelled otherwise than {used!r}: {wrong}"
