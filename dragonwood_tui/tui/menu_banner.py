"""The main menu's title drawn large (terminals with rows to spare): DRAGONWOOD in block
letters, two pixel rows to a text row (half blocks), 59 cells wide, 3 rows tall. The product's
name is not translated, so neither is its art. No Textual here; built once, when first asked.
"""

from __future__ import annotations

from functools import cache

WORD = "DRAGONWOOD"

# each letter 5 pixels wide and 5 tall ("#" lit); a sixth, blank pixel row makes 3 text rows
FONT = {
    "D": ("####.", "#...#", "#...#", "#...#", "####."),
    "R": ("####.", "#...#", "####.", "#..#.", "#...#"),
    "A": (".###.", "#...#", "#####", "#...#", "#...#"),
    "G": (".####", "#....", "#..##", "#...#", ".###."),
    "O": (".###.", "#...#", "#...#", "#...#", ".###."),
    "N": ("#...#", "##..#", "#.#.#", "#..##", "#...#"),
    "W": ("#...#", "#...#", "#.#.#", "##.##", "#...#"),
}

HALVES = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


@cache
def banner_lines(word: str = WORD) -> tuple[str, ...]:
    """The word in block letters, a blank column between letters, as text rows."""
    pixels = [".".join(FONT[c][row] for c in word) for row in range(5)] + ["." * (6 * len(word) - 1)]
    return tuple(
        "".join(HALVES[(top == "#", bottom == "#")] for top, bottom in zip(pixels[r], pixels[r + 1]))
        for r in range(0, len(pixels), 2)
    )


# the edge of the forest, along the bottom of a tall menu: a tile of trees, repeated
FOREST_TILE = (
    "     ▲              ▲          ",
    "    ▲▲▲     ▲      ▲▲▲    ▲    ",
    "   ▲▲▲▲▲   ▲▲▲    ▲▲▲▲▲  ▲▲▲   ",
    "  ▲▲▲▲▲▲▲ ▲▲▲▲▲  ▲▲▲▲▲▲▲▲▲▲▲▲  ",
    "     ┃      ┃       ┃     ┃    ",
)


def forest_lines(width: int) -> tuple[str, ...]:
    """The forest's edge `width` cells wide (the tile repeated, cut at the width)."""
    times = -(-max(width, 1) // len(FOREST_TILE[0]))
    return tuple((row * times)[:width] for row in FOREST_TILE)
