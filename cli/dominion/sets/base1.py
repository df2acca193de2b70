"""Base game (1st ed. only): its cards' texts and the words of their decisions
(cli/dominion/sets/)."""

TEXT = {
    "Adventurer": "Reveal cards from your deck until you reveal 2 Treasures. Put those into "
                  "your hand and discard the rest.",
    "Chancellor": "+$2. You may put your deck into your discard pile.",
    "Feast": "Trash this. Gain a card costing up to $5.",
    "Spy": "+1 Card, +1 Action. Each player (you too) reveals the top card of their deck, and "
           "you choose: discard it or put it back.",
    "Thief": "Each other player reveals the top 2 cards of their deck. If any are Treasures, "
             "they trash one that you choose; you may gain any of the trashed Treasures. They "
             "discard the rest.",
    "Woodcutter": "+1 Buy, +$2.",
}

DECISIONS = {
    "Chancellor": [("YESNO", "YES (1) puts your deck into your discard pile")],
    "Feast": [("GAIN", "a card costing up to $5 (your buy rule first)")],
    "Spy": [("YESNO", "for each revealed card (about(g); revealed_owner(g) is whose): YES (1) "
                      "discards it, NO (0) puts it back")],
    "Thief": [("PICK", "which revealed Treasure of the victim is trashed"),
              ("YESNO", "about(g) is that Treasure: YES (1) gains it")],
}
