//! Bauernschnapsen and Dreierschnapsen: a seat's hand (only the first packet before trump is
//! fixed; what the phase asks of the player), the table's round (seating, trump, the bidding as
//! said, the game with its declarer and doubles, the trick, whose turn) and the shared phrases
//! (a game with its value, cards with who played them).
//!
//! A seat's view names no players, so the hand speaks of seats as seen from the player: "du",
//! "dein Partner", "dein linker Gegner" (play goes clockwise, so the next player sits left).

use super::cards::{card_short, cards_short, sorted, suit_name};
use super::names::{
    bauern_reason_text, call_text, double_at, double_name, game_goal, game_name, game_value,
};
use super::round::{announced_line, marriages_line, tricks_line, turn_line};
use crate::lang::Lang;
use crate::schnapsen::rules::bauern::{Contract, GameType, Phase, PlayerView, PublicView};
use crate::schnapsen::rules::{Card, Seat};
use crate::words::{count, join};

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
fn seat_word<const N: usize>(lang: Lang, me: Seat, seat: Seat) -> &'static str {
    let offset = (seat.index() + N - me.index()) % N;
    match (lang, N, offset) {
        (Lang::De, _, 0) => "du",
        (Lang::En, _, 0) => "you",
        (Lang::De, 4, 2) => "dein Partner",
        (Lang::En, 4, 2) => "your partner",
        (Lang::De, 4, 1) => "dein linker Gegner",
        (Lang::En, 4, 1) => "your left-hand opponent",
        (Lang::De, 4, _) => "dein rechter Gegner",
        (Lang::En, 4, _) => "your right-hand opponent",
        (Lang::De, _, 1) => "dein linker Nachbar",
        (Lang::En, _, 1) => "the player on your left",
        (Lang::De, _, _) => "dein rechter Nachbar",
        (Lang::En, _, _) => "the player on your right",
    }
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

/// A game with its doubles and what it counts: `Schnapser, Kontra – 12` / `Rufer – 1–3`.
pub fn game_with_value(lang: Lang, game: GameType, multiplier: u8) -> String {
    let name = game_name(lang, game);
    let value = game_value(game, multiplier);
    let points = match lang {
        Lang::De => "Punkte",
        Lang::En => "game points",
    };
    match double_at(multiplier) {
        Some(double) => format!("{name}, {} – {value} {points}", double_name(double)),
        None => format!("{name} – {value} {points}"),
    }
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
    let trump = match (p.trump, lang) {
        (None, Lang::De) => "noch nicht gewählt".to_owned(),
        (None, Lang::En) => "not chosen yet".to_owned(),
        (Some(suit), _) => format!("{} {}", suit.symbol(), suit_name(lang, suit)),
    };
    let turned = p.turned_up.map(|card| match lang {
        Lang::De => format!(" (aufgedeckt: {})", card_short(lang, card)),
        Lang::En => format!(" (turned up: {})", card_short(lang, card)),
    });
    Some(match lang {
        Lang::De => format!("Trumpf: {trump}{}", turned.unwrap_or_default()),
        Lang::En => format!("Trump: {trump}{}", turned.unwrap_or_default()),
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
    Some(match (lang, public.phase == Phase::Bidding) {
        (Lang::De, true) => format!("Stehendes Spiel: {game} (Ansager: {who})"),
        (Lang::En, true) => format!("Standing game: {game} (declarer: {who})"),
        (Lang::De, false) => format!("Spiel: {game} (Ansager: {who})"),
        (Lang::En, false) => format!("Game: {game} (declarer: {who})"),
    })
}

/// The seat's cards: before trump is fixed only the first packet, in the talon exchange the
/// declarer's eight cards (the first line of [`hand_summary`]).
pub fn cards_line<const N: usize>(lang: Lang, view: &PlayerView<N>) -> String {
    let cards = cards_short(lang, sorted(view.hand));
    let p = &view.public;
    let exchanging = p.phase == Phase::Exchange && p.contract.declarer == view.seat;
    match (lang, p.phase == Phase::Trump, exchanging) {
        (Lang::De, true, _) => format!(
            "Deine Karten: {cards} (die ersten drei; die übrigen siehst du, sobald Trumpf \
             feststeht)"
        ),
        (Lang::En, true, _) => {
            format!("Your cards: {cards} (the first three; you see the others once trump is fixed)")
        }
        (Lang::De, _, true) => format!("Deine Karten: {cards} (mit dem Talon)"),
        (Lang::En, _, true) => format!("Your cards: {cards} (with the talon)"),
        (Lang::De, _, _) => format!("Deine Karten: {cards}"),
        (Lang::En, _, _) => format!("Your cards: {cards}"),
    }
}

/// The own side's points and tricks, once the cards are played (`show_own_points`).
fn points_lines<const N: usize>(lang: Lang, view: &PlayerView<N>) -> Vec<String> {
    let p = &view.public;
    let side: Vec<Seat> = Seat::all(N)
        .filter(|&s| same_side(p, s, view.seat))
        .collect();
    let ours = side.len() > 1;
    let tricks: u8 = side.iter().map(|&s| p.tricks[s]).sum();
    let tricks = count(
        lang,
        u64::from(tricks),
        ("Stich", "Stiche"),
        ("trick", "tricks"),
    );
    let mut line = match (lang, ours) {
        (Lang::De, true) => format!("Eure Augen: {} ({tricks}", view.side_points),
        (Lang::De, false) => format!("Deine Augen: {} ({tricks}", view.side_points),
        (Lang::En, true) => format!("Your side's points: {} ({tricks}", view.side_points),
        (Lang::En, false) => format!("Your points: {} ({tricks}", view.side_points),
    };
    if view.pending > 0 {
        line.push_str(&match (lang, ours) {
            (Lang::De, true) => {
                format!(", {} angesagt, zählen ab eurem ersten Stich", view.pending)
            }
            (Lang::De, false) => {
                format!(", {} angesagt, zählen ab deinem ersten Stich", view.pending)
            }
            (Lang::En, true) => format!(
                ", {} announced, counting from your side's first trick",
                view.pending
            ),
            (Lang::En, false) => format!(
                ", {} announced, counting from your first trick",
                view.pending
            ),
        });
    }
    line.push(')');
    let mut lines = vec![line];
    if !view.side_won.is_empty() {
        let won = cards_short(lang, sorted(view.side_won));
        lines.push(match (lang, ours) {
            (Lang::De, true) => format!("Eure Stiche: {won}"),
            (Lang::De, false) => format!("Deine Stiche: {won}"),
            (Lang::En, true) => format!("Your side's tricks: {won}"),
            (Lang::En, false) => format!("Your tricks: {won}"),
        });
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
        lines.push(match lang {
            Lang::De => format!("Weggelegt: {laid}"),
            Lang::En => format!("Laid away: {laid}"),
        });
    }
    lines.extend(trump_line(lang, p));
    lines.extend(contract_line(lang, p, word(p.contract.declarer)));
    if !p.trick.is_empty() {
        let cards = p
            .trick
            .iter()
            .map(|play| format!("{} ({})", card_short(lang, play.card), word(play.seat)))
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(match lang {
            Lang::De => format!("Im Stich: {cards}"),
            Lang::En => format!("In the trick: {cards}"),
        });
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
    let word = |s: Seat| capitalized(seat_word::<N>(lang, me, s));
    let my_turn = p.to_act == Some(me);
    let to_act = p.to_act?;
    if p.sitting_out == Some(me) {
        let game = game_name(lang, p.contract.game);
        return Some(match lang {
            Lang::De => format!("Dein Partner spielt {game} allein: du setzt aus."),
            Lang::En => format!("Your partner plays {game} alone: you sit out."),
        });
    }
    let mut text = match (p.phase, my_turn) {
        (Phase::Trump, true) => trump_prompt(lang, view.legal.redeal),
        (Phase::Trump, false) => match lang {
            Lang::De => format!(
                "Vorhand ({}) bestimmt Trumpf.",
                seat_word::<N>(lang, me, to_act)
            ),
            Lang::En => format!(
                "The forehand ({}) is fixing trump.",
                seat_word::<N>(lang, me, to_act)
            ),
        },
        (Phase::Bidding, true) => bidding_prompt(lang, me == Seat::FOREHAND && p.calls.is_empty()),
        (Phase::Bidding, false) => match lang {
            Lang::De => format!("Reizen: {} ist dran.", seat_word::<N>(lang, me, to_act)),
            Lang::En => format!("Bidding: {} to call.", seat_word::<N>(lang, me, to_act)),
        },
        (Phase::Exchange, true) => match lang {
            Lang::De => "Du hast den Talon aufgenommen: lege zwei Karten weg.".to_owned(),
            Lang::En => "You took up the talon: lay away two cards.".to_owned(),
        },
        (Phase::Exchange, false) => match lang {
            Lang::De => format!("{} tauscht mit dem Talon.", word(to_act)),
            Lang::En => format!("{} is exchanging with the talon.", word(to_act)),
        },
        (_, true) => match (lang, p.trick.is_empty()) {
            (Lang::De, true) => "Du spielst aus.".to_owned(),
            (Lang::De, false) => "Du bist dran.".to_owned(),
            (Lang::En, true) => "Your lead.".to_owned(),
            (Lang::En, false) => "Your turn.".to_owned(),
        },
        (_, false) => match lang {
            Lang::De => format!("{} ist am Zug.", word(to_act)),
            Lang::En => format!("Waiting for {}.", seat_word::<N>(lang, me, to_act)),
        },
    };
    if let (Some(double), true) = (view.legal.double, can_act && !my_turn) {
        text.push_str(&match lang {
            Lang::De => format!(
                " Du kannst noch {} geben, bis die erste Karte fällt.",
                double_name(double)
            ),
            Lang::En => format!(
                " You may still say {} until the first card is played.",
                double_name(double)
            ),
        });
    }
    Some(text)
}

fn trump_prompt(lang: Lang, redeal: bool) -> String {
    let mut text = match lang {
        Lang::De => "Du bist Vorhand: wähle Trumpf aus deinen ersten drei Karten oder decke eine \
                     der anderen auf."
            .to_owned(),
        Lang::En => "You are the forehand: name trump from your first three cards or turn up one \
                     of the others."
            .to_owned(),
    };
    if redeal {
        text.push_str(match lang {
            Lang::De => " Mit drei Buben darfst du auch neu geben lassen.",
            Lang::En => " With three Jacks you may also have the cards dealt again.",
        });
    }
    text
}

fn bidding_prompt(lang: Lang, first_call: bool) -> String {
    let mut text = match lang {
        Lang::De => "Reizen: du bist dran – „Gut“ oder ein höheres Spiel.".to_owned(),
        Lang::En => "Bidding: your call – pass (“Gut”) or a higher game.".to_owned(),
    };
    if first_call {
        text.push_str(match lang {
            Lang::De => " Als Vorhand heißt dein „Gut“: du spielst den Rufer.",
            Lang::En => " As the forehand, your pass means you play the Rufer.",
        });
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
    let forehand = at(Seat::FOREHAND);
    lines.push(match lang {
        Lang::De => format!("{dealer} gibt, {forehand} ist Vorhand."),
        Lang::En => format!("{dealer} deals, {forehand} is the forehand."),
    });
    lines.extend(trump_line(lang, p));
    if !p.calls.is_empty() {
        let calls = p
            .calls
            .iter()
            .map(|said| format!("{}: {}", at(said.seat), call_text(lang, said.call)))
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(match lang {
            Lang::De => format!("Reizen: {calls}"),
            Lang::En => format!("Bidding: {calls}"),
        });
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
        let winner = at(trick.winner());
        lines.push(match lang {
            Lang::De => format!("Letzter Stich: {cards} → {winner}"),
            Lang::En => format!("Last trick: {cards} → {winner}"),
        });
    }
    if let Some((seat, suit)) = p.announced {
        lines.push(announced_line(lang, at(seat), suit, p.trump));
    }
    if !p.trick.is_empty() {
        let cards = played_cards(lang, p.trick.iter().map(|x| (at(x.seat), x.card)));
        lines.push(match lang {
            Lang::De => format!("Am Tisch: {cards}"),
            Lang::En => format!("On the table: {cards}"),
        });
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
        parts.push(match lang {
            Lang::De => format!("{} setzt aus", at(seat)),
            Lang::En => format!("{} sits out", at(seat)),
        });
    }
    if p.talon_len > 0 {
        parts.push(match lang {
            Lang::De => format!("Talon: {} verdeckt", p.talon_len),
            Lang::En => format!("Talon: {} face down", p.talon_len),
        });
    }
    if p.laid_away_len > 0 {
        parts.push(match lang {
            Lang::De => format!("{} Karten weggelegt", p.laid_away_len),
            Lang::En => format!("{} cards laid away", p.laid_away_len),
        });
    }
    if p.window_open && p.phase == Phase::Play {
        parts.push(match lang {
            Lang::De => "Kontra geht noch bis zur ersten Karte".to_owned(),
            Lang::En => "doubles are open until the first card".to_owned(),
        });
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
        return Some(match (lang, winners.is_empty()) {
            (Lang::De, true) => format!("Spiel vorbei ({why})."),
            (Lang::En, true) => format!("Game over ({why})."),
            (Lang::De, false) => {
                let verb = if winners.len() > 1 {
                    "gewinnen"
                } else {
                    "gewinnt"
                };
                format!("Spiel vorbei: {} {verb} ({why}).", join(lang, &winners))
            }
            (Lang::En, false) => format!("Game over: {} won ({why}).", join(lang, &winners)),
        });
    }
    let who = at(p.to_act?);
    Some(match (lang, p.phase) {
        (Lang::De, Phase::Trump) => format!("{who} bestimmt Trumpf."),
        (Lang::En, Phase::Trump) => format!("{who} to fix trump."),
        (Lang::De, Phase::Bidding) => format!("{who} ist mit Reizen dran."),
        (Lang::En, Phase::Bidding) => format!("{who} to call."),
        (Lang::De, Phase::Exchange) => format!("{who} legt zwei Karten weg."),
        (Lang::En, Phase::Exchange) => format!("{who} to lay away two cards."),
        _ => turn_line(lang, who, !p.trick.is_empty()),
    })
}

/// The goal of a declared game, as part of the announcement: `Schnapser (die ersten drei Stiche
/// und 66)`.
pub fn game_with_goal(lang: Lang, game: GameType) -> String {
    format!("{} ({})", game_name(lang, game), game_goal(lang, game))
}
