//! The family's names: the games, calls and doubles of Bauern- and Dreierschnapsen, why a game
//! ended, the computer's levels, and lists and counted nouns.

use crate::lang::Lang;
use crate::schnapsen::rules::Reason;
use crate::schnapsen::rules::bauern::{self, Call, Double, GameType, Goal};

/// A game of the bidding by its name in the rules file. The names are proper names and stay
/// German in English too; [`game_goal`] glosses them.
pub fn game_name(lang: Lang, game: GameType) -> &'static str {
    let _ = lang;
    match game {
        GameType::Rufer => "Rufer",
        GameType::Bettler => "Bettler",
        GameType::Assbettler => "Assbettler",
        GameType::Schnapser => "Schnapser",
        GameType::Durchmarsch => "Durchmarsch",
        GameType::Zehnerloch => "Zehnerloch",
        GameType::Kontraschnapser => "Kontraschnapser",
        GameType::Bauernschnapser => "Bauernschnapser",
        GameType::Herrengangl => "Herrengangl",
        GameType::Kontrabauernschnapser => "Kontrabauernschnapser",
        GameType::Herrenschnapser => "Herrenschnapser",
    }
}

/// What the declarer of a game must do, as a short phrase (the gloss of its name).
pub fn game_goal(lang: Lang, game: GameType) -> &'static str {
    match (lang, game.goal(), game == GameType::Zehnerloch) {
        // At four the declarer's side needs them, at three he alone: said for neither.
        (Lang::De, Goal::Rufer, _) => "66 oder den letzten Stich",
        (Lang::En, Goal::Rufer, _) => "66 or the last trick",
        (Lang::De, Goal::FirstThree, _) => "die ersten drei Stiche und 66",
        (Lang::En, Goal::FirstThree, _) => "the first three tricks and 66",
        (Lang::De, Goal::AllTricks, true) => {
            "alle Stiche, ohne Trumpf, Zehner vor König, Ass zuletzt"
        }
        (Lang::En, Goal::AllTricks, true) => "every trick, no trump, Ten above King, Ace lowest",
        (Lang::De, Goal::AllTricks, false) if game.has_trump() => "alle Stiche",
        (Lang::En, Goal::AllTricks, false) if game.has_trump() => "every trick",
        (Lang::De, Goal::AllTricks, false) => "alle Stiche, ohne Trumpf",
        (Lang::En, Goal::AllTricks, false) => "every trick, no trump",
        (Lang::De, Goal::NoTrick, _) => "keinen Stich, ohne Trumpf",
        (Lang::En, Goal::NoTrick, _) => "no trick at all, no trump",
        (Lang::De, Goal::LaidDown, _) => "aufgelegt: gewonnen ohne Spiel",
        (Lang::En, Goal::LaidDown, _) => "laid down: won without play",
    }
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
pub fn double_name(double: Double) -> &'static str {
    match double {
        Double::Kontra => "Kontra",
        Double::Retour => "Retour",
        Double::Subkontra => "Subkontra",
    }
}

/// The last double said to reach `multiplier` (2 Kontra, 4 Retour, 8 Subkontra).
pub fn double_at(multiplier: u8) -> Option<Double> {
    Double::at(multiplier / 2).filter(|_| multiplier > 1)
}

/// A call of the bidding as said at the table: `Gut`/`pass`, a game's name, `Kontra`.
pub fn call_text(lang: Lang, call: Call) -> String {
    match (call, lang) {
        (Call::Pass, Lang::De) => "Gut".to_owned(),
        (Call::Pass, Lang::En) => "pass".to_owned(),
        (Call::Bid(game), _) => game_name(lang, game).to_owned(),
        (Call::Double(double), _) => double_name(double).to_owned(),
    }
}

/// Why a Bauernschnapsen or Dreierschnapsen game ended, as a short phrase.
pub fn bauern_reason_text(lang: Lang, reason: bauern::Reason) -> &'static str {
    use bauern::Reason as R;
    match (lang, reason) {
        (_, R::Claim) => reason_text(lang, Reason::Claim),
        (_, R::FalseClaim) => reason_text(lang, Reason::FalseClaim),
        (_, R::LastTrick) => reason_text(lang, Reason::LastTrick),
        (Lang::De, R::Made) => "Spiel erfüllt",
        (Lang::En, R::Made) => "the game was made",
        (Lang::De, R::TrickLost) => "ein Stich ging verloren",
        (Lang::En, R::TrickLost) => "a trick was lost",
        (Lang::De, R::Under66) => "drei Stiche ohne 66",
        (Lang::En, R::Under66) => "three tricks without 66",
        (Lang::De, R::TrickTaken) => "der Bettler hat einen Stich gemacht",
        (Lang::En, R::TrickTaken) => "the Bettler took a trick",
        (Lang::De, R::LaidDown) => "aufgelegt",
        (Lang::En, R::LaidDown) => "laid down",
        (Lang::De, R::Redeal) => "drei Buben, neu gegeben",
        (Lang::En, R::Redeal) => "three Jacks, dealt again",
    }
}

/// Why a game ended, as a short phrase.
pub fn reason_text(lang: Lang, reason: Reason) -> &'static str {
    match (lang, reason) {
        (Lang::De, Reason::Claim) => "66 erreicht",
        (Lang::De, Reason::FalseClaim) => "ohne 66 abgemeldet",
        (Lang::De, Reason::CloserFailed) => "wer zugedreht hat, hat die 66 nicht geschafft",
        (Lang::De, Reason::LastTrick) => "letzter Stich",
        (Lang::De, Reason::Tie) => "65 zu 65",
        (Lang::En, Reason::Claim) => "reached 66",
        (Lang::En, Reason::FalseClaim) => "claimed without 66",
        (Lang::En, Reason::CloserFailed) => "the closer did not make 66",
        (Lang::En, Reason::LastTrick) => "last trick",
        (Lang::En, Reason::Tie) => "65 each",
    }
}
