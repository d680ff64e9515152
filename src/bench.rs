//! `bummerl bench …`: throughput measurements that print one JSON line.

use std::time::{Duration, Instant};

use anyhow::Context;
use bot_core::games::GameId;
use bot_core::manager::{Manager, Platform, SystemClock, TableKey, Timing, open_store};
use bot_core::simulate::TableDriver;
use bot_core::store::Location;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::json;

/// `bummerl bench engine`: plays `games` deals of a game single-threaded, at random through the
/// game surface, match after match: a match's next deal comes from [`Deal::next_deal`] as the
/// manager's does, a new match from the spec (the criterion bench `engine` measures the
/// two-player family's engine alone).
///
/// [`Deal::next_deal`]: bot_core::games::Deal::next_deal
pub fn engine(
    games: u64,
    variant: impl Into<GameId>,
    seed: u64,
) -> anyhow::Result<serde_json::Value> {
    let variant = variant.into();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut actions = 0u64;
    let start = Instant::now();
    let spec = variant.spec();
    let rules = spec
        .rules(&serde_json::Map::new())
        .expect("the defaults are rules");
    let mut last = None;
    for _ in 0..games {
        let (n, deal) = random_registry_deal(spec, &rules, last.take(), &mut rng);
        actions += u64::from(n);
        last = Some(deal);
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(json!({
        "variant": variant.id(),
        "games": games,
        "actions": actions,
        "seconds": seconds,
        "games_per_sec": games as f64 / seconds,
        "actions_per_sec": actions as f64 / seconds,
    }))
}

/// How long `bummerl bench manager` runs.
#[derive(Clone, Copy, Debug)]
pub enum Run {
    /// For this many seconds.
    Seconds(f64),
    /// Until this many actions are done, from fixed seeds: the same actions every run, so that
    /// an instruction count (callgrind) compares across builds.
    Actions(u64),
}

/// `bummerl bench manager`: `tables` tables played concurrently through the full manager, with
/// durable writes to the database at `db` (sled or PostgreSQL), by `threads` worker threads
/// making random legal moves for both players; each channel's newest `keep_deals` finished
/// deals are recorded (0: none).
pub fn manager(
    tables: usize,
    run: Run,
    db: &Location,
    threads: usize,
    game: GameId,
    keep_deals: usize,
) -> anyhow::Result<serde_json::Value> {
    let store = open_store(db).with_context(|| format!("opening {db}"))?;
    let backend = match db {
        Location::Dir(_) => "sled",
        Location::Postgres(_) => "postgres",
    };
    let manager = match run {
        Run::Seconds(_) => Manager::new(store, Timing::default()),
        Run::Actions(_) => Manager::with_clock(store, Timing::default(), Box::new(SystemClock), 1),
    }
    .keeping_deals(keep_deals);
    let mut drivers: Vec<TableDriver> = (0..tables)
        .map(|i| {
            let key = TableKey::new(Platform::Terminal, format!("bench-{i}"));
            TableDriver::of_game(key, game)
        })
        .collect();
    for driver in &mut drivers {
        driver
            .prepare(&manager)
            .map_err(|e| anyhow::anyhow!("{}: {e}", driver.key()))?;
    }
    let threads = threads.clamp(1, tables.max(1));
    let mut shares: Vec<Vec<TableDriver>> = (0..threads).map(|_| Vec::new()).collect();
    for (i, driver) in drivers.into_iter().enumerate() {
        shares[i % threads].push(driver);
    }
    let (deadline, quotas) = match run {
        Run::Seconds(seconds) => (
            Some(Instant::now() + Duration::from_secs_f64(seconds)),
            vec![u64::MAX; threads],
        ),
        // The actions shared out among the workers, the first ones taking the remainder.
        Run::Actions(actions) => (
            None,
            (0..threads as u64)
                .map(|w| actions / threads as u64 + u64::from(w < actions % threads as u64))
                .collect(),
        ),
    };
    let start = Instant::now();
    let manager = &manager;
    let latencies: Vec<u64> = std::thread::scope(|scope| {
        let workers: Vec<_> = shares
            .into_iter()
            .zip(quotas)
            .enumerate()
            .map(|(w, (mut share, quota))| {
                scope.spawn(move || {
                    let mut rng = SmallRng::seed_from_u64(w as u64);
                    let mut micros = Vec::new();
                    'run: loop {
                        for driver in &mut share {
                            let late = deadline.is_some_and(|d| Instant::now() >= d);
                            if late || micros.len() as u64 >= quota {
                                break 'run;
                            }
                            let t = Instant::now();
                            driver
                                .step(manager, &mut rng)
                                .expect("a legal move is accepted");
                            micros.push(t.elapsed().as_micros() as u64);
                        }
                    }
                    micros
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("worker"))
            .collect()
    });
    let elapsed = start.elapsed().as_secs_f64();
    let mut sorted = latencies;
    sorted.sort_unstable();
    let pct = |p: f64| -> f64 {
        if sorted.is_empty() {
            return 0.0;
        }
        let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
        sorted[i] as f64 / 1000.0
    };
    Ok(json!({
        "store": backend,
        "game": game.id(),
        "tables": tables,
        "threads": threads,
        "keep_deals": keep_deals,
        "seconds": elapsed,
        "actions": sorted.len(),
        "actions_per_sec": sorted.len() as f64 / elapsed,
        "p50_ms": pct(0.50),
        "p99_ms": pct(0.99),
        "max_ms": pct(1.0),
        "rss_mb": resident_mb(),
    }))
}

/// `bummerl bench records`: `deals` random deals of a game played through the manager on a
/// fresh sled store in a temporary directory, then the records it kept: the bytes each takes
/// as stored (its envelope compressed; the goal is 1 KB), and how long a replay's step takes
/// to show, the strong computer's view included (every step of the first `replayed` deals).
pub fn records(
    deals: usize,
    game: GameId,
    replayed: usize,
    seed: u64,
) -> anyhow::Result<serde_json::Value> {
    let dir = std::env::temp_dir().join(format!(
        "bummerl-bench-records-{}-{}",
        std::process::id(),
        game.id()
    ));
    let result = records_in(&dir, deals, game, replayed, seed);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn records_in(
    dir: &std::path::Path,
    deals: usize,
    game: GameId,
    replayed: usize,
    seed: u64,
) -> anyhow::Result<serde_json::Value> {
    let db = Location::Dir(dir.to_owned());
    let store = open_store(&db).with_context(|| format!("opening {db}"))?;
    let manager = Manager::new(store, Timing::default()).keeping_deals(deals.max(1));
    let key = TableKey::new(Platform::Terminal, format!("records-{}", game.id()));
    let mut driver = TableDriver::of_game(key.clone(), game);
    let mut rng = SmallRng::seed_from_u64(seed);
    let refused = |e: bot_core::manager::Refused| anyhow::anyhow!("{}: {e}", game.id());
    driver.prepare(&manager).map_err(refused)?;
    let mut moves = 0u64;
    while manager.deals(&key, deals).map_err(refused)?.len() < deals {
        driver.step(&manager, &mut rng).map_err(refused)?;
        moves += 1;
        anyhow::ensure!(
            moves < 1_000 * deals as u64 + 10_000,
            "{}: no end",
            game.id()
        );
    }
    let records = manager.deals(&key, deals).map_err(refused)?;
    let mut bytes = Vec::with_capacity(records.len());
    let mut json_bytes = 0usize;
    for (_, record) in &records {
        let raw = serde_json::value::to_raw_value(record)?;
        json_bytes += raw.get().len();
        bytes.push(bot_core::store::stored_bytes(&raw));
    }
    let mut step_ms: Vec<f64> = Vec::new();
    for (number, record) in records.iter().take(replayed) {
        for step in 0..=record.moves.len() {
            let t = Instant::now();
            bot_core::manager::replay_view(&key, *number, record, step).map_err(refused)?;
            step_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        }
    }
    let n = bytes.len().max(1) as f64;
    let steps = step_ms.len().max(1) as f64;
    Ok(json!({
        "game": game.id(),
        "deals": records.len(),
        "avg_bytes": bytes.iter().sum::<usize>() as f64 / n,
        "max_bytes": bytes.iter().max(),
        "avg_json_bytes": json_bytes as f64 / n,
        "avg_moves": records.iter().map(|(_, r)| r.moves.len()).sum::<usize>() as f64 / n,
        "replay_steps": step_ms.len(),
        "replay_step_avg_ms": step_ms.iter().sum::<f64>() / steps,
        "replay_step_max_ms": step_ms.iter().copied().fold(0.0, f64::max),
        "replay_playouts": bot_core::manager::REPLAY_PLAYOUTS,
    }))
}

/// Resident memory of this process in MiB (Linux), if it can be read.
fn resident_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// `bummerl bench search`: the play-outs the searching computer completes in `budget` per
/// decision — each from its seat's imagined deal, as [`search::choose`] plays them — at
/// `decisions` positions taken from random first deals of `variant`.
///
/// [`search::choose`]: bot_core::games::search::choose
pub fn search(variant: GameId, decisions: u32, budget: Duration, seed: u64) -> serde_json::Value {
    use bot_core::games::search;
    use rand::Rng;
    let mut rng = SmallRng::seed_from_u64(seed);
    let spec = variant.spec();
    let rules = spec
        .rules(&serde_json::Map::new())
        .expect("the defaults are rules");
    let mut counts = Vec::new();
    while counts.len() < decisions as usize {
        let mut game = (spec.new_match)(spec.seats.0, &rules, &mut rng).expect("a new match");
        // A position somewhere in the deal: a few random moves in.
        for _ in 0..rng.random_range(0..8) {
            let Some(seat) = search::anyone(game.get(), &mut rng) else {
                break;
            };
            let Some(mv) = search::random_move(game.get(), seat, &mut rng) else {
                break;
            };
            game.get_mut().apply(seat, &mv).expect("a legal move");
        }
        let Some(seat) = search::anyone(game.get(), &mut rng) else {
            continue;
        };
        let start = Instant::now();
        let mut playouts = 0u64;
        while start.elapsed() < budget {
            let mut world = game.get().determinize(seat, &mut rng);
            search::playout(&mut world, &mut rng);
            playouts += 1;
        }
        counts.push(playouts);
    }
    counts.sort_unstable();
    let at = |p: f64| counts[((counts.len() as f64 * p) as usize).min(counts.len() - 1)];
    json!({
        "variant": variant.id(),
        "decisions": decisions,
        "ms": budget.as_millis() as u64,
        "playouts_p5": at(0.05),
        "playouts_p50": at(0.5),
        "playouts_mean": counts.iter().sum::<u64>() as f64 / counts.len() as f64,
    })
}

/// A first deal of a registry game with `rules` played out at random; the number of moves.
/// Plays one deal at random: the next of `last`'s match, or the first of a new one. The moves
/// made and the deal played.
fn random_registry_deal(
    spec: &bot_core::games::GameSpec,
    rules: &bot_core::games::Rules,
    last: Option<bot_core::games::AnyGame>,
    rng: &mut SmallRng,
) -> (u32, bot_core::games::AnyGame) {
    use bot_core::games::search;
    let next = last
        .and_then(|deal| deal.get().next_deal(rng))
        .map(|(deal, _)| deal);
    let mut game = match next {
        Some(deal) => deal,
        None => (spec.new_match)(spec.seats.0, rules, rng).expect("a new match"),
    };
    let mut moves = 0;
    while game.get().score().is_none() {
        let Some(seat) = search::anyone(game.get(), rng) else {
            break;
        };
        let Some(mv) = search::random_move(game.get(), seat, rng) else {
            break;
        };
        game.get_mut().apply(seat, &mv).expect("a legal move");
        moves += 1;
    }
    (moves, game)
}

/// `bummerl bench render`: draws the table picture of `pictures` sample deals of `game` (each
/// a few random moves in) and encodes it as PNG, single-threaded, after the card faces are
/// drawn once: milliseconds to draw and to encode at the median and the 95th percentile (wall
/// clock, and the thread's own CPU time for both together), and the bytes of a picture.
pub fn render(game: GameId, pictures: usize, seed: u64) -> serde_json::Value {
    use bot_core::games::Lang;
    use bot_core::picture;
    use rand::Rng;
    let mut rng = SmallRng::seed_from_u64(seed);
    let deals: Vec<_> = (0..pictures.max(1))
        .map(|_| picture::sample(game, rng.random(), rng.random_range(0..12)))
        .collect();
    let names: Vec<String> = crate::render::NAMES.iter().map(|n| n.to_string()).collect();
    let start = Instant::now();
    for deal in &deals {
        // Every card face this run shows, drawn once.
        picture::png(&picture::of_deal(deal.get(), None, &names, Lang::De));
    }
    let first_ms = start.elapsed().as_secs_f64() * 1e3;
    let (mut draw, mut encode, mut bytes) = (Vec::new(), Vec::new(), Vec::new());
    let mut cpu = Vec::new();
    for deal in &deals {
        let (start, on_cpu) = (Instant::now(), cpu_ns());
        let pixmap = picture::of_deal(deal.get(), None, &names, Lang::De);
        let drawn = Instant::now();
        let png = picture::png(&pixmap);
        draw.push((drawn - start).as_secs_f64() * 1e3);
        encode.push(drawn.elapsed().as_secs_f64() * 1e3);
        if let (Some(before), Some(after)) = (on_cpu, cpu_ns()) {
            cpu.push((after - before) as f64 / 1e6);
        }
        bytes.push(png.len());
    }
    let at = |values: &mut Vec<f64>, p: f64| {
        values.sort_by(f64::total_cmp);
        values[((values.len() as f64 * p) as usize).min(values.len() - 1)]
    };
    let mut total: Vec<f64> = draw.iter().zip(&encode).map(|(d, e)| d + e).collect();
    bytes.sort_unstable();
    json!({
        "game": game.id(),
        "pictures": deals.len(),
        "first_pass_ms": first_ms,
        "draw_ms_p50": at(&mut draw, 0.5),
        "draw_ms_p95": at(&mut draw, 0.95),
        "png_ms_p50": at(&mut encode, 0.5),
        "png_ms_p95": at(&mut encode, 0.95),
        "total_ms_p50": at(&mut total, 0.5),
        "total_ms_p95": at(&mut total, 0.95),
        // The time this thread ran for a picture, drawing and encoding: what one core spends,
        // whatever else the machine does.
        "cpu_ms_p50": (!cpu.is_empty()).then(|| at(&mut cpu, 0.5)),
        "cpu_ms_p95": (!cpu.is_empty()).then(|| at(&mut cpu, 0.95)),
        "bytes_p50": bytes[bytes.len() / 2],
        "bytes_max": bytes[bytes.len() - 1],
    })
}

/// The nanoseconds this thread has run on a CPU (Linux's scheduler statistics), if known.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_bench_counts_play_outs_per_decision_of_every_game() {
        for variant in GameId::all() {
            let report = search(variant, 3, Duration::from_millis(2), 7);
            assert_eq!(report["variant"], variant.id());
            assert!(
                report["playouts_p5"].as_u64().is_some_and(|n| n >= 1),
                "{report}"
            );
            assert!(report["playouts_mean"].as_f64() >= report["playouts_p5"].as_f64());
        }
    }
}
