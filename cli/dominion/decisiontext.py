"""What each card asks a strategy, and what the answers mean: for `domsim cards NAME` (the
"Decisions" section) and the README's strategy guide. Kinds are `decision(g)` in a strategy
(simcore.dominion.view re-exports them); option constants are importable from the view too.

Every card decision asks for one card at a time (a card id from the zone named, or NONE to
stop where stopping is allowed); `source(g)` is the asking card and `about(g)` the card a
YESNO or MODE question is about."""

# card -> [(kind, what the answer means), ...], in the order the card asks
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
    "Secret Chamber": [("DISCARD", "a card to discard for +$1, again and again; NONE stops"),
                       ("REACT", "when another player plays an Attack: SECRET_CHAMBER to "
                                 "reveal it (+2 Cards, then put 2 back), NONE not to"),
                       ("TOPDECK", "after revealing: a card to put onto your deck, twice")],
    "Scout": [("PICK", "the revealed non-Victory cards go back: the card to put back next "
                       "(the first answer ends up on top)")],
    "Saboteur": [("GAIN", "as the victim: a card costing up to $2 less than the trashed one, "
                          "or NONE")],
    "Chancellor": [("YESNO", "YES (1) puts your deck into your discard pile")],
    "Feast": [("GAIN", "a card costing up to $5 (your buy rule first)")],
    "Spy": [("YESNO", "for each revealed card (about(g); revealed_owner(g) is whose): YES (1) "
                      "discards it, NO (0) puts it back")],
    "Thief": [("PICK", "which revealed Treasure of the victim is trashed"),
              ("YESNO", "about(g) is that Treasure: YES (1) gains it")],
    "Haven": [("PICK", "a card from your hand to set aside until your next turn")],
    "Warehouse": [("DISCARD", "a card from your hand to discard, 3 times")],
    "Island": [("PICK", "a card from your hand to put onto your Island mat with it")],
    "Lookout": [("TRASH", "one of the top 3 cards of your deck (revealed) to trash"),
                ("DISCARD", "one of the others to discard (the last goes back on top)")],
    "Embargo": [("PICK", "a Supply pile (a card of it) for the Embargo token")],
    "Native Village": [("MODE", "NV_SET_ASIDE (0): the top card of your deck onto your mat; "
                                "NV_TAKE (1): every card on the mat into your hand")],
    "Navigator": [("YESNO", "YES (1) discards the 5 cards looked at (revealed(g, i)), NO (0) "
                            "puts them back"),
                  ("PICK", "putting them back: the card to put onto your deck now (the last "
                           "one ends on top)")],
    "Pirate Ship": [("MODE", "PIRATE_ATTACK (0) or PIRATE_COINS (1): +$1 per Coin token"),
                    ("PICK", "for each victim: which revealed Treasure is trashed")],
    "Ambassador": [("PICK", "the card from your hand to reveal"),
                   ("MODE", "how many copies of it (0, 1, 2) go back to the Supply")],
    "Tide Pools": [("DISCARD", "at the start of your next turn: a card to discard, twice")],
    "Sea Witch": [("DISCARD", "at the start of your next turn, after +2 Cards: a card to "
                              "discard, twice")],
    "Salvager": [("TRASH", "a card from your hand to trash (+$ its cost)")],
    "Treasury": [("YESNO", "in Clean-up, for each Treasury in play (no Victory card bought): "
                           "YES (1) puts it onto your deck")],
    "Explorer": [("YESNO", "with a Province in hand: YES (1) reveals it for a Gold, NO (0) "
                           "takes a Silver")],
    "Pearl Diver": [("YESNO", "about(g) is the bottom card of your deck: YES (1) puts it on "
                              "top")],
    "Ghost Ship": [("TOPDECK", "as the victim: a card from your hand to put onto your deck, "
                               "until 3 are left")],
    "Smugglers": [("GAIN", "a card costing up to $6 the player to your right gained on their "
                           "last turn (ok() allows only those; your buy rule first)")],
    "Blockade": [("GAIN", "a card costing up to $4 to set aside (your buy rule first)")],
    "Sailor": [("YESNO", "about(g) is a Duration card you gained: YES (1) plays it"),
               ("TRASH", "at the start of your next turn: a card from your hand to trash, or "
                         "NONE")],
    "Pirate": [("YESNO", "when any player gains a Treasure, with a Pirate in your hand: YES "
                         "(1) plays it"),
               ("GAIN", "at the start of your next turn: a Treasure costing up to $6, to "
                        "your hand (your buy rule first)")],
    "Bishop": [("TRASH", "a card from your hand to trash (+VP tokens: half its cost); as "
                         "another player: a card to trash, or NONE")],
    "Expand": [("TRASH", "a card from your hand to trash"),
               ("GAIN", "a card costing up to $3 more (your buy rule first)")],
    "Forge": [("TRASH", "a card from your hand to trash, again and again; NONE stops"),
              ("GAIN", "a card costing exactly the total of their costs (your buy rule "
                       "first; ok() applies both limits)")],
    "King's Court": [("PLAY", "an Action card from your hand to play three times, or NONE")],
    "Vault": [("DISCARD", "a card from your hand to discard for +$1, again and again; NONE "
                          "stops"),
              ("DISCARD", "as another player: a first card to discard (NONE: none), then a "
                          "second, for a card drawn")],
    "Counting House": [("MODE", "how many Coppers (0 to those in your discard pile) to put "
                                "into your hand")],
    "Mountebank": [("YESNO", "as the victim, with a Curse in hand: YES (1) discards it, NO "
                             "(0) gains a Curse and a Copper")],
}

KINDS = [
    ("PLAY_ACTION", "your action rule: an Action card from your hand to play, or NONE to end "
                    "the Action phase"),
    ("BUY", "your buy rule: a Supply card you can afford (ok()), or NONE to stop buying"),
    ("GAIN", "your buy rule (ok() applies the gain's limits); NONE leaves it to the default"),
    ("TRASH / DISCARD / TOPDECK", "a card from your hand (one per question; NONE stops where "
                                  "stopping is allowed)"),
    ("PLAY", "your action rule: the Action card Throne Room plays twice, or NONE"),
    ("YESNO / SET_ASIDE", "YES (1) or NO (0) about about(g)"),
    ("MODE", "an option number (0 .. options(g) - 1); the constants are named per card"),
    ("REACT", "a Reaction card from your hand to reveal, or NONE"),
    ("PICK", "a card from the zone the card names (revealed cards, your discard pile, your "
             "hand, the Supply)"),
    ("NAME", "any card id"),
]


def decision_lines(name):
    """Lines describing what card `name` asks and what answers mean ([] if it asks nothing)."""
    return [f"{kind}: {text}" for kind, text in DECISIONS.get(name, [])]
