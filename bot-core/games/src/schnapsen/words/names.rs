//! The family's names, from its catalogue: the games, calls and doubles of Bauern- and
//! Dreierschnapsen, what a game's declarer must do, and why a game ended.

use super::text;
use crate::lang::Lang;
use crate::schnapsen::rules::Reason;
use crate::schnapsen::rules::bauern::{self, Call, Double, GameType, Goal};

/// A game of the bidding by its name in the rules file. The names are proper names and stay
/// German in English too; [`game_goal`] glosses them.
pub fn game_name(lang: Lang, game: GameType) -> String {
    text(lang, &format!("game-{}", game.code()))
}

/// What the declarer of a game must do, as a short phrase (the gloss of its name).
pub fn game_goal(lang: Lang, game: GameType) -> String {
    let id = match (game.goal(), game == GameType::Zehnerloch) {
        // At four the declarer's side needs them, at three he alone: said for neither.
        (Goal::Rufer, _) => "goal-rufer",
        (Goal::FirstThree, _) => "goal-first-three",
        (Goal::AllTricks, true) => "goal-zehnerloch",
        (Goal::AllTricks, false) if game.has_trump() => "goal-all-tricks",
        (Goal::AllTricks, false) => "goal-all-tricks-no-trump",
        (Goal::NoTrick, _) => "goal-no-trick",
        (Goal::LaidDown, _) => "goal-laid-down",
    };
    text(lang, id)
}

/// What a game is worth undoubled: `6`, or `1–3` for the Rufer; times `multiplier`.
pub fn game_value(game: GameType, multiplier: u8) -> String {
    let m = u16::from(multiplier);
    match game.fixed_value() {
        Some(value) => (u16::from(value) * m).to_string(),
        None => format!("{}–{}", m, 3 * m),
    }
}

/// A double's name: Kontra, Retour, Subkontra (the same in both languages).
pub fn double_name(lang: Lang, double: Double) -> String {
    text(lang, &format!("double-{}", double.code()))
}

/// The last double said to reach `multiplier` (2 Kontra, 4 Retour, 8 Subkontra).
pub fn double_at(multiplier: u8) -> Option<Double> {
    Double::at(multiplier / 2).filter(|_| multiplier > 1)
}

/// A call of the bidding as said at the table: `Gut`/`pass`, a game's name, `Kontra`.
pub fn call_text(lang: Lang, call: Call) -> String {
    match call {
        Call::Pass => text(lang, "call-pass"),
        Call::Bid(game) => game_name(lang, game),
        Call::Double(double) => double_name(lang, double),
    }
}

/// Why a Bauernschnapsen or Dreierschnapsen game ended, as a short phrase.
pub fn bauern_reason_text(lang: Lang, reason: bauern::Reason) -> String {
    use bauern::Reason as R;
    let id = match reason {
        R::Claim => return reason_text(lang, Reason::Claim),
        R::FalseClaim => return reason_text(lang, Reason::FalseClaim),
        R::LastTrick => return reason_text(lang, Reason::LastTrick),
        R::Made => "reason-made",
        R::TrickLost => "reason-trick-lost",
        R::Under66 => "reason-under-66",
        R::TrickTaken => "reason-trick-taken",
        R::LaidDown => "reason-laid-down",
        R::Redeal => "reason-redeal",
    };
    text(lang, id)
}

/// Why a game ended, as a short phrase.
pub fn reason_text(lang: Lang, reason: Reason) -> String {
    let id = match reason {
        Reason::Claim => "reason-claim",
        Reason::FalseClaim => "reason-false-claim",
        Reason::CloserFailed => "reason-closer-failed",
        Reason::LastTrick => "reason-last-trick",
        Reason::Tie => "reason-tie",
    };
    text(lang, id)
}
