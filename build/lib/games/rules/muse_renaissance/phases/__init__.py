"""One module per decision of a Muse turn: inspire (choose the card), clue, vote."""
