"""Road Quest computer players: legal choices from their own view, their levels and habits."""

from __future__ import annotations

from dragonwood_tui.bots import bot_names, make_bot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.actions import Announce, CallOut, Dodge, Draw, Fight
from dragonwood_tui.games.road_quest.cards import EDITION
from dragonwood_tui.games.road_quest.config import RoadQuestConfig

from .helpers import card, send, set_hand, set_top, start


def play(bots: list[str], seed: int, variants=()):
    s = GAME.new_game(RoadQuestConfig(len(bots), tuple(variants), edition=EDITION), seed)
    players = [make_bot("road-quest", b, derive_seed(seed, "bot", i)) for i, b in enumerate(bots)]
    chosen = []
    while not GAME.is_over(s):
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        assert all(sv.hand is None for sv in view.seats if sv.seat != seat)  # bots see their own hand only
        legal = GAME.legal_actions(s)
        action = players[seat].choose(view, legal)
        assert action in legal
        chosen.append((seat, action))
        GAME.apply(s, action)
    return s, chosen


def test_the_four_levels_are_registered():
    from dragonwood_tui.bots import bot_levels, default_bot

    assert bot_names("road-quest") == ["hard", "expert", "normal", "random"]
    assert default_bot("road-quest") == "hard"  # new games seat the strongest that answers at once
    assert all(level.description for level in bot_levels("road-quest"))


def test_every_level_plays_legal_games_with_every_variant():
    from dragonwood_tui.games.road_quest.config import VARIANTS

    for i, variant in enumerate(VARIANTS):
        s, _ = play(["hard", "normal", "random"][: 2 + i % 2] + (["hard"] if i % 3 == 0 else []), 40 + i, [variant])
        assert GAME.winners(s)


def test_hard_beats_normal_heads_up():
    wins = 0.0
    games = 160
    for g in range(games):
        bots = ["hard", "normal"] if g % 2 == 0 else ["normal", "hard"]
        s, _ = play(bots, 1000 + g)
        wins += sum(1 / len(s.winners) for w in s.winners if bots[w] == "hard")
    assert wins / games >= 0.55  # about 0.67 over 10,000 games (docs/rules.md)


def test_normal_forgets_the_announcement_now_and_then_hard_never_and_hard_calls_out():
    forgot = {"normal": 0, "hard": 0}
    announced = {"normal": 0, "hard": 0}
    called = 0
    for g in range(60):
        bots = ["hard", "normal"] if g % 2 == 0 else ["normal", "hard"]
        s, chosen = play(bots, 2000 + g)
        for e in s.log:
            if e.kind == "forgot":
                forgot[bots[e.seat]] += 1
        for seat, a in chosen:
            if isinstance(a, Announce):
                announced[bots[seat]] += 1
            if isinstance(a, CallOut):
                called += bots[seat] == "hard"
    assert forgot["hard"] == 0 and announced["hard"] > 0
    assert 0 < forgot["normal"] < announced["normal"]
    assert called > 0


def test_hard_fights_a_sure_win_and_dodges_a_deadly_long_shot():
    s = start(("barbarian", "bard"))
    send(s, 0, card("Wolf"))
    set_top(s, [card("Plain road", 5)])
    GAME.apply(s, Draw("deck"))
    bot = make_bot("road-quest", "hard", 1)
    assert bot.choose(GAME.view(s, 0), GAME.legal_actions(s)) == Fight()  # Wolf 2 + at most 3 <= 7
    s = start(("witch", "bard"))
    potion = card("Invisibility potion")
    set_hand(s, 0, [potion, *[card("Plain road", i) for i in range(4)]])
    send(s, 0, card("Green dragon"))
    s.players[0].life = 8
    GAME.apply(s, Draw("deck"))
    assert bot.choose(GAME.view(s, 0), GAME.legal_actions(s)) == Dodge(potion)


def test_bots_decide_the_same_from_the_same_seed():
    a = play(["hard", "normal", "random"], 77)[1]
    b = play(["hard", "normal", "random"], 77)[1]
    assert a == b
