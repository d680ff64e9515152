//! Why the engines refused a move, as one clear sentence (two players; four and three).

use super::text;
use crate::lang::Lang;
use crate::schnapsen::rules::{Refusal, bauern};

/// The message of the rules engine's refusal of a move.
fn refusal_id(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::NotYourTurn => "refusal-not-your-turn",
        Refusal::NotInHand => "refusal-not-in-hand",
        Refusal::MustFollow => "refusal-must-follow",
        Refusal::MustPlayMarriage => "refusal-must-play-marriage",
        Refusal::NoMarriage => "refusal-no-marriage",
        Refusal::CannotExchange => "refusal-cannot-exchange",
        Refusal::CannotClose => "refusal-cannot-close",
        Refusal::CannotClaim => "refusal-cannot-claim",
        Refusal::MustExchange => "refusal-must-exchange",
        Refusal::GameOver => "refusal-game-over",
    }
}

/// The rules engine's refusal of a move as a sentence.
pub fn refusal(lang: Lang, refusal: Refusal) -> String {
    text(lang, refusal_id(refusal))
}

/// The four- and three-player engine's refusal of a move as a sentence; where it means what a
/// two-player refusal means, the same sentence.
pub fn bauern_refusal(lang: Lang, refusal: bauern::Refusal) -> String {
    use bauern::Refusal as R;
    let id = match refusal {
        R::GameOver => refusal_id(Refusal::GameOver),
        R::NotYourTurn => refusal_id(Refusal::NotYourTurn),
        R::NotInHand => refusal_id(Refusal::NotInHand),
        R::MustPlayMarriage => refusal_id(Refusal::MustPlayMarriage),
        R::WrongPhase => "refusal-wrong-phase",
        R::CannotChooseTrump => "refusal-cannot-choose-trump",
        R::CannotRedeal => "refusal-cannot-redeal",
        R::CannotBid => "refusal-cannot-bid",
        R::BidTooLow => "refusal-bid-too-low",
        R::CannotDouble => "refusal-cannot-double",
        R::CannotDiscard => "refusal-cannot-discard",
        R::MustFollow => "refusal-bauern-must-follow",
        R::NoMarriage => "refusal-bauern-no-marriage",
        R::CannotClaim => "refusal-bauern-cannot-claim",
        R::CannotExchange => "refusal-bauern-cannot-exchange",
        R::CannotClose => "refusal-bauern-cannot-close",
    };
    text(lang, id)
}

/// A move the family has no action for (an unknown move, cards laid away not two): why it is
/// refused.
pub fn illegal(lang: Lang) -> String {
    text(lang, "refusal-illegal")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The variant's position; a new variant fails to compile here until it is listed below.
    fn refusal_index(r: Refusal) -> usize {
        match r {
            Refusal::NotYourTurn => 0,
            Refusal::NotInHand => 1,
            Refusal::MustFollow => 2,
            Refusal::MustPlayMarriage => 3,
            Refusal::NoMarriage => 4,
            Refusal::CannotExchange => 5,
            Refusal::CannotClose => 6,
            Refusal::CannotClaim => 7,
            Refusal::MustExchange => 8,
            Refusal::GameOver => 9,
        }
    }

    #[test]
    fn every_bauern_refusal_has_its_own_sentence_in_both_languages() {
        let codes: std::collections::HashSet<&str> =
            bauern::Refusal::ALL.iter().map(|r| r.code()).collect();
        assert_eq!(codes.len(), bauern::Refusal::ALL.len(), "each listed once");
        let mut texts = std::collections::HashSet::new();
        for r in bauern::Refusal::ALL {
            let (de, en) = (bauern_refusal(Lang::De, r), bauern_refusal(Lang::En, r));
            assert_ne!(de, en, "{r:?}");
            assert!(
                texts.insert(de) && texts.insert(en),
                "{r:?} repeats a sentence"
            );
        }
        assert_eq!(
            bauern_refusal(Lang::De, bauern::Refusal::NotYourTurn),
            refusal(Lang::De, Refusal::NotYourTurn)
        );
        assert!(bauern_refusal(Lang::De, bauern::Refusal::CannotRedeal).contains("drei Buben"));
    }

    #[test]
    fn every_refusal_has_its_own_sentence_in_both_languages() {
        let mut seen: Vec<usize> = Refusal::ALL.iter().map(|&r| refusal_index(r)).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..10).collect::<Vec<_>>());
        let mut texts = std::collections::HashSet::new();
        for r in Refusal::ALL {
            let (de, en) = (refusal(Lang::De, r), refusal(Lang::En, r));
            assert!(!de.is_empty() && !en.is_empty(), "{r:?}");
            assert_ne!(de, en, "{r:?}");
            assert!(
                texts.insert(de) && texts.insert(en),
                "{r:?} repeats a sentence"
            );
        }
        assert_eq!(
            refusal(Lang::De, Refusal::MustFollow),
            "Du musst Farbe bekennen und wenn möglich stechen, sonst trumpfen."
        );
        assert_eq!(
            refusal(Lang::En, Refusal::MustFollow),
            "You must follow suit and beat it if you can, else trump."
        );
    }
}
