"""`dragonwood export ID|FILE --html PAGE.html [--seat N]`: the command's words and errors (the page
itself: tui/html_replay)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from dragonwood_tui.i18n import _, error_line, ngettext
from dragonwood_tui.storage.records import RecordError
from dragonwood_tui.storage.text import plain
from dragonwood_tui.i18n import os_reason

EXIT_BAD_INPUT = 2


def _err(message: object) -> int:
    print(plain(error_line("dragonwood export", message), limit=500), file=sys.stderr)
    return EXIT_BAD_INPUT


def run_export_html(args: argparse.Namespace) -> int:
    from dragonwood_tui.cli_files import _record_path
    from dragonwood_tui.tui.html_replay.export import export_html

    if args.html is None:
        return _err(_("--seat is for --html (a record file holds every hand)"))
    if args.challenge:
        return _err(_("--challenge and --html: a challenge has no moves to show"))
    source = _record_path(args.id)
    out = Path(args.html)
    seat = None if args.seat is None else args.seat - 1  # --seat counts from 1, as every seat shown does
    jobs = args.jobs if args.jobs > 0 else (os.cpu_count() or 1)
    try:
        steps, size = export_html(source, out, seat, force=args.force, jobs=min(jobs, 64))
    except RecordError as exc:
        return _err(exc if exc.path is not None else exc.at(source))
    except FileExistsError as exc:
        return _err(exc)
    except OSError as exc:
        return _err(error_line(exc.filename or out, os_reason(exc)))
    print(plain(ngettext("wrote {file}: {steps} step, {size} KB, open it in any browser",
                         "wrote {file}: {steps} steps, {size} KB, open it in any browser", steps).format(
        file=out, steps=steps, size=max(1, round(size / 1024)))))
    if seat is None:
        print(_("note: without --seat the page shows every hand; --seat N shows only what seat N saw"), file=sys.stderr)
    return 0
