"""argparse's own words ("usage:", "options", "error:") in the player's language.

argparse looks its words up through its module-level `_` and `ngettext` (gettext's default
domain, which no catalog of ours fills); the CLI points them at ours. The msgids below are
argparse's, marked here so that extraction puts them in our catalog (Python 3.11-3.13 words;
a word a later Python changes shows in English until the catalog has it).
"""

from __future__ import annotations

import argparse

from dragonwood_tui.i18n import N_, _, ngettext

ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("can't open '%(filename)s': %(error)s"),
)


def localize_argparse() -> None:
    """From now on argparse writes its words with our catalog (English: unchanged)."""
    argparse._ = _  # type: ignore[attr-defined]  # argparse's own lookup, by design a module global
    argparse.ngettext = ngettext  # type: ignore[attr-defined]  # as `_` above: argparse's own module global
