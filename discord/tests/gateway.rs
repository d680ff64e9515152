//! The adapter against an API that cannot name its gateway: it stops with an error instead of
//! serenity's fallback to Discord's own gateway (which would take the token to discord.gg).

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::StatusCode;
use bot_core::manager::SledStore;
use bot_core::manager::{Lang, Manager, Timing};
use bummerl_discord::Settings;
use tokio::sync::mpsc;

#[tokio::test]
async fn an_api_without_a_gateway_stops_the_adapter() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let app = Router::new().fallback(|| async { StatusCode::INTERNAL_SERVER_ERROR });
    tokio::spawn(async move { axum::serve(listener, app).await });
    let dir = tempfile::tempdir().unwrap();
    let manager = Arc::new(Manager::new(
        SledStore::open(dir.path()).unwrap(),
        Timing::default(),
    ));
    let settings = Settings {
        token: "a-test-token-that-is-long-enough".into(),
        api_url: Some(format!("http://127.0.0.1:{port}").parse().unwrap()),
        default_lang: Lang::En,
    };
    let (_outbox, rx) = mpsc::channel(1);
    let run = bummerl_discord::run(manager, settings, rx, std::future::pending());
    let result = tokio::time::timeout(Duration::from_secs(20), run)
        .await
        .expect("the adapter gives up instead of connecting elsewhere");
    let error = result.expect_err("no gateway, no adapter").to_string();
    assert!(!error.contains("a-test-token"), "{error}");
}
