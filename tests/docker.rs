//! The Docker image's configuration: `config/docker.toml`, installed by the Dockerfile as the file
//! `bummerl run` reads. Docker itself is not needed: the Dockerfile is read as text.

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
