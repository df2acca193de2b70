"""Seaside (1st ed. only): its cards' texts and the words of their decisions
(cli/dominion/sets/)."""

TEXT = {
    "Embargo": "+$2. Trash this to add an Embargo token to a Supply pile (when a player buys "
               "a card from it, they gain a Curse per token; a Throne Room's second play adds "
               "none, but a second token with --edition 1, as first printed).",
    "Pearl Diver": "+1 Card, +1 Action. Look at the bottom card of your deck. You may put it on "
                   "top.",
    "Ambassador": "Reveal a card from your hand. Return up to 2 copies of it from your hand to "
                  "the Supply. Then each other player gains a copy of it.",
    "Navigator": "+$2. Look at the top 5 cards of your deck. Either discard all of them, or put "
                 "them back on top of your deck in any order.",
    "Pirate Ship": "Choose one: each other player reveals the top 2 cards of their deck, trashes "
                   "a revealed Treasure that you choose, discards the rest, and if anyone "
                   "trashed a Treasure you add a Coin token to your Pirate Ship mat; or +$1 "
                   "per Coin token on your mat.",
    "Sea Hag": "Each other player discards the top card of their deck, then gains a Curse onto "
               "their deck.",
    "Explorer": "You may reveal a Province from your hand. If you do, gain a Gold to your hand; "
                "if you do not, gain a Silver to your hand.",
    "Ghost Ship": "+2 Cards. Each other player with 4 or more cards in hand puts cards from "
                  "their hand onto their deck until they have 3 cards in hand.",
}

DECISIONS = {
    "Embargo": [("PICK", "a Supply pile (a card of it) for the Embargo token")],
    "Pearl Diver": [("YESNO", "about(g) is the bottom card of your deck: YES (1) puts it on "
                              "top")],
    "Ambassador": [("PICK", "the card from your hand to reveal"),
                   ("MODE", "how many copies of it (0, 1, 2) go back to the Supply")],
    "Navigator": [("YESNO", "YES (1) discards the 5 cards looked at (revealed(g, i)), NO (0) "
                            "puts them back"),
                  ("PICK", "putting them back: the card to put onto your deck now (the last "
                           "one ends on top)")],
    "Pirate Ship": [("MODE", "PIRATE_ATTACK (0) or PIRATE_COINS (1): +$1 per Coin token"),
                    ("PICK", "for each victim: which revealed Treasure is trashed")],
    "Explorer": [("YESNO", "with a Province in hand: YES (1) reveals it for a Gold, NO (0) "
                           "takes a Silver")],
    "Ghost Ship": [("TOPDECK", "as the victim: a card from your hand to put onto your deck, "
                               "until 3 are left")],
}
