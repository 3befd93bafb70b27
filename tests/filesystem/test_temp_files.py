"""Temporary files of killed writes: `kill -9` inside import's write window never leaves an
empty or partial save; old temporary files of ours are removed when the app starts."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from dragonwood_tui.storage.records import replay_record
from dragonwood_tui.play import saves
from dragonwood_tui.storage.atomic import is_temp_file
from dragonwood_tui.storage.files import read_record_file

from tui.app_helpers import Folders, folders, run_async, wait_for  # noqa: F401  (fixture)

from .helpers import REPO

SAMPLE = REPO / "saves" / "dragonwood-4-seats.json"
HOUR = 3600


def _age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then), follow_symlinks=False)


def _leftovers(folder: Path) -> dict[str, Path]:
    """A folder as killed writes leave it: temp files old and new, ours and not."""
    made = {
        "old-save-temp": folder / ".dragonwood-20250101-000000.json.ab12cd34.tmp",
        "old-not-a-save": folder / ".my notes.txt.zz99yy88.tmp",  # not a save's name
        "fresh-save-temp": folder / ".dice-quest-20250101-000000.json.ef56gh78.tmp",
        "other-tmp": folder / ".notes.txt.tmp",
        "save": folder / "dragonwood-kept.json",
    }
    for path in made.values():
        path.write_bytes(b"{}")
    link = folder / ".dragonwood-x.json.ij90kl12.tmp"
    link.symlink_to(made["save"])
    made["link"] = link
    for name in ("old-save-temp", "old-not-a-save", "other-tmp", "save", "link"):
        _age(made[name], 2 * HOUR)
    return made


def test_only_old_temp_files_of_saves_are_removed(tmp_path):
    made = _leftovers(tmp_path)
    assert saves.clean_stale_temp_files(tmp_path) == [made["old-save-temp"].name]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for k, p in made.items() if k != "old-save-temp")


@run_async
async def test_the_app_cleans_old_temp_files_of_saves_and_settings_at_start(folders: Folders):
    made = _leftovers(folders.saves)
    folders.config.mkdir(parents=True)
    settings_temp = folders.config / ".settings.json.mn34op56.tmp"
    settings_temp.write_bytes(b"{}")
    _age(settings_temp, 2 * HOUR)
    app = folders.app()
    async with app.run_test(size=(100, 30)) as pilot:
        # housekeeping runs a moment after start, in a thread: wait for it, not for a time
        await wait_for(pilot, lambda: not made["old-save-temp"].exists() and not settings_temp.exists(), "the clean-up")
        await app.workers.wait_for_complete()
    assert not made["old-save-temp"].exists() and not settings_temp.exists()
    assert all(p.exists() or p.is_symlink() for k, p in made.items() if k != "old-save-temp")


# The child imports the same record again and again: a kill lands in every part of import,
# its write window (temporary file written and fsynced, then linked) included.
CHILD = """
import sys
from pathlib import Path
from dragonwood_tui.play import saves
folder, source = Path(sys.argv[1]), Path(sys.argv[2])
saves.import_file(source, folder, again=True)  # the game's modules loaded: the next imports are quick
print("ready", flush=True)
while True:
    saves.import_file(source, folder, again=True)  # the same game again: a copy each time
"""

DELAYS = [0.0, 0.004, 0.013, 0.002, 0.031, 0.007, 0.045, 0.001, 0.019, 0.010, 0.027, 0.005]


def test_sigkill_during_imports_leaves_only_whole_saves(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    expected = read_record_file(SAMPLE)
    kills_mid_write = temps = 0
    for delay in DELAYS:
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(folder), str(SAMPLE)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO,
        )
        assert child.stdout.readline() == b"ready\n", child.stderr.read().decode()
        time.sleep(delay)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        left = sum(is_temp_file(p.name) for p in folder.iterdir())
        kills_mid_write += left > temps
        temps = left
        for path in folder.iterdir():
            if is_temp_file(path.name):
                continue
            record = read_record_file(path)  # never an empty or a cut file
            assert record.actions == expected.actions
    imported = [p for p in folder.iterdir() if not is_temp_file(p.name)]
    assert imported, "the child never imported"
    replay_record(read_record_file(imported[0]))
    assert [i.problem for i in saves.list_saves(folder)] == [None] * len(imported)
    # Whatever temporary files the kills left are removed once old.
    saves.clean_stale_temp_files(folder)  # too fresh: kept
    for path in folder.iterdir():
        if is_temp_file(path.name):
            _age(path, 2 * HOUR)
    saves.clean_stale_temp_files(folder)
    assert sorted(folder.iterdir()) == sorted(imported)
    print(f"{len(DELAYS)} kills, {kills_mid_write} during a write, {len(imported)} imports")
