//! What players type, read leniently against a hand: a game's moves (`KH`, `bid solo`, `lay 7C
//! 8D`, `40`, the game's own words), cards by code, face or name ([`crate::games::typed`]),
//! players by place or name, and "ready". One reader for the table, the terminal and both chat
//! adapters, so what works in one works in all.

use crate::games::typed::card;
use crate::ids::Lang;

/// `/kiebitz NAME|N`: a player at the table by his number in the table's list (from 1) or by
/// his name — whole, or a beginning only one name has; case and a leading `@` do not matter.
/// `names` are the table's players in seating order; the answer is an index into them.
pub fn player(args: &str, names: &[String]) -> Option<usize> {
    let wanted = args.trim().trim_start_matches('@').trim().to_lowercase();
    if wanted.is_empty() {
        return None;
    }
    if let Ok(n) = wanted.parse::<usize>() {
        return (1..=names.len()).contains(&n).then(|| n - 1);
    }
    let names: Vec<String> = names.iter().map(|n| n.trim().to_lowercase()).collect();
    if let Some(exact) = names.iter().position(|n| *n == wanted) {
        return Some(exact);
    }
    let mut starting = (0..names.len()).filter(|&i| names[i].starts_with(&wanted));
    match (starting.next(), starting.next()) {
        (Some(only), None) => Some(only),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_by_place_or_unique_beginning() {
        let names = ["Anna".to_owned(), "Bert".to_owned(), "Berta".to_owned()];
        assert_eq!(player("2", &names), Some(1));
        assert_eq!(player("@anna", &names), Some(0));
        assert_eq!(player("bert", &names), Some(1), "a whole name wins");
        assert_eq!(player("ber", &names), None, "two names begin so");
        assert_eq!(player("4", &names), None);
        assert_eq!(player("", &names), None);
    }
}

/// A registry game's move as a player types it, any case: the game's own words
/// ([`crate::games::GameSpec::read`]), a legal move's text with spaces or colons (`bid solo`,
/// `stake 7 3`, `propose`), a card alone for the one move with that card (`KH`, `10h`, `K♥`), or
/// a verb and the cards of a choice, by code or by their numbers in its list (`lay 7C 8D`, `lay 1
/// 4`). `None` for anything that is not a legal move
/// of `view`.
pub fn game_move(text: &str, view: &crate::protocol::GameSeat) -> Option<crate::games::Move> {
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ':' || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    let (first, rest) = tokens.split_first()?;
    // A move's label typed as listed, in either language: `9 auf K`, `Karte nehmen`.
    let squeezed = tokens.join(" ").to_lowercase();
    let listed = |i: usize| {
        view.labels.iter().any(|labels| {
            labels.get(i).is_some_and(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                words.join(" ").to_lowercase() == squeezed
            })
        })
    };
    if let Some(i) = (0..view.moves.len()).find(|&i| listed(i)) {
        return Some(view.moves[i]);
    }
    // The game's own words first, if they name a move open to the seat — a verb alone the one
    // move with that verb ("20": the marriage the player holds).
    if let Some(mv) = (view.public.game.spec().read)(text) {
        if view.moves.contains(&mv) {
            return Some(mv);
        }
        if let Some(choice) = view.choices.iter().find(|c| c.verb == mv.verb()) {
            return choice.choice().to_move(&mv.cards());
        }
        let same_verb: Vec<&crate::games::Move> = view
            .moves
            .iter()
            .filter(|m| m.verb() == mv.verb())
            .collect();
        if let ([only], None) = (&same_verb[..], mv.args().next()) {
            return Some(**only);
        }
    }
    if let ([], Some(card)) = (rest, card(first)) {
        let with: Vec<&crate::games::Move> = view
            .moves
            .iter()
            .filter(|m| m.cards() == [card] && m.args().count() == 1)
            .collect();
        if let [only] = with[..] {
            return Some(*only);
        }
    }
    let verb = first.to_lowercase();
    let args: Vec<String> = rest
        .iter()
        .map(|a| match card(a) {
            Some(card) => card.to_string(),
            None => a.to_lowercase(),
        })
        .collect();
    let wanted = std::iter::once(verb.clone())
        .chain(args.iter().cloned())
        .collect::<Vec<_>>()
        .join(":");
    if let Some(found) = view
        .moves
        .iter()
        .find(|m| m.text().eq_ignore_ascii_case(&wanted))
    {
        return Some(*found);
    }
    // A verb of a choice of cards, as its code or as the first word of its label in either
    // language (`weglegen 3 4`, as the prompt suggests).
    let named = |c: &&crate::protocol::ChoiceView| {
        c.verb == verb
            || Lang::ALL
                .into_iter()
                .any(|lang| crate::text::typed_verb(lang, view, &c.verb) == verb)
    };
    if let Some(choice) = view.choices.iter().find(named) {
        // Each card by code, or by its number in the list of cards to choose from (`lay 1 4`).
        let numbered = |a: &str| {
            let n: usize = a.parse().ok()?;
            choice.from.get(n.checked_sub(1)?).copied()
        };
        let cards: Option<Vec<crate::games::Card>> = rest
            .iter()
            .map(|a| card(a).or_else(|| numbered(a)))
            .collect();
        return choice.choice().to_move(&cards?);
    }
    // The first word of exactly one move's label, in either language: `40` for the marriage
    // labelled "40 ♥".
    let word = text.trim().to_lowercase();
    let labelled = |i: usize| {
        view.labels.iter().any(|labels| {
            labels
                .get(i)
                .and_then(|l| l.split_whitespace().next())
                .is_some_and(|w| w.to_lowercase() == word)
        })
    };
    let mut so = (0..view.moves.len()).filter(|&i| labelled(i));
    match (so.next(), so.next()) {
        (Some(only), None) => Some(view.moves[only]),
        _ => None,
    }
}

/// What a player typed, as the move he means at `view`: one of his moves ([`game_move`], also
/// behind `play`/`spiel`); else — the game's own words or a card, that are no move of his now —
/// that move all the same, so that the game says why not (`None`: nothing a move of this game).
pub fn meant(text: &str, view: &crate::protocol::GameSeat) -> Option<crate::games::Move> {
    his_move(text, view)
        .or_else(|| (view.public.game.spec().read)(text))
        .or_else(|| card_move(view, card(card_words(text).unwrap_or(text))?))
}

/// What a player typed, if it is one of his moves now ([`game_move`], also behind
/// `play`/`spiel`): the first half of [`meant`], for a front end that explains a choice of
/// cards before it lets the game refuse.
pub fn his_move(text: &str, view: &crate::protocol::GameSeat) -> Option<crate::games::Move> {
    game_move(text, view).or_else(|| card_words(text).and_then(|w| game_move(w, view)))
}

/// `/announce ARGS`: a marriage by its points as labelled (`40`) or by its suit (`H`, `Herz`),
/// read as `announce SUIT`; a suit that is no announcement of his now is meant all the same, so
/// that the game says why.
pub fn announced(args: &str, view: &crate::protocol::GameSeat) -> Option<crate::games::Move> {
    let announce = format!("announce {}", args.trim());
    game_move(args, view)
        .or_else(|| game_move(&announce, view))
        .or_else(|| crate::games::typed::suit(args).and(meant(&announce, view)))
}

/// The offer a player chose by its number in the list his hand shows, from 1
/// ([`crate::text::offers`], in their order): `/play 2`, or `2` at the terminal.
pub fn numbered(text: &str, offers: &[crate::protocol::Play]) -> Option<crate::protocol::Play> {
    let n: usize = text.trim().parse().ok()?;
    offers.get(n.checked_sub(1)?).copied()
}

/// What follows `play`/`p`/`spiel` in a typed line, if it begins so.
pub fn card_words(text: &str) -> Option<&str> {
    let (first, rest) = text.trim().split_once(char::is_whitespace)?;
    matches!(
        first.to_lowercase().as_str(),
        "play" | "p" | "spiel" | "spiele" | "spielen"
    )
    .then(|| rest.trim())
}

/// The game's move with `card` alone, built like the seat's moves of one card (`play:7H`) where
/// they all have one verb (`play` where he has none now): a card that is no move, made so that
/// the game itself says why.
fn card_move(
    view: &crate::protocol::GameSeat,
    card: crate::games::Card,
) -> Option<crate::games::Move> {
    let mut verbs = view
        .moves
        .iter()
        .filter(|m| m.cards().len() == 1 && m.args().count() == 1)
        .map(|m| m.verb());
    let verb = verbs.next().unwrap_or("play");
    if verbs.any(|v| v != verb) {
        return None;
    }
    crate::games::Move::parse(&format!("{verb}:{card}")).ok()
}

/// Whether a typed word says "I am ready" (a punter letting a computer banker draw, a player
/// at four or three who will not double: "Gut").
pub fn ready(text: &str) -> bool {
    matches!(
        text.trim().to_lowercase().as_str(),
        "ready" | "fertig" | "bereit" | "done" | "gut"
    )
}

#[cfg(test)]
mod game_tests {
    use super::*;
    use crate::games::{GameId, Move};
    use crate::protocol::{ChoiceView, GamePublic, GameSeat};

    fn view() -> GameSeat {
        let card = |c: &str| c.parse::<crate::games::Card>().unwrap();
        let moves: Vec<Move> = ["bid:solo", "lay", "pass", "play:2S", "play:KH", "play:TD"]
            .iter()
            .map(|m| Move::parse(m).unwrap())
            .collect();
        GameSeat {
            seat: 0,
            hand: vec![card("KH"), card("TD"), card("2S")],
            lines: Default::default(),
            hand_line: Default::default(),
            prompt: Default::default(),
            labels: Default::default(),
            ready: false,
            groups: Vec::new(),
            choices: vec![ChoiceView {
                verb: "lay".into(),
                from: vec![card("KH"), card("TD"), card("2S")],
                min: 2,
                max: 2,
            }],
            moves,
            public: GamePublic {
                game: GameId::all().next().unwrap(),
                to_act: vec![0],
                lines: Default::default(),
                glance: Default::default(),
                scene: Default::default(),
            },
        }
    }

    /// Issue #41: what the hand lists is what a player may type — a label as it stands, and
    /// the verb of a choice of cards in his language, as the prompt suggests it.
    #[test]
    fn a_label_as_listed_and_a_choices_verb_in_either_language_are_read() {
        let mut v = view();
        let de = ["Solo ansagen (3)", "Weglegen", "Passen", "2♠", "K♥", "10♦"];
        let en = ["Bid solo (3)", "Lay away", "Pass", "2♠", "K♥", "10♦"];
        v.labels = [de, en].map(|l| l.iter().map(|s| s.to_string()).collect());
        let typed = |t: &str| game_move(t, &v).map(|m| m.to_string());
        assert_eq!(typed("solo ansagen (3)").as_deref(), Some("bid:solo"));
        assert_eq!(typed("Bid  Solo (3)").as_deref(), Some("bid:solo"));
        assert_eq!(typed("passen").as_deref(), Some("pass"));
        assert_eq!(typed("weglegen 1 3").as_deref(), Some("lay:KH:2S"));
        assert_eq!(typed("lay 1 3").as_deref(), Some("lay:KH:2S"));
        assert_eq!(typed("weglegen K♥ 10♦").as_deref(), Some("lay:TD:KH"));
        assert_eq!(crate::text::typed_verb(Lang::De, &v, "lay"), "weglegen");
        assert_eq!(crate::text::typed_verb(Lang::En, &v, "lay"), "lay");
    }

    #[test]
    fn a_game_move_is_typed_as_its_text_a_card_or_a_choice() {
        let v = view();
        let typed = |t: &str| game_move(t, &v).map(|m| m.to_string());
        assert_eq!(typed("KH").as_deref(), Some("play:KH"));
        assert_eq!(typed("10d").as_deref(), Some("play:TD"));
        assert_eq!(typed("2♠").as_deref(), Some("play:2S"));
        assert_eq!(typed("play kh").as_deref(), Some("play:KH"));
        assert_eq!(typed("Bid Solo").as_deref(), Some("bid:solo"));
        assert_eq!(typed("bid:solo").as_deref(), Some("bid:solo"));
        assert_eq!(typed("pass").as_deref(), Some("pass"));
        assert_eq!(typed("lay td kh").as_deref(), Some("lay:TD:KH"));
        assert_eq!(typed("lay KH"), None, "two cards to lay");
        assert_eq!(typed("AH"), None, "not in the hand");
        assert_eq!(typed("bid grand"), None);
        assert_eq!(typed(""), None);
    }

    #[test]
    fn a_games_own_words_come_first_and_a_verb_alone_names_its_only_move() {
        let mut v = view();
        v.public.game = GameId::of("bauernschnapsen").unwrap();
        v.moves = ["announce:H", "play:KH", "play:QH", "pass"]
            .iter()
            .map(|m| Move::parse(m).unwrap())
            .collect();
        let typed = |t: &str, v: &GameSeat| game_move(t, v).map(|m| m.to_string());
        assert_eq!(typed("20", &v).as_deref(), Some("announce:H"));
        assert_eq!(typed("20 herz", &v).as_deref(), Some("announce:H"));
        assert_eq!(typed("gut", &v).as_deref(), Some("pass"));
        assert_eq!(typed("spiel Herz-König", &v).as_deref(), Some("play:KH"));
        // Two marriages held: "20" alone names neither.
        v.moves.push(Move::parse("announce:S").unwrap());
        assert_eq!(typed("20", &v), None);
    }

    #[test]
    fn a_label_s_first_word_names_its_only_move() {
        let mut v = view();
        v.moves = ["announce:H", "announce:C"]
            .iter()
            .map(|m| Move::parse(m).unwrap())
            .collect();
        let labels = |l: [&str; 2]| l.map(String::from).to_vec();
        v.labels = [labels(["40 ♥", "20 ♣"]), labels(["40 ♥", "20 ♣"])];
        assert_eq!(game_move("40", &v), Some(v.moves[0]));
        assert_eq!(game_move("20", &v), Some(v.moves[1]));
        v.labels = [labels(["20 ♥", "20 ♣"]), labels(["20 ♥", "20 ♣"])];
        assert_eq!(game_move("20", &v), None, "two twenties");
    }

    #[test]
    fn a_move_that_is_not_his_now_is_meant_all_the_same() {
        let v = view();
        let meant = |t: &str| meant(t, &v).map(|m| m.to_string());
        assert_eq!(meant("spiel KH").as_deref(), Some("play:KH"), "his move");
        assert_eq!(meant("AH").as_deref(), Some("play:AH"), "a card he lacks");
        assert_eq!(meant("p Herz-Ass").as_deref(), Some("play:AH"));
        assert_eq!(meant("nonsense"), None);
        let mut family = view();
        family.public.game = GameId::of("schnapsen").unwrap();
        family.moves.clear();
        let meant = |t: &str| super::meant(t, &family).map(|m| m.to_string());
        assert_eq!(
            meant("zudrehen").as_deref(),
            Some("close"),
            "the game's own word"
        );
    }

    #[test]
    fn a_choice_of_cards_is_typed_by_code_or_by_its_numbers() {
        let v = view();
        let typed = |t: &str| game_move(t, &v).map(|m| m.to_string());
        // `from` is KH, TD, 2S.
        assert_eq!(typed("lay 1 2").as_deref(), Some("lay:TD:KH"));
        assert_eq!(typed("Lay 3, kh").as_deref(), Some("lay:KH:2S"));
        for no in ["lay 1", "lay 0 1", "lay 1 4", "1 2"] {
            assert_eq!(typed(no), None, "{no}");
        }
    }

    #[test]
    fn an_offer_is_chosen_by_its_number_from_one() {
        use crate::protocol::Play;
        let offers = [Play::Ready, Play::Game(Move::parse("pass").unwrap())];
        assert_eq!(numbered(" 2 ", &offers), Some(offers[1]));
        assert_eq!(numbered("1", &offers), Some(Play::Ready));
        for no in ["0", "3", "KH", ""] {
            assert_eq!(numbered(no, &offers), None, "{no}");
        }
    }

    #[test]
    fn an_announcement_is_typed_by_its_suit_or_its_points() {
        let mut v = view();
        v.public.game = GameId::of("schnapsen").unwrap();
        v.moves = ["announce:H", "announce:C"]
            .iter()
            .map(|m| Move::parse(m).unwrap())
            .collect();
        let labels = |l: [&str; 2]| l.map(String::from).to_vec();
        v.labels = [labels(["40 ♥", "20 ♣"]), labels(["40 ♥", "20 ♣"])];
        let said = |t: &str| announced(t, &v).map(|m| m.to_string());
        assert_eq!(said("40").as_deref(), Some("announce:H"));
        assert_eq!(said("20").as_deref(), Some("announce:C"));
        assert_eq!(said("herz").as_deref(), Some("announce:H"));
        assert_eq!(said("♣").as_deref(), Some("announce:C"));
        // A suit he holds no marriage in: meant all the same, for the game to say why.
        assert_eq!(said("S").as_deref(), Some("announce:S"));
        assert_eq!(said("xyz"), None);
    }
}
