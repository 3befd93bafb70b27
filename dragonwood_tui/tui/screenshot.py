"""The palette's Screenshot (and the `screenshot` action): an SVG of the screen, written here.

Textual's own `deliver_screenshot` hands the file to its driver, which writes it in a thread to
the downloads folder and says only "Failed to save screenshot" when it cannot (a folder that is
missing, a file in its place, a folder it may not write), in English and without the path. This
makes the folder when it is missing, writes the file at once, and says where it wrote it or the
folder and why it could not.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from dragonwood_tui.i18n import _
from dragonwood_tui.i18n import os_reason


def downloads_folder() -> Path:
    """Where a screenshot goes: the user's downloads folder, as Textual would put it."""
    from platformdirs import user_downloads_path  # Textual's choice, imported when used

    return user_downloads_path()


def _reason(exc: OSError, folder: Path) -> str:
    if folder.exists() and not folder.is_dir():
        return _("{path} is not a folder").format(path=folder)
    return os_reason(exc)


def screenshot_name(title: str, time_format: str | None = None, now: datetime | None = None) -> str:
    """The file name Textual gives a screenshot: the title and the time (ISO, or `time_format`),
    with the characters a file name may not hold made "_", then ".svg". (Textual's own helper is
    in a private module, `textual._files`.)"""
    when = now if now is not None else datetime.now()
    stem = f"{title} {when.isoformat() if time_format is None else when.strftime(time_format)}"
    for reserved in ' <>:"/\\|?*.':
        stem = stem.replace(reserved, "_")
    return stem + ".svg"


def save_screenshot(app: Any, filename: str | None = None, path: str | Path | None = None, time_format: str | None = None) -> Path | None:
    """Write an SVG of `app`'s screen as `filename` (else the title and the time) in `path`
    (else the downloads folder, made when missing); a notification names the file written, or
    the folder and the reason it could not be. The file written, or None."""
    from dragonwood_tui.storage.atomic import atomic_write

    folder = Path(path).expanduser() if path else downloads_folder()
    target = folder / (filename or screenshot_name(app.title, time_format))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write(target, app.export_screenshot().encode("utf-8"))
    except OSError as exc:
        app.notify(
            _("The screenshot could not be saved in {folder}: {reason}").format(folder=folder, reason=_reason(exc, folder)),
            title=_("Screenshot"), severity="error", markup=False, timeout=10,
        )
        return None
    app.notify(_("Screenshot saved to {path}").format(path=target), title=_("Screenshot"), markup=False, timeout=10)
    return target
