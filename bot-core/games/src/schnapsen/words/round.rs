//! The two-player game on the table, in lines: trump and talon, tricks, marriages, the last
//! trick, the card on the table, and whose turn it is or how the game ended. A seat's name comes
//! from `at` (the table puts in its players' names, the game surface `{N}`).

use super::cards::{card_short, cards_short, sorted, suit_name, suit_symbol};
use super::labels::marriage_points;
use super::names::reason_text;
use super::{format, text};
use crate::lang::Lang;
use crate::schnapsen::rules::{Card, PlayerView, PublicView, Seat, Suit, SuitSet};

/// `Stiche: Anna 2 · Bert 1`.
pub fn tricks_line<'a>(lang: Lang, tricks: impl Iterator<Item = (&'a str, u8)>) -> String {
    let tricks = tricks
        .map(|(who, n)| format!("{who} {n}"))
        .collect::<Vec<_>>()
        .join(" · ");
    format(lang, "line-tricks", &[("list", tricks.into())])
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
                .map(|suit| format!("{} {}", marriage_points(suit, trump), suit_symbol(suit)))
                .collect::<Vec<_>>()
                .join(", ");
            format!("{who} {calls}")
        })
        .collect();
    if marriages.is_empty() {
        return None;
    }
    let marriages = marriages.join(" · ");
    Some(format(
        lang,
        "line-marriages",
        &[("list", marriages.into())],
    ))
}

/// `Anna hat Zwanzig in Herz angesagt.` / `Anna announced forty.`
pub fn announced_line(lang: Lang, who: &str, suit: Suit, trump: Option<Suit>) -> String {
    if trump == Some(suit) {
        return format(lang, "line-announced-forty", &[("seat", who.into())]);
    }
    let args = [("seat", who.into()), ("suit", suit_name(lang, suit).into())];
    format(lang, "line-announced-twenty", &args)
}

/// `Anna spielt aus.` / `Anna ist am Zug.` (a card is on the table).
pub fn turn_line(lang: Lang, who: &str, trick_on_table: bool) -> String {
    let id = if trick_on_table {
        "line-to-play"
    } else {
        "line-to-lead"
    };
    format(lang, id, &[("seat", who.into())])
}

/// The two-player game's lines, appended to `lines`; `at` names a seat.
pub fn round_lines<'a>(
    lang: Lang,
    p: &PublicView,
    at: &impl Fn(Seat) -> &'a str,
    lines: &mut Vec<String>,
) {
    let trump = match p.trump_card {
        Some(card) => card_short(lang, card),
        None => suit_symbol(p.trump),
    };
    let talon = match (&p.closing, p.talon_len) {
        (Some(c), _) => format(lang, "talon-closed", &[("seat", at(c.by).into())]),
        (None, 0) => text(lang, "talon-empty"),
        (None, n) => format(lang, "talon-cards", &[("n", n.into())]),
    };
    let args = [
        ("trump", trump.into()),
        ("suit", suit_name(lang, p.trump).into()),
        ("talon", talon.into()),
    ];
    lines.push(format(lang, "line-trump-talon", &args));
    lines.push(tricks_line(lang, p.tricks.iter().map(|(s, n)| (at(s), *n))));
    let trump = Some(p.trump);
    lines.extend(marriages_line(
        lang,
        p.marriages.iter().map(|(s, set)| (at(s), *set)),
        trump,
    ));
    if let Some(trick) = p.last_trick() {
        let args = [
            ("lead", card_short(lang, trick.lead).into()),
            ("leader", at(trick.leader).into()),
            ("answer", card_short(lang, trick.answer).into()),
            ("winner", at(trick.winner).into()),
        ];
        lines.push(format(lang, "line-last-trick-two", &args));
    }
    if let Some((seat, suit)) = p.announced {
        lines.push(announced_line(lang, at(seat), suit, trump));
    }
    if let Some((seat, card)) = p.trick {
        let args = [
            ("card", card_short(lang, card).into()),
            ("seat", at(seat).into()),
        ];
        lines.push(format(lang, "line-led", &args));
    }
    match (p.to_act, &p.outcome) {
        (Some(seat), _) => lines.push(turn_line(lang, at(seat), p.trick.is_some())),
        (None, Some(outcome)) => {
            let why = reason_text(lang, outcome.reason);
            lines.push(match outcome.winner {
                Some(w) => {
                    let args = [("seat", at(w).into()), ("why", why.into())];
                    format(lang, "line-over-won", &args)
                }
                None => format(lang, "line-over-tie", &[("why", why.into())]),
            });
        }
        (None, None) => {}
    }
}

/// A two-player hand's cards: the first of [`hand_lines`].
pub fn cards_line(lang: Lang, view: &PlayerView) -> String {
    let cards = cards_short(lang, sorted(view.hand));
    format(lang, "hand-cards", &[("cards", cards.into())])
}

/// A two-player hand without its choices: the cards, and with `show_points` the seat's points,
/// tricks and the cards it took.
pub fn hand_lines(lang: Lang, view: &PlayerView, show_points: bool) -> String {
    let mut out = cards_line(lang, view);
    if show_points {
        let args = [
            ("points", view.points.into()),
            ("n", view.public.tricks[view.seat].into()),
            ("pending", view.pending.into()),
        ];
        out.push('\n');
        out.push_str(&format(lang, "hand-points", &args));
        if !view.won.is_empty() {
            let won = cards_short(lang, sorted(view.won));
            out.push('\n');
            out.push_str(&format(lang, "hand-won", &[("cards", won.into())]));
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
        None => trump.map(suit_symbol),
    };
    let trump = trump.map(|t| format(lang, "glance-trump", &[("card", t.into())]));
    let led = led.map(|card| {
        format(
            lang,
            "glance-led",
            &[("card", card_short(lang, card).into())],
        )
    });
    let words: Vec<String> = trump.into_iter().chain(led).collect();
    (!words.is_empty()).then(|| words.join(" · "))
}
