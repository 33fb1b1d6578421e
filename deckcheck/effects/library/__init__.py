"""The vocabulary of the ability language, one module per family of terms.

Every module here is imported by `deckcheck.effects.vocabulary.load()`; a term (a class
with a `name`) registers itself. Add a module or a class; nothing else lists them.
"""
