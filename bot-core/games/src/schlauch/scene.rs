//! Where Schlauch's cards lie, for the pictures: the trick in play and the last one, the turned
//! card before the dealer while he holds it, the laid-away cards as far as the recipient sees
//! them, and a Bettel ouvert hand open before its declarer.

use super::rules::Contract;
use super::words::Note;
use super::{DEALER, Phase, Schlauch};
use crate::card::Card;
use crate::game::{Lying, Open, Scene};

impl Schlauch {
    /// The last finished trick: who led, its cards in the order played, who won it.
    pub(super) fn last_trick(&self) -> Option<(usize, &[Card], usize)> {
        self.notes.iter().rev().find_map(|note| match note {
            Note::Trick {
                leader,
                cards,
                winner,
            } => Some((*leader, cards.as_slice(), *winner)),
            _ => None,
        })
    }

    /// A seat's hand in view order (`None`: no hand).
    pub(super) fn hand_in_view(&self, seat: Option<usize>) -> Vec<Card> {
        let mut hand = seat.map(|s| self.hands[s].clone()).unwrap_or_default();
        self.in_view_order(&mut hand);
        hand
    }

    /// What a picture shows `seat` (`None`: everybody).
    pub(super) fn scene_of(&self, seat: Option<usize>) -> Scene {
        let placed = |leader: usize, cards: &[Card]| -> Vec<(usize, Card)> {
            let seats = (0..3).map(|i| (leader + i) % 3);
            seats.zip(cards.iter().copied()).collect()
        };
        let mut away: Vec<Card> = if seat == Some(DEALER) {
            self.away.clone()
        } else {
            self.known_away().iter().collect()
        };
        self.in_view_order(&mut away);
        let turned = self.hands[DEALER]
            .contains(&self.turned)
            .then(|| vec![self.turned]);
        let ouvert = self
            .game
            .filter(|&(declarer, contract)| {
                contract == Contract::BettelOuvert
                    && self.phase != Phase::Bid
                    && seat != Some(declarer)
            })
            .map(|(declarer, _)| {
                let mut open = self.hands[declarer].clone();
                self.in_view_order(&mut open);
                (declarer, open)
            });
        let open = [
            turned.and_then(|cards| Open::some(DEALER, Lying::Turned, cards)),
            Open::some(DEALER, Lying::LaidAway, away),
            ouvert.and_then(|(declarer, cards)| Open::some(declarer, Lying::Shown, cards)),
        ];
        Scene {
            hand: self.hand_in_view(seat),
            trick: placed(self.leader, &self.trick),
            last_trick: self
                .last_trick()
                .map(|(leader, cards, _)| placed(leader, cards))
                .unwrap_or_default(),
            open: open.into_iter().flatten().collect(),
            ..Scene::default()
        }
    }
}
