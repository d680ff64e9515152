//! From Discord to the manager: a slash command or a button press becomes a core [`Request`],
//! the interaction's locale a [`Lang`], a typed card a [`Card`]. Pure functions over serenity's
//! interaction types; nothing here talks to the network.

use bot_core::games::GameId;
use bot_core::games::HouseRuleError;
use bot_core::games::Level;
use bot_core::games::{self, Card, Suit};
use bot_core::manager::{
    BadButton, Button, ButtonData, Command, DealRef, EndSeason, Kiebitz, Lang, Open, Platform,
    Refused, ReplayStep, Request, SetRule, ShowDeal, ShowLeaderboard, Table, TableKey, User,
    UserId,
};
use bot_core::protocol::{Cards, LANG, ProfileOf, is_season_name};
use serenity::all::{
    ChannelId, CommandDataOption, CommandDataOptionValue, CommandInteraction, ComponentInteraction,
    ComponentInteractionDataKind, Member, MessageFlags,
};

use crate::commands::{self, COMMAND};
use crate::outgoing::MENU;

/// Autocomplete offers at most this many choices (Discord's limit).
pub const MAX_CHOICES: usize = 25;

/// The language of a Discord locale (`de`, `en-US`, `en-GB`, …): German or English.
pub fn lang_of(locale: &str) -> Lang {
    Lang::from_tag(locale)
}

/// The table key of a Discord channel.
pub fn table_key(channel: ChannelId) -> TableKey {
    TableKey::new(Platform::Discord, channel.get().to_string())
}

/// The core id of a Discord user.
pub fn user_id(user: serenity::all::UserId) -> UserId {
    UserId::new(Platform::Discord, user.get().to_string())
}

/// The Discord id of a core user id (`None` for another platform's or a malformed id).
pub fn discord_user(user: &UserId) -> Option<serenity::all::UserId> {
    let id = (user.platform == Platform::Discord).then(|| user.id.parse::<u64>().ok())??;
    (id != 0).then(|| serenity::all::UserId::new(id))
}

/// The Discord channel of a table key (`None` for another platform's or a malformed key).
pub fn discord_channel(key: &TableKey) -> Option<ChannelId> {
    let id = (key.platform == Platform::Discord).then(|| key.channel.parse::<u64>().ok())??;
    (id != 0).then(|| ChannelId::new(id))
}

/// The user behind an interaction: the server nickname, else the global display name, else the
/// user name; the language from the interaction's locale.
pub fn core_user(user: &serenity::all::User, member: Option<&Member>, locale: &str) -> User {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    User::new(user_id(user.id), name, lang_of(locale))
}

/// What a slash command asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    /// A command for the manager.
    Request(Request),
    /// `/schnapsen help`, answered by the adapter.
    Help,
    /// `/schnapsen kiebitz player:`: the player's place at the table is looked up first.
    Watch(Watch),
    /// `/schnapsen cards for: me`: how the user's own cards come, at every table (his record's
    /// preference).
    OwnCards(Cards),
}

/// `/schnapsen kiebitz player:@user`: Discord names a user, the manager wants his place at the
/// table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watch {
    /// The channel's table.
    pub table: TableKey,
    /// Who asks (the player sitting out).
    pub user: User,
    /// Whose cards he wants to watch.
    pub player: UserId,
}

impl Watch {
    /// The request for the table as it is now: the named user's place at it. Someone who does
    /// not sit at the table has no cards to watch.
    pub fn request(&self, table: Option<&Table>) -> Result<Request, Refused> {
        let table = table.ok_or(Refused::NoTable)?;
        let player = table.player_of(&self.player).ok_or(Refused::NoKiebitz)?;
        Ok(Request::new(
            self.table.clone(),
            self.user.clone(),
            Command::Kiebitz(Kiebitz { player }),
        ))
    }
}

/// A slash command that cannot be understood, or cannot be carried out where it was sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// Not one of our commands, or options Discord would not send (a value of the wrong type, a
    /// required option missing).
    Unknown,
    /// An option's value the command does not take — a house rule the game does not have, a
    /// number out of range, a choice not in the list — named with what it takes.
    Rule(HouseRuleError),
    /// `new` without `computer:` in a DM with the bot, where nobody else can take a seat.
    AloneInDm,
}

/// The subcommand and its options of a `/schnapsen` interaction.
fn subcommand(interaction: &CommandInteraction) -> Result<(&str, &[CommandDataOption]), Invalid> {
    if interaction.data.name != COMMAND {
        return Err(Invalid::Unknown);
    }
    match interaction.data.options.as_slice() {
        [
            CommandDataOption {
                name,
                value: CommandDataOptionValue::SubCommand(options),
                ..
            },
        ] => Ok((name.as_str(), options.as_slice())),
        _ => Err(Invalid::Unknown),
    }
}

fn string<'a>(options: &'a [CommandDataOption], name: &str) -> Option<&'a str> {
    options.iter().find(|o| o.name == name)?.value.as_str()
}

/// The integer option `name`, if given.
fn integer(options: &[CommandDataOption], name: &str) -> Option<i64> {
    options.iter().find(|o| o.name == name)?.value.as_i64()
}

/// A choice not in an option's list: the problem names the option and its choices.
fn not_one_of<T: AsRef<str>>(
    option: &str,
    value: &str,
    choices: impl IntoIterator<Item = T>,
) -> Invalid {
    let choices: Vec<T> = choices.into_iter().collect();
    let choices: Vec<&str> = choices.iter().map(AsRef::as_ref).collect();
    Invalid::Rule(HouseRuleError::Invalid {
        rule: option.to_owned(),
        value: value.to_owned(),
        expected: format!("one of {}", choices.join(", ")),
    })
}

/// A number outside an option's range: the problem names the option and the range.
fn out_of_range(option: &str, value: i64, (min, max): (usize, usize)) -> Invalid {
    Invalid::Rule(HouseRuleError::Invalid {
        rule: option.to_owned(),
        value: value.to_string(),
        expected: format!("a number from {min} to {max}"),
    })
}

/// The request of a `/schnapsen …` slash command.
pub fn command(interaction: &CommandInteraction) -> Result<Incoming, Invalid> {
    let (name, options) = subcommand(interaction)?;
    let user = core_user(
        &interaction.user,
        interaction.member.as_deref(),
        &interaction.locale,
    );
    // A move by its command: the table reads it as typed, against the hand.
    let typed = |text: &str| Command::Typed(text.to_owned());
    let command = match commands::find(name).ok_or(Invalid::Unknown)?.name {
        "new" => {
            let open = open(options)?;
            // Outside a server the only channel is the DM with the bot: the computer plays.
            if interaction.guild_id.is_none() && open.computer.is_none() {
                return Err(Invalid::AloneInDm);
            }
            Command::Open(open)
        }
        "join" => Command::Join,
        "addbot" => Command::AddComputer,
        "leave" => Command::Leave,
        "start" => Command::Start,
        "hand" => Command::ShowHand,
        "play" => {
            // A card, or any other move as typed (`bid solo`, `lay 7C 8D`): the table reads it
            // against the hand and says so if it is none of the player's moves.
            typed(string(options, "card").ok_or(Invalid::Unknown)?)
        }
        "announce" => {
            let suit = string(options, "suit").ok_or(Invalid::Unknown)?;
            let codes = Suit::ALL.map(|s| s.code().to_string());
            let suit = games::typed::suit(suit).ok_or_else(|| not_one_of("suit", suit, codes))?;
            typed(&format!("announce {}", suit.code()))
        }
        "exchange" => typed("exchange"),
        "close" => typed("close"),
        "genug" => typed("genug"),
        "score" => Command::ShowScore,
        "leaderboard" => {
            let mut show = ShowLeaderboard::default();
            if let Some(n) = options
                .iter()
                .find(|o| o.name == "top")
                .and_then(|o| o.value.as_i64())
            {
                show.top = usize::try_from(n)
                    .ok()
                    .filter(|n| (1..=commands::MAX_TOP).contains(n))
                    .ok_or_else(|| out_of_range("top", n, (1, commands::MAX_TOP)))?;
            }
            if let Some(season) = string(options, "season") {
                if !is_season_name(season) {
                    return Err(Invalid::Rule(HouseRuleError::Invalid {
                        rule: "season".to_owned(),
                        value: season.to_owned(),
                        expected: "a season such as 2026-11 or 2026-Q4".to_owned(),
                    }));
                }
                show.season = Some(season.to_owned());
            }
            Command::ShowLeaderboard(show)
        }
        "profile" => Command::ShowProfile(
            match options
                .iter()
                .find(|o| o.name == "user")
                .and_then(|o| o.value.as_user_id())
            {
                Some(id) => ProfileOf::User(user_id(id)),
                None => ProfileOf::Me,
            },
        ),
        // In a server, a member with Manage Server; in the DM with the bot, its one player.
        "endseason" => Command::EndSeason(EndSeason {
            admin: interaction.guild_id.is_none()
                || interaction
                    .member
                    .as_ref()
                    .and_then(|m| m.permissions)
                    .is_some_and(|p| p.manage_guild()),
        }),
        "export" => Command::Export(deal_back(options)),
        "replay" => Command::Replay(ReplayStep {
            deal: DealRef::Back(deal_back(options).back),
            step: replay_step(options),
        }),
        "rules" => Command::ShowRules,
        "abort" => Command::Abort,
        "forfeit" => Command::Forfeit,
        "hint" => Command::Hint,
        "language" => {
            // The table checks the code and says which it speaks.
            let value = string(options, "lang").ok_or(Invalid::Unknown)?.to_owned();
            Command::SetRule(SetRule {
                name: LANG.to_owned(),
                value,
            })
        }
        "cards" => {
            let value = string(options, "pack").ok_or(Invalid::Unknown)?.to_owned();
            match string(options, "for").unwrap_or(commands::CARDS_FOR[0]) {
                // The table checks the pack and says which it takes.
                "table" => Command::SetRule(SetRule {
                    name: bot_core::protocol::CARDS.to_owned(),
                    value,
                }),
                "me" => {
                    let codes = Cards::ALL.map(Cards::code);
                    let cards =
                        Cards::parse(&value).ok_or_else(|| not_one_of("pack", &value, codes))?;
                    return Ok(Incoming::OwnCards(cards));
                }
                whom => return Err(not_one_of("for", whom, commands::CARDS_FOR)),
            }
        }
        "help" => return Ok(Incoming::Help),
        "kiebitz" => {
            let player = options
                .iter()
                .find(|o| o.name == "player")
                .and_then(|o| o.value.as_user_id())
                .ok_or(Invalid::Unknown)?;
            return Ok(Incoming::Watch(Watch {
                table: table_key(interaction.channel_id),
                user,
                player: user_id(player),
            }));
        }
        _ => return Err(Invalid::Unknown),
    };
    Ok(Incoming::Request(Request::new(
        table_key(interaction.channel_id),
        user,
        command,
    )))
}

/// The option `back` of `/schnapsen export` and `replay`: which finished deal (the last
/// without it).
fn deal_back(options: &[CommandDataOption]) -> ShowDeal {
    let mut show = ShowDeal::default();
    if let Some(n) = integer(options, "back") {
        // Below 1 (Discord checks, a forged request need not): the core says which it keeps.
        show.back = usize::try_from(n).unwrap_or(0);
    }
    show
}

/// The `step` of `/schnapsen replay`: 0 (the deal as dealt) unless given. Below 0 (Discord
/// checks, a forged request need not) is a step no deal has: the core says how many it has.
fn replay_step(options: &[CommandDataOption]) -> usize {
    integer(options, "step").map_or(0, |n| usize::try_from(n).unwrap_or(usize::MAX))
}

/// The options of `/schnapsen new`.
fn open(options: &[CommandDataOption]) -> Result<Open, Invalid> {
    let mut open = Open::default();
    // The variant first, whatever the order the options came in: the house rules are its own
    // (a registry game checks each against its list).
    for o in options.iter().filter(|o| o.name == "variant") {
        let CommandDataOptionValue::String(v) = &o.value else {
            return Err(Invalid::Unknown);
        };
        open.variant = v
            .parse::<GameId>()
            .map_err(|_| not_one_of("variant", v, GameId::all().map(GameId::id)))?;
    }
    let mut typed_rules = "";
    for o in options {
        match (o.name.as_str(), &o.value) {
            ("rules", CommandDataOptionValue::String(rules)) => typed_rules = rules,
            ("variant", _) => {}
            ("players", CommandDataOptionValue::Integer(n)) => {
                // Beyond what any table seats: the game's own numbers are the answer (within,
                // the table checks them).
                open.players = usize::try_from(*n)
                    .ok()
                    .filter(|n| (2..=bot_core::present::MAX_PLAYERS).contains(n))
                    .ok_or_else(|| out_of_range("players", *n, open.variant.spec().seats))?;
            }
            ("computer", CommandDataOptionValue::String(l)) => {
                let levels = Level::ALL.map(Level::name);
                open.computer = Some(
                    l.parse::<Level>()
                        .map_err(|_| not_one_of("computer", l, levels))?,
                );
            }
            ("computer_takeover", CommandDataOptionValue::Boolean(on)) => {
                open.computer_takeover = *on;
            }
            // The game's answer names the rule and what it takes (Discord's declared bounds
            // are one game's; a client need not keep to them).
            (rule, CommandDataOptionValue::Boolean(on)) => open
                .set_rule(rule, if *on { "on" } else { "off" })
                .map_err(Invalid::Rule)?,
            (rule, CommandDataOptionValue::Integer(n)) => {
                open.set_rule(rule, &n.to_string()).map_err(Invalid::Rule)?
            }
            _ => return Err(Invalid::Unknown),
        }
    }
    // Typed rules are read after the variant too.
    for pair in typed_rules.split([' ', ',']).filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').ok_or_else(|| {
            Invalid::Rule(HouseRuleError::Invalid {
                rule: "rules".into(),
                value: pair.to_owned(),
                expected: "name=value, e.g. partie=5".into(),
            })
        })?;
        open.set_rule(name.trim(), value.trim())
            .map_err(Invalid::Rule)?;
    }
    Ok(open)
}

/// Squeezes text for matching: lower case, no spaces.
fn squeeze(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The cards a user may play now at a table, each with its move's label `[German, English]`:
/// if it is his turn, the cards of his game's `play:` moves, in the order of his hand; else none.
pub fn legal_plays(table: &Table, user: &UserId) -> Vec<(Card, [String; 2])> {
    let Some(player) = table.player_of(user) else {
        return Vec::new();
    };
    let Some(round) = table.round() else {
        return Vec::new();
    };
    let Some(seat) = round
        .seat_of(player)
        .filter(|_| round.player_to_act() == Some(player))
    else {
        return Vec::new();
    };
    let view = round.view(seat);
    let [de, en] = &view.labels;
    view.moves
        .iter()
        .zip(de.iter().zip(en))
        .filter(|(mv, _)| mv.verb() == "play")
        .filter_map(|(mv, (de, en))| Some((mv.card()?, [de.clone(), en.clone()])))
        .collect()
}

/// Autocomplete choices for `play card:`: the playable cards whose label or code contains what
/// was typed so far, or that it names as a card or a suit, as (label, value) with the card code
/// as value.
pub fn card_choices(
    lang: Lang,
    playable: &[(Card, [String; 2])],
    typed: &str,
) -> Vec<(String, String)> {
    let squeezed = squeeze(typed);
    let card = games::typed::card(typed);
    let suit = games::typed::suit(typed);
    playable
        .iter()
        .filter(|(c, labels)| {
            squeezed.is_empty()
                || squeeze(&labels[lang.index()]).contains(&squeezed)
                || c.to_string().to_lowercase().contains(&squeezed)
                || card == Some(*c)
                || suit == Some(c.suit())
        })
        .take(MAX_CHOICES)
        .map(|(c, labels)| (labels[lang.index()].clone(), c.to_string()))
        .collect()
}

/// Where a pressed button sat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// The table message in the channel.
    Table,
    /// A hand in the player's direct messages.
    HandDm,
    /// A hand in an ephemeral reply (the player's direct messages are closed).
    HandEphemeral,
    /// A replay's step in the channel: a press shows the step it names in that message.
    Replay,
}

/// A button press as the manager sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Press {
    /// The decoded payload.
    pub data: ButtonData,
    /// Where the button was.
    pub surface: Surface,
    /// The request for the manager.
    pub request: Request,
}

/// The payload of a pressed button, or of the option chosen in a hand's select menu (which
/// carries what its button would have carried).
fn payload(interaction: &ComponentInteraction) -> Result<&str, BadButton> {
    match &interaction.data.kind {
        ComponentInteractionDataKind::Button => Ok(&interaction.data.custom_id),
        ComponentInteractionDataKind::StringSelect { values }
            if interaction.data.custom_id.starts_with(MENU) =>
        {
            match values.as_slice() {
                [value] => Ok(value),
                _ => Err(BadButton),
            }
        }
        _ => Err(BadButton),
    }
}

/// Why a press is not handed to the manager.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadPress {
    /// Not a button of this bot (or a malformed one).
    NotOurs,
    /// A button that names another channel's table than the one it was pressed in.
    ForeignChannel,
}

impl From<BadButton> for BadPress {
    fn from(_: BadButton) -> BadPress {
        BadPress::NotOurs
    }
}

/// The request of a button press (or of a choice in a hand's select menu). The payload is
/// parsed strictly and must name the channel it was pressed in: a table's buttons sit on the
/// table message and a hand shown ephemerally in the table's channel. Only a hand in a direct
/// message names a channel elsewhere; what it claims (seat, turn, version) is the manager's to
/// check, as for every move.
pub fn press(interaction: &ComponentInteraction) -> Result<Press, BadPress> {
    let data = ButtonData::parse(payload(interaction)?)?;
    let ephemeral = interaction
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    let surface = match data.button {
        Button::Move { .. } | Button::Ready { .. } | Button::Pick(_) if ephemeral => {
            Surface::HandEphemeral
        }
        Button::Move { .. } | Button::Ready { .. } | Button::Pick(_) => Surface::HandDm,
        Button::Replay { .. } => Surface::Replay,
        _ => Surface::Table,
    };
    let here = interaction.channel_id.get().to_string() == data.channel;
    let hand_in_dm = surface == Surface::HandDm && interaction.guild_id.is_none();
    if !(here || hand_in_dm) {
        return Err(BadPress::ForeignChannel);
    }
    let user = core_user(
        &interaction.user,
        interaction.member.as_ref(),
        &interaction.locale,
    );
    let key = TableKey::new(Platform::Discord, data.channel.clone());
    let request = Request::new(key, user, data.command());
    Ok(Press {
        data,
        surface,
        request,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::manager::{MoveAct, Pick};
    use serde_json::{Value, json};

    fn user_json(id: &str, name: &str) -> Value {
        json!({"id": id, "username": name, "global_name": format!("{name} G"),
               "discriminator": "0", "avatar": null})
    }

    fn base(kind: u8, data: Value, locale: &str) -> Value {
        json!({
            "id": "1001", "application_id": "42", "type": kind, "data": data,
            "guild_id": "7", "channel_id": "555", "channel": {"id": "555", "type": 0},
            "member": {"user": user_json("11", "anna"), "nick": "Anni", "roles": [],
                       "joined_at": "2024-01-01T00:00:00+00:00", "deaf": false, "mute": false,
                       "flags": 0, "permissions": "0"},
            "token": "tok", "version": 1, "locale": locale, "guild_locale": "de",
            "entitlements": [], "authorizing_integration_owners": {"0": "7"}, "context": 0,
            "attachment_size_limit": 8388608,
            "app_permissions": "0",
        })
    }

    fn slash(sub: &str, options: Value, locale: &str) -> CommandInteraction {
        let data = json!({"id": "99", "name": "schnapsen", "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}]});
        let mut value = base(2, data, locale);
        value["user"] = user_json("11", "anna");
        serde_json::from_value(value).unwrap()
    }

    /// A slash command in the user's DM with the bot (channel 1011).
    fn slash_in_dm(sub: &str, options: Value) -> CommandInteraction {
        let data = json!({"id": "99", "name": "schnapsen", "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}]});
        let mut value = base(2, data, "en-US");
        for server in ["guild_id", "guild_locale", "member"] {
            value.as_object_mut().unwrap().remove(server);
        }
        value["channel_id"] = json!("1011");
        value["channel"] = json!({"id": "1011", "type": 1});
        value["context"] = json!(1);
        value["user"] = user_json("11", "anna");
        serde_json::from_value(value).unwrap()
    }

    fn button(custom_id: &str, flags: u64) -> ComponentInteraction {
        component(json!({"custom_id": custom_id, "component_type": 2}), flags)
    }

    /// A choice in a string select menu (component type 3).
    fn menu(custom_id: &str, values: &[&str]) -> ComponentInteraction {
        component(
            json!({"custom_id": custom_id, "component_type": 3, "values": values}),
            0,
        )
    }

    fn component(data: Value, flags: u64) -> ComponentInteraction {
        let mut value = base(3, data, "en-US");
        value["user"] = user_json("11", "anna");
        value["message"] = json!({
            "id": "77", "channel_id": "555", "author": user_json("42", "bummerl"),
            "content": "", "timestamp": "2024-01-01T00:00:00+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0, "flags": flags,
            "components": []
        });
        serde_json::from_value(value).unwrap()
    }

    fn request(incoming: Incoming) -> Request {
        match incoming {
            Incoming::Request(r) => r,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn locales_pick_the_language() {
        assert_eq!(lang_of("de"), Lang::De);
        assert_eq!(lang_of("en-US"), Lang::En);
        assert_eq!(lang_of("en-GB"), Lang::En);
        assert_eq!(lang_of("fr"), Lang::En);
    }

    #[test]
    fn slash_commands_become_requests() {
        let r = request(command(&slash("join", json!([]), "de")).unwrap());
        assert_eq!(r.command, Command::Join);
        assert_eq!(r.table, TableKey::new(Platform::Discord, "555"));
        assert_eq!(r.user.id, UserId::new(Platform::Discord, "11"));
        assert_eq!(r.user.name, "Anni", "the server nickname first");
        assert_eq!(r.user.lang, Lang::De);
        let simple = [
            ("leave", Command::Leave),
            ("addbot", Command::AddComputer),
            ("start", Command::Start),
            ("hand", Command::ShowHand),
            ("score", Command::ShowScore),
            ("rules", Command::ShowRules),
            ("abort", Command::Abort),
            ("forfeit", Command::Forfeit),
            ("hint", Command::Hint),
            ("exchange", Command::Typed("exchange".into())),
            ("close", Command::Typed("close".into())),
            ("genug", Command::Typed("genug".into())),
        ];
        for (sub, want) in simple {
            assert_eq!(
                request(command(&slash(sub, json!([]), "en-US")).unwrap()).command,
                want
            );
        }
        assert_eq!(command(&slash("help", json!([]), "de")), Ok(Incoming::Help));
        let play = slash(
            "play",
            json!([{"name": "card", "type": 3, "value": "D♥"}]),
            "de",
        );
        assert_eq!(
            request(command(&play).unwrap()).command,
            Command::Typed("D♥".into())
        );
        let announce = slash(
            "announce",
            json!([{"name": "suit", "type": 3, "value": "S"}]),
            "en",
        );
        assert_eq!(
            request(command(&announce).unwrap()).command,
            Command::Typed("announce S".into())
        );
        let top = slash(
            "leaderboard",
            json!([{"name": "top", "type": 4, "value": 3}]),
            "en",
        );
        let Command::ShowLeaderboard(show) = request(command(&top).unwrap()).command else {
            panic!("not the leaderboard")
        };
        assert_eq!(show.top, 3);
        assert_eq!(
            command(&slash("dance", json!([]), "en")),
            Err(Invalid::Unknown)
        );
    }

    #[test]
    fn cards_set_the_tables_option_or_the_users_own() {
        let cards = |options: Value| command(&slash("cards", options, "de"));
        let table = cards(json!([{"name": "pack", "type": 3, "value": "german"}])).unwrap();
        assert_eq!(
            request(table).command,
            Command::SetRule(SetRule {
                name: bot_core::protocol::CARDS.to_owned(),
                value: "german".to_owned()
            }),
            "without for: the table's"
        );
        let mine = json!([{"name": "pack", "type": 3, "value": "text"},
                          {"name": "for", "type": 3, "value": "me"}]);
        assert_eq!(cards(mine), Ok(Incoming::OwnCards(Cards::Text)));
        let forged = json!([{"name": "pack", "type": 3, "value": "bunt"},
                            {"name": "for", "type": 3, "value": "me"}]);
        assert!(matches!(cards(forged), Err(Invalid::Rule(_))));
        let nobody = json!([{"name": "pack", "type": 3, "value": "text"},
                            {"name": "for", "type": 3, "value": "them"}]);
        assert!(matches!(cards(nobody), Err(Invalid::Rule(_))));
    }

    #[test]
    fn new_takes_variant_computer_and_house_rules() {
        let options = json!([
            {"name": "computer", "type": 3, "value": "easy"},
            {"name": "computer_takeover", "type": 5, "value": true},
            {"name": "auto_claim", "type": 5, "value": true},
            {"name": "black_close_penalty", "type": 4, "value": 4},
            {"name": "variant", "type": 3, "value": "schnapsen"},
        ]);
        let r = request(command(&slash("new", options, "en")).unwrap());
        let Command::Open(open) = r.command else {
            panic!("{r:?}")
        };
        assert_eq!(open.computer, Some(Level::Easy));
        assert!(open.computer_takeover);
        // Schnapsen is a game of the registry: its house rules are its own, checked and kept
        // by name.
        assert_eq!(open.variant, GameId::of("schnapsen").unwrap());
        assert_eq!(open.game_rules["auto_claim"], true);
        assert_eq!(open.game_rules["black_close_penalty"], 4);
        let out_of_range = json!([
            {"name": "black_close_penalty", "type": 4, "value": 9},
            {"name": "variant", "type": 3, "value": "sechsundsechzig"},
        ]);
        assert!(
            matches!(
                command(&slash("new", out_of_range, "en")),
                Err(Invalid::Rule(HouseRuleError::Invalid { .. }))
            ),
            "the game's answer, naming what the rule takes"
        );
        // A rule of the variant chosen after it: the variant's, not the default's.
        let later = json!([
            {"name": "undertrump", "type": 5, "value": false},
            {"name": "variant", "type": 3, "value": "bauernschnapsen"},
        ]);
        let Command::Open(open) = request(command(&slash("new", later, "en")).unwrap()).command
        else {
            panic!("not an open")
        };
        assert_eq!(open.variant, GameId::of("bauernschnapsen").unwrap());
        assert_eq!(open.game_rules["undertrump"], false);
        let not_its_rule = json!([
            {"name": "black_close_penalty", "type": 4, "value": 3},
            {"name": "variant", "type": 3, "value": "bauernschnapsen"},
        ]);
        assert_eq!(
            command(&slash("new", not_its_rule, "en")),
            Err(Invalid::Rule(HouseRuleError::Unknown(
                "black_close_penalty".into()
            ))),
            "Bauernschnapsen has no such rule"
        );
        let forged = json!([{"name": "no_such_rule", "type": 5, "value": true}]);
        assert_eq!(
            command(&slash("new", forged, "en")),
            Err(Invalid::Rule(HouseRuleError::Unknown(
                "no_such_rule".into()
            )))
        );
        let wrong_type = json!([{"name": "auto_claim", "type": 3, "value": "yes"}]);
        assert_eq!(
            command(&slash("new", wrong_type, "en")),
            Err(Invalid::Unknown),
            "a value of a type Discord would not send"
        );
        // A registry game's rules, typed, read after its variant whatever the order.
        let game = json!([
            {"name": "rules", "type": 3, "value": "partie=5, staender_double=on"},
            {"name": "variant", "type": 3, "value": "boehmischer_schneider"},
        ]);
        let r = request(command(&slash("new", game, "en")).unwrap());
        let Command::Open(open) = r.command else {
            panic!("{r:?}")
        };
        assert_eq!(open.game_rules["partie"], 5);
        assert_eq!(open.game_rules["staender_double"], true);
        let wrong = json!([
            {"name": "variant", "type": 3, "value": "boehmischer_schneider"},
            {"name": "rules", "type": 3, "value": "partie=0"},
        ]);
        assert!(matches!(
            command(&slash("new", wrong, "en")),
            Err(Invalid::Rule(_))
        ));
    }

    /// What a user reads for a refused slash command (the handler's words for each case).
    fn said(invalid: &Invalid) -> String {
        match invalid {
            Invalid::Rule(problem) => bot_core::text::rule_problem(Lang::En, problem),
            other => format!("{other:?}"),
        }
    }

    /// Issue #45: an option's value out of its range or list is answered with the option and
    /// what it takes, as Telegram answers a bad house rule — for every game's rules and every
    /// other option with a range or a list.
    #[test]
    fn a_value_an_option_does_not_take_is_named_with_what_it_takes() {
        let cases: Vec<(&str, Value, &[&str])> = vec![
            (
                "new",
                json!([{"name": "black_close_penalty", "type": 4, "value": 99}]),
                &["black_close_penalty", "99", "from 2 to 4"],
            ),
            (
                "new",
                json!([{"name": "players", "type": 4, "value": 13}]),
                &["players", "13", "from 2 to 3"],
            ),
            (
                "new",
                json!([
                    {"name": "variant", "type": 3, "value": "bauernschnapsen"},
                    {"name": "players", "type": 4, "value": -1},
                ]),
                &["players", "-1", "from 4 to 4"],
            ),
            (
                "new",
                json!([{"name": "variant", "type": 3, "value": "skat"}]),
                &["variant", "skat", "schnapsen", "bassette"],
            ),
            (
                "new",
                json!([{"name": "computer", "type": 3, "value": "genius"}]),
                &["computer", "genius", "random", "easy", "strong"],
            ),
            (
                "new",
                json!([{"name": "rules", "type": 3, "value": "partie5"}]),
                &["rules", "partie5", "name=value"],
            ),
            (
                "new",
                json!([{"name": "kiebitz", "type": 5, "value": true},
                       {"name": "variant", "type": 3, "value": "elfern"}]),
                &["kiebitz", "no house rule"],
            ),
            (
                "announce",
                json!([{"name": "suit", "type": 3, "value": "X"}]),
                &["suit", "\"X\"", "C, D, H, S"],
            ),
            (
                "leaderboard",
                json!([{"name": "top", "type": 4, "value": 99}]),
                &["top", "99", "from 1 to 25"],
            ),
            (
                "leaderboard",
                json!([{"name": "top", "type": 4, "value": 0}]),
                &["top", "0", "from 1 to 25"],
            ),
        ];
        for (sub, options, words) in cases {
            let got = command(&slash(sub, options.clone(), "en"));
            let Err(invalid @ Invalid::Rule(_)) = &got else {
                panic!("{sub} {options}: {got:?}")
            };
            let text = said(invalid);
            for word in words {
                assert!(text.contains(word), "{sub} {options}: {text}");
            }
        }
        // Every integer rule of every game, one past its top: the game's own bounds.
        for variant in GameId::all() {
            for rule in variant.spec().house_rules {
                let bot_core::games::registry::RuleKind::Int { max, .. } = rule.default else {
                    continue;
                };
                let options = json!([
                    {"name": "variant", "type": 3, "value": variant.id()},
                    {"name": rule.name, "type": 4, "value": max + 1},
                ]);
                let got = command(&slash("new", options, "de"));
                let Err(invalid @ Invalid::Rule(_)) = &got else {
                    panic!("{} {}: {got:?}", variant.id(), rule.name)
                };
                let text = said(invalid);
                assert!(
                    text.contains(rule.name) && text.contains(&format!("to {max}")),
                    "{text}"
                );
            }
        }
    }

    #[test]
    fn in_a_dm_with_the_bot_new_is_against_the_computer() {
        assert_eq!(
            command(&slash_in_dm("new", json!([]))),
            Err(Invalid::AloneInDm)
        );
        let computer = json!([{"name": "computer", "type": 3, "value": "easy"}]);
        let r = request(command(&slash_in_dm("new", computer)).unwrap());
        assert_eq!(r.table, TableKey::new(Platform::Discord, "1011"));
        assert_eq!(r.user.name, "anna G", "the global name without a server");
        assert!(matches!(
            r.command,
            Command::Open(Open {
                computer: Some(Level::Easy),
                ..
            })
        ));
        let r = request(command(&slash_in_dm("abort", json!([]))).unwrap());
        assert_eq!(
            (r.table, r.command),
            (TableKey::new(Platform::Discord, "1011"), Command::Abort)
        );
        // In a server, a table without the computer waits for players.
        assert!(command(&slash("new", json!([]), "en")).is_ok());
    }

    #[test]
    fn new_opens_the_games_for_four_and_three_with_their_house_rules() {
        for name in ["bauernschnapsen", "dreierschnapsen"] {
            let options = json!([
                {"name": "variant", "type": 3, "value": name},
                {"name": "undertrump", "type": 5, "value": false},
                {"name": "show_own_points", "type": 5, "value": true},
            ]);
            let Command::Open(open) =
                request(command(&slash("new", options, "de")).unwrap()).command
            else {
                panic!("not an open")
            };
            assert_eq!(open.variant, GameId::of(name).unwrap());
            assert_eq!(open.game_rules["undertrump"], json!(false));
            assert_eq!(open.game_rules["show_own_points"], json!(true));
        }
        let skat = json!([{"name": "variant", "type": 3, "value": "skat"}]);
        assert!(matches!(
            command(&slash("new", skat, "en")),
            Err(Invalid::Rule(_))
        ));
    }

    #[test]
    fn new_takes_three_players_and_kiebitz() {
        let options = json!([
            {"name": "players", "type": 4, "value": 3},
            {"name": "kiebitz", "type": 5, "value": true},
            {"name": "variant", "type": 3, "value": "schnorps"},
        ]);
        let Command::Open(open) = request(command(&slash("new", options, "de")).unwrap()).command
        else {
            panic!("not an open")
        };
        assert_eq!(open.players, 3);
        assert_eq!(open.variant, GameId::of("schnorps").unwrap());
        assert_eq!(open.game_rules["kiebitz"], true);
        let Command::Open(two) = request(command(&slash("new", json!([]), "de")).unwrap()).command
        else {
            panic!("not an open")
        };
        assert_eq!(two.players, 2, "two by default");
        for forged in [1, 13, -3] {
            let options = json!([{"name": "players", "type": 4, "value": forged}]);
            assert!(
                matches!(
                    command(&slash("new", options, "en")),
                    Err(Invalid::Rule(HouseRuleError::Invalid { .. }))
                ),
                "{forged}"
            );
        }
    }

    #[test]
    fn language_sets_the_tables_language() {
        let ask = slash(
            "language",
            json!([{"name": "lang", "type": 3, "value": "en"}]),
            "de",
        );
        let Ok(Incoming::Request(request)) = command(&ask) else {
            panic!("{:?}", command(&ask))
        };
        let set = SetRule {
            name: "lang".into(),
            value: "en".into(),
        };
        assert_eq!(request.command, Command::SetRule(set));
        assert_eq!(
            command(&slash("language", json!([]), "de")),
            Err(Invalid::Unknown),
            "the language is required"
        );
    }

    #[test]
    fn kiebitz_names_a_user_and_finds_his_place_at_the_table() {
        let ask = slash(
            "kiebitz",
            json!([{"name": "player", "type": 6, "value": "13"}]),
            "de",
        );
        let Ok(Incoming::Watch(watch)) = command(&ask) else {
            panic!("{:?}", command(&ask))
        };
        assert_eq!(watch.player, UserId::new(Platform::Discord, "13"));
        assert_eq!(watch.user.id, UserId::new(Platform::Discord, "11"));
        assert_eq!(watch.table, TableKey::new(Platform::Discord, "555"));
        assert_eq!(
            command(&slash("kiebitz", json!([]), "de")),
            Err(Invalid::Unknown),
            "the player is required"
        );
        // A table of three: Anna (11), Bert (12), Carl (13).
        let dir = tempfile::tempdir().unwrap();
        let manager = bot_core::manager::Manager::new(
            bot_core::manager::SledStore::open(dir.path()).unwrap(),
            bot_core::manager::Timing::default(),
        );
        for (id, command) in [
            (
                "11",
                Command::Open(Open {
                    players: 3,
                    ..Open::default()
                }),
            ),
            ("12", Command::Join),
            ("13", Command::Join),
        ] {
            let user = User::new(UserId::new(Platform::Discord, id), id, Lang::En);
            manager
                .handle(&Request::new(watch.table.clone(), user, command))
                .unwrap();
        }
        let table = manager.table(&watch.table).unwrap().unwrap();
        assert_eq!(
            watch.request(Some(&table)).unwrap().command,
            Command::Kiebitz(Kiebitz { player: 2 })
        );
        let stranger = Watch {
            player: UserId::new(Platform::Discord, "99"),
            ..watch.clone()
        };
        assert_eq!(stranger.request(Some(&table)), Err(Refused::NoKiebitz));
        assert_eq!(watch.request(None), Err(Refused::NoTable));
    }

    #[test]
    fn legal_plays_are_the_cards_the_player_to_act_may_play() {
        let dir = tempfile::tempdir().unwrap();
        let manager = bot_core::manager::Manager::new(
            bot_core::manager::SledStore::open(dir.path()).unwrap(),
            bot_core::manager::Timing::default(),
        );
        let key = TableKey::new(Platform::Discord, "555");
        let users: Vec<User> = ["11", "12"]
            .iter()
            .map(|id| User::new(UserId::new(Platform::Discord, *id), *id, Lang::En))
            .collect();
        for (user, command) in [
            (&users[0], Command::Open(Open::default())),
            (&users[1], Command::Join),
            (&users[0], Command::Start),
        ] {
            manager
                .handle(&Request::new(key.clone(), user.clone(), command))
                .unwrap();
        }
        let table = manager.table(&key).unwrap().unwrap();
        let to_act = table.round().unwrap().player_to_act().unwrap();
        for (player, user) in users.iter().enumerate() {
            let playable = legal_plays(&table, &user.id);
            if player != to_act {
                assert!(playable.is_empty(), "not his turn: {playable:?}");
                continue;
            }
            // The cards of the hand's `play:` moves, as its buttons offer them.
            let Some(bot_core::manager::Message {
                body: bot_core::manager::Body::Hand(hand),
                ..
            }) = table.hand_message(player)
            else {
                panic!("the player to act has a hand")
            };
            let seat = &hand.view;
            let plays: Vec<Card> = seat
                .moves
                .iter()
                .filter(|m| m.verb() == "play")
                .map(|m| m.card().unwrap())
                .collect();
            assert_eq!(playable.len(), 5, "a lead: any of five cards");
            let cards: Vec<Card> = playable.iter().map(|(c, _)| *c).collect();
            assert_eq!(cards, plays);
            assert_eq!(
                playable[0].1[1],
                bot_core::games::glossary::Face::French.card(cards[0], Lang::En),
                "labelled as its button"
            );
        }
        let stranger = UserId::new(Platform::Discord, "99");
        assert!(legal_plays(&table, &stranger).is_empty());
    }

    #[test]
    fn autocomplete_offers_matching_playable_cards() {
        let playable: Vec<(Card, [String; 2])> = [("AH", "A♥"), ("KH", "K♥"), ("QS", "D♠")]
            .iter()
            .map(|(c, de)| {
                let card: Card = c.parse().unwrap();
                (
                    card,
                    [
                        (*de).to_owned(),
                        bot_core::games::glossary::Face::French
                            .card(card, Lang::En)
                            .to_owned(),
                    ],
                )
            })
            .collect();
        let all = card_choices(Lang::De, &playable, "");
        assert_eq!(all.len(), 3);
        assert_eq!(all[2], ("D♠".to_owned(), "QS".to_owned()));
        let hearts = card_choices(Lang::En, &playable, "Herz");
        assert_eq!(hearts.len(), 2, "{hearts:?}");
        assert_eq!(card_choices(Lang::De, &playable, "D♠").len(), 1);
        assert_eq!(
            card_choices(Lang::En, &playable, "queen of spades").len(),
            1
        );
        assert_eq!(card_choices(Lang::En, &playable, "qs").len(), 1);
        assert!(card_choices(Lang::En, &[], "").is_empty());
    }

    #[test]
    fn buttons_are_parsed_strictly_and_placed() {
        let join = press(&button("j:555", 0)).unwrap();
        assert_eq!(join.surface, Surface::Table);
        assert_eq!(join.request.command, Command::Join);
        let act = press(&button("g:555:9:play.AH", 0)).unwrap();
        assert_eq!(act.surface, Surface::HandDm);
        assert_eq!(
            act.request.command,
            Command::Move(MoveAct {
                version: Some(9),
                mv: games::Move::parse("play:AH").unwrap()
            })
        );
        assert_eq!(act.request.table, TableKey::new(Platform::Discord, "555"));
        let eph = press(&button("g:555:9:close", 64)).unwrap();
        assert_eq!(eph.surface, Surface::HandEphemeral);
        for forged in ["a:555:9:p ZZ", "x:555", "j:5 5", ""] {
            assert_eq!(
                press(&button(forged, 0)),
                Err(BadPress::NotOurs),
                "{forged}"
            );
        }
        // Pressed in channel 555: a button naming another channel is refused, a table's or a
        // hand's alike (hands name other channels only in a direct message).
        for foreign in [
            "j:556",
            "k:556",
            "s:556",
            "h:556",
            "f:556",
            "v:556:schnorps",
        ] {
            assert_eq!(
                press(&button(foreign, 0)),
                Err(BadPress::ForeignChannel),
                "{foreign}"
            );
        }
        assert_eq!(
            press(&button("a:556:9:p-AH", 64)),
            Err(BadPress::ForeignChannel)
        );
        // A family move's button of an earlier release shows the hand again, at its version.
        let bid = press(&button("a:555:9:b-bettler", 0)).unwrap();
        assert_eq!(bid.surface, Surface::HandDm);
        assert_eq!(
            bid.request.command,
            Command::Pick(Pick {
                version: 9,
                ..Pick::default()
            })
        );
    }

    #[test]
    fn a_menu_choice_is_the_button_it_stands_for() {
        let chosen = press(&menu(&format!("{MENU}1"), &["g:555:9:discard.JC.QD"])).unwrap();
        assert_eq!(chosen.surface, Surface::HandDm);
        assert_eq!(
            chosen.request.command,
            Command::Move(MoveAct {
                version: Some(9),
                mv: games::Move::parse("discard:JC:QD").unwrap()
            })
        );
        for (id, values) in [
            ("menu:0", &[][..]),
            (
                "menu:0",
                &["g:555:9:discard.JC.QD", "g:555:9:discard.JC.KD"][..],
            ),
            ("menu:0", &["g:555:9:discard.JC QD"][..]),
            ("g:555:9:discard.JC.QD", &["g:555:9:discard.JC.QD"][..]),
        ] {
            assert_eq!(
                press(&menu(id, values)),
                Err(BadPress::NotOurs),
                "{id} {values:?}"
            );
        }
    }

    #[test]
    fn ids_convert_both_ways() {
        let key = table_key(ChannelId::new(555));
        assert_eq!(discord_channel(&key), Some(ChannelId::new(555)));
        assert_eq!(
            discord_channel(&TableKey::new(Platform::Telegram, "555")),
            None
        );
        assert_eq!(
            discord_channel(&TableKey::new(Platform::Discord, "abc")),
            None
        );
        let user = user_id(serenity::all::UserId::new(11));
        assert_eq!(discord_user(&user), Some(serenity::all::UserId::new(11)));
        assert_eq!(discord_user(&UserId::new(Platform::Discord, "0")), None);
    }
}
