"""A language's catalog: the `.mo` shipped in the package, each message checked as it is used.

The compiled catalogs are built from the `.po` files by Babel (`sh tools/i18n.sh`) and shipped in
the package (`locale/<lang>/LC_MESSAGES/dragonwood.mo`; a test fails when one is behind its
`.po`). Nothing is compiled at run time and nothing is read from a user folder, so no file a
stranger plants in a cache can hang a command, exhaust memory or crash it. The shipped file is
still read as any file is (a regular file, size-bounded, read once), and one that can't be
parsed means English.

A translation whose placeholders differ from its English message's is never returned: the English
is (`CheckedCatalog`), so a `.format()` or argparse's `%` never meets a field it was not given.
Each message is checked at its first lookup, not at load: checking the 2,000 messages up front
costs more than parsing the catalog (some 2.5 ms against 3), and a start in French looks up 20.
"""

from __future__ import annotations

import gettext
import io
import re
from pathlib import Path

# what string.Formatter().parse calls, without importing `string` (0.7 ms: its Template class
# compiles a regex at import)
from _string import formatter_parser  # type: ignore[import-not-found]  # CPython's own module: no stub

from dragonwood_tui.storage.regular import Unreadable, read_regular
from dragonwood_tui.i18n.grammar import is_grammar_spec, phrase

DOMAIN = "dragonwood"  # the catalogs' file name (here, not in i18n/__init__.py: that imports this module)
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
MAX_CATALOG_BYTES = 4 * 1024 * 1024  # the Russian catalog is some 200 KiB

#: every `%` starts a conversion (`%(prog)s`, `%-5d`, `%%`) when a message is a %-template
_PERCENT_FIELD = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+)?)?[hlL]?(.?)", re.S)
#: what makes a message a %-template (argparse's words): a conversion with no flags
_PERCENT_TEMPLATE = re.compile(r"%(?:\(\w+\))?[sdrifx]")


def po_path(code: str) -> Path:
    """The translators' source of `code`'s catalog (the tests and tools/i18n.sh read it; the app does not)."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    """`code`'s catalog compiled by Babel from its `.po`: what the app reads."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def load_catalog(code: str) -> CheckedCatalog | None:
    """The shipped catalog of `code`, or None when it has none or it can't be read (English)."""
    try:
        data = read_regular(mo_path(code), MAX_CATALOG_BYTES, what="a catalog")
    except Unreadable:
        return None
    try:
        return CheckedCatalog(io.BytesIO(data))
    except Exception:  # every way a damaged file fails: bad magic, cut short, a charset or plural rule
        return None


def _brace_fields(text: str) -> set[tuple[str, str | None, str]] | None:
    """The `str.format` fields of `text` as written (name, conversion, spec), or None when it is
    no format string (a lone brace)."""
    if "{" not in text and "}" not in text:
        return set()
    try:
        return {(name, conv, spec) for _, name, spec, conv in formatter_parser(text) if name is not None}
    except ValueError:
        return None


def _percent_fields(text: str) -> set[tuple[int, str]]:
    """The `%` conversions of a %-template: named ones by their text, the others by their place."""
    found = [m.group(0) for m in _PERCENT_FIELD.finditer(text) if m.group(0) != "%%"]
    unnamed = [f for f in found if not f.startswith("%(")]
    return {(-1, f) for f in found if f.startswith("%(")} | set(enumerate(unnamed))


def agrees(translation: str, *english: str) -> bool:
    """Whether `translation` has the placeholders of its English message (both forms of a plural
    one): the same `{fields}` as written (name, `!conversion`, `:spec`), and when either is a
    %-template (argparse's words) the same `%` conversions. Order is free; an English message
    that is no format string (a lone brace) is never formatted, so its braces are not compared.
    A grammar spec of the translation's (`{card:ins}`, `i18n.grammar`) counts as no spec."""
    if any("%" in t and _PERCENT_TEMPLATE.search(t.replace("%%", "")) for t in (translation, *english)):
        if _percent_fields(translation) != set().union(*map(_percent_fields, english)):
            return False
    wanted: set[tuple[str, str | None, str]] = set()
    for message in english:
        fields = _brace_fields(message)
        if fields is None:
            return True
        wanted |= fields
    found = _brace_fields(translation)
    if found is None:
        return False
    # a translation may ask a name's grammar ({card:acc}, i18n.grammar) where English has none
    return {(name, conv, "" if is_grammar_spec(spec) else spec) for name, conv, spec in found} == wanted


class CheckedCatalog(gettext.GNUTranslations):
    """A GNU catalog that gives the English instead of a translation whose placeholders differ
    (`agrees`): each message is checked at its first lookup and its answer kept."""

    def __init__(self, fp: io.BytesIO) -> None:
        self._shown: dict[object, str] = {}  # message (or context and message) -> what is shown
        self._plural_agrees: dict[tuple[str, str], bool] = {}  # (English singular, form) -> agrees
        super().__init__(fp)

    def gettext(self, message: str) -> str:
        shown = self._shown.get(message)
        if shown is None:
            out = super().gettext(message)
            shown = self._shown[message] = phrase(out) if out is message or agrees(out, message) else message
        return shown

    def pgettext(self, context: str, message: str) -> str:
        key = (context, message)
        shown = self._shown.get(key)
        if shown is None:
            out = super().pgettext(context, message)
            shown = self._shown[key] = phrase(out) if out is message or agrees(out, message) else message
        return shown

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        english = msgid1 if n == 1 else msgid2
        try:
            out = super().ngettext(msgid1, msgid2, n)
        except ArithmeticError:  # a damaged plural rule (a division by zero)
            return english
        return phrase(out) if out is english or self._form_agrees(out, msgid1, msgid2) else english

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        english = msgid1 if n == 1 else msgid2
        try:
            out = super().npgettext(context, msgid1, msgid2, n)
        except ArithmeticError:
            return english
        return phrase(out) if out is english or self._form_agrees(out, msgid1, msgid2) else english

    def _form_agrees(self, form: str, msgid1: str, msgid2: str) -> bool:
        key = (msgid1, form)
        known = self._plural_agrees.get(key)
        if known is None:
            known = self._plural_agrees[key] = agrees(form, msgid1, msgid2)
        return known
