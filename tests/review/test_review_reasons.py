"""Why the better option is better (review/reasons.py, each game's `option_facts` /
`option_reason`): the concrete difference named from the seat's view in the language shown,
the figures when no difference has a name; and words that do not contradict: an option's
text is that option alone, a decision called "best" names no other best, no "-0.0%"."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest

from dragonwood_tui.games import game_kinds
from dragonwood.helpers import D, H, build
from review.test_review_road_quest import _one_road_from_the_goal

import dragonwood_tui.review.sampled as sampled
from dragonwood_tui import i18n
from dragonwood_tui.bots import default_bot, make_bot
from dragonwood_tui.cli import main
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dragonwood import GAME as DRAGONWOOD
from dragonwood_tui.games.dragonwood.actions import Capture
from dragonwood_tui.games.road_quest import GAME as ROAD_QUEST
from dragonwood_tui.games.road_quest.actions import EndTurn
from dragonwood_tui.review import run
from dragonwood_tui.review.command import loss_text, text_lines
from dragonwood_tui.review.model import Decision, SeatReview, classify
from dragonwood_tui.review.reasons import reason, shows_best
from dragonwood_tui.storage.files import read_record_file

SAVES = Path(__file__).resolve().parents[2] / "saves"


@pytest.fixture(autouse=True)
def small_analysis(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(sampled, "WORLDS", 16)
    monkeypatch.setattr(sampled, "BATCH", 8)
    monkeypatch.setattr(run, "_analysts", {})
    yield
    i18n.set_language("en")


def _review_of(decision: Decision, game: str = "dragonwood", method: str = "sampled") -> SeatReview:
    return SeatReview(game=game, seat=1, name="Ada", method=method, accuracy=50.0, counts={}, decisions=[decision])


# -- Dragonwood: the capture's exact chance and what it scores --------------------------------


def _two_captures():
    """A sure capture of the Pack of Wolves (six dice against 6) and a long shot at the Angry Ogre."""
    s = build(2, hands=[H("O1 O2 O3 O4 O5 O6"), H("G1 G2")],
              landscape=[D("Pack of Wolves"), D("Crazy Bats"), D("Angry Ogre")],
              victory=[[D("Fire Ants")], [D("Hungry Bear")]], seed=7)
    s.final_round, s.final_turns_left = True, 1
    return s


SURE = Capture(D("Pack of Wolves"), "strike", tuple(H("O1 O2 O3 O4 O5 O6")))
SHOT = Capture(D("Angry Ogre"), "scream", tuple(H("O1 O2 O3 O4 O5 O6")))  # six dice against 14


@pytest.mark.parametrize("code, words", [
    ("en", ["Pack of Wolves: 100% for ", "VP, against Angry Ogre:", "; chance of winning "]),
    ("fr", ["Meute de loups\u202f: 100\u00a0% pour ", "PV, contre "]),
    ("ru", ["Волчья стая: 100\u00a0% за ", "ПО против "]),
])
def test_a_dragonwood_capture_is_compared_by_its_exact_chance_and_its_vp(code: str, words: list[str]) -> None:
    d = run.review_position(DRAGONWOOD, _two_captures(), SHOT)
    assert d is not None and shows_best(d) and d.best_facts["chance"] == 1.0
    assert d.played_facts["do"] == "capture" and 0 < d.played_facts["chance"] < 1
    line = reason(_review_of(d), d, code)
    assert all(w in line for w in words), line
    assert "\n" not in line and i18n.language() == "en"  # the language in effect is left as it was


def test_a_reload_keeps_the_cards_for_later_and_says_how_many() -> None:
    d = Decision(step=0, turn=1, chance_played=0.2, chance_best=0.4, loss=0.2, se=0.0, cls=classify(0.2), options=4,
                 played_action={"type": "capture"}, best_action={"type": "reload"}, worlds=64,
                 played_facts={"do": "capture", "card": D("Angry Ogre"), "chance": 0.14, "vp": 5, "creature": 1, "cards": 3},
                 best_facts={"do": "reload"})
    line = reason(_review_of(d), d)
    assert line.startswith("Reloading keeps 3 cards for a later capture or a dragon: Angry Ogre was 14% for 5 VP")
    assert "40% against 20% over 64 sampled worlds" in line
    ru = reason(_review_of(d), d, "ru")
    assert "3 карты" in ru and "Злого огра" not in ru


# -- Dice Quest: the dice kept --------------------------------------------------------------


def test_dice_quest_names_the_dice_kept() -> None:
    d = Decision(step=0, turn=1, chance_played=0.3, chance_best=0.6, loss=0.3, se=0.0, cls=classify(0.3), options=9,
                 played_action={"type": "reroll", "dice": [0]}, best_action={"type": "reroll", "dice": [1, 2]},
                 played_facts={"do": "reroll", "kept": [3, 3, 5, 6], "rerolled": 1},
                 best_facts={"do": "reroll", "kept": [3, 3, 6], "rerolled": 2})
    review = _review_of(d, "dice-quest", "exact")
    assert reason(review, d) == "Better to re-roll keeping 3 3 6 than to re-roll keeping 3 3 5 6; chance of winning 60% against 30%, exact."
    fr = reason(review, d, "fr")
    assert "3 3 6" in fr and "3 3 5 6" in fr and "60\u00a0%" in fr and "Better" not in fr
    # the combinations the kept dice leave: the quest line's enemies they already beat
    game = get_game("dice-quest")
    toad = next(c for c in game.rules.cards if c.text == "2 2")
    held = msgspec.structs.replace(d, best_facts={**d.best_facts, "holds": [toad.id]})
    assert f"re-roll keeping 3 3 6 (enough already for {toad.name}) than" in reason(review, held)


# -- Road Quest: the road laid and the race ---------------------------------------------------


def test_road_quest_names_the_road_laid_and_the_race() -> None:
    s, win = _one_road_from_the_goal()  # 7 roads against 3, the last one in hand
    view = ROAD_QUEST.view(s, 0)
    best, played = ROAD_QUEST.option_facts(view, win), ROAD_QUEST.option_facts(view, EndTurn())
    said = ROAD_QUEST.option_reason(played, best)
    others = max(len(p.roads) for p in s.players[1:])
    assert said is not None and said.startswith("Better to lay ")
    assert said.endswith(f"(your road 8; the best of the others has {others}) than to end the turn")


# -- the default: the figures, for any game --------------------------------------------------


def test_a_game_that_names_no_difference_gets_the_figures() -> None:
    d = Decision(step=0, turn=1, chance_played=0.48, chance_best=0.62, loss=0.14, se=0.01, cls=classify(0.14, 0.01), options=3,
                 played_action=1, best_action=2, worlds=256)
    assert reason(_review_of(d, "no-such-game"), d) == "The better option wins more often: 62% against 48% over 256 sampled worlds."


# -- words that do not contradict --------------------------------------------------------------


def test_a_decision_called_best_names_no_other_best() -> None:
    from dragonwood_tui.tui.screens.review_panel import now_text

    d = Decision(step=0, turn=1, chance_played=0.5, chance_best=0.505, loss=0.005, se=0.004, cls=classify(0.005, 0.004),
                 options=3, played_action={"type": "reload"}, best_action={"type": "other"}, worlds=64)
    assert d.cls == "best" and not shows_best(d) and reason(_review_of(d), d) == ""
    shown = now_text(_review_of(d), 0, 2, lambda action: f"option {action['type']}").plain
    assert "option other" not in shown and "the same" in shown and "loss" not in shown
    lines = text_lines(_review_of(d))
    assert not any("best:" in line or "option other" in line for line in lines)


@pytest.mark.parametrize("loss", [0.0, 0.0004, 0.00049])
def test_no_minus_zero(loss: float) -> None:
    from dragonwood_tui.tui.screens.review_panel import summary

    assert loss_text(loss) == "0.0%"
    d = Decision(step=3, turn=1, chance_played=0.5 - loss, chance_best=0.5, loss=loss, se=0.0, cls="good", options=3)
    assert "−0.0" not in summary(_review_of(d), 2).plain and "-0.0" not in "\n".join(text_lines(_review_of(d)))


@pytest.mark.parametrize("kind", game_kinds())
def test_an_option_is_worded_alone_whatever_luck_follows(kind: str) -> None:
    """An option's words are the option alone: the same whatever luck the game then meets (a
    Dice Quest "Played:" line once carried the next turn's roll)."""
    game = get_game(kind)
    seats = 2
    config = game.default_config(seats)
    bots = [make_bot(kind, default_bot(kind) or "random", k) for k in range(seats)]
    state = game.new_game(config, 5)
    seen = 0
    while (seat := game.to_move(state)) is not None and seen < 60:
        legal = game.legal_actions(state)
        other = game.clone(state)
        assert game.reseed(other, 991)  # the same position, another future
        for action in legal[:6]:
            assert game.option_words(state, action) == game.option_words(other, action)
        game.apply(state, bots[seat].choose(game.bot_view(state, seat), legal))
        seen += 1
    assert seen > 5


# -- the command: worded in --lang, keys and actions language-free -------------------------


def test_the_command_words_a_cached_review_in_the_language_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "quest.json"
    path.write_bytes((SAVES / "dice-quest-solo-lost.json").read_bytes())
    assert main(["--lang", "fr", "review", str(path), "--json"]) == 0
    fr = json.loads(capsys.readouterr().out)
    cache = run.cache_path(path).read_text(encoding="utf-8")
    assert "utiliser" not in cache and "Mieux vaut" not in cache and "\"played\"" not in cache  # the cache: no words
    assert main(["--lang", "en", "review", str(path), "--json"]) == 0
    en = json.loads(capsys.readouterr().out)
    assert [d["class"] for d in fr["decisions"]] == [d["class"] for d in en["decisions"]]  # keys and classes as they were
    assert [d["played_action"] for d in fr["decisions"]] == [d["played_action"] for d in en["decisions"]]
    worst = max(en["decisions"], key=lambda d: d["loss"])
    worst_fr = next(d for d in fr["decisions"] if d["step"] == worst["step"])
    assert worst["reason"].startswith("Better to ") and worst_fr["reason"].startswith("Mieux vaut ")
    assert "spend" in worst["played"] and "utiliser" in worst_fr["played"]
    assert main(["--lang", "ru", "review", str(path)]) == 0
    ru = capsys.readouterr().out
    assert "почему: Лучше " in ru and "-0,0" not in ru and "spend" not in ru
    record = read_record_file(path)
    i18n.set_language("en")
    assert all("почему" not in line for line in text_lines(run.load_or_review(path, record, 0), record))  # back in English


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_reviewed_random_games_never_contradict_themselves(seed: int) -> None:
    """Solo Dice Quest (exact: cheap) played by the random bot, reviewed: over every decision,
    no "-0.0", a best option named only beside a class that is not "best" and with a reason, and
    each option worded alone (no turn's roll glued on), in every language."""
    from dragonwood_tui.review.command import json_review
    from dragonwood_tui.storage.records import new_record

    game = get_game("dice-quest")
    config = game.default_config(1)
    bot = make_bot("dice-quest", "random", seed)
    state = game.new_game(config, seed)
    actions = []
    while (seat := game.to_move(state)) is not None:
        action = bot.choose(game.bot_view(state, seat), game.legal_actions(state))
        actions.append(action)
        game.apply(state, action)
    seats = [msgspec.structs.replace(s, bot=None) for s in game.default_seats(1, None)]
    record = new_record(game, config, seed, seats, actions)
    review = run.review_record(record, 0)
    for code in ("en", "fr", "ru"):
        i18n.set_language(code)
        lines = text_lines(review, record)
        assert not any("-0.0" in line or "-0,0" in line for line in lines)
        shown = json_review(review, record)
        for d, out in zip(review.decisions, shown["decisions"]):  # type: ignore[arg-type]
            assert bool(out["reason"]) == shows_best(d)
            assert shows_best(d) or out["best"] == out["played"]
            assert "\n" not in out["reason"] and ";" not in out["played"]  # one option, no event glued on
            if d.cls == "best":
                assert out["best"] == out["played"] and not out["reason"]
        assert any(shows_best(d) for d in review.decisions)  # a random seat has options to be told about
    i18n.set_language("en")
