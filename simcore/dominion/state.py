"""The game state: one record of a numpy structured dtype per game.

Zones: the deck is an ordered stack (top = index deck_n-1); hand, discard pile, play area and
set-aside cards are per-card counts, because order there never matters to the rules (only the
top of the discard pile is public, and nothing reads it). Counts make "do I hold X" O(1) and
clean-up a vector add.
"""
import numba
import numpy as np

from ..game import state_dtype
from .cards import NC
from .sets import REGISTERED

MAXP = 6          # players
CAP = 512         # deck capacity per player (more than every card of a 6-player game)
SLACK = 8         # bytes past a deck's capacity: zones.shuffle writes a card 8 at a time
NCP = 144         # per-card vector length (NC padded)
FX = 48           # effect stack depth
REV = 16          # revealed / looked-at buffer
LOG = 256         # event buffer (only filled when logging)
PLAN_N = 12       # a plan's budgets: $0..$11 (Colony's cost: no card of the sets costs more)
PLAN_TOP = 8      # the top budget probed in a game without Colony (nothing else costs more than
#                   $8): such games probe what they did before the plan grew (probe.plan_top)
LATER = 32        # start-of-turn effects waiting per player (durations.py)
# mats (cards a player sets aside for later, per player): Haven's (face down, one card per
# Haven), Island's (face up, out of the game), Native Village's (face down), Blockade's
# (face up: the card each Blockade set aside)
MAT_HAVEN, MAT_ISLAND, MAT_NATIVE, MAT_BLOCKADE = 0, 1, 2, 3
MATS = 4
SAILED = 4        # gained Durations waiting for a Sailor's "you may play it" (durations.py)
GQ = 16           # gains waiting for a Watchtower's or Royal Seal's question (triggers.py)
# the card sets past the base game's 2nd edition (the registered sets after the first), in
# card id order: their code is called through addresses in each record (card_sets.py).
# Module-level constants SET_INTRIGUE, ..., SET_SEASIDE1: their indexes, compile-time ints.
CALLED_SETS = REGISTERED[1:]
for _s, _name in enumerate(CALLED_SETS):
    globals()[f"SET_{_name.upper()}"] = _s
NSETS = len(CALLED_SETS)
assert NC <= NCP

# phases
ACTION_PHASE, BUY_PHASE, CLEANUP_PHASE, GAME_OVER = 0, 1, 2, 3

# decision kinds (what the pending decision asks for)
NO_DECISION = 0
PLAY_ACTION = 1   # an Action card from hand to play, or NONE to end the Action phase
BUY = 2           # a Supply card to buy, or NONE to end the Buy phase
GAIN = 3          # a Supply card to gain (limits in dec_lo/dec_hi/dec_types)
TRASH = 4         # a card from hand to trash
DISCARD = 5       # a card from hand to discard
TOPDECK = 6       # a card from hand to put onto the deck
PLAY = 7          # an Action card from hand for another card to play (Throne Room)
YESNO = 8         # 1 = yes, 0 = no
MODE = 9          # an option index in [0, dec_hi]
REACT = 10        # a Reaction card from hand to reveal, or NONE
PICK = 11         # a card from the zone in dec_zone (revealed cards, discard pile)
NAME = 12         # any card name (Wishing Well)
SET_ASIDE = 13    # yes/no on the revealed card (Library)
DECISION_NAMES = ["none", "play_action", "buy", "gain", "trash", "discard", "topdeck", "play",
                  "yesno", "mode", "react", "pick", "name", "set_aside"]

# zones a decision picks from
Z_HAND, Z_SUPPLY, Z_REVEALED, Z_DISCARD, Z_OPTIONS, Z_ANY = 0, 1, 2, 3, 4, 5
Z_TRASH = 6       # the trash (Lurker gains from it)
Z_GAINED = 7      # the Supply cards the player to the right gained on their last turn
Z_UNNAMED = 8     # the Supply less the cards named this turn (Contraband, War Chest: naming.py)

NONE = -1         # "stop" / "nothing" / "no card"
DEFER = -2        # a policy's "use the default heuristic"
DECLINE = -3      # a buy rule's "Nothing": decline an optional gain (a mandatory one defers)

# game end reasons
END_NONE, END_PROVINCES, END_PILES, END_TURN_LIMIT, END_COLONIES = 0, 1, 2, 3, 4
END_NAMES = ["", "provinces", "piles", "turn_limit", "colonies"]

# event kinds for readable logs
(EV_TURN, EV_PLAY, EV_BUY, EV_GAIN, EV_TRASH, EV_DISCARD, EV_TOPDECK, EV_DRAW, EV_SHUFFLE,
 EV_REVEAL, EV_REACT, EV_SETASIDE, EV_TOHAND, EV_PASS, EV_COINS, EV_CHOOSE, EV_RETURN,
 EV_HAND, EV_LATER, EV_MAT, EV_FROM_MAT, EV_TOKEN, EV_EXTRA_TURN, EV_VP) = range(24)

STATE = state_dtype([
    # setup
    ("n", np.int64),                    # players
    ("turn_limit", np.int64),           # turns per player before the game is cut off
    ("edition", np.int64),              # 1 or 2 (Masquerade)
    ("ncards", np.int64),               # cards in the Supply
    ("cards", np.int64, (NCP,)),        # their ids (basics first)
    ("in_supply", np.uint8, (NCP,)),
    ("actions_n", np.int64),            # the Supply's Action cards (the Action phase checks
    ("action_ids", np.int64, (NCP,)),   #   only these) ...
    ("treasures_n", np.int64),          # ... and its Treasures (played in the Buy phase)
    ("treasure_ids", np.int64, (NCP,)),
    ("empty_to_end", np.int64),         # 3, or 4 with 5-6 players
    # table
    ("supply", np.int64, (NCP,)),
    ("trash", np.int64, (NCP,)),
    ("empty_piles", np.int64),
    # players
    ("deck", np.uint8, (MAXP, CAP + SLACK)),   # card ids (up to 255)
    ("deck_n", np.int64, (MAXP,)),
    ("hand", np.int64, (MAXP, NCP)),
    ("hand_n", np.int64, (MAXP,)),
    ("discard", np.int64, (MAXP, NCP)),
    ("discard_n", np.int64, (MAXP,)),
    ("owned", np.int64, (MAXP, NCP)),
    ("turns", np.int64, (MAXP,)),
    ("first_province", np.int64, (MAXP,)),   # turn of the first Province bought, -1: none
    # the current turn
    ("cur", np.int64),
    ("phase", np.int64),
    ("actions", np.int64),
    ("buys", np.int64),
    ("coins", np.int64),
    ("bought", np.bool_),               # a card was bought: no more Treasures
    ("cost_cut", np.int64),             # Bridge: all costs this much lower
    ("plays", np.int64),                # Action plays this turn (Conspirator)
    ("merchants", np.int64),            # Merchant plays awaiting the first Silver
    ("coppersmiths", np.int64),
    ("play", np.int64, (NCP,)),         # the current player's play area
    ("play_n", np.int64),
    ("aside", np.int64, (NCP,)),        # set aside (Library)
    ("aside_n", np.int64),
    ("rev", np.int64, (REV,)),          # revealed / looked-at cards, in order
    ("rev_n", np.int64),
    ("rev_p", np.int64),                # whose cards they are
    # Seaside (durations.py): all zero and untouched in a game without its cards (sea
    # False); its arrays are at the end of the record, away from the fields every step uses
    ("sea", np.bool_),                  # the Supply has a card of the Seaside sets
    ("stay_n", np.int64),               # cards in the play area that stay at this Clean-up
    ("outpost", np.int64),              # durations.EXTRA_NEXT | SMALL_HAND | EXTRA_NOW bits
    ("bought_victory", np.bool_),       # a Victory card was bought this turn (Treasury)
    ("treasury_asked", np.bool_),       # this Clean-up's Treasury question was asked
    # effect stack: one frame per card effect being resolved
    ("fx_n", np.int64),
    ("fx_card", np.int64, (FX,)),
    ("fx_stage", np.int64, (FX,)),
    ("fx_p", np.int64, (FX,)),          # a player the frame is working on (attack victims)
    ("fx_a", np.int64, (FX,)),          # scratch
    ("fx_b", np.int64, (FX,)),          # scratch
    ("fx_immune", np.int64, (FX,)),     # bit per player: revealed a Moat against this play
    # the pending decision
    ("dec", np.int64),                  # kind, NO_DECISION when none
    ("dec_p", np.int64),                # who decides
    ("dec_src", np.int64),              # the card asking (NONE for turn structure)
    ("dec_zone", np.int64),
    ("dec_types", np.int64),            # type mask the card must have (0 = any)
    ("dec_not", np.int64),              # a card id that is not allowed (NONE = none)
    ("dec_lo", np.int64),               # cost bounds (with cost_cut applied)
    ("dec_hi", np.int64),
    ("dec_opt", np.bool_),              # NONE is allowed
    ("dec_left", np.int64),             # how many more of this the card will ask for
    ("dec_card", np.int64),             # the card a yes/no or mode question is about
    ("choice", np.int64),               # the answer, for the frame that asked
    # the decider's plan, probed from its own buy rules for the pending decision (probe.py)
    ("plan", np.int64, (PLAN_N,)),      # the card it would gain with $x, x = 0..PLAN_N-1
    ("plan_p", np.int64),               # whose plan
    ("plan_at", np.int64),              # steps + 1 when probed (0: never)
    ("probe_saved", np.int64, (11,)),   # the pending decision while the probe asks
    ("trash_floor", np.int64, (MAXP,)), # money each player's trashers keep (its bot's setting)
    # randomness and bookkeeping
    ("rng", np.uint64),
    ("game", np.int64),
    ("steps", np.int64),
    ("fallbacks", np.int64, (MAXP,)),   # illegal policy answers replaced by the default
    # each player's first illegal answer of the game (valid where fallbacks[p] > 0)
    ("fb_dec", np.int64, (MAXP,)),      # the decision kind
    ("fb_src", np.int64, (MAXP,)),      # the asking card (NONE: the turn itself)
    ("fb_answer", np.int64, (MAXP,)),   # the illegal answer
    ("fb_turn", np.int64, (MAXP,)),     # the turn number of the player whose turn it was
    ("fb_cur", np.int64, (MAXP,)),      # that player's seat
    ("done", np.bool_),
    ("end", np.int64),
    ("vp", np.int64, (MAXP,)),
    ("log_on", np.bool_),
    ("log_n", np.int64),
    ("log", np.int64, (LOG, 4)),        # kind, player, card, amount
    # Seaside's zones and tokens (see "sea" above)
    ("stay", np.int64, (NCP,)),         # per card: how many of those in play stay
    ("dur", np.int64, (MAXP, NCP)),     # each player's cards staying in play between turns
    ("dur_n", np.int64, (MAXP,)),
    ("later_n", np.int64, (MAXP,)),     # start-of-turn effects waiting: the card's id and
    ("later_card", np.int64, (MAXP, LATER)),   # an argument (Haven: the card set aside)
    ("later_arg", np.int64, (MAXP, LATER)),
    ("mat", np.int64, (MAXP, MATS, NCP)),
    ("mat_n", np.int64, (MAXP, MATS)),
    ("pirate_coins", np.int64, (MAXP,)),     # Pirate Ship's coin tokens
    ("embargo", np.int64, (NCP,)),      # Embargo tokens per Supply pile
    # Seaside's when-gain and when-played hooks (durations.py)
    ("last_gains", np.uint8, (MAXP, NCP)),  # 1: p gained c on p's latest turn (Smugglers)
    ("monkeys", np.int64, (MAXP,)),     # p's Monkey plays waiting for p's next turn
    ("corsair", np.int64, (MAXP,)),     # bits of the players p's Corsairs attack
    ("corsair_hit", np.bool_),          # this turn's first Silver or Gold was trashed
    ("sailors", np.int64),              # Sailor plays this turn not yet used
    ("sail_n", np.int64),               # gained Durations a Sailor may play: id, where
    ("sail_card", np.int64, (SAILED,)),
    ("sail_where", np.int64, (SAILED,)),
    ("pirates", np.int64, (MAXP,)),     # Pirates p may play for Treasures gained meanwhile
    ("gain_wait", np.bool_),            # a Sailor or Pirate question waits (FX_GAINED)
    # the top cards of each player's draw pile that player put there and so knows (zones.py
    # keeps the count; Vassal's play reads it)
    ("known_top", np.int64, (MAXP,)),
    # per card set (SET_*): the addresses of its compiled effect, default and later effect
    # (two each; zero where the game's Supply has no card of the set: card_sets.ready)
    ("set_fx", np.int64, (NSETS, 6)),
    # the plan probe's per-card answers (probe.py; last: the fields the game loop reads keep
    # their places): what the decider would gain once Salvager trashed card c from its hand,
    # and with a Treasure Map's cost once its lone Map is gone
    ("plan_trashed", np.int64, (NCP,)),
    ("plan_map_back", np.int64),
    # Prosperity: each player's Victory point tokens (scored with the cards; zero in a game
    # without a card that gives them)
    ("vp_tokens", np.int64, (MAXP,)),
    # Prosperity's buy and gain triggers (triggers.py): all zero and untouched in a game
    # without their cards (pros False)
    ("pros", np.bool_),                 # the Supply has a card with such a trigger
    ("hoards_gone", np.int64),          # Hoards played this turn and trashed since (Mint)
    ("route_token", np.uint8, (NCP,)),  # 1: Trade Route's token still on this Victory pile
    ("route_mat", np.int64),            # the tokens on the Trade Route mat
    ("gq_n", np.int64),                 # gains waiting for a Watchtower's or Royal Seal's
    ("gq_p", np.int64, (GQ,)),          #   question: who gained what, where it went, and
    ("gq_card", np.int64, (GQ,)),       #   whether a Royal Seal was in play then
    ("gq_where", np.int64, (GQ,)),
    ("gq_seal", np.uint8, (GQ,)),
    # Prosperity's Buy phase (treasures.py): untouched in a game without its cards
    ("buy_fx", np.bool_),               # the Buy phase does more than play plain Treasures:
    #                                     a Treasure that acts when played, Peddler's cost
    ("cuts", np.bool_),                 # a card's cost can change this turn: Quarry, Peddler
    # each card's cost now before Bridge's cut (g.cost_cut): the printed cost (cards.COST, set
    # at setup), less Quarry's and Peddler's cuts in their games (zones.cost reads it in place
    # of COST, at the same cost; NC long, so that an index wraps as COST's does)
    ("costs", np.int64, (NC,)),
    ("costs_set", np.bool_),            # costs holds the printed costs (False: a fresh record)
    # Charlatan (Prosperity 2nd edition): "In games using this, Curse is also a Treasure worth
    # $1" (charlatan.py). Each card's types in this game: cards.TYPES, set with the costs on a
    # fresh record, with Curse's Treasure bit in a game with Charlatan (the checks of a card's
    # Treasure type read these; Curse's row carries its $1, counted only where it is one)
    ("types", np.int64, (NC,)),
    ("curse_treasure", np.bool_),       # this game has Charlatan: Curse is a Treasure too
    # Tiara and Collection (triggers.py): their "this turn" effects, counted afresh each turn
    # of a game with Prosperity's triggers (untouched without them: pros False)
    ("tiaras", np.int64),               # Tiara plays this turn: gains may go onto the deck
    ("collections", np.int64),          # Collection plays this turn: +1 VP each per Action gained
    # Contraband and War Chest (naming.py): the cards the player to the left named this turn;
    # limits also stands for Grand Market's limit on the Buy (engine.buy_limits). All zero
    # and untouched in a game without these cards (limits False)
    ("limits", np.bool_),               # Grand Market, Contraband or War Chest in the Supply
    ("named", np.uint8, (NCP,)),        # per card: naming.NAMED_BUY | NAMED_GAIN bits
    ("named_n", np.int64),              # names given this turn
    ("named_buys", np.int64),           # ... of them for Contrabands
])


# numba's type of one state record, for explicit signatures. Small helpers that are called
# with constant arguments get one: numba would otherwise compile a separate copy for every
# combination of constant values at the call sites (measured: `ask` 49 copies).
RECORD = numba.from_dtype(STATE)

# new records: card_sets.new_states (they hold the addresses of the card sets' code)
