"""A full Road Quest state consistent with a seat's view, for the review (`sample_world`).

Hidden from a seat: the other hands (their sizes are known), the order of the main deck and of
the treasure deck, the discard pile under its top card and the treasure discard (only their
sizes are shown). `sample_world(game, view, seed)` deals the cards the seat has not seen into
those places at random from `seed` — treasures only where treasures can be (hands and the
treasure piles; with `battlefield` they are main-deck cards), so every card is in exactly one
place — keeps everything the view shows as it is (roads, obstacles waiting and faced, equipment,
life, the discard's top, the Witch's look at the top of the deck in her own view, the turn's
progress, the log), and seeds the state's PRNG from `seed`.

What the view tells only through its log (the history every seat saw) is read from the log:
where the turn goes after a discard (after an ambush, at the end of the turn, after a duel),
whether the seat to play has duelled, is kept from attacking by an ambush, or is protected by
an invisibility potion drunk in its last turn, who may still call out a forgotten announcement,
the seat that played first. Every phase is sampled: characters, the draw, facing obstacles, the
main phase, discards, a duel's spoils.

Not reproduced: the order of the discard pile under its top card (unknown to every seat); the
Witch's look when the decision is another seat's (a duel's spoils, a defender's discard in her
turn): she keeps her own memory of it, the world has none. None when the game is over, the
view is not the seat to move's, it carries no rules (`config`), or its counts cannot be dealt
(a view not made by this game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dragonwood_tui.engine.rng import MASK64, Rng, derive_seed
from dragonwood_tui.games.road_quest.state import CHARACTER, DISCARD, DRAW, MAIN, OVER, Event, PlayerState, RoadQuestState
from dragonwood_tui.games.road_quest.view import RoadQuestView

if TYPE_CHECKING:
    from dragonwood_tui.games.road_quest import RoadQuestGame


def _turn_events(log: tuple[Event, ...]) -> tuple[int, tuple[Event, ...]]:
    """Where the turn in progress starts in the log, and its events (after its "turn")."""
    start = max((i for i, e in enumerate(log) if e.kind == "turn"), default=-1)
    return start, log[start + 1 :]


def _then(view: RoadQuestView, turn: tuple[Event, ...]) -> str:
    """Where the turn goes once the discards of phase DISCARD are made (`state.then`)."""
    if view.phase != DISCARD:
        return ""
    current = view.current
    if view.to_move != current:
        return "end"  # a duel's winner discards down to 5; then the challenger's turn ends
    marker = -1
    for i, e in enumerate(turn):
        if (e.kind == "ambush" and e.detail == "discard") or e.kind in ("end-turn", "spoils"):
            marker = i
    if marker >= 0 and turn[marker].kind == "ambush":
        return "face"
    after = turn[marker + 1 :]
    if any(e.kind == "discard" and e.seat == current for e in after) or view.played:
        return "next"  # discarding down to 5 after the refill
    return "refill"  # nothing played: one card, then the refill


def _callable_by(view: RoadQuestView, q: int, log: tuple[Event, ...], start: int) -> list[int]:
    """The seats that may still call out seat `q` for a forgotten announcement: the living
    others whose turn has not ended since `q` forgot (the seat to play: as its view says)."""
    if not view.seats[q].forgot:
        return []
    since = max((i for i, e in enumerate(log) if e.kind == "forgot" and e.seat == q), default=-1)
    closed = set()
    for i in range(since + 1, len(log)):
        e = log[i]
        if (e.kind == "turn" and i != start) or e.kind == "skip":
            closed.add(e.seat)  # a turn that started after it and is over, or a skipped one
    out = []
    for x, seat in enumerate(view.seats):
        if x == q or not seat.alive or x in closed:
            continue
        if x == view.current and view.phase in (DRAW, MAIN) and q not in view.callable:
            continue
        out.append(x)
    return out


def sample_world(game: RoadQuestGame, view: RoadQuestView, seed: int) -> RoadQuestState | None:
    config = view.config
    if config is None or view.phase == OVER or view.to_move is None or view.seat != view.to_move:
        return None
    me = view.seat
    rules = game.rules
    cards = rules.cards
    battlefield = config.has("battlefield")
    mine = view.seats[me].hand
    if mine is None:
        return None
    # -- what the seat has seen where it is
    seen = set(mine)
    for sv in view.seats:
        seen.update(sv.roads)
        seen.update(sv.pending)
        seen.update(sv.faced)
        seen.update(c for c in (sv.weapon, sv.shield) if c >= 0)
    if view.discard_top >= 0:
        seen.add(view.discard_top)
    if view.peek >= 0:
        seen.add(view.peek)
    treasure = set(rules.set.treasure_ids)
    unseen = [c.id for c in cards if c.id not in seen]
    pool_t = [] if battlefield else [c for c in unseen if c in treasure]
    pool_m = [c for c in unseen if battlefield or c not in treasure]
    deck_n = view.deck_size - (1 if view.peek >= 0 else 0)
    under_n = max(0, view.discard_size - 1)
    others = [(i, sv.hand_size) for i, sv in enumerate(view.seats) if i != me]
    slots = [i for i, size in others for _ in range(size)]
    t_hand = len(pool_t) - view.treasure_deck_size - view.treasure_discard_size
    m_hand = len(pool_m) - deck_n - under_n
    if deck_n < 0 or t_hand < 0 or m_hand < 0 or t_hand + m_hand != len(slots):
        return None
    rng = Rng(seed & MASK64)
    rng.shuffle(pool_t)
    rng.shuffle(pool_m)
    rng.shuffle(slots)
    hands: dict[int, list[int]] = {i: [] for i, _ in others}
    for k, seat in enumerate(slots):
        hands[seat].append(pool_t.pop() if k < t_hand else pool_m.pop())
    treasure_deck = pool_t[: view.treasure_deck_size]
    treasure_discard = pool_t[view.treasure_deck_size :]
    deck = ([view.peek] if view.peek >= 0 else []) + pool_m[:deck_n]
    discard = pool_m[deck_n:] + ([view.discard_top] if view.discard_top >= 0 else [])
    # -- the turn's progress, from the view and its log
    log = view.log
    start, turn = _turn_events(log)
    current = view.current
    playing = view.phase != CHARACTER
    ambushed = {e.cards[0] for e in turn if e.kind == "ambush" and e.detail == "no-attack" and e.seat == current and e.cards}
    immune = {e.cards[0] for e in turn if e.kind == "immune" and e.cards}
    # protected this turn: an invisibility potion drunk at the end of its previous turn
    earlier = max((i for i in range(start) if log[i].kind == "turn" and log[i].seat == current), default=-1)
    protected = earlier >= 0 and any(
        e.kind == "use" and e.seat == current and bool(e.cards) and cards[e.cards[0]].effect == "invisibility"
        for e in log[earlier + 1 : start]
    )
    players = []
    for i, sv in enumerate(view.seats):
        hand = list(mine) if i == me else hands[i]
        players.append(
            PlayerState(
                character=sv.character,
                hand=hand,
                roads=list(sv.roads),
                pending=list(sv.pending),
                faced=list(sv.faced),
                life=sv.life,
                max_life=sv.max_life,
                weapon=sv.weapon,
                shield=sv.shield,
                bonus=sv.bonus,
                alive=sv.alive,
                announced=sv.announced,
                callable_by=_callable_by(view, i, log, start),
                skip_turns=sv.skip_turns,
                no_attack=playing and i == current and bool(ambushed - immune),
                protect_next=sv.protect_next,
                protected=playing and i == current and protected,
                attack=sv.attack,
            )
        )
    first = next((e.seat for e in log if e.kind == "turn"), 0)
    return RoadQuestState(
        config=config,
        rng=Rng(derive_seed(rng.next_u64(), "road-quest")),
        deck=deck,
        discard=discard,
        treasure_deck=treasure_deck,
        treasure_discard=treasure_discard,
        players=players,
        phase=view.phase,
        seat=current,
        actor=me,
        first=first,
        direction=view.direction,
        turn=view.turn,
        drew=view.phase not in (CHARACTER, DRAW),
        blocked=view.blocked,
        laid=view.laid,
        attacks=view.attacks,
        played=view.played,
        announce_due=view.announce_due,
        duelled=any(e.kind == "duel" and e.seat == current for e in turn),
        discard_left=view.discard_left,
        then=_then(view, turn),
        duel_loser=view.duel_loser,
        peek=view.peek,
        winners=list(view.winners),
        end=view.end,
        log=list(log),
    )
