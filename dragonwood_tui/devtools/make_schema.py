"""Write docs/record-schema.json: `python -m dragonwood_tui.devtools.make_schema docs/record-schema.json`.

The schema is generated from the record Structs of every registered game (engine.record_format), so
it changes when a game's config or actions change; a test says when the file is out of date.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from dragonwood_tui.engine.record_build import json_schema
from dragonwood_tui.games import game_kinds, get_game
from dragonwood_tui.storage.atomic import atomic_write

COMMAND = "python -m dragonwood_tui.devtools.make_schema docs/record-schema.json"


def schema_text() -> str:
    schema = json_schema([get_game(kind) for kind in game_kinds()])
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(f"usage: {COMMAND}", file=sys.stderr)
        return 2
    atomic_write(Path(argv[0]), schema_text().encode())
    print(f"wrote {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
