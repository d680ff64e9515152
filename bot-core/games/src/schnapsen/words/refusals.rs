//! Why the engines refused a move, as one clear sentence (two players; four and three).

use crate::lang::Lang;
use crate::schnapsen::rules::{Refusal, bauern};

/// The rules engine's refusal of a move as a sentence.
pub fn refusal(lang: Lang, refusal: Refusal) -> &'static str {
    match (lang, refusal) {
        (Lang::De, Refusal::NotYourTurn) => "Du bist nicht am Zug.",
        (Lang::De, Refusal::NotInHand) => "Diese Karte hast du nicht auf der Hand.",
        (Lang::De, Refusal::MustFollow) => {
            "Du musst Farbe bekennen und wenn möglich stechen, sonst trumpfen."
        }
        (Lang::De, Refusal::MustPlayMarriage) => {
            "Nach dem Ansagen musst du den König oder die Dame dieser Farbe ausspielen."
        }
        (Lang::De, Refusal::NoMarriage) => {
            "Diese Ansage geht jetzt nicht: du brauchst König und Dame der Farbe und musst \
             ausspielen."
        }
        (Lang::De, Refusal::CannotExchange) => "Du kannst die Atoutkarte jetzt nicht tauschen.",
        (Lang::De, Refusal::CannotClose) => "Du kannst jetzt nicht zudrehen.",
        (Lang::De, Refusal::CannotClaim) => {
            "„Danke, genug“ kannst du nur sagen, wenn du ausspielst."
        }
        (Lang::De, Refusal::MustExchange) => "Du musst zuerst die Atoutkarte rauben.",
        (Lang::De, Refusal::GameOver) => "Das Spiel ist schon vorbei.",
        (Lang::En, Refusal::NotYourTurn) => "It is not your turn.",
        (Lang::En, Refusal::NotInHand) => "That card is not in your hand.",
        (Lang::En, Refusal::MustFollow) => {
            "You must follow suit and beat it if you can, else trump."
        }
        (Lang::En, Refusal::MustPlayMarriage) => {
            "After announcing a marriage you must lead its King or Queen."
        }
        (Lang::En, Refusal::NoMarriage) => {
            "You cannot announce that now: you need its King and Queen and must be at lead."
        }
        (Lang::En, Refusal::CannotExchange) => "You cannot exchange the trump card now.",
        (Lang::En, Refusal::CannotClose) => "You cannot close the talon now.",
        (Lang::En, Refusal::CannotClaim) => "You can only say “Enough!” when it is your lead.",
        (Lang::En, Refusal::MustExchange) => "You must exchange the trump card first.",
        (Lang::En, Refusal::GameOver) => "The game is already over.",
    }
}

/// The four- and three-player engine's refusal of a move as a sentence; where it means what a
/// two-player refusal means, the same sentence.
pub fn bauern_refusal(lang: Lang, refusal: bauern::Refusal) -> &'static str {
    use bauern::Refusal as R;
    let same = |r: Refusal| self::refusal(lang, r);
    match (lang, refusal) {
        (_, R::GameOver) => same(Refusal::GameOver),
        (_, R::NotYourTurn) => same(Refusal::NotYourTurn),
        (_, R::NotInHand) => same(Refusal::NotInHand),
        (_, R::MustPlayMarriage) => same(Refusal::MustPlayMarriage),
        (Lang::De, R::WrongPhase) => "Das geht in diesem Abschnitt des Spiels nicht.",
        (Lang::En, R::WrongPhase) => "That is not possible at this stage of the game.",
        (Lang::De, R::CannotChooseTrump) => {
            "Trumpf kann nur eine Farbe deiner ersten drei Karten sein – oder du deckst eine der \
             anderen Karten auf."
        }
        (Lang::En, R::CannotChooseTrump) => {
            "Trump must be a suit of your first three cards – or turn up one of the others."
        }
        (Lang::De, R::CannotRedeal) => {
            "Neu geben lassen darfst du nur mit drei Buben in den ersten drei Karten."
        }
        (Lang::En, R::CannotRedeal) => {
            "You may only throw the cards in with three Jacks among your first three cards."
        }
        (Lang::De, R::CannotBid) => {
            "Dieses Spiel darfst du nicht ansagen: dein Platz oder dein Blatt passt nicht dazu."
        }
        (Lang::En, R::CannotBid) => {
            "You cannot declare that game: your seat or your hand does not allow it."
        }
        (Lang::De, R::BidTooLow) => {
            "Das Spiel muss mehr wert sein als das stehende Spiel (samt Kontra)."
        }
        (Lang::En, R::BidTooLow) => {
            "Your game must be worth more than the standing one (doubles included)."
        }
        (Lang::De, R::CannotDouble) => "Kontra, Retour oder Subkontra kannst du jetzt nicht geben.",
        (Lang::En, R::CannotDouble) => "You cannot say Kontra, Retour or Subkontra now.",
        (Lang::De, R::CannotDiscard) => {
            "Diese Karten kannst du nicht weglegen: zwei verschiedene Karten aus Hand und Talon, \
             nur beim Talontausch des Ansagers."
        }
        (Lang::En, R::CannotDiscard) => {
            "You cannot lay those away: two different cards of your hand and the talon, only in \
             the declarer's talon exchange."
        }
        (Lang::De, R::MustFollow) => {
            "Du musst Farbe bekennen – und den Stich übernehmen, wo das Spiel es verlangt –, \
             sonst trumpfen."
        }
        (Lang::En, R::MustFollow) => {
            "You must follow suit – beating the trick where the game demands it – else trump."
        }
        (Lang::De, R::NoMarriage) => {
            "Diese Ansage geht jetzt nicht: nur beim Ausspielen, mit König und Dame, und nur im \
             Rufer oder (vom Ansager) im Schnapser und Kontraschnapser."
        }
        (Lang::En, R::NoMarriage) => {
            "You cannot announce that now: only at your lead, with King and Queen, and only in \
             the Rufer or (by the declarer) in the Schnapser and Kontraschnapser."
        }
        (Lang::De, R::CannotClaim) => "„Danke, genug“ gibt es nur im Rufer, wenn du ausspielst.",
        (Lang::En, R::CannotClaim) => "“Enough!” is only for the Rufer, when it is your lead.",
        (Lang::De, R::CannotExchange) => "In diesem Spiel gibt es keine Atoutkarte zum Tauschen.",
        (Lang::En, R::CannotExchange) => "There is no trump card to exchange in this game.",
        (Lang::De, R::CannotClose) => "In diesem Spiel gibt es keinen Talon zum Zudrehen.",
        (Lang::En, R::CannotClose) => "There is no talon to close in this game.",
    }
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
