//! `bummerl run`: the bot for real. Every adapter that has a token, one manager and one
//! database (sled in the data directory, or PostgreSQL) in one process; a ticker for turn timers; an optional health and metrics endpoint;
//! and a clean stop on SIGINT/SIGTERM.
//!
//! Shutdown order: the signal flips a watch channel; adapters stop taking updates and finish the
//! commands they are handling; the ticker and the HTTP endpoint stop; the runtime waits for
//! blocking manager calls still in flight; the store is flushed; the process exits 0.

use std::collections::HashMap;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use bot_core::manager::{Lang, Manager, Message, Platform, Recipient, Timing, open_store};
use bot_core::store::Location;
use bummerl_config::{Config, Language, LogFormat};
use tokio::sync::{mpsc, watch};
use tokio::task::JoinSet;

use crate::http;

/// Runs the bot until a signal stops it.
pub fn run(config_path: Option<&Path>) -> anyhow::Result<ExitCode> {
    let config = Config::from_process_env(config_path)?;
    init_tracing(&config)?;
    if config.telegram.token.is_none() && config.discord.token.is_none() {
        eprintln!(
            "bummerl run: no bot token configured. Set TELEGRAM_TOKEN and/or DISCORD_TOKEN (or \
             [telegram] token / [discord] token in bummerl.toml) to connect to a chat platform.\n\
             To play right here in the terminal, without any token: bummerl play"
        );
        return Ok(ExitCode::from(2));
    }
    let location = config.store_location();
    if let Location::Dir(dir) = &location {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let store =
        open_store(&location).with_context(|| format!("opening the database {location}"))?;
    let timing = Timing {
        reminder_ms: config.timers.reminder.as_millis() as u64,
        forfeit_ms: config.timers.forfeit.as_millis() as u64,
    };
    let manager = Arc::new(
        Manager::new(store, timing)
            .with_default_rules(config.house_rules.clone())
            .keeping_deals(config.records.keep_deals)
            .with_seasons(config.records.seasons),
    );
    let metrics = http::install_metrics();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let result = runtime.block_on(serve(manager.clone(), &config, metrics));
    // Commands still running on blocking threads finish before the runtime is gone.
    runtime.shutdown_timeout(Duration::from_secs(15));
    manager.store().flush().context("flushing the database")?;
    result?;
    tracing::info!("stopped cleanly");
    Ok(ExitCode::SUCCESS)
}

fn init_tracing(config: &Config) -> anyhow::Result<()> {
    // Config validation has checked the filter with this parser; the value is not repeated,
    // as no configuration error does.
    let filter = tracing_subscriber::EnvFilter::try_new(&config.log.level)
        .context("log.level (or BUMMERL_LOG) is not a valid tracing filter")?;
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match config.log.format {
        LogFormat::Json => builder.json().init(),
        LogFormat::Human => builder.init(),
    }
    Ok(())
}

fn lang(language: Language) -> Lang {
    match language {
        Language::De => Lang::De,
        Language::En => Lang::En,
    }
}

/// A future that resolves once shutdown has begun.
async fn stopped(mut rx: watch::Receiver<bool>) {
    let _ = rx.wait_for(|stop| *stop).await;
}

async fn serve(
    manager: Arc<Manager>,
    config: &Config,
    metrics: http::Metrics,
) -> anyhow::Result<()> {
    let (stop, stop_rx) = watch::channel(false);
    let mut tasks: JoinSet<anyhow::Result<()>> = JoinSet::new();
    let mut outboxes = HashMap::new();
    let default_lang = lang(config.default_language);
    // Served only where an adapter takes the posts.
    let webhook = config
        .telegram
        .webhook
        .as_ref()
        .filter(|_| config.telegram.token.is_some())
        .map(|hook| {
            bummerl_telegram::Webhook::new(hook.url.clone(), hook.secret.expose().to_owned())
        });
    if let Some(token) = &config.telegram.token {
        let (tx, rx) = mpsc::channel(256);
        outboxes.insert(Platform::Telegram, tx);
        let settings = bummerl_telegram::Settings {
            token: token.expose().to_owned(),
            api_url: config.telegram.api_url.clone(),
            default_lang,
            webhook: webhook.clone(),
        };
        let (manager, stopped) = (manager.clone(), stopped(stop_rx.clone()));
        tasks.spawn(async move {
            bummerl_telegram::run(manager, settings, rx, stopped)
                .await
                .context("telegram")
        });
        tracing::info!("telegram adapter started");
    }
    if let Some(token) = &config.discord.token {
        let (tx, rx) = mpsc::channel(256);
        outboxes.insert(Platform::Discord, tx);
        let settings = bummerl_discord::Settings {
            token: token.expose().to_owned(),
            api_url: config.discord.api_url.clone(),
            default_lang,
            shards: config
                .discord
                .shards
                .as_ref()
                .map(|s| bummerl_discord::Shards {
                    ids: s.ids.clone(),
                    count: s.count,
                }),
        };
        let (manager, stopped) = (manager.clone(), stopped(stop_rx.clone()));
        tasks.spawn(async move {
            bummerl_discord::run(manager, settings, rx, stopped)
                .await
                .context("discord")
        });
        tracing::info!("discord adapter started");
    }
    tasks.spawn(ticker(manager.clone(), outboxes, stopped(stop_rx.clone())));
    tasks.spawn(http::upkeep(metrics.clone(), stopped(stop_rx.clone())));
    if let Some(addr) = config.http.listen {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("http.listen {addr}"))?;
        tracing::info!(%addr, "health and metrics endpoint listening");
        tasks.spawn(http::serve(
            listener,
            manager.clone(),
            metrics,
            webhook,
            stopped(stop_rx.clone()),
        ));
    }
    let mut signals = Box::pin(shutdown_signal());
    let mut failure = None;
    loop {
        tokio::select! {
            () = &mut signals, if !*stop.borrow() => {
                tracing::info!("signal received: stopping");
                let _ = stop.send(true);
            }
            done = tasks.join_next() => match done {
                None => break,
                Some(result) => {
                    let error = match result {
                        Ok(Ok(())) => None,
                        Ok(Err(e)) => Some(e),
                        Err(e) => Some(anyhow::Error::new(e)),
                    };
                    if let Some(error) = error {
                        tracing::error!(error = %format!("{error:#}"), "a task failed: stopping");
                        failure.get_or_insert(error);
                    }
                    // One part stopping stops the whole process.
                    let _ = stop.send(true);
                }
            },
        }
    }
    failure.map_or(Ok(()), Err)
}

/// Calls [`Manager::tick`] every second and hands the messages to their platform's adapter.
async fn ticker(
    manager: Arc<Manager>,
    outboxes: HashMap<Platform, mpsc::Sender<Vec<Message>>>,
    stopped: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let mut interval = tokio::time::interval(Duration::from_secs(1));
    tokio::pin!(stopped);
    loop {
        tokio::select! {
            () = &mut stopped => return Ok(()),
            _ = interval.tick() => {}
        }
        let m = manager.clone();
        let messages = tokio::task::spawn_blocking(move || m.tick()).await?;
        let mut by_platform: HashMap<Platform, Vec<Message>> = HashMap::new();
        for message in messages {
            let platform = match &message.to {
                Recipient::Channel(key) => key.platform,
                Recipient::User(user) => user.platform,
            };
            by_platform.entry(platform).or_default().push(message);
        }
        for (platform, messages) in by_platform {
            match outboxes.get(&platform) {
                Some(outbox) => {
                    if outbox.send(messages).await.is_err() {
                        tracing::warn!(%platform, "adapter gone; timer messages dropped");
                    }
                }
                None => tracing::warn!(%platform, "timer messages for a platform not running"),
            }
        }
    }
}

async fn shutdown_signal() {
    use tokio::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate()).expect("SIGTERM handler");
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = term.recv() => {}
    }
}
