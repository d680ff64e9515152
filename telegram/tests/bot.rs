//! The adapter end to end: the real teloxide client, driven through `run_tuned`, against a fake
//! Bot API on 127.0.0.1 and a real sled store in a temporary directory. Users write commands and
//! press the buttons the fake received, as Telegram clients would.

mod fake;

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot_core::games::glossary::Face;
use bot_core::games::{Card, Move};
use bot_core::manager::{
    Body, Button, ButtonData, Event, HandView, Lang, Manager, Message, Platform, Recipient,
    Refused, SystemClock, TableKey, Timing, UserId,
};
use bot_core::manager::{PostgresStore, SledStore};
use bot_core::simulate::{hidden_cards, shows_a_hand};
use bot_core::store::TestSchema;
use bot_core::text;
use bummerl_telegram::{Settings, Tuning, run_tuned};
use fake::{
    ANNA, BERT, Failure, Fake, Msg, TgUser, buttons, is_hand, live_hand_at, move_key, payload, urls,
};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::Value;
use tempfile::TempDir;
use tokio::sync::{mpsc, oneshot};

const TOKEN: &str = "123456:TEST-token_secret";
/// A supergroup, as real groups are: `-100` and ten digits.
const GROUP: i64 = -1_001_987_654_321;
/// A second group.
const OTHER: i64 = -1_002_000_000_002;
/// Never opened a private chat with the bot.
const CARLA: TgUser = TgUser {
    id: 33,
    name: "Carla",
    lang: None,
};
/// Talks to the bot but sits at no table.
const DIETER: TgUser = TgUser {
    id: 44,
    name: "Dieter",
    lang: Some("en"),
};

struct Running {
    fake: Fake,
    manager: Arc<Manager>,
    key: TableKey,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<Result<(), bummerl_telegram::Error>>,
    outbox: mpsc::Sender<Vec<bot_core::manager::Message>>,
    dir: TempDir,
    /// The runtime of an adapter run apart, to be killed.
    process: Option<Process>,
}

/// A runtime of its own for an adapter that a test kills as `kill -9` would: dropped, its tasks
/// stop wherever they are, and nothing is drained or recorded after.
struct Process(Option<tokio::runtime::Runtime>);

impl Drop for Process {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}

fn tuning() -> Tuning {
    Tuning {
        chat_interval: Duration::from_millis(2),
        group_per_minute: 100_000,
        global_per_second: 100_000,
        backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(200),
        attempts: 5,
        poll_timeout: Duration::from_secs(10),
        grace: Duration::from_secs(2),
        edit_timeout: Duration::from_millis(300),
        answer_timeout: Duration::from_millis(200),
    }
}

async fn start() -> Running {
    start_with(tuning()).await
}

/// [`tuning`], but an edit is never given up for taking long (on a machine under load): one
/// tried again after it went through would be refused as changing nothing.
fn patient() -> Tuning {
    Tuning {
        edit_timeout: Duration::from_secs(5),
        ..tuning()
    }
}

/// Nothing was sent that changes nothing (Telegram refuses it: "message is not modified").
fn assert_nothing_needless(fake: &Fake) {
    let needless: Vec<String> = fake
        .not_modified()
        .iter()
        .map(|r| format!("{} {} {}", r.method, r.chat().unwrap_or_default(), r.text()))
        .collect();
    assert!(
        needless.is_empty(),
        "edits that change nothing: {needless:#?}"
    );
}

async fn start_with(tuning: Tuning) -> Running {
    let (fake, manager, dir) = setting().await;
    launch(fake, manager, dir, tuning, None)
}

/// [`start_with`], the adapter on a runtime of its own so that [`Running::kill`] can end it.
async fn start_apart(tuning: Tuning) -> Running {
    let (fake, manager, dir) = setting().await;
    launch_apart(fake, manager, dir, tuning)
}

/// A fake Bot API, and a manager on a new store in a directory.
async fn setting() -> (Fake, Arc<Manager>, TempDir) {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let manager = Arc::new(Manager::with_clock(
        store,
        Timing::default(),
        Box::new(SystemClock),
        7,
    ));
    (fake, manager, dir)
}

/// Runs the adapter on `fake` and `manager` on a runtime of its own.
fn launch_apart(fake: Fake, manager: Arc<Manager>, dir: TempDir, tuning: Tuning) -> Running {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    launch(fake, manager, dir, tuning, Some(runtime))
}

/// Runs the adapter on `fake` and `manager`: on the test's runtime, or on `runtime`.
fn launch(
    fake: Fake,
    manager: Arc<Manager>,
    dir: TempDir,
    tuning: Tuning,
    runtime: Option<tokio::runtime::Runtime>,
) -> Running {
    let (stop, stopped) = oneshot::channel::<()>();
    let (outbox, outbox_rx) = mpsc::channel(8);
    let settings = Settings {
        token: TOKEN.into(),
        api_url: fake.url.clone(),
        default_lang: Lang::En,
        webhook: None,
    };
    let run = run_tuned(manager.clone(), settings, tuning, outbox_rx, async move {
        let _ = stopped.await;
    });
    let task = match &runtime {
        Some(runtime) => runtime.spawn(run),
        None => tokio::spawn(run),
    };
    Running {
        fake,
        manager,
        key: TableKey::new(Platform::Telegram, GROUP.to_string()),
        stop: Some(stop),
        task,
        outbox,
        dir,
        process: runtime.map(|r| Process(Some(r))),
    }
}

impl Running {
    /// Stops the adapter and starts a new one on the same store and fake: what it kept in memory
    /// is gone.
    async fn restart(self) -> Running {
        self.restart_with(tuning()).await
    }

    /// [`Running::restart`] with other rates.
    async fn restart_with(mut self, tuning: Tuning) -> Running {
        let _ = self.stop.take().unwrap().send(());
        let stopped = tokio::time::timeout(Duration::from_secs(5), &mut self.task).await;
        assert!(matches!(stopped, Ok(Ok(Ok(())))), "{stopped:?}");
        let Running {
            fake, manager, dir, ..
        } = self;
        launch(fake, manager, dir, tuning, None)
    }

    /// Kills the adapter run apart ([`start_apart`]) wherever it is, as `kill -9` would, and
    /// starts a new one apart on the same store and fake.
    fn kill_and_restart(self, tuning: Tuning) -> Running {
        let Running {
            fake,
            manager,
            dir,
            process,
            ..
        } = self;
        assert!(process.is_some(), "only an adapter run apart can be killed");
        drop(process);
        launch_apart(fake, manager, dir, tuning)
    }

    /// Stops the adapter and checks what holds for every run: a quick, clean shutdown, no token
    /// in any request body, and hands only in their owners' private chats.
    async fn finish(mut self, owners: &[i64]) -> Fake {
        let _ = self.stop.take().unwrap().send(());
        let stopped = tokio::time::timeout(Duration::from_secs(5), &mut self.task).await;
        assert!(
            matches!(stopped, Ok(Ok(Ok(())))),
            "run ends cleanly: {stopped:?}"
        );
        assert_hands_private(&self.fake, owners);
        self.fake
    }

    /// Opens the private chat as a user does (`/start`), and waits for the welcome.
    async fn open_private_chat(&self, user: &TgUser) {
        self.fake.say(user.id, user, "/start");
        self.fake
            .wait(5, "the welcome", |f| {
                (!f.messages(user.id).is_empty()).then_some(())
            })
            .await;
    }

    /// The table message in the group: its id and state, once `ready` holds for its buttons.
    async fn table(&self, what: &str, ready: impl Fn(&[String]) -> bool) -> (i64, Msg) {
        self.fake
            .wait(10, what, |f| {
                let (id, msg) = table_message(f)?;
                ready(&buttons(&msg.markup)).then_some((id, msg))
            })
            .await
    }

    /// Presses a button of a message and waits for the answer.
    async fn press(&self, user: &TgUser, chat: i64, message: i64, data: &str) -> Value {
        let query = self.fake.press(user, chat, message, data);
        self.fake.answered(&query).await
    }

    /// Presses a button and checks that the press was accepted (answered without a notice).
    async fn press_ok(&self, user: &TgUser, chat: i64, message: i64, data: &str) {
        let answer = self.press(user, chat, message, data).await;
        assert!(answer.get("text").is_none(), "{data} accepted: {answer}");
    }

    fn version(&self) -> u64 {
        self.manager.table(&self.key).unwrap().unwrap().version
    }

    /// Opens a table against the random computer for Anna and waits for her hand with moves.
    async fn anna_against_the_computer(&self) -> (i64, u64, Vec<String>, String) {
        self.open_private_chat(&ANNA).await;
        self.fake.say(GROUP, &ANNA, "/newgame vs bot random");
        self.table("the table in play", |b| {
            b == [payload(GROUP, Button::ShowHand)]
        })
        .await;
        // The game is dealt at once: its pictures give way to text messages.
        self.cards_as_text(GROUP, &ANNA).await;
        self.fake
            .wait(10, "Anna's hand as text", |f| {
                live_hand(f, &ANNA).filter(|(id, ..)| f.photo_of(ANNA.id, *id).is_none())
            })
            .await
    }

    fn user(&self, user: &TgUser) -> bot_core::store::UserRecord {
        let id = UserId::new(Platform::Telegram, user.id.to_string());
        self.manager.user(&id).unwrap().unwrap_or_default()
    }

    /// Presses Deal on the table message once it offers it.
    async fn deal(&self, by: &TgUser) {
        let deal = payload(GROUP, Button::Start);
        let (table, _) = self
            .table("the table with Deal", |b| b.first() == Some(&deal))
            .await;
        self.press(by, GROUP, table, &deal).await;
    }

    /// Waits for the newest hand with moves, newer than version `last`, of one of `users`:
    /// (user, message id, version, move buttons, text). `None` once `done` holds for the table.
    async fn next_hand<'a>(
        &self,
        users: &[&'a TgUser],
        last: u64,
        done: impl Fn(&bot_core::manager::Table) -> bool,
    ) -> Option<(&'a TgUser, i64, u64, Vec<String>, String)> {
        self.fake
            .wait(10, "the next hand with moves", |f| {
                let table = self.manager.table(&self.key).unwrap().unwrap();
                if done(&table) {
                    return Some(None);
                }
                users.iter().find_map(|user| {
                    let (id, version, moves, text) = live_hand(f, user)?;
                    (version > last).then_some(Some((*user, id, version, moves, text)))
                })
            })
            .await
    }

    /// The next hand with moves of the running Bummerl (`None` once it ended), checked as its
    /// owner's: (user, message id, version, move buttons).
    async fn next_move<'a>(
        &self,
        users: &[&'a TgUser],
        last: u64,
    ) -> Option<(&'a TgUser, i64, u64, Vec<String>)> {
        let (user, message, version, moves, text) = self
            .next_hand(users, last, |table| table.bummerl_number > 1)
            .await?;
        self.assert_owners_hand(user, version, &moves, &text);
        Some((user, message, version, moves))
    }

    /// Checks that a hand message at `version` is its owner's: the cards the manager dealt him
    /// and one button per legal move (when the table is still at that version).
    fn assert_owners_hand(&self, user: &TgUser, version: u64, moves: &[String], text: &str) {
        let lang = if user.lang == Some("en") {
            Lang::En
        } else {
            Lang::De
        };
        if let Some((current, cards, legal)) = cards_of(&self.manager, &self.key, user, lang)
            && current == version
        {
            assert!(
                text.contains(&cards),
                "{} got {text:?}, holds {cards}",
                user.name
            );
            assert_eq!(moves.len(), legal, "{text}");
        }
    }

    /// `opener` opens a table in the group; returns its message once it offers Join.
    async fn open_table(&self, opener: &TgUser) -> i64 {
        self.fake.say(GROUP, opener, "/newgame");
        let (table, _) = self
            .table("the table with Join", |b| {
                b.first() == Some(&payload(GROUP, Button::Join))
            })
            .await;
        table
    }

    /// Opens a table for two in `chat`, seats `joiner` with the Join button and deals; returns
    /// the table's key once the game runs.
    async fn dealt_for_two(&self, chat: i64, opener: &TgUser, joiner: &TgUser) -> TableKey {
        let key = TableKey::new(Platform::Telegram, chat.to_string());
        self.fake.say(chat, opener, "/newgame");
        self.cards_as_text(chat, opener).await;
        for (data, by) in [
            (payload(chat, Button::Join), joiner),
            (payload(chat, Button::Start), opener),
        ] {
            let (table, _) = self
                .fake
                .wait(10, &data, |f| {
                    table_message_in(f, chat)
                        .filter(|(_, m)| buttons(&m.markup).first() == Some(&data))
                })
                .await;
            self.press_ok(by, chat, table, &data).await;
        }
        self.fake
            .wait(10, "the game running", |_| {
                self.manager.table(&key).ok()??.round().map(|_| ())
            })
            .await;
        key
    }

    /// The table's state version.
    fn version_of(&self, key: &TableKey) -> u64 {
        self.manager.table(key).unwrap().unwrap().version
    }

    /// Turns the table in `chat` to text (`cards=text`), as the runs written before pictures
    /// count their text messages and edits: a table shows its game's pack by default.
    async fn cards_as_text(&self, chat: i64, by: &TgUser) {
        self.fake.say(chat, by, "/rules cards text");
        // In the table's language: German, or English where the opener speaks it.
        self.fake
            .wait(10, "the cards as text", |f| {
                f.messages(chat)
                    .into_iter()
                    .find(|(_, m)| m.text.contains("als Text") || m.text.contains("as text"))
            })
            .await;
    }

    /// Waits for a message in `chat` whose text contains `needle`.
    async fn message_with(&self, chat: i64, needle: &str) -> Msg {
        self.fake
            .wait(10, needle, |f| {
                f.messages(chat)
                    .into_iter()
                    .map(|(_, m)| m)
                    .find(|m| m.text.contains(needle))
            })
            .await
    }
}

fn table_message(fake: &Fake) -> Option<(i64, Msg)> {
    table_message_in(fake, GROUP)
}

/// The newest table message in a chat.
fn table_message_in(fake: &Fake, chat: i64) -> Option<(i64, Msg)> {
    fake.messages(chat)
        .into_iter()
        .rev()
        .find(|(_, m)| m.text.starts_with("<b>── "))
}

/// The newest hand message of a user with move buttons: (message id, version, buttons, text).
fn live_hand(fake: &Fake, user: &TgUser) -> Option<(i64, u64, Vec<String>, String)> {
    fake::live_hand_in(fake, user, None)
}

/// No hand and no move button ever went to a group, and hands went only to the private chats
/// of `owners` (a private chat's id is its user's id).
fn assert_hands_private(fake: &Fake, owners: &[i64]) {
    let mut hands = 0;
    for r in fake.requests() {
        if !matches!(
            r.method.as_str(),
            "sendMessage" | "editMessageText" | "sendPhoto" | "editMessageMedia"
        ) {
            continue;
        }
        let chat = r.chat().expect("a chat id");
        let moves = r.buttons().iter().any(|d| move_key(d).is_some());
        if is_hand(r.text()) || moves {
            hands += 1;
            assert!(
                chat > 0 && owners.contains(&chat),
                "a hand went to chat {chat}: {}",
                r.text()
            );
        }
        assert!(!r.body.to_string().contains(TOKEN));
    }
    let _ = hands;
}

/// The user's hand as the manager knows it.
fn hand_of(manager: &Manager, key: &TableKey, user: &TgUser) -> Option<(u64, HandView)> {
    let table = manager.table(key).ok()??;
    let player = table.player_of(&UserId::new(Platform::Telegram, user.id.to_string()))?;
    let message = table.hand_message(player)?;
    let Body::Hand(hand) = message.body else {
        return None;
    };
    Some((table.version, *hand))
}

/// The user's cards as the manager knows them, in the words of his hand message (its line of
/// cards), with the table's version and the number of his legal moves.
fn cards_of(
    manager: &Manager,
    key: &TableKey,
    user: &TgUser,
    lang: Lang,
) -> Option<(u64, String, usize)> {
    let (version, hand) = hand_of(manager, key, user)?;
    let cards = text::hand_summary(lang, &hand).lines().next()?.to_owned();
    assert!(is_hand(&cards), "a line of cards: {cards}");
    Some((version, cards, bot_core::text::offers(lang, &hand).len()))
}

/// The codes of the cards the user holds (`KH`), as the game dealt them.
fn held(manager: &Manager, key: &TableKey, user: &TgUser) -> Vec<String> {
    let (_, hand) = hand_of(manager, key, user).expect("a hand");
    hand.view.hand.iter().map(ToString::to_string).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_plays_a_whole_bummerl_with_buttons() {
    let mut bot = start_with(patient()).await;
    bot.open_private_chat(&ANNA).await;
    bot.open_private_chat(&BERT).await;
    bot.fake.say(GROUP, &ANNA, "/newgame");
    bot.cards_as_text(GROUP, &ANNA).await;
    let (table, msg) = bot
        .table("the table with Join", |b| {
            b.first() == Some(&payload(GROUP, Button::Join))
        })
        .await;
    assert!(msg.text.contains("Anna"), "{}", msg.text);
    let answer = bot
        .press(&BERT, GROUP, table, &buttons(&msg.markup)[0])
        .await;
    assert!(answer.get("text").is_none(), "joined silently: {answer}");
    bot.deal(&ANNA).await;

    let mut rng = SmallRng::seed_from_u64(3);
    let mut last = 0;
    let mut presses = 0;
    let players = [&ANNA, &BERT];
    loop {
        let Some((user, message, version, moves)) = bot.next_move(&players, last).await else {
            break;
        };
        let data = &moves[rng.random_range(0..moves.len())];
        bot.press_ok(user, user.id, message, data).await;
        last = version;
        presses += 1;
        assert!(presses < 2000, "the Bummerl does not end");
        if presses == 7 {
            // Midway, a restart: the same messages go on, none is written needlessly.
            bot = bot.restart_with(patient()).await;
        }
    }
    let table = bot.manager.table(&bot.key).unwrap().unwrap();
    assert!(
        table.round().is_none(),
        "back in the lobby after the Bummerl"
    );
    bot.fake
        .wait(10, "the Bummerl's end in the group", |f| {
            f.messages(GROUP)
                .iter()
                .any(|(_, m)| m.text.contains("bekommt das Bummerl"))
                .then_some(())
        })
        .await;
    // The table: one message, edited in place, offering the next Bummerl.
    let (_, msg) = bot
        .table("the table offering the next Bummerl", |b| {
            b.first() == Some(&payload(GROUP, Button::Start))
        })
        .await;
    assert!(msg.edits > 10, "edited {} times", msg.edits);
    let tables_sent = bot
        .fake
        .requests()
        .iter()
        .filter(|r| {
            r.method == "sendMessage" && r.chat() == Some(GROUP) && r.text().starts_with("<b>── ")
        })
        .count();
    assert_eq!(tables_sent, 1, "the table is edited, not re-posted");
    // Hands: one message per player, buttons cleared at the end.
    for user in [&ANNA, &BERT] {
        let hands: Vec<_> = bot
            .fake
            .messages(user.id)
            .into_iter()
            .filter(|(_, m)| is_hand(&m.text))
            .collect();
        assert_eq!(hands.len(), 1, "{}: one hand message, edited", user.name);
        bot.fake
            .wait(5, "the hand's buttons cleared", |f| {
                live_hand(f, user).is_none().then_some(())
            })
            .await;
    }
    // Every command was registered in both languages.
    let commands: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "setMyCommands")
        .collect();
    assert_eq!(commands.len(), 2 * 4, "by each of the two runs");
    assert!(commands.iter().any(|r| r.body["language_code"] == "de"));
    eprintln!("{presses} presses");
    assert_nothing_needless(&bot.fake);
    exports_replay(&bot).await;
    steps_through_a_replay(&bot).await;
    a_replay_never_shows_the_running_deal(&bot).await;
    // The Bummerl is rated: the leaderboard shows both ratings, provisional after one result.
    bot.fake.say(GROUP, &ANNA, "/leaderboard");
    let board = bot
        .fake
        .wait(10, "the rated leaderboard", |f| {
            f.messages(GROUP)
                .into_iter()
                .map(|(_, m)| m.text)
                .find(|t| t.contains("Rangliste"))
        })
        .await;
    assert_eq!(board.matches("(vorläufig)").count(), 2, "{board}");
    assert!(board.contains("Wertung 1"), "{board}");
    a_group_admin_ends_the_season(&bot, &board).await;
    bot.finish(&[ANNA.id, BERT.id]).await;
}

/// `/endseason` in the group: refused to a plain member (in his language, English), done for the group's
/// creator as Telegram's `getChatMember` says; the new season's board is empty and names the
/// past one, and `/leaderboard schnapsen SEASON` shows that one as it was (`board`).
async fn a_group_admin_ends_the_season(bot: &Running, board: &str) {
    let group_texts =
        |f: &Fake| -> Vec<String> { f.messages(GROUP).into_iter().map(|(_, m)| m.text).collect() };
    bot.fake.say(GROUP, &BERT, "/endseason");
    bot.fake
        .wait(10, "the refusal", |f| {
            group_texts(f)
                .into_iter()
                .find(|t| t == "Only an admin of this channel may end the season.")
        })
        .await;
    bot.fake.set_member(GROUP, &ANNA, "creator");
    bot.fake.say(GROUP, &ANNA, "/endseason");
    let ended = bot
        .fake
        .wait(10, "the season's end", |f| {
            group_texts(f)
                .into_iter()
                .find(|t| t.starts_with("Die Saison "))
        })
        .await;
    let name = ended["Die Saison ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .to_owned();
    assert!(
        ended.contains(&format!("jetzt läuft die Saison {name}.2.")),
        "{ended}"
    );
    bot.fake.say(GROUP, &ANNA, "/leaderboard");
    let fresh = bot
        .fake
        .wait(10, "the new season's board", |f| {
            group_texts(f)
                .into_iter()
                .find(|t| t.contains(&format!("Saison {name}.2:")))
        })
        .await;
    assert!(fresh.contains("Noch keine Ergebnisse."), "{fresh}");
    assert!(
        fresh.contains(&format!("Vergangene Saisonen: {name} ")),
        "{fresh}"
    );
    bot.fake
        .say(GROUP, &ANNA, &format!("/leaderboard schnapsen {name}"));
    let past = bot
        .fake
        .wait(10, "the past season's board", |f| {
            group_texts(f)
                .into_iter()
                .find(|t| t.contains(&format!("vergangene Saison {name}:")))
        })
        .await;
    let entries = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.starts_with("  "))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(entries(&past), entries(board), "{past}");
    // Bert's profile, asked for by name: this season empty, his place in the last one.
    bot.fake.say(GROUP, &ANNA, "/profile @bert");
    let profile = bot
        .fake
        .wait(10, "Bert's profile", |f| {
            group_texts(f)
                .into_iter()
                .find(|t| t.starts_with("Bert in diesem Kanal:"))
        })
        .await;
    assert!(profile.contains("Schnapsen: Bummerl 0:0"), "{profile}");
    assert!(profile.contains("Wertung 1"), "{profile}");
    assert!(
        profile.contains(&format!("bester Platz: 1 (Saison {name})")),
        "{profile}"
    );
    bot.fake.say(GROUP, &ANNA, "/profile Zenzi");
    bot.fake
        .wait(10, "the refusal of a stranger's profile", |f| {
            group_texts(f)
                .into_iter()
                .find(|t| t.contains("Zenzi") && t.contains("hat hier gespielt"))
        })
        .await;
}

/// `/export` in the group: the last finished deal as a file that replays to its recorded
/// result; the one before with `/export 2`; a deal not kept, or words that are no number, are
/// answered in the group's language and send nothing.
async fn exports_replay(bot: &Running) {
    let documents = |f: &Fake| -> Vec<Value> {
        f.requests()
            .into_iter()
            .filter(|r| r.method == "sendDocument" && r.chat() == Some(GROUP) && r.status == 200)
            .map(|r| r.body)
            .collect()
    };
    for (n, command) in ["/export", "/export 2"].into_iter().enumerate() {
        bot.fake.say(GROUP, &ANNA, command);
        let sent = bot
            .fake
            .wait(10, "the deal's file", |f| documents(f).get(n).cloned())
            .await;
        let file = &sent["document"];
        let name = file["file_name"].as_str().unwrap();
        assert!(
            name.starts_with("bummerl-schnapsen-deal-") && name.ends_with(".json"),
            "{name}"
        );
        assert!(
            sent["caption"].as_str().unwrap().contains("bummerl replay"),
            "{sent}"
        );
        let scenario: Value = serde_json::from_str(file["contents"].as_str().unwrap()).unwrap();
        let replayed = bot_core::manager::replay(&scenario).unwrap();
        assert_eq!(replayed["actions"], scenario["expect"]["actions"]);
        assert_eq!(replayed["result"], scenario["expect"]["result"]);
        assert!(replayed["result"]["score"].is_array(), "{replayed}");
    }
    bot.fake.say(GROUP, &ANNA, "/export 900");
    bot.message_with(GROUP, "Ein beendetes Spiel 900 zurück gibt es hier nicht")
        .await;
    bot.fake.say(GROUP, &ANNA, "/export gestern");
    bot.message_with(GROUP, "So geht’s: /export").await;
    assert_eq!(documents(&bot.fake).len(), 2, "nothing more sent");
}

/// `/replay` in the group: the last finished deal as dealt, every hand open, with ▶ only; ▶ and
/// ◀ edit that very message to the next step and back (never an edit that changes nothing); a
/// key of a deal not kept, of a step the deal does not have, or of another chat's replay is
/// refused in the presser's language and changes nothing.
async fn steps_through_a_replay(bot: &Running) {
    let (number, record) = bot.manager.finished_deal(&bot.key, 1).unwrap();
    bot.fake.say(GROUP, &ANNA, "/replay");
    let head = format!("── Spiel {number} (Schnapsen) zum Nachspielen: ");
    let replay = |f: &Fake| {
        f.messages(GROUP)
            .into_iter()
            .find(|(_, m)| m.text.starts_with(&head))
    };
    let (id, first) = bot.fake.wait(10, "the replay", replay).await;
    assert!(first.text.contains("wie gegeben"), "{}", first.text);
    assert!(first.text.contains("Anna: ") && first.text.contains("Bert: "));
    let next = |step: u32| payload(GROUP, Button::Replay { deal: number, step });
    assert_eq!(fake::buttons(&first.markup), [next(1)]);
    bot.press_ok(&ANNA, GROUP, id, &next(1)).await;
    let stepped = bot
        .fake
        .wait(10, "the first move", |f| {
            let (_, m) = replay(f)?;
            m.text
                .contains(&format!("Zug 1 von {}", record.moves.len()))
                .then_some(m)
        })
        .await;
    assert_eq!(stepped.edits, 1, "edited in place");
    assert_eq!(fake::buttons(&stepped.markup), [next(0), next(2)]);
    // The same key again (a double tap): nothing to change, no edit.
    bot.press_ok(&BERT, GROUP, id, &next(1)).await;
    bot.press_ok(&ANNA, GROUP, id, &next(0)).await;
    bot.fake
        .wait(10, "back to the deal as dealt", |f| {
            let (_, m) = replay(f)?;
            (m.text == first.text && m.edits == 2).then_some(())
        })
        .await;
    let steps = record.moves.len() as u32;
    for (data, said) in [
        (next(steps + 1), format!("hat keinen Zug {}", steps + 1)),
        (
            payload(GROUP, Button::Replay { deal: 900, step: 0 }),
            "Spiel 900 wird hier nicht mehr aufbewahrt".into(),
        ),
        (
            payload(
                -200,
                Button::Replay {
                    deal: number,
                    step: 1,
                },
            ),
            "anderen Kanal".into(),
        ),
    ] {
        let answer = bot.press(&ANNA, GROUP, id, &data).await;
        let text = answer["text"].as_str().unwrap_or_default();
        assert!(text.contains(&said), "{data}: {answer}");
    }
    // Bert reads English: his refusal is in his language.
    let answer = bot.press(&BERT, GROUP, id, &next(steps + 1)).await;
    assert!(
        answer["text"].as_str().unwrap().contains("has no move"),
        "{answer}"
    );
    let (_, after) = replay(&bot.fake).unwrap();
    assert_eq!(
        (after.text, after.edits),
        (first.text, 2),
        "nothing changed"
    );
    assert!(
        bot.fake.not_modified().is_empty(),
        "no edit that changes nothing"
    );
}

/// `/replay` while the next Bummerl's first deal runs at the table: with no N, with N and with a
/// step, each answer is a finished deal's step exactly as the core renders its record, and no
/// hand it shows holds a running hand's cards that the group does not see; a step that is no
/// number, or one the deal does not have, is refused in the asker's language.
async fn a_replay_never_shows_the_running_deal(bot: &Running) {
    bot.deal(&ANNA).await;
    let running = bot
        .fake
        .wait(10, "the next deal running", |_| {
            let table = bot.manager.table(&bot.key).ok()??;
            table.round().map(|round| round.game.clone())
        })
        .await;
    let hidden = hidden_cards(&running, Lang::De);
    assert!(!hidden.is_empty(), "the running deal hides cards");
    let newest = |f: &Fake| f.messages(GROUP).last().map_or(0, |(id, _)| *id);
    let moves = bot
        .manager
        .finished_deal(&bot.key, 1)
        .unwrap()
        .1
        .moves
        .len();
    for (command, back, step) in [
        ("/replay".to_owned(), 1, 0),
        ("/replay 2".to_owned(), 2, 0),
        ("/replay 1 3".to_owned(), 1, 3),
        (format!("/replay 1 {moves}"), 1, moves),
    ] {
        let after = newest(&bot.fake);
        bot.fake.say(GROUP, &ANNA, &command);
        let (number, record) = bot.manager.finished_deal(&bot.key, back).unwrap();
        let view = bot_core::manager::replay_view(&bot.key, number, &record, step).unwrap();
        let expected = text::replay(Lang::De, &view);
        let (_, said) = bot
            .fake
            .wait(10, &command, |f| {
                let mut new = f.messages(GROUP).into_iter().filter(|(id, _)| *id > after);
                new.find(|(_, m)| m.text.contains("zum Nachspielen"))
            })
            .await;
        assert_eq!(said.text, expected, "{command}: the finished deal's step");
        for line in said.text.lines() {
            assert!(!shows_a_hand(line, &hidden), "{command}: {line}");
        }
    }
    for (user, command, said) in [
        (&ANNA, "/replay 1 x", "„x“ ist keine Zugnummer"),
        (&BERT, "/replay 1 -2", "“-2” is no move number"),
        (&ANNA, "/replay 1 9999", "hat keinen Zug 9999"),
    ] {
        let after = newest(&bot.fake);
        bot.fake.say(GROUP, user, command);
        let (_, answer) = bot
            .fake
            .wait(10, command, |f| {
                let mut new = f.messages(GROUP).into_iter().filter(|(id, _)| *id > after);
                new.find(|(_, m)| m.text.contains(said))
            })
            .await;
        assert!(answer.markup.is_null(), "{command}: no keys");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_the_bot_cannot_reach_joins_through_the_deep_link() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    bot.fake.say(GROUP, &ANNA, "/newgame");
    let (table, _) = bot
        .table("Join", |b| b.first() == Some(&payload(GROUP, Button::Join)))
        .await;
    // Carla never opened a chat with the bot: Join answers with the deep link, seats nobody.
    let answer = bot
        .press(&CARLA, GROUP, table, &payload(GROUP, Button::Join))
        .await;
    let link = format!("https://t.me/{}?start=j{GROUP}", fake::BOT);
    assert_eq!(answer["url"], link.as_str(), "{answer}");
    assert_eq!(
        bot.manager.table(&bot.key).unwrap().unwrap().players.len(),
        1
    );
    // Typed, /join gets the same link as a button in the group.
    bot.fake.say(GROUP, &CARLA, "/join");
    let notice = bot
        .message_with(GROUP, "Carla, I cannot write to you")
        .await;
    assert_eq!(urls(&notice.markup), std::slice::from_ref(&link));
    // The link opens her private chat with `/start j<group>`: she is seated.
    bot.fake.say(CARLA.id, &CARLA, &format!("/start j{GROUP}"));
    bot.message_with(GROUP, "Carla setzt sich an den Tisch.")
        .await;
    bot.message_with(CARLA.id, "You are seated.").await;
    let record = bot.user(&CARLA);
    assert_eq!(record.private_chat.as_deref(), Some("33"));
    assert_eq!(
        bot.manager.table(&bot.key).unwrap().unwrap().players.len(),
        2
    );
    // Dealt: her cards come to her private chat.
    let (table, msg) = bot
        .table("Deal", |b| {
            b.first() == Some(&payload(GROUP, Button::Start))
        })
        .await;
    bot.press(&ANNA, GROUP, table, &buttons(&msg.markup)[0])
        .await;
    bot.message_with(CARLA.id, "Your cards:").await;
    bot.message_with(ANNA.id, "Deine Karten:").await;
    bot.finish(&[ANNA.id, CARLA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_who_blocked_the_bot_is_announced_in_the_group() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    bot.open_private_chat(&BERT).await;
    bot.fake.say(GROUP, &ANNA, "/newgame");
    let (table, _) = bot
        .table("Join", |b| b.first() == Some(&payload(GROUP, Button::Join)))
        .await;
    bot.press(&BERT, GROUP, table, &payload(GROUP, Button::Join))
        .await;
    bot.fake.block(BERT.id);
    let (table, _) = bot
        .table("Deal", |b| {
            b.first() == Some(&payload(GROUP, Button::Start))
        })
        .await;
    bot.press(&ANNA, GROUP, table, &payload(GROUP, Button::Start))
        .await;
    // Bert's hand meets a 403: the group is told, with the link back, and he is marked.
    let notice = bot.message_with(GROUP, "Bert hat mich blockiert").await;
    let link = format!("https://t.me/{}?start=h{GROUP}", fake::BOT);
    assert_eq!(urls(&notice.markup), [link]);
    bot.fake
        .wait(5, "Bert marked blocked", |_| {
            bot.user(&BERT).blocked.then_some(())
        })
        .await;
    bot.message_with(ANNA.id, "Deine Karten:").await;
    // The game is intact; once he unblocks and starts the chat again, his cards come.
    bot.fake.unblock(BERT.id);
    bot.fake.say(BERT.id, &BERT, &format!("/start h{GROUP}"));
    bot.message_with(BERT.id, "Your cards:").await;
    assert!(!bot.user(&BERT).blocked);
    let notices = bot
        .fake
        .messages(GROUP)
        .iter()
        .filter(|(_, m)| m.text.contains("blockiert"))
        .count();
    assert_eq!(notices, 1, "one notice, not one per move");
    bot.finish(&[ANNA.id, BERT.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_and_stale_buttons_are_refused_and_change_nothing() {
    let bot = start_with(patient()).await;
    let (message, version, moves, text) = bot.anna_against_the_computer().await;
    assert_eq!(bot.version(), version);
    // A move's button: the table's channel, the version and the move.
    let Ok(ButtonData {
        channel,
        button: Button::Move { version: shown, mv },
    }) = ButtonData::parse(&moves[0])
    else {
        panic!("{moves:?}")
    };
    assert_eq!((channel, shown), (GROUP.to_string(), version), "{moves:?}");
    let at = |version: u64, mv: Move| payload(GROUP, Button::Move { version, mv });
    let held = held(&bot.manager, &bot.key, &ANNA);
    assert_eq!(held.len(), 5, "{held:?}");
    let foreign = [
        "AH", "TH", "KH", "QH", "JH", "AS", "TS", "KS", "QS", "JS", "AD", "TD",
    ]
    .into_iter()
    .find(|c| !held.iter().any(|h| h == c))
    .unwrap();
    let unknown = "Diese Schaltfläche kenne ich nicht.";
    // A stale button shows the current hand in its message instead.
    let stale = "Das war veraltet – hier sind deine aktuellen Karten.".to_owned();
    let not_in_hand = "Diese Karte hast du nicht auf der Hand.";
    let no_table = text::refused(Lang::De, &Refused::NoTable);
    let cases = [
        ("zz:nonsense".to_owned(), unknown, false),
        (format!("{}é", at(version, mv)), unknown, false),
        (
            format!("{}{}", at(version, mv), "1".repeat(70)),
            unknown,
            false,
        ),
        (at(version - 1, mv), stale.as_str(), false),
        (at(version + 5, mv), stale.as_str(), false),
        // A button of an earlier release, in its own form, is still read.
        (
            format!(
                "g:{GROUP}:{}:{}",
                version - 1,
                mv.to_string().replace(':', ".")
            ),
            stale.as_str(),
            false,
        ),
        (
            at(version, Move::play(foreign.parse().unwrap())),
            not_in_hand,
            true,
        ),
        (
            payload(OTHER, Button::Move { version, mv }),
            no_table.as_str(),
            false,
        ),
    ];
    for (data, expected, alert) in cases {
        let answer = bot.press(&ANNA, ANNA.id, message, &data).await;
        assert_eq!(answer["text"], expected, "{data}");
        assert_eq!(
            answer["show_alert"].as_bool().unwrap_or(false),
            alert,
            "{data}"
        );
    }
    assert_eq!(bot.version(), version, "nothing changed");
    let (_, now, _, now_text) = live_hand(&bot.fake, &ANNA).unwrap();
    assert_eq!((now, now_text), (version, text));
    // The real button still works.
    let answer = bot.press(&ANNA, ANNA.id, message, &moves[0]).await;
    assert!(answer.get("text").is_none(), "{answer}");
    assert!(bot.version() > version);
    // A stale press on the current hand showed it there without an edit that changes nothing.
    assert_nothing_needless(&bot.fake);
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_who_is_not_seated_cannot_press_anything() {
    let bot = start().await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    bot.open_private_chat(&DIETER).await;
    let not_seated = text::refused(Lang::En, &Refused::NotSeated);
    for data in [
        moves[0].clone(),
        payload(GROUP, Button::ShowHand),
        payload(GROUP, Button::Start),
        payload(GROUP, Button::Forfeit),
    ] {
        let answer = bot.press(&DIETER, ANNA.id, message, &data).await;
        assert_eq!(answer["text"], not_seated.as_str(), "{data}");
    }
    let answer = bot
        .press(&DIETER, GROUP, message, &payload(GROUP, Button::Join))
        .await;
    assert_eq!(
        answer["text"],
        text::refused(Lang::En, &Refused::AlreadyStarted).as_str()
    );
    assert_eq!(bot.version(), version, "nothing changed");
    tokio::time::sleep(Duration::from_millis(100)).await;
    let to_dieter = bot.fake.messages(DIETER.id);
    assert_eq!(to_dieter.len(), 1, "only the welcome: {to_dieter:?}");
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flood_control_and_server_errors_delay_but_lose_no_move() {
    let bot = start().await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    bot.fake
        .fail_next("editMessageText", Failure::RetryAfter(1));
    bot.fake.fail_next("editMessageText", Failure::Server);
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    let answer = bot.press(&ANNA, ANNA.id, message, play).await;
    assert!(answer.get("text").is_none(), "{answer}");
    assert!(
        bot.version() > version,
        "the move is stored before anything is sent"
    );
    // The hand and the trick arrive anyway.
    bot.fake
        .wait(20, "the new hand", |f| {
            let (_, v, _, _) = live_hand(f, &ANNA)?;
            (v > version).then_some(())
        })
        .await;
    bot.message_with(GROUP, "Stich für").await;
    let requests = bot.fake.requests();
    // 429: the same chat is not asked again before retry_after has passed.
    let limited = requests
        .iter()
        .position(|r| r.status == 429)
        .expect("a 429 was answered");
    let chat = requests[limited].chat();
    let retry = requests[limited + 1..]
        .iter()
        .find(|r| r.chat() == chat && r.method == "editMessageText")
        .expect("the edit was retried");
    let waited = retry.at - requests[limited].at;
    assert!(waited >= Duration::from_secs(1), "retried after {waited:?}");
    assert_eq!(retry.status, 200);
    // 500: the message is sent again, once.
    let failed = requests.iter().find(|r| r.status == 500).expect("a 500");
    let resent: Vec<_> = requests
        .iter()
        .filter(|r| r.status == 200 && r.method == failed.method && r.text() == failed.text())
        .collect();
    assert_eq!(resent.len(), 1, "{}", failed.text());
    eprintln!(
        "429 retried after {waited:?}; 500 retried after {:?}",
        resent[0].at - failed.at
    );
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_can_be_typed_in_the_private_chat() {
    let bot = start().await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    // /hand posts the hand afresh.
    bot.fake.say(ANNA.id, &ANNA, "/hand");
    let (fresh, again, _, _) = bot
        .fake
        .wait(5, "a fresh hand", |f| {
            live_hand(f, &ANNA).filter(|(id, _, _, _)| *id != message)
        })
        .await;
    assert_eq!(again, version);
    // A card by its German name.
    let card: Card = moves
        .iter()
        .find_map(|d| d.rsplit_once(":play:").map(|(_, c)| c.parse().unwrap()))
        .unwrap();
    bot.fake.say(ANNA.id, &ANNA, "/play blätter");
    bot.message_with(ANNA.id, "Welche Karte?").await;
    bot.fake.say(
        ANNA.id,
        &ANNA,
        &format!("/play {}", Face::French.card_name(card, Lang::De)),
    );
    bot.fake
        .wait(5, "the move", |_| (bot.version() > version).then_some(()))
        .await;
    // Language, misplaced commands, and the outbox.
    bot.fake.say(ANNA.id, &ANNA, "/lang en");
    bot.message_with(ANNA.id, "Language: English.").await;
    bot.fake.say(ANNA.id, &ANNA, "/join");
    bot.message_with(ANNA.id, "That works in the group").await;
    bot.fake.say(GROUP, &ANNA, "/play KH");
    let notice = bot.message_with(GROUP, "private chat").await;
    assert_eq!(
        urls(&notice.markup),
        [format!("https://t.me/{}", fake::BOT)]
    );
    let reminder = Message {
        to: Recipient::User(UserId::new(Platform::Telegram, ANNA.id.to_string())),
        body: Body::Event(Event::Reminder { seconds_left: 60 }),
    };
    bot.outbox.send(vec![reminder]).await.unwrap();
    bot.message_with(ANNA.id, "60").await;
    let _ = fresh;
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_groups_link_does_not_redirect_typed_moves() {
    let bot = start().await;
    let (_, version, _, _) = bot.anna_against_the_computer().await;
    // Bert opens a table in another group; Anna follows its "Open a private chat" link there.
    bot.open_private_chat(&BERT).await;
    bot.fake.say(OTHER, &BERT, "/newgame");
    bot.fake
        .wait(10, "the other table", |f| table_message_in(f, OTHER))
        .await;
    bot.fake.say(ANNA.id, &ANNA, &format!("/start h{OTHER}"));
    let not_seated = text::refused(Lang::De, &Refused::NotSeated);
    bot.message_with(ANNA.id, &not_seated).await;
    // Her typed move still goes to the table she sits at.
    bot.fake.say(ANNA.id, &ANNA, "/play 1");
    bot.fake
        .wait(10, "the typed move at her own table", |_| {
            (bot.version() > version).then_some(())
        })
        .await;
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_plays_against_the_bot_in_the_private_chat() {
    let bot = start().await;
    // A group table first: its hand shares the private chat with the private table.
    let (group_hand, group_version, group_moves, _) = bot.anna_against_the_computer().await;
    let chat = ANNA.id;
    let private = TableKey::new(Platform::Telegram, chat.to_string());
    let table_of = |key: &TableKey| bot.manager.table(key).unwrap();
    // Without `vs bot` nobody could take the other seat here.
    bot.fake.say(chat, &ANNA, "/newgame");
    bot.message_with(chat, "Hier spielst du gegen mich").await;
    assert!(table_of(&private).is_none());
    bot.fake.say(chat, &ANNA, "/newgame vs bot random");
    let my_cards = payload(chat, Button::ShowHand);
    let (table, _) = bot
        .fake
        .wait(10, "the table in the private chat", |f| {
            table_message_in(f, chat).filter(|(_, m)| buttons(&m.markup) == [my_cards.clone()])
        })
        .await;
    let (hand, version, _) = bot
        .fake
        .wait(10, "the private table's hand", |f| {
            live_hand_at(f, &ANNA, chat)
        })
        .await;
    assert_ne!(hand, group_hand, "a hand message of its own");
    // Each table has one table message and one live hand here: nothing twice. (The group's
    // hand went out as a picture and came again as text when the group chose text: the
    // picture's buttons are off.)
    let messages = bot.fake.messages(chat);
    let tables = messages
        .iter()
        .filter(|(_, m)| m.text.starts_with("<b>── "))
        .count();
    let hands = messages
        .iter()
        .filter(|(_, m)| is_hand(&m.text) && !buttons(&m.markup).is_empty())
        .count();
    assert_eq!((tables, hands), (1, 2), "{messages:#?}");
    // She may move at both tables: a typed move asks where; she answers "here".
    bot.fake.say(chat, &ANNA, "/play 1");
    let question = bot
        .message_with(chat, "Du bist an mehreren Tischen am Zug.")
        .await;
    let data = buttons(&question.markup);
    let here = data
        .iter()
        .find(|d| move_key(d) == Some((chat.to_string(), version)))
        .unwrap();
    let (asked, _) = bot
        .fake
        .messages(chat)
        .into_iter()
        .rev()
        .find(|(_, m)| buttons(&m.markup) == data)
        .unwrap();
    bot.press_ok(&ANNA, chat, asked, here).await;
    bot.fake
        .wait(10, "the typed move", |_| {
            (table_of(&private)?.version > version).then_some(())
        })
        .await;
    // Nobody else can be seated in a private chat.
    bot.fake.say(chat, &ANNA, "/join");
    bot.message_with(chat, "Das geht in der Gruppe").await;
    // The Bummerl, by buttons.
    let mut last = 0;
    let mut presses = 0;
    loop {
        let next = bot
            .fake
            .wait(10, "the next private hand", |f| {
                if table_of(&private)?.bummerl_number > 1 {
                    return Some(None);
                }
                let (id, version, moves) = live_hand_at(f, &ANNA, chat)?;
                (version > last).then_some(Some((id, version, moves)))
            })
            .await;
        let Some((id, version, moves)) = next else {
            break;
        };
        bot.press_ok(&ANNA, chat, id, &moves[0]).await;
        last = version;
        presses += 1;
        assert!(presses < 500, "the Bummerl does not end");
    }
    // Back in the lobby: the same table message offers the next Bummerl, the hand has no moves.
    let deal = payload(chat, Button::Start);
    bot.fake
        .wait(10, "the table offering the next Bummerl", |f| {
            let (id, m) = table_message_in(f, chat)?;
            (id == table && buttons(&m.markup).first() == Some(&deal)).then_some(())
        })
        .await;
    bot.fake
        .wait(10, "the private hand's buttons cleared", |f| {
            live_hand_at(f, &ANNA, chat).is_none().then_some(())
        })
        .await;
    // The table commands work here as in a group.
    bot.fake.say(chat, &ANNA, "/score");
    bot.message_with(chat, "Bummerl 2 nach 0 Spielen").await;
    bot.fake.say(chat, &ANNA, "/startgame");
    bot.fake
        .wait(10, "a hand of the next Bummerl", |f| {
            live_hand_at(f, &ANNA, chat).filter(|(_, v, _)| *v > last)
        })
        .await;
    // The group's game is untouched: its hand still plays.
    let answer = bot.press(&ANNA, chat, group_hand, &group_moves[0]).await;
    assert!(answer.get("text").is_none(), "{answer}");
    assert!(bot.version() > group_version);
    // Alone against the computer, /abort asks first: closing now resigns the Bummerl.
    bot.fake.say(chat, &ANNA, "/abort");
    bot.message_with(chat, "Nochmal abbrechen bestätigt das")
        .await;
    assert!(table_of(&private).is_some(), "asked, not closed");
    // Again: it resigns and closes the private table; its message keeps no buttons.
    bot.fake.say(chat, &ANNA, "/abort");
    bot.message_with(chat, "hat aufgegeben und den Tisch aufgelöst")
        .await;
    bot.fake
        .wait(10, "the private table closed", |f| {
            let (_, m) = table_message_in(f, chat)?;
            (table_of(&private).is_none() && buttons(&m.markup).is_empty()).then_some(())
        })
        .await;
    // No button of the private table went to the group, and nothing went anywhere else.
    for r in bot.fake.requests() {
        match r.chat() {
            Some(GROUP) => assert!(
                r.buttons()
                    .iter()
                    .all(|d| ButtonData::parse(d).unwrap().channel == GROUP.to_string()),
                "{}",
                r.body
            ),
            Some(other) => assert_eq!(other, chat, "{}", r.body),
            None => {}
        }
    }
    bot.finish(&[chat]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_table_whose_player_blocked_the_bot_gets_no_notice() {
    let bot = start().await;
    let chat = ANNA.id;
    bot.open_private_chat(&ANNA).await;
    bot.fake.say(chat, &ANNA, "/newgame vs bot random");
    bot.fake
        .wait(10, "the private hand", |f| live_hand_at(f, &ANNA, chat))
        .await;
    bot.fake.block(chat);
    let reminder = Message {
        to: Recipient::User(UserId::new(Platform::Telegram, chat.to_string())),
        body: Body::Event(Event::Reminder { seconds_left: 60 }),
    };
    bot.outbox.send(vec![reminder]).await.unwrap();
    bot.fake
        .wait(5, "Anna marked blocked", |_| {
            bot.user(&ANNA).blocked.then_some(())
        })
        .await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    // The table's chat is the blocked chat itself: there is no group to tell.
    let notices: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.text().contains("blockiert"))
        .collect();
    assert!(notices.is_empty(), "{notices:#?}");
    bot.finish(&[chat]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_group_gets_coalesced_edits_within_the_rate_limit() {
    let interval = Duration::from_millis(300);
    let bot = start_with(Tuning {
        chat_interval: interval,
        ..tuning()
    })
    .await;
    let (_, version, _, _) = bot.anna_against_the_computer().await;
    // Six moves typed in quick succession, each the first choice.
    for _ in 0..6 {
        bot.fake.say(ANNA.id, &ANNA, "/play 1");
    }
    bot.fake
        .wait(10, "six moves", |_| {
            (bot.version() >= version + 6).then_some(())
        })
        .await;
    let view = bot.manager.table(&bot.key).unwrap().unwrap().view();
    let expected = text::table(Lang::De, &view);
    let headline = expected.lines().next().unwrap().to_owned();
    let last_line = expected.lines().last().unwrap().to_owned();
    bot.fake
        .wait(10, "the table in its final state", |f| {
            let (_, m) = table_message(f)?;
            (m.text.contains(&headline) && m.text.contains(&last_line)).then_some(())
        })
        .await;
    tokio::time::sleep(interval * 2).await;
    let to_group: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.chat() == Some(GROUP))
        .collect();
    for pair in to_group.windows(2) {
        let gap = pair[1].at - pair[0].at;
        assert!(
            gap >= interval - Duration::from_millis(5),
            "{gap:?} between group requests"
        );
    }
    let edits = to_group
        .iter()
        .filter(|r| r.method == "editMessageText")
        .count();
    assert!(edits < 6, "{edits} table edits for six moves: coalesced");
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_reopened_while_the_group_is_behind_gets_a_new_message_with_buttons() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    bot.open_private_chat(&BERT).await;
    bot.fake.say(GROUP, &ANNA, "/newgame");
    let join = payload(GROUP, Button::Join);
    bot.cards_as_text(GROUP, &ANNA).await;
    let (old, _) = bot
        .table("the table with Join", |b| b.first() == Some(&join))
        .await;
    // Bert's join edits the table; flood control holds the group's queue for a second.
    bot.fake
        .fail_next("editMessageText", Failure::RetryAfter(1));
    bot.press(&BERT, GROUP, old, &join).await;
    bot.fake
        .wait(5, "the edit held back", |f| {
            f.requests().iter().any(|r| r.status == 429).then_some(())
        })
        .await;
    // Meanwhile Anna aborts and opens a new table.
    bot.fake.say(GROUP, &ANNA, "/abort");
    bot.fake.say(GROUP, &ANNA, "/newgame");
    bot.fake
        .wait(5, "the new table in the store", |_| {
            let table = bot.manager.table(&bot.key).ok()??;
            (table.players.len() == 1).then_some(())
        })
        .await;
    // The new table is a new message with Join; the old one lost its buttons.
    let msg = bot
        .fake
        .wait(10, "a new table message with Join", |f| {
            let (_, msg) = table_message(f).filter(|(id, _)| *id != old)?;
            (buttons(&msg.markup).first() == Some(&join)).then_some(msg)
        })
        .await;
    assert!(!msg.text.contains("Bert"), "{}", msg.text);
    bot.fake
        .wait(5, "the old table's buttons cleared", |f| {
            let (_, old) = f.messages(GROUP).into_iter().find(|(id, _)| *id == old)?;
            buttons(&old.markup).is_empty().then_some(())
        })
        .await;
    bot.finish(&[ANNA.id, BERT.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_ends_run_with_an_error_that_does_not_show_it() {
    let fake = Fake::start().await;
    fake.refuse_token();
    let dir = tempfile::tempdir().unwrap();
    let manager = Arc::new(Manager::new(
        SledStore::open(dir.path()).unwrap(),
        Timing::default(),
    ));
    let settings = Settings {
        token: TOKEN.into(),
        api_url: fake.url.clone(),
        default_lang: Lang::En,
        webhook: None,
    };
    assert!(!format!("{settings:?}").contains(TOKEN));
    let (_outbox, outbox_rx) = mpsc::channel(1);
    let result = tokio::time::timeout(
        Duration::from_secs(5),
        run_tuned(
            manager,
            settings,
            tuning(),
            outbox_rx,
            std::future::pending(),
        ),
    )
    .await
    .expect("run gives up at once");
    let error = result.expect_err("the token is refused");
    assert!(matches!(
        error,
        bummerl_telegram::Error::TokenRefused { .. }
    ));
    let shown = format!("{error} {error:?}");
    assert!(!shown.contains(TOKEN), "{shown}");
    assert!(shown.contains("127.0.0.1"), "{shown}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_game_goes_on_in_the_same_messages() {
    let bot = start().await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    let (table, _) = table_message(&bot.fake).unwrap();
    let bot = bot.restart().await;
    // The old button still plays: the game and Anna's private chat are in the store.
    let answer = bot.press(&ANNA, ANNA.id, message, &moves[0]).await;
    assert!(answer.get("text").is_none(), "{answer}");
    assert!(bot.version() > version);
    // The message ids were recorded: the hand and the table are edited in place.
    let (same, _, _, text) = bot
        .fake
        .wait(10, "the hand edited", |f| {
            live_hand(f, &ANNA).filter(|(_, v, _, _)| *v > version)
        })
        .await;
    assert_eq!(same, message, "the same hand message");
    assert!(text.contains("Deine Karten:"), "{text}");
    assert_eq!(
        table_message(&bot.fake).unwrap().0,
        table,
        "the same table message"
    );
    // Typed moves find the table in the store.
    let bot = bot.restart().await;
    let before = bot.version();
    bot.fake.say(ANNA.id, &ANNA, "/play 1");
    bot.fake
        .wait(10, "the typed move", |_| {
            (bot.version() > before).then_some(())
        })
        .await;
    let fake = bot.finish(&[ANNA.id]).await;
    let posted = |chat: i64| {
        fake.requests()
            .iter()
            .filter(|r| r.method == "sendMessage" && r.chat() == Some(chat) && r.status == 200)
            .filter(|r| r.text().starts_with("<b>── ") || is_hand(r.text()))
            .count()
    };
    assert_eq!(posted(GROUP), 1, "one table message through two restarts");
    assert_eq!(posted(ANNA.id), 1, "one hand message through two restarts");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_play_a_game_and_the_one_sitting_out_may_watch_read_only() {
    use bot_core::games::GameId;
    let bot = start().await;
    let users = [&ANNA, &BERT, &DIETER];
    let langs = [Lang::De, Lang::En, Lang::En];
    for user in users {
        bot.open_private_chat(user).await;
    }
    // /help explains the variants, a line each.
    bot.fake.say(GROUP, &BERT, "/help");
    for v in GameId::all() {
        bot.message_with(GROUP, &text::variant_line(Lang::En, v))
            .await;
    }
    // Three at a table, and the one sitting out may watch.
    bot.fake.say(GROUP, &ANNA, "/newgame 3 kiebitz=on");
    let join = payload(GROUP, Button::Join);
    let (table, msg) = bot
        .table("the table with Join", |b| b.first() == Some(&join))
        .await;
    assert!(msg.text.contains("(1 von 3)"), "{}", msg.text);
    for user in [&BERT, &DIETER] {
        let answer = bot.press(user, GROUP, table, &join).await;
        assert!(answer.get("text").is_none(), "{answer}");
    }
    bot.deal(&ANNA).await;
    let (_, msg) = bot
        .table("the table in play", |b| {
            b == [payload(GROUP, Button::ShowHand)]
        })
        .await;
    let state = bot.manager.table(&bot.key).unwrap().unwrap();
    assert_eq!(state.players.len(), 3);
    let round = state.round().unwrap().clone();
    let (dealer, dealer_lang) = (users[round.dealer], langs[round.dealer]);
    let (forehand, other) = (users[round.seats[0]], users[round.seats[1]]);
    assert!(
        msg.text
            .contains(&format!("{} gibt und setzt aus.", dealer.name)),
        "{}",
        msg.text
    );
    // The two players get their cards, the dealer none.
    for user in [forehand, other] {
        bot.fake
            .wait(10, "the players' hands", |f| {
                f.messages(user.id)
                    .iter()
                    .any(|(_, m)| is_hand(&m.text))
                    .then_some(())
            })
            .await;
    }
    assert!(
        bot.fake
            .messages(dealer.id)
            .iter()
            .all(|(_, m)| !is_hand(&m.text)),
        "the dealer got a hand"
    );
    // "My cards" and /hand tell the dealer why he has none.
    let sitting_out = match dealer_lang {
        Lang::De => "Du gibst und setzt dieses Spiel aus.",
        Lang::En => "You deal and sit out this game.",
    };
    let (table, _) = table_message(&bot.fake).unwrap();
    let answer = bot
        .press(dealer, GROUP, table, &payload(GROUP, Button::ShowHand))
        .await;
    let said = answer["text"].as_str().unwrap_or_default();
    assert!(said.starts_with(sitting_out), "{answer}");
    bot.fake.say(dealer.id, dealer, "/hand");
    bot.message_with(dealer.id, sitting_out).await;
    // A player may not watch; the dealer may: by number in the group, by name in private.
    bot.fake.say(GROUP, other, "/kiebitz 1");
    let refusal = text::refused(Lang::En, &Refused::NoKiebitz);
    bot.message_with(GROUP, &refusal).await;
    bot.fake.say(dealer.id, dealer, "/kiebitz nobody");
    let which = match dealer_lang {
        Lang::De => "Wem willst du zuschauen?",
        Lang::En => "Whom do you want to watch?",
    };
    bot.message_with(dealer.id, which).await;
    let read_only = match dealer_lang {
        Lang::De => "Du kiebitzt (nur zuschauen):",
        Lang::En => "You are watching (read-only):",
    };
    let watched = |user: &TgUser| {
        let (_, cards, _) = cards_of(&bot.manager, &bot.key, user, dealer_lang).unwrap();
        bot.fake.wait(10, "the watched cards", move |f| {
            f.messages(dealer.id)
                .into_iter()
                .map(|(_, m)| m)
                .find(|m| m.text.contains(read_only) && m.text.contains(&cards))
        })
    };
    let number = round.seats[0] + 1;
    bot.fake.say(GROUP, dealer, &format!("/kiebitz {number}"));
    let copy = watched(forehand).await;
    assert!(buttons(&copy.markup).is_empty(), "read-only: {copy:?}");
    let sent = match dealer_lang {
        Lang::De => "Die Karten, denen du zuschaust, sind im privaten Chat.",
        Lang::En => "The cards you watch are in the private chat.",
    };
    bot.message_with(GROUP, sent).await;
    bot.fake
        .say(dealer.id, dealer, &format!("/kiebitz {}", other.name));
    let copy = watched(other).await;
    assert!(buttons(&copy.markup).is_empty(), "read-only: {copy:?}");

    // The game, through buttons; the dealer holds no cards of his own in it. (Watching moved the
    // table's version on: the buttons from before are stale.)
    let mut last = bot.version() - 1;
    let mut presses = 0;
    loop {
        let next = bot
            .fake
            .wait(10, "the next hand with moves", |f| {
                let table = bot.manager.table(&bot.key).unwrap().unwrap();
                if table.round().is_none_or(|r| r.number > 1) {
                    return Some(None);
                }
                users.iter().find_map(|user| {
                    let (id, version, moves, _) = live_hand(f, user)?;
                    (version > last).then_some(Some((*user, id, version, moves)))
                })
            })
            .await;
        let Some((user, message, version, moves)) = next else {
            break;
        };
        assert_ne!(user.id, dealer.id, "the dealer got cards to play");
        bot.press_ok(user, user.id, message, &moves[0]).await;
        last = version;
        presses += 1;
        assert!(presses < 100, "the game does not end");
    }
    assert!(presses >= 5, "{presses} presses");
    // Nothing the watcher got during the game had a button.
    let to_dealer: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.chat() == Some(dealer.id) && r.text().contains(read_only))
        .collect();
    assert!(to_dealer.len() > 2, "the copy follows the game");
    assert!(to_dealer.iter().all(|r| r.buttons().is_empty()));
    // Game 2: the deal passed left; the new dealer's hand of game 1 lost its buttons, the old
    // dealer plays.
    let state = bot.manager.table(&bot.key).unwrap().unwrap();
    let next = state.round().expect("the Bummerl goes on").clone();
    assert_eq!(next.dealer, (round.dealer + 1) % 3);
    let new_dealer = users[next.dealer];
    bot.fake
        .wait(10, "the new dealer's old buttons cleared", |f| {
            live_hand(f, new_dealer).is_none().then_some(())
        })
        .await;
    bot.fake
        .wait(10, "the old dealer's own hand", |f| {
            f.messages(dealer.id)
                .into_iter()
                .rev()
                .find(|(_, m)| is_hand(&m.text))
                .filter(|(_, m)| !m.text.contains(read_only))
        })
        .await;
    bot.message_with(GROUP, "Spielende:").await;
    bot.finish(&[ANNA.id, BERT.id, DIETER.id]).await;
}

/// A fourth player for Bauernschnapsen.
const EMIL: TgUser = TgUser {
    id: 55,
    name: "Emil",
    lang: Some("de"),
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_play_a_game_of_bauernschnapsen_with_buttons() {
    let bot = start().await;
    let players = [&ANNA, &BERT, &DIETER, &EMIL];
    for user in players {
        bot.open_private_chat(user).await;
    }
    bot.fake.say(GROUP, &ANNA, "/newgame bauernschnapsen");
    let join = payload(GROUP, Button::Join);
    let (table, msg) = bot
        .table("the table with Join", |b| b.first() == Some(&join))
        .await;
    assert!(msg.text.contains("(1 von 4)"), "{}", msg.text);
    for user in &players[1..] {
        let answer = bot.press(user, GROUP, table, &join).await;
        assert!(answer.get("text").is_none(), "{answer}");
    }
    bot.deal(&ANNA).await;
    let mut rng = SmallRng::seed_from_u64(8);
    let mut last = 0;
    let mut presses = 0;
    let mut game_shown = false;
    loop {
        // One game scored (a big game may even have ended the Bummerl).
        let next = bot
            .next_hand(&players, last, |table| {
                table.bummerl_games > 0 || table.bummerl_number > 1
            })
            .await;
        let Some((user, message, version, moves, text)) = next else {
            break;
        };
        bot.assert_owners_hand(user, version, &moves, &text);
        let table = bot.manager.table(&bot.key).unwrap().unwrap();
        // Once the bidding is over, the group's table names the game played, as the game's
        // own line says it: `Spiel: Bettler, Kontra – 10 Punkte (Ansager: {1})`.
        if let Some(game) = table.round().map(|r| &r.game)
            && !game.get().is_over()
            && let Some(played) = game
                .get()
                .view(None, Lang::De)
                .lines
                .iter()
                .find_map(|line| line.strip_prefix("Spiel: ").map(str::to_owned))
            && !game_shown
        {
            let name = played.split([',', ' ']).next().unwrap_or_default();
            bot.fake
                .wait(10, "the game on the table", |f| {
                    table_message(f).filter(|(_, m)| m.text.contains(name))
                })
                .await;
            game_shown = true;
        }
        let data = &moves[rng.random_range(0..moves.len())];
        bot.press_ok(user, user.id, message, data).await;
        last = version;
        presses += 1;
        assert!(presses < 500, "the game does not end");
    }
    assert!(game_shown, "the bidding ended in a game");
    // The game is scored: every player of a side credited alike, the sheet struck from 24.
    let table = bot.manager.table(&bot.key).unwrap().unwrap();
    if table.bummerl_number == 1 {
        assert_eq!(table.bummerl_games, 1);
        // Each player's side's points still to strike.
        let left = table.tally.totals.clone();
        assert!(
            left.iter().any(|&l| l < 24) && left.contains(&24),
            "{left:?}"
        );
    }
    bot.fake
        .wait(10, "the result in the group", |f| {
            f.messages(GROUP)
                .iter()
                .any(|(_, m)| m.text.contains("Spielende") || m.text.contains("Game over"))
                .then_some(())
        })
        .await;
    let board = bot
        .manager
        .leaderboard(&bot.key, "bauernschnapsen".parse().unwrap(), 10, None)
        .unwrap();
    let Body::Leaderboard(board) = &board[0].body else {
        panic!("a leaderboard")
    };
    assert_eq!(board.entries.len(), 4);
    let won: Vec<u32> = players
        .iter()
        .map(|u| {
            let id = UserId::new(Platform::Telegram, u.id.to_string());
            board
                .entries
                .iter()
                .find(|e| e.user == id)
                .unwrap()
                .stats
                .games_won
        })
        .collect();
    assert_eq!((won[0], won[1]), (won[2], won[3]), "partners sit opposite");
    assert_eq!(won[0] + won[1], 1);
    eprintln!("{presses} presses");
    bot.finish(&players.map(|u| u.id)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writes_given_up_are_synced_again_until_the_hand_shows() {
    let bot = start().await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    // More server errors than the sender's attempts: both edits are given up, then the table
    // is synced again from the store until what players see is current.
    for _ in 0..12 {
        bot.fake.fail_next("editMessageText", Failure::Server);
    }
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    bot.press_ok(&ANNA, ANNA.id, message, play).await;
    let current = bot.version();
    assert!(current > version);
    let started = Instant::now();
    bot.fake
        .wait(10, "the current hand", |f| {
            live_hand(f, &ANNA).filter(|(_, v, _, _)| *v == current)
        })
        .await;
    let took = started.elapsed();
    assert!(took < Duration::from_secs(5), "the hand after {took:?}");
    eprintln!("after writes given up: the current hand in {took:?}");
    let failed = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.status == 500)
        .count();
    assert_eq!(failed, 12, "every injected failure was met");
    let view = bot.manager.table(&bot.key).unwrap().unwrap().view();
    let headline = text::table(Lang::De, &view)
        .lines()
        .next()
        .unwrap()
        .to_owned();
    bot.fake
        .wait(10, "the current table", |f| {
            let (_, m) = table_message(f)?;
            m.text.contains(&headline).then_some(())
        })
        .await;
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_cut_off_by_a_restart_arrives_after_it_without_a_press() {
    let bot = start().await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    // The process dies while nothing reaches Anna: her new hand is cut off.
    for _ in 0..200 {
        bot.fake.fail_next("editMessageText", Failure::Server);
        bot.fake.fail_next("sendMessage", Failure::Server);
    }
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    bot.press_ok(&ANNA, ANNA.id, message, play).await;
    let current = bot.version();
    assert!(current > version);
    let bot = bot.restart().await;
    bot.fake.clear_failures();
    let started = Instant::now();
    let (id, _, _, _) = bot
        .fake
        .wait(10, "the current hand after the restart", |f| {
            live_hand(f, &ANNA).filter(|(_, v, _, _)| *v == current)
        })
        .await;
    let took = started.elapsed();
    assert!(took < Duration::from_secs(5), "the hand after {took:?}");
    eprintln!("after a restart: the current hand in {took:?}");
    assert_eq!(id, message, "in the same message");
    bot.finish(&[ANNA.id]).await;
}

/// Hand messages sent to a user's private chat since request number `since`.
fn hands_sent(fake: &Fake, user: &TgUser, since: usize) -> Vec<String> {
    fake.requests()[since..]
        .iter()
        .filter(|r| r.method == "sendMessage" && r.chat() == Some(user.id) && is_hand(r.text()))
        .map(|r| r.text().to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_blocks_the_bot_is_announced_at_once_and_start_brings_his_hands_back() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    bot.open_private_chat(&BERT).await;
    let tables = [
        bot.dealt_for_two(GROUP, &ANNA, &BERT).await,
        bot.dealt_for_two(OTHER, &ANNA, &BERT).await,
    ];
    bot.fake
        .wait(10, "Bert's two hands", |f| {
            (hands_sent(f, &BERT, 0).len() >= 2).then_some(())
        })
        .await;
    // He blocks the bot: Telegram says so at once, and both groups are told at once, with the
    // link back — not after the next failed hand or the 600 s forfeit.
    bot.fake.set_bot_status(&BERT, "kicked");
    for chat in [GROUP, OTHER] {
        let notice = bot
            .fake
            .wait(10, "the notice in each group", |f| {
                f.messages(chat)
                    .into_iter()
                    .map(|(_, m)| m)
                    .find(|m| m.text.contains("Bert hat mich blockiert"))
            })
            .await;
        let link = format!("https://t.me/{}?start=h{chat}", fake::BOT);
        assert_eq!(urls(&notice.markup), [link]);
    }
    assert!(bot.user(&BERT).blocked);
    // Meanwhile no hand is sent to him: a move of Anna's changes his hand, nothing goes out.
    let blocked_at = bot.fake.requests().len();
    let anna = [GROUP, OTHER]
        .into_iter()
        .find_map(|chat| Some((chat, live_hand_at(&bot.fake, &ANNA, chat)?)));
    if let Some((chat, (message, version, moves))) = anna {
        let key = TableKey::new(Platform::Telegram, chat.to_string());
        bot.press_ok(&ANNA, ANNA.id, message, &moves[0]).await;
        assert!(bot.version_of(&key) > version);
        bot.fake
            .wait(10, "Anna's next state", |f| {
                f.requests()[blocked_at..]
                    .iter()
                    .any(|r| r.chat() == Some(chat))
                    .then_some(())
            })
            .await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let to_bert = bot.fake.requests()[blocked_at..]
        .iter()
        .filter(|r| r.chat() == Some(BERT.id))
        .count();
    assert_eq!(to_bert, 0, "nothing is sent to a user who blocked the bot");
    // He unblocks: the mark is cleared.
    bot.fake.set_bot_status(&BERT, "member");
    bot.fake
        .wait(5, "Bert unmarked", |_| {
            (!bot.user(&BERT).blocked).then_some(())
        })
        .await;
    // "Unblock me and press Start": a plain /start brings the hand of each of his tables.
    let before = bot.fake.requests().len();
    bot.fake.say(BERT.id, &BERT, "/start");
    let hands = bot
        .fake
        .wait(10, "a hand per table", |f| {
            let hands = hands_sent(f, &BERT, before);
            (hands.len() >= 2).then_some(hands)
        })
        .await;
    assert_eq!(hands.len(), 2, "{hands:#?}");
    for key in &tables {
        let (_, cards, _) = cards_of(&bot.manager, key, &BERT, Lang::En).unwrap();
        assert!(
            hands.iter().any(|h| h.contains(&cards)),
            "{cards}: {hands:#?}"
        );
    }
    assert!(!bot.user(&BERT).blocked);
    for chat in [GROUP, OTHER] {
        let notices = bot
            .fake
            .messages(chat)
            .iter()
            .filter(|(_, m)| m.text.contains("blockiert"))
            .count();
        assert_eq!(notices, 1, "one notice per group");
    }
    // A /start marks him reachable even without the unblock update.
    bot.fake.set_bot_status(&BERT, "kicked");
    bot.fake
        .wait(5, "Bert marked again", |_| {
            bot.user(&BERT).blocked.then_some(())
        })
        .await;
    bot.fake.unblock(BERT.id);
    bot.fake.say(BERT.id, &BERT, "/start");
    bot.fake
        .wait(5, "Bert unmarked by /start", |_| {
            (!bot.user(&BERT).blocked).then_some(())
        })
        .await;
    bot.finish(&[ANNA.id, BERT.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plain_start_without_a_table_says_hello_and_one_in_the_lobby_says_seated() {
    let bot = start().await;
    bot.open_private_chat(&DIETER).await;
    bot.message_with(DIETER.id, "Hello! Open a table").await;
    bot.open_private_chat(&ANNA).await;
    bot.open_table(&ANNA).await;
    bot.fake.say(ANNA.id, &ANNA, "/start");
    bot.message_with(ANNA.id, "Du sitzt am Tisch.").await;
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_numbered_move_out_of_turn_is_refused_like_a_named_card() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    bot.open_private_chat(&BERT).await;
    bot.open_private_chat(&DIETER).await;
    let count = |user: &TgUser, needle: &str| {
        bot.fake
            .messages(user.id)
            .iter()
            .map(|(_, m)| m.text.matches(needle).count())
            .sum::<usize>()
    };
    let twice = |user: &'static TgUser, needle: String| {
        let fake = &bot.fake;
        async move {
            fake.wait(10, &needle, |_| (count(user, &needle) == 2).then_some(()))
                .await;
        }
    };
    // At no table: the same note for a number and a card.
    for typed in ["/play 1", "/play AH"] {
        bot.fake.say(DIETER.id, &DIETER, typed);
    }
    twice(&DIETER, "You are not seated at a table I know of.".into()).await;
    // Seated, not dealt yet.
    let table = bot.open_table(&ANNA).await;
    bot.press_ok(&BERT, GROUP, table, &payload(GROUP, Button::Join))
        .await;
    for typed in ["/play 1", "/play AH"] {
        bot.fake.say(BERT.id, &BERT, typed);
    }
    twice(&BERT, text::refused(Lang::En, &Refused::NotStarted)).await;
    // Dealt: whoever is not to act is told so, for a number as for a card.
    bot.deal(&ANNA).await;
    let table = bot.manager.table(&bot.key).unwrap().unwrap();
    let waiting = match table.round().unwrap().player_to_act() {
        Some(0) => &BERT,
        _ => &ANNA,
    };
    let lang = if waiting.id == ANNA.id {
        Lang::De
    } else {
        Lang::En
    };
    let version = bot.version();
    for typed in ["/play 1", "/play AH"] {
        bot.fake.say(waiting.id, waiting, typed);
    }
    let not_your_turn = text::refused(lang, &Refused::NotYourTurn);
    twice(waiting, not_your_turn).await;
    assert_eq!(bot.version(), version, "nothing changed");
    assert_eq!(
        count(waiting, "Which card?") + count(waiting, "Welche Karte?"),
        0
    );
    bot.finish(&[ANNA.id, BERT.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_link_seats_only_members_of_its_group() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    bot.open_private_chat(&DIETER).await;
    bot.open_table(&ANNA).await;
    let seated = || bot.manager.table(&bot.key).unwrap().unwrap().players.len();
    let join = format!("/start j{GROUP}");
    // Dieter is not in the group: the link does not seat him.
    bot.fake.say(DIETER.id, &DIETER, &join);
    bot.message_with(DIETER.id, "it is in a group you are not in")
        .await;
    assert_eq!(seated(), 1);
    // Nor does a link to a private chat, or one that is no chat at all.
    for payload in [format!("j{}", ANNA.id), "jabc".to_owned()] {
        bot.fake
            .say(DIETER.id, &DIETER, &format!("/start {payload}"));
    }
    bot.fake
        .wait(10, "three refusals", |f| {
            let refusals = f
                .messages(DIETER.id)
                .iter()
                .map(|(_, m)| m.text.matches("a group you are not in").count())
                .sum::<usize>();
            (refusals == 3).then_some(())
        })
        .await;
    // Nor does a Join button forged onto a message in another chat.
    let (welcome, _) = bot.fake.messages(DIETER.id)[0].clone();
    let answer = bot
        .press(&DIETER, DIETER.id, welcome, &payload(GROUP, Button::Join))
        .await;
    assert_eq!(answer["text"], "I do not know that button.");
    assert_eq!(seated(), 1);
    // He joins the group, but Telegram cannot tell: refused, he may try again.
    bot.fake.set_member(GROUP, &DIETER, "member");
    bot.fake.fail_next("getChatMember", Failure::BadRequest);
    bot.fake.say(DIETER.id, &DIETER, &join);
    bot.message_with(DIETER.id, "Please try again").await;
    assert_eq!(seated(), 1);
    // Now Telegram confirms it: seated.
    bot.fake.say(DIETER.id, &DIETER, &join);
    bot.message_with(DIETER.id, "You are seated.").await;
    assert_eq!(seated(), 2);
    let asked: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "getChatMember")
        .collect();
    assert!(
        asked
            .iter()
            .all(|r| r.chat() == Some(GROUP) && r.body["user_id"] == DIETER.id),
        "{asked:#?}"
    );
    bot.finish(&[ANNA.id, DIETER.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_moves_go_to_the_table_where_the_player_may_act() {
    let bot = start().await;
    let players = [&BERT, &DIETER];
    // Both play against the computer in their private chats, and together in a group.
    for user in players {
        bot.open_private_chat(user).await;
        bot.fake.say(user.id, user, "/newgame vs bot random");
        bot.fake
            .wait(10, "the private hand", |f| live_hand_at(f, user, user.id))
            .await;
    }
    let own = |user: &TgUser| TableKey::new(Platform::Telegram, user.id.to_string());
    let group = bot.dealt_for_two(OTHER, &BERT, &DIETER).await;
    let table = bot.manager.table(&group).unwrap().unwrap();
    let (acting, waiting) = match table.round().unwrap().player_to_act() {
        Some(0) => (&BERT, &DIETER),
        _ => (&DIETER, &BERT),
    };
    let group_version = bot.version_of(&group);
    // Not his turn in the group: his move goes to his own table, where it is.
    let own_version = bot.version_of(&own(waiting));
    bot.fake.say(waiting.id, waiting, "/play 1");
    bot.fake
        .wait(10, "the move at his own table", |_| {
            (bot.version_of(&own(waiting)) > own_version).then_some(())
        })
        .await;
    assert_eq!(bot.version_of(&group), group_version);
    // His turn at both: he is asked where, with a button per table carrying the move.
    let own_version = bot.version_of(&own(acting));
    bot.fake.say(acting.id, acting, "/play 1");
    let question = bot
        .message_with(acting.id, "You may move at more than one table.")
        .await;
    assert_eq!(bot.version_of(&group), group_version);
    assert_eq!(bot.version_of(&own(acting)), own_version);
    let data = buttons(&question.markup);
    assert_eq!(data.len(), 2, "{question:?}");
    let labels: Vec<&str> = question.markup["inline_keyboard"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row[0]["text"].as_str().unwrap())
        .collect();
    assert!(labels.contains(&"Against the computer"), "{labels:?}");
    assert!(labels.contains(&"In “Stammtisch”"), "{labels:?}");
    let in_group = data
        .iter()
        .find(|d| move_key(d) == Some((OTHER.to_string(), group_version)))
        .expect("a button for the group's table");
    let (message, _) = bot
        .fake
        .messages(acting.id)
        .into_iter()
        .rev()
        .find(|(_, m)| buttons(&m.markup) == data)
        .unwrap();
    bot.press_ok(acting, acting.id, message, in_group).await;
    assert!(bot.version_of(&group) > group_version);
    assert_eq!(bot.version_of(&own(acting)), own_version);
    bot.finish(&[BERT.id, DIETER.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_table_options_are_checked_first_and_typed_junk_is_quoted_short() {
    let bot = start().await;
    bot.fake.say(GROUP, &ANNA, "/newgame");
    let join = payload(GROUP, Button::Join);
    bot.table("the table with Join", |b| b.first() == Some(&join))
        .await;
    // A table is open, yet what is wrong with Bert's options is what he hears.
    bot.fake
        .say(GROUP, &BERT, "/newgame black_close_penalty=99");
    // (The group's messages are HTML: the quotes around the value are escaped.)
    bot.message_with(
        GROUP,
        "&quot;99&quot; does not fit black_close_penalty (a number from 2 to 4).",
    )
    .await;
    // A junk value comes back as a few dozen characters, without its control characters.
    let junk = format!("\u{1b}[2J{}", "x".repeat(3_000));
    bot.fake
        .say(GROUP, &ANNA, &format!("/rules kiebitz {junk}"));
    let quoted = bot.message_with(GROUP, "passt nicht zu kiebitz").await;
    assert!(quoted.text.chars().count() < 150, "{}", quoted.text);
    assert!(!quoted.text.contains('\u{1b}'), "{}", quoted.text);
    bot.finish(&[]).await;
}

/// The test tuning with a group paced at 40 requests a minute, and that pace: one every 1.5 s.
fn paced() -> (Tuning, Duration) {
    let tuning = Tuning {
        group_per_minute: 40,
        ..tuning()
    };
    (tuning, Duration::from_millis(1500))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_keeps_to_a_groups_pace() {
    let (paced, interval) = paced();
    let bot = start_with(paced).await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    let to_group = |fake: &Fake| -> Vec<Instant> {
        fake.requests()
            .into_iter()
            .filter(|r| r.chat() == Some(GROUP))
            .map(|r| r.at)
            .collect()
    };
    let sent = to_group(&bot.fake).len();
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    bot.press_ok(&ANNA, ANNA.id, message, play).await;
    let before = bot
        .fake
        .wait(10, "the group's edit", |f| {
            let n = to_group(f).len();
            (n > sent).then_some(n - 1)
        })
        .await;
    let bot = bot.restart_with(paced).await;
    // Anna plays on at once: the group's next request still waits for its turn.
    let (message, _, moves, _) = bot
        .fake
        .wait(10, "Anna's next hand", |f| {
            live_hand(f, &ANNA).filter(|(_, v, _, _)| *v > version)
        })
        .await;
    bot.press_ok(&ANNA, ANNA.id, message, &moves[0]).await;
    let times = bot
        .fake
        .wait(10, "the group's edit after the restart", |f| {
            let times = to_group(f);
            (times.len() > before + 1).then_some(times)
        })
        .await;
    let gap = times[before + 1] - times[before];
    assert!(
        gap >= interval - Duration::from_millis(20),
        "{gap:?} between the last request before the restart and the first after"
    );
    bot.finish(&[ANNA.id]).await;
}

/// The times of the requests to a chat.
fn requests_to(fake: &Fake, chat: i64) -> Vec<Instant> {
    fake.requests()
        .into_iter()
        .filter(|r| r.chat() == Some(chat))
        .map(|r| r.at)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_during_a_group_request_paces_its_successor_by_that_request() {
    let (paced, interval) = paced();
    let bot = start_apart(paced).await;
    let (message, _, moves, _) = bot.anna_against_the_computer().await;
    // Telegram does the group's next edit, but the process dies before it hears back.
    bot.fake
        .hold_next("editMessageText", GROUP, Duration::from_secs(5));
    let sent = requests_to(&bot.fake, GROUP).len();
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    bot.press_ok(&ANNA, ANNA.id, message, play).await;
    let before = bot
        .fake
        .wait(10, "the group's edit", |f| {
            let n = requests_to(f, GROUP).len();
            (n > sent).then_some(n)
        })
        .await;
    let bot = bot.kill_and_restart(paced);
    // The successor syncs the open table at start: its first request to the group still waits
    // for its turn after the one its predecessor never heard back from.
    let times = bot
        .fake
        .wait(10, "the group's first request after the restart", |f| {
            let times = requests_to(f, GROUP);
            (times.len() > before).then_some(times)
        })
        .await;
    let gap = times[before] - times[before - 1];
    assert!(
        gap >= interval - Duration::from_millis(100),
        "{gap:?} between the killed process's last request to the group and its successor's first"
    );
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hands_edited_after_a_restart_still_name_their_group() {
    let titled = |text: &str| text.starts_with("<b>Stammtisch</b>\n");
    let bot = start().await;
    let (message, version, moves, text) = bot.anna_against_the_computer().await;
    assert!(titled(&text), "{text}");
    // Anna plays on in her private chat: the new process hears nothing from the group.
    let bot = bot.restart().await;
    let since = bot.fake.requests().len();
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    bot.press_ok(&ANNA, ANNA.id, message, play).await;
    let (_, _, _, text) = bot
        .fake
        .wait(10, "Anna's next hand", |f| {
            live_hand(f, &ANNA).filter(|(_, v, _, _)| *v > version)
        })
        .await;
    assert!(titled(&text), "{text}");
    let hands: Vec<String> = bot.fake.requests()[since..]
        .iter()
        .filter(|r| r.chat() == Some(ANNA.id) && is_hand(r.text()))
        .map(|r| r.text().to_owned())
        .collect();
    assert!(!hands.is_empty(), "Anna's hand was edited");
    for hand in &hands {
        assert!(titled(hand), "{hand}");
    }
    // The start-up sync read the table before her play: it must not put her hand back.
    let fake = bot.finish(&[ANNA.id]).await;
    let (_, shown, _, _) = live_hand(&fake, &ANNA).expect("Anna's hand");
    assert!(shown > version, "her hand shows the state after her play");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_whose_answer_meets_a_bad_gateway_is_answered_at_once_after_it() {
    let bot = start().await;
    let (message, _, moves, _) = bot.anna_against_the_computer().await;
    // teloxide sleeps 10 s after a 5xx before it returns: the press must not wait for that.
    bot.fake
        .fail_next("answerCallbackQuery", Failure::BadGateway);
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    let query = bot.fake.press(&ANNA, ANNA.id, message, play);
    bot.fake.answered(&query).await;
    let answers: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "answerCallbackQuery" && r.body["callback_query_id"] == query)
        .collect();
    let statuses: Vec<u16> = answers.iter().map(|r| r.status).collect();
    assert_eq!(statuses, [502, 200]);
    let after = answers[1].at - answers[0].at;
    assert!(
        after < Duration::from_secs(3),
        "answered {after:?} after the 502"
    );
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_whose_keyboard_is_refused_arrives_without_it() {
    let bot = start().await;
    let (message, version, moves, _) = bot.anna_against_the_computer().await;
    // Telegram refuses the next keyboard in Anna's chat as it refuses malformed button data.
    bot.fake.refuse_next_keyboard(ANNA.id);
    let since = bot.fake.requests().len();
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    bot.press_ok(&ANNA, ANNA.id, message, play).await;
    let current = bot.version();
    assert!(current > version);
    let edit = bot
        .fake
        .wait(10, "Anna's hand without buttons", |f| {
            f.requests()[since..]
                .iter()
                .find(|r| {
                    r.chat() == Some(ANNA.id)
                        && r.status == 200
                        && is_hand(r.text())
                        && r.body["reply_markup"].is_null()
                })
                .cloned()
        })
        .await;
    let refused = bot.fake.requests()[since..]
        .iter()
        .filter(|r| r.chat() == Some(ANNA.id) && r.status == 400)
        .map(|r| (r.refusal.clone().unwrap_or_default(), r.buttons().len()))
        .collect::<Vec<_>>();
    assert!(
        matches!(refused.as_slice(), [(why, n)] if why.contains("BUTTON_DATA_INVALID") && *n > 0),
        "{refused:?}"
    );
    // He sees his cards as they are, in the same message.
    assert_eq!(edit.body["message_id"], message);
    let (now, cards, _) = cards_of(&bot.manager, &bot.key, &ANNA, Lang::De).unwrap();
    if now == current {
        assert!(
            edit.text().contains(&cards),
            "{} holds {cards}",
            edit.text()
        );
    }
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_leaves_a_current_table_and_its_event_lines_alone() {
    // (Its language is the opener's, which the store keeps across the restart.)
    let bot = start().await;
    let (message, _, moves, _) = bot.anna_against_the_computer().await;
    let play = moves.iter().find(|d| d.contains(":play:")).unwrap();
    bot.press_ok(&ANNA, ANNA.id, message, play).await;
    // The move's events stand below the table.
    bot.fake
        .wait(10, "the trick below the table", |f| {
            table_message(f).filter(|(_, m)| m.text.contains("Stich für"))
        })
        .await;
    // Let every edit of the move through, then restart.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (table, shown) = table_message(&bot.fake).unwrap();
    assert!(shown.text.contains("Stich für"), "{}", shown.text);
    let bot = bot.restart().await;
    let restarted = bot.fake.requests().len();
    tokio::time::sleep(Duration::from_millis(800)).await;
    let to_group: Vec<String> = bot.fake.requests()[restarted..]
        .iter()
        .filter(|r| r.chat() == Some(GROUP))
        .map(|r| r.method.clone())
        .collect();
    assert!(to_group.is_empty(), "the table was current: {to_group:?}");
    let (now, msg) = table_message(&bot.fake).unwrap();
    assert_eq!(
        (now, msg.text),
        (table, shown.text),
        "the lines are still there"
    );
    bot.finish(&[ANNA.id]).await;
}

/// A benchmark rather than a check: Anna plays a whole Bummerl against the strong computer, each
/// move as soon as her hand shows it, at Telegram's real limits (20 requests a minute to a
/// group, one a second to a chat). Prints how long each move took to reach the group (until
/// the group's next request) and how long the Bummerl's end took. Run with
/// `cargo test -p bummerl-telegram --test bot -- --ignored --nocapture group_lag`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark at Telegram's real pace: several minutes"]
async fn group_lag_at_telegrams_limits() {
    let bot = start_with(Tuning {
        chat_interval: Duration::from_secs(1),
        group_per_minute: 20,
        global_per_second: 30,
        ..tuning()
    })
    .await;
    bot.open_private_chat(&ANNA).await;
    bot.fake.say(GROUP, &ANNA, "/newgame vs bot strong");
    bot.table("the table in play", |b| {
        b == [payload(GROUP, Button::ShowHand)]
    })
    .await;
    let mut last = 0;
    let mut moves: Vec<Instant> = Vec::new();
    while let Some((_, message, version, buttons, _)) = bot
        .next_hand(&[&ANNA], last, |t| t.bummerl_number > 1)
        .await
    {
        bot.press_ok(&ANNA, ANNA.id, message, &buttons[0]).await;
        moves.push(Instant::now());
        last = version;
    }
    let end = *moves.last().expect("moves");
    // Wait for the group to catch up with the end, then measure.
    tokio::time::sleep(Duration::from_secs(7)).await;
    let to_group: Vec<Instant> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.chat() == Some(GROUP) && r.status == 200)
        .map(|r| r.at)
        .collect();
    let mut lags: Vec<Duration> = moves
        .iter()
        .filter_map(|&t| to_group.iter().find(|&&at| at >= t).map(|&at| at - t))
        .collect();
    lags.sort();
    let p95 = lags[(lags.len() * 95).div_ceil(100).saturating_sub(1)];
    let end_lag = to_group.iter().find(|&&at| at >= end).map(|&at| at - end);
    let minute = to_group
        .windows(21)
        .map(|w| w[20] - w[0])
        .min()
        .unwrap_or(Duration::MAX);
    eprintln!(
        "{} moves, {} group requests; lag p50 {:?}, p95 {p95:?}, max {:?}; the Bummerl's end \
         after {end_lag:?}; the shortest span of 21 group requests {minute:?}",
        moves.len(),
        to_group.len(),
        lags[lags.len() / 2],
        lags.last().unwrap(),
    );
    bot.finish(&[ANNA.id]).await;
}

/// The newest message of a user with buttons of a registry game at the table of `chat`: (message
/// id, its move buttons, its toggle buttons).
fn game_hand_at(fake: &Fake, user: &TgUser, chat: i64) -> Option<(i64, Vec<String>, Vec<String>)> {
    let kind = |d: &str| {
        let parsed = ButtonData::parse(d).ok()?;
        (parsed.channel == chat.to_string()).then_some(parsed.button)
    };
    fake.messages(user.id)
        .into_iter()
        .rev()
        .filter(|(_, m)| fake::is_hand_message(m))
        .find_map(|(id, m)| {
            let all = buttons(&m.markup);
            let of = |wanted: fn(&Button) -> bool| -> Vec<String> {
                all.iter()
                    .filter(|d| kind(d).as_ref().is_some_and(wanted))
                    .cloned()
                    .collect()
            };
            // "Ready" (a computer banker waits for it) first among the moves.
            let mut g = of(|b| matches!(b, Button::Ready { .. }));
            let t = of(|b| matches!(b, Button::Pick(_)));
            g.extend(of(|b| matches!(b, Button::Move { .. })));
            (!g.is_empty() || !t.is_empty()).then_some((id, g, t))
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_registry_game_plays_a_match_against_the_bot_with_buttons_and_toggles() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    every_game_by_buttons(&bot, ANNA.id).await;
    bot.finish(&[ANNA.id]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_registry_game_plays_a_match_in_a_supergroup_with_buttons_and_toggles() {
    let bot = start().await;
    bot.open_private_chat(&ANNA).await;
    every_game_by_buttons(&bot, GROUP).await;
    bot.finish(&[ANNA.id]).await;
}

/// Anna plays a match of every registry game against the bot at a table in `chat` (her private
/// chat or a group) by pressing the keys of her hand in her private chat.
async fn every_game_by_buttons(bot: &Running, chat: i64) {
    let private = TableKey::new(Platform::Telegram, chat.to_string());
    for id in bot_core::games::GameId::all() {
        let game = id.id();
        let endless = id.spec().ranking == bot_core::games::registry::Ranking::Account;
        bot.fake
            .say(chat, &ANNA, &format!("/newgame vs bot {game}"));
        let table = |bot: &Running| bot.manager.table(&private).unwrap();
        bot.fake
            .wait(10, "the table", |_| {
                table(bot).filter(|t| t.variant.id() == game)
            })
            .await;
        // Buttons and toggles are this run's concern, in text (the pictures' run is its own,
        // and drawing every position of every game in a debug build takes minutes).
        bot.fake.say(chat, &ANNA, "/rules cards text");
        bot.fake
            .wait(10, "the table as text", |_| {
                table(bot).filter(|t| t.cards == Some(bot_core::protocol::Cards::Text))
            })
            .await;
        let mut presses = 0;
        let mut toggle = 0;
        loop {
            let t = table(bot).unwrap();
            // A whole match unit: the first match decided (a running account: three deals).
            if t.bummerl_number > 1 || (endless && t.games_dealt > 3) {
                break;
            }
            let version = t.version;
            // Buttons carry the version since which the choices stood (moves side by side,
            // like a computer punter's stake, leave them good).
            let current = t.epoch.unwrap_or(version);
            let (id, moves, toggles) = bot
                .fake
                .wait(10, "a current hand with buttons", |f| {
                    game_hand_at(f, &ANNA, chat).filter(|(_, g, t)| {
                        g.iter()
                            .chain(t)
                            .next()
                            .is_some_and(|d| move_key(d).is_some_and(|(_, v)| v == current))
                    })
                })
                .await;
            let pressed = if let Some(mv) = moves.first() {
                mv.clone()
            } else {
                toggle += 1;
                toggles[toggle % toggles.len()].clone()
            };
            let before = bot.fake.requests().len();
            bot.press_ok(&ANNA, ANNA.id, id, &pressed).await;
            let is_move = ButtonData::parse(&pressed)
                .is_ok_and(|p| matches!(p.button, Button::Move { .. } | Button::Ready { .. }));
            if is_move {
                bot.fake
                    .wait(10, "the move", |_| {
                        (table(bot)?.version > version).then_some(())
                    })
                    .await;
            } else {
                // A toggle shows the hand again in the same message, ticked.
                bot.fake
                    .wait(10, "the hand ticked", |f| {
                        let edited = f.requests()[before..].iter().any(|r| {
                            r.method == "editMessageText" && r.body.to_string().contains('✓')
                        });
                        (edited || f.requests().len() > before + 1).then_some(())
                    })
                    .await;
                assert_eq!(
                    table(bot).unwrap().version,
                    version,
                    "a toggle changes nothing"
                );
            }
            presses += 1;
            assert!(presses < 5_000, "{game}: the match does not end");
        }
        let told = bot
            .fake
            .messages(chat)
            .into_iter()
            .any(|(_, m)| m.text.contains("Deal") || m.text.contains("Spiel"));
        assert!(told, "{game}: the table tells what happened");
        // Decided, the table closes at once; a running account asks first.
        bot.fake.say(chat, &ANNA, "/abort");
        if endless {
            bot.message_with(chat, "Nochmal abbrechen bestätigt das")
                .await;
            bot.fake.say(chat, &ANNA, "/abort");
        }
        bot.fake
            .wait(10, "the table closed", |_| {
                table(bot).is_none().then_some(())
            })
            .await;
    }
}

/// Ten punters for a Bassette bank.
const PUNTERS: [TgUser; 10] = {
    const fn punter(id: i64, name: &'static str) -> TgUser {
        TgUser {
            id,
            name,
            lang: Some("en"),
        }
    }
    [
        punter(101, "Pia"),
        punter(102, "Paul"),
        punter(103, "Petra"),
        punter(104, "Peter"),
        punter(105, "Pauline"),
        punter(106, "Pius"),
        punter(107, "Priska"),
        punter(108, "Patrick"),
        punter(109, "Paula"),
        punter(110, "Pankraz"),
    ]
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_punters_stake_with_buttons_in_a_group_and_nobody_waits_on_another() {
    let bot = start().await;
    let mut players: Vec<&TgUser> = vec![&ANNA];
    players.extend(PUNTERS.iter());
    for user in &players {
        bot.open_private_chat(user).await;
    }
    bot.fake.say(GROUP, &ANNA, "/newgame bassette 11");
    let join = payload(GROUP, Button::Join);
    let (table, _) = bot
        .table("the table with Join", |b| b.first() == Some(&join))
        .await;
    for user in &PUNTERS {
        bot.press_ok(user, GROUP, table, &join).await;
    }
    bot.deal(&ANNA).await;
    let dealt = bot
        .fake
        .wait(10, "the deal", |_| {
            let t = bot.manager.table(&bot.key).unwrap()?;
            t.round().is_some().then_some(t.version)
        })
        .await;
    // Every punter opens a rank first (a stake is chosen rank, then amount) …
    let mut opened = Vec::new();
    let mut banker = None;
    for user in &players {
        let (id, moves, ranks) = bot
            .fake
            .wait(10, "a hand with buttons", |f| game_hand_at(f, user, GROUP))
            .await;
        if moves.iter().any(|m| m.ends_with(":draw")) {
            banker = Some((*user, id, moves[0].clone()));
            continue;
        }
        let rank = ranks.first().expect("ranks to open").clone();
        let before = bot.fake.requests().len();
        bot.press_ok(user, user.id, id, &rank).await;
        let amount = bot
            .fake
            .wait(10, "the amounts of the rank", |f| {
                f.requests()[before..].iter().find_map(|r| {
                    let ok = r.method == "editMessageText" && r.chat() == Some(user.id);
                    let amounts: Vec<String> = r
                        .buttons()
                        .into_iter()
                        .filter(|d| {
                            ButtonData::parse(d).is_ok_and(|p| {
                                matches!(p.button, Button::Move { mv, .. } if mv.to_string().ends_with(":3"))
                            })
                        })
                        .collect();
                    ok.then(|| amounts.first().cloned()).flatten()
                })
            })
            .await;
        opened.push((*user, id, amount));
    }
    assert_eq!(opened.len(), 10, "ten punters");
    // … then each takes his amount, the last first: nobody's buttons went stale meanwhile.
    for (user, id, amount) in opened.iter().rev() {
        bot.press_ok(user, user.id, *id, amount).await;
    }
    let stakes = bot
        .fake
        .wait(10, "ten stakes", |_| {
            let t = bot.manager.table(&bot.key).unwrap()?;
            (t.version == dealt + 10).then_some(t.version)
        })
        .await;
    assert_eq!(stakes, dealt + 10, "every stake taken, nothing refused");
    // The group's table shows every stake by its punter.
    bot.fake
        .wait(10, "every stake on the table", |f| {
            let (_, msg) = table_message(f)?;
            PUNTERS
                .iter()
                .all(|p| {
                    msg.text.contains(&format!("{} setzt", p.name))
                        || msg.text.contains(&format!("{} stakes", p.name))
                })
                .then_some(())
        })
        .await;
    // The banker draws the first pair: the stakes play, and everybody's hand moves on.
    let (banker, id, draw) = banker.expect("a banker");
    bot.press_ok(banker, banker.id, id, &draw).await;
    bot.fake
        .wait(10, "the pair drawn", |_| {
            let t = bot.manager.table(&bot.key).unwrap()?;
            (t.version > stakes).then_some(())
        })
        .await;
    let owners: Vec<i64> = players.iter().map(|u| u.id).collect();
    bot.finish(&owners).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_database_never_both_poll_one_bot() {
    let Some(schema) = TestSchema::new() else {
        return;
    };
    let url = schema.url();
    let on_database = || {
        let url = url.clone();
        async move {
            let store = tokio::task::spawn_blocking(move || PostgresStore::open(&url).unwrap())
                .await
                .unwrap();
            Arc::new(Manager::new(store, Timing::default()))
        }
    };
    let first = launch(
        Fake::start().await,
        on_database().await,
        tempfile::tempdir().unwrap(),
        tuning(),
        None,
    );
    // The first polls (it answers Anna); a second process on the same database is refused.
    first.open_private_chat(&ANNA).await;
    let (_outbox, outbox_rx) = mpsc::channel(1);
    let settings = Settings {
        token: TOKEN.into(),
        api_url: first.fake.url.clone(),
        default_lang: Lang::En,
        webhook: None,
    };
    let refused = tokio::time::timeout(
        Duration::from_secs(10),
        run_tuned(
            on_database().await,
            settings,
            tuning(),
            outbox_rx,
            std::future::pending(),
        ),
    )
    .await
    .expect("refused at once");
    let error = refused.expect_err("the bot is polled already");
    assert!(
        matches!(error, bummerl_telegram::Error::Polled { .. }),
        "{error:?}"
    );
    // Stopped, the first gives its lease up: a process started now polls.
    let fake = first.finish(&[]).await;
    let second = launch(
        fake,
        on_database().await,
        tempfile::tempdir().unwrap(),
        tuning(),
        None,
    );
    second.open_private_chat(&BERT).await;
    second.finish(&[]).await;
}

/// The picture digest an upload's file name carries (`{digest:016x}.png`).
fn upload_digest(upload: &fake::Upload) -> u64 {
    let hex = upload.file_name.trim_end_matches(".png");
    u64::from_str_radix(hex, 16).expect("the digest in the file name")
}

/// A user's language on the fake: Anna's client speaks German, Bert's English.
fn lang_of(user: &TgUser) -> Lang {
    if user.lang == Some("en") {
        Lang::En
    } else {
        Lang::De
    }
}

/// Issue #43: a whole Bummerl with pictures (the default: the French pack of Schnapsen): the
/// table is a photo edited in place, each hand a photo above its buttons — each showing only its
/// own player's cards — every picture uploaded once and sent again by its `file_id`, within
/// Telegram's photo limits (the fake refuses what Telegram refuses). Then `cards=text` replaces
/// the photos with today's text messages, and no photo is sent after.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_plays_a_whole_bummerl_with_pictures_and_each_hand_shows_only_its_own() {
    use bot_core::picture::{Pictures, Sketch};

    let bot = start_with(patient()).await;
    bot.open_private_chat(&ANNA).await;
    bot.open_private_chat(&BERT).await;
    let table = bot.open_table(&ANNA).await;
    bot.fake.say(GROUP, &ANNA, "/rules cards french");
    bot.message_with(GROUP, "französischen Blatts").await;
    bot.press_ok(&BERT, GROUP, table, &payload(GROUP, Button::Join))
        .await;
    bot.deal(&ANNA).await;
    let started = Instant::now();
    let drawn_before = Pictures::shared().drawn();
    let mut rng = SmallRng::seed_from_u64(43);
    let (mut last, mut presses, mut checked) = (0, 0, 0);
    let players = [&ANNA, &BERT];
    loop {
        let Some((user, message, version, moves)) = bot.next_move(&players, last).await else {
            break;
        };
        // The hand's photo is the picture of his own cards, drawn for him.
        if let Some((current, hand)) = hand_of(&bot.manager, &bot.key, user)
            && current == version
        {
            let photo = bot.fake.photo_of(user.id, message).expect("a hand photo");
            let own = Sketch::hand(&hand, lang_of(user), None).expect("a picture");
            assert_eq!(upload_digest(&photo), own.digest(), "{}", user.name);
            let other = players.iter().find(|p| p.id != user.id).unwrap();
            if let Some((_, theirs)) = hand_of(&bot.manager, &bot.key, other)
                && let Some(theirs) = Sketch::hand(&theirs, lang_of(other), None)
            {
                assert_ne!(upload_digest(&photo), theirs.digest());
            }
            checked += 1;
        }
        let data = &moves[rng.random_range(0..moves.len())];
        bot.press_ok(user, user.id, message, data).await;
        last = version;
        presses += 1;
        assert!(presses < 2000, "the Bummerl does not end");
    }
    let elapsed = started.elapsed();
    assert!(checked > 10, "{checked} hand photos checked");
    // The table: one photo, edited in place, its caption the table's text.
    let (table, msg) = bot
        .table("the table offering the next Bummerl", |b| {
            b.first() == Some(&payload(GROUP, Button::Start))
        })
        .await;
    assert!(msg.photo.is_some(), "the table is a photo");
    assert!(msg.edits > 10, "edited {} times", msg.edits);
    let requests = bot.fake.requests();
    let method_count = |m: &str| requests.iter().filter(|r| r.method == m).count();
    let sent_tables = requests
        .iter()
        .filter(|r| r.method == "sendPhoto" && r.chat() == Some(GROUP))
        .count();
    assert_eq!(sent_tables, 1, "the table photo is edited, not re-posted");
    // Uploads: each picture once; the same picture again goes by its file_id.
    let uploads = bot.fake.uploads();
    let mut digests: Vec<u64> = uploads.iter().map(upload_digest).collect();
    digests.sort_unstable();
    let distinct = {
        let mut d = digests.clone();
        d.dedup();
        d.len()
    };
    assert_eq!(distinct, uploads.len(), "a picture is uploaded once");
    let photo_requests = method_count("sendPhoto") + method_count("editMessageMedia");
    let by_file_id = photo_requests - uploads.len();
    assert!(
        by_file_id > 0,
        "{photo_requests} photos, {} uploads",
        uploads.len()
    );
    // Hands went to their players only: no hand picture in the group, every upload to a
    // private chat its owner's.
    for upload in &uploads {
        assert!(upload.size.0 + upload.size.1 <= 10_000);
        assert!(
            upload.bytes.len() <= 150_000,
            "{} bytes",
            upload.bytes.len()
        );
        assert!(
            upload.chat == GROUP || upload.chat == ANNA.id || upload.chat == BERT.id,
            "{}",
            upload.chat
        );
    }
    let bytes: usize = uploads.iter().map(|u| u.bytes.len()).sum();
    let (drawn, drawing) = Pictures::shared().drawn();
    let drawn = drawn - drawn_before.0;
    let drawing = drawing - drawn_before.1;
    eprintln!(
        "pictures: {presses} moves in {elapsed:?}; {photo_requests} photo requests, {} uploads \
         ({:.2} per move, {by_file_id} by file_id), {bytes} bytes ({} per upload); {drawn} \
         drawn in {drawing:?} ({:?} per picture)",
        uploads.len(),
        uploads.len() as f64 / presses as f64,
        bytes / uploads.len().max(1),
        drawing / drawn.max(1) as u32,
    );
    assert_nothing_needless(&bot.fake);

    // cards=text: the table and the hands become text messages again.
    let before = bot.fake.requests().len();
    bot.fake.say(GROUP, &ANNA, "/rules cards text");
    bot.message_with(GROUP, "als Text").await;
    let mut last = bot.version();
    bot.press_ok(&ANNA, GROUP, table, &payload(GROUP, Button::Start))
        .await;
    let (_, text_table) = bot
        .fake
        .wait(10, "the table as text", |f| {
            let (id, m) = table_message(f)?;
            (id != table && m.photo.is_none() && !buttons(&m.markup).is_empty()).then_some((id, m))
        })
        .await;
    assert!(text_table.text.starts_with("<b>── "));
    bot.fake
        .wait(10, "the old photo without buttons", |f| {
            let old = f.messages(GROUP).into_iter().find(|(id, _)| *id == table)?;
            buttons(&old.1.markup).is_empty().then_some(())
        })
        .await;
    for _ in 0..6 {
        let Some((user, message, version, moves, _)) =
            bot.next_hand(&players, last, |_| false).await
        else {
            break;
        };
        assert!(bot.fake.photo_of(user.id, message).is_none(), "a text hand");
        bot.press_ok(user, user.id, message, &moves[0]).await;
        last = version;
    }
    let photos_after = bot.fake.requests()[before..]
        .iter()
        .filter(|r| matches!(r.method.as_str(), "sendPhoto" | "editMessageMedia"))
        .count();
    assert_eq!(photos_after, 0, "cards=text sends no photo");
    assert_nothing_needless(&bot.fake);
    bot.finish(&[ANNA.id, BERT.id]).await;
}
