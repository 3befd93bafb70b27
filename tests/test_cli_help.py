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


def _commands(parser) -> list[str]:
    return list(parser._subparsers._group_actions[0].choices)


def test_every_command_is_known_to_the_one_command_parser():
    from dragonwood_tui.cli import COMMANDS

    assert sorted(_commands(_parser())) == sorted(COMMANDS)
    for command in COMMANDS:  # built alone, it parses what the whole parser parses
        assert _commands(_parser(command)) == [command]


@pytest.mark.parametrize("argv, command", [
    (["verify", "x.json"], "verify"),
    (["--data-dir", "d", "saves"], "saves"),
    (["--data-dir=d", "stats", "--json"], "stats"),
    (["--help"], None),
    ([], ""),
    (["--data-dir", "d"], ""),
    (["verfy", "x"], None),  # a typo: the whole parser says what the commands are
    (["--data-dir", "verify"], ""),  # "verify" is the folder here
])
def test_the_command_word(argv, command):
    from dragonwood_tui.cli import command_of

    assert command_of(argv) == command


def test_a_typo_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        main(["verfy", "x.json"])
    err = capsys.readouterr().err
    assert "invalid choice" in err and "tournament" in err


def test_verify_imports_no_campaign_and_no_other_command(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    sample = Path(__file__).parent.parent / "saves" / "dragonwood-4-seats.json"
    code = (
        "import sys; from dragonwood_tui.cli import main; main(['verify', sys.argv[1]]);"
        "print(' '.join(m for m in sys.modules if m.startswith('dragonwood_tui')))"
    )
    out = subprocess.run([sys.executable, "-c", code, str(sample)], capture_output=True, text=True, check=True).stdout
    loaded = set(out.split("\n")[-2].split())
    assert "dragonwood_tui.storage.records" in loaded  # it did verify
    for heavy in ("dragonwood_tui.campaign.export", "dragonwood_tui.campaign.progress", "dragonwood_tui.simulate",
                  "dragonwood_tui.tournament", "dragonwood_tui.tui", "dragonwood_tui.stats"):
        assert heavy not in loaded, heavy


# What verifying needs: the record code, the game's rules and the walk (docs/performance.md,
# "A lived-in data folder"); a game's views, coach, narration, seat lines, new luck, worlds and
# odds, the bots themselves, the replay cursor, a match, the daily's code (for a record that
# claims no day) and the stdlib modules only those need stay unimported.
NOT_FOR_VERIFY = (
    ".view", ".coach", ".describe", ".seat_lines", ".luck", ".worlds", ".odds", ".solver", ".advice", ".tables",
    ".stats",
)
NOT_FOR_VERIFY_EITHER = {
    "dragonwood_tui.engine.match", "dragonwood_tui.engine.replay", "dragonwood_tui.daily.result",
    "dragonwood_tui.daily.deal", "json", "importlib.resources", "dataclasses", "textual", "rich",
}  # (tempfile and shutil: platformdirs imports them, for the settings' language every command reads)


@pytest.mark.parametrize("sample", ["dragonwood-4-seats", "dice-quest-solo-won", "road-quest-3-seats"])
def test_verify_imports_the_records_the_rules_and_the_walk_only(sample):
    import subprocess
    import sys
    from pathlib import Path

    path = Path(__file__).parent.parent / "saves" / f"{sample}.json"
    code = (
        "import sys; from dragonwood_tui.cli import main; assert main(['verify', sys.argv[1]]) == 0;"
        "print(' '.join(sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True).stdout
    loaded = set(out.split("\n")[-2].split())
    assert {"dragonwood_tui.engine.walk", "dragonwood_tui.engine.record_check"} <= loaded  # it did verify
    game = f"dragonwood_tui.games.{sample.split('-4')[0].split('-solo')[0].split('-3')[0].replace('-', '_')}"
    assert f"{game}.rules" in loaded
    assert sorted(m for m in loaded if m.startswith("dragonwood_tui.games.") and m.endswith(NOT_FOR_VERIFY)) == []
    assert sorted(m for m in loaded if m.startswith("dragonwood_tui.bots.")) == []  # the registry only
    assert sorted(loaded & NOT_FOR_VERIFY_EITHER) == []
