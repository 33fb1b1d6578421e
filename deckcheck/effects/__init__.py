"""The ability language: cards' abilities as typed YAML data (docs/ability-language.md).

- `terms`: the four families of words (effects, conditions, quantities, triggers).
- `binding`: YAML to typed terms, and their JSON Schema, from the same type hints.
- `cards`, `costs`, `values`, `program`, `ability`: selections, costs, amounts and
  durations, effect lists, and ability definitions compiled to engine abilities.
- `english`: the English every term writes about itself.
- `library/`: the vocabulary, one module per family of effects.
- `compiler`: a card file entry's `abilities:` list to definitions and engine objects.

The engine never imports this package; a card's compiled abilities are engine objects.
"""
