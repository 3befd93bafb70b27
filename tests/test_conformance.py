"""The conformance suite: what every game must do, run once per registered game.

Its parameter list is the games registry (every game registered, offered or not) and the toy game
of tests/third_game, registered for its own cases only (`conformance.registered`): a new game
joins the suite by registering, and the suite names no game. It reaches a game only through its
front door (`engine.game.Game`) and the registries:

- legal actions are offered until the end, every one of them is played as offered, and the game
  ends (random play, many games: hypothesis);
- the seat client: a seat sees its own view and sends only on its turn, what no seat has seen
  (the deck's order, the dice to come) changes no seat's view, a world sampled for the review
  looks the same to the seat it was sampled for, and the live log is the replay's;
- records round-trip (written, read, re-played) and `dragonwood verify` accepts them;
- every bot level plays full games;
- a review runs on a recorded game;
- the rules page exists in every language, and its card names are translated;
- a campaign stage of it plays (simulated);
- its log is told in every language, and who won is said right ("You win", never "You wins")
  at the table, on its end screen and in the replay's transcript;
- its table is drawn at 80x24, 120x40 and 160x50 (snapshots).

Cases marked `xfail(strict=True)` need what another branch brings: once it is merged they pass,
the strict mark fails the run, and the mark goes.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from conformance.play import (
    MAX_STEPS,
    bot_match,
    finished,
    random_actions,
    random_match,
    seat_counts,
    quick,
    weakest,
    with_others,
    won_by_the_first_seat,
)
from conformance.registered import kinds, register_if_toy
from conformance.words import TRANSLATED, declared_card_names, translations
from dragonwood_tui import games
from dragonwood_tui.bots import bot_factory, bot_names, default_bot, strongest_level
from dragonwood_tui.cli import main
from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.engine.match import Match
from dragonwood_tui.engine.replay import ReplayCursor, describer
from dragonwood_tui.engine.seat import NotYourTurn, SeatClient
from dragonwood_tui.engine.walk import narration
from dragonwood_tui.games import get_game
from dragonwood_tui.i18n import LANGUAGES

from tui.app_helpers import LARGE, SMALL, Folders, folders, run_async  # noqa: F401  (fixture)

# random games per game and property; hypothesis keeps the ones that failed (its database)
GAMES = 12
RANDOM_PLAY = settings(max_examples=GAMES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(params=kinds())
def kind(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A registered game's kind (the toy game registered for this test only)."""
    register_if_toy(request.param, monkeypatch)
    yield request.param


def _draw_game(data: st.DataObject, kind: str) -> tuple[int, Any, int, random.Random]:
    """Seats, a config (with none or one variant), a seed and the random players' stream."""
    game = get_game(kind)
    players = data.draw(st.sampled_from(seat_counts(game)), label="players")
    variants = data.draw(st.sampled_from([[]] + [[v.name] for v in game.variants]), label="variants")
    try:
        config = game.with_variants(game.default_config(players), variants)
    except ValueError:  # a variant the game refuses for this many seats (said in one line)
        reject()
    seed = data.draw(st.integers(0, 2**62), label="seed")
    return players, config, seed, random.Random(data.draw(st.integers(0, 2**32), label="choices"))


# -- the rules: legal actions until the end ---------------------------------------------------


@RANDOM_PLAY
@given(data=st.data())
def test_legal_actions_are_offered_until_the_end(kind: str, data: st.DataObject) -> None:
    players, config, seed, rng = _draw_game(data, kind)
    game = get_game(kind)
    state = game.new_game(config, seed)
    for step in range(MAX_STEPS):
        mover, legal = game.to_move(state), game.legal_actions(state)
        assert (mover is None) == game.is_over(state), f"step {step}: to_move {mover} but is_over {game.is_over(state)}"
        if mover is None:
            assert legal == [], f"step {step}: actions offered after the end"
            break
        assert legal, f"step {step}: seat {mover} must move and is offered nothing"
        assert 0 <= mover < players
        if step == 0 or rng.random() < 0.05:  # now and then, every offer is played on a copy
            for action in legal:
                game.apply(game.clone(state), action)
        game.apply(state, rng.choice(legal))
    else:
        pytest.fail(f"not over after {MAX_STEPS} random actions")
    assert len(game.scores(state)) == players
    assert set(game.winners(state)) <= set(range(players))
    before = state_hash(state)
    with pytest.raises(IllegalAction):  # nothing is played after the end, and nothing changes
        game.apply(state, game.legal_actions(game.new_game(config, seed))[0])
    assert state_hash(state) == before


# -- the seat client: what each seat sees and may do ------------------------------------------


def _hidden_stays_hidden(match: Match, rng: random.Random) -> None:
    """No seat's view changes when only what it cannot see changes: what no seat has seen
    given a new future (`reseed`), or, for the seat to move, a world sampled from its view."""
    game, state = match.game, match.state
    views = [game.view(state, seat) for seat in range(len(match.seats))]
    other = game.clone(state)
    if game.reseed(other, rng.getrandbits(62)):
        for seat, view in enumerate(views):
            assert game.view(other, seat) == view, f"seat {seat} sees the unseen cards or dice to come"
    mover = game.to_move(state)
    if mover is not None:
        world = game.sample_world(views[mover], rng.getrandbits(62))
        if world is not None:
            assert game.view(world, mover) == views[mover], f"a world sampled for seat {mover} looks different to it"
            assert game.legal_actions(world) == game.legal_actions(state)


def test_the_hidden_card_check_sees_a_seat_shown_everything(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: a seat shown more than its view (here, a digest of the whole
    state: the deck's order, the others' hands, the dice to come) is caught, for every game that
    hides something from its seats (it can deal that again: `reseed` or `sample_world`)."""
    game = get_game(kind)
    players = with_others(game)
    match = random_match(kind, players, game.default_config(players), 5)
    random_actions(match, random.Random(5), limit=6)
    _hidden_stays_hidden(match, random.Random(1))  # the real view passes
    state, mover = match.state, match.to_move()
    if not game.reseed(game.clone(state), 1) and (
            mover is None or game.sample_world(game.view(state, mover), 1) is None):
        pytest.skip(f"{kind} deals nothing that its seats do not see")
    real_view, real_sample = type(game).view, type(game).sample_world
    monkeypatch.setattr(type(game), "view", lambda self, state, seat: (real_view(self, state, seat), state_hash(state)))
    monkeypatch.setattr(type(game), "sample_world", lambda self, view, seed: real_sample(self, view[0], seed))
    with pytest.raises(AssertionError):
        _hidden_stays_hidden(match, random.Random(1))


@RANDOM_PLAY
@given(data=st.data())
def test_a_seat_sees_its_own_view_and_moves_only_on_its_turn(kind: str, data: st.DataObject) -> None:
    players, config, seed, rng = _draw_game(data, kind)
    match = random_match(kind, players, config, seed, narrate=True)
    game = match.game
    clients = [SeatClient(match, seat) for seat in range(players)]
    spectator = SeatClient(match, None)
    told = [line for step in clients[0].history() for line in step]
    for _ in range(MAX_STEPS):
        for seat, client in enumerate(clients):
            assert client.view() == game.view(match.state, seat)
        assert spectator.view() == game.view(match.state, None) and spectator.legal() == []
        if rng.random() < 0.05:
            _hidden_stays_hidden(match, rng)
        mover = match.to_move()
        if mover is None:
            break
        legal = clients[mover].legal()
        assert legal == game.legal_actions(match.state)
        before = state_hash(match.state)
        for other in [*clients, spectator]:
            if other is not clients[mover]:
                assert other.legal() == []
                with pytest.raises(NotYourTurn):
                    other.send(legal[0])
        assert state_hash(match.state) == before
        clients[mover].send(rng.choice(legal))
        told += clients[0].events()
    assert match.is_over()
    # one log: the live one, the replay's, a resumed game's
    replayed = narration(game, match.config, match.seed, match.actions, match.names)
    assert clients[0].history() == replayed
    assert told == [line for step in replayed for line in step]  # events() lost and repeated nothing
    cursor = ReplayCursor(game, match.config, match.seed, match.actions, narrate=describer(game, match.names)[0])
    assert cursor.lines is not None and cursor.lines[1:] == replayed[1:]
    resumed = Match(game, match.config, match.seed, match.seats, match.actions)
    assert SeatClient(resumed, 0).history() == replayed and SeatClient(resumed, 0).events() == []


def test_computer_players_decide_from_their_own_client(kind: str) -> None:
    match = bot_match(kind, 11, bots=[None] + [default_bot(kind)] * (with_others(get_game(kind)) - 1), narrate=True)
    you = SeatClient(match, 0)
    assert you.bot() is None and you.persons == [0]
    for _ in range(MAX_STEPS):
        if match.is_over():
            break
        client = you.at(match.to_move())
        bot = client.bot()
        client.send(bot.choose(client.view(), client.legal()) if bot is not None else client.legal()[0])
    assert match.is_over()
    assert you.history() == narration(match.game, match.config, match.seed, match.actions, match.names)


# -- records ------------------------------------------------------------------------------------


def test_records_round_trip_and_verify(kind: str, tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    from dragonwood_tui.storage.records import decode_record, encode_record, new_record, replay_record

    match = finished(bot_match(kind, 5))
    game = match.game
    for steps in (0, len(match.actions) // 2, len(match.actions)):
        record = new_record(game, match.config, match.seed, match.seats, match.actions[:steps])
        data = encode_record(record)
        back = decode_record(data)
        assert back == record and encode_record(back) == data
        replayed = replay_record(back)
        assert state_hash(replayed.state) == state_hash(Match(game, match.config, match.seed, match.seats,
                                                               match.actions[:steps]).state)
        assert replayed.summary.status == ("finished" if steps == len(match.actions) else "playing")
        path = tmp_path / f"{kind}-{steps}.json"
        path.write_bytes(data)
        capsys.readouterr()
        assert main(["verify", str(path)]) == 0, capsys.readouterr().err
        assert f"{path}: ok — {kind}" in capsys.readouterr().out


# -- computer players ---------------------------------------------------------------------------


def test_every_bot_level_plays_full_games(kind: str) -> None:
    game = get_game(kind)
    names = bot_names(kind)
    assert names and default_bot(kind) in names and strongest_level(kind) in names
    players = with_others(game)
    for i, level in enumerate(names):  # each level in the first seat, the weakest in the others
        match = finished(bot_match(kind, 100 + i, bots=[level] + [weakest(kind)] * (players - 1)))
        assert len(game.scores(match.state)) == players


# -- the review ---------------------------------------------------------------------------------


@pytest.fixture
def small_analysis(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few worlds: the suite checks that a review runs, not how strong it is."""
    from dragonwood_tui.review import run, sampled

    monkeypatch.setattr(sampled, "WORLDS", 12)
    monkeypatch.setattr(sampled, "BATCH", 6)


@pytest.mark.parametrize("kind", kinds(), indirect=True)
def test_a_review_runs_on_a_recorded_game(kind: str, small_analysis: None) -> None:
    from dragonwood_tui.review.model import CLASSES
    from dragonwood_tui.review.run import review_record
    from dragonwood_tui.storage.records import new_record

    match = finished(bot_match(kind, 3))
    game = match.game
    state, mine = game.new_game(match.config, match.seed), 0
    for step, action in enumerate(match.actions):  # the first seat's first three decisions (a forced move is none)
        mine += game.to_move(state) == 0 and len(game.legal_actions(state)) > 1
        game.apply(state, action)
        if mine == 3:
            break
    record = new_record(game, match.config, match.seed, match.seats, match.actions[: step + 1])
    review = review_record(record, 0)
    assert review.game == kind and review.seat == 1
    assert len(review.decisions) + review.skipped == 3
    assert review.decisions and all(d.cls in CLASSES for d in review.decisions)
    from dragonwood_tui.review.reasons import reason, shows_best
    from dragonwood_tui.review.words import option_words

    worded = option_words(record, review)
    for d in review.decisions:  # worded when shown, one line each; a reason wherever a best is named
        assert all(w and "\n" not in w for w in worded[d.step])
        assert bool(reason(review, d)) == shows_best(d)


@pytest.mark.parametrize("kind", kinds(), indirect=True)
def test_every_option_has_facts_the_cache_keeps_and_words_in_every_language(kind: str) -> None:
    """Over a played game, at every decision: each option's facts (`Game.option_facts`, from the
    seat's view) fit what the review's cache keeps, and the game's reason for any two options is
    one line or None in every language, never a crash (the review's reason line: docs/review.md)."""
    import msgspec

    from dragonwood_tui import i18n
    from dragonwood_tui.review.model import Facts

    match = finished(bot_match(kind, 5))
    game = match.game
    state = game.new_game(match.config, match.seed)
    checked = 0
    try:
        for action in match.actions:
            seat = game.to_move(state)
            legal = game.legal_actions(state)
            if seat is not None and len(legal) > 1 and checked < 40:
                view = game.view(state, seat)
                facts = [msgspec.json.decode(msgspec.json.encode(game.option_facts(view, a)), type=Facts) for a in legal[:8]]
                for code in LANGUAGES:
                    i18n.set_language(code)
                    for f in facts[1:]:
                        said = game.option_reason(facts[0], f) if facts[0] != f else None
                        assert said is None or (isinstance(said, str) and said and "\n" not in said)
                        assert all(game.option_words(state, a) for a in legal[:2])
                checked += 1
            game.apply(state, action)
    finally:
        i18n.set_language("en")
    assert checked


# -- rules and words ----------------------------------------------------------------------------


def _outline(text: str) -> list[str]:
    """The heading levels: the same in every language."""
    return [line.split(" ")[0] for line in text.splitlines() if line.startswith("#")]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_rules_page_exists_in_every_language(kind: str, code: str) -> None:
    from markdown_it import MarkdownIt
    from textual._slug import TrackedSlugs

    title = games.game_title(kind)
    english, text = games.rules_text(kind, "en"), games.rules_text(kind, code)
    assert english.startswith(f"# {title}\n") and "No rules are written down" not in english
    assert text.startswith(f"# {title}\n")
    if code != "en":
        assert text != english, f"no rules page in {code}"
        assert _outline(text) == _outline(english)
        assert text.count("\n|") == english.count("\n|")  # every table row
        assert set(re.findall(r"`[a-z_-]+`", english)) <= set(re.findall(r"`[a-z_-]+`", text)), "a config name was translated"
    slugs = TrackedSlugs()
    anchors = {slugs.slug(line.lstrip("#").strip()) for line in text.splitlines() if line.startswith("#")}
    links = [t.attrs["href"] for block in MarkdownIt().parse(text) for t in (block.children or [])
             if t.type == "link_open" and str(t.attrs.get("href", "")).startswith("#")]
    assert all(str(href)[1:] in anchors for href in links), links


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("kind", kinds(), indirect=True)
def test_card_names_translate(kind: str, code: str) -> None:
    catalog = translations(code)
    missing = [name for context, name in declared_card_names(kind) if (context, name) not in catalog]
    assert missing == [], f"{len(missing)} card names of {kind} not translated in {code}: {missing[:5]}"


# -- the campaign -------------------------------------------------------------------------------


def test_a_campaign_stage_plays(kind: str) -> None:
    """A stage of the game, against its default computer player, with a goal it declares."""
    from dragonwood_tui.campaign.goals import GOAL_KINDS
    from dragonwood_tui.campaign.loader import parse_campaign
    from dragonwood_tui.campaign.simulate import play_stage, simulate_campaign

    game = get_game(kind)
    goal = next(g for g in game.goal_kinds if GOAL_KINDS[g].condition != "targets")
    opponents = [default_bot(kind)] * (with_others(game) - 1)
    stage = {"id": "s-1", "title": "A stage", "game": kind, "opponents": opponents, "goal": {"kind": goal, "stars": [0]}}
    campaign = parse_campaign(msgspec.json.encode({
        "format": "dragonwood-tui-campaign", "version": 1, "id": "conformance", "title": "Conformance",
        "chapters": [{"id": "c-1", "title": "A chapter", "stages": [stage]}],
    }))
    result = simulate_campaign(campaign, default_bot(kind), games=4, seed=1)  # "best" can think for long
    [row] = result["stages"]
    assert row["game"] == kind and row["as"] == default_bot(kind)
    assert 0 <= row["pass_rate"] <= 1 and sum(row["stars"].values()) == pytest.approx(1)
    assert play_stage(campaign.stages[0], weakest(kind), seed=2, run=0) in (0, 1)


# -- the table ----------------------------------------------------------------------------------

ODD_NAME = "Ada\x1b[31m[bold]"  # an escape sequence and markup: shown as text


def _told(match: Any) -> list[str]:
    from dragonwood_tui.storage.text import plain

    steps = narration(match.game, match.config, match.seed, match.actions, [s.name for s in match.seats])
    return [plain(line) for step in steps for line in step]


def _is_table(kind: str, screen: object) -> bool:
    from importlib import import_module

    from dragonwood_tui.tui.games import get_ui

    module, name = get_ui(kind).table.split(":")
    return isinstance(screen, getattr(import_module(module), name))


@run_async
async def test_resumed_and_live_tables_log_the_narration(kind: str, folders: Folders) -> None:
    """One log: the table shows the game's own account, of a resumed game then of the live one;
    names from the file are shown escaped."""
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.tui.app import Start

    from tui.app_helpers import wait_for, write_save
    from tui.table_helpers import INSTANT, match_of

    players = with_others(get_game(kind))
    seats = [SeatSpec("You")] + [SeatSpec(ODD_NAME if i == 1 else f"Bot {i}", default_bot(kind)) for i in range(1, players)]
    whole = write_save(folders.saves, "game-a", kind, seats, 5, players=players)
    write_save(folders.saves, "game-a", kind, seats, 5, steps=min(25, len(whole.actions) // 2), players=players)
    app = folders.app(Start(action="resume", save_id="game-a"), settings=INSTANT)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: _is_table(kind, app.screen), "the table")
        table = app.screen
        match = match_of(table)
        resumed_at = len(match.actions)
        await wait_for(pilot, lambda: match.is_over() or not match.bot_to_move(), "the computer players")
        await pilot.pause()
        assert table.board.log.lines == _told(match)  # the resumed game's log, then the live one
        assert ODD_NAME not in "\n".join(table.board.log.lines)  # escaped: never raw
        if not match.is_over():  # a person's move, by the table's own first legal action
            table._play(table.client.legal()[0])
            await wait_for(pilot, lambda: match.is_over() or not match.bot_to_move(), "the computer players")
            await pilot.pause()
            assert len(match.actions) > resumed_at
            assert table.board.log.lines == _told(match)


@run_async
async def test_the_replay_viewer_shows_the_tables_lines(kind: str, folders: Folders) -> None:
    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.play.saves import save_path
    from dragonwood_tui.storage.text import plain
    from dragonwood_tui.tui.app import Start

    from tui.app_helpers import wait_for_screen, write_save

    players = with_others(get_game(kind))
    seats = [SeatSpec("You")] + [SeatSpec(f"Bot {i}", default_bot(kind)) for i in range(1, players)]
    record = write_save(folders.saves, "game-b", kind, seats, 9, steps=10, players=players)
    app = folders.app(Start(action="replay", path=save_path("game-b", folders.saves)))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await wait_for_screen(pilot, "ReplayScreen")
        await pilot.press("end")
        await pilot.pause()
        assert screen.cursor.step == len(record.actions) == 10
        shown = [line[5:] for line in screen.board.log.lines]  # "   4 " steps numbered
        steps = narration(get_game(kind), record.header.config, record.header.seed, record.actions,
                          [s.name for s in seats])
        expected = [plain(line) for step in steps for line in step]
        deal = len(steps[0])
        assert screen.board.log.lines[:deal] == expected[:deal]  # the deal's lines are not numbered
        assert shown[deal:] == expected[deal:]



# -- who won, and the log, in every language -------------------------------------------------------

# the person's win: the end screen's title and the status line, in each language
YOU_WIN = {"en": ("You win!", "You win."), "fr": ("Vous gagnez\u202f!", "Vous gagnez."), "ru": ("Вы победили!", "Вы победили.")}
# "You" as the subject with a verb of the third person, in any language
WRONG = re.compile(r"\bYou (?!\w*ss\b)[a-z]+s\b|\bVous (gagne|partage|gagnent|partagent|a|est)\b|\bВы (побеждает|побеждают|делят|выиграл)\b")


def _spaced(text: str) -> str:
    """French puts a (narrow) no-break space before ! and :; compared as a space."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")


@pytest.fixture
def speaking(kind: str) -> Iterator[Any]:
    """`speaking(code)` puts `code` in effect for the test; the language before it afterwards."""
    from dragonwood_tui.i18n import language, set_language

    was = language()
    yield set_language
    set_language(was)


def _log(kind: str, seed: int) -> list[str]:
    """Every line of a whole game between `quick` players, the first seat the person's "You"."""
    from dragonwood_tui.engine.game import SeatSpec

    game = get_game(kind)
    names = ["You", "Ann", "Boris", "Clara"][: with_others(game)]
    match = Match(game, game.default_config(len(names)), seed, [SeatSpec(name, quick(kind)) for name in names],
                  bot_factory=bot_factory(kind), narrate=True)
    match.play_bots(limit=MAX_STEPS)
    assert match.lines is not None
    return [line for step in match.lines for line in step]


def _words_of(line: str) -> str:
    """A log line's words: numbers, names of the seats and signs cut out."""
    return re.sub(r"\b(You|Ann|Boris|Clara)\b|[^\w]|\d", "", line)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_log_is_told_in_every_language(kind: str, code: str, speaking: Any) -> None:
    """The same game, line for line, with no line left in English: neither a line the same as
    the English one (a game's own words not translated) nor a message of the app's catalog."""
    from tests.i18n.test_cli_translated import english_strings

    english = _log(kind, 11)
    assert [line for line in english if _words_of(line)], "the game tells nothing in its log"
    speaking(code)
    told = _log(kind, 11)
    assert len(told) == len(english)  # the same game
    same = [line for line, there in zip(english, told) if line == there and _words_of(line)]
    assert same == [], f"{kind} in {code}: lines left in English: {same[:5]}"
    text = "\n".join(told)
    catalog = sorted({e for e in english_strings(code) if e in text})
    assert catalog == [], f"{kind} in {code}: English of the catalog in the log: {catalog[:5]}"


@pytest.mark.parametrize("code", list(LANGUAGES))
@run_async
async def test_the_person_wins_at_the_table(kind: str, code: str, folders: Folders) -> None:
    """The last action played at the table: the end screen says the person won, and so does
    the table's status line under it, in the language, and nothing says "You wins"."""
    from dragonwood_tui.storage.settings import Settings

    from tui.hostile_text import screen_text
    from tui.table_helpers import table_in_app, until

    match = won_by_the_first_seat(kind, ["You", "Ada"][: max(2, with_others(get_game(kind)))], upto=1)
    heading, status = YOU_WIN[code]
    settings = Settings(bot_pace="instant", language=code)
    async with table_in_app(folders, match, size=(160, 50), settings=settings) as (app, pilot, table):
        await until(pilot, lambda: app.screen is not table and hasattr(app.screen, "heading"))
        assert match.game.winners(match.state) == [0]
        assert _spaced(app.screen.heading().plain) == _spaced(heading)
        await pilot.press("escape")  # the table under it
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()
        shown = _spaced(screen_text(app))
        assert _spaced(status) in shown
        assert WRONG.search(shown) is None, WRONG.search(shown)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_transcript_of_a_game_the_person_won(kind: str, code: str, tmp_path: Any,
                                                 capsys: pytest.CaptureFixture[str], speaking: Any) -> None:
    from dragonwood_tui.storage.records import encode_record, new_record

    match = won_by_the_first_seat(kind, ["You", "Ada"])
    record = new_record(match.game, match.config, match.seed, list(match.seats), match.actions)
    path = tmp_path / "won.json"
    path.write_bytes(encode_record(record))
    assert main(["--lang", code, "replay", "--text", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.strip()
    assert WRONG.search(out) is None, WRONG.search(out)


def _type_args(cls: type, generic: type) -> tuple[Any, ...]:
    """The type arguments `cls` gives its base `generic` (e.g. TableBoard[View, BoardUi])."""
    from typing import get_args, get_origin

    for klass in cls.__mro__:  # the nearest class that names them
        for base in klass.__dict__.get("__orig_bases__", ()):
            if get_origin(base) is generic:
                return get_args(base)
    raise AssertionError(f"{cls.__name__} does not subclass {generic.__name__}[...]")


def test_the_table_the_board_and_the_replay_share_the_view(kind: str) -> None:
    """mypy checks each class alone: nothing else sees a table typed by one view drawing its
    board typed by another."""
    from importlib import import_module

    from dragonwood_tui.tui.games import get_ui
    from dragonwood_tui.tui.games.ui import ReplayMount
    from dragonwood_tui.tui.screens.table_base import TableScreen
    from dragonwood_tui.tui.widgets.board_base import TableBoard

    def load(target: str) -> Any:
        module, name = target.split(":")
        return getattr(import_module(module), name)

    ui = get_ui(kind)
    table = load(ui.table)
    view, _action, board = _type_args(table, TableScreen)
    assert board is table.BOARD
    board_view, picks = _type_args(board, TableBoard)
    assert board_view is view
    assert picks is board.UI is table.UI
    replay = load(ui.replay)
    assert _type_args(replay, ReplayMount) == (view,)
    assert load(replay.board) is board


def _table_at_the_start(kind: str) -> Any:
    """A snapshot's run_before: a new game of `kind`, a person in the first seat against the
    default computer players, on its table once the person is to move."""
    from tui.table_helpers import settle, table_for

    async def run(pilot: Any) -> None:
        game = get_game(kind)
        match = bot_match(kind, 7, bots=[None] + [default_bot(kind)] * (with_others(game) - 1), narrate=True)
        screen = table_for(match)
        pilot.app.push_screen(screen)
        await settle(pilot, lambda: screen.is_mounted and screen.view is not None)
        await settle(pilot, lambda: match.is_over() or not match.bot_to_move())
        await settle(pilot)

    return run


@pytest.mark.parametrize("size", [SMALL, (120, 40), LARGE], ids=["80x24", "120x40", "160x50"])
def test_the_table(kind: str, size: tuple[int, int], snap_compare: Any, folders: Folders) -> None:
    from tui.table_helpers import app_with_settings

    assert snap_compare(app_with_settings(folders), terminal_size=size, run_before=_table_at_the_start(kind))
