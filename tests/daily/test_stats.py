"""The player's record over real records: the repository's sample saves against a hand count,
no games at all, daily results, the cache, and the rank line of the end-of-game screen."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from dragonwood_tui import i18n
from dragonwood_tui.cli import main
from dragonwood_tui.stats import compute
from dragonwood_tui.stats.facts import CACHE_NAME, Facts, collect
from dragonwood_tui.stats.rank import rank_text

from .helpers import DAY, daily_record, write

SAMPLES = Path(__file__).resolve().parents[2] / "saves"


def read_plain(path: Path) -> tuple[str, dict, dict]:
    """(game, header, summary) of a record read as plain JSON: one object (format 1), or JSON
    lines with the header first and the summary on the last line (format 2)."""
    lines = path.read_text().splitlines()
    head = json.loads(lines[0])
    if len(lines) > 1 and "header" in head and lines[-1].startswith('{"action"'):
        return head["game"], head["header"], json.loads(lines[-1])["summary"]
    doc = json.loads("\n".join(lines))
    return doc["game"], doc["header"], doc["header"].get("summary") or doc["summary"]


def hand_count(folder: Path) -> dict[tuple[str, str], dict[str, object]]:
    """What the files say, read as plain JSON: seat count, the player's seat (the first person,
    else seat 0), the winners and the scores."""
    count: dict[tuple[str, str], dict[str, object]] = {}
    for path in sorted(folder.glob("*.json")):
        game, h, summary = read_plain(path)
        seats = h["seats"]
        seat = next((i for i, s in enumerate(seats) if s.get("bot") is None), 0)
        mode = "solo" if len(seats) == 1 else f"{len(seats)} seats"
        c = count.setdefault((game, mode), {"played": 0, "won": 0, "scores": []})
        c["played"] += 1
        c["won"] += seat in summary["winners"]
        c["scores"].append(summary["scores"][seat])
    return count


def test_the_sample_saves_against_a_hand_count(tmp_path):
    folder = tmp_path / "saves"
    shutil.copytree(SAMPLES, folder)
    stats = compute(folder)
    # from the file names alone ("dragonwood-4-seats", "dice-quest-solo-won"...): game and mode
    import re
    from collections import Counter

    named = Counter()
    for path in folder.glob("*.json"):
        m = re.match(r"(.+?)-(?:(solo)|(\d)-seats)", path.stem)
        named[m.group(1), "solo" if m.group(2) else f"{m.group(3)} seats"] += 1
    assert {(m.kind, m.mode): m.played for m in stats.modes} == dict(named)
    solo = stats.mode("dice-quest", "solo")
    assert (solo.won, solo.win_share) == (1, 0.5)  # "-solo-won" and "-solo-lost"
    for (kind, mode), c in hand_count(folder).items():
        m = stats.mode(kind, mode)
        assert (m.played, m.won, m.best) == (c["played"], c["won"], max(c["scores"]))
        assert m.mean == pytest.approx(sum(c["scores"]) / len(c["scores"]))
    assert stats.played == len(list(folder.glob("*.json"))) and stats.unfinished == 0 and stats.unreadable == []
    # every seat of the samples is a computer player: the levels are the bots at the other seats
    # (an old name counted as the level it is now: greedy is normal)
    _, h, _ = read_plain(folder / "dragonwood-4-seats.json")
    bots = {s["bot"].replace("greedy", "normal") for s in h["seats"][1:]}
    assert [x.level for x in stats.mode("dragonwood", "4 seats").levels] == ["+".join(sorted(bots))]
    assert solo.best_army is not None and solo.best_army <= solo.best


def test_no_games_at_all(tmp_path, capsys):
    stats = compute(tmp_path / "saves")
    assert stats.played == 0 and stats.modes == [] and stats.dailies == []
    assert main(["--data-dir", str(tmp_path), "stats"]) == 0
    assert "No finished games yet" in capsys.readouterr().out
    assert main(["--data-dir", str(tmp_path), "stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["played"] == 0 and data["modes"] == []


def test_streaks_follow_the_order_the_games_ended(tmp_path):
    t = datetime(2026, 1, 1, tzinfo=timezone.utc)
    wins = [True, True, False, True, True, True, False, True]
    games = [Facts(f"g{i}", "dice-quest", True, 1, "solo", 0, 10 + i, w, t + timedelta(hours=i)) for i, w in enumerate(wins)]
    from dragonwood_tui.stats import group

    (m,) = group(reversed(games))
    m.games.sort(key=lambda g: g.when)
    assert m.streaks == (1, 3)
    assert (m.played, m.won, m.best) == (8, 6, 17)


def test_a_daily_result_counts_once_and_practice_is_not_a_result(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    write(folder, "first", daily_record())
    write(folder, "again", daily_record(practice=True, finished_at=datetime(2026, 12, 1, 12, tzinfo=timezone.utc)))
    stats = compute(folder)
    assert [(d.day, d.kind) for d in stats.dailies] == [("2026-12-01", "dragonwood")]
    assert stats.dailies[0].share_line.startswith("Dragonwood daily 2026-12-01 · ")
    assert stats.mode("dragonwood", "3 seats").played == 2  # practice games are games too


def test_the_cache_is_only_a_cache(tmp_path):
    folder = tmp_path / "saves"
    shutil.copytree(SAMPLES, folder)
    cache = tmp_path / CACHE_NAME
    first = collect(folder, cache)
    assert cache.exists()
    assert collect(folder, cache) == first  # from the cache
    cache.write_text("{not json")
    assert collect(folder, cache) == first  # a broken cache is ignored (and rewritten)
    cache.unlink()
    assert collect(folder, None) == first  # deleting it loses nothing
    # a changed file is read again, not taken from the cache
    write(folder, "dice-quest-solo-won", daily_record("dice-quest"))
    again = collect(folder, cache)
    assert next(g for g in again.games if g.save_id == "dice-quest-solo-won").daily == DAY.isoformat()


def test_an_unreadable_save_is_named_and_skipped(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "broken.json").write_text("{not json")
    stats = compute(folder)
    assert stats.played == 0 and [name for name, _ in stats.unreadable] == ["broken.json"]


def _facts(i: int, score: int, won: bool = True, seats: int = 3) -> Facts:
    return Facts(f"g{i}", "dragonwood", True, seats, "greedy", 0, score, won, datetime(2026, 1, 1, tzinfo=timezone.utc))


@pytest.mark.parametrize(
    ("score", "expected"),
    [
        (40, "Your best score in 21 Dragonwood games with 3 seats."),
        (29, "Equals your best ever Dragonwood game with 3 seats (21 played)."),
        (28, "In your top 10% of 21 Dragonwood games with 3 seats (2nd)."),
        (24, "In your top 25% of 21 Dragonwood games with 3 seats (6th)."),
        (20, "In your top 50% of 21 Dragonwood games with 3 seats (10th)."),
        (9, "Your 21st best of 21 Dragonwood games with 3 seats."),
        (10, "Your 20th best of 21 Dragonwood games with 3 seats."),  # a tie shares the rank
    ],
)
def test_the_rank_line(score, expected):
    others = [_facts(i, s) for i, s in enumerate(range(10, 30))]  # 20 wins scoring 10..29
    assert rank_text(others, _facts(99, score)) == expected


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "seats", "n", "expected"),
    [
        ("en", 1, 2, "Your best score in 2 solo Dragonwood games."),
        ("en", 2, 5, "Your best score in 5 Dragonwood games with 2 seats."),
        ("fr", 1, 2, "Votre meilleur score sur 2 parties de Dragonwood en solo."),
        ("ru", 1, 2, "Ваш лучший счёт из 2 одиночных партий Dragonwood."),
        ("ru", 2, 21, "Ваш лучший счёт из 21 партии Dragonwood (мест: 2)."),
    ],
)
def test_a_best_says_plainly_best_score_in_so_many_games(english_afterwards, lang, seats, n, expected):
    """A best (a loss too: its score beats the earlier losses) says "your best score in N
    games", the count agreeing with its noun in each language; never "best ever ... of N"."""
    i18n.set_language(lang)
    others = [_facts(i, 5, won=False, seats=seats) for i in range(n - 1)]
    line = rank_text(others, _facts(99, 6, won=False, seats=seats))
    assert line == expected


def test_a_loss_ranks_below_every_win_and_modes_do_not_mix():
    others = [_facts(1, 12), _facts(2, 40, seats=4)]
    assert rank_text(others, _facts(99, 30, won=False)) == "Your 2nd best of 2 Dragonwood games with 3 seats."
    assert rank_text([], _facts(99, 30, seats=1)) == "Your first finished solo Dragonwood game."


def test_old_bot_names_count_as_their_level():
    from dragonwood_tui.stats.facts import level_name

    assert level_name("dragonwood", "greedy") == "normal"
    assert level_name("dragonwood", "hard") == "hard"
    assert level_name("dragonwood", "no-such-bot") == "no-such-bot"


def test_campaign_stars_come_from_the_campaigns_progress(tmp_path, monkeypatch):
    from dragonwood_tui.campaign import progress as campaign_progress

    calls = []
    real = campaign_progress.progress

    def progress(campaign, saves_folder, attempts=None, listing=None):
        calls.append((Path(saves_folder), listing))
        return real(campaign, saves_folder, attempts, listing)

    monkeypatch.setattr(campaign_progress, "progress", progress)
    stats = compute(tmp_path / "saves")
    assert stats.campaign.as_dict() == {"title": "The Road to the Dragons", "stars": 0, "max_stars": stats.campaign.max_stars}
    assert stats.campaign.max_stars > 0
    assert calls == [(tmp_path / "saves", ())]  # the saves folder, listed once for every cache (empty here)
    from dragonwood_tui.stats.report import report_lines

    assert f"The Road to the Dragons: 0 of {stats.campaign.max_stars} campaign stars." in report_lines(stats)


def test_a_broken_campaign_shows_no_stars(tmp_path, monkeypatch):
    from dragonwood_tui.campaign import progress as campaign_progress

    def progress(*args, **kwargs):
        raise ValueError("bad campaign file")

    monkeypatch.setattr(campaign_progress, "progress", progress)
    assert compute(tmp_path / "saves").campaign is None
