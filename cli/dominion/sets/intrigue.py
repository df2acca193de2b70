"""Intrigue (2nd ed.): its cards' texts and the words of their decisions (cli/dominion/sets/)."""

TEXT = {
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
}

DECISIONS = {
    "Courtyard": [("TOPDECK", "a card from your hand to put onto your deck")],
    "Lurker": [("MODE", "LURKER_TRASH (0): trash an Action from the Supply; LURKER_GAIN (1): "
                        "gain an Action from the trash"),
               ("TRASH", "after LURKER_TRASH: an Action card from the Supply"),
               ("GAIN", "after LURKER_GAIN: an Action card from the trash")],
    "Pawn": [("MODE", "asked twice, two different options: PAWN_CARD (0), PAWN_ACTION (1), "
                      "PAWN_BUY (2), PAWN_COIN (3); taken(g, o) says o is already chosen")],
    "Masquerade": [("PICK", "every player with cards: a card from your hand to pass"),
                   ("TRASH", "the player of Masquerade: a card from your hand to trash, or "
                             "NONE")],
    "Steward": [("MODE", "STEWARD_CARDS (0): +2 Cards; STEWARD_COINS (1): +$2; STEWARD_TRASH "
                         "(2): trash 2"),
                ("TRASH", "after STEWARD_TRASH: a card from your hand, twice")],
    "Swindler": [("PICK", "for each victim: a Supply card costing what the trashed card "
                          "(about(g)) cost, for them to gain")],
    "Wishing Well": [("NAME", "any card id: if the top card of your deck is that card, it "
                              "goes to your hand")],
    "Baron": [("YESNO", "YES (1) discards an Estate for +$4; NO (0) gains an Estate")],
    "Diplomat": [("REACT", "when another player plays an Attack and you hold 5+ cards: "
                           "DIPLOMAT to reveal it (draw 2, then discard 3), NONE not to"),
                 ("DISCARD", "after revealing: a card to discard, 3 times")],
    "Ironworks": [("GAIN", "a card costing up to $4 (your buy rule first)")],
    "Mill": [("DISCARD", "a card to discard for +$2 (NONE at the first: none), then a "
                         "second")],
    "Mining Village": [("YESNO", "YES (1) trashes this Mining Village for +$2")],
    "Secret Passage": [("TOPDECK", "a card from your hand to put into your deck"),
                       ("MODE", "where: option i puts it under i cards (0: on top; "
                                "options(g) - 1: at the bottom)")],
    "Courtier": [("PICK", "a card from your hand to reveal"),
                 ("MODE", "once per type of the revealed card (about(g)), different each "
                          "time: COURTIER_ACTION (0), COURTIER_BUY (1), COURTIER_COINS (2), "
                          "COURTIER_GOLD (3)")],
    "Minion": [("MODE", "MINION_COINS (0): +$2; MINION_ATTACK (1): discard your hand, +4 "
                        "Cards, and others with 5+ cards do the same")],
    "Patrol": [("PICK", "the revealed non-Victory cards go back: the card to put back next "
                        "(the first answer ends up on top)")],
    "Replace": [("TRASH", "a card from your hand to trash"),
                ("GAIN", "a card costing up to $2 more (your buy rule first)")],
    "Torturer": [("MODE", "as the victim: TORTURER_DISCARD (0): discard 2; TORTURER_CURSE "
                          "(1): gain a Curse to your hand"),
                 ("DISCARD", "after TORTURER_DISCARD: a card to discard, twice")],
    "Trading Post": [("TRASH", "a card from your hand to trash, twice")],
    "Upgrade": [("TRASH", "a card from your hand to trash"),
                ("GAIN", "a card costing exactly $1 more (your buy rule first)")],
    "Nobles": [("MODE", "NOBLES_CARDS (0): +3 Cards; NOBLES_ACTIONS (1): +2 Actions")],
}
