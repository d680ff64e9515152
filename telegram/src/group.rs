//! Commands for the table of the chat they are sent in: open, join, leave, deal, tally,
//! leaderboard, rules, abort, forfeit, kiebitz, help. That is a group's table — or, in a private
//! chat, the user's own table against the computer, which `/newgame vs bot …` opens there (nobody
//! else can take a seat in a private chat). Refusals are answered in the chat in the sender's
//! language.

use bot_core::manager::{
    BadReplay, Command, EndSeason, Kiebitz, Refused, ReplayStep, Request, ShowDeal, TableKey, User,
};
use bot_core::text::{self, Note as TextNote};
use teloxide::prelude::Requester;
use teloxide::types::ChatId;

use crate::commands::{self, Cmd, Place};
use crate::context::Ctx;
use crate::notes::{Note, note};
use crate::onboarding::{self, Payload};
use crate::outgoing::unreachable_notice;
use crate::parse::BadOptions;
use crate::render;
use crate::users::table_key;

/// Handles a command for the table of `chat` (a group, or the sender's private chat).
pub(crate) async fn handle(ctx: &Ctx, user: &User, chat: ChatId, cmd: Cmd) {
    let key = table_key(chat);
    let lang = user.lang;
    if cmd.place() == Place::Private {
        let link = onboarding::link(&ctx.username, None);
        let rendered = render::notice(
            &note(lang, &Note::UsePrivate),
            Some((note(lang, &Note::OpenChat), link)),
        );
        ctx.send(chat, rendered);
        return;
    }
    let command = match cmd {
        Cmd::Help => {
            for page in commands::help(lang) {
                ctx.say(chat, &page);
            }
            return;
        }
        Cmd::Lang(args) => {
            set_lang(ctx, user, chat, &args).await;
            return;
        }
        Cmd::Cards(args) => {
            set_cards(ctx, user, chat, &args).await;
            return;
        }
        Cmd::Kiebitz(args) => {
            kiebitz(ctx, user, chat, key, &args).await;
            return;
        }
        Cmd::NewGame(args) => match crate::parse::new_game(&args) {
            Ok(open) if chat.is_user() && open.computer.is_none() => {
                ctx.say(chat, &note(lang, &Note::AgainstMeHere));
                return;
            }
            Ok(open) => Command::Open(open),
            Err(BadOptions::Usage) => {
                ctx.say(chat, &note(lang, &Note::NewGameUsage));
                return;
            }
            Err(BadOptions::Rule(problem)) => {
                // What is wrong with his options, before whether a table is open here.
                ctx.say(chat, &text::refused(lang, &Refused::BadRule(problem)));
                return;
            }
        },
        Cmd::Join => {
            if ctx.users.reach(&user.id).await.chat.is_none() {
                // Seated only once the bot can send him his cards: through the deep link.
                let link = onboarding::link(&ctx.username, Some(&Payload::Join(key.channel)));
                let text = note(lang, &Note::CannotWrite { name: &user.name });
                let rendered = render::notice(&text, Some((note(lang, &Note::OpenChat), link)));
                ctx.send(chat, rendered);
                return;
            }
            Command::Join
        }
        Cmd::AddBot => Command::AddComputer,
        Cmd::Leave => Command::Leave,
        Cmd::StartGame => Command::Start,
        Cmd::Score => Command::ShowScore,
        Cmd::Leaderboard(args) => Command::ShowLeaderboard(crate::parse::leaderboard(&args)),
        Cmd::Profile(args) => Command::ShowProfile(crate::parse::profile(&args)),
        Cmd::EndSeason => match admin(ctx, user, chat).await {
            Some(admin) => Command::EndSeason(EndSeason { admin }),
            None => {
                ctx.say(chat, &note(lang, &Note::MembershipUnknown));
                return;
            }
        },
        Cmd::Export(args) => match ShowDeal::read(&args) {
            Some(show) => Command::Export(show),
            None => {
                ctx.say(chat, &note(lang, &Note::ExportUsage));
                return;
            }
        },
        Cmd::Replay(args) => match ReplayStep::read(&args) {
            Ok(at) => Command::Replay(at),
            Err(BadReplay::Usage) => {
                ctx.say(chat, &note(lang, &Note::ReplayUsage));
                return;
            }
            Err(BadReplay::Step(word)) => {
                ctx.say(chat, &note(lang, &Note::ReplayBadStep { word: &word }));
                return;
            }
        },
        Cmd::Rules(args) => {
            crate::parse::set_rule(&args).map_or(Command::ShowRules, Command::SetRule)
        }
        Cmd::Abort => Command::Abort,
        Cmd::Forfeit => Command::Forfeit,
        Cmd::Hand
        | Cmd::Play(_)
        | Cmd::Announce(_)
        | Cmd::Exchange
        | Cmd::Close
        | Cmd::Genug
        | Cmd::Hint
        | Cmd::Start(_) => return,
    };
    let opening = matches!(command, Command::Open(_));
    match ctx
        .run(Request::new(key.clone(), user.clone(), command))
        .await
    {
        Ok(()) if opening => {
            // The opener is seated at once; tell him now if his cards could not reach him.
            let reach = ctx.users.reach(&user.id).await;
            if reach.chat.is_none()
                && let Some(item) =
                    unreachable_notice(ctx, &user.id, &key, reach.blocked, &user.name).await
            {
                ctx.delivery.enqueue(vec![item]);
            }
        }
        Ok(()) => {}
        Err(refused) => ctx.say(chat, &text::refused(lang, &refused)),
    }
}

/// Whether the user is an admin of the chat: in a private chat, his own; in a group, its
/// creator or an administrator, as `getChatMember` says (`None`: Telegram did not answer).
async fn admin(ctx: &Ctx, user: &User, chat: ChatId) -> Option<bool> {
    if chat.is_user() {
        return Some(true);
    }
    let id = user.id.id.parse().ok().map(teloxide::types::UserId)?;
    match ctx.bot.get_chat_member(chat, id).await {
        Ok(member) => Some(member.kind.is_privileged()),
        Err(e) => {
            let error = crate::error::describe(&e, &ctx.token);
            tracing::warn!("telegram: getChatMember failed: {error}");
            None
        }
    }
}

/// `/lang de|en`, in a group or the private chat: the sender's language.
pub(crate) async fn set_lang(ctx: &Ctx, user: &User, chat: ChatId, args: &str) {
    match crate::parse::lang(args) {
        Some(lang) => {
            ctx.users.set_lang(&user.id, lang).await;
            ctx.say(chat, &text::note(lang, &TextNote::Language));
        }
        None => ctx.say(chat, &note(user.lang, &Note::LangUsage)),
    }
}

/// `/cards french|german|text`, anywhere: how the user's hands show their cards from now on,
/// remembered in his record; his hands at the tables he sits at are shown again so.
pub(crate) async fn set_cards(ctx: &Ctx, user: &User, chat: ChatId, args: &str) {
    let Some(cards) = bot_core::protocol::Cards::parse(args) else {
        return ctx.say(chat, &note(user.lang, &Note::CardsUsage));
    };
    ctx.users.set_cards(&user.id, cards).await;
    ctx.say(chat, &note(user.lang, &Note::CardsSet(cards)));
    for table in ctx.users.seated(&user.id).await {
        ctx.delivery.mark(table.key, false);
    }
}

/// `/kiebitz NAME|N`, in the group of `table` or in the private chat (`chat`): the player sitting
/// out follows that player's cards, read-only, in his private chat.
pub(crate) async fn kiebitz(ctx: &Ctx, user: &User, chat: ChatId, table: TableKey, args: &str) {
    let lang = user.lang;
    let manager = ctx.manager.clone();
    let key = table.clone();
    let found = tokio::task::spawn_blocking(move || manager.table(&key))
        .await
        .unwrap_or(Err(Refused::Unavailable));
    let names: Vec<String> = match found {
        Ok(Some(table)) => table.players.iter().map(|p| p.name.clone()).collect(),
        Ok(None) => return ctx.say(chat, &text::refused(lang, &Refused::NoTable)),
        Err(refused) => return ctx.say(chat, &text::refused(lang, &refused)),
    };
    let Some(player) = crate::parse::player(args, &names) else {
        return ctx.say(chat, &note(lang, &Note::WhichPlayer));
    };
    let in_group = !chat.is_user() && crate::outgoing::table_chat(&table) == Some(chat.0);
    let command = Command::Kiebitz(Kiebitz { player });
    match ctx.run(Request::new(table, user.clone(), command)).await {
        // The cards went to the private chat; the group learns where they are.
        Ok(()) if in_group => ctx.say(chat, &note(lang, &Note::WatchSent)),
        Ok(()) => {}
        Err(refused) => ctx.say(chat, &text::refused(lang, &refused)),
    }
}
