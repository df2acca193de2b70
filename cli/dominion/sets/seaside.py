"""Seaside (2nd ed.): its cards' texts and the words of their decisions (cli/dominion/sets/)."""

# Durations stay in play until the Clean-up of the last turn they do something (a Throne Room
# that played one stays with it); "next turn" effects come before the Action phase. The same
# rules in both editions where a card kept its name.
TEXT = {
    "Haven": "+1 Card, +1 Action. Set aside a card from your hand face down (on your Haven "
             "mat). At the start of your next turn, put it into your hand. With an empty hand "
             "nothing is set aside and Haven leaves play this turn.",
    "Lighthouse": "+1 Action. Now and at the start of your next turn: +$1. Until then, when "
                  "another player plays an Attack card, it does not affect you (you are not "
                  "asked to react to it).",
    "Native Village": "+2 Actions. Choose one: put the top card of your deck face down on your "
                      "Native Village mat; or put all the cards from your mat into your hand.",
    "Lookout": "+1 Action. Look at the top 3 cards of your deck. Trash one of them. Discard "
               "one of them. Put the other one back on top of your deck.",
    "Smugglers": "Gain a copy of a card costing up to $6 that the player to your right gained "
                 "on their last turn (1st edition: bought).",
    "Warehouse": "+3 Cards, +1 Action. Discard 3 cards (your whole hand if it holds fewer).",
    "Fishing Village": "+2 Actions, +$1. At the start of your next turn: +1 Action, +$1.",
    "Caravan": "+1 Card, +1 Action. At the start of your next turn, +1 Card.",
    "Cutpurse": "+$2. Each other player discards a Copper (or reveals a hand with no Copper).",
    "Island": "2 VP. Put this and a card from your hand onto your Island mat (they stay there "
              "until the end of the game, and count for your score).",
    "Salvager": "+1 Buy. Trash a card from your hand. +$ equal to its cost.",
    "Treasure Map": "Trash this and a Treasure Map from your hand. If you trashed two Treasure "
                    "Maps, gain 4 Golds onto your deck (a Throne Room's second play finds this "
                    "one gone: it can trash one more Map, but not two).",
    "Bazaar": "+1 Card, +2 Actions, +$1.",
    "Merchant Ship": "Now and at the start of your next turn: +$2.",
    "Outpost": "You only draw 3 cards for your next hand. Take an extra turn after this one "
               "(but not a 3rd turn in a row: an Outpost played on an extra turn, or a second "
               "one in a turn, gives no extra turn and leaves play this turn). An extra turn "
               "does not count as one of your turns (tie-break, turn limit).",
    "Tactician": "If you have at least one card in hand: discard your hand, and at the start "
                 "of your next turn, +5 Cards, +1 Action and +1 Buy.",
    "Treasury": "+1 Card, +1 Action, +$1. At the end of your turn (Clean-up), if you did not "
                "buy a Victory card this turn, you may put this onto your deck.",
    "Wharf": "Now and at the start of your next turn: +2 Cards and +1 Buy.",
    "Monkey": "Until your next turn, when the player to your right gains a card, +1 Card. At "
              "the start of your next turn, +1 Card.",
    "Sea Chart": "+1 Card, +1 Action. Reveal the top card of your deck. If you have a copy of "
                 "it in play, put it into your hand.",
    "Blockade": "Gain a card costing up to $4, setting it aside. At the start of your next "
                "turn, put it into your hand. While it is set aside, when another player gains "
                "a copy of it on their turn, they gain a Curse.",
    "Sailor": "+1 Action. Once this turn, when you gain a Duration card, you may play it. At "
              "the start of your next turn, +$2 and you may trash a card from your hand.",
    "Tide Pools": "+3 Cards, +1 Action. At the start of your next turn, discard 2 cards.",
    "Corsair": "+$2. At the start of your next turn, +1 Card. Until then, each other player "
               "trashes the first Silver or Gold they play each turn.",
    "Pirate": "At the start of your next turn, gain a Treasure costing up to $6 to your hand. "
              "Reaction: when any player gains a Treasure, you may play this from your hand.",
    "Sea Witch": "+2 Cards. Each other player gains a Curse. At the start of your next turn, "
                 "+2 Cards, then discard 2 cards.",
}

DECISIONS = {
    "Haven": [("PICK", "a card from your hand to set aside until your next turn")],
    "Native Village": [("MODE", "NV_SET_ASIDE (0): the top card of your deck onto your mat; "
                                "NV_TAKE (1): every card on the mat into your hand")],
    "Lookout": [("TRASH", "one of the top 3 cards of your deck (revealed) to trash"),
                ("DISCARD", "one of the others to discard (the last goes back on top)")],
    "Smugglers": [("GAIN", "a card costing up to $6 the player to your right gained on their "
                           "last turn (ok() allows only those; your buy rule first)")],
    "Warehouse": [("DISCARD", "a card from your hand to discard, 3 times")],
    "Island": [("PICK", "a card from your hand to put onto your Island mat with it")],
    "Salvager": [("TRASH", "a card from your hand to trash (+$ its cost)")],
    "Treasury": [("YESNO", "in Clean-up, for each Treasury in play (no Victory card bought): "
                           "YES (1) puts it onto your deck")],
    "Blockade": [("GAIN", "a card costing up to $4 to set aside (your buy rule first)")],
    "Sailor": [("YESNO", "about(g) is a Duration card you gained: YES (1) plays it"),
               ("TRASH", "at the start of your next turn: a card from your hand to trash, or "
                         "NONE")],
    "Tide Pools": [("DISCARD", "at the start of your next turn: a card to discard, twice")],
    "Pirate": [("YESNO", "when any player gains a Treasure, with a Pirate in your hand: YES "
                         "(1) plays it"),
               ("GAIN", "at the start of your next turn: a Treasure costing up to $6, to "
                        "your hand (your buy rule first)")],
    "Sea Witch": [("DISCARD", "at the start of your next turn, after +2 Cards: a card to "
                              "discard, twice")],
}
