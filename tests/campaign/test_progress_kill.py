"""A process killed (SIGKILL) while it writes the progress cache leaves nothing that changes
the progress: the next look gives the same stars, from the records."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from dragonwood_tui.campaign.progress import cache_path, progress

from .helpers import play_attempt, small_campaign

# The child rebuilds the cache again and again (deleting it first, so every call writes it).
CHILD = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from campaign.helpers import small_campaign
from dragonwood_tui.campaign.progress import cache_path, progress
c = small_campaign()
folder = Path(sys.argv[1])
print("ready", flush=True)
while True:
    cache_path(c, folder).unlink(missing_ok=True)
    progress(c, folder)
"""


def test_killed_while_writing_the_cache(tmp_path: Path):
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    c = small_campaign()
    play_attempt(c, "a", folder)
    play_attempt(c, "b", folder)
    expected = [(s.id, s.stars, s.unlocked) for s in progress(c, folder).stages]
    tests_dir = str(Path(__file__).resolve().parents[1])
    for delay in (0.0, 0.05, 0.2, 0.5):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(folder), tests_dir], stdout=subprocess.PIPE, text=True
        )
        try:
            assert child.stdout is not None and child.stdout.readline().strip() == "ready"
            time.sleep(delay)
        finally:
            child.kill()
            child.wait()
        # whatever the kill left (no cache, an old one, a temp file), the progress is the records'
        assert [(s.id, s.stars, s.unlocked) for s in progress(c, folder).stages] == expected
        assert cache_path(c, folder).is_file()
