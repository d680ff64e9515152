//! Discord adapter for Bummerl (serenity): play Schnapsen in a Discord channel.
//!
//! - `/schnapsen …` slash commands, registered globally with German and English names
//!   ([`commands`]); `play card:` completes the user's playable cards.
//! - One table message per channel with Join / Start / My cards buttons, edited in place.
//! - Each player's hand in his direct messages with one button per legal action, edited in
//!   place; if his DMs are closed (error 50007), "My cards" answers with an ephemeral message
//!   carrying the same hand and buttons, and presses on it update it (response type 7).
//! - Three at a table (`/schnapsen new players:3`): the dealer sits out each game; with the
//!   `kiebitz` house rule, `/schnapsen kiebitz player:@user` sends him that player's cards by DM,
//!   read-only (no buttons).
//! - Bauernschnapsen (four, partners opposite) and Dreierschnapsen (three):
//!   `/schnapsen new variant:` or the lobby's variant buttons; the trump choice, the bidding and
//!   the doubles are buttons under each hand like the cards, Dreierschnapsen's 28 ways to lay two
//!   cards away a select menu ([`outgoing`] keeps within Discord's 5 × 5 buttons).
//! - Refusals answer ephemerally in the user's language (the interaction's locale).
//! - In a DM with the bot, `/schnapsen new computer:` opens a table against the computer there:
//!   the DM is then the table's channel, and the table message and the hand are two messages
//!   of it (a `new` without `computer:` is refused: nobody else can join a DM).
//!
//! Layers: [`incoming`] (interaction → core request) and [`outgoing`] / [`batch`] (core
//! messages → Discord content and buttons) are pure and unit-tested; [`deliver`] sends,
//! [`heal`] keeps every table's messages equal to its state after failures and restarts,
//! [`handler`] is the serenity event handler, [`state`] the adapter's in-memory bookkeeping.

pub mod batch;
pub mod commands;
pub mod defect;
pub mod deliver;
pub mod handler;
pub mod heal;
pub mod incoming;
pub mod outgoing;
pub mod picture;
pub mod state;
pub mod words;

use std::fmt;
use std::future::Future;
use std::sync::{Arc, OnceLock};

use bot_core::manager::{Lang, Manager, Message, Platform, Recipient};
use serenity::all::{GatewayIntents, Http, HttpBuilder};
use tokio::sync::mpsc;

pub use handler::Tuning;

use crate::batch::Batch;
use crate::deliver::Deliver;
use crate::handler::{App, Handler};
use crate::state::State;

/// What the adapter needs to run.
#[derive(Clone)]
pub struct Settings {
    /// The bot token (`DISCORD_TOKEN`).
    pub token: String,
    /// A base URL replacing `https://discord.com` (a fake server in tests).
    pub api_url: Option<url::Url>,
    /// The language where no locale is known (reminders to users not seen since a restart).
    pub default_lang: Lang,
    /// The gateway shards this process runs; `None`: the one shard of a bot in one process.
    pub shards: Option<Shards>,
}

/// Which of the gateway's shards a process runs: Discord routes each server's events to the
/// shard `(server id >> 22) % count`, so processes with disjoint ranges share a bot without
/// seeing each other's tables (direct messages go to shard 0). Shard 0 registers the slash
/// commands: they are the bot's, not a shard's, and registered once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shards {
    /// This process's shards.
    pub ids: std::ops::Range<u32>,
    /// The shards of all processes together.
    pub count: u32,
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"[redacted]")
            .field("api_url", &self.api_url.as_ref().map(url::Url::as_str))
            .field("default_lang", &self.default_lang)
            .field("shards", &self.shards)
            .finish()
    }
}

/// Why the adapter stopped.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No token was given.
    #[error("the Discord token is empty")]
    NoToken,
    /// Discord (or the connection to it) failed; the token never appears in the text.
    #[error("discord: {0}")]
    Discord(String),
}

impl Error {
    fn discord(error: &serenity::Error, token: &str) -> Error {
        Error::Discord(scrub(&error.to_string(), token))
    }
}

/// Removes a token from a text meant for logs or errors.
fn scrub(text: &str, token: &str) -> String {
    let token = token.trim();
    if token.len() < 8 {
        text.to_owned()
    } else {
        text.replace(token, "[token]")
    }
}

/// The HTTP client for `settings`: serenity's rate limiter on, against Discord. With `api_url`
/// requests go to that base instead; serenity (0.12) then needs its rate limiter off, because
/// the rate limiter ignores the proxy base and would send to discord.com (serenity#1739) — the
/// API at `api_url` is expected to limit rates itself, as a fake or a proxy does.
pub fn http(settings: &Settings) -> Http {
    let builder = HttpBuilder::new(settings.token.trim());
    match &settings.api_url {
        None => builder.build(),
        Some(url) => builder
            .proxy(url.as_str().trim_end_matches('/'))
            .ratelimiter_disabled(true)
            .build(),
    }
}

/// Runs the adapter until `shutdown` resolves: connects to the gateway, answers interactions
/// through the manager, and also delivers `outbox` messages (timer reminders etc. produced by
/// Manager::tick elsewhere, already filtered to Platform::Discord recipients).
pub async fn run(
    manager: Arc<Manager>,
    settings: Settings,
    outbox: mpsc::Receiver<Vec<Message>>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    run_tuned(manager, settings, Tuning::default(), outbox, shutdown).await
}

/// [`run`] with explicit pacing (tests shorten the time before an interaction is deferred).
pub async fn run_tuned(
    manager: Arc<Manager>,
    settings: Settings,
    tuning: Tuning,
    mut outbox: mpsc::Receiver<Vec<Message>>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    if settings.token.trim().is_empty() {
        return Err(Error::NoToken);
    }
    let token = settings.token.clone();
    let app = Arc::new(OnceLock::new());
    let http = http(&settings);
    // serenity falls back to Discord's own gateway when the API cannot name one: with
    // `api_url` (a fake or a proxy) that would take the token elsewhere. Ask first, and keep
    // the answer.
    let gateway = match settings.api_url {
        Some(_) => Some(
            http.get_gateway()
                .await
                .map_err(|e| Error::discord(&e, &token))?
                .url,
        ),
        None => None,
    };
    let mut client = serenity::all::ClientBuilder::new_with_http(http, GatewayIntents::empty())
        .event_handler(Handler::new(Arc::clone(&app)))
        .await
        .map_err(|e| Error::discord(&e, &token))?;
    if let Some(url) = gateway {
        *client.ws_url.lock().await = url;
    }
    let state = Arc::new(State::new(settings.default_lang));
    let deliver = Arc::new(Deliver::new(
        Arc::clone(&client.http),
        Arc::clone(&manager),
        state,
    ));
    let _ = app.set(Arc::new(App::new(manager, Arc::clone(&deliver), tuning)));
    deliver.resync_all().await;
    let healer = tokio::spawn(Arc::clone(&deliver).heal());
    let outbox = tokio::spawn(async move {
        while let Some(messages) = outbox.recv().await {
            let ours = messages
                .into_iter()
                .filter(|m| for_discord(&m.to))
                .collect();
            deliver.batch(Batch::sort(ours)).await;
        }
    });
    let shards = Arc::clone(&client.shard_manager);
    let started = async {
        match &settings.shards {
            None => client.start().await,
            // serenity's range is inclusive of its end: `4..7` starts shards 4 to 7.
            Some(range) if !range.ids.is_empty() => {
                client
                    .start_shard_range(range.ids.start..range.ids.end - 1, range.count)
                    .await
            }
            Some(_) => Ok(()),
        }
    };
    let result = tokio::select! {
        result = started => result.map_err(|e| Error::discord(&e, &token)),
        () = shutdown => {
            shards.shutdown_all().await;
            Ok(())
        }
    };
    outbox.abort();
    healer.abort();
    result
}

fn for_discord(to: &Recipient) -> bool {
    match to {
        Recipient::Channel(key) => key.platform == Platform::Discord,
        Recipient::User(user) => user.platform == Platform::Discord,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(api_url: Option<&str>) -> Settings {
        Settings {
            token: "secret-token-value".into(),
            api_url: api_url.map(|u| u.parse().unwrap()),
            default_lang: Lang::De,
            shards: None,
        }
    }

    #[test]
    fn production_keeps_the_rate_limiter_and_a_fake_gets_every_request() {
        let real = http(&settings(None));
        assert!(real.ratelimiter.is_some() && real.proxy.is_none());
        let fake = http(&settings(Some("http://127.0.0.1:9/")));
        assert_eq!(fake.proxy.as_deref(), Some("http://127.0.0.1:9"));
        assert!(
            fake.ratelimiter.is_none(),
            "serenity's rate limiter would bypass the proxy"
        );
    }

    #[test]
    fn the_token_never_shows() {
        let s = settings(None);
        assert!(!format!("{s:?}").contains("secret-token-value"));
        let e = Error::Discord(scrub("bad header Bot secret-token-value", &s.token));
        assert!(!e.to_string().contains("secret-token-value"), "{e}");
    }
}
