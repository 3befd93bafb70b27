"""The `hard` Road Quest bot: weighs every option by its chance and its value to the race.

Values are in roads (a road laid = 1). A fight is weighed with its exact odds (the spread of
combat numbers of the cards it has not seen, or the Witch's look); a wound by the life it costs
and the chance of dying from it; an obstacle sent by how much it slows the target (a blocked
road, a lost road, the wound it may cause); a road laid by how well the hand can follow it and
how exposed its terrain is. It always announces and always calls out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dragonwood_tui.bots.road_quest_normal import CARDS, CHARS, C, N, NormalBot, Table, first_of
from dragonwood_tui.games.road_quest.actions import (
    Announce, Attack, CallOut, Camp, Defend, Discard, Dodge, Draw, Duel, Endure, EndTurn, Fight,
    LayRoad, Spoils, Triumph, UseTreasure,
)
from dragonwood_tui.games.road_quest.odds import win_chance

if TYPE_CHECKING:  # annotations only: the bot is typed by its game's view and actions
    from dragonwood_tui.games.road_quest.actions import Action
    from dragonwood_tui.games.road_quest.view import SeatView

TREASURE_VALUE = 0.45  # a treasure gained, in roads
ROAD = 1.0

# tunable weights (docs/ai.md): chosen by simulation against `normal`
LIFE_POINT = 0.06  # a life point, in roads, while far from death
DEATH = 6.0  # dying, in roads (heads-up it loses the game)
QUIET = 1.5  # preference for a terrain the opponents did not attack when they could
CAMP_BELOW = 6  # camp only this low, and only if one obstacle could kill
# battlefield (no road wins, the last one alive does): life is the whole score
BF_LIFE_POINT = 0.12  # a life point, in roads' units
BF_FOCUS = 40  # the weight of a target grows by 1 for each BF_FOCUS life points it lacks

#: the creatures and ambushes in id order (the obstacles a seat may be sent): the estimates
#: below read them at every step of the review's rollouts, not the whole deck
OBSTACLES = tuple(c for c in C if c.kind in ("creature", "ambush"))


class HardBot(NormalBot):
    name = "hard"

    # -- small estimates ----------------------------------------------------------------
    def seen(self, t: Table) -> set[int]:
        out: set[int] = set(t.hand)
        for sv in t.view.seats:
            out.update(sv.roads)
            out.update(sv.pending)
            out.update(sv.faced)
        if t.view.discard_top >= 0:
            out.add(t.view.discard_top)
        return out

    def unseen_obstacles(self, t: Table) -> dict[str, float]:
        """terrain -> obstacles not seen (that an opponent may hold), an ambush that cannot
        hurt us (the Dwarf's Mountain ones) counting half: it only stops a road."""
        seen = self.seen(t)
        out: dict[str, float] = {}
        for c in OBSTACLES:
            if c.id not in seen:
                out[c.terrain] = out.get(c.terrain, 0.0) + (0.5 if self.immune(t, c.id) else 1.0)
        return out

    def immune(self, t: Table, card: int) -> bool:
        """An ambush without effect on us (only the road it stops this turn)."""
        c = C[card]
        return c.kind == "ambush" and c.terrain == "mountain" and t.char is not None and t.char.trait == "mountain-ambush-immune"

    def life_cost(self, t: Table, sv: SeatView, points: int) -> float:
        """How much losing `points` life hurts `sv`, in roads."""
        if points <= 0:
            return 0.0
        left = sv.life - points
        if left <= 0:
            if "rebirth" in t.view.variants:
                return len(sv.roads) + 1.0
            return DEATH + len(sv.roads)
        danger = 1.0 + max(0, 12 - left) / 6  # each point matters more near death
        return points * (BF_LIFE_POINT if t.battlefield else LIFE_POINT) * danger

    # -- phases -------------------------------------------------------------------------
    def calls_out(self, t: Table) -> bool:
        return True

    def on_main(self, t: Table, legal: list[Action]) -> Action | None:
        prep = self.prepare(t, legal)
        if prep is not None:
            return prep
        if Announce() in legal:
            return Announce()
        calls = first_of(legal, CallOut)
        if calls:
            return max(calls, key=lambda a: len(t.view.seats[a.seat].roads))
        camp = self.should_camp(t, legal)
        if camp is not None:
            return camp
        roads = first_of(legal, LayRoad)
        if roads and t.battlefield:
            road = self.battlefield_road(t, roads)
            if road is not None:
                return road
        elif roads:
            return self.pick_road(t, roads)
        if self.camp_unlocks_a_road(t, legal):
            return Camp()
        attack = self.pick_attack(t, first_of(legal, Attack))
        if attack is not None:
            return attack
        duel = self.pick_duel(t, first_of(legal, Duel))
        if duel is not None:
            return duel
        drink = self.end_of_turn_potion(t, legal)
        if drink is not None:
            return drink
        return EndTurn()

    def should_camp(self, t: Table, legal: list[Action]) -> Action | None:
        """Camp when the biggest wound an opponent could send onto this terrain would kill."""
        if Camp() not in legal or len(t.me.roads) >= N["goal"] - 1 and t.me.life > 5:
            return None
        # the threat only where it can matter (it reads every unseen obstacle)
        if t.me.life <= CAMP_BELOW and t.me.life <= self.threat(t):
            return Camp()
        return None

    def threat(self, t: Table) -> int:
        """The largest wound one obstacle could cause now (unseen creatures of the terrain of our
        last road, and the wound ambush)."""
        terrain = t.last_terrain(t.me)
        seen = self.seen(t)
        worst = 0
        for c in OBSTACLES:
            if c.id in seen or c.terrain != terrain:
                continue
            if c.kind == "creature":
                worst = max(worst, t.wound(t.me, c.damage))
            elif c.kind == "ambush" and c.effect == "wound" and not self.immune(t, c.id):
                worst = max(worst, N["ambush_wound"])
        return worst

    def end_of_turn_potion(self, t: Table, legal: list[Action]) -> Action | None:
        for a in first_of(legal, UseTreasure):
            if C[a.card].effect == "invisibility" and len(t.me.roads) >= 5:
                return a  # invisibility-end-of-turn: protect the last steps
        return None

    def drinks_life(self, t: Table) -> bool:
        """Also at full life when the life-potion-bonus variant turns it into +1 attack."""
        return super().drinks_life(t) or (t.me.life == t.me.max_life and "life-potion-bonus" in t.view.variants)

    def on_face(self, t: Table, legal: list[Action]) -> Action | None:
        prep = self.prepare(t, legal)
        if prep is not None:
            return prep
        obstacle = t.me.pending[0]
        if C[obstacle].kind == "ambush":
            if C[obstacle].effect == "wound" and t.me.life <= N["ambush_wound"] and not self.immune(t, obstacle):
                if Camp() in legal:
                    return Camp()
            return Endure()
        return self.meet_creature(t, legal, obstacle)

    def meet_creature(self, t: Table, legal: list[Action], creature: int) -> Action | None:
        wound = t.wound(t.me, C[creature].damage)
        advance = "advance-after-victory" in t.view.variants and self.has_fitting_road(t)
        win_bonus = TREASURE_VALUE + (ROAD if advance else 0.0)
        options: list[tuple[float, int, Action]] = []
        chance = float(t.fight_chance(creature))
        amulets = [a for a in first_of(legal, UseTreasure) if C[a.card].effect == "amulet"]
        if amulets and chance < 1:
            better = float(t.fight_chance(creature, N["amulet"]))
            if better > chance:
                value = better * win_bonus - (1 - better) * self.life_cost(t, t.me, wound) - 0.3
                options.append((value, 0, amulets[0]))
        fight = chance * win_bonus - (1 - chance) * self.life_cost(t, t.me, wound)
        options.append((fight, 1, Fight()))
        for defend in first_of(legal, Defend):
            options.append((win_bonus - sum(self.obstacle_value(t, c) for c in defend.cards), 2, defend))
        for dodge in first_of(legal, Dodge):
            options.append(((ROAD if advance else 0.0) - 0.55, 3, dodge))
        for triumph in first_of(legal, Triumph):
            options.append((win_bonus - 0.7, 4, triumph))
        if wound >= t.me.life and Camp() in legal and chance < 1 and not options[-1][0] > fight:
            safer = self.life_cost(t, t.me, wound) * (1 - chance)
            if safer > ROAD and t.me.life + N["camp"] > wound:
                options.append((fight + safer - ROAD - 0.1, 5, Camp()))
        return max(options, key=lambda o: (o[0], -o[1]))[2]

    def has_fitting_road(self, t: Table) -> bool:
        last = t.me.roads[-1] if t.me.roads else -1
        return any(C[c].kind == "road" and (last < 0 or C[c].terrain in C[last].follows) for c in t.hand)

    # -- roads ----------------------------------------------------------------------------
    def quiet_terrain(self, t: Table) -> str:
        """The terrain of our last road if no opponent sent anything onto it in their turns
        since our last one although they could have: they likely hold no obstacle of it."""
        if not t.me.roads:
            return ""
        log = t.view.log
        i = len(log) - 1
        while i >= 0 and not (log[i].kind == "turn" and log[i].seat == t.seat):
            i -= 1
        j = i - 1
        while j >= 0 and not (log[j].kind == "turn" and log[j].seat == t.seat):
            if log[j].kind == "attack" and log[j].target == t.seat:
                return ""
            j -= 1
        if j < 0:
            return ""
        return t.last_terrain(t.me)

    def battlefield_road(self, t: Table, roads: list[LayRoad]) -> LayRoad | None:
        """The least exposed road, if it is less exposed than the terrain we stand on (a road
        laid is out of play for good; one kept in hand can move us later)."""
        best = min(roads, key=lambda a: (self.exposure(t, C[a.card].terrain), -len(C[a.card].follows), a.card))
        if not t.me.roads:
            return best
        if self.exposure(t, C[best.card].terrain) < self.exposure(t, t.last_terrain(t.me)) - 1.0:
            return best
        return None

    def pick_road(self, t: Table, roads: list[LayRoad]) -> LayRoad:
        hidden = self.unseen_obstacles(t)
        total = sum(hidden.values()) or 1
        quiet = self.quiet_terrain(t)

        def score(a: LayRoad) -> float:
            card = C[a.card]
            rest = [c for c in t.hand if c != a.card and C[c].kind == "road"]
            follow = sum(1 for c in rest if C[c].terrain in card.follows)
            open_ = len(card.follows) / 4
            exposure = hidden.get(card.terrain, 0.0) / total
            if t.battlefield:  # a road only says what may be sent: the least exposed, and a way on
                return follow * 0.3 + open_ * 0.4 - exposure * 3.0 + QUIET * (card.terrain == quiet)
            return follow * 0.5 + open_ * 0.6 - exposure * 1.2 - card.crossroads * 0.25 + QUIET * (card.terrain == quiet)

        return max(roads, key=lambda a: (score(a), -a.card))

    # -- attacks --------------------------------------------------------------------------
    def target_weight(self, t: Table, sv: SeatView) -> float:
        if t.battlefield:  # the last one alive wins: finish the weakest
            return 1.0 + max(0, sv.max_life - sv.life) / BF_FOCUS
        roads = len(sv.roads)
        lead = roads - max(len(o.roads) for o in t.view.seats if o.alive and o.seat != sv.seat)
        return 1.0 + roads / 4 + max(0, lead) * 0.3 + (1.0 if roads >= N["goal"] - 1 else 0.0)

    def harm(self, t: Table, card: int, sv: SeatView) -> float:
        """How much sending `card` slows `sv`, in roads (before the target's weight)."""
        c = C[card]
        if t.battlefield:
            return self.battlefield_harm(t, card, sv)
        blocked = 0.0 if sv.pending else 0.8  # a first obstacle stops next turn's road
        if c.kind == "ambush":
            if sv.character == "dwarf" and c.terrain == "mountain":
                return blocked
            if c.effect == "lose-road":
                return blocked + (ROAD if sv.roads else 0.0)
            if c.effect == "wound":
                return blocked + self.life_cost(t, sv, N["ambush_wound"])
            if c.effect == "discard":
                return blocked + 0.5
            return blocked + 0.25
        beat = float(win_chance(CARDS, t.view, t.attack(sv, card) - c.attack))
        hurt = self.life_cost(t, sv, t.wound(sv, c.damage))
        return blocked + (1 - beat) * hurt - beat * TREASURE_VALUE

    def battlefield_harm(self, t: Table, card: int, sv: SeatView) -> float:
        """What sending `card` does to `sv` where only life counts: the wound it may cause, the
        cards it makes them lose, the attacks it stops (a lost road only moves their terrain)."""
        c = C[card]
        if c.kind == "ambush":
            if sv.character == "dwarf" and c.terrain == "mountain":
                return 0.0
            return {"wound": self.life_cost(t, sv, N["ambush_wound"]), "discard": 0.5, "no-attack": 0.4}.get(c.effect, 0.15)
        beat = float(win_chance(CARDS, t.view, t.attack(sv, card) - c.attack))
        return (1 - beat) * self.life_cost(t, sv, t.wound(sv, c.damage)) - beat * 0.2

    def pick_attack(self, t: Table, attacks: list[Attack]) -> Attack | None:
        if not attacks:
            return None
        best, best_value = None, 0.05
        keep = 0.1 if t.battlefield else 0.3  # a battlefield is won by sending, not keeping
        for a in attacks:
            sv = t.view.seats[a.target]
            value = self.harm(t, a.card, sv) * self.target_weight(t, sv) - self.obstacle_value(t, a.card) * keep
            if a.jack >= 0:
                value -= 0.15 if t.battlefield else 0.35  # a Jack is kept for when nothing else reaches
            value += self.rng.below(1000) * 1e-6  # equal targets: any of them, not the first seat
            if value > best_value:
                best, best_value = a, value
        return best

    def obstacle_value(self, t: Table, card: int) -> float:
        """What a card in hand is worth as a future obstacle or defender."""
        c = C[card]
        if c.kind == "creature":
            defends = t.me.roads and C[t.me.roads[-1]].terrain == c.terrain
            return 0.3 + c.attack / 16 + (0.2 if defends else 0.0)
        return 0.4

    def pick_duel(self, t: Table, duels: list[Duel]) -> Duel | None:
        best = None
        for d in duels:
            sv = t.view.seats[d.target]
            p = float(win_chance(CARDS, t.view, t.attack(t.me) - sv.attack))
            if p > 0.7 and len(sv.roads) >= len(t.me.roads):
                best = d
        return best

    # -- draw and discard -----------------------------------------------------------------
    def on_draw(self, t: Table, legal: list[Action]) -> Action | None:
        calls = first_of(legal, CallOut)
        if calls:
            return max(calls, key=lambda a: len(t.view.seats[a.seat].roads))
        top = t.view.discard_top
        if t.battlefield:
            if Draw("discard") in legal and top >= 0 and self.keep_value(t, top) >= 9:
                return Draw("discard")  # an obstacle that reaches someone now, or a Jack
            return Draw("deck")
        if Draw("discard") in legal and self.keep_value(t, top) >= 7.5 and not self.has_fitting_road(t):
            return Draw("discard")
        return Draw("deck")

    def keep_value(self, t: Table, card: int) -> float:
        c = C[card]
        if t.battlefield:
            return self.battlefield_keep(t, card)
        last = t.me.roads[-1] if t.me.roads else -1
        if c.kind == "road":
            fits = last < 0 or c.terrain in C[last].follows
            return 5 + 3 * fits + len(c.follows) * 0.3
        if c.kind in ("creature", "ambush"):
            reach = sum(1 for sv in t.opponents() if sv.roads and C[sv.roads[-1]].terrain == c.terrain)
            strength = c.attack / 4 if c.kind == "creature" else (1.5 if c.effect == "lose-road" else 1.0)
            return 3 + strength + 1.5 * reach
        if c.kind == "jack":
            return 4
        return {"victory": 8, "invisibility": 7, "life": 6.5, "great-sword": 7, "sword": 6, "shield": 6, "amulet": 4}[c.effect]

    def battlefield_keep(self, t: Table, card: int) -> float:
        """A battlefield is won by the obstacles sent: one that can hurt an opponent comes first
        (more if it reaches one now), one that cannot hurt anyone last; roads (a change of
        terrain) in between."""
        c = C[card]
        if c.kind == "road":
            last = t.me.roads[-1] if t.me.roads else -1
            return 4 + (last < 0 or c.terrain in C[last].follows) * 0.5 + len(c.follows) * 0.2
        if c.kind in ("creature", "ambush"):
            best = 0.0
            for sv in t.opponents():
                reach = 1.0 if sv.roads and C[sv.roads[-1]].terrain == c.terrain else 0.5
                best = max(best, reach * self.battlefield_harm(t, card, sv) * self.target_weight(t, sv))
            return 3 + 5 * best
        if c.kind == "jack":
            return 9 - 2.5 * self.copies(t, card)
        value = {"victory": 8, "invisibility": 7.5, "life": 7.5, "great-sword": 8, "sword": 7, "shield": 7.5, "amulet": 4}[c.effect]
        if c.effect in ("sword", "great-sword") and t.me.weapon >= 0 or c.effect == "shield" and t.me.shield >= 0:
            value -= 3  # one is worn already
        return value - 2.5 * self.copies(t, card)

    def copies(self, t: Table, card: int) -> int:
        """How many cards alike (same kind and effect) the hand holds before this one: a
        second or third potion of a kind is worth less than the first."""
        c = C[card]
        return sum(1 for x in t.hand if x < card and C[x].kind == c.kind and C[x].effect == c.effect)

    def exposure(self, t: Table, terrain: str) -> float:
        """The life the unseen obstacles of `terrain` could cost us, summed (a battlefield road
        only says what may be sent)."""
        seen = self.seen(t)
        me = t.me
        total = 0.0
        for c in C:
            if c.id in seen or c.terrain != terrain or c.kind not in ("creature", "ambush"):
                continue
            if c.kind == "ambush":
                total += 0.0 if self.immune(t, c.id) else (N["ambush_wound"] if c.effect == "wound" else 1.5)
            else:
                beat = float(win_chance(CARDS, t.view, t.attack(me, c.id) - c.attack))
                total += (1 - beat) * t.wound(me, c.damage)
        return total

    def on_discard(self, t: Table, legal: list[Discard]) -> Discard:
        return min(legal, key=lambda a: (self.keep_value(t, a.card), a.card))

    def on_spoils(self, t: Table, legal: list[Spoils]) -> Spoils:
        loser = t.view.seats[t.view.duel_loser]
        for a in legal:
            if a.kind == "life" and loser.life <= t.life_card:
                return a  # it kills
        for kind in ("road", "item", "life", "draw"):
            for a in legal:
                if a.kind == kind:
                    return a
        return legal[0]


__all__ = ["HardBot"]
