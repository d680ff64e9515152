//! The family's events as lines: a deal, announcements, the exchange, closing, tricks, the
//! bidding at four and three, the end of a game and of a Bummerl or Partie. Names are given as
//! they are to be shown (a table's players, or `{N}` for seat N).

use super::bauern::{game_with_goal, played_cards};
use super::names::{
    bauern_reason_text, double_at, double_name, game_name, game_value, reason_text,
};
use super::{card_short, suit_name};
use crate::lang::Lang;
use crate::schnapsen::result::{BauernResult, GameResult};
use crate::schnapsen::rules::bauern::{Call, GameType};
use crate::schnapsen::rules::{Card, Suit, Trick};
use crate::unit::Unit;
use crate::words::{count, join};

/// `Anna: Zwanzig in Herz!` / `Anna: forty in trumps!`.
pub fn announced(lang: Lang, name: &str, suit: Suit, points: u16) -> String {
    let suit_name = suit_name(lang, suit);
    match (lang, points >= 40) {
        (Lang::De, true) => format!("{name}: Vierzig!"),
        (Lang::De, false) => format!("{name}: Zwanzig in {suit_name}!"),
        (Lang::En, true) => format!("{name}: forty in trumps!"),
        (Lang::En, false) => format!("{name}: twenty in {suit_name}!"),
    }
}

/// `Anna tauscht und nimmt die Atoutkarte A♥.`
pub fn exchanged(lang: Lang, name: &str, took: Card) -> String {
    let took = card_short(lang, took);
    match lang {
        Lang::De => format!("{name} tauscht und nimmt die Atoutkarte {took}."),
        Lang::En => format!("{name} exchanges and takes the trump card {took}."),
    }
}

/// `Anna dreht zu.`
pub fn closed(lang: Lang, name: &str) -> String {
    match lang {
        Lang::De => format!("{name} dreht zu."),
        Lang::En => format!("{name} closes the talon."),
    }
}

/// `Stich für Anna: A♥ K♥` (two players).
pub fn trick_won(lang: Lang, winner: &str, trick: &Trick) -> String {
    let cards = format!(
        "{} {}",
        card_short(lang, trick.lead),
        card_short(lang, trick.answer)
    );
    match lang {
        Lang::De => format!("Stich für {winner}: {cards}"),
        Lang::En => format!("Trick to {winner}: {cards}"),
    }
}

/// The end of a Partie: who beats whom and what it counts.
pub fn partie_over(lang: Lang, losers: &[String], winners: &[String], stake: u32) -> String {
    let win = agree(lang, winners, ("gewinnt", "gewinnen"), ("beats", "beat"));
    let (losers, winners) = (join(lang, losers), join(lang, winners));
    match lang {
        Lang::De => format!("Partie! {winners} {win} gegen {losers}, sie zählt {stake}."),
        Lang::En => format!("Match! {winners} {win} {losers}; it counts {stake}."),
    }
}

/// Three Jacks thrown in at four or three.
pub fn redealt(lang: Lang, name: &str) -> String {
    match lang {
        Lang::De => format!("{name} hat drei Buben und wirft ein: es wird neu gegeben."),
        Lang::En => format!("{name} throws in three Jacks: the cards are dealt again."),
    }
}

/// The Dreierschnapsen declarer takes up the talon.
pub fn discarded(lang: Lang, name: &str) -> String {
    match lang {
        Lang::De => format!("{name} nimmt den Talon auf und legt zwei Karten weg."),
        Lang::En => format!("{name} takes up the talon and lays two cards away."),
    }
}

/// `Stich für Anna: A♥ (Anna) K♥ (Bert) …` at four or three.
pub fn trick_taken(lang: Lang, winner: &str, cards: &[(String, Card)]) -> String {
    let cards = played_cards(lang, cards.iter().map(|(who, c)| (who.as_str(), *c)));
    match lang {
        Lang::De => format!("Stich für {winner}: {cards}"),
        Lang::En => format!("Trick to {winner}: {cards}"),
    }
}

/// Trump fixed at four or three: named, or a card turned up.
pub fn trump_chosen(lang: Lang, name: &str, suit: Suit, turned: Option<Card>) -> String {
    let (symbol, suit) = (suit.symbol(), suit_name(lang, suit));
    match (turned, lang) {
        (None, Lang::De) => format!("{name} bestimmt Trumpf: {symbol} {suit}."),
        (None, Lang::En) => format!("{name} names trump: {symbol} {suit}."),
        (Some(card), Lang::De) => {
            format!(
                "{name} deckt {} auf: {suit} ist Trumpf.",
                card_short(lang, card)
            )
        }
        (Some(card), Lang::En) => {
            format!(
                "{name} turns up {}: {suit} are trump.",
                card_short(lang, card)
            )
        }
    }
}

/// A call of the bidding: `Anna: „Gut“.`, a bid with its value, a double.
pub fn called(lang: Lang, name: &str, call: Call) -> String {
    match (call, lang) {
        (Call::Pass, Lang::De) => format!("{name}: „Gut“."),
        (Call::Pass, Lang::En) => format!("{name} passes (“Gut”)."),
        (Call::Bid(game), _) => {
            let (value, game) = (game_value(game, 1), game_name(lang, game));
            match lang {
                Lang::De => format!("{name} sagt {game} an ({value} Punkte)."),
                Lang::En => format!("{name} bids {game} ({value} game points)."),
            }
        }
        (Call::Double(double), Lang::De) => format!("{name}: {}!", double_name(double)),
        (Call::Double(double), Lang::En) => format!("{name} doubles: {}!", double_name(double)),
    }
}

/// The game to be played, with its goal, and who sits out.
pub fn declared(lang: Lang, declarer: &str, game: GameType, sitting_out: Option<&str>) -> String {
    let game = game_with_goal(lang, game);
    let mut line = match lang {
        Lang::De => format!("Gespielt wird: {game} von {declarer}."),
        Lang::En => format!("{declarer} plays {game}."),
    };
    if let Some(partner) = sitting_out {
        line.push_str(&match lang {
            Lang::De => format!(" {partner} setzt aus."),
            Lang::En => format!(" {partner} sits out."),
        });
    }
    line
}

/// The end of a game at four or three (`names` indexed by `result`'s players): the game, won or lost and why, what the winners strike
/// off; then the points (in games that count them) and tricks, per side or player.
pub fn settled(lang: Lang, names: &[String], result: &BauernResult) -> String {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let why = bauern_reason_text(lang, result.reason);
    let (Some(game), Some(declarer)) = (result.game, result.declarer) else {
        return match lang {
            Lang::De => format!("Spielende ohne Wertung ({why})."),
            Lang::En => format!("Game over without a score ({why})."),
        };
    };
    let won = result.winners.contains(&declarer);
    let mut title = game_name(lang, game).to_owned();
    if let Some(double) = double_at(result.multiplier) {
        title = format!("{title}, {}", double_name(double));
    }
    let declarer = name(declarer);
    let mut line = match (lang, won) {
        (Lang::De, true) => format!("Spielende – {declarer} mit {title}: gewonnen ({why})."),
        (Lang::De, false) => format!("Spielende – {declarer} mit {title}: verloren ({why})."),
        (Lang::En, true) => format!("Game over – {declarer} with {title}: won ({why})."),
        (Lang::En, false) => format!("Game over – {declarer} with {title}: lost ({why})."),
    };
    line.push(' ');
    line.push_str(&strikes(lang, names, result));
    let standing = standing(lang, names, result, game);
    if !standing.is_empty() {
        line.push('\n');
        line.push_str(&standing);
    }
    line
}

/// What the winners score: `Anna und Carl schreiben 12 Punkte.`; at three each defender strikes
/// the full value (`je`/`each`).
pub fn strikes(lang: Lang, names: &[String], result: &BauernResult) -> String {
    let winners: Vec<String> = result
        .winners
        .iter()
        .map(|&p| names.get(p).cloned().unwrap_or_default())
        .collect();
    let several = winners.len() > 1;
    let each = several && names.len() == 3;
    let points = count(
        lang,
        u64::from(result.game_points),
        ("Punkt", "Punkte"),
        ("game point", "game points"),
    );
    let winners = join(lang, &winners);
    match (lang, several, each) {
        (Lang::De, false, _) => format!("{winners} schreibt {points}."),
        (Lang::De, true, false) => format!("{winners} schreiben {points}."),
        (Lang::De, true, true) => format!("{winners} schreiben je {points}."),
        (Lang::En, false, _) => format!("{winners} scores {points}."),
        (Lang::En, true, false) => format!("{winners} score {points}."),
        (Lang::En, true, true) => format!("{winners} score {points} each."),
    }
}

/// Points and tricks per side (Bauernschnapsen: partners together) or player; points only in
/// the games where they decide (Rufer, Schnapser, Kontraschnapser).
pub fn standing(lang: Lang, names: &[String], result: &BauernResult, game: GameType) -> String {
    let with_points = matches!(
        game,
        GameType::Rufer | GameType::Schnapser | GameType::Kontraschnapser
    );
    let sides = if names.len() == 4 { 2 } else { names.len() };
    (0..sides)
        .map(|e| {
            let members: Vec<&(usize, u16, u8)> = result
                .points
                .iter()
                .filter(|(p, _, _)| p % sides == e)
                .collect();
            let who = members
                .iter()
                .map(|(p, _, _)| names.get(*p).map_or("?", String::as_str))
                .collect::<Vec<_>>()
                .join(" & ");
            let points: u16 = members.iter().map(|(_, points, _)| points).sum();
            let tricks: u8 = members.iter().map(|(_, _, tricks)| tricks).sum();
            let tricks = count(
                lang,
                u64::from(tricks),
                ("Stich", "Stiche"),
                ("trick", "tricks"),
            );
            match (lang, with_points) {
                (Lang::De, true) => format!("{who} {points} Augen, {tricks}"),
                (Lang::En, true) => format!("{who} {points} points, {tricks}"),
                (_, false) => format!("{who} {tricks}"),
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The end of a Bummerl: who gets it and what it counts — for each loser on his own where, at
/// three, one gets a Bummerl and another a Schneider-Bummerl.
pub fn bummerl_over(lang: Lang, losers: &[String], winners: &[String], worths: &[u32]) -> String {
    let win = agree(lang, winners, ("gewinnt", "gewinnen"), ("wins", "win"));
    let winners = join(lang, winners);
    if let [first, rest @ ..] = worths
        && rest.iter().any(|w| w != first)
    {
        let each: Vec<String> = losers
            .iter()
            .zip(worths)
            .map(|(name, &worth)| format!("{name}: {}", bummerl_worth(lang, worth)))
            .collect();
        return format!("Bummerl! {winners} {win}. {}.", each.join(", "));
    }
    let gets = agree(lang, losers, ("bekommt", "bekommen"), ("gets", "get"));
    let losers = join(lang, losers);
    let line = match lang {
        Lang::De => format!("Bummerl! {losers} {gets} das Bummerl, {winners} {win}."),
        Lang::En => format!("Bummerl! {losers} {gets} the Bummerl, {winners} {win}."),
    };
    let counts = match (lang, worths.first().copied().unwrap_or(1)) {
        (_, 1) => "",
        (Lang::De, 2) => " Schneider – es zählt doppelt!",
        (Lang::En, 2) => " Schneider – it counts double!",
        (Lang::De, _) => " Retourschneider – es zählt vierfach!",
        (Lang::En, _) => " Retourschneider – it counts four times!",
    };
    line + counts
}

/// The verb of the language for `names` as its subject: singular for one name, plural for more.
pub fn agree(
    lang: Lang,
    names: &[String],
    de: (&'static str, &'static str),
    en: (&'static str, &'static str),
) -> &'static str {
    let (one, many) = match lang {
        Lang::De => de,
        Lang::En => en,
    };
    if names.len() > 1 { many } else { one }
}

/// One loser's Bummerl by what it counts.
pub fn bummerl_worth(lang: Lang, worth: u32) -> &'static str {
    match (lang, worth) {
        (Lang::De, 1) => "ein Bummerl",
        (Lang::En, 1) => "a Bummerl",
        (Lang::De, 2) => "ein Schneider-Bummerl (zählt doppelt)",
        (Lang::En, 2) => "a Schneider-Bummerl (counts double)",
        (Lang::De, _) => "ein Retourschneider (zählt vierfach)",
        (Lang::En, _) => "a Retourschneider (counts four times)",
    }
}

/// The end of a two-player game: the winner and what he writes, or the tie, and why; then each
/// one's points and tricks. `names` are indexed by `result`'s players.
pub fn game_over(lang: Lang, names: &[String], result: &GameResult) -> String {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let mut why = reason_text(lang, result.reason).to_owned();
    if result.forfeit {
        why = match lang {
            Lang::De => "Zeit abgelaufen".into(),
            Lang::En => "time ran out".into(),
        };
    }
    let mut line = match result.winner {
        Some(w) => {
            let n = u64::from(result.game_points);
            let points = match result.unit {
                Unit::Marken => count(lang, n, ("Marke", "Marken"), ("Marke", "Marken")),
                Unit::Bummerl | Unit::Partie => {
                    count(lang, n, ("Punkt", "Punkte"), ("game point", "game points"))
                }
            };
            match lang {
                Lang::De => format!("Spielende: {} gewinnt {points} ({why}).", name(w)),
                Lang::En => format!("Game over: {} wins {points} ({why}).", name(w)),
            }
        }
        None => match lang {
            Lang::De => format!("Spielende: unentschieden ({why})."),
            Lang::En => format!("Game over: a tie ({why})."),
        },
    };
    let scores = result
        .points
        .iter()
        .map(|&(p, points, tricks)| {
            let tricks = count(
                lang,
                u64::from(tricks),
                ("Stich", "Stiche"),
                ("trick", "tricks"),
            );
            match lang {
                Lang::De => format!("{} {points} Augen, {tricks}", name(p)),
                Lang::En => format!("{} {points} points, {tricks}", name(p)),
            }
        })
        .collect::<Vec<_>>()
        .join(" · ");
    if !scores.is_empty() {
        line.push('\n');
        line.push_str(&scores);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schnapsen::rules::bauern::{self, Double};
    use crate::schnapsen::rules::{Reason, Seat};

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    fn names(n: &[&str]) -> Vec<String> {
        n.iter().map(|&s| s.to_owned()).collect()
    }

    fn result(winner: Option<usize>, reason: Reason, forfeit: bool) -> GameResult {
        GameResult {
            winner,
            game_points: 2,
            unit: Unit::Bummerl,
            reason,
            forfeit,
            points: vec![(0, 70, 4), (1, 30, 1)],
        }
    }

    #[test]
    fn the_two_player_lines_read_as_at_the_table() {
        let both = names(&["Anna", "Computer"]);
        assert_eq!(
            announced(Lang::De, "Anna", Suit::Hearts, 20),
            "Anna: Zwanzig in Herz!"
        );
        assert_eq!(
            announced(Lang::De, "Anna", Suit::Spades, 40),
            "Anna: Vierzig!"
        );
        assert_eq!(closed(Lang::De, "Anna"), "Anna dreht zu.");
        assert!(!exchanged(Lang::En, "Anna", card("AS")).is_empty());
        let trick = Trick {
            leader: Seat::DEALER,
            lead: card("KH"),
            answer: card("AH"),
            winner: Seat::FOREHAND,
        };
        assert_eq!(trick_won(Lang::De, "Anna", &trick), "Stich für Anna: K♥ A♥");
        assert_eq!(trick_won(Lang::En, "Anna", &trick), "Trick to Anna: K♥ A♥");
        assert!(
            game_over(Lang::En, &both, &result(Some(0), Reason::Claim, false)).starts_with(
                "Game over: Anna wins 2 game points (reached 66).\nAnna 70 points, 4 tricks"
            )
        );
        let tie = GameResult {
            game_points: 0,
            ..result(None, Reason::Tie, false)
        };
        assert!(
            game_over(Lang::De, &both, &tie).starts_with("Spielende: unentschieden (65 zu 65).")
        );
        let forfeit = game_over(Lang::En, &both, &result(Some(1), Reason::Claim, true));
        assert!(forfeit.contains("time ran out"), "{forfeit}");
        for reason in [Reason::FalseClaim, Reason::CloserFailed, Reason::LastTrick] {
            let (de, en) = (
                game_over(Lang::De, &both, &result(Some(0), reason, false)),
                game_over(Lang::En, &both, &result(Some(0), reason, false)),
            );
            assert!(!de.is_empty() && de != en, "{reason:?}");
        }
    }

    #[test]
    fn a_schnorps_result_counts_marken() {
        let over = |lang, unit, game_points| {
            let result = GameResult {
                winner: Some(1),
                game_points,
                unit,
                reason: Reason::Claim,
                forfeit: false,
                points: Vec::new(),
            };
            game_over(lang, &names(&["Anna", "Computer"]), &result)
        };
        assert_eq!(
            over(Lang::En, Unit::Marken, 8),
            "Game over: Computer wins 8 Marken (reached 66)."
        );
        assert_eq!(
            over(Lang::De, Unit::Marken, 1),
            "Spielende: Computer gewinnt 1 Marke (66 erreicht)."
        );
        assert_eq!(
            over(Lang::En, Unit::Partie, 2),
            "Game over: Computer wins 2 game points (reached 66)."
        );
    }

    /// A Bummerl's end says what it counts: a Schneider double, a Retourschneider four times, and
    /// at three each loser's own where they differ; a side of two gets it in the plural.
    #[test]
    fn a_bummerl_says_what_it_counts_for_whom() {
        let over = |lang, losers: &[&str], winners: &[&str], worths: Vec<u32>| {
            bummerl_over(lang, &names(losers), &names(winners), &worths)
        };
        assert_eq!(
            over(Lang::En, &["Bert"], &["Anna"], vec![1]),
            "Bummerl! Bert gets the Bummerl, Anna wins."
        );
        assert_eq!(
            over(Lang::De, &["Bert"], &["Anna"], vec![2]),
            "Bummerl! Bert bekommt das Bummerl, Anna gewinnt. Schneider – es zählt doppelt!"
        );
        assert_eq!(
            over(Lang::En, &["Bert", "Dora"], &["Anna", "Carl"], vec![4, 4]),
            "Bummerl! Bert and Dora get the Bummerl, Anna and Carl win. Retourschneider – it \
             counts four times!"
        );
        assert_eq!(
            over(Lang::De, &["Bert", "Dora"], &["Anna", "Carl"], vec![1, 1]),
            "Bummerl! Bert und Dora bekommen das Bummerl, Anna und Carl gewinnen."
        );
        assert_eq!(
            over(Lang::De, &["Bert", "Carl"], &["Anna"], vec![1, 2]),
            "Bummerl! Anna gewinnt. Bert: ein Bummerl, Carl: ein Schneider-Bummerl (zählt \
             doppelt)."
        );
        assert_eq!(
            over(Lang::En, &["Bert", "Carl"], &["Anna"], vec![2, 1]),
            "Bummerl! Anna wins. Bert: a Schneider-Bummerl (counts double), Carl: a Bummerl."
        );
    }

    /// A Partie at three has two winners.
    #[test]
    fn a_partie_reads_right_for_its_winners() {
        let partie =
            |lang, winners: &[&str]| partie_over(lang, &names(&["Carl"]), &names(winners), 3);
        assert_eq!(
            partie(Lang::De, &["Anna", "Bert"]),
            "Partie! Anna und Bert gewinnen gegen Carl, sie zählt 3."
        );
        assert_eq!(
            partie(Lang::En, &["Anna", "Bert"]),
            "Match! Anna and Bert beat Carl; it counts 3."
        );
        assert_eq!(
            partie(Lang::En, &["Anna"]),
            "Match! Anna beats Carl; it counts 3."
        );
    }

    #[test]
    fn the_bauern_lines_read_as_at_the_table() {
        let four = names(&["Anna", "Bert", "Carl", "Dora"]);
        assert_eq!(
            trump_chosen(Lang::De, "Anna", Suit::Hearts, None),
            "Anna bestimmt Trumpf: ♥ Herz."
        );
        assert_eq!(
            trump_chosen(Lang::De, "Anna", Suit::Clubs, Some(card("KC"))),
            "Anna deckt K♣ auf: Treff ist Trumpf."
        );
        assert_eq!(
            trump_chosen(Lang::En, "Anna", Suit::Clubs, Some(card("KC"))),
            "Anna turns up K♣: Clubs are trump."
        );
        assert!(!redealt(Lang::De, "Anna").is_empty() && !discarded(Lang::En, "Bert").is_empty());
        assert_eq!(called(Lang::De, "Carl", Call::Pass), "Carl: „Gut“.");
        assert_eq!(
            called(Lang::De, "Carl", Call::Bid(GameType::Schnapser)),
            "Carl sagt Schnapser an (6 Punkte)."
        );
        assert_eq!(
            called(Lang::De, "Carl", Call::Double(Double::Kontra)),
            "Carl: Kontra!"
        );
        assert_eq!(
            called(Lang::En, "Carl", Call::Double(Double::Retour)),
            "Carl doubles: Retour!"
        );
        assert_eq!(
            declared(Lang::De, "Bert", GameType::Bettler, Some("Dora")),
            "Gespielt wird: Bettler (keinen Stich, ohne Trumpf) von Bert. Dora setzt aus."
        );
        assert_eq!(
            declared(Lang::En, "Bert", GameType::Bettler, Some("Dora")),
            "Bert plays Bettler (no trick at all, no trump). Dora sits out."
        );
        let cards: Vec<(String, Card)> = four
            .iter()
            .cloned()
            .zip(["KH", "AH", "QH", "JH"].map(card))
            .collect();
        assert_eq!(
            trick_taken(Lang::De, "Bert", &cards),
            "Stich für Bert: Anna K♥, Bert A♥, Carl D♥, Dora B♥"
        );
        let settle = |winners: Vec<usize>, reason, game, names: &[String]| {
            let mut result = BauernResult {
                game: Some(game),
                declarer: Some(1),
                multiplier: 2,
                winners,
                game_points: 12,
                reason,
                points: vec![(0, 20, 1), (1, 50, 2), (2, 10, 1), (3, 0, 1)],
            };
            result.points.truncate(names.len());
            settled(Lang::De, names, &result)
        };
        assert_eq!(
            settle(vec![1, 3], bauern::Reason::Made, GameType::Schnapser, &four),
            "Spielende – Bert mit Schnapser, Kontra: gewonnen (Spiel erfüllt). Bert und Dora \
             schreiben 12 Punkte.\nAnna & Carl 30 Augen, 2 Stiche · Bert & Dora 50 Augen, 3 Stiche"
        );
        assert_eq!(
            settle(
                vec![0, 2],
                bauern::Reason::TrickLost,
                GameType::Durchmarsch,
                &four[..3]
            ),
            "Spielende – Bert mit Durchmarsch, Kontra: verloren (ein Stich ging verloren). Anna \
             und Carl schreiben je 12 Punkte.\nAnna 1 Stich · Bert 2 Stiche · Carl 1 Stich"
        );
    }
}
