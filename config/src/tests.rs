//! Tests of loading, overriding and validating, and of keeping tokens out of messages.

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use bot_core::games::GameId;
use bot_core::manager::ConfiguredRules;
use serde_json::json;

use super::*;

const TELEGRAM: &str = "123456789:AAFake-Telegram-Token_value";
const DISCORD: &str = "MTIzNDU2Nzg5.fake-discord.token_value";
const NUMERIC: &str = "987654321";
const EXAMPLE: &str = include_str!("../bummerl.example.toml");

/// A fake environment holding just these variables.
fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> + use<> {
    let vars: HashMap<String, String> = pairs
        .iter()
        .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
        .collect();
    move |name| vars.get(name).cloned()
}

/// An empty environment.
fn no_env(_: &str) -> Option<String> {
    None
}

/// Parses TOML text as if read from `test.toml`, overlays `env` and validates.
fn load_str(text: &str, env: &impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
    let mut raw = RawConfig::from_toml(text, Path::new("test.toml"))?;
    raw.overlay_env(env)?;
    raw.validate()
}

/// [`load_str`] without environment.
fn parse(text: &str) -> Result<Config, ConfigError> {
    load_str(text, &no_env)
}

/// The error of a configuration that must fail.
fn failure(text: &str, env: &[(&str, &str)]) -> ConfigError {
    match load_str(text, &env_of(env)) {
        Ok(config) => panic!("expected an error, got {config:?}"),
        Err(error) => error,
    }
}

/// Asserts an error concerns `key` (and `env`, if the value came from a variable) and its message
/// says `problem`.
#[track_caller]
fn assert_invalid(error: &ConfigError, key: &str, env: Option<&str>, problem: &str) {
    assert!(
        matches!(error, ConfigError::Invalid { .. }),
        "not Invalid: {error:?}"
    );
    assert_eq!(error.key(), Some(key), "{error}");
    assert_eq!(error.env_var(), env, "{error}");
    let message = error.to_string();
    assert!(message.starts_with(env.unwrap_or(key)), "{message}");
    assert!(message.contains(problem), "{message}");
}

fn write_file(dir: &tempfile::TempDir, name: &str, text: &str) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn defaults_without_file_or_environment() {
    let dir = tempfile::tempdir().unwrap();
    let config = load_with_default(None, &dir.path().join(DEFAULT_PATH), &no_env).unwrap();
    assert_eq!(config, Config::default());
    assert_eq!(RawConfig::default().validate().unwrap(), config);

    assert_eq!(config.data_dir, Path::new("./bummerl-data"));
    assert_eq!(config.log.level, "info");
    assert_eq!(config.log.format, LogFormat::Human);
    assert_eq!(config.default_language, Language::En);
    assert_eq!(config.telegram.token, None);
    assert_eq!(
        config.telegram.api_url.as_str(),
        "https://api.telegram.org/"
    );
    assert_eq!(config.discord.token, None);
    assert_eq!(config.discord.api_url, None);
    assert_eq!(config.timers.reminder, Duration::from_secs(120));
    assert_eq!(config.timers.forfeit, Duration::from_secs(600));
    assert_eq!(config.house_rules, ConfiguredRules::default());
    assert_eq!(config.http.listen, None);
}

#[test]
fn the_default_file_is_read_when_present() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_file(&dir, DEFAULT_PATH, "default_language = \"de\"\n");
    let config = load_with_default(None, &path, &no_env).unwrap();
    assert_eq!(config.default_language, Language::De);
}

#[test]
fn an_explicit_file_that_does_not_exist_is_an_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("missing.toml");
    let error = Config::load(Some(&path), &no_env).unwrap_err();
    assert!(
        matches!(&error, ConfigError::NotFound { path: p } if *p == path),
        "{error:?}"
    );
    assert!(error.to_string().contains("missing.toml"), "{error}");
    assert!(error.to_string().contains("does not exist"), "{error}");
}

#[test]
fn a_file_that_cannot_be_read_is_an_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let error = Config::load(Some(dir.path()), &no_env).unwrap_err();
    assert!(matches!(error, ConfigError::Read { .. }), "{error:?}");
    assert!(
        error
            .to_string()
            .contains(&dir.path().display().to_string()),
        "{error}"
    );
}

#[test]
fn every_key_is_read_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!(
        r#"
data_dir = "/var/lib/bummerl"
default_language = "de"

[log]
level = "bummerl=debug,warn"
format = "json"

[telegram]
token = "{TELEGRAM}"
api_url = "http://127.0.0.1:8081/fake"

[discord]
token = "{DISCORD}"
api_url = "http://127.0.0.1:8082"

[timers]
reminder_secs = 30
forfeit_secs = 90

[house_rules]
auto_claim = true

[house_rules.sechsundsechzig]
black_close_penalty = 4

[house_rules.bassette]
max_stake = 60

[house_rules.schnapsen]
auto_claim = "off"

[http]
listen = "0.0.0.0:9090"
"#
    );
    let path = write_file(&dir, "bummerl.toml", &text);
    let config = Config::load(Some(&path), &no_env).unwrap();
    assert_eq!(config.data_dir, Path::new("/var/lib/bummerl"));
    assert_eq!(config.default_language, Language::De);
    assert_eq!(config.log.level, "bummerl=debug,warn");
    assert_eq!(config.log.format, LogFormat::Json);
    assert_eq!(config.telegram.token.as_ref().unwrap().expose(), TELEGRAM);
    assert_eq!(
        config.telegram.api_url.as_str(),
        "http://127.0.0.1:8081/fake"
    );
    assert_eq!(config.discord.token.as_ref().unwrap().expose(), DISCORD);
    assert_eq!(
        config.discord.api_url.as_ref().unwrap().as_str(),
        "http://127.0.0.1:8082/"
    );
    assert_eq!(config.timers.reminder, Duration::from_secs(30));
    assert_eq!(config.timers.forfeit, Duration::from_secs(90));
    let of = |id: &str| config.house_rules.of(GameId::of(id).unwrap());
    // The flat auto_claim reaches every game that has it; a game's own table overrides it.
    assert_eq!(
        of("sechsundsechzig"),
        json!({"auto_claim": true, "black_close_penalty": 4})
            .as_object()
            .unwrap()
            .clone()
    );
    assert_eq!(of("schnapsen")["auto_claim"], json!(false));
    assert_eq!(of("schnorps")["auto_claim"], json!(true));
    assert_eq!(
        of("bassette"),
        json!({"max_stake": 60}).as_object().unwrap().clone()
    );
    assert!(of("elfern").is_empty());
    assert_eq!(config.http.listen, Some("0.0.0.0:9090".parse().unwrap()));
}

#[test]
fn the_environment_overrides_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let text = r#"
data_dir = "/from/file"
default_language = "de"
[log]
level = "warn"
[telegram]
token = "file-token"
[timers]
reminder_secs = 30
forfeit_secs = 90
[house_rules.schnapsen]
auto_claim = true
kiebitz = true
[http]
listen = "127.0.0.1:1"
"#;
    let path = write_file(&dir, "bummerl.toml", text);
    let env = env_of(&[
        ("BUMMERL_DATA_DIR", "/from/env"),
        (
            "BUMMERL_DATABASE_URL",
            " postgres://bot:pw@db.example/bummerl ",
        ),
        ("BUMMERL_LOG", "debug"),
        ("BUMMERL_LOG_FORMAT", "JSON"),
        ("BUMMERL_LANGUAGE", "en"),
        ("TELEGRAM_TOKEN", TELEGRAM),
        ("TELEGRAM_API_URL", "http://localhost:8081"),
        ("DISCORD_TOKEN", &format!("  {DISCORD}\n")),
        ("DISCORD_API_URL", "https://discord.test/api"),
        ("BUMMERL_REMINDER_SECS", " 60 "),
        ("BUMMERL_FORFEIT_SECS", "300"),
        (
            "BUMMERL_HOUSE_RULES",
            "schnapsen.kiebitz=off, bassette.max_stake = 30,black_close_penalty=2,",
        ),
        ("BUMMERL_HTTP_LISTEN", "[::1]:9090"),
        ("BUMMERL_KEEP_DEALS", " 250"),
        ("BUMMERL_SEASONS", "quarterly"),
    ]);
    let config = Config::load(Some(&path), &env).unwrap();
    assert_eq!(config.records.keep_deals, 250);
    assert_eq!(
        config.records.seasons,
        bot_core::manager::SeasonLength::Quarterly
    );
    assert_eq!(config.data_dir, Path::new("/from/env"));
    assert_eq!(
        config.store_location(),
        Location::Postgres("postgres://bot:pw@db.example/bummerl".into())
    );
    assert_eq!(config.log.level, "debug");
    assert_eq!(config.log.format, LogFormat::Json);
    assert_eq!(config.default_language, Language::En);
    assert_eq!(config.telegram.token.as_ref().unwrap().expose(), TELEGRAM);
    assert_eq!(config.telegram.api_url.as_str(), "http://localhost:8081/");
    // Surrounding whitespace (a trailing newline from a secrets file) is dropped.
    assert_eq!(config.discord.token.as_ref().unwrap().expose(), DISCORD);
    assert_eq!(
        config.discord.api_url.as_ref().unwrap().as_str(),
        "https://discord.test/api"
    );
    assert_eq!(config.timers.reminder, Duration::from_secs(60));
    assert_eq!(config.timers.forfeit, Duration::from_secs(300));
    // House rules merge rule by rule: the file's auto_claim stays; the flat
    // black_close_penalty reaches every game that has it.
    let schnapsen = config.house_rules.of(GameId::of("schnapsen").unwrap());
    assert_eq!(schnapsen["auto_claim"], json!(true));
    assert_eq!(schnapsen["kiebitz"], json!(false));
    assert_eq!(schnapsen["black_close_penalty"], json!(2));
    let bassette = config.house_rules.of(GameId::of("bassette").unwrap());
    assert_eq!(bassette["max_stake"], json!(30));
    assert_eq!(config.http.listen, Some("[::1]:9090".parse().unwrap()));

    // Unset variables leave the file alone.
    let config = Config::load(Some(&path), &no_env).unwrap();
    assert_eq!(config.data_dir, Path::new("/from/file"));
    assert_eq!(config.store_location(), Location::Dir("/from/file".into()));
    assert_eq!(config.default_language, Language::De);
    assert_eq!(
        config.telegram.token.as_ref().unwrap().expose(),
        "file-token"
    );
}

#[test]
fn errors_from_every_variable_name_it() {
    let bad: &[(&str, &str, &str)] = &[
        ("BUMMERL_DATA_DIR", "", "data_dir"),
        ("BUMMERL_DATABASE_URL", "mysql://db/x", "store.url"),
        ("BUMMERL_LOG", "bummerl=loud", "log.level"),
        ("BUMMERL_LOG_FORMAT", "xml", "log.format"),
        ("BUMMERL_LANGUAGE", "fr", "default_language"),
        ("TELEGRAM_TOKEN", " ", "telegram.token"),
        ("TELEGRAM_API_URL", "ftp://example.com", "telegram.api_url"),
        ("DISCORD_TOKEN", "", "discord.token"),
        ("DISCORD_API_URL", "nope", "discord.api_url"),
        ("DISCORD_SHARD_IDS", "3-1", "discord.shard_ids"),
        ("DISCORD_SHARD_COUNT", "many", "discord.shard_count"),
        (
            "TELEGRAM_WEBHOOK_URL",
            "ftp://bot/hook",
            "telegram.webhook_url",
        ),
        ("TELEGRAM_WEBHOOK_SECRET", "s", "telegram.webhook_secret"),
        ("BUMMERL_REMINDER_SECS", "0", "timers.reminder_secs"),
        ("BUMMERL_FORFEIT_SECS", "1", "timers.forfeit_secs"),
        (
            "BUMMERL_HOUSE_RULES",
            "schnapsen.black_close_penalty=9",
            "house_rules.schnapsen.black_close_penalty",
        ),
        ("BUMMERL_HTTP_LISTEN", "localhost", "http.listen"),
        ("BUMMERL_KEEP_DEALS", "100001", "records.keep_deals"),
        ("BUMMERL_SEASONS", "weekly", "records.seasons"),
    ];
    let mut covered: Vec<(&str, &str)> = bad
        .iter()
        .map(|(var, _, key)| (*var, key.split('.').next().unwrap()))
        .collect();
    let mut listed: Vec<(&str, &str)> = ENV_VARS
        .iter()
        .map(|(var, key)| (*var, key.split('.').next().unwrap()))
        .collect();
    covered.sort();
    listed.sort();
    assert_eq!(covered, listed, "the test covers exactly ENV_VARS");
    for &(var, value, key) in bad {
        let error = failure("", &[(var, value)]);
        assert_eq!(error.env_var(), Some(var), "{error}");
        assert_eq!(error.key(), Some(key), "{error}");
        assert!(error.to_string().starts_with(var), "{error}");
    }
}

#[test]
fn shards_are_a_range_below_their_count() {
    let shards = |toml: &str| parse(&format!("[discord]\n{toml}")).map(|c| c.discord.shards);
    let range = |ids: std::ops::Range<u32>, count| Some(Shards { ids, count });
    assert_eq!(shards("").unwrap(), None);
    assert_eq!(shards("shard_count = 3").unwrap(), range(0..3, 3));
    assert_eq!(
        shards("shard_count = 4\nshard_ids = [2, 3]").unwrap(),
        range(2..4, 4)
    );
    assert_eq!(
        shards("shard_count = 4\nshard_ids = \" 1-2 \"").unwrap(),
        range(1..3, 4)
    );
    assert_eq!(
        shards("shard_count = 4\nshard_ids = \"3\"").unwrap(),
        range(3..4, 4)
    );
    for (toml, key, problem) in [
        (
            "shard_ids = [0]",
            "discord.shard_ids",
            "needs discord.shard_count",
        ),
        ("shard_count = 0", "discord.shard_count", "at least 1"),
        (
            "shard_count = 4\nshard_ids = [1, 3]",
            "discord.shard_ids",
            "in a row",
        ),
        (
            "shard_count = 4\nshard_ids = []",
            "discord.shard_ids",
            "in a row",
        ),
        (
            "shard_count = 4\nshard_ids = \"2-x\"",
            "discord.shard_ids",
            "in a row",
        ),
        (
            "shard_count = 4\nshard_ids = [3, 4]",
            "discord.shard_ids",
            "below discord.shard_count (4)",
        ),
    ] {
        let error = failure(&format!("[discord]\n{toml}"), &[]);
        assert_eq!(error.key(), Some(key), "{toml}: {error}");
        assert!(error.to_string().contains(problem), "{toml}: {error}");
    }
    let from_env = failure(
        "",
        &[("DISCORD_SHARD_COUNT", "2"), ("DISCORD_SHARD_IDS", "1,0")],
    );
    assert_eq!(from_env.env_var(), Some("DISCORD_SHARD_IDS"), "{from_env}");
    let config = load_str(
        "",
        &env_of(&[("DISCORD_SHARD_COUNT", "2"), ("DISCORD_SHARD_IDS", "1")]),
    )
    .unwrap();
    assert_eq!(config.discord.shards, range(1..2, 2));
}

#[test]
fn a_webhook_needs_its_secret_a_path_and_the_http_endpoint() {
    let ok = "[telegram]\nwebhook_url = \"https://bot.example.com/tg\"\n\
              webhook_secret = \"s3cret_-X\"\n[http]\nlisten = \"127.0.0.1:9090\"";
    let config = parse(ok).unwrap();
    let webhook = config.telegram.webhook.clone().unwrap();
    assert_eq!(webhook.url.path(), "/tg");
    assert_eq!(webhook.secret.expose(), "s3cret_-X");
    assert!(
        !format!("{config:?}").contains("s3cret"),
        "a Config may be logged"
    );
    for (toml, key, problem) in [
        (
            "[telegram]\nwebhook_url = \"https://b/tg\"\n[http]\nlisten = \"127.0.0.1:1\"",
            "telegram.webhook_secret",
            "must be set with telegram.webhook_url",
        ),
        (
            "[telegram]\nwebhook_secret = \"abc\"",
            "telegram.webhook_secret",
            "without telegram.webhook_url",
        ),
        (
            "[telegram]\nwebhook_url = \"https://b/tg\"\nwebhook_secret = \"a b\"\n[http]\nlisten = \"127.0.0.1:1\"",
            "telegram.webhook_secret",
            "1 to 256 characters",
        ),
        (
            "[telegram]\nwebhook_url = \"https://b/metrics\"\nwebhook_secret = \"ab\"\n[http]\nlisten = \"127.0.0.1:1\"",
            "telegram.webhook_url",
            "a path of its own",
        ),
        (
            "[telegram]\nwebhook_url = \"https://b\"\nwebhook_secret = \"ab\"\n[http]\nlisten = \"127.0.0.1:1\"",
            "telegram.webhook_url",
            "a path of its own",
        ),
        (
            "[telegram]\nwebhook_url = \"https://b/tg\"\nwebhook_secret = \"ab\"",
            "http.listen",
            "must be set with telegram.webhook_url",
        ),
    ] {
        let error = failure(toml, &[]);
        assert_eq!(error.key(), Some(key), "{toml}: {error}");
        assert!(error.to_string().contains(problem), "{toml}: {error}");
    }
    let secret = failure(
        "[telegram]\nwebhook_url = \"https://b/tg\"\n[http]\nlisten = \"127.0.0.1:1\"",
        &[("TELEGRAM_WEBHOOK_SECRET", "no spaces please")],
    );
    assert!(
        !secret.to_string().contains("spaces"),
        "never repeated: {secret}"
    );
}

#[test]
fn a_database_url_must_be_postgres_and_is_never_repeated() {
    for (url, problem) in [
        ("mysql://bot:hunter2@db/x", "must be a PostgreSQL URL"),
        ("postgres://bot:hunter2@", "is not a valid URL"),
        ("hunter2", "is not a valid URL"),
        ("  ", "is empty"),
    ] {
        let error = failure(&format!("[store]\nurl = \"{url}\""), &[]);
        assert_eq!(error.key(), Some("store.url"), "{error}");
        let message = error.to_string();
        assert!(message.contains(problem), "{message}");
        assert!(!message.contains("hunter2"), "{message}");
    }
    let config = parse("[store]\nurl = \"postgresql://bot:hunter2@db:5433/x\"").unwrap();
    assert!(
        !format!("{config:?}").contains("hunter2"),
        "a Config may be logged"
    );
    assert_eq!(
        config.store_location(),
        Location::Postgres("postgresql://bot:hunter2@db:5433/x".into())
    );
    assert_eq!(
        Config::default().store_location(),
        Location::Dir(DEFAULT_DATA_DIR.into()),
        "sled in data_dir without a URL"
    );
}

#[test]
fn a_database_url_may_name_a_unix_socket_directory_as_its_host() {
    let url = "postgres://bummerl@%2Fvar%2Frun%2Fpostgresql/bummerl";
    let config = parse(&format!("[store]\nurl = \"{url}\"")).unwrap();
    assert_eq!(config.store_location(), Location::Postgres(url.into()));
}

#[test]
fn urls_must_be_absolute_http_or_https() {
    let error = failure("[telegram]\napi_url = \"not a url\"", &[]);
    assert_invalid(&error, "telegram.api_url", None, "is not a valid URL");
    let error = failure("[telegram]\napi_url = \"ftp://example.com\"", &[]);
    assert_invalid(
        &error,
        "telegram.api_url",
        None,
        "must be an http:// or https:// URL",
    );
    let error = failure("[telegram]\napi_url = \"https://x.test/?a=b\"", &[]);
    assert_invalid(&error, "telegram.api_url", None, "must not have a query");
    let error = failure("[discord]\napi_url = \"\"", &[]);
    assert_invalid(&error, "discord.api_url", None, "is empty");
    let error = failure("", &[("DISCORD_API_URL", "/relative")]);
    assert_invalid(
        &error,
        "discord.api_url",
        Some("DISCORD_API_URL"),
        "relative URL without a base",
    );
}

#[test]
fn the_forfeit_timer_must_be_longer_than_the_reminder() {
    /// A configuration whose timers are in the wrong order, and the error it must give.
    struct Case {
        file: &'static str,
        env: &'static [(&'static str, &'static str)],
        key: &'static str,
        var: Option<&'static str>,
        message: &'static str,
    }
    // Each message names both values where they came from: variable, file key or default; the
    // error is about the one set (the forfeit if both were).
    let cases = [
        Case {
            file: "",
            env: &[("BUMMERL_REMINDER_SECS", "700")],
            key: "timers.reminder_secs",
            var: Some("BUMMERL_REMINDER_SECS"),
            message: "BUMMERL_REMINDER_SECS (setting timers.reminder_secs): must be less \
                      than timers.forfeit_secs (600, the default), not 700",
        },
        Case {
            file: "[timers]\nreminder_secs = 700",
            env: &[],
            key: "timers.reminder_secs",
            var: None,
            message: "timers.reminder_secs: must be less than timers.forfeit_secs (600, the \
                      default), not 700",
        },
        Case {
            file: "",
            env: &[("BUMMERL_FORFEIT_SECS", "60")],
            key: "timers.forfeit_secs",
            var: Some("BUMMERL_FORFEIT_SECS"),
            message: "BUMMERL_FORFEIT_SECS (setting timers.forfeit_secs): must be greater \
                      than timers.reminder_secs (120, the default), not 60",
        },
        Case {
            file: "[timers]\nreminder_secs = 100\nforfeit_secs = 100",
            env: &[],
            key: "timers.forfeit_secs",
            var: None,
            message: "timers.forfeit_secs: must be greater than timers.reminder_secs (100), not \
                      100",
        },
        Case {
            file: "[timers]\nforfeit_secs = 90",
            env: &[("BUMMERL_REMINDER_SECS", "100")],
            key: "timers.forfeit_secs",
            var: None,
            message: "timers.forfeit_secs: must be greater than BUMMERL_REMINDER_SECS (100), not \
                      90",
        },
        Case {
            file: "[timers]\nreminder_secs = 100",
            env: &[("BUMMERL_FORFEIT_SECS", "90")],
            key: "timers.forfeit_secs",
            var: Some("BUMMERL_FORFEIT_SECS"),
            message: "BUMMERL_FORFEIT_SECS (setting timers.forfeit_secs): must be greater \
                      than timers.reminder_secs (100), not 90",
        },
    ];
    for case in cases {
        let error = failure(case.file, case.env);
        assert_invalid(&error, case.key, case.var, "");
        assert_eq!(error.to_string(), case.message);
    }
    let error = failure("[timers]\nreminder_secs = 0", &[]);
    assert_invalid(&error, "timers.reminder_secs", None, "greater than 0");
    let error = failure(
        &format!("[timers]\nforfeit_secs = {}", MAX_TIMER_SECS + 1),
        &[],
    );
    assert_invalid(&error, "timers.forfeit_secs", None, "at most 2592000");
    let error = failure("", &[("BUMMERL_REMINDER_SECS", "two minutes")]);
    assert_invalid(
        &error,
        "timers.reminder_secs",
        Some("BUMMERL_REMINDER_SECS"),
        "whole number of seconds",
    );
    let config = parse(&format!(
        "[timers]\nreminder_secs = 1\nforfeit_secs = {MAX_TIMER_SECS}"
    ))
    .unwrap();
    assert_eq!(config.timers.forfeit, Duration::from_secs(MAX_TIMER_SECS));
}

#[test]
fn unknown_keys_are_errors_naming_the_key() {
    let error = failure("data_dir = \"x\"\n[telegram]\ntokn = \"x\"\n", &[]);
    assert!(matches!(error, ConfigError::Key { .. }), "{error:?}");
    assert_eq!(error.key(), Some("telegram.tokn"));
    assert_eq!(
        error.to_string(),
        "test.toml, line 3: telegram.tokn: unknown field `tokn`, expected one of `token`, `api_url`, `webhook_url`, `webhook_secret`"
    );
    assert_eq!(failure("data-dir = \"x\"", &[]).key(), Some("data-dir"));
    assert_eq!(
        failure("[timer]\nreminder_secs = 1", &[]).key(),
        Some("timer")
    );
    assert_eq!(
        failure("[http]\nlisten = \"127.0.0.1:1\"\nport = 1", &[]).key(),
        Some("http.port")
    );
}

#[test]
fn wrong_types_are_errors_naming_the_key() {
    let error = failure("[timers]\nreminder_secs = \"abc\"", &[]);
    assert!(
        matches!(error, ConfigError::Key { line: Some(2), .. }),
        "{error:?}"
    );
    assert_eq!(error.key(), Some("timers.reminder_secs"));
    let message = error.to_string();
    assert!(message.contains("expected u64"), "{message}");
    assert!(
        !message.contains("abc"),
        "string values are not repeated: {message}"
    );
    let error = failure("house_rules = 5", &[]);
    assert_eq!(error.key(), Some("house_rules"));
    let error = failure("[telegram]\ntoken = 5", &[]);
    assert_eq!(error.key(), Some("telegram.token"));
    assert!(error.to_string().contains("quoted string"), "{error}");
}

#[test]
fn syntax_errors_give_the_position() {
    let error = failure("data_dir = \"x\"\n[log\n", &[]);
    assert!(
        matches!(
            error,
            ConfigError::Syntax {
                line: Some(2),
                column: Some(_),
                ..
            }
        ),
        "{error:?}"
    );
    assert!(
        error.to_string().starts_with("test.toml, line 2, column"),
        "{error}"
    );
}

#[test]
fn syntax_errors_in_strings_keep_the_parsers_expected_characters_but_not_the_string() {
    // The parser names the characters it expected in backticks, quotes among them; those are
    // kept, while a quoted string in a message is still cut out.
    let error = failure(&format!("[telegram]\ntoken = \"{TELEGRAM}\\qabc\""), &[]);
    assert!(matches!(error, ConfigError::Syntax { .. }), "{error:?}");
    let message = error.to_string();
    assert!(
        message.ends_with(
            "missing escaped value, expected `b`, `e`, `f`, `n`, `r`, `\\`, `\"`, `x`, `u`, `U`"
        ),
        "{message}"
    );
    assert!(!message.contains(TELEGRAM), "{message}");
    assert!(!message.contains("qabc"), "{message}");
    let message = failure(&format!("token = \"\"\"{TELEGRAM}"), &[]).to_string();
    assert!(
        message.ends_with("invalid multi-line basic string, expected `\"`"),
        "{message}"
    );
    assert!(!message.contains(TELEGRAM), "{message}");
}

#[test]
fn the_language_must_be_de_or_en() {
    let error = failure("default_language = \"fr\"", &[]);
    assert_invalid(&error, "default_language", None, "must be de or en");
    assert_eq!(error.to_string(), "default_language: must be de or en");
    let error = failure("", &[("BUMMERL_LANGUAGE", "deutsch")]);
    assert_invalid(
        &error,
        "default_language",
        Some("BUMMERL_LANGUAGE"),
        "must be de or en",
    );
    let config = parse("default_language = \"DE\"").unwrap();
    assert_eq!(config.default_language, Language::De);
    assert_eq!(Language::De.to_string(), "de");
    assert_eq!("en".parse::<Language>(), Ok(Language::En));
}

#[test]
fn log_settings_are_checked() {
    // Directives are stored trimmed, without empty ones: what the binary's filter parser accepts.
    for (good, stored) in [
        ("info", "info"),
        ("WARN", "WARN"),
        ("bummerl=debug,warn", "bummerl=debug,warn"),
        (
            "bummerl_config::raw=trace, bot_core=off",
            "bummerl_config::raw=trace,bot_core=off",
        ),
        ("bummerl", "bummerl"),
        ("info,", "info"),
        (" warn , bummerl=debug ", "warn,bummerl=debug"),
        ("bummerl[game{id=1}]=debug", "bummerl[game{id=1}]=debug"),
        ("3", "3"),
    ] {
        let config = parse(&format!("[log]\nlevel = \"{good}\"")).unwrap();
        assert_eq!(config.log.level, stored);
        let filter = tracing_subscriber::EnvFilter::try_new(&config.log.level);
        assert!(filter.is_ok(), "{good:?}: {filter:?}");
    }
    for (bad, problem) in [
        ("", "is empty"),
        ("  ", "is empty"),
        (" , ", "is empty"),
        ("bummerl=loud", "directive 1"),
        ("info,bummerl=", "directive 2"),
        ("=debug", "directive 1"),
        ("bummerl debug", "directive 1"),
        // Span and field filters, checked by the parser the binary uses.
        ("SECRET[abc", "directive 1 is not a valid filter"),
        (
            "info, bummerl[{id=(}]=debug",
            "directive 2 is not a valid filter",
        ),
    ] {
        let error = failure(&format!("[log]\nlevel = \"{bad}\""), &[]);
        assert_invalid(&error, "log.level", None, problem);
        assert!(!error.to_string().contains("SECRET"), "{error}");
    }
    let error = failure("", &[("BUMMERL_LOG", "info,SECRET[abc")]);
    assert_invalid(
        &error,
        "log.level",
        Some("BUMMERL_LOG"),
        "directive 2 is not a valid filter",
    );
    assert!(!error.to_string().contains("SECRET"), "{error}");
    let error = failure("[log]\nformat = \"xml\"", &[]);
    assert_invalid(&error, "log.format", None, "must be human or json");
    assert_eq!(
        parse("[log]\nformat = \"json\"").unwrap().log.format,
        LogFormat::Json
    );
}

#[test]
fn bad_house_rules_are_errors_naming_the_rule_and_what_it_takes() {
    let error = failure("[house_rules.schnapsen]\nauto_claim = 9", &[]);
    assert_invalid(
        &error,
        "house_rules.schnapsen.auto_claim",
        None,
        "must be true or false",
    );
    let error = failure(
        "[house_rules.sechsundsechzig]\nblack_close_penalty = 9",
        &[],
    );
    assert_eq!(
        error.to_string(),
        "house_rules.sechsundsechzig.black_close_penalty: must be a number from 2 to 4"
    );
    // A rule is checked against its own game: Bassette has no auto_claim.
    let error = failure("[house_rules.bassette]\nauto_claim = true", &[]);
    assert_invalid(
        &error,
        "house_rules.bassette.auto_claim",
        None,
        "names no house rule of bassette; the rules are ",
    );
    assert!(error.to_string().contains("max_stake"), "{error}");
    let error = failure("[house_rules.skat]\nauto_claim = true", &[]);
    assert_invalid(
        &error,
        "house_rules.skat",
        None,
        "names no game; the games are schnapsen, ",
    );
    let error = failure("[house_rules.skat]", &[]);
    assert_eq!(error.key(), Some("house_rules.skat"));
    let error = failure("[house_rules]\nnonsense = true", &[]);
    assert_invalid(
        &error,
        "house_rules.nonsense",
        None,
        "names no house rule of any game; the rules are ",
    );
    // A flat rule must suit every game that has it.
    let error = failure("[house_rules]\nblack_close_penalty = 1", &[]);
    assert_invalid(
        &error,
        "house_rules.black_close_penalty",
        None,
        "must be a number from 2 to 4 (for ",
    );

    let env = |value: &str| failure("", &[("BUMMERL_HOUSE_RULES", value)]);
    assert_invalid(
        &env("bassette.max_stake=many"),
        "house_rules.bassette.max_stake",
        Some("BUMMERL_HOUSE_RULES"),
        "must be a number from 3 to ",
    );
    assert_eq!(
        env("schnapsen.auto_claim=maybe").to_string(),
        "BUMMERL_HOUSE_RULES (setting house_rules.schnapsen.auto_claim): must be true or false"
    );
    assert_invalid(
        &env("schnapsen.auto_claim=on,schnapsen.nonsense=on"),
        "house_rules",
        Some("BUMMERL_HOUSE_RULES"),
        "entry 2 names no house rule of schnapsen; the rules are exchange_first_lead,",
    );
    assert_invalid(
        &env("skat.auto_claim=on"),
        "house_rules",
        Some("BUMMERL_HOUSE_RULES"),
        "entry 1 names no game; the games are schnapsen,",
    );
    assert_invalid(
        &env("nonsense=on"),
        "house_rules",
        Some("BUMMERL_HOUSE_RULES"),
        "entry 1 names no house rule of any game",
    );
    assert_invalid(
        &env("auto_claim"),
        "house_rules",
        Some("BUMMERL_HOUSE_RULES"),
        "entry 1 is not game.rule=value",
    );
    // A rule from the file that is out of range is reported against the file's key.
    let error = failure(
        "[house_rules.schnapsen]\nblack_close_penalty = 1",
        &[("BUMMERL_HOUSE_RULES", "schnapsen.kiebitz=on")],
    );
    assert_invalid(
        &error,
        "house_rules.schnapsen.black_close_penalty",
        None,
        "2 to 4",
    );
}

#[test]
fn empty_tokens_are_errors_naming_the_key() {
    for token in ["", "   ", "\n"] {
        let error = failure(&format!("[telegram]\ntoken = {token:?}"), &[]);
        assert_invalid(&error, "telegram.token", None, "is empty");
    }
    let error = failure("", &[("DISCORD_TOKEN", "")]);
    assert_invalid(&error, "discord.token", Some("DISCORD_TOKEN"), "is empty");
    // An empty variable overrides a token in the file, and is reported.
    let error = failure("[discord]\ntoken = \"abc\"", &[("DISCORD_TOKEN", " ")]);
    assert_invalid(&error, "discord.token", Some("DISCORD_TOKEN"), "is empty");
    let error = failure("[discord]\ntoken = \"Bot abc\"", &[]);
    assert_invalid(&error, "discord.token", None, "contains whitespace");
}

#[test]
fn the_http_endpoint_needs_an_ip_address_and_port() {
    let config = parse("[http]\nlisten = \"127.0.0.1:9090\"").unwrap();
    assert_eq!(config.http.listen, Some("127.0.0.1:9090".parse().unwrap()));
    for bad in ["localhost:9090", "127.0.0.1", ""] {
        let error = failure(&format!("[http]\nlisten = \"{bad}\""), &[]);
        assert_invalid(&error, "http.listen", None, "IP address and port");
    }
}

#[test]
fn a_secret_prints_as_stars() {
    let secret = Secret::new(TELEGRAM);
    assert_eq!(format!("{secret:?}"), "***");
    assert_eq!(format!("{secret}"), "***");
    assert_eq!(secret.expose(), TELEGRAM);
}

#[test]
fn tokens_never_appear_in_debug_output_or_errors() {
    let secrets = [TELEGRAM, DISCORD, NUMERIC];
    let assert_hidden = |text: &str| {
        for secret in secrets {
            assert!(!text.contains(secret), "a token leaked: {text}");
        }
    };

    // A full configuration, and the raw one before validation.
    let file = format!("[telegram]\ntoken = \"{TELEGRAM}\"\n[http]\nlisten = \"127.0.0.1:1\"");
    let env = env_of(&[("DISCORD_TOKEN", DISCORD)]);
    let config = load_str(&file, &env).unwrap();
    assert_eq!(config.telegram.token.as_ref().unwrap().expose(), TELEGRAM);
    assert_eq!(config.discord.token.as_ref().unwrap().expose(), DISCORD);
    assert_hidden(&format!("{config:?}"));
    assert_hidden(&format!("{config:#?}"));
    let mut raw = RawConfig::from_toml(&file, Path::new("test.toml")).unwrap();
    raw.overlay_env(&env).unwrap();
    assert_hidden(&format!("{raw:?}"));

    // Every kind of error, with tokens in the configuration, in the wrong places and malformed.
    let dir = tempfile::tempdir().unwrap();
    let mut errors = vec![
        Config::load(Some(&dir.path().join("missing.toml")), &env).unwrap_err(),
        Config::load(Some(dir.path()), &env).unwrap_err(),
    ];
    let files = [
        // Tokens that are themselves wrong.
        format!("[telegram]\ntoken = \"{TELEGRAM} x\""),
        format!("[telegram]\ntoken = {NUMERIC}"),
        format!("[telegram]\ntoken = [\"{TELEGRAM}\"]"),
        format!("[telegram]\ntoken = {TELEGRAM}"),
        format!("[telegram]\ntoken = \"{TELEGRAM}"),
        format!("[telegram]\ntoken = \"{TELEGRAM}\\q{DISCORD}\""),
        format!("[telegram]\ntoken = '{TELEGRAM}' '{DISCORD}'"),
        format!("[telegram]\ntoken = \"{TELEGRAM}\"\ntoken = \"{DISCORD}\""),
        format!("telegram.token = \"{TELEGRAM}\"\n[telegram]\napi_url = 5"),
        // Tokens under the wrong key.
        format!("[telegram]\ntokn = \"{TELEGRAM}\""),
        format!("{TELEGRAM} = 1"),
        format!("[timers]\nreminder_secs = \"{TELEGRAM}\""),
        format!("[timers]\nreminder_secs = \"\\\"`{TELEGRAM}`\""),
        format!("[telegram]\napi_url = \"{TELEGRAM}\""),
        format!("[discord]\napi_url = \"https://x.test/bot{DISCORD}?{TELEGRAM}\""),
        format!("[discord]\napi_url = \"ftp://{DISCORD}\""),
        format!("default_language = \"{TELEGRAM}\""),
        format!("[log]\nformat = \"{DISCORD}\""),
        format!("[log]\nlevel = \"x={TELEGRAM}\""),
        format!("[log]\nlevel = \"x[{TELEGRAM}\""),
        format!("[http]\nlisten = \"{TELEGRAM}\""),
        format!("[house_rules]\nauto_claim = \"{TELEGRAM}\""),
        // Valid tokens, with another problem.
        format!("[telegram]\ntoken = \"{TELEGRAM}\"\n[timers]\nforfeit_secs = 1"),
    ];
    for file in &files {
        errors.push(load_str(file, &env).unwrap_err());
    }
    for (var, value) in [
        ("TELEGRAM_TOKEN", format!("{TELEGRAM}\t{DISCORD}")),
        ("BUMMERL_LANGUAGE", TELEGRAM.to_owned()),
        ("BUMMERL_LOG", format!("{DISCORD}[x")),
        ("BUMMERL_LOG_FORMAT", DISCORD.to_owned()),
        ("BUMMERL_REMINDER_SECS", TELEGRAM.to_owned()),
        ("BUMMERL_HTTP_LISTEN", DISCORD.to_owned()),
        ("TELEGRAM_API_URL", TELEGRAM.to_owned()),
        ("BUMMERL_HOUSE_RULES", TELEGRAM.to_owned()),
        ("BUMMERL_HOUSE_RULES", format!("auto_claim={TELEGRAM}")),
        ("BUMMERL_HOUSE_RULES", format!("{TELEGRAM}=on")),
        ("BUMMERL_HOUSE_RULES", format!("{TELEGRAM}.auto_claim=on")),
        ("BUMMERL_HOUSE_RULES", format!("schnapsen.{TELEGRAM}=on")),
        (
            "BUMMERL_HOUSE_RULES",
            format!("bassette.max_stake={NUMERIC}{NUMERIC}"),
        ),
        (
            "BUMMERL_HOUSE_RULES",
            format!("black_close_penalty={NUMERIC}"),
        ),
    ] {
        errors.push(load_str("", &env_of(&[(var, &value)])).unwrap_err());
    }

    let mut kinds = std::collections::HashSet::new();
    for error in &errors {
        assert_hidden(&error.to_string());
        assert_hidden(&format!("{error:?}"));
        kinds.insert(std::mem::discriminant(error));
    }
    assert_eq!(kinds.len(), 5, "every kind of error is covered");
}

#[test]
fn the_example_file_validates_to_the_defaults() {
    let config = RawConfig::from_toml(EXAMPLE, Path::new("bummerl.example.toml"))
        .unwrap()
        .validate()
        .unwrap();
    assert_eq!(config, Config::default());
}

#[test]
fn the_example_file_documents_every_key() {
    // Uncomment the settings shown as `#key = value`.
    let all: String = EXAMPLE
        .lines()
        .map(|line| match line.strip_prefix('#') {
            Some(setting) if setting.starts_with(|c: char| c.is_ascii_lowercase()) => setting,
            _ => line,
        })
        .map(|line| format!("{line}\n"))
        .collect();
    let config = RawConfig::from_toml(&all, Path::new("example"))
        .unwrap()
        .validate()
        .unwrap();
    assert!(config.telegram.token.is_some());
    assert!(config.discord.token.is_some());
    assert!(config.discord.api_url.is_some());
    assert!(config.http.listen.is_some());
    assert!(matches!(config.store_location(), Location::Postgres(_)));
    // The flat rules shown are Schnapsen's defaults.
    let schnapsen = GameId::of("schnapsen").unwrap();
    let spec = schnapsen.spec();
    for name in spec.house_rules.iter().map(|rule| rule.name) {
        assert!(all.contains(&format!("\n{name} = ")), "{name} is missing");
    }
    assert_eq!(
        spec.rules(&config.house_rules.of(schnapsen)).unwrap(),
        spec.rules(&serde_json::Map::new()).unwrap()
    );
    for (var, key) in ENV_VARS {
        assert!(EXAMPLE.contains(var), "{var} ({key}) is not documented");
    }
}

#[test]
fn secrets_in_the_file_are_kept_out_of_reach() {
    // A token is stored trimmed and only `expose` returns it.
    let config = parse(&format!("[telegram]\ntoken = \" {TELEGRAM} \"")).unwrap();
    assert_eq!(config.telegram.token, Some(Secret::new(TELEGRAM)));
}
