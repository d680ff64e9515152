//! From the manager to Discord: a message body becomes message content and buttons. The table
//! message carries Join / Start / My cards, a hand carries one button per legal action (custom
//! ids from [`ButtonData`]), an event batch becomes one message. Pure; [`Rendered`] converts to
//! serenity's builders only at the edge.

use bot_core::manager::{Body, Button, ButtonData, Event, HandView, Lang, TableView};
use bot_core::rules::{Action, PublicView, Variant};
use bot_core::text;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EditMessage,
};

use crate::words::{self, Note};

/// Discord's limit on a message's content.
pub const MAX_CONTENT: usize = 2000;
/// Discord's limit on buttons in one row.
pub const ROW: usize = 5;
/// Discord's limit on rows in one message.
pub const MAX_ROWS: usize = 5;

/// A button's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Blurple.
    Primary,
    /// Grey.
    Secondary,
    /// Green.
    Success,
    /// Red.
    Danger,
}

/// One button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonSpec {
    /// The payload ([`ButtonData`] text).
    pub custom_id: String,
    /// The label.
    pub label: String,
    /// The colour.
    pub style: Style,
}

/// A message ready for Discord: content and rows of buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    /// The text (at most [`MAX_CONTENT`] characters).
    pub content: String,
    /// Rows of buttons (at most [`MAX_ROWS`] rows of [`ROW`]).
    pub rows: Vec<Vec<ButtonSpec>>,
}

impl Rendered {
    /// Text without buttons.
    pub fn text(content: impl Into<String>) -> Rendered {
        Rendered {
            content: clip(content.into()),
            rows: Vec::new(),
        }
    }

    /// Every button, row by row.
    pub fn buttons(&self) -> impl Iterator<Item = &ButtonSpec> {
        self.rows.iter().flatten()
    }

    /// The rows as serenity components.
    pub fn components(&self) -> Vec<CreateActionRow> {
        self.rows
            .iter()
            .map(|row| {
                CreateActionRow::Buttons(
                    row.iter()
                        .map(|b| {
                            CreateButton::new(b.custom_id.clone())
                                .label(b.label.clone())
                                .style(match b.style {
                                    Style::Primary => ButtonStyle::Primary,
                                    Style::Secondary => ButtonStyle::Secondary,
                                    Style::Success => ButtonStyle::Success,
                                    Style::Danger => ButtonStyle::Danger,
                                })
                        })
                        .collect(),
                )
            })
            .collect()
    }

    /// A new channel or DM message. Names are user-chosen, so nobody is ever pinged.
    pub fn create_message(&self) -> CreateMessage {
        CreateMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// An edit replacing content and buttons (no buttons removes them).
    pub fn edit_message(&self) -> EditMessage {
        EditMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// An interaction response message (type 4) or update (type 7).
    pub fn response(&self, ephemeral: bool) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .ephemeral(ephemeral)
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// The replacement of the message a pressed button sat on (response type 7).
    pub fn update(&self) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// An edit of an interaction's original response or of a follow-up.
    pub fn edit_response(&self) -> EditInteractionResponse {
        EditInteractionResponse::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// A follow-up message of an interaction.
    pub fn followup(&self, ephemeral: bool) -> CreateInteractionResponseFollowup {
        CreateInteractionResponseFollowup::new()
            .content(self.content.clone())
            .components(self.components())
            .ephemeral(ephemeral)
            .allowed_mentions(CreateAllowedMentions::new())
    }
}

/// Cuts text to Discord's limit.
fn clip(mut content: String) -> String {
    if content.chars().count() > MAX_CONTENT {
        content = content.chars().take(MAX_CONTENT - 1).collect();
        content.push('…');
    }
    content
}

/// Lays buttons out in rows of [`ROW`], starting a new row for each group.
fn rows(groups: Vec<Vec<ButtonSpec>>) -> Vec<Vec<ButtonSpec>> {
    groups
        .into_iter()
        .flat_map(|group| {
            group
                .chunks(ROW)
                .map(<[ButtonSpec]>::to_vec)
                .collect::<Vec<_>>()
        })
        .filter(|row| !row.is_empty())
        .take(MAX_ROWS)
        .collect()
}

fn button(channel: &str, button: Button, label: String, style: Style) -> ButtonSpec {
    ButtonSpec {
        custom_id: ButtonData::new(channel, button).to_string(),
        label,
        style,
    }
}

/// The table message: the table's text, the latest table events below it, and the buttons
/// that fit the phase — Join while a seat is free, Start when the seats are full, My cards
/// during a game.
pub fn table(lang: Lang, view: &TableView, footer: &[Event]) -> Rendered {
    let mut content = format!("```\n{}\n```", text::table(lang, view));
    // Before the first deal (still the first Bummerl, in the lobby) the opener may choose the
    // variant with a button; the manager refuses anybody else.
    let choosing = view.round.is_none() && view.bummerl_number == 1;
    if choosing {
        // What each variant on offer is, a line each (the chosen one ticked like its button).
        for v in Variant::ALL {
            let mark = if v == view.variant { '✓' } else { '•' };
            content.push_str(&format!("\n{mark} {}", text::variant_summary(lang, v)));
        }
    }
    for event in footer {
        content.push_str(&format!("\n› {}", text::event(lang, event)));
    }
    let channel = view.key.channel.as_str();
    let label = |note| words::note(lang, &note);
    let buttons = match &view.round {
        Some(_) => vec![button(
            channel,
            Button::ShowHand,
            label(Note::MyCards),
            Style::Primary,
        )],
        None if view.players.len() < view.seats => {
            vec![button(
                channel,
                Button::Join,
                label(Note::Join),
                Style::Primary,
            )]
        }
        None => vec![button(
            channel,
            Button::Start,
            label(Note::Start),
            Style::Success,
        )],
    };
    let mut button_rows = vec![buttons];
    if choosing {
        let variants = Variant::ALL
            .into_iter()
            .map(|v| {
                let style = if v == view.variant {
                    Style::Success
                } else {
                    Style::Secondary
                };
                button(
                    channel,
                    Button::Variant(v),
                    text::variant_name(lang, v).into(),
                    style,
                )
            })
            .collect();
        button_rows.push(variants);
    }
    Rendered {
        content: clip(content),
        rows: rows(button_rows),
    }
}

/// The trump and the card led, for a hand shown away from the table.
fn hand_context(lang: Lang, public: &PublicView) -> String {
    let trump = match public.trump_card {
        Some(card) => text::card_short(lang, card),
        None => public.trump.symbol().to_string(),
    };
    let mut line = words::note(lang, &Note::Trump(trump));
    if let Some((_, card)) = public.trick {
        line.push_str(" · ");
        line.push_str(&words::note(lang, &Note::Led(text::card_short(lang, card))));
    }
    line
}

fn style(action: &Action) -> Style {
    match action {
        Action::Play(_) => Style::Secondary,
        Action::Announce(_) | Action::Exchange => Style::Primary,
        Action::Close => Style::Danger,
        Action::Claim => Style::Success,
    }
}

/// A player's private hand: which table, trump and card led, the hand, and one button per legal
/// action carrying the hand's state version (cards first, then the other moves). A kiebitz's
/// read-only copy of another player's hand has no buttons.
pub fn hand(lang: Lang, view: &HandView) -> Rendered {
    let content = format!(
        "<#{}> · {}\n{}",
        view.key.channel,
        hand_context(lang, &view.view.public),
        text::hand(lang, view)
    );
    let channel = view.key.channel.as_str();
    let choices = if view.read_only {
        Vec::new()
    } else {
        text::choices(lang, view)
    };
    let (plays, others): (Vec<_>, Vec<_>) = choices
        .into_iter()
        .map(|(action, label)| {
            let act = Button::Act {
                version: view.version,
                action,
            };
            (
                matches!(action, Action::Play(_)),
                button(channel, act, label, style(&action)),
            )
        })
        .partition(|(play, _)| *play);
    let strip = |v: Vec<(bool, ButtonSpec)>| v.into_iter().map(|(_, b)| b).collect();
    Rendered {
        content: clip(content),
        rows: rows(vec![strip(plays), strip(others)]),
    }
}

/// Public bodies as one channel message, one paragraph each; an opponent's expired turn time
/// adds the button to claim the game.
pub fn bodies(lang: Lang, channel: &str, bodies: &[Body]) -> Rendered {
    let content = bodies
        .iter()
        .map(|b| text::body(lang, b))
        .collect::<Vec<_>>()
        .join("\n");
    let forfeit = bodies
        .iter()
        .any(|b| matches!(b, Body::Event(Event::ForfeitAvailable { .. })));
    let buttons = if forfeit {
        vec![button(
            channel,
            Button::Forfeit,
            words::note(lang, &Note::Forfeit),
            Style::Danger,
        )]
    } else {
        Vec::new()
    };
    Rendered {
        content: clip(content),
        rows: rows(vec![buttons]),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use bot_core::manager::{
        Command, Manager, ManualClock, Message, Open, Platform, Recipient, Request, TableKey,
        Timing, User, UserId,
    };
    use bot_core::store::Store;

    /// Views as a real manager makes them: the lobby with one and with two players, a game in
    /// progress, and the two hands dealt.
    pub(crate) struct Views {
        pub lobby: TableView,
        pub full: TableView,
        pub playing: TableView,
        pub hands: Vec<HandView>,
    }

    pub(crate) fn views() -> Views {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let manager =
            Manager::with_clock(store, Timing::default(), Box::new(ManualClock::at(1)), 5);
        let key = TableKey::new(Platform::Discord, "555");
        let user =
            |id: &str, name: &str| User::new(UserId::new(Platform::Discord, id), name, Lang::En);
        let (anna, bert) = (user("11", "Anna"), user("12", "Bert"));
        let send = |u: &User, c| {
            manager
                .handle(&Request::new(key.clone(), u.clone(), c))
                .unwrap()
        };
        let table = |messages: &[Message]| {
            messages
                .iter()
                .find_map(|m| match &m.body {
                    Body::Table(view) => Some((**view).clone()),
                    _ => None,
                })
                .unwrap()
        };
        let lobby = table(&send(&anna, Command::Open(Open::default())));
        let full = table(&send(&bert, Command::Join));
        let started = send(&anna, Command::Start);
        let hands = started
            .iter()
            .filter_map(|m| match (&m.to, &m.body) {
                (Recipient::User(_), Body::Hand(h)) => Some((**h).clone()),
                _ => None,
            })
            .collect();
        Views {
            lobby,
            full,
            playing: table(&started),
            hands,
        }
    }

    fn ids(r: &Rendered) -> Vec<String> {
        r.buttons().map(|b| b.custom_id.clone()).collect()
    }

    #[test]
    fn the_table_offers_the_buttons_of_its_phase() {
        let v = views();
        let variants = ["v:555:schnapsen", "v:555:sechsundsechzig", "v:555:schnorps"];
        let lobby = table(Lang::En, &v.lobby, &[]);
        assert_eq!(ids(&lobby), [&["j:555"][..], &variants].concat());
        assert_eq!(
            lobby.rows[1][1].label, "Sixty-six",
            "the variant choice, by name"
        );
        let full = table(Lang::De, &v.full, &[]);
        assert_eq!(ids(&full), [&["s:555"][..], &variants].concat());
        assert_eq!(full.rows[0][0].label, "Austeilen");
        let playing = table(Lang::En, &v.playing, &[]);
        assert_eq!(ids(&playing), ["h:555"]);
        assert_eq!(playing.rows[0][0].label, "My cards");
        assert!(playing.content.contains("Anna") && playing.content.contains("Bert"));
        let footer = [Event::Closed {
            name: "Anna".into(),
        }];
        let with = table(Lang::De, &v.playing, &footer);
        assert!(
            with.content.ends_with("› Anna dreht zu."),
            "{}",
            with.content
        );
    }

    #[test]
    fn a_hand_has_exactly_the_legal_actions_as_buttons() {
        let v = views();
        assert_eq!(v.hands.len(), 2);
        let mut with_buttons = 0;
        for (view, lang) in v.hands.iter().zip([Lang::De, Lang::En]) {
            let r = hand(lang, view);
            let pressed: Vec<Action> = r
                .buttons()
                .map(|b| match ButtonData::parse(&b.custom_id).unwrap().button {
                    Button::Act { version, action } => {
                        assert_eq!(version, view.version);
                        action
                    }
                    other => panic!("{other:?}"),
                })
                .collect();
            assert_eq!(pressed.len(), view.view.legal.len());
            assert!(pressed.iter().all(|a| view.view.legal.contains(*a)));
            assert!(r.rows.iter().all(|row| row.len() <= ROW) && r.rows.len() <= MAX_ROWS);
            assert!(r.content.starts_with("<#555> · "), "{}", r.content);
            for card in view.view.hand {
                assert!(r.content.contains(&text::card_short(lang, card)));
            }
            with_buttons += usize::from(!pressed.is_empty());
        }
        assert_eq!(with_buttons, 1, "only the player to act has buttons");
    }

    #[test]
    fn the_lobby_explains_each_variant_in_a_line() {
        let v = views();
        for lang in [Lang::De, Lang::En] {
            let lobby = table(lang, &v.lobby, &[]);
            for variant in Variant::ALL {
                let mark = if variant == v.lobby.variant {
                    '✓'
                } else {
                    '•'
                };
                let line = format!("{mark} {}", text::variant_summary(lang, variant));
                assert!(
                    lobby.content.lines().any(|l| l == line),
                    "{line}\n{}",
                    lobby.content
                );
            }
            let playing = table(lang, &v.playing, &[]);
            let other = text::variant_summary(lang, Variant::Schnorps);
            assert!(!playing.content.contains(other), "{}", playing.content);
        }
    }

    #[test]
    fn a_read_only_hand_has_no_buttons() {
        let v = views();
        let mut watched = v
            .hands
            .iter()
            .find(|h| !h.view.legal.is_empty())
            .expect("the player to act has moves")
            .clone();
        watched.read_only = true;
        for lang in [Lang::De, Lang::En] {
            let r = hand(lang, &watched);
            assert_eq!(r.buttons().count(), 0, "{r:?}");
            assert!(r.rows.is_empty());
            for card in watched.view.hand {
                assert!(r.content.contains(&text::card_short(lang, card)));
            }
        }
        assert!(hand(Lang::En, &watched).content.contains("read-only"));
    }

    #[test]
    fn builders_carry_content_buttons_and_no_pings() {
        let r = table(Lang::En, &views().lobby, &[]);
        let json = serde_json::to_value(r.create_message()).unwrap();
        assert_eq!(json["components"][0]["components"][0]["custom_id"], "j:555");
        assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
        let edit = serde_json::to_value(Rendered::text("x").edit_message()).unwrap();
        assert_eq!(
            edit["components"],
            serde_json::json!([]),
            "an edit removes old buttons"
        );
        let eph = serde_json::to_value(r.response(true)).unwrap();
        assert_eq!(eph["flags"], 64);
    }

    #[test]
    fn long_texts_are_clipped_and_forfeits_get_a_button() {
        let long = Rendered::text("x".repeat(5000));
        assert_eq!(long.content.chars().count(), MAX_CONTENT);
        let body = Body::Event(Event::ForfeitAvailable {
            absent: "Bert".into(),
        });
        let r = bodies(Lang::En, "555", &[body]);
        assert_eq!(ids(&r), ["f:555"]);
        assert!(r.content.contains("Bert"));
    }
}
