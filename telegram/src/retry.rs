//! Single Bot API calls outside the chat queues (answering callback queries, `getMe`): retried
//! after a 429's `retry_after` and with backoff after 5xx and network failures.

use std::future::Future;

use teloxide::RequestError;

use crate::error::{Failure, classify, describe};
use crate::tuning::Tuning;

/// Calls `call` until it succeeds, fails for good, or [`Tuning::attempts`] are used up.
pub(crate) async fn call<T, F, Fut>(
    tuning: &Tuning,
    token: &str,
    what: &str,
    mut call: F,
) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    let mut attempt = 0;
    loop {
        let error = match call().await {
            Ok(value) => return Ok(value),
            Err(error) => error,
        };
        attempt += 1;
        let wait = match classify(&error) {
            Failure::RetryAfter(wait) if attempt < 4 * tuning.attempts => wait,
            Failure::Transient if attempt < tuning.attempts => tuning.backoff_after(attempt),
            _ => return Err(error),
        };
        tracing::info!(
            "telegram: {what}: {}; retrying in {wait:?}",
            describe(&error, token)
        );
        tokio::time::sleep(wait).await;
    }
}
