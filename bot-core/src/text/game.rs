//! Words for the games of the registry: each game brings its own (names, lines, move labels,
//! events, the `/rules` text, its house rules); this module only arranges them like the rest of
//! Bummerl's texts.

use super::catalogue::{format, text};
use crate::games::{GameId, Lang, Move};
use crate::protocol::{Event, GamePublic, GameSeat, HandView};

/// A language's entry of something kept per language, in the order of [`Lang::ALL`].
pub fn pick<T: Clone>(lang: Lang, pair: &[T; 2]) -> T {
    pair[lang.index()].clone()
}

/// The game's name.
pub(crate) fn name_of(lang: Lang, id: GameId) -> String {
    id.spec().name(lang)
}

/// What sets the game apart, in one line.
pub(crate) fn summary_of(lang: Lang, id: GameId) -> String {
    id.spec().blurb(lang)
}

/// The game's `/rules` text.
pub fn game_rules_text(lang: Lang, id: GameId) -> String {
    id.spec().rules_text(lang)
}

/// The table lines of a deal under way.
pub(crate) fn round_lines(lang: Lang, public: &GamePublic, lines: &mut Vec<String>) {
    lines.extend(pick(lang, &public.lines));
}

/// The moves of a hand with their labels, in the order the game offers them
/// ([`crate::games::Words::offer`]: the way a player reads them).
pub fn moves(lang: Lang, view: &GameSeat) -> Vec<(Move, String)> {
    view.moves
        .iter()
        .copied()
        .zip(pick(lang, &view.labels))
        .collect()
}

/// How a player types the verb of a move of several cards in `lang`: the word of its label that
/// the game reads as that move with cards (`weglegen` of "Zwei Karten weglegen"), else the
/// label's first word (`lay` of "Lay away"), which the typed reader then takes for the verb
/// ([`super::typed::game_move`]); the verb itself where the move has no label.
pub fn typed_verb(lang: Lang, view: &GameSeat, verb: &str) -> String {
    let labels = pick(lang, &view.labels);
    let Some(label) = view
        .moves
        .iter()
        .zip(&labels)
        .find(|(m, _)| m.verb() == verb && m.args().next().is_none())
        .map(|(_, label)| label.to_lowercase())
    else {
        return verb.to_owned();
    };
    let cards: Vec<String> = view
        .choices
        .iter()
        .find(|c| c.verb == verb)
        .map(|c| c.from.iter().take(c.min).map(|c| c.to_string()).collect())
        .unwrap_or_default();
    let read = view.public.game.spec().read;
    let words: Vec<&str> = label.split_whitespace().collect();
    let reads = |word: &str| {
        let typed = format!("{word} {}", cards.join(" "));
        read(&typed).is_some_and(|mv| mv.verb() == verb)
    };
    words
        .iter()
        .copied()
        .find(|word| reads(word))
        .or(words.first().copied())
        .map_or_else(|| verb.to_owned(), str::to_owned)
}

/// The label of a group of moves (their first two words, [`crate::protocol::group_of`]), as the
/// game words it, marked as opening more: `auf K …`.
pub fn group_label(lang: Lang, view: &GameSeat, head: Move) -> String {
    let label = view
        .groups
        .iter()
        .find(|(known, _)| *known == head)
        .map(|(_, labels)| pick(lang, labels))
        .unwrap_or_else(|| games_label(lang, view, &head));
    format!("{label} …")
}

/// A move's label as the kernel words it, in the game's face.
fn games_label(lang: Lang, view: &GameSeat, mv: &Move) -> String {
    crate::games::game::default_label(mv, lang, view.public.game.spec().face)
}

/// The key with which a player tells a waiting computer that he is ready.
pub fn ready_label(lang: Lang) -> String {
    text(lang, "hand-ready")
}

/// The labels of a hand's moves, in the order of its moves.
pub fn game_labels(lang: Lang, view: &GameSeat) -> Vec<String> {
    pick(lang, &view.labels)
}

/// A hand: its cards and the game's lines for the seat.
pub(crate) fn hand_summary(lang: Lang, view: &GameSeat) -> String {
    let face = view.public.game.spec().face;
    let cards = pick(lang, &view.hand_line).or_else(|| {
        // A seat that holds no cards (a punter at Bassette) has no line of them.
        let cards = face.cards(&view.hand, lang);
        (!view.hand.is_empty())
            .then(|| format(lang, "hand-your-cards", &[("cards", (&cards).into())]))
    });
    cards
        .into_iter()
        .chain(pick(lang, &view.lines))
        .collect::<Vec<_>>()
        .join("\n")
}

/// How to make a move of several cards where moves are typed: `lay: choose 2 cards, e.g. “lay
/// 7♣ 8♦”`.
pub(crate) fn choice_lines(lang: Lang, hand: &HandView) -> Vec<String> {
    hand.view
        .choices
        .iter()
        .map(|c| {
            let count = if c.min == c.max {
                c.min.to_string()
            } else {
                format!("{}–{}", c.min, c.max)
            };
            let face = hand.view.public.game.spec().face;
            let example = face.cards(&c.from[..c.min.max(1).min(c.from.len())], lang);
            let args = [
                ("verb", typed_verb(lang, &hand.view, &c.verb).into()),
                ("count", (&count).into()),
                ("n", c.max.into()),
                ("example", (&example).into()),
            ];
            format(lang, "hand-choose-cards", &args)
        })
        .collect()
}

/// The events of registry games; `None` for any other event.
pub(crate) fn event(lang: Lang, event: &Event) -> Option<String> {
    Some(match event {
        Event::Told { lines } => pick(lang, lines).join("\n"),
        Event::MatchOver {
            game,
            results,
            standing,
        } => {
            let list: Vec<String> = results
                .iter()
                .map(|(name, r)| format!("{name} {r:+} {}", game.spec().unit(lang, r.abs())))
                .collect();
            let results = list.join(" · ");
            let args = [
                ("game", name_of(lang, *game).into()),
                ("results", results.into()),
            ];
            let head = format(lang, "match-over", &args);
            let standing = pick(lang, standing);
            if standing.is_empty() {
                head
            } else {
                format!("{head}\n{standing}")
            }
        }
        _ => return None,
    })
}
