//! Long polling and routing. `getUpdates` is polled until shutdown (an update is confirmed by the
//! next poll's offset, so one received but not yet handled when the process dies comes again).
//! Each update goes to a worker per chat — per user for button presses — so that one chat's
//! updates are handled in order while different chats proceed in parallel; idle workers end.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, Update, UpdateKind};
use tokio::sync::{mpsc, watch};
use tokio::task::JoinSet;

use crate::commands::Cmd;
use crate::context::Ctx;
use crate::error::{Failure, classify, describe};

/// How long a chat's worker waits for its next update before it ends.
const IDLE: Duration = Duration::from_secs(60);

type Workers = Arc<Mutex<HashMap<i64, mpsc::UnboundedSender<Update>>>>;

/// Polls until `stop` turns true, then waits (up to the grace time) for the updates in hand.
pub(crate) async fn poll(ctx: Arc<Ctx>, mut stop: watch::Receiver<bool>) {
    let workers: Workers = Arc::default();
    let mut tasks = JoinSet::new();
    let mut offset: i32 = 0;
    let mut failures = 0;
    let timeout = ctx.tuning.poll_timeout.as_secs().try_into().unwrap_or(10);
    loop {
        while tasks.try_join_next().is_some() {}
        let request = ctx
            .bot
            .get_updates()
            .offset(offset)
            .timeout(timeout)
            .allowed_updates([
                AllowedUpdate::Message,
                AllowedUpdate::CallbackQuery,
                AllowedUpdate::MyChatMember,
            ]);
        let result = tokio::select! {
            result = request.send() => result,
            _ = stop.wait_for(|s| *s) => break,
        };
        match result {
            Ok(updates) => {
                failures = 0;
                for update in updates {
                    offset = offset.max(
                        i32::try_from(update.id.0)
                            .unwrap_or(i32::MAX)
                            .saturating_add(1),
                    );
                    route(&ctx, &workers, &mut tasks, update);
                }
            }
            Err(error) => {
                failures += 1;
                let wait = match classify(&error) {
                    Failure::RetryAfter(wait) => wait,
                    _ => ctx.tuning.backoff_after(failures),
                };
                tracing::warn!(
                    "telegram: getUpdates failed: {}; retrying in {wait:?}",
                    describe(&error, &ctx.token)
                );
                tokio::select! {
                    () = tokio::time::sleep(wait) => {}
                    _ = stop.wait_for(|s| *s) => break,
                }
            }
        }
    }
    // No more updates: let the workers finish what they hold.
    workers
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clear();
    let finished = tokio::time::timeout(ctx.tuning.grace, async {
        while tasks.join_next().await.is_some() {}
    })
    .await;
    if finished.is_err() {
        tracing::warn!("telegram: shutting down with updates still being handled");
        tasks.abort_all();
    }
}

/// The sequence an update belongs to: the sender for presses, the chat otherwise.
fn sequence(update: &Update) -> Option<i64> {
    match &update.kind {
        UpdateKind::Message(message) => Some(message.chat.id.0),
        UpdateKind::CallbackQuery(query) => i64::try_from(query.from.id.0).ok(),
        UpdateKind::MyChatMember(member) => Some(member.chat.id.0),
        _ => None,
    }
}

fn route(ctx: &Arc<Ctx>, workers: &Workers, tasks: &mut JoinSet<()>, update: Update) {
    let Some(key) = sequence(&update) else {
        return;
    };
    let mut map = workers.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(tx) = map.get(&key)
        && tx.send(update.clone()).is_ok()
    {
        return;
    }
    let (tx, rx) = mpsc::unbounded_channel();
    tx.send(update).expect("the receiver is alive");
    map.insert(key, tx);
    tasks.spawn(work(ctx.clone(), workers.clone(), key, rx));
}

async fn work(ctx: Arc<Ctx>, workers: Workers, key: i64, mut rx: mpsc::UnboundedReceiver<Update>) {
    loop {
        match tokio::time::timeout(IDLE, rx.recv()).await {
            Ok(Some(update)) => handle(&ctx, update).await,
            Ok(None) => return,
            Err(_) => {
                // Idle: leave, unless an update arrived just now (the router sends under the lock).
                let mut map = workers.lock().unwrap_or_else(PoisonError::into_inner);
                if rx.is_empty() {
                    map.remove(&key);
                    return;
                }
            }
        }
    }
}

async fn handle(ctx: &Arc<Ctx>, update: Update) {
    match update.kind {
        UpdateKind::Message(message) => {
            let Some(from) = message.from.as_ref().filter(|u| !u.is_bot) else {
                return;
            };
            let private = message.chat.is_private();
            let user = ctx.users.seen(from, private).await;
            let Some(text) = message.text() else {
                return;
            };
            let cmd = Cmd::parse_text(text, &ctx.username);
            if private {
                crate::private::handle(ctx, &user, message.chat.id, cmd, text).await;
            } else {
                if let Some(title) = message.chat.title() {
                    ctx.users
                        .set_title(&crate::users::table_key(message.chat.id), title);
                }
                if let Some(cmd) = cmd {
                    crate::group::handle(ctx, &user, message.chat.id, cmd).await;
                }
            }
        }
        UpdateKind::CallbackQuery(query) => crate::callbacks::handle(ctx.clone(), query).await,
        UpdateKind::MyChatMember(member) if member.chat.is_private() => {
            // The user blocked the bot, or unblocked / restarted it.
            let user = crate::users::user_id(member.from.id);
            if member.new_chat_member.is_banned() || member.new_chat_member.is_left() {
                // Tell his groups now, not when the next hand fails or his time runs out.
                crate::outgoing::unreachable(ctx, &user, true, Vec::new()).await;
            } else if member.new_chat_member.is_member() {
                ctx.users.seen(&member.from, true).await;
            }
        }
        _ => {}
    }
}
