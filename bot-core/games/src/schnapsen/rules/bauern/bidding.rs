//! The bidding (Lizitation): the standing game, the passes that end it, and the public record of
//! every call.
//!
//! The bidding is a small state machine of its own — standing [`Contract`], passes since the
//! last bid or double, whether anyone has bid or doubled at all — so the rules for its end are in
//! one place: after the last bid or double every other player has passed in turn, or, if nobody
//! bid or doubled, everybody has passed. Which bids and doubles a seat may make is the game's
//! question ([`super::Game::legal_actions`]), since it needs the hands and the phase.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::contract::{Contract, Double, GameType};
use crate::schnapsen::rules::seat::Seat;

/// One call of the bidding, or a double in the window after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Call {
    /// "Gut".
    Pass,
    /// A bid of a game.
    Bid(GameType),
    /// Kontra, Retour or Subkontra.
    Double(Double),
}

/// A call with the seat that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Said {
    /// Who.
    pub seat: Seat,
    /// What.
    pub call: Call,
    /// Whether it was a double out of turn after the bidding had ended.
    pub after_bidding: bool,
}

/// The state of the bidding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bidding {
    /// The standing game; once the bidding is over, the game played.
    pub contract: Contract,
    /// Passes in a row since the last bid or double (or since the start).
    pub passes: u8,
    /// Whether anybody has bid or doubled.
    pub raised: bool,
}

impl Default for Bidding {
    fn default() -> Self {
        Bidding {
            contract: Contract::RUFER,
            passes: 0,
            raised: false,
        }
    }
}

impl Bidding {
    /// Records `seat`'s call (already known to be legal); returns whether the bidding is over in
    /// a game of `seats` players.
    pub fn call(&mut self, seat: Seat, call: Call, seats: usize) -> bool {
        match call {
            Call::Pass => self.passes += 1,
            Call::Bid(game) => {
                self.contract = Contract {
                    game,
                    declarer: seat,
                    multiplier: 1,
                };
                self.passes = 0;
                self.raised = true;
            }
            Call::Double(_) => {
                self.contract.multiplier *= 2;
                self.passes = 0;
                self.raised = true;
            }
        }
        let needed = if self.raised { seats - 1 } else { seats };
        usize::from(self.passes) >= needed
    }
}

/// The calls made so far, in a fixed array so that a game stays `Copy`.
///
/// The bidding is bounded: bids rise strictly through at most seven values, each standing game
/// takes at most three doubles, at most `seats − 1` passes fall between two of these events
/// (and after the last), and at most three doubles follow the bidding — at most 130 calls.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct CallLog {
    calls: [Said; CallLog::CAPACITY],
    len: u8,
}

impl CallLog {
    const CAPACITY: usize = 136;

    /// Appends a call.
    ///
    /// # Panics
    /// Beyond the bound above, which legal play cannot reach.
    pub fn push(&mut self, said: Said) {
        self.calls[usize::from(self.len)] = said;
        self.len += 1;
    }

    /// The calls, in order.
    pub fn as_slice(&self) -> &[Said] {
        &self.calls[..usize::from(self.len)]
    }
}

impl std::fmt::Debug for CallLog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Default for CallLog {
    fn default() -> Self {
        CallLog {
            calls: [Said {
                seat: Seat::FOREHAND,
                call: Call::Pass,
                after_bidding: false,
            }; CallLog::CAPACITY],
            len: 0,
        }
    }
}

impl Serialize for CallLog {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for CallLog {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let calls = Vec::<Said>::deserialize(d)?;
        if calls.len() > CallLog::CAPACITY {
            return Err(serde::de::Error::custom("too many calls"));
        }
        let mut log = CallLog::default();
        for said in calls {
            log.push(said);
        }
        Ok(log)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(i: usize) -> Seat {
        Seat::new(i, 4).unwrap()
    }

    #[test]
    fn the_seed_example_ends_in_a_doubled_bauernschnapser() {
        // 0 bid schnapser, 1 pass, 2 pass, 3 bid durchmarsch, 0 bid bauernschnapser, 1 kontra,
        // 2 pass, 3 pass, 0 pass.
        let mut b = Bidding::default();
        let calls = [
            (0, Call::Bid(GameType::Schnapser)),
            (1, Call::Pass),
            (2, Call::Pass),
            (3, Call::Bid(GameType::Durchmarsch)),
            (0, Call::Bid(GameType::Bauernschnapser)),
            (1, Call::Double(Double::Kontra)),
            (2, Call::Pass),
            (3, Call::Pass),
        ];
        for (s, call) in calls {
            assert!(!b.call(seat(s), call, 4));
        }
        assert!(b.call(seat(0), Call::Pass, 4));
        assert_eq!(
            b.contract,
            Contract {
                game: GameType::Bauernschnapser,
                declarer: seat(0),
                multiplier: 2
            }
        );
        assert_eq!(b.contract.bar(), 24);
    }

    #[test]
    fn four_passes_leave_the_rufer() {
        let mut b = Bidding::default();
        for s in 0..3 {
            assert!(!b.call(seat(s), Call::Pass, 4));
        }
        assert!(b.call(seat(3), Call::Pass, 4));
        assert_eq!(b.contract, Contract::RUFER);
    }
}
