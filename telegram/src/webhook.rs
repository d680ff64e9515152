//! Webhook mode, for several processes behind a load balancer: Telegram posts each update to a
//! public URL, the process's HTTP server hands it to [`Webhook::receive`], and the answer goes
//! back only once the update has been handled — its command committed and answered — so that
//! an update whose process dies first is not acknowledged, and Telegram posts it again (to
//! another process, by the balancer).

use std::sync::{Arc, Mutex, PoisonError};

use teloxide::types::Update;
use tokio::sync::{mpsc, oneshot};

/// An update with the signal that it has been handled.
pub(crate) type Delivered = (Update, oneshot::Sender<()>);

/// The webhook of one process: its public URL and secret, and the queue from the HTTP server
/// to the adapter. Clones share the queue.
#[derive(Clone)]
pub struct Webhook {
    url: url::Url,
    secret: String,
    queue: Arc<Queue>,
}

struct Queue {
    tx: mpsc::UnboundedSender<Delivered>,
    /// Taken by the adapter when it starts.
    rx: Mutex<Option<mpsc::UnboundedReceiver<Delivered>>>,
}

/// What became of a post, for the HTTP answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// Handled (200).
    Handled,
    /// Not an update (200 as well: posting it again would not make it one); logged.
    Unreadable,
    /// Without the secret: not from Telegram (401).
    Forbidden,
    /// The adapter is not running (starting or stopping): Telegram should post it again, later
    /// or to another process (503).
    Unavailable,
}

impl Received {
    /// The HTTP status code of the answer.
    pub fn status(self) -> u16 {
        match self {
            Received::Handled | Received::Unreadable => 200,
            Received::Forbidden => 401,
            Received::Unavailable => 503,
        }
    }
}

impl std::fmt::Debug for Webhook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Webhook")
            .field("url", &self.url.as_str())
            .field("secret", &"<redacted>")
            .finish()
    }
}

impl Webhook {
    /// The webhook at the public `url`, posts to which must carry `secret` in
    /// `X-Telegram-Bot-Api-Secret-Token`.
    pub fn new(url: url::Url, secret: String) -> Webhook {
        let (tx, rx) = mpsc::unbounded_channel();
        Webhook {
            url,
            secret,
            queue: Arc::new(Queue {
                tx,
                rx: Mutex::new(Some(rx)),
            }),
        }
    }

    /// The public URL.
    pub fn url(&self) -> &url::Url {
        &self.url
    }

    /// The path the HTTP server serves the webhook on: the URL's.
    pub fn path(&self) -> &str {
        self.url.path()
    }

    /// The secret Telegram is told to send.
    pub(crate) fn secret(&self) -> &str {
        &self.secret
    }

    /// Hands a post (its `X-Telegram-Bot-Api-Secret-Token` header and body) to the adapter and
    /// waits until it has been handled.
    pub async fn receive(&self, secret: Option<&[u8]>, body: &[u8]) -> Received {
        if !secret.is_some_and(|s| same(s, self.secret.as_bytes())) {
            return Received::Forbidden;
        }
        let update: Update = match serde_json::from_slice(body) {
            Ok(update) => update,
            Err(error) => {
                tracing::warn!(%error, "telegram: a webhook post is not an update");
                return Received::Unreadable;
            }
        };
        let (done, handled) = oneshot::channel();
        if self.queue.tx.send((update, done)).is_err() {
            return Received::Unavailable;
        }
        match handled.await {
            Ok(()) => Received::Handled,
            // The adapter stopped before handling it.
            Err(_) => Received::Unavailable,
        }
    }

    /// The queue's receiving end, once: the adapter's.
    pub(crate) fn take_queue(&self) -> Option<mpsc::UnboundedReceiver<Delivered>> {
        self.queue
            .rx
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

/// Compares in time independent of where the inputs differ (the secret is guessed at).
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update() -> Vec<u8> {
        br#"{"update_id": 7, "message": {"message_id": 1, "date": 0,
            "chat": {"id": -100, "type": "group", "title": "Wirtshaus"},
            "from": {"id": 5, "is_bot": false, "first_name": "Anna"}, "text": "/newgame"}}"#
            .to_vec()
    }

    #[tokio::test]
    async fn a_post_is_answered_once_handled_and_only_with_the_secret() {
        let hook = Webhook::new("https://bot.example/tg".parse().unwrap(), "s3cret".into());
        assert_eq!(hook.path(), "/tg");
        assert_eq!(hook.receive(None, &update()).await, Received::Forbidden);
        assert_eq!(
            hook.receive(Some(b"s3creT"), &update()).await,
            Received::Forbidden
        );
        assert_eq!(
            hook.receive(Some(b"s3cret"), b"{}").await,
            Received::Unreadable
        );
        let mut queue = hook.take_queue().unwrap();
        assert!(hook.take_queue().is_none(), "one adapter takes the queue");
        let worker = tokio::spawn(async move {
            let (update, done) = queue.recv().await.unwrap();
            assert_eq!(update.id.0, 7);
            done.send(()).unwrap();
            // The next update is dropped unhandled: the adapter stopped.
            drop(queue.recv().await.unwrap());
            drop(queue);
        });
        assert_eq!(
            hook.receive(Some(b"s3cret"), &update()).await,
            Received::Handled
        );
        assert_eq!(
            hook.receive(Some(b"s3cret"), &update()).await,
            Received::Unavailable
        );
        worker.await.unwrap();
        assert_eq!(
            hook.receive(Some(b"s3cret"), &update()).await,
            Received::Unavailable
        );
        assert_eq!(
            [
                Received::Handled,
                Received::Forbidden,
                Received::Unavailable
            ]
            .map(Received::status),
            [200, 401, 503]
        );
        assert!(!format!("{hook:?}").contains("s3cret"));
    }
}
