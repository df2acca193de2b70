"""What each card asks a strategy, and what the answers mean: for `domsim cards NAME` (the
"Decisions" section) and the README's strategy guide. Kinds are `decision(g)` in a strategy
(simcore.dominion.view re-exports them); option constants are importable from the view too.

Every card decision asks for one card at a time (a card id from the zone named, or NONE to
stop where stopping is allowed); `source(g)` is the asking card and `about(g)` the card a
YESNO or MODE question is about."""
from cli.dominion.sets import MODULES

# card -> [(kind, what the answer means), ...], in the order the card asks: each set's, from
# cli/dominion/sets/<set>.py (the basic cards ask nothing)
DECISIONS = {card: asks for _set in MODULES for card, asks in _set.DECISIONS.items()}

KINDS = [
    ("PLAY_ACTION", "your action rule: an Action card from your hand to play, or NONE to end "
                    "the Action phase"),
    ("BUY", "your buy rule: a Supply card you can afford (ok()), or NONE to stop buying"),
    ("GAIN", "your buy rule (ok() applies the gain's limits); NONE leaves it to the default"),
    ("TRASH / DISCARD / TOPDECK", "a card from your hand (one per question; NONE stops where "
                                  "stopping is allowed)"),
    ("PLAY", "your action rule: the Action card Throne Room plays twice, or NONE; with "
             "source(g) NONE, in the Buy phase: the Treasure from your hand to play next "
             "(asked while two different Treasures that act when played, such as Bank and "
             "Venture, are left; the plain ones are played first)"),
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
