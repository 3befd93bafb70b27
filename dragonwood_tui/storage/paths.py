"""Where the app keeps its files.

Saves go under the user data directory (platformdirs), or `$DRAGONWOOD_DATA_DIR` (which
`dragonwood --data-dir DIR` sets). Settings go under the user config directory, or
`$DRAGONWOOD_CONFIG_DIR` (tests point it at a temporary directory).
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path
from dragonwood_tui.i18n import os_reason

APP_NAME = "dragonwood-tui"
DATA_ENV = "DRAGONWOOD_DATA_DIR"
CONFIG_ENV = "DRAGONWOOD_CONFIG_DIR"
NOT_A_FOLDER = "not a folder: the saves can't go there"


def data_dir() -> Path:
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs  # only when needed: it costs a few ms of start-up

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir(create: bool = True, data: Path | None = None) -> Path:
    """The folder of saved games: `saves/` in the data directory (or in `data`), made on first use."""
    path = (Path(data) if data is not None else data_dir()) / "saves"
    if create:
        try:
            path.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):  # a file (or a FIFO...) where a folder should be
            raise NotADirectoryError(errno.ENOTDIR, NOT_A_FOLDER, str(not_a_folder(path))) from None
    return path


def campaign_dir(saves_folder: Path) -> Path:
    """Where the campaign's progress caches live: `campaign/` beside the saves folder."""
    return Path(saves_folder).parent / "campaign"


def exports_dir(saves_folder: Path) -> Path:
    """Where the app proposes to write an export: `exports/` beside the saves folder (the data
    folder, never wherever the app happened to be started)."""
    return Path(saves_folder).parent / "exports"


def ready_for_export(out: Path, saves_folder: Path) -> None:
    """Make the exports folder when `out` goes there (the proposed place); any other folder is
    the person's own choice and must already be there."""
    folder = exports_dir(saves_folder)
    if Path(out).parent == folder:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # the write then names the problem with the file


def not_a_folder(path: Path) -> Path:
    """The first of `path` and its parents that is there but is not a folder (the data folder
    given as a file, say): the one an error names."""
    for p in (path, *path.parents):
        if os.path.lexists(p):
            return path if p.is_dir() else p
    return path


def folder_problem(text: str) -> str | None:
    """Why the path `text` can't be a folder to write in, naming it (an empty path, a file, a
    path under a file), or None: it is a folder, or one can be made there."""
    from dragonwood_tui.i18n import _

    if not text.strip():
        return _("\"{path}\": an empty path, not a folder").format(path=text)
    path = Path(text)
    blocked = not_a_folder(path)
    if not os.path.lexists(blocked) or blocked.is_dir():
        return None
    if blocked == path:
        return _("{path}: not a folder").format(path=text)
    return _("{path}: {file} is not a folder").format(path=text, file=blocked)


def os_error_text(exc: OSError, fallback: str = "") -> str:
    """"PATH: reason": the one line a file-system error makes (a data folder that is a file,
    a saves folder that can't be made...)."""
    where = exc.filename if exc.filename is not None else fallback
    from dragonwood_tui.i18n import error_line

    reason = os_reason(exc)
    return error_line(where, reason) if where else reason


def error_text(exc: BaseException) -> str:
    """An error as a player reads it: a file-system error's path and reason in the language
    (`os_error_text`), never Python's "[Errno 13] Permission denied: 'x'"; any other, its words."""
    return os_error_text(exc) if isinstance(exc, OSError) else str(exc)


def xdg_dir(variable: str, default: str) -> Path | None:
    """On Linux, the folder platformdirs would name ($XDG_CONFIG_HOME, else ~/.config...) for
    the app, without importing platformdirs (its Unix module imports tempfile and shutil: a few ms
    of every command's start, which `verify` keeps near a bare `import msgspec`); None elsewhere."""
    if sys.platform != "linux" or hasattr(sys, "getandroidapilevel"):
        return None
    base = os.environ.get(variable, "")
    return Path(base.strip() or os.path.expanduser(default)) / APP_NAME


def user_dir(override_env: str, xdg_variable: str, xdg_default: str, kind: str) -> Path:
    """The app's user folder of `kind` ("config", "cache"): `$override_env` if set, else the XDG
    folder on Linux (no platformdirs import), else platformdirs' `user_<kind>_dir`."""
    override = os.environ.get(override_env)
    if override:
        return Path(override).expanduser()
    linux = xdg_dir(xdg_variable, xdg_default)
    if linux is not None:
        return linux
    import platformdirs

    name: str = getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False)
    return Path(name)


def config_dir() -> Path:
    return user_dir(CONFIG_ENV, "XDG_CONFIG_HOME", "~/.config", "config")


def settings_path() -> Path:
    """The settings file (theme, bot pace, ...): the app reads and writes it; its folder may not exist yet."""
    return config_dir() / "settings.json"


def real_path(path: Path) -> Path:
    """The file `path` names once every symlink is followed (itself when it can't be resolved):
    what a save's lock and its writes go to (storage.locks)."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError, RuntimeError):
        return Path(path)
