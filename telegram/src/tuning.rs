//! How fast and how persistently the adapter talks to the Bot API, and the sliding-window rate
//! limiter that keeps it within Telegram's limits.

use std::collections::VecDeque;
use std::time::Duration;

use tokio::time::Instant;

/// Rates, retries and timeouts. [`Tuning::default`] follows Telegram's published limits (about
/// one message per second per chat, 20 per minute per group, 30 per second overall); tests shrink
/// the numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Least time between two requests to the same chat.
    pub chat_interval: Duration,
    /// Requests per minute to one group (sends and edits alike).
    pub group_per_minute: u32,
    /// Requests per second over all chats.
    pub global_per_second: u32,
    /// Wait after the first failed attempt (5xx, network); doubles with every further attempt.
    pub backoff: Duration,
    /// The longest wait between attempts.
    pub max_backoff: Duration,
    /// Attempts before a message is given up (the game itself is safe in the store regardless,
    /// and the next change re-sends the table and the hands).
    pub attempts: u32,
    /// Long-polling timeout of `getUpdates` (below the HTTP client's 17 s timeout).
    pub poll_timeout: Duration,
    /// How long queued messages are still delivered after shutdown was requested.
    pub grace: Duration,
    /// How long an edit may take before it is tried again (teloxide waits 10 s after a 5xx
    /// before it returns).
    pub edit_timeout: Duration,
    /// How long one attempt to answer a button press may take before it is tried again at once
    /// (the same 10 s after a 5xx would leave the button spinning); the answer is given up
    /// 3.5 times this after the first attempt (Telegram lets it expire soon anyway).
    pub answer_timeout: Duration,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            chat_interval: Duration::from_millis(1000),
            group_per_minute: 20,
            global_per_second: 30,
            backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(30),
            attempts: 8,
            poll_timeout: Duration::from_secs(10),
            grace: Duration::from_secs(5),
            edit_timeout: Duration::from_secs(3),
            answer_timeout: Duration::from_secs(1),
        }
    }
}

impl Tuning {
    /// The even pace of requests to one group: its minute's budget spread over the minute.
    pub(crate) fn group_interval(&self) -> Duration {
        Duration::from_secs(60) / self.group_per_minute.max(1)
    }

    /// The wait before attempt `attempt + 1` after `attempt` failed ones (from 1).
    pub(crate) fn backoff_after(&self, attempt: u32) -> Duration {
        let factor = 1u32 << attempt.saturating_sub(1).min(16);
        self.backoff.saturating_mul(factor).min(self.max_backoff)
    }
}

/// At most `max` events in any `period`.
#[derive(Debug)]
pub(crate) struct Window {
    max: usize,
    period: Duration,
    events: VecDeque<Instant>,
}

impl Window {
    /// A window allowing `max` events per `period` (at least one).
    pub(crate) fn new(max: u32, period: Duration) -> Window {
        Window {
            max: max.max(1) as usize,
            period,
            events: VecDeque::new(),
        }
    }

    /// The earliest moment the next event may happen.
    pub(crate) fn next_free(&mut self, now: Instant) -> Instant {
        while self
            .events
            .front()
            .is_some_and(|&t| now.duration_since(t) >= self.period)
        {
            self.events.pop_front();
        }
        if self.events.len() < self.max {
            now
        } else {
            self.events[self.events.len() - self.max] + self.period
        }
    }

    /// Records an event at `now`.
    pub(crate) fn record(&mut self, now: Instant) {
        self.events.push_back(now);
        while self.events.len() > self.max {
            self.events.pop_front();
        }
    }

    /// Whether nothing happened within the period before `now`.
    pub(crate) fn is_idle(&self, now: Instant) -> bool {
        self.events
            .back()
            .is_none_or(|&t| now.duration_since(t) >= self.period)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_spaces_events() {
        let start = Instant::now();
        let mut w = Window::new(2, Duration::from_secs(60));
        assert_eq!(w.next_free(start), start);
        w.record(start);
        w.record(start + Duration::from_secs(1));
        let third = w.next_free(start + Duration::from_secs(2));
        assert_eq!(third, start + Duration::from_secs(60));
        w.record(third);
        assert_eq!(
            w.next_free(third),
            start + Duration::from_secs(61),
            "the second event leaves the window next"
        );
        assert!(!w.is_idle(third));
        assert!(w.is_idle(third + Duration::from_secs(60)));
    }

    #[test]
    fn backoff_doubles_up_to_the_cap() {
        let t = Tuning::default();
        assert_eq!(t.backoff_after(1), Duration::from_millis(500));
        assert_eq!(t.backoff_after(2), Duration::from_secs(1));
        assert_eq!(t.backoff_after(3), Duration::from_secs(2));
        assert_eq!(t.backoff_after(20), Duration::from_secs(30));
    }
}
