"""Every test runs in English unless it asks for another language, whatever the machine's
locale (a developer's LANG=ru_RU would otherwise change every snapshot). By the locale's
message category, the last step of the language choice: `DRAGONWOOD_LANG` would come before a
test's settings (i18n.choose), so it is left unset."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.pop("DRAGONWOOD_LANG", None)
os.environ["LC_MESSAGES"] = "C"
if os.environ.get("LC_ALL"):  # LC_ALL comes before LC_MESSAGES
    os.environ["LC_ALL"] = "C.UTF-8"

# the games the conformance suite runs on: the app's registry, read before any test adds to it
import conformance.registered  # noqa: E402,F401


@pytest.fixture(autouse=True)
def _snapshots_show_the_app_as_shipped(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot pictures the app as it ships: no game a test or the session registered (the
    conformance suite registers the toy game for its own picture after this)."""
    if "snap_compare" in request.fixturenames:
        import third_game

        third_game.as_shipped(monkeypatch)


@pytest.fixture(autouse=True)
def _each_test_starts_in_english() -> Iterator[None]:
    """A test that ran the command line (its `--lang` is kept for the process) or opened the app
    in a language leaves English and no `--lang` to the next: no test depends on the order."""
    yield
    from dragonwood_tui.i18n import set_language
    from dragonwood_tui.i18n.choose import remember_cli

    remember_cli(None)
    set_language("en")


def pytest_configure(config: object) -> None:
    """Every notification of every app in the session recorded as it is posted (tests read
    `tests.notifications.told(app)`: the app's own list forgets them after a few seconds)."""
    from tests.notifications import install

    install()
    import third_game

    if os.environ.get(third_game.SESSION_VARIABLE):
        third_game.register_for_the_session()
