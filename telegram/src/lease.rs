//! The lease on long polling a bot in the store: two processes on one database never both call
//! `getUpdates` for one bot (Telegram would answer one of them with 409 and split the updates
//! between them). Several processes take Telegram's updates by webhook instead.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bot_core::manager::Store;

/// How long the lease lasts unrenewed; it is renewed three times as often.
pub(crate) const POLL_LEASE: Duration = Duration::from_secs(30);

/// This process's lease on polling one bot.
pub(crate) struct PollLease {
    store: Arc<dyn Store>,
    name: String,
    holder: u64,
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

impl PollLease {
    /// The lease on polling bot `bot` (its user id), if nobody else holds it; store errors
    /// count as not taken.
    pub(crate) async fn take(store: Arc<dyn Store>, bot: u64) -> Option<PollLease> {
        let lease = PollLease {
            store,
            name: format!("telegram:getUpdates:{bot}"),
            holder: rand::random(),
        };
        lease.renew().await.then_some(lease)
    }

    /// Renews the lease for [`POLL_LEASE`] from now: false if another process has it now (or
    /// the store cannot say).
    pub(crate) async fn renew(&self) -> bool {
        let (store, name, holder) = (self.store.clone(), self.name.clone(), self.holder);
        let now = now_ms();
        let until = now + POLL_LEASE.as_millis() as u64;
        let renewed =
            tokio::task::spawn_blocking(move || store.lease(&name, holder, now, until)).await;
        match renewed {
            Ok(Ok(held)) => held,
            Ok(Err(error)) => {
                tracing::error!(%error, "telegram: cannot renew the polling lease");
                false
            }
            Err(_) => false,
        }
    }

    /// Gives the lease up, so that another process may poll at once.
    pub(crate) async fn release(self) {
        let PollLease {
            store,
            name,
            holder,
        } = self;
        let released =
            tokio::task::spawn_blocking(move || store.release_lease(&name, holder)).await;
        if let Ok(Err(error)) = released {
            tracing::warn!(%error, "telegram: cannot give up the polling lease");
        }
    }
}
