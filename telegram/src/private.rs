//! The private chat: `/start` (with a deep-link payload: take the seat or fetch the cards;
//! without: the cards of every table he sits at), `/hand` (the same), and the typed moves
//! `/play`, `/announce`, `/exchange`, `/close`, `/genug` (and `/hint`, `/kiebitz`) for the table
//! the user last played at. A bare card (`KH`) or choice number (`2`) is a `/play`.
//!
//! The private chat may also hold a table of its own, against the computer: `/newgame vs bot …`
//! opens it, and `/startgame`, `/score`, `/leaderboard`, `/rules`, `/abort` and `/leave` are for
//! it, as in a group (see `group`). Its table message and the user's hand are then two messages
//! of this chat, and the typed moves follow it as his latest table.

use bot_core::manager::{Act, Body, Command, Lang, Refused, Request, TableKey, User};
use bot_core::rules::{AnyAction as Action, Suit};
use bot_core::text;
use teloxide::types::ChatId;

use crate::commands::{self, Cmd, Place};
use crate::context::Ctx;
use crate::delivery::{Item, Slot};
use crate::notes::{Note, note};
use crate::onboarding::Payload;
use crate::outgoing::table_chat;
use crate::parse;

/// Handles a message in the private chat `chat` of `user`.
pub(crate) async fn handle(ctx: &Ctx, user: &User, chat: ChatId, cmd: Option<Cmd>, text: &str) {
    let lang = user.lang;
    let cmd = match cmd {
        Some(cmd) => cmd,
        None if !text.starts_with('/') && move_text(text) => Cmd::Play(text.to_owned()),
        None => {
            ctx.say(chat, &commands::help(lang));
            return;
        }
    };
    if cmd.place() == Place::Group {
        ctx.say(chat, &note(lang, &Note::UseGroup));
        return;
    }
    match cmd {
        Cmd::Help => ctx.say(chat, &commands::help(lang)),
        Cmd::Lang(args) => crate::group::set_lang(ctx, user, chat, &args).await,
        Cmd::Start(payload) => start(ctx, user, chat, &payload).await,
        Cmd::NewGame(_)
        | Cmd::StartGame
        | Cmd::Score
        | Cmd::Leaderboard(_)
        | Cmd::Rules(_)
        | Cmd::Abort
        | Cmd::Leave => crate::group::handle(ctx, user, chat, cmd).await,
        Cmd::Hand => hands(ctx, user, chat, &Note::NoTable).await,
        Cmd::Play(args) => act(ctx, user, chat, Typed::Play(args)).await,
        Cmd::Announce(args) => act(ctx, user, chat, Typed::Announce(args)).await,
        Cmd::Exchange => act(ctx, user, chat, Typed::Action(Action::Exchange)).await,
        Cmd::Close => act(ctx, user, chat, Typed::Action(Action::Close)).await,
        Cmd::Genug => act(ctx, user, chat, Typed::Action(Action::Claim)).await,
        Cmd::Kiebitz(args) => {
            if let Some(table) = current(ctx, user, chat).await {
                crate::group::kiebitz(ctx, user, chat, table, &args).await;
            }
        }
        Cmd::Hint => {
            if let Some(table) = current(ctx, user, chat).await {
                let request = Request::new(table, user.clone(), Command::Hint);
                if let Err(refused) = ctx.run(request).await {
                    ctx.say(chat, &text::refused(user.lang, &refused));
                }
            }
        }
        _ => {}
    }
}

/// Whether a plain text looks like a move: a card or a choice number.
fn move_text(text: &str) -> bool {
    parse::card(text).is_some() || text.trim().parse::<usize>().is_ok()
}

async fn current(ctx: &Ctx, user: &User, chat: ChatId) -> Option<TableKey> {
    let table = ctx.users.seated(&user.id).await.pop().map(|t| t.key);
    if table.is_none() {
        ctx.say(chat, &note(user.lang, &Note::NoTable));
    }
    table
}

/// Sends the user's hand of every table he sits at where a game is running (`/hand`, and a
/// plain `/start` after he unblocked the bot); says `nowhere` when he sits at no table, and that
/// he is seated when no game is running yet.
async fn hands(ctx: &Ctx, user: &User, chat: ChatId, nowhere: &Note<'_>) {
    let tables = ctx.users.seated(&user.id).await;
    if tables.is_empty() {
        ctx.say(chat, &note(user.lang, nowhere));
        return;
    }
    let playing: Vec<TableKey> = tables
        .into_iter()
        .filter(|t| t.round().is_some())
        .map(|t| t.key)
        .collect();
    if playing.is_empty() {
        ctx.say(chat, &note(user.lang, &Note::Seated));
    }
    for table in playing {
        show_hand(ctx, user, chat, table).await;
    }
}

/// `/start [payload]`: the private chat is open (the update proved it); a join link seats the
/// user, a hello link sends his cards, and a plain `/start` the cards of all his tables.
async fn start(ctx: &Ctx, user: &User, chat: ChatId, payload: &str) {
    let lang = user.lang;
    match Payload::parse(payload) {
        Some(Payload::Join(channel)) => {
            let table = crate::users::table_key(ChatId(channel.parse().unwrap_or_default()));
            let request = Request::new(table.clone(), user.clone(), Command::Join);
            match ctx.run(request).await {
                Ok(()) => {
                    ctx.users.plays_at(&user.id, &table);
                    ctx.say(chat, &note(lang, &Note::Seated));
                }
                Err(Refused::AlreadySeated) => show_hand(ctx, user, chat, table).await,
                Err(refused) => ctx.say(chat, &text::refused(lang, &refused)),
            }
        }
        Some(Payload::Hello(channel)) => {
            let table = crate::users::table_key(ChatId(channel.parse().unwrap_or_default()));
            show_hand(ctx, user, chat, table).await;
        }
        None => hands(ctx, user, chat, &Note::Welcome).await,
    }
}

/// Sends the user's hand at `table` as a fresh message. The table becomes his current one (for
/// typed moves) only if the manager finds him seated there: a link of another group's table
/// must not take his moves away from his own.
async fn show_hand(ctx: &Ctx, user: &User, chat: ChatId, table: TableKey) {
    if let Some(at) = table_chat(&table) {
        ctx.delivery.enqueue(vec![Item::clear(Slot::Hand {
            user: chat.0,
            table: at,
        })]);
    }
    let request = Request::new(table.clone(), user.clone(), Command::ShowHand);
    match ctx.handle(request).await {
        Ok(messages) => {
            ctx.users.plays_at(&user.id, &table);
            if !crate::callbacks::has_hand(&messages, user) {
                // Seated and dealt, yet no cards: he deals and sits out at three.
                ctx.say(chat, &note(user.lang, &Note::SittingOut));
            }
            crate::outgoing::deliver(ctx, messages).await;
        }
        Err(Refused::NotStarted) => {
            ctx.users.plays_at(&user.id, &table);
            ctx.say(chat, &note(user.lang, &Note::Seated));
        }
        Err(refused) => ctx.say(chat, &text::refused(user.lang, &refused)),
    }
}

/// A typed move.
enum Typed {
    Play(String),
    Announce(String),
    Action(Action),
}

async fn act(ctx: &Ctx, user: &User, chat: ChatId, typed: Typed) {
    let lang = user.lang;
    let Some(table) = current(ctx, user, chat).await else {
        return;
    };
    let action = match typed {
        Typed::Action(action) => Some(action),
        Typed::Play(args) => match parse::card(&args) {
            Some(card) => Some(Action::Play(card)),
            None => match args.trim().parse::<usize>() {
                Ok(n) => choice(ctx, user, &table, lang, |choices, _| {
                    n.checked_sub(1).and_then(|i| choices.get(i)).copied()
                })
                .await
                .or_else(|| {
                    ctx.say(chat, &note(lang, &Note::WhichCard));
                    None
                }),
                Err(_) => {
                    ctx.say(chat, &note(lang, &Note::WhichCard));
                    None
                }
            },
        },
        Typed::Announce(args) => match parse::suit(&args) {
            Some(suit) => Some(Action::Announce(suit)),
            None => {
                // `40`, or `20` when only one twenty can be announced.
                let points = args.trim().to_owned();
                let found = choice(ctx, user, &table, lang, |choices, trump| {
                    let mut announces = choices.iter().filter_map(|a| match a {
                        Action::Announce(suit) => Some(*suit),
                        _ => None,
                    });
                    let suit = match points.as_str() {
                        "40" => announces.find(|s| Some(*s) == trump),
                        "20" => {
                            let twenties: Vec<Suit> =
                                announces.filter(|s| Some(*s) != trump).collect();
                            (twenties.len() == 1).then(|| twenties[0])
                        }
                        _ => None,
                    };
                    suit.map(Action::Announce)
                })
                .await;
                if found.is_none() {
                    ctx.say(chat, &note(lang, &Note::WhichSuit));
                }
                found
            }
        },
    };
    let Some(action) = action else {
        return;
    };
    let command = Command::Act(Act {
        version: None,
        action,
    });
    if let Err(refused) = ctx.run(Request::new(table, user.clone(), command)).await {
        ctx.say(chat, &text::refused(lang, &refused));
    }
}

/// Picks one of the user's current choices (in the order of his hand message), knowing the trump
/// suit.
async fn choice(
    ctx: &Ctx,
    user: &User,
    table: &TableKey,
    lang: Lang,
    pick: impl FnOnce(&[Action], Option<Suit>) -> Option<Action>,
) -> Option<Action> {
    let manager = ctx.manager.clone();
    let (key, id) = (table.clone(), user.id.clone());
    let hand = tokio::task::spawn_blocking(move || {
        let table = manager.table(&key).ok()??;
        let player = table.player_of(&id)?;
        table.hand_message(player)
    })
    .await
    .ok()??;
    let Body::Hand(hand) = hand.body else {
        return None;
    };
    let choices: Vec<Action> = text::choices(lang, &hand)
        .into_iter()
        .map(|(a, _)| a)
        .collect();
    pick(&choices, hand.view.public().trump())
}
