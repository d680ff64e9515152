//! When a front end tries again to make what players see equal to a table's state.
//!
//! A front end that fails to write a table's message (an error, a 429, a restart that cut it
//! off) marks the table; a marked table is synced again — its current snapshot
//! ([`crate::manager::Manager::snapshot`]) sent, replaced messages cleared — once its wait is
//! over. The wait doubles with every failure in a row, up to a cap, and is never shorter than a
//! wait the platform asked for (`retry_after`). A success forgets the table's failures.
//!
//! Generic over the clock (`std` or tokio `Instant`), so that tests can pause time.

use std::collections::HashMap;
use std::hash::Hash;
use std::ops::Add;
use std::time::Duration;

/// The first wait after a failure.
pub const FIRST_WAIT: Duration = Duration::from_millis(250);
/// The longest wait between two attempts.
pub const MAX_WAIT: Duration = Duration::from_secs(30);

/// Tables (or parts of tables) waiting to be synced again, and their failures in a row.
///
/// A key handed out by [`Retries::due`] stops waiting: the sync that follows sends whatever is
/// behind, and a write that fails during it marks the key again. So a sync that finds nothing to
/// do (a table that is current, or gone) leaves nothing behind, and a key that keeps failing
/// waits longer each time.
#[derive(Debug)]
pub struct Retries<K, T> {
    waiting: HashMap<K, T>,
    failures: HashMap<K, u32>,
}

impl<K, T> Default for Retries<K, T> {
    fn default() -> Self {
        Retries {
            waiting: HashMap::new(),
            failures: HashMap::new(),
        }
    }
}

/// The wait after `failures` failures in a row (from 1).
pub fn backoff(failures: u32) -> Duration {
    let factor = 1u32 << failures.saturating_sub(1).min(16);
    FIRST_WAIT.saturating_mul(factor).min(MAX_WAIT)
}

impl<K: Clone + Eq + Hash, T: Copy + Ord + Add<Duration, Output = T>> Retries<K, T> {
    /// Nothing waiting.
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks `key` to be synced now (a start-up sync, a replaced message); keeps an earlier due
    /// time.
    pub fn now(&mut self, key: K, now: T) {
        let due = self.waiting.entry(key).or_insert(now);
        *due = (*due).min(now);
    }

    /// Records a failure for `key` at `now`; the platform may ask for a least wait. Returns
    /// when the next attempt is due.
    pub fn failed(&mut self, key: K, now: T, at_least: Option<Duration>) -> T {
        let failures = self.failures.entry(key.clone()).or_insert(0);
        *failures = failures.saturating_add(1);
        let due = now + backoff(*failures).max(at_least.unwrap_or_default());
        self.waiting.insert(key, due);
        due
    }

    /// Forgets `key`'s failures in a row: a write of it went through.
    pub fn succeeded(&mut self, key: &K) {
        self.failures.remove(key);
    }

    /// Takes the keys due at `now`: they stop waiting (their failures stay counted).
    pub fn due(&mut self, now: T) -> Vec<K> {
        let keys: Vec<K> = self
            .waiting
            .iter()
            .filter(|(_, due)| **due <= now)
            .map(|(key, _)| key.clone())
            .collect();
        for key in &keys {
            self.waiting.remove(key);
        }
        keys
    }

    /// Forgets `key` altogether (its table is gone and nothing of it is left to clear).
    pub fn forget(&mut self, key: &K) {
        self.waiting.remove(key);
        self.failures.remove(key);
    }

    /// The earliest due time, if anything waits.
    pub fn next_due(&self) -> Option<T> {
        self.waiting.values().min().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn waits_double_up_to_the_cap_and_honour_the_platform() {
        assert_eq!(backoff(1), FIRST_WAIT);
        assert_eq!(backoff(3), FIRST_WAIT * 4);
        assert_eq!(backoff(40), MAX_WAIT);
        let t0 = Instant::now();
        let mut r = Retries::new();
        assert_eq!(r.failed("a", t0, None), t0 + FIRST_WAIT);
        assert_eq!(r.failed("a", t0, None), t0 + FIRST_WAIT * 2);
        let asked = Duration::from_secs(7);
        assert_eq!(r.failed("a", t0, Some(asked)), t0 + asked);
        assert!(r.due(t0).is_empty());
        assert_eq!(r.due(t0 + asked), ["a"]);
        assert_eq!(
            r.next_due(),
            None,
            "a key handed out stops waiting: a sync that finds nothing to do leaves nothing"
        );
        // Failing again waits longer: the failures in a row are still counted.
        assert_eq!(r.failed("a", t0, None), t0 + FIRST_WAIT * 8);
        r.succeeded(&"a");
        assert_eq!(
            r.failed("a", t0, None),
            t0 + FIRST_WAIT,
            "a success starts over"
        );
        r.forget(&"a");
        assert_eq!(r.next_due(), None);
    }

    #[test]
    fn a_start_up_sync_is_due_at_once() {
        let t0 = Instant::now();
        let mut r = Retries::new();
        r.now("b", t0);
        assert_eq!(r.next_due(), Some(t0));
        assert_eq!(r.due(t0), ["b"]);
    }
}
