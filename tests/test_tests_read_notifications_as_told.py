"""Tests read an app's notifications as recorded when posted (`tests.notifications.told`), never
from the app's own list (`app._notifications`), whose entries expire after a few seconds: a test
that reads it after a long step on a loaded machine finds nothing, and fails now and then."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).parent
RECORDER = TESTS / "notifications.py"
# the app's list of notifications on show, or a test's own wrapping of `notify`
EXPIRING = re.compile(r"\._notifications\b|\bToastRack\b|\.notify\s*=(?!=)")


def offenders(root: Path) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        if path == RECORDER or path == Path(__file__):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if EXPIRING.search(line):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def test_no_test_reads_the_notifications_that_expire():
    assert offenders(TESTS) == [], "read notifications with tests.notifications.told(app) or messages(app)"


def test_the_check_sees_a_test_that_would(tmp_path):
    (tmp_path / "test_x.py").write_text(
        "def test_x(app):\n    assert app._notifications\n    notes = list(pilot.app._notifications)\n"
        "    app.notify = print\n    assert app.notify == print\n"
    )
    assert [line.split(":")[1] for line in offenders(tmp_path)] == ["2", "3", "4"]


def test_the_recorder_keeps_what_the_app_posts_in_order():
    from textual.app import App

    from tests.notifications import messages, told

    app = App()
    app.notify("first")
    app.notify("second", severity="error", title="T")
    assert [(n.message, n.severity) for n in told(app)] == [("first", "information"), ("second", "error")]
    assert messages(app, "error") == ["second"] and told(app)[1].title == "T"
    assert told(App()) == []  # per app
