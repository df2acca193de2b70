"""Card texts for `domsim cards NAME`, restated from cards.md (English, with its rulings):
the basic cards' here, each set's in cli/dominion/sets/<set>.py."""
from cli.dominion.sets import MODULES

TEXT = {
    # basic
    "Copper": "$1.",
    "Silver": "$2.",
    "Gold": "$3.",
    "Estate": "1 VP.",
    "Duchy": "3 VP.",
    "Province": "6 VP. The game ends after a turn in which the Province pile runs out.",
    "Curse": "-1 VP. In a game with Charlatan, also a Treasure worth $1.",
    # Prosperity's (in the Supply of some games: --colony)
    "Platinum": "$5.",
    "Colony": "10 VP. In a game with Colonies the game also ends after a turn in which the "
              "Colony pile runs out.",
}
for _set in MODULES:
    TEXT.update(_set.TEXT)
