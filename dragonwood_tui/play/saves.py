"""The saved games: one record file per game in the saves folder, named `<id>.json`.

Listing reads only the first line of each file (the header with its summary: game, seats,
turn, status, last played), so listing a hundred saves costs a hundred small reads, not a
hundred full decodes. Everything else (resume, rename, export) reads the whole record.

Ids are file names chosen by the app ("dragonwood-20250612-143005"); an id given by a person
is checked before it becomes a path, so `../x`, `/etc/passwd` or `a/b` can't leave the folder.
Every failure is a RecordError (one line); no function here changes a save it did not create,
except `rename_save` and `delete_save`, on the save they name.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import msgspec

from dragonwood_tui.engine.game import AnyGame, SeatSpec
from dragonwood_tui.engine.match import AnyMatch, Match
from dragonwood_tui.engine.replay import AnyCursor
from dragonwood_tui.i18n import _, ngettext, os_reason, quoted
from dragonwood_tui.i18n.unreadable import unreadable_said
from dragonwood_tui.storage.atomic import atomic_write, write_new
from dragonwood_tui.play.autosave import Autosave
from dragonwood_tui.storage.files import read_document_file, read_record_file, read_record_layout
from dragonwood_tui.storage.regular import Unreadable, check_regular
from dragonwood_tui.storage.housekeeping import clean_stale_temp_files
from dragonwood_tui.storage.listing import REVIEW_SUFFIX
from dragonwood_tui.storage.records import (
    CHECKPOINT_EVERY,
    MAX_NAME,
    Layout,
    RecordError,
    challenge_of,
    check_header_values,
    cursor_of,
    encode_challenge,
    encode_record,
    game_identity,
    new_record,
    now,
    replay_record,
    resolve_game,
    start_state,
)
from dragonwood_tui.storage.paths import NOT_A_FOLDER, not_a_folder, real_path, saves_dir
from dragonwood_tui.storage.text import plain

from dragonwood_tui.storage.saves_list import (  # noqa: F401 - the listing, importable from here too
    _EPOCH,
    _ID,
    _SAVE_NAME,
    SUFFIX,
    SaveInfo,
    list_saves,
    newest_unfinished,
    read_info,
)


# -- ids and paths ---------------------------------------------------------------------------


def check_id(save_id: str) -> str:
    """`save_id` without a trailing ".json", if it is a valid id; else RecordError."""
    bare = save_id[: -len(SUFFIX)] if save_id.endswith(SUFFIX) else save_id
    if not _ID.fullmatch(bare):
        raise RecordError(
            _("invalid save id {id}: an id is letters, digits, '-' and '_' (see `dragonwood saves`)").format(
                id=repr(plain(save_id, 60)))
        )
    return bare


def save_path(save_id: str, folder: Path | None = None) -> Path:
    return (folder or saves_dir()) / f"{check_id(save_id)}{SUFFIX}"


def existing_save(save_id: str, folder: Path | None = None) -> Path:
    path = save_path(save_id, folder)
    try:
        check_regular(path)
    except Unreadable as exc:
        if exc.missing:
            raise RecordError(_("no saved game with id {id} (see `dragonwood saves`)").format(
                id=quoted(plain(save_id, 60)))) from None
        raise RecordError(unreadable_said(exc), path=str(path)) from None
    return path


def _new_ids(kind: str) -> Iterator[str]:
    """Candidate ids for a new `kind` game: the time, then the time and a random suffix."""
    base = f"{kind}-{datetime.now(timezone.utc).strftime('%Y%m%d-%H%M%S')}"
    yield base
    for _attempt in range(99):
        yield f"{base}-{secrets.token_hex(2)}"


def _write_new_save(kind: str, data: bytes, folder: Path) -> tuple[str, Path]:
    """A new save file holding `data` under a free id; it appears whole or not at all.

    RecordError naming the file and the cause (full disk, read-only folder...): nothing is
    left behind then."""
    ready = writable_folder(folder)
    try:
        path = write_new(ready, (f"{i}{SUFFIX}" for i in _new_ids(kind)), data, private=True)
    except OSError as exc:
        raise _write_error(exc, ready) from None
    return path.name[: -len(SUFFIX)], path


def _write_error(exc: OSError, fallback: Path) -> RecordError:
    return RecordError(_("cannot write: {reason}").format(reason=os_reason(exc)), path=str(exc.filename or fallback))


def writable_folder(folder: Path | None = None) -> Path:
    """The saves folder, made if missing; RecordError naming it when it can't be (a path
    that is a file, a read-only parent)."""
    folder = Path(folder) if folder is not None else saves_dir(create=False)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):  # a file where the folder (or its parent) should be
        raise RecordError(NOT_A_FOLDER, path=str(not_a_folder(folder))) from None
    except OSError as exc:
        raise RecordError(_("cannot create the saves folder: {reason}").format(reason=os_reason(exc)), path=str(exc.filename or folder)) from None
    return folder


# -- playing a save ------------------------------------------------------------------------


@dataclass
class Resumed:
    id: str
    match: AnyMatch
    record: Any
    autosave: Autosave | None
    lock: Any = None  # the save's storage.locks.SaveLock, held while the game is played


def load_save(save_id: str, folder: Path | None = None) -> Any:
    """The record of a save (decoded and checked, not re-played)."""
    return read_record_file(existing_save(save_id, folder))


def resume(
    save_id: str | None = None,
    folder: Path | None = None,
    *,
    autosave: bool = True,
    on_error: Callable[[OSError], None] | None = None,
    lock: bool = True,
) -> Resumed:
    """Re-open a save exactly where it was: its Match, re-played from the log (every action and
    checkpoint checked) and, with `autosave`, saving itself again after every action.

    Without an id, the newest unfinished game; RecordError when there is none. With `autosave`
    and `lock`, the save is locked first (storage.locks): SaveInUse, saying who holds it, when
    another window plays it; the lock is in `Resumed.lock`. The app opens games through
    `play.session.GameSession`, which takes the lock itself (`lock=False` here).
    """
    folder = folder or saves_dir()
    if save_id is None:
        info = newest_unfinished(folder)
        if info is None:
            raise RecordError(_("no unfinished game to resume (see `dragonwood saves`)"))
        save_id = info.id
    path = existing_save(save_id, folder)
    from dragonwood_tui.storage.locks import lock_save  # filelock: only when a game opens

    held = lock_save(path) if autosave and lock else None
    try:
        record, layout = read_record_layout(path)
        return Resumed(check_id(save_id), *_open_match(record, path, autosave, on_error, layout), lock=held)
    except BaseException:
        if held is not None:
            held.release()
        raise


def match_of(record: Any) -> AnyMatch:
    """A Match standing where the record ends (re-played and checked); no autosave."""
    return _open_match(record, None, False)[0]


def _open_match(
    record: Any,
    path: Path | None,
    autosave: bool,
    on_error: Callable[[OSError], None] | None = None,
    layout: Layout | None = None,
) -> tuple[AnyMatch, Any, Autosave | None]:
    game = resolve_game(record.kind)
    try:
        # The summary is a cache for listings: a stale one must not lock a player out.
        replayed = replay_record(record, game, check_summary=False)
    except RecordError as exc:
        raise exc.at(path) if path is not None else exc from None
    h = record.header
    from dragonwood_tui.bots import bot_factory

    match = Match(game, h.config, h.seed, h.seats, bot_factory=bot_factory(game.kind))
    match.state = replayed.state
    match.actions = list(record.actions)
    saver = None
    if autosave and path is not None:
        regular = [c for c in replayed.checkpoints if c.step % CHECKPOINT_EVERY == 0]
        saver = Autosave(
            path, created=h.created, name=h.name, notes=h.notes, checkpoints=regular, layout=layout, on_error=on_error
        )
        saver.attach(match, write=False)
    return match, record, saver


def start_save(
    match: AnyMatch,
    folder: Path | None = None,
    *,
    name: str = "",
    notes: str = "",
    on_error: Callable[[OSError], None] | None = None,
) -> tuple[str, Autosave]:
    """A new save for `match` (autosaved now and after every action): its id and its Autosave."""
    check_header_values(match.seed, match.seats, name, notes)  # ValueError before any file
    created = now()
    # The first save is written whole, in autosave's own layout, before the game starts: a
    # full disk is an error here, not an empty save left behind; then autosave appends to it.
    first = Autosave(Path(), created=created, name=name, notes=notes).encode(match)
    save_id, path = _write_new_save(match.game.kind, first, folder or saves_dir(create=False))
    saver = Autosave(path, created=created, name=name, notes=notes, on_error=on_error, layout=Layout(2, len(first), 0))
    return save_id, saver.attach(match, write=False)


def open_replay(target: str | Path, folder: Path | None = None) -> AnyCursor:
    """A ReplayCursor over a record file, or over a save given by its id (a str that is not
    an existing file). Checked all through: RecordError naming the file otherwise."""
    path = Path(target)
    if isinstance(target, str) and not path.exists() and check_id_or_none(target) is not None:
        path = existing_save(target, folder)
    record = read_record_file(path)
    try:
        return cursor_of(record)
    except RecordError as exc:
        raise exc.at(path) from None


def check_id_or_none(save_id: str) -> str | None:
    try:
        return check_id(save_id)
    except RecordError:
        return None


# -- managing saves ------------------------------------------------------------------------


def rename_save(save_id: str, name: str, folder: Path | None = None) -> None:
    """Give a save a name (shown instead of its id). The name is stored as plain text.

    A game open in the app keeps its name in its Autosave: set `autosave.name` there instead.
    """
    if len(name) > MAX_NAME:
        raise RecordError(ngettext("a name is at most {n} character", "a name is at most {n} characters", MAX_NAME).format(n=MAX_NAME))
    path = existing_save(save_id, folder)
    from dragonwood_tui.storage.locks import unlocked

    with unlocked(path):  # a window playing it would write over the new name
        record = read_record_file(path)
        record.header.name = name
        try:  # through a symlink: the file it points to (the link stays a link, as autosave keeps it)
            atomic_write(real_path(path) if path.is_symlink() else path, encode_record(record), private=True)
        except OSError as exc:  # the save is as it was
            raise _write_error(exc, path) from None


def delete_save(save_id: str, folder: Path | None = None) -> None:
    path = existing_save(save_id, folder)
    from dragonwood_tui.storage.locks import holder_path, lock_path, unlocked

    with unlocked(path):  # not under a window playing it
        try:
            path.unlink()
        except OSError as exc:
            raise RecordError(_("cannot delete: {reason}").format(reason=os_reason(exc)), path=str(path)) from None
    # its lock files and its review's cache (`storage.listing.REVIEW_SUFFIX`) go with it
    for side in (lock_path(path), holder_path(path), path.with_name(path.name + REVIEW_SUFFIX)):
        try:
            side.unlink(missing_ok=True)
        except OSError:
            pass


def export_bytes(save_id: str, *, challenge: bool = False, folder: Path | None = None) -> tuple[Any, bytes]:
    """What `export_save` writes, and its bytes (the browser downloads them: no file here)."""
    path = existing_save(save_id, folder)
    record = read_record_file(path)
    if challenge:
        document = challenge_of(record)
        return document, encode_challenge(document)
    try:
        replay_record(record)
    except RecordError as exc:
        raise exc.at(path) from None
    return record, encode_record(record)


def export_save(
    save_id: str, out: Path, *, challenge: bool = False, force: bool = False, folder: Path | None = None
) -> Any:
    """Write a save to `out` to share: the full record (re-played and checked first: a broken
    record is not shared), or with `challenge` only its game, config and seed. Returns what
    was written. The full record reveals every hand and the whole deck order."""
    out = Path(out)
    if not force and out.exists():
        raise RecordError(_("already exists (choose another file, or --force)"), path=str(out))
    document, data = export_bytes(save_id, challenge=challenge, folder=folder)
    try:
        atomic_write(out, data)
    except OSError as exc:
        raise _write_error(exc, out) from None
    return document


def default_seats(game: AnyGame, players: int) -> list[SeatSpec]:
    """The game's default seats with its default computer player (an imported challenge)."""
    from dragonwood_tui.bots import default_bot

    return game.default_seats(players, default_bot(game.kind))


class AlreadySaved(RecordError):
    """An import of a game the saves already hold (`same_game`): nothing was written."""

    def __init__(self, reason: str, *, path: str | None, info: SaveInfo) -> None:
        super().__init__(reason, path=path)
        self.info = info

    @property
    def save_id(self) -> str:
        return self.info.id


def same_game(a: Any, b: Any) -> bool:
    """Two records of the same game: the same game kind, rules version, seed, config (options,
    variants), seats (names and computer players) and actions (`game_identity`). What a person
    may change without changing the game is left out: the save's name, notes and times."""
    return a.kind == b.kind and len(a.actions) == len(b.actions) and game_identity(a) == game_identity(b)


def find_same(record: Any, folder: Path | None = None) -> SaveInfo | None:
    """The save holding the same game as `record` (`same_game`), if any. Only saves whose list
    line (game, seats, steps) matches are read whole; unreadable ones are passed over."""
    try:
        infos = list_saves(folder or saves_dir(create=False))
    except OSError:  # no saves folder to speak of: writing will say why
        return None
    seats = list(record.header.seats)
    for info in infos:
        if info.problem is not None or info.game != record.kind or info.steps != len(record.actions):
            continue
        if list(info.seats) != seats:
            continue
        try:
            if same_game(read_record_file(info.path), record):
                return info
        except RecordError:
            continue
    return None


def import_file(
    source: Path, folder: Path | None = None, *, player: str = "You", name: str | None = None, again: bool = False
) -> tuple[str, Any]:
    """Add a record or a challenge file to the saves; returns the new id and the record saved.

    A record is re-played and checked (every action and checkpoint hash, and its summary)
    before it is added; a challenge becomes a new game at its first step, with the same deal,
    `player` at seat 0 and computer players elsewhere. Nothing is written when it fails.
    A game the saves already hold (`same_game`: for a challenge, its deal not yet played) is
    AlreadySaved, naming that save, unless `again` (a copy is wanted).
    """
    return import_document(read_document_file(source), str(source), folder, player=player, name=name, again=again)


def import_text(
    text: str, label: str, folder: Path | None = None, *, player: str = "You", again: bool = False
) -> tuple[str, Any]:
    """`import_file` of a record or challenge pasted as text (the browser has no file to name):
    errors name it `label`."""
    from dragonwood_tui.engine.record_error import MAX_FILE_BYTES
    from dragonwood_tui.storage.records import decode_document

    data = text.encode("utf-8", "replace")
    if len(data) > MAX_FILE_BYTES:
        raise RecordError(_("too large to be a record"), path=label)
    try:
        document = decode_document(data)
    except RecordError as exc:
        raise exc.at(label) from None
    return import_document(document, label, folder, player=player, again=again)


def import_document(
    document: Any, source: str, folder: Path | None = None, *, player: str = "You", name: str | None = None, again: bool = False
) -> tuple[str, Any]:
    """`import_file` of a document already read (`source`: what errors name)."""
    folder = folder or saves_dir(create=False)
    game = resolve_game(document.kind)
    if hasattr(document, "actions"):
        try:
            replay_record(document, game)
        except RecordError as exc:
            raise exc.at(source) from None
        record = document
        if name is not None:
            record.header.name = name
    else:
        try:
            state = start_state(game, document.config, document.seed)
        except RecordError as exc:
            raise exc.at(source) from None
        seats = default_seats(game, len(game.scores(state)))
        seats[0] = SeatSpec(player)
        title = name if name is not None else f"challenge (seed {document.seed})"
        record = new_record(game, document.config, document.seed, seats, (), name=title)
    if not again:
        same = find_same(record, folder)
        if same is not None:
            label = f"{same.id} «{plain(same.name, 40)}»" if same.name else same.id
            raise AlreadySaved(_("the same game is already saved as {save}").format(save=label), path=source, info=same)
    save_id, _written = _write_new_save(game.kind, encode_record(record), folder)
    return save_id, record


def describe_info(info: SaveInfo) -> dict[str, Any]:
    """A save's list line as plain JSON-able values (for `dragonwood saves --json`)."""
    return {
        "id": info.id,
        "game": info.game,
        "name": info.name,
        "seats": [msgspec.to_builtins(s) for s in info.seats],
        "status": info.status,
        "steps": info.steps,
        "turn": info.turn,
        "scores": list(info.scores),
        "winners": list(info.winners),
        "updated": info.updated.isoformat() if info.problem is None else None,
        "problem": info.problem,
    }


__all__ = [
    "AlreadySaved",
    "clean_stale_temp_files",
    "Resumed",
    "SaveInfo",
    "check_id",
    "delete_save",
    "export_save",
    "find_same",
    "import_file",
    "list_saves",
    "load_save",
    "match_of",
    "newest_unfinished",
    "open_replay",
    "read_info",
    "rename_save",
    "resume",
    "same_game",
    "save_path",
    "start_save",
]
