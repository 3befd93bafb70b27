"""Road Quest as a new player plays it, by keys in the real app: the prompt says what the list
offers now and why a road is missing; Enter never gives up a road; a letter stays on its choice
through the turn (ending the turn is always e, camping k); twin cards are one line and no two
lines read the same; a creature held and never offered says why; card names are in the
player's language. Positions are found by computer players from seeds (the first that fits)."""

from __future__ import annotations

import functools
import re
from typing import Any

import pytest

from dragonwood_tui.games import get_game
from dragonwood_tui.games.road_quest import actions as A
from dragonwood_tui.games.road_quest import turn_words
from dragonwood_tui.games.road_quest.choices import twin_key
from dragonwood_tui.i18n.card_names import card_name
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.games.road_quest.board import Lines

from . import positions
from .app_helpers import SMALL, Folders, folders, run_async  # noqa: F401  (fixture)
from .table_helpers import settle, table_in_app, tap, until
from .test_i18n_screens import english_afterwards, screen_text  # noqa: F401  (fixture)
from tests.notifications import messages

KIND = "road-quest"
GAME: Any = get_game(KIND)
CARDS = GAME.cards
MEDIUM = (120, 40)


def _mine_in_main(g: Any, s: Any) -> bool:
    return g.to_move(s) == 0 and s.phase == "main" and not s.announce_due


@functools.lru_cache(maxsize=None)
def _found(name: str) -> tuple[int, tuple[Any, ...]]:
    stop = STOPS[name]
    config = GAME.default_config(2)
    for seed in range(1, 400):
        actions = positions.play_until(KIND, config, seed, stop, "normal")
        if actions is not None:
            return seed, tuple(actions)
    raise AssertionError(f"no seed reaches {name}")


def match(name: str) -> Any:
    seed, actions = _found(name)
    return positions.match(KIND, GAME.default_config(2), seed, positions.seats(2, 1, "normal"), positions.stored(actions))


def _hand(s: Any) -> list[Any]:
    return [CARDS.cards[c] for c in s.players[0].hand]


def _blocked_with_a_road(g: Any, s: Any) -> bool:
    return _mine_in_main(g, s) and s.blocked and any(c.kind == "road" for c in _hand(s))


def _camp_after_a_road_below_full_life(g: Any, s: Any) -> bool:
    p = s.players[0]
    return _mine_in_main(g, s) and s.laid and p.life < p.max_life and A.Camp() in g.legal_actions(s)


def _twin_roads(g: Any, s: Any) -> bool:
    if not _mine_in_main(g, s):
        return False
    keys = [twin_key(CARDS, a) for a in g.legal_actions(s) if isinstance(a, A.LayRoad)]
    return len(keys) > len(set(keys))


def _attack_then_more(g: Any, s: Any) -> bool:
    legal = g.legal_actions(s)
    return _mine_in_main(g, s) and any(isinstance(a, A.Attack) for a in legal) and A.Camp() in legal


def _creature_never_offered(g: Any, s: Any) -> bool:
    if not _mine_in_main(g, s) or s.attacks or any(c.kind == "jack" for c in _hand(s)):
        return False
    sent = {a.card for a in g.legal_actions(s) if isinstance(a, A.Attack)}
    return any(c.kind == "creature" and c.id not in sent for c in _hand(s))


def _one_sent_one_held(g: Any, s: Any) -> bool:
    """A creature or an ambush may be sent while another in hand may not (no reason about roads
    said first)."""
    from dragonwood_tui.games.road_quest import turn_words

    if not _mine_in_main(g, s) or s.attacks or any(c.kind == "jack" for c in _hand(s)):
        return False
    legal = g.legal_actions(s)
    if turn_words.no_road_reason(CARDS, g.view(s, 0), legal):
        return False
    sent = {a.card for a in legal if isinstance(a, A.Attack)}
    return bool(sent) and any(c.kind in ("creature", "ambush") and c.id not in sent for c in _hand(s))


def _jack_in_hand(g: Any, s: Any) -> bool:
    return _mine_in_main(g, s) and any(c.kind == "jack" for c in _hand(s)) and any(isinstance(a, A.Attack) for a in g.legal_actions(s))


STOPS = {
    "blocked": _blocked_with_a_road, "camp": _camp_after_a_road_below_full_life, "twins": _twin_roads,
    "attack": _attack_then_more, "creature": _creature_never_offered, "jack": _jack_in_hand,
    "one-held": _one_sent_one_held,
}


def prompt_text(screen: Any) -> str:
    return str(screen.board.prompt.text)


def option_lines(screen: Any) -> list[str]:
    """The choices as listed, key and words, without the cursor mark."""
    return [line[1:].strip() for line in screen.query_one("#rq-options", Lines).text.split("\n") if line.strip()]


@run_async
async def test_after_facing_an_ambush_the_prompt_says_no_road_and_offers_only_the_list(folders: Folders):
    match_ = match("blocked")
    async with table_in_app(folders, match_, MEDIUM) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        said = prompt_text(screen)
        assert "no road this turn" in said, said
        assert "lay a road" not in said, said
        assert not any(isinstance(a, A.LayRoad) for a in screen.ui.options)
        assert "end the turn (e)" in said, said


@run_async
async def test_in_a_game_played_by_keys_the_prompt_offers_what_the_list_holds_and_lines_never_repeat(folders: Folders):
    """The class: every decision of yours in main phase over a game (the first choice each time,
    by Enter, or the turn ended), the prompt names a move iff the list holds one of its kind; no
    two lines of the list read the same; the highlighted choice (Enter's) never camps or drops a
    treasure while anything else is listed."""
    from dragonwood_tui.bots import bot_factory
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.engine.match import Match

    game = GAME
    m = Match(game, game.default_config(2), 7, [SeatSpec("You"), SeatSpec("Ada", "normal")], bot_factory=bot_factory(KIND))
    words = {A.LayRoad: "lay a road", A.Attack: "send a creature or an ambush", A.UseTreasure: "use a treasure", A.Camp: "camp"}
    checked = 0
    async with table_in_app(folders, m, MEDIUM) as (app, pilot, screen):
        while not m.is_over() and checked < 40:
            await until(pilot, lambda: m.is_over() or (screen._my_decision() and not m.bot_to_move() and screen.view.to_move == m.to_move()))
            if m.is_over():
                break
            await settle(pilot)
            options = screen.ui.options
            lines = option_lines(screen)
            assert len(lines) == len(set(lines)), lines
            if any(not isinstance(a, (A.Camp, A.DropTreasure)) for a in options):
                assert not isinstance(options[screen.ui.cursor], (A.Camp, A.DropTreasure)), (options, screen.ui.cursor)
            if screen.view.phase == "main" and not screen.view.announce_due and screen.ui.selected is None:
                said = prompt_text(screen)
                # a plain loss (a camp at full life) is listed, dimmed, and never offered in words
                from dragonwood_tui.games.road_quest.choices import loss_note
                from dragonwood_tui.tui.games.road_quest.pieces import CARDS

                kinds = {type(a) for a in options if not loss_note(CARDS, screen.view, a)}
                for kind, word in words.items():
                    assert (word in said) == (kind in kinds), (word, said, options)
                checked += 1
            before = len(m.actions)
            # lay roads and send obstacles (the first choice), else end the turn: a game that moves
            await tap(pilot, "enter")
            await until(pilot, lambda: len(m.actions) > before or m.is_over())
    assert checked >= 10


@run_async
async def test_enter_after_a_road_laid_below_full_life_never_camps_and_camping_is_k(folders: Folders):
    match_ = match("camp")
    async with table_in_app(folders, match_, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        first = screen.ui.options[screen.ui.cursor]
        assert screen.ui.options.index(A.EndTurn()) < screen.ui.options.index(A.Camp()) and screen.option_key(A.Camp()) == "k"
        before = len(match_.actions)
        await pilot.press("enter")
        await settle(pilot, lambda: len(match_.actions) > before)
        assert match_.actions[before] == first != A.Camp()


@run_async
async def test_after_a_send_the_list_starts_at_a_again_and_e_k_stay(folders: Folders):
    """Send an obstacle by its letter: the next list of the turn is lettered a, b, c… from the top
    (it began at f: letters were kept from the list before), ending the turn and camping kept
    their letters (e, k)."""
    match_ = match("attack")
    async with table_in_app(folders, match_, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        assert screen.option_key(A.EndTurn()) == "e" and screen.option_key(A.Camp()) == "k"
        attack = next(a for a in screen.ui.options if isinstance(a, A.Attack))
        before = len(match_.actions)
        await pilot.press(screen.option_key(attack))
        await settle(pilot, lambda: len(match_.actions) > before and screen._my_decision())
        assert match_.actions[before] == attack
        after = len(match_.actions)
        lettered = [k for a, k in zip(screen.ui.options, screen.ui.keys) if not isinstance(a, (A.EndTurn, A.Camp))]
        assert lettered == [k for k in "abcdfghijm"][: len(lettered)], screen.ui.keys
        assert screen.option_key(A.EndTurn()) == "e"
        await pilot.press("e")
        await settle(pilot, lambda: len(match_.actions) > after)
        assert match_.actions[after] == A.EndTurn()


@run_async
async def test_twin_roads_are_one_line(folders: Folders):
    match_ = match("twins")
    async with table_in_app(folders, match_, MEDIUM) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        legal = GAME.legal_actions(match_.state)
        lays = [a for a in screen.ui.options if isinstance(a, A.LayRoad)]
        assert len(lays) < len([a for a in legal if isinstance(a, A.LayRoad)])
        assert len({twin_key(CARDS, a) for a in lays}) == len(lays)
        lines = option_lines(screen)
        assert len(lines) == len(set(lines)), lines


@run_async
async def test_a_creature_held_and_never_offered_says_why(folders: Folders):
    match_ = match("creature")
    async with table_in_app(folders, match_, MEDIUM) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        hand = screen.view.seats[0].hand
        sent = {a.card for a in screen.ui.options if isinstance(a, A.Attack)}
        index = next(i for i, c in enumerate(hand) if CARDS.cards[c].kind == "creature" and c not in sent)
        name = CARDS.cards[hand[index]].name
        assert "Not sendable now: " in prompt_text(screen) and name in prompt_text(screen), prompt_text(screen)
        if index < 9:
            await pilot.press(str(index + 1))
            await settle(pilot, lambda: any(f"{name} can't be sent" in t for t in messages(app)))
        assert "activities" not in screen.board.query_one("#rq-status").text
        assert "a choice now" not in screen_text(app)


@run_async
async def test_the_jack_card_is_named_in_english(folders: Folders):
    match_ = match("jack")
    async with table_in_app(folders, match_, MEDIUM) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        text = screen_text(app) + "\n".join(option_lines(screen))
        assert "Attaque" not in text
        assert "Jack's Attack" in text


def test_every_card_name_in_english_is_english():
    """The cards file's names are the English ones (the catalog translates them): no letter
    outside English's, as a French name would have (Attaque à Jack)."""
    for c in [*CARDS.cards, *CARDS.characters]:
        assert re.fullmatch(r"[A-Za-z' -]+", c.name), c.name


@run_async
async def test_the_draw_prompt_names_a_call_out_on_offer_and_its_key_plays_it(folders: Folders):
    from . import road_quest_positions

    match_ = road_quest_positions.match("call-out")
    async with table_in_app(folders, match_, SMALL) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        call = next(a for a in screen.ui.options if isinstance(a, A.CallOut))
        key = screen.option_key(call)
        said = prompt_text(screen)
        assert f"discard ({screen.option_key(A.Draw('discard'))}) — or call out Ada ({key})" in said, said
        assert f"draw from the deck ({screen.option_key(A.Draw('deck'))})" in said, said
        before = len(match_.actions)
        await pilot.press(key)
        await settle(pilot, lambda: len(match_.actions) > before)
        assert match_.actions[before] == call


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("position", ["blocked", "creature"])
@run_async
async def test_the_prompt_with_its_reason_is_whole_at_80x24(folders: Folders, english_afterwards, position, lang):
    """The prompt and the reason it gives fit the prompt bar's rows at 80 columns, in every language."""
    from rich.text import Text

    from dragonwood_tui.tui.widgets.status_bar import PromptBar

    match_ = match(position)
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match_, SMALL, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        bar = screen.board.prompt
        await settle(pilot, lambda: bar.content_size.width > 0)
        said = prompt_text(screen)
        assert said.count(".") >= 1, said  # a reason is given
        rows = Text(said).wrap(app.console, bar.content_size.width)
        assert len(rows) <= PromptBar.MAX_LINES, (len(rows), said)


@pytest.mark.parametrize("lang, size", [("en", MEDIUM), ("en", SMALL), ("fr", SMALL), ("ru", SMALL)])
@run_async
async def test_a_card_held_back_says_why_beside_one_that_can_be_sent(folders: Folders, english_afterwards, lang, size):
    """Every creature and ambush held back is named with its reason though another may be sent,
    and the prompt's rows hold it whole (80x24 in French and Russian: the choices in fewer words
    after it, the list being under the prompt)."""
    from rich.text import Text

    from dragonwood_tui.games.road_quest import turn_words
    from dragonwood_tui.tui.widgets.status_bar import PromptBar

    match_ = match("one-held")
    settings = Settings(bot_pace="instant", language=lang, motion=False)
    async with table_in_app(folders, match_, size, settings=settings) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        bar = screen.board.prompt
        await settle(pilot, lambda: bar.content_size.width > 0)
        await settle(pilot)
        said = prompt_text(screen)
        held = turn_words.why_none_sent(CARDS, screen.view, screen.ui.legal, screen.view.seats[0].hand)
        assert held and any(isinstance(a, A.Attack) for a in screen.ui.legal)
        assert len(Text(said).wrap(app.console, bar.content_size.width)) <= PromptBar.MAX_LINES, said
        assert said.startswith(held), said  # (80x24, fr/ru: the choices in fewer words after it)


@pytest.mark.parametrize("size", [SMALL, MEDIUM, (160, 50)])
@run_async
async def test_a_full_screen_keeps_why_a_card_held_can_t_be_sent_in_short(folders: Folders, size):
    """The three-seat position (main) at every size: the prompt names each creature or ambush
    held back and why, whole or short ("Not sendable: Washed-out bridge (no P road last)"), never
    nothing (80x24 dropped it when the list filled the screen)."""
    from . import road_quest_positions

    async with table_in_app(folders, road_quest_positions.match("main"), size) as (app, pilot, screen):
        await settle(pilot, screen._my_decision)
        view = screen.view
        hand = view.seats[view.to_move].hand
        held = [c for c in hand if turn_words.why_not_sent(CARDS, view, screen.ui.legal, c)]
        assert held, "the position holds a card that can't be sent"
        said = prompt_text(screen)
        for c in held:
            assert card_name("road-quest", CARDS.cards[c].name) in said, said
        assert "sent" in said or "sendable" in said, said
