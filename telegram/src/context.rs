//! What every handler needs: the bot, the manager, users, the sender, and the bot's own name —
//! and the one way to run a command: on a blocking thread (the manager flushes its store before
//! it answers), then delivering what it answered.

use std::sync::Arc;

use bot_core::manager::{Manager, Message, Refused, Request};
use teloxide::Bot;
use teloxide::types::ChatId;

use crate::delivery::{Delivery, Item};
use crate::outgoing;
use crate::render::{self, Rendered};
use crate::tuning::Tuning;
use crate::users::Users;

/// Shared state of a running adapter.
pub(crate) struct Ctx {
    /// The Bot API client.
    pub bot: Bot,
    /// The bot token, to redact it from log lines.
    pub token: String,
    /// The game manager.
    pub manager: Arc<Manager>,
    /// Users and groups.
    pub users: Users,
    /// The sender.
    pub delivery: Delivery,
    /// The bot's username (for `/cmd@bot` and deep links).
    pub username: String,
    /// Rates and retries.
    pub tuning: Tuning,
}

impl Ctx {
    /// Runs a request through the manager.
    pub(crate) async fn handle(&self, request: Request) -> Result<Vec<Message>, Refused> {
        let manager = self.manager.clone();
        let command = request.command.name();
        match tokio::task::spawn_blocking(move || manager.handle(&request)).await {
            Ok(result) => result,
            Err(e) => {
                tracing::error!("telegram: the manager failed on {command}: {e}");
                Err(Refused::Unavailable)
            }
        }
    }

    /// Runs a request and delivers its messages.
    pub(crate) async fn run(&self, request: Request) -> Result<(), Refused> {
        let messages = self.handle(request).await?;
        outgoing::deliver(self, messages).await;
        Ok(())
    }

    /// Sends a plain text (escaped here) to a chat.
    pub(crate) fn say(&self, chat: ChatId, text: &str) {
        self.send(chat, render::notice(text, None));
    }

    /// Sends a rendered message to a chat.
    pub(crate) fn send(&self, chat: ChatId, rendered: Rendered) {
        self.delivery
            .enqueue(vec![Item::post(chat, rendered, None)]);
    }
}
