//! Seats at a game and per-seat containers.
//!
//! Seats are numbered in playing order from the forehand (Vorhand): in a two-player game seat 0
//! leads the first trick and seat 1 dealt. A table maps its players onto game seats anew for
//! every deal, so the engine never needs to know who dealt in absolute terms.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A seat in one game: 0 is the forehand, then in playing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// The forehand (Vorhand), who leads the first trick.
    pub const FOREHAND: Seat = Seat(0);
    /// In a two-player game, the dealer (Geber), seat 1.
    pub const DEALER: Seat = Seat(1);

    /// The seat with this number, if a game of `seats` players has it.
    pub fn new(index: usize, seats: usize) -> Option<Seat> {
        (index < seats).then_some(Seat(index as u8))
    }

    /// The seat's number.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// In a two-player game, the other seat.
    pub const fn other(self) -> Seat {
        Seat(self.0 ^ 1)
    }

    /// The seat after this one in playing order (clockwise) in a game of `seats` players.
    pub const fn next(self, seats: usize) -> Seat {
        Seat(((self.0 as usize + 1) % seats) as u8)
    }

    /// The seats of a game of `seats` players, in playing order from the forehand.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> {
        (0..seats as u8).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One value per seat of an `N`-seat game, indexed by [`Seat`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PerSeat<T, const N: usize = 2>(pub [T; N]);

impl<T, const N: usize> PerSeat<T, N> {
    /// Builds the container from a function of the seat.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        PerSeat(std::array::from_fn(|i| f(Seat(i as u8))))
    }

    /// The seats with their values, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// Applies `f` to every value.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> PerSeat<U, N> {
        PerSeat(self.0.map(f))
    }
}

impl<T, const N: usize> Index<Seat> for PerSeat<T, N> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T, const N: usize> IndexMut<Seat> for PerSeat<T, N> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

impl<T: Default, const N: usize> Default for PerSeat<T, N> {
    fn default() -> Self {
        PerSeat::from_fn(|_| T::default())
    }
}

impl<T: Serialize, const N: usize> Serialize for PerSeat<T, N> {
    /// As a list in seat order.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter())
    }
}

impl<'de, T: Deserialize<'de>, const N: usize> Deserialize<'de> for PerSeat<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let values = Vec::<T>::deserialize(d)?;
        let got = values.len();
        <[T; N]>::try_from(values).map(PerSeat).map_err(|_| {
            serde::de::Error::custom(format!("expected one value per seat ({N}), got {got}"))
        })
    }
}
