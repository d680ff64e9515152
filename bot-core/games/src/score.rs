//! What a finished deal or Partie of two pays: one seat's gain is the other's loss.

/// Each seat's score when `winner` wins `points` from the other (`None`: nobody, both 0).
pub(crate) fn zero_sum(winner: Option<usize>, points: i64) -> [i64; 2] {
    match winner {
        Some(0) => [points, -points],
        Some(_) => [-points, points],
        None => [0, 0],
    }
}

/// What each seat's match counts when `winner` wins a Partie worth `value`: +value, −value.
pub(crate) fn partie(winner: usize, value: i64) -> Vec<i64> {
    zero_sum(Some(winner), value).to_vec()
}

/// Per-seat values as the next deal's seats hold them: seat `i` of the next deal is seat
/// `(i + shift) % 2` of this one ([`crate::game::Deal::next_deal`]).
pub(crate) fn shifted(values: [i64; 2], shift: usize) -> [i64; 2] {
    [values[shift % 2], values[(1 + shift) % 2]]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loser_pays_what_the_winner_gets() {
        assert_eq!(zero_sum(Some(1), 3), [-3, 3]);
        assert_eq!(zero_sum(None, 3), [0, 0]);
        assert_eq!(partie(0, 2), vec![2, -2]);
        assert_eq!([shifted([3, 5], 0), shifted([3, 5], 1)], [[3, 5], [5, 3]]);
    }
}
