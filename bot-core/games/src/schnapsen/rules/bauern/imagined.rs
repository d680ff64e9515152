//! A game as one seat could imagine it: what the seat sees kept, every card whose place it cannot
//! see dealt again at random among those places — the computer's search plays such deals.

use rand::Rng;
use rand::seq::SliceRandom;

use super::game::{Game, Phase};
use crate::schnapsen::rules::card::{Card, CardSet};
use crate::schnapsen::rules::seat::Seat;

/// A place that holds hidden cards.
#[derive(Clone, Copy)]
enum Place {
    /// A seat's hand, beyond the cards of it the viewer sees (kept here).
    Hand(Seat, CardSet),
    /// The talon while it lies face down.
    Talon,
    /// The cards the declarer laid away.
    LaidAway,
}

impl<const N: usize> Game<N> {
    /// The same game with every card `seat` cannot place dealt again at random among the places
    /// it cannot see (the other hands beyond their shown cards, its own second packet before
    /// trump is fixed, the talon, the cards laid away), each place keeping its size.
    pub fn imagined(&self, seat: Seat, rng: &mut impl Rng) -> Game<N> {
        let view = self.view(seat);
        let declarer = self.phase > Phase::Bidding && self.contract().declarer == seat;
        let mut places: Vec<(Place, usize)> = Vec::new();
        let mut pool: Vec<Card> = Vec::new();
        for s in Seat::all(N) {
            let seen = if s == seat {
                view.hand
            } else {
                self.revealed[s] & self.hands[s]
            };
            let hidden = self.hands[s] - seen;
            places.push((Place::Hand(s, self.hands[s] & seen), hidden.len()));
            pool.extend(hidden.iter());
        }
        if !(declarer && self.phase == Phase::Exchange) {
            places.push((Place::Talon, self.talon.len()));
            pool.extend(self.talon.iter());
        }
        if !declarer {
            places.push((Place::LaidAway, self.discarded.len()));
            pool.extend(self.discarded.iter());
        }
        pool.shuffle(rng);
        let mut world = *self;
        let mut cards = pool.into_iter();
        for (place, size) in places {
            let dealt: CardSet = cards.by_ref().take(size).collect();
            match place {
                Place::Hand(s, kept) => {
                    world.hands[s] = kept | dealt;
                    if s != seat || self.phase == Phase::Trump {
                        world.redeal_packets(s, dealt, self.hands[s] - kept);
                    }
                }
                Place::Talon => world.talon = dealt,
                Place::LaidAway => world.discarded = dealt,
            }
        }
        world
    }

    /// Where a seat's hidden cards `gone` were replaced by `dealt`: its first packet and (the
    /// forehand's) second packet name the new cards in the old ones' places.
    fn redeal_packets(&mut self, seat: Seat, dealt: CardSet, gone: CardSet) {
        let mut new = dealt.iter();
        let swap: Vec<(Card, Card)> = gone
            .iter()
            .map(|old| (old, new.next().expect("as many")))
            .collect();
        let replace = |card: Card| {
            swap.iter()
                .find(|(old, _)| *old == card)
                .map_or(card, |&(_, n)| n)
        };
        self.first_packets[seat] = self.first_packets[seat].iter().map(replace).collect();
        if seat == Seat::FOREHAND {
            self.second_packet = self.second_packet.map(replace);
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::schnapsen::rules::bauern::HouseRules;

    /// An imagined game keeps what the seat sees and every place's size, and holds the same
    /// cards; how many of the seats' worlds placed some card elsewhere.
    fn check<const N: usize>(game: &Game<N>, rng: &mut SmallRng) -> usize {
        let mut moved = 0;
        for seat in Seat::all(N) {
            let world = game.imagined(seat, rng);
            assert_eq!(world.view(seat), game.view(seat), "the seat sees the same");
            let all =
                |g: &Game<N>| Seat::all(N).fold(g.talon | g.discarded, |set, s| set | g.hands[s]);
            assert_eq!(all(&world), all(game));
            for s in Seat::all(N) {
                assert_eq!(world.hands[s].len(), game.hands[s].len());
                assert!(
                    world.first_packets[s] - world.hands[s] == CardSet::EMPTY
                        || world.phase > Phase::Trump
                );
            }
            assert_eq!(world.check(), Ok(()));
            moved += usize::from(world.hands != game.hands || world.talon != game.talon);
        }
        moved
    }

    fn play_on<const N: usize>(rng: &mut SmallRng) -> usize {
        let mut game = Game::<N>::shuffled(HouseRules::default(), rng);
        let mut moved = 0;
        while !game.is_over() {
            moved += check(&game, rng);
            let seat = game.to_act().expect("a running game has a seat to act");
            let legal = game.legal_actions(seat);
            let action = legal
                .nth(rng.random_range(0..legal.len()))
                .expect("an action");
            game.apply(seat, action).unwrap();
        }
        moved
    }

    #[test]
    fn an_imagined_game_keeps_what_the_seat_sees() {
        let mut rng = SmallRng::seed_from_u64(4);
        for _ in 0..20 {
            assert!(play_on::<4>(&mut rng) > 0, "some hidden card moves at four");
            assert!(
                play_on::<3>(&mut rng) > 0,
                "some hidden card moves at three"
            );
        }
    }
}
