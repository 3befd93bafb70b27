"""Records hold card ids and English keys, never the player's language: a game played in
French or Russian is the same bytes as in English (its actions, and the state hashes at its
checkpoints), and replays, verifies and narrates the same in Russian. The computer players
decide the same in every language (Dragonwood's `hard` reads capture options whose refusals are
translated words)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from conformance.play import quick
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import game_kinds, get_game
from dragonwood_tui.i18n import set_language
from dragonwood_tui.storage.records import decode_record, encode_record, new_record, replay_record, transcript

T0 = datetime(2026, 12, 4, 12, tzinfo=timezone.utc)


def played(kind: str, language: str) -> tuple[bytes, str]:
    set_language(language)
    game = get_game(kind)
    config = game.default_config(2)
    seats = [SeatSpec("Élodie"), SeatSpec("Алёша", quick(kind))]  # names kept as typed
    bots = [SeatSpec(s.name, s.bot or quick(kind)) for s in seats]
    match = Match(game, config, 7, bots, bot_factory=bot_factory(kind))
    match.play_bots(limit=60)
    record = new_record(game, config, 7, seats, match.actions, created=T0, updated=T0, name="Partie de Élodie")
    return encode_record(record), state_hash(match.state)


@pytest.mark.parametrize("kind", game_kinds())
def test_a_game_is_the_same_record_in_every_language(kind: str):
    try:
        english, french, russian = played(kind, "en"), played(kind, "fr"), played(kind, "ru")
        assert french == english and russian == english
        set_language("ru")
        record = decode_record(french[0])
        assert [s.name for s in record.header.seats] == ["Élodie", "Алёша"]
        replayed = replay_record(record)  # checks every action and hash, in Russian
        assert replayed.summary.steps == len(record.actions)
        assert transcript(record)  # the replay's text, in the language of the reader
        set_language("en")
        assert replay_record(decode_record(english[0])).summary == replayed.summary
    finally:
        set_language("en")
