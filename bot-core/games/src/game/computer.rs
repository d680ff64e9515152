//! [`Computer`]: a game's own knowledge for the computer player, on top of the kernel's search
//! ([`crate::search`]). Every hook has a default; a game that adds none writes an empty impl.

use super::{Choice, Deal, Move, Scores};
use crate::search::Budget;
use rand::RngCore;

/// The computer's hooks of a game: how it values a finished deal, what it knows without
/// searching, its weaker levels and its play-outs.
pub trait Computer: Deal {
    /// How good the finished deal is for a seat, for the computer's search and the arena: its
    /// score; a game whose deals score only when one ends the match adds what the deal gained
    /// toward it (a fraction of a score), so that the search has something to aim at.
    fn value(&self, seat: usize) -> f64 {
        self.score().map_or(0.0, |s| s[seat] as f64)
    }

    /// Seats the computer must hold for the whole match (a computer bank); none by default.
    fn computer_seats(&self) -> Vec<usize> {
        Vec::new()
    }

    /// The game's own knowledge for its computer player, on top of the search: `Some(Some(mv))`
    /// plays `mv` without searching; `Some(None)` lets a seat that may act but need not (a
    /// punter free to stake) do nothing now; `None` (the default) leaves the choice to the
    /// search. A player that searches spends `budget` (the level's time and play-outs).
    fn expert(&self, seat: usize, budget: Budget, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let _ = (seat, budget, rng);
        None
    }

    /// The game's own hint for a seat, with its reason in a few words, `[German, English]`
    /// (`None`, the default: the search's move).
    fn hint(&self, seat: usize, rng: &mut dyn RngCore) -> Option<(Move, [String; 2])> {
        let _ = (seat, rng);
        None
    }

    /// The game's own random player, for the computer's random level, where a move drawn
    /// uniformly would be no opponent at all (the family's never claims without 66); like
    /// [`Computer::expert`] (`None`, the default: a legal move drawn uniformly).
    fn random(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let _ = (seat, rng);
        None
    }

    /// The game's own weaker player, for the computer's easy level: like [`Computer::expert`]
    /// (`None`, the default: the easy level plays as the searching one).
    fn easy(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let _ = (seat, rng);
        None
    }

    /// The game's own players beside the levels, by name: measuring instruments for the arena
    /// (`bummerl arena --b NAME`) that no table seats, such as re-implementations of outside
    /// programs; none by default.
    fn players(&self) -> &'static [&'static str] {
        &[]
    }

    /// The move of the game's own player `name` (one of [`Computer::players`]) for a seat, like
    /// [`Computer::expert`]; `None` for a seat that has nothing to do, or a name not among them.
    fn play_as(&self, name: &str, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let _ = (name, seat, rng);
        None
    }

    /// Of a finished deal where a seat declared a game (bid, announced, proposed a contract it
    /// must make): that seat, and whether it made the game in full; `None` (the default) for a
    /// game without declarations, a deal nobody declared or one still running. What the arena
    /// counts of a player's bidding.
    fn declared(&self) -> Option<(usize, bool)> {
        None
    }

    /// Whether the strong level leaves the moves the game's knowledge does not decide to the
    /// tree search (`true`, the default: [`crate::search::tree`]) or to the flat search
    /// ([`crate::search::flat`]), where head to head the flat one played this game better.
    fn searches_by_tree(&self) -> bool {
        true
    }

    /// Whether the tree search walks the other seats' moves as the game's play-outs make them
    /// ([`Computer::playout_move`]) where the seat imagines the deal, instead of by UCB1: every
    /// imagined deal holds the seat's own hand as it is, so the others' nodes learn that hand
    /// and never lead into its takers, as no player blind to it would (`false`, the default).
    /// Worth it where the play-outs' moves are blind to the seat's hand and play well: Böhmischer
    /// Schneider gained by it, Portugalese (rules of thumb) lost.
    fn others_by_playout(&self) -> bool {
        false
    }

    /// Whether nothing of the deal is hidden from `seat` any more (every card of the other
    /// hands known, nothing left to draw): the strong level then plays the rest exactly
    /// ([`crate::search::solve`]). `false` by default.
    fn open_to(&self, seat: usize) -> bool {
        let _ = seat;
        false
    }

    /// The part of a choice of cards worth the strong level's time, where the game knows the
    /// rest is never right (the whole choice, the default): the search weighs every way of it
    /// one by one, and among Ecarté's 31 discards the noise of the wrong ones buried the right.
    fn sensible_choice(&self, seat: usize, choice: Choice) -> Choice {
        let _ = seat;
        choice
    }

    /// A quick move for the search's play-outs in place of a random one (`None`: at random) —
    /// where random play-outs misjudge a game, a little knowledge here makes its search see.
    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        let _ = (seat, rng);
        None
    }
}

/// [`Computer::value`] of a two-player deal: the score, plus the difference of what each seat
/// gained (`toward`: the points or marks toward a match that a deal scores only by ending, or
/// the card points of a deal that its score tells too coarsely) divided by `scale`; nothing
/// before the end.
pub fn value_with_margin(score: Option<Scores>, toward: [i64; 2], seat: usize, scale: f64) -> f64 {
    let Some(score) = score else {
        return 0.0;
    };
    let gained = toward[seat] - toward[1 - seat];
    score[seat] as f64 + gained as f64 / scale
}
