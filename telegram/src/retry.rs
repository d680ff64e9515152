//! Answering a button press outside the chat queues, quickly or not at all: the answer stops the
//! button's spinner, and Telegram lets it expire after a few seconds anyway. teloxide sleeps 10 s
//! after any 5xx before it returns the error, so each attempt is cut off after
//! [`Tuning::answer_timeout`] and tried again at once; a failure that comes back at once waits a
//! little, a 429 its `retry_after`; the answer is given up 3.5 attempts' time after the first.

use std::future::Future;
use std::time::Duration;

use teloxide::RequestError;
use tokio::time::Instant;

use crate::error::{Failure, classify, describe};
use crate::tuning::Tuning;

/// How the attempts at one answer went.
#[derive(Debug)]
pub(crate) enum Answered {
    /// It went through.
    Yes,
    /// It failed for good, or time ran out, after this many attempts: the last error (`None`:
    /// the last attempt timed out).
    No(u32, Option<RequestError>),
}

/// Calls `call` until it succeeds, fails for good, or time runs out (see the module).
pub(crate) async fn answer<T, F, Fut>(tuning: &Tuning, token: &str, mut call: F) -> Answered
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    let per_attempt = tuning.answer_timeout;
    let deadline = Instant::now() + per_attempt.saturating_mul(7) / 2;
    let mut attempt = 0;
    loop {
        attempt += 1;
        let now = Instant::now();
        let limit = per_attempt.min(deadline.saturating_duration_since(now));
        let error = match tokio::time::timeout(limit, call()).await {
            Ok(Ok(_)) => return Answered::Yes,
            Ok(Err(error)) => Some(error),
            Err(_) => None,
        };
        let wait = match error.as_ref().map(classify) {
            None => Duration::ZERO,
            Some(Failure::Transient) => per_attempt / 8,
            Some(Failure::RetryAfter(wait)) => wait,
            Some(_) => return Answered::No(attempt, error),
        };
        if Instant::now() + wait >= deadline {
            return Answered::No(attempt, error);
        }
        let why = error.as_ref().map_or_else(
            || format!("no answer within {limit:?}"),
            |e| describe(e, token),
        );
        tracing::info!("telegram: answerCallbackQuery: {why}; trying again in {wait:?}");
        tokio::time::sleep(wait).await;
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    use super::*;

    fn tuning() -> Tuning {
        Tuning {
            answer_timeout: Duration::from_secs(1),
            ..Tuning::default()
        }
    }

    #[tokio::test(start_paused = true)]
    async fn a_hung_attempt_is_tried_again_at_once_and_the_answer_given_up_in_time() {
        let started = Instant::now();
        let count = Arc::new(AtomicU32::new(0));
        let c = count.clone();
        // Two attempts hang as teloxide does after a 502, the third goes through.
        let answered = answer(&tuning(), "t", move || {
            let n = c.fetch_add(1, Ordering::SeqCst);
            async move {
                if n < 2 {
                    tokio::time::sleep(Duration::from_secs(10)).await;
                }
                Ok(true)
            }
        })
        .await;
        assert!(matches!(answered, Answered::Yes), "{answered:?}");
        assert_eq!(count.load(Ordering::SeqCst), 3);
        assert_eq!(
            started.elapsed(),
            Duration::from_secs(2),
            "no wait between attempts"
        );
        // Every attempt hangs: given up after 3.5 s.
        let started = Instant::now();
        let answered = answer(&tuning(), "t", || async {
            tokio::time::sleep(Duration::from_secs(10)).await;
            Ok(true)
        })
        .await;
        assert!(matches!(answered, Answered::No(4, None)), "{answered:?}");
        assert_eq!(started.elapsed(), Duration::from_millis(3500));
    }

    #[tokio::test(start_paused = true)]
    async fn a_refusal_is_not_tried_again() {
        let count = Arc::new(AtomicU32::new(0));
        let c = count.clone();
        let answered = answer(&tuning(), "t", move || {
            c.fetch_add(1, Ordering::SeqCst);
            async { Err::<(), _>(RequestError::Api(teloxide::ApiError::InvalidQueryId)) }
        })
        .await;
        assert!(matches!(answered, Answered::No(1, Some(_))), "{answered:?}");
        assert_eq!(count.load(Ordering::SeqCst), 1);
    }
}
