"""What tournaments and league seasons share: the roads from the games and from their own
streams to the code of each kind of event (``dispatch``)."""
