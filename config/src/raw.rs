//! [`RawConfig`]: the configuration as written, every value optional and unchecked.

use std::collections::BTreeMap;
use std::io;
use std::net::SocketAddr;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bot_core::manager::{ConfiguredRuleError, ConfiguredRules, SeasonLength};
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
/// `BUMMERL_HOUSE_RULES` holds comma-separated `game.rule=value` entries
/// (`schnapsen.auto_claim=off,bassette.max_stake=30`), each overriding one
/// `house_rules.game.rule` key; a `rule=value` entry without a game overrides the flat
/// `house_rules.rule`, for every game that has the rule.
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
    ("BUMMERL_SEASONS", "records.seasons"),
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
    /// `[house_rules]`: a table of rule values per game id (`[house_rules.schnapsen]`), or a
    /// flat `NAME = VALUE` for every game that has the rule; checked in validate.
    #[serde(default)]
    house_rules: BTreeMap<String, toml::Value>,
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
    seasons: Option<String>,
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
        if let Some(value) = lookup("BUMMERL_SEASONS", "records.seasons") {
            self.records.seasons = Some(value.trim().to_owned());
        }
        if let Some(value) = env("BUMMERL_HOUSE_RULES") {
            self.overlay_house_rules("BUMMERL_HOUSE_RULES", &value)?;
        }
        Ok(())
    }

    /// Applies `game.rule=value` (or flat `rule=value`) entries, separated by commas, onto the
    /// file's house rules. Names are checked here, by entry number so that a misplaced value is
    /// never repeated; values are checked in validate, against the rule's key.
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
                    "entry {number} is not game.rule=value (for example schnapsen.auto_claim=on)"
                )));
            };
            let name = name.trim();
            let rule_value = toml::Value::String(rule_value.trim().to_owned());
            // Only the names: a value the rule refuses is reported in validate.
            let named = match name.split_once('.') {
                Some((game, rule)) => {
                    ConfiguredRules::default().set(game, rule, &serde_json::Value::Null)
                }
                None => ConfiguredRules::default().set_everywhere(name, &serde_json::Value::Null),
            };
            if let Err(
                error @ (ConfiguredRuleError::UnknownGame { .. }
                | ConfiguredRuleError::UnknownRule { .. }),
            ) = named
            {
                return Err(invalid(format!("entry {number} {error}")));
            }
            match name.split_once('.') {
                Some((game, rule)) => {
                    let rules = self
                        .house_rules
                        .entry(game.to_owned())
                        .or_insert_with(|| toml::Value::Table(toml::Table::new()));
                    if !rules.is_table() {
                        *rules = toml::Value::Table(toml::Table::new());
                    }
                    if let toml::Value::Table(rules) = rules {
                        rules.insert(rule.to_owned(), rule_value);
                    }
                }
                None => {
                    self.house_rules.insert(name.to_owned(), rule_value);
                }
            }
            self.from_env.insert(format!("house_rules.{name}"), var);
        }
        Ok(())
    }

    /// `[house_rules]` checked against every game's own house rules: flat rules first, for every
    /// game that has them, then each game's own table over them.
    fn house_rules(&self) -> Result<ConfiguredRules, ConfigError> {
        let mut rules = ConfiguredRules::default();
        for (name, value) in &self.house_rules {
            if !value.is_table() {
                rules
                    .set_everywhere(name, &json_of(value))
                    .map_err(|error| self.invalid(&format!("house_rules.{name}"), error))?;
            }
        }
        for (game, value) in &self.house_rules {
            let toml::Value::Table(table) = value else {
                continue;
            };
            ConfiguredRules::game(game)
                .map_err(|error| self.invalid(&format!("house_rules.{game}"), error))?;
            for (rule, value) in table {
                rules
                    .set(game, rule, &json_of(value))
                    .map_err(|error| self.invalid(&format!("house_rules.{game}.{rule}"), error))?;
            }
        }
        Ok(rules)
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

        let seasons = match &self.records.seasons {
            None => SeasonLength::default(),
            Some(length) => length
                .parse()
                .map_err(|problem| self.invalid("records.seasons", problem))?,
        };

        let house_rules = self.house_rules()?;

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
            house_rules,
            http: HttpConfig { listen },
            records: Records {
                keep_deals,
                seasons,
            },
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

/// A house rule's value from TOML as JSON: booleans, whole numbers and strings (read as typed
/// at a table); anything else is `null`, which no rule takes.
fn json_of(value: &toml::Value) -> serde_json::Value {
    match value {
        toml::Value::Boolean(on) => serde_json::Value::Bool(*on),
        toml::Value::Integer(n) => serde_json::Value::from(*n),
        toml::Value::String(text) => serde_json::Value::String(text.clone()),
        _ => serde_json::Value::Null,
    }
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
