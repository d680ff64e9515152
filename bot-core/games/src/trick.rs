//! Trick play of two: the rules several trump games share, each with its own order of the ranks
//! (`power`: the higher, the stronger), and the open trick every two-player trick game keeps —
//! the card led waiting for the answer, the finished trick, the draw after it, the refusals a
//! play meets first and the lines that say it.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Suit};
use crate::game::{Move, Refusal};
use crate::lang::Lang;

/// Whether `second` wins against `led`: higher in the led suit, or a trump on another suit.
pub fn beats(led: Card, second: Card, trump: Suit, power: fn(Card) -> usize) -> bool {
    if second.suit() == led.suit() {
        power(second) > power(led)
    } else {
        second.suit() == trump
    }
}

/// The cards the second player may play where a game demands it: beat in suit, else follow,
/// else trump, else anything (`overtake` off: follow, else trump, else anything).
pub fn allowed(
    hand: &[Card],
    led: Card,
    trump: Suit,
    overtake: bool,
    power: fn(Card) -> usize,
) -> Vec<Card> {
    let follow: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| c.suit() == led.suit())
        .collect();
    let beat: Vec<Card> = follow
        .iter()
        .copied()
        .filter(|&c| power(c) > power(led))
        .collect();
    let trumps: Vec<Card> = hand.iter().copied().filter(|c| c.suit() == trump).collect();
    [beat, follow, trumps, hand.to_vec()]
        .into_iter()
        .enumerate()
        .find(|(i, cards)| !cards.is_empty() && (overtake || *i != 0))
        .map(|(_, cards)| cards)
        .unwrap_or_default()
}

/// A card's place in a game's order of the ranks (`order` lowest first; 0 for a rank outside it).
pub fn place(order: &[crate::card::Rank], card: Card) -> usize {
    order.iter().position(|&r| r == card.rank()).unwrap_or(0)
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
    /// The trick as a public line: `{0} 9♥ A♥ → trick to {1}`.
    pub fn line(&self, lang: Lang) -> String {
        format!(
            "{{{}}} {} {} → {} {{{}}}",
            self.leader,
            self.cards[0].label(),
            self.cards[1].label(),
            lang.pick("Stich für", "trick to"),
            self.winner,
        )
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
pub fn to_act(over: bool, turn: usize) -> Vec<usize> {
    if over { vec![] } else { vec![turn] }
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
    let card = match (mv.verb(), mv.arg_list().as_slice()) {
        ("play", [code]) => Card::read(code).ok_or(Refusal::ILLEGAL)?,
        _ => return Err(Refusal::ILLEGAL),
    };
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

/// The plays of some cards, sorted as legal moves are.
pub fn plays(cards: impl IntoIterator<Item = Card>) -> Vec<Move> {
    let mut cards: arrayvec::ArrayVec<Card, 52> = cards.into_iter().collect();
    // The moves' text differs only in the card's code: sorting by the code sorts the moves.
    cards.sort_unstable_by_key(|c| c.code());
    cards.into_iter().map(Move::play).collect()
}

/// The line of the card led to the open trick of two (`turn`: the seat to answer), if any:
/// `Led by {0}: K♥`.
pub fn led_line(led: Option<Card>, turn: usize, lang: Lang) -> Option<String> {
    led.map(|led| {
        format!(
            "{} {{{}}}: {}",
            lang.pick("Ausgespielt von", "Led by"),
            1 - turn,
            led.label()
        )
    })
}
