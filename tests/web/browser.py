"""A real browser for the tests: Chromium from the system's packages, driven by Playwright.

Nothing is downloaded at run time. Where no Chromium is installed the tests install Debian's
`chromium` package when they can (root with apt-get, as CI is); they skip with the reason only
where no browser can be installed, and never in CI (CI=true): there a missing browser fails.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

NAMES = ("chromium", "chromium-browser", "google-chrome")


def _found() -> str | None:
    for name in NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def _install() -> str:
    """Debian's chromium, when this user may install it; else why not."""
    if shutil.which("apt-get") is None:
        return "no apt-get to install chromium with"
    if os.geteuid() != 0:
        return "chromium is not installed and installing it needs root (apt-get install chromium)"
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "chromium"]):
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            return f"{' '.join(command)} failed: {(done.stderr or done.stdout).strip()[-300:]}"
    return ""


def chromium_path() -> str:
    """The browser's path; skips (fails in CI) when there is none and none can be installed."""
    path = _found()
    if path is None:
        why = _install()
        path = _found()
        if path is None:
            reason = why or "chromium installed but not found on PATH"
            if os.environ.get("CI"):
                pytest.fail(f"no browser in CI: {reason}")
            pytest.skip(f"no browser: {reason}")
    try:
        import playwright  # noqa: F401
    except ImportError:
        pytest.fail("playwright is not installed: pip install -e '.[test]'")
    return path
