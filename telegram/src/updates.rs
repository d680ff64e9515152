//! Taking updates and routing them. `getUpdates` is polled until shutdown (an update is confirmed
//! by the next poll's offset, so one received but not yet handled when the process dies comes
//! again), or the webhook's posts are taken (each answered once handled, see `webhook`).
//! Each update goes to a worker per chat — per user for button presses — so that one chat's
//! updates are handled in order while different chats proceed in parallel; idle workers end.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, Update, UpdateKind};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinSet;

use crate::commands::Cmd;
use crate::context::Ctx;
use crate::error::{Failure, classify, describe};
use crate::webhook::Delivered;

/// The kinds of update the adapter takes.
pub(crate) const ALLOWED: [AllowedUpdate; 3] = [
    AllowedUpdate::Message,
    AllowedUpdate::CallbackQuery,
    AllowedUpdate::MyChatMember,
];

/// How long a chat's worker waits for its next update before it ends.
const IDLE: Duration = Duration::from_secs(60);

/// An update, with whom to tell once it has been handled (a webhook's post).
type Work = (Update, Option<oneshot::Sender<()>>);

type Workers = Arc<Mutex<HashMap<i64, mpsc::UnboundedSender<Work>>>>;

/// The workers of the updates taken, until shutdown.
struct Router {
    ctx: Arc<Ctx>,
    workers: Workers,
    tasks: JoinSet<()>,
}

/// Polls until `stop` turns true, then waits (up to the grace time) for the updates in hand.
pub(crate) async fn poll(ctx: Arc<Ctx>, mut stop: watch::Receiver<bool>) {
    let mut router = Router::new(ctx.clone());
    let mut offset: i32 = 0;
    let mut failures = 0;
    let timeout = ctx.tuning.poll_timeout.as_secs().try_into().unwrap_or(10);
    loop {
        router.reap();
        let request = ctx
            .bot
            .get_updates()
            .offset(offset)
            .timeout(timeout)
            .allowed_updates(ALLOWED);
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
                    router.route((update, None));
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
    router.finish().await;
}

/// Takes the webhook's posts until `stop` turns true, then waits (up to the grace time) for the
/// updates in hand; posts after that are refused, for Telegram to post them again.
pub(crate) async fn serve(
    ctx: Arc<Ctx>,
    mut posts: mpsc::UnboundedReceiver<Delivered>,
    mut stop: watch::Receiver<bool>,
) {
    let mut router = Router::new(ctx);
    loop {
        router.reap();
        let post = tokio::select! {
            post = posts.recv() => post,
            _ = stop.wait_for(|s| *s) => None,
        };
        let Some((update, done)) = post else { break };
        router.route((update, Some(done)));
    }
    drop(posts);
    router.finish().await;
}

impl Router {
    fn new(ctx: Arc<Ctx>) -> Router {
        Router {
            ctx,
            workers: Arc::default(),
            tasks: JoinSet::new(),
        }
    }

    /// Forgets the workers that have ended.
    fn reap(&mut self) {
        while self.tasks.try_join_next().is_some() {}
    }

    /// Hands an update to the worker of its sequence, starting one if there is none.
    fn route(&mut self, work: Work) {
        let Some(key) = sequence(&work.0) else {
            return;
        };
        let mut map = self.workers.lock().unwrap_or_else(PoisonError::into_inner);
        let work = match map.get(&key) {
            Some(tx) => match tx.send(work) {
                Ok(()) => return,
                Err(mpsc::error::SendError(work)) => work,
            },
            None => work,
        };
        let (tx, rx) = mpsc::unbounded_channel();
        tx.send(work).expect("the receiver is alive");
        map.insert(key, tx);
        self.tasks
            .spawn(work_on(self.ctx.clone(), self.workers.clone(), key, rx));
    }

    /// No more updates: lets the workers finish what they hold, within the grace time.
    async fn finish(mut self) {
        self.workers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
        let tasks = &mut self.tasks;
        let finished = tokio::time::timeout(self.ctx.tuning.grace, async {
            while tasks.join_next().await.is_some() {}
        })
        .await;
        if finished.is_err() {
            tracing::warn!("telegram: shutting down with updates still being handled");
            self.tasks.abort_all();
        }
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

async fn work_on(ctx: Arc<Ctx>, workers: Workers, key: i64, mut rx: mpsc::UnboundedReceiver<Work>) {
    loop {
        match tokio::time::timeout(IDLE, rx.recv()).await {
            Ok(Some((update, done))) => {
                handle(&ctx, update).await;
                if let Some(done) = done {
                    let _ = done.send(());
                }
            }
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
                        .set_title(&crate::users::table_key(message.chat.id), title)
                        .await;
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
