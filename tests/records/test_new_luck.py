"""Play on with new luck: `Game.reseed` for the three games, and `NewLuck` in a record's config.

Reseeding changes what nobody has seen (deck orders, the cards set aside unseen, the dice to
come) and nothing any seat knows: every seat's view is the same before and after. A config's new
luck is walked by everything that walks a record (verify, the replay cursor's jumps, a match), so
a new-luck record replays exactly; a record without it encodes as before; a hostile one is one line.
"""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import NewLuck, SeatSpec
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.record_build import new_record
from dragonwood_tui.engine.record_error import RecordError
from dragonwood_tui.engine.replay import ReplayCursor
from dragonwood_tui.engine.walk import NEW_LUCK_LINE, walk
from dragonwood_tui.games import get_game, game_kinds
from dragonwood_tui.games.dragonwood import DragonwoodGame
from dragonwood_tui.games.dragonwood.cards import DRAGONS, DW_IDS
from dragonwood_tui.storage.records import (
    challenge_of, decode_document, decode_record, encode_challenge, encode_record, replay_record,
)

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "saves").glob("*.json"))
# (game, players, a config option that sets cards aside unseen)
SETUPS = [
    ("dragonwood", 1, {}), ("dragonwood", 2, {}), ("dragonwood", 4, {"dragons": "top-half"}),
    ("dice-quest", 1, {"deck_size": 20, "no_power": "plus"}), ("dice-quest", 3, {}),
    ("road-quest", 2, {}), ("road-quest", 4, {}),
]
SEEDS = range(8)


def played(kind: str, players: int, options: dict, seed: int, steps: int):
    """A game of computer players `steps` actions in (or to its last decision)."""
    game = get_game(kind)
    config = msgspec.structs.replace(game.default_config(players), **options)
    bot = {"dice-quest": "expert", "road-quest": "normal"}.get(kind, "greedy")
    match = Match(game, config, seed, [SeatSpec(f"S{i}", bot) for i in range(players)], bot_factory=bot_factory(kind))
    while match.bot_to_move() and len(match.actions) < steps:
        match.play(match.bot_action())
    return game, match


def hidden(kind: str, state) -> tuple:
    """What no seat sees: the order of the decks (Dragonwood: and which cards were removed
    unseen; Dice Quest's set-aside enemies are known, the deck's contents being in the view),
    then the dice stream."""
    if kind == "dragonwood":
        return (state.adv_deck, state.dw_deck, state.removed, state.rng.state)
    if kind == "dice-quest":
        return (state.deck, state.rng.state)
    return (state.deck, state.treasure_deck, state.rng.state)


@pytest.mark.parametrize(("kind", "players", "options"), SETUPS, ids=[f"{k}-{p}" for k, p, _ in SETUPS])
def test_reseed_changes_the_future_and_no_seats_view(kind, players, options):
    differs = dealt_again = 0
    for seed in SEEDS:
        game, match = played(kind, players, options, seed, steps=3 + 5 * seed)
        state = match.state
        views = [msgspec.json.encode(game.view(state, seat)) for seat in range(players)]
        again = game.clone(state)
        assert game.reseed(again, 1000 + seed)
        assert [msgspec.json.encode(game.view(again, seat)) for seat in range(players)] == views
        assert game.legal_actions(again) == game.legal_actions(state)
        before, after = hidden(kind, state), hidden(kind, again)
        assert [len(x) for x in before[:-1]] == [len(x) for x in after[:-1]]  # each pile keeps its size
        assert sorted(c for x in before[:-1] for c in x) == sorted(c for x in after[:-1] for c in x)  # the same cards
        if max(len(x) for x in before[:-1]) >= 4:  # enough unseen cards to be dealt otherwise
            dealt_again += 1
            differs += [list(x) for x in before[:-1]] != [list(x) for x in after[:-1]]
        twice = game.clone(state)
        game.reseed(twice, 1000 + seed)
        assert state_hash(twice) == state_hash(again)  # deterministic
        if kind == "dragonwood":  # the dragons still to come stay in their half of the deck
            places = [i for i, c in enumerate(again.dw_deck) if c in DRAGONS]
            dealt = len(DW_IDS) - len(again.removed)  # the deck as dealt (index 0: its bottom)
            half = (dealt + 1) // 2
            top = options.get("dragons") == "top-half"
            assert all((i >= dealt - half if top else i < half) for i in places), (places, dealt)
            assert sorted(c for c in state.dw_deck if c in DRAGONS) == sorted(c for c in again.dw_deck if c in DRAGONS)
        if kind == "dice-quest":  # the deck's contents are in every view: only its order changes
            assert sorted(again.deck) == sorted(state.deck) and again.set_aside == state.set_aside
    assert dealt_again >= len(SEEDS) // 2
    assert differs >= dealt_again - 1, f"the unseen cards were dealt again in only {differs} of {dealt_again} games"


def test_the_witchs_look_at_the_top_card_stays_on_top():
    game, match = played("road-quest", 3, {}, 2, steps=40)
    state = match.state
    state.peek = state.deck[0]  # as at the start of the Witch's turn
    for seed in SEEDS:
        again = game.clone(state)
        game.reseed(again, seed)
        assert again.deck[0] == state.deck[0] and sorted(again.deck) == sorted(state.deck)


def lucky_record(kind: str, players: int, step: int, luck_seed: int, more: int = 30):
    """A record of computer players with new luck at `step`, played `more` actions on."""
    game, base = played(kind, players, {}, 11, steps=step)
    config = game.with_new_luck(base.config, [NewLuck(step, luck_seed)])
    match = Match(game, config, 11, base.seats, base.actions, bot_factory=bot_factory(kind))
    while match.bot_to_move() and len(match.actions) < step + more:
        match.play(match.bot_action())
    return game, match, new_record(game, config, 11, match.seats, match.actions)


@pytest.mark.parametrize(("kind", "players"), [("dragonwood", 3), ("dice-quest", 2), ("road-quest", 2)])
def test_a_new_luck_record_verifies_and_every_walker_meets_the_same_luck(kind, players):
    step = 7
    game, match, record = lucky_record(kind, players, step, 99)
    data = encode_record(record)
    assert b'"new_luck":[{"step":7,"seed":99}]' in data
    again = decode_record(data)
    assert encode_record(again) == data
    replayed = replay_record(again, game)  # every action and checkpoint hash checked
    assert state_hash(replayed.state) == state_hash(match.state)
    # the replay cursor, every step, jumping back and forth across the new luck
    states = []
    walk(game, record.header.config, 11, record.actions, lambda n, s, _: states.append(state_hash(s)))
    cursor = ReplayCursor.from_record(again, game, every=4, lines=True)
    for target in (step + 3, step, step - 1, step + 1, len(record.actions), 0, step + 2, step - 2):
        cursor.seek(target)
        assert state_hash(cursor.state) == states[target], target
    assert NEW_LUCK_LINE in cursor.lines[step] and not any(NEW_LUCK_LINE in lines for lines in cursor.lines[:step])
    # the same walk without the new luck: the same position at `step`, another future after
    plain = []
    walk(game, game.with_new_luck(record.header.config, []), 11, record.actions[:step],
         lambda n, s, _: plain.append((msgspec.json.encode([game.view(s, i) for i in range(players)]), hidden(kind, s))))
    lucky = walk(game, record.header.config, 11, record.actions[:step])
    assert plain[-1][0] == msgspec.json.encode([game.view(lucky, i) for i in range(players)])
    assert plain[-1][1] != hidden(kind, lucky)


def test_new_luck_at_the_deal_and_live_in_a_match():
    game = get_game("dice-quest")
    seats = [SeatSpec("A", "expert"), SeatSpec("B", "expert")]
    at_deal = Match(game, game.with_new_luck(game.default_config(2), [NewLuck(0, 5)]), 3, seats, narrate=True)
    plain = Match(game, game.default_config(2), 3, seats)
    assert at_deal.state.deck != plain.state.deck and NEW_LUCK_LINE in at_deal.lines[0]
    # new luck ahead of the actions: the live match reseeds when it gets there, as a walk does
    later = game.with_new_luck(game.default_config(2), [NewLuck(2, 5)])
    live = Match(game, later, 3, seats, bot_factory=bot_factory("dice-quest"), narrate=True)
    live.play_bots(limit=4)
    walked = walk(game, later, 3, live.actions)
    assert state_hash(walked) == state_hash(live.state) and NEW_LUCK_LINE in live.lines[2]


def test_records_without_new_luck_encode_as_before():
    for path in SAMPLES:
        data = path.read_bytes()
        record = decode_record(data)
        assert encode_record(record) == data, path.name
        assert b"new_luck" not in data
    for kind in game_kinds():
        game = get_game(kind)
        config = game.default_config(game.default_players)
        assert game.new_luck(config) == () and game.with_new_luck(config, []) == config
        assert b"new_luck" not in msgspec.json.encode(config) + msgspec.msgpack.encode(config)


def _with_config(data: bytes, luck: bytes) -> bytes:
    head, rest = data.split(b"\n", 1)
    start = head.index(b'"config":{') + len(b'"config":{')
    return head[:start] + b'"new_luck":' + luck + b"," + head[start:] + b"\n" + rest


@pytest.mark.parametrize(
    ("luck", "says"),
    [
        (b'[{"step":999,"seed":1}]', "new luck at step 999, after the last action"),
        (b'[{"step":-1,"seed":1}]', "new_luck[0].step"),
        (b'[{"step":2,"seed":-5}]', "new_luck[0].seed"),
        (b'[{"step":4,"seed":1},{"step":2,"seed":1}]', "steps must increase"),
        (b"[]", "new_luck"),
        (b"null", "new_luck"),
        (b'[{"step":2}]', "seed"),
    ],
)
def test_hostile_new_luck_is_one_line(luck, says):
    record = new_record(get_game("road-quest"), get_game("road-quest").default_config(2), 4,
                        [SeatSpec("A", "normal"), SeatSpec("B", "normal")], played("road-quest", 2, {}, 4, 12)[1].actions)
    with pytest.raises(RecordError) as err:
        record = decode_record(_with_config(encode_record(record), luck))
        replay_record(record)
    assert says in str(err.value) and "\n" not in str(err.value), str(err.value)


class NoLuck(DragonwoodGame):
    """A game whose config can say new luck but which cannot reseed."""

    def reseed(self, state, seed):
        return False


class BadLuck(DragonwoodGame):
    def reseed(self, state, seed):
        raise KeyError("broken")


@pytest.mark.parametrize("cls", [NoLuck, BadLuck])
def test_a_game_that_cannot_reseed_refuses_the_record_at_its_step(cls):
    game, _, record = lucky_record("dragonwood", 2, 4, 7, more=4)
    with pytest.raises(RecordError) as err:
        replay_record(record, cls())
    assert err.value.step == 4 and "cannot play on with new luck" in str(err.value)
    assert "\n" not in str(err.value)


def test_a_challenge_shares_the_deal_without_later_new_luck():
    game, _, record = lucky_record("dice-quest", 2, 3, 9, more=2)
    data = encode_challenge(challenge_of(record))
    assert b"new_luck" not in data
    assert decode_document(data).config == game.default_config(2)
    hostile = data.replace(b'"config":{', b'"config":{"new_luck":[{"step":3,"seed":1}],', 1)
    with pytest.raises(RecordError, match="new luck at step 3 in a challenge, which has no actions"):
        decode_document(hostile)
    at_deal = data.replace(b'"config":{', b'"config":{"new_luck":[{"step":0,"seed":1}],', 1)
    assert game.new_luck(decode_document(at_deal).config) == (NewLuck(0, 1),)  # a deal of its own
