"""Computer players, behind one interface, for every game: the bots registry, keyed by game kind.

A bot is made by `make_bot(game_kind, name, seed)` and asked `choose(view, legal)`: it sees
only its seat's view (never the full state) and the legal actions, and returns one of them.
`legal` is a sequence (len, indexing, iteration, `in`); simulations pass a lazy one that lists the
actions only when a bot reads it, so bots that decide from the view alone never pay for listing.
A match is handed `bot_factory(kind)`: the engine itself names no bot.
"""

from __future__ import annotations

import sys
from importlib import import_module
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from dragonwood_tui.i18n import N_  # the levels' lines are shown translated (the setup screen)

if TYPE_CHECKING:  # the registry is read by records (which bots exist) that play no match
    from dragonwood_tui.engine.match import AnyBot, BotFactory


class Level(NamedTuple):
    """A computer player a person can choose: its name, "module:factory" (a factory takes the
    seed and returns a Bot) and one line saying how it plays."""

    name: str
    target: str
    description: str


class Reviewer(NamedTuple):
    """How the review of play (docs/review.md) plays a game's options out; every part optional,
    the defaults work for any game (`Reviewer()`: full games by the game's default level):

    - `rollout_bot`: the level every seat's full-game rollouts are played with (None: the
      game's default level);
    - `rollout`: "module:function" (game, world, action, me, world_seed, make_bot) -> 0..1, the game's own
      valuation of an option in a sampled world (a short horizon, then the game's
      `horizon_value`), instead of a full game by `rollout_bot`;
    - `pre_rank`: "module:function" (view, legal) -> indices into legal, best first: the options
      worth playing out (None: the legal order, or `first_choice_of`'s);
    - `first_choice_of`: a level whose own choice is played out first, then the others in the
      legal order (when there is no `pre_rank`);
    - `worlds`: worlds dealt per decision at most, where a rollout costs far more than the
      review's budget assumes (None: the review's `WORLDS`);
    - `analyst`: "module:function" (game, config) -> the game's own valuation for that config,
      or None: an object with `method`, `method_for(view)` and `values(view, legal)` (the
      chance of winning after each option, no sampling: solo Dice Quest's whole quest), asked
      before the game's `exact_analyst` and the sampled analyst;
    - `score_fits`: "module:attribute", the review score's fits of the game by table
      (`review.score`; made by `benchmarks/review_score.py fit`), or None: no score, the
      accuracy alone."""

    rollout_bot: str | None = None
    rollout: str | None = None
    pre_rank: str | None = None
    first_choice_of: str | None = None
    worlds: int | None = None
    analyst: str | None = None
    score_fits: str | None = None


class Everyday(NamedTuple):
    """How a year of a person's games (`python -m dragonwood_tui.devtools.make_lived_in`) seats
    this game's computer players: `person`, the level that plays the person's seats (cheap, and
    plays a real game); `opponents`, the levels the opponents cycle through (cheap ones mostly, a
    stronger one now and then); `give_up`, "module:Class" of the action that gives a solo game
    up (now and then a solo game ends so), None when the game has none."""

    person: str
    opponents: tuple[str, ...]
    give_up: str | None = None


class Offered(NamedTuple):
    """A game's levels offered on the setup screen, weakest first, and the one new games seat;
    `advisor`: "module:function" (a view -> the move it advises, or None) whose judgement the
    table's advice shows, for the guided coach to follow (`advised_move`); `reviewer`: how the
    review plays its options out; `everyday`: how the lived-in folder plays it (`everyday_play`:
    a default from the levels when None)."""

    levels: list[Level]
    default: str
    advisor: str | None = None
    reviewer: Reviewer = Reviewer()
    everyday: Everyday | None = None


# game kind -> the levels a person chooses from, weakest -> strongest, and the default (the
# strongest that answers at once); the order is what `strongest_level` reads
_BOTS: dict[str, Offered] = {
    "dragonwood": Offered([
        Level("easy", "dragonwood_tui.bots.dragonwood_easy:EasyBot",
              N_("a beginner: sensible moves, with hesitations and long shots")),
        Level("normal", "dragonwood_tui.bots.dragonwood_greedy:GreedyBot",
              N_("captures what it reaches with good odds, else reloads")),
        Level("hard", "dragonwood_tui.bots.dragonwood_hard:HardBot",
              N_("weighs every capture by its exact odds and value; plans for dragons")),
        Level("expert", "dragonwood_tui.bots.dragonwood_expert:ExpertBot",
              N_("plays its best moves out over guessed hands; thinks up to a second")),
    ], default="hard", advisor="dragonwood_tui.bots.dragonwood_pick:advice",
       reviewer=Reviewer(rollout_bot="normal", rollout="dragonwood_tui.bots.dragonwood_review:rollout",
                         score_fits="dragonwood_tui.bots.dragonwood_score_fits:FITS",
                         pre_rank="dragonwood_tui.bots.dragonwood_review:pre_rank"),
       everyday=Everyday("normal", ("normal", "easy", "normal", "hard"))),
    "dice-quest": Offered([
        Level("normal", "dragonwood_tui.bots.dice_quest_greedy:GreedyBot",
              N_("beats the best enemy it can, re-rolls the rest")),
        Level("expert", "dragonwood_tui.bots.dice_quest_expert:ExpertBot",
              N_("re-rolls and spends powers by their exact odds")),
    ], default="expert",
       # `expert` plays a 2-seat game in ~330 ms, `normal` in ~17 ms
       reviewer=Reviewer(rollout_bot="normal", rollout="dragonwood_tui.bots.dice_quest_review:rollout",
                         score_fits="dragonwood_tui.bots.dice_quest_score_fits:FITS",
                         analyst="dragonwood_tui.bots.dice_quest_quest:analyst_for",
                         first_choice_of="expert", worlds=64),
       everyday=Everyday("normal", ("normal", "random", "normal", "normal"),
                         give_up="dragonwood_tui.games.dice_quest.actions:GiveUp")),
    "road-quest": Offered([
        Level("random", "dragonwood_tui.bots.random_bot:RandomBot", N_("any legal move, at random")),
        Level("normal", "dragonwood_tui.bots.road_quest_normal:NormalBot",
              N_("advances, attacks the leader, fights when the odds favour it; may forget to announce")),
        Level("hard", "dragonwood_tui.bots.road_quest_hard:HardBot",
              N_("weighs every choice by its exact odds and its worth in the race")),
        Level("expert", "dragonwood_tui.bots.road_quest_expert:ExpertBot",
              N_("plays its best moves out over guessed hands; thinks up to a second")),
    ], default="hard",
       reviewer=Reviewer(rollout="dragonwood_tui.bots.road_quest_review:rollout", first_choice_of="expert",
                         score_fits="dragonwood_tui.bots.road_quest_score_fits:FITS"),
       everyday=Everyday("normal", ("normal", "random", "normal", "hard"))),
}
_RANDOM = Level("random", "dragonwood_tui.bots.random_bot:RandomBot", N_("any legal move, at random"))
# players not offered on the setup screen: old names kept for records, test and study bots
_OTHERS: dict[str, list[Level]] = {
    "dragonwood": [
        Level("greedy", "dragonwood_tui.bots.dragonwood_greedy:GreedyBot", N_("the old name of normal")),
        Level("baseline", "dragonwood_tui.bots.dragonwood_baseline:BaselineBot",
              N_("a published rule bot, for comparison")),
        _RANDOM,
    ],
    "dice-quest": [
        Level("greedy", "dragonwood_tui.bots.dice_quest_greedy:GreedyBot", N_("the old name of normal")),
        _RANDOM,
    ],
}


class UnknownBot(KeyError):
    def __str__(self) -> str:
        game, name = self.args
        from dragonwood_tui.i18n import _
        from dragonwood_tui.storage.text import plain

        known = ", ".join(bot_names(game))
        # TRANSLATORS: a command line's bot name it does not know; {game} and {known} are what the command takes (dice-quest; hard, normal)
        return _("unknown computer player '{name}' for {game} (known: {known})").format(name=plain(str(name)[:40]), game=game, known=known)


def register_bots(
    game_kind: str, levels: Sequence[Level], default: str | None = None, advisor: str | None = None,
    reviewer: Reviewer | None = None, everyday: Everyday | None = None,
) -> None:
    """The computer players of a game added beside ours, weakest first; `default` (one of
    them; None: the strongest) is the one a new game seats; `advisor`, `reviewer` and `everyday`
    as `Offered`'s (None: no advice; the review's defaults; the lived-in folder's defaults)."""
    names = [level.name for level in levels]
    if not names:
        raise ValueError(f"no bot levels for {game_kind}")
    if default is None:
        default = names[-1]
    if default not in names:
        raise ValueError(f"the default bot {default!r} of {game_kind} is not one of its levels ({', '.join(names)})")
    known = names + [level.name for level in _OTHERS.get(game_kind, [])]
    if everyday is not None and not {everyday.person, *everyday.opponents} <= set(known):
        raise ValueError(f"the everyday levels of {game_kind} are not all among its levels ({', '.join(known)})")
    _BOTS[game_kind] = Offered(list(levels), default, advisor, reviewer or Reviewer(), everyday)


def register_study_bot(game_kind: str, level: Level) -> None:
    """A player `make_bot` knows by name but the setup screen does not offer (a benchmark's
    opponent, `benchmarks/ev_bot.py`): for this process and the workers it forks. Registering
    the same name again replaces it."""
    others = _OTHERS.setdefault(game_kind, [])
    others[:] = [lv for lv in others if lv.name != level.name] + [level]


def reviewer(game_kind: str) -> Reviewer:
    """How the review plays `game_kind`'s options out (`Reviewer()`, the defaults, for a game
    that registered none)."""
    offered = _BOTS.get(game_kind)
    return offered.reviewer if offered is not None else Reviewer()


def _offered(game_kind: str) -> list[Level]:
    offered = _BOTS.get(game_kind)
    return list(offered.levels) if offered else []


def bot_levels(game_kind: str) -> list[Level]:
    """The levels offered on the setup screen, the default first, then the others strongest
    first, each with its one line."""
    offered = _BOTS.get(game_kind)
    if offered is None:
        return []
    first = [lv for lv in offered.levels if lv.name == offered.default]
    return first + [lv for lv in reversed(offered.levels) if lv.name != offered.default]


def beginner_level(game_kind: str) -> str | None:
    """A new player's level: the weakest offered for `game_kind` that plays to win (not
    `random`); None for a game with none."""
    return next((lv.name for lv in _offered(game_kind) if lv.name != "random"), None)


def strongest_level(game_kind: str) -> str | None:
    """The strongest level offered for `game_kind` (the last of its registered order); None for
    a game with no computer players."""
    levels = _offered(game_kind)
    return levels[-1].name if levels else None


def _all(game_kind: str) -> list[Level]:
    return _offered(game_kind) + _OTHERS.get(game_kind, [])


def bot_names(game_kind: str) -> list[str]:
    """Every name `make_bot` knows (the offered levels first, then old names and others)."""
    return [level.name for level in bot_levels(game_kind) + _OTHERS.get(game_kind, [])]


def everyday_play(game_kind: str) -> Everyday | None:
    """How the lived-in folder plays `game_kind` (`Everyday`): as its bots' registration
    declares, else the weakest level that plays to win at the person's seats and every offered
    level in turn as opponents; None for a game with no computer players."""
    offered = _BOTS.get(game_kind)
    if offered is None or not offered.levels:
        return None
    if offered.everyday is not None:
        return offered.everyday
    person = beginner_level(game_kind) or offered.levels[0].name
    return Everyday(person, tuple(level.name for level in offered.levels))


def default_bot(game_kind: str) -> str | None:
    """The computer player a new game seats by default."""
    offered = _BOTS.get(game_kind)
    if offered is not None:
        return offered.default
    others = _OTHERS.get(game_kind, [])
    return others[0].name if others else None


def advised_move(game_kind: str, view: object) -> Any:
    """The move `game_kind`'s advisor would make at `view`, the person's decision (the judgement
    the table's advice shows: Dragonwood's chances box); None for a game with none."""
    offered = _BOTS.get(game_kind)
    if offered is None or offered.advisor is None:
        return None
    module, function = offered.advisor.split(":")
    return getattr(import_module(module), function)(view)


def make_bot(game_kind: str, name: str, seed: int) -> AnyBot:
    level = next((lv for lv in _all(game_kind) if lv.name == name), None)
    if level is None:
        raise UnknownBot(game_kind, name)
    module, factory = level.target.split(":")
    # sys.modules first: simulations make bots for every game, and import_module walks
    # importlib's Python code even for a module already imported
    bot: AnyBot = getattr(sys.modules.get(module) or import_module(module), factory)(seed)
    return bot


def make_untimed_bot(game_kind: str, name: str, seed: int) -> AnyBot:
    """`make_bot` for headless runs (tournaments, campaign simulations): a bot that thinks
    against a clock (`time_limit`, the app's safety net) thinks by its budget only, so a run
    makes the same choices at any machine load."""
    bot = make_bot(game_kind, name, seed)
    if hasattr(bot, "time_limit"):
        bot.time_limit = None
    return bot


def bot_factory(game_kind: str) -> BotFactory[Any, Any]:
    """What a Match of `game_kind` is handed to make its computer players."""
    return lambda name, seed: make_bot(game_kind, name, seed)
