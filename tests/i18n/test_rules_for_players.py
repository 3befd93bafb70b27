"""The rules pages are for players: no developer material on them (the issue: benchmark
commands, bot ids). A command line, a path into the project's docs or a computer player's id
(`hard`, « greedy ») belongs in docs/ai.md or docs/performance.md; a page names a level as the
setup screen does (Hard, Difficile, Сильный)."""

from __future__ import annotations

import re

import pytest

from dragonwood_tui import games
from dragonwood_tui.bots import bot_names
from dragonwood_tui.i18n import LANGUAGES

# a command line or a measurement's recipe
_DEVELOPER = re.compile(r"\bdragonwood (?:simulate|tournament|review|verify|campaign)\b|\bnice -n\b|--(?:seats|jobs|games|seed)\b"
                        r"|\bdocs/|\bbenchmarks/|\.py\b")


def developer_material(text: str, bots: list[str]) -> list[str]:
    """What a player's rules page shows that is for developers: commands, paths, bot ids (in
    backticks or quotes, as a program's word is written)."""
    found = _DEVELOPER.findall(text)
    ids = "|".join(re.escape(b) for b in bots)
    found += re.findall(rf"`(?:{ids})`|«\s*(?:{ids})\s*»|\"(?:{ids})\"", text)
    return found


def test_the_check_sees_developer_material():
    bots = ["random", "normal", "hard"]
    page = "`hard` wins 67% (docs/performance.md): nice -n 10 dragonwood simulate --seats hard,hard"
    assert len(developer_material(page, bots)) == 5
    assert developer_material("avec les joueurs ordinateur «\u202fgreedy\u202f»", ["greedy"])
    assert developer_material("Hard wins about two games in three against Normal; variant `long-deck`", bots) == []


@pytest.mark.parametrize("code", sorted(LANGUAGES))
@pytest.mark.parametrize("kind", sorted(games.game_kinds()))
def test_a_rules_page_holds_no_developer_material(kind, code):
    found = developer_material(games.rules_text(kind, code), bot_names(kind))
    assert found == [], f"{kind} rules ({code}): {found[:5]}"
