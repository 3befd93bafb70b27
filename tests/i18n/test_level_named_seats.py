"""A campaign names its opponents by their level ("Hard", "Random 2": the record keeps the
English), and every screen shows them in the language («Difficile 2», «Случайный»): the
narration (the log, `replay --text`) too, in every game."""

from __future__ import annotations

import re

import pytest

from dragonwood_tui.bots import bot_factory, bot_names
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import game_kinds, get_game
from dragonwood_tui.games.words import seat_shown

ENGLISH = re.compile(r"\b(Random|Hard|Normal|Easy|Expert)( \d)?\b")


@pytest.mark.parametrize("code, shown", [("fr", "Difficile 2"), ("ru", "Сильный 2")])
def test_a_level_named_seat_is_shown_in_the_language(in_language, code, shown):
    in_language(code)
    assert seat_shown("Hard 2") == shown and seat_shown("Ada") == "Ada" and seat_shown("hard") == "hard"


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("kind", sorted(game_kinds()))
def test_the_narration_names_level_named_seats_in_the_language(in_language, code, kind):
    in_language(code)
    game = get_game(kind)
    players = max(n for n in (2, 3) if n in {m.players for m in game.modes}) if game.modes else 2
    levels = [b for b in ("random", "hard") if b in bot_names(kind)] or bot_names(kind)[:1]
    seats = [SeatSpec(f"{levels[i % len(levels)].capitalize()} {i + 1}", levels[i % len(levels)]) for i in range(players)]
    match = Match(game, game.default_config(players), 7, seats, bot_factory=bot_factory(kind), narrate=True)
    match.play_bots(limit=60)
    text = "\n".join(line for step in match.narrating() for line in step)
    assert text and not ENGLISH.search(text), ENGLISH.search(text)


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_transcript_names_the_computer_players_levels_in_the_language(capsys, monkeypatch, tmp_path, in_language, code):
    from pathlib import Path

    from dragonwood_tui.bots import bot_names as levels
    from dragonwood_tui.cli import main

    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path))
    sample = Path(__file__).resolve().parents[2] / "saves" / "dragonwood-4-seats.json"  # its seats: greedy
    assert main(["--lang", code, "replay", "--text", str(sample)]) == 0
    head = capsys.readouterr().out.splitlines()[0]
    assert not [b for b in levels("dragonwood") if re.search(rf"\b{b}\b", head)], head
