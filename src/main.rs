//! `bummerl`: the command-line entry point. Glue only: every subcommand calls into the library
//! crates and prints their results.

mod arena;
mod bench;
mod db;
mod http;
mod render;
mod replay;
mod run;
mod suggest;

use std::path::PathBuf;
use std::process::ExitCode;

use bot_core::store::Location;
use clap::{Parser, Subcommand};

/// The allocator of the whole program: the views of every move are many short strings, which
/// glibc's allocator served at a sixth of the manager's time; mimalloc at a fraction of that.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Schnapsen and its relatives for Discord and Telegram.
#[derive(Parser)]
#[command(name = "bummerl", version, about)]
struct Cli {
    /// The language of `play`, de or en (default: as chosen with `lang`, else from LANG); may
    /// stand before or after the subcommand.
    #[arg(long, global = true, value_parser = bummerl_terminal::parse_lang)]
    lang: Option<bot_core::manager::Lang>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the bot: every adapter that has a token (TELEGRAM_TOKEN, DISCORD_TOKEN), one shared
    /// database; stops cleanly on SIGINT/SIGTERM.
    Run {
        /// The configuration file (default: bummerl.toml if present).
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Play Schnapsen, its relatives or a game of the registry against the computer in the
    /// terminal (commands on stdin; `help` lists them). Quitting keeps the table; the next start
    /// resumes it.
    Play {
        /// The database: a data directory (an embedded database, created if missing) or a
        /// PostgreSQL URL (default: the configured one, as `bummerl run` reads it; without a
        /// configuration ./bummerl-data).
        #[arg(long)]
        data: Option<Location>,
        /// The computer's level for a new table (random, easy, strong; default strong).
        #[arg(long)]
        level: Option<bot_core::games::Level>,
        /// Your name at the table (default: from USER).
        #[arg(long)]
        name: Option<String>,
        /// The variant of a new table (schnapsen, sechsundsechzig, schnorps, bauernschnapsen:
        /// you and three computers, dreierschnapsen: you and two; or a game of the registry,
        /// e.g. elfern, schlauch — `help` lists them; default schnapsen).
        #[arg(long)]
        variant: Option<bot_core::games::GameId>,
        /// Players at a new table, you and computers: 2 (default) or 3 at a two-player variant
        /// (the dealer sits out each game); a registry game within its own numbers (Schlauch 3,
        /// bassette 2 to 11).
        #[arg(long, value_parser = clap::value_parser!(u8).range(2..))]
        players: Option<u8>,
        /// A house rule of a new table, NAME=VALUE (repeatable; e.g. --rule kiebitz=on). The
        /// computer deals at once, so this is the way to set rules for a terminal table.
        #[arg(long = "rule", value_name = "NAME=VALUE", value_parser = bummerl_terminal::parse_rule)]
        rules: Vec<bummerl_terminal::Rule>,
        /// The seed of a new table's deals and computer moves: the same seed and the same input
        /// play the same games (the seed is printed at the start, to report a defect with).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Replay a conformance scenario (FORMAT.md) and print the result as one JSON object.
    Replay {
        /// The scenario file.
        file: PathBuf,
    },
    /// Two computer players of a game over many deals or whole matches; prints one JSON line.
    Arena {
        /// The game (any id of the registry).
        #[arg(long, default_value = "schnapsen")]
        game: bot_core::games::GameId,
        /// Player A: a level (random, easy, strong), a search of the kernel in any game (search:
        /// the flat search with random play-outs; tree: the strong level by the tree search; flat:
        /// the strong level by the flat search; seer: the flat search seeing every card; oracle:
        /// the strong level's tree and exact solve seeing every card; hands: the oracle seeing
        /// every hand but not the cards still to be drawn) or one of
        /// the game's own players (the two-player Schnapsen family's re-implemented outside
        /// programs: rdeep, VU Amsterdam's rdeep bot; mcts, cpatrasciuc's MCTS player, 100k
        /// iterations).
        #[arg(long, default_value = "strong")]
        a: String,
        /// The other sides' seats: `random` (random play: each deal once, A on side
        /// deal % sides) or player B, as player A (head to head: each deal once with A on each
        /// side — twice in a two-seat game, the seats swapped — and each counts: `a_…` for A,
        /// `b_…` for B). A side is a seat, or partners together (Bauernschnapsen): A plays all
        /// its seats.
        #[arg(long, default_value = "random", conflicts_with = "against_playouts")]
        b: String,
        /// Number of deals (matches with `--matches`).
        #[arg(long, default_value_t = 1000)]
        deals: u64,
        /// Seed of the deals and the players.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Worker threads.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// The searching levels' time per decision in milliseconds.
        #[arg(long, default_value_t = 30)]
        ms: u64,
        /// The searching levels' playouts per decision at most.
        #[arg(long, default_value_t = bot_core::games::search::Budget::default().playouts)]
        playouts: u32,
        /// Play whole matches (the game's unit: a Partie, a Bummerl …) instead of single deals;
        /// `--deals` is then the number of matches, and the deals inside them are counted too.
        #[arg(long)]
        matches: bool,
        /// Player B is the search spending exactly N playouts per decision and never looking at
        /// the clock (what a slower surface reached in its time), head to head.
        #[arg(long, value_name = "N")]
        against_playouts: Option<u32>,
    },
    /// The strong player's action for the seat to act in a scenario (FORMAT.md), from that
    /// seat's view only; prints one JSON line.
    Suggest {
        /// The scenario file.
        file: PathBuf,
        /// Seed of the player's sampling.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Draw the picture of a fresh deal's table or of a seat's hand (the table's language:
    /// --lang, default de) as a PNG file; prints what was drawn as one JSON line.
    Render {
        /// The game (any id of the registry).
        #[arg(long, default_value = "schnapsen")]
        game: bot_core::games::GameId,
        /// Seed of the deal and of the random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Random moves made before drawing (fewer if the deal would end).
        #[arg(long, default_value_t = 6)]
        moves: usize,
        /// A seat's hand (0 the first) instead of the table.
        #[arg(long)]
        seat: Option<usize>,
        /// The PNG file to write.
        #[arg(long)]
        out: PathBuf,
    },
    /// Measure throughput; prints one JSON line.
    Bench {
        #[command(subcommand)]
        what: BenchCommand,
    },
    /// Check, back up and restore a database.
    Db {
        #[command(subcommand)]
        what: DbCommand,
    },
}

#[derive(Subcommand)]
enum DbCommand {
    /// Load and verify every stored table; prints counts and problems as one JSON line and
    /// exits 1 if there are problems.
    Check {
        #[command(flatten)]
        at: db::Existing,
    },
    /// Print the whole database as one JSON document. sled lets one process open a database:
    /// stop the bot first (PostgreSQL does not need that).
    Export {
        #[command(flatten)]
        at: db::Existing,
    },
    /// Load an export into an empty database.
    Import {
        /// The (empty) database: a data directory or a PostgreSQL URL.
        #[arg(long)]
        db: Location,
        /// The export file.
        file: PathBuf,
    },
    /// Crash-test worker: plays tables forever, printing each acknowledged version.
    #[command(hide = true)]
    CrashWorker {
        /// The database directory.
        #[arg(long)]
        db: PathBuf,
        /// Number of tables.
        #[arg(long, default_value_t = 20)]
        tables: usize,
        /// Seed of the moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// The games a benchmark measures, one after the other.
#[derive(clap::Args)]
struct Games {
    /// A game (any id of the registry: schnapsen, elfern, schlauch …); repeat it for several.
    #[arg(long, default_value = "schnapsen")]
    variant: Vec<bot_core::games::GameId>,
    /// Every game of the registry.
    #[arg(long)]
    all: bool,
}

impl Games {
    /// The games named, or all.
    fn list(self) -> Vec<bot_core::games::GameId> {
        match self.all {
            true => bot_core::games::GameId::all().collect(),
            false => self.variant,
        }
    }
}

#[derive(Subcommand)]
enum BenchCommand {
    /// Complete random deals (uniform over legal moves) through the game surface,
    /// single-threaded: deals/s and actions/s, one JSON line per game.
    Engine {
        /// Number of deals.
        #[arg(long, default_value_t = 1_000_000)]
        games: u64,
        /// The games.
        #[command(flatten)]
        which: Games,
        /// Seed of the random games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Tables played concurrently through the full manager with durable writes.
    Manager {
        /// Number of tables.
        #[arg(long, default_value_t = 1000)]
        tables: usize,
        /// How long to run.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// Run this many actions instead, from fixed seeds (the same ones every run: for
        /// instruction counts that compare across builds).
        #[arg(long, conflicts_with = "seconds")]
        actions: Option<u64>,
        /// The database: a data directory or a PostgreSQL URL (use a fresh one). Repeat it to
        /// measure several, one after the other: one JSON line each.
        #[arg(long, required = true)]
        db: Vec<Location>,
        /// Worker threads sending commands (commands in flight at once).
        #[arg(long, default_value_t = 4)]
        threads: usize,
        /// The game its tables play (any id of the registry).
        #[arg(long, default_value = "schnapsen")]
        game: bot_core::games::GameId,
        /// How many finished deals of a channel the store keeps (0: none are recorded, to
        /// measure what recording costs).
        #[arg(long, default_value_t = bot_core::manager::KEEP_DEALS)]
        keep_deals: usize,
    },
    /// The record of a finished deal: random deals of each game through the manager, then the
    /// bytes each record takes as stored (average and most) and how long a replay's step takes
    /// to show: one JSON line per game.
    Records {
        /// Deals per game.
        #[arg(long, default_value_t = 200)]
        deals: usize,
        /// Deals per game whose every replay step is timed.
        #[arg(long, default_value_t = 3)]
        replayed: usize,
        /// The games.
        #[command(flatten)]
        which: Games,
        /// Seed of the random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// How long a table picture takes to draw and to encode as PNG, and its bytes (the card
    /// faces drawn once first): one JSON line per game.
    Render {
        /// Pictures measured per game.
        #[arg(long, default_value_t = 500)]
        pictures: usize,
        /// The games.
        #[command(flatten)]
        which: Games,
        /// Seed of the sample deals.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// How many play-outs the searching computer gets through in its time per decision, from
    /// positions of random deals: one JSON line per game.
    Search {
        /// Decisions measured per game.
        #[arg(long, default_value_t = 100)]
        decisions: u32,
        /// Time per decision in milliseconds (the computer's is 30).
        #[arg(long, default_value_t = 30)]
        ms: u64,
        /// The games.
        #[command(flatten)]
        which: Games,
        /// Seed of the deals and positions.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run { config } => match run::run(config.as_deref()) {
            Ok(code) => code,
            Err(e) => fail(&e),
        },
        Command::Play {
            data,
            level,
            name,
            variant,
            players,
            rules,
            seed,
        } => {
            // The same configuration as `bummerl run`: its database unless --data names one,
            // and its house rules for new tables.
            let config = match bummerl_config::Config::from_process_env(None) {
                Ok(config) => config,
                Err(e) => return fail(&e.into()),
            };
            bummerl_terminal::run(&bummerl_terminal::Options {
                store: data.unwrap_or_else(|| config.store_location()),
                house_rules: config.house_rules,
                seasons: config.records.seasons,
                level,
                lang: cli.lang,
                name,
                variant,
                players: players.map(usize::from),
                rules,
                seed,
            })
        }
        Command::Replay { file } => replay::run(&file),
        Command::Arena {
            game,
            a,
            b,
            deals,
            seed,
            threads,
            ms,
            playouts,
            matches,
            against_playouts,
        } => {
            use bot_core::games::arena::{Opponents, Player, Side};
            use bot_core::games::{Level, search};
            let budget = search::Budget {
                playouts,
                time: std::time::Duration::from_millis(ms),
            };
            let named = |name: &str| Player::named(game.spec(), name);
            let sides = named(&a).and_then(|a| {
                let opponents = match against_playouts {
                    Some(n) => {
                        Opponents::Player(Side::level(Level::Strong, search::deterministic(n)))
                    }
                    None => match named(&b)? {
                        Player::Level(Level::Random) => Opponents::Random,
                        player => Opponents::Player(Side { player, budget }),
                    },
                };
                Ok((Side { player: a, budget }, opponents))
            });
            let (a, opponents) = match sides {
                Ok(sides) => sides,
                Err(e) => {
                    eprintln!("bummerl arena: {e}");
                    return ExitCode::from(2);
                }
            };
            let cfg = arena::Config {
                game,
                a,
                opponents,
                deals,
                seed,
                threads,
                matches,
            };
            println!("{}", arena::run(&cfg));
            ExitCode::SUCCESS
        }
        Command::Suggest { file, seed } => suggest::run(&file, seed),
        Command::Bench {
            what: BenchCommand::Engine { games, which, seed },
        } => {
            for variant in which.list() {
                let code = print_json(bench::engine(games, variant, seed));
                if code != ExitCode::SUCCESS {
                    return code;
                }
            }
            ExitCode::SUCCESS
        }
        Command::Bench {
            what:
                BenchCommand::Manager {
                    tables,
                    seconds,
                    actions,
                    db,
                    threads,
                    game,
                    keep_deals,
                },
        } => {
            let run = actions.map_or(bench::Run::Seconds(seconds), bench::Run::Actions);
            for db in &db {
                let code = print_json(bench::manager(tables, run, db, threads, game, keep_deals));
                if code != ExitCode::SUCCESS {
                    return code;
                }
            }
            ExitCode::SUCCESS
        }
        Command::Bench {
            what:
                BenchCommand::Records {
                    deals,
                    replayed,
                    which,
                    seed,
                },
        } => {
            for game in which.list() {
                let code = print_json(bench::records(deals, game, replayed, seed));
                if code != ExitCode::SUCCESS {
                    return code;
                }
            }
            ExitCode::SUCCESS
        }
        Command::Bench {
            what:
                BenchCommand::Search {
                    decisions,
                    ms,
                    which,
                    seed,
                },
        } => {
            let budget = std::time::Duration::from_millis(ms);
            for variant in which.list() {
                println!("{}", bench::search(variant, decisions, budget, seed));
            }
            ExitCode::SUCCESS
        }
        Command::Render {
            game,
            seed,
            moves,
            seat,
            out,
        } => {
            let lang = cli.lang.unwrap_or(bot_core::manager::Lang::De);
            print_json(render::run(game, seed, moves, seat, lang, &out))
        }
        Command::Bench {
            what:
                BenchCommand::Render {
                    pictures,
                    which,
                    seed,
                },
        } => {
            for game in which.list() {
                println!("{}", bench::render(game, pictures, seed));
            }
            ExitCode::SUCCESS
        }
        Command::Db { what } => match what {
            DbCommand::Check { at } => match at.location().and_then(|db| db::check(&db)) {
                Ok((report, ok)) => {
                    println!("{report}");
                    if ok {
                        ExitCode::SUCCESS
                    } else {
                        ExitCode::FAILURE
                    }
                }
                Err(e) => fail(&e),
            },
            DbCommand::Export { at } => print_json(at.location().and_then(|db| db::export(&db))),
            DbCommand::Import { db, file } => print_json(db::import(&db, &file)),
            DbCommand::CrashWorker { db, tables, seed } => {
                match db::crash_worker(&db, tables, seed) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(e) => fail(&e),
                }
            }
        },
    }
}

/// Prints a command's JSON result, or its error on stderr with exit status 1.
fn print_json(result: anyhow::Result<serde_json::Value>) -> ExitCode {
    match result {
        Ok(value) => {
            println!("{value}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

fn fail(error: &anyhow::Error) -> ExitCode {
    eprintln!("bummerl: {error:#}");
    ExitCode::FAILURE
}
