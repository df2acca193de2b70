"""Intrige's state: one record of a numpy structured dtype per game, plus the game's
constants (ranks, actions, decisions, rule options, end reasons, log events).

Cards are ranks (suits do not matter). A player's face-down cards are `hid[p, :hid_n[p]]`,
face-up ones `up[p, :up_n[p]]`; the court deck is the stack `court[:court_n]` (top = last).
Only `view.py` may be read by policies: everything here that another player could not see
(`hid` of others, the court order, `rng`, the per-game statistics) stays behind it.
"""
import numba
import numpy as np

from simcore.game import header_fields, state_dtype

MAXP = 8          # players (7-8 is the big-round variant)
NR = 5            # ranks
MAXC = 4 * NR     # cards in the big round
LOG = 512         # event buffer (only filled when logging)
BANK0 = 50        # coins on the table at the start (the bank never runs out: it may go < 0)

# ranks and their roles
ACE, KING, QUEEN, JACK, TEN = range(NR)
RANK_NAMES = ["Ace", "King", "Queen", "Jack", "Ten"]
ROLE_NAMES = ["Ace (Exchange; blocks Steal)", "King (Tax; blocks Foreign Aid)",
              "Queen (blocks Dagger)", "Jack (Dagger)", "Ten (Steal; blocks Steal)"]

# actions; an ACTION answer is action * 8 + target (target 0 for untargeted actions)
INCOME, AID, COUP, TAX, DAGGER, STEAL, EXCHANGE = range(7)
NA = 7
ACTION_NAMES = ["income", "foreign_aid", "coup", "tax", "dagger", "steal", "exchange"]
ACTION_ROLE = np.array([-1, -1, -1, KING, JACK, TEN, ACE], np.int64)   # claimed role
TARGETED = np.array([0, 0, 1, 0, 1, 1, 0], np.int64)

# blocks (statistics index): Foreign Aid by King, Dagger by Queen, Steal by Ten, by Ace
BLK_AID, BLK_DAGGER, BLK_STEAL_TEN, BLK_STEAL_ACE = range(4)
BLOCK_NAMES = ["aid_by_king", "dagger_by_queen", "steal_by_ten", "steal_by_ace"]

NONE = -1         # "no" / "nothing" (no block)
DEFER = -2        # a policy's "use the default"

# decision kinds (g.dec); g.dec_p answers
D_NONE = 0
D_ACTION = 1      # action * 8 + target
D_CHALLENGE = 2   # 1 challenge, 0 let it stand; the claim is g.claimer claiming g.role
D_BLOCK = 3       # a role to claim as a block (KING / QUEEN / TEN or ACE), or NONE
D_SHOW = 4        # the challenged claimer holds the role: 1 show it, 0 do not (and lose)
D_LOSE = 5        # the rank of one's own face-down card to turn face up
D_RETURN = 6      # Exchange: a rank from the pool (own face-down + drawn) to return
DECISION_NAMES = ["none", "action", "challenge", "block", "show", "lose", "return"]

# stages of the turn machine (g.stage)
(S_TURN, S_ACTION, S_CHAL, S_BLOCK, S_RESOLVE, S_END, S_LOSE, S_REDRAW, S_SHOW,
 S_RETURN, S_BLOCK_FAILED, S_OVER) = range(12)

# end reasons
END_NONE, END_WIN, END_TURN_LIMIT = 0, 1, 2
END_NAMES = ["", "win", "turn_limit"]

# rule options: their index in g.opt (options.py names them, with defaults and values);
# the seed's numbers from O_INCOME on, then the starting coins of each seat (MAXP slots)
O_START2, O_CHALLENGE_FIRST, O_BLOCK_AFTER_LOST, O_CLAIM_SHOWN, O_EXCHANGE_ONE, O_SPEAK, \
    O_REFUSE_SHOW, O_TURN_LIMIT, O_COPIES, O_INCOME, O_AID, O_TAX, O_STEAL, O_DAGGER_COST, \
    O_COUP_COST, O_FORCED_COUP, O_COINS = range(17)
NOPT = O_COINS + MAXP

# log events: (kind, player, a, b)
(EV_TURN, EV_ACTION, EV_CHALLENGE, EV_SHOW, EV_NOSHOW, EV_LOSE, EV_OUT, EV_BLOCK, EV_REDRAW,
 EV_DRAW, EV_RETURN, EV_COINS, EV_BLOCKED, EV_DONE, EV_FAILED, EV_WIN, EV_DEAL,
 EV_FALLBACK, EV_KEEP, EV_HAND) = range(20)

STATE = state_dtype(header_fields(MAXP, LOG) + [
    # (the common header above: done, end, dec / dec_p (the pending decision), steps, rng
    # (the game's stream: shuffles), fallbacks and fb_* (illegal answers), log_on/log_n/log
    # (events: kind, player, a, b); simcore/game.py)
    # setup
    ("n", np.int64),                    # players
    ("copies", np.int64),               # copies of each rank (3, or 4 for 7-8 players)
    ("opt", np.int64, (NOPT,)),         # rule options (O_*)
    # cards
    ("hid", np.int64, (MAXP, 2)),       # face-down ranks (influence)
    ("hid_n", np.int64, (MAXP,)),
    ("up", np.int64, (MAXP, 2)),        # face-up ranks
    ("up_n", np.int64, (MAXP,)),
    ("up_rank", np.int64, (NR,)),       # face-up cards of each rank, all players together
    ("court", np.int64, (MAXC,)),       # the court deck (top = court[court_n - 1])
    ("court_n", np.int64),
    ("pool", np.int64, (4,)),           # Exchange: own face-down + drawn, while choosing
    ("pool_n", np.int64),
    ("keep", np.int64),                 # Exchange: how many to keep
    # coins
    ("coins", np.int64, (MAXP,)),
    ("bank", np.int64),                 # BANK0 - every player's coins (may go below 0)
    ("alive_n", np.int64),
    # the turn
    ("cur", np.int64),                  # whose turn
    ("turn", np.int64),                 # turns taken so far (all players)
    ("turns", np.int64, (MAXP,)),       # turns taken by each player
    ("stage", np.int64),                # S_*
    ("act", np.int64),                  # the announced action
    ("tgt", np.int64),                  # its target (NONE when untargeted)
    ("ctx", np.int64),                  # the claim at stake: 0 the action's, 1 the block's
    ("claimer", np.int64),              # who claims g.role now (actor or blocker)
    ("role", np.int64),
    ("blocker", np.int64),              # NONE while nobody blocks
    ("brole", np.int64),                # the role the block claims
    ("challenger", np.int64),           # NONE while nobody challenges
    ("chal_lost", np.int64),            # who wrongly challenged the action this turn
    ("asker", np.int64),                # the round's last seat asked
    ("ask_left", np.int64),             # seats still to ask in the round
    ("lose_p", np.int64),               # who is choosing a card to lose
    ("after", np.int64),                # the stage to go on with after that loss
    ("paid", np.int64),                 # coins paid for the Dagger this turn
    # public history (what everyone at the table has seen)
    ("claims", np.int64, (MAXP, NR)),   # roles each player claimed (actions and blocks)
    ("fresh", np.int64, (MAXP, NR)),    # ... since that player's face-down cards last changed
    ("last_act", np.int64, (MAXP,)),    # each player's last announced action (NONE: none yet)
    ("caught", np.int64, (MAXP,)),      # claims a player did not show when challenged
    ("chal_by", np.int64, (MAXP,)),     # challenges a player made
    # randomness and bookkeeping
    ("prng", np.uint64),                # the policies' stream (random bots)
    ("game", np.int64),
    ("winner", np.int64),               # the seat that won (NONE: cut off at the turn limit)
    ("out_turn", np.int64, (MAXP,)),    # the turn a player went out (NONE: still in)
    # statistics of the game (hidden: never behind the view)
    ("hand0", np.int64, (MAXP,)),       # starting pair (PAIR index)
    ("st_act", np.int64, (MAXP, NA)),   # actions each seat announced
    ("st_act_ok", np.int64, (MAXP, NA)),    # ... and carried out
    ("st_blk", np.int64, (MAXP, 4)),    # blocks each seat claimed (BLK_*)
    ("st_blk_ok", np.int64, (MAXP, 4)),     # ... and standing
    ("st_chal", np.int64, (MAXP, 2)),   # challenges each seat made of an action / a block claim
    ("st_chal_ok", np.int64, (MAXP, 2)),    # ... and won (the claim was not shown)
    ("st_claim", np.int64, (MAXP, NR)), # role claims per player (actions and blocks) ...
    ("st_bluff", np.int64, (MAXP, NR)), # ... made without holding the role
    # the threads' records lie side by side: keep this one's last written fields and the
    # next one's header on different cache lines
    ("pad", np.uint8, (64,)),
])

RECORD = numba.from_dtype(STATE)

# the 15 starting pairs (lower rank first) and their index
PAIRS = [(a, b) for a in range(NR) for b in range(a, NR)]
PAIR = np.full((NR, NR), -1, np.int64)
for _i, (_a, _b) in enumerate(PAIRS):
    PAIR[_a, _b] = PAIR[_b, _a] = _i
PAIR_NAMES = [f"{RANK_NAMES[a]}+{RANK_NAMES[b]}" for a, b in PAIRS]


def new_states(k=1):
    return np.zeros(k, dtype=STATE)
