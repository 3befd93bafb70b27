"""Catalogs a stranger plants or damages: French still starts, quickly, or English does; nothing crashes.

The app reads only the compiled catalogs shipped in the package. A cache folder (where the app
once kept the catalogs it compiled, named by the .po's size and CRC) holding a FIFO, a 1 GiB
sparse file, garbage or a catalog whose translations carry fields the code does not give is never
read, and nothing is written there. A damaged shipped catalog means English (or, for a message
whose placeholders differ from the English, that message in English).
"""

from __future__ import annotations

import io
import os
import resource
import shutil
import subprocess
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from dragonwood_tui import i18n
from dragonwood_tui.i18n import catalogs

GUARD = 120  # seconds: a hung child fails the test instead of hanging the suite (never a measure)
GIB = 1 << 30


def evil_catalog(code: str, mutate: Callable[[int, str], str]) -> bytes:
    """The shipped catalog of `code` compiled again with every translation (each plural form) mutated."""
    with catalogs.po_path(code).open("rb") as f:
        cat = read_po(f, locale=code)
    for i, m in enumerate(cat):
        if m.id:
            m.string = tuple(mutate(i, s) for s in m.string) if isinstance(m.string, tuple) else mutate(i, m.string)
    out = io.BytesIO()
    write_mo(out, cat)
    return out.getvalue()


# what a planted translation does to a `.format()` or argparse's `%` (a field the code does not
# give, a positional one, an attribute, a lone brace, another spec or conversion, the number left out)
MUTATIONS = (" {planted}", " {}", " {0}", "{n.__class__}", " {", " }", "{n:>99999999}", "{n!r}", " %(planted)s", " %d")


def hostile(i: int, text: str) -> str:
    return text + MUTATIONS[i % len(MUTATIONS)] if i % 11 else text.replace("{", "(").replace("}", ")")


def plant(folder: Path, kind: str) -> None:
    """`kind` at every name the app's catalogs ever had in a cache folder (the old cache's, named by
    the .po's size and CRC, and gettext's own layout)."""
    source = catalogs.po_path("fr").read_bytes()
    names = [f"locale/dragonwood-fr-{len(source):x}{zlib.crc32(source):08x}.mo", "locale/fr/LC_MESSAGES/dragonwood.mo",
             "fr/LC_MESSAGES/dragonwood.mo", "locale/dragonwood-fr.mo"]
    for name in names:
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind == "fifo":
            os.mkfifo(path)
        elif kind == "sparse":
            sparse(path)
        elif kind == "garbage":
            path.write_bytes(os.urandom(4096))
        elif kind == "wrong placeholders":
            path.write_bytes(evil_catalog("fr", hostile))


def sparse(path: Path) -> None:
    with path.open("wb") as f:
        f.truncate(GIB)  # a hole: no disk used


def listing(folder: Path) -> list[tuple[str, int]]:
    return sorted((str(p.relative_to(folder)), p.lstat().st_size) for p in folder.rglob("*"))


def no_more_than(limit: int) -> Callable[[], None]:
    """The child's address space bounded: a catalog read whole from a 1 GiB file fails at once."""
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


# the app's start to its main menu, filled (the subprocess's GUARD bounds the wait)
APP = """
import asyncio, sys
from dragonwood_tui import i18n
from dragonwood_tui.tui.app import make_app
from dragonwood_tui.tui.screens.main_menu import MainMenuScreen

async def main():
    app = make_app(data_dir=sys.argv[1], config_dir=sys.argv[2])
    async with app.run_test(size=(100, 30)) as pilot:
        while not (isinstance(app.screen, MainMenuScreen) and app.screen.filled):
            await pilot.pause()
        print(i18n.language(), app.export_screenshot().replace("&#160;", " "))

asyncio.run(main())
"""


@pytest.fixture
def planted_env(tmp_path: Path) -> Callable[[str], dict[str, str]]:
    def make(kind: str) -> dict[str, str]:
        for folder in (tmp_path / "cache", tmp_path / "xdg-cache" / "dragonwood-tui"):
            folder.mkdir(parents=True)
            plant(folder, kind)
        env = {**os.environ, "DRAGONWOOD_CACHE_DIR": str(tmp_path / "cache"), "XDG_CACHE_HOME": str(tmp_path / "xdg-cache"),
               "DRAGONWOOD_CONFIG_DIR": str(tmp_path / "config")}
        env.pop("DRAGONWOOD_LANG", None)
        return env

    return make


KINDS = pytest.mark.parametrize("kind", ["fifo", "sparse", "garbage", "wrong placeholders", "nothing"])


@KINDS
def test_a_command_in_french_reads_no_planted_catalog(tmp_path, planted_env, kind):
    env = planted_env(kind)
    before = listing(tmp_path / "cache"), listing(tmp_path / "xdg-cache")
    done = subprocess.run([sys.executable, "-m", "dragonwood_tui", "--data-dir", str(tmp_path / "data"), "--lang", "fr",
                           "saves"], env=env, capture_output=True, text=True, timeout=GUARD,
                          preexec_fn=no_more_than(768 * 1024 * 1024))
    assert (done.returncode, done.stderr) == (0, "")
    assert "Aucune partie sauvegardée dans" in done.stdout and "planted" not in done.stdout
    assert (listing(tmp_path / "cache"), listing(tmp_path / "xdg-cache")) == before  # nothing written there


@KINDS
def test_the_app_starts_in_french_beside_a_planted_catalog(tmp_path, planted_env, kind):
    env = {**planted_env(kind), "DRAGONWOOD_LANG": "fr"}
    done = subprocess.run([sys.executable, "-c", APP, str(tmp_path / "data"), str(tmp_path / "config")], env=env,
                          capture_output=True, text=True, timeout=GUARD)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("fr ") and "Nouvelle partie" in done.stdout and "planted" not in done.stdout


# -- the shipped catalog damaged ------------------------------------------------------------------

@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, in_language) -> Path:  # type: ignore[no-untyped-def]
    """A copy of the locale folder the app reads from; English again after the test."""
    copy = tmp_path / "locale"
    shutil.copytree(catalogs.LOCALE_DIR, copy)
    monkeypatch.setattr(catalogs, "LOCALE_DIR", copy)
    return copy / "fr" / "LC_MESSAGES" / "dragonwood.mo"


def same_length(old: bytes, new: bytes) -> Callable[[bytes], bytes]:
    assert len(old) == len(new)
    return lambda data: data.replace(old, new) if old in data else pytest.fail(f"{old!r} not in the catalog")


DAMAGES: dict[str, Callable[[bytes], bytes]] = {
    "empty": lambda data: b"",
    "three bytes": lambda data: data[:3],
    "cut in half": lambda data: data[: len(data) // 2],
    "bad magic": lambda data: b"\0\0\0\0" + data[4:],
    "garbage": lambda data: bytes(b ^ 0x5A for b in data),
    "an offset beyond the end": lambda data: data[:12] + (len(data) * 4).to_bytes(4, "little") + data[16:],
    "an unknown charset": same_length(b"charset=utf-8", b"charset=nope8"),
    "a plural rule that is no rule": same_length(b"plural=(n > 1);", b"plural=(n >>>);"),
}


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_shipped_catalog_gives_english(shipped, damage):
    shipped.write_bytes(DAMAGES[damage](shipped.read_bytes()))
    assert i18n.set_language("fr") == "en"
    assert i18n._("New game") == "New game" and i18n.ngettext("{n} card", "{n} cards", 2) == "{n} cards"


def test_a_shipped_catalog_that_is_not_a_regular_file_or_too_large_gives_english(shipped, tmp_path):
    """In a child (a FIFO opened for a blocking read would hang): a FIFO, a device, a folder, a
    1 GiB sparse file, each in place of the catalog."""
    child = ("import sys, pathlib; from dragonwood_tui.i18n import catalogs; catalogs.LOCALE_DIR = pathlib.Path(sys.argv[1]); "
             "from dragonwood_tui import i18n; print(i18n.set_language('fr'), i18n._('New game'))")
    for make in (os.mkfifo, lambda p: p.symlink_to("/dev/zero"), Path.mkdir, sparse):
        if shipped.is_dir():
            shipped.rmdir()
        else:
            shipped.unlink()
        make(shipped)
        done = subprocess.run([sys.executable, "-c", child, str(shipped.parents[2])], capture_output=True, text=True,
                              timeout=GUARD, preexec_fn=no_more_than(768 * 1024 * 1024))
        assert (done.returncode, done.stdout, done.stderr) == (0, "en New game\n", ""), make


def test_a_missing_shipped_catalog_gives_english(shipped):
    shipped.unlink()
    assert i18n.set_language("fr") == "en"


def test_a_plural_rule_that_divides_by_zero_gives_the_english_form(shipped):
    shipped.write_bytes(same_length(b"plural=(n > 1);", b"plural=(n % 0);")(shipped.read_bytes()))
    assert i18n.set_language("fr") == "fr" and i18n._("New game") == "Nouvelle partie"
    assert [i18n.ngettext("{n} card", "{n} cards", n) for n in (1, 2)] == ["{n} card", "{n} cards"]
    assert i18n.npgettext("x", "{n} card", "{n} cards", 2) == "{n} cards"


def english_fields(text: str) -> dict[str, object]:
    from string import Formatter

    return {name.split(".")[0].split("[")[0]: 1 for _, name, _, _ in Formatter().parse(text) if name}


def test_no_format_crashes_with_a_catalog_of_wrong_placeholders(shipped):
    """Every message of the catalog, each form of each plural, through the app's functions: a
    translation with fields the code does not give is shown in English, the others in French."""
    shipped.write_bytes(evil_catalog("fr", hostile))
    assert i18n.set_language("fr") == "fr"
    with catalogs.po_path("fr").open("rb") as f:
        messages = [m for m in read_po(f, locale="fr") if m.id]
    kept = refused = 0
    for m in messages:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        try:
            for text in ids:
                text.format(**english_fields(text))
        except (ValueError, KeyError, IndexError, AttributeError, TypeError):
            continue  # not a format string in English either (argparse's %-words: below)
        if isinstance(m.id, tuple):
            shown = [i18n.npgettext(m.context, *ids, n) if m.context else i18n.ngettext(*ids, n) for n in range(0, 30)]
        else:
            shown = [i18n.pgettext(m.context, m.id) if m.context else i18n._(m.id)]
        for text in shown:
            text.format(**english_fields(" ".join(ids)))  # never raises
            assert "planted" not in text and "__class__" not in text
            kept, refused = (kept + 1, refused) if text not in ids else (kept, refused + 1)
    assert kept > 100 and refused > 1000  # the check can see both (one message in 11 is kept as French)


def test_argparse_words_with_wrong_placeholders_stay_english(shipped, capsys):
    """argparse's %-words from a catalog with other conversions: its own English, no crash."""
    from dragonwood_tui.cli import main

    shipped.write_bytes(evil_catalog("fr", lambda i, s: s + " %(planted)s %d"))
    with pytest.raises(SystemExit) as done:
        main(["--lang", "fr", "--no-such-option"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments: --no-such-option" in err and "planted" not in err
