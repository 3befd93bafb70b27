"""The app's replay viewer checks a record as `dragonwood verify` does, and opens hostile files
as one notification (the hostile corpus of tests/records/hostile/, headless)."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec

from dragonwood_tui.storage.records import decode_record, encode_record
from dragonwood_tui.tui.app import Start
from dragonwood_tui.tui.screens.replay import ReplayScreen

from tests.notifications import told
from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)

REPO = Path(__file__).resolve().parents[2]
HOSTILE = REPO / "tests" / "records" / "hostile"


@run_async
async def test_a_record_whose_summary_lies_is_refused_by_the_viewer(folders: Folders, tmp_path: Path):
    record = decode_record((REPO / "saves" / "dice-quest-solo-won.json").read_bytes())
    record.header.summary = msgspec.structs.replace(record.header.summary, scores=[999])
    path = tmp_path / "lies.json"
    path.write_bytes(encode_record(record))
    app = folders.app(start=Start(action="replay", path=path))
    async with app.run_test() as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)
        assert any("lies.json" in n.message and "summary does not match" in n.message for n in told(app))


@run_async
async def test_hostile_records_are_one_notification_in_the_viewer(folders: Folders):
    expected = json.loads((HOSTILE / "expected.json").read_text())
    names = [n for n in sorted(expected) if not n.startswith("challenge-")]
    app = folders.app(start=Start(action="replay", path=HOSTILE / names[0]))
    async with app.run_test() as pilot:
        await pilot.pause()
        for name in names:
            before = len(told(app))
            app.sessions.open_replay_file(HOSTILE / name)
            await pilot.pause()
            assert not isinstance(app.screen, ReplayScreen), name
            new = told(app)[before:] if before < len(told(app)) else []
            assert any(name in n.message and expected[name] in n.message for n in new), (name, [n.message for n in new])
