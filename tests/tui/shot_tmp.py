"""scratch: python -m tests.tui.shot_tmp POSITION WxH LANG OUT.svg [keys...]"""
import asyncio, os, sys, tempfile
from pathlib import Path

def main():
    pos, size, lang, out, *keys = sys.argv[1:]
    w, h = map(int, size.split("x"))
    tmp = Path(tempfile.mkdtemp())
    os.environ["HOME"] = str(tmp); os.environ["DRAGONWOOD_DATA_DIR"] = str(tmp / "data"); os.environ["DRAGONWOOD_CONFIG_DIR"] = str(tmp / "config")
    from tests.tui.app_helpers import Folders
    from tests.tui import table_positions
    from tests.tui.table_helpers import table_in_app, settle
    from dragonwood_tui.storage.settings import Settings
    f = Folders(tmp)
    async def run():
        match = table_positions.match(pos)
        async with table_in_app(f, match, size=(w, h), settings=Settings(bot_pace="instant", language=lang, motion=False)) as (app, pilot, screen):
            for k in keys:
                await pilot.press(k)
                await settle(pilot)
            await settle(pilot)
            await pilot.pause(0.3)
            Path(out).write_text(app.export_screenshot())
    asyncio.run(run())
main()
