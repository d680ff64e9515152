//! The optional HTTP endpoint of `bummerl run`: `/healthz` for container healthchecks,
//! `/metrics` in the Prometheus text format (tables open, games finished, commands and their
//! latency, store errors, platform errors and retries), and Telegram's webhook at the path of
//! `telegram.webhook_url` when one is set.

use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use bot_core::manager::Manager;
use bummerl_telegram::Webhook;
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

/// The handle that renders the recorded metrics.
pub type Metrics = PrometheusHandle;

/// Installs the process-wide metrics recorder.
pub fn install_metrics() -> Metrics {
    PrometheusBuilder::new()
        .set_buckets(&[0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.5, 1.0])
        .expect("static buckets are valid")
        .install_recorder()
        .expect("the metrics recorder is installed once")
}

/// How often recorded histogram samples are folded into their buckets.
const UPKEEP: std::time::Duration = std::time::Duration::from_secs(5);

/// Folds the histograms' samples into their buckets every [`UPKEEP`] until `stopped`
/// resolves. The recorder keeps every sample until then: without a scrape (the endpoint is off
/// by default) that is memory growing with every command.
pub async fn upkeep(metrics: Metrics, stopped: impl Future<Output = ()>) -> anyhow::Result<()> {
    let mut interval = tokio::time::interval(UPKEEP);
    tokio::pin!(stopped);
    loop {
        tokio::select! {
            () = &mut stopped => return Ok(()),
            _ = interval.tick() => metrics.run_upkeep(),
        }
    }
}

#[derive(Clone)]
struct AppState {
    manager: Arc<Manager>,
    metrics: Metrics,
}

/// Serves the endpoint on `listener` until `stopped` resolves, with Telegram's `webhook` if one
/// is given.
pub async fn serve(
    listener: tokio::net::TcpListener,
    manager: Arc<Manager>,
    metrics: Metrics,
    webhook: Option<Webhook>,
    stopped: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let mut app = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(render))
        .with_state(AppState { manager, metrics });
    if let Some(webhook) = webhook {
        let path = webhook.path().to_owned();
        app = app.route(&path, post(telegram).with_state(webhook));
    }
    axum::serve(listener, app)
        .with_graceful_shutdown(stopped)
        .await?;
    Ok(())
}

/// A post of Telegram's: answered once handled (see `bummerl_telegram::Webhook`).
async fn telegram(State(webhook): State<Webhook>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let secret = headers
        .get("x-telegram-bot-api-secret-token")
        .map(|value| value.as_bytes());
    let received = webhook.receive(secret, &body).await;
    StatusCode::from_u16(received.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
}

async fn healthz(State(state): State<AppState>) -> (StatusCode, &'static str) {
    let manager = state.manager.clone();
    let healthy = tokio::task::spawn_blocking(move || manager.store().flush().is_ok())
        .await
        .unwrap_or(false);
    if healthy {
        (StatusCode::OK, "ok\n")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n")
    }
}

async fn render(State(state): State<AppState>) -> String {
    let tables = state.manager.store().counts().tables;
    metrics::gauge!("bummerl_tables_open").set(tables as f64);
    state.metrics.render()
}
