//! The count of the two Figurenspiele, Böhmischer Schneider and Elfern: at the end each seat
//! counts the honours it took (A K Q J 10, twenty in all); eleven win, more win double and all
//! twenty triple (where double begins is each game's rule); ten each is a Ständer.

use crate::card::{Card, Rank};

/// Whether a card is an honour (Bild, Figur).
pub(crate) fn honour(card: Card) -> bool {
    matches!(
        card.rank(),
        Rank::Ace | Rank::King | Rank::Queen | Rank::Jack | Rank::Ten
    )
}

/// The honours among each seat's cards taken.
pub(crate) fn count(taken: &[Vec<Card>; 2]) -> [i64; 2] {
    [0, 1].map(|s| taken[s].iter().filter(|&&c| honour(c)).count() as i64)
}

/// The winner (`None`: a Ständer) and the game points of a deal with these honours: single,
/// double from `double` honours, triple with all twenty, times `multiplier`.
pub(crate) fn outcome(honours: [i64; 2], double: i64, multiplier: i64) -> (Option<usize>, i64) {
    let Some(winner) = (0..2).find(|&s| honours[s] >= 11) else {
        return (None, 0);
    };
    let base = match honours[winner] {
        20 => 3,
        n if n >= double => 2,
        _ => 1,
    };
    (Some(winner), base * multiplier)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eleven_honours_win_and_twenty_win_triple() {
        assert_eq!(outcome([11, 9], 16, 2), (Some(0), 2));
        assert_eq!(outcome([4, 16], 16, 1), (Some(1), 2));
        assert_eq!(outcome([0, 20], 15, 1), (Some(1), 3));
        assert_eq!(outcome([10, 10], 15, 4), (None, 0));
    }
}
