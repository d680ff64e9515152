//! Typed, validated configuration for Bummerl from a TOML file and the environment.
//!
//! # Parse raw, then validate once
//!
//! Loading has three steps, as in ripgrep: the TOML file is parsed into a [`RawConfig`] in which
//! every value is optional and unchecked (only unknown keys and wrong types are refused there);
//! the environment variables of [`ENV_VARS`] are laid over it; then [`RawConfig::validate`] checks
//! every value and fills in the defaults, producing a [`Config`].
//!
//! Validating once, after all sources are merged, means that checks which involve two settings
//! (the forfeit timer must be longer than the reminder) see the values actually in force, that
//! every problem is found at startup rather than when a game first needs the setting, and that the
//! rest of the bot receives a [`Config`] whose values are valid by construction: typed URLs,
//! [`Duration`]s and enums, with nothing left to re-check or unwrap. Every [`ConfigError`] names
//! the key (`timers.forfeit_secs`), and the environment variable if the value came from one.
//!
//! # Secrets
//!
//! Tokens are [`Secret`]s, whose `Debug` and `Display` print `***`, so a `Config` may be logged.
//! Error messages never repeat a string value from the configuration at all: a token pasted under
//! the wrong key or written without quotes does not leak through an error either.
//!
//! ```
//! # fn main() -> Result<(), bummerl_config::ConfigError> {
//! let env = |name: &str| (name == "BUMMERL_LANGUAGE").then(|| "de".to_owned());
//! let config = bummerl_config::Config::load(None, &env)?;
//! assert_eq!(config.default_language, bummerl_config::Language::De);
//! # Ok(())
//! # }
//! ```
//!
//! `config/bummerl.example.toml` documents every key with its default.

mod error;
mod raw;
mod secret;
mod values;

#[cfg(test)]
mod tests;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bot_core::manager::{ConfiguredRules, SeasonLength};
use bot_core::store::Location;
use url::Url;

pub use error::{ConfigError, Setting};
pub use raw::{ENV_VARS, RawConfig};
pub use secret::Secret;
pub use values::{Language, LogFormat, UnknownName};

/// The file read when no path is given, if it exists in the working directory.
pub const DEFAULT_PATH: &str = "bummerl.toml";
/// The default `data_dir`.
pub const DEFAULT_DATA_DIR: &str = "./bummerl-data";
/// The default `log.level`.
pub const DEFAULT_LOG_LEVEL: &str = "info";
/// The default `telegram.api_url`.
pub const DEFAULT_TELEGRAM_API_URL: &str = "https://api.telegram.org";
/// The default `timers.reminder_secs`.
pub const DEFAULT_REMINDER_SECS: u64 = 120;
/// The default `timers.forfeit_secs`.
pub const DEFAULT_FORFEIT_SECS: u64 = 600;
/// The longest turn timer allowed, in seconds (30 days).
pub const MAX_TIMER_SECS: u64 = 30 * 24 * 60 * 60;
/// The default `records.keep_deals`: the finished deals a channel keeps.
pub const DEFAULT_KEEP_DEALS: usize = bot_core::manager::KEEP_DEALS;
/// The most finished deals a channel may keep (`records.keep_deals`).
pub const MAX_KEEP_DEALS: usize = 100_000;

/// The bot's configuration, validated: build it with [`Config::load`] (or [`Config::default`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Config {
    /// Where the store keeps its files (`data_dir`), relative to the working directory unless
    /// absolute.
    pub data_dir: PathBuf,
    /// The database (`[store]`); see [`Config::store_location`].
    pub store: StoreConfig,
    /// Logging (`[log]`).
    pub log: LogConfig,
    /// The language for chats that have not chosen one (`default_language`).
    pub default_language: Language,
    /// The Telegram bot (`[telegram]`).
    pub telegram: TelegramConfig,
    /// The Discord bot (`[discord]`).
    pub discord: DiscordConfig,
    /// The turn timers (`[timers]`).
    pub timers: Timers,
    /// The house rules new tables of each game start with (`[house_rules.GAME]`, and a flat
    /// `[house_rules] NAME = VALUE` for every game that has the rule), each checked against its
    /// game's own rule.
    pub house_rules: ConfiguredRules,
    /// The health and metrics endpoint (`[http]`).
    pub http: HttpConfig,
    /// The record of finished deals (`[records]`).
    pub records: Records,
}

/// `[records]`: the record of every finished deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Records {
    /// How many of a channel's newest finished deals are kept (`records.keep_deals`; 0: none
    /// are recorded).
    pub keep_deals: usize,
    /// How long a channel's season runs (`records.seasons`: `monthly`, the default,
    /// `quarterly` or `off`).
    pub seasons: SeasonLength,
}

impl Default for Records {
    fn default() -> Records {
        Records {
            keep_deals: DEFAULT_KEEP_DEALS,
            seasons: SeasonLength::default(),
        }
    }
}

/// `[store]`: where the database is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct StoreConfig {
    /// A PostgreSQL database instead of the embedded one in `data_dir` (`store.url`): a
    /// `postgres://` or `postgresql://` URL, a [`Secret`] since it may hold a password.
    pub url: Option<Secret>,
}

/// `[log]`: what is logged and how.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LogConfig {
    /// A `tracing` filter such as `info` or `bummerl=debug,warn` (`log.level`), its directives
    /// trimmed; `tracing_subscriber::EnvFilter::try_new` accepts it.
    pub level: String,
    /// The line format (`log.format`).
    pub format: LogFormat,
}

/// `[telegram]`: the Telegram bot.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TelegramConfig {
    /// The bot token; without one the bot does not run on Telegram (`telegram.token`).
    pub token: Option<Secret>,
    /// The Bot API's base URL, another one for testing against a fake server
    /// (`telegram.api_url`).
    pub api_url: Url,
    /// Updates pushed to this process's HTTP endpoint instead of long-polled
    /// (`telegram.webhook_url`, `telegram.webhook_secret`); for several processes behind a load
    /// balancer. `None`: long polling, by one process.
    pub webhook: Option<Webhook>,
}

/// Telegram's webhook: where Telegram posts updates, and the secret it sends along.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Webhook {
    /// The public URL Telegram posts to (`telegram.webhook_url`); its path is served by the
    /// HTTP endpoint of `http.listen`.
    pub url: Url,
    /// What Telegram sends in `X-Telegram-Bot-Api-Secret-Token` (`telegram.webhook_secret`):
    /// posts without it are refused.
    pub secret: Secret,
}

/// Which of Discord's gateway shards this process runs (`discord.shard_ids`,
/// `discord.shard_count`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Shards {
    /// This process's shards, in a row.
    pub ids: std::ops::Range<u32>,
    /// The shards of all processes together.
    pub count: u32,
}

/// `[discord]`: the Discord bot.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct DiscordConfig {
    /// The bot token; without one the bot does not run on Discord (`discord.token`).
    pub token: Option<Secret>,
    /// A base URL replacing Discord's API, for testing against a fake server
    /// (`discord.api_url`).
    pub api_url: Option<Url>,
    /// The shards this process runs; `None`: one shard, all of the bot.
    pub shards: Option<Shards>,
}

/// `[timers]`: how long a player may take over a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Timers {
    /// When the player to move is reminded (`timers.reminder_secs`); shorter than `forfeit`.
    pub reminder: Duration,
    /// When the player to move loses the game by forfeit (`timers.forfeit_secs`).
    pub forfeit: Duration,
}

/// `[http]`: the health and metrics endpoint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct HttpConfig {
    /// The address to listen on; no endpoint when `None` (`http.listen`).
    pub listen: Option<SocketAddr>,
}

impl Config {
    /// Loads the configuration: the file at `path` (or [`DEFAULT_PATH`] if `path` is `None` and
    /// that file exists; defaults only if it does not), overlaid by the environment as `env` sees
    /// it, validated.
    ///
    /// `env` looks up a variable; pass a fake in tests instead of changing the process's
    /// environment. A `path` given explicitly that does not exist is an error.
    pub fn load(
        path: Option<&Path>,
        env: &impl Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        load_with_default(path, Path::new(DEFAULT_PATH), env)
    }

    /// [`Config::load`] with the process's environment. A variable that is not valid Unicode is
    /// read lossily.
    pub fn from_process_env(path: Option<&Path>) -> Result<Config, ConfigError> {
        Config::load(path, &|name| {
            std::env::var_os(name).map(|value| value.to_string_lossy().into_owned())
        })
    }

    /// Where the database is: the PostgreSQL database of `store.url` if one is configured, else
    /// the embedded one in `data_dir`.
    pub fn store_location(&self) -> Location {
        match &self.store.url {
            Some(url) => Location::Postgres(url.expose().to_owned()),
            None => Location::Dir(self.data_dir.clone()),
        }
    }
}

/// [`Config::load`] with the default file's path as a parameter, for tests.
fn load_with_default(
    path: Option<&Path>,
    default_path: &Path,
    env: &impl Fn(&str) -> Option<String>,
) -> Result<Config, ConfigError> {
    let mut raw = match path {
        Some(path) => RawConfig::read(path)?,
        None => match RawConfig::read(default_path) {
            Err(ConfigError::NotFound { .. }) => RawConfig::default(),
            other => other?,
        },
    };
    raw.overlay_env(env)?;
    raw.validate()
}

impl Default for Config {
    /// The configuration with no file and no environment.
    fn default() -> Config {
        Config {
            data_dir: PathBuf::from(DEFAULT_DATA_DIR),
            store: StoreConfig::default(),
            log: LogConfig::default(),
            default_language: Language::default(),
            telegram: TelegramConfig::default(),
            discord: DiscordConfig::default(),
            timers: Timers::default(),
            house_rules: ConfiguredRules::default(),
            http: HttpConfig::default(),
            records: Records::default(),
        }
    }
}

impl Default for LogConfig {
    fn default() -> LogConfig {
        LogConfig {
            level: DEFAULT_LOG_LEVEL.to_owned(),
            format: LogFormat::default(),
        }
    }
}

impl Default for TelegramConfig {
    fn default() -> TelegramConfig {
        TelegramConfig {
            token: None,
            api_url: Url::parse(DEFAULT_TELEGRAM_API_URL)
                .expect("the default Telegram API URL is valid"),
            webhook: None,
        }
    }
}

impl Default for Timers {
    fn default() -> Timers {
        Timers {
            reminder: Duration::from_secs(DEFAULT_REMINDER_SECS),
            forfeit: Duration::from_secs(DEFAULT_FORFEIT_SECS),
        }
    }
}
