//! The adapter's error, what a failed Bot API call means for the caller, and keeping the bot
//! token out of every log line and error (reqwest puts the request URL, which contains the token,
//! into its error messages).

use std::time::Duration;

use teloxide::{ApiError, RequestError};

/// Why the adapter could not run.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The Bot API refused the token (`getMe` answered 401/404).
    #[error("the Telegram Bot API at {api_url} refused the bot token")]
    TokenRefused {
        /// The API base URL (never contains the token).
        api_url: String,
    },
    /// The Bot API answered a call needed to start (`getMe`, `setWebhook`) with an error that
    /// retrying does not fix.
    #[error("the Telegram Bot API at {api_url} answered {method} with an error: {reason}")]
    Startup {
        /// The API base URL.
        api_url: String,
        /// The call.
        method: &'static str,
        /// The error, with the token redacted.
        reason: String,
    },
    /// Another process on the same database long-polls this bot (its lease, see `lease.rs`).
    #[error(
        "another process on this database already long-polls @{username}; stop it first \
         (several processes take Telegram's updates by webhook)"
    )]
    Polled {
        /// The bot's username.
        username: String,
    },
}

/// What a failed call means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Failure {
    /// Flood control: wait this long, then try again.
    RetryAfter(Duration),
    /// The server or the network failed (5xx, timeouts, garbage): back off and try again.
    Transient,
    /// A private chat cannot be written to; `blocked` if the user blocked the bot (rather than
    /// never having opened a chat with it).
    Unreachable {
        /// The user blocked the bot.
        blocked: bool,
    },
    /// An edit changed nothing: as good as success.
    NotModified,
    /// The message to edit is gone or too old: send a new one instead.
    EditGone,
    /// The chat is gone for the bot (kicked, deleted, migrated): drop what is queued for it.
    ChatGone,
    /// The message's inline keyboard was refused (callback data too long or empty, a bad URL):
    /// a defect of the bot; the message can go without it.
    Keyboard,
    /// Anything else: retrying will not help.
    Permanent,
}

/// Classifies a failed Bot API call.
pub(crate) fn classify(error: &RequestError) -> Failure {
    match error {
        RequestError::RetryAfter(seconds) => RetryAfter(seconds.duration()),
        RequestError::Network(_) | RequestError::InvalidJson { .. } | RequestError::Io(_) => {
            Transient
        }
        RequestError::MigrateToChatId(_) => ChatGone,
        RequestError::Api(api) => classify_api(api),
    }
}

use Failure::*;

fn classify_api(error: &ApiError) -> Failure {
    match error {
        ApiError::BotBlocked => Unreachable { blocked: true },
        ApiError::CantInitiateConversation | ApiError::UserDeactivated => {
            Unreachable { blocked: false }
        }
        ApiError::MessageNotModified => NotModified,
        ApiError::ButtonDataInvalid
        | ApiError::ButtonUrlInvalid
        | ApiError::TextButtonsAreUnallowed
        | ApiError::WrongHttpUrl => Keyboard,
        ApiError::MessageToEditNotFound
        | ApiError::MessageCantBeEdited
        | ApiError::MessageIdInvalid => EditGone,
        ApiError::BotKicked
        | ApiError::BotKickedFromSupergroup
        | ApiError::BotKickedFromChannel
        | ApiError::GroupDeactivated
        | ApiError::ChatNotFound
        | ApiError::NotEnoughRightsToPostMessages => ChatGone,
        ApiError::Unknown(description) => classify_description(description),
        _ => Permanent,
    }
}

/// Descriptions teloxide does not know by name. The Bot API words its 4xx errors with a status
/// prefix; anything else (`Internal Server Error`, `Bad Gateway`, an HTML page's text) came from
/// a server in trouble.
fn classify_description(description: &str) -> Failure {
    let lower = description.to_ascii_lowercase();
    // A text edited as a photo, or a photo as a text: the message is replaced.
    if lower.starts_with("bad request")
        && ["no media in the message", "no text in the message"]
            .iter()
            .any(|w| lower.contains(w))
    {
        return EditGone;
    }
    if lower.starts_with("forbidden") {
        if lower.contains("blocked") {
            Unreachable { blocked: true }
        } else if lower.contains("initiate conversation") || lower.contains("deactivated") {
            Unreachable { blocked: false }
        } else {
            ChatGone
        }
    } else if lower.starts_with("bad request")
        && !lower.contains("not modified")
        && ["button", "reply markup", "reply_markup", "keyboard"]
            .iter()
            .any(|w| lower.contains(w))
    {
        Keyboard
    } else if lower.starts_with("bad request")
        || lower.starts_with("unauthorized")
        || lower.starts_with("not found")
        || lower.starts_with("conflict")
    {
        Permanent
    } else {
        Transient
    }
}

/// A failed call as text for a log line, with the token cut out.
pub(crate) fn describe(error: &RequestError, token: &str) -> String {
    redact(&error.to_string(), token)
}

/// `text` with every occurrence of `token` replaced.
pub(crate) fn redact(text: &str, token: &str) -> String {
    if token.is_empty() {
        text.to_owned()
    } else {
        text.replace(token, "<token>")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_are_classified() {
        let api = |e| classify(&RequestError::Api(e));
        assert_eq!(api(ApiError::BotBlocked), Unreachable { blocked: true });
        assert_eq!(
            api(ApiError::CantInitiateConversation),
            Unreachable { blocked: false }
        );
        assert_eq!(api(ApiError::MessageNotModified), NotModified);
        assert_eq!(api(ApiError::MessageToEditNotFound), EditGone);
        assert_eq!(api(ApiError::ChatNotFound), ChatGone);
        let unknown = |s: &str| api(ApiError::Unknown(s.into()));
        assert_eq!(unknown("Internal Server Error"), Transient);
        assert_eq!(unknown("Bad Gateway"), Transient);
        assert_eq!(
            unknown("Forbidden: bot can't initiate conversation with a user"),
            Unreachable { blocked: false }
        );
        assert_eq!(unknown("Bad Request: can't parse entities"), Permanent);
        assert_eq!(
            unknown("Bad Request: there is no media in the message to edit"),
            EditGone
        );
        assert_eq!(
            unknown("Bad Request: there is no text in the message to edit"),
            EditGone
        );
        assert_eq!(api(ApiError::ButtonDataInvalid), Keyboard);
        assert_eq!(
            unknown("Bad Request: can't parse reply keyboard markup JSON object"),
            Keyboard
        );
        assert_eq!(
            unknown("Bad Request: BUTTON_USER_PRIVACY_RESTRICTED"),
            Keyboard
        );
        assert_eq!(
            classify(&RequestError::RetryAfter(
                teloxide::types::Seconds::from_seconds(3)
            )),
            RetryAfter(Duration::from_secs(3))
        );
    }

    #[test]
    fn the_token_is_cut_out() {
        let token = "123:ABC-def";
        let text = format!("error sending request for url (https://x.test/bot{token}/getMe)");
        let redacted = redact(&text, token);
        assert!(!redacted.contains(token), "{redacted}");
        assert!(redacted.contains("bot<token>/getMe"));
    }
}
