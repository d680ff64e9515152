//! The play of the cards: tricks of three or four, the follow rules of each game, marriages,
//! claims, and the end of a game as soon as it is decided.
//!
//! Who wins a trick and which cards may answer come from the shared [`crate::schnapsen::rules::trick`]
//! module — the same functions as two-player Schnapsen, with this game's trump (or none), card
//! order and follow obligation as the parameter ([`Game::follow_rule`]).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::action::{Action, Legal, Refusal};
use super::contract::{Goal, Marriages};
use super::game::Game;
use super::scoring::Reason;
use crate::schnapsen::rules::card::{Card, CardSet, Suit};
use crate::schnapsen::rules::game::{WINNING_POINTS, marriage_cards};
use crate::schnapsen::rules::seat::Seat;
use crate::schnapsen::rules::trick::{FollowRule, answers};

/// Tricks in the Schnapser games by which the declarer must have made his 66.
const SCHNAPSER_TRICKS: usize = 3;

/// One card played to a trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Play {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// A trick: the cards in the order played (the leader's first) and the seat winning it — the
/// winner once complete. An empty trick means none is on the table.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Trick {
    plays: [Play; 4],
    len: u8,
    winner: Seat,
}

impl std::fmt::Debug for Trick {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Trick")
            .field("plays", &self.plays())
            .field("winner", &self.winner)
            .finish()
    }
}

impl Default for Trick {
    fn default() -> Self {
        let blank = Play {
            seat: Seat::FOREHAND,
            card: Card::from_index(0),
        };
        Trick {
            plays: [blank; 4],
            len: 0,
            winner: Seat::FOREHAND,
        }
    }
}

impl Trick {
    /// The cards played, leader first.
    pub fn plays(&self) -> &[Play] {
        &self.plays[..usize::from(self.len)]
    }

    /// How many cards have been played to it.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether no card has been played to it.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The first card's play, if any.
    pub fn lead(&self) -> Option<Play> {
        self.plays().first().copied()
    }

    /// The seat whose card now wins (the winner of a complete trick). Meaningless when empty.
    pub fn winner(&self) -> Seat {
        self.winner
    }

    /// The card now winning, if any.
    pub fn winning_card(&self) -> Option<Card> {
        self.plays()
            .iter()
            .find(|p| p.seat == self.winner)
            .map(|p| p.card)
    }

    /// The cards in it.
    pub fn cards(&self) -> CardSet {
        self.plays().iter().map(|p| p.card).collect()
    }

    /// Adds a card; it wins the trick if it is the first or `beats` the card now winning.
    fn add(&mut self, play: Play, beats: impl FnOnce(Card) -> bool) {
        let wins = match self.winning_card() {
            None => true,
            Some(winning) => beats(winning),
        };
        if wins {
            self.winner = play.seat;
        }
        self.plays[usize::from(self.len)] = play;
        self.len += 1;
    }
}

#[derive(Serialize, Deserialize)]
struct TrickJson {
    plays: Vec<Play>,
    winner: Seat,
}

impl Serialize for Trick {
    /// As `{"plays": [{"seat": 0, "card": "AH"}, …], "winner": 0}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        TrickJson {
            plays: self.plays().to_vec(),
            winner: self.winner,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Trick {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let json = TrickJson::deserialize(d)?;
        if json.plays.len() > 4 {
            return Err(serde::de::Error::custom("more than four cards in a trick"));
        }
        let mut trick = Trick::default();
        for (i, play) in json.plays.iter().enumerate() {
            trick.plays[i] = *play;
        }
        trick.len = json.plays.len() as u8;
        trick.winner = json.winner;
        Ok(trick)
    }
}

/// The completed tricks, in a fixed array so that a game stays `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct TrickLog {
    tricks: [Trick; 6],
    len: u8,
}

impl std::fmt::Debug for TrickLog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl TrickLog {
    pub(super) fn push(&mut self, trick: Trick) {
        self.tricks[usize::from(self.len)] = trick;
        self.len += 1;
    }

    /// The tricks, in order.
    pub fn as_slice(&self) -> &[Trick] {
        &self.tricks[..usize::from(self.len)]
    }

    /// How many tricks.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether no trick has been completed.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Serialize for TrickLog {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for TrickLog {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let tricks = Vec::<Trick>::deserialize(d)?;
        if tricks.len() > 6 {
            return Err(serde::de::Error::custom("more than six tricks"));
        }
        let mut log = TrickLog::default();
        for t in tricks {
            log.push(t);
        }
        Ok(log)
    }
}

impl<const N: usize> Game<N> {
    /// What answering a lead demands in the game played: the Rufer follow and trump
    /// (Farb- und Trumpfzwang, **\[D9\]**, unless `rufer_stichzwang`), every other game also beat
    /// the card now winning (**\[D12\]**); `undertrump` as the house rule says (**\[D10\]**).
    pub fn follow_rule(&self) -> FollowRule {
        let game = self.bidding.contract.game;
        FollowRule {
            trump: if game.has_trump() { self.trump } else { None },
            order: game.order(),
            head: game.goal() != Goal::Rufer || self.rules.rufer_stichzwang,
            undertrump: self.rules.undertrump,
        }
    }

    /// Whether `seat`'s side has won a trick (its marriages then count at once).
    fn side_has_trick(&self, seat: Seat) -> bool {
        self.takings
            .iter()
            .any(|(s, t)| t.tricks > 0 && self.same_side(s, seat))
    }

    /// The play-phase actions of the seat to act (which is `seat`).
    pub(super) fn play_actions(&self, seat: Seat, legal: &mut Legal) {
        legal.plays = self.legal_plays(seat);
        if self.trick.lead().is_some() {
            return;
        }
        let game = self.bidding.contract.game;
        legal.claim = game.goal() == Goal::Rufer;
        if self.announced.is_some() {
            return;
        }
        let may_marry = match game.marriages() {
            Marriages::None => false,
            Marriages::Anyone => true,
            Marriages::Declarer => seat == self.bidding.contract.declarer,
        };
        if may_marry {
            let hand = self.hands[seat];
            for suit in Suit::ALL {
                if hand.is_superset(marriage_cards(suit)) {
                    legal.announce.insert(suit);
                }
            }
        }
    }

    /// The cards the seat to act may play: an answer to the card led, else the announced
    /// marriage's, else any.
    pub(super) fn legal_plays(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat];
        if let Some(lead) = self.trick.lead() {
            let winning = self
                .trick
                .winning_card()
                .expect("a trick with a lead has a winner");
            return answers(hand, lead.card.suit(), winning, &self.follow_rule());
        }
        match self.announced {
            Some(suit) => hand & marriage_cards(suit),
            None => hand,
        }
    }

    /// Why the seat to act may not make this play-phase action.
    pub(super) fn play_refusal(&self, seat: Seat, action: Action) -> Refusal {
        match action {
            Action::Announce(_) => Refusal::NoMarriage,
            Action::Claim => Refusal::CannotClaim,
            Action::Play(card) if !self.hands[seat].contains(card) => Refusal::NotInHand,
            Action::Play(_) if self.trick.is_empty() && self.announced.is_some() => {
                Refusal::MustPlayMarriage
            }
            _ => Refusal::MustFollow,
        }
    }

    pub(super) fn play(&mut self, seat: Seat, card: Card) -> Option<Trick> {
        self.hands[seat].remove(card);
        self.announced = None;
        let rule = self.follow_rule();
        self.trick
            .add(Play { seat, card }, |winning| rule.beats(card, winning));
        if self.trick.len() < self.trick_size() {
            self.to_act = self.next_in_play(seat);
            return None;
        }
        let trick = std::mem::take(&mut self.trick);
        let winner = trick.winner();
        self.history.push(trick);
        let takings = &mut self.takings[winner];
        takings.won |= trick.cards();
        takings.card_points += trick.cards().points();
        takings.tricks += 1;
        for s in crate::schnapsen::rules::seat::Seat::all(N) {
            if self.same_side(s, winner) {
                let t = &mut self.takings[s];
                t.marriages += std::mem::take(&mut t.pending);
            }
        }
        self.to_act = winner;
        self.after_trick(winner);
        Some(trick)
    }

    /// Ends the game if the trick just won by `winner` decided it.
    fn after_trick(&mut self, winner: Seat) {
        let declarer = self.bidding.contract.declarer;
        let last = self.history.len() == Self::VARIANT.tricks();
        match self.bidding.contract.game.goal() {
            Goal::Rufer if last => self.end_of_play(winner),
            Goal::Rufer => self.auto_claim(winner),
            Goal::FirstThree if winner != declarer => self.finish_fixed(false, Reason::TrickLost),
            Goal::FirstThree if self.takings[declarer].points() >= WINNING_POINTS => {
                self.finish_fixed(true, Reason::Made)
            }
            Goal::FirstThree if self.history.len() >= SCHNAPSER_TRICKS => {
                self.finish_fixed(false, Reason::Under66)
            }
            Goal::AllTricks if winner != declarer => self.finish_fixed(false, Reason::TrickLost),
            Goal::NoTrick if winner == declarer => self.finish_fixed(false, Reason::TrickTaken),
            Goal::AllTricks | Goal::NoTrick if last => self.finish_fixed(true, Reason::Made),
            _ => {}
        }
    }

    pub(super) fn announce(&mut self, seat: Seat, suit: Suit) {
        self.announced = Some(suit);
        self.marriages[seat].insert(suit);
        self.revealed[seat] |= marriage_cards(suit);
        let value = if Some(suit) == self.trump { 40 } else { 20 };
        let counts = self.side_has_trick(seat);
        let takings = &mut self.takings[seat];
        if counts {
            takings.marriages += value;
        } else {
            takings.pending += value;
        }
        match self.bidding.contract.game.goal() {
            Goal::Rufer => self.auto_claim(seat),
            Goal::FirstThree if self.takings[seat].points() >= WINNING_POINTS => {
                self.finish_fixed(true, Reason::Made)
            }
            _ => {}
        }
    }

    /// `auto_claim`: claims for `seat`, at lead, once its side has 66.
    fn auto_claim(&mut self, seat: Seat) {
        if self.rules.auto_claim && self.side_points(seat) >= WINNING_POINTS {
            self.claim(seat);
        }
    }
}
