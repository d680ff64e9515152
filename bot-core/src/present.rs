//! The presentation layer: which keys a message carries and how they are laid out, decided once
//! for every front end. Telegram, Discord and the terminal only map a [`Key`] onto their widget
//! (an inline button, a component button, a numbered line).
//!
//! - A hand's moves are grouped (cards, then the game's other moves by kind), each group in rows
//!   of at most [`ROW`] keys, at most [`ROWS`] rows — Discord's limits, and a keyboard still
//!   readable on a phone.
//! - A move made of several cards (laying away, discarding, buying) is one widget everywhere:
//!   the cards are toggles ([`Button::Pick`]), a picked card shows a tick, and the move's key
//!   appears once the number of picked cards fits.
//! - A hand too large for the limits, or a card to name among those the player does not hold,
//!   shows one suit at a time with a key per suit; moves too
//!   many for the limits (stakes on every rank and amount) are chosen in two steps by their first
//!   word (the rank), then the rest.
//! - The table message's keys ([`table_keys`]) and the claim under a notice that a player's
//!   time ran out ([`forfeit_key`]) are labelled ([`text::table_label`]) and styled here too, so
//!   that every front end shows the same words.

use crate::games::{self, GameId, Move};
use crate::ids::Lang;
use crate::protocol::{Button, HandView, Pick, Play, TableView};
use crate::text;

/// The most players a table seats: the largest table of any game of the registry (a test checks
/// it against [`GameId::all`]), what `/newgame N` and Discord's `players` option accept.
pub const MAX_PLAYERS: usize = 11;

/// Keys in a row.
pub const ROW: usize = 5;
/// Rows of keys in a message.
pub const ROWS: usize = 5;

/// How a key looks: front ends map it onto their styles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// A card, or a plain choice.
    Plain,
    /// A move that decides something (trump, a bid, an announcement).
    Main,
    /// A move that costs if it is a mistake (closing the talon, doubling).
    Risky,
    /// A move that ends something well (claiming, confirming a choice of cards).
    Done,
}

/// A key: its button, its label and its look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// What it does.
    pub button: Button,
    /// Its label.
    pub label: String,
    /// How it looks.
    pub look: Look,
}

/// The keys under a table message, in rows ([`crate::protocol::table_buttons`]): My cards
/// during a game; in the lobby Join and "+ Seat a computer" while a seat is free, Deal once the
/// seats are full, and the games the opener may choose, the table's ticked.
pub fn table_keys(lang: Lang, view: &TableView) -> Vec<Vec<Key>> {
    crate::protocol::table_buttons(view)
        .into_iter()
        .filter(|row| !row.is_empty())
        .map(|row| {
            row.into_iter()
                .filter_map(|button| table_key(lang, button, view.variant))
                .collect()
        })
        .collect()
}

/// The key to claim the game of a player whose time ran out, under the notice that says so.
pub fn forfeit_key(lang: Lang) -> Key {
    Key {
        button: Button::Forfeit,
        label: text::claim_label(lang),
        look: Look::Risky,
    }
}

/// A table message's key, labelled and styled (`None` for a hand's key); `chosen` is the
/// table's game.
fn table_key(lang: Lang, button: Button, chosen: GameId) -> Option<Key> {
    if button == Button::Forfeit {
        return Some(forfeit_key(lang));
    }
    let look = match button {
        Button::Join | Button::ShowHand => Look::Main,
        Button::Start => Look::Done,
        Button::Variant(game) if game == chosen => Look::Done,
        _ => Look::Plain,
    };
    Some(Key {
        label: text::table_label(lang, &button, chosen)?,
        button,
        look,
    })
}

/// The keys under a hand, in rows (empty for a read-only hand or a player who may do nothing).
pub fn hand_keys(lang: Lang, hand: &HandView) -> Vec<Vec<Key>> {
    if hand.read_only {
        return Vec::new();
    }
    game_keys(lang, hand, &hand.view)
}

/// The hand's picks so far, made against the version its buttons carry (a fresh hand's pick
/// has none yet).
fn base(hand: &HandView) -> Pick {
    Pick {
        version: hand.epoch,
        ..hand.pick
    }
}

/// A card's toggle in a choice of several cards: pressing it shows the hand with the card
/// picked, or no longer picked.
fn toggle(hand: &HandView, picked: games::CardSet, card: games::Card, label: String) -> Key {
    let mut after = picked;
    let on = picked.contains(card);
    if on {
        after.remove(card);
    } else {
        after.insert(card);
    }
    Key {
        button: Button::Pick(Pick {
            picked: after,
            ..base(hand)
        }),
        label: if on { format!("✓ {label}") } else { label },
        look: if on { Look::Main } else { Look::Plain },
    }
}

/// The keys of a registry game's hand.
fn game_keys(lang: Lang, hand: &HandView, view: &crate::protocol::GameSeat) -> Vec<Vec<Key>> {
    let version = hand.epoch;
    let face = view.public.game.spec().face;
    let mut cards: Vec<(games::Card, Key)> = Vec::new();
    let mut words: Vec<(Move, Key)> = Vec::new();
    for (mv, label) in text::moves(lang, view) {
        let choice = view
            .choices
            .iter()
            .find(|c| mv.args().next().is_none() && c.verb == mv.verb());
        match (choice, mv.cards().as_slice()) {
            (Some(choice), _) => {
                for &card in &choice.from {
                    let label = face.card(card, lang).to_owned();
                    cards.push((card, toggle(hand, hand.pick.picked, card, label)));
                }
                let chosen: Vec<games::Card> = choice
                    .from
                    .iter()
                    .copied()
                    .filter(|&c| hand.pick.picked.contains(c))
                    .collect();
                if let Some(done) = choice.choice().to_move(&chosen) {
                    let cards = face.cards(&chosen, lang);
                    words.push((
                        done,
                        Key {
                            button: Play::Game(done).button(version),
                            label: format!("{label}: {cards}"),
                            look: Look::Done,
                        },
                    ));
                }
            }
            (None, &[card]) if mv.args().count() == 1 => cards.push((
                card,
                Key {
                    button: Play::Game(mv).button(version),
                    label,
                    look: Look::Plain,
                },
            )),
            _ => words.push((
                mv,
                Key {
                    button: Play::Game(mv).button(version),
                    label,
                    look: Look::Main,
                },
            )),
        }
    }
    // Where a computer waits for him: a key to say he is ready, in a row of its own.
    let ready: Vec<Key> = view
        .ready
        .then(|| Key {
            button: Play::Ready.button(version),
            label: text::ready_label(lang).to_owned(),
            look: Look::Done,
        })
        .into_iter()
        .collect();
    let rows_left = ROWS - ready.len();
    let word_rows = words.len().div_ceil(ROW);
    let card_rows = cards.len().div_ceil(ROW);
    // Cards the player does not hold (asking for one) are chosen by suit, then rank.
    let named = cards.iter().filter(|(c, _)| !view.hand.contains(c)).count();
    if card_rows + word_rows <= rows_left && named <= ROW {
        let mut groups = vec![cards.into_iter().map(|(_, k)| k).collect::<Vec<_>>()];
        groups.push(words.into_iter().map(|(_, k)| k).collect());
        groups.push(ready);
        return arrange(groups);
    }
    let mut rows = Vec::new();
    if !cards.is_empty() {
        rows.extend(by_suit(
            hand,
            cards,
            rows_left - word_rows.min(rows_left - 3),
        ));
    }
    let room = rows_left - rows.len();
    rows.extend(by_prefix(lang, hand, words, room));
    if !ready.is_empty() {
        rows.push(ready);
    }
    rows
}

/// Card keys one suit at a time: a row of suits, then the shown suit's cards (at most `rows`
/// rows in all).
fn by_suit(hand: &HandView, cards: Vec<(games::Card, Key)>, rows: usize) -> Vec<Vec<Key>> {
    let face = hand.view.public.game.spec().face;
    // The suits in the order the hand shows them.
    let mut suits: Vec<games::Suit> = Vec::new();
    for (card, _) in &cards {
        if !suits.contains(&card.suit()) {
            suits.push(card.suit());
        }
    }
    let shown = hand
        .pick
        .suit
        .filter(|s| suits.contains(s))
        .unwrap_or(suits[0]);
    let mut out = vec![
        suits
            .iter()
            .map(|&suit| Key {
                button: Button::Pick(Pick {
                    suit: Some(suit),
                    ..base(hand)
                }),
                label: if suit == shown {
                    format!("[{}]", face.symbol(suit))
                } else {
                    face.symbol(suit).to_owned()
                },
                look: if suit == shown {
                    Look::Main
                } else {
                    Look::Plain
                },
            })
            .collect::<Vec<_>>(),
    ];
    let of_suit: Vec<Key> = cards
        .into_iter()
        .filter(|(c, _)| c.suit() == shown)
        .map(|(_, k)| k)
        .collect();
    out.extend(
        of_suit
            .chunks(ROW)
            .take(rows.saturating_sub(1))
            .map(<[Key]>::to_vec),
    );
    out
}

/// Moves in at most `rows` rows: all of them if they fit, else their first two words as keys
/// that open the moves beginning with them (the hand shown again with a prefix).
fn by_prefix(lang: Lang, hand: &HandView, words: Vec<(Move, Key)>, rows: usize) -> Vec<Vec<Key>> {
    if rows == 0 {
        return Vec::new();
    }
    if words.len() <= rows * ROW {
        return words
            .into_iter()
            .map(|(_, k)| k)
            .collect::<Vec<_>>()
            .chunks(ROW)
            .map(<[Key]>::to_vec)
            .collect();
    }
    let prefix = Move::group;
    let open = hand.pick.prefix;
    let (inside, groups): (Vec<_>, Vec<_>) = match open {
        Some(p) => (
            words
                .into_iter()
                .filter(|(m, _)| prefix(m) == Some(p))
                .map(|(_, k)| k)
                .collect(),
            Vec::new(),
        ),
        None => {
            let mut heads: Vec<Move> = Vec::new();
            let mut loose = Vec::new();
            for (mv, key) in words {
                match prefix(&mv) {
                    Some(p) if !heads.contains(&p) => heads.push(p),
                    Some(_) => {}
                    None => loose.push(key),
                }
            }
            (loose, heads)
        }
    };
    let mut keys = inside;
    for head in groups {
        keys.push(Key {
            button: Button::Pick(Pick {
                prefix: Some(head),
                ..base(hand)
            }),
            label: text::group_label(lang, &hand.view, head),
            look: Look::Main,
        });
    }
    if open.is_some() {
        keys.push(Key {
            button: Button::Pick(Pick {
                prefix: None,
                ..base(hand)
            }),
            label: "↩".into(),
            look: Look::Plain,
        });
    }
    keys.chunks(ROW).take(rows).map(<[Key]>::to_vec).collect()
}

/// Groups in rows of [`ROW`], each group starting a new row; packed without regard to groups if
/// that needs more than [`ROWS`] rows.
pub fn arrange(groups: Vec<Vec<Key>>) -> Vec<Vec<Key>> {
    let rows: Vec<Vec<Key>> = groups
        .iter()
        .flat_map(|g| g.chunks(ROW).map(<[Key]>::to_vec))
        .collect();
    if rows.len() <= ROWS {
        return rows;
    }
    let all: Vec<Key> = groups.into_iter().flatten().collect();
    all.chunks(ROW).map(<[Key]>::to_vec).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Card, GameId, Pack};
    use crate::ids::{Platform, TableKey};
    use crate::protocol::{GamePublic, GameSeat};

    /// A hand whose moves are `moves`, holding `hand`.
    fn hand_of(hand: Vec<Card>, moves: Vec<Move>, pick: Pick) -> HandView {
        let labels = moves.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        HandView {
            key: TableKey::new(Platform::Terminal, "t"),
            version: 11,
            epoch: 9,
            player: 0,
            view: GameSeat {
                seat: 0,
                hand,
                lines: Default::default(),
                hand_line: Default::default(),
                prompt: Default::default(),
                labels: [labels.clone(), labels],
                moves,
                choices: Vec::new(),
                ready: false,
                public: GamePublic {
                    game: GameId::all().next().unwrap(),
                    to_act: vec![0],
                    lines: Default::default(),
                    glance: Default::default(),
                    scene: Default::default(),
                },
                groups: Vec::new(),
            },
            read_only: false,
            pick,
            cards: None,
        }
    }

    /// The cards of the move keys below the first row (the suits).
    fn cards_below_suits(rows: &[Vec<Key>]) -> Vec<Card> {
        rows[1..]
            .iter()
            .flatten()
            .filter_map(|k| match k.button {
                Button::Move { mv, .. } => mv.card(),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_card_to_ask_for_is_chosen_by_suit_then_rank() {
        let pack = Pack::ThirtyTwo.cards();
        let (held, others) = pack.split_at(12);
        let moves: Vec<Move> = others.iter().map(|&c| Move::new("ask", [c])).collect();
        let first = hand_of(held.to_vec(), moves.clone(), Pick::default());
        let rows = hand_keys(Lang::En, &first);
        let suits: Vec<_> = rows[0]
            .iter()
            .map(|k| match k.button {
                // Made against the version the hand's buttons carry, from a fresh hand too.
                Button::Pick(p) if p.version == 9 => p.suit,
                other => panic!("a suit first, at version 9: {other:?}"),
            })
            .collect();
        assert!(suits.len() >= 2, "{rows:?}");
        let shown = cards_below_suits(&rows);
        assert!(
            shown.iter().all(|c| Some(c.suit()) == suits[0]),
            "{shown:?}"
        );
        // Another suit pressed: its cards.
        let pick = Pick {
            version: 9,
            suit: suits[1],
            ..Pick::default()
        };
        let second = hand_keys(Lang::En, &hand_of(held.to_vec(), moves, pick));
        let shown = cards_below_suits(&second);
        assert!(!shown.is_empty() && shown.iter().all(|c| Some(c.suit()) == suits[1]));
        assert!(second.len() <= ROWS && second.iter().all(|r| r.len() <= ROW));
    }

    #[test]
    fn a_few_cards_of_the_hand_are_shown_at_once() {
        let pack = Pack::ThirtyTwo.cards();
        let hand = pack[..6].to_vec();
        let moves: Vec<Move> = hand.iter().map(|&c| Move::play(c)).collect();
        let rows = hand_keys(Lang::En, &hand_of(hand, moves, Pick::default()));
        let keys: usize = rows.iter().map(Vec::len).sum();
        assert_eq!(keys, 6, "every card a key: {rows:?}");
        assert!(
            rows.iter()
                .flatten()
                .all(|k| matches!(k.button, Button::Move { .. }))
        );
    }

    #[test]
    fn the_most_players_are_the_registrys_largest_table() {
        let largest = GameId::all().map(|g| g.spec().seats.1).max();
        assert_eq!(largest, Some(MAX_PLAYERS));
    }

    /// The lobby's keys: labelled and styled once, the chosen game ticked; Deal when full, My
    /// cards during a game.
    #[test]
    fn the_table_keys_carry_the_one_wording() {
        use crate::ids::{Platform, TableKey, User, UserId};
        use crate::manager::{Manager, SledStore, Timing};
        use crate::protocol::{Command, Open, Request};
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let key = TableKey::new(Platform::Terminal, "keys");
        let user = |id: &str| User::new(UserId::new(Platform::Terminal, id), id, Lang::En);
        let labels = |lang| -> Vec<Vec<(String, Look)>> {
            let view = manager.table(&key).unwrap().unwrap().view();
            table_keys(lang, &view)
                .into_iter()
                .map(|row| row.into_iter().map(|k| (k.label, k.look)).collect())
                .collect()
        };
        let send = |who: &str, command| {
            manager
                .handle(&Request::new(key.clone(), user(who), command))
                .unwrap();
        };
        send("a", Command::Open(Open::default()));
        let lobby = labels(Lang::En);
        assert_eq!(
            lobby[0],
            [
                ("Join".to_owned(), Look::Main),
                ("+ Seat a computer".to_owned(), Look::Plain)
            ]
        );
        assert_eq!(lobby[1][0], ("✓ Schnapsen".to_owned(), Look::Done));
        send("b", Command::Join);
        assert_eq!(labels(Lang::De)[0], [("Geben".to_owned(), Look::Done)]);
        send("a", Command::Start);
        assert_eq!(labels(Lang::En), [[("My cards".to_owned(), Look::Main)]]);
        assert_eq!(forfeit_key(Lang::De).label, "Spiel beanspruchen");
    }
}
