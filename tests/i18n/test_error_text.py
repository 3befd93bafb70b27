"""A notification about a file the app could not write (rename, delete, export, import, a game
that can't be opened) is the language's, not Python's "[Errno 13] Permission denied: 'x'"."""

from __future__ import annotations

import errno
import os

import pytest

from dragonwood_tui.storage.paths import error_text


@pytest.mark.parametrize("code, words", [("fr", "permission refusée"), ("ru", "доступ запрещён")])
def test_an_os_error_is_told_in_the_language(in_language, code, words):
    in_language(code)
    exc = PermissionError(errno.EACCES, os.strerror(errno.EACCES), "/saves/x.json")
    said = error_text(exc)
    assert words in said and said.startswith("/saves/x.json") and "Errno" not in said and "'" not in said


def test_any_other_error_keeps_its_words():
    assert error_text(ValueError("la graine doit être un nombre entier")) == "la graine doit être un nombre entier"
    assert "Errno" in str(PermissionError(errno.EACCES, "Permission denied", "x"))  # what it replaces
