//! Trick play of two: the rules several trump games share, each with its own order of the ranks
//! (`power`: the higher, the stronger), and the open trick every two-player trick game keeps —
//! the card led waiting for the answer, the finished trick, the draw after it, the refusals a
//! play meets first and the lines that say it.

use rand::seq::IndexedRandom;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use crate::card::{Card, Suit};
use crate::game::{Move, Refusal, Scene};
use crate::glossary::Face;
use crate::lang::Lang;
use crate::words::{WORDS, seat};

/// Whether `second` wins against `led`: higher in the led suit, or a trump on another suit.
pub fn beats(led: Card, second: Card, trump: Suit, power: fn(Card) -> usize) -> bool {
    if second.suit() == led.suit() {
        power(second) > power(led)
    } else {
        second.suit() == trump
    }
}

/// Cards on the stack: a hand, the cards a seat may play.
pub type Playable = arrayvec::ArrayVec<Card, 52>;

/// The cards the second player may play where a game demands it: beat in suit, else follow,
/// else trump, else anything (`overtake` off: follow, else trump, else anything).
pub fn allowed(
    hand: &[Card],
    led: Card,
    trump: Suit,
    overtake: bool,
    power: fn(Card) -> usize,
) -> Playable {
    first_duty(hand, answer_duty(led, trump, overtake, power))
}

/// The duties of [`allowed`] as places for [`first_duty`]: beat in suit (with `overtake`) 0,
/// follow 1, trump 2, anything else 3.
pub fn answer_duty(
    led: Card,
    trump: Suit,
    overtake: bool,
    power: fn(Card) -> usize,
) -> impl Fn(Card) -> u8 {
    move |c: Card| {
        let follows = c.suit() == led.suit();
        if overtake && follows && power(c) > power(led) {
            0
        } else if follows {
            1
        } else if c.suit() == trump {
            2
        } else {
            3
        }
    }
}

/// The cards of `hand` that meet the first duty (beat, follow suit, trump …) any card of it
/// meets: `duty` gives the place of the first duty a card meets in the list of duties (a place
/// past them all if it meets none), so that the whole hand answers where no card meets one.
pub fn first_duty(hand: &[Card], duty: impl Fn(Card) -> u8) -> Playable {
    let mut first = u8::MAX;
    let mut cards = Playable::new();
    for &card in hand {
        let place = duty(card);
        if place < first {
            first = place;
            cards.clear();
        }
        if place == first {
            cards.push(card);
        }
    }
    cards
}

/// Whether [`first_duty`] lists `card` of `hand`, asked without listing: no card of the hand
/// meets an earlier duty than it.
pub fn meets_first_duty(hand: &[Card], card: Card, duty: impl Fn(Card) -> u8) -> bool {
    let place = duty(card);
    hand.iter().all(|&c| duty(c) >= place)
}

/// Whether a hand's answers show it lacks `card`: each `[led, answer]` met the first duty the
/// hand allowed toward the card led (`duty(led)`, as [`answer_duty`]), so a card that would have
/// met an earlier duty than the answer did was not in the hand then — nor now, where nothing has
/// been drawn since.
pub fn shown_lacking<D, F>(answers: &[[Card; 2]], card: Card, duty: D) -> bool
where
    D: Fn(Card) -> F,
    F: Fn(Card) -> u8,
{
    answers.iter().any(|&[led, answer]| {
        let duty = duty(led);
        duty(card) < duty(answer)
    })
}

/// A card's place in a game's order of the ranks (`order` lowest first; 0 for a rank outside it).
pub fn place(order: &[crate::card::Rank], card: Card) -> usize {
    order.iter().position(|&r| r == card.rank()).unwrap_or(0)
}

/// The share of [`Policy::playout`]'s cards drawn at random.
pub const PLAYOUT_NOISE: f64 = 0.1;

/// How a trick game's play-outs weigh its cards ([`Policy::playout`]).
pub struct Policy<T: Fn(Card, Card) -> bool, W: Fn(Card) -> u32, P: Fn(Card) -> usize> {
    /// Whether an answer (second) takes the card led (first).
    pub takes: T,
    /// What a card scores in the tricks taken.
    pub points: W,
    /// Its strength, to break ties: the lower, the cheaper.
    pub power: P,
    /// The trump suit, if any: a trump costs more than its points to play away.
    pub trump: Option<Suit>,
}

/// What a trump costs a play-out beyond its points: more than any plain card's.
const TRUMP_COST: u32 = 12;

impl<T, W, P> Policy<T, W, P>
where
    T: Fn(Card, Card) -> bool,
    W: Fn(Card) -> u32,
    P: Fn(Card) -> usize,
{
    /// A sensible card where the deal lies open (`other`: the opponent's hand): answering, the
    /// cheapest card that takes the trick if the trick holds points or the card costs nothing,
    /// else the cheapest card; leading, the plain card of most points that nothing of the
    /// opponent's takes, else the cheapest card. `None` without a card to play.
    pub fn card(&self, playable: &[Card], led: Option<Card>, other: &[Card]) -> Option<Card> {
        let trump = |c: Card| Some(c.suit()) == self.trump;
        let worth = |c: Card| (self.points)(c) + if trump(c) { TRUMP_COST } else { 0 };
        let cost = |c: &Card| (worth(*c), (self.power)(*c));
        let cards = playable.iter().copied();
        let chosen = match led {
            Some(led) => cards
                .clone()
                .filter(|&c| (self.takes)(led, c))
                .min_by_key(cost)
                .filter(|&c| worth(c) == 0 || worth(led) > 0),
            None => cards
                .clone()
                .filter(|&c| (self.points)(c) > 0 && !trump(c))
                .filter(|&c| !other.iter().any(|&o| (self.takes)(c, o)))
                .max_by_key(cost),
        };
        chosen.or_else(|| cards.min_by_key(cost))
    }

    /// A quick card for the search's play-outs, where the imagined deal lies open:
    /// [`Policy::card`], and now and then ([`PLAYOUT_NOISE`]) any card, so that the search
    /// still meets the unexpected. `None` without a card to play.
    pub fn playout(
        &self,
        playable: &[Card],
        led: Option<Card>,
        other: &[Card],
        rng: &mut dyn RngCore,
    ) -> Option<Card> {
        if rng.random_bool(PLAYOUT_NOISE) {
            return playable.choose(rng).copied();
        }
        self.card(playable, led, other)
    }
}

/// A finished trick of two: who led, the card led and the answer, who won it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    /// Who led.
    pub leader: usize,
    /// The card led, then the answer.
    pub cards: [Card; 2],
    /// Who won it.
    pub winner: usize,
}

impl Trick {
    /// The trick as a public line, its cards in the game's `face`: `{0} 9♥ A♥ → trick to {1}`.
    pub fn line(&self, lang: Lang, face: Face) -> String {
        let args = [
            ("leader", seat(self.leader).into()),
            ("led", face.card(self.cards[0], lang).into()),
            ("answer", face.card(self.cards[1], lang).into()),
            ("winner", seat(self.winner).into()),
        ];
        WORDS.format(lang, "trick-line", &args)
    }

    /// The last finished trick as a line of the table and of a hand, beside the card led to the
    /// next: `Letzter Stich: {0} 9♥ A♥ → Stich für {1}` (the cards in the game's `face`).
    pub fn last_line(&self, lang: Lang, face: Face) -> String {
        let trick = self.line(lang, face);
        WORDS.format(lang, "last-trick", &[("trick", trick.into())])
    }

    /// The card of the seat that lost the trick.
    pub fn lost_card(&self) -> Card {
        if self.winner == self.leader {
            self.cards[1]
        } else {
            self.cards[0]
        }
    }
}

/// The tricks a seat has won, for its own hand's view where the rules let a player look at his
/// own tricks: `taken` two cards a trick in the order won, in the game's `face`, one trick from
/// the next by ` · ` (`Deine Stiche: A♠ K♠ · 10♥ 9♥`); `None` before the seat won one.
pub fn own_tricks_line(taken: &[Card], lang: Lang, face: Face) -> Option<String> {
    if taken.is_empty() {
        return None;
    }
    let tricks: Vec<String> = taken.chunks(2).map(|t| face.cards(t, lang)).collect();
    let args = [("tricks", tricks.join(" · ").into())];
    Some(WORDS.format(lang, "own-tricks", &args))
}

/// Puts `seat`'s card on the open trick of two (`led`, `turn`): a lead waits for the other
/// seat's answer; an answer finishes the trick, `beats(led, answer)` gives it to the answer and
/// else to the leader, and its winner is to lead.
pub fn lay(
    led: &mut Option<Card>,
    turn: &mut usize,
    seat: usize,
    card: Card,
    beats: impl FnOnce(Card, Card) -> bool,
) -> Option<Trick> {
    let Some(first) = led.take() else {
        *led = Some(card);
        *turn = 1 - seat;
        return None;
    };
    let leader = 1 - seat;
    let winner = if beats(first, card) { seat } else { leader };
    *turn = winner;
    Some(Trick {
        leader,
        cards: [first, card],
        winner,
    })
}

/// After a trick, while two cards are left in the stock (top first): its winner draws the top
/// card, the other the next. Whether they drew.
pub fn draw(stock: &mut Vec<Card>, hands: &mut [Vec<Card>; 2], winner: usize) -> bool {
    if stock.len() < 2 {
        return false;
    }
    let first = stock.remove(0);
    let second = stock.remove(0);
    hands[winner].push(first);
    hands[1 - winner].push(second);
    true
}

/// The seats to act: the one whose turn it is, none once the deal is over.
pub fn to_act(over: bool, turn: usize) -> crate::game::Seats {
    (!over).then_some(turn).into_iter().collect()
}

/// The refusals every move meets first: `game_over`, then `not_your_turn`.
pub fn check_turn(over: bool, turn: usize, seat: usize) -> Result<(), Refusal> {
    if over {
        Err(Refusal::GAME_OVER)
    } else if seat != turn {
        Err(Refusal::NOT_YOUR_TURN)
    } else {
        Ok(())
    }
}

/// The card of a `play` move (`illegal` for any other move), if `hand` holds it (`not_in_hand`).
pub fn card_to_play(mv: &Move, hand: &[Card]) -> Result<Card, Refusal> {
    let card = mv.played().ok_or(Refusal::ILLEGAL)?;
    if hand.contains(&card) {
        Ok(card)
    } else {
        Err(Refusal::NOT_IN_HAND)
    }
}

/// The refusals of a card a seat would play: `not_in_hand` if its hand lacks it, then
/// `must_follow` if it is not among the cards it may play now.
pub fn check_play(hand: &[Card], playable: &[Card], card: Card) -> Result<(), Refusal> {
    if !hand.contains(&card) {
        Err(Refusal::NOT_IN_HAND)
    } else if !playable.contains(&card) {
        Err(Refusal::MUST_FOLLOW)
    } else {
        Ok(())
    }
}

/// Appends the plays of some cards to `out`, sorted as legal moves are.
pub fn plays(cards: impl IntoIterator<Item = Card>, out: &mut Vec<Move>) {
    card_moves(cards, Move::play, out);
}

/// Appends a move per card to `out` (`make`: the move of a card, its text differing from the
/// others' only in the card's code), sorted as legal moves are — without comparing text.
pub fn card_moves(
    cards: impl IntoIterator<Item = Card>,
    make: impl Fn(Card) -> Move,
    out: &mut Vec<Move>,
) {
    // The cards as bits in the order of their codes, read from the lowest, are the moves
    // sorted.
    let order = code_order();
    let bits = cards.into_iter().fold(0u64, |bits, card| {
        bits | 1 << order.place[usize::from(card.index())]
    });
    let mut rest = bits;
    while rest != 0 {
        out.push(make(order.card[rest.trailing_zeros() as usize]));
        rest &= rest - 1;
    }
}

/// The cards in the order of their codes (`2C` … `TS`), both ways.
struct CodeOrder {
    /// A card's place, by its index.
    place: [u8; 52],
    /// The card at a place.
    card: [Card; 52],
}

fn code_order() -> &'static CodeOrder {
    static ORDER: std::sync::OnceLock<CodeOrder> = std::sync::OnceLock::new();
    ORDER.get_or_init(|| {
        let mut card: [Card; 52] = std::array::from_fn(|i| Card::from_index(i as u8).expect("52"));
        card.sort_unstable_by_key(|c| c.code());
        let mut place = [0; 52];
        for (at, c) in card.iter().enumerate() {
            place[usize::from(c.index())] = at as u8;
        }
        CodeOrder { place, card }
    })
}

/// The scene of a two-player trick game: `hand` (the recipient's, in the game's order), the
/// card `led` to the open trick by the seat not to answer (`turn`), the `last` finished trick,
/// the `trump` card under a `talon` of face-down cards.
pub fn scene(
    hand: Vec<Card>,
    (led, turn): (Option<Card>, usize),
    last: Option<Trick>,
    (trump, talon): (Option<Card>, usize),
) -> Scene {
    Scene {
        hand,
        trick: led.map(|card| (1 - turn, card)).into_iter().collect(),
        last_trick: last
            .map(|t| vec![(t.leader, t.cards[0]), (1 - t.leader, t.cards[1])])
            .unwrap_or_default(),
        trump,
        talon,
        open: Vec::new(),
    }
}

/// The line of the card led to the open trick of two (`turn`: the seat to answer), if any, in
/// the game's `face`: `Led by {0}: K♥`.
pub fn led_line(led: Option<Card>, turn: usize, lang: Lang, face: Face) -> Option<String> {
    led.map(|led| {
        let args = [
            ("seat", seat(1 - turn).into()),
            ("card", face.card(led, lang).into()),
        ];
        WORDS.format(lang, "led-line", &args)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{card, cards};

    /// A policy of plain functions.
    type Plain = Policy<fn(Card, Card) -> bool, fn(Card) -> u32, fn(Card) -> usize>;

    /// Weights like Mariage's: the Ten below the Ace, Aces and Tens scoring, Hearts trump.
    fn policy() -> Plain {
        use crate::card::Rank;
        fn power(c: Card) -> usize {
            use Rank::*;
            place(&[Seven, Eight, Nine, Jack, Queen, King, Ten, Ace], c)
        }
        fn points(c: Card) -> u32 {
            u32::from(matches!(c.rank(), Rank::Ace | Rank::Ten)) * 10
        }
        Policy {
            takes: |led, c| beats(led, c, Suit::Hearts, power),
            points,
            power,
            trump: Some(Suit::Hearts),
        }
    }

    #[test]
    fn a_play_out_takes_points_cheaply_and_keeps_its_trumps_on_blanks() {
        let p = policy();
        let hand = cards("7H AH KS AS 8C");
        // A Ten led: the Ace of its suit takes it, not a trump.
        assert_eq!(p.card(&hand, Some(card("TS")), &[]), Some(card("AS")));
        // A Ten of a suit it cannot follow: the lowest trump takes it.
        assert_eq!(p.card(&hand, Some(card("TD")), &[]), Some(card("7H")));
        // A blank Seven of a suit it cannot take: the cheapest card, no trump spent.
        assert_eq!(p.card(&hand, Some(card("7D")), &[]), Some(card("8C")));
        // A blank it can take for nothing: taken.
        assert_eq!(p.card(&hand, Some(card("7C")), &[]), Some(card("8C")));
    }

    #[test]
    fn a_play_out_leads_its_sure_points_else_its_cheapest_card() {
        let p = policy();
        let hand = cards("AH KS AS 8C");
        // The Ace of Spades, which nothing of the other hand takes (the trump Ace is kept).
        assert_eq!(p.card(&hand, None, &cards("9S TC")), Some(card("AS")));
        // The other holds a trump: nothing plain is sure, so the cheapest card.
        assert_eq!(p.card(&hand, None, &cards("7H TC")), Some(card("8C")));
        assert_eq!(p.card(&[], None, &[]), None);
    }

    #[test]
    fn the_last_trick_and_a_seats_own_tricks_read_in_the_games_face() {
        let trick = Trick {
            leader: 1,
            cards: [card("9H"), card("AH")],
            winner: 0,
        };
        assert_eq!(
            trick.last_line(Lang::De, Face::French),
            "Letzter Stich: {1} 9♥ A♥ → Stich für {0}"
        );
        assert_eq!(
            trick.last_line(Lang::En, Face::French),
            "Last trick: {1} 9♥ A♥ → trick to {0}"
        );
        let taken = cards("9H AH KS QS");
        assert_eq!(
            own_tricks_line(&taken, Lang::De, Face::French).as_deref(),
            Some("Deine Stiche: 9♥ A♥ · K♠ D♠")
        );
        assert_eq!(
            own_tricks_line(&taken, Lang::En, Face::French).as_deref(),
            Some("Your tricks: 9♥ A♥ · K♠ Q♠")
        );
        assert_eq!(own_tricks_line(&[], Lang::En, Face::French), None);
    }
}
