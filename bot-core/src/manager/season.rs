//! The channel's seasons as the manager keeps them ([`Seasons`], stored beside the tables by
//! channel): which season a result counts in, the turn to the next season at the first result
//! after its boundary or at an admin's early end, and the ratings carried over.
//!
//! A season turns as a commit that credits a result finds the running season's period past
//! (or an admin ends it: [`Change::end_season`]): the ended season's boards stay as they are
//! (a past season's board, `/top GAME SEASON`), and every rated entry of each game's board is
//! carried into the new season's board as a rating alone ([`carried`]: the deviation widened),
//! which the board does not list until its player has a result in the new season. All of it is
//! written in the commit's one transaction with the record of seasons.

use serde_json::Value;

use super::{Change, Delta, Manager, Refused, Stats};
use crate::games::GameId;
use crate::ids::TableKey;
use crate::protocol::{Season, Seasons, carried};

impl Manager {
    /// The channel's record of its seasons, if it has one.
    pub(super) fn seasons(&self, channel: &TableKey) -> Result<Option<Seasons>, Refused> {
        let stored = self
            .store
            .seasons(channel)
            .map_err(|e| self.store_failed(channel, &e))?;
        stored.map(serde_json::from_value).transpose().map_err(|e| {
            tracing::error!(table = %channel, error = %e, "a record of seasons is unreadable");
            Refused::Unavailable
        })
    }

    /// The channel's seasons as they stand at `now`, as the next result will write them: the
    /// stored record, turned in memory to the period of `now` where that has passed, or the
    /// first season for a channel without one (none where seasons are off and none was kept).
    pub(super) fn seasons_now(
        &self,
        channel: &TableKey,
        now: u64,
    ) -> Result<Option<Seasons>, Refused> {
        let stored = self.seasons(channel)?;
        let Some(period) = self.season_length.period(now) else {
            return Ok(stored);
        };
        let mut seasons = stored.unwrap_or_else(|| Seasons::first(period.clone(), now));
        if !in_period(&seasons.running, &period) {
            seasons.turn(&period, now);
        }
        Ok(Some(seasons))
    }

    /// Puts a change's results into the running season: starts the channel's first season,
    /// turns to the next one where its period has passed or an admin ended it (carrying the
    /// ratings over), and points the change's credits and rated results at the running
    /// season's boards. Returns the record of seasons to write with the change, if it changed.
    pub(super) fn count_in_season(
        &self,
        key: &TableKey,
        change: &mut Change,
        now: u64,
    ) -> Result<Option<Value>, Refused> {
        if change.stats.is_empty() && change.rated.is_empty() && !change.end_season {
            return Ok(None);
        }
        let Some(period) = self.season_length.period(now) else {
            // No seasons: the boards of the first (or only) season run on.
            return Ok(None);
        };
        let (mut seasons, mut write) = match self.seasons(key)? {
            Some(seasons) => (seasons, false),
            None => (Seasons::first(period.clone(), now), true),
        };
        if change.end_season || !in_period(&seasons.running, &period) {
            let ended = seasons.running.clone();
            seasons.turn(&period, now);
            let carry = self.carry(key, &ended, &seasons.running)?;
            self.to_running(&seasons.running, change);
            // Carried ratings first: the change's own credits add to them.
            change.stats.splice(0..0, carry);
            write = true;
        } else {
            self.to_running(&seasons.running, change);
        }
        let running = &seasons.running;
        change.season_turned = change.end_season.then(|| {
            let ended = seasons.past.last().map(|s| s.name.clone());
            (ended.unwrap_or_default(), running.name.clone())
        });
        Ok(write.then(|| serde_json::to_value(&seasons).expect("seasons serialise")))
    }

    /// Points the change's credits and rated results (a game's own boards) at the `running`
    /// season's boards.
    fn to_running(&self, running: &Season, change: &mut Change) {
        for credit in &mut change.stats {
            credit.board = running.board(&credit.board);
        }
        for outcome in &mut change.rated {
            outcome.board = running.board(&outcome.board);
        }
    }

    /// The credits that carry every rating of the `ended` season's boards into the `next`
    /// season's, widened.
    fn carry(&self, key: &TableKey, ended: &Season, next: &Season) -> Result<Vec<Delta>, Refused> {
        let mut credits = Vec::new();
        for variant in GameId::all() {
            let entries = self
                .store
                .leaderboard(key, &ended.board(variant.id()))
                .map_err(|e| self.store_failed(key, &e))?;
            for (user, stats) in entries {
                let Some(rating) = stats.rating else { continue };
                credits.push(Delta {
                    board: next.board(variant.id()),
                    user,
                    add: Stats {
                        name: stats.name,
                        last: stats.last,
                        rating: Some(carried(&rating)),
                        carried: true,
                        ..Stats::default()
                    },
                });
            }
        }
        Ok(credits)
    }
}

/// Whether a season belongs to `period` (`2026-11` and `2026-11.2` to `2026-11`).
fn in_period(season: &Season, period: &str) -> bool {
    season.name.split('.').next() == Some(period)
}
