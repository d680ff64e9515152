//! `bummerl`: the command-line entry point. Glue only: every subcommand calls into the library
//! crates and prints their results.

mod replay;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Schnapsen and its relatives for Discord and Telegram.
#[derive(Parser)]
#[command(name = "bummerl", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Replay a conformance scenario (FORMAT.md) and print the result as one JSON object.
    Replay {
        /// The scenario file.
        file: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Replay { file } => replay::run(&file),
    }
}
