//! Bauernschnapsen and Dreierschnapsen: a seat's hand (only the first packet before trump is
//! fixed; what the phase asks of the player), the table's round (seating, trump, the bidding as
//! said, the game with its declarer and doubles, the trick, whose turn) and the shared phrases
//! (a game with its value, cards with who played them).
//!
//! A seat's view names no players, so the hand speaks of seats as seen from the player: "du",
//! "dein Partner", "dein linker Gegner" (play goes clockwise, so the next player sits left).

use super::cards::{card_short, cards_short, sorted, suit_name, suit_symbol};
use super::names::{
    bauern_reason_text, call_text, double_at, double_name, game_goal, game_name, game_value,
};
use super::round::{announced_line, marriages_line, tricks_line, turn_line};
use super::{format, text};
use crate::catalogue::Arg;
use crate::lang::Lang;
use crate::schnapsen::rules::bauern::{Contract, GameType, Phase, PlayerView, PublicView};
use crate::schnapsen::rules::{Card, Seat};
use crate::words::join;

/// `s` with its first letter upper case, for a phrase that starts a sentence.
fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A seat as seen from `me`, in the nominative: `du`, `dein Partner`, `dein linker Gegner` /
/// `you`, `your partner`, `your left-hand opponent`; at three `dein linker Nachbar` / `the player
/// on your left`.
fn seat_word<const N: usize>(lang: Lang, me: Seat, seat: Seat) -> String {
    let offset = (seat.index() + N - me.index()) % N;
    let id = match (N, offset) {
        (_, 0) => "seat-you",
        (4, 2) => "seat-partner",
        (4, 1) => "seat-left-opponent",
        (4, _) => "seat-right-opponent",
        (_, 1) => "seat-left",
        (_, _) => "seat-right",
    };
    text(lang, id)
}

/// Whether two seats play on the same side: partners at four; at three the declarer alone
/// against the two defenders once the bidding is over, else each for himself.
fn same_side<const N: usize>(public: &PublicView<N>, a: Seat, b: Seat) -> bool {
    if N == 4 {
        return a.index() % 2 == b.index() % 2;
    }
    let declarer = public.contract.declarer;
    a == b || (public.phase > Phase::Bidding && a != declarer && b != declarer)
}

/// A game with its doubles and what it counts: `Schnapser, Kontra – 12 Punkte` / `Rufer – 1–3
/// game points`.
pub fn game_with_value(lang: Lang, game: GameType, multiplier: u8) -> String {
    let mut name = game_name(lang, game);
    if let Some(double) = double_at(multiplier) {
        name = format!("{name}, {}", double_name(lang, double));
    }
    let args = [
        ("game", name.into()),
        ("value", game_value(game, multiplier).into()),
    ];
    format(lang, "game-value", &args)
}

/// Cards with who played them: `Anna K♥, Bert A♥`.
pub fn played_cards<'a>(lang: Lang, plays: impl IntoIterator<Item = (&'a str, Card)>) -> String {
    plays
        .into_iter()
        .map(|(who, card)| format!("{who} {}", card_short(lang, card)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The trump line: `Trumpf: ♥ Herz (aufgedeckt: K♥)`, or that it is not chosen yet; `None`
/// once a game without trump (Bettler, Durchmarsch, …) is being played.
fn trump_line<const N: usize>(lang: Lang, p: &PublicView<N>) -> Option<String> {
    if p.phase > Phase::Bidding && !p.contract.game.has_trump() {
        return None;
    }
    let Some(suit) = p.trump else {
        return Some(text(lang, "line-trump-open"));
    };
    let mut args = vec![
        ("symbol", suit_symbol(suit).into()),
        ("suit", suit_name(lang, suit).into()),
    ];
    Some(match p.turned_up {
        Some(card) => {
            args.push(("card", card_short(lang, card).into()));
            format(lang, "line-trump-turned", &args)
        }
        None => format(lang, "line-trump", &args),
    })
}

/// The standing game (during the bidding) or the game played, with its declarer named by
/// `who`; `None` before trump is fixed or after a redeal.
fn contract_line<const N: usize>(lang: Lang, public: &PublicView<N>, who: &str) -> Option<String> {
    if public.phase == Phase::Trump
        || (public.phase == Phase::Over && public.outcome?.game.is_none())
    {
        return None;
    }
    let Contract {
        game, multiplier, ..
    } = public.contract;
    let game = game_with_value(lang, game, multiplier);
    let id = if public.phase == Phase::Bidding {
        "line-standing-game"
    } else {
        "line-game"
    };
    Some(format(
        lang,
        id,
        &[("game", game.into()), ("seat", who.into())],
    ))
}

/// The seat's cards: before trump is fixed only the first packet, in the talon exchange the
/// declarer's eight cards (the first line of [`hand_summary`]).
pub fn cards_line<const N: usize>(lang: Lang, view: &PlayerView<N>) -> String {
    let cards = cards_short(lang, sorted(view.hand));
    let p = &view.public;
    let exchanging = p.phase == Phase::Exchange && p.contract.declarer == view.seat;
    let id = match (p.phase == Phase::Trump, exchanging) {
        (true, _) => "hand-first-packet",
        (_, true) => "hand-with-talon",
        _ => "hand-cards",
    };
    format(lang, id, &[("cards", cards.into())])
}

/// The own side's points and tricks, once the cards are played (`show_own_points`).
fn points_lines<const N: usize>(lang: Lang, view: &PlayerView<N>) -> Vec<String> {
    let p = &view.public;
    let side: Vec<Seat> = Seat::all(N)
        .filter(|&s| same_side(p, s, view.seat))
        .collect();
    let ours = side.len() > 1;
    let tricks: u8 = side.iter().map(|&s| p.tricks[s]).sum();
    let args = [
        ("points", view.side_points.into()),
        ("n", tricks.into()),
        ("pending", view.pending.into()),
    ];
    let id = if ours {
        "hand-side-points"
    } else {
        "hand-points"
    };
    let mut lines = vec![format(lang, id, &args)];
    if !view.side_won.is_empty() {
        let won = cards_short(lang, sorted(view.side_won));
        let id = if ours { "hand-side-won" } else { "hand-won" };
        lines.push(format(lang, id, &[("cards", won.into())]));
    }
    lines
}

/// A seat's hand at four or three: cards, trump, the game, the trick on the table, the cards
/// laid away, and the own side's points when shown.
pub fn hand_summary<const N: usize>(lang: Lang, view: &PlayerView<N>, show_points: bool) -> String {
    let p = &view.public;
    let word = |s: Seat| seat_word::<N>(lang, view.seat, s);
    let mut lines = vec![cards_line(lang, view)];
    if !view.laid_away.is_empty() {
        let laid = cards_short(lang, sorted(view.laid_away));
        lines.push(format(lang, "hand-laid-away", &[("cards", laid.into())]));
    }
    lines.extend(trump_line(lang, p));
    lines.extend(contract_line(lang, p, &word(p.contract.declarer)));
    if !p.trick.is_empty() {
        let cards = p
            .trick
            .iter()
            .map(|play| format!("{} ({})", card_short(lang, play.card), word(play.seat)))
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(format(lang, "hand-in-trick", &[("cards", cards.into())]));
    }
    if show_points && p.phase >= Phase::Play && p.sitting_out != Some(view.seat) {
        lines.extend(points_lines(lang, view));
    }
    lines.join("\n")
}

/// What the phase asks of the player, then the numbered choices `list` (empty: nothing to do).
pub fn prompt<const N: usize>(lang: Lang, view: &PlayerView<N>, list: &str) -> String {
    let mut out = String::new();
    if let Some(situation) = situation(lang, view, !list.is_empty()) {
        out.push('\n');
        out.push_str(&situation);
    }
    if !list.is_empty() {
        out.push('\n');
        out.push_str(list);
    }
    out
}

/// One or two sentences on where the game stands for this seat; `None` once it is over.
pub fn situation<const N: usize>(
    lang: Lang,
    view: &PlayerView<N>,
    can_act: bool,
) -> Option<String> {
    let p = &view.public;
    let me = view.seat;
    let my_turn = p.to_act == Some(me);
    let to_act = p.to_act?;
    if p.sitting_out == Some(me) {
        let game = game_name(lang, p.contract.game);
        return Some(format(lang, "ask-sitting-out", &[("game", game.into())]));
    }
    // The seat to act as seen from this one, also at the start of a sentence.
    let seat = seat_word::<N>(lang, me, to_act);
    let other = |id: &str| {
        let args = [
            ("seat", seat.as_str().into()),
            ("Seat", capitalized(&seat).into()),
        ];
        format(lang, id, &args)
    };
    let mut text = match (p.phase, my_turn) {
        (Phase::Trump, true) => trump_prompt(lang, view.legal.redeal),
        (Phase::Trump, false) => other("ask-trump-other"),
        (Phase::Bidding, true) => bidding_prompt(lang, me == Seat::FOREHAND && p.calls.is_empty()),
        (Phase::Bidding, false) => other("ask-bidding-other"),
        (Phase::Exchange, true) => super::text(lang, "ask-exchange"),
        (Phase::Exchange, false) => other("ask-exchange-other"),
        (_, true) if p.trick.is_empty() => super::text(lang, "ask-lead"),
        (_, true) => super::text(lang, "ask-turn"),
        (_, false) => other("ask-wait"),
    };
    if let (Some(double), true) = (view.legal.double, can_act && !my_turn) {
        let double: Arg = double_name(lang, double).into();
        text.push(' ');
        text.push_str(&format(lang, "ask-double-open", &[("double", double)]));
    }
    Some(text)
}

fn trump_prompt(lang: Lang, redeal: bool) -> String {
    let mut text = text(lang, "ask-trump");
    if redeal {
        text.push(' ');
        text.push_str(&super::text(lang, "ask-trump-redeal"));
    }
    text
}

fn bidding_prompt(lang: Lang, first_call: bool) -> String {
    let mut text = text(lang, "ask-bidding");
    if first_call {
        text.push(' ');
        text.push_str(&super::text(lang, "ask-bidding-first"));
    }
    text
}

/// The round's lines on the table: dealer and forehand, trump, the calls, the game, the talon,
/// marriages, the last trick, the trick on the table, tricks, and whose turn it is or the result.
/// `dealer` is the dealer's name and `at` names a seat.
pub fn round_lines<'a, const N: usize>(
    lang: Lang,
    dealer: &str,
    p: &PublicView<N>,
    at: &impl Fn(Seat) -> &'a str,
    lines: &mut Vec<String>,
) {
    let args = [
        ("dealer", dealer.into()),
        ("forehand", at(Seat::FOREHAND).into()),
    ];
    lines.push(format(lang, "line-dealer", &args));
    lines.extend(trump_line(lang, p));
    if !p.calls.is_empty() {
        let calls = p
            .calls
            .iter()
            .map(|said| format!("{}: {}", at(said.seat), call_text(lang, said.call)))
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(format(lang, "line-calls", &[("list", calls.into())]));
    }
    lines.extend(contract_line(lang, p, at(p.contract.declarer)));
    lines.extend(extras_line(lang, p, &at));
    lines.extend(marriages_line(
        lang,
        p.marriages.iter().map(|(s, set)| (at(s), *set)),
        p.trump,
    ));
    if let Some(trick) = p.last_trick() {
        let cards = played_cards(lang, trick.plays().iter().map(|x| (at(x.seat), x.card)));
        let args = [
            ("cards", cards.into()),
            ("winner", at(trick.winner()).into()),
        ];
        lines.push(format(lang, "line-last-trick", &args));
    }
    if let Some((seat, suit)) = p.announced {
        lines.push(announced_line(lang, at(seat), suit, p.trump));
    }
    if !p.trick.is_empty() {
        let cards = played_cards(lang, p.trick.iter().map(|x| (at(x.seat), x.card)));
        lines.push(format(lang, "line-on-table", &[("cards", cards.into())]));
    }
    if p.phase >= Phase::Play {
        let playing = Seat::all(N).filter(|&s| p.sitting_out != Some(s));
        lines.push(tricks_line(lang, playing.map(|s| (at(s), p.tricks[s]))));
    }
    lines.extend(status_line(lang, p, &at));
}

/// Who sits out, the talon and the cards laid away, and whether doubles are still open.
fn extras_line<'a, const N: usize>(
    lang: Lang,
    p: &PublicView<N>,
    at: &impl Fn(Seat) -> &'a str,
) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(seat) = p.sitting_out {
        parts.push(format(lang, "part-sits-out", &[("seat", at(seat).into())]));
    }
    if p.talon_len > 0 {
        parts.push(format(lang, "part-talon", &[("n", p.talon_len.into())]));
    }
    if p.laid_away_len > 0 {
        parts.push(format(
            lang,
            "part-laid-away",
            &[("n", p.laid_away_len.into())],
        ));
    }
    if p.window_open && p.phase == Phase::Play {
        parts.push(text(lang, "part-doubles-open"));
    }
    (!parts.is_empty()).then(|| format!("{}.", capitalized(&parts.join(" · "))))
}

/// Whose turn it is and for what, or the game's result.
fn status_line<'a, const N: usize>(
    lang: Lang,
    p: &PublicView<N>,
    at: &impl Fn(Seat) -> &'a str,
) -> Option<String> {
    if let Some(outcome) = &p.outcome {
        let winners: Vec<String> = outcome.winning_seats().map(|s| at(s).to_owned()).collect();
        let why = bauern_reason_text(lang, outcome.reason);
        if winners.is_empty() {
            return Some(format(lang, "line-over-void", &[("why", why.into())]));
        }
        let args = [
            ("winners", join(lang, &winners).into()),
            ("n", winners.len().into()),
            ("why", why.into()),
        ];
        return Some(format(lang, "line-over-winners", &args));
    }
    let who = at(p.to_act?);
    let id = match p.phase {
        Phase::Trump => "line-status-trump",
        Phase::Bidding => "line-status-bidding",
        Phase::Exchange => "line-status-exchange",
        _ => return Some(turn_line(lang, who, !p.trick.is_empty())),
    };
    Some(format(lang, id, &[("seat", who.into())]))
}

/// The goal of a declared game, as part of the announcement: `Schnapser (die ersten drei Stiche
/// und 66)`.
pub fn game_with_goal(lang: Lang, game: GameType) -> String {
    format!("{} ({})", game_name(lang, game), game_goal(lang, game))
}
