"""Benefactor bonuses, paid at the moments their cards name.

Rulebook: "Benefactors usually specify when their bonus is gained; for those that do not, you
may gain the bonus either before or after using an insect's trait." Ruling R11: such a bonus is
checked at checkpoint A (after placement, before the trait) and, if not met there, at
checkpoint B (after the trait resolves or is declined); paid at most once per placement.
Paying whenever either checkpoint is met is always what the player would pick.

The amounts come from the card data; what each card watches for is written here, one
function per card, quoting its text.
"""

from __future__ import annotations

from collections.abc import Callable

from games.rules.menagerie.cards import BENEFACTORS, INSECTS, Benefactor
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.state import State, locate

UNSPECIFIED = "unspecified"


def _pollinators(state: State, seat: int, card: str) -> bool:
    """BF01: "Each time you place a Hymenoptera or Lepidoptera insect"."""
    return INSECTS[card].order in ("hymenoptera", "lepidoptera")


def _shieldbearers(state: State, seat: int, card: str) -> bool:
    """BF02: "Each time you place a Coleoptera or Hemiptera insect"."""
    return INSECTS[card].order in ("coleoptera", "hemiptera")


def _monographer(state: State, seat: int, card: str) -> bool:
    """BF08: "place an insect directly to the right of an insect of the same order"."""
    player = state["players"][seat]
    where = locate(player, card)
    if where is None or where[1] == 0:
        return False
    left = player["terrariums"][where[0]][where[1] - 1]
    return INSECTS[left].order == INSECTS[card].order


# Cards whose timing is unspecified: the condition checked at checkpoints A and B.
PLACEMENT_CONDITIONS: dict[str, Callable[[State, int, str], bool]] = {
    "BF01": _pollinators,
    "BF02": _shieldbearers,
    "BF08": _monographer,
}

# Cards with a named moment, paid by the hook for that moment below.
TIMED = {"BF03", "BF04", "BF05", "BF06", "BF07"}


def _check_every_card_has_a_rule() -> None:
    unknown = set(BENEFACTORS) - set(PLACEMENT_CONDITIONS) - TIMED
    if unknown:
        raise RuntimeError(f"Benefactors without a rule: {sorted(unknown)}")
    for card_id in PLACEMENT_CONDITIONS:
        if BENEFACTORS[card_id].timing != UNSPECIFIED:
            raise RuntimeError(f"{card_id} names its timing; it needs a hook, not a checkpoint")


_check_every_card_has_a_rule()


def held(state: State, seat: int) -> Benefactor | None:
    card = state["players"][seat]["benefactor"]
    return BENEFACTORS[card] if card else None


def _pay(
    chain: Chain, seat: int, bf: Benefactor, reason: str, checkpoint: str = "", card: str = ""
) -> None:
    data = {"seat": seat, "benefactor": bf.id, "discovery": bf.discovery, "reason": reason}
    if checkpoint:
        # The insect this placement bonus was for: paid at most once (R11).
        data["checkpoint"] = checkpoint
        data["card"] = card
    chain.emit("BonusGained", data, actor=seat)


def after_placement(chain: Chain, seat: int, card: str, small: bool, now_full: bool) -> None:
    """The bonuses paid "immediately after placing": BF04 for a SMALL placement, BF06 for
    a second or later take this turn, BF07 for a terrarium full for the first time."""
    bf = held(chain.state, seat)
    if bf is None:
        return
    name = INSECTS[card].name
    if bf.id == "BF04" and small:
        _pay(chain, seat, bf, f"{name} was placed using SMALL")
    elif bf.id == "BF06" and chain.state["turn"]["takes"] >= 2:
        _pay(chain, seat, bf, f"{name} was a further insect this turn")
    elif bf.id == "BF07" and now_full:
        _pay(chain, seat, bf, "a terrarium became full for the first time")


def checkpoint(chain: Chain, seat: int, label: str, card: str | None = None) -> None:
    """R11 checkpoint ``label`` ("A" or "B") for ``card`` (default: the insect just
    placed); pays at most once per placed insect."""
    bf = held(chain.state, seat)
    card = card or chain.state["turn"]["current"]
    if bf is None or bf.id not in PLACEMENT_CONDITIONS or card in chain.state["turn"]["paid"]:
        return
    if PLACEMENT_CONDITIONS[bf.id](chain.state, seat, card):
        _pay(chain, seat, bf, f"placed {INSECTS[card].name}", checkpoint=label, card=card)


def after_fierce(chain: Chain, seat: int, target_now_full: bool) -> None:
    """BF03 "gain 2 Discovery tokens after the move"; BF07 when the move filled a
    terrarium for the first time."""
    bf = held(chain.state, seat)
    if bf is None:
        return
    if bf.id == "BF03":
        _pay(chain, seat, bf, "used FIERCE")
    elif bf.id == "BF07" and target_now_full:
        _pay(chain, seat, bf, "a terrarium became full for the first time")


def after_iridescent(chain: Chain, seat: int) -> None:
    """BF05: "Each time you take an Iridescent token, gain 2 Discovery tokens"."""
    bf = held(chain.state, seat)
    if bf is not None and bf.id == "BF05":
        _pay(chain, seat, bf, "took an Iridescent token")
