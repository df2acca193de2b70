"""Rule tests for Tiara and Collection (Prosperity, 2nd edition): a Treasure played twice, the
gains of a turn put onto the deck, Victory point tokens for the Actions gained in a turn.

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome. Sources of the rulings, cited per test:
  [RB2] Prosperity rule book, 2nd edition (Rio Grande Games, 2022): the card texts, Tiara
        "+1 Buy. This turn, when you gain a card, you may put it onto your deck. You may play
        a Treasure from your hand twice." and Collection "$2. +1 Buy. This turn, when you
        gain an Action card, +1 VP.", and their explanations: Tiara's applies to any or all
        of the cards gained later in the turn, bought or gained otherwise; a Tiara played
        with a Tiara plays two Treasures twice each, not one four times. Collection's is
        cumulative (two in play, a Village bought: +2 VP), counts Actions however gained,
        only those gained after it was played, and lasts the turn if it leaves play.
  [FAQ] the cards' "Official FAQ" on the DominionStrategy wiki,
        https://wiki.dominionstrategy.com/index.php/<Card>.
  [BASE] Dominion rule book, 2nd edition: Merchant, "The first time you play a Silver this
        turn, +$1"; a card played twice is played, then played again.

Each test was seen failing against a planted bug in the engine (named in its comment).
Conventions: decks are written top card first; player 1 holds five Coppers (no Action).
"""
from collections import Counter

from simcore.dominion import checks, view
from simcore.dominion.cards import NAMES
from simcore.dominion.heuristics import default_choice
from tests.position import Position, ok, play

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("prosperity",)

KINGDOM = ["Tiara", "Collection", "Crystal Ball", "Bank", "Mint", "Merchant", "Village",
           "Smithy", "Watchtower", "Workshop"]
COPPERS = ["Copper"] * 12


def bag(*names):
    return Counter(names)


def new(hand=(), deck=COPPERS, discard=(), kingdom=KINGDOM, edition=2):
    pos = Position(players=2, kingdom=kingdom, edition=edition)
    pos.set(0, hand=list(hand), deck=list(deck), discard=list(discard))
    pos.set(1, hand=["Copper"] * 5, deck=["Copper"] * 10)
    pos.total = checks.totals(pos.g)
    return pos


def tokens(pos, p=0):
    return int(pos.g["vp_tokens"][p])


# ------------------------------------------------------------------ Tiara
def test_tiara_plays_a_treasure_twice_and_gives_a_buy():
    # [RB2] Tiara: +1 Buy; "you may play a Treasure from your hand twice": Gold twice ($6) and
    # the Copper ($1), 2 Buys; the Gold is one card in play. Played before the plain
    # Treasures (treasures.py), so the Gold is still in hand to choose. Planted bug seen
    # failing: the second play left out ($4).
    pos = new(hand=["Tiara", "Gold", "Copper"])
    play(pos)
    assert pos.pending() == ("play", 0, "Tiara")
    pos.answer("Gold")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 7 and pos.buys == 2
    assert pos.in_play() == bag("Tiara", "Gold", "Copper") and pos.hand(0) == bag()
    ok(pos)
    # playing none twice is allowed: the Buy still comes, the Treasures are played once
    pos = new(hand=["Tiara", "Gold", "Copper"])
    play(pos, None)
    assert pos.pending() == ("buy", 0, None) and pos.coins == 4 and pos.buys == 2
    ok(pos)


def test_tiara_puts_the_turn_s_gains_onto_the_deck_each_asked():
    # [RB2] Tiara: "This turn, when you gain a card, you may put it onto your deck": any or
    # all of the gains, each its own choice, bought or not. Two buys: a Silver onto the deck,
    # a Copper not. Planted bug seen failing: the question asked of a Royal Seal in play only
    # (no question).
    pos = new(hand=["Tiara", "Gold", "Silver"])
    play(pos, None, "Silver", buys=2)
    assert pos.pending() == ("yesno", 0, "Tiara") and NAMES[pos.g["dec_card"]] == "Silver"
    pos.answer(1)
    assert pos.deck(0)[:2] == ["Silver", "Copper"]
    pos.answer("Copper")
    assert pos.pending() == ("yesno", 0, "Tiara")
    pos.answer(0)
    assert pos.deck(0)[:2] == ["Silver", "Copper"] and pos.discard(0) == bag("Copper")
    assert pos.g["tiaras"] == 1
    ok(pos)


def test_tiara_s_topdecking_outlasts_tiara_in_play():
    # [RB2] Tiara's "this turn" (not "while in play", as Royal Seal's): gaining a Mint trashes
    # the Treasures in play, Tiara too; the Mint itself and the next card gained may still go
    # onto the deck. Planted bug seen failing: the option read from Tiara in play (the Mint
    # trashed it first: no question).
    pos = new(hand=["Tiara", "Gold", "Gold", "Copper"])
    play(pos, None, "Mint", buys=2)
    assert pos.trash() == bag("Tiara", "Gold", "Gold", "Copper")
    assert pos.pending() == ("yesno", 0, "Tiara")
    pos.answer(1)
    assert pos.deck(0)[:1] == ["Mint"]
    pos.answer("Copper")
    assert pos.pending() == ("yesno", 0, "Tiara")
    pos.answer(1)
    assert pos.deck(0)[:2] == ["Copper", "Mint"]
    ok(pos)


def test_tiara_on_tiara_plays_two_treasures_twice_each():
    # [RB2] Tiara's explanation: "If you play a Tiara with a Tiara, you will be able to play
    # two Treasures from your hand twice each - you don't play one Treasure four times." The
    # second Tiara's two plays each ask: Gold twice, Silver twice: $10; Buys 1 + 1 + 1 + 1.
    # Planted bug seen failing: the Tiara's second play asking nothing (Silver played once).
    pos = new(hand=["Tiara", "Tiara", "Gold", "Silver"])
    play(pos, "Tiara")
    assert pos.pending() == ("play", 0, "Tiara")
    pos.answer("Gold")
    assert pos.pending() == ("play", 0, "Tiara")
    pos.answer("Silver")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 10 and pos.buys == 4
    assert pos.in_play() == bag("Tiara", "Tiara", "Gold", "Silver")
    ok(pos)


def test_a_second_tiara_in_hand_is_played_after_the_first():
    # Two Tiaras in hand, neither playing the other: each is played (before the plain
    # Treasures), each may play a Treasure twice: Gold twice, Silver twice, $10, 3 Buys.
    # Planted bug seen failing: the plain Treasures played after the first Tiara (the
    # second Tiara finds no Silver in hand: $8).
    pos = new(hand=["Tiara", "Tiara", "Gold", "Silver"])
    play(pos, "Gold", "Silver")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 10 and pos.buys == 3
    ok(pos)


def test_tiara_on_silver_gives_merchant_s_dollar_once():
    # [BASE] Merchant: "The first time you play a Silver this turn, +$1": Silver played twice
    # by Tiara is $2 + $1 + $2, the other Silver $2: $7. Planted bugs seen failing: the second
    # play counted as a first Silver ($8); the plain Silver too ($8).
    pos = new(hand=["Merchant", "Tiara", "Silver"], deck=["Silver"] + COPPERS)
    play(pos, "Merchant", "Silver")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 7
    ok(pos)


def test_tiara_on_crystal_ball_and_on_bank():
    # [RB2] Crystal Ball played twice looks at the top card twice: $1 + Gold played ($3),
    # $1 + Silver played ($2): $7. Bank played twice by Tiara, before the plain Treasures:
    # each play counts Tiara and Bank in play ($2 + $2), then two Coppers: $6. Planted bug
    # seen failing: the second play without its effect (Crystal Ball: $5).
    pos = new(hand=["Tiara", "Crystal Ball"], deck=["Gold", "Silver"] + COPPERS)
    play(pos, "Crystal Ball", 3, 3)
    assert pos.pending() == ("buy", 0, None) and pos.coins == 7
    assert pos.in_play() == bag("Tiara", "Crystal Ball", "Gold", "Silver")
    ok(pos)
    pos = new(hand=["Tiara", "Bank", "Copper", "Copper"])
    play(pos, "Bank")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 6
    ok(pos)


def test_tiara_on_investment_trashes_it_once():
    # [RB2] Investment's explanation: "If you play the same Investment twice (e.g. with Crown)
    # and trash it on the first play for VP, then you can't trash it on the second play for
    # VP." First play: Estate trashed, Investment trashed, 2 tokens (Copper, Silver); second:
    # the Copper trashed (mandatory), the token mode gives nothing; then the Silver: $2.
    # Taking +$1 the second time: $3. Planted bug seen failing: the second play's tokens
    # (3).
    for second, coins in ((1, 2), (0, 3)):
        pos = new(hand=["Tiara", "Investment", "Estate", "Copper", "Silver"],
                  kingdom=KINGDOM[:-1] + ["Investment"])
        play(pos, "Investment", "Estate", 1, "Copper")
        assert pos.pending() == ("mode", 0, "Investment")
        pos.answer(second)
        assert pos.pending() == ("buy", 0, None) and pos.coins == coins
        assert tokens(pos) == 2 and pos.trash() == bag("Estate", "Investment", "Copper")
        ok(pos)
    # the default takes +$1 the second time, even with 3 Treasure names left in hand
    pos = new(hand=["Tiara", "Investment", "Estate", "Copper", "Copper", "Silver", "Gold"],
              kingdom=KINGDOM[:-1] + ["Investment"])
    play(pos, "Investment", "Estate", 1, "Copper")
    assert NAMES[pos.g["dec_src"]] == "Investment" and default_choice(pos.g) == 0
    ok(pos)


def test_tiara_s_defaults():
    # The default plays another Tiara twice first, else the Treasure giving most (Gold over
    # Crystal Ball over Collection over Silver), and puts a gained card worth drawing onto
    # the deck (a Gold), not a Victory card or Copper. Planted bug seen failing: the first
    # Treasure in Supply order (Copper).
    for hand, first in ((["Tiara", "Copper", "Silver", "Gold"], "Gold"),
                        (["Tiara", "Copper", "Silver", "Crystal Ball"], "Crystal Ball"),
                        (["Tiara", "Silver", "Collection"], "Collection"),
                        (["Tiara", "Tiara", "Gold"], "Tiara")):
        pos = new(hand=hand)
        play(pos)
        assert pos.pending() == ("play", 0, "Tiara")
        assert NAMES[default_choice(pos.g)] == first, hand
    pos = new(hand=["Tiara", "Gold", "Gold", "Silver"])
    play(pos, "default", "Gold", "default", "Estate", "default", buys=2)
    assert pos.coins == 11 - 6 - 2 and pos.buys == 1
    assert pos.deck(0)[:1] == ["Gold"] and pos.discard(0) == bag("Estate")
    ok(pos)


# ------------------------------------------------------------------ Collection
def test_collection_gives_a_token_per_action_gained():
    # [RB2] Collection: $2, +1 Buy; "This turn, when you gain an Action card, +1 VP": a
    # Village bought gives 1 VP token, a Silver none. Planted bug seen failing: the token
    # for every card gained.
    pos = new(hand=["Collection", "Gold", "Silver"])
    play(pos, "Village", buys=2)
    assert pos.buys == 2 and tokens(pos) == 1
    pos.answer("Silver")
    assert tokens(pos) == 1 and pos.coins == 1
    assert pos.owned(0)["Village"] == 1
    ok(pos)


def test_collections_add_up_and_tiara_plays_one_twice():
    # [RB2] Collection's explanation: "Multiple copies of this are cumulative; if you have two
    # Collections in play and buy a Village, you'll get +2 VP." [FAQ] played twice (Tiara),
    # it gives +1 VP twice per Action. Two Collections: +2 a Village; one played twice by a
    # Tiara: +2 Buys, $4, +2 a Village. Planted bug seen failing: a flag in place of a count
    # (+1).
    pos = new(hand=["Collection", "Collection", "Silver"])
    play(pos, "Village")
    assert tokens(pos) == 2 and pos.buys == 2
    ok(pos)
    pos = new(hand=["Tiara", "Collection", "Copper"])
    assert view.collection_vp(pos.g) == 0 and not view.gains_onto_deck(pos.g)
    play(pos, "Collection")
    assert pos.coins == 5 and pos.buys == 4
    assert view.collection_vp(pos.g) == 2 and view.gains_onto_deck(pos.g)
    pos.answer("Village")
    assert pos.pending() == ("yesno", 0, "Tiara")
    pos.answer(0)
    assert tokens(pos) == 2
    ok(pos)


def test_collection_counts_actions_gained_otherwise_and_outlasts_its_play():
    # [RB2] Collection's explanation: Actions "whether bought, or gained some other way", and
    # "If the Collection leaves play ..., you still get VP from it for the rest of the turn".
    # A Mint gained (an Action) trashes the Treasures in play, Collection too: +1; a Village
    # bought after: +1 more. Planted bug seen failing: the count read from Collections in
    # play (the Village gives nothing).
    pos = new(hand=["Collection", "Gold", "Silver", "Copper"])
    play(pos, "Mint")
    assert pos.trash() == bag("Collection", "Gold", "Silver", "Copper")
    assert tokens(pos) == 1
    pos.answer("Village")
    assert tokens(pos) == 2 and pos.owned(0)["Village"] == 1
    ok(pos)


def test_collection_counts_only_later_gains_and_only_its_turn():
    # [RB2] Collection's explanation: "You only get VP for Actions you gain after you play the
    # Collection": a Workshop played in the Action phase gains a Village before the Buy
    # phase: nothing; the Village bought after: +1. The count ends with the turn: the next
    # player's turn starts at 0. Planted bug seen failing: the count not cleared at the
    # start of a turn.
    pos = new(hand=["Workshop", "Collection", "Gold", "Estate", "Estate"])
    play(pos, "Workshop", "Village", "Village")
    assert tokens(pos) == 1 and pos.owned(0)["Village"] == 2
    pos.answer(None)
    assert pos.cur == 1 and pos.g["collections"] == 0
    ok(pos)


def test_a_copper_tiara_plays_bars_grand_market():
    # [RB2] Grand Market: "You can't buy this if you have any Copper in play." A Copper that
    # Tiara plays twice is in play by that choice, so Grand Market is not bought this turn:
    # answered anyway, it is an illegal answer (the default buys instead) and the pile stays
    # whole. The Coppers the Buy phase plays with the other Treasures may still be left in
    # hand for it (engine.grand_market_limit): with a Gold played twice instead, Grand Market
    # is bought and the Copper goes back to the hand with its $1. Planted bug seen failing:
    # no bar (Grand Market bought, the Copper's two plays taken back as one).
    kingdom = ["Grand Market" if k == "Workshop" else k for k in KINGDOM]
    pos = new(hand=["Tiara", "Copper", "Gold", "Gold"], kingdom=kingdom)
    play(pos, "Copper")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 8
    left = pos.left("Grand Market")
    pos.answer("Grand Market")
    assert pos.left("Grand Market") == left and int(pos.g["fallbacks"][0]) == 1
    ok(pos)
    pos = new(hand=["Tiara", "Copper", "Gold", "Gold"], kingdom=kingdom)
    play(pos, "Gold", "Grand Market")
    assert pos.left("Grand Market") == left - 1 and int(pos.g["fallbacks"][0]) == 0
    assert pos.hand(0) == bag("Copper") and pos.coins == 10 - 1 - 6
    ok(pos)
