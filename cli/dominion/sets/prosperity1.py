"""Prosperity (1st ed. only): its cards' texts and the words of their decisions
(cli/dominion/sets/)."""

TEXT = {
    "Counting House": "Look through your discard pile, reveal any number of Coppers from it, "
                      "and put them into your hand.",
    "Mountebank": "+$2. Each other player may discard a Curse; if they don't, they gain a "
                  "Curse and a Copper.",
}

DECISIONS = {
    "Counting House": [("MODE", "how many Coppers (0 to those in your discard pile) to put "
                                "into your hand")],
    "Mountebank": [("YESNO", "as the victim, with a Curse in hand: YES (1) discards it, NO "
                             "(0) gains a Curse and a Copper")],
}
