//! Two `bummerl run` processes on one PostgreSQL database, taking Telegram's updates by webhook
//! behind a "load balancer" (this test, posting each update to one of them) against the fake
//! Bot API of the Telegram adapter's tests. Both play; one is killed with SIGKILL mid-game; the
//! other carries on with its tables, Anna's from where the killed process acknowledged it, to
//! the end of a game, and no action either acknowledged is lost.
//!
//! Needs `BUMMERL_TEST_DATABASE_URL` (`.ci/run` starts a server); says it is skipped without.

mod common;
#[path = "../telegram/tests/fake/mod.rs"]
mod fake;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bot_core::manager::{Platform, PostgresStore, TableKey};
use bot_core::store::{Database, TestSchema};
use fake::{ANNA, BERT, Fake, TgUser, live_hand_at};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const TOKEN: &str = "123456:SECRET-token-never-logged";
const SECRET: &str = "webhook-secret_0123";

/// One `bummerl run`, with its HTTP port (health, metrics and the webhook) and its log file.
struct Process {
    child: Child,
    port: u16,
    log: std::path::PathBuf,
}

impl Process {
    fn start(fake: &Fake, url: &str, dir: &std::path::Path, name: &str) -> Process {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let log = dir.join(format!("{name}.log"));
        let child = Command::new(env!("CARGO_BIN_EXE_bummerl"))
            .arg("run")
            .current_dir(dir)
            .env_remove("DISCORD_TOKEN")
            .env("TELEGRAM_TOKEN", TOKEN)
            .env("TELEGRAM_API_URL", fake.url.as_str())
            .env("BUMMERL_DATABASE_URL", url)
            .env("BUMMERL_HTTP_LISTEN", format!("127.0.0.1:{port}"))
            .env(
                "TELEGRAM_WEBHOOK_URL",
                format!("http://127.0.0.1:{port}/telegram"),
            )
            .env("TELEGRAM_WEBHOOK_SECRET", SECRET)
            .env("BUMMERL_LOG", "info")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        Process { child, port, log }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Posts `body` to `path`, with the webhook's secret; the status of the answer (0 if the
    /// process cannot be reached).
    async fn post(&self, path: &str, body: &Value) -> u16 {
        self.post_with(
            path,
            body,
            &format!("X-Telegram-Bot-Api-Secret-Token: {SECRET}\r\n"),
        )
        .await
    }

    /// [`Process::post`] with other headers.
    async fn post_with(&self, path: &str, body: &Value, headers: &str) -> u16 {
        let body = body.to_string();
        let Ok(mut stream) = tokio::net::TcpStream::connect(("127.0.0.1", self.port)).await else {
            return 0;
        };
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\
             Content-Type: application/json\r\n{headers}Content-Length: {}\r\n\r\n{body}",
            body.len()
        );
        if stream.write_all(request.as_bytes()).await.is_err() {
            return 0;
        }
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer).await;
        answer
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    }

    /// Hands every update the fake holds to this process, as the balancer does; each must be
    /// acknowledged (answered 200 once handled).
    async fn deliver(&self, fake: &Fake) {
        for update in fake.take_updates() {
            let status = self.post("/telegram", &update).await;
            assert_eq!(status, 200, "{update}\n{}", self.log());
        }
    }

    async fn wait_healthy(&self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.post("/healthz", &Value::Null).await == 0 {
            assert!(Instant::now() < deadline, "never came up:\n{}", self.log());
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// A user's table against the computer in his private chat, played through one process.
struct Player {
    user: TgUser,
    /// The highest table version a press of his was acknowledged at (the press made it newer).
    acked: u64,
    presses: u32,
    /// Games of his Bummerl after which he stops.
    games: u32,
}

impl Player {
    fn key(&self) -> TableKey {
        TableKey::new(Platform::Telegram, self.user.id.to_string())
    }

    async fn open(&self, fake: &Fake, at: &Process) {
        fake.say(self.user.id, &self.user, "/newgame vs bot random");
        at.deliver(fake).await;
    }

    /// Presses the first move of his newest hand at `at` once a hand newer than the last
    /// acknowledged press is shown; false when he has played his games (or his Bummerl is
    /// over).
    ///
    /// A hand not newer than that is pressed too after a second: the process that
    /// acknowledged the press may have died before it showed the next hand, and a stale press
    /// shows the current one.
    async fn press(&mut self, fake: &Fake, at: &Process, store: &PostgresStore) -> bool {
        let started = Instant::now();
        let deadline = started + Duration::from_secs(20);
        loop {
            let stored = store
                .table(&self.key())
                .unwrap()
                .expect("the table is stored");
            assert!(
                stored.version > self.acked,
                "{}: an acknowledged press is lost",
                self.user.name
            );
            if stored.bummerl_number > 1 || stored.bummerl_games >= self.games {
                return false;
            }
            if let Some((id, version, moves)) = live_hand_at(fake, &self.user, self.user.id)
                && (version > self.acked
                    || (version == self.acked && started.elapsed() > Duration::from_secs(1)))
            {
                fake.press(&self.user, self.user.id, id, &moves[0]);
                at.deliver(fake).await;
                self.acked = self.acked.max(version);
                self.presses += 1;
                assert!(self.presses < 200, "the game does not end");
                return true;
            }
            assert!(
                Instant::now() < deadline,
                "{}: no hand newer than version {}:\n{}",
                self.user.name,
                self.acked,
                at.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_a_database_and_one_carries_on_when_the_other_is_killed() {
    let Some(schema) = TestSchema::new() else {
        return;
    };
    let url = schema.url();
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut a = Process::start(&fake, &url, dir.path(), "a");
    let mut b = Process::start(&fake, &url, dir.path(), "b");
    a.wait_healthy().await;
    b.wait_healthy().await;
    fake.wait(30, "both processes set the webhook", |f| {
        let set: Vec<String> = f
            .requests()
            .iter()
            .filter(|r| r.method == "setWebhook")
            .map(|r| r.body["url"].as_str().unwrap_or_default().to_owned())
            .collect();
        (set.len() == 2).then_some(set)
    })
    .await;
    let store = tokio::task::spawn_blocking(move || PostgresStore::open(&url).unwrap())
        .await
        .unwrap();

    // Anna plays through A, Bert through B.
    let mut anna = Player {
        user: ANNA,
        acked: 0,
        presses: 0,
        games: u32::MAX,
    };
    let mut bert = Player {
        user: BERT,
        acked: 0,
        presses: 0,
        games: u32::MAX,
    };
    anna.open(&fake, &a).await;
    bert.open(&fake, &b).await;
    for _ in 0..4 {
        assert!(anna.press(&fake, &a, &store).await);
        assert!(bert.press(&fake, &b, &store).await);
    }
    // A press acknowledged by A, and A is gone at once: its answer may never have been sent.
    assert!(anna.press(&fake, &a, &store).await);
    a.child.kill().expect("SIGKILL");
    a.child.wait().unwrap();

    // B carries on with both tables, Anna's from where A acknowledged it, each to the end of
    // the next game.
    for player in [&mut anna, &mut bert] {
        let stored = store.table(&player.key()).unwrap().unwrap();
        player.games = stored.bummerl_games + 1;
    }
    let before = (anna.presses, bert.presses);
    let (mut anna_on, mut bert_on) = (true, true);
    while anna_on || bert_on {
        if anna_on {
            anna_on = anna.press(&fake, &b, &store).await;
        }
        if bert_on {
            bert_on = bert.press(&fake, &b, &store).await;
        }
    }
    // Each pressed through B; the game in hand may end at the first press, so one is all that
    // can be asked.
    assert!(anna.presses > before.0 && bert.presses > before.1);
    let polled = fake
        .requests()
        .iter()
        .filter(|r| r.method == "getUpdates")
        .count();
    assert_eq!(polled, 0, "no process long-polls in webhook mode");
    // A post without the secret, or with another, is refused.
    let update = serde_json::json!({"update_id": 1});
    assert_eq!(b.post_with("/telegram", &update, "").await, 401);
    let wrong = "X-Telegram-Bot-Api-Secret-Token: guess\r\n";
    assert_eq!(b.post_with("/telegram", &update, wrong).await, 401);

    // B stops cleanly; the database is consistent.
    let kill = Command::new("kill")
        .args(["-TERM", &b.child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let status = tokio::task::spawn_blocking(move || b.child.wait().unwrap())
        .await
        .unwrap();
    assert!(status.success(), "B: {status:?}");
    let log = std::fs::read_to_string(dir.path().join("b.log")).unwrap();
    assert!(!log.contains("SECRET"), "the token appeared in the log");
    assert!(
        !log.contains(SECRET),
        "the webhook's secret appeared in the log"
    );
    let report = common::db_check(schema.url());
    assert_eq!(report["tables"], 2, "{report}");
}
