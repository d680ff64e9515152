//! A table's Bauernschnapsen and Dreierschnapsen games: moves of every phase (trump, bidding
//! and doubles, Dreierschnapsen's talon exchange, play) turned into events in players' names,
//! the score sheet from 24, the leaderboard credited to every player of a side, and the next deal.
//!
//! Everything else a table does — seats, versions, timers, the lobby, hands sent to each player —
//! is the same for every variant and lives in [`super::table`].

use super::leaderboard::Stats;
use super::output::{BauernResult, Event, Refused};
use super::sheet::Sheet;
use super::table::{Change, Phase, RoundGame, Table};
use crate::games::schnapsen::step;
use crate::rules::bauern;
use crate::rules::{AnyAction, Seat, TallyEnd};

/// What one move did, in players rather than seats.
struct Stepped {
    /// Public events, in order.
    events: Vec<Event>,
    /// The game's end, unless it was thrown in for a redeal.
    settled: Option<(BauernResult, Option<TallyEnd>)>,
    /// Three Jacks were thrown in: the same dealer deals again.
    redeal: bool,
}

/// Applies `action` of the player in `seat` and describes it; refused moves change nothing.
fn step<const N: usize>(
    game: &mut bauern::Game<N>,
    seat: Seat,
    action: AnyAction,
    seats: &[usize],
    names: &[String],
    sheet: &mut Sheet,
) -> Result<Stepped, Refused> {
    let (steps, applied) = step::bauern(game, seat, action).map_err(Refused::Bauern)?;
    let name = |s: usize| names[seats[s]].clone();
    let events = steps
        .into_iter()
        .map(|step| Event::of_step(step, &name))
        .collect();
    let redeal = step::redealt(&applied);
    let settled = applied.outcome.filter(|_| !redeal).map(|outcome| {
        let mut winners: Vec<usize> = outcome.winning_seats().map(|s| seats[s.index()]).collect();
        winners.sort_unstable();
        let result = BauernResult {
            game: outcome.game,
            declarer: outcome.declarer.map(|s| seats[s.index()]),
            multiplier: outcome.multiplier,
            winners,
            game_points: outcome.game_points,
            reason: outcome.reason,
            points: (0..N)
                .map(|s| (seats[s], outcome.points.0[s], outcome.tricks.0[s]))
                .collect(),
        };
        let end = sheet.record_bauern(seats, &outcome, game.rules());
        (result, end)
    });
    Ok(Stepped {
        events,
        settled,
        redeal,
    })
}

impl Table {
    /// Applies a move of a Bauernschnapsen or Dreierschnapsen game and records it: events, the
    /// game's end, the Bummerl, the next deal. A refused move changes nothing.
    pub(super) fn apply_bauern(
        &mut self,
        player: usize,
        action: AnyAction,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let names: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        let Phase::Playing(round) = &mut self.phase else {
            unreachable!("moves need a game")
        };
        let seat = round.seat_of(player).expect("everybody plays");
        let sheet = &mut self.tally;
        let stepped = match &mut round.game {
            RoundGame::Four(game) => step(game, seat, action, &round.seats, &names, sheet),
            RoundGame::Three(game) => step(game, seat, action, &round.seats, &names, sheet),
            RoundGame::Two(_) | RoundGame::Game(_) => {
                unreachable!("only a game at four or three takes these moves")
            }
        }?;
        let dealer = round.dealer;
        let channel = self.channel();
        for event in stepped.events {
            change.event(channel.clone(), event);
        }
        if stepped.redeal {
            // The same dealer deals again; the thrown-in game does not count.
            self.next_dealer = dealer;
            self.deal(change);
            return Ok(());
        }
        let Some((result, end)) = stepped.settled else {
            return Ok(());
        };
        self.bummerl_games += 1;
        for p in 0..self.players.len() {
            let won = result.winners.contains(&p);
            let add = Stats {
                games_won: u32::from(won),
                games_lost: u32::from(!won),
                game_points: if won {
                    u32::from(result.game_points)
                } else {
                    0
                },
                ..Stats::default()
            };
            self.credit(p, add, change);
        }
        change.event(channel, Event::Settled { names, result });
        self.next_dealer = (dealer + 1) % self.players.len();
        match end {
            Some(end) => self.match_over(&end, change),
            None => self.deal(change),
        }
        Ok(())
    }
}
