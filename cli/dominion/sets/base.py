"""Base game (2nd ed.): its cards' texts and the words of their decisions (cli/dominion/sets/)."""

TEXT = {
    "Cellar": "+1 Action. Discard any number of cards, then draw that many (all discards "
              "first, then the draws; the discarded cards may be shuffled in).",
    "Chapel": "Trash up to 4 cards from your hand.",
    "Moat": "+2 Cards. Reaction: when another player plays an Attack, you may reveal this from "
            "your hand to be unaffected by it (again for each later Attack).",
    "Harbinger": "+1 Card, +1 Action. Look through your discard pile; you may put a card from "
                 "it onto your deck.",
    "Merchant": "+1 Card, +1 Action. The first time you play a Silver this turn, +$1 (two "
                "Merchants: +$2 on that first Silver; later Silvers give nothing extra).",
    "Vassal": "+$2. Discard the top card of your deck. If it is an Action card, you may play it "
              "(this uses no Action).",
    "Village": "+1 Card, +2 Actions.",
    "Workshop": "Gain a card costing up to $4.",
    "Bureaucrat": "Gain a Silver onto your deck. Each other player reveals a Victory card from "
                  "their hand and puts it onto their deck (or reveals a hand without one).",
    "Gardens": "Worth 1 VP for every 10 cards you have (rounded down).",
    "Militia": "+$2. Each other player discards down to 3 cards in hand.",
    "Moneylender": "You may trash a Copper from your hand for +$3.",
    "Poacher": "+1 Card, +1 Action, +$1. Discard a card per empty Supply pile (your whole hand "
               "if you have too few).",
    "Remodel": "Trash a card from your hand. Gain a card costing up to $2 more than it.",
    "Smithy": "+3 Cards.",
    "Throne Room": "You may play an Action card from your hand twice (this uses no Actions; "
                   "Throne Room on Throne Room plays two other cards twice each).",
    "Bandit": "Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a "
              "revealed Treasure other than Copper (their choice) and discards the rest.",
    "Council Room": "+4 Cards, +1 Buy. Each other player draws a card.",
    "Festival": "+2 Actions, +1 Buy, +$2.",
    "Laboratory": "+2 Cards, +1 Action.",
    "Library": "Draw until you have 7 cards in hand, one at a time; you may set aside any Action "
               "card drawn this way, and discard the set-aside cards afterwards (they are not "
               "shuffled in). Nothing happens if you already hold 7 or more.",
    "Market": "+1 Card, +1 Action, +1 Buy, +$1.",
    "Mine": "You may trash a Treasure from your hand. Gain a Treasure to your hand costing up "
            "to $3 more than it.",
    "Sentry": "+1 Card, +1 Action. Look at the top 2 cards of your deck. Trash and/or discard "
              "any number of them; put the rest back in any order.",
    "Witch": "+2 Cards. Each other player gains a Curse (in turn order).",
    "Artisan": "Gain a card to your hand costing up to $5. Put a card from your hand onto your "
               "deck.",
}

DECISIONS = {
    "Cellar": [("DISCARD", "a card from your hand to discard, again and again; NONE stops "
                           "(then draw as many)")],
    "Chapel": [("TRASH", "a card from your hand to trash, up to 4 times; NONE stops")],
    "Moat": [("REACT", "when another player plays an Attack: MOAT to reveal it (unaffected), "
                       "NONE not to")],
    "Harbinger": [("PICK", "a card from your discard pile to put onto your deck, or NONE")],
    "Vassal": [("YESNO", "about(g) is the discarded Action card: YES (1) plays it, NO (0) "
                         "leaves it")],
    "Workshop": [("GAIN", "a card costing up to $4 (asked to your buy rule first; ok() "
                          "applies the limit)")],
    "Bureaucrat": [("TOPDECK", "as the victim: a Victory card from your hand to put onto your "
                               "deck")],
    "Militia": [("DISCARD", "as the victim: a card to discard, until 3 are left")],
    "Moneylender": [("YESNO", "YES (1) trashes a Copper from your hand for +$3")],
    "Poacher": [("DISCARD", "a card to discard, once per empty Supply pile")],
    "Remodel": [("TRASH", "a card from your hand to trash"),
                ("GAIN", "a card costing up to $2 more than it (your buy rule first)")],
    "Throne Room": [("PLAY", "an Action card from your hand to play twice (your action rule), "
                             "or NONE")],
    "Bandit": [("PICK", "as the victim: which revealed Treasure (not Copper) is trashed")],
    "Library": [("SET_ASIDE", "about(g) is the Action card just drawn: YES (1) sets it aside, "
                              "NO (0) keeps it in hand")],
    "Mine": [("TRASH", "a Treasure from your hand to trash, or NONE"),
             ("GAIN", "a Treasure costing up to $3 more, to your hand (your buy rule first)")],
    "Sentry": [("MODE", "for each looked-at card (about(g)): SENTRY_TRASH (0), SENTRY_DISCARD "
                        "(1) or SENTRY_KEEP (2)"),
               ("PICK", "of two kept cards: the one to put on top")],
    "Artisan": [("GAIN", "a card costing up to $5, to your hand (your buy rule first)"),
                ("TOPDECK", "a card from your hand to put onto your deck")],
}
