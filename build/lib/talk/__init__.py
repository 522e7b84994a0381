"""Table talk: a chat per game, for the game's players."""
