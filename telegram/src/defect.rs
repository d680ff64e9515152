//! Defects of the bot itself that Telegram reports: each is logged at error level with what was
//! sent, and counted in `bummerl_defects_total{platform="telegram", kind}`, so that it is fixed
//! rather than left to look like a slow player.

use bot_core::manager::TableKey;
use teloxide::types::{ChatId, InlineKeyboardButtonKind, InlineKeyboardMarkup};

/// Telegram refused a message's inline keyboard (`BUTTON_DATA_INVALID` and the like): a button
/// payload the bot should never have built. `table` is the table the message is about, `chat`
/// where it went, `keyboard` what was sent and `what` Telegram's answer.
pub(crate) fn keyboard_refused(
    table: Option<&TableKey>,
    chat: ChatId,
    keyboard: Option<&InlineKeyboardMarkup>,
    what: &str,
) {
    let sent = keyboard.map(payloads).unwrap_or_default();
    let table = table.map_or_else(|| "none".to_owned(), ToString::to_string);
    tracing::error!(
        %table,
        %chat,
        ?sent,
        "telegram: a keyboard was refused, a defect of the bot: {what}; the message goes again \
         without it"
    );
    metrics::counter!(
        "bummerl_defects_total",
        "platform" => "telegram",
        "kind" => "button_payload"
    )
    .increment(1);
}

/// Each button's payload (callback data with its length in bytes, or URL).
fn payloads(keyboard: &InlineKeyboardMarkup) -> Vec<String> {
    keyboard
        .inline_keyboard
        .iter()
        .flatten()
        .map(|button| match &button.kind {
            InlineKeyboardButtonKind::CallbackData(data) => format!("{data} ({} B)", data.len()),
            InlineKeyboardButtonKind::Url(url) => url.to_string(),
            other => format!("{other:?}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::{Arc, Mutex};

    use bot_core::manager::Platform;
    use metrics::{Counter, Gauge, Histogram, Key, KeyName, Metadata, SharedString, Unit};
    use teloxide::types::InlineKeyboardButton;

    use super::*;

    /// Counters by name and labels.
    #[derive(Default)]
    struct Counters(Mutex<Vec<(String, Arc<AtomicU64>)>>);

    impl metrics::Recorder for Counters {
        fn describe_counter(&self, _: KeyName, _: Option<Unit>, _: SharedString) {}
        fn describe_gauge(&self, _: KeyName, _: Option<Unit>, _: SharedString) {}
        fn describe_histogram(&self, _: KeyName, _: Option<Unit>, _: SharedString) {}

        fn register_counter(&self, key: &Key, _: &Metadata<'_>) -> Counter {
            let mut labels: Vec<String> = key
                .labels()
                .map(|l| format!("{}={}", l.key(), l.value()))
                .collect();
            labels.sort();
            let name = format!("{}{{{}}}", key.name(), labels.join(","));
            let mut counters = self.0.lock().unwrap();
            let counter = match counters.iter().find(|(n, _)| *n == name) {
                Some((_, c)) => c.clone(),
                None => {
                    let c = Arc::new(AtomicU64::new(0));
                    counters.push((name, c.clone()));
                    c
                }
            };
            Counter::from_arc(counter)
        }

        fn register_gauge(&self, _: &Key, _: &Metadata<'_>) -> Gauge {
            Gauge::noop()
        }

        fn register_histogram(&self, _: &Key, _: &Metadata<'_>) -> Histogram {
            Histogram::noop()
        }
    }

    #[test]
    fn a_refused_keyboard_is_counted_as_a_defect_of_its_kind() {
        let counters = Counters::default();
        let keyboard =
            InlineKeyboardMarkup::new([[InlineKeyboardButton::callback("K♥", "x".repeat(70))]]);
        assert_eq!(payloads(&keyboard), [format!("{} (70 B)", "x".repeat(70))]);
        let table = TableKey::new(Platform::Telegram, "-100");
        metrics::with_local_recorder(&counters, || {
            keyboard_refused(
                Some(&table),
                ChatId(11),
                Some(&keyboard),
                "Bad Request: BUTTON_DATA_INVALID",
            );
        });
        let counted: Vec<(String, u64)> = counters
            .0
            .lock()
            .unwrap()
            .iter()
            .map(|(n, c)| (n.clone(), c.load(Ordering::Relaxed)))
            .collect();
        assert_eq!(
            counted,
            [(
                "bummerl_defects_total{kind=button_payload,platform=telegram}".to_owned(),
                1
            )]
        );
    }
}
