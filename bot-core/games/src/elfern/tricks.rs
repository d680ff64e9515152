//! Two hands playing sixteen tricks from a stock of twenty, the winner of a trick drawing first:
//! the table of Elfern, shared by Mariage of the first kind (`crate::mariage_alt`), which differs
//! only in who wins a trick and what binds the second card. Also the strict card codes of both
//! games' scenarios.

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::card::{Card, CardSet};
use crate::game::{Move, Refusal};
use crate::hidden;
use crate::trick;

/// Tricks in a deal.
const TRICKS: usize = 16;

/// A finished trick of the table, and whether its draw took the last cards of the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Trick {
    /// The trick.
    #[serde(flatten)]
    pub played: trick::Trick,
    /// Whether its draw took the last cards of the stock.
    pub emptied: bool,
}

/// The cards of a deal in play: hands, stock, the open trick and the tricks won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Tricks {
    /// Each seat's hand.
    pub hands: [Vec<Card>; 2],
    /// The stock, top first.
    pub stock: Vec<Card>,
    /// The seat to lead or to answer.
    pub turn: usize,
    /// The card led to the open trick.
    pub led: Option<Card>,
    /// The cards each seat has won.
    pub taken: [Vec<Card>; 2],
    /// The winner of each trick so far.
    pub winners: Vec<usize>,
    /// Every card played so far.
    pub played: CardSet,
}

impl Tricks {
    /// A deal's cards, the forehand (seat 0) to lead.
    pub fn new(hands: [Vec<Card>; 2], stock: Vec<Card>) -> Tricks {
        Tricks {
            hands,
            stock,
            turn: 0,
            led: None,
            taken: [Vec::new(), Vec::new()],
            winners: Vec::new(),
            played: CardSet::EMPTY,
        }
    }

    /// Whether all sixteen tricks are played.
    pub fn over(&self) -> bool {
        self.winners.len() == TRICKS
    }

    /// The seat to act, if any.
    pub fn to_act(&self) -> crate::game::Seats {
        trick::to_act(self.over(), self.turn)
    }

    /// Whether a seat is at lead: its turn, no card of the trick played yet.
    pub fn at_lead(&self, seat: usize) -> bool {
        !self.over() && self.turn == seat && self.led.is_none()
    }

    /// Tricks won per seat.
    pub fn counts(&self) -> [usize; 2] {
        [0, 1].map(|s| self.winners.iter().filter(|&&w| w == s).count())
    }

    /// The refusals every move meets first: `game_over`, `not_your_turn`.
    pub fn check_turn(&self, seat: usize) -> Result<(), Refusal> {
        trick::check_turn(self.over(), self.turn, seat)
    }

    /// The card of a `play` move, if the seat holds it (`illegal`, `not_in_hand`).
    pub fn card_to_play(&self, seat: usize, mv: &Move) -> Result<Card, Refusal> {
        trick::card_to_play(mv, &self.hands[seat])
    }

    /// Plays a card of the seat to act (checked by the game); when it completes a trick,
    /// `beats(led, answer)` decides it, the winner takes the top card of the stock and the
    /// other the next, and the winner leads.
    pub fn play(
        &mut self,
        seat: usize,
        card: Card,
        beats: impl FnOnce(Card, Card) -> bool,
    ) -> Option<Trick> {
        self.hands[seat].retain(|&c| c != card);
        self.played.insert(card);
        let played = trick::lay(&mut self.led, &mut self.turn, seat, card, beats)?;
        self.taken[played.winner].extend(played.cards);
        self.winners.push(played.winner);
        let emptied =
            trick::draw(&mut self.stock, &mut self.hands, played.winner) && self.stock.is_empty();
        Some(Trick { played, emptied })
    }

    /// The same cards as `seat` could imagine them: the other hand's cards that `known` does
    /// not name and the first `face_down` cards of the stock dealt again among those places.
    pub fn redeal(
        &self,
        seat: usize,
        known: CardSet,
        face_down: usize,
        rng: &mut dyn RngCore,
    ) -> Tricks {
        let mut world = self.clone();
        let places = world.hands[1 - seat]
            .iter_mut()
            .filter(|c| !known.contains(**c))
            .chain(&mut world.stock[..face_down]);
        hidden::redeal(places, rng);
        world
    }
}

/// Card codes as the rules files write them: upper case only (the frame reads `kh` too).
/// Reading: the rules files list the ranks and suits in capitals, so `kh` is malformed.
pub(crate) fn strict_cards(raw: &Map<String, Value>) -> Result<(), String> {
    let hands = raw
        .get("hands")
        .and_then(Value::as_array)
        .into_iter()
        .flatten();
    let lists = hands.chain(raw.get("stock"));
    for code in lists.filter_map(Value::as_array).flatten() {
        strict_card(code)?;
    }
    Ok(())
}

/// One card code, strictly: two upper-case characters of a card.
pub(crate) fn strict_card(code: &Value) -> Result<Card, String> {
    let text = code
        .as_str()
        .ok_or_else(|| format!("{code} is not a card"))?;
    match text.parse::<Card>() {
        Ok(card) if card.to_string() == text => Ok(card),
        _ => Err(format!("{text:?} is not a card code")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use crate::testkit::cards;

    #[test]
    fn the_winner_draws_first_and_leads() {
        let mut t = Tricks::new([cards("7H"), cards("8H")], cards("AC KC QC"));
        assert_eq!(t.play(0, cards("7H")[0], |_, _| true), None);
        let trick = t.play(1, cards("8H")[0], |_, _| true).unwrap();
        assert_eq!(
            (trick.played.winner, trick.played.lost_card(), trick.emptied),
            (1, cards("7H")[0], false)
        );
        assert_eq!(t.hands, [cards("KC"), cards("AC")]);
        assert_eq!(t.to_act().as_slice(), [1]);
    }

    #[test]
    fn a_redeal_keeps_what_the_seat_knows_and_every_size() {
        let t = Tricks::new([cards("7H 8H"), cards("AS KS QS")], cards("AC KC QC JC TC"));
        let known: CardSet = cards("KS").into_iter().collect();
        let world = t.redeal(0, known, 4, &mut SmallRng::seed_from_u64(3));
        assert_eq!(world.hands[0], t.hands[0]);
        assert_eq!(world.hands[1].len(), 3);
        assert!(world.hands[1].contains(&cards("KS")[0]));
        assert_eq!(world.stock[4], cards("TC")[0]);
        let all: CardSet = world.hands[1].iter().chain(&world.stock).copied().collect();
        assert_eq!(all.len(), 8);
    }

    #[test]
    fn card_codes_are_upper_case() {
        assert!(strict_card(&Value::from("KH")).is_ok());
        assert!(strict_card(&Value::from("kh")).is_err());
        assert!(strict_card(&Value::from("1H")).is_err());
    }
}
