"""Every notification an app posts, recorded as it is posted: `told(app)`.

`app._notifications` holds only the notifications still on show, and each expires after a few
seconds: a test on a loaded machine that reads it after a long step finds nothing (two tests
failed so). `install()` (called by the conftests of the folders whose tests run the app) wraps
`App.notify` once for the session, so every notification of every app is kept, in order, for
the life of the app object. Tests read `told(app)`, never `app._notifications`
(tests/test_tests_read_notifications_as_told.py fails on a test that does).
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.notifications import Notification

_ORIGINAL = App.notify
_KEPT = "_told_in_tests"  # the app's attribute holding its notifications
_STAY = "_toasts_stay_in_tests"  # set by `keep_on_screen`


def told(app: Any) -> list[Notification]:
    """Every notification `app` posted so far, oldest first (a list the test may clear)."""
    kept: list[Notification] | None = app.__dict__.get(_KEPT)
    if kept is None:
        kept = app.__dict__[_KEPT] = []
    return kept


def messages(app: Any, severity: str | None = None) -> list[str]:
    """The messages of `told(app)`, of one `severity` ("error") or all."""
    return [n.message for n in told(app) if severity is None or n.severity == severity]


def keep_on_screen(app: Any) -> list[Notification]:
    """Make `app`'s notifications stay on show (a test reading them on screen, toasts included,
    must not race their timeout on a loaded machine); returns `told(app)`."""
    app.__dict__[_STAY] = True
    return told(app)


def _recording_notify(
    self: App[Any], message: str, *, title: str = "", severity: Any = "information", timeout: float | None = None, markup: bool = True
) -> None:
    if self.__dict__.get(_STAY):
        timeout = 3600.0
    told(self).append(Notification(message, title, severity, self.NOTIFICATION_TIMEOUT if timeout is None else timeout, markup=markup))
    _ORIGINAL(self, message, title=title, severity=severity, timeout=timeout, markup=markup)


def install() -> None:
    """Record every app's notifications from now on (once per session; again is harmless)."""
    App.notify = _recording_notify  # type: ignore[method-assign]
