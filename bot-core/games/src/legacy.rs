//! Tables stored by the layouts of earlier releases, brought up to today's form as the store
//! reads them. Only the Schnapsen family was played before the registry, so its module reads
//! what those layouts stored ([`crate::schnapsen::legacy`]); a table of today's layout is left
//! as it is.

use serde_json::Value;

/// Rewrites a stored table (the manager's JSON) of an earlier layout in place; an error names
/// what does not read.
pub fn upgrade(table: &mut Value) -> Result<(), String> {
    crate::schnapsen::legacy::upgrade(table)
}
