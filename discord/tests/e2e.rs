//! The adapter end to end: the real serenity client against the fake Discord of `fake/`, a
//! real manager on a temporary sled store, users typing slash commands and pressing the buttons
//! the fake received.

mod fake;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bot_core::games::Level;
use bot_core::games::Move;
use bot_core::games::glossary::Face;
use bot_core::manager::{Button, ButtonData};
use bot_core::manager::{ConfiguredRules, SledStore, Store};
use bot_core::manager::{Lang, Manager, ManualClock, Phase, Platform, TableKey, Timing};
use bot_core::simulate::{hidden_cards, shows_a_hand};
use bot_core::text;
use bummerl_discord::{Settings, Tuning};
use fake::{DM_OFFSET, Fake, Req, TestUser, content, custom_ids, flags};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};

/// A server channel's id at its real length (a snowflake of 19 digits).
const CHANNEL: u64 = 1_234_567_890_123_456_789;
const ANNA: TestUser = TestUser {
    id: 11,
    name: "Anna",
    locale: "en-US",
};
const BERT: TestUser = TestUser {
    id: 12,
    name: "Bert",
    locale: "de",
};
const CARL: TestUser = TestUser {
    id: 13,
    name: "Carl",
    locale: "en-GB",
};
const DORA: TestUser = TestUser {
    id: 14,
    name: "Dora",
    locale: "de",
};

/// Where a hand was shown.
#[derive(Clone, Debug)]
struct Shown {
    user: u64,
    version: u64,
    content: String,
    buttons: Vec<String>,
    channel: u64,
    message: u64,
    ephemeral: bool,
}

struct Bot {
    fake: Fake,
    manager: Arc<Manager>,
    _dir: Arc<tempfile::TempDir>,
    outbox: mpsc::Sender<Vec<bot_core::manager::Message>>,
    stop: Option<oneshot::Sender<()>>,
    done: tokio::task::JoinHandle<Result<(), bummerl_discord::Error>>,
    /// Token of each injected interaction → (user, message pressed on, that message's flags).
    tokens: HashMap<String, (u64, u64, u64)>,
    /// The token of the latest injected interaction.
    last_token: String,
}

impl Bot {
    async fn start(tuning: Tuning, closed_dms: &[u64]) -> Bot {
        let fake = Fake::start().await;
        for &user in closed_dms {
            fake.close_dms(user);
        }
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        Bot::start_on(
            fake,
            Arc::new(dir),
            store,
            tuning,
            ConfiguredRules::default(),
        )
        .await
    }

    /// Stops the adapter and starts a new one — new memory, new manager — on the same store
    /// and fake: what a restart of the process leaves.
    async fn restart(self) -> Bot {
        let store = self.manager.store().clone();
        let (fake, dir) = (self.fake.clone(), Arc::clone(&self._dir));
        let tokens = self.tokens.clone();
        self.stop().await;
        let rules = ConfiguredRules::default();
        let mut bot = Bot::start_on(fake, dir, store, Tuning::default(), rules).await;
        bot.tokens = tokens;
        bot
    }

    /// [`Bot::start`] on `store`, with the house rules `rules` configured for new tables.
    async fn start_on(
        fake: Fake,
        dir: Arc<tempfile::TempDir>,
        store: impl Into<Arc<dyn Store>>,
        tuning: Tuning,
        rules: ConfiguredRules,
    ) -> Bot {
        let from = fake.len();
        let clock = ManualClock::at(1_000_000);
        let manager = Arc::new(
            Manager::with_clock(store, Timing::default(), Box::new(clock), 99)
                .with_default_rules(rules),
        );
        let settings = Settings {
            token: "fake-token-0123456789".into(),
            api_url: Some(fake.api_url().parse().unwrap()),
            default_lang: Lang::En,
            shards: None,
        };
        let (outbox, outbox_rx) = mpsc::channel(8);
        let (stop, stopped) = oneshot::channel();
        let done = tokio::spawn(bummerl_discord::run_tuned(
            Arc::clone(&manager),
            settings,
            tuning,
            outbox_rx,
            async {
                let _ = stopped.await;
            },
        ));
        fake.wait_ready_from(from).await;
        Bot {
            fake,
            manager,
            _dir: dir,
            outbox,
            stop: Some(stop),
            done,
            tokens: HashMap::new(),
            last_token: String::new(),
        }
    }

    async fn stop(mut self) {
        let _ = self.stop.take().unwrap().send(());
        let result = tokio::time::timeout(Duration::from_secs(5), self.done).await;
        result.expect("the adapter stops").unwrap().unwrap();
    }

    /// Asserts that every image a message shows is a file of that message (none broken).
    fn assert_no_broken_images(&self) {
        let broken = self.fake.broken_images();
        assert!(broken.is_empty(), "images without their file: {broken:?}");
    }

    /// What the store knows of `user`.
    fn record(&self, user: &TestUser) -> bot_core::store::UserRecord {
        let id = bot_core::manager::UserId::new(Platform::Discord, user.id.to_string());
        self.manager.user(&id).unwrap().unwrap()
    }

    fn key(&self) -> TableKey {
        TableKey::new(Platform::Discord, CHANNEL.to_string())
    }

    /// Injects an interaction and waits for its callback; returns the callback's body.
    async fn send(&mut self, (payload, token): (Value, String), user: u64) -> Value {
        let message = payload["message"]["id"]
            .as_str()
            .map_or(0, |m| m.parse().unwrap());
        let flags = payload["message"]["flags"].as_u64().unwrap_or(0);
        self.tokens.insert(token.clone(), (user, message, flags));
        self.last_token.clone_from(&token);
        let from = self.fake.len();
        self.fake.inject(payload);
        let path = format!("/{token}/callback");
        self.fake
            .wait_for(from, "the interaction's callback", |log| {
                log.iter()
                    .find(|r| r.path.ends_with(&path))
                    .map(|r| r.body.clone())
            })
            .await
    }

    async fn slash(&mut self, user: &TestUser, sub: &str, options: Value) -> Value {
        self.slash_in(CHANNEL, user, sub, options).await
    }

    /// A slash command in another channel (a DM with the bot for a DM channel's id).
    async fn slash_in(
        &mut self,
        channel: u64,
        user: &TestUser,
        sub: &str,
        options: Value,
    ) -> Value {
        self.send(fake::slash(user, channel, sub, options), user.id)
            .await
    }

    /// A slash command answered after a deferral: the deferral, then the final answer (an edit
    /// of the original response or a follow-up).
    async fn slash_deferred(&mut self, user: &TestUser, sub: &str, options: Value) -> Req {
        let deferred = self.slash(user, sub, options).await;
        assert_eq!(deferred["type"], 5, "deferred: {deferred}");
        let webhook = format!("/{}", self.last_token);
        self.fake
            .wait_for(0, "the final answer", |log| {
                log.iter()
                    .filter(|r| r.path.starts_with("/webhooks/") && r.path.contains(&webhook))
                    .find(|r| r.method != "DELETE")
                    .cloned()
            })
            .await
    }

    async fn press(
        &mut self,
        user: &TestUser,
        channel: u64,
        message: u64,
        flags: u64,
        id: &str,
    ) -> Value {
        self.send(fake::press(user, channel, message, flags, id), user.id)
            .await
    }

    /// The table message: its id and buttons, after the fake received a version with `button`.
    async fn table_with(&self, button: &str) -> (u64, Vec<String>) {
        self.table_in(CHANNEL, button).await
    }

    /// The table message in `channel`, as [`Bot::table_with`].
    async fn table_in(&self, channel: u64, button: &str) -> (u64, Vec<String>) {
        let channel = format!("/channels/{channel}/messages");
        self.fake
            .wait_for(0, "the table message", |log| {
                let last = log.iter().rfind(|r| {
                    r.path.starts_with(&channel) && content(&r.body).starts_with("```")
                })?;
                let ids = custom_ids(&last.body);
                ids.iter()
                    .any(|b| b == button)
                    .then(|| (last.message_id.unwrap(), ids))
            })
            .await
    }

    /// The newest text the fake received for message `id`.
    fn newest_text(&self, id: u64) -> String {
        self.fake
            .log()
            .into_iter()
            .rfind(|r| r.message_id == Some(id))
            .map(|r| content(&r.body))
            .expect("the message was sent")
    }

    /// The first message posted to the table's channel that contains `needle`, waited for: the
    /// adapter answers a press first and posts to the channel after, so a post a press caused
    /// may still be on its way when the press is answered.
    async fn channel_post(&self, needle: &str) -> String {
        self.fake
            .wait_for(0, needle, |log| {
                log.iter()
                    .filter(|r| {
                        r.method == "POST" && r.path == format!("/channels/{CHANNEL}/messages")
                    })
                    .map(|r| content(&r.body))
                    .find(|c| c.contains(needle))
            })
            .await
    }

    /// Every hand shown so far, in order.
    fn hands(&self) -> Vec<Shown> {
        hands(&self.fake.log(), &self.tokens)
    }

    /// Waits for a hand with buttons newer than `version`; `None` once the table is back in
    /// the lobby (the Bummerl is decided).
    async fn next_hand(&self, version: u64) -> Option<Shown> {
        self.next_hand_at(&self.key(), version).await
    }

    /// [`Bot::next_hand`] for the table of `key`.
    async fn next_hand_at(&self, key: &TableKey, version: u64) -> Option<Shown> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let newest = self
                .hands()
                .into_iter()
                .filter(|h| h.version > version && !h.buttons.is_empty())
                .max_by_key(|h| h.version);
            if newest.is_some() {
                return newest;
            }
            let table = self.manager.table(key).unwrap();
            if table.is_none_or(|t| t.phase == Phase::Lobby) {
                return None;
            }
            assert!(
                Instant::now() < deadline,
                "no new hand after version {version}"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Opens a table for Anna, seats `other` through the Join button, starts through Start.
    async fn open_and_start(&mut self, other: &TestUser) {
        let opened = self.slash(&ANNA, "new", json!([])).await;
        assert_eq!(opened["type"], 4, "{opened}");
        let (table, buttons) = self.table_with(&payload(Button::Join)).await;
        let variants = [
            "schnapsen",
            "sechsundsechzig",
            "schnorps",
            "bauernschnapsen",
            "dreierschnapsen",
        ]
        .map(variant_payload);
        let phase = [payload(Button::Join), payload(Button::AddComputer)];
        assert_eq!(buttons, [&phase[..], &variants].concat());
        // The variant buttons are the opener's: Bert's press is refused, Anna's is taken.
        let refused = self
            .press(other, CHANNEL, table, 0, &variant_payload("schnorps"))
            .await;
        assert_eq!(
            refused["data"]["flags"], 64,
            "an ephemeral refusal: {refused}"
        );
        let chosen = self
            .press(&ANNA, CHANNEL, table, 0, &variant_payload("schnapsen"))
            .await;
        assert_eq!(chosen["type"], 6, "{chosen}");
        let joined = self
            .press(other, CHANNEL, table, 0, &payload(Button::Join))
            .await;
        assert_eq!(
            joined["type"], 6,
            "a table button is acknowledged: {joined}"
        );
        let (table, _) = self.table_with(&payload(Button::Start)).await;
        self.press(&ANNA, CHANNEL, table, 0, &payload(Button::Start))
            .await;
        self.table_with(&payload(Button::ShowHand)).await;
    }

    /// Presses the first button of each newest hand until the Bummerl is decided; returns the
    /// number of moves.
    async fn play_out(&mut self, users: &[&TestUser]) -> usize {
        self.play_out_at(&self.key(), users).await
    }

    /// [`Bot::play_out`] at the table of `key`.
    async fn play_out_at(&mut self, key: &TableKey, users: &[&TestUser]) -> usize {
        let mut version = 0;
        let mut moves = 0;
        while let Some(hand) = self.next_hand_at(key, version).await {
            let user = users
                .iter()
                .find(|u| u.id == hand.user)
                .expect("a seated user's hand");
            let flags = if hand.ephemeral { 64 } else { 0 };
            let reply = self
                .press(user, hand.channel, hand.message, flags, &hand.buttons[0])
                .await;
            assert_eq!(reply["type"], 7, "a hand's press updates the hand: {reply}");
            version = hand.version;
            moves += 1;
            assert!(moves < 500, "the Bummerl does not end");
        }
        moves
    }
}

/// The payload of `button` at the table of `channel`, as the bot writes it.
fn payload_at(channel: u64, button: Button) -> String {
    ButtonData::new(channel.to_string(), button).to_string()
}

/// The payload of `button` at the table in [`CHANNEL`].
fn payload(button: Button) -> String {
    payload_at(CHANNEL, button)
}

/// The payload of the lobby's button for a variant.
fn variant_payload(name: &str) -> String {
    payload(Button::Variant(name.parse().unwrap()))
}

/// What a payload stands for (`None`: not one of the bot's).
fn data(id: &str) -> Option<ButtonData> {
    ButtonData::parse(id).ok()
}

/// The state version a hand's button carries: a move of the Schnapsen family, a registry
/// game's move or card toggle.
fn act_version(id: &str) -> Option<u64> {
    match data(id)?.button {
        Button::Ready { version } | Button::Move { version, .. } => Some(version),
        Button::Pick(pick) => Some(pick.version),
        _ => None,
    }
}

/// The registry game's move a button makes, if it makes one.
fn game_move(id: &str) -> Option<Move> {
    match data(id)?.button {
        Button::Move { mv, .. } => Some(mv),
        _ => None,
    }
}

/// The same hand's button made at another state version (an old one: a stale button).
fn at_version(id: &str, version: u64) -> String {
    let mut data = data(id).expect("a button of the bot");
    match &mut data.button {
        Button::Ready { version: v } | Button::Move { version: v, .. } => *v = version,
        Button::Pick(pick) => pick.version = version,
        other => panic!("not a hand's button: {other:?}"),
    }
    data.to_string()
}

/// Whether a button belongs under a hand.
fn is_move(id: &str) -> bool {
    act_version(id).is_some()
}

fn is_hand(body: &Value) -> bool {
    let text = content(body);
    text.contains("Your cards:")
        || text.contains("Deine Karten:")
        || custom_ids(body).iter().any(|id| is_move(id))
}

/// Hands in the log: DM posts and edits, and interaction answers and webhook edits carrying a
/// hand, attributed to their user.
fn hands(log: &[Req], tokens: &HashMap<String, (u64, u64, u64)>) -> Vec<Shown> {
    let mut shown = Vec::new();
    for r in log.iter().filter(|r| is_hand(&r.body)) {
        let parts: Vec<&str> = r.path.trim_matches('/').split('/').collect();
        let buttons: Vec<String> = custom_ids(&r.body)
            .into_iter()
            .filter(|id| is_move(id))
            .collect();
        let version = buttons
            .iter()
            .filter_map(|id| act_version(id))
            .max()
            .unwrap_or(0);
        let (user, channel, message, ephemeral) = match parts.as_slice() {
            ["channels", channel, "messages", ..] => {
                let channel: u64 = channel.parse().unwrap();
                let (Some(message), Some(user)) = (r.message_id, fake::dm_user(channel)) else {
                    continue;
                };
                (user, channel, message, false)
            }
            ["interactions", _, token, "callback"] => {
                let (user, message, message_flags) = tokens[*token];
                let update = r.body["type"] == 7;
                let ephemeral = if update {
                    message_flags == 64
                } else {
                    flags(&r.body) == 64
                };
                let channel = if update && !ephemeral {
                    user + DM_OFFSET
                } else {
                    CHANNEL
                };
                (user, channel, if update { message } else { 1 }, ephemeral)
            }
            ["webhooks", _, token, ..] => (tokens[*token].0, CHANNEL, 1, true),
            _ => continue,
        };
        shown.push(Shown {
            user,
            version,
            content: content(&r.body),
            buttons,
            channel,
            message,
            ephemeral,
        });
    }
    shown
}

/// No hand went anywhere but its owner's DM or an ephemeral answer to its owner.
fn assert_hands_private(log: &[Req], tokens: &HashMap<String, (u64, u64, u64)>, seated: &[u64]) {
    let mut checked = 0;
    for r in log.iter().filter(|r| is_hand(&r.body)) {
        let parts: Vec<&str> = r.path.trim_matches('/').split('/').collect();
        match parts.as_slice() {
            ["channels", channel, "messages", ..] => {
                let channel: u64 = channel.parse().unwrap();
                let user = fake::dm_user(channel);
                assert!(user.is_some(), "a hand in a channel: {r:?}");
                assert!(
                    user.is_some_and(|user| seated.contains(&user)),
                    "a hand to a stranger: {r:?}"
                );
            }
            ["interactions", _, token, "callback"] => {
                let (user, _, message_flags) = tokens[*token];
                assert!(seated.contains(&user));
                match r.body["type"].as_u64() {
                    Some(4) => assert_eq!(flags(&r.body), 64, "a public hand: {r:?}"),
                    Some(7) => {
                        let dm = tokens.iter().any(|(t, _)| t == token) && message_flags != 64;
                        assert!(
                            message_flags == 64 || dm,
                            "a hand replacing a public message"
                        );
                    }
                    other => panic!("a hand in a response of type {other:?}: {r:?}"),
                }
            }
            ["webhooks", _, token, rest @ ..] => {
                let (user, _, _) = tokens[*token];
                assert!(seated.contains(&user));
                if r.method == "POST" || rest.last() != Some(&"@original") {
                    assert_eq!(flags(&r.body), 64, "a public follow-up with a hand: {r:?}");
                }
            }
            _ => panic!("a hand sent somewhere unexpected: {r:?}"),
        }
        checked += 1;
    }
    assert!(checked > 0, "no hands were sent at all");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_bummerl_with_two_users_pressing_buttons() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    // Each player got his hand by DM, in his language.
    let dm_hand = |user: u64| format!("/channels/{}/messages", user + DM_OFFSET);
    bot.fake
        .wait_for(0, "both hands", |log| {
            let sent = |user| log.iter().any(|r| r.path == dm_hand(user));
            (sent(ANNA.id) && sent(BERT.id)).then_some(())
        })
        .await;
    let log = bot.fake.log();
    let dms: Vec<&Req> = log
        .iter()
        .filter(|r| r.path == "/users/@me/channels")
        .collect();
    assert_eq!(dms.len(), 2, "one DM channel per player");
    let to = |user: u64| {
        log.iter()
            .find(|r| r.path == format!("/channels/{}/messages", user + DM_OFFSET))
            .map(|r| content(&r.body))
            .unwrap()
    };
    assert!(to(ANNA.id).contains("Your cards:"), "{}", to(ANNA.id));
    assert!(to(BERT.id).contains("Deine Karten:"), "{}", to(BERT.id));
    let moves = bot.play_out(&[&ANNA, &BERT]).await;
    assert!(moves >= 8, "a Bummerl takes more than a game: {moves}");
    let table = bot.manager.table(&bot.key()).unwrap().unwrap();
    assert_eq!(table.bummerl_number, 2, "the first Bummerl is decided");
    // The Bummerl's end was announced in the channel.
    bot.channel_post("Bummerl").await;
    let log = bot.fake.log();
    // The table message was only ever edited in place after it was posted.
    let table_posts = log
        .iter()
        .filter(|r| r.method == "POST" && r.path == format!("/channels/{CHANNEL}/messages"))
        .filter(|r| content(&r.body).starts_with("```"))
        .count();
    assert_eq!(table_posts, 1, "one table message");
    // Hands were edited in place in the DMs rather than posted anew.
    let dm_posts = log
        .iter()
        .filter(|r| r.method == "POST" && r.path.starts_with("/channels/1000"))
        .count();
    assert!(dm_posts <= 2, "{dm_posts} DM hand posts");
    assert_hands_private(&log, &bot.tokens, &[ANNA.id, BERT.id]);
    // The hands lost their buttons with the Bummerl; the table message keeps its own.
    bot.fake
        .until("hands without buttons after the Bummerl", |fake| {
            let live = fake.live_buttons();
            live.values()
                .all(|(channel, _)| *channel == CHANNEL)
                .then_some(())
        })
        .await;
    // Timer messages from elsewhere: a reminder by DM, a forfeit offer with its button.
    use bot_core::manager::{Body, Event, Message, Recipient, UserId};
    let anna = UserId::new(Platform::Discord, ANNA.id.to_string());
    let from = bot.fake.len();
    let reminder = Message {
        to: Recipient::User(anna),
        body: Body::Event(Event::Reminder { seconds_left: 60 }),
    };
    let forfeit = Message {
        to: Recipient::Channel(bot.key()),
        body: Body::Event(Event::ForfeitAvailable {
            absent: "Bert".into(),
        }),
    };
    bot.outbox.send(vec![reminder, forfeit]).await.unwrap();
    let (dm, channel) = bot
        .fake
        .wait_for(from, "the outbox messages", |log| {
            let dm = log.iter().find(|r| r.path == dm_hand(ANNA.id))?;
            let channel = log
                .iter()
                .find(|r| r.path == format!("/channels/{CHANNEL}/messages"))?;
            Some((dm.body.clone(), channel.body.clone()))
        })
        .await;
    assert!(
        !content(&dm).is_empty() && custom_ids(&dm).is_empty(),
        "{dm}"
    );
    assert_eq!(
        custom_ids(&channel),
        [payload(Button::Forfeit)],
        "{channel}"
    );
    // `/schnapsen export`: the last finished deal as a file that replays to its result; the one
    // before by `back`; a deal not kept is answered with what is kept, with no file.
    for back in [json!([]), json!([{"name": "back", "type": 4, "value": 2}])] {
        let answer = bot.slash(&BERT, "export", back).await;
        let file = &answer["files"][0];
        let name = file["file_name"].as_str().unwrap_or_default();
        assert!(name.starts_with("bummerl-schnapsen-deal-"), "{answer}");
        assert!(content(&answer).contains("bummerl replay"), "{answer}");
        let scenario: Value = serde_json::from_str(file["contents"].as_str().unwrap()).unwrap();
        let replayed = bot_core::manager::replay(&scenario).unwrap();
        assert_eq!(replayed["actions"], scenario["expect"]["actions"]);
        assert_eq!(replayed["result"], scenario["expect"]["result"]);
    }
    let far = json!([{"name": "back", "type": 4, "value": 900}]);
    let answer = bot.slash(&BERT, "export", far).await;
    assert!(
        content(&answer).contains("Ein beendetes Spiel 900 zurück gibt es hier nicht"),
        "{answer}"
    );
    assert!(
        answer["files"].as_array().is_none_or(Vec::is_empty),
        "no file: {answer}"
    );
    steps_through_a_replay(&mut bot).await;
    a_replay_never_shows_the_running_deal(&mut bot).await;
    a_server_manager_ends_the_season(&mut bot).await;
    bot.stop().await;
}

/// `/schnapsen replay`: the last finished deal as dealt, every hand open, in the channel's
/// language with ▶; a press updates that message to the step it names; keys of a deal not
/// kept, of a step the deal does not have, or of another channel's replay are refused to the
/// presser alone, in his language.
async fn steps_through_a_replay(bot: &mut Bot) {
    let (number, record) = bot.manager.finished_deal(&bot.key(), 1).unwrap();
    let step = |step: u32| payload(Button::Replay { deal: number, step });
    let answer = bot.slash(&BERT, "replay", json!([])).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let dealt = content(&answer);
    assert!(
        dealt.starts_with(&format!("── Replay of deal {number} (Schnapsen): as dealt")),
        "{answer}"
    );
    assert!(
        dealt.contains("Anna: ") && dealt.contains("Bert: "),
        "{dealt}"
    );
    assert_eq!(custom_ids(&answer), [step(1)]);
    let message = 4242;
    let next = bot.press(&ANNA, CHANNEL, message, 0, &step(1)).await;
    assert_eq!(next["type"], 7, "the message is updated: {next}");
    let moves = record.moves.len();
    assert!(
        content(&next).contains(&format!("move 1 of {moves}")),
        "{next}"
    );
    assert_eq!(custom_ids(&next), [step(0), step(2)]);
    let back = bot.press(&ANNA, CHANNEL, message, 0, &step(0)).await;
    assert_eq!(content(&back), dealt);
    let last = bot
        .press(&ANNA, CHANNEL, message, 0, &step(moves as u32))
        .await;
    assert!(content(&last).contains("Result: "), "{last}");
    assert_eq!(
        custom_ids(&last),
        [step(moves as u32 - 1)],
        "no ▶ at the end"
    );
    let refusals = [
        (
            step(moves as u32 + 1),
            format!("hat keinen Zug {}", moves + 1),
        ),
        (
            payload(Button::Replay { deal: 900, step: 0 }),
            "Spiel 900 wird hier nicht mehr aufbewahrt".to_owned(),
        ),
        (
            payload_at(
                CHANNEL + 1,
                Button::Replay {
                    deal: number,
                    step: 1,
                },
            ),
            "anderen Kanal".to_owned(),
        ),
    ];
    for (id, said) in refusals {
        let answer = bot.press(&BERT, CHANNEL, message, 0, &id).await;
        assert!(content(&answer).contains(&said), "{id}: {answer}");
        assert_eq!(
            fake::flags(&answer) & 64,
            64,
            "to the presser alone: {answer}"
        );
    }
}

/// `/schnapsen replay` while the next Bummerl's first deal runs at the table: without options,
/// with `back` and with `step`, each answer is a finished deal's step exactly as the core renders
/// its record, and no hand it shows holds a running hand's cards that the channel does not see;
/// a step the deal does not have is refused to the asker alone, in his language.
async fn a_replay_never_shows_the_running_deal(bot: &mut Bot) {
    let (table, _) = bot.table_with(&payload(Button::Start)).await;
    bot.press(&ANNA, CHANNEL, table, 0, &payload(Button::Start))
        .await;
    let table = bot.manager.table(&bot.key()).unwrap().unwrap();
    let running = table.round().expect("the next deal runs").game.clone();
    let hidden = hidden_cards(&running, Lang::En);
    assert!(!hidden.is_empty(), "the running deal hides cards");
    let moves = bot
        .manager
        .finished_deal(&bot.key(), 1)
        .unwrap()
        .1
        .moves
        .len();
    let back = |n: usize| json!({"name": "back", "type": 4, "value": n});
    let step = |n: usize| json!({"name": "step", "type": 4, "value": n});
    for (options, deal, at) in [
        (json!([]), 1, 0),
        (json!([back(2)]), 2, 0),
        (json!([back(1), step(3)]), 1, 3),
        (json!([step(moves)]), 1, moves),
    ] {
        let answer = bot.slash(&BERT, "replay", options.clone()).await;
        let (number, record) = bot.manager.finished_deal(&bot.key(), deal).unwrap();
        let view = bot_core::manager::replay_view(&bot.key(), number, &record, at).unwrap();
        let said = content(&answer);
        assert_eq!(said, text::replay(Lang::En, &view), "{options}");
        for line in said.lines() {
            assert!(!shows_a_hand(line, &hidden), "{options}: {line}");
        }
    }
    let beyond = bot.slash(&BERT, "replay", json!([step(moves + 1)])).await;
    assert!(
        content(&beyond).contains(&format!("hat keinen Zug {}", moves + 1)),
        "{beyond}"
    );
    assert_eq!(flags(&beyond) & 64, 64, "to the asker alone: {beyond}");
}

/// `/schnapsen endseason`: refused to a member without Manage Server, in his language; done for
/// one with it. The new season's board is empty and names the past one, which
/// `/schnapsen leaderboard season:` shows as it was.
async fn a_server_manager_ends_the_season(bot: &mut Bot) {
    let board = content(&bot.slash(&BERT, "leaderboard", json!([])).await);
    assert!(board.contains("rating"), "{board}");
    let refused = bot.slash(&BERT, "endseason", json!([])).await;
    assert!(
        content(&refused).contains("Die Saison beenden darf nur, wer diesen Kanal verwaltet."),
        "{refused}"
    );
    // What the channel is told, in its language.
    let by_manager = fake::managing_server(fake::slash(&BERT, CHANNEL, "endseason", json!([])));
    let ended = content(&bot.send(by_manager, BERT.id).await);
    let name = ended
        .strip_prefix("Season ")
        .and_then(|rest| rest.split(' ').next())
        .unwrap_or_else(|| panic!("{ended}"))
        .to_owned();
    assert!(
        ended.contains(&format!("season {name}.2 has begun.")),
        "{ended}"
    );
    let fresh = content(&bot.slash(&BERT, "leaderboard", json!([])).await);
    assert!(fresh.contains("No results yet."), "{fresh}");
    assert!(fresh.contains(&format!("Past seasons: {name} ")), "{fresh}");
    let season = json!([{"name": "season", "type": 3, "value": name}]);
    let past = content(&bot.slash(&BERT, "leaderboard", season).await);
    let entries = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.contains(" — "))
            .map(str::to_owned)
            .collect()
    };
    assert!(past.contains(&format!("past season {name}:")), "{past}");
    assert_eq!(entries(&past), entries(&board), "{past}");
    let bad = json!([{"name": "season", "type": 3, "value": "letzte"}]);
    let refused = content(&bot.slash(&BERT, "leaderboard", bad).await);
    assert!(refused.contains("letzte"), "{refused}");
    // Anna's profile, asked for by Bert naming her: this season empty, her place in the last.
    let anna = json!([{"name": "user", "type": 6, "value": ANNA.id.to_string()}]);
    let profile = content(&bot.slash(&BERT, "profile", anna).await);
    assert!(
        profile.starts_with("Anna in this channel:\n  Schnapsen: Bummerl 0:0"),
        "{profile}"
    );
    assert!(
        profile.contains(&format!("best place: 2 (season {name})")),
        "{profile}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_with_closed_dms_plays_through_the_ephemeral_fallback() {
    let mut bot = Bot::start(Tuning::default(), &[BERT.id]).await;
    bot.open_and_start(&BERT).await;
    let (table, _) = bot.table_with(&payload(Button::ShowHand)).await;
    // Bert's DM failed with 50007; "My cards" answers with his hand, ephemerally.
    let mine = bot
        .press(&BERT, CHANNEL, table, 0, &payload(Button::ShowHand))
        .await;
    assert_eq!(mine["type"], 4);
    assert_eq!(flags(&mine), 64, "{mine}");
    assert!(content(&mine).contains("Deine Karten:"), "{mine}");
    let record = bot.record(&BERT);
    assert!(record.blocked, "closed DMs are remembered");
    // Anna asking gets a note: her cards are in her DMs.
    let hers = bot
        .press(&ANNA, CHANNEL, table, 0, &payload(Button::ShowHand))
        .await;
    assert_eq!(flags(&hers), 64);
    assert!(content(&hers).contains("direct messages"), "{hers}");
    let moves = bot.play_out(&[&ANNA, &BERT]).await;
    assert!(moves > 0);
    let hands = bot.hands();
    let berts: Vec<&Shown> = hands.iter().filter(|h| h.user == BERT.id).collect();
    assert!(
        berts.iter().all(|h| h.ephemeral),
        "Bert's hands are all ephemeral"
    );
    assert!(
        berts.iter().filter(|h| !h.buttons.is_empty()).count() >= 2,
        "Bert played"
    );
    // After Anna's moves, Bert's ephemeral hand was edited through its token.
    let log = bot.fake.log();
    assert!(
        log.iter()
            .any(|r| r.method == "PATCH" && r.path.starts_with("/webhooks/") && is_hand(&r.body)),
        "the ephemeral hand follows the game"
    );
    assert_hands_private(&log, &bot.tokens, &[ANNA.id, BERT.id]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_and_forged_buttons_and_strangers_are_refused() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    let hand = bot.next_hand(0).await.unwrap();
    let (mover, other) = if hand.user == ANNA.id {
        (ANNA, BERT)
    } else {
        (BERT, ANNA)
    };
    let before = bot.manager.table(&bot.key()).unwrap();
    let refused = |reply: &Value, words: &[&str]| {
        assert_eq!(reply["type"], 4, "{reply}");
        assert_eq!(flags(reply), 64, "refusals are ephemeral: {reply}");
        let text = content(reply);
        assert!(words.iter().any(|w| text.contains(w)), "{text}");
    };
    // Forged ids: not ours at all, and a card that is not a card.
    for forged in ["x:555", "a:555:1:p ZZ", "j:555;drop", &"j:1".repeat(40)] {
        let reply = bot
            .press(&mover, hand.channel, hand.message, 0, forged)
            .await;
        refused(&reply, &["I do not know that.", "Das kenne ich nicht."]);
    }
    // A stale version: the message it sat on shows the current hand instead, with buttons.
    let stale = at_version(&hand.buttons[0], 1);
    let reply = bot
        .press(&mover, hand.channel, hand.message, 0, &stale)
        .await;
    assert_eq!(reply["type"], 7, "the pressed message is updated: {reply}");
    let current: Vec<Option<u64>> = custom_ids(&reply)
        .iter()
        .map(|id| act_version(id))
        .collect();
    assert!(
        !current.is_empty() && current.iter().all(|v| *v == Some(hand.version)),
        "the current hand's buttons: {reply}"
    );
    // ... and says so, in the presser's language, above the hand (issue #45).
    let lang = bummerl_discord::incoming::lang_of(mover.locale);
    let said = content(&reply);
    let note = bot_core::text::hand_refreshed(lang);
    assert!(
        said.starts_with(&format!("{note}\n")) && is_hand(&reply),
        "{said}"
    );
    // A family move's button of an earlier release answers the same way.
    let channel = ButtonData::parse(&hand.buttons[0]).unwrap().channel;
    let old = format!("a:{channel}:1:p-AH");
    let reply = bot.press(&mover, hand.channel, hand.message, 0, &old).await;
    assert_eq!(reply["type"], 7, "the pressed message is updated: {reply}");
    assert!(content(&reply).starts_with(&format!("{note}\n")), "{reply}");
    assert!(is_hand(&reply), "{reply}");
    // The opponent pressing the mover's button.
    let reply = bot
        .press(&other, hand.channel, hand.message, 0, &hand.buttons[0])
        .await;
    refused(&reply, &["not your turn", "nicht am Zug"]);
    // A user not seated at the table: a move, Start, and My cards.
    let reply = bot
        .press(&CARL, CARL.id + DM_OFFSET, 1, 0, &hand.buttons[0])
        .await;
    refused(&reply, &["You are not seated at this table."]);
    let (table, _) = bot.table_with(&payload(Button::ShowHand)).await;
    let reply = bot
        .press(&CARL, CHANNEL, table, 0, &payload(Button::ShowHand))
        .await;
    refused(&reply, &["You are not seated at this table."]);
    let reply = bot.slash(&CARL, "close", json!([])).await;
    refused(&reply, &["You are not seated at this table."]);
    let reply = bot.slash(&CARL, "join", json!([])).await;
    refused(&reply, &["already started"]);
    assert_eq!(
        bot.manager.table(&bot.key()).unwrap(),
        before,
        "refusals change nothing"
    );
    // The real button still works.
    let reply = bot
        .press(&mover, hand.channel, hand.message, 0, &hand.buttons[0])
        .await;
    assert_eq!(reply["type"], 7);
    assert_hands_private(&bot.fake.log(), &bot.tokens, &[ANNA.id, BERT.id]);
    // The opener alone cannot close the table while the Bummerl runs: Bert is asked.
    let (table, _) = bot.table_with(&payload(Button::ShowHand)).await;
    let asked = bot.slash(&ANNA, "abort", json!([])).await;
    assert_eq!(asked["type"], 4, "{asked}");
    assert!(
        content(&asked).contains("Leaving instead resigns it"),
        "{asked}"
    );
    assert!(bot.manager.table(&bot.key()).unwrap().is_some());
    // Both agree: the table message keeps its text but loses its buttons.
    let aborted = bot.slash(&BERT, "abort", json!([])).await;
    assert_eq!(aborted["type"], 4, "{aborted}");
    assert!(bot.manager.table(&bot.key()).unwrap().is_none());
    let path = format!("/channels/{CHANNEL}/messages/{table}");
    let closed = bot
        .fake
        .wait_for(0, "the closed table", |log| {
            log.iter()
                .find(|r| r.path == path && r.body.get("content").is_none())
                .cloned()
        })
        .await;
    assert_eq!(closed.body["components"], json!([]), "{closed:?}");
    bot.stop().await;
}

/// `[house_rules]` as `bummerl run` reads it (`BUMMERL_HOUSE_RULES`) reaches a table opened on
/// Discord, under its own game only; `/schnapsen rules` shows it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn configured_house_rules_reach_a_new_table() {
    let env = |name: &str| {
        (name == "BUMMERL_HOUSE_RULES").then(|| {
            "schnapsen.black_close_penalty=4,sechsundsechzig.black_close_penalty=2".to_owned()
        })
    };
    let config = bummerl_config::Config::load(None, &env).unwrap();
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let tuning = Tuning::default();
    let rules = config.house_rules.clone();
    let mut bot = Bot::start_on(fake, Arc::new(dir), store, tuning, rules).await;
    bot.slash(&ANNA, "new", json!([])).await;
    let table = bot.manager.table(&bot.key()).unwrap().unwrap();
    assert_eq!(table.game_rules.0["black_close_penalty"], 4, "{table:?}");
    let shown = bot.slash(&ANNA, "rules", json!([])).await;
    let text = shown.to_string();
    assert!(text.contains("black_close_penalty = 4"), "{text}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_autocomplete_and_slow_answers_deferred() {
    // Deferring at once exercises the path for answers that take longer than Discord waits.
    let tuning = Tuning {
        ack_after: Duration::ZERO,
    };
    let mut bot = Bot::start(tuning, &[]).await;
    let computer = json!([{"name": "computer", "type": 3, "value": Level::Random.name()}]);
    let opened = bot.slash(&ANNA, "new", computer).await;
    assert_eq!(opened["type"], 5, "deferred: {opened}");
    bot.fake
        .wait_for(0, "the deferred answer", |log| {
            log.iter()
                .find(|r| r.method == "PATCH" && r.path.ends_with("/messages/@original"))
                .map(|r| r.body.clone())
        })
        .await;
    bot.table_with(&payload(Button::ShowHand)).await;
    // Autocomplete offers Anna's playable cards (if it is her turn), never anybody else's.
    let table = bot.manager.table(&bot.key()).unwrap().unwrap();
    let anna = bot_core::manager::UserId::new(Platform::Discord, ANNA.id.to_string());
    let playable = bummerl_discord::incoming::legal_plays(&table, &anna);
    let annas_turn = table.round().and_then(|r| r.player_to_act()) == table.player_of(&anna);
    assert_eq!(
        !playable.is_empty(),
        annas_turn,
        "the cards to play are Anna's on her turn"
    );
    let from = bot.fake.len();
    let (payload, token) = fake::autocomplete(&ANNA, CHANNEL, "");
    bot.fake.inject(payload);
    let choices = bot
        .fake
        .wait_for(from, "autocomplete", |log| {
            log.iter()
                .find(|r| r.path.contains(&token))
                .map(|r| r.body["data"]["choices"].clone())
        })
        .await;
    let offered: Vec<&str> = choices
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(offered.len(), playable.len(), "{choices}");
    // A hint is answered privately to the asker.
    let hint = bot.slash_deferred(&ANNA, "hint", json!([])).await;
    assert_eq!(flags(&hint.body), 64, "{hint:?}");
    assert!(
        !content(&hint.body).is_empty() && content(&hint.body) != "Done.",
        "{hint:?}"
    );
    // Play against the computer by slash command until the Bummerl is decided.
    let mut moves = 0;
    loop {
        let table = bot.manager.table(&bot.key()).unwrap().unwrap();
        if table.phase == Phase::Lobby {
            break;
        }
        let card = bummerl_discord::incoming::legal_plays(&table, &anna)
            .first()
            .map(|(card, _)| *card);
        let Some(card) = card else {
            // Not a play (a Bummerl always has one on Anna's turn): say "genug" if allowed.
            bot.slash_deferred(&ANNA, "genug", json!([])).await;
            moves += 1;
            assert!(moves < 500);
            continue;
        };
        let option = json!([{"name": "card", "type": 3, "value": card.to_string()}]);
        bot.slash_deferred(&ANNA, "play", option).await;
        moves += 1;
        assert!(moves < 500, "the Bummerl does not end");
    }
    // A refusal after a public deferral ends as an ephemeral follow-up.
    let followup = bot.slash_deferred(&CARL, "leave", json!([])).await;
    assert_eq!(followup.method, "POST", "{followup:?}");
    assert_eq!(flags(&followup.body), 64);
    assert!(
        content(&followup.body).contains("not seated"),
        "{followup:?}"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_plays_against_the_computer_in_a_dm_with_the_bot() {
    use bummerl_discord::words::{self, Note};
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    // The command may be used in servers and in DMs with the bot.
    let registered = bot
        .fake
        .log()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .unwrap();
    assert_eq!(
        registered.body[0]["contexts"],
        json!([0, 1]),
        "{registered:?}"
    );
    let dm = ANNA.id + DM_OFFSET;
    let key = TableKey::new(Platform::Discord, dm.to_string());
    // Nobody else can join in a DM: a table there is against the computer.
    let alone = bot.slash_in(dm, &ANNA, "new", json!([])).await;
    assert_eq!(flags(&alone), 64, "{alone}");
    assert_eq!(content(&alone), words::note(Lang::En, &Note::AgainstMeHere));
    assert!(bot.manager.table(&key).unwrap().is_none());
    let computer = json!([{"name": "computer", "type": 3, "value": Level::Random.name()}]);
    let opened = bot.slash_in(dm, &ANNA, "new", computer).await;
    assert_eq!(opened["type"], 4, "{opened}");
    // The table message and the hand, both in the DM.
    let (table, buttons) = bot.table_in(dm, &payload_at(dm, Button::ShowHand)).await;
    assert_eq!(buttons, [payload_at(dm, Button::ShowHand)]);
    let hand = bot.next_hand_at(&key, 0).await.expect("Anna's hand");
    assert_eq!(hand.channel, dm, "{hand:?}");
    assert_ne!(hand.message, table);
    // The moves of Schnapsen hosted as a game of the registry, a card among them.
    let at_dm = |b: &String| data(b).is_some_and(|d| d.channel == dm.to_string());
    assert!(
        hand.buttons
            .iter()
            .all(|b| at_dm(b) && game_move(b).is_some()),
        "{hand:?}"
    );
    assert!(at_dm(&play_button(&hand.buttons)));
    // The Bummerl, by buttons on the DM hand.
    let moves = bot.play_out_at(&key, &[&ANNA]).await;
    assert!(moves >= 5, "{moves} moves");
    let state = bot.manager.table(&key).unwrap().unwrap();
    assert_eq!(state.bummerl_number, 2, "the first Bummerl is decided");
    let (again, _) = bot.table_in(dm, &payload_at(dm, Button::Start)).await;
    assert_eq!(again, table, "the table message is edited in place");
    // Nothing went twice or elsewhere: one table message and one hand message in the DM, and
    // no request to any other channel.
    let log = bot.fake.log();
    let posts: Vec<&Req> = log
        .iter()
        .filter(|r| r.method == "POST" && r.path == format!("/channels/{dm}/messages"))
        .collect();
    let tables = posts
        .iter()
        .filter(|r| content(&r.body).starts_with("```"))
        .count();
    let hands = posts.iter().filter(|r| is_hand(&r.body)).count();
    assert_eq!((tables, hands), (1, 1), "{posts:#?}");
    assert!(
        log.iter()
            .filter(|r| r.path.starts_with("/channels/"))
            .all(|r| r.path.starts_with(&format!("/channels/{dm}/"))),
        "a message outside the DM"
    );
    assert_hands_private(&log, &bot.tokens, &[ANNA.id]);
    // The table commands work in the DM as in a channel.
    let score = bot.slash_in(dm, &ANNA, "score", json!([])).await;
    assert!(content(&score).contains("Bummerl 2"), "{score}");
    let aborted = bot.slash_in(dm, &ANNA, "abort", json!([])).await;
    assert_eq!(aborted["type"], 4, "{aborted}");
    assert!(bot.manager.table(&key).unwrap().is_none());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_registry_game_plays_a_match_against_the_computer_in_a_dm() {
    // A press is answered with the hand's picture drawn: on a loaded test machine (a debug
    // build) that may take longer than the usual wait before deferring, which is not what this
    // run checks (the deferral has its own).
    let patient = Tuning {
        ack_after: Duration::from_secs(10),
    };
    let mut bot = Bot::start(patient, &[]).await;
    let dm = ANNA.id + DM_OFFSET;
    let key = TableKey::new(Platform::Discord, dm.to_string());
    for id in bot_core::games::GameId::all() {
        let endless = id.spec().ranking == bot_core::games::registry::Ranking::Account;
        let options = json!([
            {"name": "variant", "type": 3, "value": id.id()},
            {"name": "computer", "type": 3, "value": Level::Random.name()},
        ]);
        let opened = bot.slash_in(dm, &ANNA, "new", options).await;
        assert_eq!(opened["type"], 4, "{opened}");
        let mut presses = 0;
        let mut toggle = 0;
        loop {
            let table = bot.manager.table(&key).unwrap().unwrap();
            // A whole match unit: the first match decided (a running account: three deals).
            if table.bummerl_number > 1 || (endless && table.games_dealt > 3) {
                break;
            }
            // Buttons carry the version since which the choices stood (moves side by side,
            // like a computer punter's stake, leave them good).
            let version = table.epoch.unwrap_or(table.version);
            let deadline = Instant::now() + Duration::from_secs(10);
            let hand = loop {
                let newest = bot
                    .hands()
                    .into_iter()
                    .rev()
                    .find(|h| h.version == version && !h.buttons.is_empty());
                if let Some(hand) = newest {
                    break hand;
                }
                assert!(
                    Instant::now() < deadline,
                    "{}: no hand at {version}",
                    id.id()
                );
                tokio::time::sleep(Duration::from_millis(5)).await;
            };
            let registry_key = |b: &String| {
                data(b).is_some_and(|d| {
                    d.channel == dm.to_string()
                        && match d.button {
                            Button::Move { .. } | Button::Pick(_) => true,
                            Button::Ready { version: v } => v == version,
                            _ => false,
                        }
                })
            };
            assert!(
                hand.buttons.iter().all(registry_key),
                "a registry game's keys: {hand:?}"
            );
            // "Ready" (a computer banker waits for it) first among the moves.
            let ready =
                |b: &&String| data(b).is_some_and(|d| matches!(d.button, Button::Ready { .. }));
            let mut moves: Vec<&String> = hand.buttons.iter().filter(ready).collect();
            moves.extend(hand.buttons.iter().filter(|b| game_move(b).is_some()));
            let pressed = match moves.first() {
                Some(mv) => (*mv).clone(),
                None => {
                    toggle += 1;
                    hand.buttons[toggle % hand.buttons.len()].clone()
                }
            };
            let flags = if hand.ephemeral { 64 } else { 0 };
            let reply = bot
                .press(&ANNA, hand.channel, hand.message, flags, &pressed)
                .await;
            assert_eq!(reply["type"], 7, "a hand's press updates the hand: {reply}");
            presses += 1;
            assert!(presses < 5_000, "{}: the match does not end", id.id());
        }
        let aborted = bot.slash_in(dm, &ANNA, "abort", json!([])).await;
        assert_eq!(aborted["type"], 4, "{aborted}");
        if bot.manager.table(&key).unwrap().is_some() {
            // A running account asks first.
            bot.slash_in(dm, &ANNA, "abort", json!([])).await;
        }
        assert!(bot.manager.table(&key).unwrap().is_none(), "{}", id.id());
    }
    let log = bot.fake.log();
    assert_hands_private(&log, &bot.tokens, &[ANNA.id]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_at_a_table_the_dealer_sits_out_and_may_watch_read_only() {
    use bot_core::games::GameId;
    use bot_core::manager::{Body, UserId};
    use bot_core::text;
    use bummerl_discord::words::{self, Note};

    let mut bot = Bot::start(Tuning::default(), &[]).await;
    let users = [&ANNA, &BERT, &CARL];
    let lang = |user: &TestUser| bummerl_discord::incoming::lang_of(user.locale);
    // Three players, and the sitting-out player may watch a hand.
    let options = json!([
        {"name": "players", "type": 4, "value": 3},
        {"name": "kiebitz", "type": 5, "value": true},
    ]);
    let opened = bot.slash(&ANNA, "new", options).await;
    assert_eq!(opened["type"], 4, "{opened}");
    let (table, _) = bot.table_with(&payload(Button::Join)).await;
    // The lobby explains every variant on offer in a line.
    let lobby = bot.newest_text(table);
    for v in GameId::default().kin() {
        assert!(
            lobby.contains(&text::variant_line(Lang::En, v)),
            "{v:?}: {lobby}"
        );
    }
    assert!(lobby.contains("(1 of 3)"), "{lobby}");
    for user in [&BERT, &CARL] {
        let joined = bot
            .press(user, CHANNEL, table, 0, &payload(Button::Join))
            .await;
        assert_eq!(joined["type"], 6, "{joined}");
    }
    let (table, _) = bot.table_with(&payload(Button::Start)).await;
    bot.press(&ANNA, CHANNEL, table, 0, &payload(Button::Start))
        .await;
    let (table, _) = bot.table_with(&payload(Button::ShowHand)).await;

    let state = bot.manager.table(&bot.key()).unwrap().unwrap();
    let round = state.round().unwrap().clone();
    assert_eq!(round.number, 1);
    let dealer = users[round.dealer];
    let (forehand, other) = (users[round.seats[0]], users[round.seats[1]]);
    assert!(![forehand.id, other.id].contains(&dealer.id));
    // Both players get their cards; the dealer gets none.
    let dm = |user: &TestUser| format!("/channels/{}/messages", user.id + DM_OFFSET);
    bot.fake
        .wait_for(0, "the players' hands", |log| {
            let sent = |user: &TestUser| log.iter().any(|r| r.path == dm(user));
            (sent(forehand) && sent(other)).then_some(())
        })
        .await;
    assert!(
        bot.hands().iter().all(|h| h.user != dealer.id),
        "the dealer got a hand"
    );
    let sits_out = format!("{} deals and sits out.", dealer.name);
    let shown = bot
        .fake
        .log()
        .into_iter()
        .rfind(|r| r.message_id == Some(table) && content(&r.body).starts_with("```"))
        .map(|r| content(&r.body))
        .unwrap();
    assert!(shown.contains(&sits_out), "{shown}");
    // "My cards" tells the dealer why he has none, in the core's words.
    let sitting_out =
        |lang| bot_core::text::sitting_out(lang, &bummerl_discord::commands::kiebitz(lang));
    let mine = bot
        .press(dealer, CHANNEL, table, 0, &payload(Button::ShowHand))
        .await;
    assert_eq!(flags(&mine), 64, "{mine}");
    assert_eq!(content(&mine), sitting_out(lang(dealer)), "{mine}");
    let typed = bot.slash(dealer, "hand", json!([])).await;
    assert_eq!(flags(&typed), 64, "{typed}");
    assert_eq!(content(&typed), sitting_out(lang(dealer)));
    // A player may not watch; the dealer may, read-only, in his DMs.
    let watch =
        |user: &TestUser| json!([{"name": "player", "type": 6, "value": user.id.to_string()}]);
    let refused = bot.slash(forehand, "kiebitz", watch(other)).await;
    assert_eq!(flags(&refused), 64, "{refused}");
    assert_eq!(
        content(&refused),
        text::refused(lang(forehand), &bot_core::manager::Refused::NoKiebitz)
    );
    let stranger = TestUser {
        id: 77,
        name: "Zoe",
        locale: "en-US",
    };
    let refused = bot.slash(dealer, "kiebitz", watch(&stranger)).await;
    assert_eq!(flags(&refused), 64, "{refused}");
    let from = bot.fake.len();
    let watching = bot.slash(dealer, "kiebitz", watch(forehand)).await;
    assert_eq!(flags(&watching), 64, "{watching}");
    assert_eq!(
        content(&watching),
        words::note(lang(dealer), &Note::WatchInDm)
    );
    let copy = bot
        .fake
        .wait_for(from, "the watched hand", |log| {
            log.iter()
                .find(|r| r.path.starts_with(&dm(dealer)))
                .cloned()
        })
        .await;
    assert!(custom_ids(&copy.body).is_empty(), "read-only: {copy:?}");
    let watched = content(&copy.body);
    let read_only = match lang(dealer) {
        Lang::De => "Du kiebitzt (nur zuschauen):",
        Lang::En => "You are watching (read-only):",
    };
    assert!(watched.contains(read_only), "{watched}");
    let state = bot.manager.table(&bot.key()).unwrap().unwrap();
    let Some(Body::Hand(hand)) = state.hand_message(round.seats[0]).map(|m| m.body) else {
        panic!("the forehand has a hand")
    };
    let seat = &hand.view;
    assert!(!seat.hand.is_empty());
    for card in &seat.hand {
        let face = Face::French.card(*card, lang(dealer));
        assert!(watched.contains(face), "{watched} holds {face}");
    }

    // The game is played through buttons; the dealer never holds cards of his own in it. (The
    // request to watch moved the table's version on: the buttons from before it are stale.)
    let mut version = state.version - 1;
    let mut moves = 0;
    let mut last = (Lang::En, Value::Null);
    loop {
        let hand = bot.next_hand(version).await.expect("the Bummerl goes on");
        let state = bot.manager.table(&bot.key()).unwrap().unwrap();
        if state.round().is_none_or(|r| r.number > 1) {
            break;
        }
        assert_ne!(hand.user, dealer.id, "the dealer got cards to play");
        let user = users.iter().find(|u| u.id == hand.user).unwrap();
        let reply = bot
            .press(user, hand.channel, hand.message, 0, &hand.buttons[0])
            .await;
        assert_eq!(reply["type"], 7, "{reply}");
        last = (lang(user), reply);
        version = hand.version;
        moves += 1;
        assert!(moves < 100, "the game does not end");
    }
    assert!(moves >= 5, "a game takes some moves: {moves}");
    // The game's end was told below the table, naming one of the two who played.
    let over = bot
        .fake
        .wait_for(0, "the game's end below the table", |log| {
            log.iter()
                .filter(|r| r.path.starts_with(&format!("/channels/{CHANNEL}/messages")))
                .map(|r| content(&r.body))
                .filter(|c| c.starts_with("```"))
                .find_map(|c| {
                    c.lines()
                        .find(|l| l.starts_with("› Game over: "))
                        .map(str::to_owned)
                })
        })
        .await;
    assert!(
        [forehand, other].iter().any(|u| over.contains(u.name)) && !over.contains(dealer.name),
        "{over}"
    );
    // The last card's press shows the presser his next hand, or — if he deals the next game
    // and sits out — the game's end in place of his hand.
    let (last_lang, last_reply) = last;
    if custom_ids(&last_reply).is_empty() {
        let end = match last_lang {
            Lang::De => "Spielende: ",
            Lang::En => "Game over: ",
        };
        assert!(content(&last_reply).contains(end), "{last_reply}");
    } else {
        assert!(is_hand(&last_reply), "{last_reply}");
    }
    // The watcher's copy followed the game, never with a button.
    let log = bot.fake.log();
    let copies: Vec<&Req> = log
        .iter()
        .filter(|r| r.path.starts_with(&dm(dealer)))
        .collect();
    assert!(copies.len() > 2, "{} copies", copies.len());
    assert!(
        copies
            .iter()
            .filter(|r| content(&r.body).contains(read_only))
            .all(|r| custom_ids(&r.body).is_empty())
    );
    // The next game: the deal passed left, the old dealer plays.
    let state = bot.manager.table(&bot.key()).unwrap().unwrap();
    let next = state.round().unwrap();
    assert_eq!(next.dealer, (round.dealer + 1) % 3);
    assert!(next.seats.contains(&round.dealer));
    let anna = UserId::new(Platform::Discord, ANNA.id.to_string());
    assert!(state.player_of(&anna).is_some());
    assert_hands_private(&log, &bot.tokens, &[ANNA.id, BERT.id, CARL.id]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_play_a_whole_bauernschnapsen_game_by_buttons() {
    use bot_core::games::GameId;
    use bot_core::manager::Body;
    use bot_core::text;

    let started = Instant::now();
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    let users = [&ANNA, &BERT, &CARL, &DORA];
    let lang = |user: &TestUser| bummerl_discord::incoming::lang_of(user.locale);
    let variant = GameId::of("bauernschnapsen").unwrap();
    // The help comes in two private messages; the second explains the variants.
    let help = bot.slash(&DORA, "help", json!([])).await;
    assert_eq!(
        (help["type"].as_u64(), flags(&help)),
        (Some(4), 64),
        "{help}"
    );
    assert!(content(&help).contains("/schnapsen neu"), "{help}");
    let webhook = format!("/{}", bot.last_token);
    let summary = text::variant_line(Lang::De, variant);
    let variants = bot
        .fake
        .wait_for(0, "the help's page of the variants", |log| {
            log.iter()
                .find(|r| {
                    r.method == "POST"
                        && r.path.starts_with("/webhooks/")
                        && r.path.contains(&webhook)
                        && content(&r.body).contains(&summary)
                })
                .map(|r| r.body.clone())
        })
        .await;
    assert_eq!(flags(&variants), 64, "{variants}");
    assert!(content(&variants).contains(&summary), "{variants}");
    let options = json!([{"name": "variant", "type": 3, "value": "bauernschnapsen"}]);
    let opened = bot.slash(&ANNA, "new", options).await;
    assert_eq!(opened["type"], 4, "{opened}");
    let (table, buttons) = bot.table_with(&payload(Button::Join)).await;
    assert!(
        buttons
            .iter()
            .any(|b| b == &variant_payload("dreierschnapsen")),
        "{buttons:?}"
    );
    let lobby = bot.newest_text(table);
    let chosen = format!("✓ {}", text::variant_line(Lang::En, variant));
    assert!(lobby.lines().any(|l| l == chosen), "{lobby}");
    assert!(lobby.contains("(1 of 4)"), "{lobby}");
    for user in [&BERT, &CARL, &DORA] {
        let joined = bot
            .press(user, CHANNEL, table, 0, &payload(Button::Join))
            .await;
        assert_eq!(joined["type"], 6, "{joined}");
    }
    let (table, _) = bot.table_with(&payload(Button::Start)).await;
    bot.press(&ANNA, CHANNEL, table, 0, &payload(Button::Start))
        .await;
    bot.table_with(&payload(Button::ShowHand)).await;
    let state = bot.manager.table(&bot.key()).unwrap().unwrap();
    assert_eq!(
        state.tally.totals,
        [24, 24, 24, 24],
        "a fresh sheet: each player's side at 24"
    );
    let (forehand, dealer) = {
        let round = state.round().unwrap();
        (round.seats[0], round.dealer)
    };

    // Play the game through: each move is the player to act pressing a button of the hand the
    // bot sent him — the forehand names trump, the first bidder after him bids the lowest game
    // he may, every other call is a pass, and in play the first card.
    let mut calls: Vec<(String, Option<String>)> = Vec::new();
    let mut trump_named = None;
    let mut moves = 0;
    let mut bid = false;
    loop {
        let state = bot.manager.table(&bot.key()).unwrap().unwrap();
        let Some(round) = state.round().filter(|r| r.number == 1) else {
            break;
        };
        let player = round.player_to_act().expect("the game goes on");
        let user = users[player];
        let deadline = Instant::now() + Duration::from_secs(10);
        let hand = loop {
            let shown = bot
                .hands()
                .into_iter()
                .rfind(|h| h.user == user.id && h.version == state.version);
            if let Some(hand) = shown.filter(|h| !h.buttons.is_empty()) {
                break hand;
            }
            assert!(Instant::now() < deadline, "{} has no buttons", user.name);
            tokio::time::sleep(Duration::from_millis(5)).await;
        };
        // The hand is his: in his DMs, with his cards.
        assert_eq!(hand.channel, user.id + DM_OFFSET, "{hand:?}");
        let Some(Body::Hand(mine)) = state.hand_message(player).map(|m| m.body) else {
            panic!("{} holds no hand", user.name)
        };
        for card in &mine.view.hand {
            let face = Face::French.card(*card, lang(user));
            assert!(
                hand.content.contains(face),
                "{face} missing: {}",
                hand.content
            );
        }
        let pick = |verb: &str| {
            let made = |b: &&String| game_move(b).is_some_and(|m| m.verb() == verb);
            hand.buttons.iter().find(made).cloned()
        };
        let button = if let Some(trump) = pick("trump") {
            assert_eq!(player, forehand, "only the forehand names trump");
            trump_named = Some(user.name);
            trump
        } else if let Some(pass) = pick("pass") {
            let name = user.name.to_owned();
            match pick("bid").filter(|_| player != forehand && !bid) {
                Some(bid_button) => {
                    bid = true;
                    let mv = game_move(&bid_button).unwrap();
                    let game = mv.args().next().unwrap().to_owned();
                    calls.push((name, Some(game)));
                    bid_button
                }
                None => {
                    calls.push((name, None));
                    pass
                }
            }
        } else {
            hand.buttons[0].clone()
        };
        let flags = if hand.ephemeral { 64 } else { 0 };
        let reply = bot
            .press(user, hand.channel, hand.message, flags, &button)
            .await;
        assert_eq!(reply["type"], 7, "a hand's press updates the hand: {reply}");
        moves += 1;
        assert!(moves < 60, "the game does not end");
    }
    assert!(
        trump_named.is_some() && calls.len() >= 3,
        "trump was named and the bidding went round: {calls:?}"
    );
    assert!(moves > calls.len() + 1, "cards were played: {moves} moves");

    let log = bot.fake.log();
    // Every player got his hand in his DMs, and every hand went to its owner only.
    let hands = bot.hands();
    for user in users {
        assert!(
            hands
                .iter()
                .any(|h| h.user == user.id && h.channel == user.id + DM_OFFSET),
            "{} got no hand",
            user.name
        );
    }
    assert_hands_private(&log, &bot.tokens, &users.map(|u| u.id));
    // The table message showed the trump and each call of the bidding below the table.
    let tables: Vec<String> = log
        .iter()
        .filter(|r| {
            r.path.starts_with(&format!("/channels/{CHANNEL}/messages")) && r.method != "DELETE"
        })
        .map(|r| content(&r.body))
        .filter(|c| c.starts_with("```"))
        .collect();
    // A call is a pass, or a bid of the game its move names.
    for (name, bid) in &calls {
        let said = |line: &str| match bid {
            None => line == format!("› {name} passes."),
            Some(game) => {
                line.starts_with(&format!("› {name} bids "))
                    && line.to_lowercase().contains(game.as_str())
            }
        };
        assert!(
            tables.iter().any(|t| t.lines().any(said)),
            "{name}'s call {bid:?} never on the table:\n{}",
            tables.join("\n---\n")
        );
    }
    assert!(
        tables
            .iter()
            .any(|t| t.contains(&format!("› {} names trump", trump_named.unwrap()))),
        "{}",
        tables.join("\n---\n")
    );
    // The game's result was posted, and the score sheet moved: the winners struck points off.
    let state = bot.manager.table(&bot.key()).unwrap().unwrap();
    let left = state.tally.totals.clone();
    assert_ne!(left, [24; 4], "the sheet did not change");
    assert!(left.iter().all(|&l| l <= 24), "{left:?}");
    let (winners, struck) = if left[0] < 24 {
        (["Anna", "Carl"], left[0])
    } else {
        (["Bert", "Dora"], left[1])
    };
    // The game's result under the table, as every game's deal ends.
    let result = bot
        .fake
        .wait_for(0, "the game's result on the table", |log| {
            log.iter()
                .filter(|r| r.path.starts_with(&format!("/channels/{CHANNEL}/messages")))
                .map(|r| content(&r.body))
                .find(|c| c.contains("Game over – "))
        })
        .await;
    assert!(winners.iter().all(|w| result.contains(w)), "{result}");
    // The table's sheet: the winners' side (in the deal's order) struck its points off.
    let [a, b] = winners;
    let sides = [format!("{a} & {b} {struck}"), format!("{b} & {a} {struck}")];
    bot.fake
        .wait_for(0, "the new sheet on the table", |log| {
            log.iter()
                .map(|r| content(&r.body))
                .rfind(|c| c.starts_with("```"))
                .filter(|c| c.contains("Bummerl (24 → 0): ") && sides.iter().any(|s| c.contains(s)))
        })
        .await;
    // The next game is dealt, the deal passed on.
    let next = state.round().unwrap();
    assert_eq!((next.number, next.dealer), (2, (dealer + 1) % 4));
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
    bot.stop().await;
}

/// The first card-play button of a hand (a game's move `play:CARD`).
fn play_button(buttons: &[String]) -> String {
    buttons
        .iter()
        .find(|b| game_move(b).is_some_and(|m| m.verb() == "play"))
        .cloned()
        .expect("a card to play")
}

impl Bot {
    /// The user to act at the table now (two humans at a table).
    fn to_act(&self) -> TestUser {
        let table = self.manager.table(&self.key()).unwrap().unwrap();
        let player = table.round().unwrap().player_to_act().unwrap();
        let user = table.players[player].user().unwrap().id.clone();
        [ANNA, BERT, CARL, DORA]
            .into_iter()
            .find(|u| u.id.to_string() == user)
            .unwrap()
    }

    /// Waits until `user`'s DM shows buttons of the table's current version; returns that
    /// message and its buttons, and how long it took.
    async fn working_buttons(&self, user: &TestUser) -> (u64, Vec<String>, Duration) {
        let started = Instant::now();
        let version = self.manager.table(&self.key()).unwrap().unwrap().version;
        let dm = user.id + DM_OFFSET;
        let (message, buttons) = self
            .fake
            .until("working buttons for the player to act", |fake| {
                fake.live_buttons()
                    .into_iter()
                    .find_map(|(id, (channel, buttons))| {
                        let current = buttons.iter().any(|b| act_version(b) == Some(version));
                        (channel == dm && current).then_some((id, buttons))
                    })
            })
            .await;
        (message, buttons, started.elapsed())
    }

    /// How many table messages in the channel carry buttons.
    fn live_tables(&self) -> usize {
        self.fake
            .live_buttons()
            .values()
            .filter(|(channel, _)| *channel == CHANNEL)
            .count()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_writes_are_redone_until_the_player_to_act_has_buttons() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    let mut version = 0;
    for status in [500, 502, 429] {
        // The leader of a trick plays; the next writes to his opponent's hand and to the table
        // fail.
        let hand = bot.next_hand(version).await.expect("the game goes on");
        let mover = bot.to_act();
        assert_eq!(hand.user, mover.id);
        let other = if mover.id == ANNA.id { BERT } else { ANNA };
        let dm = format!("/channels/{}/messages", other.id + DM_OFFSET);
        bot.fake.fail("PATCH", &dm, status, 2);
        bot.fake
            .fail("PATCH", &format!("/channels/{CHANNEL}/messages"), status, 1);
        let from = bot.fake.len();
        let flags = if hand.ephemeral { 64 } else { 0 };
        let lead = play_button(&hand.buttons);
        let reply = bot
            .press(&mover, hand.channel, hand.message, flags, &lead)
            .await;
        assert_eq!(reply["type"], 7, "{reply}");
        assert_eq!(bot.to_act().id, other.id, "the opponent follows");
        // Nobody presses anything: the opponent's hand is written again until it shows.
        let (message, buttons, took) = bot.working_buttons(&other).await;
        assert!(
            took < Duration::from_secs(5),
            "{status}: buttons after {took:?}"
        );
        eprintln!("after a {status}: the player to act had buttons in {took:?}");
        let failed = bot.fake.log()[from..]
            .iter()
            .filter(|r| r.status == status)
            .count();
        assert_eq!(failed, 3, "{status}: the injected failures were met");
        // The table message was written again too.
        bot.fake
            .wait_for(from, "the table rewritten", |log| {
                let table = |r: &&Req| {
                    r.path
                        .starts_with(&format!("/channels/{CHANNEL}/messages/"))
                };
                let failed = log.iter().position(|r| table(&r) && r.status == status)?;
                log[failed..]
                    .iter()
                    .find(|r| table(r) && r.status == 200)
                    .map(drop)
            })
            .await;
        // The opponent follows with the buttons he got.
        let follow = play_button(&buttons);
        let reply = bot
            .press(&other, other.id + DM_OFFSET, message, 0, &follow)
            .await;
        assert_eq!(reply["type"], 7, "{reply}");
        version = act_version(&follow).unwrap();
    }
    assert_eq!(bot.live_tables(), 1, "one table message with buttons");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_edits_the_same_messages_and_the_player_to_act_gets_buttons() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    let hand = bot.next_hand(0).await.unwrap();
    let mover = bot.to_act();
    let other = if mover.id == ANNA.id { BERT } else { ANNA };
    // Everything to the opponent's DM fails until the process is restarted: the crash cut
    // his new hand off.
    let dm = format!("/channels/{}/messages", other.id + DM_OFFSET);
    bot.fake.fail("PATCH", &dm, 500, 1000);
    bot.fake.fail("POST", &dm, 500, 1000);
    let lead = play_button(&hand.buttons);
    let from = bot.fake.len();
    let reply = bot
        .press(&mover, hand.channel, hand.message, 0, &lead)
        .await;
    assert_eq!(reply["type"], 7, "{reply}");
    // The table message shows the move before the process dies.
    bot.fake
        .wait_for(from, "the table edited", |log| {
            log.iter()
                .find(|r| {
                    r.method == "PATCH"
                        && r.path.starts_with(&format!("/channels/{CHANNEL}/"))
                        && r.status == 200
                })
                .map(drop)
        })
        .await;
    let table_posts = |bot: &Bot| {
        bot.fake
            .log()
            .iter()
            .filter(|r| r.method == "POST" && r.path == format!("/channels/{CHANNEL}/messages"))
            .filter(|r| r.status == 200 && content(&r.body).starts_with("```"))
            .count()
    };
    assert_eq!(table_posts(&bot), 1);
    let bot = bot.restart().await;
    let restarted = bot.fake.len();
    bot.fake.clear_failures();
    let (_, _, took) = bot.working_buttons(&other).await;
    assert!(took < Duration::from_secs(5), "buttons after {took:?}");
    eprintln!("after a restart: the player to act had buttons in {took:?}");
    // What already showed the state was not written again.
    let table_edits = bot.fake.log()[restarted..]
        .iter()
        .filter(|r| r.path.starts_with(&format!("/channels/{CHANNEL}/")))
        .count();
    assert_eq!(table_edits, 0, "the table message was current");
    assert_eq!(
        table_posts(&bot),
        1,
        "the table message is edited, not posted again"
    );
    assert_eq!(bot.live_tables(), 1, "one table message with buttons");
    // The old table message is still the one edited.
    let (table, _) = bot.table_with(&payload(Button::ShowHand)).await;
    let first = bot
        .fake
        .log()
        .iter()
        .find(|r| r.method == "POST" && r.path == format!("/channels/{CHANNEL}/messages"))
        .and_then(|r| r.message_id);
    assert_eq!(Some(table), first);
    bot.stop().await;
}

/// Issue #45: a table opened in German stays German after a restart — the table message and
/// the hands written again from the stored state — and each player's private messages keep his
/// locale.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_table_stays_german_after_a_restart() {
    use bot_core::manager::{Body, UserId};
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    // Bert (de) opens, Dora (de) joins, Bert deals.
    let opened = bot.slash(&BERT, "new", json!([])).await;
    assert_eq!(opened["type"], 4, "{opened}");
    let (table, _) = bot.table_with(&payload(Button::Join)).await;
    bot.press(&DORA, CHANNEL, table, 0, &payload(Button::Join))
        .await;
    let (table, _) = bot.table_with(&payload(Button::Start)).await;
    bot.press(&BERT, CHANNEL, table, 0, &payload(Button::Start))
        .await;
    let hand = bot.next_hand(0).await.unwrap();
    let mover = bot.to_act();
    let other = if mover.id == BERT.id { DORA } else { BERT };
    // The process dies with the move's table message and the other's hand unwritten.
    for path in [
        format!("/channels/{CHANNEL}/messages"),
        format!("/channels/{}/messages", other.id + DM_OFFSET),
    ] {
        bot.fake.fail("PATCH", &path, 500, 1000);
        bot.fake.fail("POST", &path, 500, 1000);
    }
    let lead = play_button(&hand.buttons);
    let reply = bot
        .press(&mover, hand.channel, hand.message, 0, &lead)
        .await;
    assert_eq!(reply["type"], 7, "{reply}");
    let bot = bot.restart().await;
    let restarted = bot.fake.len();
    bot.fake.clear_failures();
    // The table message is written again, in German: exactly the table as it stands.
    let written = bot
        .fake
        .wait_for(restarted, "the table message written again", |log| {
            log.iter()
                .find(|r| {
                    r.method == "PATCH"
                        && r.path
                            .starts_with(&format!("/channels/{CHANNEL}/messages/"))
                        && r.status == 200
                })
                .map(|r| content(&r.body))
        })
        .await;
    let snapshot = bot.manager.snapshot(&bot.key()).unwrap().unwrap();
    let view = snapshot
        .iter()
        .find_map(|m| match &m.body {
            Body::Table(view) => Some(view.clone()),
            _ => None,
        })
        .unwrap();
    let german = bummerl_discord::outgoing::table(Lang::De, &view, &[]).content;
    assert_ne!(
        german,
        bummerl_discord::outgoing::table(Lang::En, &view, &[]).content
    );
    assert_eq!(written, german, "the table message after the restart");
    // The other player's hand, resynced, is in his language too.
    let dm = format!("/channels/{}/messages", other.id + DM_OFFSET);
    let hand = bot
        .fake
        .wait_for(restarted, "the other's hand written again", |log| {
            log.iter()
                .find(|r| r.path.starts_with(&dm) && r.status == 200 && is_hand(&r.body))
                .map(|r| content(&r.body))
        })
        .await;
    assert!(hand.contains("Deine Karten:"), "{hand}");
    // Every hand written since the restart is German; and the locale is in the store.
    for r in &bot.fake.log()[restarted..] {
        if r.path.starts_with("/channels/") && r.status == 200 && is_hand(&r.body) {
            assert!(content(&r.body).contains("Deine Karten:"), "{r:?}");
        }
    }
    for user in [&BERT, &DORA] {
        let id = UserId::new(Platform::Discord, user.id.to_string());
        let record = bot.manager.user(&id).unwrap().unwrap();
        assert_eq!(record.platform_lang, Some(Lang::De), "{}", user.name);
    }
    bot.stop().await;
}

/// Issue #45: a house rule's value out of range is answered with the rule and what it takes,
/// in the asker's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_out_of_range_house_rule_is_named_with_what_it_takes() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    let options = json!([{"name": "black_close_penalty", "type": 4, "value": 99}]);
    for (user, words) in [(&ANNA, "does not fit"), (&BERT, "passt nicht")] {
        let reply = bot.slash(user, "new", options.clone()).await;
        assert_eq!(flags(&reply), 64, "{reply}");
        let said = content(&reply);
        assert!(
            said.contains("black_close_penalty") && said.contains("99") && said.contains(words),
            "{said}"
        );
    }
    assert!(bot.manager.table(&bot.key()).unwrap().is_none());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_table_takes_the_buttons_off_the_old_ones() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    bot.next_hand(0).await.unwrap();
    let mut bot = bot.restart().await;
    // Both agree to close the table and Anna opens a new one: only the new table has
    // buttons, and the hands of the old one have none.
    for user in [&ANNA, &BERT] {
        let closed = bot.slash(user, "abort", json!([])).await;
        assert_eq!(closed["type"], 4, "{closed}");
    }
    assert!(bot.manager.table(&bot.key()).unwrap().is_none());
    let opened = bot.slash(&ANNA, "new", json!([])).await;
    assert_eq!(opened["type"], 4, "{opened}");
    bot.fake
        .until("only the new table with buttons", |fake| {
            let live = fake.live_buttons();
            let tables: Vec<_> = live.values().filter(|(c, _)| *c == CHANNEL).collect();
            (live.len() == 1 && tables.len() == 1 && tables[0].1.contains(&payload(Button::Join)))
                .then_some(())
        })
        .await;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_button_acts_only_in_its_own_channel() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    let opened = bot.slash(&ANNA, "new", json!([])).await;
    assert_eq!(opened["type"], 4, "{opened}");
    let (table, _) = bot.table_with(&payload(Button::Join)).await;
    let before = bot.manager.table(&bot.key()).unwrap();
    // Carl forges the table's Join in another channel of the server and in his DM with the bot.
    let elsewhere = CHANNEL + 1;
    for (channel, message) in [(elsewhere, 1), (CARL.id + DM_OFFSET, 1)] {
        for forged in [
            &payload(Button::Join),
            &payload(Button::AddComputer),
            &payload(Button::Start),
            &variant_payload("schnorps"),
        ] {
            let reply = bot.press(&CARL, channel, message, 0, forged).await;
            assert_eq!(reply["type"], 4, "{reply}");
            assert_eq!(flags(&reply), 64, "an ephemeral refusal: {reply}");
            assert!(
                content(&reply).contains("belongs to a table in another channel"),
                "{reply}"
            );
        }
    }
    // A hand's button pressed in a server channel that is not its table's is refused too.
    let act = Button::Move {
        version: 1,
        mv: bot_core::games::Move::parse("play:AH").unwrap(),
    };
    let reply = bot.press(&CARL, elsewhere, 1, 64, &payload(act)).await;
    assert!(content(&reply).contains("another channel"), "{reply}");
    assert_eq!(
        bot.manager.table(&bot.key()).unwrap(),
        before,
        "nobody was seated"
    );
    // In its own channel the same button seats him.
    let joined = bot
        .press(&CARL, CHANNEL, table, 0, &payload(Button::Join))
        .await;
    assert_eq!(joined["type"], 6, "{joined}");
    let table = bot.manager.table(&bot.key()).unwrap().unwrap();
    assert_eq!(table.players.len(), 2);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_two_computers_sit_down_to_bauernschnapsen() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    let options = json!([{"name": "variant", "type": 3, "value": "bauernschnapsen"}]);
    let opened = bot.slash(&ANNA, "new", options).await;
    assert_eq!(opened["type"], 4, "{opened}");
    let (table, buttons) = bot.table_with(&payload(Button::AddComputer)).await;
    assert_eq!(
        buttons[..2],
        [payload(Button::Join), payload(Button::AddComputer)],
        "{buttons:?}"
    );
    let joined = bot
        .press(&BERT, CHANNEL, table, 0, &payload(Button::Join))
        .await;
    assert_eq!(joined["type"], 6, "{joined}");
    // Only the opener seats computers.
    let refused = bot
        .press(&BERT, CHANNEL, table, 0, &payload(Button::AddComputer))
        .await;
    assert_eq!(flags(&refused), 64, "{refused}");
    let seated = bot
        .press(&ANNA, CHANNEL, table, 0, &payload(Button::AddComputer))
        .await;
    assert_eq!(seated["type"], 6, "{seated}");
    // The subcommand does the same.
    let seated = bot.slash(&ANNA, "addbot", json!([])).await;
    assert_eq!(seated["type"], 4, "{seated}");
    let (table, buttons) = bot.table_with(&payload(Button::Start)).await;
    assert!(
        !buttons.iter().any(|b| b == &payload(Button::AddComputer)),
        "the table is full"
    );
    let started = bot
        .press(&ANNA, CHANNEL, table, 0, &payload(Button::Start))
        .await;
    assert_eq!(started["type"], 6, "{started}");
    bot.table_with(&payload(Button::ShowHand)).await;
    let state = bot.manager.table(&bot.key()).unwrap().unwrap();
    assert!(state.round().is_some(), "dealt");
    let people: Vec<_> = state.players.iter().filter_map(|p| p.user()).collect();
    assert_eq!(
        (state.players.len(), people.len()),
        (4, 2),
        "{:?}",
        state.players
    );
    // Each person gets his hand in his DMs.
    for user in [&ANNA, &BERT] {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !bot
            .hands()
            .iter()
            .any(|h| h.user == user.id && h.channel == user.id + DM_OFFSET)
        {
            assert!(Instant::now() < deadline, "{} has no hand", user.name);
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn components_discord_refuses_are_a_defect_and_the_message_still_goes() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    let hand = bot.next_hand(0).await.expect("a hand with buttons");
    let mover = bot.to_act();
    let other = if mover.id == ANNA.id { BERT } else { ANNA };
    // Every payload fits Discord's limits by construction: the fake refuses the next messages
    // with components as it refuses a bad one.
    let from = bot.fake.len();
    bot.fake.refuse_keys(2);
    let flags = if hand.ephemeral { 64 } else { 0 };
    let lead = play_button(&hand.buttons);
    bot.press(&mover, hand.channel, hand.message, flags, &lead)
        .await;
    // Each refused message went again at once, the same text without its components.
    let (refused, again) = bot
        .fake
        .wait_for(from, "refused messages sent again", |log| {
            let refused: Vec<&Req> = log.iter().filter(|r| r.status == 400).collect();
            let again: Vec<&Req> = refused
                .iter()
                .filter_map(|bad| {
                    log.iter().find(|r| {
                        r.status < 300
                            && r.path.split('/').take(3).eq(bad.path.split('/').take(3))
                            && custom_ids(&r.body).is_empty()
                            && content(&r.body) == content(&bad.body)
                    })
                })
                .collect();
            (refused.len() == 2 && again.len() == 2).then_some((refused.len(), again.len()))
        })
        .await;
    assert_eq!((refused, again), (2, 2));
    // The player to act sees his cards and moves by slash command; what follows carries
    // buttons again, and nothing else is refused.
    let version = bot.manager.table(&bot.key()).unwrap().unwrap().version;
    let table = bot.manager.table(&bot.key()).unwrap().unwrap();
    let id = bot_core::manager::UserId::new(Platform::Discord, other.id.to_string());
    let (card, _) = bummerl_discord::incoming::legal_plays(&table, &id)
        .first()
        .cloned()
        .expect("a card to follow with");
    let option = json!([{"name": "card", "type": 3, "value": card.to_string()}]);
    let played = bot.slash(&other, "play", option).await;
    assert_eq!(played["type"], 4, "{played}");
    assert!(
        bot.next_hand(version).await.is_some(),
        "a hand with buttons after the move"
    );
    assert_eq!(
        bot.fake.log()[from..]
            .iter()
            .filter(|r| r.status == 400)
            .count(),
        2
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_discord_fails_goes_again_at_once() {
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    let hand = bot.next_hand(0).await.expect("a hand with buttons");
    let mover = bot.to_act();
    // Discord fails the answer to the press once with a 502.
    bot.fake.fail("POST", "/interactions/", 502, 1);
    let from = bot.fake.len();
    let flags = if hand.ephemeral { 64 } else { 0 };
    let lead = play_button(&hand.buttons);
    bot.press(&mover, hand.channel, hand.message, flags, &lead)
        .await;
    let token = bot.last_token.clone();
    let answers = bot
        .fake
        .wait_for(from, "the answer given again", |log| {
            let answers: Vec<u16> = log
                .iter()
                .filter(|r| r.path.contains(&token) && r.path.ends_with("/callback"))
                .map(|r| r.status)
                .collect();
            (answers.len() == 2).then_some(answers)
        })
        .await;
    assert_eq!(answers[0], 502);
    assert!(answers[1] < 300, "{answers:?}");
    bot.stop().await;
}

/// A whole Bummerl with pictures (the default pack): the table message carries the table's
/// picture as its embed's attachment, edited in place and uploaded only when it changed; each
/// hand's picture goes to its own player's direct messages and nowhere else; after
/// `/schnapsen cards pack:text` the table loses its picture and no picture goes out. Prints
/// what it counted (uploads, bytes, time).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_bummerl_with_pictures_then_a_table_of_text() {
    let started = Instant::now();
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    // Pictures are the table's choice: the French pack, from the first card on.
    let pack = json!([{"name": "pack", "type": 3, "value": "french"}]);
    let said = bot.slash(&ANNA, "cards", pack).await;
    assert_eq!(said["type"], 4, "{said}");
    let moves = bot.play_out(&[&ANNA, &BERT]).await;
    let played = started.elapsed();
    let log = bot.fake.log();
    let table_path = format!("/channels/{CHANNEL}/messages");
    let dm_path = |user: u64| format!("/channels/{}/messages", user + DM_OFFSET);
    let (mut tables, mut hands, mut bytes) = (Vec::new(), 0, 0);
    for r in log.iter().filter(|r| r.status < 300) {
        for upload in &r.uploads {
            let png = &upload.bytes;
            bytes += png.len();
            assert!(
                png.starts_with(b"\x89PNG\r\n\x1a\n"),
                "{}: not a PNG",
                r.path
            );
            assert!(png.len() <= 150_000, "{}: {} bytes", r.path, png.len());
            let url = format!("attachment://{}", upload.name);
            // An interaction's answer carries its message as `data`.
            let message = r.body.get("data").unwrap_or(&r.body);
            assert_eq!(message["embeds"][0]["image"]["url"], url, "{}", r.body);
            match upload.name.as_str() {
                "table.png" => {
                    assert!(
                        r.path.starts_with(&table_path),
                        "a table picture to {}",
                        r.path
                    );
                    tables.push(png.clone());
                }
                "hand.png" => {
                    // To a player's DM, or the answer to his press on his hand there.
                    let pressed = bot.tokens.iter().any(|(token, (user, _, _))| {
                        r.path.contains(token.as_str()) && [ANNA.id, BERT.id].contains(user)
                    });
                    let own = pressed
                        || [ANNA.id, BERT.id]
                            .iter()
                            .any(|&u| r.path.starts_with(&dm_path(u)));
                    assert!(own, "a hand's picture to {}", r.path);
                    hands += 1;
                }
                other => panic!("{other} uploaded to {}", r.path),
            }
        }
    }
    assert!(
        !tables.is_empty() && hands >= 2,
        "{} tables, {hands} hands",
        tables.len()
    );
    // A picture that did not change was not uploaded again.
    for pair in tables.windows(2) {
        assert_ne!(
            pair[0], pair[1],
            "the same table picture uploaded twice in a row"
        );
    }
    let table_edits = log
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.starts_with(&table_path))
        .count();
    eprintln!(
        "pictures: {moves} moves in {played:?}; {table_edits} table edits, {} table and {hands} \
         hand pictures uploaded, {bytes} bytes",
        tables.len()
    );
    // Each hand's picture is its own: the one in Anna's DM is not the one in Bert's.
    let last_hand = |user: u64| {
        log.iter()
            .rev()
            .filter(|r| r.path.starts_with(&dm_path(user)))
            .find_map(|r| r.uploads.first().map(|u| u.bytes.clone()))
    };
    assert_ne!(last_hand(ANNA.id), last_hand(BERT.id));
    // Every image shown is a file of its message: the hand pressed last, whose deal ended the
    // Bummerl, lost its picture with its buttons, not only its file.
    bot.assert_no_broken_images();
    // Text: from the next deal on no picture goes out, neither the table's nor a hand's.
    let pack = json!([{"name": "pack", "type": 3, "value": "text"}]);
    let said = bot.slash(&ANNA, "cards", pack).await;
    assert!(content(&said).contains("as text"), "{said}");
    let (table, _) = bot.table_with(&payload(Button::Start)).await;
    let from = bot.fake.len();
    bot.press(&ANNA, CHANNEL, table, 0, &payload(Button::Start))
        .await;
    bot.table_with(&payload(Button::ShowHand)).await;
    bot.fake
        .wait_for(from, "a hand of the new Bummerl", |log| {
            log.iter()
                .find(|r| [ANNA.id, BERT.id].iter().any(|&u| r.path == dm_path(u)))
                .map(drop)
        })
        .await;
    let after = bot.fake.log();
    assert!(
        after[from..].iter().all(|r| r.uploads.is_empty()),
        "a picture at a table of text"
    );
    bot.assert_no_broken_images();
    bot.stop().await;
}

/// The PNG of the hand the manager shows `user` at the test channel's table now, as the core
/// draws it in `lang` with his preference `own`.
fn hand_picture(
    bot: &Bot,
    user: &TestUser,
    lang: Lang,
    own: Option<bot_core::protocol::Cards>,
) -> Vec<u8> {
    use bot_core::manager::{Body, Recipient, UserId};
    use bot_core::picture::{Pictures, Sketch};
    let id = UserId::new(Platform::Discord, user.id.to_string());
    let snapshot = bot.manager.snapshot(&bot.key()).unwrap().unwrap();
    let hand = snapshot
        .iter()
        .find_map(|m| match (&m.to, &m.body) {
            (Recipient::User(to), Body::Hand(hand)) if *to == id => Some(hand),
            _ => None,
        })
        .expect("the user holds a hand");
    let sketch = Sketch::hand(hand, lang, own).expect("a hand's picture");
    Pictures::shared().draw(&sketch).png.to_vec()
}

/// A player chooses the pack of his own cards with `/schnapsen cards for: me` (told in his
/// language, only to him, remembered in his record); with his DMs closed, "My cards" answers
/// with his hand's picture in that pack as the ephemeral answer's embed, and the ephemeral hand
/// edited after the opponent's moves carries the new picture.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ephemeral_hand_carries_its_players_picture_in_his_own_pack() {
    use bot_core::protocol::Cards;
    let mut bot = Bot::start(Tuning::default(), &[BERT.id]).await;
    bot.open_and_start(&BERT).await;
    let mine = json!([{"name": "pack", "type": 3, "value": "german"},
                      {"name": "for", "type": 3, "value": "me"}]);
    let said = bot.slash(&BERT, "cards", mine).await;
    assert_eq!(said["type"], 4, "{said}");
    assert_eq!(flags(&said), 64, "only he reads it: {said}");
    assert!(
        content(&said).starts_with("Deine eigenen Karten kommen ab jetzt als Bilder des deutschen"),
        "in his language: {said}"
    );
    let record = bot.record(&BERT);
    assert_eq!(record.cards, Some(Cards::German), "remembered");
    let table_cards = bot.manager.table(&bot.key()).unwrap().unwrap().cards;
    assert_eq!(table_cards, None, "the table's option is not his");
    // "My cards": his hand, ephemerally, with its picture as the embed's image.
    let (table, _) = bot.table_with(&payload(Button::ShowHand)).await;
    let answer = bot
        .press(&BERT, CHANNEL, table, 0, &payload(Button::ShowHand))
        .await;
    assert_eq!(flags(&answer), 64, "{answer}");
    assert_eq!(
        answer["data"]["embeds"][0]["image"]["url"], "attachment://hand.png",
        "{answer}"
    );
    let callback = format!("/{}/callback", bot.last_token);
    let log = bot.fake.log();
    let uploads = &log
        .iter()
        .find(|r| r.path.ends_with(&callback))
        .expect("the answer")
        .uploads;
    assert_eq!(uploads.len(), 1, "one picture");
    let berts = hand_picture(&bot, &BERT, Lang::De, Some(Cards::German));
    assert!(
        uploads[0].bytes == berts,
        "exactly Bert's hand, German pack"
    );
    let annas = hand_picture(&bot, &ANNA, Lang::De, Some(Cards::German));
    assert!(uploads[0].bytes != annas, "not Anna's hand");
    let french = hand_picture(&bot, &BERT, Lang::De, None);
    assert!(uploads[0].bytes != french, "not the table's French pack");
    // After the game's moves his ephemeral hand is edited through its token with the picture
    // of the hand it shows.
    let from = bot.fake.len();
    bot.play_out(&[&ANNA, &BERT]).await;
    let log = bot.fake.log();
    let edits: Vec<&Req> = log[from..]
        .iter()
        .filter(|r| r.path.starts_with("/webhooks/") && is_hand(&r.body))
        .filter(|r| r.status < 300)
        .collect();
    assert!(!edits.is_empty(), "his ephemeral hand follows the game");
    for edit in &edits {
        for upload in &edit.uploads {
            assert_eq!(upload.name, "hand.png", "{}", edit.path);
            let url = &edit.body["embeds"][0]["image"]["url"];
            assert_eq!(url, "attachment://hand.png", "{}", edit.body);
        }
    }
    assert!(
        edits.iter().any(|r| !r.uploads.is_empty()),
        "a changed hand uploads its new picture"
    );
    bot.assert_no_broken_images();
    bot.stop().await;
}

/// A player's own pack applies to the hand he holds at once: after `/schnapsen cards pack:
/// german for: me` his hand message in his DMs is edited in place to the picture of his hand in
/// the German pack; his opponent's hand is not touched.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_own_pack_redraws_the_hand_he_holds() {
    use bot_core::protocol::Cards;
    let mut bot = Bot::start(Tuning::default(), &[]).await;
    bot.open_and_start(&BERT).await;
    let dm = |user: &TestUser| format!("/channels/{}/messages", user.id + DM_OFFSET);
    let posted = |user: &TestUser| {
        let path = dm(user);
        move |log: &[Req]| {
            log.iter()
                .find(|r| r.method == "POST" && r.path == path && !r.uploads.is_empty())
                .and_then(|r| r.message_id)
        }
    };
    bot.fake.wait_for(0, "Anna's hand", posted(&ANNA)).await;
    let posted = bot.fake.wait_for(0, "Bert's hand", posted(&BERT)).await;
    let from = bot.fake.len();
    let mine = json!([{"name": "pack", "type": 3, "value": "german"},
                      {"name": "for", "type": 3, "value": "me"}]);
    let said = bot.slash(&BERT, "cards", mine).await;
    assert_eq!(said["type"], 4, "{said}");
    let edit = bot
        .fake
        .wait_for(from, "Bert's hand redrawn", |log| {
            log.iter()
                .find(|r| r.method == "PATCH" && r.path.starts_with(&dm(&BERT)))
                .cloned()
        })
        .await;
    assert_eq!(edit.message_id, Some(posted), "edited in place");
    assert_eq!(edit.uploads.len(), 1, "{}", edit.path);
    let german = hand_picture(&bot, &BERT, Lang::De, Some(Cards::German));
    assert!(edit.uploads[0].bytes == german, "his hand, German pack");
    let french = hand_picture(&bot, &BERT, Lang::De, None);
    assert!(edit.uploads[0].bytes != french, "not the table's pack");
    let log = bot.fake.log();
    assert!(
        log[from..].iter().all(|r| !r.path.starts_with(&dm(&ANNA))),
        "Anna's hand is not touched"
    );
    bot.stop().await;
}
