"""The contract every game fulfils, and the errors it raises.

A game is a deterministic state machine in the shape OpenSpiel uses:
`new_game(config, seed)`, `to_move(state)`, `legal_actions(state)`, `apply(state, action)`,
`view(state, seat)`, `is_over(state)`, `scores(state)`. States are mutable msgspec Structs
(copying a whole state at every action would make bots and simulations several times slower);
`apply` mutates the state in place and leaves it untouched when it refuses an action.
`clone(state)` gives an independent copy for search, replays and undo.
Chance (shuffles, dice) comes from the `Rng` stored inside the state, so the seed and the
action list determine the whole game.

A game also *declares* what the app and the CLI need to know of it (its title, modes, default
seats, rules variants, narration, its information type and how the review analyses it, its card
names), as OpenSpiel games declare their `GameType`: menus, the setup screen, the CLI, the
review, the catalog and the replay viewer read the declaration and never keep a table of kinds
of their own. Optional hooks have defaults here that work for any game (docs/architecture.md,
"Adding a game", lists each and what the player loses without it); nothing is found by probing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Generic, Literal, NamedTuple, Protocol, TypeVar

import msgspec

from dragonwood_tui.engine.bot_steps import BotSteps
from dragonwood_tui.engine.option_words import OptionWords
from dragonwood_tui.i18n import _

if TYPE_CHECKING:
    from fractions import Fraction


class GameError(Exception):
    """Base class for errors raised by games."""


class IllegalAction(GameError):
    """An action that the rules refuse in this state. `reason` says why, for a person."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SampleGame(NamedTuple):
    """A sample record of the repository's saves/ (`python -m dragonwood_tui.devtools.make_samples`):
    its file name, its seats (name, bot level), what its game must show to be kept (`wanted(game,
    state)`: the first seed from 1 whose game does) and the record's name."""

    file: str
    seats: tuple[tuple[str, str], ...]
    wanted: Callable[[Any, Any], bool]
    name: str


class SeatSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Who sits at a seat: a person (bot is None) or a computer player named by `bot`."""

    name: str
    bot: str | None = None


class NewLuck(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """"Play on with new luck" as part of a game's config (its `new_luck` field: a tuple of
    these, steps increasing, absent when the game has none): once the game has `step` actions
    (0: right after the deal), the walk calls `Game.reseed(state, seed)`, which gives the game
    a new future (the unseen cards shuffled again, a new dice stream) and changes nothing any
    seat knows. Being in the config, it is in the record's header, so everything that walks the
    record (verify, the replay cursor, autosave, narration, a resumed match) meets the same new
    luck at the same step. Several: a practice game of a practice game, with new luck again."""

    step: Annotated[int, msgspec.Meta(ge=0, description="actions played before the new luck")]
    seed: Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1, description="seed of the new future")]


def public_config(config: Any) -> Any:
    """`config` as a seat may see it: without its `new_luck` seeds (a seat that knew them could
    work out the deck's new order)."""
    if getattr(config, "new_luck", msgspec.UNSET) is msgspec.UNSET:
        return config
    return msgspec.structs.replace(config, new_luck=msgspec.UNSET)


#: A config's `new_luck` field: `NewLuck | msgspec.UnsetType = msgspec.UNSET` of this type, so
#: that a config without new luck encodes exactly as before the field existed.
NewLucks = Annotated[tuple[NewLuck, ...], msgspec.Meta(min_length=1, max_length=1000)]


class Mode(msgspec.Struct, frozen=True):  # a Struct, not a dataclass: `dataclasses` costs verify 2 ms
    """One way to seat a game: `players` seats, a label for menus ("Solo quest", "3 players")
    and an optional line the setup screen shows when it is chosen."""

    players: int
    label: str
    note: str = ""


class Variant(msgspec.Struct, frozen=True):
    """A rules variant a player may switch on: its name in configs and on the command line,
    what it changes, in words, and a short title (both marked with N_, shown with _(); no
    title: the name is shown)."""

    name: str
    label: str
    title: str = ""


#: What a game declares of its information (`Game.information`).
Information = Literal["perfect", "hidden"]

VC = TypeVar("VC", contravariant=True)
AC = TypeVar("AC", contravariant=True)


class ExactAnalyst(Protocol[VC, AC]):
    """A game's own exact valuation of a decision (`Game.exact_analyst`): `exact(view, legal)`
    gives the chance of winning after each option, in order (Fractions or floats, 0..1)."""

    def exact(self, view: VC, legal: Sequence[AC]) -> Sequence[Fraction | float]: ...


#: Names the default seats give computer players, seat 1 onwards.
BOT_SEAT_NAMES = ("Ada", "Bram", "Cleo", "Dain", "Edda", "Finn", "Gro")
PERSON_NAME = "You"

C = TypeVar("C")  # config
S = TypeVar("S")  # state
A = TypeVar("A")  # action
V = TypeVar("V")  # view


class Game(OptionWords[S, A, V], BotSteps[S, A, V], ABC, Generic[C, S, A, V]):
    """What the engine, bots, records, the CLI and the TUI know of a game."""

    kind: ClassVar[str]  # key in the games registry and in records ("dice-quest")
    title: ClassVar[str]  # for people ("Dice Quest")
    rules_version: ClassVar[int]  # bumped when a rules change would make old records replay differently
    config_type: ClassVar[type[msgspec.Struct]]  # the game's options (players, variants)
    action_type: ClassVar[Any]  # the tagged union of this game's action Structs
    state_type: ClassVar[type[msgspec.Struct]]  # the full state
    view_type: ClassVar[Any]  # msgspec Struct of what one seat (or a spectator) sees
    modes: ClassVar[tuple[Mode, ...]]  # seat counts it plays, in menu order
    default_players: ClassVar[int]  # the mode a new game starts in
    variants: ClassVar[tuple[Variant, ...]] = ()  # rules variants a player may switch on
    modifiers: ClassVar[Mapping[str, str]] = {}  # config field -> what a non-default value does

    # -- its cards' names in the player's language (docs/i18n.md) ----------------------------
    # The catalog context of its card names (`i18n.card_names.card_name(kind, name)` reads it);
    # None: "<kind> card". Declared when the class is defined (`__init_subclass__`).
    card_context: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        kind = cls.__dict__.get("kind")
        if isinstance(kind, str):
            from dragonwood_tui.i18n.card_names import declare_context, default_context

            declare_context(kind, cls.card_context or default_context(kind))

    def card_names(self) -> Iterator[tuple[str, str, str]]:
        """(catalog context, English name, a note for translators) of every name its cards show,
        for the catalog's extraction (`games.card_catalog`); none by default: its names are
        then shown as its data writes them, in every language."""
        return iter(())

    # -- setting up -----------------------------------------------------------------------
    @abstractmethod
    def default_config(self, players: int) -> C:
        """The standard config for `players` seats; raises ValueError for a count it can't seat."""

    @abstractmethod
    def with_variants(self, config: C, variants: Sequence[str]) -> C:
        """`config` with the named rules variants on; ValueError names an unknown one."""

    def modifier_lines(self, config: C) -> list[str]:
        """The config's rules options that differ from the standard game, one line each."""
        return []

    def mode(self, players: int) -> Mode:
        """The declared mode for `players` seats (ValueError for a count the game can't seat)."""
        for mode in self.modes:
            if mode.players == players:
                return mode
        raise ValueError(f"{self.title} seats {', '.join(str(m.players) for m in self.modes)} players, not {players}")

    def default_seats(self, players: int, bot: str | None) -> list[SeatSpec]:
        """A person at seat 0 and computer players `bot` at the others."""
        return [SeatSpec(PERSON_NAME)] + [
            SeatSpec(BOT_SEAT_NAMES[(i - 1) % len(BOT_SEAT_NAMES)], bot) for i in range(1, players)
        ]

    @abstractmethod
    def new_game(self, config: C, seed: int) -> S: ...

    # -- playing --------------------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> int | None:
        """The seat whose decision it is, or None when the game is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[A]: ...

    @abstractmethod
    def apply(self, state: S, action: A) -> None:
        """Play `action`; raise IllegalAction (state untouched) if the rules refuse it."""

    def apply_legal(self, state: S, action: A) -> None:
        """Play `action`, just taken from `legal_actions(state)` (a rollout's bot chose it): a
        game may skip checking it again. Default: `apply`."""
        self.apply(state, action)

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What `seat` may see; seat None is the spectator's view of everything."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def scores(self, state: S) -> list[int]: ...

    @abstractmethod
    def winners(self, state: S) -> list[int]:
        """Seats that won (several on a shared win); empty while the game runs."""

    @abstractmethod
    def clone(self, state: S) -> S: ...

    @abstractmethod
    def turn_number(self, state: S) -> int:
        """1-based number of the turn in progress (for replays: jump to turn T)."""

    # -- words ----------------------------------------------------------------------------
    @abstractmethod
    def describe(self, state: S, action: A, names: Sequence[str] | None = None) -> str:
        """One line for a person: what `action` does, read in the state before it, naming
        the seat that plays it (`names[seat]`)."""

    def narrate(self, state: S, action: A, names: Sequence[str] | None = None) -> list[str]:
        """Apply `action` and return the lines of what it did and caused (dice, draws,
        results), each naming who acted. The default is the action's description."""
        line = self.describe(state, action, names)
        self.apply(state, action)
        return [line]

    def deal_lines(self, state: S, names: Sequence[str] | None = None) -> list[str]:
        """Lines about the deal itself (what setup caused), shown before the first action."""
        return []

    def seat_lines(self, state: S, seat: int, names: Sequence[str] | None = None) -> list[str]:
        """What `seat` sees that the public account (`narrate`) does not tell, built from its
        own `view` only (`replay --text --seat N`): the first line its own hand (shown again
        whenever it changes), then more (the others' hand sizes; shown at each turn's start).
        The default, for games with nothing hidden, is nothing."""
        return []

    def end_reason(self, state: S) -> str:
        """Why a finished game ended, in words ("" when it simply ran its course)."""
        return ""

    # -- the slowest player (campaign stage lengths, `bots.passive`) -------------------------
    # the tags of the moves that do least, in order of preference (reload, pass, give up); a
    # decision with none of them takes the first legal action (the default: always that)
    passive_moves: ClassVar[tuple[str, ...]] = ()

    # -- the player's statistics ---------------------------------------------------------------
    has_armies: ClassVar[bool] = False  # players build armies: the statistics keep the best

    def army(self, state: S, seat: int) -> int | None:
        """The cards in `seat`'s army once the game is over (None: the game has no armies)."""
        return None

    # -- campaign goals ----------------------------------------------------------------------
    # The goal kinds a campaign stage of this game may set (`campaign.goals.GOAL_KINDS`), each
    # with the unit of its measure here ("points"; Road Quest's score is "roads").
    goal_kinds: ClassVar[Mapping[str, str]] = {}
    solo_words: ClassVar[str] = ""  # a stage with no opponents, in words, for its briefing

    def goal_targets(self) -> Collection[str]:
        """The names a goal of targets ("capture") may ask for; none by default."""
        return ()

    def goal_target_words(self, targets: Sequence[str]) -> str:
        """Those targets in a goal's words ("the Orange Dragon and the Blue Dragon")."""
        return " and ".join(f"the {t}" for t in targets)

    def goal_target_text(self, targets: Sequence[str], card_text: Callable[[str], str]) -> str:
        """`goal_target_words` in the player's language, for the screens (the English words are
        what progress files and --json keep); `card_text` names a card in that language (the
        caller's: the engine knows no card names)."""
        from dragonwood_tui.i18n import _

        return _(" and ").join(_("the {card}").format(card=card_text(t)) for t in targets)

    def goal_facts(self, state: S, seat: int) -> dict[str, Any]:
        """What campaign goals may read of `seat`'s game beyond scores and winners, by name:
        "captured" (creature names), "army", "beaten", "life", "opponent" (the score of a side that is
        no seat, as a solo opponent's). Empty by default."""
        return {}

    # -- the coach of a guided game -----------------------------------------------------------
    coach_lines: ClassVar[Mapping[str, str]] = {}  # topic -> what the coach says of it

    def coach_topics(self, view: V, legal: Sequence[A], advised: A | None = None) -> list[str]:
        """The topics (keys of `coach_lines`) a person's decision raises, the most pressing first.
        `advised`: the move the game's advisor would make here (`bots.advised_move`: the judgement
        the table's own advice shows), when it has one; a topic may follow it (Dragonwood: a
        capture worth trying, or a reload better)."""
        return []

    # -- the review of play (docs/review.md; "Adding a game" in docs/architecture.md) --------
    # "perfect": a seat's view shows the whole state, all but the future of chance (dice not
    # yet rolled): the review deals its worlds from the state itself (`perfect_world`), so any
    # such game is reviewed with no more said. "hidden" (the default, the safe assumption: the
    # review never reads the state of a game that may hide something): the game deals them
    # (`sample_world`), else it cannot be reviewed and the player is told why.
    information: ClassVar[Information] = "hidden"

    def sample_world(self, view: V, seed: int) -> S | None:
        """A full state consistent with `view` (the view of the seat to move, at its decision):
        everything hidden from that seat (the deck's order, the other hands, future dice) dealt
        at random from `seed`, everything it sees as it is, so that the same actions are legal.
        The review plays positions out on such worlds. None: this game cannot sample (the
        default), or not at this kind of decision. A game of perfect information need not
        (the review calls `perfect_world`)."""
        return None

    def perfect_world(self, state: S, seed: int) -> S:
        """A world of a perfect-information game at a decision: a copy of `state` (nothing in it
        is hidden from the seat) with its future chance dealt again from `seed`: `reseed` when
        the game can, else every `engine.rng.Rng` among the state's fields reseeded (the dice
        to come are not known, so a world must not use the record's)."""
        world = self.clone(state)
        if not self.reseed(world, seed):
            from dragonwood_tui.engine.rng import reseed_every_rng

            reseed_every_rng(world, seed)
        return world

    def horizon_value(self, state: S, seat: int) -> float:
        """Seat `seat`'s chance of winning as the review reads it where a rollout stops, 0..1:
        a finished game's share of the win (1/k for a win shared by k seats); before the end
        (the default rollout plays to the end; a game's own rollout may stop sooner) the
        share of the lead: 1/k when `seat` is one of the k seats with the top score, else 0."""
        winners = self.winners(state) if self.is_over(state) else self._leaders(state)
        return 1.0 / len(winners) if seat in winners else 0.0

    def _leaders(self, state: S) -> list[int]:
        scores = self.scores(state)
        top = max(scores, default=0)
        return [k for k, score in enumerate(scores) if score == top]

    def exact_analyst(self, config: C) -> ExactAnalyst[V, A] | None:
        """An analyst that knows each option's exact chance of winning for games of `config`
        (solo Dice Quest's solver), or None (the default: the review samples worlds)."""
        return None

    # -- practice with new luck -----------------------------------------------------------------
    def reseed(self, state: S, seed: int) -> bool:
        """Give `state` a new future in place ("play on with new luck"): what no seat has seen
        (the deck's order) shuffled again and the dice stream reseeded from `seed`; what any
        seat knows stays. False: this game cannot (the default; nothing changed)."""
        return False

    def new_luck(self, config: C) -> tuple[NewLuck, ...]:
        """The new luck `config` carries (its `new_luck` field); none by default."""
        return ()

    def with_new_luck(self, config: C, new_luck: Sequence[NewLuck]) -> C:
        """`config` carrying `new_luck` (empty: none, the field left out); ValueError when this
        game cannot play on with new luck (the default). A game that can reseeds in `reseed`
        and keeps `new_luck` in its config (`NewLucks`)."""
        if not new_luck:
            return config
        raise ValueError(_("{game} cannot play on with a new shuffle").format(game=self.title))

    # -- figures for simulations ------------------------------------------------------------
    def game_stats(self, state: S) -> dict[str, Any] | None:
        """A finished game's own figures for `dragonwood simulate` (None: the game has none)."""
        return None

    def summarize_stats(self, games: Collection[dict[str, Any]]) -> dict[str, Any]:
        """The figures of many finished games (`game_stats` of each), for the simulate report."""
        return {}

    # -- the repository's sample records (saves/, made by devtools/make_samples) ---------------
    sample_games: ClassVar[Sequence[SampleGame]] = ()  # none by default


#: Any game at all: what game-agnostic code (records, replays, the registry) takes, so that a
#: `Game` is never written without its parameters and the intent stays visible.
AnyGame = Game[Any, Any, Any, Any]
