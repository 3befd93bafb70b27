"""The file sub-commands of `dragonwood`: saves, resume, replay, verify, export, import.

Every error a person can cause (a bad file, an unknown id, a record that does not hold) is one
line on stderr naming the file (or id), the step when there is one, and the reason; the exit
status is then 2 (1 for `verify` when the record itself is wrong). Text that comes from files
(names, notes, even file names) goes through `text.plain` before it reaches the terminal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from dragonwood_tui.i18n import _, error_line, ngettext
from dragonwood_tui.storage.records import Progress, RecordError, cursor_of, replay_record, transcript
from dragonwood_tui.storage.files import read_record_file
from dragonwood_tui.storage.text import plain
from dragonwood_tui.storage.times import shown_time
from dragonwood_tui.i18n import os_reason

if TYPE_CHECKING:
    from dragonwood_tui.play import saves

EXIT_BAD_INPUT = 2
EXIT_VERIFY_FAILED = 1
EXIT_SOME_UNREADABLE = 1  # `saves`: listed, but some saves can't be read
EXIT_ALREADY_SAVED = 3  # `import`: the saves already hold that game (nothing written)


def _out(line: str = "") -> None:
    print(plain(line))


def _err(command: str, message: object) -> None:
    # One line, whatever the file holds (a reason can quote a value from it).
    print(plain(error_line(f"dragonwood {command}", message), limit=500), file=sys.stderr)


AppLookup = Callable[[str], "Callable[..., int] | None"]
ProgressBar = Callable[[str], AbstractContextManager["Progress | None"]]


@contextmanager
def _no_bar(label: str) -> Iterator[Progress | None]:
    yield None


def run_command(args: argparse.Namespace, app: AppLookup | None = None, progress: ProgressBar | None = None) -> int:
    """Run a file sub-command. `app(name)` gives the TUI's `run_resume` / `run_replay` (the CLI
    passes it; storage never imports the TUI): on a terminal, `resume` and `replay` without
    `--text` open the app once the record has been checked; without it they print text.
    `progress(label)` gives a progress callback for long checks (the CLI's bar on stderr)."""
    command = args.command
    args.progress_bar = progress or _no_bar
    handler = _COMMANDS[command]
    try:
        return handler(args, app)
    except RecordError as exc:
        _err(command, exc)
        return EXIT_VERIFY_FAILED if command == "verify" and exc.path is not None else EXIT_BAD_INPUT
    except BrokenPipeError:  # `dragonwood replay X --text | head`: the CLI's main ends quietly
        raise
    except OSError as exc:  # the saves folder itself can't be made or read
        _err(command, error_line(exc.filename, os_reason(exc)) if exc.filename else os_reason(exc))
        return EXIT_BAD_INPUT


# -- saves ---------------------------------------------------------------------------------


def _when(info: saves.SaveInfo) -> str:
    return shown_time(info.updated) if info.problem is None else "-"


def status_word(status: str) -> str:
    """A save's status as the player reads it (the records and --json keep the English word)."""
    words = {"finished": _("finished"), "in progress": _("in progress"), "won": _("won"), "lost": _("lost")}
    return words.get(status, status)


def _status(info: saves.SaveInfo) -> str:
    if info.problem is not None:
        return _("unreadable: {reason}").format(reason=info.problem)
    if info.finished and len(info.seats) == 1:
        return status_word("won" if info.winners else "lost")
    return status_word(info.status)


def _title(kind: str) -> str:
    """A game's title as a player reads it ("Dice Quest"), not its key ("dice-quest"): keys are
    for records, `--json` and `verify` (a check that names the record's format)."""
    from dragonwood_tui.tui.titles import game_title

    return game_title(kind)


def cmd_saves(args: argparse.Namespace, app: AppLookup | None = None) -> int:
    from dragonwood_tui.play import saves
    from dragonwood_tui.play.save_names import shown_save_name
    from dragonwood_tui.storage.paths import saves_dir
    from dragonwood_tui.tui.titles import seat_words

    folder = saves_dir()
    infos = saves.list_saves(folder)
    # Every save is listed, the unreadable ones too; each of those is also one line on stderr
    # naming its file, and the exit status says the list is not all good.
    status = 0
    for info in infos:
        if info.problem is not None:
            _err("saves", error_line(info.path, info.problem))
            status = EXIT_SOME_UNREADABLE
    if getattr(args, "json", False):
        import json

        print(json.dumps([saves.describe_info(i) for i in infos], ensure_ascii=True))
        return status
    if not infos:
        _out(_("No saved games in {folder}.").format(folder=folder))
        return 0
    rows = [(_("ID"), _("GAME"), _("SEATS"), _("TURN"), _("STATUS"), _("LAST PLAYED"))]
    for i in infos:
        label = i.id + (f" «{plain(shown_save_name(i.name, i.notes), 30)}»" if i.name else "")
        rows.append((label, _title(i.game) if i.game else "?", seat_words(i.seats) or "-", str(i.turn), _status(i), _when(i)))
    widths = [max(len(r[c]) for r in rows) for c in range(5)]
    for r in rows:
        _out("  ".join(r[c].ljust(widths[c]) if c != 3 else r[c].rjust(widths[c]) for c in range(5)) + "  " + r[5])
    return status


# -- resume --------------------------------------------------------------------------------


def cmd_resume(args: argparse.Namespace, app: AppLookup | None = None) -> int:
    from dragonwood_tui.play import saves

    # Re-open (and so check) the save first: a bad save is one line here, not a broken app.
    resumed = saves.resume(args.id, autosave=False)
    run_resume = app("run_resume") if app is not None and sys.stdout.isatty() else None
    if run_resume is not None:
        return run_resume(resumed.id)
    match = resumed.match
    names = [s.name for s in match.seats]
    turn = match.game.turn_number(match.state)
    if match.is_over():
        _out(_("{id}: {game}, {actions}, the game is over (turn {turn}).").format(
            id=resumed.id, game=_title(match.game.kind), actions=_actions(len(match.actions)), turn=turn))
    else:
        seat = match.to_move()
        who = names[seat] if seat is not None else "?"
        _out(_("{id}: {game}, {actions}, turn {turn}, {name} to move.").format(
            id=resumed.id, game=_title(match.game.kind), actions=_actions(len(match.actions)), turn=turn, name=who))
    from dragonwood_tui.storage.locks import in_use

    busy = in_use(saves.save_path(resumed.id))
    if busy is not None:
        _err("resume", error_line(resumed.id, busy))
    return 0


# -- replay and verify -----------------------------------------------------------------------


def _record_path(target: str) -> Path:
    """A file, or the id of a save when no such file exists."""
    path = Path(target)
    if path.exists():
        return path
    from dragonwood_tui.play import saves

    try:
        saved = saves.save_path(target)
    except RecordError:
        return path
    return saved if saved.is_file() else path


def cmd_replay(args: argparse.Namespace, app: AppLookup | None = None) -> int:
    path = _record_path(args.file)
    record = read_record_file(path)
    # --seat counts from 1, as every seat shown does; the app's seats count from 0
    seat = None if args.seat is None else args.seat - 1
    if seat is not None and not 0 <= seat < len(record.header.seats):
        raise RecordError(_("--seat {seat}: the game has seats 1 to {last}").format(
            seat=args.seat, last=len(record.header.seats)), path=str(path))
    run_replay = app("run_replay") if app is not None and not args.text and sys.stdout.isatty() else None
    try:  # check it all before showing any of it (the transcript checks as it is made)
        with args.progress_bar(_("checking {file}").format(file=path.name)) as tick:
            if run_replay is not None:
                # the viewer's own cursor (snapshots, log lines), made in the one checking walk:
                # the app is handed it and does not walk the game again
                cursor = cursor_of(record, progress=tick, lines=True)
            else:
                lines = transcript(record, progress=tick, seat=seat)
    except RecordError as exc:
        raise exc.at(path) from None
    if run_replay is not None:
        return run_replay(path, seat, opened=(record, cursor))
    for line in lines:
        _out(line)
    return 0


def cmd_verify(args: argparse.Namespace, app: AppLookup | None = None) -> int:
    path = _record_path(args.file)
    record = read_record_file(path)
    try:
        with args.progress_bar(_("verifying {file}").format(file=path.name)) as tick:
            replayed = replay_record(record, progress=tick)
    except RecordError as exc:
        raise exc.at(path) from None
    s = replayed.summary
    seats = len(record.header.seats)
    status: str = s.status
    if s.status == "finished" and seats == 1:
        status = "won" if s.winners else "lost"
    count = len(record.checkpoints)
    hashes = ngettext("{n} checkpoint hash", "{n} checkpoint hashes", count).format(n=count) if replayed.hashes_checked else (
        _("hashes not compared (older rules version)")
    )
    _out(_("{file}: ok — {game}, {seats}, {actions}, {hashes}, {status} at turn {turn}, scores {scores}").format(
        file=path, game=record.kind, seats=ngettext("{n} seat", "{n} seats", seats).format(n=seats),
        actions=_actions(s.steps), hashes=hashes, status=status_word(status), turn=s.turn,
        scores="/".join(map(str, s.scores)),
    ))
    if not record.header.notes.lstrip().startswith("daily:"):  # claims no day (`daily.result.claim_of`)
        return 0
    from dragonwood_tui.daily.result import verify_lines  # a daily record: its day, result, check code

    lines, holds = verify_lines(record, replayed.state, s)
    if not holds:
        _err("verify", error_line(path, lines[0]))
        return EXIT_VERIFY_FAILED
    for line in lines:
        _out(error_line(path, line))
    return 0


# -- export and import -----------------------------------------------------------------------


def _actions(n: int) -> str:
    """"1 action", "12 actions"."""
    return ngettext("{n} action", "{n} actions", n).format(n=n)


def cmd_export(args: argparse.Namespace, app: AppLookup | None = None) -> int:
    from dragonwood_tui.play import saves

    document = saves.export_save(args.id, Path(args.out), challenge=args.challenge, force=getattr(args, "force", False))
    if args.challenge:
        _out(_("wrote {file}: a {game} challenge (game, options and seed: the same deal, no moves)").format(
            file=args.out, game=_title(document.kind)))
    else:
        _out(_("wrote {file}: the full record of {id} ({actions})").format(
            file=args.out, id=args.id, actions=_actions(len(document.actions))))
        print(
            _("note: a full record reveals every hand and the whole deck order; share --challenge for the deal alone"),
            file=sys.stderr,
        )
    return 0


def cmd_import(args: argparse.Namespace, app: AppLookup | None = None) -> int:
    from dragonwood_tui.play import saves

    try:
        save_id, record = saves.import_file(Path(args.file), again=getattr(args, "again", False))
    except saves.AlreadySaved as exc:  # nothing written: say where the game is
        verb = "replay" if exc.info.finished else "resume"
        _err("import", _("{reason}: `{command}` opens it; --again imports a copy").format(
            reason=exc, command=f"dragonwood {verb} {exc.save_id}"))
        return EXIT_ALREADY_SAVED
    if record.actions:
        _out(_("imported {file} as {id} ({game}, {actions})").format(
            file=args.file, id=save_id, game=_title(record.kind), actions=_actions(len(record.actions))))
    else:
        _out(_("imported {file} as {id}: a new {game} game with the same deal (`{command}`)").format(
            file=args.file, id=save_id, game=_title(record.kind), command=f"dragonwood resume {save_id}"))
    return 0


_COMMANDS = {
    "saves": cmd_saves,
    "resume": cmd_resume,
    "replay": cmd_replay,
    "verify": cmd_verify,
    "export": cmd_export,
    "import": cmd_import,
}

