"""A campaign's words in the player's language.

Campaign files (`campaigns/*.json`) are data in English: titles and stories of the campaign, its
chapters and stages. `shown(text)` gives one in the language in effect, where it is shown (a
change of language shows at once); a text the catalog does not know (a campaign file of one's
own) is shown as written. `extract` is the Babel extractor that puts the shipped campaigns' words
in the catalog (babel.cfg maps it onto `campaigns/*.json`), each with a comment saying where it
shows, so a new stage is in the next extraction.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from dragonwood_tui.i18n import pgettext

CONTEXT = "campaign"


def shown(text: str) -> str:
    """A campaign's title or story (as the file writes it) in the player's language."""
    return pgettext(CONTEXT, text) if text else text


def campaign_texts(data: Any) -> Iterator[tuple[str, str]]:
    """(text, where it shows) of every title and story of a campaign file's JSON."""
    if not isinstance(data, dict):
        return
    name = data.get("id", "?")
    for field in ("title", "story"):
        if isinstance(data.get(field), str) and data[field]:
            yield data[field], f"campaign {name}: its {field}"
    for chapter in data.get("chapters", []) or []:
        if not isinstance(chapter, dict):
            continue
        for field in ("title", "story"):
            if isinstance(chapter.get(field), str) and chapter[field]:
                yield chapter[field], f"campaign {name}, chapter {chapter.get('id', '?')}: its {field}"
        for stage in chapter.get("stages", []) or []:
            if not isinstance(stage, dict):
                continue
            for field in ("title", "story"):
                if isinstance(stage.get(field), str) and stage[field]:
                    yield stage[field], f"campaign {name}, stage {stage.get('id', '?')} ({stage.get('game', '?')}): its {field}"


def extract(fileobj: Any, keywords: object, comment_tags: object, options: object) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extractor interface: a campaign file's titles and stories as `pgettext` messages."""
    for text, where in campaign_texts(json.loads(fileobj.read().decode("utf-8"))):
        yield 1, "pgettext", (CONTEXT, text), [where]
