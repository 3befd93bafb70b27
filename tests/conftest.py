"""Every test runs in English unless it asks for another language, whatever the machine's
locale (a developer's LANG=ru_RU would otherwise change every snapshot). By the locale's
message category, the last step of the language choice: `DRAGONWOOD_LANG` would come before a
test's settings (i18n.choose), so it is left unset."""

from __future__ import annotations

import os

os.environ.pop("DRAGONWOOD_LANG", None)
os.environ["LC_MESSAGES"] = "C"
if os.environ.get("LC_ALL"):  # LC_ALL comes before LC_MESSAGES
    os.environ["LC_ALL"] = "C.UTF-8"


def pytest_configure(config: object) -> None:
    """Every notification of every app in the session recorded as it is posted (tests read
    `tests.notifications.told(app)`: the app's own list forgets them after a few seconds)."""
    from tests.notifications import install

    install()
