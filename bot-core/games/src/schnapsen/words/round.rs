//! The two-player game on the table, in lines: trump and talon, tricks, marriages, the last
//! trick, the card on the table, and whose turn it is or how the game ended. A seat's name comes
//! from `at` (the table puts in its players' names, the game surface `{N}`).

use super::cards::{card_short, cards_short, sorted, suit_name, suit_symbol};
use super::labels::marriage_points;
use super::names::reason_text;
use crate::lang::Lang;
use crate::schnapsen::rules::{Card, PlayerView, PublicView, Seat, Suit, SuitSet};
use crate::words::count;

/// `Stiche: Anna 2 · Bert 1`.
pub fn tricks_line<'a>(lang: Lang, tricks: impl Iterator<Item = (&'a str, u8)>) -> String {
    let tricks = tricks
        .map(|(who, n)| format!("{who} {n}"))
        .collect::<Vec<_>>()
        .join(" · ");
    match lang {
        Lang::De => format!("Stiche: {tricks}"),
        Lang::En => format!("Tricks: {tricks}"),
    }
}

/// `Angesagt: Anna 20 ♥, 40 ♠ · Bert 20 ♦`; `None` if nobody announced.
pub fn marriages_line<'a>(
    lang: Lang,
    marriages: impl Iterator<Item = (&'a str, SuitSet)>,
    trump: Option<Suit>,
) -> Option<String> {
    let marriages: Vec<String> = marriages
        .filter(|(_, set)| !set.is_empty())
        .map(|(who, set)| {
            let calls = set
                .iter()
                .map(|suit| format!("{} {}", marriage_points(suit, trump), suit.symbol()))
                .collect::<Vec<_>>()
                .join(", ");
            format!("{who} {calls}")
        })
        .collect();
    if marriages.is_empty() {
        return None;
    }
    let marriages = marriages.join(" · ");
    Some(match lang {
        Lang::De => format!("Angesagt: {marriages}"),
        Lang::En => format!("Announced: {marriages}"),
    })
}

/// `Anna hat Zwanzig in Herz angesagt.` / `Anna announced forty.`
pub fn announced_line(lang: Lang, who: &str, suit: Suit, trump: Option<Suit>) -> String {
    match (lang, trump == Some(suit)) {
        (Lang::De, true) => format!("{who} hat Vierzig angesagt."),
        (Lang::De, false) => format!("{who} hat Zwanzig in {} angesagt.", suit_name(lang, suit)),
        (Lang::En, true) => format!("{who} announced forty."),
        (Lang::En, false) => format!("{who} announced twenty in {}.", suit_name(lang, suit)),
    }
}

/// `Anna spielt aus.` / `Anna ist am Zug.` (a card is on the table).
pub fn turn_line(lang: Lang, who: &str, trick_on_table: bool) -> String {
    match (lang, trick_on_table) {
        (Lang::De, false) => format!("{who} spielt aus."),
        (Lang::De, true) => format!("{who} ist am Zug."),
        (Lang::En, false) => format!("{who} to lead."),
        (Lang::En, true) => format!("{who} to play."),
    }
}

/// The two-player game's lines, appended to `lines`; `at` names a seat.
pub fn round_lines<'a>(
    lang: Lang,
    p: &PublicView,
    at: &impl Fn(Seat) -> &'a str,
    lines: &mut Vec<String>,
) {
    let trump = match p.trump_card {
        Some(card) => format!("{} ({})", card_short(lang, card), suit_name(lang, p.trump)),
        None => format!("{} ({})", p.trump.symbol(), suit_name(lang, p.trump)),
    };
    let talon = match (&p.closing, p.talon_len, lang) {
        (Some(c), _, Lang::De) => format!("zugedreht von {}", at(c.by)),
        (Some(c), _, Lang::En) => format!("closed by {}", at(c.by)),
        (None, 0, Lang::De) => "leer".to_owned(),
        (None, 0, Lang::En) => "empty".to_owned(),
        (None, n, _) => count(lang, n as u64, ("Karte", "Karten"), ("card", "cards")),
    };
    lines.push(match lang {
        Lang::De => format!("Atout: {trump} · Talon: {talon}"),
        Lang::En => format!("Trump: {trump} · Talon: {talon}"),
    });
    lines.push(tricks_line(lang, p.tricks.iter().map(|(s, n)| (at(s), *n))));
    let trump = Some(p.trump);
    lines.extend(marriages_line(
        lang,
        p.marriages.iter().map(|(s, set)| (at(s), *set)),
        trump,
    ));
    if let Some(trick) = p.last_trick() {
        let winner = at(trick.winner);
        let (lead, answer) = (card_short(lang, trick.lead), card_short(lang, trick.answer));
        let leader = at(trick.leader);
        lines.push(match lang {
            Lang::De => format!("Letzter Stich: {lead} ({leader}) {answer} → {winner}"),
            Lang::En => format!("Last trick: {lead} ({leader}) {answer} → {winner}"),
        });
    }
    if let Some((seat, suit)) = p.announced {
        lines.push(announced_line(lang, at(seat), suit, trump));
    }
    if let Some((seat, card)) = p.trick {
        let (who, card) = (at(seat), card_short(lang, card));
        lines.push(match lang {
            Lang::De => format!("Am Tisch: {card} von {who}"),
            Lang::En => format!("On the table: {card} led by {who}"),
        });
    }
    match (p.to_act, &p.outcome) {
        (Some(seat), _) => lines.push(turn_line(lang, at(seat), p.trick.is_some())),
        (None, Some(outcome)) => {
            let why = reason_text(lang, outcome.reason);
            lines.push(match (lang, outcome.winner) {
                (Lang::De, Some(w)) => format!("Spiel vorbei: {} gewinnt ({why}).", at(w)),
                (Lang::En, Some(w)) => format!("Game over: {} wins ({why}).", at(w)),
                (Lang::De, None) => format!("Spiel vorbei: unentschieden ({why})."),
                (Lang::En, None) => format!("Game over: a tie ({why})."),
            });
        }
        (None, None) => {}
    }
}

/// A two-player hand's cards: the first of [`hand_lines`].
pub fn cards_line(lang: Lang, view: &PlayerView) -> String {
    let cards = cards_short(lang, sorted(view.hand));
    match lang {
        Lang::De => format!("Deine Karten: {cards}"),
        Lang::En => format!("Your cards: {cards}"),
    }
}

/// A two-player hand without its choices: the cards, and with `show_points` the seat's points,
/// tricks and the cards it took.
pub fn hand_lines(lang: Lang, view: &PlayerView, show_points: bool) -> String {
    let mut out = cards_line(lang, view);
    if show_points {
        let tricks = view.public.tricks[view.seat];
        let tricks = count(
            lang,
            u64::from(tricks),
            ("Stich", "Stiche"),
            ("trick", "tricks"),
        );
        let points = match lang {
            Lang::De => format!("\nDeine Augen: {} ({tricks}", view.points),
            Lang::En => format!("\nYour points: {} ({tricks}", view.points),
        };
        out.push_str(&points);
        if view.pending > 0 {
            out.push_str(&match lang {
                Lang::De => format!(", {} angesagt, zählen ab deinem ersten Stich", view.pending),
                Lang::En => format!(
                    ", {} announced, counting from your first trick",
                    view.pending
                ),
            });
        }
        out.push(')');
        if !view.won.is_empty() {
            let won = cards_short(lang, sorted(view.won));
            out.push_str(&match lang {
                Lang::De => format!("\nDeine Stiche: {won}"),
                Lang::En => format!("\nYour tricks: {won}"),
            });
        }
    }
    out
}

/// Trump and the card led, for a hand shown away from the table: `Trump: J♥ · Led: A♠` (the
/// card turned up, else the suit named); `None` before either.
pub fn glance(
    lang: Lang,
    turned: Option<Card>,
    trump: Option<Suit>,
    led: Option<Card>,
) -> Option<String> {
    let trump = match turned {
        Some(card) => Some(card_short(lang, card)),
        None => trump.map(|suit| suit_symbol(suit).to_string()),
    };
    let trump = trump.map(|t| format!("{}: {t}", lang.pick("Atout", "Trump")));
    let led = led.map(|card| {
        format!(
            "{}: {}",
            lang.pick("Ausgespielt", "Led"),
            card_short(lang, card)
        )
    });
    let words: Vec<String> = trump.into_iter().chain(led).collect();
    (!words.is_empty()).then(|| words.join(" · "))
}
