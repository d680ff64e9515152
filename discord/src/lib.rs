//! Discord adapter for Bummerl (serenity): slash commands, table message, hands by DM.
//!
//! This crate is a placeholder in the workspace layout; its own issue fills it.
