//! A finished deal replayed step by step (`/replay [N]` and its ◀ ▶ keys): the deal's record
//! played again up to a step, every hand open, with the strong computer's view of the move that
//! led there. Answered without the table, like the export: only a finished deal's record is
//! ever replayed, so a replay never shows a running deal's cards.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::table::{named, public_view};
use super::{Body, DealRecord, Manager, Message, Recipient, Refused};
use crate::games::{AnyGame, Game, Level, Move, search};
use crate::ids::{Lang, TableKey};
use crate::protocol::{DealRef, Judged, ReplayMove, ReplayStep, ReplayView};
use crate::store::StoreError;

/// The play-outs the strong computer spends on each of its opinions of a step (its own move's
/// search, and each move's value): a few hundred, so that a press answers at once and a step
/// shows the same every time (`bummerl bench replay` measures them).
pub const REPLAY_PLAYOUTS: u32 = 300;

impl Manager {
    /// The step `at.step` of a finished deal of the channel, with its ◀ ▶ keys' data.
    pub(super) fn replay_step(
        &self,
        channel: &TableKey,
        at: &ReplayStep,
    ) -> Result<Vec<Message>, Refused> {
        let (number, record) = match at.deal {
            DealRef::Back(back) => self.finished_deal(channel, back)?,
            DealRef::Number(number) => (number, self.numbered_deal(channel, number)?),
        };
        let view = replay_view(channel, number, &record, at.step)?;
        Ok(vec![Message {
            to: Recipient::Channel(channel.clone()),
            body: Body::Replay(Box::new(view)),
        }])
    }

    /// The finished deal number `number` of the channel; refused when the channel keeps it no
    /// longer (or never had it).
    fn numbered_deal(&self, channel: &TableKey, number: u64) -> Result<DealRecord, Refused> {
        let stored = self
            .store
            .deal(channel, number)
            .map_err(|e| self.store_failed(channel, &e))?
            .ok_or(Refused::DealGone { number })?;
        serde_json::from_value(stored).map_err(|e| {
            let error = StoreError::Corrupt {
                tree: "deals",
                key: format!("{channel} {number}"),
                problem: e.to_string(),
            };
            self.store_failed(channel, &error)
        })
    }
}

/// What step `step` of the deal `record` (number `number` in `channel`) shows; refused for a step
/// the deal does not have.
pub fn replay_view(
    channel: &TableKey,
    number: u64,
    record: &DealRecord,
    step: usize,
) -> Result<ReplayView, Refused> {
    let steps = record.moves.len();
    if step > steps {
        return Err(Refused::NoSuchStep {
            number,
            step,
            steps,
        });
    }
    let mut game = record.dealt().map_err(|_| Refused::DealGone { number })?;
    for played in &record.moves[..step.saturating_sub(1)] {
        // A record holds only moves the deal took; one it refuses now ends the replay there.
        game.get_mut()
            .apply(played.seat, &played.mv)
            .map_err(|_| Refused::DealGone { number })?;
    }
    let played = match step.checked_sub(1) {
        None => None,
        Some(last) => {
            let made = record.moves[last];
            let seed = number.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ step as u64;
            let judged = judge(game.get(), made.seat, &made.mv, seed);
            let label = Lang::ALL.map(|lang| game.get().label(&made.mv, lang));
            game.get_mut()
                .apply(made.seat, &made.mv)
                .map_err(|_| Refused::DealGone { number })?;
            Some(ReplayMove {
                seat: made.seat,
                label,
                judged,
            })
        }
    };
    if step == steps
        && let Some(absent) = record.forfeit
        && let Some(claimed) = game.get().forfeit(absent)
    {
        game = claimed;
    }
    Ok(view_of(channel, number, record, step, &game, played))
}

/// The view of `game`, the deal at step `step` of its record.
fn view_of(
    channel: &TableKey,
    number: u64,
    record: &DealRecord,
    step: usize,
    game: &AnyGame,
    played: Option<ReplayMove>,
) -> ReplayView {
    let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
    let mut lines = public_view(game.id(), game.get()).lines;
    for line in lines.iter_mut().flatten() {
        *line = named(line, &names);
    }
    let deal = game.get();
    ReplayView {
        channel: channel.clone(),
        number,
        game: record.game,
        step,
        steps: record.moves.len(),
        hands: (0..deal.seats()).map(|seat| deal.hand(seat)).collect(),
        names,
        lines,
        played,
        score: (step == record.moves.len())
            .then(|| deal.score().map(|s| s.to_vec()))
            .flatten(),
    }
}

/// The strong computer's view of `seat`'s decision in `game`, where it had a choice: its own
/// move and what it expects of it and of `made`, from the seat's view of the deal, on a fixed
/// budget and `seed` (the same step shows the same every time).
fn judge(game: &dyn Game, seat: usize, made: &Move, seed: u64) -> Option<Judged> {
    if game.legal(seat).len() < 2 {
        return None;
    }
    let budget = search::deterministic(REPLAY_PLAYOUTS);
    let best = search::choose(game, seat, Level::Strong, budget, &mut rng(seed));
    // Each move valued from the same imagined deals: the two values differ by the moves.
    let value = |mv: &Move| search::estimate(game, seat, mv, REPLAY_PLAYOUTS, &mut rng(seed));
    let played_value = value(made);
    let best_value = match best {
        Some(best) if best == *made => played_value,
        Some(best) => value(&best),
        None => None,
    };
    Some(Judged {
        best: best.map(|mv| Lang::ALL.map(|lang| game.label(&mv, lang))),
        best_value,
        played_value,
    })
}

/// The replay's random numbers for one seed.
fn rng(seed: u64) -> SmallRng {
    SmallRng::seed_from_u64(seed)
}
