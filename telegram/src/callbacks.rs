//! Button presses. The callback data is client-controlled: it is parsed strictly as a
//! [`ButtonData`] and the manager checks seat, turn and state version. Every press is answered —
//! silently on success, with the refusal in the presser's language otherwise (as an alert when he
//! must read it), or with a deep link when the bot cannot write to him yet.

use std::sync::Arc;

use bot_core::games::Refusal;
use bot_core::manager::{
    Body, Button, ButtonData, Command, Platform, Refused, Request, TableKey, User,
};
use bot_core::text;
use teloxide::prelude::*;
use teloxide::types::{CallbackQuery, ChatId, MessageId};
use url::Url;

use crate::context::Ctx;
use crate::delivery::{Item, Slot};
use crate::notes::{Note, note};
use crate::onboarding::{self, Payload};
use crate::outgoing::table_chat;
use crate::retry;

/// How a press is answered.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Answer {
    /// Just stop the button's spinner.
    Silent,
    /// A short text; an alert the user must dismiss if `alert`.
    Text {
        /// The text.
        text: String,
        /// Whether to show it as an alert.
        alert: bool,
    },
    /// Open the private chat through a deep link.
    Link(Url),
}

/// Handles a button press.
pub(crate) async fn handle(ctx: Arc<Ctx>, query: CallbackQuery) {
    let user = ctx.users.seen(&query.from, false).await;
    if let Some(message) = query.regular_message()
        && let Some(title) = message.chat.title()
    {
        ctx.users
            .set_title(&crate::users::table_key(message.chat.id), title)
            .await;
    }
    // Only ASCII reaches the parser: a forged multi-byte card would split a character.
    let pressed_in = query.message.as_ref().map(|m| m.chat().id.0.to_string());
    let data = query
        .data
        .as_deref()
        .filter(|d| d.is_ascii())
        .and_then(|d| ButtonData::parse(d).ok())
        // Join is on the table message only: one pressed elsewhere is forged, and would seat
        // him at a table of a group he may not be in.
        .filter(|d| d.button != Button::Join || pressed_in.as_ref() == Some(&d.channel));
    let pressed = query
        .regular_message()
        .map(|m| (m.chat.id, m.id))
        .filter(|(chat, _)| chat.is_user());
    let (answer, messages) = match data {
        Some(data) if matches!(data.button, Button::Replay { .. }) => {
            (replay(&ctx, &user, &data, &query).await, None)
        }
        Some(data) => press(&ctx, &user, &data, pressed).await,
        None => {
            let text = note(user.lang, &Note::UnknownButton);
            (Answer::Text { text, alert: false }, None)
        }
    };
    // Answered on the side: a slow answer (a retried 5xx) must not hold up the next update.
    let answering = ctx.clone();
    tokio::spawn(async move { answer_query(&answering, query.id, answer).await });
    if let Some(messages) = messages {
        crate::outgoing::deliver(&ctx, messages).await;
    }
}

/// A replay's ◀ or ▶: the step it names, shown in the very message the key sat on — only in the
/// chat whose deal it is, and never as an edit that changes nothing.
async fn replay(ctx: &Ctx, user: &User, data: &ButtonData, query: &CallbackQuery) -> Answer {
    let refused = |refused: Refused| Answer::Text {
        text: text::refused(user.lang, &refused),
        alert: false,
    };
    let Some(message) = query.regular_message() else {
        return Answer::Silent;
    };
    if message.chat.id.0.to_string() != data.channel {
        return refused(Refused::ForeignKey);
    }
    let key = TableKey::new(Platform::Telegram, data.channel.clone());
    let request = Request::new(key.clone(), user.clone(), data.command());
    let view = match ctx.handle(request).await {
        Ok(messages) => messages.into_iter().find_map(|m| match m.body {
            Body::Replay(view) => Some(view),
            _ => None,
        }),
        Err(refusal) => return refused(refusal),
    };
    let Some(view) = view else {
        return Answer::Silent;
    };
    let lang = ctx.users.group_lang(&key).await;
    let rendered = crate::render::replay(lang, &view);
    let shown = message.text().map(crate::render::escape);
    if shown.as_deref() != Some(rendered.text.as_str()) {
        let edit = Item::edit(message.chat.id, message.id, rendered, key);
        ctx.delivery.enqueue(vec![edit]);
    }
    Answer::Silent
}

/// A press; `pressed` is the private-chat message the button sat on.
async fn press(
    ctx: &Ctx,
    user: &User,
    data: &ButtonData,
    pressed: Option<(ChatId, MessageId)>,
) -> (Answer, Option<Vec<bot_core::manager::Message>>) {
    let key = TableKey::new(Platform::Telegram, data.channel.clone());
    let reach = ctx.users.reach(&user.id).await;
    let payload = match data.button {
        Button::Join => Some(Payload::Join(data.channel.clone())),
        Button::ShowHand => Some(Payload::Hello(data.channel.clone())),
        _ => None,
    };
    if reach.chat.is_none()
        && let Some(payload) = payload
    {
        return (
            Answer::Link(onboarding::link(&ctx.username, Some(&payload))),
            None,
        );
    }
    if data.button == Button::ShowHand
        && let (Some(chat), Some(table)) = (reach.chat, table_chat(&key))
    {
        // Asked for: a fresh message rather than an edit far up in the chat.
        ctx.delivery.enqueue(vec![Item::clear(Slot::Hand {
            user: chat.0,
            table,
        })]);
    }
    let request = Request::new(key.clone(), user.clone(), data.command());
    match ctx.handle(request).await {
        Ok(messages) => {
            let answer = if data.button == Button::ShowHand {
                let text = note(user.lang, &Note::HandSent);
                Answer::Text { text, alert: false }
            } else {
                Answer::Silent
            };
            (answer, Some(messages))
        }
        Err(Refused::Stale { .. })
            if matches!(
                data.button,
                Button::Move { .. } | Button::Ready { .. } | Button::Pick(_)
            ) && let (Some((chat, message)), Some(table)) = (pressed, table_chat(&key)) =>
        {
            // The hand the button sat on is out of date: that very message shows the current
            // hand (or, with no game running, loses its buttons).
            let slot = Slot::Hand {
                user: chat.0,
                table,
            };
            let show = Request::new(key.clone(), user.clone(), Command::ShowHand);
            match ctx.handle(show).await {
                Ok(messages) => {
                    ctx.delivery.adopt(slot, message).await;
                    let text = text::hand_refreshed(user.lang).to_owned();
                    (Answer::Text { text, alert: false }, Some(messages))
                }
                Err(
                    Refused::NotStarted | Refused::NoTable | Refused::NotSeated | Refused::SitsOut,
                ) => {
                    ctx.delivery.enqueue(vec![Item::strip(chat, message, key)]);
                    let text = text::hand_over(user.lang).to_owned();
                    (Answer::Text { text, alert: false }, None)
                }
                Err(refused) => {
                    // Not an answer about the game (the store failed): the hand stays.
                    let text = text::refused(user.lang, &refused);
                    (Answer::Text { text, alert: true }, None)
                }
            }
        }
        // He deals and sits out at three: how he may still watch.
        Err(Refused::SitsOut) => {
            let text = text::sitting_out(user.lang, crate::private::KIEBITZ);
            (Answer::Text { text, alert: false }, None)
        }
        Err(refused) => {
            let text = text::refused(user.lang, &refused);
            let alert = important(&refused);
            (Answer::Text { text, alert }, None)
        }
    }
}

/// Refusals the presser must read rather than glimpse: why a move is against the rules (of the
/// family's engines or of a registry game), and failures.
fn important(refused: &Refused) -> bool {
    match refused {
        Refused::Move { code, .. } => code != Refusal::NOT_YOUR_TURN.code(),
        Refused::BadRule(_) | Refused::Unavailable | Refused::TooFewPlayers { .. } => true,
        _ => false,
    }
}

/// A callback answer's text is limited to 200 characters.
fn clip(text: &str) -> String {
    if text.chars().count() <= 200 {
        text.to_owned()
    } else {
        let mut clipped: String = text.chars().take(199).collect();
        clipped.push('…');
        clipped
    }
}

/// Answers a press at once or not at all (see `retry`): a spinning button helps nobody.
async fn answer_query(ctx: &Ctx, id: teloxide::types::CallbackQueryId, answer: Answer) {
    let answered = retry::answer(&ctx.tuning, &ctx.token, || {
        let request = ctx.bot.answer_callback_query(id.clone());
        let request = match &answer {
            Answer::Silent => request,
            Answer::Text { text, alert } => request.text(clip(text)).show_alert(*alert),
            Answer::Link(url) => request.url(url.clone()),
        };
        async move { request.await }
    })
    .await;
    if let retry::Answered::No(attempts, error) = answered {
        let why = error.map_or_else(
            || "no answer in time".to_owned(),
            |e| crate::error::describe(&e, &ctx.token),
        );
        tracing::warn!(
            "telegram: answerCallbackQuery given up after {attempts} attempts: {why}; the \
             button spins until Telegram lets it go"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_refusals_are_alerts_and_turn_refusals_are_not() {
        assert!(!important(&Refused::NotYourTurn));
        let moved = |refusal: Refusal| Refused::Move {
            code: refusal.code().into(),
            text: ["…".into(), "…".into()],
        };
        assert!(important(&moved(Refusal::NOT_IN_HAND)));
        assert!(important(&moved(Refusal::MUST_FOLLOW)));
        assert!(!important(&moved(Refusal::NOT_YOUR_TURN)));
        assert!(!important(&Refused::Stale { current: 3 }));
        assert!(!important(&Refused::NotSeated));
        assert_eq!(clip("kurz"), "kurz");
        assert_eq!(clip(&"ä".repeat(300)).chars().count(), 200);
    }
}
