//! The steps of a deal: laying away, declaring, naming trump, asking and giving, and the
//! tricks — each move checked in the rules file's order, changing nothing when refused.

use super::rules::{Contract, Kind};
use super::scenario::{card, one_card, suit};
use super::words::Note;
use super::{Exchange, Phase, Schlauch};
use crate::card::{Card, Suit};
use crate::game::{Move, Refusal};

impl Schlauch {
    /// The bidding is over: the game stands, or the deal is passed out.
    pub(super) fn end_bidding(&mut self) {
        let Some((declarer, contract)) = self.game else {
            self.phase = Phase::Over;
            self.finish();
            return;
        };
        self.notes.push(Note::Game { declarer, contract });
        self.trumps = contract.fixed_trumps();
        self.turn = declarer;
        if contract == Contract::BettelOuvert {
            let mut hand = self.hands[declarer].clone();
            hand.sort();
            self.notes.push(Note::Open { declarer, hand });
        }
        if !contract.trump_choices().is_empty() {
            self.phase = Phase::Trump;
        } else {
            self.after_trump();
        }
    }

    /// Trump is fixed: the asking, where the game has it, else the play.
    pub(super) fn after_trump(&mut self) {
        if self.contract().is_some_and(Contract::may_ask) {
            self.phase = Phase::Ask;
        } else {
            self.start_play();
        }
    }

    /// The first lead: the forehand in single games, the declarer in double games ([D10]).
    pub(super) fn start_play(&mut self) {
        self.phase = Phase::Play;
        self.leader = match self.game {
            Some((declarer, contract)) if contract.double() => declarer,
            _ => 0,
        };
        self.turn = self.leader;
    }

    /// The notes of a finished deal: its end and the Partie's.
    pub(super) fn finish(&mut self) {
        self.notes.push(Note::End);
        if self.settlement().is_some_and(|s| s.rechnung.is_some()) {
            self.notes.push(Note::Rechnung);
        }
        if self.partie_over() {
            self.notes.push(Note::PartieOver);
        }
    }

    pub(super) fn lay(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let cards: Vec<Card> = mv
            .args()
            .map(|a| card(a).ok_or(Refusal::ILLEGAL))
            .collect::<Result<_, _>>()?;
        if cards.iter().any(|c| !self.hands[seat].contains(c)) {
            return Err(Refusal::NOT_IN_HAND);
        }
        if cards.len() != 2 || cards[0] == cards[1] {
            return Err(Refusal("cannot_lay"));
        }
        self.hands[seat].retain(|c| !cards.contains(c));
        self.away = cards;
        self.notes.push(Note::Laid {
            shown: self.shown_away(),
        });
        self.phase = Phase::Bid;
        self.turn = 0;
        Ok(())
    }

    pub(super) fn declare(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let args = mv.arg_list();
        let bid = match (mv.verb(), args.as_slice()) {
            ("pass", []) => None,
            ("bid", [id]) => {
                let contract = Contract::from_id(id).ok_or(Refusal::ILLEGAL)?;
                if contract.double() && !self.double_games {
                    return Err(Refusal("cannot_bid"));
                }
                if !contract.outranks(seat, self.game) {
                    return Err(Refusal("bid_too_low"));
                }
                Some(contract)
            }
            _ => return Err(Refusal::ILLEGAL),
        };
        if let Some(contract) = bid {
            self.game = Some((seat, contract));
        }
        self.declared.push(bid);
        self.notes.push(Note::Declared { seat, bid });
        self.turn = seat + 1;
        if self.declared.len() == 3 {
            self.end_bidding();
        }
        Ok(())
    }

    pub(super) fn name_trump(&mut self, mv: &Move) -> Result<(), Refusal> {
        let suits: Vec<Option<Suit>> = mv.args().map(suit).collect();
        let named = match suits.as_slice() {
            [Some(a)] => [Some(*a), None],
            [Some(a), Some(b)] => [Some(*a), Some(*b)],
            _ => return Err(Refusal("cannot_choose_trump")),
        };
        let contract = self.contract().ok_or(Refusal::ILLEGAL)?;
        if !contract.trump_choices().contains(&named) {
            return Err(Refusal("cannot_choose_trump"));
        }
        self.trumps = contract.trumps(named);
        self.notes.push(Note::Trump {
            trumps: self.trumps,
        });
        self.after_trump();
        Ok(())
    }

    pub(super) fn ask(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if mv.verb() == "keep" {
            if mv.args().next().is_some() {
                return Err(Refusal::ILLEGAL);
            }
            self.notes.push(Note::Kept { seat });
            self.start_play();
            return Ok(());
        }
        let card = one_card(mv)?;
        if self.hands[seat].contains(&card) {
            return Err(Refusal("cannot_ask"));
        }
        if self.known_away().contains(card) {
            return Err(Refusal("laid_away"));
        }
        match (0..3).find(|&s| self.hands[s].contains(&card)) {
            Some(from) => {
                self.hands[from].retain(|&c| c != card);
                self.hands[seat].push(card);
                self.exchange = Some(Exchange {
                    asked: card,
                    from,
                    given: None,
                });
                self.phase = Phase::Give;
                self.notes.push(Note::Asked {
                    seat,
                    card,
                    from: Some(from),
                });
            }
            None => {
                // Reading ([D9]): the card lies away; it is revealed and the declarer asks
                // again or keeps.
                self.revealed.push(card);
                self.notes.push(Note::Asked {
                    seat,
                    card,
                    from: None,
                });
            }
        }
        Ok(())
    }

    pub(super) fn give(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let card = one_card(mv)?;
        let mut exchange = self.exchange.ok_or(Refusal::ILLEGAL)?;
        if !self.hands[seat].contains(&card) {
            return Err(Refusal::NOT_IN_HAND);
        }
        if card == exchange.asked {
            return Err(Refusal("cannot_give"));
        }
        self.hands[seat].retain(|&c| c != card);
        self.hands[exchange.from].push(card);
        exchange.given = Some(card);
        self.exchange = Some(exchange);
        self.notes.push(Note::Given {
            seat,
            to: exchange.from,
        });
        self.start_play();
        Ok(())
    }

    pub(super) fn playable(&self, seat: usize) -> crate::trick::Playable {
        self.mode().playable(
            &self.hands[seat],
            self.trick.first().copied(),
            self.trumpfzwang,
        )
    }

    pub(super) fn play(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let card = one_card(mv)?;
        let mode = self.mode();
        let hand = &self.hands[seat];
        if !hand.contains(&card) {
            return Err(Refusal::NOT_IN_HAND);
        }
        if !mode.allows(hand, self.trick.first().copied(), self.trumpfzwang, card) {
            return Err(Refusal::MUST_FOLLOW);
        }
        self.hands[seat].retain(|&c| c != card);
        self.played.insert(card);
        self.trick.push(card);
        if self.trick.len() < 3 {
            self.turn = (seat + 1) % 3;
            return Ok(());
        }
        let (declarer, contract) = self.game.ok_or(Refusal::ILLEGAL)?;
        let half = self.half();
        let winner = (self.leader + mode.winner(&self.trick)) % 3;
        self.tricks[winner] += 1;
        let wants = contract.halves()[half] != Kind::Bettel;
        let newly_broken = wants != (winner == declarer) && !self.broken[half];
        self.broken[half] |= newly_broken;
        self.notes.push(Note::Trick {
            leader: self.leader,
            cards: std::mem::take(&mut self.trick),
            winner,
        });
        let played = self.tricks_played();
        if newly_broken && contract.double() && half == 0 {
            self.notes.push(Note::FirstHalfLost);
        }
        let decided = self.broken[half] && (!contract.double() || half == 1);
        if played == 10 || decided {
            self.phase = Phase::Over;
            self.finish();
        } else {
            self.leader = if contract.double() && played == 5 {
                declarer
            } else {
                winner
            };
            self.turn = self.leader;
        }
        Ok(())
    }
}
