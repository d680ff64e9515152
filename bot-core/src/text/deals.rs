//! What the record of finished deals shows: a deal sent as a scenario file, and a deal replayed
//! step by step.

use super::catalogue::{format, text};
use super::game::pick;
use crate::ids::Lang;
use crate::protocol::{ExportView, Judged, ReplayMove, ReplayView};

/// The line that goes with a deal's scenario file: which deal, and how to play it again.
pub fn export(lang: Lang, view: &ExportView) -> String {
    let game = view.game.spec().name(lang);
    let args = [
        ("number", view.number.into()),
        ("game", (&game).into()),
        ("file", (&view.file_name).into()),
    ];
    format(lang, "export-line", &args)
}

/// A step of a replayed deal: which deal and step, the move that led there with what the strong
/// computer made of it, what the table shows, every seat's cards, and at the end the score.
pub fn replay(lang: Lang, view: &ReplayView) -> String {
    let game = view.game.spec().name(lang);
    let args = [
        ("number", view.number.into()),
        ("game", (&game).into()),
        ("step", view.step.into()),
        ("steps", view.steps.into()),
    ];
    let title = if view.step == 0 {
        "replay-title-dealt"
    } else {
        "replay-title"
    };
    let mut lines = vec![format(lang, title, &args)];
    if let Some(played) = &view.played {
        lines.push(move_line(lang, view, played));
    }
    lines.extend(pick(lang, &view.lines));
    let face = view.game.spec().face;
    for (seat, hand) in view.hands.iter().enumerate() {
        let name = seat_name(view, seat);
        let line = if hand.is_empty() {
            format(lang, "replay-no-cards", &[("name", name.into())])
        } else {
            let cards = face.cards(hand, lang);
            format(
                lang,
                "replay-hand",
                &[("name", name.into()), ("cards", cards.into())],
            )
        };
        lines.push(line);
    }
    if let Some(score) = &view.score {
        let scores: Vec<String> = score
            .iter()
            .enumerate()
            .map(|(seat, points)| format!("{} {points}", seat_name(view, seat)))
            .collect();
        let scores = scores.join(" · ");
        lines.push(format(lang, "replay-score", &[("scores", scores.into())]));
    }
    lines.join("\n")
}

/// A seat's name in a replayed deal.
fn seat_name(view: &ReplayView, seat: usize) -> &str {
    view.names.get(seat).map_or("?", String::as_str)
}

/// `Anna: 10♠ – the strong computer's choice: K♥ (expects +1.4); played: 10♠ (expects +0.6).`
fn move_line(lang: Lang, view: &ReplayView, played: &ReplayMove) -> String {
    let made = pick(lang, &played.label);
    let args = [
        ("name", seat_name(view, played.seat).into()),
        ("move", (&made).into()),
    ];
    let line = format(lang, "replay-move", &args);
    let judged = match &played.judged {
        None => text(lang, "replay-only-move"),
        Some(judged) => judgement(lang, judged, &made),
    };
    format!("{line} {judged}")
}

/// What the strong computer made of a decision.
fn judgement(lang: Lang, judged: &Judged, made: &str) -> String {
    let played = value(lang, judged.played_value);
    match &judged.best {
        None => {
            let args = [("move", made.into()), ("played", played.into())];
            format(lang, "replay-judged-wait", &args)
        }
        Some(best) if pick(lang, best) == made => {
            format(lang, "replay-judged-same", &[("played", played.into())])
        }
        Some(best) => {
            let args = [
                ("best", pick(lang, best).into()),
                ("best-value", value(lang, judged.best_value).into()),
                ("move", made.into()),
                ("played", played.into()),
            ];
            format(lang, "replay-judged", &args)
        }
    }
}

/// What a move is expected to bring the seat, to a tenth: `+1.4` (`+1,4` in German), or that
/// no play-out ended.
fn value(lang: Lang, value: Option<f64>) -> String {
    let Some(value) = value else {
        return text(lang, "replay-value-unknown");
    };
    let tenths = (value * 10.0).round() as i64;
    let sign = if tenths < 0 { "minus" } else { "plus" };
    let args = [
        ("sign", sign.into()),
        ("whole", (tenths.abs() / 10).into()),
        ("tenths", (tenths.abs() % 10).into()),
    ];
    format(lang, "replay-value", &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The strong computer's choice reads as a choice whatever it is: a card or a move that is
    /// none (Schnapsen's exchange), in both languages.
    #[test]
    fn a_judgement_names_the_computers_choice() {
        let judged = |best: [&str; 2]| Judged {
            best: Some(best.map(str::to_owned)),
            best_value: Some(1.1),
            played_value: Some(0.3),
        };
        let exchange = judged(["Tauschen", "Exchange"]);
        assert_eq!(
            judgement(Lang::En, &exchange, "10♦"),
            "the strong computer's choice: Exchange (expects +1.1); played: 10♦ (expects +0.3)."
        );
        assert_eq!(
            judgement(Lang::De, &exchange, "10♦"),
            "Wahl des starken Computers: Tauschen (erwartet +1,1); gespielt: 10♦ (erwartet +0,3)."
        );
        let same = judged(["10♦", "10♦"]);
        assert_eq!(
            judgement(Lang::De, &same, "10♦"),
            "auch die Wahl des starken Computers (erwartet +0,3)."
        );
    }
}
