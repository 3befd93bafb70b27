import os
import pytest
from dragonwood_tui import i18n
from dragonwood_tui.storage.settings import Settings
from . import road_quest_positions, table_positions
from .app_helpers import Folders, folders, run_async  # noqa
from .table_helpers import open_position, settle

NAMES = os.environ.get("SHOT_NAMES", "dragonwood-turn").split(",")
LANGS = os.environ.get("SHOT_LANGS", "fr,ru").split(",")
SIZES = [tuple(map(int, s.split("x"))) for s in os.environ.get("SHOT_SIZES", "80x24").split(",")]
RQ = set(road_quest_positions.load())

@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
@run_async
async def test_shot(folders, name, lang, size):
    mod = road_quest_positions if name in RQ and name not in table_positions.load() else table_positions
    app = folders.app(settings=Settings(bot_pace="instant", language=lang, motion=False))
    async with app.run_test(size=size) as pilot:
        await open_position(name, positions=mod)(pilot)
        await settle(pilot)
        os.makedirs("/tmp/tables10/shots", exist_ok=True)
        open(f"/tmp/tables10/shots/{name}-{lang}-{size[0]}x{size[1]}.svg", "w").write(app.export_screenshot())
    i18n.set_language("en")
