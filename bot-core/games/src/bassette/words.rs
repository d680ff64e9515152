//! Bassette's words: the `/rules` text, the view's lines, the public events and the labels, in
//! German and English. `{N}` stands for the name of seat N.

use crate::card::{Card, Rank};
use crate::game::Move;
use crate::lang::Lang;

use super::{Bassette, How, Note, Partie, Stake, read_stake};

/// A rank as players see it.
fn rank_label(code: char) -> &'static str {
    Rank::from_code(code).map_or("?", Rank::label)
}

/// A stake as `K: 9`, marked when it was placed during the Taille.
fn stake_text(stake: &Stake, lang: Lang) -> String {
    let mut text = format!("{} {}", rank_label(stake.rank), stake.amount);
    if stake.after > 0 {
        text += &format!(
            " ({} {})",
            lang.pick("nach Abzug", "after pair"),
            stake.after
        );
    }
    text
}

/// Each seat's number as `{0} 100 · {1} 94`.
fn per_seat(values: &[i64], signed: bool) -> String {
    values
        .iter()
        .enumerate()
        .map(|(s, v)| {
            if signed {
                format!("{{{s}}} {v:+}")
            } else {
                format!("{{{s}}} {v}")
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The Partie: who banks, how far it has gone.
fn partie_line(game: &Bassette, lang: Lang) -> String {
    match &game.partie {
        Partie::Players { banked, .. } => format!(
            "{}: {} {} {}",
            lang.pick("Partie, Spielerbank", "Partie, players' bank"),
            banked.iter().filter(|&&b| b).count(),
            lang.pick("von", "of"),
            lang.pick(
                format!("{} haben die Bank gehalten", banked.len()),
                format!("{} have held the bank", banked.len())
            ),
        ),
        Partie::Computer { taille, .. } => format!(
            "{}: Taille {taille} {} {}",
            lang.pick(
                "Partie gegen die Computerbank",
                "Partie against the computer bank"
            ),
            lang.pick("von", "of"),
            super::COMPUTER_TAILLES
        ),
    }
}

/// The view's lines; `bottom` is the bottom card where the seat may see it. A punter's own
/// view lists his stakes only (everybody's are on the table), so that the others' staking
/// leaves his hand message as it was.
pub(super) fn lines(
    game: &Bassette,
    seat: Option<usize>,
    bottom: Option<Card>,
    lang: Lang,
) -> Vec<String> {
    let mut lines = vec![format!(
        "Taille: {} {} {} 26 · {} {}",
        lang.pick("Abzug", "pair"),
        game.pairs(),
        lang.pick("von", "of"),
        super::CARDS - game.drawn,
        lang.pick("Karten übrig", "cards left"),
    )];
    if game.drawn >= 2 {
        let last = &game.pack[game.drawn - 2..game.drawn];
        lines.push(format!(
            "{}: {} ({}) · {} (Ponte)",
            lang.pick("Letzter Abzug", "Last pair"),
            last[0].label(),
            lang.pick("Bank", "bank"),
            last[1].label(),
        ));
    }
    if let Some(card) = bottom {
        lines.push(format!(
            "{}: {}",
            lang.pick(
                "Unterste Karte (nur du siehst sie; sie zählt nicht)",
                "Bottom card (only you see it; it does not count)"
            ),
            card.label()
        ));
    }
    let listed = |punter: usize| matches!(seat, None | Some(0)) || seat == Some(punter);
    for seat in (1..game.chips.len()).filter(|&s| listed(s)) {
        let mine: Vec<String> = game
            .stakes
            .iter()
            .filter(|s| s.seat == seat)
            .map(|s| stake_text(s, lang))
            .collect();
        if !mine.is_empty() {
            lines.push(format!(
                "{{{seat}}} {}: {}",
                lang.pick("setzt", "stakes"),
                mine.join(" · ")
            ));
        }
    }
    lines.push(format!(
        "{}: {}   ({{0}} {})",
        lang.pick("Marken", "Chips"),
        per_seat(&game.chips, false),
        lang.pick("hält die Bank", "holds the bank"),
    ));
    lines.push(format!(
        "{}: {}–{}, {}",
        lang.pick("Satz", "Stake"),
        game.min_stake,
        game.max_stake,
        lang.pick("durch 3 teilbar", "in steps of 3"),
    ));
    lines.push(partie_line(game, lang));
    lines
}

/// A public event as a line.
pub(super) fn tell(game: &Bassette, note: &Note, lang: Lang) -> String {
    match note {
        Note::Staked(stake) => {
            let (seat, rank, amount) = (stake.seat, rank_label(stake.rank), stake.amount);
            lang.pick(
                format!("{{{seat}}} besetzt {rank} mit {amount}"),
                format!("{{{seat}}} stakes {amount} on {rank}"),
            )
        }
        Note::Pair { pair, cards } => {
            let mut line = format!(
                "{} {pair}: {} {} · {} Ponte",
                lang.pick("Abzug", "Pair"),
                cards[0].label(),
                lang.pick("für die Bank", "for the bank"),
                cards[1].label(),
            );
            if *pair == super::CARDS / 2 {
                line += lang.pick(
                    " (die letzte Karte zählt nicht)",
                    " (the last card counts for nobody)",
                );
            }
            line
        }
        Note::Settled { stake, how } => {
            let (rank, amount) = (rank_label(stake.rank), stake.amount);
            let what = match how {
                How::TwoThirds => lang.pick(
                    format!("die Bank gewinnt ⅔ ({})", amount / 3 * 2),
                    format!("the bank wins ⅔ ({})", amount / 3 * 2),
                ),
                How::Whole => lang.pick(
                    format!("die Bank gewinnt den Satz ({amount})"),
                    format!("the bank wins the stake ({amount})"),
                ),
                How::Paid => lang.pick(
                    format!("die Bank zahlt {amount}"),
                    format!("the bank pays {amount}"),
                ),
                How::NotCounted => lang
                    .pick(
                        "zählt diesmal nicht (während der Taille gesetzt)",
                        "does not count this time (staked during the Taille)",
                    )
                    .to_string(),
            };
            format!("{{{}}} {rank} {amount}: {what}", stake.seat)
        }
        Note::End => end_line(game, lang),
    }
}

/// The end of the Taille: the score, the stakes returned, the Partie's end.
fn end_line(game: &Bassette, lang: Lang) -> String {
    let mut line = format!(
        "{}: {}",
        lang.pick("Taille vorbei", "Taille over"),
        per_seat(&game.score_now(), true)
    );
    if !game.stakes.is_empty() {
        let back: Vec<String> = game
            .stakes
            .iter()
            .map(|s| format!("{{{}}} {} {}", s.seat, rank_label(s.rank), s.amount))
            .collect();
        line += &format!(
            " — {}: {}",
            lang.pick("zurück", "returned"),
            back.join(" · ")
        );
    }
    line + &winners(game, lang)
}

/// Who won the Partie, once it is over (empty before).
fn winners(game: &Bassette, lang: Lang) -> String {
    if !game.partie_over() {
        return String::new();
    }
    let leaders: Vec<String> = game.leaders().iter().map(|s| format!("{{{s}}}")).collect();
    format!(
        " — {} {}",
        lang.pick(
            "Partie gewonnen (die meisten Marken):",
            "Partie won (most chips):"
        ),
        leaders.join(", ")
    )
}

/// The standing line of the Partie.
pub(super) fn standing(game: &Bassette, totals: &[i64], lang: Lang) -> String {
    format!(
        "{}: {} — {}{}",
        lang.pick("Marken", "Chips"),
        per_seat(totals, false),
        partie_line(game, lang),
        winners(game, lang)
    )
}

/// A move's label on a button.
pub(super) fn label(mv: &Move, lang: Lang) -> String {
    match read_stake(mv) {
        // One language's label only: a hand offers a stake of each amount on each rank.
        Some((rank, amount)) if mv.verb() == "stake" => match lang {
            Lang::De => format!("{amount} auf {}", rank.label()),
            Lang::En => format!("{amount} on {}", rank.label()),
        },
        _ if mv.verb() == "draw" => lang.pick("Abziehen", "Draw a pair").to_string(),
        _ => crate::game::default_label(mv, lang, super::SPEC.face),
    }
}
