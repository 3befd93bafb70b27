"""The `normal` Road Quest bot: sensible rules of thumb, from its own view only.

Advances when it can, attacks the leader on a matching terrain, fights when the odds favour it,
camps when low; it forgets the announcement now and then (so calling out matters). `hard`
(road_quest_hard.py) reuses the helpers here and replaces the decisions with weighed ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, TypeVar

from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.road_quest.actions import (
    Announce, Attack, CallOut, Camp, Defend, Discard, Dodge, Draw, Duel, Endure, EndTurn, Fight, LayRoad, Spoils, Triumph, UseTreasure,
)
from dragonwood_tui.games.road_quest.cards import standard_cards
from dragonwood_tui.games.road_quest.odds import fight_chance, view_attack, view_wound, win_chance

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.road_quest.actions import Action
    from dragonwood_tui.games.road_quest.view import RoadQuestView as View, SeatView

CARDS = standard_cards()
C = CARDS.cards
CHARS = {c.key: c for c in CARDS.characters}
N = CARDS.numbers


K = TypeVar("K")  # one kind of action


class Table:
    """What the bot reads from its view: its seat, attack, wounds, the opponents."""

    def __init__(self, view: View) -> None:
        self.view = view
        assert view.to_move is not None  # a bot is asked only when it is to move
        self.seat: int = view.to_move
        self.me = view.seats[self.seat]
        self.char = CHARS[self.me.character] if self.me.character else None
        self.hand = list(self.me.hand or ())
        self.battlefield = "battlefield" in view.variants
        # a battlefield's own life numbers (rules edition 3, every new game)
        self.life_potion = N["battlefield_life_potion" if self.battlefield else "life_potion"]
        self.life_card = N["battlefield_life_card" if self.battlefield else "life_card"]

    def last_terrain(self, sv: SeatView) -> str:
        return C[sv.roads[-1]].terrain if sv.roads else ""

    def attack(self, sv: SeatView, creature: int = -1) -> int:
        """`sv`'s attack in a fight against `creature` (-1: a duel)."""
        return view_attack(CARDS, sv, creature)

    def wound(self, sv: SeatView, damage: int) -> int:
        return view_wound(CARDS, sv, damage)

    def fight_chance(self, creature: int, extra: int = 0) -> Fraction:
        return fight_chance(CARDS, self.view, self.seat, creature, extra)

    def pending_weapon_gain(self) -> int:
        """Attack a sword or great sword in hand would add now (over the one worn)."""
        worn = 0 if self.me.weapon < 0 else (N["great_sword"] if C[self.me.weapon].effect == "great-sword" else N["sword"])
        best = worn
        for c in self.hand:
            if C[c].effect == "sword":
                best = max(best, N["sword"])
            elif C[c].effect == "great-sword":
                best = max(best, N["great_sword"])
        return best - worn

    def opponents(self) -> list[SeatView]:
        return [sv for sv in self.view.seats if sv.seat != self.seat and sv.alive]


def first_of(legal: Iterable[Action], kind: type[K]) -> list[K]:
    return [a for a in legal if isinstance(a, kind)]


class NormalBot:
    name = "normal"
    forget = Fraction(1, 6)  # chance of forgetting the announcement
    camp_below = 10

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    # -- the entry point ----------------------------------------------------------------
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if view.phase == "character":
            return self.rng.choice(legal)  # computer players choose at random
        t = Table(view)
        handler: Callable[[Table, list[Action]], Action | None] = getattr(self, "on_" + view.phase)
        action = handler(t, legal)
        return action if action in legal else self.fallback(t, legal)

    def fallback(self, t: Table, legal: list[Action]) -> Action:
        kinds: tuple[type[EndTurn | Draw | Fight | Endure], ...] = (EndTurn, Draw, Fight, Endure)
        for kind in kinds:
            found = first_of(legal, kind)
            if found:
                return found[0]
        return legal[0]

    # -- phases -------------------------------------------------------------------------
    def on_draw(self, t: Table, legal: list[Action]) -> Action | None:
        calls = first_of(legal, CallOut)
        if calls and self.calls_out(t):
            return calls[0]
        top = t.view.discard_top
        if Draw("discard") in legal and self.wants_from_discard(t, top):
            return Draw("discard")
        return Draw("deck")

    def calls_out(self, t: Table) -> bool:
        return self.rng.below(3) > 0  # a sensible player notices most of the time

    def wants_from_discard(self, t: Table, top: int) -> bool:
        card = C[top]
        if t.me.pending or card.kind != "road":
            return False
        return not t.me.roads or card.terrain in C[t.me.roads[-1]].follows

    def on_face(self, t: Table, legal: list[Action]) -> Action | None:
        prep = self.prepare(t, legal)
        if prep is not None:
            return prep
        obstacle = t.me.pending[0]
        if C[obstacle].kind == "ambush":
            return Endure()
        defends = first_of(legal, Defend)
        if defends:
            return min(defends, key=lambda a: (len(a.cards), sum(C[c].attack for c in a.cards)))
        chance = t.fight_chance(obstacle)
        amulets = [a for a in first_of(legal, UseTreasure) if C[a.card].effect == "amulet"]
        if amulets and chance < 1 and t.fight_chance(obstacle, 1) > chance:
            return amulets[0]
        if chance >= Fraction(1, 2):
            return Fight()
        dodge: list[Dodge] | list[Triumph] = first_of(legal, Dodge) or first_of(legal, Triumph)
        if dodge:
            return dodge[0]
        return Fight()

    def prepare(self, t: Table, legal: list[Action]) -> Action | None:
        """Equipment on, potions when hurt: before facing or acting."""
        for a in first_of(legal, UseTreasure):
            effect = C[a.card].effect
            if effect in ("sword", "great-sword") and t.pending_weapon_gain() > 0 and effect == self.best_weapon(t):
                return a
            if effect == "shield" and t.me.shield < 0:
                return a
            if effect == "life" and self.drinks_life(t):
                return a
        return None

    def drinks_life(self, t: Table) -> bool:
        """A life potion now: when it heals in full; on a battlefield, where it gives back one
        life card, only at half life or less (kept until then, it may still save a life)."""
        if t.battlefield:
            return t.me.life <= t.me.max_life // 2
        return t.me.life <= t.me.max_life - t.life_potion

    def best_weapon(self, t: Table) -> str:
        return "great-sword" if any(C[c].effect == "great-sword" for c in t.hand) else "sword"

    def on_main(self, t: Table, legal: list[Action]) -> Action | None:
        prep = self.prepare(t, legal)
        if prep is not None:
            return prep
        if Announce() in legal and self.rng.below(6) >= 1:  # forgets one time in six
            return Announce()
        calls = first_of(legal, CallOut)
        if calls and self.calls_out(t):
            return calls[0]
        roads = first_of(legal, LayRoad)
        if roads:
            return self.pick_road(t, roads)
        attack = self.pick_attack(t, first_of(legal, Attack))
        if attack is not None:
            return attack
        duel = self.pick_duel(t, first_of(legal, Duel))
        if duel is not None:
            return duel
        if self.camp_unlocks_a_road(t, legal):
            return Camp()
        if Camp() in legal and t.me.life <= self.camp_below and len(t.me.roads) < N["goal"] - 1:
            return Camp()
        return EndTurn()

    def camp_unlocks_a_road(self, t: Table, legal: list[Action]) -> bool:
        """No road in hand fits the last one, but one fits the road before it: camping then
        laying costs no road, gives a new terrain (and life below the maximum). At full life
        this is the only camping worth doing; it is never done after the road of the turn."""
        v = t.view
        if Camp() not in legal or v.blocked or v.laid or v.attacks or not t.me.roads:
            return False
        if any(isinstance(a, LayRoad) for a in legal):
            return False  # a road fits already: camping would only lose one
        before = t.me.roads[-2] if len(t.me.roads) > 1 else -1
        return any(C[c].kind == "road" and (before < 0 or C[c].terrain in C[before].follows) for c in t.hand)

    def pick_road(self, t: Table, roads: list[LayRoad]) -> LayRoad:
        return roads[0]

    def pick_attack(self, t: Table, attacks: list[Attack]) -> Attack | None:
        if not attacks:
            return None
        plain = [a for a in attacks if a.jack < 0] or attacks
        if t.battlefield:  # the last one alive wins: the weakest opponent first
            weakest = min(t.view.seats[a.target].life for a in plain)
            best = [a for a in plain if t.view.seats[a.target].life == weakest]
        else:
            leader = max(len(t.view.seats[a.target].roads) for a in plain)
            best = [a for a in plain if len(t.view.seats[a.target].roads) == leader]
        return max(best, key=lambda a: (C[a.card].kind == "creature", C[a.card].attack))

    def pick_duel(self, t: Table, duels: list[Duel]) -> Duel | None:
        for d in duels:
            sv = t.view.seats[d.target]
            if win_chance(CARDS, t.view, t.attack(t.me) - sv.attack) >= Fraction(2, 3):
                return d
        return None

    def on_discard(self, t: Table, legal: list[Discard]) -> Discard:
        return min(legal, key=lambda a: (self.keep_value(t, a.card), a.card))

    def keep_value(self, t: Table, card: int) -> float:
        c = C[card]
        if t.battlefield and c.kind in ("creature", "ambush", "jack"):
            return 7 + c.attack / 4  # the only way to win a battlefield: keep them before roads
        if c.kind == "road":
            fits = not t.me.roads or c.terrain in C[t.me.roads[-1]].follows
            return 5 + 3 * fits + c.crossroads
        if c.kind == "creature":
            return 3 + c.attack / 4
        if c.kind == "ambush":
            return 3
        if c.kind == "jack":
            return 2
        return 6  # treasures

    def on_spoils(self, t: Table, legal: list[Spoils]) -> Spoils:
        for kind in ("road", "item", "life", "draw"):
            for a in legal:
                if a.kind == kind:
                    return a
        return legal[0]
