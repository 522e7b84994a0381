"""League seasons: a league's season is a stream of kind "season" (``games.streams``).

One job a module: ``events`` (what the stream holds), ``lineup`` (who plays in which
division), ``schedule`` (a division's matchdays from the committed seed), ``services``
(the only writers: leagues, members, starting a season), ``results`` (a game's result,
recorded in the game's last transaction), ``close`` (final standings, promotion and
relegation, the seed published), ``project`` (the stream into rows, live and rebuilt),
``selectors`` (what the API and pages read), ``tasks`` (the window's end)."""
