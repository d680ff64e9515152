//! Persistence: tables, the leaderboard, users, timers and the messages front ends have out for
//! each table ([`Posted`]) in an embedded sled database.
//!
//! Every value is stored as JSON in a versioned envelope (`{"format": N, "value": …}`); a value
//! of an unknown format is reported as an error naming its tree and key — never silently dropped
//! or overwritten. A game's end writes the table and the leaderboard in one transaction, and the
//! manager answers a command only after [`Store::commit`] has flushed it to disk.

mod posted;
mod sled;

use serde::{Deserialize, Serialize};

pub use self::posted::{MessageRef, Posted, Shown};
pub use self::sled::{Counts, Store};
use crate::manager::Lang;

/// The version of the stored values' layout.
pub const STORE_FORMAT: u32 = 1;

/// What the store knows of a user across tables.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRecord {
    /// The name last seen.
    pub name: String,
    /// A language the user chose explicitly (overrides the platform's).
    pub lang: Option<Lang>,
    /// The private chat through which the user is reached, once known.
    pub private_chat: Option<String>,
    /// Whether the user blocked the bot (private messages fail).
    pub blocked: bool,
    /// The language his platform last reported for him (used where he chose none), kept so that
    /// a restart does not re-render his messages in the default language.
    #[serde(default)]
    pub platform_lang: Option<Lang>,
}

/// A store failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database failed.
    #[error(transparent)]
    Sled(#[from] ::sled::Error),
    /// Another process has the database open (sled allows one).
    #[error("the database in {0} is in use by another process (a running bot? stop it first)")]
    InUse(std::path::PathBuf),
    /// A stored value cannot be read.
    #[error("{tree} {key}: cannot read the stored value: {problem}")]
    Corrupt {
        /// The tree.
        tree: &'static str,
        /// The key.
        key: String,
        /// What is wrong.
        problem: String,
    },
    /// A stored value of a format this build does not know.
    #[error("{tree} {key}: stored format {found} is unknown (this build reads {STORE_FORMAT})")]
    UnknownFormat {
        /// The tree.
        tree: &'static str,
        /// The key.
        key: String,
        /// The format found.
        found: u64,
    },
    /// An export file that cannot be imported.
    #[error("import: {0}")]
    Import(String),
}
