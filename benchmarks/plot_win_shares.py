"""Draw the win share of each tested bot level, with its 95% interval, as an SVG bar chart.

    python benchmarks/plot_win_shares.py benchmarks/results/*.json --out docs/ai-win-shares.svg

Each input is the `--json` output of one `dragonwood tournament` run; the bar is the first
seat's level (the one tested), the whisker its 95% confidence interval over deals, the dashed
mark the fair share (one seat's share of the table; none in solo). Also prints the figures as
a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import sys
from html import escape
from pathlib import Path

ROW = 34
LEFT = 300
WIDTH = 420  # the 0-100% scale
PAD = 20


def _label(result: dict) -> str:
    seats = result["seats"]
    tested = seats[0]
    if result["solo"]:
        return f"{tested}, solo vs the automated opponent"
    others = seats[1:]
    if len(set(others)) == 1:
        rest = f"{len(others)} {others[0]}" if len(others) > 1 else others[0]
    else:
        rest = ", ".join(others)
    return f"{tested} vs {rest}"


def rows(results: list[dict]) -> list[tuple[str, float, float, float, float | None, int]]:
    out = []
    for r in results:
        level = r["levels"][0]
        low, high = level["win_share_ci95"]
        out.append((_label(r), level["win_share"], low, high, r["fair_share"], r["games"]))
    return out


def svg(data: list[tuple[str, float, float, float, float | None, int]]) -> str:
    height = PAD * 2 + ROW * len(data) + 30
    total = LEFT + WIDTH + 190  # room for "59.3% (10,000 games)"
    x = lambda share: LEFT + share * WIDTH  # noqa: E731
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="{height}" '
        f'font-family="sans-serif" font-size="13">',
        f'<rect width="{total}" height="{height}" fill="white"/>',
    ]
    for tick in range(0, 101, 25):
        tx = x(tick / 100)
        parts.append(f'<line x1="{tx:.1f}" y1="{PAD}" x2="{tx:.1f}" y2="{height - 30}" stroke="#ddd"/>')
        parts.append(f'<text x="{tx:.1f}" y="{height - 12}" text-anchor="middle">{tick}%</text>')
    for i, (label, share, low, high, fair, games) in enumerate(data):
        y = PAD + i * ROW
        mid = y + ROW / 2
        parts.append(f'<text x="{LEFT - 8}" y="{mid + 4:.1f}" text-anchor="end">{escape(label)}</text>')
        parts.append(
            f'<rect x="{LEFT}" y="{y + 7}" width="{share * WIDTH:.1f}" height="{ROW - 14}" fill="#4a7fb5"/>'
        )
        parts.append(
            f'<line x1="{x(low):.1f}" y1="{mid:.1f}" x2="{x(high):.1f}" y2="{mid:.1f}" stroke="black" stroke-width="2"/>'
        )
        for end in (low, high):
            parts.append(
                f'<line x1="{x(end):.1f}" y1="{mid - 6:.1f}" x2="{x(end):.1f}" y2="{mid + 6:.1f}" stroke="black"/>'
            )
        if fair:
            parts.append(
                f'<line x1="{x(fair):.1f}" y1="{y + 3}" x2="{x(fair):.1f}" y2="{y + ROW - 3}" '
                f'stroke="#c0392b" stroke-width="2" stroke-dasharray="4,3"/>'
            )
        parts.append(
            f'<text x="{LEFT + WIDTH + 8}" y="{mid + 4:.1f}">{share:.1%} ({games:,} games)</text>'
        )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def table(results: list[dict]) -> str:
    """The same results as a Markdown table (for docs/ai.md)."""
    lines = [
        "| tested level, table | games (deals) | win share (95% CI) | fair share | mean score | "
        "decision mean / p95 (wall) | run time |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        level = r["levels"][0]
        low, high = level["win_share_ci95"]
        fair = f"{r['fair_share']:.0%}" if r["fair_share"] else "—"
        lines.append(
            f"| {_label(r)} | {r['games']:,} ({r['deals']:,}) | **{level['win_share']:.1%}** "
            f"({low:.1%}–{high:.1%}) | {fair} | {level['mean_score']:.1f} | "
            f"{level['mean_decision_ms']:.2f} / {level['p95_decision_ms']:.1f} ms | "
            f"{r['seconds']:.0f} s, {r['jobs']} jobs |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("results", nargs="+", help="tournament --json outputs")
    p.add_argument("--out", required=True, help="the SVG file to write")
    args = p.parse_args(argv)
    results = []
    for name in args.results:
        try:
            results.append(json.loads(Path(name).read_text()))
        except (OSError, ValueError, KeyError) as exc:
            print(f"{name}: not a tournament result ({exc})", file=sys.stderr)
            return 2
    Path(args.out).write_text(svg(rows(results)))
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
