"""Prosperity (1st ed. only): its cards' texts and the words of their decisions
(cli/dominion/sets/)."""

TEXT = {
    "Loan": "$1. When you play this, reveal cards from your deck until you reveal a "
            "Treasure. Discard it or trash it. Discard the other cards.",
    "Trade Route": "+1 Buy. +$1 per token on the Trade Route mat. Trash a card from your hand. "
                   "Setup: put a token on each Victory card Supply pile; when a card is "
                   "gained from that pile, move the token to the Trade Route mat.",
    "Talisman": "$1. While this is in play, when you buy a card costing $4 or less that is "
                "not a Victory card, gain a copy of it (each Talisman one, while the pile "
                "lasts).",
    "Contraband": "$3. +1 Buy. When you play this, the player to your left names a card. You "
                  "can't buy that card this turn.",
    "Counting House": "Look through your discard pile, reveal any number of Coppers from it, "
                      "and put them into your hand.",
    "Mountebank": "+$2. Each other player may discard a Curse; if they don't, they gain a "
                  "Curse and a Copper.",
    "Royal Seal": "$2. While this is in play, when you gain a card, you may put that card onto "
                  "your deck.",
    "Venture": "$1. When you play this, reveal cards from your deck until you reveal a "
               "Treasure. Discard the other cards. Play that Treasure.",
    "Goons": "+1 Buy, +$2. Each other player discards down to 3 cards in hand. While this is "
             "in play, when you buy a card, +1 VP token (each Goons in play one).",
}

DECISIONS = {
    "Loan": [("YESNO", "about(g) is the Treasure revealed: YES (1) trashes it, NO (0) "
                       "discards it")],
    "Trade Route": [("TRASH", "a card from your hand to trash")],
    "Contraband": [("NAME", "as the player to the left of the one who played it: any card id "
                            "(that player may not buy it this turn)")],
    "Counting House": [("MODE", "how many Coppers (0 to those in your discard pile) to put "
                                "into your hand")],
    "Mountebank": [("YESNO", "as the victim, with a Curse in hand: YES (1) discards it, NO "
                             "(0) gains a Curse and a Copper")],
    "Royal Seal": [("YESNO", "on a card you gained with this in play: YES (1) puts it onto "
                             "your deck (dec_card: the card)")],
    "Goons": [("DISCARD", "as the victim: a card to discard, until 3 are left in hand")],
}
