//! The adapter's gateway: against an API that cannot name its gateway it stops with an error
//! instead of serenity's fallback to Discord's own gateway (which would take the token to
//! discord.gg); with shard ranges, two processes share one bot.

mod fake;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::StatusCode;
use bot_core::manager::SledStore;
use bot_core::manager::{Lang, Manager, Platform, TableKey, Timing};
use bummerl_discord::{Settings, Shards};
use fake::{Fake, TestUser};
use serde_json::json;
use tokio::sync::mpsc;

/// A manager on a fresh sled store (kept in `dir`) and the adapter's settings for the API at
/// `api`, running `shards`.
fn bot(dir: &tempfile::TempDir, api: &str, shards: Option<Shards>) -> (Arc<Manager>, Settings) {
    let manager = Arc::new(Manager::new(
        SledStore::open(dir.path()).unwrap(),
        Timing::default(),
    ));
    let settings = Settings {
        token: "a-test-token-that-is-long-enough".into(),
        api_url: Some(api.parse().unwrap()),
        default_lang: Lang::En,
        shards,
    };
    (manager, settings)
}

#[tokio::test]
async fn an_api_without_a_gateway_stops_the_adapter() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let app = Router::new().fallback(|| async { StatusCode::INTERNAL_SERVER_ERROR });
    tokio::spawn(async move { axum::serve(listener, app).await });
    let dir = tempfile::tempdir().unwrap();
    let (manager, settings) = bot(&dir, &format!("http://127.0.0.1:{port}"), None);
    let (_outbox, rx) = mpsc::channel(1);
    let run = bummerl_discord::run(manager, settings, rx, std::future::pending());
    let result = tokio::time::timeout(Duration::from_secs(20), run)
        .await
        .expect("the adapter gives up instead of connecting elsewhere");
    let error = result.expect_err("no gateway, no adapter").to_string();
    assert!(!error.contains("a-test-token"), "{error}");
}

/// Two adapters, each with its own half of the shards (and here its own database, to show whose
/// table is whose): each identifies with its shard, the slash commands are registered once (by
/// shard 0), and a server's interactions reach the process of its shard only.
#[tokio::test]
async fn two_shard_ranges_share_a_bot_and_register_its_commands_once() {
    let fake = Fake::start().await;
    let mut processes = Vec::new();
    for id in [0, 1] {
        let dir = tempfile::tempdir().unwrap();
        let shards = Shards {
            ids: id..id + 1,
            count: 2,
        };
        let (manager, settings) = bot(&dir, &fake.api_url(), Some(shards));
        let (outbox, rx) = mpsc::channel(1);
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let run = tokio::spawn(bummerl_discord::run(
            Arc::clone(&manager),
            settings,
            rx,
            async {
                let _ = stopped.await;
            },
        ));
        processes.push((manager, dir, outbox, stop, run));
    }
    fake.until("both shards", |f| (f.shards().len() == 2).then_some(()))
        .await;
    let mut shards = fake.shards();
    shards.sort_unstable();
    assert_eq!(shards, [[0, 2], [1, 2]]);

    // Server 7000 is on shard 0, server 1 << 22 on shard 1.
    let anna = TestUser {
        id: 11,
        name: "Anna",
        locale: "en-US",
    };
    for (channel, guild) in [(555, 7000), (556, 1 << 22)] {
        let (payload, token) = fake::in_guild(fake::slash(&anna, channel, "new", json!([])), guild);
        let from = fake.len();
        fake.inject(payload);
        let path = format!("/{token}/callback");
        fake.wait_for(from, "the callback", |log| {
            log.iter().find(|r| r.path.ends_with(&path)).map(drop)
        })
        .await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let registrations = fake
        .log()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(registrations, 1, "the commands are registered once");
    let key = |channel: u64| TableKey::new(Platform::Discord, channel.to_string());
    for (index, (manager, ..)) in processes.iter().enumerate() {
        let store = manager.store();
        let ours = key(555 + index as u64);
        let theirs = key(556 - index as u64);
        assert!(
            store.table(&ours).unwrap().is_some(),
            "shard {index} has its table"
        );
        assert!(
            store.table(&theirs).unwrap().is_none(),
            "shard {index} saw another's server"
        );
    }
    for (_, _, _, stop, run) in processes {
        let _ = stop.send(());
        tokio::time::timeout(Duration::from_secs(5), run)
            .await
            .expect("the adapter stops")
            .unwrap()
            .unwrap();
    }
}
