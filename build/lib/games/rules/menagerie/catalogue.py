"""What the catalogue says about Menagerie (declared here only)."""

from __future__ import annotations

from games.engine.catalogue import Catalogue

CATALOGUE = Catalogue(
    name="Menagerie",
    summary=(
        "Curate insects into three terrariums, using their traits and your Benefactor; "
        "score sets of the same order, Iridescent tokens and your Showcase."
    ),
    players="1-4 players, solitaire included",
    about=(
        "You are an insect curator with three terrariums. Each turn you take two Discovery "
        "tokens, unlock one terrarium with the Key, take an insect from the Field into it and "
        "use one of its traits (Pattern, Fierce, Big, Small or Iridescent); more Discovery "
        "tokens buy more insects. Insects of one order score more together, up to 15 points "
        "for five. When someone fills all three terrariums the others take a last turn. "
        "Benefactors and Showcases add bonuses, and solitaire races a net that clears the Field."
    ),
    play_time="30-60 minutes",
)
