//! A player's private hand: his cards, the lines his game shows him, and what is asked of him —
//! in the terminal with his moves as numbered choices (the order of
//! [`offers`]), in chat beside the buttons.

use super::catalogue::{format, text};
use crate::games::Move;
use crate::ids::Lang;
use crate::protocol::{HandView, HintView, MAX_LISTED, Play};

/// The hand without its choices: the cards, and the lines the game shows the seat.
pub fn hand_summary(lang: Lang, hand: &HandView) -> String {
    super::game::hand_summary(lang, &hand.view)
}

/// The moves of a hand, in the order they are offered and numbered, each labelled: where a
/// computer waits for the player, first his word that he is ready (always number 1); then his
/// moves — more than [`MAX_LISTED`] in two steps: the moves of fewer than two words and the
/// groups of the others ([`Move::group`]: a stake's rank), and in an open group its moves and the
/// way back.
pub fn offers(lang: Lang, hand: &HandView) -> Vec<(Play, String)> {
    if hand.read_only {
        return Vec::new();
    }
    let view = &hand.view;
    let moves = super::moves(lang, view);
    let ready = view
        .ready
        .then(|| (Play::Ready, super::ready_label(lang).to_owned()));
    let game = |(m, l): (Move, String)| (Play::Game(m), l);
    let listed: Vec<(Play, String)> = match hand.pick.prefix {
        Some(open) => moves
            .into_iter()
            .filter(|(m, _)| m.group() == Some(open))
            .map(game)
            .chain([(Play::Back, text(lang, "hand-back"))])
            .collect(),
        None if moves.len() > MAX_LISTED => {
            let mut listed = Vec::new();
            let mut heads: Vec<Move> = Vec::new();
            for (mv, label) in moves {
                match mv.group() {
                    None => listed.push(game((mv, label))),
                    Some(head) if !heads.contains(&head) => heads.push(head),
                    Some(_) => {}
                }
            }
            let group = |head| (Play::Open(head), super::group_label(lang, view, head));
            listed.extend(heads.into_iter().map(group));
            listed
        }
        None => moves.into_iter().map(game).collect(),
    };
    ready.into_iter().chain(listed).collect()
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

/// The whole hand as a chat shows it above its buttons: [`hand_summary`] and what is asked of
/// the player, or a note that another player is to act.
pub fn hand(lang: Lang, hand: &HandView) -> String {
    hand_text(lang, hand, String::new())
}

/// [`hand`] where moves are typed (the terminal): the numbered choices, in the order of
/// [`offers`], and how to type a move of several cards (its verb and the
/// cards).
pub fn typed_hand(lang: Lang, hand: &HandView) -> String {
    let labels: Vec<String> = offers(lang, hand).into_iter().map(|(_, l)| l).collect();
    let mut list = numbered(&labels);
    let lines = super::game::choice_lines(lang, hand);
    if !lines.is_empty() {
        if !list.is_empty() {
            list.push('\n');
        }
        list.push_str(&lines.join("\n"));
    }
    hand_text(lang, hand, list)
}

fn hand_text(lang: Lang, hand: &HandView, list: String) -> String {
    let mut out = hand_summary(lang, hand);
    if hand.read_only {
        out.insert_str(0, &format!("{}\n", text(lang, "hand-watching")));
        return out;
    }
    out.push_str(&prompt(lang, hand, &list));
    out
}

/// What is asked of the player, with the `list` of his choices (empty in chat, where the
/// buttons follow).
fn prompt(lang: Lang, hand: &HandView, list: &str) -> String {
    let view = &hand.view;
    let asks = view.can_act() || view.ready;
    if let Some(asked) = super::game::pick(lang, &view.prompt) {
        // The game's own words for what it asks, then the choices: on its line where the
        // words end in a colon ("Your lead: 1) A♥ …").
        return match (list.is_empty(), asked.ends_with(':')) {
            (true, _) => format!("\n{asked}"),
            (false, true) => format!("\n{asked} {list}"),
            (false, false) => format!("\n{asked}\n{list}"),
        };
    }
    match (asks, list.is_empty()) {
        (false, _) if view.public.to_act.is_empty() => String::new(),
        (false, _) => format!("\n{}", text(lang, "hand-waiting")),
        (true, true) => format!("\n{}", text(lang, "hand-your-move")),
        (true, false) => format!("\n{}\n{list}", text(lang, "hand-your-move-list")),
    }
}

/// A hint in one line: the move and why.
pub fn hint(lang: Lang, hint: &HintView) -> String {
    let Some(labels) = &hint.labels else {
        return text(lang, "hint-wait");
    };
    let why = hint.why.as_ref().map_or_else(
        || text(lang, "hint-search"),
        |why| super::game::pick(lang, why),
    );
    let action = super::game::pick(lang, labels);
    let args = [("move", (&action).into()), ("why", (&why).into())];
    format(lang, "hint", &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{Platform, TableKey, User, UserId};
    use crate::manager::{Table, Timing};
    use crate::protocol::{Body, Command, Open};

    #[test]
    fn a_hint_says_the_move_and_why() {
        let close = HintView {
            labels: Some(["Zudrehen".into(), "Close".into()]),
            why: Some(["du hast 66".into(), "you have 66".into()]),
        };
        assert_eq!(hint(Lang::En, &close), "Hint: Close – you have 66.");
        assert_eq!(hint(Lang::De, &close), "Tipp: Zudrehen – du hast 66.");
        let wait = HintView {
            labels: None,
            why: None,
        };
        assert!(hint(Lang::En, &wait).contains("waiting is better"));
    }

    /// The hands of a dealt Schnapsen table of two people: the one to act first.
    fn hands() -> Vec<HandView> {
        let user = |id: &str| User::new(UserId::new(Platform::Terminal, id), id, Lang::En);
        let (a, b) = (user("a"), user("b"));
        let timing = Timing::default();
        let key = TableKey::new(Platform::Terminal, "local");
        let (mut table, _) = Table::open(key, &a, &Open::default(), 7, 0, timing).unwrap();
        table.handle(&b, &Command::Join, 0, timing).unwrap();
        table.handle(&a, &Command::Start, 0, timing).unwrap();
        let mut hands: Vec<HandView> = (0..2)
            .filter_map(|p| match table.hand_message(p)?.body {
                Body::Hand(hand) => Some(*hand),
                _ => None,
            })
            .collect();
        hands.sort_by_key(|h| !h.view.can_act());
        hands
    }

    #[test]
    fn a_rendered_hand_contains_its_cards_and_numbered_choices() {
        let hands = hands();
        let (mover, other) = (&hands[0], &hands[1]);
        for lang in [Lang::De, Lang::En] {
            let text = typed_hand(lang, mover);
            for card in &mover.view.hand {
                assert!(
                    text.contains(crate::games::glossary::Face::French.card(*card, lang)),
                    "{card} missing: {text}"
                );
            }
            let offers = offers(lang, mover);
            assert_eq!(offers.len(), mover.view.moves.len());
            for (i, (_, label)) in offers.iter().enumerate() {
                assert!(text.contains(&format!("{}) {label}", i + 1)), "{text}");
            }
            let chat = hand(lang, mover);
            assert!(!chat.contains("1) "), "the buttons follow in chat: {chat}");
            let waiting = typed_hand(lang, other);
            assert!(
                !waiting.contains(") "),
                "no choices when not to act: {waiting}"
            );
        }
        let en = typed_hand(Lang::En, mover);
        assert!(
            en.starts_with("Your cards: ") && en.contains("Your lead: 1) "),
            "{en}"
        );
        let chat = hand(Lang::De, mover);
        assert!(chat.ends_with("Du spielst aus:"), "{chat}");
        assert!(hand(Lang::En, &hands[1]).ends_with("Waiting for your opponent."));
    }

    /// A punter's first hand at Bassette against the computer's bank: far more stakes than a
    /// list holds.
    #[test]
    fn a_large_hand_is_offered_in_two_steps_with_ready_first() {
        let anna = User::new(UserId::new(Platform::Terminal, "a"), "Anna", Lang::De);
        let timing = Timing::default();
        let key = TableKey::new(Platform::Terminal, "local");
        let open = Open {
            variant: crate::games::GameId::of("bassette").unwrap(),
            computer: Some(crate::games::Level::Easy),
            ..Open::default()
        };
        let (mut table, _) = Table::open(key, &anna, &open, 7, 0, timing).unwrap();
        // Against the computer the table deals at once.
        let hand = |table: &Table| match table.hand_message(0).map(|m| m.body) {
            Some(Body::Hand(hand)) => *hand,
            other => panic!("a hand: {other:?}"),
        };
        let first = hand(&table);
        assert!(
            first.view.moves.len() > MAX_LISTED,
            "{}",
            first.view.moves.len()
        );
        for lang in Lang::ALL {
            let offers = offers(lang, &first);
            assert!(offers.len() <= MAX_LISTED, "{}", offers.len());
            if first.view.ready {
                assert_eq!(offers[0].0, Play::Ready, "ready is always number 1");
            }
            let groups: Vec<Move> = offers
                .iter()
                .filter_map(|(play, _)| match play {
                    Play::Open(head) => Some(*head),
                    _ => None,
                })
                .collect();
            assert!(!groups.is_empty());
            for (play, label) in &offers {
                if let Play::Open(head) = play {
                    assert_eq!(*label, super::super::group_label(lang, &first.view, *head));
                    assert!(label.ends_with(" …"), "{label}");
                    let on = if lang == Lang::De { "auf " } else { "on " };
                    assert!(label.starts_with(on), "the game's words: {label}");
                }
            }
        }
        // Opening a group shows its moves, and the way back last.
        let head = first.view.moves.iter().find_map(Move::group).unwrap();
        let Command::Pick(pick) = Play::Open(head).command(Some(first.version)) else {
            panic!("a group opens by a pick")
        };
        table
            .handle(&anna, &Command::Pick(pick), 0, timing)
            .unwrap();
        let opened = hand(&table);
        assert_eq!(opened.pick.prefix, Some(head));
        let inside = offers(Lang::En, &opened);
        let (back, moves) = inside.split_last().unwrap();
        assert_eq!(back.0, Play::Back);
        let skip = usize::from(opened.view.ready);
        assert!(
            moves[skip..]
                .iter()
                .all(|(play, _)| matches!(play, Play::Game(m) if m.group() == Some(head)))
        );
        let in_group = first
            .view
            .moves
            .iter()
            .filter(|m| m.group() == Some(head))
            .count();
        assert_eq!(moves.len() - skip, in_group);
    }
}
