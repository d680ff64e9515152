//! [`ConfigError`]: what is wrong with the configuration, naming the key or variable.

use std::fmt;
use std::path::PathBuf;

/// A setting as the user wrote it: its key in the file and, if the value came from the
/// environment, the variable that set it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The key in the TOML file, dotted (`timers.forfeit_secs`).
    pub key: String,
    /// The environment variable the value came from, if it did (`BUMMERL_FORFEIT_SECS`).
    pub env: Option<&'static str>,
}

impl fmt::Display for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.env {
            Some(var) => write!(f, "{var} (setting {})", self.key),
            None => f.write_str(&self.key),
        }
    }
}

/// Why the configuration cannot be used.
///
/// Every message names the file, key or environment variable and the problem; none repeats a
/// string value from the configuration, so no token can end up in a log through an error.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// A configuration file given explicitly does not exist.
    #[error("configuration file {} does not exist", .path.display())]
    NotFound {
        /// The file.
        path: PathBuf,
    },
    /// The configuration file exists but cannot be read.
    #[error("cannot read configuration file {}: {error}", .path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// What the operating system said.
        error: std::io::Error,
    },
    /// The file is not valid TOML.
    #[error("{}{}: not valid TOML: {message}", .path.display(), at(*.line, *.column))]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The line of the error, from 1, if known.
        line: Option<usize>,
        /// The column of the error, from 1, if known.
        column: Option<usize>,
        /// What the parser said.
        message: String,
    },
    /// A key of the file is unknown or its value has the wrong type.
    #[error("{}{}: {key}: {problem}", .path.display(), at(*.line, None))]
    Key {
        /// The file.
        path: PathBuf,
        /// The line of the key or value, from 1, if known.
        line: Option<usize>,
        /// The dotted key (`telegram.tokn`).
        key: String,
        /// What is wrong with it.
        problem: String,
    },
    /// A value, from the file or the environment, is not allowed.
    #[error("{setting}: {problem}")]
    Invalid {
        /// The setting.
        setting: Setting,
        /// What is wrong with it, in plain English.
        problem: String,
    },
}

impl ConfigError {
    /// The dotted key the error is about, if it is about one.
    pub fn key(&self) -> Option<&str> {
        match self {
            ConfigError::Key { key, .. } => Some(key),
            ConfigError::Invalid { setting, .. } => Some(&setting.key),
            _ => None,
        }
    }

    /// The environment variable the error is about, if it is about one.
    pub fn env_var(&self) -> Option<&'static str> {
        match self {
            ConfigError::Invalid { setting, .. } => setting.env,
            _ => None,
        }
    }
}

/// `, line L, column C` for a message, or nothing when the position is unknown.
fn at(line: Option<usize>, column: Option<usize>) -> String {
    match (line, column) {
        (Some(line), Some(column)) => format!(", line {line}, column {column}"),
        (Some(line), None) => format!(", line {line}"),
        _ => String::new(),
    }
}
