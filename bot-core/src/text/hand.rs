//! A player's private hand: his cards sorted by suit and rank, his own points when the table
//! shows them, and the moves open to him as labelled, numbered choices. [`choices`] is what chat
//! adapters build buttons from and what the terminal's numbers refer to.

use super::cards::{card_short, cards_short, sorted};
use super::names::count;
use crate::manager::{HandView, Lang};
use crate::rules::{Action, LegalActions, Suit};

/// A move's label on a button or in a list: `A♥`, `20 ♥`, `40 ♠`, `Tauschen`/`Exchange`,
/// `Zudrehen`/`Close`, `Danke, genug`/`Enough!`. `trump` tells 40 from 20.
pub fn action_label(lang: Lang, action: &Action, trump: Suit) -> String {
    match (action, lang) {
        (Action::Play(card), _) => card_short(lang, *card),
        (Action::Announce(suit), _) => {
            let points = if *suit == trump { 40 } else { 20 };
            format!("{points} {}", suit.symbol())
        }
        (Action::Exchange, Lang::De) => "Tauschen".into(),
        (Action::Exchange, Lang::En) => "Exchange".into(),
        (Action::Close, Lang::De) => "Zudrehen".into(),
        (Action::Close, Lang::En) => "Close".into(),
        (Action::Claim, Lang::De) => "Danke, genug".into(),
        (Action::Claim, Lang::En) => "Enough!".into(),
    }
}

/// The legal actions in the order they are offered, each with its label: the cards as the hand
/// is sorted, then announcements, exchange, close and claim.
pub fn legal_choices(lang: Lang, legal: &LegalActions, trump: Suit) -> Vec<(Action, String)> {
    let plays = sorted(legal.plays).into_iter().map(Action::Play);
    let rest = legal.iter().filter(|a| !matches!(a, Action::Play(_)));
    plays
        .chain(rest)
        .map(|a| (a, action_label(lang, &a, trump)))
        .collect()
}

/// The moves open to the player of this hand, labelled, in the order they are offered (empty
/// while another player is to act).
pub fn choices(lang: Lang, hand: &HandView) -> Vec<(Action, String)> {
    legal_choices(lang, &hand.view.legal, hand.view.public.trump)
}

/// The hand without its choices: the cards, and the own points and tricks when shown.
pub fn hand_summary(lang: Lang, hand: &HandView) -> String {
    let view = &hand.view;
    let cards = cards_short(lang, sorted(view.hand));
    let mut out = match lang {
        Lang::De => format!("Deine Karten: {cards}"),
        Lang::En => format!("Your cards: {cards}"),
    };
    if hand.show_points {
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

/// The whole hand: [`hand_summary`] and the numbered choices (`1) A♥  2) K♥ …`), or a note that
/// it is the opponent's turn.
pub fn hand(lang: Lang, hand: &HandView) -> String {
    let mut out = hand_summary(lang, hand);
    if hand.read_only {
        out.insert_str(
            0,
            match lang {
                Lang::De => "Du kiebitzt (nur zuschauen):\n",
                Lang::En => "You are watching (read-only):\n",
            },
        );
        return out;
    }
    let choices = choices(lang, hand);
    if choices.is_empty() {
        if hand.view.public.outcome.is_none() {
            out.push_str(match lang {
                Lang::De => "\nWarte auf deinen Gegner.",
                Lang::En => "\nWaiting for your opponent.",
            });
        }
        return out;
    }
    let list = choices
        .iter()
        .enumerate()
        .map(|(i, (_, label))| format!("{}) {label}", i + 1))
        .collect::<Vec<_>>()
        .join("  ");
    let prompt = match (lang, hand.view.public.trick.is_some()) {
        (Lang::De, false) => "Du spielst aus",
        (Lang::De, true) => "Du bist dran",
        (Lang::En, false) => "Your lead",
        (Lang::En, true) => "Your answer",
    };
    out.push_str(&format!("\n{prompt}: {list}"));
    out
}

/// A hint in one line: the move and why.
pub fn hint(lang: Lang, hint: &crate::manager::HintView) -> String {
    let action = action_label(lang, &hint.action, hint.trump);
    let why = super::names::why_text(lang, hint.why);
    match lang {
        Lang::De => format!("Tipp: {action} – {why}."),
        Lang::En => format!("Hint: {action} – {why}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::{Platform, TableKey};
    use crate::rules::{Card, Game, HouseRules, Seat, Variant};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn game() -> Game {
        Game::shuffled(
            Variant::Schnapsen,
            HouseRules::default(),
            &mut SmallRng::seed_from_u64(7),
        )
    }

    fn hand_view(game: &Game, seat: Seat, show_points: bool) -> HandView {
        HandView {
            key: TableKey::new(Platform::Terminal, "local"),
            version: 3,
            player: 0,
            view: game.view(seat),
            show_points,
            read_only: false,
        }
    }

    #[test]
    fn a_rendered_hand_contains_its_cards_and_numbered_choices() {
        let game = game();
        for lang in [Lang::De, Lang::En] {
            let view = hand_view(&game, Seat::FOREHAND, true);
            let text = hand(lang, &view);
            for card in view.view.hand {
                assert!(
                    text.contains(&card_short(lang, card)),
                    "{card} missing: {text}"
                );
            }
            let choices = choices(lang, &view);
            assert_eq!(choices.len(), view.view.legal.len());
            for (i, (action, label)) in choices.iter().enumerate() {
                assert!(view.view.legal.contains(*action));
                assert!(text.contains(&format!("{}) {label}", i + 1)), "{text}");
            }
            let other = hand(lang, &hand_view(&game, Seat::DEALER, false));
            assert!(!other.contains(") "), "no choices when not to act: {other}");
        }
        let de = hand(Lang::De, &hand_view(&game, Seat::FOREHAND, true));
        assert!(
            de.starts_with("Deine Karten: ") && de.contains("Deine Augen: 0"),
            "{de}"
        );
        let en = hand(Lang::En, &hand_view(&game, Seat::FOREHAND, true));
        assert!(
            en.starts_with("Your cards: ") && en.contains("Your lead: 1) "),
            "{en}"
        );
    }

    #[test]
    fn choices_follow_the_hand_order() {
        let game = game();
        let view = hand_view(&game, Seat::FOREHAND, true);
        let plays: Vec<Card> = choices(Lang::En, &view)
            .into_iter()
            .filter_map(|(a, _)| match a {
                Action::Play(c) => Some(c),
                _ => None,
            })
            .collect();
        assert_eq!(plays, sorted(view.view.hand));
    }

    #[test]
    fn action_labels() {
        let trump = Suit::Spades;
        let label = |lang, a: Action| action_label(lang, &a, trump);
        let ah: Card = "AH".parse().unwrap();
        assert_eq!(label(Lang::En, Action::Play(ah)), "A♥");
        assert_eq!(label(Lang::De, Action::Announce(Suit::Hearts)), "20 ♥");
        assert_eq!(label(Lang::En, Action::Announce(Suit::Spades)), "40 ♠");
        assert_eq!(label(Lang::De, Action::Exchange), "Tauschen");
        assert_eq!(label(Lang::En, Action::Exchange), "Exchange");
        assert_eq!(label(Lang::De, Action::Close), "Zudrehen");
        assert_eq!(label(Lang::En, Action::Close), "Close");
        assert_eq!(label(Lang::De, Action::Claim), "Danke, genug");
        assert_eq!(label(Lang::En, Action::Claim), "Enough!");
    }
}
