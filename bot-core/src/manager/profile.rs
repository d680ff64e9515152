//! A player's profile in a channel (`/profile [player]`): per game his rating, his results in the
//! running season, his best place on any season's board and his record against the computer's
//! levels over all seasons — read from the leaderboard entries of every season, nothing stored
//! of its own. Answered without the table, like the leaderboard.

use std::collections::BTreeMap;

use super::{Body, Manager, Message, Recipient, Refused, top};
use crate::games::{GameId, Level, Unit};
use crate::ids::{TableKey, User};
use crate::protocol::{ProfileGame, ProfileOf, ProfileView, Season, Stats, WonLost};

impl Manager {
    /// The profile of `of` in the channel, asked for by `me`.
    pub(super) fn profile(
        &self,
        channel: &TableKey,
        me: &User,
        of: &ProfileOf,
    ) -> Result<Vec<Message>, Refused> {
        let seasons = self.seasons_now(channel, self.clock.now_ms())?;
        // Newest first: the running season, then the past ones.
        let all: Vec<Option<&Season>> = match &seasons {
            Some(s) => std::iter::once(&s.running)
                .chain(s.past.iter().rev())
                .map(Some)
                .collect(),
            None => vec![None],
        };
        let mut boards = Vec::new();
        for variant in GameId::all() {
            let mut by_season = Vec::new();
            for season in &all {
                let board =
                    season.map_or_else(|| variant.id().to_owned(), |s| s.board(variant.id()));
                let entries = self
                    .store
                    .leaderboard(channel, &board)
                    .map_err(|e| self.store_failed(channel, &e))?;
                by_season.push((season.map(|s| s.name.clone()), entries));
            }
            boards.push((variant, by_season));
        }
        let user = match of {
            ProfileOf::Me => me.id.clone(),
            ProfileOf::User(user) => user.clone(),
            ProfileOf::Name(name) => boards
                .iter()
                .flat_map(|(_, seasons)| seasons.iter().flat_map(|(_, entries)| entries))
                .find(|(_, stats)| stats.name.eq_ignore_ascii_case(name.trim()))
                .map(|(user, _)| user.clone())
                .ok_or_else(|| Refused::NoPlayer {
                    name: name.trim().to_owned(),
                })?,
        };
        let mut name = String::new();
        let mut games = Vec::new();
        for (variant, seasons) in boards {
            let unit = Unit::of(variant);
            let mut game: Option<ProfileGame> = None;
            let mut against: BTreeMap<String, WonLost> = BTreeMap::new();
            for (i, (season, entries)) in seasons.into_iter().enumerate() {
                let Some(stats) = entries.iter().find(|(u, _)| *u == user).map(|(_, s)| s) else {
                    continue;
                };
                if name.is_empty() {
                    name.clone_from(&stats.name);
                }
                let game = game.get_or_insert_with(|| ProfileGame {
                    variant,
                    unit,
                    stats: Stats::default(),
                    best: None,
                    against: Vec::new(),
                });
                if i == 0 {
                    game.stats = stats.clone();
                } else if game.stats.rating.is_none() {
                    game.stats.rating = stats.rating;
                }
                for (level, tally) in &stats.against {
                    let sum = against.entry(level.clone()).or_default();
                    sum.won += tally.won;
                    sum.lost += tally.lost;
                }
                if stats.carried {
                    continue;
                }
                let listed: Vec<_> = entries.into_iter().filter(|(_, s)| !s.carried).collect();
                let place = top(listed, usize::MAX, unit)
                    .iter()
                    .position(|(u, _)| *u == user)
                    .map(|p| p + 1);
                if let Some(place) = place
                    && game.best.as_ref().is_none_or(|(best, _)| place < *best)
                {
                    game.best = Some((place, season.unwrap_or_default()));
                }
            }
            if let Some(mut game) = game {
                // The running season's counts only: a carried entry has none.
                game.stats.carried = false;
                game.against = Level::ALL
                    .into_iter()
                    .filter_map(|level| against.get(level.name()).map(|t| (level, *t)))
                    .collect();
                games.push(game);
            }
        }
        if name.is_empty() {
            name = match of {
                ProfileOf::Me => me.name.clone(),
                ProfileOf::User(user) => user.id.clone(),
                ProfileOf::Name(name) => name.trim().to_owned(),
            };
        }
        Ok(vec![Message {
            to: Recipient::Channel(channel.clone()),
            body: Body::Profile(ProfileView { name, games }),
        }])
    }
}
