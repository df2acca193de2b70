"""The card type bits of the card table (cards.TYPES), and their one-letter names for the
set modules' rows (sets/<set>.py)."""

ACTION, TREASURE, VICTORY, CURSE_T, ATTACK, REACTION, DURATION = 1, 2, 4, 8, 16, 32, 64
TYPE_NAMES = {ACTION: "Action", TREASURE: "Treasure", VICTORY: "Victory", CURSE_T: "Curse",
              ATTACK: "Attack", REACTION: "Reaction", DURATION: "Duration"}

A, T, V, C, AT, R, D = ACTION, TREASURE, VICTORY, CURSE_T, ATTACK, REACTION, DURATION
