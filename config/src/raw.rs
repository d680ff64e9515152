//! [`RawConfig`]: the configuration as written, every value optional and unchecked.

use std::collections::BTreeMap;
use std::io;
use std::net::SocketAddr;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bot_core::rules::{HouseRuleError, HouseRules, HouseRulesPatch, RuleValue, Variant};
use serde::Deserialize;
use url::Url;

use crate::{
    Config, ConfigError, DEFAULT_DATA_DIR, DEFAULT_FORFEIT_SECS, DEFAULT_KEEP_DEALS,
    DEFAULT_LOG_LEVEL, DEFAULT_REMINDER_SECS, DEFAULT_TELEGRAM_API_URL, DiscordConfig, HttpConfig,
    Language, LogConfig, LogFormat, MAX_KEEP_DEALS, MAX_TIMER_SECS, Records, Secret, Setting,
    Shards, StoreConfig, TelegramConfig, Timers, Webhook,
};

/// The environment variables that override the file, each with the key it overrides.
///
/// `BUMMERL_HOUSE_RULES` holds comma-separated `rule=value` entries
/// (`auto_claim=on,black_close_penalty=4`), each overriding one `house_rules` key.
pub const ENV_VARS: &[(&str, &str)] = &[
    ("BUMMERL_DATA_DIR", "data_dir"),
    ("BUMMERL_DATABASE_URL", "store.url"),
    ("BUMMERL_LOG", "log.level"),
    ("BUMMERL_LOG_FORMAT", "log.format"),
    ("BUMMERL_LANGUAGE", "default_language"),
    ("TELEGRAM_TOKEN", "telegram.token"),
    ("TELEGRAM_API_URL", "telegram.api_url"),
    ("DISCORD_TOKEN", "discord.token"),
    ("DISCORD_API_URL", "discord.api_url"),
    ("DISCORD_SHARD_IDS", "discord.shard_ids"),
    ("DISCORD_SHARD_COUNT", "discord.shard_count"),
    ("TELEGRAM_WEBHOOK_URL", "telegram.webhook_url"),
    ("TELEGRAM_WEBHOOK_SECRET", "telegram.webhook_secret"),
    ("BUMMERL_REMINDER_SECS", "timers.reminder_secs"),
    ("BUMMERL_FORFEIT_SECS", "timers.forfeit_secs"),
    ("BUMMERL_HOUSE_RULES", "house_rules"),
    ("BUMMERL_HTTP_LISTEN", "http.listen"),
    ("BUMMERL_KEEP_DEALS", "records.keep_deals"),
];

/// The configuration as written in the file and the environment: every value optional, none
/// checked. [`RawConfig::validate`] turns it into a [`Config`].
///
/// Unknown keys are refused when parsing, so a misspelt key is an error naming it rather than a
/// setting silently ignored.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawConfig {
    /// `data_dir`.
    data_dir: Option<PathBuf>,
    /// `default_language`.
    default_language: Option<String>,
    /// `[store]`.
    #[serde(default)]
    store: RawStore,
    /// `[log]`.
    #[serde(default)]
    log: RawLog,
    /// `[telegram]`.
    #[serde(default)]
    telegram: RawTelegram,
    /// `[discord]`.
    #[serde(default)]
    discord: RawDiscord,
    /// `[timers]`.
    #[serde(default)]
    timers: RawTimers,
    /// `[house_rules]`: overrides of the variants' defaults.
    #[serde(default)]
    house_rules: HouseRulesPatch,
    /// `[http]`.
    #[serde(default)]
    http: RawHttp,
    /// `[records]`.
    #[serde(default)]
    records: RawRecords,
    /// The keys whose values came from the environment, with the variable, for error messages.
    #[serde(skip)]
    from_env: BTreeMap<String, &'static str>,
}

/// `[store]` as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table")]
struct RawStore {
    url: Option<Secret>,
}

/// `[log]` as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table")]
struct RawLog {
    level: Option<String>,
    format: Option<String>,
}

/// `[telegram]` as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table")]
struct RawTelegram {
    token: Option<Secret>,
    api_url: Option<String>,
    webhook_url: Option<String>,
    webhook_secret: Option<Secret>,
}

/// `[discord]` as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table")]
struct RawDiscord {
    token: Option<Secret>,
    api_url: Option<String>,
    shard_ids: Option<RawShardIds>,
    shard_count: Option<u32>,
}

/// `discord.shard_ids` as written: a list (`[2, 3]`) or a text (`"2-3"`, `"2,3"`, `"2"`).
#[derive(Clone, Debug, Deserialize)]
#[serde(
    untagged,
    expecting = "a list of shard numbers such as [2, 3] or a range such as \"2-3\""
)]
enum RawShardIds {
    List(Vec<u32>),
    Text(String),
}

/// `[timers]` as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table")]
struct RawTimers {
    reminder_secs: Option<u64>,
    forfeit_secs: Option<u64>,
}

/// `[records]` as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table")]
struct RawRecords {
    keep_deals: Option<u64>,
}

/// `[http]` as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table")]
struct RawHttp {
    listen: Option<String>,
}

impl RawConfig {
    /// Reads and parses a TOML file; a missing file is [`ConfigError::NotFound`].
    pub fn read(path: &Path) -> Result<RawConfig, ConfigError> {
        match std::fs::read_to_string(path) {
            Ok(text) => RawConfig::from_toml(&text, path),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Err(ConfigError::NotFound {
                path: path.to_owned(),
            }),
            Err(error) => Err(ConfigError::Read {
                path: path.to_owned(),
                error,
            }),
        }
    }

    /// Parses TOML text; `path` only names the source in errors.
    pub fn from_toml(text: &str, path: &Path) -> Result<RawConfig, ConfigError> {
        let position = |span: Option<std::ops::Range<usize>>| {
            span.map(|span| line_and_column(text, span.start))
        };
        let deserializer = toml::Deserializer::parse(text).map_err(|error| {
            let position = position(error.span());
            ConfigError::Syntax {
                path: path.to_owned(),
                line: position.map(|(line, _)| line),
                column: position.map(|(_, column)| column),
                message: redact_strings(error.message()),
            }
        })?;
        serde_path_to_error::deserialize(deserializer).map_err(|error| {
            let key = match error.path().to_string() {
                root if root == "." => "(top level)".to_owned(),
                key => key,
            };
            let error = error.into_inner();
            ConfigError::Key {
                path: path.to_owned(),
                line: position(error.span()).map(|(line, _)| line),
                key,
                problem: redact_strings(error.message()),
            }
        })
    }

    /// Overrides values with the environment variables of [`ENV_VARS`] that are set; `env` looks
    /// one up (`|name| std::env::var(name).ok()`, or a fake in tests).
    ///
    /// A variable that is set overrides even when empty, so an empty token is reported rather than
    /// silently replaced by the file's.
    pub fn overlay_env(
        &mut self,
        env: &impl Fn(&str) -> Option<String>,
    ) -> Result<(), ConfigError> {
        let mut lookup = |var: &'static str, key: &str| {
            let value = env(var)?;
            self.from_env.insert(key.to_owned(), var);
            Some(value)
        };
        if let Some(value) = lookup("BUMMERL_DATA_DIR", "data_dir") {
            self.data_dir = Some(PathBuf::from(value));
        }
        if let Some(value) = lookup("BUMMERL_DATABASE_URL", "store.url") {
            self.store.url = Some(Secret::new(value));
        }
        if let Some(value) = lookup("BUMMERL_LOG", "log.level") {
            self.log.level = Some(value);
        }
        if let Some(value) = lookup("BUMMERL_LOG_FORMAT", "log.format") {
            self.log.format = Some(value);
        }
        if let Some(value) = lookup("BUMMERL_LANGUAGE", "default_language") {
            self.default_language = Some(value);
        }
        if let Some(value) = lookup("TELEGRAM_TOKEN", "telegram.token") {
            self.telegram.token = Some(Secret::new(value));
        }
        if let Some(value) = lookup("TELEGRAM_API_URL", "telegram.api_url") {
            self.telegram.api_url = Some(value);
        }
        if let Some(value) = lookup("DISCORD_TOKEN", "discord.token") {
            self.discord.token = Some(Secret::new(value));
        }
        if let Some(value) = lookup("DISCORD_API_URL", "discord.api_url") {
            self.discord.api_url = Some(value);
        }
        if let Some(value) = lookup("DISCORD_SHARD_IDS", "discord.shard_ids") {
            self.discord.shard_ids = Some(RawShardIds::Text(value));
        }
        if let Some(value) = lookup("DISCORD_SHARD_COUNT", "discord.shard_count") {
            let count = value
                .trim()
                .parse::<u32>()
                .map_err(|_| ConfigError::Invalid {
                    setting: Setting {
                        key: "discord.shard_count".to_owned(),
                        env: Some("DISCORD_SHARD_COUNT"),
                    },
                    problem: "must be a whole number of shards".to_owned(),
                })?;
            self.discord.shard_count = Some(count);
        }
        if let Some(value) = lookup("TELEGRAM_WEBHOOK_URL", "telegram.webhook_url") {
            self.telegram.webhook_url = Some(value);
        }
        if let Some(value) = lookup("TELEGRAM_WEBHOOK_SECRET", "telegram.webhook_secret") {
            self.telegram.webhook_secret = Some(Secret::new(value));
        }
        if let Some(value) = lookup("BUMMERL_HTTP_LISTEN", "http.listen") {
            self.http.listen = Some(value);
        }
        for (var, key) in [
            ("BUMMERL_REMINDER_SECS", "timers.reminder_secs"),
            ("BUMMERL_FORFEIT_SECS", "timers.forfeit_secs"),
        ] {
            if let Some(value) = lookup(var, key) {
                let secs = value
                    .trim()
                    .parse::<u64>()
                    .map_err(|_| ConfigError::Invalid {
                        setting: Setting {
                            key: key.to_owned(),
                            env: Some(var),
                        },
                        problem: "must be a whole number of seconds".to_owned(),
                    })?;
                match key {
                    "timers.reminder_secs" => self.timers.reminder_secs = Some(secs),
                    _ => self.timers.forfeit_secs = Some(secs),
                }
            }
        }
        if let Some(value) = lookup("BUMMERL_KEEP_DEALS", "records.keep_deals") {
            let keep = value
                .trim()
                .parse::<u64>()
                .map_err(|_| ConfigError::Invalid {
                    setting: Setting {
                        key: "records.keep_deals".to_owned(),
                        env: Some("BUMMERL_KEEP_DEALS"),
                    },
                    problem: "must be a whole number of deals".to_owned(),
                })?;
            self.records.keep_deals = Some(keep);
        }
        if let Some(value) = env("BUMMERL_HOUSE_RULES") {
            self.overlay_house_rules("BUMMERL_HOUSE_RULES", &value)?;
        }
        Ok(())
    }

    /// Applies `rule=value` entries, separated by commas, onto the file's house rules.
    fn overlay_house_rules(&mut self, var: &'static str, value: &str) -> Result<(), ConfigError> {
        let invalid = |problem: String| ConfigError::Invalid {
            setting: Setting {
                key: "house_rules".to_owned(),
                env: Some(var),
            },
            problem,
        };
        for (index, entry) in value.split(',').enumerate() {
            let entry = entry.trim();
            if entry.is_empty() {
                continue;
            }
            let number = index + 1;
            let Some((name, rule_value)) = entry.split_once('=') else {
                return Err(invalid(format!(
                    "entry {number} is not rule=value (for example auto_claim=on)"
                )));
            };
            let name = name.trim();
            let key = format!("house_rules.{name}");
            if let Err(error) = self.house_rules.set(name, rule_value) {
                return Err(match number_beyond_storage(&error) {
                    // Reported against the rule, as a number the rules refuse is in validate.
                    Some(problem) => ConfigError::Invalid {
                        setting: Setting {
                            key,
                            env: Some(var),
                        },
                        problem,
                    },
                    None => invalid(house_rule_problem(number, &error)),
                });
            }
            self.from_env.insert(key, var);
        }
        Ok(())
    }

    /// Checks every value and fills in the defaults: the one place a configuration is validated.
    /// The first problem found is returned.
    pub fn validate(self) -> Result<Config, ConfigError> {
        let data_dir = self
            .data_dir
            .clone()
            .unwrap_or_else(|| PathBuf::from(DEFAULT_DATA_DIR));
        if data_dir.as_os_str().is_empty() {
            return Err(self.invalid("data_dir", "is empty"));
        }

        let store = StoreConfig {
            url: match &self.store.url {
                None => None,
                Some(url) => Some(
                    database_url(url.expose())
                        .map_err(|problem| self.invalid("store.url", problem))?,
                ),
            },
        };

        let level = log_filter(self.log.level.as_deref().unwrap_or(DEFAULT_LOG_LEVEL))
            .map_err(|problem| self.invalid("log.level", problem))?;
        let format = match &self.log.format {
            None => LogFormat::default(),
            Some(format) => format
                .parse()
                .map_err(|error| self.invalid("log.format", error))?,
        };

        let default_language = match &self.default_language {
            None => Language::default(),
            Some(language) => language
                .parse()
                .map_err(|error| self.invalid("default_language", error))?,
        };

        let telegram = TelegramConfig {
            token: self.token("telegram.token", self.telegram.token.as_ref())?,
            api_url: match &self.telegram.api_url {
                None => Url::parse(DEFAULT_TELEGRAM_API_URL)
                    .map_err(|error| self.invalid("telegram.api_url", error))?,
                Some(url) => parse_base_url(url)
                    .map_err(|problem| self.invalid("telegram.api_url", problem))?,
            },
            webhook: self.webhook()?,
        };
        let discord = DiscordConfig {
            token: self.token("discord.token", self.discord.token.as_ref())?,
            api_url: match &self.discord.api_url {
                None => None,
                Some(url) => Some(
                    parse_base_url(url)
                        .map_err(|problem| self.invalid("discord.api_url", problem))?,
                ),
            },
            shards: self.shards()?,
        };

        let reminder = self.timers.reminder_secs.unwrap_or(DEFAULT_REMINDER_SECS);
        let forfeit = self.timers.forfeit_secs.unwrap_or(DEFAULT_FORFEIT_SECS);
        for (key, secs) in [
            ("timers.reminder_secs", reminder),
            ("timers.forfeit_secs", forfeit),
        ] {
            if secs == 0 {
                return Err(self.invalid(key, "must be greater than 0"));
            }
            if secs > MAX_TIMER_SECS {
                return Err(self.invalid(
                    key,
                    format!("must be at most {MAX_TIMER_SECS} (30 days), not {secs}"),
                ));
            }
        }
        if forfeit <= reminder {
            let reminder_key = "timers.reminder_secs";
            let forfeit_key = "timers.forfeit_secs";
            // The error is about the value the operator set: the reminder only if the forfeit is
            // the default; the message names the other where it came from.
            return Err(if self.timers.forfeit_secs.is_none() {
                self.invalid(
                    reminder_key,
                    format!(
                        "must be less than {}, not {reminder}",
                        self.source_of(forfeit_key, forfeit, true)
                    ),
                )
            } else {
                let reminder_is_default = self.timers.reminder_secs.is_none();
                self.invalid(
                    forfeit_key,
                    format!(
                        "must be greater than {}, not {forfeit}",
                        self.source_of(reminder_key, reminder, reminder_is_default)
                    ),
                )
            });
        }

        let keep_deals = match self.records.keep_deals {
            None => DEFAULT_KEEP_DEALS,
            Some(keep) => usize::try_from(keep)
                .ok()
                .filter(|&keep| keep <= MAX_KEEP_DEALS)
                .ok_or_else(|| {
                    self.invalid(
                        "records.keep_deals",
                        format!("must be at most {MAX_KEEP_DEALS}, not {keep}"),
                    )
                })?,
        };

        for variant in Variant::ALL {
            HouseRules::for_variant(variant)
                .patched(&self.house_rules)
                .map_err(|error| match error {
                    HouseRuleError::OutOfRange {
                        rule,
                        value,
                        min,
                        max,
                    } => self.invalid(
                        &format!("house_rules.{rule}"),
                        format!("must be {min} to {max}, not {value}"),
                    ),
                    other => self.invalid("house_rules", house_rule_problem(1, &other)),
                })?;
        }

        let listen = match &self.http.listen {
            None => None,
            Some(listen) => Some(listen.trim().parse::<SocketAddr>().map_err(|_| {
                self.invalid(
                    "http.listen",
                    "must be an IP address and port such as 127.0.0.1:9090",
                )
            })?),
        };

        if let (Some(webhook), None) = (&telegram.webhook, listen) {
            return Err(self.invalid(
                "http.listen",
                format!(
                    "must be set with telegram.webhook_url: the webhook ({}) is served there",
                    webhook.url.path()
                ),
            ));
        }

        Ok(Config {
            data_dir,
            store,
            log: LogConfig { level, format },
            default_language,
            telegram,
            discord,
            timers: Timers {
                reminder: Duration::from_secs(reminder),
                forfeit: Duration::from_secs(forfeit),
            },
            house_rules: self.house_rules,
            http: HttpConfig { listen },
            records: Records { keep_deals },
        })
    }

    /// An [`ConfigError::Invalid`] for a key, naming the variable if the value came from one.
    fn invalid(&self, key: &str, problem: impl ToString) -> ConfigError {
        ConfigError::Invalid {
            setting: Setting {
                key: key.to_owned(),
                env: self.from_env.get(key).copied(),
            },
            problem: problem.to_string(),
        }
    }

    /// Another setting named in a message as the operator gave it, with its value: the variable
    /// if the value came from one, else the key; `is_default` when neither set it
    /// (`timers.forfeit_secs (600, the default)`, `BUMMERL_REMINDER_SECS (700)`).
    fn source_of(&self, key: &str, value: impl std::fmt::Display, is_default: bool) -> String {
        let name = self.from_env.get(key).copied().unwrap_or(key);
        let default = if is_default { ", the default" } else { "" };
        format!("{name} ({value}{default})")
    }

    /// `telegram.webhook_url` with its secret, both or neither.
    fn webhook(&self) -> Result<Option<Webhook>, ConfigError> {
        let (url, secret) = (&self.telegram.webhook_url, &self.telegram.webhook_secret);
        let Some(url) = url else {
            if secret.is_some() {
                return Err(self.invalid(
                    "telegram.webhook_secret",
                    "is set without telegram.webhook_url",
                ));
            }
            return Ok(None);
        };
        let url =
            parse_base_url(url).map_err(|problem| self.invalid("telegram.webhook_url", problem))?;
        if ["", "/", "/healthz", "/metrics"].contains(&url.path()) {
            return Err(self.invalid(
                "telegram.webhook_url",
                "needs a path of its own (such as /telegram), served beside /healthz and /metrics",
            ));
        }
        let Some(secret) = secret else {
            return Err(self.invalid(
                "telegram.webhook_secret",
                "must be set with telegram.webhook_url (the same on every process)",
            ));
        };
        let text = secret.expose().trim();
        let allowed = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
        if text.is_empty() || text.len() > 256 || !text.chars().all(allowed) {
            return Err(self.invalid(
                "telegram.webhook_secret",
                "must be 1 to 256 characters of A-Z, a-z, 0-9, _ and -",
            ));
        }
        Ok(Some(Webhook {
            url,
            secret: Secret::new(text),
        }))
    }

    /// `discord.shard_ids` and `discord.shard_count`: a contiguous range of the shards.
    fn shards(&self) -> Result<Option<Shards>, ConfigError> {
        let (ids, count) = (&self.discord.shard_ids, self.discord.shard_count);
        let Some(count) = count else {
            if ids.is_some() {
                return Err(self.invalid(
                    "discord.shard_ids",
                    "needs discord.shard_count, the number of shards of all processes together",
                ));
            }
            return Ok(None);
        };
        if count == 0 {
            return Err(self.invalid("discord.shard_count", "must be at least 1"));
        }
        let ids = match ids {
            None => 0..count,
            Some(ids) => {
                shard_range(ids).map_err(|problem| self.invalid("discord.shard_ids", problem))?
            }
        };
        if ids.end > count {
            return Err(self.invalid(
                "discord.shard_ids",
                format!("must be below discord.shard_count ({count}): shards are numbered from 0"),
            ));
        }
        Ok(Some(Shards { ids, count }))
    }

    /// A token without surrounding whitespace; empty ones and ones with whitespace inside are
    /// refused (the message never contains the token).
    fn token(&self, key: &str, token: Option<&Secret>) -> Result<Option<Secret>, ConfigError> {
        let Some(token) = token else {
            return Ok(None);
        };
        let trimmed = token.expose().trim();
        if trimmed.is_empty() {
            return Err(self.invalid(
                key,
                "is empty; leave the setting out to run without this platform",
            ));
        }
        if trimmed.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(self.invalid(
                key,
                "contains whitespace; give the token alone, without a prefix such as \"Bot\"",
            ));
        }
        Ok(Some(Secret::new(trimmed)))
    }
}

/// Shard numbers as a contiguous range: a list in order, or `"2-3"`, `"2,3"`, `"2"`.
fn shard_range(ids: &RawShardIds) -> Result<Range<u32>, String> {
    const PROBLEM: &str = "must be shard numbers in a row, such as [2, 3] or \"2-3\"";
    let list: Vec<u32> = match ids {
        RawShardIds::List(list) => list.clone(),
        RawShardIds::Text(text) => {
            let text = text.trim();
            if let Some((first, last)) = text.split_once('-') {
                let (first, last) = (first.trim().parse::<u32>(), last.trim().parse::<u32>());
                match (first, last) {
                    (Ok(first), Ok(last)) if first <= last => (first..=last).collect(),
                    _ => return Err(PROBLEM.to_owned()),
                }
            } else {
                text.split(',')
                    .map(|id| id.trim().parse::<u32>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| PROBLEM.to_owned())?
            }
        }
    };
    let (Some(&first), Some(&last)) = (list.first(), list.last()) else {
        return Err(PROBLEM.to_owned());
    };
    let in_a_row = list.windows(2).all(|pair| pair[1] == pair[0] + 1);
    if !in_a_row {
        return Err(PROBLEM.to_owned());
    }
    Ok(first..last + 1)
}

/// A base URL for an API: absolute, `http` or `https`, without query or fragment.
fn parse_base_url(text: &str) -> Result<Url, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("is empty".to_owned());
    }
    let url = Url::parse(text).map_err(|error| format!("is not a valid URL ({error})"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err("must be an http:// or https:// URL".to_owned());
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err("must not have a query (?...) or fragment (#...)".to_owned());
    }
    Ok(url)
}

/// A PostgreSQL URL, trimmed: a valid URL of the `postgres` or `postgresql` scheme. The
/// problem never repeats the URL (it may hold a password).
fn database_url(text: &str) -> Result<Secret, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("is empty; leave the setting out to keep the database in data_dir".to_owned());
    }
    let url = Url::parse(text).map_err(|error| format!("is not a valid URL ({error})"))?;
    if !matches!(url.scheme(), "postgres" | "postgresql") {
        return Err(
            "must be a PostgreSQL URL, postgres://user:password@host:port/database".to_owned(),
        );
    }
    Ok(Secret::new(text))
}

/// A `tracing` filter (`info`, `bummerl=debug,warn`) checked and normalised: comma-separated
/// directives, each trimmed, empty ones dropped.
///
/// Each directive must be a level, a target or `target=level`, or, with span or field filters
/// (`target[span{field=value}]=level`), be accepted by `tracing_subscriber`'s
/// [`EnvFilter`](tracing_subscriber::EnvFilter), the parser the binary builds its filter with; that
/// parser reads each directive on its own, so the whole filter is then accepted too. Problems name
/// the directive by its position and never repeat it.
fn log_filter(filter: &str) -> Result<String, String> {
    const LEVELS: [&str; 6] = ["off", "error", "warn", "info", "debug", "trace"];
    let is_level = |s: &str| {
        LEVELS.iter().any(|level| s.eq_ignore_ascii_case(level))
            || matches!(s, "0" | "1" | "2" | "3" | "4" | "5")
    };
    let is_target = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | ':' | '-' | '.'))
    };
    let mut directives = Vec::new();
    for (index, directive) in filter.split(',').map(str::trim).enumerate() {
        if directive.is_empty() {
            continue;
        }
        let number = index + 1;
        let shaped = directive.contains('[')
            || match directive.rsplit_once('=') {
                Some((target, level)) => is_target(target.trim()) && is_level(level.trim()),
                None => is_level(directive) || is_target(directive),
            };
        if !shaped {
            return Err(format!(
                "directive {number} is not a level, a target or target=level (levels: off, \
                 error, warn, info, debug, trace)"
            ));
        }
        if tracing_subscriber::EnvFilter::try_new(directive).is_err() {
            return Err(format!(
                "directive {number} is not a valid filter (span and field filters are written \
                 target[span{{field=value}}]=level)"
            ));
        }
        directives.push(directive);
    }
    if directives.is_empty() {
        return Err("is empty (for example info, or bummerl=debug,warn)".to_owned());
    }
    Ok(directives.join(","))
}

/// A house rule error in words that do not repeat the value given.
fn house_rule_problem(entry: usize, error: &HouseRuleError) -> String {
    match error {
        HouseRuleError::Unknown(_) => {
            let names: Vec<&str> = HouseRules::default()
                .entries()
                .iter()
                .map(|(name, _)| *name)
                .collect();
            format!(
                "entry {entry} names no house rule; the rules are {}",
                names.join(", ")
            )
        }
        HouseRuleError::BadValue { rule, .. } => {
            let rule = rule.trim();
            match rule_range(rule) {
                Some(RuleRange::Numbers { min, max }) => {
                    format!("house rule {rule} must be a whole number from {min} to {max}")
                }
                Some(RuleRange::Unbounded) => format!("house rule {rule} must be a whole number"),
                None => format!("house rule {rule} must be on or off"),
            }
        }
        HouseRuleError::OutOfRange { rule, min, max, .. } => {
            format!("house rule {rule} must be {min} to {max}")
        }
        HouseRuleError::Invalid { rule, expected, .. } => {
            format!("house rule {} must be {expected}", rule.trim())
        }
    }
}

/// The problem with a whole number that a house rule refused because it does not fit the rule's
/// storage (`black_close_penalty=300`, a `u8`), in words that give the rule's range without
/// repeating the number (which may be a pasted numeric token). `None` if `error` is about
/// something else.
fn number_beyond_storage(error: &HouseRuleError) -> Option<String> {
    let HouseRuleError::BadValue { rule, value } = error else {
        return None;
    };
    let value = value.trim();
    let digits = value.strip_prefix(['-', '+']).unwrap_or(value);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let too = if value.starts_with('-') {
        "negative"
    } else {
        "too large"
    };
    Some(match rule_range(rule.trim())? {
        RuleRange::Numbers { min, max } => {
            format!("must be {min} to {max}; the number given is {too}")
        }
        RuleRange::Unbounded => format!("the number given is {too}"),
    })
}

/// The values a numeric house rule allows.
enum RuleRange {
    /// `min` to `max`, as the rules engine states them.
    Numbers {
        /// The smallest allowed value.
        min: u32,
        /// The largest allowed value.
        max: u32,
    },
    /// Every number the rule can store.
    Unbounded,
}

/// The range of a numeric house rule, `None` for a switch or an unknown name.
///
/// The range is the rules engine's own: its validation is asked about the extremes a patch can
/// hold (`0` and `u8::MAX`) and its [`HouseRuleError::OutOfRange`] gives the bounds, so they are
/// written down in one place only.
fn rule_range(rule: &str) -> Option<RuleRange> {
    let numeric = HouseRules::default()
        .entries()
        .iter()
        .any(|(name, value)| *name == rule && matches!(value, RuleValue::Number(_)));
    if !numeric {
        return None;
    }
    let range = ["0", &u8::MAX.to_string()].into_iter().find_map(|probe| {
        let mut patch = HouseRulesPatch::default();
        patch.set(rule, probe).ok()?;
        match HouseRules::default().patched(&patch) {
            Err(HouseRuleError::OutOfRange { min, max, .. }) => {
                Some(RuleRange::Numbers { min, max })
            }
            _ => None,
        }
    });
    Some(range.unwrap_or(RuleRange::Unbounded))
}

/// The line and column, both from 1, of a byte offset.
fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
    let line = before.matches('\n').count() + 1;
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// Replaces every double-quoted part of a parser message with `"…"`: serde quotes string values
/// there (`invalid type: string "…", expected u64`), and a value may be a misplaced token.
///
/// A part in backticks is kept as it is: there the parser names what it expected, characters and
/// keys (`` expected `\`, `"`, `u` ``, `` unknown field `tokn` ``), and a quote among them is a
/// character named, not the start of a string.
fn redact_strings(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        out.push(c);
        match c {
            '`' => {
                if let Some(end) = rest.find('`') {
                    out.push_str(&rest[..=end]);
                    rest = &rest[end + 1..];
                }
            }
            '"' => {
                out.push_str("…\"");
                let mut escaped = false;
                let end = rest.char_indices().find_map(|(at, c)| match c {
                    '\\' if !escaped => {
                        escaped = true;
                        None
                    }
                    '"' if !escaped => Some(at + 1),
                    _ => {
                        escaped = false;
                        None
                    }
                });
                rest = &rest[end.unwrap_or(rest.len())..];
            }
            _ => {}
        }
    }
    out
}
