"""The phases of a turn, one module each, in play order.

deal (shuffle, deal, discard and replace) -> trading -> reveal (hands shown, one card kept per
source) -> bidding (collections laid out and settled) with sealed_bids or live_auction ->
scoring (turns 6, 8, 10) -> next turn or the end. Each module holds its prompts, its answers
(decide), its automatic events and its ``HANDLERS`` (event type -> evolve function).
"""
