"""Dragonwood bots under rules modifiers (campaign stages) and variants: they read the limits
from their view, stay legal, and their guessed worlds play by the same rules."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui.bots import make_bot
from dragonwood_tui.bots.dragonwood_hard import rank_turn, reload_worth
from dragonwood_tui.bots.dragonwood_values import Context
from dragonwood_tui.bots.dragonwood_worlds import sample_state
from dragonwood_tui.engine.rng import Rng, derive_seed
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.dragonwood.cards import DRAGONS, LADYBUG_FIRST, REMOVED_AT_SETUP
from dragonwood_tui.games.dragonwood.config import Config
from dragonwood_tui.headless import LazyLegal

from tests.dragonwood.helpers import D, H, build, check_invariants

CLOAK = D("Cloak of Darkness")

#: one config per modifier or variant, and all that go together
CONFIGS = [
    Config(players=2, hand_limit=5),
    Config(players=3, wound_from_played=True),
    Config(players=2, long_deck=True),
    Config(players=4, deck_passes=1, ladybugs=False),
    Config(players=2, dragons="top-half", start_enhancement="Magical Unicorn"),
    Config(players=1, hand_limit=6, ladybugs=False, dragons="top-half"),
    Config(players=3, hand_limit=5, wound_from_played=True, long_deck=True, ladybugs=False, dragons="top-half"),
]


def _play(config: Config, levels: list[str], seed: int) -> list:
    """Play one game; every action checked against the legal list; some turn states kept."""
    s = GAME.new_game(config, seed)
    bots = [make_bot("dragonwood", b, derive_seed(seed, "bot", i)) for i, b in enumerate(levels)]
    for bot in bots:
        if hasattr(bot, "time_limit"):
            bot.time_limit = None
            bot.worlds = 2  # enough to run the search, cheap enough for a test
    kept = []
    while not s.over:
        seat = GAME.to_move(s)
        view = GAME.bot_view(s, seat)
        assert view == GAME.view(s, seat)  # the shared view shows what the copied one shows
        if s.phase == 0 and len(kept) < 4 and s.turn % 9 == 1:
            kept.append(GAME.clone(s))
        action = bots[seat].choose(view, LazyLegal(GAME, s))
        assert action in GAME.legal_actions(s), (levels[seat], view.phase, action)
        GAME.apply(s, action)
        assert all(len(h) <= config.hand_limit for h in s.hands) or s.phase == 3  # hand-limit phase
    check_invariants(s)
    return kept


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: ",".join(f"{k}={v}" for k, v in msgspec.structs.asdict(c).items() if v != getattr(Config(), k) and k != "players") + f",{c.players}p")
def test_levels_play_legal_moves_under_modifiers(config):
    n = config.players
    levels = (["hard", "expert", "normal", "easy"] * 2)[:n] if n > 1 else ["hard"]
    kept = _play(config, levels, 11)
    if n == 1:
        kept += _play(config, ["expert"], 12)
    # the guessed worlds play by the same rules (hand limit, variants, modifiers)
    for s in kept:
        seat = GAME.to_move(s)
        v = GAME.view(s, seat)
        w = sample_state(v, Rng(5))
        check_invariants(w)
        assert w.config == msgspec.structs.replace(config, first_player=w.config.first_player, start_enhancement=None)
        if not config.ladybugs:
            assert all(c < LADYBUG_FIRST for c in w.adv_deck)
        original = 40 - REMOVED_AT_SETUP[n] + 2
        for d in DRAGONS:
            if d in w.dw_deck:
                i = w.dw_deck.index(d)
                assert (i >= original // 2) if config.dragons == "top-half" else (i < (original + 1) // 2)


def test_a_smaller_hand_limit_makes_a_full_hand_and_a_reload_worth_less():
    hand = H("G1 R4 B7 O10 P12")
    worth = {}
    for limit in (9, 5):
        s = build(2, hands=[hand, H("G2")], landscape=[D("Angry Ogre")], config=Config(players=2, hand_limit=limit))
        v = GAME.view(s, 0)
        worth[limit] = reload_worth(Context(v), v)
    # at the limit a drawn card only counts for what it adds over the card that then goes
    assert 0 < worth[5] < worth[9]


def test_wound_from_played_costs_a_card_played_on_an_enhancement():
    # three 7s of a four-of-a-kind tried on the Cloak: failing costs a 7 under the variant, the
    # lone 1 otherwise, so the attempt is worth less with the variant
    hand = H("G7 R7 B7 O7 P1")
    attempt = Capture(CLOAK, "stomp", tuple(sorted(H("G7 R7 B7"))), ())
    values = {}
    for variant in (False, True):
        s = build(2, hands=[hand, H("G2")], landscape=[CLOAK], config=Config(players=2, wound_from_played=variant))
        ranked = dict((a, value) for value, a in rank_turn(GAME.view(s, 0)))
        values[variant] = ranked[attempt]
    assert values[True] < values[False]
