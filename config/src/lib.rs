//! Typed, validated configuration for Bummerl from a TOML file and the environment.
//!
//! This crate is a placeholder in the workspace layout; its own issue fills it.
