"""The saves list: details, rename, export (full or challenge), delete with confirmation,
import; every error from a file is a notification, never a crash; names shown literally."""

from __future__ import annotations

from pathlib import Path
import pytest

from textual.widgets import Input, Static
from dragonwood_tui.tui.widgets.lean_footer import LeanFooter

from dragonwood_tui.storage.records import CHALLENGE_NAME, FORMAT_NAME
from dragonwood_tui.storage.files import read_document_file
from dragonwood_tui.play.saves import list_saves
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.screens.confirm import ConfirmScreen, TextPromptScreen
from dragonwood_tui.tui.screens.saves import SavesScreen
from dragonwood_tui.tui.widgets.row_table import RowTable
from dragonwood_tui.tui.widgets.key_line import KeyLine

from tests.notifications import messages
from .app_helpers import Folders, folders, run_async, standard_saves, wait_for, wait_for_screen  # noqa: F401  (fixture)


def ids(folder: Path) -> list[str]:
    return sorted(i.id for i in list_saves(folder))


def errors(app) -> list[str]:
    """Every error the app notified (kept as posted: a long sequence of steps on a loaded
    machine outlasts a notification's timeout)."""
    return messages(app, "error")


async def open_saves(pilot, select: str | None = None) -> SavesScreen:
    await pilot.press("s")
    screen = await wait_for_screen(pilot, "SavesScreen")
    assert isinstance(screen, SavesScreen)
    if select is not None:
        table = screen.query_one(RowTable)
        table.highlighted = table.get_option_index(select)
        await pilot.pause()
    return screen


async def answer(pilot, text: str) -> None:
    prompt = await wait_for_screen(pilot, "TextPromptScreen")
    assert isinstance(prompt, TextPromptScreen)
    prompt.query_one(Input).value = text
    await pilot.press("enter")
    await wait_for(pilot, lambda: pilot.app.screen is not prompt, "the prompt to close")


@run_async
async def test_list_order_details_and_names_shown_literally(folders: Folders):
    records = standard_saves(folders.saves)
    solo = "won" if records["dice-quest-c"].header.summary.winners else "lost"
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await open_saves(pilot)
        table = screen.query_one(RowTable)
        rows = [table.cells(i) for i in range(table.option_count)]
        # The last played first; the unreadable file last.
        assert [r[0] for r in rows] == ["Dragonwood", "[i]epic[/i] game (Dragonwood)", "Dice Quest", "?"]
        assert rows[1][1] == "[bold red]Mallory[/], Ada"
        mallory = "won" if 0 in records["dragonwood-b"].header.summary.winners else "lost"  # the one person, against a computer
        assert rows[1][3] == mallory and rows[2][3] == solo and rows[3][3] == "unreadable"
        assert rows[0][4] == "6/12/25, 3:20\u202fPM"  # the language's short date and time (English: CLDR en)
        table.highlighted = 1
        await pilot.pause()
        details = str(screen.query_one("#save-details", Static).render())
        assert "[bold red]Mallory[/]" in details and "winner" in details


@run_async
async def test_rename(folders: Folders):
    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        await open_saves(pilot, "dragonwood-a")
        await pilot.press("n")
        await answer(pilot, "  Sunday   [b]match[/b] ")
        info = {i.id: i for i in list_saves(folders.saves)}["dragonwood-a"]
        assert info.name == "Sunday [b]match[/b]"
        table = app.screen.query_one(RowTable)
        assert table.cells(table.get_option_index("dragonwood-a"))[0] == "Sunday [b]match[/b] (Dragonwood)"


@run_async
async def test_delete_asks_first(folders: Folders):
    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        await open_saves(pilot, "dice-quest-c")
        await pilot.press("d")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert "dice-quest-c" in ids(folders.saves)
        await pilot.press("d")
        await pilot.press("y")
        await pilot.pause()
        assert "dice-quest-c" not in ids(folders.saves)
        assert app.screen.query_one(RowTable).option_count == 3


@run_async
async def test_delete_without_confirmation_when_set_off(folders: Folders):
    standard_saves(folders.saves)
    app = folders.app(settings=Settings(confirm_delete=False))
    async with app.run_test(size=(120, 30)) as pilot:
        await open_saves(pilot, "broken-d")  # an unreadable save can be deleted
        await pilot.press("delete")
        await pilot.pause()
        assert "broken-d" not in ids(folders.saves)


@run_async
async def test_export_full_and_challenge_then_import_the_challenge(folders: Folders, tmp_path: Path):
    records = standard_saves(folders.saves)
    app = folders.app()
    full, deal = tmp_path / "out" / "full.json", tmp_path / "out" / "deal.json"
    full.parent.mkdir()
    async with app.run_test(size=(120, 30)) as pilot:
        await open_saves(pilot, "dragonwood-b")
        await pilot.press("e")
        assert "reveals every hand" in app.screen.question
        await answer(pilot, str(full))
        await pilot.press("c")
        await answer(pilot, str(deal))
        assert read_document_file(full).actions == records["dragonwood-b"].actions
        challenge = read_document_file(deal)
        assert challenge.format == CHALLENGE_NAME and challenge.seed == 8
        # Exporting over an existing file asks first.
        await pilot.press("c")
        await answer(pilot, str(deal))
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        # Import the challenge: a new game with the same deal, selected in the list.
        before = ids(folders.saves)
        await pilot.press("i")
        await answer(pilot, str(deal))
        new = sorted(set(ids(folders.saves)) - set(before))
        assert len(new) == 1
        assert app.screen.selected_id == new[0]
        assert not errors(app)
    assert read_document_file(full).format == FORMAT_NAME


@pytest.mark.parametrize("seats, winners, expected", [
    ((None,), (), "lost"), ((None,), (0,), "won"),  # alone
    ((None, "hard"), (1,), "lost"), ((None, "hard"), (0,), "won"), (("hard", None, "easy"), (1,), "won"),  # against computers
    ((None, None), (0,), "finished"), (("hard", "easy"), (0,), "finished"),  # no one person is "you"
])
def test_one_status_word_per_result_in_every_game(seats, winners, expected):
    """The status reads the seats and the winners only: one word per result, whatever the game."""
    from types import SimpleNamespace

    from dragonwood_tui.engine.game import SeatSpec
    from dragonwood_tui.tui.screens.saves import status_text

    info = SimpleNamespace(problem=None, finished=True, seats=tuple(SeatSpec(f"P{i}", b) for i, b in enumerate(seats)), winners=winners)
    assert status_text(info) == expected


def test_a_score_in_the_unit_its_game_counts():
    from dragonwood_tui.tui.screens.saves import score_text

    assert score_text("road-quest", 6) == "6 roads" and score_text("road-quest", 1) == "1 road"
    assert score_text("dragonwood", 6) == "6 pts" and score_text("dice-quest", 1) == "1 pt"
    assert score_text("no-such-game", 3) == "3 pts"


@run_async
async def test_export_proposes_the_exports_folder_beside_the_saves(folders: Folders, tmp_path: Path, monkeypatch):
    """The proposed file is in `exports/` of the data folder (made when first used), never in
    the folder the app was started from."""
    records = standard_saves(folders.saves)
    started_in = tmp_path / "started-here"
    started_in.mkdir()
    monkeypatch.chdir(started_in)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        await open_saves(pilot, "dragonwood-b")
        await pilot.press("e")
        prompt = await wait_for_screen(pilot, "TextPromptScreen")
        proposed = Path(prompt.query_one(Input).value)
        assert proposed.parent == folders.data / "exports", proposed
        await pilot.press("enter")  # the proposed file, as it is
        await wait_for(pilot, lambda: proposed.exists(), "the export in the exports folder")
        assert read_document_file(proposed).actions == records["dragonwood-b"].actions
        assert not list(started_in.iterdir())


@run_async
async def test_bad_files_are_notifications_not_crashes(folders: Folders, tmp_path: Path):
    standard_saves(folders.saves)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "dragonwood-tui-record", "version": 99, "game": "dragonwood"}')
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        before = ids(folders.saves)
        await open_saves(pilot, "broken-d")
        await pilot.press("u")  # resume the unreadable save
        await pilot.press("p")  # replay it
        await pilot.press("i")
        await answer(pilot, str(bad))  # import a record from the future
        await pilot.press("i")
        await answer(pilot, str(tmp_path / "missing.json"))
        await pilot.press("o")
        await answer(pilot, str(tmp_path))  # replay a folder
        await pilot.press("e")  # an unreadable save can't be exported
        app.screen.query_one(RowTable).highlighted = 0
        await pilot.press("e")
        await answer(pilot, str(tmp_path / "no" / "such" / "dir" / "x.json"))
        await wait_for(pilot, lambda: any("x.json" in m and "cannot write" in m for m in errors(app)), "the export error")
        messages = errors(app)
        assert any("broken-d" in m for m in messages)
        assert any("newer" in m and "bad.json" in m for m in messages)
        assert any("missing.json" in m and "no such file" in m for m in messages)
        assert any("folder" in m for m in messages)
        assert any("cannot export" in m for m in messages)
        assert any("x.json" in m and "cannot write" in m for m in messages)
        assert isinstance(app.screen, SavesScreen)
        assert ids(folders.saves) == before


async def click_footer_key(pilot, action: str) -> None:
    footer = pilot.app.screen.query_one(LeanFooter)
    keys = [k for k in footer.items()[0] if k.action == action]
    assert keys, f"no footer key for {action}"
    await pilot.click(footer, offset=(keys[0].start + 1, 0))


async def click_key_line(pilot, action: str) -> None:
    line = pilot.app.screen.query_one("#saves-keys", KeyLine)
    place = line.place(action)
    assert place is not None, f"no key for {action}"
    await pilot.click(line, offset=(place[0] + 1, place[1]))


@run_async
async def test_keys_work_with_the_mouse(folders: Folders):
    """The footer's keys and the line of the other keys above it are clickable."""
    standard_saves(folders.saves)
    app = folders.app()
    async with app.run_test(size=(120, 30)) as pilot:
        screen = await open_saves(pilot, "dragonwood-a")
        await click_footer_key(pilot, "rename")
        await wait_for_screen(pilot, "TextPromptScreen")
        await pilot.click("#cancel")
        await wait_for(pilot, lambda: app.screen is screen, "the prompt to close")
        await click_key_line(pilot, "import_file")
        prompt = await wait_for_screen(pilot, "TextPromptScreen")
        assert "Import" in str(prompt.query_one(".dialog-text").render())
        await pilot.click("#cancel")
        await wait_for(pilot, lambda: app.screen is screen, "the prompt to close")
        await click_footer_key(pilot, "replay")
        await pilot.pause()
        replay = app.screen
        assert type(replay).__name__ == "ReplayScreen"
        await pilot.click("#replay-forward")
        await pilot.click("#replay-forward")
        assert replay.cursor.step == 2
        await pilot.click("#replay-end")
        assert replay.cursor.at_end


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@run_async
async def test_the_player_reads_games_not_file_ids_and_a_daily_whole(folders: Folders, size):
    """No file id in the list, the details or the delete question (the player never types one),
    and a daily's row says which game's daily it is without a cut, at 80 columns too."""
    from datetime import timedelta

    from daily.helpers import DAY, daily_record, write  # tests/daily/helpers.py

    standard_saves(folders.saves)
    write(folders.saves, "dragonwood-daily-x", daily_record("dragonwood", DAY))
    write(folders.saves, "dice-quest-daily-y", daily_record("dice-quest", DAY - timedelta(days=1), practice=True))
    app = folders.app()
    async with app.run_test(size=size) as pilot:
        screen = await open_saves(pilot)
        table = screen.query_one(RowTable)
        for i in range(table.option_count):
            save_id = table.get_option_at_index(i).id
            table.highlighted = i
            await pilot.pause()
            shown = " ".join(table.cells(i)) + str(screen.query_one("#save-details", Static).render())
            assert save_id not in shown, (save_id, shown)
        cells = {table.get_option_at_index(i).id: table.cells(i)[0] for i in range(table.option_count)}
        assert cells["dragonwood-daily-x"] == "Dragonwood daily" and "…" not in table.render_line(0).text
        assert cells["dice-quest-daily-y"].startswith("Dice Quest daily")
        await open_saves_select(pilot, table, "dragonwood-a")
        await pilot.press("d")
        confirm = await wait_for_screen(pilot, "ConfirmScreen")
        words = " ".join(str(s.render()) for s in confirm.query(Static))
        assert "dragonwood-a" not in words and "Dragonwood" in words


async def open_saves_select(pilot, table: RowTable, save_id: str) -> None:
    table.highlighted = table.get_option_index(save_id)
    await pilot.pause()
