//! A compact perfect-information position for the solver: the engine's rules for one sampled
//! deal, on bit masks and a few bytes, so that a search node costs a copy of 40 bytes instead of a
//! whole [`Game`].
//!
//! Every rule here mirrors [`Game::legal_actions`] and [`Game::apply`] (and the engine's scoring)
//! exactly; the tests play thousands of random games through both and compare every step.

use crate::schnapsen::rules::{Action, Card, Game, HouseRules, Rank, Seat, Variant};

/// What does not change during a search of one deal: the variant, the house rules and the order
/// of the face-down talon.
#[derive(Clone, Copy, Debug)]
pub struct Deck {
    /// The variant.
    pub variant: Variant,
    /// The house rules.
    pub rules: HouseRules,
    /// The face-down talon cards, top first (the card at the bottom is in [`Position`]).
    talon: [u8; 32],
}

/// One state of a sampled deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// Hands as bit masks, by seat.
    pub hands: [u32; 2],
    /// Card points plus counted marriages, by seat.
    pub points: [u16; 2],
    /// Marriage points waiting for the seat's first trick.
    pub pending: [u16; 2],
    /// Tricks won.
    pub tricks: [u8; 2],
    /// Cards left in the talon, the bottom card included.
    pub remaining: u8,
    /// Cards drawn from the face-down talon so far.
    drawn: u8,
    /// The card at the bottom of the talon (the trump card, or the robbing card after an
    /// exchange).
    pub bottom: u8,
    /// The trump suit.
    pub trump: u8,
    /// The seat to act.
    pub to_act: u8,
    /// The card led to the current trick, or [`NONE`].
    pub lead: u8,
    /// The suit of a marriage just announced, or [`NONE`].
    pub announced: u8,
    /// The closer, or [`NONE`].
    pub closer: u8,
    /// The closer's opponent had no trick when the talon was closed.
    pub closed_black: bool,
    /// The closer's opponent had fewer than 33 points when the talon was closed.
    pub closed_low: bool,
    /// The end: the winner ([`NONE`] for a tie) and the game points.
    pub outcome: Option<(u8, u8)>,
}

/// "No card", "no suit", "nobody".
pub const NONE: u8 = u8::MAX;

const WINNING: u16 = 66;

const fn suit_mask(suit: u8) -> u32 {
    0xFF << (suit as u32 * 8)
}

const fn points_of(card: u8) -> u16 {
    match card & 7 {
        7 => 11,
        6 => 10,
        5 => 4,
        4 => 3,
        3 => 2,
        _ => 0,
    }
}

/// The cards of the same suit above `card`.
const fn higher(card: u8) -> u32 {
    let suit = 0xFFu32 << (card & !7);
    suit & !(u32::MAX >> (31 - card))
}

const fn beats(card: u8, winning: u8, trump: u8) -> bool {
    if card >> 3 == winning >> 3 {
        card > winning
    } else {
        card >> 3 == trump
    }
}

const fn marriage(suit: u8) -> u32 {
    (1 << (suit * 8 + Rank::King as u8)) | (1 << (suit * 8 + Rank::Queen as u8))
}

/// The legal actions of a position, as masks and flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Legal {
    /// Cards that may be played.
    pub plays: u32,
    /// Suits (bits) whose marriage may be announced.
    pub announce: u8,
    /// The exchange.
    pub exchange: bool,
    /// Closing.
    pub close: bool,
    /// Claiming.
    pub claim: bool,
}

impl Position {
    /// The position of a game, with the deck its search needs.
    pub fn of(game: &Game) -> (Position, Deck) {
        let mut talon = [0u8; 32];
        let cards: Vec<Card> = game.talon_cards().collect();
        let face_down = cards.len().saturating_sub(1);
        for (slot, card) in talon.iter_mut().zip(&cards[..face_down]) {
            *slot = card.index() as u8;
        }
        let takings = [Seat::FOREHAND, Seat::DEALER].map(|s| *game.takings(s));
        let closing = game.closing();
        let position = Position {
            hands: [Seat::FOREHAND, Seat::DEALER].map(|s| game.hand(s).bits()),
            points: takings.map(|t| t.points()),
            pending: takings.map(|t| t.pending),
            tricks: takings.map(|t| t.tricks),
            remaining: cards.len() as u8,
            drawn: 0,
            bottom: cards.last().map_or(NONE, |c| c.index() as u8),
            trump: game.trump() as u8,
            to_act: game.to_act().map_or(NONE, |s| s.index() as u8),
            lead: game.lead().map_or(NONE, |c| c.index() as u8),
            announced: game.announced().map_or(NONE, |s| s as u8),
            closer: closing.map_or(NONE, |c| c.by.index() as u8),
            closed_black: closing.is_some_and(|c| c.opponent_tricks == 0),
            closed_low: closing.is_some_and(|c| c.opponent_points < 33),
            outcome: game
                .outcome()
                .map(|o| (o.winner.map_or(NONE, |w| w.index() as u8), o.game_points)),
        };
        let deck = Deck {
            variant: game.variant(),
            rules: *game.rules(),
            talon,
        };
        (position, deck)
    }

    /// The seat to act, `None` once the game is over.
    pub fn seat_to_act(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            None
        } else {
            Seat::new(usize::from(self.to_act), 2)
        }
    }

    /// Whether the strict phase applies.
    pub fn is_strict(&self) -> bool {
        self.closer != NONE || self.remaining == 0
    }

    /// No card on the table and no marriage waiting to be led from.
    pub fn between_tricks(&self) -> bool {
        self.lead == NONE && self.announced == NONE
    }

    fn talon_open(&self) -> bool {
        self.closer == NONE && self.remaining > 0
    }

    /// The legal actions (as [`Game::legal_actions`]).
    pub fn legal(&self, deck: &Deck) -> Legal {
        if self.outcome.is_some() {
            return Legal::default();
        }
        let me = usize::from(self.to_act);
        let hand = self.hands[me];
        if self.lead != NONE {
            let plays = if self.is_strict() {
                strict_answers(hand, self.lead, self.trump)
            } else {
                hand
            };
            return Legal {
                plays,
                ..Legal::default()
            };
        }
        if self.announced != NONE {
            return Legal {
                plays: hand & marriage(self.announced),
                claim: true,
                ..Legal::default()
            };
        }
        let first_lead = self.tricks[0] == 0 && self.tricks[1] == 0;
        let talon_open = self.talon_open();
        let mut announce = 0u8;
        let may_marry =
            !deck.variant.marriage_needs_trick() || (self.tricks[me] > 0 && self.remaining > 0);
        if may_marry {
            for suit in 0..4u8 {
                let pair = marriage(suit);
                if hand & pair == pair {
                    announce |= 1 << suit;
                }
            }
        }
        let robber = self.robbing_card(deck);
        let exchange = talon_open
            && hand & (1 << robber) != 0
            && (!first_lead || deck.rules.exchange_first_lead)
            && (self.remaining != 2 || deck.rules.exchange_last_pair);
        if exchange && deck.rules.forced_rob && self.remaining == 2 {
            return Legal {
                exchange: true,
                claim: true,
                ..Legal::default()
            };
        }
        Legal {
            plays: hand,
            announce,
            exchange,
            close: talon_open && (!first_lead || deck.rules.close_first_lead),
            claim: true,
        }
    }

    fn robbing_card(&self, deck: &Deck) -> u8 {
        self.trump * 8 + deck.variant.robbing_rank() as u8
    }

    /// Applies a legal action (as [`Game::apply`]; an illegal one is not checked).
    pub fn apply(&mut self, deck: &Deck, action: Action) {
        let me = self.to_act;
        match action {
            Action::Play(card) => self.play(deck, card.index() as u8),
            Action::Announce(suit) => {
                let suit = suit as u8;
                self.announced = suit;
                let value = if suit == self.trump { 40 } else { 20 };
                let m = usize::from(me);
                if self.tricks[m] > 0 {
                    self.points[m] += value;
                } else {
                    self.pending[m] += value;
                }
                self.auto_claim(deck, me);
            }
            Action::Exchange => {
                let robber = self.robbing_card(deck);
                let m = usize::from(me);
                self.hands[m] &= !(1 << robber);
                self.hands[m] |= 1 << self.bottom;
                self.bottom = robber;
            }
            Action::Close => {
                let opp = usize::from(me ^ 1);
                self.closer = me;
                self.closed_black = self.tricks[opp] == 0;
                self.closed_low = self.points[opp] < 33;
            }
            Action::Claim => {
                let result = self.claim_result(deck, me);
                self.finish(result);
            }
        }
    }

    fn play(&mut self, deck: &Deck, card: u8) {
        let me = self.to_act;
        self.hands[usize::from(me)] &= !(1 << card);
        self.announced = NONE;
        if self.lead == NONE {
            self.lead = card;
            self.to_act = me ^ 1;
            return;
        }
        let led = self.lead;
        self.lead = NONE;
        let leader = me ^ 1;
        let winner = if beats(card, led, self.trump) {
            me
        } else {
            leader
        };
        let w = usize::from(winner);
        self.points[w] += points_of(led) + points_of(card);
        self.tricks[w] += 1;
        if self.tricks[w] == 1 {
            self.points[w] += self.pending[w];
            self.pending[w] = 0;
        }
        if self.talon_open() {
            let first = self.draw(deck);
            self.hands[w] |= 1 << first;
            let second = self.draw(deck);
            self.hands[w ^ 1] |= 1 << second;
        }
        self.to_act = winner;
        if self.hands[w] == 0 {
            if deck.variant.last_trick_bonus() && self.closer == NONE {
                self.points[w] += 10;
            }
            let result = self.end_of_play_result(deck, winner);
            self.finish(result);
        } else {
            self.auto_claim(deck, winner);
        }
    }

    fn draw(&mut self, deck: &Deck) -> u8 {
        self.remaining -= 1;
        if self.remaining == 0 {
            self.bottom
        } else {
            let card = deck.talon[usize::from(self.drawn)];
            self.drawn += 1;
            card
        }
    }

    fn auto_claim(&mut self, deck: &Deck, seat: u8) {
        if deck.rules.auto_claim && self.points[usize::from(seat)] >= WINNING {
            let result = self.claim_result(deck, seat);
            self.finish(result);
        }
    }

    fn finish(&mut self, result: (u8, u8)) {
        self.outcome = Some(result);
        self.lead = NONE;
        self.announced = NONE;
    }

    fn measured(deck: &Deck, black: bool, low: bool) -> u8 {
        let schnorps = deck.variant == Variant::Schnorps;
        match (black, low) {
            (true, _) if schnorps => 6,
            (true, _) => 3,
            (_, true) => 2,
            (_, false) => 1,
        }
    }

    fn closer_failed_value(&self, deck: &Deck) -> u8 {
        match (deck.variant, self.closed_black) {
            (Variant::Schnapsen, true) => 3,
            (Variant::Sechsundsechzig, true) => deck.rules.black_close_penalty,
            (Variant::Schnorps, _) => 4,
            _ => 2,
        }
    }

    fn win_value(&self, deck: &Deck, winner: u8) -> u8 {
        let loser = usize::from(winner ^ 1);
        let now = Self::measured(deck, self.tricks[loser] == 0, self.points[loser] < 33);
        if self.closer == NONE {
            return now;
        }
        if self.closer == winner ^ 1 {
            return self.closer_failed_value(deck);
        }
        match deck.variant {
            Variant::Schnapsen => Self::measured(deck, self.closed_black, self.closed_low),
            Variant::Schnorps => [0, 2, 4, 0, 0, 0, 8][usize::from(now)],
            Variant::Sechsundsechzig => now,
        }
    }

    fn claim_result(&self, deck: &Deck, claimer: u8) -> (u8, u8) {
        let opponent = claimer ^ 1;
        if self.points[usize::from(claimer)] >= WINNING {
            return (claimer, self.win_value(deck, claimer));
        }
        if self.closer == claimer {
            return (opponent, self.closer_failed_value(deck));
        }
        let value = match deck.variant {
            Variant::Schnorps if self.closer == opponent => 4,
            Variant::Schnorps => 2,
            _ => self.win_value(deck, claimer),
        };
        (opponent, value)
    }

    fn end_of_play_result(&self, deck: &Deck, last: u8) -> (u8, u8) {
        let other = last ^ 1;
        if self.points[usize::from(last)] >= WINNING {
            self.claim_result(deck, last)
        } else if self.closer != NONE {
            (self.closer ^ 1, self.closer_failed_value(deck))
        } else if !deck.variant.can_tie() {
            (last, self.win_value(deck, last))
        } else if self.points[usize::from(other)] >= WINNING {
            self.claim_result(deck, other)
        } else {
            (NONE, 0)
        }
    }
}

/// The answers allowed in the strict phase to `led` (two players: the led card is winning).
fn strict_answers(hand: u32, led: u8, trump: u8) -> u32 {
    let followers = hand & suit_mask(led >> 3);
    if followers != 0 {
        let above = followers & higher(led);
        return if above != 0 { above } else { followers };
    }
    let trumps = hand & suit_mask(trump);
    if trumps != 0 { trumps } else { hand }
}

impl Legal {
    /// Whether `action` is among them.
    pub fn contains(&self, action: Action) -> bool {
        match action {
            Action::Play(card) => self.plays & (1 << card.index()) != 0,
            Action::Announce(suit) => self.announce & (1 << suit as u8) != 0,
            Action::Exchange => self.exchange,
            Action::Close => self.close,
            Action::Claim => self.claim,
        }
    }

    /// The actions as a bit mask of action codes: cards at their index, marriages at 32 + suit,
    /// then the exchange (36), closing (37) and claiming (38).
    pub fn codes(&self) -> u64 {
        u64::from(self.plays)
            | u64::from(self.announce) << 32
            | u64::from(self.exchange) << 36
            | u64::from(self.close) << 37
            | u64::from(self.claim) << 38
    }

    /// The engine's form, for comparisons.
    #[cfg(test)]
    pub fn to_engine(self) -> crate::schnapsen::rules::LegalActions {
        use crate::schnapsen::rules::{CardSet, Suit};
        let mut announce = crate::schnapsen::rules::SuitSet::EMPTY;
        for suit in Suit::ALL {
            if self.announce & (1 << suit as u8) != 0 {
                announce.insert(suit);
            }
        }
        crate::schnapsen::rules::LegalActions {
            plays: CardSet::from_bits(self.plays),
            announce,
            exchange: self.exchange,
            close: self.close,
            claim: self.claim,
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use super::*;

    /// Random games through the engine and the position side by side: the same legal actions at
    /// every step and the same end. Claims are drawn rarely so that games run long.
    #[test]
    fn mirrors_the_engine_step_by_step() {
        let mut rng = SmallRng::seed_from_u64(42);
        for round in 0..6000 {
            let variant = Variant::ALL[round % 3];
            let rules = HouseRules::random(&mut rng, variant);
            let mut game = Game::shuffled(variant, rules, &mut rng);
            let (mut pos, deck) = Position::of(&game);
            while let Some(seat) = game.to_act() {
                assert_eq!(pos.seat_to_act(), Some(seat));
                let legal = game.legal_actions();
                assert_eq!(pos.legal(&deck).to_engine(), legal, "round {round}");
                let action = loop {
                    let a = legal.nth(rng.random_range(0..legal.len())).unwrap();
                    if a != Action::Claim || legal.len() == 1 || rng.random_bool(0.05) {
                        break a;
                    }
                };
                game.apply(seat, action).unwrap();
                pos.apply(&deck, action);
                // Rebuilding from the game gives the same position, draws aside.
                let (again, _) = Position::of(&game);
                assert_eq!(
                    (again.hands, again.points, again.pending, again.tricks),
                    (pos.hands, pos.points, pos.pending, pos.tricks),
                    "round {round} after {action}"
                );
                assert_eq!(again.remaining, pos.remaining);
                assert_eq!(again.closer, pos.closer);
            }
            let o = game.outcome().unwrap();
            let expected = (o.winner.map_or(NONE, |w| w.index() as u8), o.game_points);
            assert_eq!(pos.outcome, Some(expected), "round {round}");
            assert_eq!(pos.seat_to_act(), None);
        }
    }
}
