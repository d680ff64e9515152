//! The Docker image's configuration (`config/docker.toml`, installed by the Dockerfile as the file
//! `bummerl run` reads) and `compose.yaml` beside PostgreSQL. Docker itself is not needed: both are
//! read as text.

use std::path::{Path, PathBuf};

use bummerl_config::{Config, LogFormat};

/// Where the Dockerfile installs the image's configuration and points `bummerl run` at it.
const IMAGE_CONFIG: &str = "/etc/bummerl/bummerl.toml";

fn in_repository(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// The Dockerfile's instructions, continuation lines joined and comments dropped.
fn dockerfile_instructions() -> Vec<String> {
    let text = std::fs::read_to_string(in_repository("Dockerfile")).unwrap();
    let mut instructions = Vec::new();
    let mut current = String::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('#') || (line.is_empty() && current.is_empty()) {
            continue;
        }
        match line.strip_suffix('\\') {
            Some(part) => current.push_str(part),
            None => {
                current.push_str(line);
                instructions.push(std::mem::take(&mut current));
            }
        }
    }
    instructions
}

/// The image's configuration as `bummerl run` loads it there, with no environment set.
fn image_config() -> Config {
    Config::load(Some(&in_repository("config/docker.toml")), &|_| None).unwrap()
}

#[test]
fn the_image_configuration_validates_to_the_image_settings() {
    let config = image_config();
    assert_eq!(config.data_dir, Path::new("/data/db"));
    assert_eq!(config.log.format, LogFormat::Json);
    assert_eq!(config.http.listen, Some("0.0.0.0:9090".parse().unwrap()));
    // Everything else is the default.
    let default = Config::default();
    assert_eq!(config.log.level, default.log.level);
    assert_eq!(config.default_language, default.default_language);
    assert_eq!(config.telegram, default.telegram);
    assert_eq!(config.discord, default.discord);
    assert_eq!(config.timers, default.timers);
    assert_eq!(config.house_rules, default.house_rules);
}

#[test]
fn the_dockerfile_runs_with_the_image_configuration_and_checks_its_port() {
    let instructions = dockerfile_instructions();
    let has = |instruction: &str| instructions.iter().any(|line| line == instruction);
    assert!(
        has(&format!("COPY config/docker.toml {IMAGE_CONFIG}")),
        "{instructions:#?}"
    );
    let cmd = instructions
        .iter()
        .rev()
        .find_map(|line| line.strip_prefix("CMD "))
        .expect("a CMD");
    let cmd: Vec<String> = serde_json::from_str(cmd).expect("CMD in exec form");
    assert_eq!(cmd, ["run", "--config", IMAGE_CONFIG]);
    // Environment variables would override a file mounted over the image's.
    for line in instructions.iter().filter(|line| line.starts_with("ENV ")) {
        assert!(
            !line.contains("BUMMERL_"),
            "settings belong in the file: {line}"
        );
    }
    let port = image_config().http.listen.unwrap().port();
    assert!(has(&format!("EXPOSE {port}")), "{instructions:#?}");
    let healthcheck = instructions
        .iter()
        .find(|line| line.starts_with("HEALTHCHECK "))
        .expect("a HEALTHCHECK");
    assert!(
        healthcheck.contains(&format!("http://127.0.0.1:{port}/healthz")),
        "{healthcheck}"
    );
}

/// `compose.yaml`'s `environment:` entries of a service (`NAME=value` or a bare `NAME`).
fn compose_environment(service: &str) -> Vec<String> {
    let text = std::fs::read_to_string(in_repository("compose.yaml")).unwrap();
    let mut lines = text
        .lines()
        .skip_while(|l| l.trim_end() != format!("  {service}:"));
    lines.next();
    lines
        .take_while(|l| l.starts_with("    ") || l.trim().is_empty())
        .skip_while(|l| l.trim() != "environment:")
        .skip(1)
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .take_while(|l| l.starts_with("- "))
        .map(|l| l.trim_start_matches("- ").to_string())
        .collect()
}

#[test]
fn compose_points_the_image_at_its_postgres_and_passes_tokens_only_when_set() {
    let env = compose_environment("bot");
    let url = env
        .iter()
        .find_map(|e| e.strip_prefix("BUMMERL_DATABASE_URL="))
        .expect("the bot is given its database");
    // Compose substitutes the password; the image's configuration then takes the URL.
    let url = url.replace("${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}", "s3cret");
    assert_eq!(url, "postgres://bummerl:s3cret@db:5432/bummerl");
    let config = Config::load(Some(&in_repository("config/docker.toml")), &|name| {
        (name == "BUMMERL_DATABASE_URL").then(|| url.clone())
    })
    .unwrap();
    assert_eq!(
        config.store_location(),
        bot_core::store::Location::Postgres(url.clone())
    );
    // Tokens by name only: Compose leaves an unset one out, where an empty one would be refused.
    assert!(env.contains(&"DISCORD_TOKEN".to_string()), "{env:?}");
    assert!(env.contains(&"TELEGRAM_TOKEN".to_string()), "{env:?}");
    let text = std::fs::read_to_string(in_repository("compose.yaml")).unwrap();
    let port = image_config().http.listen.unwrap().port();
    assert!(
        text.contains(&format!("http://127.0.0.1:{port}/healthz")),
        "the bot's healthcheck asks the image's port"
    );
    assert!(
        text.contains("pg_isready"),
        "the database has a healthcheck"
    );
    assert!(text.contains("condition: service_healthy"));
}
