"""Prosperity (1st ed. only): its cards' texts and the words of their decisions
(cli/dominion/sets/)."""

TEXT = {
    "Loan": "$1. When you play this, reveal cards from your deck until you reveal a "
            "Treasure. Discard it or trash it. Discard the other cards.",
    "Counting House": "Look through your discard pile, reveal any number of Coppers from it, "
                      "and put them into your hand.",
    "Mountebank": "+$2. Each other player may discard a Curse; if they don't, they gain a "
                  "Curse and a Copper.",
    "Venture": "$1. When you play this, reveal cards from your deck until you reveal a "
               "Treasure. Discard the other cards. Play that Treasure.",
}

DECISIONS = {
    "Counting House": [("MODE", "how many Coppers (0 to those in your discard pile) to put "
                                "into your hand")],
    "Loan": [("YESNO", "about(g) is the Treasure revealed: YES (1) trashes it, NO (0) "
                       "discards it")],
    "Mountebank": [("YESNO", "as the victim, with a Curse in hand: YES (1) discards it, NO "
                             "(0) gains a Curse and a Copper")],
}
