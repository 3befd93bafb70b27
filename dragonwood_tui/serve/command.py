"""`dragonwood serve [--port N] [--host H] [--public]`: the same app (every screen, the same data
folder and settings) in a browser tab, one app process per tab, through textual-serve.

textual-serve has no login: whoever reaches the port plays and reads the saves. So it listens
on the loopback address unless `--public` says otherwise, and then says so. Its page is ours
(templates/app_index.html): nothing is loaded from outside the machine, and the terminal has
the keyboard as soon as the page loads (no first click that would also act on the table).
"""

from __future__ import annotations

import argparse
import ipaddress
import shlex
import sys
from pathlib import Path

from dragonwood_tui.i18n import _
from dragonwood_tui.i18n import os_reason

EXIT_BAD_INPUT = 2
LOOPBACK = "127.0.0.1"


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def app_command(args: argparse.Namespace) -> str:
    """The command each tab runs: this Python, this package, the same data folder and language."""
    words = [sys.executable, "-m", "dragonwood_tui"]
    if getattr(args, "data_dir", None):
        words += ["--data-dir", str(Path(args.data_dir).resolve())]
    if getattr(args, "lang", None):
        words += ["--lang", args.lang]
    return shlex.join(words)


def run_serve(args: argparse.Namespace) -> int:
    host = args.host or LOOPBACK
    if not is_loopback(host) and not args.public:
        print(_("dragonwood serve: {host} is reachable from other machines: add --public to serve there").format(host=host),
              file=sys.stderr)
        return EXIT_BAD_INPUT
    if not 0 < args.port < 65536:
        print(_("dragonwood serve: --port {port}: a port is 1 to 65535").format(port=args.port), file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        from dragonwood_tui.serve.server import DragonwoodServer
    except ImportError as exc:
        print(_("dragonwood serve: {missing} is not installed (install the game again)").format(missing=exc.name),
              file=sys.stderr)
        return EXIT_BAD_INPUT
    if not is_loopback(host):
        print(_("warning: anyone who reaches port {port} of this machine can play and read your saves (there is no login)").format(
            port=args.port), file=sys.stderr)
    server = DragonwoodServer(app_command(args), host=host, port=args.port, title="Dragonwood")
    print(_("Open http://{host}:{port}/ in a browser (Ctrl+C here stops serving).").format(
        host=host if ":" not in host else f"[{host}]", port=args.port), flush=True)
    try:
        server.serve()
    except OSError as exc:
        print(_("dragonwood serve: port {port}: {reason}").format(port=args.port, reason=os_reason(exc)), file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0
