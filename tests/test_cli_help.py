"""`dragonwood --help` and every command's --help print their text (a "%" in a help string
once made argparse raise instead: the first thing a new user types showed a traceback)."""

from __future__ import annotations

import pytest

from dragonwood_tui.cli import _parser, main


def test_the_help_of_the_program_and_of_every_command_prints(capsys):
    commands = [a for a in _parser()._subparsers._group_actions[0].choices]  # type: ignore[union-attr]
    assert "tournament" in commands
    for argv in (["--help"], *([c, "--help"] for c in commands)):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 0, argv
        assert "usage: dragonwood" in capsys.readouterr().out
