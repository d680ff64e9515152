//! Manager messages as Telegram messages: the texts of `bot_core::text` as HTML (escaped, the
//! headline bold) with inline keyboards — the keys of `bot_core::present` (the table's, a hand's,
//! Claim under a forfeit notice), labelled there. Every button's callback data is a
//! [`ButtonData`] payload.

use bot_core::manager::{Body, ButtonData, Event, HandView, Lang, ReplayView, TableView};
use bot_core::picture::Sketch;
use bot_core::present;
use bot_core::text;
use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup};

/// A message ready to send: HTML text and perhaps a keyboard, or a file with the text as its
/// caption.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Rendered {
    /// The text, HTML-escaped.
    pub text: String,
    /// The inline keyboard.
    pub keyboard: Option<InlineKeyboardMarkup>,
    /// A file sent as a document, the text its caption: its name and contents.
    pub file: Option<(String, String)>,
    /// The picture the message shows as a photo, the text its caption (a table or a hand whose
    /// recipient sees pictures).
    pub photo: Option<Sketch>,
}

impl Rendered {
    fn plain(text: &str) -> Rendered {
        Rendered {
            text: escape(text),
            keyboard: None,
            file: None,
            photo: None,
        }
    }
}

/// Telegram's HTML escaping.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// A key of the presentation layer as an inline button (Telegram has no styles: its look is
/// not shown).
fn widget(key: present::Key, channel: &str) -> InlineKeyboardButton {
    InlineKeyboardButton::callback(key.label, ButtonData::new(channel, key.button).to_string())
}

/// A body for the group `channel` (anything but a hand).
pub(crate) fn group(lang: Lang, body: &Body, channel: &str) -> Rendered {
    match body {
        Body::Table(view) => table(lang, view),
        Body::Event(event) => self::event(lang, event, Some(channel)),
        Body::Export(view) => Rendered {
            file: Some((view.file_name.clone(), view.scenario.clone())),
            ..Rendered::plain(&text::body(lang, body))
        },
        Body::Replay(view) => replay(lang, view),
        other => Rendered::plain(&text::body(lang, other)),
    }
}

/// A replay's step with its ◀ ▶ keys in one row. Its text is plain, so that the text of the
/// message a key sits on tells whether an edit would change anything.
pub(crate) fn replay(lang: Lang, view: &ReplayView) -> Rendered {
    let channel = view.channel.channel.as_str();
    let keys: Vec<InlineKeyboardButton> = present::replay_keys(lang, view)
        .into_iter()
        .map(|key| widget(key, channel))
        .collect();
    Rendered {
        keyboard: Some(InlineKeyboardMarkup::new([keys])),
        ..Rendered::plain(&text::replay(lang, view))
    }
}

/// The table: its headline bold, and the buttons of its phase — below its picture where the
/// table shows its cards as pictures.
pub(crate) fn table(lang: Lang, view: &TableView) -> Rendered {
    let full = text::table(lang, view);
    let (head, rest) = full.split_once('\n').unwrap_or((&full, ""));
    let text = format!("<b>{}</b>\n{}", escape(head), escape(rest));
    let channel = view.key.channel.as_str();
    let rows: Vec<Vec<_>> = present::table_keys(lang, view)
        .into_iter()
        .map(|row| row.into_iter().map(|key| widget(key, channel)).collect())
        .collect();
    Rendered {
        text,
        keyboard: Some(InlineKeyboardMarkup::new(rows)),
        file: None,
        photo: Sketch::table(view, lang),
    }
}

/// A hand: the cards, and one button per legal move — the cards in a row, then marriages,
/// exchange, close and claim (none for a kiebitz's read-only copy). `title` names the group when
/// known.
pub(crate) fn hand(lang: Lang, view: &HandView, title: Option<&str>) -> Rendered {
    let mut text = String::new();
    if let Some(title) = title {
        text.push_str(&format!("<b>{}</b>\n", escape(title)));
    }
    text.push_str(&escape(&text::hand(lang, view)));
    let channel = view.key.channel.as_str();
    let rows: Vec<Vec<InlineKeyboardButton>> = present::hand_keys(lang, view)
        .into_iter()
        .map(|row| row.into_iter().map(|key| widget(key, channel)).collect())
        .collect();
    Rendered {
        text,
        keyboard: Some(InlineKeyboardMarkup::new(rows)),
        file: None,
        photo: None,
    }
}

/// An event; a forfeit notice in a group (`channel`) gets the Claim button.
pub(crate) fn event(lang: Lang, event: &Event, channel: Option<&str>) -> Rendered {
    let mut rendered = Rendered::plain(&text::event(lang, event));
    if let (Event::ForfeitAvailable { .. }, Some(channel)) = (event, channel) {
        let claim = widget(present::forfeit_key(lang), channel);
        rendered.keyboard = Some(InlineKeyboardMarkup::new([[claim]]));
    }
    rendered
}

/// A question with one button per answer, each in a row of its own.
pub(crate) fn question(text: &str, answers: Vec<(String, ButtonData)>) -> Rendered {
    let rows = answers
        .into_iter()
        .map(|(label, data)| vec![InlineKeyboardButton::callback(label, data.to_string())]);
    Rendered {
        text: escape(text),
        keyboard: Some(InlineKeyboardMarkup::new(rows)),
        file: None,
        photo: None,
    }
}

/// A note of the adapter, with a button that opens `link` if given.
pub(crate) fn notice(text: &str, link: Option<(String, url::Url)>) -> Rendered {
    Rendered {
        text: escape(text),
        keyboard: link.map(|(label, url)| {
            InlineKeyboardMarkup::new([[InlineKeyboardButton::url(label, url)]])
        }),
        file: None,
        photo: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::games::GameId;
    use bot_core::games::Level;
    use bot_core::manager::Button;
    use bot_core::manager::SledStore;
    use bot_core::manager::{
        Command, Manager, Message, Open, Platform, Request, TableKey, Timing, User, UserId,
    };
    use teloxide::types::InlineKeyboardButtonKind;

    fn data(keyboard: &InlineKeyboardMarkup) -> Vec<String> {
        keyboard
            .inline_keyboard
            .iter()
            .flatten()
            .filter_map(|b| match &b.kind {
                InlineKeyboardButtonKind::CallbackData(d) => Some(d.clone()),
                _ => None,
            })
            .collect()
    }

    const GROUP: &str = "-1001234567890";

    /// Runs commands through a real manager and returns the last answer.
    fn answers(commands: &[(&str, Command)]) -> Vec<Message> {
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let key = TableKey::new(Platform::Telegram, GROUP);
        let mut last = Vec::new();
        for (who, command) in commands {
            let user = User::new(
                UserId::new(Platform::Telegram, *who),
                format!("<{who}>"),
                Lang::De,
            );
            last = manager
                .handle(&Request::new(key.clone(), user, command.clone()))
                .unwrap();
        }
        last
    }

    fn table_of(messages: &[Message]) -> TableView {
        messages
            .iter()
            .find_map(|m| match &m.body {
                Body::Table(view) => Some((**view).clone()),
                _ => None,
            })
            .unwrap()
    }

    #[test]
    fn a_hand_offers_exactly_its_legal_moves() {
        let open = Open {
            computer: Some(Level::Random),
            ..Open::default()
        };
        let messages = answers(&[("7", Command::Open(open))]);
        let view = messages
            .iter()
            .find_map(|m| match &m.body {
                Body::Hand(h) if h.view.can_act() => Some(h.clone()),
                _ => None,
            })
            .expect("the human leads or answers after the computer");
        let seat = &view.view;
        let r = hand(Lang::En, &view, Some("Stammtisch <3"));
        assert!(
            r.text.starts_with("<b>Stammtisch &lt;3</b>\nYour cards: "),
            "{}",
            r.text
        );
        // One button per move the presentation layer offers, each carrying that move.
        let offers: Vec<Button> = text::offers(Lang::En, &view)
            .into_iter()
            .map(|(play, _)| play.button(view.epoch))
            .collect();
        assert!(!offers.is_empty());
        let data = data(r.keyboard.as_ref().unwrap());
        assert_eq!(data.len(), offers.len(), "{data:?}");
        assert_eq!(data.len(), seat.moves.len(), "{data:?}");
        for d in &data {
            assert!(d.len() <= 64);
            let parsed = ButtonData::parse(d).unwrap();
            assert_eq!(parsed.channel, GROUP);
            assert!(offers.contains(&parsed.button), "{d}");
            let Button::Move { version, mv } = parsed.button else {
                panic!("{d}")
            };
            assert_eq!(version, view.epoch);
            assert!(seat.moves.contains(&mv), "{d}");
        }
        // The cards in a row of their own, first.
        let cards: Vec<String> = seat
            .moves
            .iter()
            .filter(|m| m.verb() == "play")
            .map(|&mv| {
                ButtonData::new(
                    GROUP,
                    Button::Move {
                        version: view.epoch,
                        mv,
                    },
                )
                .to_string()
            })
            .collect();
        let keyboard = &r.keyboard.as_ref().unwrap().inline_keyboard;
        let first: Vec<String> = keyboard[0]
            .iter()
            .filter_map(|b| match &b.kind {
                InlineKeyboardButtonKind::CallbackData(d) => Some(d.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(first, cards);
        // A read-only copy has no buttons.
        let copy = HandView {
            read_only: true,
            ..(*view).clone()
        };
        assert!(data_of(&hand(Lang::En, &copy, None)).is_empty());
    }

    fn data_of(r: &Rendered) -> Vec<String> {
        r.keyboard.as_ref().map(data).unwrap_or_default()
    }

    #[test]
    fn the_table_offers_the_buttons_of_its_phase() {
        let open = || Command::Open(Open::default());
        let view = table_of(&answers(&[("7", open())]));
        let r = table(Lang::De, &view);
        assert!(r.text.starts_with("<b>── Schnapsen"), "{}", r.text);
        let key = |button| ButtonData::new(GROUP, button).to_string();
        let variants: Vec<String> = GameId::default()
            .kin()
            .map(|v| key(Button::Variant(v)))
            .collect();
        let lobby = |first: &[String]| [first, &variants[..]].concat();
        assert_eq!(
            data(r.keyboard.as_ref().unwrap()),
            lobby(&[key(Button::Join), key(Button::AddComputer)])
        );
        let rows = &r.keyboard.as_ref().unwrap().inline_keyboard;
        assert!(rows.iter().all(|row| !row.is_empty()), "{rows:?}");
        assert_eq!(rows[1][0].text, "✓ Schnapsen");
        let joined = table_of(&answers(&[("7", open()), ("8", Command::Join)]));
        let r = table(Lang::De, &joined);
        assert_eq!(
            data(r.keyboard.as_ref().unwrap()),
            lobby(&[key(Button::Start)])
        );
        let dealt = table_of(&answers(&[
            ("7", open()),
            ("8", Command::Join),
            ("7", Command::Start),
        ]));
        let r = table(Lang::En, &dealt);
        assert_eq!(data(r.keyboard.as_ref().unwrap()), [key(Button::ShowHand)]);
        // The labels every front end shows (Discord's tests assert the same).
        let labels = |r: &Rendered| -> Vec<String> {
            let rows = &r.keyboard.as_ref().unwrap().inline_keyboard;
            rows.iter().flatten().map(|b| b.text.clone()).collect()
        };
        assert_eq!(labels(&r), ["My cards"]);
        assert_eq!(labels(&table(Lang::De, &joined))[0], "Geben");
        assert_eq!(labels(&table(Lang::En, &joined))[0], "Deal");
        assert_eq!(
            labels(&table(Lang::En, &view))[..2],
            ["Join", "+ Seat a computer"]
        );
        let claim = event(
            Lang::De,
            &Event::ForfeitAvailable {
                absent: "Bert".into(),
            },
            Some(GROUP),
        );
        assert_eq!(labels(&claim), ["Spiel beanspruchen"]);
        assert!(r.text.contains("&lt;7&gt;"), "{}", r.text);
        // The lobby names who sits at the table, and lays the games out in rows: the two-player
        // games in one, those for four and three in the next.
        let r = table(Lang::De, &view);
        assert!(r.text.contains("&lt;7&gt;"), "{}", r.text);
        let rows = &r.keyboard.as_ref().unwrap().inline_keyboard;
        let lengths: Vec<usize> = rows.iter().map(Vec::len).collect();
        assert_eq!(
            lengths,
            [2, 3, 2],
            "the games for four and three in a row of their own"
        );
    }

    /// Issue #41: random matches of every game, every message rendered as Telegram sends it in
    /// each language — its text and its buttons — read as a player of that language would.
    #[test]
    fn every_message_of_every_game_reads_right_as_telegram_sends_it() {
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let report = bot_core::scan::read_games(&manager, Platform::Telegram, 200, |_, lang, m| {
            let rendered = match &m.body {
                Body::Hand(view) => hand(lang, view, Some("Stammtisch")),
                body => group(lang, body, GROUP),
            };
            let text = rendered.text.replace("<b>", "").replace("</b>", "");
            let text = text.replace("&lt;", "<").replace("&gt;", ">");
            let text = text.replace("&quot;", "\"").replace("&amp;", "&");
            let keys = rendered
                .keyboard
                .iter()
                .flat_map(|k| k.inline_keyboard.iter());
            let labels = keys.flatten().map(|key| key.text.clone());
            std::iter::once(text).chain(labels).collect()
        });
        report.assert_right(10_000);
    }
}
