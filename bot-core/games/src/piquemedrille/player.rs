//! The computer's Piquemedrille: it bids, names trump and buys from what its hand wins, not
//! from random play.
//!
//! Random play-outs misjudge every game: a random buyer throws his trumps away and a random
//! opponent never takes a trick he could, so the search bid on anything or on nothing. Here
//! every seat of a play-out plays as a sensible person does ([`quick`], the game's
//! [`crate::game::Computer::playout_move`]): it reckons the tricks its hand takes in each
//! trump suit ([`reckon`]), bids the dearest game that count allows, names the suit it counts
//! best in, buys for everything but its trumps and Kings, and plays the obvious card (a sure
//! winner or the cheapest card that takes the trick, else its lowest; the declarer draws trumps
//! with the highest). The strong player weighs passing and each bid, each trump and each way to
//! buy by such play-outs ([`strong`], [`crate::search::weigh`]); the easy player is the rule of
//! thumb itself.

use rand::RngCore;

use super::order::{Contract, Trump};
use super::{Phase, Piquemedrille, moves};
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::game::{Deal, Move};
use crate::search::{self, Budget, Playouts};

/// The tricks a hand is counted to need before it bids a game: a Frage buys its help, a Solo
/// plays from the hand, a Solo-Tout must take every trick.
fn needs(contract: Contract) -> f64 {
    match contract {
        Contract::Frage => 4.5,
        Contract::Mediateur => 5.0,
        Contract::Solo => 6.5,
        Contract::SoloTout => 9.5,
    }
}

/// What a card is worth toward the tricks of a hand with `trump`, given the hand's other cards:
/// a Matador a trick, Ponto or the trump King most of one, a lower trump half of one (more in a
/// long trump suit); a plain King most of a trick, its Queen beside it half of one.
fn worth(card: Card, hand: &[Card], trump: Trump) -> f64 {
    if trump.is_trump(card) {
        let long = hand.iter().filter(|&&c| trump.is_trump(c)).count() >= 5;
        return match 100 - trump.power(card) {
            0..=2 => 1.0,
            3 => 0.8,
            _ if long => 0.65,
            _ => 0.45,
        };
    }
    let beside = |rank: Rank| hand.contains(&Card::new(rank, card.suit()));
    match card.rank() {
        Rank::King => 0.9,
        Rank::Queen if beside(Rank::King) => 0.6,
        Rank::Queen => 0.25,
        _ => 0.0,
    }
}

/// The tricks a hand is counted to take with `trump` ([`worth`] summed).
fn count(hand: &[Card], trump: Trump) -> f64 {
    hand.iter().map(|&c| worth(c, hand, trump)).sum()
}

/// The trump suit a hand counts most tricks in, with that count.
pub(super) fn reckon(hand: &[Card]) -> (Trump, f64) {
    Suit::ALL
        .into_iter()
        .map(|s| (Trump(s), count(hand, Trump(s))))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .expect("four suits")
}

/// The game a person bids on this hand: the dearest the seat may bid whose tricks its count
/// reaches; `None`: pass.
fn rule_of_thumb(deal: &Piquemedrille, seat: usize) -> Option<Contract> {
    let (_, tricks) = reckon(&deal.hands[seat]);
    deal.bids(seat)
        .into_iter()
        .rev()
        .find(|&c| tricks >= needs(c))
}

/// The cards a buyer lays away, weakest first: every card his count gives nothing, the
/// lowest first (a buyer keeps his trumps and Kings and a Queen beside its King).
fn weakest_first(hand: &[Card], trump: Trump) -> Vec<Card> {
    let mut cards = hand.to_vec();
    cards.sort_by(|&a, &b| {
        let key = |c: Card| (worth(c, hand, trump), trump.power(c));
        key(a).partial_cmp(&key(b)).expect("no NaN")
    });
    cards
}

/// How many cards a seat may buy now.
fn may_buy(deal: &Piquemedrille, seat: usize) -> usize {
    deal.hands[seat].len().min(deal.talon.len())
}

/// The buy of a sensible person: every card his count gives nothing, as far as the talon goes.
fn buy(deal: &Piquemedrille, seat: usize, trump: Trump) -> Move {
    let hand = &deal.hands[seat];
    let away: Vec<Card> = weakest_first(hand, trump)
        .into_iter()
        .take_while(|&c| worth(c, hand, trump) == 0.0)
        .take(may_buy(deal, seat))
        .collect();
    buy_move(&away)
}

/// The move that lays `cards` away and buys as many.
fn buy_move(cards: &[Card]) -> Move {
    let mut sorted = cards.to_vec();
    sorted.sort();
    sorted
        .into_iter()
        .fold(Move::verb_only("buy"), Move::and_card)
}

/// The quick move of a sensible person, for play-outs and the easy level; `None` for a seat
/// that has nothing to do.
pub(super) fn quick(deal: &Piquemedrille, seat: usize) -> Option<Move> {
    if deal.over() || seat != deal.turn {
        return None;
    }
    let hand = &deal.hands[seat];
    Some(match deal.phase {
        Phase::Auction => match rule_of_thumb(deal, seat) {
            Some(c) => moves().bids[c as usize],
            None => moves().pass,
        },
        Phase::Trump => moves().trumps[reckon(hand).0.0 as usize],
        Phase::Call => {
            // The King of the longest plain suit without one: it helps most there.
            let trump = deal.trump?;
            let kings = Suit::ALL
                .into_iter()
                .map(|s| Card::new(Rank::King, s))
                .filter(|k| !hand.contains(k));
            let length = |k: &Card| hand.iter().filter(|c| c.suit() == k.suit()).count();
            let king = kings
                .filter(|k| !trump.is_trump(*k))
                .max_by_key(length)
                .or_else(|| {
                    Suit::ALL
                        .into_iter()
                        .map(|s| Card::new(Rank::King, s))
                        .find(|k| !hand.contains(k))
                })?;
            Move::with_card("call", king)
        }
        Phase::Lay(_) => {
            let trump = deal.trump?;
            Move::verb_only("lay").and_card(*weakest_first(hand, trump).first()?)
        }
        Phase::Buy => buy(deal, seat, deal.trump?),
        Phase::Play => Move::play(card(deal, seat)?),
        Phase::Over => return None,
    })
}

/// The cards a seat has not seen: neither in its hand nor played (the other hand, the laid
/// cards, the talon).
fn unseen(deal: &Piquemedrille, seat: usize) -> CardSet {
    let own: CardSet = deal.hands[seat].iter().copied().collect();
    let laid: CardSet = deal.laid[seat].iter().copied().collect();
    Pack::Forty.set().minus(own).minus(laid).minus(deal.played)
}

/// The card a sensible person plays: to a trick led, the cheapest card that takes it, else the
/// lowest; leading, the declarer draws the unseen trumps with his highest while he holds the
/// highest, then each leads a card no unseen card of its suit beats, else its lowest plain card.
fn card(deal: &Piquemedrille, seat: usize) -> Option<Card> {
    let trump = deal.trump?;
    let cards = deal.playable(seat);
    let cheap = |c: &Card| (trump.is_trump(*c), trump.power(*c));
    if let Some(led) = deal.led {
        let takes = cards.iter().copied().filter(|&c| trump.beats(led, c));
        return takes
            .min_by_key(cheap)
            .or_else(|| cards.iter().copied().min_by_key(cheap));
    }
    let unseen = unseen(deal, seat);
    let top = |c: Card| {
        !unseen
            .iter()
            .any(|u| trump.suit_of(u) == trump.suit_of(c) && trump.power(u) > trump.power(c))
    };
    let trumps_out = unseen.iter().any(|u| trump.is_trump(u));
    let highest_trump = cards
        .iter()
        .copied()
        .filter(|&c| trump.is_trump(c))
        .max_by_key(|&c| trump.power(c));
    if deal.declarer == Some(seat)
        && trumps_out
        && let Some(high) = highest_trump.filter(|&c| top(c))
    {
        return Some(high);
    }
    cards
        .iter()
        .copied()
        .filter(|&c| top(c))
        .max_by_key(|&c| (!trump.is_trump(c), trump.power(c)))
        .or_else(|| cards.iter().copied().min_by_key(cheap))
}

/// The strong player's move where its knowledge weighs the choice: passing and each bid, each
/// trump, and the ways to buy (every count of the weakest cards), each appraised by sensible
/// play-outs ([`search::weigh`]); the call of a Mediateur as the rule of thumb; the cards are left
/// to the search (with the same play-outs). `None`: the search.
pub(super) fn strong(
    deal: &Piquemedrille,
    seat: usize,
    budget: Budget,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    if deal.over() || seat != deal.turn {
        return None;
    }
    let moves = match deal.phase {
        Phase::Auction | Phase::Trump => deal.legal(seat),
        Phase::Buy => buys(deal, seat, deal.trump?),
        Phase::Call | Phase::Lay(_) => return quick(deal, seat),
        Phase::Play | Phase::Over => return None,
    };
    search::weigh(deal, seat, moves, budget, Playouts::Game, rng)
}

/// The ways worth weighing to buy: none, the weakest card, the two weakest, and so on, up to
/// two cards beyond those the count gives nothing, as far as the talon goes.
fn buys(deal: &Piquemedrille, seat: usize, trump: Trump) -> Vec<Move> {
    let hand = &deal.hands[seat];
    let order = weakest_first(hand, trump);
    let worthless = order
        .iter()
        .filter(|&&c| worth(c, hand, trump) == 0.0)
        .count();
    (0..=may_buy(deal, seat).min(worthless + 2))
        .map(|n| buy_move(&order[..n]))
        .collect()
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::search::deterministic;
    use crate::testkit::cards;

    /// A first deal of these hands with the default rules, the talon the rest of the pack.
    fn dealt(forehand: &str, dealer: &str) -> Piquemedrille {
        super::super::tests::deal(forehand, dealer, serde_json::json!({}))
    }

    /// The strong player's move for the seat to act, at a fixed budget and seed.
    fn strong_move(deal: &Piquemedrille, seed: u64) -> String {
        let mut rng = SmallRng::seed_from_u64(seed);
        strong(deal, deal.turn, deterministic(2_000), &mut rng)
            .unwrap()
            .to_string()
    }

    /// Spadille, Manille and Basta with four more spades and two Kings.
    const TOP: &str = "AS 2S AC KS QS JS 7S KH KD 3C";
    /// Scattered low cards.
    const WEAK: &str = "3H 4H 5D 6D 2C 3C 4C 5H 6H JD";

    #[test]
    fn a_hand_counts_its_tricks_in_its_best_suit() {
        let (trump, tricks) = reckon(&cards(TOP));
        assert_eq!(trump, Trump(Suit::Spades));
        assert!(tricks >= needs(Contract::Solo), "{tricks}");
        let (_, weak) = reckon(&cards(WEAK));
        assert!(weak < needs(Contract::Frage), "{weak}");
    }

    #[test]
    fn the_top_trumps_play_a_solo_and_a_weak_hand_passes() {
        let top = dealt(TOP, WEAK);
        assert_eq!(quick(&top, 0).unwrap().to_string(), "bid:solo");
        for seed in 0..3 {
            let bid = strong_move(&top, seed);
            assert!(bid == "bid:solo" || bid == "bid:solo_tout", "{bid}");
        }
        let weak = dealt(WEAK, TOP);
        assert_eq!(quick(&weak, 0).unwrap().to_string(), "pass");
        for seed in 0..3 {
            assert_eq!(strong_move(&weak, seed), "pass", "seed {seed}");
        }
    }

    #[test]
    fn the_strong_player_names_its_long_suit_and_buys_for_its_weak_cards() {
        let mut deal = dealt(TOP, WEAK);
        deal.apply(0, &Move::parse("bid:frage").unwrap()).unwrap();
        deal.apply(1, &Move::verb_only("pass")).unwrap();
        assert_eq!(strong_move(&deal, 1), "trump:S");
        deal.apply(0, &Move::parse("trump:S").unwrap()).unwrap();
        // The sensible buy lays away the lone Three of clubs only.
        assert_eq!(quick(&deal, 0).unwrap().to_string(), "buy:3C");
        let bought = Move::parse(&strong_move(&deal, 2)).unwrap();
        let matadors = cards("AS 2S AC");
        assert!(
            bought
                .cards()
                .as_slice()
                .iter()
                .all(|c| !matadors.contains(c)),
            "{bought}"
        );
    }

    #[test]
    fn the_obvious_card_takes_a_trick_cheaply_or_throws_the_lowest() {
        let mut deal = dealt(TOP, WEAK);
        for mv in ["0 bid:solo", "1 pass", "0 trump:S", "1 buy"] {
            let (seat, mv) = mv.split_once(' ').unwrap();
            deal.apply(seat.parse().unwrap(), &Move::parse(mv).unwrap())
                .unwrap();
        }
        // The declarer leads his highest trump while trumps are out.
        assert_eq!(quick(&deal, 0).unwrap().to_string(), "play:AS");
        deal.apply(0, &Move::parse("play:KH").unwrap()).unwrap();
        // The dealer cannot beat the King of hearts: his lowest heart (red Sixes under Threes).
        assert_eq!(quick(&deal, 1).unwrap().to_string(), "play:6H");
    }

    #[test]
    fn a_finished_deal_tells_who_declared_and_whether_he_made_it() {
        let mut rng = SmallRng::seed_from_u64(3);
        let mut deal = dealt(TOP, WEAK).into_any();
        while deal.get().score().is_none() {
            let seat = deal.get().to_act()[0];
            let mv = quick_any(deal.get(), seat, &mut rng);
            deal.get_mut().apply(seat, &mv).unwrap();
        }
        let (declarer, made) = deal.get().declared().expect("a game was declared");
        assert_eq!(declarer, 0);
        assert!(made, "the top trumps make their Solo");
    }

    /// The game's quick move through the surface.
    fn quick_any(game: &dyn crate::game::Game, seat: usize, rng: &mut SmallRng) -> Move {
        game.playout_move(seat, rng).expect("a quick move")
    }
}
