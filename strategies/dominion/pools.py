"""The bots a kingdom sweep pits against each other in one kingdom."""
from simcore.dominion.cards import PLATINUM_COLONY
from strategies.dominion.api import REGISTRY
from strategies.dominion.bm_cards import make_bm


def kingdom_pool(kingdom, extra=()):
    """The strategies of a kingdom sweep's tournament for one kingdom: big-money-ultimate,
    bm-X for every kingdom card X, the built-in bots whose needs are all in the kingdom (not
    the bm family, already there; not the DomBots collection), and `extra` strategies."""
    ks = set(kingdom)
    pool = {"big-money-ultimate": REGISTRY["big-money-ultimate"]}
    for x in sorted(ks - set(PLATINUM_COLONY)):    # basic cards (a Colony game's): no bm-X
        s = make_bm(x)
        pool[s.name] = s
    for name, s in REGISTRY.items():
        # bm-<card>:classic duplicates bm-<card>; the DomBots collection (31 reference bots)
        # joins a pool only when named in `extra`
        if s.family in ("bm", "bm-classic", "dombots") or name in pool:
            continue
        if s.needs and set(s.needs) <= ks:
            pool[name] = s
    for s in extra:
        pool[s.name] = s
    return list(pool.values())
