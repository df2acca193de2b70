"""Intrigue (1st ed. only): its cards' texts and the words of their decisions
(cli/dominion/sets/)."""

TEXT = {
    "Secret Chamber": "Discard any number of cards; +$1 per card discarded. Reaction: when "
                      "another player plays an Attack, you may reveal this from your hand: "
                      "+2 Cards, then put 2 cards from your hand onto your deck.",
    "Great Hall": "1 VP. +1 Card, +1 Action.",
    "Coppersmith": "Copper produces an extra $1 this turn (two Coppersmiths: +$2 per Copper).",
    "Scout": "+1 Action. Reveal the top 4 cards of your deck. Put the revealed Victory cards "
             "into your hand; put the others back on top in any order.",
    "Saboteur": "Each other player reveals cards from the top of their deck until revealing one "
                "costing $3 or more. They trash it and may gain a card costing at most $2 less "
                "than it, and discard the other revealed cards.",
    "Tribute": "The player to your left reveals then discards the top 2 cards of their deck. "
               "For each differently named card revealed: an Action card, +2 Actions; a "
               "Treasure, +$2; a Victory card, +2 Cards.",
}

DECISIONS = {
    "Secret Chamber": [("DISCARD", "a card to discard for +$1, again and again; NONE stops"),
                       ("REACT", "when another player plays an Attack: SECRET_CHAMBER to "
                                 "reveal it (+2 Cards, then put 2 back), NONE not to"),
                       ("TOPDECK", "after revealing: a card to put onto your deck, twice")],
    "Scout": [("PICK", "the revealed non-Victory cards go back: the card to put back next "
                       "(the first answer ends up on top)")],
    "Saboteur": [("GAIN", "as the victim: a card costing up to $2 less than the trashed one, "
                          "or NONE")],
}
