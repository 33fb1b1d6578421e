"""Goldfish simulation: a deck played by the full rules engine against an opponent that
does nothing, over many seeded games, and what those games measure.

Modules:

* `setup`: the request (`GoldfishRequest`) and the prepared, picklable `Simulation`
  (decks as the engine plays them, the agents, each game's seed).
* `trace`: one game's record (`GameTrace`), collected by listening to its events.
* `runner`: playing the games, in this process or in worker processes, in game order.

Submodules are imported on use: importing this package loads none of them.
"""
