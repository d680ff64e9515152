//! Why a command was refused, as one clear sentence: every [`Refused`] of the manager and every
//! [`Refusal`] of the rules engines (two players; four and three).

use super::names::duration;
use super::quote::quote;
use crate::manager::{Lang, Refused};
use crate::rules::{HouseRuleError, Refusal, bauern};

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

/// Why a house rule cannot be set, as one sentence.
pub fn rule_problem(lang: Lang, problem: &HouseRuleError) -> String {
    match (problem, lang) {
        (HouseRuleError::Unknown(rule), Lang::De) => {
            let rule = quote(rule);
            format!("Eine Hausregel „{rule}“ gibt es nicht; „regeln“ zeigt alle.")
        }
        (HouseRuleError::Unknown(rule), Lang::En) => {
            let rule = quote(rule);
            format!("There is no house rule \"{rule}\"; \"rules\" lists them all.")
        }
        (HouseRuleError::BadValue { rule, value }, Lang::De) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("„{value}“ passt nicht zu {rule}: erlaubt sind an/aus oder eine Zahl.")
        }
        (HouseRuleError::BadValue { rule, value }, Lang::En) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("\"{value}\" does not fit {rule}: use on/off or a number.")
        }
        (
            HouseRuleError::Invalid {
                rule,
                value,
                expected,
            },
            Lang::De,
        ) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("„{value}“ passt nicht zu {rule} (erlaubt: {expected}).")
        }
        (
            HouseRuleError::Invalid {
                rule,
                value,
                expected,
            },
            Lang::En,
        ) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("\"{value}\" does not fit {rule} ({expected}).")
        }
        (
            HouseRuleError::OutOfRange {
                rule,
                value,
                min,
                max,
            },
            Lang::De,
        ) => {
            format!("{rule} muss zwischen {min} und {max} liegen, nicht {value}.")
        }
        (
            HouseRuleError::OutOfRange {
                rule,
                value,
                min,
                max,
            },
            Lang::En,
        ) => {
            format!("{rule} must be between {min} and {max}, not {value}.")
        }
    }
}

/// What a hand message shows once a button on it turned out stale and no game runs any more at
/// its table (its buttons come off).
pub fn hand_over(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Dieses Spiel ist vorbei – diese Karten sind nicht mehr aktuell.",
        Lang::En => "That game is over – these cards are no longer current.",
    }
}

/// The manager's refusal of a command as a sentence.
pub fn refused(lang: Lang, refused: &Refused) -> String {
    let text = |de: &str, en: &str| match lang {
        Lang::De => de.to_owned(),
        Lang::En => en.to_owned(),
    };
    match refused {
        Refused::TableExists => text(
            "Hier gibt es schon einen Tisch.",
            "There is already a table here.",
        ),
        Refused::NoTable => text("Hier gibt es keinen Tisch.", "There is no table here."),
        Refused::AlreadySeated => text("Du sitzt schon am Tisch.", "You are already seated."),
        Refused::TableFull => text("Der Tisch ist voll.", "The table is full."),
        Refused::NotSeated => text(
            "Du sitzt nicht an diesem Tisch.",
            "You are not seated at this table.",
        ),
        Refused::NotOpener => text(
            "Das darf nur, wer den Tisch eröffnet hat.",
            "Only the player who opened the table may do that.",
        ),
        Refused::AlreadyStarted => text(
            "Das Spiel hat schon begonnen.",
            "The game has already started.",
        ),
        Refused::NotStarted => text("Es wird gerade nicht gespielt.", "No game is being played."),
        Refused::Move { text: words, .. } => super::game::pick(lang, words),
        Refused::NotAMove { text: typed } => match lang {
            Lang::De => format!("„{typed}“ ist jetzt keiner deiner Züge."),
            Lang::En => format!("“{typed}” is none of your moves now."),
        },
        Refused::TooFewPlayers { needed } => match lang {
            Lang::De => format!("Zum Beginnen braucht es {needed} Spieler."),
            Lang::En => format!("{needed} players are needed to start."),
        },
        Refused::TooManySeated { seated, size } => match lang {
            Lang::De => {
                format!("Es sitzen {seated} Spieler am Tisch; für {size} muss erst jemand gehen.")
            }
            Lang::En => format!(
                "{seated} players are seated; for a table of {size} someone must leave first."
            ),
        },
        Refused::Stale { .. } => text(
            "Diese Schaltfläche ist veraltet – bitte die aktuelle verwenden.",
            "That button is out of date; use the current one.",
        ),
        Refused::Game(r) => refusal(lang, *r).to_owned(),
        Refused::Bauern(r) => bauern_refusal(lang, *r).to_owned(),
        Refused::WrongGame => text(
            "Diesen Zug gibt es in diesem Spiel nicht.",
            "That move does not exist in this game.",
        ),
        Refused::ComputerNeeded => text(
            "Die Bank des Computers braucht den Computer am Tisch: setze ihn zuerst dazu.",
            "The computer's bank needs the computer at the table: add it first.",
        ),
        Refused::NobodyWaits => text(
            "Niemand wartet auf dich – du kannst setzen, solange du willst.",
            "Nobody is waiting for you – you may stake as long as you like.",
        ),
        Refused::BadRule(problem) => rule_problem(lang, problem),
        Refused::NoKiebitz => text(
            "Kiebitzen darf nur, wer zu dritt aussetzt, und nur wenn der Tisch es erlaubt (kiebitz).",
            "Only the player sitting out at three may watch a hand, and only where the table allows it (kiebitz).",
        ),
        Refused::TooEarly { seconds_left } => match lang {
            Lang::De => format!(
                "Dein Gegner hat noch {} Zeit.",
                duration(lang, *seconds_left)
            ),
            Lang::En => format!("Your opponent still has {}.", duration(lang, *seconds_left)),
        },
        Refused::NothingToForfeit => text(
            "Es gibt kein abwesendes Gegenüber, dessen Spiel du beanspruchen könntest.",
            "There is no absent opponent whose game you could claim.",
        ),
        Refused::HintsOff => text(
            "Tipps gibt es nur gegen den Computer oder wenn der Tisch sie erlaubt (hints).",
            "Hints are only given against the computer or where the table allows them (hints).",
        ),
        Refused::Unavailable => text(
            "Der Tisch konnte nicht gespeichert werden; bitte nochmal versuchen.",
            "The table could not be saved; please try again.",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const REFUSALS: [Refusal; 10] = [
        Refusal::NotYourTurn,
        Refusal::NotInHand,
        Refusal::MustFollow,
        Refusal::MustPlayMarriage,
        Refusal::NoMarriage,
        Refusal::CannotExchange,
        Refusal::CannotClose,
        Refusal::CannotClaim,
        Refusal::MustExchange,
        Refusal::GameOver,
    ];

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

    const BAUERN_REFUSALS: [bauern::Refusal; 16] = [
        bauern::Refusal::GameOver,
        bauern::Refusal::WrongPhase,
        bauern::Refusal::NotYourTurn,
        bauern::Refusal::CannotChooseTrump,
        bauern::Refusal::CannotRedeal,
        bauern::Refusal::CannotBid,
        bauern::Refusal::BidTooLow,
        bauern::Refusal::CannotDouble,
        bauern::Refusal::CannotDiscard,
        bauern::Refusal::NotInHand,
        bauern::Refusal::MustFollow,
        bauern::Refusal::MustPlayMarriage,
        bauern::Refusal::NoMarriage,
        bauern::Refusal::CannotClaim,
        bauern::Refusal::CannotExchange,
        bauern::Refusal::CannotClose,
    ];

    #[test]
    fn every_bauern_refusal_has_its_own_sentence_in_both_languages() {
        let codes: std::collections::HashSet<&str> =
            BAUERN_REFUSALS.iter().map(|r| r.code()).collect();
        assert_eq!(codes.len(), BAUERN_REFUSALS.len(), "each listed once");
        let mut texts = std::collections::HashSet::new();
        for r in BAUERN_REFUSALS {
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

    fn refused_index(r: &Refused) -> usize {
        match r {
            Refused::TableExists => 0,
            Refused::NoTable => 1,
            Refused::AlreadySeated => 2,
            Refused::TableFull => 3,
            Refused::NotSeated => 4,
            Refused::NotOpener => 5,
            Refused::AlreadyStarted => 6,
            Refused::NotStarted => 7,
            Refused::TooFewPlayers { .. } => 8,
            Refused::Stale { .. } => 9,
            Refused::Game(_) => 10,
            Refused::BadRule(_) => 11,
            Refused::NoKiebitz => 12,
            Refused::TooEarly { .. } => 13,
            Refused::NothingToForfeit => 14,
            Refused::Unavailable => 15,
            Refused::HintsOff => 16,
            Refused::WrongGame => 17,
            Refused::Bauern(_) => 18,
            Refused::TooManySeated { .. } => 19,
            Refused::Move { .. } => 20,
            Refused::NotAMove { .. } => 21,
            Refused::NobodyWaits => 22,
            Refused::ComputerNeeded => 23,
        }
    }

    fn all_refused() -> Vec<Refused> {
        let mut all = vec![
            Refused::TableExists,
            Refused::NoTable,
            Refused::AlreadySeated,
            Refused::TableFull,
            Refused::NotSeated,
            Refused::NotOpener,
            Refused::AlreadyStarted,
            Refused::NotStarted,
            Refused::TooFewPlayers { needed: 2 },
            Refused::TooManySeated { seated: 3, size: 2 },
            Refused::Stale { current: 7 },
            Refused::BadRule(HouseRuleError::Unknown("x".into())),
            Refused::BadRule(HouseRuleError::BadValue {
                rule: "auto_claim".into(),
                value: "vielleicht".into(),
            }),
            Refused::BadRule(HouseRuleError::OutOfRange {
                rule: "black_close_penalty".into(),
                value: 9,
                min: 2,
                max: 4,
            }),
            Refused::NoKiebitz,
            Refused::TooEarly { seconds_left: 90 },
            Refused::NothingToForfeit,
            Refused::Unavailable,
            Refused::HintsOff,
        ];
        all.extend(REFUSALS.map(Refused::Game));
        all.push(Refused::WrongGame);
        all.push(Refused::Move {
            code: "bad_amount".into(),
            text: [
                "Dieser Einsatz geht nicht.".into(),
                "Not that stake.".into(),
            ],
        });
        all.push(Refused::NotAMove {
            text: "„xyz“".into(),
        });
        all.push(Refused::NobodyWaits);
        all.push(Refused::ComputerNeeded);
        all.extend(BAUERN_REFUSALS.map(Refused::Bauern));
        all
    }

    #[test]
    fn every_refusal_has_its_own_sentence_in_both_languages() {
        let mut seen: Vec<usize> = REFUSALS.iter().map(|&r| refusal_index(r)).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..10).collect::<Vec<_>>());
        let mut texts = std::collections::HashSet::new();
        for r in REFUSALS {
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

    #[test]
    fn every_refused_renders_in_both_languages() {
        let all = all_refused();
        let mut seen: Vec<usize> = all.iter().map(refused_index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..24).collect::<Vec<_>>());
        for r in &all {
            let (de, en) = (refused(Lang::De, r), refused(Lang::En, r));
            assert!(!de.trim().is_empty() && !en.trim().is_empty(), "{r:?}");
            assert_ne!(de, en, "{r:?}");
        }
        assert_eq!(
            refused(Lang::De, &Refused::TooFewPlayers { needed: 2 }),
            "Zum Beginnen braucht es 2 Spieler."
        );
    }
}
