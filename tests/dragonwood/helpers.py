"""Test helpers: build a Dragonwood state by hand (stacked decks, chosen hands and landscape),
force the dice, check the invariants, and name cards briefly."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.dragonwood import GAME, rules
from dragonwood_tui.games.dragonwood.cards import (
    ADVENTURER_COUNT,
    CARD_COUNT,
    COLOURS,
    DRAGONS,
    DW_FIRST,
    DW_IDS,
    HAND_LIMIT,
    LADYBUG_FIRST,
    LADYBUGS,
    MAX_DICE,
    adventurer_id,
    name,
)
from dragonwood_tui.games.dragonwood.config import Config
from dragonwood_tui.games.dragonwood.state import P_HAND_LIMIT, P_TURN, State


def A(text: str) -> int:
    """An adventurer card by label: A("G7") is Green 7, A("O12") is Orange 12."""
    colour = "GRPBO".index(text[0])
    return adventurer_id(colour, int(text[1:]))


def H(text: str) -> list[int]:
    """Several adventurer cards: H("G3 R4 B5")."""
    return [A(t) for t in text.split()]


_BY_NAME: dict[str, list[int]] = {}
for _c in DW_IDS:
    _BY_NAME.setdefault(name(_c), []).append(_c)


def D(card_name: str, copy: int = 0) -> int:
    """A Dragonwood card by name (copy picks among identical creatures)."""
    return _BY_NAME[card_name][copy]


def build(
    players: int = 2,
    *,
    hands: Sequence[Iterable[int]] | None = None,
    landscape: Iterable[int] = (),
    reveals: Iterable[int] = (),
    draws: Iterable[int] = (),
    adv_discard: Iterable[int] = (),
    enhancements: Sequence[Iterable[int]] | None = None,
    victory: Sequence[Iterable[int]] | None = None,
    opponent: Iterable[int] = (),
    current: int = 0,
    runouts: int = 0,
    fill: bool = True,
    tie_break: str = "most-creatures",
    seed: int = 7,
    config: Config | None = None,
) -> State:
    """A state at the start of `current`'s turn (phase "turn"), every card placed as asked.

    reveals: the Dragonwood cards the landscape will draw next, in order; draws: the Adventurer
    cards the next draws give, in order. With `fill`, every card not placed is put away so that
    each card is in exactly one place: Adventurer cards under the given draws (drawn after them),
    Dragonwood cards among the removed ones (dragons at the bottom of the Dragonwood deck).
    `config` (else a standard one of `players` and `tie_break`) sets the rules options; with
    `ladybugs=False` the ladybugs are left out.
    """
    hands = [list(h) for h in (hands or [[] for _ in range(players)])]
    enhancements = [list(e) for e in (enhancements or [[] for _ in range(players)])]
    victory = [list(v) for v in (victory or [[] for _ in range(players)])]
    landscape = list(landscape)
    reveals = list(reveals)
    draws = list(draws)
    adv_discard = list(adv_discard)
    opponent = list(opponent)
    placed = set(landscape) | set(reveals) | set(draws) | set(adv_discard) | set(opponent)
    for group in (hands, enhancements, victory):
        for pile in group:
            placed |= set(pile)
    config = config or Config(players=players, tie_break=tie_break)
    adv_ids = range(ADVENTURER_COUNT if config.ladybugs else LADYBUG_FIRST)
    adv_rest = [c for c in adv_ids if c not in placed] if fill else []
    dw_rest = [c for c in DW_IDS if c not in placed] if fill else []
    dw_bottom = [c for c in dw_rest if c in DRAGONS]
    removed = [c for c in dw_rest if c not in DRAGONS]
    solo = players == 1
    return State(
        config=config,
        rng=Rng(seed),
        players=players,
        solo=solo,
        adv_deck=adv_rest + draws[::-1],
        adv_discard=adv_discard,
        dw_deck=dw_bottom + reveals[::-1],
        dw_discard=[],
        removed=removed,
        landscape=landscape,
        hands=hands,
        enhancements=enhancements,
        victory=victory,
        opponent=opponent,
        first_player=0,
        current=current,
        turn=1,
        runouts=runouts,
        reshuffles=0,
        final_round=False,
        final_turns_left=0,
        phase=P_TURN,
        decider=current,
        tasks=[],
        event=-1,
        wind=[-1] * players,
    )


class Dice:
    """Forced dice: every die the rules roll (captures, re-rolls, the solo opponent) comes from
    `faces`, in order. `check_used()` fails when some were not rolled."""

    def __init__(self, monkeypatch) -> None:  # type: ignore[no-untyped-def]
        self.faces: list[int] = []
        monkeypatch.setattr(rules, "_roll", self._roll)
        monkeypatch.setattr(rules, "_roll_dice", lambda s, n: [self._roll(s) for _ in range(n)])

    def __call__(self, *faces: int) -> "Dice":
        self.faces.extend(faces)
        return self

    def _roll(self, s: State) -> int:
        assert self.faces, "the rules rolled more dice than the test forced"
        return self.faces.pop(0)

    def check_used(self) -> None:
        assert self.faces == [], f"dice not rolled: {self.faces}"


def locations(s: State) -> list[int]:
    """Every card id found in the state's piles, with repeats if a card is in two places."""
    out: list[int] = []
    out += s.adv_deck + s.adv_discard + s.in_play + [w for w in s.wind if w >= 0]
    for h in s.hands:
        out += h
    out += s.dw_deck + s.dw_discard + s.removed + s.landscape + s.opponent + s.in_play_one_time
    for pile in s.enhancements + s.victory:
        out += pile
    if s.event >= 0:
        out.append(s.event)
    return out


def check_invariants(s: State) -> None:
    """Every card in exactly one place (no ladybugs when the config takes them out); hands within
    the config's limit unless discarding down to it (the deal's discards under a lowered limit go
    round the table seat by seat, so then the later seats wait above it too)."""
    cards = [c for c in range(CARD_COUNT) if s.config.ladybugs or c not in LADYBUGS]
    assert sorted(locations(s)) == cards
    for seat, hand in enumerate(s.hands):
        discarding = s.phase == P_HAND_LIMIT and (s.decider == seat or s.turn <= 1)
        if not discarding:
            assert len(hand) <= s.config.hand_limit <= HAND_LIMIT, (seat, len(hand))
    assert len(s.att_dice) <= MAX_DICE
    assert all(c >= DW_FIRST for c in s.landscape) and len(s.landscape) <= 5


def play(s: State, *actions) -> State:  # type: ignore[no-untyped-def]
    for a in actions:
        GAME.apply(s, a)
    return s


__all__ = ["A", "COLOURS", "D", "Dice", "H", "build", "check_invariants", "locations", "play"]
