"""Card texts for `domsim cards NAME`, restated from cards.md (English, with its rulings)."""

TEXT = {
    # basic
    "Copper": "$1.",
    "Silver": "$2.",
    "Gold": "$3.",
    "Estate": "1 VP.",
    "Duchy": "3 VP.",
    "Province": "6 VP. The game ends after a turn in which the Province pile runs out.",
    "Curse": "-1 VP.",
    # base game, 2nd edition
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
    # Intrigue, 2nd edition
    "Courtyard": "+3 Cards. Put a card from your hand onto your deck.",
    "Lurker": "+1 Action. Choose one: trash an Action card from the Supply; or gain an Action "
              "card from the trash.",
    "Pawn": "Choose two different: +1 Card; +1 Action; +1 Buy; +$1 (both are chosen first, then "
            "done).",
    "Masquerade": "+2 Cards. Each player with cards in hand passes one to the next such player "
                  "to their left, all at once. Then you may trash a card from your hand. Not an "
                  "Attack; passing is not gaining. (1st edition: everyone passes to the left; "
                  "players with no cards pass nothing.)",
    "Shanty Town": "+2 Actions. Reveal your hand. If you have no Action cards in hand, +2 Cards.",
    "Steward": "Choose one: +2 Cards; or +$2; or trash 2 cards from your hand (exactly 2 if you "
               "have 2 or more).",
    "Swindler": "+$2. Each other player trashes the top card of their deck and gains a card with "
                "the same cost that you choose (a Curse for a Copper, or another copy; nothing "
                "if there is no such card).",
    "Wishing Well": "+1 Card, +1 Action. Name a card, then reveal the top card of your deck. If "
                    "you named it, put it into your hand; otherwise it goes back.",
    "Baron": "+1 Buy. You may discard an Estate for +$4. If you don't, gain an Estate.",
    "Bridge": "+1 Buy, +$1. This turn, cards cost $1 less (never below $0); this stacks and "
              "affects every cost check.",
    "Conspirator": "+$2. If you've played 3 or more Actions this turn (counting this one; plays, "
                   "not cards), +1 Card and +1 Action.",
    "Diplomat": "+2 Cards. If you then have 5 or fewer cards in hand, +2 Actions. Reaction: when "
                "another player plays an Attack, you may first reveal this from a hand of 5 or "
                "more cards, to draw 2 then discard 3.",
    "Ironworks": "Gain a card costing up to $4. If it is an Action card, +1 Action; a Treasure, "
                 "+$1; a Victory card, +1 Card (all that apply).",
    "Mill": "1 VP. +1 Card, +1 Action. You may discard 2 cards for +$2 (only if you really "
            "discard 2).",
    "Mining Village": "+1 Card, +2 Actions. You may trash this for +$2 (right away; only once "
                      "even when played twice).",
    "Secret Passage": "+2 Cards, +1 Action. Take a card from your hand and put it anywhere in "
                      "your deck.",
    "Courtier": "Reveal a card from your hand. For each type it has, choose a different one: "
                "+1 Action; +1 Buy; +$3; gain a Gold.",
    "Duke": "Worth 1 VP per Duchy you have.",
    "Minion": "+1 Action. Choose one: +$2; or discard your hand, +4 Cards, and each other "
              "player with at least 5 cards in hand discards their hand and draws 4 cards.",
    "Patrol": "+3 Cards. Reveal the top 4 cards of your deck. Put the Victory cards and Curses "
              "into your hand; put the rest back in any order.",
    "Replace": "Trash a card from your hand. Gain a card costing up to $2 more than it. If the "
               "gained card is an Action or Treasure, put it onto your deck; if it is a Victory "
               "card, each other player gains a Curse (both can apply).",
    "Torturer": "+3 Cards. Each other player either discards 2 cards or gains a Curse to their "
                "hand, their choice (either may be chosen even if it cannot be done).",
    "Trading Post": "Trash 2 cards from your hand. If you did, gain a Silver to your hand.",
    "Upgrade": "+1 Card, +1 Action. Trash a card from your hand. Gain a card costing exactly $1 "
               "more than it.",
    "Harem": "$2. 2 VP.",
    "Nobles": "2 VP. Choose one: +3 Cards; or +2 Actions.",
    # Intrigue, 1st edition only
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
    # base game, 1st edition only
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
    # Seaside, 2nd edition (the same rules in both editions where a card kept its name).
    # Durations stay in play until the Clean-up of the last turn they do something (a Throne
    # Room that played one stays with it); "next turn" effects come before the Action phase.
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
    # Seaside, 1st edition only
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
    # Prosperity: its basic cards (in the Supply of some games: `--colony`)
    "Platinum": "$5.",
    "Colony": "10 VP. In a game with Colonies the game also ends after a turn in which the "
              "Colony pile runs out.",
    # Prosperity, 2nd edition
    "Monument": "+$2. +1 VP token.",
    "Worker's Village": "+1 Card, +2 Actions, +1 Buy.",
    "City": "+1 Card, +2 Actions. If there are one or more empty Supply piles, +1 Card. If "
            "there are two or more, +1 Buy and +$1 too.",
    "Bishop": "+$1, +1 VP token. Trash a card from your hand: +VP tokens equal to half its "
              "cost, rounded down. Each other player may trash a card from their hand.",
    "Grand Market": "+1 Card, +1 Action, +1 Buy, +$2. You can't buy this while you have a "
                    "Copper in play (a Copper left in hand does not count).",
    "Expand": "Trash a card from your hand. Gain a card costing up to $3 more than it.",
    "Forge": "Trash any number of cards from your hand. Gain a card costing exactly the total "
             "of their costs.",
    "Rabble": "+3 Cards. Each other player reveals the top 3 cards of their deck, discards the "
              "Actions and Treasures, and puts the rest back.",
    "King's Court": "You may play an Action card from your hand three times (this uses no "
                    "Actions; a Duration it plays keeps it in play as Throne Room is kept).",
    "Vault": "+2 Cards. Discard any number of cards for +$1 each. Each other player may "
             "discard 2 cards, to draw a card (one with a single card may discard it and "
             "draws nothing).",
    # Prosperity, 1st edition only
    "Mountebank": "+$2. Each other player may discard a Curse; if they don't, they gain a "
                  "Curse and a Copper.",
    "Counting House": "Look through your discard pile, reveal any number of Coppers from it, "
                      "and put them into your hand.",
}
