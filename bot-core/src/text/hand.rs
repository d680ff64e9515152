//! A player's private hand: his cards sorted by suit and rank, his own points when the table
//! shows them, and the moves open to him as labelled, numbered choices. [`choices`] is what chat
//! adapters build buttons from and what the terminal's numbers refer to.

use crate::games::schnapsen::words::{action_label, hand_lines, offer_order};
use crate::manager::{HandView, Lang, SeatView};
use crate::rules::{AnyAction, PlayerView, Suit};

/// The legal actions in the order they are offered (see [`choices`]), each with its label.
pub fn legal_choices(
    lang: Lang,
    legal: &[AnyAction],
    trump: Option<Suit>,
) -> Vec<(AnyAction, String)> {
    let mut ordered = legal.to_vec();
    ordered.sort_by_key(offer_order);
    ordered
        .into_iter()
        .map(|a| (a, action_label(lang, &a, trump)))
        .collect()
}

/// The moves open to the player of this hand, labelled, in the order they are offered: the
/// cards as the hand is sorted, then announcements, then the rest (trump choices, pass, bids
/// from the lowest game up, the double, exchange, close, claim), pairs to lay away last. Empty
/// while the player has nothing to do.
pub fn choices(lang: Lang, hand: &HandView) -> Vec<(AnyAction, String)> {
    legal_choices(lang, &hand.view.legal(), hand.view.public().trump())
}

/// The hand without its choices: the cards, and the own (or own side's) points and tricks when
/// shown; at four and three also trump, the game, and the trick on the table.
pub fn hand_summary(lang: Lang, hand: &HandView) -> String {
    match &hand.view {
        SeatView::Two(view) => hand_lines(lang, view, hand.show_points),
        SeatView::Game(view) => super::game::hand_summary(lang, view),
    }
}

/// The choices as a numbered list: `1) A♥  2) K♥`.
fn numbered(labels: &[String]) -> String {
    labels
        .iter()
        .enumerate()
        .map(|(i, label)| format!("{}) {label}", i + 1))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The whole hand: [`hand_summary`], what is asked of the player, and the numbered choices
/// (`1) A♥  2) K♥ …`), or a note that another player is to act.
pub fn hand(lang: Lang, hand: &HandView) -> String {
    let labels = choices(lang, hand).into_iter().map(|(_, l)| l).collect();
    hand_text(lang, hand, labels, None)
}

/// [`hand`] where moves are typed (the terminal): the numbered choices — at a registry game's
/// table its moves, in the order of [`crate::present::offers`] — and how to type a move of
/// several cards (its verb and the cards).
pub fn typed_hand(lang: Lang, hand: &HandView) -> String {
    let lines = super::game::choice_lines(lang, hand);
    let discard = (!lines.is_empty()).then(|| lines.join("\n"));
    let labels = crate::present::offers(lang, hand)
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    hand_text(lang, hand, labels, discard)
}

fn hand_text(lang: Lang, hand: &HandView, labels: Vec<String>, discard: Option<String>) -> String {
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
    let mut list = numbered(&labels);
    if let Some(discard) = discard {
        if !list.is_empty() {
            list.push('\n');
        }
        list.push_str(&discard);
    }
    match &hand.view {
        SeatView::Two(view) => out.push_str(&two_player_prompt(lang, view, &list)),
        SeatView::Game(view) => out.push_str(&game_prompt(lang, view, &list)),
    }
    out
}

fn game_prompt(lang: Lang, view: &crate::manager::GameSeat, list: &str) -> String {
    if let Some(asked) = super::game::pick(lang, &view.prompt) {
        // The game's own words for what it asks, then the choices: on its line where the
        // words end in a colon ("Your lead: 1) A♥ …").
        return match (list.is_empty(), asked.ends_with(':')) {
            (true, _) => format!("\n{asked}"),
            (false, true) => format!("\n{asked} {list}"),
            (false, false) => format!("\n{asked}\n{list}"),
        };
    }
    match (list.is_empty(), lang) {
        (true, Lang::De) if view.public.to_act.is_empty() => String::new(),
        (true, Lang::En) if view.public.to_act.is_empty() => String::new(),
        (true, Lang::De) => "\nWarte auf die anderen.".into(),
        (true, Lang::En) => "\nWaiting for the others.".into(),
        (false, Lang::De) => format!("\nDu bist dran:\n{list}"),
        (false, Lang::En) => format!("\nYour move:\n{list}"),
    }
}

fn two_player_prompt(lang: Lang, view: &PlayerView, list: &str) -> String {
    if list.is_empty() {
        return match (view.public.outcome.is_none(), lang) {
            (true, Lang::De) => "\nWarte auf deinen Gegner.".into(),
            (true, Lang::En) => "\nWaiting for your opponent.".into(),
            (false, _) => String::new(),
        };
    }
    let prompt = match (lang, view.public.trick.is_some()) {
        (Lang::De, false) => "Du spielst aus",
        (Lang::De, true) => "Du bist dran",
        (Lang::En, false) => "Your lead",
        (Lang::En, true) => "Your answer",
    };
    format!("\n{prompt}: {list}")
}

/// A hint in one line: the move and why.
pub fn hint(lang: Lang, hint: &crate::manager::HintView) -> String {
    use crate::manager::HintView;
    let (action, why) = match hint {
        HintView::Family(hint) => (
            action_label(lang, &hint.action, hint.trump),
            hint.why.text(lang).to_string(),
        ),
        HintView::Game {
            labels: Some(labels),
            why,
        } => {
            let why = why.as_ref().map_or_else(
                || {
                    lang.pick(
                        "was die Suche am besten findet",
                        "what the search finds best",
                    )
                    .to_owned()
                },
                |why| super::game::pick(lang, why),
            );
            (super::game::pick(lang, labels), why)
        }
        HintView::Game { labels: None, .. } => {
            return match lang {
                Lang::De => "Tipp: jetzt nichts tun – warten ist besser.".into(),
                Lang::En => "Hint: do nothing now – waiting is better.".into(),
            };
        }
    };
    match lang {
        Lang::De => format!("Tipp: {action} – {why}."),
        Lang::En => format!("Hint: {action} – {why}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::{Platform, TableKey};
    use crate::rules::bauern::{Double, GameType};
    use crate::rules::{Card, Game, HouseRules, Seat, Variant};
    use crate::text::card_short;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn a_hint_to_close_says_why_closing() {
        let close = crate::manager::HintView::Family(crate::manager::FamilyHint {
            action: AnyAction::Close,
            trump: Some(Suit::Hearts),
            why: crate::ai::Why::CloseToClaim,
            value: None,
        });
        assert_eq!(
            hint(Lang::En, &close),
            "Hint: Close – you have 66 – close first (a closer is paid double), then say “Enough!”."
        );
        assert!(hint(Lang::De, &close).starts_with("Tipp: Zudrehen – du hast 66 – erst zudrehen"));
    }

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
            epoch: 3,
            player: 0,
            view: SeatView::Two(game.view(seat)),
            show_points,
            read_only: false,
            pick: Default::default(),
        }
    }

    #[test]
    fn a_rendered_hand_contains_its_cards_and_numbered_choices() {
        let game = game();
        for lang in [Lang::De, Lang::En] {
            let view = hand_view(&game, Seat::FOREHAND, true);
            let text = hand(lang, &view);
            for card in view.view.hand() {
                assert!(
                    text.contains(&card_short(lang, card)),
                    "{card} missing: {text}"
                );
            }
            let choices = choices(lang, &view);
            assert_eq!(choices.len(), view.view.legal().len());
            for (i, (action, label)) in choices.iter().enumerate() {
                assert!(view.view.legal().contains(action));
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
                AnyAction::Play(c) => Some(c),
                _ => None,
            })
            .collect();
        assert_eq!(
            plays,
            crate::games::schnapsen::words::sorted(view.view.hand())
        );
    }

    #[test]
    fn action_labels() {
        let trump = Suit::Spades;
        let label = |lang, a: AnyAction| action_label(lang, &a, Some(trump));
        let ah: Card = "AH".parse().unwrap();
        assert_eq!(label(Lang::En, AnyAction::Play(ah)), "A♥");
        assert_eq!(label(Lang::De, AnyAction::Announce(Suit::Hearts)), "20 ♥");
        assert_eq!(label(Lang::En, AnyAction::Announce(Suit::Spades)), "40 ♠");
        assert_eq!(label(Lang::De, AnyAction::Exchange), "Tauschen");
        assert_eq!(label(Lang::En, AnyAction::Exchange), "Exchange");
        assert_eq!(label(Lang::De, AnyAction::Close), "Zudrehen");
        assert_eq!(label(Lang::En, AnyAction::Close), "Close");
        assert_eq!(label(Lang::De, AnyAction::Claim), "Danke, genug");
        assert_eq!(label(Lang::En, AnyAction::Claim), "Enough!");
        assert_eq!(label(Lang::De, AnyAction::Trump(Suit::Hearts)), "♥ Trumpf");
        assert_eq!(label(Lang::En, AnyAction::Trump(Suit::Clubs)), "♣ trump");
        assert_eq!(label(Lang::De, AnyAction::Turn(2)), "Karte 3 aufdecken");
        assert_eq!(label(Lang::De, AnyAction::Pass), "Gut");
        assert_eq!(label(Lang::En, AnyAction::Pass), "Pass");
        assert_eq!(label(Lang::De, AnyAction::Redeal), "Neu geben");
        assert_eq!(
            label(Lang::En, AnyAction::Bid(GameType::Zehnerloch)),
            "Zehnerloch"
        );
        assert_eq!(label(Lang::De, AnyAction::Double(Double::Retour)), "Retour");
        let pair = ["QD".parse().unwrap(), "JC".parse().unwrap()];
        assert_eq!(label(Lang::De, AnyAction::Discard(pair)), "Weglegen D♦ B♣");
        assert_eq!(label(Lang::En, AnyAction::Discard(pair)), "Lay away Q♦ J♣");
    }

    #[test]
    fn choices_put_cards_first_then_marriages_then_the_rest() {
        let legal = [
            AnyAction::Claim,
            AnyAction::Announce(Suit::Spades),
            AnyAction::Play("JH".parse().unwrap()),
            AnyAction::Play("AH".parse().unwrap()),
            AnyAction::Pass,
            AnyAction::Bid(GameType::Bettler),
            AnyAction::Bid(GameType::Durchmarsch),
            AnyAction::Double(Double::Kontra),
        ];
        let labels: Vec<String> = legal_choices(Lang::De, &legal, Some(Suit::Spades))
            .into_iter()
            .map(|(_, l)| l)
            .collect();
        assert_eq!(
            labels,
            [
                "A♥",
                "B♥",
                "40 ♠",
                "Danke, genug",
                "Gut",
                "Bettler",
                "Durchmarsch",
                "Kontra"
            ]
        );
    }
}
