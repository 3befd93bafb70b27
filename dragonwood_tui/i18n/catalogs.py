"""Finding and loading a language's catalog.

The package ships the `.po` sources only; a catalog is compiled (`i18n.po`) the first time it
is used and the `.mo` kept in the user cache folder under its source's size and CRC, so a changed
`.po` (an update, an editable install being edited) is compiled again and a stale `.mo` is
never read. When the cache can't be written, the catalog is compiled in memory each run.
"""

from __future__ import annotations

import gettext
import io
import os
import zlib
from pathlib import Path

from dragonwood_tui.i18n import DOMAIN

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
CACHE_ENV = "DRAGONWOOD_CACHE_DIR"


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def cache_dir() -> Path:
    from dragonwood_tui.storage.paths import user_dir

    return user_dir(CACHE_ENV, "XDG_CACHE_HOME", "~/.cache", "cache")


def compiled(source: bytes) -> bytes:
    from dragonwood_tui.i18n.po import compile_mo, parse_po

    return compile_mo(parse_po(source.decode("utf-8")))


def load_catalog(code: str) -> gettext.GNUTranslations | None:
    """The compiled catalog of `code`, or None when it has none or it can't be read."""
    try:
        source = po_path(code).read_bytes()
    except OSError:
        return None
    # the source's size and CRC name its compiled form (hashlib's import would cost more start-up
    # than the whole catalog: a cache key needs no cryptography)
    digest = f"{len(source):x}{zlib.crc32(source):08x}"
    mo = cache_dir() / "locale" / f"{DOMAIN}-{code}-{digest}.mo"
    try:
        data = mo.read_bytes()
    except OSError:
        data = None
    if data is None:
        try:
            data = compiled(source)
        except ValueError:  # a catalog that can't be read (PoError, bad UTF-8): English
            return None
        _keep(mo, data)
    try:
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, UnicodeDecodeError):  # a damaged cache file: compile again
        try:
            return gettext.GNUTranslations(io.BytesIO(compiled(source)))
        except (OSError, ValueError, UnicodeDecodeError):
            return None


def _keep(path: Path, data: bytes) -> None:
    """Write the compiled catalog whole or not at all; a cache that can't be written is no error."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        tmp.write_bytes(data)
        os.replace(tmp, path)
        for old in path.parent.glob(path.name.rsplit("-", 1)[0] + "-*.mo"):  # earlier versions
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass
