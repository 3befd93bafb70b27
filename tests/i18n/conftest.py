from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from dragonwood_tui import i18n


@pytest.fixture
def in_language() -> Iterator[object]:
    """`in_language("ru")` puts Russian in effect for the test; English again afterwards."""
    saved = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]
    from dragonwood_tui.i18n.choose import remember_cli

    yield i18n.set_language
    i18n.set_language("en")
    remember_cli(None)  # a CLI call in the test kept its --lang
    argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
