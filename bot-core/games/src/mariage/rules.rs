//! The rules of one deal: who may do what (checked in the rules file's order), a trick and the
//! draw, and what the deal is worth once it is over.

use super::{
    AMOUR, Act, MARRIAGE, Mariage, Meld, Note, Outcome, SCHNEIDER, STOOD, TRUMP_MARRIAGE, WAESCHE,
    WIN, augen, strength,
};
use crate::card::{Card, Rank, Suit};
use crate::game::{Move, Refusal};
use crate::trick;

impl Mariage {
    /// The Seven of trumps.
    pub(super) fn seven(&self) -> Card {
        Card::new(Rank::Seven, self.trump)
    }

    /// Whether the stock is used up or closed: follow suit, else trump.
    pub(super) fn strict(&self) -> bool {
        self.closer.is_some() || self.stock.is_empty()
    }

    /// The cards a seat's Augen come from, plus the last trick's 10 of a deal played out.
    pub(super) fn augen(&self) -> [i64; 2] {
        [0, 1].map(|s| {
            self.taken[s].iter().map(|&c| augen(c)).sum::<i64>()
                + if self.last == Some(s) { 10 } else { 0 }
        })
    }

    /// The Marken a meld is worth.
    pub(super) fn worth(&self, meld: Meld) -> i64 {
        match meld {
            Meld::Marriage(suit) if suit == self.trump => TRUMP_MARRIAGE,
            Meld::Marriage(_) => MARRIAGE,
            Meld::Amour => AMOUR,
        }
    }

    /// The two cards of a meld.
    pub(super) fn meld_cards(&self, meld: Meld) -> [Card; 2] {
        match meld {
            Meld::Marriage(suit) => [Card::new(Rank::King, suit), Card::new(Rank::Queen, suit)],
            Meld::Amour => [
                Card::new(Rank::Ace, self.trump),
                Card::new(Rank::Ten, self.trump),
            ],
        }
    }

    /// Whether a seat may play `card` (it holds it) under the phase's duty toward the card led:
    /// follow suit (with `must_head` beat if it can), else trump ([`trick::allowed`]).
    pub(super) fn follows(&self, seat: usize, card: Card) -> bool {
        let hand = &self.hands[seat];
        hand.contains(&card)
            && match self.led {
                Some(led) if self.strict() => trick::meets_first_duty(hand, card, self.duty(led)),
                _ => true,
            }
    }

    /// The duty toward the card led of the phase that demands following
    /// ([`trick::answer_duty`]).
    pub(super) fn duty(&self, led: Card) -> impl Fn(Card) -> u8 {
        trick::answer_duty(led, self.trump, self.table.must_head, strength)
    }

    /// The cards of a seat's hand that may answer the card led: all of them where nothing is
    /// led or the rules do not yet demand following.
    pub(super) fn following(&self, seat: usize) -> trick::Playable {
        let hand = &self.hands[seat];
        match self.led {
            Some(led) if self.strict() => trick::first_duty(hand, self.duty(led)),
            _ => hand.iter().copied().collect(),
        }
    }

    /// Whether a seat is at lead: its card is due and no card is led.
    pub(super) fn at_lead(&self, seat: usize) -> bool {
        seat == self.turn && self.led.is_none() && self.declaring.is_none()
    }

    /// Whether a seat may announce a meld now.
    pub(super) fn may_announce(&self, seat: usize, meld: Meld) -> bool {
        self.may_meld(seat) && self.holds_meld(seat, meld)
    }

    /// Whether a seat may announce now at all: at lead with a trick, while the stock lasts.
    pub(super) fn may_meld(&self, seat: usize) -> bool {
        self.at_lead(seat) && self.tricks[seat] > 0 && !self.stock.is_empty()
    }

    /// Whether a seat holds a meld not yet announced (l'Amour only under its house rule).
    pub(super) fn holds_meld(&self, seat: usize, meld: Meld) -> bool {
        (meld != Meld::Amour || self.table.amour)
            && !self.melds.iter().flatten().any(|&m| m == meld)
            && self
                .meld_cards(meld)
                .iter()
                .all(|c| self.hands[seat].contains(c))
    }

    /// Whether a seat may rob the trump card now (its turn is checked before).
    pub(super) fn may_rob(&self, seat: usize) -> bool {
        let first_lead = seat == 0 && self.tricks == [0, 0] && self.led.is_none();
        self.closer.is_none()
            && self.stock.len() >= 2
            && self.hands[seat].contains(&self.seven())
            && (self.tricks[seat] > 0 || first_lead)
    }

    /// Whether a seat may close now.
    pub(super) fn may_close(&self, seat: usize) -> bool {
        self.at_lead(seat)
            && self.tricks[0] + self.tricks[1] > 0
            && self.closer.is_none()
            && !self.stock.is_empty()
    }

    /// The legal moves of the seat whose card is due while no Wäsche is being declared — what
    /// [`Mariage::check_act`] lets through there — in the order of their text: `amour`,
    /// `announce:C` … `announce:S`, `close`, `exchange`, then the plays.
    pub(super) fn turn_moves(&self, seat: usize, out: &mut Vec<Move>) {
        if self.may_meld(seat) {
            if self.holds_meld(seat, Meld::Amour) {
                out.push(Act::Amour.to_move());
            }
            for suit in Suit::ALL {
                if self.holds_meld(seat, Meld::Marriage(suit)) {
                    out.push(Act::Announce(Some(suit)).to_move());
                }
            }
        }
        if self.may_close(seat) {
            out.push(Act::Close.to_move());
        }
        if self.may_rob(seat) {
            out.push(Act::Exchange.to_move());
        }
        trick::plays(self.following(seat), out);
    }

    /// The rules file's checks in its order: the move read, or why it is refused.
    pub(super) fn check(&self, seat: usize, mv: &Move) -> Result<Act, Refusal> {
        self.check_act(seat, Act::read(mv), matches!(mv.verb(), "waesche" | "pass"))
    }

    /// [`Mariage::check`] of a move read (`None`: not one of the game's), `declaration` if its
    /// verb is one of the Wäsche's.
    pub(super) fn check_act(
        &self,
        seat: usize,
        act: Option<Act>,
        declaration: bool,
    ) -> Result<Act, Refusal> {
        if self.over {
            return Err(Refusal::GAME_OVER);
        }
        if let Some(declarer) = self.declaring {
            if seat != declarer {
                return Err(Refusal::NOT_YOUR_TURN);
            }
            return match act {
                Some(Act::Waesche | Act::Pass) => Ok(act.expect("matched")),
                _ => Err(Refusal("must_declare")),
            };
        }
        if declaration {
            return Err(Refusal("cannot_declare"));
        }
        if seat != self.turn {
            return Err(Refusal::NOT_YOUR_TURN);
        }
        // Reading: a verb the game does not know is `illegal` (the kit's own code) once the seat
        // is the one to act; a suit letter outside `C D H S` is `no_marriage`.
        let ok = match act.ok_or(Refusal::ILLEGAL)? {
            Act::Play(card) => {
                let card = card
                    .filter(|c| self.hands[seat].contains(c))
                    .ok_or(Refusal::NOT_IN_HAND)?;
                if !self.follows(seat, card) {
                    return Err(Refusal::MUST_FOLLOW);
                }
                Ok(())
            }
            Act::Announce(suit) => suit
                .filter(|&s| self.may_announce(seat, Meld::Marriage(s)))
                .map(|_| ())
                .ok_or(Refusal("no_marriage")),
            Act::Amour => self
                .may_announce(seat, Meld::Amour)
                .then_some(())
                .ok_or(Refusal("no_marriage")),
            Act::Exchange => self
                .may_rob(seat)
                .then_some(())
                .ok_or(Refusal("cannot_exchange")),
            Act::Close => self
                .may_close(seat)
                .then_some(())
                .ok_or(Refusal("cannot_close")),
            Act::Waesche | Act::Pass => Err(Refusal("cannot_declare")),
        };
        ok.map(|()| act.expect("read above"))
    }

    /// Plays a checked card.
    pub(super) fn play(&mut self, seat: usize, card: Card) {
        self.hands[seat].retain(|&c| c != card);
        self.revealed.remove(card);
        self.played.insert(card);
        let trump = self.trump;
        let wins = |led, answer| trick::beats(led, answer, trump, strength);
        let Some(played) = trick::lay(&mut self.led, &mut self.turn, seat, card, wins) else {
            return;
        };
        let winner = played.winner;
        let wash = self.closer.is_none() && self.stock.is_empty();
        self.taken[winner].extend(played.cards);
        self.tricks[winner] += 1;
        if wash {
            self.late[winner] += 1;
        }
        self.notes.push(Note::Trick(played));
        if let Some(closer) = self.closer {
            self.over = self.augen()[closer] >= WIN || self.hands[0].is_empty();
        } else if self.stock.is_empty() {
            if self.hands[0].is_empty() {
                self.last = Some(winner);
                self.over = true;
            }
        } else if trick::draw(&mut self.stock, &mut self.hands, winner) && self.stock.is_empty() {
            // The bottom card lay open: both know who holds it.
            if let Some(&bottom) = self.hands[1 - winner].last() {
                self.revealed.insert(bottom);
                self.declaring = Some(winner);
                self.notes.push(Note::LastDrawn { first: winner });
            }
        }
        if self.over {
            self.notes.push(Note::End);
        }
    }

    /// How the deal ended, once it is over.
    pub(super) fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let augen = self.augen();
        let double = |loser: usize| if augen[loser] < SCHNEIDER { 4 } else { 2 };
        Some(match self.closer {
            Some(c) if augen[c] >= WIN => Outcome {
                winner: Some(c),
                reason: "closer_won",
                game_points: double(1 - c),
            },
            Some(c) => Outcome {
                winner: Some(1 - c),
                reason: "closer_failed",
                game_points: double(c),
            },
            None => match (0..2).find(|&s| augen[s] >= WIN) {
                Some(w) => Outcome {
                    winner: Some(w),
                    reason: "played_out",
                    game_points: double(1 - w),
                },
                None => Outcome {
                    winner: None,
                    reason: "tie",
                    game_points: 0,
                },
            },
        })
    }

    /// Whether the declarer of the Wäsche made it.
    pub(super) fn waesche_made(&self) -> Option<(usize, bool)> {
        self.waesche.map(|d| (d, self.late[d] == 6))
    }

    /// The Marken of the deal per seat (the announcements as they fall; the Wäsche and the
    /// game once the deal is over).
    pub(super) fn marken(&self) -> [i64; 2] {
        let mut score = [0; 2];
        let mut pay = |to: usize, marken: i64| {
            score[to] += marken;
            score[1 - to] -= marken;
        };
        for seat in 0..2 {
            for &meld in &self.melds[seat] {
                pay(seat, self.worth(meld));
            }
        }
        if let Some(outcome) = self.outcome() {
            if let Some((declarer, made)) = self.waesche_made() {
                pay(if made { declarer } else { 1 - declarer }, WAESCHE);
            }
            if let Some(w) = outcome.winner {
                pay(w, outcome.game_points + self.table.carry);
            }
        }
        score
    }

    /// The Marken stood games carry to the next deal's winner.
    pub(super) fn next_carry(&self) -> i64 {
        match self.outcome() {
            Some(Outcome { winner: None, .. }) => self.table.carry + STOOD,
            _ => 0,
        }
    }

    /// With a Partie: what each seat still strikes after the deal (before it while it runs).
    pub(super) fn after(&self) -> [i64; 2] {
        let mut standing = self.table.before;
        if self.over {
            let score = self.marken();
            for s in 0..2 {
                if score[s] > 0 {
                    standing[s] -= score[s];
                }
            }
        }
        standing
    }

    /// The Marken account after the deal (before it while it runs).
    pub(super) fn account_after(&self) -> [i64; 2] {
        let score = if self.over { self.marken() } else { [0; 2] };
        [0, 1].map(|s| self.table.account[s] + score[s])
    }

    /// The Partie's winner, once the deal decided it.
    // Reading: a closer who reaches 0 with the deal wins the Partie himself; otherwise, under
    // `close_commits_partie`, his opponent wins it even when the closer won the game.
    pub(super) fn partie_winner(&self) -> Option<usize> {
        if self.table.partie == 0 || !self.over {
            return None;
        }
        let after = self.after();
        (0..2).find(|&s| after[s] <= 0).or_else(|| {
            self.closer
                .filter(|_| self.table.close_commits_partie)
                .map(|c| 1 - c)
        })
    }

    /// The seat, in this deal's numbering, that deals next: the winner; the same dealer after
    /// a stood game.
    pub(super) fn next_dealer(&self) -> usize {
        self.outcome().and_then(|o| o.winner).unwrap_or(1)
    }

    /// Announces a checked meld: the opponent pays at once, the cards are shown.
    pub(super) fn announce(&mut self, seat: usize, meld: Meld) {
        self.melds[seat].push(meld);
        for card in self.meld_cards(meld) {
            self.revealed.insert(card);
        }
        self.notes.push(Note::Announced {
            seat,
            meld,
            marken: self.worth(meld),
        });
    }
}
