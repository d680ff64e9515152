//! Manager messages become queued Telegram operations: the table message and each player's hand
//! are edited in place, everything else is a new message; a hand goes to its owner's private chat
//! and nowhere else — if the bot cannot write to him, his group gets a notice with a deep link
//! instead. When a table closes or a Bummerl ends, old buttons are cleared.
//!
//! A table lives in a group, or — for a game against the computer — in its player's private
//! chat: then the table message and his hand are two messages of that one chat.

use bot_core::manager::{Body, Event, Message, Platform, Recipient, TableKey, UserId};
use bot_core::picture::Sketch;
use teloxide::types::{ChatId, MessageId};

use crate::context::Ctx;
use crate::delivery::{Incident, Item, Slot};
use crate::notes::{Note, note};
use crate::onboarding::{self, Payload};
use crate::render;

/// The chat of a Telegram table: its group, or the private chat of a game against the computer.
pub(crate) fn table_chat(key: &TableKey) -> Option<i64> {
    (key.platform == Platform::Telegram)
        .then(|| key.channel.parse().ok())
        .flatten()
}

/// Renders and queues the manager's messages, in order.
pub(crate) async fn deliver(ctx: &Ctx, messages: Vec<Message>) {
    for message in &messages {
        if let Body::Table(view) = &message.body {
            ctx.users.set_table_lang(&view.key, view.lang);
            for user in view.players.iter().filter_map(|p| p.user.as_ref()) {
                ctx.users.sits_at(user, &view.key);
            }
        }
    }
    let mut items = Vec::new();
    // The events of a move go below the table message that follows them, not into messages
    // of their own: at Telegram's pace a group gets one edit per move.
    let mut footers: Vec<(TableKey, Vec<String>)> = Vec::new();
    for (i, message) in messages.iter().enumerate() {
        match (&message.to, &message.body) {
            (Recipient::Channel(key), Body::Event(event))
                if folds(event) && table_follows(&messages[i + 1..], key) =>
            {
                let lang = ctx.users.group_lang(key).await;
                let line = render::event(lang, event, Some(&key.channel)).text;
                match footers.iter_mut().find(|(k, _)| k == key) {
                    Some((_, lines)) => lines.push(line),
                    None => footers.push((key.clone(), vec![line])),
                }
            }
            (Recipient::Channel(key), body) => {
                let footer = match footers.iter().position(|(k, _)| k == key) {
                    Some(i) if matches!(body, Body::Table(_)) => footers.remove(i).1,
                    _ => Vec::new(),
                };
                to_channel(ctx, key, body, footer, &mut items).await;
            }
            (Recipient::User(user), body) => to_user(ctx, user, body, &mut items).await,
        }
    }
    for chat in closed_tables(&messages) {
        clear_table(ctx, chat, &mut items);
    }
    for slot in sitting_out(&messages) {
        items.push(Item::clear(slot));
    }
    ctx.delivery.enqueue(items);
}

/// Whether an event is shown below the table message rather than in a message of its own:
/// every event of a move is (tricks, game ends, the Bummerl), but not a table opened or closed
/// (their messages start and end a table's messages) nor a notice with a button (the claim of a
/// game).
fn folds(event: &Event) -> bool {
    !matches!(
        event,
        Event::Opened { .. } | Event::Aborted { .. } | Event::ForfeitAvailable { .. }
    )
}

/// Whether a table view of `key` follows among `messages`.
fn table_follows(messages: &[Message], key: &TableKey) -> bool {
    messages
        .iter()
        .any(|m| matches!((&m.to, &m.body), (Recipient::Channel(k), Body::Table(_)) if k == key))
}

/// Makes the messages of the table of `key` equal to its state: replaced messages lose their
/// buttons, the table message and every hand show the current state (what already shows it is
/// not written again), and hands of players who hold no cards now lose their buttons; a table
/// that is gone loses all its buttons.
pub(crate) async fn resync(ctx: &Ctx, key: &TableKey) {
    let Some(table) = table_chat(key) else {
        return;
    };
    let manager = ctx.manager.clone();
    let k = key.clone();
    let found = tokio::task::spawn_blocking(move || {
        let posted = manager.store().posted(&k);
        (manager.snapshot(&k), posted)
    })
    .await;
    let Ok((Ok(snapshot), Ok(posted))) = found else {
        ctx.delivery.mark(key.clone(), true);
        return;
    };
    // A title another process learned (or one recorded before a restart) names the hands.
    ctx.users.load_titles(std::slice::from_ref(&posted));
    let mut items = Vec::new();
    for message in &posted.retired {
        if let (Ok(chat), Ok(id)) = (message.chat.parse(), message.id.parse()) {
            items.push(Item::strip(ChatId(chat), MessageId(id), key.clone()));
        }
    }
    let Some(messages) = snapshot else {
        clear_table(ctx, table, &mut items);
        ctx.delivery.enqueue(items);
        return;
    };
    for (user, _) in &posted.hands {
        let holds = messages
            .iter()
            .any(|m| m.to == Recipient::User(user.clone()) && matches!(m.body, Body::Hand(_)));
        if !holds && let Ok(user) = user.id.parse() {
            items.push(Item::clear(Slot::Hand { user, table }));
        }
    }
    ctx.delivery.enqueue(items);
    deliver(ctx, messages).await;
}

/// The hand slots of players who sit out a game dealt in this batch (the dealer, three at a
/// two-player game: [`bot_core::manager::RoundView::sits_out`]): his hand message from the game
/// before keeps no buttons (they are out of date, and he holds no cards now). If he asks to watch
/// a player, the read-only copy comes as a new message.
fn sitting_out(messages: &[Message]) -> Vec<Slot> {
    let mut slots = Vec::new();
    for message in messages {
        let (Recipient::Channel(key), Body::Event(Event::Dealt { .. })) =
            (&message.to, &message.body)
        else {
            continue;
        };
        // The newest table state of that channel names who sits out the game now running.
        let view = messages.iter().rev().find_map(|m| match (&m.to, &m.body) {
            (Recipient::Channel(k), Body::Table(view)) if k == key => Some(view),
            _ => None,
        });
        let Some((view, round)) = view.and_then(|v| Some((v, v.round.as_ref()?))) else {
            continue;
        };
        let Some(table) = table_chat(key) else {
            continue;
        };
        let out = (0..view.players.len()).filter(|&p| round.sits_out(p));
        for user in out.filter_map(|p| view.players[p].user.as_ref()) {
            if user.platform == Platform::Telegram
                && let Ok(user) = user.id.parse()
            {
                let slot = Slot::Hand { user, table };
                if !slots.contains(&slot) {
                    slots.push(slot);
                }
            }
        }
    }
    slots
}

/// Chats whose table closed in this batch: a player left (or resigned) and no table state
/// followed — the last player left. (An abort is handled at its event.)
fn closed_tables(messages: &[Message]) -> Vec<i64> {
    let mut closed = Vec::new();
    for message in messages {
        if let (Recipient::Channel(key), Body::Event(Event::Left { .. } | Event::Resigned { .. })) =
            (&message.to, &message.body)
            && let Some(chat) = table_chat(key)
            && !closed.contains(&chat)
            && !messages
                .iter()
                .any(|m| m.to == message.to && matches!(m.body, Body::Table(_)))
        {
            closed.push(chat);
        }
    }
    closed
}

/// Takes the buttons off a table's message and its hands, and forgets them: the next table gets
/// new messages.
fn clear_table(ctx: &Ctx, chat: i64, items: &mut Vec<Item>) {
    items.push(Item::clear(Slot::Table { chat }));
    for slot in ctx.delivery.hand_slots(chat) {
        items.push(Item::clear(slot));
    }
}

/// Queues a message for a table's chat; `footer` holds the event lines shown below a table.
async fn to_channel(
    ctx: &Ctx,
    key: &TableKey,
    body: &Body,
    footer: Vec<String>,
    items: &mut Vec<Item>,
) {
    let Some(chat) = table_chat(key) else {
        return;
    };
    if matches!(body, Body::Hand(_) | Body::Hint(_)) {
        tracing::error!("telegram: a private message addressed to table chat {chat} was not sent");
        return;
    }
    let lang = ctx.users.group_lang(key).await;
    let rendered = render::group(lang, body, &key.channel);
    let table = Slot::Table { chat };
    let about = Some(key.clone());
    match body {
        Body::Table(view) => {
            items.push(Item::put(table, rendered, about, view.version).with_footer(footer));
            if view.round.is_none() {
                // Between Bummerl: the hands' buttons are out of date.
                for player in &view.players {
                    if let Some(user) = player.user.as_ref().and_then(|u| u.id.parse().ok()) {
                        items.push(Item::clear(Slot::Hand { user, table: chat }));
                    }
                }
            }
        }
        Body::Event(Event::Opened { .. }) => {
            // A new table gets new messages.
            clear_table(ctx, chat, items);
            items.push(Item::post(ChatId(chat), rendered, about));
        }
        Body::Event(Event::Aborted { .. }) => {
            items.push(Item::post(ChatId(chat), rendered, about));
            clear_table(ctx, chat, items);
        }
        _ => items.push(Item::post(ChatId(chat), rendered, about)),
    }
}

/// Queues a private message for a user: a hand into its slot, anything else as a new message.
async fn to_user(ctx: &Ctx, user: &UserId, body: &Body, items: &mut Vec<Item>) {
    if user.platform != Platform::Telegram {
        return;
    }
    let table = match body {
        Body::Hand(hand) => Some(hand.key.clone()),
        _ => None,
    };
    if let Some(table) = &table {
        ctx.users.plays_at(user, table);
    }
    let reach = ctx.users.reach(user).await;
    let Some(chat) = reach.chat else {
        if let Some(table) = &table {
            items.extend(unreachable_notice(ctx, user, table, reach.blocked, &reach.name).await);
        }
        return;
    };
    let lang = ctx.users.lang_of(user).await;
    match body {
        Body::Hand(hand) => {
            let Some(at) = table_chat(&hand.key) else {
                return;
            };
            let title = ctx.users.title(&hand.key);
            let mut rendered = render::hand(lang, hand, title.as_deref());
            // His own choice of pictures for his hands, else the table's.
            rendered.photo = Sketch::hand(hand, lang, ctx.users.cards_of(user).await);
            let slot = Slot::Hand {
                user: chat.0,
                table: at,
            };
            items.push(Item::put(slot, rendered, table, hand.version));
        }
        Body::Event(event) => items.push(Item::post(chat, render::event(lang, event, None), None)),
        other => items.push(Item::post(chat, render::group(lang, other, ""), None)),
    }
}

/// The group notice that a player cannot be reached privately, with the deep link that fixes
/// it; `None` if the group was already told, or if the table is in a private chat (which is
/// the very chat that cannot be reached).
pub(crate) async fn unreachable_notice(
    ctx: &Ctx,
    user: &UserId,
    table: &TableKey,
    blocked: bool,
    name: &str,
) -> Option<Item> {
    let chat = table_chat(table).filter(|c| !ChatId(*c).is_user())?;
    if !ctx.users.first_notice(user, table) {
        return None;
    }
    let lang = ctx.users.group_lang(table).await;
    let text = if blocked {
        note(lang, &Note::Blocked { name })
    } else {
        note(lang, &Note::CannotWrite { name })
    };
    let link = onboarding::link(&ctx.username, Some(&Payload::Hello(table.channel.clone())));
    let rendered = render::notice(&text, Some((note(lang, &Note::OpenChat), link)));
    Some(Item::post(ChatId(chat), rendered, None))
}

/// Acts on what the sender reports: a user who cannot be reached is marked so, and the groups
/// of the tables concerned are told.
pub(crate) async fn incident(ctx: &Ctx, incident: Incident) {
    match incident {
        Incident::Unreachable {
            chat,
            blocked,
            tables,
        } => {
            let user = UserId::new(Platform::Telegram, chat.0.to_string());
            unreachable(ctx, &user, blocked, tables).await;
        }
    }
}

/// Marks a user the bot cannot write to, and tells the groups of `tables` — of every table he
/// sits at if none are named — at once (each group once until he is reachable again).
pub(crate) async fn unreachable(
    ctx: &Ctx,
    user: &UserId,
    blocked: bool,
    mut tables: Vec<TableKey>,
) {
    ctx.users.unreachable(user, blocked).await;
    if tables.is_empty() {
        tables = ctx
            .users
            .seated(user)
            .await
            .into_iter()
            .map(|t| t.key)
            .collect();
    }
    let name = ctx.users.reach(user).await.name;
    let mut items = Vec::new();
    for table in &tables {
        items.extend(unreachable_notice(ctx, user, table, blocked, &name).await);
    }
    ctx.delivery.enqueue(items);
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::manager::SledStore;
    use bot_core::manager::{Command, Lang, Manager, Open, Request, Timing, User};

    /// The answer to the start of a table of `players` in group -100 (users 1, 2, 3).
    fn dealt(players: usize) -> (Vec<Message>, usize) {
        dealt_with(Open {
            players,
            ..Open::default()
        })
    }

    /// The answer to the start of a table opened with `open` in group -100 (users 1, 2, …).
    fn dealt_with(open: Open) -> (Vec<Message>, usize) {
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let key = TableKey::new(Platform::Telegram, "-100");
        let user = |id: usize| {
            User::new(
                UserId::new(Platform::Telegram, id.to_string()),
                format!("P{id}"),
                Lang::En,
            )
        };
        // Schnapsen seats two or three; a game of one size its number.
        let players = open.players.max(open.variant.spec().seats.0);
        manager
            .handle(&Request::new(key.clone(), user(1), Command::Open(open)))
            .unwrap();
        for id in 2..=players {
            manager
                .handle(&Request::new(key.clone(), user(id), Command::Join))
                .unwrap();
        }
        let messages = manager
            .handle(&Request::new(key.clone(), user(1), Command::Start))
            .unwrap();
        let dealer = manager
            .table(&key)
            .unwrap()
            .unwrap()
            .round()
            .unwrap()
            .dealer;
        (messages, dealer)
    }

    #[test]
    fn the_dealer_sitting_out_at_three_loses_his_old_buttons() {
        let (messages, dealer) = dealt(3);
        // The two players get their cards, the dealer none.
        let hands: Vec<String> = messages
            .iter()
            .filter_map(|m| match (&m.to, &m.body) {
                (Recipient::User(user), Body::Hand(_)) => Some(user.id.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(hands.len(), 2, "{hands:?}");
        assert!(!hands.contains(&(dealer + 1).to_string()), "{hands:?}");
        assert_eq!(
            sitting_out(&messages),
            [Slot::Hand {
                user: dealer as i64 + 1,
                table: -100
            }]
        );
        let (two, _) = dealt(2);
        assert!(sitting_out(&two).is_empty(), "at two everybody plays");
        let (dreier, _) = dealt_with(Open {
            variant: "dreierschnapsen".parse().unwrap(),
            ..Open::default()
        });
        assert!(
            sitting_out(&dreier).is_empty(),
            "at Dreierschnapsen the dealer plays too"
        );
        let later: Vec<Message> = messages
            .into_iter()
            .filter(|m| !matches!(m.body, Body::Event(Event::Dealt { .. })))
            .collect();
        assert!(sitting_out(&later).is_empty(), "only when a game is dealt");
    }
}
