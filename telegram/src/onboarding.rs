//! Reaching users privately. A bot may not write first to a user who never opened a chat with
//! it, so a user it cannot reach gets a deep link `https://t.me/<bot>?start=<payload>`: Telegram
//! opens the private chat with a Start button, which sends `/start <payload>`. The payload says
//! what to do then — take the seat (`j<group>`) or just send the cards (`h<group>`) — and the
//! private message itself proves the bot can now write to him.

use url::Url;

/// What a `/start` payload asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Payload {
    /// Take a seat at the table in this group.
    Join(String),
    /// Send my cards for the table in this group (the private chat is now open).
    Hello(String),
}

impl Payload {
    /// The payload text (Telegram allows 64 characters of `A-Za-z0-9_-`).
    pub(crate) fn encode(&self) -> String {
        match self {
            Payload::Join(channel) => format!("j{channel}"),
            Payload::Hello(channel) => format!("h{channel}"),
        }
    }

    /// Parses a payload strictly.
    pub(crate) fn parse(text: &str) -> Option<Payload> {
        let text = text.trim();
        if text.len() > 64 {
            return None;
        }
        let (tag, channel) = text.split_at_checked(1)?;
        let valid = !channel.is_empty()
            && channel
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !valid {
            return None;
        }
        match tag {
            "j" => Some(Payload::Join(channel.to_owned())),
            "h" => Some(Payload::Hello(channel.to_owned())),
            _ => None,
        }
    }
}

/// The bot's private chat, opening with `/start <payload>` if given.
pub(crate) fn link(bot_username: &str, payload: Option<&Payload>) -> Url {
    let mut url = Url::parse("https://t.me/").expect("a valid URL");
    url.set_path(bot_username);
    if let Some(payload) = payload {
        url.query_pairs_mut()
            .append_pair("start", &payload.encode());
    }
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_round_trip_strictly() {
        for p in [
            Payload::Join("-1001234567890".into()),
            Payload::Hello("-42".into()),
        ] {
            assert_eq!(Payload::parse(&p.encode()), Some(p));
        }
        for bad in [
            "",
            "j",
            "x-100",
            "j-100 7",
            "j-10;0",
            &format!("j{}", "1".repeat(70)),
        ] {
            assert_eq!(Payload::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn deep_links() {
        let join = Payload::Join("-100123".into());
        assert_eq!(
            link("bummerl_bot", Some(&join)).as_str(),
            "https://t.me/bummerl_bot?start=j-100123"
        );
        assert_eq!(
            link("bummerl_bot", None).as_str(),
            "https://t.me/bummerl_bot"
        );
    }
}
