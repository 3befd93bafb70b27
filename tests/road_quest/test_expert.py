"""Road Quest's `expert`: offered above `hard`, deciding from its seat's view only, the same
decision from the same seed, within its budget. Its strength is measured by `dragonwood
tournament` (docs/ai.md, 1,000 games and more), never asserted here from fewer."""

from __future__ import annotations

from dragonwood_tui import bots
from dragonwood_tui.bots import make_bot, make_untimed_bot
from dragonwood_tui.bots.road_quest_expert import ExpertBot
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games.road_quest import GAME
from dragonwood_tui.games.road_quest.config import RoadQuestConfig
from dragonwood_tui.games.road_quest.cards import EDITION


def positions(seats: int, seed: int, variants: tuple[str, ...] = ()):
    """Every decision of a game between `hard` players with more than one option: (state, seat)."""
    s = GAME.new_game(RoadQuestConfig(seats, variants, edition=EDITION), seed)
    players = [make_bot("road-quest", "hard", derive_seed(seed, "bot", k)) for k in range(seats)]
    while (seat := GAME.to_move(s)) is not None:
        legal = GAME.legal_actions(s)
        if len(legal) > 1 and s.phase != "character":
            yield GAME.clone(s), seat
        GAME.apply(s, players[seat].choose(GAME.bot_view(s, seat), legal))


def hidden(s) -> tuple:
    """What a seat cannot see: the other hands, the decks' order, the discard under its top."""
    return (tuple(tuple(p.hand) for p in s.players), tuple(s.deck), tuple(s.treasure_deck), tuple(s.discard[:-1]))


def test_expert_is_offered_above_hard_and_is_the_strongest() -> None:
    assert bots.strongest_level("road-quest") == "expert"
    assert [lv.name for lv in bots.bot_levels("road-quest")] == ["hard", "expert", "normal", "random"]
    assert bots.default_bot("road-quest") == "hard"  # new games still seat the one that answers at once
    assert isinstance(make_bot("road-quest", "expert", 1), ExpertBot)
    # its line is the Dragonwood expert's, translated already
    line = next(lv.description for lv in bots.bot_levels("road-quest") if lv.name == "expert")
    assert line == next(lv.description for lv in bots.bot_levels("dragonwood") if lv.name == "expert")


def test_the_setup_screen_and_the_campaign_offer_it() -> None:
    from dragonwood_tui.campaign.simulate import person_bots
    from dragonwood_tui.tui.screens.new_game import bot_choices

    assert "expert" in [name for name, _line in bot_choices("road-quest")]
    assert person_bots("best", ["road-quest"]) == {"road-quest": "expert"}


def test_the_review_plays_experts_choice_first() -> None:
    assert bots.reviewer("road-quest").first_choice_of == "expert"


def test_two_worlds_identical_from_its_view_give_the_same_decision() -> None:
    """The other hands and the decks dealt again from the seat's view: a world the same to the
    seat, different elsewhere; a bot of the same seed decides the same in both."""
    checked = 0
    for state, seat in positions(2, 31):
        view = GAME.bot_view(state, seat)
        other = GAME.sample_world(view, 99)
        assert other is not None
        if hidden(other) == hidden(state):
            continue
        assert GAME.bot_view(other, seat) == view
        legal = GAME.legal_actions(state)
        assert GAME.legal_actions(other) == legal
        a = ExpertBot(5, worlds=12, time_limit=None).choose(view, legal)
        b = ExpertBot(5, worlds=12, time_limit=None).choose(GAME.bot_view(other, seat), GAME.legal_actions(other))
        assert a == b and a in legal
        checked += 1
        if checked == 12:
            break
    assert checked == 12


def play(levels: list[str], seed: int, variants: tuple[str, ...] = ()) -> list:
    s = GAME.new_game(RoadQuestConfig(len(levels), variants, edition=EDITION), seed)
    players = [make_untimed_bot("road-quest", name, derive_seed(seed, "bot", k)) for k, name in enumerate(levels)]
    chosen = []
    while (seat := GAME.to_move(s)) is not None:
        legal = GAME.legal_actions(s)
        action = players[seat].choose(GAME.bot_view(s, seat), legal)
        assert action in legal
        chosen.append(action)
        GAME.apply(s, action)
    assert GAME.winners(s)
    return chosen


def test_same_seed_same_game_and_legal_play_with_variants() -> None:
    assert play(["expert", "hard"], 7) == play(["expert", "hard"], 7)
    play(["hard", "normal", "expert"], 8, ("battlefield",))


def test_it_searches_and_departs_from_hard_where_the_worlds_say_so() -> None:
    """The search is not `hard` under another name: over a game's decisions it plays some
    option other than `hard`'s own choice."""
    differs = 0
    for state, seat in positions(2, 12):
        view = GAME.bot_view(state, seat)
        legal = GAME.legal_actions(state)
        expert = ExpertBot(3, worlds=16, time_limit=None)
        hard = make_bot("road-quest", "hard", 3)
        differs += expert.choose(view, legal) != hard.choose(view, legal)
        if differs:
            break
    assert differs


def test_the_safety_net_stops_dealing_worlds() -> None:
    """With a clock of 0 s it deals one world per searched decision, whatever its budget."""
    bot = ExpertBot(2, worlds=48, time_limit=0.0)
    for state, seat in list(positions(2, 4))[:10]:
        bot.choose(GAME.bot_view(state, seat), GAME.legal_actions(state))
    assert bot.thought > 0 and bot.dealt == bot.thought


def test_it_takes_the_jack_that_lets_it_reach_the_leader_where_hard_draws_blind() -> None:
    """Found by playing `hard` against `hard` (seed 2, the 42nd decision) and built here card by
    card: the Dwarf holds a Hydra (Swamp) and a Washed-out bridge (Plain: the road laid last is
    lost), and the Ranger leads by two roads on Forest, out of their reach; a Jack's Attack
    lies on the discard. `hard` values a Jack at 4 and draws from the deck; `expert` plays both
    draws out, takes the Jack, and sends an obstacle with it to the leader in the same turn."""
    from dragonwood_tui.games.road_quest.actions import Attack, Draw

    from .helpers import card, set_hand, set_roads, start, take

    s = start(("dwarf", "ranger"))
    set_roads(s, 0, [card("Plain road"), card("Swamp road")])
    set_roads(s, 1, [card("Mountain crossroads"), card("Mountain road"), card("Forest road"), card("Forest road", 1)])
    obstacles, jack = (card("Hydra"), card("Washed-out bridge")), card("Jack's Attack")
    set_hand(s, 0, [*obstacles, card("Mountain road", 1), card("Invisibility potion"), card("Forest road", 2)])
    set_hand(s, 1, [card("Amulet"), card("Forest crossroads"), card("Landslide"), card("Plain road", 1), card("Invisibility potion", 1)])
    take(s, jack)
    s.discard.append(jack)
    legal = GAME.legal_actions(s)
    assert legal == [Draw("deck"), Draw("discard")]
    view = GAME.bot_view(s, 0)
    assert make_bot("road-quest", "hard", 1).choose(view, legal) == Draw("deck")
    for seed in range(3):
        assert ExpertBot(seed, time_limit=None).choose(view, legal) == Draw("discard"), seed
    bot = ExpertBot(2, time_limit=None)
    turn = []
    while GAME.to_move(s) == 0:
        action = bot.choose(GAME.bot_view(s, 0), GAME.legal_actions(s))
        turn.append(action)
        GAME.apply(s, action)
    assert turn[0] == Draw("discard")
    assert any(isinstance(a, Attack) and a.jack == jack and a.target == 1 and a.card in obstacles for a in turn), turn
