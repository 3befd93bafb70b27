"""The language in effect and its translations, as `i18n.set_language` left them.

Read by `i18n.grammar`, which the catalogs use to make a translation that asks for grammar: the
grammar reads the language here, not from `i18n` (that would go round: i18n loads the catalogs,
the catalogs use the grammar). This module imports nothing of the package.
"""

from __future__ import annotations

import gettext

translations: gettext.NullTranslations = gettext.NullTranslations()
language = "en"


def gettext_(message: str) -> str:
    return translations.gettext(message)


def pgettext(context: str, message: str) -> str:
    return translations.pgettext(context, message)
