//! The private chat: `/start` (with a deep-link payload: take the seat or fetch the cards;
//! without: the cards of every table he sits at), and the typed moves `/hand`, `/play`,
//! `/announce`, `/exchange`, `/close`, `/genug` (and `/hint`, `/kiebitz`). A bare card (`KH`) or
//! choice number (`2`) is a `/play`.
//!
//! A typed move goes to the table where the user may act now — he may sit at several (groups,
//! and a table of his own here); where it fits more than one, he is asked which, with a button
//! per table carrying the move. A join link seats only members of its group.
//!
//! The private chat may also hold a table of its own, against the computer: `/newgame vs bot …`
//! opens it, and `/startgame`, `/score`, `/leaderboard`, `/rules`, `/abort` and `/leave` are for
//! it, as in a group (see `group`). Its table message and the user's hand are then two messages
//! of this chat.

use bot_core::games;
use bot_core::manager::{
    Body, ButtonData, Command, GameSeat, Refused, Request, Table, TableKey, User,
};
use bot_core::protocol::Play;
use bot_core::text::{self, typed};
use teloxide::prelude::Requester;
use teloxide::types::ChatId;

use crate::commands::{self, Cmd, Place};
use crate::context::Ctx;
use crate::delivery::{Item, Slot};
use crate::notes::{Note, note};
use crate::onboarding::Payload;
use crate::outgoing::table_chat;
use crate::render;

/// How `/kiebitz` is written here, for the core's words about sitting out.
pub(crate) const KIEBITZ: &str = "/kiebitz";

/// Handles a message in the private chat `chat` of `user`.
pub(crate) async fn handle(ctx: &Ctx, user: &User, chat: ChatId, cmd: Option<Cmd>, text: &str) {
    let lang = user.lang;
    let cmd = match cmd {
        Some(cmd) => cmd,
        None if !text.starts_with('/') && move_text(text) => Cmd::Play(text.to_owned()),
        None => {
            for page in commands::help(lang) {
                ctx.say(chat, &page);
            }
            return;
        }
    };
    if cmd.place() == Place::Group {
        ctx.say(chat, &note(lang, &Note::UseGroup));
        return;
    }
    match cmd {
        Cmd::Help => {
            for page in commands::help(lang) {
                ctx.say(chat, &page);
            }
        }
        Cmd::Lang(args) => crate::group::set_lang(ctx, user, chat, &args).await,
        Cmd::Cards(args) => crate::group::set_cards(ctx, user, chat, &args).await,
        Cmd::Start(payload) => start(ctx, user, chat, &payload).await,
        Cmd::NewGame(_)
        | Cmd::StartGame
        | Cmd::Score
        | Cmd::Leaderboard(_)
        | Cmd::EndSeason
        | Cmd::Profile(_)
        | Cmd::Export(_)
        | Cmd::Replay(_)
        | Cmd::Rules(_)
        | Cmd::Abort
        | Cmd::Leave => crate::group::handle(ctx, user, chat, cmd).await,
        Cmd::Hand => hands(ctx, user, chat, &Note::NoTable).await,
        Cmd::Play(args) => act(ctx, user, chat, Typed::Play(args)).await,
        Cmd::Announce(args) => act(ctx, user, chat, Typed::Announce(args)).await,
        Cmd::Exchange => act(ctx, user, chat, Typed::Word("exchange")).await,
        Cmd::Close => act(ctx, user, chat, Typed::Word("close")).await,
        Cmd::Genug => act(ctx, user, chat, Typed::Word("genug")).await,
        Cmd::Kiebitz(args) => {
            if let Some(table) = watching(ctx, user, chat).await {
                crate::group::kiebitz(ctx, user, chat, table, &args).await;
            }
        }
        Cmd::Hint => {
            // Where he may act; at several, the table he last played at.
            if let Some(turn) = turns(ctx, user, chat).await.and_then(|mut t| t.pop()) {
                let request = Request::new(turn.table, user.clone(), Command::Hint);
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
    games::typed::card(text).is_some() || text.trim().parse::<usize>().is_ok()
}

/// The table for `/kiebitz`: the latest where he sits out the game being played, else the
/// latest he sits at.
async fn watching(ctx: &Ctx, user: &User, chat: ChatId) -> Option<TableKey> {
    let tables = ctx.users.seated(&user.id).await;
    let sits_out = |t: &&Table| {
        let player = t.player_of(&user.id);
        let view = t.view();
        view.round
            .is_some_and(|r| player.is_some_and(|p| r.sits_out(p)))
    };
    let table = tables.iter().rev().find(sits_out).or(tables.last());
    if table.is_none() {
        ctx.say(chat, &note(user.lang, &Note::NoTable));
    }
    table.map(|t| t.key.clone())
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
    match Payload::parse(payload) {
        Some(Payload::Join(channel)) => join(ctx, user, chat, &channel).await,
        Some(Payload::Hello(channel)) => {
            let table = crate::users::table_key(ChatId(channel.parse().unwrap_or_default()));
            show_hand(ctx, user, chat, table).await;
        }
        None => hands(ctx, user, chat, &Note::Welcome).await,
    }
}

/// `/start j<group>`: seats the user at the group's table — only if Telegram confirms that he
/// is in that group. A link is easily passed on or made up; the group's table is for its members.
async fn join(ctx: &Ctx, user: &User, chat: ChatId, channel: &str) {
    let lang = user.lang;
    let group = channel.parse().ok().map(ChatId).filter(|g| !g.is_user());
    // In a private chat, the chat's id is the user's.
    let (Some(group), Ok(id)) = (group, u64::try_from(chat.0)) else {
        ctx.say(chat, &note(lang, &Note::NotMember));
        return;
    };
    // Asked once: he is waiting, and a failure only means he tries again.
    let member = ctx
        .bot
        .get_chat_member(group, teloxide::types::UserId(id))
        .await;
    match member {
        Ok(member) if member.kind.is_present() => {}
        Ok(_) => {
            ctx.say(chat, &note(lang, &Note::NotMember));
            return;
        }
        Err(e) => {
            tracing::warn!(
                "telegram: getChatMember failed: {}",
                crate::error::describe(&e, &ctx.token)
            );
            ctx.say(chat, &note(lang, &Note::MembershipUnknown));
            return;
        }
    }
    let table = crate::users::table_key(group);
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

/// Sends the user's hand at `table` as a fresh message.
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
            crate::outgoing::deliver(ctx, messages).await;
        }
        Err(Refused::SitsOut) => {
            ctx.users.plays_at(&user.id, &table);
            ctx.say(chat, &text::sitting_out(user.lang, KIEBITZ));
        }
        Err(Refused::NotStarted) => {
            ctx.users.plays_at(&user.id, &table);
            ctx.say(chat, &note(user.lang, &Note::Seated));
        }
        Err(refused) => ctx.say(chat, &text::refused(user.lang, &refused)),
    }
}

/// A table where the user may act now, with his choices there (in the order of his hand
/// message).
struct Turn {
    table: TableKey,
    version: u64,
    choices: Vec<Play>,
    /// The seat's view, to read typed moves against.
    seat: GameSeat,
}

impl Turn {
    /// The user's turn at `table`, if he may act there now.
    fn at(table: &Table, user: &User) -> Option<Turn> {
        let message = table.hand_message(table.player_of(&user.id)?)?;
        let Body::Hand(hand) = message.body else {
            return None;
        };
        if hand.read_only || !hand.view.can_act() {
            return None;
        }
        let choices = text::offers(user.lang, &hand)
            .into_iter()
            .map(|(play, _)| play)
            .collect();
        Some(Turn {
            table: hand.key.clone(),
            version: hand.epoch,
            choices,
            seat: hand.view.clone(),
        })
    }
}

/// The tables where the user may act now, the one he last played at last. Where there is none,
/// he is told why — no table, no game, or not his turn — and gets `None`.
async fn turns(ctx: &Ctx, user: &User, chat: ChatId) -> Option<Vec<Turn>> {
    let tables = ctx.users.seated(&user.id).await;
    let turns: Vec<Turn> = tables.iter().filter_map(|t| Turn::at(t, user)).collect();
    if !turns.is_empty() {
        return Some(turns);
    }
    let why = if tables.is_empty() {
        note(user.lang, &Note::NoTable)
    } else if tables.iter().any(|t| t.round().is_some()) {
        text::refused(user.lang, &Refused::NotYourTurn)
    } else {
        text::refused(user.lang, &Refused::NotStarted)
    };
    ctx.say(chat, &why);
    None
}

/// A typed move: `/play ARGS`, `/announce ARGS`, or a command that is one word of the game
/// (`/exchange`, `/close`, `/genug`).
enum Typed {
    Play(String),
    Announce(String),
    Word(&'static str),
}

impl Typed {
    /// The note asking what was meant when it fits no choice.
    fn which(&self) -> Note<'static> {
        match self {
            Typed::Announce(_) => Note::WhichSuit,
            _ => Note::WhichCard,
        }
    }

    /// The move meant at a table where it is `turn`, as every front end reads typed moves
    /// ([`typed::meant`], [`typed::announced`]): one of the seat's moves, or — a card, a suit to
    /// announce or a word of the game that is no move of his now — that move all the same, so
    /// that the game says why not; else `/play N`, the n-th choice ([`typed::numbered`]).
    fn resolve(&self, turn: &Turn) -> Option<Play> {
        let seat = &turn.seat;
        match self {
            Typed::Play(args) => typed::meant(args, seat)
                .map(Play::Game)
                .or_else(|| typed::numbered(args, &turn.choices)),
            Typed::Word(word) => typed::meant(word, seat).map(Play::Game),
            Typed::Announce(args) => typed::announced(args, seat).map(Play::Game),
        }
    }
}

/// A typed move: to the table where he may act and it means a legal move; where that is more
/// than one, he is asked which.
async fn act(ctx: &Ctx, user: &User, chat: ChatId, typed: Typed) {
    let lang = user.lang;
    let Some(turns) = turns(ctx, user, chat).await else {
        return;
    };
    let meant: Vec<(&Turn, Play)> = turns
        .iter()
        .filter_map(|t| Some((t, typed.resolve(t)?)))
        .collect();
    let legal: Vec<(&Turn, Play)> = meant
        .iter()
        .filter(|(t, a)| t.choices.contains(a))
        .copied()
        .collect();
    // Where the move is legal nowhere, the manager says why (not in his hand, must follow…).
    let targets = if legal.is_empty() { meant } else { legal };
    match targets.as_slice() {
        [] => ctx.say(chat, &note(lang, &typed.which())),
        [(turn, play)] => {
            let command = play.command(None);
            let request = Request::new(turn.table.clone(), user.clone(), command);
            if let Err(refused) = ctx.run(request).await {
                ctx.say(chat, &text::refused(lang, &refused));
            }
        }
        several => ask(ctx, user, chat, several),
    }
}

/// Asks at which table a move is meant: a button per table, each carrying the move against the
/// table's current version (a press after the table moved on is refused as out of date).
fn ask(ctx: &Ctx, user: &User, chat: ChatId, targets: &[(&Turn, Play)]) {
    let lang = user.lang;
    let answers = targets
        .iter()
        .map(|(turn, play)| {
            let label = if table_chat(&turn.table) == Some(chat.0) {
                note(lang, &Note::AgainstComputer)
            } else {
                let title = ctx.users.title(&turn.table);
                note(
                    lang,
                    &Note::InGroup {
                        title: title.as_deref(),
                    },
                )
            };
            let button = play.button(turn.version);
            (label, ButtonData::new(turn.table.channel.clone(), button))
        })
        .collect();
    ctx.send(
        chat,
        render::question(&note(lang, &Note::WhichTable), answers),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::games::{Level, Move};
    use bot_core::manager::{Lang, Manager, Open, Platform, SledStore, Timing, UserId};

    /// Anna's turn at a Schnapsen table against the computer in her private chat.
    fn turn() -> Turn {
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let key = TableKey::new(Platform::Telegram, "11");
        let anna = User::new(UserId::new(Platform::Telegram, "11"), "Anna", Lang::De);
        let open = Open {
            computer: Some(Level::Easy),
            seed: Some(5),
            ..Open::default()
        };
        manager
            .handle(&Request::new(
                key.clone(),
                anna.clone(),
                Command::Open(open),
            ))
            .unwrap();
        let table = manager.table(&key).unwrap().unwrap();
        Turn::at(&table, &anna).expect("her turn, after the computer's")
    }

    fn game(text: &str) -> Play {
        Play::Game(Move::parse(text).unwrap())
    }

    #[test]
    fn typed_moves_at_a_schnapsen_table_are_its_moves() {
        let turn = turn();
        let seat = turn.seat.clone();
        assert!(!turn.choices.is_empty());
        assert!(turn.choices.iter().all(|c| matches!(c, Play::Game(_))));
        // A number: the choice in the order of her buttons.
        assert_eq!(
            Typed::Play("1".into()).resolve(&turn),
            Some(turn.choices[0])
        );
        // A card she holds, by code and by name.
        let card = seat.hand[0];
        let play = game(&format!("play:{card}"));
        assert_eq!(Typed::Play(card.to_string()).resolve(&turn), Some(play));
        let named = bot_core::games::glossary::Face::French.card_name(card, Lang::De);
        assert_eq!(Typed::Play(named).resolve(&turn), Some(play));
        // A card she does not hold still means that card: the game says why not.
        let foreign = ["AH", "TH", "KH", "QH", "JH", "AS", "TS", "KS"]
            .into_iter()
            .find(|c| seat.hand.iter().all(|h| h.to_string() != *c))
            .unwrap();
        assert_eq!(
            Typed::Play(foreign.into()).resolve(&turn),
            Some(game(&format!("play:{foreign}")))
        );
        assert_eq!(Typed::Play("blätter".into()).resolve(&turn), None);
        // /genug, /close, /exchange: the game's words, legal now or not.
        for (command, word) in [
            ("genug", "claim"),
            ("close", "close"),
            ("exchange", "exchange"),
        ] {
            assert_eq!(Typed::Word(command).resolve(&turn), Some(game(word)));
        }
        // /announce with a suit, in any of its forms.
        for suit in ["H", "herz", "♥"] {
            assert_eq!(
                Typed::Announce(suit.into()).resolve(&turn),
                Some(game("announce:H")),
                "{suit}"
            );
        }
    }
}
