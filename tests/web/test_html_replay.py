"""`dragonwood export ... --html`: the page in a real browser, what a seat's page holds, hostile
names, and a record that cannot be read."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.games.dragonwood import cards
from dragonwood_tui.storage.files import read_record_file
from dragonwood_tui.storage.records import cursor_of, encode_record

SAVES = Path(__file__).resolve().parents[2] / "saves"
HOSTILE = '</script><script>document.body.dataset.pwned="1"</script><b>Eve</b>&amp;__DATA__'


def export(source: Path, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dragonwood_tui", "--lang", "en", "export", str(source), "--html", str(out), *extra],
                          capture_output=True, text=True, check=False)


def page_data(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    found = re.search(r'<script id="replay-data" type="application/json">(.*?)</script>', text, re.S)
    assert found is not None
    data: dict[str, Any] = json.loads(found.group(1))
    return data


def every_text(data: dict[str, Any]) -> str:
    """Everything the page can show: each row as drawn (its runs joined) and every other string."""
    rows = ["".join(text for text, _style in row) for row in data["rows"]]
    rest: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            rest.append(value)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    walk({k: v for k, v in data.items() if k != "rows"})
    return "\n".join(rows + rest)


@pytest.fixture(scope="module")
def four_seats(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The 4-seat Dragonwood sample as a page with every hand, and as seat 1 saw it."""
    folder = tmp_path_factory.mktemp("pages")
    full, seat = folder / "full.html", folder / "seat1.html"
    for out, extra in ((full, ()), (seat, ("--seat", "1"))):
        done = export(SAVES / "dragonwood-4-seats.json", out, *extra)
        assert done.returncode == 0, done.stderr
    return full, seat


def test_the_page_steps_with_keys_and_ends_on_the_final_scores(page: Any, four_seats: tuple[Path, Path]) -> None:
    page.goto(four_seats[0].as_uri())
    page.wait_for_function("document.body.dataset.ready === '1'")
    assert page.inner_text("#where").startswith("step 0/137")
    first = page.inner_text("#frame")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.getElementById('where').textContent.startsWith('step 1/137')")
    assert page.inner_text("#frame") != first
    assert page.inner_text("#scores") == ""
    page.keyboard.press("End")
    page.wait_for_function("document.getElementById('where').textContent.startsWith('step 137/137')")
    assert page.inner_text("#scores").startswith("Final scores: ")
    page.keyboard.press("Home")
    page.wait_for_function("document.getElementById('where').textContent.startsWith('step 0/137')")
    page.select_option("#view", index=1)  # a seat's view, chosen in the page
    assert page.inner_text("#frame") != first


def test_a_seat_page_holds_no_other_seat_hidden_card(four_seats: tuple[Path, Path]) -> None:
    record = read_record_file(SAVES / "dragonwood-4-seats.json")
    cursor = cursor_of(record, lines=True)
    cursor.seek(cursor.length)
    narrated = "\n".join(line for lines in (cursor.lines or []) for line in lines)
    # cards the other seats held at the end and never showed: no page of seat 1 may name them
    hidden = [cards.label(c) for seat, hand in enumerate(cursor.state.hands) if seat != 0 for c in hand]
    hidden = [label for label in hidden if not re.search(rf"(?<![A-Za-z0-9]){label}(?![0-9])", narrated)]
    assert hidden, "the sample must leave some card unseen in another hand"

    def named(label: str, text: str) -> bool:
        return re.search(rf"(?<![A-Za-z0-9]){label}(?![0-9])", text) is not None

    full, seat = (every_text(page_data(path)) for path in four_seats)
    assert all(named(label, full) for label in hidden)  # the checker sees them where every hand shows
    assert [label for label in hidden if named(label, seat)] == []
    assert len(page_data(four_seats[1])["views"]) == 1


def test_a_hostile_seat_name_stays_text(page: Any, tmp_path: Path) -> None:
    record = read_record_file(SAVES / "dice-quest-2-seats.json")
    record.header.seats[0] = SeatSpec(HOSTILE, record.header.seats[0].bot)
    source = tmp_path / "hostile.json"
    source.write_bytes(encode_record(record))
    out = tmp_path / "hostile.html"
    done = export(source, out)
    assert done.returncode == 0, done.stderr
    html = out.read_text(encoding="utf-8")
    assert "<b>Eve" not in html and html.count("</script>") == 2  # the page's own two scripts alone
    page.goto(out.as_uri())
    page.wait_for_function("document.body.dataset.ready === '1'")
    assert page.evaluate("document.body.dataset.pwned") is None
    assert HOSTILE in page.inner_text("#title")  # shown as the text it is
    assert page.evaluate("document.querySelectorAll('b').length") == 0


def test_a_record_that_cannot_be_read_writes_nothing(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_bytes((SAVES / "dice-quest-2-seats.json").read_bytes()[:300])
    out = tmp_path / "page.html"
    done = export(broken, out)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and str(broken) in done.stderr
    assert not out.exists()
    done = export(SAVES / "dice-quest-2-seats.json", out, "--seat", "3")
    assert done.returncode == 2 and "--seat 3" in done.stderr and not out.exists()


def test_a_cached_review_marks_its_decisions_on_the_step_bar(tmp_path: Path) -> None:
    source = tmp_path / "quest.json"
    source.write_bytes((SAVES / "dice-quest-solo-lost.json").read_bytes())
    reviewed = subprocess.run([sys.executable, "-m", "dragonwood_tui", "--lang", "en", "review", str(source), "--json"],
                              capture_output=True, text=True, check=False)
    assert reviewed.returncode == 0, reviewed.stderr
    decisions = json.loads(reviewed.stdout)["decisions"]
    out = tmp_path / "quest.html"
    assert export(source, out).returncode == 0
    marks = page_data(out)["review"]["marks"]
    assert sorted(int(step) for step in marks) == [d["step"] for d in decisions]
    first = decisions[0]
    assert marks[str(first["step"])]["cls"] == first["class"] and first["played"] in marks[str(first["step"])]["words"]
