"""Tournaments: a stream of kind "tournament" (``events``), projected into rows
(``project``), changed only by ``services``; rounds paired by ``rounds`` through the pure
``formats`` (over ``progress``, read from the events alone), results recorded by
``results`` in each game's last transaction; ``standings`` ranks; ``tasks`` runs the next
round and the tick; ``autoplay`` lets bots answer for the players (tests, the simulator)."""
