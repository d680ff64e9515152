//! The family's events as lines: a deal, announcements, the exchange, closing, tricks, the
//! bidding at four and three, the end of a game and of a Bummerl or Partie. Names are given as
//! they are to be shown (a table's players, or `{N}` for seat N).

use super::bauern::{game_with_goal, played_cards};
use super::names::{
    bauern_reason_text, double_at, double_name, game_name, game_value, reason_text,
};
use super::{card_short, format, suit_name, suit_symbol};
use crate::lang::Lang;
use crate::schnapsen::result::{BauernResult, GameResult};
use crate::schnapsen::rules::bauern::{Call, GameType};
use crate::schnapsen::rules::{Card, Suit, Trick};
use crate::unit::Unit;
use crate::words::join;

/// `Anna: Zwanzig in Herz!` / `Anna: forty in trumps!`.
pub fn announced(lang: Lang, name: &str, suit: Suit, points: u16) -> String {
    if points >= 40 {
        return format(lang, "event-forty", &[("seat", name.into())]);
    }
    let args = [
        ("seat", name.into()),
        ("suit", suit_name(lang, suit).into()),
    ];
    format(lang, "event-twenty", &args)
}

/// `Anna tauscht und nimmt die Atoutkarte A♥.`
pub fn exchanged(lang: Lang, name: &str, took: Card) -> String {
    let args = [
        ("seat", name.into()),
        ("card", card_short(lang, took).into()),
    ];
    format(lang, "event-exchanged", &args)
}

/// `Anna dreht zu.`
pub fn closed(lang: Lang, name: &str) -> String {
    format(lang, "event-closed", &[("seat", name.into())])
}

/// `Stich für Anna: A♥ K♥` (two players).
pub fn trick_won(lang: Lang, winner: &str, trick: &Trick) -> String {
    let cards = format!(
        "{} {}",
        card_short(lang, trick.lead),
        card_short(lang, trick.answer)
    );
    format(
        lang,
        "event-trick",
        &[("seat", winner.into()), ("cards", cards.into())],
    )
}

/// The end of a Partie: who beats whom and what it counts.
pub fn partie_over(lang: Lang, losers: &[String], winners: &[String], stake: u32) -> String {
    let args = [
        ("winners", join(lang, winners).into()),
        ("won", winners.len().into()),
        ("losers", join(lang, losers).into()),
        ("stake", stake.into()),
    ];
    format(lang, "end-partie", &args)
}

/// Three Jacks thrown in at four or three.
pub fn redealt(lang: Lang, name: &str) -> String {
    format(lang, "event-redealt", &[("seat", name.into())])
}

/// The Dreierschnapsen declarer takes up the talon.
pub fn discarded(lang: Lang, name: &str) -> String {
    format(lang, "event-discarded", &[("seat", name.into())])
}

/// `Stich für Anna: A♥ (Anna) K♥ (Bert) …` at four or three.
pub fn trick_taken(lang: Lang, winner: &str, cards: &[(String, Card)]) -> String {
    let cards = played_cards(lang, cards.iter().map(|(who, c)| (who.as_str(), *c)));
    format(
        lang,
        "event-trick",
        &[("seat", winner.into()), ("cards", cards.into())],
    )
}

/// Trump fixed at four or three: named, or a card turned up.
pub fn trump_chosen(lang: Lang, name: &str, suit: Suit, turned: Option<Card>) -> String {
    let (symbol, suit) = (suit_symbol(suit), suit_name(lang, suit));
    match turned {
        None => {
            let args = [
                ("seat", name.into()),
                ("symbol", symbol.into()),
                ("suit", suit.into()),
            ];
            format(lang, "event-trump-named", &args)
        }
        Some(card) => {
            let args = [
                ("seat", name.into()),
                ("card", card_short(lang, card).into()),
                ("suit", suit.into()),
            ];
            format(lang, "event-trump-turned", &args)
        }
    }
}

/// A call of the bidding: `Anna: „Gut“.`, a bid with its value, a double.
pub fn called(lang: Lang, name: &str, call: Call) -> String {
    match call {
        Call::Pass => format(lang, "event-pass", &[("seat", name.into())]),
        Call::Bid(game) => {
            let args = [
                ("seat", name.into()),
                ("game", game_name(lang, game).into()),
                ("value", game_value(game, 1).into()),
            ];
            format(lang, "event-bid", &args)
        }
        Call::Double(double) => {
            let args = [
                ("seat", name.into()),
                ("double", double_name(lang, double).into()),
            ];
            format(lang, "event-double", &args)
        }
    }
}

/// The game to be played, with its goal, and who sits out.
pub fn declared(lang: Lang, declarer: &str, game: GameType, sitting_out: Option<&str>) -> String {
    let game = game_with_goal(lang, game);
    match sitting_out {
        None => format(
            lang,
            "event-declared",
            &[("seat", declarer.into()), ("game", game.into())],
        ),
        Some(partner) => {
            let args = [
                ("seat", declarer.into()),
                ("game", game.into()),
                ("partner", partner.into()),
            ];
            format(lang, "event-declared-sitting-out", &args)
        }
    }
}

/// The end of a game at four or three (`names` indexed by `result`'s players): the game, won or
/// lost and why, what the winners strike off; then the points (in games that count them) and
/// tricks, per side or player.
pub fn settled(lang: Lang, names: &[String], result: &BauernResult) -> String {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let why = bauern_reason_text(lang, result.reason);
    let (Some(game), Some(declarer)) = (result.game, result.declarer) else {
        return format(lang, "end-void", &[("why", why.into())]);
    };
    let won = result.winners.contains(&declarer);
    let mut title = game_name(lang, game);
    if let Some(double) = double_at(result.multiplier) {
        title = format!("{title}, {}", double_name(lang, double));
    }
    let id = if won {
        "end-declarer-won"
    } else {
        "end-declarer-lost"
    };
    let args = [
        ("seat", name(declarer).into()),
        ("game", title.into()),
        ("why", why.into()),
    ];
    let mut line = format(lang, id, &args);
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
    let each = winners.len() > 1 && names.len() == 3;
    let amount = format(
        lang,
        "count-game-points",
        &[("n", result.game_points.into())],
    );
    let args = [
        ("winners", join(lang, &winners).into()),
        ("won", winners.len().into()),
        ("each", if each { "each" } else { "all" }.into()),
        ("amount", amount.into()),
    ];
    format(lang, "end-strikes", &args)
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
            let args = [
                ("who", who.into()),
                ("points", points.into()),
                ("n", tricks.into()),
            ];
            let id = if with_points {
                "end-points"
            } else {
                "end-tricks"
            };
            format(lang, id, &args)
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The end of a Bummerl: who gets it and what it counts — for each loser on his own where, at
/// three, one gets a Bummerl and another a Schneider-Bummerl.
pub fn bummerl_over(lang: Lang, losers: &[String], winners: &[String], worths: &[u32]) -> String {
    if let [first, rest @ ..] = worths
        && rest.iter().any(|w| w != first)
    {
        let each: Vec<String> = losers
            .iter()
            .zip(worths)
            .map(|(name, &worth)| bummerl_worth(lang, name, worth))
            .collect();
        let args = [
            ("winners", join(lang, winners).into()),
            ("won", winners.len().into()),
            ("each", each.join(", ").into()),
        ];
        return format(lang, "end-bummerl-each", &args);
    }
    let args = [
        ("losers", join(lang, losers).into()),
        ("lost", losers.len().into()),
        ("winners", join(lang, winners).into()),
        ("won", winners.len().into()),
        ("worth", worths.first().copied().unwrap_or(1).into()),
    ];
    format(lang, "end-bummerl", &args)
}

/// One loser's Bummerl by what it counts: `Bert: ein Schneider-Bummerl (zählt doppelt)`.
pub fn bummerl_worth(lang: Lang, name: &str, worth: u32) -> String {
    let args = [("seat", name.into()), ("worth", worth.into())];
    format(lang, "end-bummerl-worth", &args)
}

/// The end of a two-player game: the winner and what he writes, or the tie, and why; then each
/// one's points and tricks. `names` are indexed by `result`'s players.
pub fn game_over(lang: Lang, names: &[String], result: &GameResult) -> String {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let why = if result.forfeit {
        super::text(lang, "reason-forfeit")
    } else {
        reason_text(lang, result.reason)
    };
    let mut line = match result.winner {
        Some(w) => {
            let id = match result.unit {
                Unit::Marken => "count-marken",
                Unit::Bummerl | Unit::Partie => "count-game-points",
            };
            let amount = format(lang, id, &[("n", result.game_points.into())]);
            let args = [
                ("seat", name(w).into()),
                ("amount", amount.into()),
                ("why", why.into()),
            ];
            format(lang, "end-won", &args)
        }
        None => format(lang, "end-tie", &[("why", why.into())]),
    };
    let scores = result
        .points
        .iter()
        .map(|&(p, points, tricks)| {
            let args = [
                ("who", name(p).into()),
                ("points", points.into()),
                ("n", tricks.into()),
            ];
            format(lang, "end-points", &args)
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
            "Partie! Anna and Bert beat Carl; it counts 3."
        );
        assert_eq!(
            partie(Lang::En, &["Anna"]),
            "Partie! Anna beats Carl; it counts 3."
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
