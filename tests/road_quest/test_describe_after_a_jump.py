"""A replay that jumps from the deal to the end names the whole game's fights from the seats it
showed last, before any character was chosen: those fights get the bare numbers (it raised
KeyError '' and stopped the app)."""

from __future__ import annotations

from dragonwood_tui.bots import make_bot
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.describe import event_parts, event_text


CARDS = GAME.cards  # the card set, as the board reads it


def test_events_of_a_whole_game_read_with_the_seats_of_the_deal():
    config = GAME.default_config(2)
    state = GAME.new_game(config, 5)
    deal_seats = GAME.view(state, None).seats
    assert not any(s.character for s in deal_seats)  # chosen during the game
    bots = [make_bot("road-quest", "normal", seat) for seat in range(2)]
    seat = GAME.to_move(state)
    while seat is not None:
        GAME.apply(state, bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state)))
        seat = GAME.to_move(state)
    events = GAME.view(state, None).log
    fights = [e for e in events if e.kind in ("fight", "duel")]
    assert fights
    for e in events:
        parts, defender = event_parts(CARDS, deal_seats, e)
        event_text(e, CARDS, ["You", "Ada"], parts, defender)
    assert event_parts(CARDS, deal_seats, fights[0]) == (None, None)
