//! From the manager to Discord: a message body becomes message content and buttons. The table
//! message and a hand carry the keys of [`bot_core::present`] (labelled and styled there; a
//! look becomes a [`Style`]; custom ids from [`ButtonData`]), an event batch becomes one message. Pure; [`Rendered`] converts to
//! serenity's builders only at the edge.
//!
//! Discord allows five buttons in a row and five rows in a message. A hand's buttons are grouped
//! (cards, trump choice, bidding, doubles, the rest), a group starting a new row; if the groups
//! need more than five rows the buttons are packed five to a row, and a hand with more than 25
//! choices (Dreierschnapsen's pairs of cards to lay away) gets select menus instead, one per
//! row, each option carrying what its button would have carried.

use bot_core::manager::{
    Body, ButtonData, Event, GamePublic, HandView, Lang, TableView, lobby_variants,
};
use bot_core::present::{self, Look};
use bot_core::text;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditAttachments,
    EditInteractionResponse, EditMessage,
};

use crate::picture::Pictured;

/// Discord's limit on a message's content.
pub const MAX_CONTENT: usize = 2000;
/// Discord's limit on buttons in one row.
pub const ROW: usize = 5;
/// Discord's limit on rows in one message.
pub const MAX_ROWS: usize = 5;
/// Discord's limit on the options of one select menu.
pub const MAX_OPTIONS: usize = 25;
/// The custom id of a hand's select menus starts with this, followed by the menu's number; the
/// option chosen carries the move ([`crate::incoming::press`] reads it).
pub const MENU: &str = "menu:";

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

/// A select menu standing in for buttons that do not fit: one option per button, its label and
/// its payload (the option's value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuSpec {
    /// The menu's custom id ([`MENU`] and its number).
    pub custom_id: String,
    /// The text shown before a choice.
    pub placeholder: String,
    /// The options (at most [`MAX_OPTIONS`]), as the buttons they replace.
    pub options: Vec<ButtonSpec>,
}

/// A message ready for Discord: content, rows of buttons and select menus (a row each).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    /// The text (at most [`MAX_CONTENT`] characters).
    pub content: String,
    /// Rows of buttons (at most [`ROW`] each; rows and menus together at most [`MAX_ROWS`]).
    pub rows: Vec<Vec<ButtonSpec>>,
    /// Select menus, below the buttons.
    pub menus: Vec<MenuSpec>,
    /// A file attached: its name and contents (a finished deal's scenario).
    pub file: Option<(String, String)>,
    /// The picture of the table or of the hand, as the embed's image.
    pub picture: Pictured,
}

impl Rendered {
    /// Text without buttons.
    pub fn text(content: impl Into<String>) -> Rendered {
        Rendered {
            content: clip(content.into()),
            ..Rendered::default()
        }
    }

    /// The same message below a line said to the one who sees it (why he sees it now).
    pub fn below(mut self, line: &str) -> Rendered {
        self.content = clip(format!("{line}\n{}", self.content));
        self
    }

    /// Every button, row by row.
    pub fn buttons(&self) -> impl Iterator<Item = &ButtonSpec> {
        self.rows.iter().flatten()
    }

    /// Whether it carries buttons or menus.
    pub fn has_keys(&self) -> bool {
        !self.rows.is_empty() || !self.menus.is_empty()
    }

    /// Every custom id it carries: buttons, menus and their options.
    pub fn custom_ids(&self) -> impl Iterator<Item = &str> {
        let menus = self.menus.iter().flat_map(|m| {
            std::iter::once(m.custom_id.as_str())
                .chain(m.options.iter().map(|o| o.custom_id.as_str()))
        });
        self.buttons().map(|b| b.custom_id.as_str()).chain(menus)
    }

    /// The same text (file and picture) without buttons or menus: what goes out when Discord
    /// refused them.
    pub fn without_keys(&self) -> Rendered {
        Rendered {
            content: self.content.clone(),
            file: self.file.clone(),
            picture: self.picture.clone(),
            ..Rendered::default()
        }
    }

    /// The same message carrying `picture`.
    pub fn pictured(self, picture: Pictured) -> Rendered {
        Rendered { picture, ..self }
    }

    /// The attached file, as serenity sends it.
    fn attachment(&self) -> Option<CreateAttachment> {
        let (name, contents) = self.file.clone()?;
        Some(CreateAttachment::bytes(contents.into_bytes(), name))
    }

    /// The rows and menus as serenity components.
    pub fn components(&self) -> Vec<CreateActionRow> {
        let buttons = self.rows.iter().map(|row| {
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
        });
        let menus = self.menus.iter().map(|m| {
            let options = m
                .options
                .iter()
                .map(|o| CreateSelectMenuOption::new(o.label.clone(), o.custom_id.clone()))
                .collect();
            let kind = CreateSelectMenuKind::String { options };
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(m.custom_id.clone(), kind).placeholder(m.placeholder.clone()),
            )
        });
        buttons.chain(menus).collect()
    }

    /// A new channel or DM message. Names are user-chosen, so nobody is ever pinged.
    pub fn create_message(&self) -> CreateMessage {
        let mut message = CreateMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new());
        if let Pictured::Image(image) = &self.picture {
            message = message.embed(image.embed()).add_file(image.file());
        }
        match self.attachment() {
            Some(file) => message.add_file(file),
            None => message,
        }
    }

    /// An edit replacing content and buttons (no buttons removes them), and the picture where
    /// it changed (the one shown stays, not uploaded again).
    pub fn edit_message(&self) -> EditMessage {
        let edit = EditMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new());
        match &self.picture {
            Pictured::Image(image) if image.to_upload() => edit
                .embed(image.embed())
                .attachments(EditAttachments::new().add(image.file())),
            Pictured::Removed => edit.embeds(Vec::new()).attachments(EditAttachments::new()),
            Pictured::Image(_) | Pictured::Text => edit,
        }
    }

    /// An interaction response message (type 4) or update (type 7).
    pub fn response(&self, ephemeral: bool) -> CreateInteractionResponseMessage {
        let mut message = CreateInteractionResponseMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .ephemeral(ephemeral)
            .allowed_mentions(CreateAllowedMentions::new());
        if let Pictured::Image(image) = &self.picture {
            message = message.embed(image.embed()).add_file(image.file());
        }
        match self.attachment() {
            Some(file) => message.add_file(file),
            None => message,
        }
    }

    /// The replacement of the message a pressed button sat on (response type 7), with its
    /// picture uploaded: serenity sends an update's `attachments` always, so the message keeps
    /// none of its files, and a text update takes the embed that showed one off too.
    pub fn update(&self) -> CreateInteractionResponseMessage {
        let update = CreateInteractionResponseMessage::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new());
        match &self.picture {
            Pictured::Image(image) => update.embed(image.embed()).add_file(image.file()),
            Pictured::Removed | Pictured::Text => update.embeds(Vec::new()),
        }
    }

    /// The files an edit through a follow-up's token uploads beside
    /// [`Rendered::edit_response`]: the picture where it changed.
    pub fn uploads(&self) -> Vec<CreateAttachment> {
        match &self.picture {
            Pictured::Image(image) if image.to_upload() => vec![image.file()],
            _ => Vec::new(),
        }
    }

    /// An edit of an interaction's original response or of a follow-up, with the picture
    /// where it changed.
    pub fn edit_response(&self) -> EditInteractionResponse {
        let mut edit = EditInteractionResponse::new()
            .content(self.content.clone())
            .components(self.components())
            .allowed_mentions(CreateAllowedMentions::new());
        match &self.picture {
            Pictured::Image(image) if image.to_upload() => {
                edit = edit
                    .embed(image.embed())
                    .attachments(EditAttachments::new().add(image.file()));
            }
            Pictured::Removed => {
                edit = edit.embeds(Vec::new()).attachments(EditAttachments::new());
            }
            Pictured::Image(_) | Pictured::Text => {}
        }
        match self.attachment() {
            Some(file) => edit.new_attachment(file),
            None => edit,
        }
    }

    /// A follow-up message of an interaction.
    pub fn followup(&self, ephemeral: bool) -> CreateInteractionResponseFollowup {
        let mut message = CreateInteractionResponseFollowup::new()
            .content(self.content.clone())
            .components(self.components())
            .ephemeral(ephemeral)
            .allowed_mentions(CreateAllowedMentions::new());
        if let Pictured::Image(image) = &self.picture {
            message = message.embed(image.embed()).add_file(image.file());
        }
        match self.attachment() {
            Some(file) => message.add_file(file),
            None => message,
        }
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

/// Lays buttons out within Discord's limits: in rows of [`ROW`], each group starting a new row;
/// packed without regard to groups if that needs more than [`MAX_ROWS`] rows; as select menus
/// of [`MAX_OPTIONS`] (a row each) if even that does not fit. `placeholder` is the menus' text.
fn layout(
    groups: Vec<Vec<ButtonSpec>>,
    placeholder: impl Fn() -> String,
) -> (Vec<Vec<ButtonSpec>>, Vec<MenuSpec>) {
    let in_rows = |buttons: &[ButtonSpec]| -> Vec<Vec<ButtonSpec>> {
        buttons.chunks(ROW).map(<[ButtonSpec]>::to_vec).collect()
    };
    let grouped: Vec<Vec<ButtonSpec>> = groups.iter().flat_map(|g| in_rows(g)).collect();
    if grouped.len() <= MAX_ROWS {
        return (grouped, Vec::new());
    }
    let all: Vec<ButtonSpec> = groups.into_iter().flatten().collect();
    if all.len() <= ROW * MAX_ROWS {
        return (in_rows(&all), Vec::new());
    }
    let menus = all
        .chunks(MAX_OPTIONS)
        .take(MAX_ROWS)
        .enumerate()
        .map(|(i, options)| MenuSpec {
            custom_id: format!("{MENU}{i}"),
            placeholder: placeholder(),
            options: options.to_vec(),
        })
        .collect();
    (Vec::new(), menus)
}

/// Buttons that never need a menu (the table's, a post's), laid out in rows.
fn rows(groups: Vec<Vec<ButtonSpec>>) -> Vec<Vec<ButtonSpec>> {
    layout(groups, String::new).0
}

/// A key of the presentation layer as a Discord button: its look as a style.
fn widget(channel: &str, key: present::Key) -> ButtonSpec {
    ButtonSpec {
        custom_id: ButtonData::new(channel, key.button).to_string(),
        label: key.label,
        style: style(key.look),
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
        for v in lobby_variants(view) {
            let mark = if v == view.variant { '✓' } else { '•' };
            content.push_str(&format!("\n{mark} {}", text::variant_line(lang, v)));
        }
    }
    // An event a line each; what a game tells at once (a trick and the deal's end) may be
    // several lines, each marked.
    for line in footer.iter().flat_map(|e| {
        let said = text::event(lang, e);
        said.lines().map(str::to_owned).collect::<Vec<_>>()
    }) {
        content.push_str(&format!("\n› {line}"));
    }
    let channel = view.key.channel.as_str();
    let button_rows = present::table_keys(lang, view)
        .into_iter()
        .map(|row| row.into_iter().map(|key| widget(channel, key)).collect())
        .collect();
    Rendered {
        content: clip(content),
        rows: rows(button_rows),
        menus: Vec::new(),
        file: None,
        picture: Pictured::Text,
    }
}

/// What a hand shown away from the table needs of it (trump, the card led), in the game's own
/// words ([`bot_core::manager::GamePublic::glance`]); empty where it has none.
fn hand_context(lang: Lang, public: &GamePublic) -> String {
    text::pick(lang, &public.glance).unwrap_or_default()
}

/// A key's look as a Discord button style.
fn style(look: Look) -> Style {
    match look {
        Look::Plain => Style::Secondary,
        Look::Main => Style::Primary,
        Look::Risky => Style::Danger,
        Look::Done => Style::Success,
    }
}

/// A player's private hand: which table, trump and card led, the hand, and one button per legal
/// action carrying the hand's state version, grouped (cards first, then the other moves); see
/// the module's notes on Discord's limits. A kiebitz's read-only copy of another player's hand
/// has no buttons.
pub fn hand(lang: Lang, view: &HandView) -> Rendered {
    let context = hand_context(lang, &view.view.public);
    let head = if context.is_empty() {
        format!("<#{}>", view.key.channel)
    } else {
        format!("<#{}> · {context}", view.key.channel)
    };
    let content = format!("{head}\n{}", text::hand(lang, view));
    let channel = view.key.channel.as_str();
    let rows = present::hand_keys(lang, view)
        .into_iter()
        .map(|row| row.into_iter().map(|key| widget(channel, key)).collect())
        .collect();
    Rendered {
        content: clip(content),
        rows,
        menus: Vec::new(),
        file: None,
        picture: Pictured::Text,
    }
}

/// Public bodies as one channel message, one paragraph each; an opponent's expired turn time
/// adds the button to claim the game, a replay's step its ◀ ▶.
pub fn bodies(lang: Lang, channel: &str, bodies: &[Body]) -> Rendered {
    let content = bodies
        .iter()
        .map(|b| text::body(lang, b))
        .collect::<Vec<_>>()
        .join("\n");
    let forfeit = bodies
        .iter()
        .any(|b| matches!(b, Body::Event(Event::ForfeitAvailable { .. })));
    let mut buttons = if forfeit {
        vec![widget(channel, present::forfeit_key(lang))]
    } else {
        Vec::new()
    };
    // A replay's step carries its ◀ ▶ (one per message: the last asked for).
    if let Some(view) = bodies.iter().rev().find_map(|b| match b {
        Body::Replay(view) => Some(view),
        _ => None,
    }) {
        let keys = present::replay_keys(lang, view);
        buttons.extend(keys.into_iter().map(|key| widget(channel, key)));
    }
    // A finished deal's scenario goes as a file (one per message: the last asked for).
    let file = bodies.iter().rev().find_map(|b| match b {
        Body::Export(view) => Some((view.file_name.clone(), view.scenario.clone())),
        _ => None,
    });
    Rendered {
        content: clip(content),
        rows: rows(vec![buttons]),
        menus: Vec::new(),
        file,
        picture: Pictured::Text,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use bot_core::manager::SledStore;
    use bot_core::manager::{Button, Pick};
    use bot_core::manager::{
        Command, Manager, ManualClock, Message, MoveAct, Open, Platform, Recipient, Request,
        TableKey, Timing, User, UserId,
    };
    use bot_core::protocol::Play;

    use bot_core::games::GameId;

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
        let store = SledStore::open(dir.path()).unwrap();
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

    /// The payload of a table button in channel 555.
    fn at(button: Button) -> String {
        ButtonData::new("555", button).to_string()
    }

    /// The moves a hand offers, from its buttons and its menus' options, checked against the
    /// hand's version.
    fn pressed(r: &Rendered, view: &HandView) -> Vec<Play> {
        let options = r.menus.iter().flat_map(|m| &m.options);
        r.buttons()
            .chain(options)
            .map(|b| match ButtonData::parse(&b.custom_id).unwrap().button {
                Button::Ready { version } => {
                    assert_eq!(version, view.epoch);
                    Play::Ready
                }
                Button::Move { version, mv } => {
                    assert_eq!(version, view.epoch);
                    Play::Game(mv)
                }
                other => panic!("{other:?}"),
            })
            .collect()
    }

    /// Asserts that `pressed` holds each move the hand offers exactly once.
    fn same_moves(pressed: &[Play], view: &HandView) {
        let offered: Vec<Play> = text::offers(Lang::En, view)
            .into_iter()
            .map(|(play, _)| play)
            .collect();
        assert_eq!(pressed.len(), offered.len(), "{pressed:?}");
        assert!(offered.iter().all(|a| pressed.contains(a)), "{pressed:?}");
    }

    /// The moves of a hand.
    fn moves(h: &HandView) -> Vec<bot_core::games::Move> {
        h.view.moves.clone()
    }

    /// The faces of a hand's cards as its text shows them.
    fn faces(lang: Lang, h: &HandView) -> Vec<String> {
        assert!(!h.view.hand.is_empty(), "a hand holds cards: {h:?}");
        h.view
            .hand
            .iter()
            .map(|&card| {
                bot_core::games::glossary::Face::French
                    .card(card, lang)
                    .to_owned()
            })
            .collect()
    }

    /// Plays a game of four or three (every seat a user) with the first legal move that is not
    /// a double, until some player's hand is `wanted`.
    fn bauern_hand(variant: GameId, wanted: impl Fn(&HandView) -> bool) -> HandView {
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        let manager =
            Manager::with_clock(store, Timing::default(), Box::new(ManualClock::at(1)), 5);
        let key = TableKey::new(Platform::Discord, "555");
        let users: Vec<User> = (0..variant.spec().seats.0)
            .map(|i| {
                let id = (11 + i).to_string();
                User::new(UserId::new(Platform::Discord, id.clone()), id, Lang::En)
            })
            .collect();
        let send = |u: &User, c| {
            manager
                .handle(&Request::new(key.clone(), u.clone(), c))
                .unwrap()
        };
        let open = Open {
            variant,
            ..Open::default()
        };
        send(&users[0], Command::Open(open));
        for u in &users[1..] {
            send(u, Command::Join);
        }
        send(&users[0], Command::Start);
        for _ in 0..200 {
            let table = manager.table(&key).unwrap().unwrap();
            let hands: Vec<HandView> = (0..users.len())
                .filter_map(|p| match table.hand_message(p)?.body {
                    Body::Hand(h) => Some(*h),
                    _ => None,
                })
                .collect();
            if let Some(h) = hands.iter().find(|h| wanted(h)) {
                return h.clone();
            }
            let (h, mv) = hands
                .iter()
                .find_map(|h| {
                    let doubles = ["kontra", "retour", "subkontra"];
                    let mv = moves(h)
                        .into_iter()
                        .find(|m| !doubles.contains(&m.verb()) && m.verb() != "discard")?;
                    Some((h, mv))
                })
                .expect("somebody moves");
            let act = MoveAct {
                version: Some(h.version),
                mv,
            };
            send(&users[h.player], Command::Move(act));
        }
        panic!("no such hand")
    }

    #[test]
    fn a_bauern_hand_offers_trump_choice_bids_and_doubles_within_discords_limits() {
        let variant = GameId::of("bauernschnapsen").unwrap();
        let has =
            |verb: &'static str| move |h: &HandView| moves(h).iter().any(|m| m.verb() == verb);
        let trump = bauern_hand(variant, has("trump"));
        let bidding = bauern_hand(variant, has("bid"));
        let playing = bauern_hand(variant, has("play"));
        for (view, lang) in [
            (&trump, Lang::De),
            (&bidding, Lang::En),
            (&playing, Lang::De),
        ] {
            let r = hand(lang, view);
            same_moves(&pressed(&r, view), view);
            assert!(r.menus.is_empty(), "{r:?}");
            assert!(r.rows.iter().all(|row| row.len() <= ROW) && r.rows.len() <= MAX_ROWS);
            for face in faces(lang, view) {
                assert!(r.content.contains(&face), "{face}: {}", r.content);
            }
        }
        let first = |r: &Rendered| ButtonData::parse(&r.rows[0][0].custom_id).unwrap().button;
        let trump_buttons = hand(Lang::En, &trump);
        assert!(
            matches!(first(&trump_buttons), Button::Move { mv, .. } if mv.verb() == "trump"),
            "{trump_buttons:?}"
        );
        assert!(
            trump_buttons.content.starts_with("<#555>\n"),
            "no trump yet"
        );
        let bids = hand(Lang::En, &bidding);
        assert!(matches!(first(&bids), Button::Move { mv, .. } if mv.verb() == "pass"));
        assert!(
            bids.buttons()
                .filter(|b| b.custom_id.contains(":bid."))
                .all(|b| b.style == Style::Primary)
        );
        let played = hand(Lang::En, &playing);
        assert!(played.content.contains("Trump: "), "{}", played.content);
    }

    #[test]
    fn laying_away_two_of_eight_cards_is_two_toggles_and_the_move() {
        let variant = GameId::of("dreierschnapsen").unwrap();
        let mut view = bauern_hand(variant, |h| moves(h).iter().any(|m| m.verb() == "discard"));
        let r = hand(Lang::De, &view);
        assert!(r.menus.is_empty() && r.rows.len() <= MAX_ROWS, "{r:?}");
        let toggles: Vec<Pick> = r
            .buttons()
            .filter_map(|b| match ButtonData::parse(&b.custom_id).unwrap().button {
                Button::Pick(pick) => Some(pick),
                _ => None,
            })
            .collect();
        assert_eq!(toggles.len(), 8, "a toggle per card: {r:?}");
        let pair: Vec<bot_core::games::Card> = view.view.choices[0].from[..2].to_vec();
        view.pick.picked = pair.iter().copied().collect();
        let chosen = hand(Lang::De, &view);
        let ticked = chosen
            .buttons()
            .filter(|b| b.label.starts_with('✓'))
            .count();
        assert_eq!(ticked, 2);
        let moves: Vec<bot_core::games::Move> = chosen
            .buttons()
            .filter_map(|b| match ButtonData::parse(&b.custom_id).unwrap().button {
                Button::Move { mv, .. } => Some(mv),
                _ => None,
            })
            .collect();
        assert!(
            moves
                .iter()
                .any(|m| m.verb() == "discard" && m.cards() == pair),
            "{chosen:?}"
        );
    }

    #[test]
    fn too_many_groups_are_packed_and_too_many_buttons_become_menus() {
        let spec = |i: usize| ButtonSpec {
            custom_id: format!("b{i}"),
            label: i.to_string(),
            style: Style::Secondary,
        };
        let groups = |sizes: &[usize]| -> Vec<Vec<ButtonSpec>> {
            let mut n = 0;
            sizes
                .iter()
                .map(|&size| {
                    (0..size)
                        .map(|_| {
                            n += 1;
                            spec(n)
                        })
                        .collect()
                })
                .collect()
        };
        let (rows, menus) = layout(groups(&[2, 6, 1, 1]), String::new);
        let per_row: Vec<usize> = rows.iter().map(Vec::len).collect();
        assert_eq!((per_row, menus.len()), (vec![2, 5, 1, 1, 1], 0));
        let (rows, menus) = layout(groups(&[1, 1, 1, 1, 1, 1, 3]), String::new);
        let per_row: Vec<usize> = rows.iter().map(Vec::len).collect();
        assert_eq!((per_row, menus.len()), (vec![5, 4], 0), "packed");
        let (rows, menus) = layout(groups(&[20, 6]), || "pick".into());
        assert!(rows.is_empty());
        let sizes: Vec<usize> = menus.iter().map(|m| m.options.len()).collect();
        assert_eq!(sizes, [25, 1]);
        assert_eq!(menus[1].options[0].custom_id, "b26");
        assert_eq!(menus[0].placeholder, "pick");
    }

    #[test]
    fn the_table_offers_the_buttons_of_its_phase() {
        let v = views();
        let variants = [
            "schnapsen",
            "sechsundsechzig",
            "schnorps",
            "bauernschnapsen",
            "dreierschnapsen",
        ]
        .map(|name| at(Button::Variant(name.parse().unwrap())));
        let lobby = table(Lang::En, &v.lobby, &[]);
        let phase = [at(Button::Join), at(Button::AddComputer)];
        assert_eq!(ids(&lobby), [&phase[..], &variants].concat());
        assert_eq!(lobby.rows[0][1].label, "+ Seat a computer");
        assert_eq!(
            lobby.rows[1][1].label, "Sixty-six",
            "the variant choice, by name"
        );
        let per_row: Vec<usize> = lobby.rows.iter().map(Vec::len).collect();
        assert_eq!(
            per_row,
            [2, 3, 2],
            "the games for four and three in a row of their own"
        );
        assert_eq!(lobby.rows[1][0].style, Style::Success, "the chosen variant");
        let full = table(Lang::De, &v.full, &[]);
        assert_eq!(ids(&full), [&[at(Button::Start)][..], &variants].concat());
        // The labels every front end shows (Telegram's tests assert the same).
        assert_eq!(full.rows[0][0].label, "Geben");
        assert_eq!(table(Lang::En, &v.full, &[]).rows[0][0].label, "Deal");
        assert_eq!(lobby.rows[0][0].label, "Join");
        assert_eq!(lobby.rows[1][0].label, "✓ Schnapsen");
        let playing = table(Lang::En, &v.playing, &[]);
        assert_eq!(ids(&playing), [at(Button::ShowHand)]);
        assert_eq!(playing.rows[0][0].label, "My cards");
        assert!(playing.content.contains("Anna") && playing.content.contains("Bert"));
        let footer = [Event::Told {
            lines: [
                vec!["Anna dreht zu.".into()],
                vec!["Anna closes the talon.".into()],
            ],
        }];
        let with = table(Lang::De, &v.playing, &footer);
        assert!(
            with.content.ends_with("› Anna dreht zu."),
            "{}",
            with.content
        );
    }

    #[test]
    fn each_line_told_below_the_table_is_marked() {
        let v = views();
        let footer = [
            Event::Told {
                lines: [
                    vec!["Anna dreht zu.".into()],
                    vec!["Anna closes the talon.".into()],
                ],
            },
            Event::Told {
                lines: [
                    vec![
                        "Stich für Bert: A♥ K♥".into(),
                        "Spiel aus: Bert gewinnt 1.".into(),
                    ],
                    vec![
                        "Trick to Bert: A♥ K♥".into(),
                        "Game over: Bert wins 1.".into(),
                    ],
                ],
            },
        ];
        let r = table(Lang::En, &v.playing, &footer);
        let below: Vec<&str> = r.content.lines().rev().take(3).collect();
        assert_eq!(
            below,
            [
                "› Game over: Bert wins 1.",
                "› Trick to Bert: A♥ K♥",
                "› Anna closes the talon."
            ],
            "{}",
            r.content
        );
    }

    #[test]
    fn a_hand_has_exactly_the_legal_actions_as_buttons() {
        let v = views();
        assert_eq!(v.hands.len(), 2);
        let mut with_buttons = 0;
        for (view, lang) in v.hands.iter().zip([Lang::De, Lang::En]) {
            let r = hand(lang, view);
            let pressed = pressed(&r, view);
            same_moves(&pressed, view);
            assert!(r.rows.iter().all(|row| row.len() <= ROW) && r.rows.len() <= MAX_ROWS);
            assert!(r.content.starts_with("<#555> · "), "{}", r.content);
            for face in faces(lang, view) {
                assert!(r.content.contains(&face), "{face}: {}", r.content);
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
            for variant in lobby_variants(&v.lobby) {
                let mark = if variant == v.lobby.variant {
                    '✓'
                } else {
                    '•'
                };
                let line = format!("{mark} {}", text::variant_line(lang, variant));
                assert!(
                    lobby.content.lines().any(|l| l == line),
                    "{line}\n{}",
                    lobby.content
                );
            }
            let playing = table(lang, &v.playing, &[]);
            let other = text::variant_line(lang, GameId::of("schnorps").unwrap());
            assert!(!playing.content.contains(&other), "{}", playing.content);
        }
    }

    #[test]
    fn a_read_only_hand_has_no_buttons() {
        let v = views();
        let mut watched = v
            .hands
            .iter()
            .find(|h| h.view.can_act())
            .expect("the player to act has moves")
            .clone();
        watched.read_only = true;
        for lang in [Lang::De, Lang::En] {
            let r = hand(lang, &watched);
            assert_eq!(r.buttons().count(), 0, "{r:?}");
            assert!(r.rows.is_empty());
            for face in faces(lang, &watched) {
                assert!(r.content.contains(&face), "{face}: {}", r.content);
            }
        }
        assert!(hand(Lang::En, &watched).content.contains("read-only"));
    }

    #[test]
    fn builders_carry_content_buttons_and_no_pings() {
        let r = table(Lang::En, &views().lobby, &[]);
        let json = serde_json::to_value(r.create_message()).unwrap();
        assert_eq!(
            json["components"][0]["components"][0]["custom_id"],
            at(Button::Join)
        );
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
        let r = bodies(Lang::En, "555", std::slice::from_ref(&body));
        assert_eq!(ids(&r), [at(Button::Forfeit)]);
        assert!(r.content.contains("Bert"));
        let r = bodies(Lang::De, "555", std::slice::from_ref(&body));
        assert_eq!(r.rows[0][0].label, "Spiel beanspruchen");
        assert_eq!(r.rows[0][0].style, Style::Danger);
    }

    /// Issue #41: random matches of every game, every message rendered as Discord shows it in
    /// each language — its text, buttons and menus — read as a player of that language would.
    #[test]
    fn every_message_of_every_game_reads_right_as_discord_shows_it() {
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let report = bot_core::scan::read_games(&manager, Platform::Discord, 200, |_, lang, m| {
            let rendered = match &m.body {
                Body::Hand(view) => hand(lang, view),
                Body::Table(view) => table(lang, view, &[]),
                body => bodies(lang, "555", std::slice::from_ref(body)),
            };
            // The table's text block is no quote of something to type.
            let mut texts = vec![rendered.content.replace("```", "")];
            texts.extend(rendered.rows.iter().flatten().map(|b| b.label.clone()));
            for menu in &rendered.menus {
                texts.push(menu.placeholder.clone());
                texts.extend(menu.options.iter().map(|o| o.label.clone()));
            }
            texts
        });
        report.assert_right(10_000);
    }
}
