"""Every test runs in English unless it asks for another language, whatever the machine's
locale (a developer's LANG=ru_RU would otherwise change every snapshot)."""

from __future__ import annotations

import os

os.environ["DRAGONWOOD_LANG"] = "en"

# the games the conformance suite runs on: the app's registry, read before any test adds to it
import conformance.registered  # noqa: E402,F401


def pytest_configure(config: object) -> None:
    """Every notification of every app in the session recorded as it is posted (tests read
    `tests.notifications.told(app)`: the app's own list forgets them after a few seconds)."""
    from tests.notifications import install

    install()
    import third_game

    if os.environ.get(third_game.SESSION_VARIABLE):
        third_game.register_for_the_session()
