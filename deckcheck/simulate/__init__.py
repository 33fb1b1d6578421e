"""Simulations: a deck played by the full rules engine against an opponent that does
nothing (goldfish), or two decks against each other (matches, gauntlets), over many
seeded games, and what those games measure.

Modules, from one game up:

* `setup`: the request (`GoldfishRequest`) and the prepared, picklable `Simulation`
  (the decks as the engine plays them, the agents, each game's seed).
* `trace`: one game's record (`GameTrace`), collected by listening to its events.
* `tally`: games counted in integers (`Tally`, `RunTally`): mergeable in any order.
* `runner`: playing the games of any run (a `Work`), in this process or in worker
  processes.
* `estimates`: proportions, means and medians with confidence intervals.
* `report`: the figures of a run (`GoldfishReport`), its JSON and CSV.
* `goldfish`: the one library call (`load_goldfish`, `run_goldfish`, `game_log`).
* `plot`: the reports as matplotlib figures (an optional extra).
* `matchup`: a match prepared (`MatchRequest`, `Matchup`: each seed twice, either deck
  first), its games' traces and integer tallies.
* `match_report`: the figures of a match and of a gauntlet, their JSON and CSV.
* `match`: the library calls (`load_decks`, `run_match`, `run_gauntlet`, `match_log`).

Submodules are imported on use: importing this package loads none of them.
"""
