"""The `dragonwood` command: the app by default, and headless sub-commands.

Every sub-command imports what it needs lazily, so `dragonwood --help` and the app start fast.
Errors a person can cause (a bad file, an unknown id) print one line on stderr and exit 2.
A reader that leaves early (`dragonwood saves | head -1`) ends any command quietly, exit 141.
A terminal that is not UTF-8 shows "?" for what it cannot show (`streams.tolerate_unencodable`).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from dragonwood_tui import __version__
from dragonwood_tui.i18n import LANGUAGES, _, error_line

PRODUCT_COMMAND = "dragonwood"  # the command's name, the product's (not a game's): usage lines, --version

COMMANDS = ("campaign", "simulate", "tournament", "saves", "resume", "replay", "review", "verify", "export", "import",
            "daily", "stats", "new", "serve")


def command_of(argv: Sequence[str]) -> str | None:
    """The command word of `argv`: the parser then builds that command's sub-parser alone,
    importing nothing the others need; "" when there is no word (the app: no sub-parser), None
    for anything else (`--help`, a typo: the whole parser, which lists every command)."""
    args = list(argv)
    i = 0
    while i < len(args):
        word = args[i]
        if word in ("--data-dir", "--lang"):
            i += 2
            continue
        if word.startswith(("--data-dir=", "--lang=")):
            i += 1
            continue
        return word if word in COMMANDS else None
    return ""  # no command: the app, whose parser needs no sub-command at all


def lang_of(argv: Sequence[str]) -> str | None:
    """The value of `--lang` in `argv` (the last one), read before the parser is built: its
    help is written in that language."""
    args = list(argv)
    found = None
    for i, word in enumerate(args):
        if word == "--":
            break
        if word == "--lang" and i + 1 < len(args):
            found = args[i + 1]
        elif word.startswith("--lang="):
            found = word.split("=", 1)[1]
    return found


def choose_language(argv: Sequence[str]) -> str:
    """Put in effect the language the settings, `--lang`, `$DRAGONWOOD_LANG` or the locale name."""
    from dragonwood_tui.i18n import set_language
    from dragonwood_tui.i18n.argparse_words import localize_argparse
    from dragonwood_tui.i18n.choose import choose_language as choose, remember_cli
    from dragonwood_tui.storage.settings import load_settings, settings_path

    global _settings_warning
    settings, _settings_warning = load_settings(settings_path())
    code = set_language(choose(settings.language, remember_cli(lang_of(argv)), os.environ))
    localize_argparse()
    return code


_settings_warning: object = None  # what choose_language could not read in the settings file


def _warn_of_settings(command: str | None) -> None:
    """The settings file's warning on stderr, worded in the language chosen; the app shows it
    itself on its screen (the commands that start it)."""
    if _settings_warning is not None and command not in (None, "new", "daily"):
        print(error_line(PRODUCT_COMMAND, _settings_warning), file=sys.stderr)


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, sized as argparse sizes it (`shutil.get_terminal_size`), without
    importing shutil (with bz2, lzma, fnmatch...: a few ms of every command's start, which
    `verify` must keep near a bare `import msgspec`)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None) -> None:
        if width is None:
            width = _columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)

    def start_section(self, heading: str | None) -> None:
        # argparse writes "heading:" itself, glued: the language's own way ("options :")
        if heading:
            # TRANSLATORS: a heading of --help ("options:"); French puts a narrow no-break space before the colon
            colon = _("{heading}:").format(heading=heading)
            heading = colon[:-1] if colon.endswith(":") else heading
        super().start_section(heading)


def _columns() -> int:
    """`shutil.get_terminal_size().columns`: $COLUMNS, else the terminal's, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]  # None: caught
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser with `_Formatter` (its sub-parsers are of this class too)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def _get_value(self, action: argparse.Action, arg_string: str) -> Any:
        # argparse names a type by its Python name ("invalid int value"): say it in words
        if action.type is int:
            try:
                return int(arg_string)
            except ValueError:
                raise argparse.ArgumentError(action, _("not a whole number: '{value}'").format(value=arg_string)) from None
        return super()._get_value(action, arg_string)

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        # argparse quotes a choice with Python's repr ('foo'): the language's quotes instead
        if action.choices is not None and value not in action.choices:
            from dragonwood_tui.storage.text import plain

            choices = ", ".join(str(choice) for choice in action.choices)
            message = _("invalid choice: '{value}' (choose from {choices})").format(value=plain(str(value)[:40]), choices=choices)
            raise argparse.ArgumentError(action, message)


def _parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, or with `only` the top level and that one command (what it parses is
    the same: the other commands' words are not commands then)."""
    from dragonwood_tui.games import game_kinds

    def want(name: str) -> bool:
        return only is None or only == name

    p = _Parser(
        prog=PRODUCT_COMMAND,
        description=_("Dragonwood, Dice Quest and more card and dice games in the terminal. With no command, opens the app."),
    )
    p.add_argument("--version", action="version", version=f"{PRODUCT_COMMAND} {__version__}",
                   help=_("show the version and exit"))
    p.add_argument(
        "--data-dir",
        metavar=_("DIR"),
        help=_("where saves live (default: $DRAGONWOOD_DATA_DIR, else the user data directory)"),
    )
    p.add_argument("--lang", choices=list(LANGUAGES), metavar=_("LANG"), help=_LANG_HELP())
    sub = p.add_subparsers(dest="command", metavar=_("COMMAND"))
    kinds = list(game_kinds())

    if want("campaign"):
        from dragonwood_tui.campaign.commands import add_parser as add_campaign_parser

        add_campaign_parser(sub)

    if want("simulate"):
        sim = sub.add_parser("simulate", help=_("play games between computer players, headless"))
        sim.add_argument("--game", default=kinds[0], choices=kinds, help=_("the game"))
        sim.add_argument(
            "--seats", default=None, metavar=_("SEATS"), help=_("comma-separated bot names, one per seat (default: the game's default seats)")
        )
        _headless_games(sim, 100, _("games (at most 1,000,000,000)"))
        sim.add_argument("--records", metavar=_("DIR"), default=None, help=_("keep every game's record in DIR (one file a game)"))

    if want("tournament"):
        tour = sub.add_parser(
            # TRANSLATORS: argparse help: write a percent sign as %%
            "tournament", help=_("seat-rotated games between computer players: win shares with 95%% CIs")
        )
        tour.add_argument("--game", default=kinds[0], choices=kinds, help=_("the game"))
        tour.add_argument(
            "--seats", required=True, metavar=_("SEATS"), help=_("bot levels, one per seat (hard,normal); one alone: solo")
        )
        _headless_games(tour, 1000, _("games (whole deals; at most 1,000,000,000)"))

    if want("saves"):
        sav = sub.add_parser("saves", help=_("list saved games"))
        sav.add_argument("--json", action="store_true", help=_("print one JSON list"))

    if want("resume"):
        res = sub.add_parser("resume", help=_("reopen a saved game (the newest unfinished by default)"))
        res.add_argument("id", nargs="?", metavar=_("SAVED_GAME"), help=_("the saved game's id (`dragonwood saves` lists them)"))

    if want("replay"):
        rep = sub.add_parser("replay", help=_("replay a record step by step (in the app, or --text)"))
        rep.add_argument("file", metavar=_("FILE|ID"), help=_("a record file, or a saved game's id"))
        rep.add_argument("--text", action="store_true", help=_("print a transcript instead"))
        rep.add_argument("--seat", type=int, default=None, metavar="N", help=_("view from seat N (1 = the first seat)"))

    if want("review"):
        rev = sub.add_parser("review", help=_("judge each decision of a seat against the best the analysis finds"))
        rev.add_argument("file", metavar=_("FILE|ID"), help=_("a record file, or a saved game's id"))
        rev.add_argument("--seat", type=int, default=None, metavar="N", help=_("the seat (1 = the first; default: the first person's)"))
        rev.add_argument("--json", action="store_true", help=_("print one JSON object"))
        rev.add_argument("--jobs", type=int, default=None, metavar="J", help=_("processes (default: one per core; at most 64)"))

    if want("verify"):
        ver = sub.add_parser("verify", help=_("re-play a record and check every step and hash"))
        ver.add_argument("file", metavar=_("FILE|ID"), help=_("a record file, a saved game's id, or a campaign export"))

    if want("export"):
        exp = sub.add_parser("export", help=_("write a saved game to a file to share, or as a page any browser opens"))
        exp.add_argument("id", metavar=_("ID|FILE"), help=_("the saved game's id (`dragonwood saves` lists them), or a record file"))
        out = exp.add_mutually_exclusive_group(required=True)
        out.add_argument("--out", metavar=_("FILE"), help=_("the record file to write"))
        out.add_argument("--html", metavar=_("PAGE"), help=_("write one self-contained HTML page: the game step by step"))
        exp.add_argument("--seat", type=int, default=None, metavar="N",
                         help=_("with --html: only what seat N saw (1 = the first seat)"))
        exp.add_argument("--jobs", type=int, default=2, metavar="J", help=_("with --html: processes drawing the page (0: one per core)"))
        exp.add_argument(
            "--challenge", action="store_true", help=_("only the game, options and seed: same deal")
        )
        exp.add_argument("--force", action="store_true", help=_("replace FILE if it exists"))

    if want("import"):
        imp = sub.add_parser("import", help=_("add a record or a challenge file to the saves"))
        imp.add_argument("file", metavar=_("FILE"), help=_("a record or a challenge file"))
        imp.add_argument("--again", action="store_true", help=_("import even if the saves hold the same game (exit 3 otherwise)"))

    if want("daily"):
        from dragonwood_tui.daily.deal import daily_kinds

        day = sub.add_parser("daily", help=_("play the daily challenge in the app (today's, or a past day's as practice)"))
        day.add_argument("--date", metavar=_("YYYY-MM-DD"), help=_("the day (default: today, by the local date)"))
        day.add_argument("--game", choices=daily_kinds(), help=_("start or resume that game (default: the Daily screen)"))

    if want("stats"):
        sta = sub.add_parser("stats", help=_("the player's record: games, wins, scores, streaks, dailies"))
        sta.add_argument("--json", action="store_true", help=_("print one JSON object"))

    if want("new"):
        new = sub.add_parser("new", help=_("start a new game in the app"))
        new.add_argument("game", choices=kinds, metavar=_("GAME"), help=_("the game: {kinds}").format(kinds=", ".join(kinds)))
        new.add_argument("--seed", type=int, default=None, metavar="S", help=_("the deal's seed (default: a new one)"))

    if want("serve"):
        srv = sub.add_parser(
            "serve", help=_("play in a browser tab: serves the app on this machine (open the address it prints)"),
            description=_("Serves the app to a browser: open http://127.0.0.1:PORT/ (the address it prints) in a browser "
                          "on this machine. Each tab is its own app, on the same saves and settings."),
        )
        srv.add_argument("--port", type=int, default=8000, metavar="N", help=_("the port (default: 8000)"))
        srv.add_argument("--host", default=None, metavar=_("HOST"),
                         help=_("the address to listen on (default: 127.0.0.1, this machine only)"))
        srv.add_argument("--public", action="store_true",
                         help=_("allow an address other machines reach: anyone who reaches the port plays and reads the saves"))

    for command in sub.choices.values():  # `dragonwood saves --data-dir DIR --lang fr` works too
        command.add_argument("--data-dir", metavar=_("DIR"), default=argparse.SUPPRESS, help=_("where saves live"))
        command.add_argument("--lang", choices=list(LANGUAGES), metavar=_("LANG"), default=argparse.SUPPRESS,
                             help=_LANG_HELP())
    return p


def _LANG_HELP() -> str:
    return _("the language: {codes} (default: $DRAGONWOOD_LANG, else the settings, else the system's)").format(
        codes=", ".join(LANGUAGES)
    )


def _headless_games(command: argparse.ArgumentParser, games: int, games_help: str) -> None:
    """The options `simulate` and `tournament` share: how many games, from which seed, with
    which variants, in how many processes, printed how."""
    command.add_argument("--games", type=int, default=games, metavar="N", help=games_help)
    command.add_argument("--seed", type=int, default=1, metavar="S", help=_("the first game's seed"))
    command.add_argument("--variant", action="append", default=[], metavar=_("VARIANT"), help=_("a rules variant (repeatable)"))
    command.add_argument("--json", action="store_true", help=_("print one JSON object"))
    command.add_argument("--jobs", type=int, default=1, metavar="J", help=_("processes (0: one per core; at most 64)"))


def _app_function(name: str) -> Callable[..., int] | None:
    """`run_resume` / `run_replay` of the app (storage never imports the TUI itself)."""
    from dragonwood_tui.tui import run

    return getattr(run, name, None)


#: the exit status of any command whose reader left (`dragonwood ... | head -1`): what a shell
#: reports for a program stopped by SIGPIPE (128 + 13)
EXIT_CLOSED_PIPE = 141


def main(argv: Sequence[str] | None = None) -> int:
    """The one place a closed pipe is handled: every command ends with EXIT_CLOSED_PIPE and
    nothing on stderr (no traceback, no "Exception ignored" at exit). A terminal or pipe that
    is not UTF-8 gets "?" for what it cannot show, never a UnicodeEncodeError (`streams`)."""
    from dragonwood_tui.streams import tolerate_unencodable

    tolerate_unencodable()
    try:
        try:
            return _run(argv)
        finally:
            sys.stdout.flush()  # a closed pipe shows here, not at exit as "Exception ignored"
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader left, nothing to say
        _quiet_stdout()
        return EXIT_CLOSED_PIPE


def _run(argv: Sequence[str] | None) -> int:
    words = sys.argv[1:] if argv is None else argv
    choose_language(words)  # before the parser: its help is written in the player's language
    args = _parser(command_of(words)).parse_args(argv)  # --help writes too: inside main's pipe handling
    _warn_of_settings(args.command)
    if args.data_dir:
        os.environ["DRAGONWOOD_DATA_DIR"] = args.data_dir
    command = args.command
    if command is None or command == "new":
        from dragonwood_tui.tui.run import run_app

        return run_app(args)
    if command == "daily":
        from dragonwood_tui.tui.run import run_daily

        return run_daily(args)
    if command == "stats":
        from dragonwood_tui.stats.report import run_stats

        return run_stats(args)
    if command == "campaign":
        from dragonwood_tui.campaign.commands import run_campaign

        return run_campaign(args)
    if command == "verify":
        from dragonwood_tui.campaign.export_format import is_export  # light: a record needs no campaign code

        if is_export(args.file):  # a campaign export: the stars its records prove
            from dragonwood_tui.campaign.commands import run_verify_export

            return run_verify_export(args.file)
    if command == "simulate":
        from dragonwood_tui.simulate import run_simulate

        return run_simulate(args)
    if command == "review":
        from dragonwood_tui.review.command import run_review

        return run_review(args)
    if command == "tournament":
        from dragonwood_tui.tournament import run_tournament

        return run_tournament(args)
    if command == "serve":
        from dragonwood_tui.serve.command import run_serve

        return run_serve(args)
    if command == "export" and (args.html is not None or args.seat is not None):
        from dragonwood_tui.cli_html import run_export_html

        return run_export_html(args)
    from dragonwood_tui.progress import terminal_progress
    from dragonwood_tui.cli_files import run_command

    return run_command(args, app=_app_function, progress=terminal_progress)


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so that the flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
