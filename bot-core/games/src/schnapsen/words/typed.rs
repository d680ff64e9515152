//! What players type of the family's moves, read leniently: cards and suits as every game reads
//! them ([`crate::typed`]), and the moves of the games for four and three (`trump H`, `bid
//! bettler`, `discard AH KH`, …).

use crate::schnapsen::rules::bauern::{Double, GameType};
use crate::schnapsen::rules::{AnyAction, Card, Suit};

/// A suit by code, symbol or name ([`crate::typed::suit`]).
pub fn suit(text: &str) -> Option<Suit> {
    crate::typed::suit(text)?.code().to_string().parse().ok()
}

/// A card of the family's packs as a player types it ([`crate::typed::card`]).
pub fn card(text: &str) -> Option<Card> {
    crate::typed::card(text)?.to_string().parse().ok()
}

/// A move of the games for four and three as a player types it, German or English, any case:
/// `trump H`/`trumpf herz`, `turn 2`/`aufdecken 2` (the second packet's cards counted from 1, as
/// the choices show them), `redeal`/`neu geben`, `pass`/`gut`/`weiter`, `bid bettler`/`reizen
/// bettler`, `kontra`, `retour`, `subkontra`, `discard AH KH`/`weglegen AH,KH`; also the
/// format's syntax (`bid:schnapser`, `turn:0`, `discard:JC,QD`). `None` for anything else.
pub fn bauern_move(text: &str) -> Option<AnyAction> {
    let t = text.trim().to_lowercase();
    if let Ok(action) = t.parse::<AnyAction>() {
        return Some(action);
    }
    let words: Vec<&str> = t
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let (&verb, args) = words.split_first()?;
    Some(match (verb, args) {
        ("trump" | "trumpf" | "atout", [s]) => AnyAction::Trump(suit(s)?),
        ("turn" | "aufdecken", [n]) => {
            let n: u8 = n.parse().ok()?;
            AnyAction::Turn(n.checked_sub(1)?)
        }
        ("redeal", []) | ("neu", ["geben"]) => AnyAction::Redeal,
        ("pass" | "gut" | "weiter", []) => AnyAction::Pass,
        ("bid" | "reizen" | "ansage", [game]) => {
            AnyAction::Bid(GameType::ALL.into_iter().find(|g| g.code() == *game)?)
        }
        (double, []) => AnyAction::Double(Double::ALL.into_iter().find(|d| d.code() == double)?),
        ("discard" | "weglegen" | "lay", [a, b]) | ("lay", ["away", a, b]) => {
            AnyAction::Discard([card(a)?, card(b)?])
        }
        _ => return None,
    })
}

/// The family's words for playing (`spiel KH`, `p kh`, a card alone), announcing (`20 H`, `40
/// h`, `20h`, `ansagen H`), claiming (`genug`, `danke`, `enough`), closing (`zudrehen`) and
/// robbing the trump card (`tauschen`), then [`bauern_move`].
pub fn family_move(text: &str) -> Option<AnyAction> {
    let t = text.trim().to_lowercase();
    let words: Vec<&str> = t
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let announce = |s: &str| suit(s).map(AnyAction::Announce);
    match words.as_slice() {
        ["play" | "p" | "spiel" | "spiele" | "spielen", c] => card(c).map(AnyAction::Play),
        ["20" | "40" | "announce" | "ansagen" | "melden", s] => announce(s),
        ["genug" | "danke" | "enough" | "claim"] | ["danke", "genug"] => Some(AnyAction::Claim),
        ["zudrehen" | "close"] => Some(AnyAction::Close),
        ["tauschen" | "rauben" | "exchange"] => Some(AnyAction::Exchange),
        [word] => word
            .strip_prefix("20")
            .or_else(|| word.strip_prefix("40"))
            .and_then(announce)
            .or_else(|| card(word).map(AnyAction::Play))
            .or_else(|| bauern_move(&t)),
        _ => bauern_move(&t),
    }
}

/// A marriage announced without its suit (`20`, `40`, `ansagen`): the one the player may
/// announce, as the family's table reads it.
pub fn marriage_alone(text: &str) -> bool {
    matches!(
        text.trim().to_lowercase().as_str(),
        "20" | "40" | "announce" | "ansagen" | "melden"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_by_code_face_and_name_in_both_languages() {
        for (typed, code) in [
            ("KH", "KH"),
            ("kh", "KH"),
            ("10h", "TH"),
            ("th", "TH"),
            ("D♥", "QH"),
            ("dh", "QH"),
            ("bs", "JS"),
            ("K♥", "KH"),
            ("Q♥", "QH"),
            ("10♠", "TS"),
            ("Herz König", "KH"),
            ("Herz-König", "KH"),
            ("König Herz", "KH"),
            ("Herzkönig", "KH"),
            ("pikdame", "QS"),
            ("king of hearts", "KH"),
            ("Queen of Spades", "QS"),
            ("hearts king", "KH"),
            ("Kreuz Ass", "AC"),
        ] {
            assert_eq!(card(typed), Some(code.parse().unwrap()), "{typed}");
        }
        for typed in ["", "Herz", "König", "Z♥", "K♥♥", "king of", "🂡"] {
            assert_eq!(card(typed), None, "{typed}");
        }
    }

    #[test]
    fn the_moves_at_four_and_three() {
        let c = |code: &str| code.parse::<Card>().unwrap();
        for (typed, want) in [
            ("trump h", AnyAction::Trump(Suit::Hearts)),
            ("Trumpf Herz", AnyAction::Trump(Suit::Hearts)),
            ("turn 1", AnyAction::Turn(0)),
            ("aufdecken 3", AnyAction::Turn(2)),
            ("turn:0", AnyAction::Turn(0)),
            ("redeal", AnyAction::Redeal),
            ("neu geben", AnyAction::Redeal),
            ("gut", AnyAction::Pass),
            ("pass", AnyAction::Pass),
            ("bid bettler", AnyAction::Bid(GameType::Bettler)),
            ("Reizen Schnapser", AnyAction::Bid(GameType::Schnapser)),
            ("bid:rufer", AnyAction::Bid(GameType::Rufer)),
            ("kontra", AnyAction::Double(Double::Kontra)),
            ("Retour", AnyAction::Double(Double::Retour)),
            ("subkontra", AnyAction::Double(Double::Subkontra)),
            ("discard AH KH", AnyAction::Discard([c("AH"), c("KH")])),
            ("weglegen 10h, dh", AnyAction::Discard([c("TH"), c("QH")])),
            ("lay away A♥ K♥", AnyAction::Discard([c("AH"), c("KH")])),
        ] {
            assert_eq!(bauern_move(typed), Some(want), "{typed}");
        }
        for typed in [
            "",
            "trump",
            "trump x",
            "turn 0",
            "turn x",
            "bid",
            "bid skat",
            "discard AH",
            "discard AH XX",
            "neu",
            "hello",
        ] {
            assert_eq!(bauern_move(typed), None, "{typed}");
        }
    }

    #[test]
    fn the_family_words_for_playing_announcing_and_claiming() {
        let c = |code: &str| code.parse::<Card>().unwrap();
        for (typed, want) in [
            ("spiel KH", AnyAction::Play(c("KH"))),
            ("p 10h", AnyAction::Play(c("TH"))),
            ("dh", AnyAction::Play(c("QH"))),
            ("20 H", AnyAction::Announce(Suit::Hearts)),
            ("40 s", AnyAction::Announce(Suit::Spades)),
            ("20h", AnyAction::Announce(Suit::Hearts)),
            ("ansagen Herz", AnyAction::Announce(Suit::Hearts)),
            ("Danke, genug", AnyAction::Claim),
            ("genug", AnyAction::Claim),
            ("zudrehen", AnyAction::Close),
            ("Tauschen", AnyAction::Exchange),
            ("gut", AnyAction::Pass),
            ("weglegen AH KH", AnyAction::Discard([c("AH"), c("KH")])),
        ] {
            assert_eq!(family_move(typed), Some(want), "{typed}");
        }
        for typed in ["", "20", "20 x", "spiel", "hello"] {
            assert_eq!(family_move(typed), None, "{typed}");
        }
    }

    /// Every example the commands help prints, in either language, is a move the game's reader
    /// takes: the command words of the first column (a placeholder as one of its values) and
    /// the examples after "z. B."/"e.g.", each read to the move or card it shows.
    #[test]
    fn every_example_of_the_commands_help_is_read() {
        use crate::lang::Lang;
        use crate::schnapsen::{BAUERNSCHNAPSEN, DREIERSCHNAPSEN, SCHNAPSEN, SCHNORPS};
        use crate::schnapsen::{SECHSUNDSECHZIG, words::FACE};
        let specs = [
            SCHNAPSEN,
            SECHSUNDSECHZIG,
            SCHNORPS,
            BAUERNSCHNAPSEN,
            DREIERSCHNAPSEN,
        ];
        let mut read = 0;
        for spec in specs {
            for lang in Lang::ALL {
                let help = spec.commands(lang).expect("the family prints its commands");
                for line in help.lines().skip(1) {
                    let line = line.trim();
                    // The first column, then the description two spaces or more after it.
                    let (column, _) = line.split_once("  ").unwrap_or((line, ""));
                    let mut examples: Vec<String> = Vec::new();
                    if !column.is_empty() && !column.starts_with('(') && !column.starts_with("1,") {
                        examples.extend(column.split(", ").map(|e| {
                            e.replace(" N", " 2")
                                .replace("SPIEL", "bettler")
                                .replace("GAME", "bettler")
                        }));
                    }
                    for marker in ["z. B. ", "e.g. "] {
                        if let Some((_, tail)) = line.split_once(marker) {
                            examples.extend(tail.split(", ").map(str::to_string));
                        }
                    }
                    for example in examples {
                        let mv = (spec.read)(&example);
                        assert!(mv.is_some(), "{} ({lang:?}): {example:?}", spec.id);
                        read += 1;
                        // A card written with the help's letters is the card the hand shows
                        // with them.
                        if let Some(card) = mv.and_then(|m| m.played()) {
                            let label = FACE.card(card, lang);
                            let rank = label.trim_end_matches(|c: char| !c.is_ascii_alphanumeric());
                            let written = example.rsplit(' ').next().unwrap().to_uppercase();
                            assert!(
                                written.starts_with(rank),
                                "{example:?} is {label} in {lang:?}"
                            );
                        }
                    }
                }
            }
        }
        assert!(read > 100, "{read} examples");
    }
}
