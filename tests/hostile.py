"""Hostile files for tests: YAML whose few lines stand for billions of values."""

from __future__ import annotations


def alias_bomb(levels: int = 9) -> str:
    """Anchors and aliases nine levels deep: 9**9 (387 million) strings once expanded
    (a "billion laughs")."""
    lines = ['l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, levels):
        lines.append(f"l{level}: &l{level} [" + ", ".join([f"*l{level - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"
