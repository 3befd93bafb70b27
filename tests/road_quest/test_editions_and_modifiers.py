"""Rules version 2: the card numbers' edition in the config (old records replay with the numbers
they were played with), and the modifiers of campaign stages (a set character, a starting
weapon or shield)."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import IllegalAction, SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import ChooseCharacter
from dragonwood_tui.games.road_quest.cards import EARLIER_ATTACKS, EDITION
from dragonwood_tui.games.road_quest.config import RoadQuestConfig, validate_config
from dragonwood_tui.storage.records import RecordError, decode_record, encode_record, new_record, replay_record

FIXTURE = Path(__file__).parents[1] / "records" / "fixtures" / "road-quest-rules-v1.json"


def chosen(config: RoadQuestConfig, chars: tuple[str, ...], seed: int = 1):
    s = GAME.new_game(config, seed)
    for c in chars:
        GAME.apply(s, ChooseCharacter(c))
    return s


def test_a_config_without_edition_is_edition_1_and_new_games_play_the_current_one():
    old = msgspec.json.decode(b'{"players": 3, "variants": []}', type=RoadQuestConfig)
    assert old.edition == 1
    assert GAME.default_config(3).edition == EDITION == 3
    assert GAME.with_variants(GAME.default_config(2), ["rebirth"]).edition == EDITION
    with pytest.raises(ValueError, match="editions are 1 to 3"):
        validate_config(RoadQuestConfig(2, edition=4))


def test_the_ranger_has_attack_4_in_edition_1_and_5_now():
    assert EARLIER_ATTACKS[1] == {"ranger": 4} and GAME.cards.character("ranger").attack == 5
    for edition, attack in ((1, 4), (2, 5)):
        s = chosen(RoadQuestConfig(2, edition=edition), ("ranger", "knight"))
        assert s.players[0].attack == attack and GAME.rules.attack_of(s, 0) == attack
        assert GAME.view(s, 1).seats[0].attack == attack  # what the bots and the table read
        assert s.players[1].attack == GAME.cards.character("knight").attack  # unchanged


def test_the_rules_version_1_sample_still_verifies():
    record = decode_record(FIXTURE.read_bytes())
    assert record.header.rules_version == 1 and record.header.config.edition == 1
    assert main(["verify", str(FIXTURE)]) == 0


def _ranger_game_that_edition_2_would_change() -> Match:
    """A bot game of edition 1 (the Ranger in seat 0) whose actions do not replay the same with
    the Ranger's new attack."""
    config = RoadQuestConfig(2, character="ranger", edition=1)
    seats = [SeatSpec("A", "hard"), SeatSpec("B", "hard")]
    for seed in range(1, 60):
        match = Match(GAME, config, seed, seats, bot_factory=bot_factory("road-quest"))
        match.play_bots()
        try:
            again = new_record(GAME, msgspec.structs.replace(config, edition=2), seed, seats, match.actions)
        except RecordError:
            return match
        if again.header.summary != new_record(GAME, config, seed, seats, match.actions).header.summary:
            return match
    raise AssertionError("no game in 60 where the Ranger's attack mattered")


def test_a_rules_version_1_record_replays_with_the_numbers_it_was_played_with():
    match = _ranger_game_that_edition_2_would_change()
    record = new_record(GAME, match.config, match.seed, match.seats, match.actions)
    old = msgspec.structs.replace(record, header=msgspec.structs.replace(record.header, rules_version=1))
    data = encode_record(old)
    assert b'"edition":1' in data or b'"edition"' not in data
    replayed = replay_record(decode_record(data), GAME)
    assert replayed.summary == record.header.summary and not replayed.hashes_checked
    # the same actions with the new numbers are another game: refused
    bumped = msgspec.structs.replace(old.header, config=msgspec.structs.replace(match.config, edition=2))
    with pytest.raises(RecordError):
        replay_record(decode_record(encode_record(msgspec.structs.replace(old, header=bumped))), GAME)


def test_character_modifier_sets_the_first_seats_character_only():
    config = RoadQuestConfig(3, character="dwarf", edition=EDITION)
    s = GAME.new_game(config, 5)
    assert GAME.legal_actions(s) == [ChooseCharacter("dwarf")]
    with pytest.raises(IllegalAction, match="first seat plays the Dwarf"):
        GAME.apply(s, ChooseCharacter("knight"))
    GAME.apply(s, ChooseCharacter("dwarf"))
    assert ChooseCharacter("dwarf") not in GAME.legal_actions(s) and len(GAME.legal_actions(s)) == 5
    with pytest.raises(ValueError, match="no character 'elf'"):
        GAME.new_game(RoadQuestConfig(2, character="elf", edition=EDITION), 1)


@pytest.mark.parametrize("equipment", ["sword", "great-sword", "shield"])
def test_start_equipment_is_worn_by_the_first_seat_and_out_of_the_treasures(equipment):
    config = RoadQuestConfig(2, start_equipment=equipment, character="bard", edition=EDITION)
    s = chosen(config, ("bard", "witch"), seed=9)
    me = s.players[0]
    worn = me.shield if equipment == "shield" else me.weapon
    assert worn >= 0 and GAME.cards.cards[worn].effect == equipment
    places = s.deck + s.discard + s.treasure_deck + s.treasure_discard
    for p in s.players:
        places += p.hand + [c for c in (p.weapon, p.shield) if c >= 0]
    assert sorted(places) == list(range(100))  # every card in exactly one place
    bonus = {"sword": 1, "great-sword": 2, "shield": 0}[equipment]
    assert GAME.rules.attack_of(s, 0) == GAME.cards.character("bard").attack + bonus
    assert s.players[1].weapon == s.players[1].shield == -1
    with pytest.raises(ValueError, match="unknown starting equipment"):
        validate_config(RoadQuestConfig(2, start_equipment="axe"))


def test_modifier_lines_word_the_stage_rules():
    config = GAME.with_variants(RoadQuestConfig(2, character="knight", start_equipment="shield", edition=EDITION), ["rebirth"])
    lines = GAME.modifier_lines(config)
    assert lines[0] == "The first seat plays the Knight (attack 5)."
    assert lines[1] == "The first seat starts wearing a shield."
    assert lines[2].startswith("Variant: a dead player starts again")
    assert GAME.modifier_lines(GAME.default_config(2)) == []
