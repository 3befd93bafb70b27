"""The person is "You", in the second person, wherever a game's end names them: "You win.",
never "You wins." (`titles.winners_said`, whole messages per case). Every game's end screen,
status line and transcript are checked by the conformance suite (tests/test_conformance.py); a
shared win, which each game reaches its own way, by the game's own tests."""

from __future__ import annotations

from dragonwood_tui.tui.titles import winners_line, winners_said


def test_winners_said_has_a_line_for_each_case():
    words = ("You win.", "You share the win with {others}.", "{who} wins.", "{names} share the win.")
    assert winners_said(["You"], *words) == "You win."
    assert winners_said(["Ada"], *words) == "Ada wins."
    assert winners_said(["Ada", "You", "Bo"], *words) == "You share the win with Ada, Bo."
    assert winners_said(["Ada", "Bo"], *words) == "Ada, Bo share the win."


def test_every_game_says_who_won_in_the_same_words():
    assert winners_line(["You", "Ada"]) == "You share the win with Ada."
    assert winners_line(["Ada", "Bo"]) == "Ada, Bo share the win."
