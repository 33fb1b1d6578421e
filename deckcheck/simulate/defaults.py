"""The defaults of a goldfish run, importable without the engine (the command line reads
them at start-up)."""

DEFAULT_GAMES = 10_000
DEFAULT_SEED = 1
DEFAULT_AGENT = "heuristic"
# The mulligan rule of `deckcheck stats`: keep the level 1 SIGNI.
DEFAULT_KEEP = "type=SIGNI,level=1"
