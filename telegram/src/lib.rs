//! Telegram adapter for Bummerl (teloxide): group table message, hands in private chat.
//!
//! This crate is a placeholder in the workspace layout; its own issue fills it.
