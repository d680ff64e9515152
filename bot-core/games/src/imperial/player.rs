//! Impérial's knowledge for its computer player, on top of the generic search: a quick policy
//! for the search's play-outs and the decisions that need no search.
//!
//! Play scores only through trump honours that win tricks (the King always, the Seven only when
//! it ruffs or meets no trump) and tricks over the threshold, so the policy wins tricks cheaply,
//! leads the honours that cannot be beaten and ruffs with its lowest trump. The imagined deals
//! respect what the opponent was marked for (his Point, his Impériaux or their absence).

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngCore};

use super::cards::{beats, height, honour, imperials, point};
use super::endgame::Solver;
use super::words::Note;
use super::{Imperial, Phase};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::game::Move;
use crate::search::{Budget, EASY_PLAYOUTS};

/// How often the policy's seat plays at random in a play-out, so that the play-outs do not all
/// follow one line.
const NOISE: f64 = 0.1;

/// From how many cards in hand on the seat's play is solved exactly ([`Imperial::endgame`]).
const ENDGAME: usize = 9;

/// The same for the easy level ([`Imperial::easy_card`]): the last three tricks. (Five made
/// it as strong as three did: strong won 52.8% of the decided deals against either.)
const EASY_ENDGAME: usize = 3;

/// How many imagined deals the exact solution of the end of a deal sums over, with so many cards
/// in the seat's hand: about 30 ms of solving at most (a deal takes about 4.3 ms to solve with 9
/// cards and 1.1 ms with 8; [`super::endgame`]).
fn worlds(cards: usize) -> usize {
    if cards >= 9 { 8 } else { 24 }
}

/// How many deals of the hidden cards an imagined world tries to match what the opponent was
/// marked for.
const TRIES: usize = 64;

/// `play:CARD` without going through formatted text (play-outs make many).
fn play(card: Card) -> Move {
    let mut text = *b"play:__";
    text[5] = card.rank().code() as u8;
    text[6] = card.suit().code() as u8;
    Move::parse(std::str::from_utf8(&text).expect("ASCII")).expect("a card move")
}

/// The lowest card in trick order.
fn lowest(cards: impl Iterator<Item = Card>) -> Option<Card> {
    cards.min_by_key(|&c| height(c))
}

impl Imperial {
    /// The play-out's move for a seat: the seat that imagined the deal plays by
    /// [`Imperial::policy`] (now and then at random), its opponent at random, as the generic
    /// search would play him but quicker; the rob phase is left to the search (`None`).
    pub(super) fn playout_card(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        if self.phase != Phase::Play || seat != self.turn {
            return None;
        }
        if self.viewer != Some(seat) || rng.random_bool(NOISE) {
            return self.playable(seat).choose(rng).copied().map(play);
        }
        self.policy(seat).map(play)
    }

    /// A sensible card for the seat to play, looking at both hands (play-outs run on imagined
    /// deals, where every card is known).
    fn policy(&self, seat: usize) -> Option<Card> {
        let playable = self.playable(seat);
        match self.led {
            Some(led) => self.answer(&playable, led),
            None => self.lead(&playable, &self.hands[1 - seat]),
        }
    }

    /// Following: the cheapest card that takes the trick (a ruff with the trump Seven scores),
    /// else the lowest card.
    fn answer(&self, playable: &[Card], led: Card) -> Option<Card> {
        let trump = self.trump();
        let winners = playable.iter().copied().filter(|&c| beats(c, led, trump));
        lowest(winners).or_else(|| lowest(playable.iter().copied()))
    }

    /// Leading, knowing the opponent's hand: a trump honour that cannot be beaten (it scores),
    /// else the lowest card that cannot be beaten, else the lowest card of a suit the opponent
    /// must follow, else the lowest card.
    fn lead(&self, playable: &[Card], other: &[Card]) -> Option<Card> {
        let trump = self.trump();
        // The opponent's highest card of each suit (0: none).
        let mut top = [0; 4];
        for &c in other {
            top[c.suit() as usize] = top[c.suit() as usize].max(height(c));
        }
        let holds = |suit: Suit| top[suit as usize] > 0;
        let safe = |card: Card| {
            let suit = card.suit();
            top[suit as usize] < height(card) && (suit == trump || !holds(trump) || holds(suit))
        };
        let sure = playable.iter().copied().filter(|&c| safe(c));
        if let Some(c) = sure.clone().find(|&c| honour(c, trump)) {
            return Some(c);
        }
        let side = |c: &Card| c.suit() != trump;
        lowest(sure)
            .or_else(|| {
                lowest(
                    playable
                        .iter()
                        .copied()
                        .filter(|c| side(c) && holds(c.suit())),
                )
            })
            .or_else(|| lowest(playable.iter().copied().filter(side)))
            .or_else(|| lowest(playable.iter().copied()))
    }

    /// The decisions that need no play-outs, from what the seat sees: the last [`ENDGAME`] cards
    /// solved exactly ([`Imperial::endgame`]), a ruff with the trump Seven (it takes the trick
    /// and scores), and a trump honour led by the opponent taken by the lowest trump that beats
    /// it when that is an honour too (it scores for us, not for him).
    pub(super) fn expert_card(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        if self.phase != Phase::Play || seat != self.turn {
            return None;
        }
        if self.hands[seat].len() <= ENDGAME && self.playable(seat).len() > 1 {
            return Some(self.endgame(seat, rng).map(play));
        }
        let led = self.led?;
        let trump = self.trump();
        let playable = self.playable(seat);
        let seven = Card::new(Rank::Seven, trump);
        if led.suit() != trump
            && playable.contains(&seven)
            && playable.iter().all(|c| c.suit() == trump)
        {
            return Some(Some(play(seven)));
        }
        if honour(led, trump) && led.rank() != Rank::Seven {
            let taker = lowest(playable.iter().copied().filter(|&c| beats(c, led, trump)))?;
            return honour(taker, trump).then_some(Some(play(taker)));
        }
        None
    }

    /// The easy level's card: the short search of the easy level (a hundred play-outs), and
    /// the exact solution only from [`EASY_ENDGAME`] cards on instead of [`ENDGAME`] — without
    /// it, the easy level played as the strong one for the last nine tricks. The rob phase is
    /// left to the short search.
    pub(super) fn easy_card(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        if self.phase != Phase::Play || seat != self.turn {
            return None;
        }
        if self.hands[seat].len() <= EASY_ENDGAME && self.playable(seat).len() > 1 {
            return Some(self.endgame(seat, rng).map(play));
        }
        let budget = Budget::default().at_most(EASY_PLAYOUTS);
        Some(crate::search::flat(self, seat, budget, rng))
    }

    /// The card with the best worth summed over [`WORLDS`] imagined deals, each solved exactly.
    fn endgame(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Card> {
        let playable = self.playable(seat);
        let mut worth = vec![0.0; playable.len()];
        for _ in 0..worlds(self.hands[seat].len()) {
            let world = self.imagine(seat, rng);
            let mut solver = Solver::new(seat);
            for (card, outcome) in solver.options(&world) {
                if let Some(i) = playable.iter().position(|&c| c == card) {
                    worth[i] += outcome.value;
                }
            }
        }
        (0..playable.len())
            .max_by(|&a, &b| worth[a].total_cmp(&worth[b]))
            .map(|i| playable[i])
    }

    /// The cards a seat has played so far.
    fn played_by(&self, seat: usize) -> CardSet {
        let mut gone = CardSet::EMPTY;
        for note in &self.notes {
            if let Note::Trick { leader, cards, .. } = note {
                gone.insert(cards[usize::from(*leader != seat)]);
            }
        }
        if let Some(led) = self.led.filter(|_| self.turn != seat) {
            gone.insert(led);
        }
        gone
    }

    /// Whether a hand as dealt (after a rob) has the Point and the Impériaux a seat was marked
    /// for.
    fn told_by(&self, seat: usize, dealt: &[Card], told: i64) -> bool {
        if point(dealt) != told {
            return false;
        }
        let mut cards: CardSet = dealt.iter().copied().collect();
        if seat == 1 && self.house.dealer_counts_turnup {
            cards.insert(self.stock[0]);
        }
        imperials(cards, dealt).0 == self.declared[seat]
    }

    /// The deal as the seat may imagine it ([`crate::game::Deal::determinize`]): the opponent's hidden
    /// cards and the unused ones dealt again at random, none in a suit he has shown he lacks (nor,
    /// under `rob_seven`, the trump Seven, whose place is known); once the Point is marked, up to
    /// [`TRIES`] deals for one whose hand, with the cards he played, has his Point and Impériaux.
    pub(super) fn imagine(&self, seat: usize, rng: &mut dyn RngCore) -> Imperial {
        let other = 1 - seat;
        let known = self.known[other];
        let mut hidden: Vec<Card> = self.hands[other]
            .iter()
            .chain(&self.stock[1..])
            .copied()
            .filter(|&c| !known.contains(c))
            .collect();
        let seven = self.trump_seven();
        let fits = |c: Card| {
            !(self.void[other][c.suit() as usize] || (self.house.rob_seven && c == seven))
        };
        let slots = self.hands[other].len() - known.len();
        let shown: Vec<Card> = self.hands[other]
            .iter()
            .copied()
            .filter(|&c| known.contains(c))
            .collect();
        let gone = self.played_by(other);
        let told = self.point.map(|p| p[other]);
        let mut hand = Vec::with_capacity(12);
        let mut dealt = Vec::with_capacity(12);
        for _ in 0..TRIES {
            hidden.shuffle(rng);
            hand.clear();
            hand.extend_from_slice(&shown);
            hand.extend(hidden.iter().copied().filter(|&c| fits(c)).take(slots));
            let Some(told) = told else { break };
            dealt.clear();
            dealt.extend_from_slice(&hand);
            dealt.extend(gone.iter());
            if self.told_by(other, &dealt, told) {
                break;
            }
        }
        let mut world = self.clone();
        let held: CardSet = hand.iter().copied().collect();
        world.stock.truncate(1);
        world
            .stock
            .extend(hidden.into_iter().filter(|&c| !held.contains(c)));
        world.hands[other] = hand;
        world.viewer = Some(seat);
        // Play reads neither the notes nor the declarations: without them the search's many
        // copies of the world are cheap.
        world.notes.clear();
        world.declared = Default::default();
        world
    }
}
