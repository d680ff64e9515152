//! What a player's silence tells: a marriage is paid at once, so whoever may announce one
//! does (every player of this program does, and a person has no reason to wait). At his last
//! lead with a trick won, while the stock held cards, the other player held no pair he left
//! unannounced — a world that gives him one then is not the deal he is playing.

use rand::RngCore;
use rand::seq::IteratorRandom;

use super::{Mariage, Meld, Note};
use crate::card::{Card, Suit};

/// The last lead at which the other player could have announced and did not announce every
/// pair: what he played since and how many cards he drew since, against his hand now.
pub(super) struct Silence {
    /// His cards played from that lead on (the card led then included).
    played: Vec<Card>,
    /// The cards he drew after that lead.
    drawn: usize,
    /// The pairs not announced by then, each one he did not hold.
    pairs: Vec<[Card; 2]>,
}

impl Silence {
    /// Whether the other player's `hand` of an imagined deal keeps the silence: with the cards
    /// he drew since chosen at random among those of his hand not `revealed`, his hand at that
    /// lead held no unannounced pair. A revealed card (robbed, or drawn from the bottom of the
    /// stock) is not counted as held then: it may have come later, and leaving it out only
    /// keeps more worlds.
    pub(super) fn kept_by(
        &self,
        hand: &[Card],
        revealed: impl Fn(Card) -> bool,
        rng: &mut dyn RngCore,
    ) -> bool {
        let hidden = hand.iter().copied().filter(|&c| !revealed(c));
        let drawn = hidden.clone().choose_multiple(rng, self.drawn);
        let then = |c: &Card| {
            self.played.contains(c) || (hidden.clone().any(|h| h == *c) && !drawn.contains(c))
        };
        !self.pairs.iter().any(|pair| pair.iter().all(then))
    }
}

impl Mariage {
    /// The other player's last silence toward `seat` ([`Silence`]); `None` if he never led
    /// where he might have announced.
    pub(super) fn silence(&self, seat: usize) -> Option<Silence> {
        let other = 1 - seat;
        let mut announced: Vec<Meld> = Vec::new();
        let (mut tricks, mut drew, mut closed) = (0usize, 0usize, false);
        // The last lead he could announce at: its trick's number, how many melds were
        // announced by then.
        let mut last: Option<(usize, usize)> = None;
        let mut mine: Vec<(usize, Card)> = Vec::new();
        for note in &self.notes {
            match note {
                Note::Announced { meld, .. } => announced.push(*meld),
                Note::Closed { .. } => closed = true,
                Note::Trick(trick) => {
                    if trick.leader == other && tricks > 0 && (closed || drew < 10) {
                        last = Some((tricks, announced.len()));
                    }
                    let card = trick.cards[usize::from(trick.leader != other)];
                    mine.push((tricks, card));
                    tricks += 1;
                    drew += usize::from(!closed && drew < 10);
                }
                _ => {}
            }
        }
        let open = self.led.filter(|_| self.turn == seat);
        if open.is_some() && tricks > 0 && (closed || drew < 10) {
            last = Some((tricks, announced.len()));
        }
        let (at, before) = last?;
        let announced = &announced[..before];
        let played = mine
            .into_iter()
            .filter(|&(trick, _)| trick >= at)
            .map(|(_, card)| card)
            .chain(open)
            .collect();
        let melds = Suit::ALL
            .map(Meld::Marriage)
            .into_iter()
            .chain(self.table.amour.then_some(Meld::Amour));
        let pairs = melds
            .filter(|m| !announced.contains(m))
            .map(|m| self.meld_cards(m))
            .collect();
        Some(Silence {
            played,
            drawn: drew.saturating_sub(at),
            pairs,
        })
    }
}
