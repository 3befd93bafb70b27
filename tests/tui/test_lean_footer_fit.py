"""A footer whose keys do not fit even packed cuts the longest words with "…", never a key:
the help's key at the end stays whole (Statistics in Russian at 80 columns cut "f1 Справка")."""

from __future__ import annotations

from rich.cells import cell_len

from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter, _shortened

from .app_helpers import Folders, folders, run_async, wait_for_screen  # noqa: F401  (fixture)


def test_the_longest_words_are_cut_first_and_the_last_never():
    keys = [("esc", "Назад"), ("1", "Динамика"), ("2", "Гистограмма"), ("3", "По соперникам"), ("f1", "Справка")]
    words = _shortened(keys, 50, compact=True)
    assert words[-1] == "Справка"
    assert sum(cell_len(k) + 1 + cell_len(w) + 1 for (k, _), w in zip(keys, words)) - 1 <= 50
    assert words[0] == "Назад" and words[3].endswith("…")
    assert _shortened(keys, 200, compact=True) == [w for _k, w in keys]  # room: nothing cut


@run_async
async def test_statistics_in_russian_at_80_columns_keeps_every_key(folders: Folders):
    app = folders.app(settings=Settings(language="ru"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await wait_for_screen(pilot, "StatsScreen")
        footer = app.screen.query_one(LeanFooter)
        line = str(footer.render()).rstrip()
        assert cell_len(line) <= 80 and "Справка" in line, line
