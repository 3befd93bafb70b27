"""The games' own words on the tables in French and Russian: an event card's effect (Dragonwood's
Thunder Storm), how a game ended, Road Quest's ambushes and treasures, each a snapshot (160x50)
checked for the catalog's English (`test_i18n_screens.checked`) and for the games' English words
these screens show. Regenerate with `--snapshot-update` and look at the pictures."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from . import road_quest_positions
from .app_helpers import LARGE, Folders, folders  # noqa: F401
from .table_helpers import open_position
from .test_i18n_screens import checked, english_afterwards, screen_text, settings  # noqa: F401

# the games' English words these tables would show untranslated (the check of the screens'
# messages leaves the games' words out: their messages are located in games/ and bots/)
GAMES_ENGLISH = [
    "each player", "Adventurer card", "adventurer deck", "both dragons", "forest empty", "hard's pick",
    "worth less", "reload is better", "bigger capture", "life point", "discard 2 cards", "last road", "next attack",
    "creature outright", "dodge", "to every", "attack in the next",
]


def without_the_games_english(run: Callable[[Any], Any]) -> Callable[[Any], Any]:
    async def run_and_check(pilot: Any) -> None:
        await run(pilot)
        text = screen_text(pilot.app)
        assert [w for w in GAMES_ENGLISH if w in text] == []

    return run_and_check


SCREENS = {
    "dragonwood-event": lambda: open_position("dragonwood-thunder-storm"),
    "dragonwood-over": lambda: open_position("dragonwood-over"),
    "road-quest-ambush": lambda: open_position("ambush", positions=road_quest_positions),
}


@pytest.mark.parametrize("lang", ["fr", "ru"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_games_words_on_a_table(snap_compare, folders: Folders, lang: str, screen: str):
    app = folders.app(settings=settings(lang))
    run = without_the_games_english(checked(SCREENS[screen](), lang, screen))
    assert snap_compare(app, terminal_size=LARGE, run_before=run)
