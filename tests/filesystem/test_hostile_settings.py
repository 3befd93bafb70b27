"""A hostile settings.json (nested a thousand levels, a FIFO, a link to one, a folder, a device,
odd values) gives the defaults for what can't be read and a notification; the app starts."""

from __future__ import annotations

import os

import pytest

from dragonwood_tui.storage.settings import Settings, load_settings, settings_path

from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)

from tests.notifications import messages
from .helpers import APP_HANG, deadline

DEEP = 20_000  # 40 KB: under the size limit, far past any recursion limit


def _deep(n: int = DEEP) -> bytes:
    return b"[" * n + b"]" * n


@pytest.mark.parametrize(
    "body, warning",
    [
        (_deep(), "wrong shape"),
        (b'{"theme": ' + _deep() + b"}", "nested too deeply"),
        (b'{"theme": ' + _deep(900) + b', "bot_pace": "fast"}', "invalid setting: theme"),
        (b'{"keymap": {"app.quit": ' + _deep(900) + b"}}", "invalid setting: keymap"),
        (b'{"theme": "nord", "theme": 1}', "invalid setting: theme"),
        (b'{"confirm_delete": 1e999999}', "invalid setting: confirm_delete"),
        (b'"just a string"', "wrong shape"),
    ],
    ids=["deep", "deep-field", "deep-field-kept", "deep-keymap", "duplicate", "overflow", "string"],
)
def test_hostile_json_gives_defaults_and_one_warning(tmp_path, body, warning):
    path = tmp_path / "settings.json"
    path.write_bytes(body)
    settings, warning_of = load_settings(path)
    message = str(warning_of)
    assert warning_of is not None and message.startswith(f"{path}: ") and warning in message
    assert settings.theme == Settings().theme
    if b'"bot_pace": "fast"' in body:
        assert settings.bot_pace == "fast"  # the good field is kept


def _special_settings(kind: str, path, tmp_path) -> str:
    if kind == "fifo":
        os.mkfifo(path)
        return "not a regular file (a FIFO)"
    if kind == "link-to-fifo":
        os.mkfifo(tmp_path / "pipe")
        path.symlink_to(tmp_path / "pipe")
        return "not a regular file (a FIFO)"
    if kind == "device":
        path.symlink_to("/dev/zero")
        return "not a regular file (a device)"
    if kind == "folder":
        path.mkdir()
        return "is a folder, not a file"
    if kind == "loop":
        path.symlink_to(path)
        return "cannot read: Too many levels of symbolic links"
    raise AssertionError(kind)


KINDS = ["fifo", "link-to-fifo", "device", "folder", "loop"]


@pytest.mark.parametrize("kind", KINDS)
def test_special_files_are_not_opened(tmp_path, kind):
    path = tmp_path / "settings.json"
    reason = _special_settings(kind, path, tmp_path)
    with deadline():
        settings, message = load_settings(path)
    assert settings == Settings()
    assert str(message) == f"{path}: {reason}; using the defaults"


@run_async
async def test_the_app_starts_on_a_fifo_or_deeply_nested_settings_file(folders: Folders, tmp_path):
    folders.config.mkdir(parents=True)
    path = settings_path(folders.config)
    for make in (lambda: os.mkfifo(path), lambda: path.write_bytes(_deep())):
        if path.exists() or path.is_symlink():
            path.unlink()
        make()
        with deadline(APP_HANG):
            app = folders.app()
            async with app.run_test(size=(100, 30)) as pilot:
                await pilot.pause()
                assert type(app.screen).__name__ == "MainMenuScreen"
                errors = messages(app, "error")
                assert len(errors) == 1 and errors[0].startswith(f"{path}: ")
                assert app.theme == "dragonwood"


@pytest.mark.parametrize("code, words", [("fr", "paramètres invalides ignorés"), ("ru", "пропущены неверные настройки")])
@run_async
async def test_the_apps_warning_is_in_the_language_the_file_chose(folders: Folders, code, words):
    """The file that names the language is the one that is wrong: its warning waits for it."""
    from dragonwood_tui.i18n import set_language

    folders.config.mkdir(parents=True)
    path = settings_path(folders.config)
    path.write_text('{"language": "%s", "bot_pace": "ludicrous", "theme": 5}' % code)
    try:
        app = folders.app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            errors = messages(app, "error")
            assert len(errors) == 1 and words in errors[0] and "ignored" not in errors[0], errors
            assert "bot_pace" in errors[0] and "theme" in errors[0]
    finally:
        set_language("en")
