//! Tables stored by the layouts of earlier releases, brought up to today's form as the store
//! reads them: each game of the registry rewrites the tables its earlier layouts stored
//! ([`crate::registry::GameSpec::upgrade`]); a table of today's layout is left as it is.

use serde_json::Value;

use crate::registry::REGISTRY;

/// Rewrites a stored table (the manager's JSON) of an earlier layout in place; an error names
/// what does not read.
pub fn upgrade(table: &mut Value) -> Result<(), String> {
    REGISTRY.iter().try_for_each(|spec| (spec.upgrade)(table))
}
