"""Every stage of the road plays its modifiers: they are in the record's config, the game
plays by them, and its record replays exactly (every checkpoint hash) and verifies."""

from __future__ import annotations

from pathlib import Path

import pytest

from dragonwood_tui.games import game_kinds
from dragonwood_tui.campaign.attempts import check_attempt, mismatch
from dragonwood_tui.campaign.coach import Coach
from dragonwood_tui.games.words import named_keys
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.campaign.stage_game import stage_config
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.storage.records import replay_record
from dragonwood_tui.storage.files import read_record_file

from .helpers import play_attempt

ROAD = load_campaign()
WITH_MODIFIERS = [s.id for s in ROAD.stages if s.modifiers]


def test_the_road_uses_at_least_eight_modifiers_across_the_games():
    names = {(s.game, name) for s in ROAD.stages for name in s.modifiers}
    assert len(names) >= 8 and {g for g, _ in names} == set(game_kinds())


@pytest.mark.parametrize("stage_id", WITH_MODIFIERS)
def test_modifiers_are_kept_in_the_record_and_replay_exactly(stage_id, tmp_path: Path):
    stage = ROAD.stage(stage_id)
    config = stage_config(stage)
    for name, value in stage.modifiers.items():
        assert getattr(config, name) == value
    save_id, match = play_attempt(ROAD, stage_id, tmp_path, seed=11, steps=60)
    record = read_record_file(tmp_path / f"{save_id}.json")
    assert record.header.config == config and mismatch(stage, record) is None
    replayed = replay_record(record)
    assert replayed.hashes_checked and state_hash(replayed.state) == state_hash(match.state)
    attempt = check_attempt(ROAD, record, save_id)
    assert attempt is not None and attempt.problem is None and attempt.stage == stage_id


def test_a_record_played_without_the_stage_modifiers_is_refused(tmp_path: Path):
    import msgspec

    stage = ROAD.stage(WITH_MODIFIERS[0])
    save_id, _ = play_attempt(ROAD, stage.id, tmp_path, seed=3, steps=5)
    record = read_record_file(tmp_path / f"{save_id}.json")
    record.header.config = msgspec.structs.replace(record.header.config, **{n: getattr(type(record.header.config)(), n) for n in stage.modifiers})
    assert "rules options" in (mismatch(stage, record) or "")


def test_modifiers_change_the_game_as_the_stage_says():
    from dragonwood_tui.games import get_game

    dq = ROAD.stage(next(s.id for s in ROAD.stages if s.modifiers.get("first_rerolls")))
    state = get_game("dice-quest").new_game(stage_config(dq), 1)
    assert state.rerolls_left == dq.modifiers["first_rerolls"]
    dw = ROAD.stage(next(s.id for s in ROAD.stages if "start_enhancement" in s.modifiers))
    game = get_game("dragonwood")
    from dragonwood_tui.games.dragonwood import cards as C

    state = game.new_game(stage_config(dw), 1)
    assert [C.name(c) for c in state.enhancements[0]] == [dw.modifiers["start_enhancement"]]


def test_the_coach_explains_each_topic_once_and_keeps_its_line():
    from dragonwood_tui.games import get_game

    game = get_game("dice-quest")
    guided = next(s for s in ROAD.stages if s.guided and s.game == "dice-quest")
    state = game.new_game(stage_config(guided), guided.seed)
    coach = Coach("dice-quest")
    view, legal = game.view(state, 0), game.legal_actions(state)
    topics = coach.topics(view, legal)
    first = coach.line(view, legal)
    assert first == named_keys(coach.lines[topics[0]])
    second = coach.line(view, legal)
    assert coach.seen[:2] == topics[:2] and second == named_keys(coach.lines[topics[1]])
    for _ in topics:
        coach.line(view, legal)
    assert coach.line(view, legal) == named_keys(coach.text)  # nothing new: the line stays


def test_the_dragonwood_coach_names_the_decision_at_hand():
    from dragonwood_tui.games.dragonwood.coach import topics as dragonwood_topics
    from dragonwood_tui.games import get_game
    from dragonwood_tui.games.dragonwood.actions import Capture, Reload

    game = get_game("dragonwood")
    guided = next(s for s in ROAD.stages if s.guided and s.game == "dragonwood")
    state = game.new_game(stage_config(guided), guided.seed)
    view = game.view(state, 0)
    assert dragonwood_topics(view, [Reload()]) == ["welcome"]
    assert "capture" in dragonwood_topics(view, [Reload(), Capture(70, "strike", (1,))])  # no advice
    # a capture is legal, but the advisor (hard, as the Chances box) would reload with this hand
    assert "reload" in dragonwood_topics(view, [Reload(), Capture(70, "strike", (1,))], Reload())
    wound = msgspec_replace(view, phase="wound")
    assert dragonwood_topics(wound, [])[0] == "wound"


def msgspec_replace(view, **changes):
    import msgspec

    return msgspec.structs.replace(view, **changes)


def test_the_road_quest_coach_follows_the_guided_game_decision_by_decision():
    """The guided Road Quest stage played by a bot in the person's seat: the coach explains the
    turn, a road, an attack and what was sent, each once, and always shows a line of its own."""
    from dragonwood_tui.bots import make_bot
    from dragonwood_tui.games.road_quest.coach import LINES as ROAD_QUEST_LINES
    from dragonwood_tui.games import get_game

    game = get_game("road-quest")
    guided = next(s for s in ROAD.stages if s.guided and s.game == "road-quest")
    state = game.new_game(stage_config(guided), guided.seed)
    bots = [make_bot("road-quest", "normal", 1), *(make_bot("road-quest", b, 2 + i) for i, b in enumerate(guided.opponents))]
    coach = Coach("road-quest")
    shown = []
    while (seat := game.to_move(state)) is not None:
        view, legal = game.view(state, seat), game.legal_actions(state)
        if seat == 0:
            line = coach.line(view, legal)
            assert line in ROAD_QUEST_LINES.values()
            shown.append(line)
        game.apply(state, bots[seat].choose(view, legal))
    assert shown[0] == ROAD_QUEST_LINES["welcome"]
    assert {"welcome", "road", "attack"} <= set(coach.seen) and {"creature", "ambush"} & set(coach.seen)
    assert len(coach.seen) == len(set(coach.seen))  # each topic once


def test_road_quest_stage_modifiers_set_the_persons_character():
    from dragonwood_tui.bots import make_bot
    from dragonwood_tui.games import get_game

    game = get_game("road-quest")
    for stage in (s for s in ROAD.stages if s.game == "road-quest"):
        state = game.new_game(stage_config(stage), 4)
        while state.phase == "character":
            game.apply(state, make_bot("road-quest", "random", 1).choose(game.view(state, state.actor), game.legal_actions(state)))
        assert state.players[0].character == stage.modifiers["character"]
        from dragonwood_tui.games.road_quest.cards import EDITION

        assert state.config.edition == EDITION  # stages play the current card numbers
