"""Prosperity (2nd ed.): its cards' texts and the words of their decisions, for the cards
implemented so far (cli/dominion/sets/; Platinum's and Colony's, basic cards, are in
cardtext.py)."""

TEXT = {
    "Watchtower": "Draw until you have 6 cards in hand. When you gain a card, you may reveal "
                  "this from your hand, to either trash that card or put it onto your deck "
                  "(also on other players' turns; asked once the card gaining it has finished "
                  "its step).",
    "Bishop": "+$1, +1 VP token. Trash a card from your hand: +VP tokens equal to half its "
              "cost, rounded down. Each other player may trash a card from their hand.",
    "Monument": "+$2. +1 VP token.",
    "Quarry": "$1. While this is in play, Action cards cost $2 less, but not less than $0.",
    "Worker's Village": "+1 Card, +2 Actions, +1 Buy.",
    "City": "+1 Card, +2 Actions. If there are one or more empty Supply piles, +1 Card. If "
            "there are two or more, +1 Buy and +$1 too.",
    "Mint": "You may reveal a Treasure card from your hand. Gain a copy of it. When you gain "
            "this, trash all non-Duration Treasures you have in play (1st edition: when you "
            "buy this, trash all Treasures you have in play).",
    "Rabble": "+3 Cards. Each other player reveals the top 3 cards of their deck, discards the "
              "Actions and Treasures, and puts the rest back.",
    "Vault": "+2 Cards. Discard any number of cards for +$1 each. Each other player may "
             "discard 2 cards, to draw a card (one with a single card may discard it and "
             "draws nothing).",
    "Grand Market": "+1 Card, +1 Action, +1 Buy, +$2. You can't buy this while you have a "
                    "Copper in play (a Copper left in hand does not count).",
    "Hoard": "$2. This turn, when you gain a Victory card, if you bought it, gain a Gold "
             "(one per Hoard played, trashed since or not; 1st edition: while this is in "
             "play, when you buy a Victory card, gain a Gold).",
    "Bank": "Worth $1 per Treasure you have in play, counting this (played after your other "
            "Treasures unless you choose another order).",
    "Expand": "Trash a card from your hand. Gain a card costing up to $3 more than it.",
    "Forge": "Trash any number of cards from your hand. Gain a card costing exactly the total "
             "of their costs.",
    "King's Court": "You may play an Action card from your hand three times (this uses no "
                    "Actions; a Duration it plays keeps it in play as Throne Room is kept).",
    "Peddler": "+1 Card, +1 Action, +$1. During your Buy phase, this costs $2 less per Action "
               "card you have in play, but not less than $0.",
    "Anvil": "$1. You may discard a Treasure to gain a card costing up to $4 (played before "
             "your other Treasures, so any of them may be discarded).",
    "Clerk": "+$2. Each other player with 5 or more cards in hand puts one of them onto their "
             "deck. At the start of your turn, you may play this from your hand (before the "
             "effects of your Durations; it uses no Action).",
    "Investment": "Trash a card from your hand. Choose one: +$1; or trash this to reveal your "
                  "hand for +1 VP token per differently named Treasure there (played before "
                  "your other Treasures, which are still in hand).",
    "Tiara": "+1 Buy. This turn, when you gain a card, you may put it onto your deck. You may "
             "play a Treasure from your hand twice (played before your other Treasures, so "
             "any of them may be chosen; the gains stay yours to put onto your deck for the "
             "rest of the turn, in play or not).",
    "Charlatan": "+$3. Each other player gains a Curse. In games using this, Curse is also a "
                 "Treasure worth $1 (played in the Buy phase, and counted by every card that "
                 "asks for Treasures).",
    "Collection": "$2. +1 Buy. This turn, when you gain an Action card, +1 VP token (each "
                  "Collection played counts, in play or not).",
    "Crystal Ball": "$1. Look at the top card of your deck. You may trash it, discard it, or, "
                    "if it's an Action or Treasure, play it (an Action so played uses no "
                    "Action).",
    "Magnate": "Reveal your hand. +1 Card per Treasure in it.",
    "War Chest": "The player to your left names a card. Gain a card costing up to $5 that "
                 "hasn't been named for War Chests this turn.",
}

DECISIONS = {
    "Watchtower": [("MODE", "on a card you gained, with this in hand: 0 (not revealed), 1 "
                            "trashes the card, 2 puts it onto your deck (dec_card: the "
                            "card)")],
    "Bishop": [("TRASH", "a card from your hand to trash (+VP tokens: half its cost); as "
                         "another player: a card to trash, or NONE")],
    "Mint": [("PICK", "a Treasure from your hand to reveal, for a copy gained; NONE: none")],
    "Vault": [("DISCARD", "a card from your hand to discard for +$1, again and again; NONE "
                          "stops"),
              ("DISCARD", "as another player: a first card to discard (NONE: none), then a "
                          "second, for a card drawn")],
    "Expand": [("TRASH", "a card from your hand to trash"),
               ("GAIN", "a card costing up to $3 more (your buy rule first)")],
    "Forge": [("TRASH", "a card from your hand to trash, again and again; NONE stops"),
              ("GAIN", "a card costing exactly the total of their costs (your buy rule "
                       "first; ok() applies both limits)")],
    "King's Court": [("PLAY", "an Action card from your hand to play three times, or NONE")],
    "Anvil": [("DISCARD", "a Treasure from your hand to discard, or NONE (no gain)"),
              ("GAIN", "a card costing up to $4 (your buy rule first)")],
    "Clerk": [("YESNO", "at the start of your turn, with this in hand: YES (1) plays it"),
              ("TOPDECK", "as the victim with 5 or more cards in hand: a card to put onto "
                          "your deck")],
    "Investment": [("TRASH", "a card from your hand to trash"),
                   ("MODE", "0: +$1; 1: trash this, +1 VP token per differently named "
                            "Treasure in your hand")],
    "Tiara": [("PLAY", "a Treasure from your hand to play twice, or NONE"),
              ("YESNO", "on a card you gained this turn after playing this: YES (1) puts it "
                        "onto your deck (dec_card: the card; once a gain, however many "
                        "Tiaras)")],
    "Crystal Ball": [("MODE", "the top card of your deck (dec_card): 0 keeps it there, 1 "
                              "trashes it, 2 discards it, 3 plays it (an Action or Treasure "
                              "only)")],
    "War Chest": [("NAME", "as the player to the left of the one who played it: any card id "
                           "(a War Chest may not gain it this turn)"),
                  ("GAIN", "a card costing up to $5 not named for a War Chest this turn "
                           "(your buy rule first)")],
}
