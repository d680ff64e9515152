//! The computer's Schlauch: it declares from what its hand wins, not from random play.
//!
//! Random play-outs overrate every contract: two opponents playing at random never defend, so
//! the search took any hand for a Schlauch and declared Doppelschlauch on random hands. Here
//! every seat of a play-out plays as a sensible person does ([`quick`], the game's
//! [`crate::game::Computer::playout_move`]): the declarer draws trumps and wins with his
//! highest card (or stays under in a Bettel), the opponents beat him cheaply where they can
//! and throw their lowest card where they cannot; a seat bids by counting its losers. The
//! strong player weighs every bid worth weighing by such play-outs and declares only where the
//! mean beats passing by a margin ([`strong`], [`DOUBT`]); the easy player is the rule of thumb
//! itself.
//!
//! Losers are counted per suit in the order of the game played: in a side suit every card
//! under the unbroken run from the top; in the trump suit (drawn from the top, both opponents
//! following) the cards that more of the others' trumps outrank than of one's own; in a
//! Bettel a card a lower lead can force (its place from the bottom above twice its rank among
//! one's own cards of the suit).

use std::sync::LazyLock;

use rand::RngCore;

use super::rules::{Contract, Kind, Mode, Naming};
use super::{DEALER, Phase, Schlauch};
use crate::card::{Card, CardSet, Pack, Suit};
use crate::game::Move;
use crate::search::{self, Budget, Playouts};

/// The losers a person bids over beyond those the asking makes up: the count is strict (it
/// takes the defenders to play without a slip), and measured it was one too strict. Over 300
/// deals (each with the easy player in two seats, the strong one in the third), the easy
/// player's games that counted one loser more than allowed were made 70% of the time
/// (forehand and Mittelhand, 10 games) and 62% (the dealer, 26 games), two more only 37% (82
/// games); without it the easy player declared in 0.4% of its seats.
const SPARE: u32 = 1;

/// The most losers beyond those allowed a bid may count and still be weighed by play-outs
/// (the asking and the play can make up for some; more are hopeless): two beyond a person's
/// [`SPARE`], so that the play-outs judge every hand a person might bid on.
const WEIGH: u32 = SPARE + 2;

/// What a bid of 150 Points must win in play-outs beyond passing, in the Striche of
/// [`crate::game::Computer::value`] (a won Schlauch is worth about +7, a lost one −8): the
/// play-outs' defenders are sensible, not good. The strong player against itself, 6,000 deals:
/// without it, 984 games declared and 52.6% made; at 1, 901 and 54.7%; at 2, 846 and 55.8%.
const DOUBT: f64 = 2.0;

/// The modes a hand is read in: Schlauch in each suit, then Grandioso and Bettel.
const MODES: [Mode; 6] = [
    Mode::Schlauch(Suit::Clubs),
    Mode::Schlauch(Suit::Diamonds),
    Mode::Schlauch(Suit::Hearts),
    Mode::Schlauch(Suit::Spades),
    Mode::Grandioso,
    Mode::Bettel,
];

/// The place of a mode in [`MODES`].
fn place(mode: Mode) -> usize {
    match mode {
        Mode::Schlauch(suit) => suit as usize,
        Mode::Grandioso => 4,
        Mode::Bettel => 5,
    }
}

/// Each suit's cards in each mode, highest first (a mode's trump suit with its two Unter).
static ORDER: LazyLock<[[Vec<Card>; 4]; 6]> = LazyLock::new(|| {
    MODES.map(|mode| {
        Suit::ALL.map(|suit| {
            let mut cards: Vec<Card> = Pack::ThirtyTwo
                .cards()
                .into_iter()
                .filter(|&c| mode.suit(c) == suit)
                .collect();
            cards.sort_by_key(|&c| std::cmp::Reverse(mode.height(c)));
            cards
        })
    })
});

/// The losers of a hand that must win every trick in `mode`; `on_lead`: it leads to the first
/// trick (else an opponent leads, in Grandioso a suit it lacks).
fn win_losers(mode: Mode, hand: CardSet, on_lead: bool) -> u32 {
    let mut losers = 0;
    let mut void = false;
    for (suit, cards) in Suit::ALL.into_iter().zip(&ORDER[place(mode)]) {
        let mine = cards.iter().filter(|&&c| hand.contains(c)).count();
        if matches!(mode, Mode::Schlauch(trump) if trump == suit) {
            losers += trump_losers(cards, hand, mine);
        } else {
            let top = cards.iter().take_while(|&&c| hand.contains(c)).count();
            losers += (mine - top) as u32;
            void |= mine == 0;
        }
    }
    losers + u32::from(void && !on_lead && mode == Mode::Grandioso)
}

/// The losers among a hand's `mine` trumps (`cards`: the trump suit, highest first): below
/// the unbroken run from the top, each of the others' trumps above them takes a trick (or
/// each of those cards loses, if fewer); and trumps the others keep after every round of
/// leads drew two take a trick each second one.
fn trump_losers(cards: &[Card], hand: CardSet, mine: usize) -> u32 {
    let run = cards.iter().take_while(|&&c| hand.contains(c)).count();
    let lowest = cards.iter().rposition(|&c| hand.contains(c));
    let above = lowest.map_or(0, |at| {
        cards[..at].iter().filter(|&&c| !hand.contains(c)).count()
    });
    let theirs = cards.len() - mine;
    let kept = theirs.saturating_sub(2 * mine);
    ((mine - run).min(above) + kept.div_ceil(2)) as u32
}

/// The losers of a hand that must win no trick (Bettel order).
fn bettel_losers(hand: CardSet) -> u32 {
    let mut losers = 0;
    for cards in &ORDER[place(Mode::Bettel)] {
        // From the bottom: the Seven's place is 0.
        let mut own = 0;
        for (at, &card) in cards.iter().rev().enumerate() {
            if hand.contains(card) {
                losers += u32::from(at > 2 * own);
                own += 1;
            }
        }
    }
    losers
}

/// The losers of a hand in one half's aim and mode.
fn losers(kind: Kind, mode: Mode, hand: CardSet, on_lead: bool) -> u32 {
    match kind {
        Kind::Bettel => bettel_losers(hand),
        _ => win_losers(mode, hand, on_lead),
    }
}

/// The fewest losers of a hand in a game, over the trumps it may name, with those trumps.
fn reckon(contract: Contract, hand: CardSet, on_lead: bool) -> (u32, [Option<Suit>; 2]) {
    let count = |named: [Option<Suit>; 2]| {
        let trumps = contract.trumps(named);
        (0..2)
            .map(|half| {
                let kind = contract.halves()[half];
                let mode = match (kind, trumps[half]) {
                    (Kind::Schlauch, Some(trump)) => Mode::Schlauch(trump),
                    (Kind::Bettel, _) => Mode::Bettel,
                    _ => Mode::Grandioso,
                };
                // A double game's second half leads from the declarer, as do its first.
                losers(kind, mode, hand, on_lead || contract.double() || half == 1)
            })
            .max()
            .unwrap_or(0)
    };
    match contract.naming() {
        Naming::Nothing => (count([None; 2]), [None; 2]),
        naming => naming
            .choices()
            .iter()
            .map(|&named| (count(named), named))
            .min_by_key(|&(l, _)| l)
            .unwrap_or((u32::MAX, [None; 2])),
    }
}

impl Schlauch {
    /// A seat's hand as a set.
    fn held(&self, seat: usize) -> CardSet {
        self.hands[seat].iter().copied().collect()
    }

    /// Whether a seat would lead to the first trick of a single game.
    fn leads(seat: usize) -> bool {
        seat == 0
    }
}

/// The losers a person allows for a game: one where he may ask for a card (the asked card
/// takes its place), none otherwise.
fn allowed(contract: Contract) -> u32 {
    u32::from(contract.may_ask())
}

/// The game a person bids on this hand: the dearest whose losers he allows (and one [`SPARE`])
/// that outranks the standing bid — never a double game, whose second half nobody counts at the
/// table; `None`: pass.
fn rule_of_thumb(game: &Schlauch, seat: usize) -> Option<Contract> {
    let hand = game.held(seat);
    Contract::ALL
        .into_iter()
        .rev()
        .filter(|&c| !c.double() && c != Contract::BettelOuvert && c.outranks(seat, game.game))
        .find(|&c| reckon(c, hand, Schlauch::leads(seat)).0 <= allowed(c) + SPARE)
}

/// The quick move of a sensible person, for play-outs and the easy level; `None` for a seat
/// that has nothing to do.
pub(super) fn quick(game: &Schlauch, seat: usize) -> Option<Move> {
    if game.over() || seat != game.turn {
        return None;
    }
    let (declarer, contract) = game.game.unzip();
    Some(match game.phase {
        Phase::Lay => {
            let [a, b] = lay_away(game.held(DEALER));
            Move::verb_only("lay").and_card(a).and_card(b)
        }
        Phase::Bid => match rule_of_thumb(game, seat) {
            Some(c) => Move::with_arg("bid", c.id()),
            None => Move::verb_only("pass"),
        },
        Phase::Trump => {
            let contract = contract?;
            let (_, named) = reckon(contract, game.held(seat), Schlauch::leads(seat));
            Move::new("trump", named.iter().flatten().map(|s| s.code()))
        }
        Phase::Ask => match ask(game, seat, contract?) {
            Some(card) => Move::with_card("ask", card),
            None => Move::verb_only("keep"),
        },
        Phase::Give => Move::with_card("give", give(game, seat, contract?)?),
        Phase::Play => Move::play(card(game, seat, declarer?, contract?)?),
        Phase::Over => return None,
    })
}

/// The mode a hand is best in and its losers there: the mode of each game a hand may be read
/// for (the dealer lays away before he knows his game).
fn best_mode(hand: CardSet) -> u32 {
    MODES
        .iter()
        .map(|&mode| match mode {
            Mode::Bettel => bettel_losers(hand),
            mode => win_losers(mode, hand, true),
        })
        .min()
        .unwrap_or(0)
}

/// The two cards the dealer lays away: one by one, the card whose loss leaves the fewest
/// losers in the hand's best mode (of equals the lowest).
fn lay_away(mut hand: CardSet) -> [Card; 2] {
    let mut away = [None; 2];
    for slot in &mut away {
        let pick = hand
            .iter()
            .min_by_key(|&c| {
                let mut rest = hand;
                rest.remove(c);
                (best_mode(rest), Mode::Grandioso.height(c))
            })
            .expect("twelve cards");
        hand.remove(pick);
        *slot = Some(pick);
    }
    away.map(|c| c.expect("picked"))
}

/// The game's losers for the declarer's hand as it is, with the trumps named.
fn losers_now(game: &Schlauch, contract: Contract, hand: CardSet) -> u32 {
    let on_lead = Schlauch::leads(game.turn);
    if game.trumps == [None; 2] {
        return reckon(contract, hand, on_lead).0;
    }
    (0..2)
        .map(|half| {
            let kind = contract.halves()[half];
            let mode = match (kind, game.trumps[half]) {
                (Kind::Schlauch, Some(t)) => Mode::Schlauch(t),
                (Kind::Bettel, _) => Mode::Bettel,
                _ => Mode::Grandioso,
            };
            losers(kind, mode, hand, on_lead || contract.double() || half == 1)
        })
        .max()
        .unwrap_or(0)
}

/// The card worth asking for: the one that, with the worst card given back, leaves the fewest
/// losers, if it leaves fewer than keeping (of equals the highest); `None`: keep.
fn ask(game: &Schlauch, seat: usize, contract: Contract) -> Option<Card> {
    let hand = game.held(seat);
    let known = game.known_away();
    let keep = losers_now(game, contract, hand);
    let after = |card: Card| {
        let mut more = hand;
        more.insert(card);
        more.iter()
            .filter(|&c| c != card)
            .map(|c| {
                let mut rest = more;
                rest.remove(c);
                losers_now(game, contract, rest)
            })
            .min()
            .unwrap_or(u32::MAX)
    };
    Pack::ThirtyTwo
        .cards()
        .into_iter()
        .filter(|&c| !hand.contains(c) && !known.contains(c))
        .map(|c| (after(c), std::cmp::Reverse(Mode::Grandioso.height(c)), c))
        .min()
        .filter(|&(l, _, _)| l < keep)
        .map(|(_, _, c)| c)
}

/// The card the declarer gives back: the one whose loss leaves the fewest losers (of equals the
/// lowest), never the card he asked for.
fn give(game: &Schlauch, seat: usize, contract: Contract) -> Option<Card> {
    let hand = game.held(seat);
    let asked = game.exchange.map(|e| e.asked);
    hand.iter().filter(|&c| Some(c) != asked).min_by_key(|&c| {
        let mut rest = hand;
        rest.remove(c);
        (losers_now(game, contract, rest), Mode::Grandioso.height(c))
    })
}

/// The card a sensible person plays to the trick: the declarer of a game of all tricks leads
/// his strongest card and wins as cheaply as the seats after him allow, in a Bettel he stays
/// under; the opponents beat a winning declarer cheaply (or throw their lowest), lead their
/// strongest card against a game of all tricks and their lowest against a Bettel, and against
/// a Bettel leave the declarer on top, throwing their highest card under him.
fn card(game: &Schlauch, seat: usize, declarer: usize, contract: Contract) -> Option<Card> {
    let mode = game.mode();
    let cards = game.playable(seat);
    let power = |c: Card| (mode.trump(c), mode.height(c));
    let lowest = || cards.iter().copied().min_by_key(|&c| power(c));
    let highest = || cards.iter().copied().max_by_key(|&c| power(c));
    let half = game.half();
    if game.broken[half] {
        return lowest();
    }
    let wins_all = contract.halves()[half] != Kind::Bettel;
    let trick = &game.trick;
    if trick.is_empty() {
        let open = (seat != declarer && contract == Contract::BettelOuvert)
            .then(|| catching(cards.iter().copied(), game.held(declarer), mode))
            .flatten();
        return open.or_else(|| if wins_all { highest() } else { lowest() });
    }
    // Whether `card` would take the trick as it stands.
    let takes = |card: Card| {
        let mut with = trick.clone();
        with.push(card);
        mode.winner(&with) == trick.len()
    };
    let by = |i: usize| (game.leader + i) % 3;
    let on_top = by(mode.winner(trick));
    let last = trick.len() == 2;
    let declarer_played = (0..trick.len()).any(|i| by(i) == declarer);
    let (taking, under): (Vec<Card>, Vec<Card>) = cards.iter().partition(|&&c| takes(c));
    let low = |v: &[Card]| v.iter().copied().min_by_key(|&c| power(c));
    let high = |v: &[Card]| v.iter().copied().max_by_key(|&c| power(c));
    if seat == declarer {
        return if wins_all {
            // Second to play he takes with his highest, so that the last cannot beat it.
            if last { low(&taking) } else { high(&taking) }.or_else(lowest)
        } else {
            high(&under).or_else(lowest)
        };
    }
    if wins_all {
        if declarer_played && on_top == declarer {
            low(&taking).or_else(lowest)
        } else if declarer_played {
            lowest()
        } else {
            highest()
        }
    } else if declarer_played && on_top == declarer {
        high(&under).or_else(lowest)
    } else if declarer_played {
        highest()
    } else {
        lowest()
    }
}

/// Against an open Bettel, a defender's lead that the declarer (his hand on the table) cannot
/// stay under: the lowest of `cards` in a suit of which the declarer holds only higher cards.
/// Without such a lead the play-outs took every open Bettel for won that a lowest card led
/// did not catch at once, and the strong player bid it on hands people beat.
fn catching(cards: impl Iterator<Item = Card>, open: CardSet, mode: Mode) -> Option<Card> {
    cards
        .filter(|&c| {
            let mut his = open
                .iter()
                .filter(|&d| mode.suit(d) == mode.suit(c))
                .peekable();
            his.peek().is_some() && his.all(|d| mode.height(d) > mode.height(c))
        })
        .min_by_key(|&c| mode.height(c))
}

/// The strong player's move where its knowledge weighs the choice: the bids worth weighing
/// (the losers of each game counted, [`WEIGH`]) and passing, and the dealer's ways to lay
/// away, each appraised by sensible play-outs ([`search::appraise`]), a bid less its
/// [`doubt`]; the declarer's trump,
/// asking and cards are left to the search (with the same play-outs). `None`: the search.
pub(super) fn strong(
    game: &Schlauch,
    seat: usize,
    budget: Budget,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    if game.over() || seat != game.turn {
        return None;
    }
    let moves = match game.phase {
        Phase::Bid => bids(game, seat),
        Phase::Lay => layings(game.held(DEALER)),
        _ => return None,
    };
    if moves.len() <= 1 {
        return moves.into_iter().next();
    }
    let means = search::appraise(game, seat, &moves, budget, Playouts::Game, rng);
    let doubted: Vec<Option<f64>> = (moves.iter().zip(means))
        .map(|(mv, mean)| Some(mean? - doubt(mv)))
        .collect();
    search::best(&moves, &doubted)
}

/// What a bid must win in play-outs beyond passing: [`DOUBT`] per 150 Points of its price.
fn doubt(mv: &Move) -> f64 {
    let price = (mv.verb() == "bid")
        .then(|| mv.args().next().and_then(Contract::from_id))
        .flatten()
        .map_or(0, Contract::price);
    DOUBT * price as f64 / 150.0
}

/// Passing, and each legal bid whose losers do not make it hopeless.
fn bids(game: &Schlauch, seat: usize) -> Vec<Move> {
    let hand = game.held(seat);
    let mut moves = vec![Move::verb_only("pass")];
    moves.extend(
        Contract::ALL
            .into_iter()
            .filter(|&c| (game.double_games || !c.double()) && c.outranks(seat, game.game))
            .filter(|&c| reckon(c, hand, Schlauch::leads(seat)).0 <= allowed(c) + WEIGH)
            .map(|c| Move::with_arg("bid", c.id())),
    );
    moves
}

/// The dealer's ways worth weighing to lay away two cards: the best for each mode a hand may be
/// played in.
fn layings(hand: CardSet) -> Vec<Move> {
    let mut moves: Vec<Move> = Vec::new();
    for mode in MODES {
        let mut rest = hand;
        let mut away = Vec::new();
        for _ in 0..2 {
            let count = |h: CardSet| match mode {
                Mode::Bettel => bettel_losers(h),
                mode => win_losers(mode, h, true),
            };
            let pick = rest
                .iter()
                .min_by_key(|&c| {
                    let mut without = rest;
                    without.remove(c);
                    (count(without), mode.height(c))
                })
                .expect("twelve cards");
            rest.remove(pick);
            away.push(pick);
        }
        away.sort();
        let mv = Move::verb_only("lay").and_card(away[0]).and_card(away[1]);
        if !moves.contains(&mv) {
            moves.push(mv);
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::super::{Account, House, SPEC};
    use super::*;
    use crate::game::Deal;
    use crate::search::deterministic;
    use crate::testkit::card_list as cards;

    fn set(codes: &[&str]) -> CardSet {
        cards(codes).into_iter().collect()
    }

    /// A first deal of these hands (the dealer's stock `8D 7S`), the dealer's two laid away.
    fn dealt(hands: [&[&str]; 3], away: &str) -> Schlauch {
        let rules = SPEC.rules(&serde_json::Map::new()).unwrap();
        let account = Account {
            points: [0; 3],
            games: 0,
            striche: [0; 3],
            rounds: 0,
        };
        let mut game = Schlauch::new(
            House::read(&rules),
            hands.map(cards),
            [cards(&["8D"])[0], cards(&["7S"])[0]],
            account,
        );
        game.apply(DEALER, &Move::parse(away).unwrap()).unwrap();
        game
    }

    /// The strong player's move for the seat to act, at a fixed budget and seed.
    fn strong_move(game: &Schlauch, seed: u64) -> String {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mv = strong(game, game.turn, deterministic(1_500), &mut rng)
            .or_else(|| crate::search::flat(game, game.turn, deterministic(1_500), &mut rng));
        mv.unwrap().to_string()
    }

    /// Forehand's top trumps in Eichel; the others hold the rest.
    const TOP: [&[&str]; 3] = [
        &["JC", "JS", "AC", "TC", "KC", "QC", "AH", "AD", "AS", "TS"],
        &["9C", "8C", "KH", "QH", "TD", "KD", "QS", "JH", "9S", "9H"],
        &["7C", "TH", "8H", "7H", "JD", "QD", "9D", "7D", "KS", "8S"],
    ];

    /// Forehand's hand of scattered middle cards.
    const WEAK: [&[&str]; 3] = [
        &["KC", "9C", "TH", "QH", "8H", "KD", "JD", "QS", "9S", "AS"],
        &["JC", "JS", "AC", "TC", "AH", "AD", "TD", "KS", "TS", "7C"],
        &["QC", "8C", "KH", "JH", "9H", "7H", "QD", "9D", "7D", "8S"],
    ];

    #[test]
    fn losers_count_the_cards_the_others_outrank() {
        let top = set(TOP[0]);
        assert_eq!(win_losers(Mode::Schlauch(Suit::Clubs), top, true), 0);
        // Without the Eichel-Unter, its holder takes one trick.
        let short = set(&["JS", "AC", "TC", "KC", "QC", "9C", "AH", "AD", "AS", "TS"]);
        assert_eq!(win_losers(Mode::Schlauch(Suit::Clubs), short, true), 1);
        // A Bettel hand of low cards: none; a lone King: one.
        let low = set(&["7S", "9S", "7C", "8C", "7H", "9H", "JH", "7D", "8D", "9D"]);
        assert_eq!(bettel_losers(low), 0);
        assert_eq!(bettel_losers(set(&["KS"])), 1);
        assert!(bettel_losers(set(WEAK[0])) >= 3);
    }

    /// A bid must win its price's share of [`DOUBT`] beyond passing; passing owes nothing.
    #[test]
    fn a_bid_is_doubted_by_its_price() {
        assert_eq!(doubt(&Move::verb_only("pass")), 0.0);
        assert_eq!(doubt(&Move::with_arg("bid", "schlauch")), DOUBT);
        assert_eq!(doubt(&Move::with_arg("bid", "rot_schlauch")), 2.0 * DOUBT);
        assert_eq!(doubt(&Move::with_arg("bid", "doppelschlauch")), 3.0 * DOUBT);
    }

    #[test]
    fn the_top_trumps_declare_a_schlauch_and_a_weak_hand_passes() {
        let top = dealt(TOP, "lay:8D:7S");
        let bid = strong_move(&top, 1);
        let contract = bid
            .strip_prefix("bid:")
            .and_then(Contract::from_id)
            .unwrap_or_else(|| panic!("the top trumps pass: {bid}"));
        assert!(contract.has_trump() && !contract.double(), "{bid}");
        let weak = dealt(WEAK, "lay:8D:7S");
        for seed in 0..3 {
            assert_eq!(strong_move(&weak, seed), "pass", "seed {seed}");
        }
    }

    #[test]
    fn no_doppelschlauch_on_a_weak_hand_nor_after_a_pass() {
        // Mittelhand holds the Unter and Daus but no long suit: no double game.
        let mut weak = dealt(WEAK, "lay:8D:7S");
        weak.apply(0, &Move::verb_only("pass")).unwrap();
        let bid = strong_move(&weak, 2);
        assert!(!bid.contains("doppel"), "{bid}");
        // A person bids the single Schlauch on it: two losers, one the asking makes up and one
        // [`SPARE`].
        assert_eq!(rule_of_thumb(&weak, 1), Some(Contract::Schlauch));
        let mut strict = weak.clone();
        strict.hands[1].retain(|c| c.code() != *b"AD");
        strict.hands[1].push(crate::testkit::card("8S"));
        assert_eq!(rule_of_thumb(&strict, 1), None, "three losers: pass");
    }

    #[test]
    fn a_bettel_hand_declares_bettel() {
        let hands: [&[&str]; 3] = [
            &["7S", "9S", "7C", "8C", "7H", "9H", "JH", "7D", "9D", "TD"],
            &["AS", "TS", "KS", "AC", "TC", "KC", "AH", "TH", "KH", "AD"],
            &["QS", "JS", "8S", "QC", "JC", "9C", "QH", "8H", "KD", "QD"],
        ];
        let game = dealt(hands, "lay:8D:7S");
        assert_eq!(rule_of_thumb(&game, 0), Some(Contract::Bettel));
        let bid = strong_move(&game, 3);
        assert!(bid.starts_with("bid:bettel"), "{bid}");
    }

    #[test]
    fn against_an_open_bettel_a_defender_leads_the_card_the_declarer_must_take() {
        // Mittelhand's Bettel ouvert: his only Herz is the Daus, and he has no Eichel.
        let hands: [&[&str]; 3] = [
            &["7C", "8C", "8H", "9H", "TH", "JH", "QH", "KH", "AS", "KS"],
            &["AH", "8S", "9S", "JS", "7D", "9D", "TD", "JD", "QD", "KD"],
            &["AC", "KC", "QC", "JC", "TC", "9C", "7H", "QS", "TS", "AD"],
        ];
        let mut game = dealt(hands, "lay:8D:7S");
        game.apply(0, &Move::verb_only("pass")).unwrap();
        game.apply(1, &Move::parse("bid:bettel_ouvert").unwrap())
            .unwrap();
        while game.phase == Phase::Bid {
            game.apply(game.turn, &Move::verb_only("pass")).unwrap();
        }
        assert_eq!(game.turn, 0, "the forehand leads");
        // Not the lowest card (the Eichel Seven, which he cannot follow): the Herz he must top.
        assert_eq!(quick(&game, 0).unwrap().to_string(), "play:8H");
    }

    #[test]
    fn the_declarer_asks_for_the_trump_that_beats_him() {
        // Eichel trump without the Eichel-Unter: ask for it, give back a low card.
        let hands: [&[&str]; 3] = [
            &["JS", "AC", "TC", "KC", "QC", "9C", "AH", "AD", "AS", "TS"],
            &["JC", "8C", "KH", "QH", "TD", "KD", "QS", "JH", "9S", "9H"],
            &["7C", "TH", "8H", "7H", "JD", "QD", "9D", "7D", "KS", "8S"],
        ];
        let mut game = dealt(hands, "lay:8D:7S");
        for (seat, mv) in [(0, "bid:schlauch"), (1, "pass"), (2, "pass")] {
            game.apply(seat, &Move::parse(mv).unwrap()).unwrap();
        }
        assert_eq!(quick(&game, 0).unwrap().to_string(), "trump:C");
        game.apply(0, &Move::parse("trump:C").unwrap()).unwrap();
        assert_eq!(quick(&game, 0).unwrap().to_string(), "ask:JC");
        let searched = strong_move(&game, 4);
        assert_eq!(searched, "ask:JC");
    }

    #[test]
    fn the_dealer_keeps_his_top_cards() {
        let rules = SPEC.rules(&serde_json::Map::new()).unwrap();
        let mut rng = SmallRng::seed_from_u64(5);
        let game = Schlauch::deal(
            House::read(&rules),
            dealt(TOP, "lay:8D:7S").account,
            &mut rng,
        );
        let mv = strong_move(&game, 5);
        let laid: Vec<Card> = Move::parse(&mv).unwrap().cards().as_slice().to_vec();
        let hand = game.held(DEALER);
        assert_eq!(laid.len(), 2);
        // Each laid card is among the dealer's lowest five by Grandioso height per suit.
        for card in laid {
            assert!(hand.contains(card));
            let higher_in_suit = hand
                .iter()
                .filter(|c| {
                    c.suit() == card.suit()
                        && Mode::Grandioso.height(*c) > Mode::Grandioso.height(card)
                })
                .count();
            assert!(
                higher_in_suit > 0 || card.rank() != crate::card::Rank::Ace,
                "{mv}"
            );
        }
    }
}
