"""The parts of a game in play order: the opening draft (draft), a turn's steps (turn), and
the end of a turn with the game end (end_turn); ``flow.py`` decides which comes next."""
