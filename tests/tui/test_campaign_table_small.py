"""A campaign table at 80x24, as a new player met it: the coach's words whole under the stage
line, the Dragonwood header one line in every language, the opponents called
by a player's name ("Ada"), never by their level ("Random tried Strike…")."""

from __future__ import annotations

import pytest
from rich.console import Console
from rich.text import Text

from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.stage_game import stage_seats
from dragonwood_tui.games import game_kinds, get_game
from dragonwood_tui.games.words import level_named, named_keys
from dragonwood_tui.i18n import _, set_language


BANNER_ROWS = 3  # table_base.py: #table-banner's max-height, the stage's line included
BANNER_CELLS = 80 - 2  # the banner's inside at 80 columns (its padding)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("kind", game_kinds())
def test_every_coach_line_fits_under_the_stage_line_at_80_columns(kind, lang):
    """The banner holds the stage's line and two of the coach's: a third was cut off unseen."""
    set_language(lang)
    try:
        console = Console(width=200)
        for topic, line in get_game(kind).coach_lines.items():
            text = Text(_("Coach: ") + named_keys(_(line), None))
            rows = len(text.wrap(console, BANNER_CELLS))
            assert rows <= BANNER_ROWS - 1, (lang, kind, topic, rows, text.plain)
    finally:
        set_language("en")


def test_campaign_opponents_have_a_players_name():
    names_seen = set()
    for stage in load_campaign().stages:
        bots = stage_seats(stage)[1:]
        names = [seat.name for seat in bots]
        assert len(set(names)) == len(names), (stage.id, names)
        for seat in bots:
            assert not level_named(seat.name), (stage.id, seat.name)  # "Random", "Hard 2"
        names_seen.update(names)
    assert names_seen


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("mover", [0, 1])
def test_the_guided_stage_header_is_one_line_at_80_columns(lang, mover):
    """Stage 1-1's table (one pass), with two-digit counts: one line in every language."""
    import msgspec

    from dragonwood_tui.campaign.stage_game import stage_config
    from dragonwood_tui.tui.games.dragonwood.board import status_text
    from dragonwood_tui.tui.titles import person_name

    stage = load_campaign().stage("1-1")
    game = get_game("dragonwood")
    state = game.new_game(stage_config(stage, game), 1)
    view = msgspec.structs.replace(game.view(state, 0), current=mover, to_move=mover, adventurer_deck=54,
                                   adventurer_discard=[view_card for view_card in game.view(state, 0).hand[:1]] * 10, turn=14)
    set_language(lang)
    try:
        names = [seat.name for seat in stage_seats(stage)]
        text = status_text(view, names, True, BANNER_CELLS).plain
        assert "\n" not in text and len(text) <= BANNER_CELLS, (text, person_name(names[mover]))
    finally:
        set_language("en")
