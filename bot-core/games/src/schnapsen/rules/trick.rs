//! Trick-taking: who wins a trick and which cards may answer a lead.
//!
//! These functions know nothing of a particular game, so the two-player engine and the four- and
//! three-player games ([`crate::schnapsen::rules::bauern`]) share them. What differs between games is a
//! parameter: the card order ([`CardOrder`]: the usual A T K Q J, or the Zehnerloch's T K Q J A),
//! whether there is a trump suit at all, and the follow obligation ([`FollowRule`]: follow and
//! trump, or follow, beat the card now winning, trump). A trick of any size is decided card by
//! card against "the card now winning", so the same two functions serve tricks of two, three and
//! four cards.

use super::card::{Card, CardSet, Rank, Suit};

/// The order of the ranks within a suit for winning tricks (card points never change).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CardOrder {
    /// A > T > K > Q > J (> 9 > 8 > 7): every game but the Zehnerloch.
    #[default]
    Normal,
    /// T > K > Q > J > A: the Zehnerloch of Bauernschnapsen.
    Zehnerloch,
}

impl CardOrder {
    /// A rank's strength in this order: higher wins.
    pub const fn strength(self, rank: Rank) -> u8 {
        match (self, rank) {
            (CardOrder::Zehnerloch, Rank::Ace) => 0,
            (CardOrder::Zehnerloch, _) => rank as u8 + 1,
            (CardOrder::Normal, _) => rank as u8,
        }
    }

    /// The cards of the same suit as `card` that rank above it in this order.
    pub const fn higher_in_suit(self, card: Card) -> CardSet {
        match self {
            CardOrder::Normal => CardSet::higher_in_suit(card),
            CardOrder::Zehnerloch => {
                let ace = CardSet::single(Card::new(Rank::Ace, card.suit())).bits();
                let above = if card.rank() as u8 == Rank::Ace as u8 {
                    CardSet::suit(card.suit()).bits()
                } else {
                    CardSet::higher_in_suit(card).bits()
                };
                CardSet::from_bits(above & !ace)
            }
        }
    }
}

/// Whether `card` beats `winning`, the card now winning the trick: a higher card of the same
/// suit, or a trump on a non-trump (the usual card order).
#[inline]
pub const fn beats(card: Card, winning: Card, trump: Suit) -> bool {
    beats_in(card, winning, Some(trump), CardOrder::Normal)
}

/// Whether `card` beats `winning`, the card now winning the trick, in a game with this trump
/// suit (`None`: no trump) and card order: a higher card of the same suit, or a trump on a
/// non-trump. A card of a third suit never beats.
#[inline]
pub const fn beats_in(card: Card, winning: Card, trump: Option<Suit>, order: CardOrder) -> bool {
    let same_suit = card.suit() as u8 == winning.suit() as u8;
    if same_suit {
        order.strength(card.rank()) > order.strength(winning.rank())
    } else {
        match trump {
            Some(trump) => card.suit() as u8 == trump as u8,
            None => false,
        }
    }
}

/// What a player must do when answering a lead (the first card of a trick is always free).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FollowRule {
    /// The trump suit; `None` in games without trump.
    pub trump: Option<Suit>,
    /// The card order.
    pub order: CardOrder,
    /// Stichzwang: when following suit, or trumping, play a card that beats the card now winning
    /// if the hand holds one. Without it (the Rufer) any card of the suit, or any trump, will do.
    pub head: bool,
    /// A player void in the suit led must trump even when none of his trumps beats the card now
    /// winning. When `false` and no trump of his beats it, he may play any card.
    pub undertrump: bool,
}

impl FollowRule {
    /// The strict phase of two-player Schnapsen (Farb- und Stichzwang): head the trick in the suit
    /// led, else follow, else trump (higher if a trump is winning and he has one), else anything.
    pub const fn strict(trump: Suit) -> FollowRule {
        FollowRule {
            trump: Some(trump),
            order: CardOrder::Normal,
            head: true,
            undertrump: true,
        }
    }

    /// Whether `card` beats `winning` under this rule's trump and card order.
    pub const fn beats(&self, card: Card, winning: Card) -> bool {
        beats_in(card, winning, self.trump, self.order)
    }

    /// The cards of `cards`, all of suit `suit`, that beat `winning`.
    const fn beating(&self, cards: CardSet, suit: Suit, winning: Card) -> CardSet {
        if winning.suit() as u8 == suit as u8 {
            CardSet::from_bits(cards.bits() & self.order.higher_in_suit(winning).bits())
        } else {
            match self.trump {
                Some(trump) if trump as u8 == suit as u8 => cards,
                _ => CardSet::EMPTY,
            }
        }
    }
}

/// The cards of `hand` that may answer a trick led in suit `led` while `winning` wins it, in the
/// order of the rules: holding the suit led, a card of it (one that beats `winning` if
/// [`FollowRule::head`] and he holds one); else holding a trump, a trump (likewise, and see
/// [`FollowRule::undertrump`]); else any card.
#[inline]
pub fn answers(hand: CardSet, led: Suit, winning: Card, rule: &FollowRule) -> CardSet {
    let followers = hand.of_suit(led);
    if !followers.is_empty() {
        if rule.head {
            let beating = rule.beating(followers, led, winning);
            if !beating.is_empty() {
                return beating;
            }
        }
        return followers;
    }
    if let Some(trump) = rule.trump {
        let trumps = hand.of_suit(trump);
        if !trumps.is_empty() {
            let beating = rule.beating(trumps, trump, winning);
            if beating.is_empty() {
                return if rule.undertrump { trumps } else { hand };
            }
            return if rule.head { beating } else { trumps };
        }
    }
    hand
}

/// The cards of `hand` that may answer in the strict phase (Farb- und Stichzwang) when `led` was
/// led and `winning` now wins the trick, in the order of RULES.md: follow suit with a card that
/// beats the winning card if possible; else follow suit; else trump (a higher trump if a trump is
/// winning and the hand has one); else any card. [`answers`] with [`FollowRule::strict`].
#[inline]
pub fn strict_answers(hand: CardSet, led: Card, winning: Card, trump: Suit) -> CardSet {
    answers(hand, led.suit(), winning, &FollowRule::strict(trump))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn set(cards: &[&str]) -> CardSet {
        cards.iter().map(|c| card(c)).collect()
    }

    #[test]
    fn higher_of_the_suit_led_or_any_trump_wins() {
        assert!(beats(card("AH"), card("TH"), Suit::Spades));
        assert!(!beats(card("KH"), card("TH"), Suit::Spades));
        assert!(beats(card("JS"), card("AH"), Suit::Spades));
        assert!(!beats(card("AD"), card("JH"), Suit::Spades));
        assert!(!beats(card("JS"), card("QS"), Suit::Spades));
    }

    #[test]
    fn strict_order_head_follow_trump_any() {
        let hand = set(&["AH", "JH", "QS", "KC"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            set(&["AH"])
        );
        let hand = set(&["JH", "QS", "KC"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            set(&["JH"])
        );
        let hand = set(&["QS", "JS", "KC"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            set(&["QS", "JS"])
        );
        let hand = set(&["KC", "AD"]);
        assert_eq!(
            strict_answers(hand, card("TH"), card("TH"), Suit::Spades),
            hand
        );
    }

    #[test]
    fn zehnerloch_order_puts_the_ace_last() {
        let z = CardOrder::Zehnerloch;
        assert!(beats_in(card("TH"), card("AH"), None, z));
        assert!(beats_in(card("JH"), card("AH"), None, z));
        assert!(!beats_in(card("AH"), card("JH"), None, z));
        assert!(beats_in(card("TH"), card("KH"), None, z));
        assert!(
            !beats_in(card("TS"), card("JH"), None, z),
            "no trump: off-suit never wins"
        );
        let pack = CardSet::ranks_from(Rank::Jack);
        assert_eq!(
            z.higher_in_suit(card("AH")) & pack,
            set(&["JH", "QH", "KH", "TH"])
        );
        assert_eq!(z.higher_in_suit(card("QH")), set(&["KH", "TH"]));
        assert!(z.higher_in_suit(card("TH")).is_empty());
        assert_eq!(
            CardOrder::Normal.higher_in_suit(card("QH")),
            CardSet::higher_in_suit(card("QH"))
        );
    }

    #[test]
    fn stichzwang_beats_the_card_now_winning() {
        let rule = FollowRule {
            trump: Some(Suit::Spades),
            order: CardOrder::Normal,
            head: true,
            undertrump: true,
        };
        // Hearts led, a spade (trump) now wins: any heart, none can beat it.
        let hand = set(&["AH", "JH", "QS"]);
        assert_eq!(
            answers(hand, Suit::Hearts, card("JS"), &rule),
            set(&["AH", "JH"])
        );
        // Void in hearts: must overtrump if he can.
        let hand = set(&["QS", "AS", "KC"]);
        assert_eq!(answers(hand, Suit::Hearts, card("KS"), &rule), set(&["AS"]));
        // Only lower trumps: must still trump (undertrump), unless the switch is off.
        let hand = set(&["JS", "KC"]);
        assert_eq!(answers(hand, Suit::Hearts, card("KS"), &rule), set(&["JS"]));
        let lax = FollowRule {
            undertrump: false,
            ..rule
        };
        assert_eq!(answers(hand, Suit::Hearts, card("KS"), &lax), hand);
        // No trump game: void means anything.
        let none = FollowRule {
            trump: None,
            ..rule
        };
        assert_eq!(answers(hand, Suit::Hearts, card("KH"), &none), hand);
    }

    #[test]
    fn follow_and_trump_without_stichzwang() {
        let rufer = FollowRule {
            trump: Some(Suit::Spades),
            order: CardOrder::Normal,
            head: false,
            undertrump: true,
        };
        let hand = set(&["AH", "JH", "QS", "AS"]);
        assert_eq!(
            answers(hand, Suit::Hearts, card("TH"), &rufer),
            set(&["AH", "JH"])
        );
        let hand = set(&["QS", "AS", "KC"]);
        assert_eq!(
            answers(hand, Suit::Hearts, card("KS"), &rufer),
            set(&["QS", "AS"])
        );
    }

    #[test]
    fn strict_answers_is_the_general_rule() {
        // Exhaustively over small hands: the two-player strict phase equals `answers` with a
        // lead that is still winning, and equals the written-out order of RULES.md.
        let pack: Vec<Card> = CardSet::ranks_from(Rank::Jack).iter().collect();
        for led in pack.iter().copied() {
            for mask in 0u32..(1 << 6) {
                let hand: CardSet = (0..6)
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| pack[(i * 3 + led.index()) % pack.len()])
                    .filter(|&c| c != led)
                    .collect();
                let got = strict_answers(hand, led, led, Suit::Clubs);
                let higher = hand.of_suit(led.suit()) & CardSet::higher_in_suit(led);
                let want = if !higher.is_empty() {
                    higher
                } else if !hand.of_suit(led.suit()).is_empty() {
                    hand.of_suit(led.suit())
                } else if !hand.of_suit(Suit::Clubs).is_empty() {
                    hand.of_suit(Suit::Clubs)
                } else {
                    hand
                };
                assert_eq!(got, want, "{hand:?} on {led}");
            }
        }
    }
}
