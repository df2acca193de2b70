"""Rule tests for Prosperity's buy and gain triggers (simcore/dominion/triggers.py) and the cards
that use them: Magnate, Hoard, Mint, Talisman, Royal Seal, Goons, Watchtower, Trade Route,
Clerk.

Each test builds a concrete position (tests/position.py), plays it decision by decision and
checks the exact outcome. Sources of the rulings, cited per test:
  [RB2] Prosperity rule book, 2nd edition (Rio Grande Games, 2022): card texts.
  [RB1] Prosperity rule book, 1st edition (2010): the texts of the cards the 2nd edition
        removed or changed (Hoard, Mint) and their notes.
  [FAQ] the cards' "Official FAQ" on the DominionStrategy wiki,
        https://wiki.dominionstrategy.com/index.php/<Card> (Hoard's of 2022).

Each test was seen failing against a planted bug in the engine (named in its comment).
Conventions: decks are written top card first; player 1 holds five Coppers (no Action).
"""
from collections import Counter

from simcore.dominion import checks, view
from simcore.dominion.cards import CURSE, DUCHY, ESTATE, GARDENS, PROVINCE, card_id
from simcore.dominion.playlog import render
from tests.position import Position, ok, play, table

# the card sets whose cards these rules tests cover (test_card_set_completeness.py)
RULES_OF = ("prosperity", "prosperity1")

KINGDOM = ["Magnate", "Watchtower", "Mint", "Hoard", "Goons", "Talisman", "Royal Seal",
           "Trade Route", "Throne Room", "Witch", "Mountebank", "Expand", "Gardens", "Mine",
           "Clerk"]
ESTATES = ["Estate"] * 12
COPPERS = ["Copper"] * 12


def bag(*names):
    return Counter(names)


def new(deck=ESTATES, hand=(), players=2, discard=(), others=None, edition=2,
        kingdom=KINGDOM):
    return table(kingdom, hand, deck, discard, players, edition, others)


def tokens(pos, p=0):
    return int(pos.g["vp_tokens"][p])


# ------------------------------------------------------------------ the flag
def test_only_games_with_a_trigger_card_set_the_flag():
    # The triggers cost a game without their cards nothing: the flag is off there (a base
    # game, and a Prosperity game without these cards), on with any one of them.
    # Planted bug seen failing: the flag set for every Prosperity card.
    assert not Position(kingdom=["Village"]).g["pros"]
    assert not Position(kingdom=["Monument", "Bishop"]).g["pros"]
    for name in ("Hoard", "Mint", "Talisman", "Royal Seal", "Goons", "Watchtower",
                 "Trade Route", "Clerk"):
        assert Position(kingdom=[name]).g["pros"], name


# ------------------------------------------------------------------ Magnate
def test_magnate_draws_a_card_per_treasure_in_hand():
    # [RB2] Magnate: reveal your hand; +1 Card per Treasure in it (Hoard, a Treasure with an
    # ability, counts; Magnate itself is in play, not in the hand).
    # Planted bug seen failing: Coppers only counted.
    pos = new(hand=["Magnate", "Copper", "Silver", "Hoard", "Estate"],
              deck=["Duchy", "Duchy", "Duchy", "Gold"])
    play(pos, "Magnate")
    assert pos.deck(0) == ["Gold"]
    assert pos.hand(0) == bag("Estate", "Duchy", "Duchy", "Duchy")      # Treasures played
    ok(pos)
    pos = new(hand=["Magnate", "Estate"], deck=["Gold"])
    play(pos, "Magnate")                                # no Treasure: no card
    assert pos.deck(0) == ["Gold"]
    ok(pos)


# ------------------------------------------------------------------ Hoard
def test_hoard_gains_a_gold_per_hoard_for_a_bought_victory_card():
    # [RB2] Hoard: $2; this turn, when you gain a Victory card, if you bought it, gain a
    # Gold. [FAQ] cumulative: two Hoards and a bought Estate gain two Golds; a card that is
    # not a Victory card gains nothing. Planted bug seen failing: one Gold for any number of
    # Hoards.
    pos = new(hand=["Hoard", "Hoard", "Copper", "Copper", "Copper"], deck=COPPERS)
    play(pos, "Estate", "Silver", buys=3)
    assert pos.discard(0) == bag("Estate", "Gold", "Gold", "Silver")
    assert pos.left("Gold") == 28
    ok(pos)


def test_hoard_second_edition_outlives_its_trash_first_edition_does_not():
    # [RB2] Hoard's effect is set up when played ("this turn"), so a Hoard trashed since
    # (2nd-edition Mint, gained: trash the Treasures you have in play) still gains its Gold;
    # [RB1] Hoard: "while this is in play, when you buy a Victory card, gain a Gold", and
    # 1st-edition Mint (when bought) trashes it first: no Gold.
    # Planted bug seen failing: g.hoards_gone not counted.
    for edition, golds in ((2, 2), (1, 0)):
        pos = new(hand=["Hoard", "Hoard", "Gold", "Gold", "Gold"], deck=COPPERS,
                  edition=edition)
        play(pos, "Mint", "Province", buys=3)
        assert pos.trash() == bag("Hoard", "Hoard", "Gold", "Gold", "Gold"), edition
        assert pos.discard(0)["Gold"] == golds, edition
        assert pos.discard(0)["Province"] == 1 and pos.coins == 0
        ok(pos)


def test_hoard_gold_only_while_the_pile_lasts():
    # [RB1]/[RB2] a Gold is gained only if there is one left. Planted bug seen failing:
    # the Golds taken without checking the pile (a negative Gold pile).
    pos = new(hand=["Hoard", "Hoard", "Copper", "Copper"], deck=COPPERS)
    pos.supply("Gold", 1)
    pos.total = checks.totals(pos.g)
    play(pos, "Estate", buys=2)
    assert pos.discard(0) == bag("Estate", "Gold") and pos.left("Gold") == 0
    ok(pos)


# ------------------------------------------------------------------ Mint
def test_mint_reveals_a_treasure_and_gains_a_copy():
    # [RB2] Mint: you may reveal a Treasure card from your hand; gain a copy of it (the
    # revealed card stays in the hand). Planted bug seen failing: the copy gained to the
    # hand.
    pos = new(hand=["Mint", "Silver", "Copper"], deck=COPPERS)
    play(pos, "Mint")
    assert pos.pending() == ("pick", 0, "Mint")
    pos.answer("Silver")
    assert pos.discard(0) == bag("Silver") and pos.left("Silver") == 39
    assert pos.coins == 3                               # the Silver stayed and was played
    ok(pos)
    pos = new(hand=["Mint", "Gold", "Copper"], deck=COPPERS)
    play(pos, "Mint", "default")                        # the default: the Gold
    assert pos.discard(0) == bag("Gold")
    pos = new(hand=["Mint", "Copper", "Estate"], deck=COPPERS)
    play(pos, "Mint", "default")                        # a Copper is not worth a copy
    assert pos.discard(0) == Counter()
    pos = new(hand=["Mint", "Estate"], deck=COPPERS)
    play(pos, "Mint")                                   # no Treasure: nothing asked
    assert pos.pending() == ("buy", 0, None)


def test_mint_gained_trashes_the_treasures_in_play():
    # [RB2] Mint: when you gain this, trash all non-Duration Treasures you have in play (the
    # $ they made stays). [RB1] when you buy this, trash all Treasures you have in play.
    # Planted bug seen failing: the coins taken back with the Treasures.
    for edition in (2, 1):
        pos = new(hand=["Gold", "Silver", "Copper", "Copper"], deck=COPPERS, edition=edition)
        play(pos, "Mint", "Estate", buys=3)
        assert pos.trash() == bag("Gold", "Silver", "Copper", "Copper"), edition
        assert pos.in_play() == Counter() and pos.discard(0) == bag("Mint", "Estate")
        assert pos.coins == 0
        assert pos.owned(0)["Gold"] == 0
        ok(pos)


def test_mint_gained_otherwise():
    # [RB2] 2nd edition: any gain of Mint trashes (on another player's turn the gainer has no
    # Treasure in play: nothing). [RB1] 1st edition: only buying it does; a Mint gained
    # with Expand trashes nothing. Expand in the Action phase has no Treasure in play, so
    # the check here is 1st-edition Mint's on-buy trigger. Planted bug seen failing:
    # 1st-edition Mint trashing on a bought card other than Mint.
    pos = new(hand=["Expand", "Silver", "Gold"], deck=COPPERS, edition=1)
    play(pos, "Expand", "Silver", "Mint", "Estate", buys=2)
    assert pos.discard(0)["Mint"] == 1 and pos.trash() == bag("Silver")
    assert pos.discard(0)["Estate"] == 1 and pos.in_play()["Gold"] == 1
    ok(pos)


# ------------------------------------------------------------------ Talisman
def test_talisman_gains_a_copy_of_a_cheap_non_victory_card_bought():
    # [RB1] Talisman: $1; while this is in play, when you buy a card costing $4 or less that
    # is not a Victory card, gain a copy of it. [RB1] notes: each Talisman gains one; each
    # buy counts; not for Victory cards (Estate), not for cards costing more than $4.
    # Planted bug seen failing: Victory cards copied.
    pos = new(hand=["Talisman", "Talisman", "Copper", "Copper", "Gold"], deck=COPPERS)
    play(pos, "Silver", "Estate", "Copper", buys=4)
    assert pos.discard(0) == bag("Silver", "Silver", "Silver", "Estate", "Copper", "Copper",
                                 "Copper")
    assert pos.coins == 2
    ok(pos)
    pos = new(hand=["Talisman", "Gold", "Copper"], deck=COPPERS)
    play(pos, "Mint")                                   # $5: no copy
    assert pos.discard(0)["Mint"] == 1 and pos.left("Mint") == 9
    pos = new(hand=["Talisman", "Gold"], deck=COPPERS)
    pos.supply("Silver", 1)
    pos.total = checks.totals(pos.g)
    play(pos, "Silver")                                 # [RB1] none left: no copy
    assert pos.discard(0)["Silver"] == 1 and pos.left("Silver") == 0
    ok(pos)


# ------------------------------------------------------------------ Royal Seal
def test_royal_seal_may_put_a_gained_card_onto_the_deck():
    # [RB1] Royal Seal: $2; while this is in play, when you gain a card, you may put that card
    # on top of your deck. Each gain is its own choice. Planted bug seen failing: the card
    # left in the discard pile as well (counted twice).
    pos = new(hand=["Royal Seal", "Gold", "Copper"], deck=COPPERS)
    play(pos, "Silver", buys=2)
    assert pos.pending() == ("yesno", 0, "Royal Seal")
    pos.answer(1)
    assert pos.deck(0)[:1] == ["Silver"] and pos.discard(0) == Counter()
    ok(pos)
    pos = new(hand=["Royal Seal", "Gold", "Copper"], deck=COPPERS)
    play(pos, "Silver", 0, buys=2)
    assert pos.deck(0)[:1] == ["Copper"] and pos.discard(0) == bag("Silver")
    ok(pos)
    # defaults: a Gold onto the deck, an Estate not; a Hoard's Gold is gained too
    pos = new(hand=["Royal Seal", "Hoard", "Gold", "Copper"], deck=COPPERS)
    play(pos, "Estate", "default", "default", buys=2)
    assert pos.deck(0)[:1] == ["Gold"] and pos.discard(0) == bag("Estate")
    ok(pos)


# ------------------------------------------------------------------ Goons
def test_goons_discard_attack_and_a_token_per_buy():
    # [RB1] Goons: +1 Buy, +$2; each other player discards down to 3 cards in hand; while
    # this is in play, when you buy a card, +1 VP token. [FAQ] two Goons in play: +2 per
    # buy; a King's Court (here a Throne Room) on Goons: one Goons in play, +1 per buy;
    # gaining a card other ways gives nothing. Planted bug seen failing: the token per play
    # of Goons rather than per Goons in play.
    pos = new(hand=["Goons", "Copper", "Copper"], deck=COPPERS,
              others={1: dict(hand=["Estate", "Estate", "Copper", "Copper", "Silver"])})
    play(pos, "Goons")
    assert pos.pending() == ("discard", 1, "Goons")
    pos.answers("default", "default")
    assert pos.hand(1) == bag("Copper", "Copper", "Silver")
    assert pos.buys == 2 and pos.coins == 4
    pos.answers("Copper", "Silver")
    assert tokens(pos) == 2
    ok(pos)
    pos = new(hand=["Throne Room", "Goons"], deck=COPPERS)
    play(pos, "Throne Room", "Goons", "default", "default")
    assert pos.buys == 3 and pos.coins == 4
    pos.answers("Copper", "Copper")
    assert tokens(pos) == 2
    ok(pos)


# ------------------------------------------------------------------ Watchtower
def test_watchtower_draws_to_six():
    # [RB2] Watchtower: draw until you have 6 cards in hand. [FAQ] with 6 or more, nothing.
    # Planted bug seen failing: 6 cards drawn.
    pos = new(hand=["Watchtower", "Estate", "Estate"], deck=["Duchy"] * 8)
    play(pos, "Watchtower")
    assert pos.hand(0) == bag("Estate", "Estate", "Duchy", "Duchy", "Duchy", "Duchy")
    assert len(pos.deck(0)) == 4
    ok(pos)
    pos = new(hand=["Watchtower"] + ["Estate"] * 7, deck=["Duchy"] * 8)
    play(pos, "Watchtower")
    assert len(pos.deck(0)) == 8


def test_watchtower_reacts_to_gains_on_other_turns():
    # [RB2] Watchtower: when you gain a card, you may reveal this from your hand, to either
    # trash that card or put it onto your deck. [FAQ] also on another player's turn (a
    # Curse from an Attack); each gain is a separate decision (Mountebank: the Curse
    # trashed, the Copper onto the deck); the card was gained (its pile goes down), and
    # Watchtower stays in hand. Planted bug seen failing: the trashed Curse still owned.
    pos = new(hand=["Witch"], deck=COPPERS,
              others={1: dict(hand=["Watchtower", "Copper"], deck=["Estate"])})
    play(pos, "Witch")
    assert pos.pending() == ("mode", 1, "Watchtower")
    assert pos.g["dec_card"] == CURSE
    pos.answer(1)
    assert pos.trash() == bag("Curse") and pos.left("Curse") == 9
    assert pos.owned(1)["Curse"] == 0 and pos.hand(1) == bag("Watchtower", "Copper")
    assert pos.pending() == ("buy", 0, None)
    ok(pos)
    pos = new(hand=["Mountebank"], deck=COPPERS,
              others={1: dict(hand=["Watchtower", "Copper"], deck=["Estate"])})
    play(pos, "Mountebank", 1, 2)
    assert pos.trash() == bag("Curse") and pos.deck(1) == ["Copper", "Estate"]
    assert pos.discard(1) == Counter()
    ok(pos)
    pos = new(hand=["Mountebank"], deck=COPPERS,
              others={1: dict(hand=["Watchtower", "Copper"], deck=["Estate"])})
    play(pos, "Mountebank", 0, 0)                       # not revealed: both stay
    assert pos.discard(1) == bag("Curse", "Copper")
    ok(pos)


def test_watchtower_on_own_buys_and_defaults():
    # [RB2] Watchtower on the player's own gains: a bought Silver onto the deck; a card gained
    # to the hand can be trashed from there ([FAQ]: a gain going elsewhere than the discard
    # pile). The defaults: junk trashed, a card worth drawing onto the deck, a Victory card
    # left. Planted bug seen failing: the default putting a Victory card onto the deck.
    pos = new(hand=["Watchtower", "Gold", "Copper"], deck=COPPERS)
    play(pos, "Silver", buys=2, actions=0)             # Watchtower kept in hand
    assert pos.pending() == ("mode", 0, "Watchtower")
    pos.answer(2)
    assert pos.deck(0)[:1] == ["Silver"] and pos.discard(0) == Counter()
    ok(pos)
    pos = new(hand=["Watchtower", "Gold", "Gold", "Gold", "Gold"], deck=COPPERS)
    play(pos, "Province", "default", "Silver", "default", buys=3, actions=0)
    assert pos.discard(0) == bag("Province") and pos.deck(0)[:1] == ["Silver"]
    ok(pos)
    pos = new(hand=["Witch"], deck=COPPERS,
              others={1: dict(hand=["Watchtower", "Copper"], deck=["Estate"])})
    play(pos, "Witch", "default")
    assert pos.trash() == bag("Curse")
    ok(pos)
    pos = new(hand=["Mine", "Silver", "Watchtower"], deck=COPPERS)
    play(pos, "Mine", "Silver", "Gold")                 # Mine gains the Gold to the hand
    assert pos.pending() == ("mode", 0, "Watchtower")
    pos.answer(1)
    assert pos.trash() == bag("Silver", "Gold") and pos.hand(0) == bag("Watchtower")
    ok(pos)


def test_watchtower_and_royal_seal_on_one_gain():
    # [RB1] Royal Seal and [RB2] Watchtower both react to one gain: Watchtower not revealed,
    # Royal Seal may still put it onto the deck; revealed to trash it, Royal Seal has
    # nothing left to move (the order here: Watchtower first). Planted bug seen failing:
    # Royal Seal asked first.
    pos = new(hand=["Watchtower", "Royal Seal", "Gold"], deck=COPPERS)
    play(pos, "Silver", 0, buys=2, actions=0)
    assert pos.pending() == ("yesno", 0, "Royal Seal")
    pos.answer(1)
    assert pos.deck(0)[:1] == ["Silver"]
    ok(pos)
    pos = new(hand=["Watchtower", "Royal Seal", "Gold"], deck=COPPERS)
    play(pos, "Silver", 1, buys=2, actions=0)
    assert pos.trash() == bag("Silver") and pos.pending() == ("buy", 0, None)
    ok(pos)


# ------------------------------------------------------------------ Trade Route
def test_trade_route_tokens_move_on_the_first_gain_from_a_victory_pile():
    # [RB1] Trade Route setup: a token on each Victory card Supply pile (Estate, Duchy,
    # Province, Gardens; not Curse); when a card is gained from that pile (bought or not),
    # its token moves to the Trade Route mat: once per pile. Planted bug seen failing: a
    # token moved on every gain.
    pos = new(hand=["Gold", "Gold", "Gold", "Copper"], deck=COPPERS)
    g = pos.g
    assert [int(g["route_token"][c]) for c in (ESTATE, DUCHY, PROVINCE, GARDENS, CURSE)] == \
        [1, 1, 1, 1, 0]
    play(pos, "Estate", "Estate", "Duchy", buys=4)
    assert int(g["route_mat"]) == 2
    assert [int(g["route_token"][c]) for c in (ESTATE, DUCHY, PROVINCE)] == [0, 0, 1]
    # what a strategy sees (view.py): the mat and the tokens left, both public
    assert view.trade_route_mat(g) == 2
    assert [view.trade_route_token(g, c) for c in (ESTATE, PROVINCE, -1, 1 << 40)] == \
        [0, 1, 0, 0]
    pos = new(hand=["Expand", "Silver"], deck=COPPERS)
    play(pos, "Expand", "Silver", "Gardens")            # gained, not bought
    assert int(pos.g["route_mat"]) == 1 and pos.g["route_token"][GARDENS] == 0
    ok(pos)


def test_trade_route_token_moves_are_logged():
    # Readable logs say when a token moves (the mat's count is public).
    # Planted bug seen failing: the move not logged.
    pos = new(hand=["Gold", "Copper"], deck=COPPERS)
    pos.g["log_on"] = True
    pos.g["log_n"] = 0
    play(pos, "Estate", buys=2)
    events = [tuple(int(x) for x in e) for e in pos.g["log"][:pos.g["log_n"]]]
    lines = render(events, ["A", "B"])
    assert "   the Trade Route token on Estate moves to the mat" in lines


def test_trade_route_play():
    # [RB1] Trade Route: +1 Buy; +$1 per token on the Trade Route mat; trash a card from your
    # hand (mandatory: the default trashes the card least worth owning; an empty hand trashes
    # nothing). Planted bug seen failing: the trash made optional.
    pos = new(hand=["Trade Route", "Curse", "Silver"], deck=COPPERS)
    pos.g["route_mat"] = 2
    play(pos, "Trade Route")
    assert pos.pending() == ("trash", 0, "Trade Route") and not pos.g["dec_opt"]
    pos.answer("default")
    assert pos.trash() == bag("Curse") and pos.coins == 4 and pos.buys == 2
    ok(pos)
    pos = new(hand=["Trade Route"], deck=COPPERS)
    play(pos, "Trade Route")
    assert pos.pending() == ("buy", 0, None) and pos.coins == 0


def test_trade_route_is_first_edition_and_a_game_without_it_has_no_tokens():
    # The tokens exist only in a game with Trade Route. Planted bug seen failing: tokens
    # placed for any trigger card.
    pos = new(hand=["Copper"], kingdom=["Hoard", "Village"])
    assert int(pos.g["route_token"][ESTATE]) == 0
    assert card_id("Trade Route") > card_id("Hoard")


# ------------------------------------------------------------------ Clerk
def test_clerk_played_from_the_hand():
    # [RB2] Clerk: +$2; each other player with 5 or more cards in hand puts one of them onto
    # their deck (a player with 4 is not asked). Planted bug seen failing: "more than 5".
    pos = new(hand=["Clerk"], deck=COPPERS, players=3,
              others={1: dict(hand=["Estate"] + ["Copper"] * 4, deck=["Gold"]),
                      2: dict(hand=["Copper"] * 4, deck=["Gold"])})
    play(pos, "Clerk")
    assert pos.pending() == ("topdeck", 1, "Clerk")
    pos.answer("default")                               # the card worth least: the Estate
    assert pos.deck(1) == ["Estate", "Gold"] and pos.hand(1) == bag(*["Copper"] * 4)
    assert pos.deck(2) == ["Gold"] and pos.hand(2) == bag(*["Copper"] * 4)
    assert pos.coins == 2 and pos.pending() == ("buy", 0, None)
    ok(pos)


def test_clerk_may_be_played_at_the_start_of_the_turn():
    # [RB2] Clerk: at the start of your turn, you may play this from your hand (it uses no
    # Action: the Action phase keeps its one Action); each Clerk is its own choice.
    # Planted bug seen failing: the start-of-turn play using an Action.
    pos = new(hand=["Clerk", "Clerk", "Copper", "Copper", "Copper"], deck=COPPERS)
    pos.begin(1)
    assert pos.pending() == ("buy", 1, None)
    pos.answer(None)                                    # player 1's turn ends
    assert pos.pending() == ("yesno", 0, "Clerk")
    pos.answer(1)
    assert pos.pending() == ("topdeck", 1, "Clerk")
    pos.answer("Copper")
    assert pos.pending() == ("yesno", 0, "Clerk")
    pos.answer(0)                                       # the second stays in hand
    assert pos.pending() == ("play_action", 0, None)
    assert pos.actions == 1 and pos.coins == 2 and pos.in_play() == bag("Clerk")
    assert pos.hand(0) == bag("Clerk", "Copper", "Copper", "Copper")
    ok(pos)
