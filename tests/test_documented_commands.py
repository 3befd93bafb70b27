"""Every `python -m MODULE` command the docs, the README and the benchmarks name is a module
that runs as a command: a tool that moves (the lived-in folder's generator) is named where it is."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMAND = re.compile(r"python3? -m (dragonwood_tui[\w.]*)")


def documented() -> dict[str, list[str]]:
    """Each module a `python -m` command names, with the files that name it."""
    found: dict[str, list[str]] = {}
    files = [*ROOT.glob("docs/*.md"), ROOT / "README.md", *ROOT.glob("benchmarks/*.py"), *ROOT.glob("tools/*")]
    for path in files:
        if path.is_file():
            for module in COMMAND.findall(path.read_text(encoding="utf-8", errors="replace")):
                found.setdefault(module.rstrip("."), []).append(path.name)
    return found


def test_the_docs_name_the_lived_in_generator():
    assert "dragonwood_tui.devtools.make_lived_in" in documented() or any("make_lived_in" in m for m in documented())


def test_every_documented_command_runs_as_a_module():
    for module, where in documented().items():
        spec = importlib.util.find_spec(module)
        assert spec is not None and spec.origin, f"{module}, named in {where}, is no module"
        if spec.submodule_search_locations:  # a package: it runs through its __main__
            assert importlib.util.find_spec(f"{module}.__main__") is not None, f"{module} ({where}) has no __main__"
        else:
            text = Path(spec.origin).read_text(encoding="utf-8")
            assert 'if __name__ == "__main__":' in text, f"{module}, named in {where}, does not run as a command"
