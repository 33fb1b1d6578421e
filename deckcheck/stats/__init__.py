"""Exact statistics of a deck: how it draws, by combinatorics rather than sampling.

Modules, from the mathematics up:

* `distribution`: exact discrete distributions (`Distribution`, `hypergeometric`,
  `multivariate_hypergeometric`), in `fractions.Fraction`.
* `setup`: the numbers of the setup and the turn (`GameSetup`, `Player`), with their rules.
* `exact`: a deck as one question sees it (`Split`) and the answers: `opening_hand`,
  `final_hand` (after the mulligan), `life_cloth`, `life_cloth_given_hand`,
  `life_cloth_given_opening_hand`, `drawn_by_turn`, `held_at_opponent_turn`,
  `seen_after_draws`, `last_exact_turn`.
* `refresh`: the turn-by-turn card counts with draws and Ener charges only, and every
  refresh (`play_schedule`).
* `groups`: card groups and their expression language (`parse_group`, `CardGroup`).
* `mulligan`: mulligan rules (`MulliganRule`), shared with the goldfish agents.
* `report`: everything `deckcheck stats` shows, as data (`deck_report`, `StatsReport`).
* `plot`: the report as a matplotlib figure (an optional extra).

Submodules are imported on use: importing this package loads none of them.
"""
