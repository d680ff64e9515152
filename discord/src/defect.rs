//! Defects of the bot itself that Discord reports: a message whose components Discord refuses
//! (400, "Invalid Form Body": a custom id over 100 characters, too many rows or buttons) was
//! built wrong here. Each is logged at error level with what was sent and counted in
//! `bummerl_defects_total{platform="discord", kind="button_payload"}`; the message then goes
//! again without its components, so that the player still sees the table or his cards instead
//! of waiting for the turn timer.

use crate::deliver::{error_code, http_status};
use crate::outgoing::Rendered;

/// Discord's error code for a request body it cannot take.
pub const INVALID_FORM_BODY: isize = 50035;

/// Whether `error` refused a message that carried components because of them (as far as the
/// answer tells: a 400 with "Invalid Form Body" for a message with components).
pub fn keys_refused(error: &serenity::Error, sent: &Rendered) -> bool {
    sent.has_keys()
        && http_status(error) == Some(400)
        && error_code(error) == Some(INVALID_FORM_BODY)
}

/// Reports a refused message's components: the log line and the counter.
pub fn report(error: &serenity::Error, sent: &Rendered, place: &str) {
    let ids: Vec<String> = sent
        .custom_ids()
        .map(|id| format!("{id} ({} chars)", id.chars().count()))
        .collect();
    tracing::error!(
        place,
        ?ids,
        "discord: components were refused, a defect of the bot: {error}; the message goes \
         again without them"
    );
    metrics::counter!(
        "bummerl_defects_total",
        "platform" => "discord",
        "kind" => "button_payload"
    )
    .increment(1);
}
