//! The Telegram adapter of Bummerl (teloxide): Schnapsen in Telegram groups.
//!
//! Each group has at most one table, shown as **one** message with inline buttons (Join, Deal,
//! My cards) that is edited in place as the game goes on; tricks, game ends and the like are short
//! separate messages. Each player's hand goes **only** to his private chat, with a button for
//! exactly each legal move, edited in place after every move. A private chat may also hold a
//! table of its own against the computer (`/newgame vs bot` there): its table message and the
//! hand are then two messages of that chat. A user the bot cannot write to yet
//! gets a `t.me/<bot>?start=<payload>` deep link; `/start <payload>` then seats him (if he is in
//! that group). Moves can also be typed in the private chat (`/play KH`, `/play herz könig`,
//! `/announce H`, …); they go to the table where he may act, and he is asked which where that
//! is more than one.
//! Three can sit at a table (`/newgame 3`): the dealer sits out each game, gets no hand (his
//! old hand loses its buttons), and with the `kiebitz` house rule `/kiebitz NAME|N` sends him
//! that player's cards read-only, without buttons.
//!
//! [`run`] long-polls `getUpdates` (or, with a [`Webhook`], takes the updates Telegram posts to
//! the process's HTTP server), hands commands and button presses to the
//! [`Manager`] on a blocking thread, and queues what it answers for
//! sending within Telegram's rate limits, with retries (see `delivery`). Nothing about a game
//! depends on a message arriving: the manager has stored the game before anything is sent.
//!
//! **What survives a restart**: the games (the manager's store) and, per user, the private chat,
//! an explicitly chosen language and whether he blocked the bot (the store's user records), and
//! the ids of the table and hand messages with a digest of what each shows, the groups' last
//! request times (each recorded before it is made) and their titles (the store's records of
//! messages out). On start every open table is synced:
//! the same messages are edited where they are behind, replaced ones lose their buttons. A
//! stale button press shows the current hand in the message it sat on. Telegram's
//! `language_code` and each user's current table are relearned from the next update (the
//! current table also from the stored tables).
//!
//! Log lines go through `tracing`; the bot token never appears in them or in an [`Error`].

mod callbacks;
mod commands;
mod context;
mod defect;
mod delivery;
mod error;
mod group;
mod lease;
mod notes;
mod onboarding;
mod outgoing;
mod parse;
mod private;
mod record;
mod render;
mod retry;
mod tuning;
mod updates;
mod users;
mod webhook;

use std::fmt;
use std::future::Future;
use std::sync::Arc;

use bot_core::manager::{Lang, Manager, Message, Platform};
use teloxide::prelude::*;
use tokio::sync::{mpsc, watch};

pub use error::Error;
pub use tuning::Tuning;
pub use webhook::{Received, Webhook};

use context::Ctx;
use delivery::Delivery;
use error::{Failure, classify, describe};
use lease::PollLease;
use users::Users;

/// What the adapter needs to know.
#[derive(Clone)]
pub struct Settings {
    /// The bot token from @BotFather.
    pub token: String,
    /// The Bot API base URL (`https://api.telegram.org/` or a local Bot API server).
    pub api_url: url::Url,
    /// The language for users whose Telegram client tells none.
    pub default_lang: Lang,
    /// Updates by webhook (several processes behind a load balancer) instead of long polling
    /// (one process).
    pub webhook: Option<Webhook>,
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"<redacted>")
            .field("api_url", &self.api_url.as_str())
            .field("default_lang", &self.default_lang)
            .field("webhook", &self.webhook)
            .finish()
    }
}

/// Runs the adapter until `shutdown` resolves: long-polls updates, answers them through the
/// manager, and also delivers `outbox` messages (timer reminders etc. produced by
/// [`Manager::tick`] elsewhere, already filtered to `Platform::Telegram` recipients).
///
/// Returns an error only if the Bot API refuses the token or answers `getMe` with an error that
/// retrying cannot fix; network failures are retried with backoff until `shutdown`.
pub async fn run(
    manager: Arc<Manager>,
    settings: Settings,
    outbox: mpsc::Receiver<Vec<Message>>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    run_tuned(manager, settings, Tuning::default(), outbox, shutdown).await
}

/// [`run`] with other rates, retries and timeouts (tests use short ones).
pub async fn run_tuned(
    manager: Arc<Manager>,
    settings: Settings,
    tuning: Tuning,
    mut outbox: mpsc::Receiver<Vec<Message>>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    let token = settings.token.clone();
    let bot = Bot::new(token.clone()).set_api_url(settings.api_url.clone());
    let (stop_tx, stop) = watch::channel(false);
    let stop_tx = Arc::new(stop_tx);
    {
        let stop_tx = stop_tx.clone();
        tokio::spawn(async move {
            shutdown.await;
            stop_tx.send_replace(true);
        });
    }
    let Some(me) = persist("getMe", &settings, &tuning, stop.clone(), || {
        bot.get_me().send()
    })
    .await?
    else {
        return Ok(());
    };
    let username = me.username().to_owned();
    let posts = match &settings.webhook {
        Some(webhook) => {
            // Every process of the bot sets the same webhook; none takes it down on stopping,
            // as the others go on.
            let Some(posts) = webhook.take_queue() else {
                return Err(Error::Startup {
                    api_url: settings.api_url.to_string(),
                    method: "setWebhook",
                    reason: "the webhook is taken by another adapter of this process".into(),
                });
            };
            let set = persist("setWebhook", &settings, &tuning, stop.clone(), || {
                bot.set_webhook(webhook.url().clone())
                    .secret_token(webhook.secret().to_owned())
                    .allowed_updates(updates::ALLOWED)
                    .send()
            })
            .await?;
            if set.is_none() {
                return Ok(());
            }
            tracing::info!("telegram: updates by webhook at {}", webhook.path());
            Some(posts)
        }
        None => None,
    };
    let lease_task = if posts.is_none() {
        let Some(lease) = PollLease::take(manager.store().clone(), me.id.0).await else {
            return Err(Error::Polled { username });
        };
        // getUpdates answers 409 while a webhook is set.
        if let Err(e) = bot.delete_webhook().await {
            tracing::warn!("telegram: deleteWebhook failed: {}", describe(&e, &token));
        }
        Some(tokio::spawn(lease.keep(stop.clone(), stop_tx)))
    } else {
        None
    };
    tracing::info!("telegram: running as @{username}");
    let registering = {
        let (bot, token) = (bot.clone(), token.clone());
        tokio::spawn(async move { commands::register(&bot, &token).await })
    };
    let (incidents_tx, mut incidents) = mpsc::unbounded_channel();
    let ctx = Arc::new(Ctx {
        bot: bot.clone(),
        token: token.clone(),
        users: Users::new(manager.clone(), settings.default_lang),
        delivery: Delivery::new(bot, token, tuning, incidents_tx, manager.store().clone()),
        manager,
        username,
        tuning,
    });
    resume(&ctx).await;
    let heal_task = tokio::spawn(heal(ctx.clone(), stop.clone()));
    let incident_task = {
        let ctx = ctx.clone();
        tokio::spawn(async move {
            while let Some(incident) = incidents.recv().await {
                outgoing::incident(&ctx, incident).await;
            }
        })
    };
    let outbox_task = {
        let (ctx, mut stop) = (ctx.clone(), stop.clone());
        tokio::spawn(async move {
            loop {
                let batch = tokio::select! {
                    batch = outbox.recv() => batch,
                    _ = stop.wait_for(|s| *s) => None,
                };
                let Some(batch) = batch else { return };
                outgoing::deliver(&ctx, batch).await;
            }
        })
    };
    match posts {
        Some(posts) => updates::serve(ctx.clone(), posts, stop).await,
        None => updates::poll(ctx.clone(), stop).await,
    }
    let _ = outbox_task.await;
    ctx.delivery.drain(tuning.grace).await;
    incident_task.abort();
    heal_task.abort();
    registering.abort();
    // Polling ends only on `stop`, which also ends the lease's keeping: it is given up.
    if let Some(lease_task) = lease_task {
        let _ = lease_task.await;
    }
    tracing::info!("telegram: stopped");
    Ok(())
}

/// Takes in what the store recorded as out before a restart (messages, groups' request times
/// and titles), tidies the records of closed tables with no message out, and marks every open
/// table and every table with messages out to be synced.
async fn resume(ctx: &Ctx) {
    let store = ctx.manager.store().clone();
    let found = tokio::task::spawn_blocking(move || store.resume(Platform::Telegram)).await;
    if let Ok((posted, open)) = found {
        ctx.delivery.load(&posted);
        ctx.users.load_titles(&posted);
        let idle = posted
            .iter()
            .filter(|p| p.nothing_out() && !open.contains(&p.key));
        record::tidy(ctx.manager.store(), idle.map(|p| p.key.clone()).collect()).await;
        for key in posted.into_iter().map(|p| p.key).chain(open) {
            ctx.delivery.mark(key, false);
        }
    }
}

/// Keeps every table's messages equal to its state: syncs each marked table (after a restart,
/// or a failure) when its wait is over, until `stop`.
async fn heal(ctx: Arc<Ctx>, mut stop: watch::Receiver<bool>) {
    loop {
        let due = tokio::select! {
            due = ctx.delivery.due() => due,
            _ = stop.wait_for(|s| *s) => return,
        };
        for key in due {
            outgoing::resync(&ctx, &key).await;
        }
    }
}

/// A call the adapter cannot start without (`getMe`, `setWebhook`), retried while it fails for
/// the network, the server or flood control; `None` if shutdown came first.
async fn persist<T, F>(
    method: &'static str,
    settings: &Settings,
    tuning: &Tuning,
    mut stop: watch::Receiver<bool>,
    call: impl Fn() -> F,
) -> Result<Option<T>, Error>
where
    F: Future<Output = Result<T, teloxide::RequestError>>,
{
    let api_url = settings.api_url.to_string();
    let mut attempt = 0;
    loop {
        let result = tokio::select! {
            result = call() => result,
            _ = stop.wait_for(|s| *s) => return Ok(None),
        };
        let error = match result {
            Ok(answer) => return Ok(Some(answer)),
            Err(error) => error,
        };
        attempt += 1;
        let wait = match classify(&error) {
            _ if matches!(
                error,
                teloxide::RequestError::Api(teloxide::ApiError::InvalidToken)
            ) =>
            {
                return Err(Error::TokenRefused { api_url });
            }
            Failure::RetryAfter(wait) => wait,
            Failure::Transient => tuning.backoff_after(attempt),
            _ => {
                return Err(Error::Startup {
                    api_url,
                    method,
                    reason: describe(&error, &settings.token),
                });
            }
        };
        tracing::warn!(
            "telegram: {method} failed: {}; retrying in {wait:?}",
            describe(&error, &settings.token)
        );
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            _ = stop.wait_for(|s| *s) => return Ok(None),
        }
    }
}
