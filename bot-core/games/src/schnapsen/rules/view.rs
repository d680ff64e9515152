//! What one seat may see of a game, and what everybody at the table sees.
//!
//! The manager sends exactly a [`PlayerView`] to a player and the computer player decides from
//! exactly a [`PlayerView`]: it is built only from public information and the seat's own cards,
//! never from the opponent's hand or the unseen talon.

use serde::{Deserialize, Serialize};

use super::action::{LegalActions, SuitSet};
use super::card::{Card, CardSet, Suit};
use super::game::{Closing, Game, Trick};
use super::house::HouseRules;
use super::outcome::Outcome;
use super::seat::{PerSeat, Seat};
use super::variant::Variant;

/// What everybody at the table sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    /// The variant played.
    pub variant: Variant,
    /// The house rules in force.
    pub rules: HouseRules,
    /// The trump suit.
    pub trump: Suit,
    /// The trump card at the bottom of the talon while it lies there (seen by all when dealt;
    /// face down once the talon is closed).
    pub trump_card: Option<Card>,
    /// Cards left in the talon, the trump card included.
    pub talon_len: usize,
    /// The closing of the talon, if it was closed: by whom, and the opponent's tricks and
    /// points at that moment.
    pub closing: Option<Closing>,
    /// The seat to act; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// The card led to the current trick, with its leader.
    pub trick: Option<(Seat, Card)>,
    /// A marriage announced at the current lead, not yet led from.
    pub announced: Option<(Seat, Suit)>,
    /// Tricks won by each seat.
    pub tricks: PerSeat<u8>,
    /// Marriages announced so far by each seat.
    pub marriages: PerSeat<SuitSet>,
    /// Cards each seat has shown to the table and may still hold (marriage partner, the trump
    /// card taken in an exchange or drawn last); the cards played since are removed.
    pub shown: PerSeat<CardSet>,
    /// All completed tricks, in order.
    pub history: Vec<Trick>,
    /// The end of the game, once over.
    pub outcome: Option<Outcome>,
}

impl PublicView {
    /// The last completed trick.
    pub fn last_trick(&self) -> Option<&Trick> {
        self.history.last()
    }

    /// Every card played to a completed trick or lying on the table.
    pub fn played(&self) -> CardSet {
        let on_table = self
            .trick
            .map(|(_, c)| CardSet::single(c))
            .unwrap_or_default();
        self.history.iter().fold(on_table, |set, t| set | t.cards())
    }
}

/// What one seat sees: the public view plus its own hand, tricks and points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat this view is for.
    pub seat: Seat,
    /// What everybody sees.
    pub public: PublicView,
    /// The seat's hand.
    pub hand: CardSet,
    /// The seat's legal actions (empty when another seat is to act).
    pub legal: LegalActions,
    /// Cards in the seat's own tricks.
    pub won: CardSet,
    /// The seat's points: card points of its tricks plus counted marriages.
    pub points: u16,
    /// Marriage points announced that count once the seat wins a trick.
    pub pending: u16,
}

impl PlayerView {
    /// Cards whose place this seat cannot see: the opponent's hand and the talon under the top
    /// (the trump card at the bottom is seen). The cards the opponent has shown are not in it.
    pub fn unseen(&self) -> CardSet {
        let p = &self.public;
        let trump_card = p.trump_card.map(CardSet::single).unwrap_or_default();
        p.variant.pack() - self.hand - p.played() - trump_card - p.shown[self.seat.other()]
    }
}

impl Game {
    /// What everybody at the table sees.
    pub fn public_view(&self) -> PublicView {
        let history = self.history().to_vec();
        let mut played: CardSet = history.iter().fold(CardSet::EMPTY, |s, t| s | t.cards());
        if let Some(lead) = self.lead() {
            played.insert(lead);
        }
        let to_act = self.to_act();
        PublicView {
            variant: self.variant(),
            rules: *self.rules(),
            trump: self.trump(),
            trump_card: self.trump_card(),
            talon_len: self.talon_len(),
            closing: self.closing().copied(),
            to_act,
            trick: self.lead().zip(to_act).map(|(card, s)| (s.other(), card)),
            announced: to_act.zip(self.announced()),
            tricks: PerSeat::from_fn(|s| self.takings(s).tricks),
            marriages: PerSeat::from_fn(|s| self.marriages(s)),
            shown: PerSeat::from_fn(|s| self.revealed(s) - played),
            history,
            outcome: self.outcome().copied(),
        }
    }

    /// What `seat` sees.
    pub fn view(&self, seat: Seat) -> PlayerView {
        let takings = self.takings(seat);
        PlayerView {
            seat,
            public: self.public_view(),
            hand: self.hand(seat),
            legal: if self.to_act() == Some(seat) {
                self.legal_actions()
            } else {
                LegalActions::default()
            },
            won: takings.won,
            points: takings.points(),
            pending: takings.pending,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schnapsen::rules::{Action, Deal};

    use crate::schnapsen::rules::cards;

    /// Scenario 01's deal: the dealer holds the trump jack and the spade marriage.
    fn game() -> Game {
        Deal {
            variant: Variant::Schnapsen,
            hands: [cards("AS TS KH QD JC"), cards("KS AH TD QC JS")],
            talon: cards("AD KD JD AC TC KC QH TH JH QS"),
        }
        .start(HouseRules::default())
        .unwrap()
    }

    #[test]
    fn a_view_shows_the_own_hand_and_what_was_shown_never_the_rest() {
        let mut g = game();
        let (f, d) = (Seat::FOREHAND, Seat::DEALER);
        for (seat, a) in [
            (f, "play:KH"),
            (d, "play:AH"),
            (d, "exchange"),
            (d, "announce:S"),
        ] {
            g.apply(seat, a.parse::<Action>().unwrap()).unwrap();
        }
        let view = g.view(f);
        assert_eq!(view.hand, g.hand(f));
        assert!(view.legal.is_empty(), "not the forehand's turn");
        // The dealer took the queen of spades in the exchange and showed the spade marriage.
        let shown: CardSet = cards("QS KS").into_iter().collect();
        assert_eq!(view.public.shown[d], shown);
        assert_eq!(view.public.announced, Some((d, Suit::Spades)));
        // Unseen: the dealer's other cards and the face-down talon — and nothing else.
        let hidden = g.hand(d) - shown;
        let talon: CardSet =
            g.talon_cards().collect::<CardSet>() - CardSet::single(g.trump_card().unwrap());
        assert_eq!(view.unseen(), hidden | talon);
        assert_eq!(view.public.played(), cards("KH AH").into_iter().collect());
        assert_eq!(g.view(d).legal, g.legal_actions());
    }
}
