//! `bummerl`: the command-line entry point. Glue only: every subcommand calls into the library
//! crates and prints their results.

mod bench;
mod play;
mod replay;

use std::path::PathBuf;
use std::process::ExitCode;

use bot_core::rules::Variant;
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
    /// Play Schnapsen against the computer in the terminal (commands on stdin; `help` lists
    /// them). Quitting keeps the table; the next start resumes it.
    Play {
        /// The data directory (an embedded database, created if missing).
        #[arg(long, default_value = "./bummerl-data")]
        data: PathBuf,
        /// The computer's level for a new table (random, easy, strong).
        #[arg(long, default_value = "strong")]
        level: bot_core::ai::Level,
        /// The language, de or en (default: as chosen with `lang`, else from LANG).
        #[arg(long, value_parser = play::parse_lang)]
        lang: Option<bot_core::manager::Lang>,
        /// Your name at the table (default: from USER).
        #[arg(long)]
        name: Option<String>,
    },
    /// Replay a conformance scenario (FORMAT.md) and print the result as one JSON object.
    Replay {
        /// The scenario file.
        file: PathBuf,
    },
    /// Measure throughput; prints one JSON line.
    Bench {
        #[command(subcommand)]
        what: BenchCommand,
    },
}

#[derive(Subcommand)]
enum BenchCommand {
    /// Complete random games (uniform over legal actions), single-threaded.
    Engine {
        /// Number of games.
        #[arg(long, default_value_t = 1_000_000)]
        games: u64,
        /// The variant (schnapsen, sechsundsechzig, schnorps).
        #[arg(long, default_value = "schnapsen")]
        variant: Variant,
        /// Seed of the random games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Play {
            data,
            level,
            lang,
            name,
        } => play::run(&play::Options {
            data,
            level,
            lang,
            name,
        }),
        Command::Replay { file } => replay::run(&file),
        Command::Bench {
            what:
                BenchCommand::Engine {
                    games,
                    variant,
                    seed,
                },
        } => {
            println!("{}", bench::engine(games, variant, seed));
            ExitCode::SUCCESS
        }
    }
}
