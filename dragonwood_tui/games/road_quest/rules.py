"""The rules of Road Quest (docs/rules.md and the spec): setup, legal actions, apply, the turn.

Turn flow: setup asks every seat for a character (seat order), then the seeded generator picks
the first player. A turn: `Draw`; face the obstacles waiting, oldest first (phase FACE); then
phase MAIN (lay a road, attack, treasures, camp, announce, call out, duel) until `EndTurn`;
the end of the turn may ask for discards (phase DISCARD: nothing played, or more than 5 cards),
then refills the hand to 5 and starts the next seat's turn. Treasures and camping are allowed
from the draw to the end of the turn. Every change goes through `apply`, which checks the action
against the same tests `legal_actions` uses, so the two always agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.i18n import _, pgettext, quoted
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.engine.rng import Rng
from dragonwood_tui.games.road_quest.actions import (
    Action, Announce, Attack, CallOut, Camp, ChooseCharacter, Defend, Discard, Dodge, Draw, DropTreasure,
    Duel, Endure, EndTurn, Fight, LayRoad, Spoils, Triumph, UseTreasure,
)
from dragonwood_tui.games.road_quest.cards import CardSet
from dragonwood_tui.games.road_quest.config import RoadQuestConfig, table_numbers, tuned_battlefield, turn_limit, validate_config
from dragonwood_tui.games.road_quest.state import (
    CHARACTER, DISCARD, DRAW, FACE, MAIN, OVER, SPOILS, Event, PlayerState, RoadQuestState,
)


def terrain_word(terrain: str) -> str:
    """A terrain ("forest") in the player's language, as a road's kind: "a forest road"."""
    words = {"forest": pgettext("road quest terrain", "forest"), "mountain": pgettext("road quest terrain", "mountain"),
             "swamp": pgettext("road quest terrain", "swamp"), "plain": pgettext("road quest terrain", "plain")}
    return words.get(terrain, terrain)


class Rules:
    """The rules bound to one card set (the standard one, or a test's)."""

    def __init__(self, cardset: CardSet) -> None:
        self.set = cardset
        self.cards = cardset.cards
        self.n = cardset.numbers
        self.chars = {c.key: c for c in cardset.characters}

    # -- setup ------------------------------------------------------------------------
    def new_game(
        self,
        config: RoadQuestConfig,
        seed: int,
        *,
        deck_order: Sequence[int] | None = None,
        treasure_order: Sequence[int] | None = None,
    ) -> RoadQuestState:
        """A new game waiting for the characters. Tests stack the decks: `deck_order` and
        `treasure_order` list the ids put on top (top first) before the deal."""
        validate_config(config)
        if config.character and config.character not in self.chars:
            raise ValueError(_("no character {name} (known: {known})").format(name=quoted(config.character), known=", ".join(self.chars)))
        rng = Rng(seed)
        battlefield = config.has("battlefield")
        worn = -1  # modifier start_equipment: the first seat's, out of the treasures before the shuffle
        if config.start_equipment is not None:
            worn = next(c.id for c in self.cards if c.kind == "treasure" and c.effect == config.start_equipment)
        kept = [c for c in self.set.treasure_ids if c != worn]
        main = self.set.main_ids + (kept if battlefield else [])
        treasures = [] if battlefield else kept
        rng.shuffle(main)
        rng.shuffle(treasures)
        main = _stack(main, deck_order)
        treasures = _stack(treasures, treasure_order)
        s = RoadQuestState(config, rng, main, [], treasures, [], [PlayerState() for _ in range(config.players)])
        if worn >= 0:
            if config.start_equipment == "shield":
                s.players[0].shield = worn
            else:
                s.players[0].weapon = worn
        hand = self.n["hand"]
        for p in s.players:
            if not battlefield:
                p.hand.append(s.treasure_deck.pop(0))
            while len(p.hand) < hand:
                p.hand.append(s.deck.pop(0))
        s.discard.append(s.deck.pop(0))
        s.phase, s.actor = CHARACTER, 0
        return s

    def _choose(self, s: RoadQuestState, key: str) -> None:
        if key not in self.chars:
            raise IllegalAction(_("no character {key} (known: {known})").format(key=quoted(key), known=", ".join(self.chars)))
        if any(p.character == key for p in s.players):
            raise IllegalAction(_("the {character} is already taken").format(character=card_name("road-quest", self.chars[key].name)))
        p = s.players[s.actor]
        c = self.chars[key]
        p.character = key
        p.attack = self.set.attack_in(s.config.edition, key)
        cards = c.life_cards + (5 if s.config.has("battlefield") else 0)  # battlefield: 10 life cards
        p.life = p.max_life = cards * self.life_card(s)
        self._log(s, "character", s.actor, detail=key)
        if s.actor + 1 < len(s.players):
            s.actor += 1
            return
        s.first = s.rng.below(len(s.players))
        self._start_turn(s, s.first)

    # -- helpers ----------------------------------------------------------------------
    def _log(self, s: RoadQuestState, kind: str, seat: int, **kw: Any) -> None:
        s.log.append(Event(kind, s.turn, seat, **kw))

    def attack_of(self, s: RoadQuestState, seat: int, creature: int = -1) -> int:
        """The seat's attack in a fight now: character, weapon, next-fight bonus, Ranger trait."""
        p = s.players[seat]
        c = self.chars[p.character]
        total = p.attack + p.bonus
        if p.weapon >= 0:
            total += self.n["great_sword" if self.cards[p.weapon].effect == "great-sword" else "sword"]
        if (
            creature >= 0 and c.trait == "terrain-plus-2" and p.roads
            and self.cards[p.roads[-1]].terrain == self.cards[creature].terrain
        ):
            total += self.n["ranger"]
        return total

    def wound_of(self, s: RoadQuestState, seat: int, damage: int) -> int:
        p = s.players[seat]
        if p.shield >= 0:
            damage -= self.n["shield"]
        if self.chars[p.character].trait == "wounds-minus-1":
            damage -= self.n["knight"]
        return max(0, damage)

    def _draw_main(self, s: RoadQuestState) -> int | None:
        """The top of the main deck, reshuffling the discard (but its top card) when it is empty.
        Decision: if that leaves nothing, the obstacles faced face down go back in too."""
        if not s.deck:
            s.deck = s.discard[:-1]
            del s.discard[:-1]
            if not s.deck:
                for p in s.players:
                    s.deck.extend(p.faced)
                    p.faced.clear()
            if not s.deck:
                return None
            s.rng.shuffle(s.deck)
            self._log(s, "reshuffle", s.seat, value=len(s.deck))
        return s.deck.pop(0)

    def _draw_treasure(self, s: RoadQuestState) -> int | None:
        if s.config.has("battlefield"):  # treasures are in the main deck
            return self._draw_main(s)
        if not s.treasure_deck:
            s.treasure_deck, s.treasure_discard = s.treasure_discard, []
            if not s.treasure_deck:
                return None
            s.rng.shuffle(s.treasure_deck)
            self._log(s, "reshuffle-treasures", s.seat, value=len(s.treasure_deck))
        return s.treasure_deck.pop(0)

    def _throw(self, s: RoadQuestState, card: int) -> None:
        """A card to its discard pile (treasures to the treasure discard, but in battlefield)."""
        if self.cards[card].kind == "treasure" and not s.config.has("battlefield"):
            s.treasure_discard.append(card)
        else:
            s.discard.append(card)

    def _gain_treasure(self, s: RoadQuestState, seat: int) -> None:
        card = self._draw_treasure(s)
        if card is not None:
            s.players[seat].hand.append(card)
            self._log(s, "treasure", seat)  # which one is hidden: it goes to the hand

    def _refill(self, s: RoadQuestState, seat: int) -> None:
        p = s.players[seat]
        drawn = 0
        while len(p.hand) < self.n["hand"]:
            card = self._draw_main(s)
            if card is None:
                break
            p.hand.append(card)
            drawn += 1
        if drawn:
            self._log(s, "refill", seat, value=drawn)

    def _wound(self, s: RoadQuestState, seat: int, points: int, cause: int) -> None:
        p = s.players[seat]
        p.life -= points
        self._log(s, "wound", seat, cards=(cause,) if cause >= 0 else (), value=points)
        if p.life <= 0:
            self._die(s, seat)

    def _die(self, s: RoadQuestState, seat: int) -> None:
        p = s.players[seat]
        s.discard.extend(p.roads)
        s.discard.extend(p.faced)
        p.roads.clear()
        p.faced.clear()
        p.announced = False
        p.callable_by.clear()
        if s.config.has("rebirth"):
            p.life = p.max_life
            self._log(s, "reborn", seat)
            return
        p.alive = False
        for card in p.hand + p.pending + [c for c in (p.weapon, p.shield) if c >= 0]:
            self._throw(s, card)
        p.hand.clear()
        p.pending.clear()
        p.weapon = p.shield = -1
        p.life = 0
        self._log(s, "dies", seat)
        for q in s.players:
            if seat in q.callable_by:
                q.callable_by.remove(seat)
        alive = [i for i, q in enumerate(s.players) if q.alive]
        if len(alive) == 1:
            self._finish(s, alive, "last-alive")
        elif seat == s.seat and s.phase != OVER:
            self._next_turn(s)

    def _finish(self, s: RoadQuestState, winners: list[int], how: str) -> None:
        s.phase, s.winners, s.end = OVER, winners, how
        self._log(s, "won", winners[0] if len(winners) == 1 else -1, cards=tuple(winners), detail=how)

    def last_terrain(self, s: RoadQuestState, seat: int) -> str:
        roads = s.players[seat].roads
        return self.cards[roads[-1]].terrain if roads else ""

    def road_fits(self, s: RoadQuestState, seat: int, card: int) -> bool:
        """Whether the road `card` may follow the seat's last road (any road starts a quest)."""
        roads = s.players[seat].roads
        return not roads or self.cards[card].terrain in self.cards[roads[-1]].follows

    def neighbour(self, s: RoadQuestState, seat: int) -> int:
        """The next living seat in the direction of play."""
        n = len(s.players)
        nxt = (seat + s.direction) % n
        while not s.players[nxt].alive and nxt != seat:
            nxt = (nxt + s.direction) % n
        return nxt

    def targets(self, s: RoadQuestState, seat: int) -> list[int]:
        """The seats `seat` may send an obstacle to (before terrain): the living opponents, or
        only the neighbour with the `neighbour` variant at 3+ seats."""
        if s.config.has("neighbour") and len(s.players) >= 3:
            nb = self.neighbour(s, seat)
            return [nb] if nb != seat else []
        return [i for i, q in enumerate(s.players) if i != seat and q.alive]

    def can_advance(self, s: RoadQuestState) -> bool:
        return s.phase == MAIN and not s.laid and not s.blocked and not s.duelled

    def can_attack(self, s: RoadQuestState) -> bool:
        if s.phase != MAIN or s.duelled or s.players[s.seat].no_attack:
            return False
        return s.attacks == 0 or s.config.has("battlefield")

    def can_duel(self, s: RoadQuestState) -> list[int]:
        if not s.config.has("duel") or s.phase != MAIN or s.laid or s.attacks or s.duelled:
            return []
        mine = self.last_terrain(s, s.seat)
        if not mine:
            return []
        return [i for i, q in enumerate(s.players) if i != s.seat and q.alive and self.last_terrain(s, i) == mine]

    def treasure_usable(self, s: RoadQuestState, seat: int, card: int) -> bool:
        """UseTreasure outside a creature fight: life potions below full life (or at full life
        with life-potion-bonus), equipment, amulets; invisibility at the end of the turn with
        invisibility-end-of-turn (phase MAIN)."""
        p = s.players[seat]
        effect = self.cards[card].effect
        if effect == "life":
            return p.life < p.max_life or s.config.has("life-potion-bonus")
        if effect in ("sword", "great-sword", "shield", "amulet"):
            return True
        if effect == "invisibility":
            return s.phase == MAIN and s.config.has("invisibility-end-of-turn") and not p.protect_next
        return False

    def tuned_battlefield(self, s: RoadQuestState) -> bool:
        """A `battlefield` of edition 3 on: no camping, its own life numbers (docs/rules.md)."""
        return tuned_battlefield(s.config)

    def life_card(self, s: RoadQuestState) -> int:
        """The life points of one life card."""
        return self.n["battlefield_life_card" if self.tuned_battlefield(s) else "life_card"]

    def life_potion(self, s: RoadQuestState) -> int:
        """The life points a life potion gives back."""
        return self.n["battlefield_life_potion" if self.tuned_battlefield(s) else "life_potion"]

    def may_camp(self, s: RoadQuestState) -> bool:
        """Camping is an activity of every turn, at any life (spec: no life condition; at full
        life it can still uncover a road that a card in hand may follow), but for `battlefield`
        from edition 3 on (spec Decision: a road wins nothing there, so camping would only
        trade cards for life and nobody would die)."""
        return not self.tuned_battlefield(s)

    def callable(self, s: RoadQuestState) -> list[int]:
        if s.phase not in (DRAW, MAIN):
            return []
        return [i for i, q in enumerate(s.players) if s.seat in q.callable_by]

    # -- legal actions ----------------------------------------------------------------
    def legal_actions(self, s: RoadQuestState) -> list[Action]:
        phase = s.phase
        if phase == OVER:
            return []
        if phase == CHARACTER:
            taken = {p.character for p in s.players}
            if s.actor == 0 and s.config.character:  # modifier: the first seat's character is set
                return [ChooseCharacter(s.config.character)]
            return [ChooseCharacter(c.key) for c in self.set.characters if c.key not in taken]
        if phase == DISCARD:
            return [Discard(c) for c in s.players[s.actor].hand]
        if phase == SPOILS:
            return self._spoils_options(s)
        seat = s.seat
        p = s.players[seat]
        cards = self.cards
        out: list[Action] = [CallOut(i) for i in self.callable(s)]
        if phase == DRAW:
            out.append(Draw("deck"))
            if s.discard:
                out.append(Draw("discard"))
            return out
        treasures = [c for c in p.hand if cards[c].kind == "treasure"]
        if phase == FACE:
            obstacle = cards[p.pending[0]]
            if obstacle.kind == "ambush":
                out.append(Endure())
            else:
                out.append(Fight())
                for t in treasures:
                    if cards[t].effect == "invisibility":
                        out.append(Dodge(t))
                    elif cards[t].effect == "victory":
                        out.append(Triumph(t))
                mine = [c for c in p.hand if cards[c].kind == "creature"]
                for c in mine:
                    if cards[c].terrain == obstacle.terrain and cards[c].attack >= obstacle.attack:
                        out.append(Defend((c,)))
                if s.config.has("two-creatures-defend"):
                    for i, a in enumerate(mine):
                        for b in mine[i + 1:]:
                            out.append(Defend((a, b)))
        else:  # MAIN
            if self.can_advance(s):
                out.extend(LayRoad(c) for c in p.hand if cards[c].kind == "road" and self.road_fits(s, seat, c))
            if s.announce_due and len(p.roads) == self.n["goal"] - 1:
                out.append(Announce())
            if self.can_attack(s):
                out.extend(self._attacks(s, seat))
            out.extend(Duel(t) for t in self.can_duel(s))
        out.extend(UseTreasure(t) for t in treasures if self.treasure_usable(s, seat, t))
        out.extend(DropTreasure(t) for t in treasures)
        if p.roads and self.may_camp(s):
            out.append(Camp())
        if phase == MAIN:
            out.append(EndTurn())
        return out

    def _attacks(self, s: RoadQuestState, seat: int) -> list[Attack]:
        cards = self.cards
        hand = s.players[seat].hand
        jacks = [c for c in hand if cards[c].kind == "jack"]
        jack = jacks[0] if jacks else -1  # the Jacks are all alike: offer the first
        out = []
        targets = [(t, self.last_terrain(s, t)) for t in self.targets(s, seat)]
        for c in hand:
            card = cards[c]
            if card.kind not in ("creature", "ambush"):
                continue
            for t, terrain in targets:
                if terrain == card.terrain:
                    out.append(Attack(c, t))
                if jack >= 0:
                    out.append(Attack(c, t, jack))
        return out

    def _spoils_options(self, s: RoadQuestState) -> list[Action]:
        loser = s.players[s.duel_loser]
        out: list[Action] = []
        if loser.roads:
            out.append(Spoils("road"))
        out.extend(Spoils("item", c) for c in (loser.weapon, loser.shield) if c >= 0)
        out.append(Spoils("life"))
        if loser.hand:
            out.append(Spoils("draw"))
        return out

    # -- apply ------------------------------------------------------------------------
    def apply(self, s: RoadQuestState, action: object) -> None:
        """Play `action`; IllegalAction (state untouched) if the rules refuse it."""
        if s.phase == OVER:
            raise IllegalAction(_("the game is over"))
        legal = self.legal_actions(s)
        if action not in legal:
            raise IllegalAction(self.refusal(s, action))
        handler = getattr(self, "_do_" + type(action).__name__.lower())
        handler(s, action)

    def apply_legal(self, s: RoadQuestState, action: object) -> None:
        """`apply` of an action taken from `legal_actions(s)`, not checked again."""
        getattr(self, "_do_" + type(action).__name__.lower())(s, action)

    def refusal(self, s: RoadQuestState, action: object) -> str:
        """Why an action not in legal_actions is refused, for a person."""
        name = type(action).__name__
        phase_need = {
            "ChooseCharacter": CHARACTER, "Draw": DRAW, "Endure": FACE, "Fight": FACE, "Dodge": FACE,
            "Triumph": FACE, "Defend": FACE, "LayRoad": MAIN, "Attack": MAIN, "Duel": MAIN,
            "EndTurn": MAIN, "Spoils": SPOILS, "Discard": DISCARD, "Announce": MAIN,
        }
        wanted = phase_need.get(name)
        if wanted is None and name not in ("CallOut", "UseTreasure", "DropTreasure", "Camp"):
            return _("not a Road Quest action: {name}").format(name=name)
        if wanted and s.phase != wanted:
            return {
                CHARACTER: _("every seat must choose a character first"),
                DRAW: _("draw a card first (deck or discard)"),
                FACE: _("face what was sent to you first"),
                DISCARD: _("discard the cards asked first"),
                SPOILS: _("the duel's winner takes their spoils first"),
                MAIN: _("nothing waits to be faced") if wanted == FACE else _("not now"),
            }[s.phase]
        p = s.players[s.seat]
        card = getattr(action, "card", None)
        if isinstance(action, ChooseCharacter):
            c = self.chars.get(action.character)
            if c and s.actor == 0 and s.config.character:
                return _("this game's first seat plays the {character}").format(character=card_name("road-quest", self.chars[s.config.character].name))
            return _("the {character} is already taken").format(character=card_name("road-quest", c.name)) if c else _("no character {key}").format(key=quoted(action.character))
        if isinstance(action, Draw):
            return _("the discard is empty") if action.source == "discard" else _("draw from 'deck' or 'discard'")
        if isinstance(action, LayRoad):
            if card not in p.hand or self.cards[card].kind != "road":
                return _("that road is not in your hand")
            if s.blocked:
                return _("you faced an obstacle this turn: no road")
            if s.laid:
                return _("one road a turn")
            return _("a {terrain} road may not follow your {last} road").format(terrain=terrain_word(self.cards[card].terrain), last=terrain_word(self.last_terrain(s, s.seat)))
        if isinstance(action, Attack):
            if not self.can_attack(s):
                return _("no more attacks this turn")
            if action.card not in p.hand:
                return _("that card is not in your hand")
            return _("that opponent can't be reached with that card (terrain of their last road)")
        if isinstance(action, Defend):
            return _("your creature must be of the same terrain and at least as strong")
        if isinstance(action, Camp):
            if not self.may_camp(s):
                return _("no camping on a battlefield")
            return _("camping needs a road to give up")
        if isinstance(action, CallOut):
            return _("that player can't be called out now")
        if isinstance(action, (UseTreasure, DropTreasure, Dodge, Triumph)):
            return _("that treasure can't be used now")
        return _("not allowed now")

    def _do_choosecharacter(self, s: RoadQuestState, a: ChooseCharacter) -> None:
        self._choose(s, a.character)

    def _start_turn(self, s: RoadQuestState, seat: int) -> None:
        """Start the turn of `seat`, or of the next seat that does not skip its turn."""
        while True:
            p = s.players[seat]
            if p.skip_turns > 0:
                p.skip_turns -= 1
                self._close_window(s, seat)
                self._log(s, "skip", seat)
                seat = self.neighbour(s, seat)
                continue
            break
        s.turn += 1
        if s.turn > turn_limit(self.n, s.config):
            s.turn -= 1
            self._turn_limit(s)
            return
        s.seat = s.actor = seat
        s.phase = DRAW
        s.drew = s.blocked = s.laid = s.played = s.announce_due = s.duelled = False
        s.attacks = 0
        s.duel_loser = -1
        p = s.players[seat]
        p.protected, p.protect_next = p.protect_next, False
        self._log(s, "turn", seat)
        # the Witch looks at the top of the main deck (her view only shows it; the log does not)
        s.peek = s.deck[0] if self.chars[p.character].trait == "peek" and s.deck else -1

    def _turn_limit(self, s: RoadQuestState) -> None:
        """Decision: most roads, then most life; battlefield: most life (from edition 3, then
        most roads); still tied share."""
        battlefield = s.config.has("battlefield")
        edition = s.config.edition
        keys = [
            (
                ((p.life, len(p.roads)) if edition >= 3 else (p.life,)) if battlefield else (len(p.roads), p.life)
            ) if p.alive else (-1, -1)
            for p in s.players
        ]
        best = max(keys)
        self._finish(s, [i for i, k in enumerate(keys) if k == best], "turn-limit")

    def _do_draw(self, s: RoadQuestState, a: Draw) -> None:
        p = s.players[s.seat]
        card = s.discard.pop() if a.source == "discard" else self._draw_main(s)
        if card is not None:
            p.hand.append(card)
        self._log(s, "draw", s.seat, cards=(card,) if a.source == "discard" and card is not None else (), detail=a.source)
        s.drew = True
        if p.protected and p.pending:
            self._log(s, "protected", s.seat, cards=tuple(p.pending))
            s.discard.extend(p.pending)
            p.pending.clear()
        self._after_face(s)

    def _after_face(self, s: RoadQuestState) -> None:
        if s.phase == OVER or not s.drew:  # the game ended, or a death ended the turn
            return
        s.phase = FACE if s.players[s.seat].pending else MAIN
        s.actor = s.seat

    def _obstacle_done(self, s: RoadQuestState, card: int, beaten: bool) -> None:
        """The first obstacle waiting was faced: face down in the quest. Decision (spec): no
        road this turn, but with advance-after-victory after a beaten creature."""
        p = s.players[s.seat]
        if p.pending and p.pending[0] == card:
            p.pending.pop(0)
            p.faced.append(card)
        if not (beaten and s.config.has("advance-after-victory")):
            s.blocked = True

    def _do_endure(self, s: RoadQuestState, a: Endure) -> None:
        seat = s.seat
        p = s.players[seat]
        card = p.pending[0]
        c = self.cards[card]
        self._log(s, "ambush", seat, cards=(card,), detail=c.effect)
        self._obstacle_done(s, card, False)
        if c.terrain == "mountain" and self.chars[p.character].trait == "mountain-ambush-immune":
            self._log(s, "immune", seat, cards=(card,))
            self._after_face(s)
            return
        if c.effect == "wound":
            self._wound(s, seat, self.n["ambush_wound"], card)
        elif c.effect == "lose-road":
            if p.roads:
                road = p.roads.pop()
                s.discard.append(road)
                self._log(s, "road-lost", seat, cards=(road,))
                self._road_count_changed(p)
        elif c.effect == "no-attack":
            p.no_attack = True
        elif c.effect == "discard" and p.hand:
            s.phase, s.actor = DISCARD, seat
            s.discard_left = min(self.n["ambush_discard"], len(p.hand))
            s.then = "face"
            return
        self._after_face(s)

    def _road_count_changed(self, p: PlayerState) -> None:
        if len(p.roads) < self.n["goal"] - 1:
            p.announced = False
            p.callable_by.clear()

    def _do_fight(self, s: RoadQuestState, a: Fight) -> None:
        seat = s.seat
        p = s.players[seat]
        card = p.pending[0]
        creature = self.cards[card]
        attack = self.attack_of(s, seat, card)
        turned = self._draw_main(s)
        combat = 0
        if turned is not None:
            s.discard.append(turned)
            combat = self.cards[turned].combat
        p.bonus = 0
        won = creature.attack + combat <= attack
        self._log(
            s, "fight", seat, cards=(card,) + ((turned,) if turned is not None else ()),
            value=attack, detail="won" if won else "lost",
        )
        self._obstacle_done(s, card, won)
        if won:
            self._gain_treasure(s, seat)
        else:
            self._wound(s, seat, self.wound_of(s, seat, creature.damage), card)
        self._after_face(s)

    def _drink_past(self, s: RoadQuestState, treasure: int, event: str) -> None:
        """A potion drunk to get past the creature faced: dodged or beaten."""
        p = s.players[s.seat]
        card = p.pending[0]
        p.hand.remove(treasure)
        self._throw(s, treasure)
        s.played = True
        self._log(s, event, s.seat, cards=(card, treasure))
        self._obstacle_done(s, card, True)

    def _do_dodge(self, s: RoadQuestState, a: Dodge) -> None:
        self._drink_past(s, a.treasure, "dodge")
        self._after_face(s)

    def _do_triumph(self, s: RoadQuestState, a: Triumph) -> None:
        self._drink_past(s, a.treasure, "triumph")
        self._gain_treasure(s, s.seat)
        self._after_face(s)

    def _do_defend(self, s: RoadQuestState, a: Defend) -> None:
        p = s.players[s.seat]
        card = p.pending[0]
        for c in a.cards:
            p.hand.remove(c)
            s.discard.append(c)
        s.played = True
        self._log(s, "defend", s.seat, cards=(card,) + tuple(a.cards))
        self._obstacle_done(s, card, True)
        self._gain_treasure(s, s.seat)
        self._after_face(s)

    def _do_layroad(self, s: RoadQuestState, a: LayRoad) -> None:
        p = s.players[s.seat]
        p.hand.remove(a.card)
        p.roads.append(a.card)
        s.laid = s.played = True
        self._log(s, "road", s.seat, cards=(a.card,), value=len(p.roads))
        if s.config.has("battlefield"):
            return
        goal = self.n["goal"]
        if len(p.roads) >= goal:
            self._finish(s, [s.seat], "goal")
        elif len(p.roads) == goal - 1:
            p.announced = False
            s.announce_due = True

    def _do_announce(self, s: RoadQuestState, a: Announce) -> None:
        s.players[s.seat].announced = True
        s.announce_due = False
        self._log(s, "announce", s.seat)

    def _do_callout(self, s: RoadQuestState, a: CallOut) -> None:
        q = s.players[a.seat]
        q.callable_by.clear()
        q.skip_turns += 1
        lost = []
        for _ in range(2):
            if q.roads:
                lost.append(q.roads.pop())
        s.discard.extend(lost)
        self._road_count_changed(q)
        self._log(s, "call-out", s.seat, target=a.seat, cards=tuple(lost))

    def _do_attack(self, s: RoadQuestState, a: Attack) -> None:
        p = s.players[s.seat]
        p.hand.remove(a.card)
        s.players[a.target].pending.append(a.card)
        if a.jack >= 0:
            p.hand.remove(a.jack)
            s.discard.append(a.jack)
        s.attacks += 1
        s.played = True
        self._log(s, "attack", s.seat, target=a.target, cards=(a.card,) + ((a.jack,) if a.jack >= 0 else ()))
        if a.jack >= 0 and s.config.has("neighbour") and len(s.players) >= 3:
            s.direction = -s.direction
            self._log(s, "reverse", s.seat)

    def _do_usetreasure(self, s: RoadQuestState, a: UseTreasure) -> None:
        seat = s.seat
        p = s.players[seat]
        effect = self.cards[a.card].effect
        p.hand.remove(a.card)
        s.played = True
        value = 0
        if effect == "life":
            if p.life >= p.max_life and s.config.has("life-potion-bonus"):
                p.bonus += 1
                value = -1
            else:
                value = min(self.life_potion(s), p.max_life - p.life)
                p.life += value
            self._throw(s, a.card)
        elif effect in ("sword", "great-sword"):
            if p.weapon >= 0:
                self._throw(s, p.weapon)
            p.weapon = a.card
        elif effect == "shield":
            if p.shield >= 0:
                self._throw(s, p.shield)
            p.shield = a.card
        elif effect == "amulet":
            p.bonus += self.n["amulet"]
            self._throw(s, a.card)
        elif effect == "invisibility":
            p.protect_next = True
            self._throw(s, a.card)
        self._log(s, "use", seat, cards=(a.card,), value=value)

    def _do_droptreasure(self, s: RoadQuestState, a: DropTreasure) -> None:
        s.players[s.seat].hand.remove(a.card)
        self._throw(s, a.card)
        self._log(s, "drop", s.seat, cards=(a.card,))

    def _do_camp(self, s: RoadQuestState, a: Camp) -> None:
        p = s.players[s.seat]
        road = p.roads.pop()
        s.discard.append(road)
        points = self.n["bard_camp"] if self.chars[p.character].trait == "camp-plus-2" else self.n["camp"]
        gained = min(points, p.max_life - p.life)
        p.life += gained
        self._road_count_changed(p)
        self._log(s, "camp", s.seat, cards=(road,), value=gained)

    def _do_duel(self, s: RoadQuestState, a: Duel) -> None:
        seat = s.seat
        s.duelled = True
        defender = s.players[a.target]
        attack = self.attack_of(s, seat)
        s.players[seat].bonus = 0
        turned = self._draw_main(s)
        combat = 0
        if turned is not None:
            s.discard.append(turned)
            combat = self.cards[turned].combat
        won = defender.attack + combat <= attack
        self._log(
            s, "duel", seat, target=a.target, cards=(turned,) if turned is not None else (),
            value=attack, detail="won" if won else "lost",
        )
        winner, loser = (seat, a.target) if won else (a.target, seat)
        s.duel_loser = loser
        s.phase, s.actor = SPOILS, winner

    def _do_spoils(self, s: RoadQuestState, a: Spoils) -> None:
        winner, loser = s.actor, s.duel_loser
        w, q = s.players[winner], s.players[loser]
        card = -1
        if a.kind == "road":
            card = q.roads.pop()
            w.hand.append(card)
            self._road_count_changed(q)
        elif a.kind == "item":
            card = a.card
            if q.weapon == card:
                q.weapon = -1
            else:
                q.shield = -1
            w.hand.append(card)
        elif a.kind == "draw":
            card = q.hand.pop(s.rng.below(len(q.hand)))
            w.hand.append(card)
        shown = (card,) if a.kind in ("road", "item") else ()  # a card drawn from a hand stays hidden
        self._log(s, "spoils", winner, target=loser, detail=a.kind, cards=shown)
        if a.kind == "life":
            points = min(self.life_card(s), max(0, q.life))
            w.life = min(w.max_life, w.life + points)
            turn = s.turn
            self._wound(s, loser, self.life_card(s), -1)
            if s.phase == OVER or s.turn != turn:  # the challenger died: the turn is over
                return
        s.phase, s.actor = MAIN, s.seat
        if loser != s.seat and s.players[loser].alive:
            self._refill(s, loser)  # the hand stays at 5 between turns
        if winner != s.seat and len(w.hand) > self.n["hand"]:
            s.phase, s.actor = DISCARD, winner
            s.discard_left = len(w.hand) - self.n["hand"]
            s.then = "end"
            return
        if s.players[s.seat].alive:
            self._end_turn(s)

    def _do_discard(self, s: RoadQuestState, a: Discard) -> None:
        p = s.players[s.actor]
        p.hand.remove(a.card)
        self._throw(s, a.card)
        s.discard_left -= 1
        self._log(s, "discard", s.actor, cards=(a.card,))
        if s.discard_left > 0 and p.hand:
            return
        then = s.then
        s.then, s.discard_left = "", 0
        s.actor = s.seat
        if then == "face":
            self._after_face(s)
        elif then == "refill":
            self._refill_step(s)
        elif then == "next":
            self._next_turn(s)
        else:  # "end": the duel's defender discarded; the challenger's turn ends
            s.phase = MAIN
            self._end_turn(s)

    def _do_endturn(self, s: RoadQuestState, a: EndTurn) -> None:
        self._log(s, "end-turn", s.seat)
        self._end_turn(s)

    def _end_turn(self, s: RoadQuestState) -> None:
        """If no card was played, discard one; then refill to 5 (or discard down to 5)."""
        p = s.players[s.seat]
        if not s.played and p.hand:
            s.phase, s.actor, s.discard_left, s.then = DISCARD, s.seat, 1, "refill"
            return
        self._refill_step(s)

    def _refill_step(self, s: RoadQuestState) -> None:
        p = s.players[s.seat]
        self._refill(s, s.seat)
        if len(p.hand) > self.n["hand"]:
            s.phase, s.actor = DISCARD, s.seat
            s.discard_left, s.then = len(p.hand) - self.n["hand"], "next"
            return
        self._next_turn(s)

    def _close_window(self, s: RoadQuestState, seat: int) -> None:
        """`seat`'s turn has passed: it may no longer call anyone out."""
        for q in s.players:
            if seat in q.callable_by:
                q.callable_by.remove(seat)

    def _next_turn(self, s: RoadQuestState) -> None:
        seat = s.seat
        p = s.players[seat]
        self._close_window(s, seat)
        if s.announce_due and p.alive and not p.announced and len(p.roads) == self.n["goal"] - 1:
            p.callable_by = [i for i, q in enumerate(s.players) if i != seat and q.alive]
            self._log(s, "forgot", seat)
        s.announce_due = False
        p.no_attack = False
        p.protected = False
        self._start_turn(s, self.neighbour(s, seat))

    # -- results ----------------------------------------------------------------------
    def scores(self, s: RoadQuestState) -> list[int]:
        """Roads laid (battlefield: life left)."""
        if s.config.has("battlefield"):
            return [max(0, p.life) for p in s.players]
        return [len(p.roads) for p in s.players]


def _stack(ids: list[int], top: Sequence[int] | None) -> list[int]:
    if not top:
        return ids
    top = list(top)
    if len(set(top)) != len(top) or any(i not in ids for i in top):
        raise ValueError("a stacked order must list distinct ids of that deck")
    chosen = set(top)
    return top + [i for i in ids if i not in chosen]
