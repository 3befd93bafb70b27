"""The app in the terminal: `run_app(args)` (no command, or `dragonwood new GAME`),
`run_resume(id)`, `run_daily(args)` and `run_replay(path, seat)`, each a `make_app(...)` run with
the terminal put back as it was afterwards."""

from __future__ import annotations

import os
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from dragonwood_tui.tui.app import DragonwoodApp, make_app
from dragonwood_tui.tui.start import Start


def _run(app: DragonwoodApp) -> int:
    """Run in the terminal; put the terminal back as it was, also after Ctrl+C or a crash."""
    saved = None
    fd = None
    try:
        import termios

        if sys.stdin.isatty():
            fd = sys.stdin.fileno()
            saved = termios.tcgetattr(fd)
    except (ImportError, OSError):
        pass
    interrupted = False
    from dragonwood_tui.tui.input_guard import guard_input_decoding

    guard_input_decoding()  # a typed byte that is not UTF-8 must not end the app (Textual decodes strictly)
    try:
        result = app.run()
    except KeyboardInterrupt:
        interrupted = True
        result = 130
    finally:
        if saved is not None and fd is not None:
            import termios

            try:
                termios.tcsetattr(fd, termios.TCSADRAIN, saved)
            except OSError:
                pass
    if interrupted and sys.stdout.isatty():
        # Leave the alternate screen, show the cursor, stop mouse reporting.
        sys.stdout.write("\x1b[?1000l\x1b[?1003l\x1b[?1006l\x1b[?1049l\x1b[?25h")
        sys.stdout.flush()
    if app.return_code:  # an unhandled exception: Textual printed it and set 1
        return app.return_code
    return result if isinstance(result, int) else 0


def _data_dir_from_env() -> Path | None:
    env = os.environ.get("DRAGONWOOD_DATA_DIR")
    return Path(env) if env else None


def run_app(args: Any) -> int:
    """`dragonwood` (the menu) or `dragonwood new GAME [--seed S]` (straight into a game)."""
    start = Start()
    if getattr(args, "command", None) == "new":
        start = Start(action="new", game=args.game, seed=args.seed)
    return _run(make_app(data_dir=_data_dir_from_env(), start=start))


def run_resume(save_id: str | None = None) -> int:
    """`dragonwood resume [ID]`: the app, opened on that saved game (newest unfinished if None)."""
    return _run(make_app(data_dir=_data_dir_from_env(), start=Start(action="resume", save_id=save_id)))


def run_daily(args: Any) -> int:
    """`dragonwood daily [--date YYYY-MM-DD] [--game KIND]`: the day's game, or the Daily screen."""
    if args.date:
        from dragonwood_tui.daily.deal import NotADate, parse_date
        from dragonwood_tui.i18n import _, error_line

        try:
            if parse_date(args.date) > datetime.now().date():
                raise NotADate(_("the daily of {date} is not out yet").format(date=args.date))
        except NotADate as exc:
            print(error_line("dragonwood daily", exc), file=sys.stderr)
            return 2
    start = Start(action="daily", game=args.game, date=args.date)
    return _run(make_app(data_dir=_data_dir_from_env(), start=start))


def run_replay(path: str | Path, seat: int | None = None, opened: tuple[Any, Any] | None = None) -> int:
    """`dragonwood replay FILE [--seat N]`: the app, opened on the replay viewer; `opened` is the
    (record, cursor) the command has already checked, so the game is walked once."""
    start = Start(action="replay", path=Path(path), seat=seat, opened=opened)
    if opened is not None:
        import gc

        # The checked cursor (its snapshots and log lines) lives as long as the viewer: out of
        # the collector's full passes while the app starts (the viewer freezes it anyway).
        gc.freeze()
    return _run(make_app(data_dir=_data_dir_from_env(), start=start))
