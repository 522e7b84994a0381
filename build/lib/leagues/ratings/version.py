"""The version of the rating rules, kept with stored ratings (as a game keeps its rules').

Raise it whenever the same games would rate differently: openskill's parameters, the tie
rule, who is rated, or an openskill release whose numbers change (tests/leagues/ratings/
test_golden.py fails until it is raised). Stored ratings of an older version are rebuilt
by replaying the rated games.
"""

from __future__ import annotations

RATINGS_VERSION = 1
