//! The lease on long polling a bot in the store: two processes on one database never both call
//! `getUpdates` for one bot (Telegram would answer one of them with 409 and split the updates
//! between them). Several processes take Telegram's updates by webhook instead.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bot_core::manager::Store;
use tokio::sync::watch;

/// How long the lease lasts unrenewed; it is renewed three times as often.
const POLL_LEASE: Duration = Duration::from_secs(30);

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

    /// Keeps the lease while polling, renewing it every third of [`POLL_LEASE`], until `stop`
    /// (then gives it up); if another process has taken it meanwhile, stops the adapter.
    pub(crate) async fn keep(
        self,
        mut stop: watch::Receiver<bool>,
        stop_tx: Arc<watch::Sender<bool>>,
    ) {
        loop {
            tokio::select! {
                _ = tokio::time::sleep(POLL_LEASE / 3) => {}
                _ = stop.wait_for(|s| *s) => break,
            }
            if !self.renew().await {
                tracing::error!("telegram: another process polls this bot now; stopping");
                stop_tx.send_replace(true);
                return;
            }
        }
        self.release().await;
    }

    /// Renews the lease for [`POLL_LEASE`] from now: false if another process has it now (or
    /// the store cannot say).
    async fn renew(&self) -> bool {
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
    async fn release(self) {
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
