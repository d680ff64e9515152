//! `bummerl run` as an operator runs it: without a token it says what to do; with a token it
//! serves a (fake, loopback) Telegram Bot API, answers `/healthz` and `/metrics`, and on SIGTERM
//! stops taking updates, finishes what it acknowledged, flushes the database and exits 0. A
//! house rule configured for a game reaches the tables it opens.

mod common;

use std::net::TcpListener as StdListener;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{Path, State};
use axum::routing::post;
use serde_json::{Value, json};

const TOKEN: &str = "123456:SECRET-token-never-logged";

fn bummerl() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bummerl"));
    for var in [
        "TELEGRAM_TOKEN",
        "DISCORD_TOKEN",
        "BUMMERL_HTTP_LISTEN",
        "BUMMERL_DATA_DIR",
        "BUMMERL_HOUSE_RULES",
    ] {
        cmd.env_remove(var);
    }
    cmd
}

#[test]
fn without_a_token_it_says_so_and_points_to_play() {
    let dir = tempfile::tempdir().unwrap();
    let out = bummerl()
        .arg("run")
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("TELEGRAM_TOKEN") && err.contains("bummerl play"),
        "{err}"
    );
}

#[test]
fn a_bad_setting_is_named_and_the_token_is_not_shown() {
    // The log filter is refused by validation, before logging is set up with it.
    for (var, value) in [
        ("BUMMERL_FORFEIT_SECS", "soon"),
        ("BUMMERL_LOG", "info,SECRET[abc"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = bummerl()
            .arg("run")
            .current_dir(dir.path())
            .env("TELEGRAM_TOKEN", TOKEN)
            .env(var, value)
            .output()
            .unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(var), "{err}");
        assert!(!err.contains("SECRET"), "{err}");
    }
}

/// A minimal Bot API: `getMe`, `getUpdates` serving queued updates (long polling), a message
/// for a text or a photo sent, and `true` for everything else; records the methods called.
#[derive(Clone, Default)]
struct Fake {
    updates: Arc<Mutex<Vec<Value>>>,
    calls: Arc<Mutex<Vec<(String, Value)>>>,
}

async fn method(
    State(fake): State<Fake>,
    Path((_bot, method)): Path<(String, String)>,
    body: axum::body::Bytes,
) -> axum::Json<Value> {
    let method = method.to_lowercase();
    let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    fake.calls.lock().unwrap().push((method.clone(), body));
    let result = match method.as_str() {
        "getme" => json!({
            "id": 42, "is_bot": true, "first_name": "Bummerl", "username": "bummerl_bot",
            "can_join_groups": true, "can_read_all_group_messages": false,
            "supports_inline_queries": false, "can_connect_to_business": false,
            "has_main_web_app": false,
        }),
        "getupdates" => {
            let queued: Vec<Value> = std::mem::take(&mut *fake.updates.lock().unwrap());
            if queued.is_empty() {
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Value::Array(queued)
        }
        "sendmessage" => json!({
            "message_id": 7, "date": 0,
            "chat": {"id": -100, "type": "group", "title": "Wirtshaus"},
            "text": "ok",
        }),
        // A table shows its game's pack as a photo, edited in place.
        "sendphoto" | "editmessagemedia" => json!({
            "message_id": 8, "date": 0,
            "chat": {"id": -100, "type": "group", "title": "Wirtshaus"},
            "photo": [{"file_id": "photo", "file_unique_id": "p", "width": 720, "height": 480}],
        }),
        _ => json!(true),
    };
    axum::Json(json!({"ok": true, "result": result}))
}

fn free_port() -> u16 {
    StdListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn get(port: u16, path: &str) -> Option<(u16, String)> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).ok()?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut text = String::new();
    stream.read_to_string(&mut text).ok()?;
    let status = text.split_whitespace().nth(1)?.parse().ok()?;
    Some((status, text))
}

#[test]
fn serves_health_and_metrics_and_stops_cleanly_on_sigterm() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let fake = Fake::default();
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap();
    let api = format!("http://{}/", listener.local_addr().unwrap());
    let app = Router::new()
        .route("/{bot}/{method}", post(method))
        .with_state(fake.clone());
    runtime.spawn(async move { axum::serve(listener, app).await });

    let dir = tempfile::tempdir().unwrap();
    let http = free_port();
    let mut child = bummerl()
        .arg("run")
        .current_dir(dir.path())
        .env("TELEGRAM_TOKEN", TOKEN)
        .env("TELEGRAM_API_URL", &api)
        .env("BUMMERL_DATA_DIR", dir.path().join("db"))
        .env("BUMMERL_HTTP_LISTEN", format!("127.0.0.1:{http}"))
        .env("BUMMERL_LOG", "debug")
        // Schnapsen's default is 3; Sechsundsechzig's rule of the same name is left alone.
        .env(
            "BUMMERL_HOUSE_RULES",
            "schnapsen.black_close_penalty=4,sechsundsechzig.black_close_penalty=2",
        )
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();

    let deadline = Instant::now() + Duration::from_secs(30);
    let health = loop {
        if let Some(answer) = get(http, "/healthz") {
            break answer;
        }
        assert!(
            Instant::now() < deadline,
            "the health endpoint never came up"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!(health.0, 200, "{}", health.1);

    // A group opens a table; once the bot has answered, the table must be in the database.
    fake.updates
        .lock()
        .unwrap()
        .push(group_command(1, "/newgame"));
    while !fake
        .calls
        .lock()
        .unwrap()
        .iter()
        .any(|(m, _)| m == "sendmessage")
    {
        assert!(Instant::now() < deadline, "the bot never answered /newgame");
        std::thread::sleep(Duration::from_millis(50));
    }
    // The table's rules, as /rules shows them, have the configured value.
    fake.updates
        .lock()
        .unwrap()
        .push(group_command(2, "/rules"));
    let rules_shown = || {
        fake.calls.lock().unwrap().iter().find_map(|(m, body)| {
            let text = body["text"].as_str().unwrap_or_default();
            (m == "sendmessage" && text.contains("black_close_penalty = ")).then(|| text.to_owned())
        })
    };
    let rules = loop {
        if let Some(text) = rules_shown() {
            break text;
        }
        assert!(Instant::now() < deadline, "the bot never answered /rules");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(rules.contains("black_close_penalty = 4 "), "{rules}");

    let (status, metrics) = get(http, "/metrics").unwrap();
    assert_eq!(status, 200);
    assert!(metrics.contains("bummerl_tables_open 1"), "{metrics}");
    assert!(metrics.contains("bummerl_commands_total"), "{metrics}");

    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "did not stop after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut log = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut log).unwrap();
    assert!(status.success(), "exit {status:?}\n{log}");
    assert!(log.contains("stopped cleanly"), "{log}");
    assert!(!log.contains("SECRET"), "the token appeared in the log");
    assert!(
        !log.contains("hand=") && !log.contains("\"hand\""),
        "no hands in the log"
    );

    // The database is consistent and holds the table the bot acknowledged.
    let report = common::db_check(dir.path().join("db"));
    assert_eq!(report["tables"], 1, "{report}");
}

/// Update `id` of the fake Telegram: Anna sends the command `text` to the group.
fn group_command(id: i64, text: &str) -> serde_json::Value {
    json!({
        "update_id": id,
        "message": {
            "message_id": id, "date": 0,
            "chat": {"id": -100, "type": "group", "title": "Wirtshaus"},
            "from": {"id": 5, "is_bot": false, "first_name": "Anna", "language_code": "de"},
            "text": text,
            "entities": [{"type": "bot_command", "offset": 0, "length": text.len()}],
        },
    })
}
