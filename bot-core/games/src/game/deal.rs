//! [`Deal`]: the rules of one deal with the standing of its match — the required core of a game.

use std::fmt;

use rand::RngCore;
use rand::seq::IndexedRandom;
use serde_json::Value;

use super::{Choice, Move, Persist, Refusal, Scores, Seats, Standing};
use crate::any::AnyGame;
use crate::card::Card;

/// The rules of one deal, with the standing of its match: who may act, what he may do, what a
/// move does, what a seat holds, how the deal ends and how the match goes on. The required core
/// is twelve methods; the rest are the kernel's defaults, which a game overrides only where its
/// rules differ (partners, a seat that sits out, a deal claimed from an absent player).
///
/// Seats are numbered from 0, the forehand (in a banking game the banker); in a game with a
/// dealer the dealer is the last seat.
pub trait Deal: Persist + Send + Sync + fmt::Debug {
    /// The game's id (its registry entry).
    fn id(&self) -> &'static str;

    /// The number of seats.
    fn seats(&self) -> usize;

    /// The seats that may act now — several where the rules let them (punters staking at once,
    /// a double out of turn), the one whose turn it is first; none once the deal is over.
    fn to_act(&self) -> Seats;

    /// Appends the legal moves of a seat to `out`, in the order the game offers them; none
    /// where it may do nothing. The hot path (random play, the computer's play-outs) hands in
    /// one buffer again and again, so that listing moves allocates nothing once it has grown.
    fn legal_into(&self, seat: usize, out: &mut Vec<Move>);

    /// Applies a move, or refuses it and changes nothing.
    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal>;

    /// A seat's cards.
    fn hand(&self, seat: usize) -> Vec<Card>;

    /// The deal's outcome once it is over, typed: what each seat wins (+) or pays (−) — what
    /// the leaderboard credits and the search values, asked after every play-out.
    fn score(&self) -> Option<Scores>;

    /// The rules file's result object of the finished deal (the fields it fixes, with the
    /// score as `score`), built for the edges only: `bummerl replay` and the record of a deal.
    fn result(&self) -> Option<Value>;

    /// The match after this deal (counting it once it is over).
    fn standing(&self) -> Standing;

    /// Once the deal is over and it decided the match: what each seat's match counts on the
    /// leaderboard (+1 the Partie won, −1 lost; chips won or lost …).
    fn match_result(&self) -> Option<Vec<i64>>;

    /// The next deal of the same match, once this one is over and the match is not decided,
    /// with `shift`: seat `i` of the next deal is seat `(i + shift) % seats` of this one.
    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)>;

    /// The same deal as a seat could imagine it: what it sees kept, every card hidden from it
    /// dealt again at random among the places it cannot see.
    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame;

    /// [`Deal::determinize`] from the cards in sight alone, deaf to what the other seats' play
    /// told of their hands (a card not taken that would have taken, a duty not met): how the
    /// kernel's `search` rival imagines a deal, as the computer did before the games read the
    /// play, so that head to head the rival stays today's player. The default: `determinize`,
    /// for a game whose imagined deals read no play.
    fn determinize_blind(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.determinize(seat, rng)
    }

    /// The same deal as a seat would imagine it if it saw every hand: the hands as they lie,
    /// only the cards no hand holds (a stock, a talon, another's discards) dealt again among
    /// their places — the `hands` rival's deal, an instrument of how much of a game is luck
    /// that, unlike the deal itself, does not show the order of the cards still to be drawn.
    /// The default: [`Deal::determinize`], no more sight than the seat's own, for a game that
    /// does not say where its hands end.
    fn determinize_seeing_hands(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.determinize(seat, rng)
    }

    /// The moves `bummerl replay` lists before a move of `seat`: the seat's own
    /// ([`Deal::legal`]) as `FORMAT-games.md` says, unless the game's scenario frame lists
    /// another's (the two-player Schnapsen family's `FORMAT.md`: the seat to act's).
    fn listed(&self, seat: usize) -> Vec<Move> {
        self.legal(seat)
    }

    /// The finished deal's `result` in the game's scenario frame (`bummerl replay`): the rules
    /// file's [`Deal::result`], unless the game's scenarios have a frame of their own (the
    /// Schnapsen family's `FORMAT.md` and `FORMAT-bauernschnapsen.md`).
    fn frame_result(&self) -> Option<Value> {
        self.result()
    }

    /// Whether the deal is over.
    fn is_over(&self) -> bool {
        self.score().is_some()
    }

    /// The legal moves of a seat in a list of their own ([`Deal::legal_into`], for the edges:
    /// buttons, typed moves, replay).
    fn legal(&self, seat: usize) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_into(seat, &mut out);
        out
    }

    /// A legal move of a seat drawn uniformly — the order of [`Deal::legal_into`] and one
    /// draw of `rng` below their number, so a game that overrides it draws what the default
    /// would — or `None` if it has none. A "choose cards" verb comes bare, as listed. The
    /// default lists the moves; a game whose moves are costly to list draws one without.
    fn random_legal(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        thread_local! {
            /// The legal moves listed last on this thread: one buffer for every draw.
            static LEGAL: std::cell::RefCell<Vec<Move>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        LEGAL.with_borrow_mut(|legal| {
            legal.clear();
            self.legal_into(seat, legal);
            legal.choose(rng).copied()
        })
    }

    /// For a legal move that is a verb alone: the cards to choose, if the move needs them.
    fn choice(&self, seat: usize, verb: &str) -> Option<Choice> {
        let _ = (seat, verb);
        None
    }

    /// The seat (of this deal) whose player deals next, also the first deal of the next match:
    /// by default the forehand, as the deal passes to the left.
    fn next_dealer(&self) -> usize {
        0
    }

    /// Checks the deal's invariants (every card in one place, totals that agree), for a deal
    /// read back from storage; by default there is nothing to check beyond what reads.
    fn check(&self) -> Result<(), String> {
        Ok(())
    }

    /// The side a seat plays for over the match: partners share one (Bauernschnapsen: seats 0
    /// and 2, 1 and 3); by default every seat is a side of its own.
    fn side(&self, seat: usize) -> usize {
        seat
    }

    /// The game points each seat wrote in the finished deal, where the game writes them on a
    /// sheet (a Bummerl, a Partie from 7, the sheet from 24), for the leaderboard; `None`, the
    /// default: the game writes none.
    fn written(&self) -> Option<Vec<u32>> {
        None
    }

    /// What each seat's match counts if `seat` resigns it now (he leaves the table): by
    /// default −1 for him and his side ([`Deal::side`]), +1 for everybody else; `None` where
    /// there is nothing to resign (a running account).
    fn resign(&self, seat: usize) -> Option<Vec<i64>> {
        let side = self.side(seat);
        Some(
            (0..self.seats())
                .map(|s| if self.side(s) == side { -1 } else { 1 })
                .collect(),
        )
    }

    /// Whether a seat sits this deal out (at three in the two-player family, the dealer): it
    /// holds no cards and never acts, and its player may follow another's hand where the
    /// table's `kiebitz` rule allows it. Asked only of a game whose
    /// [`crate::registry::TableTraits::sits_out`] says so; by default every seat plays.
    fn sits_out(&self, seat: usize) -> bool {
        let _ = seat;
        false
    }

    /// The deal as it ends when `seat`'s time ran out and the other side claims it, where the
    /// rules let a player claim a deal from an absent one (the family: the most a game can
    /// win). Asked only of a game whose [`crate::registry::TableTraits::forfeit`] says so;
    /// `None`, the default: the computer plays for the absent player instead.
    fn forfeit(&self, seat: usize) -> Option<AnyGame> {
        let _ = seat;
        None
    }

    /// Whether `mv` by `seat` leaves the other seats' choices standing, so that their buttons
    /// stay valid (punters staking side by side). Asked only of a game whose
    /// [`crate::registry::TableTraits::concurrent`] says so; by default every move changes the
    /// deal for everybody.
    fn concurrent(&self, seat: usize, mv: &Move) -> bool {
        let _ = (seat, mv);
        false
    }
}
