//! Criterion benchmark: complete random games of the Schnapsen family's two-player engine (see
//! also `bummerl bench engine`, every game through the surface).

use bummerl_games::schnapsen::rules::{HouseRules, Variant};
use bummerl_games::schnapsen::simulate::random_game;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(1));
    for variant in Variant::ALL {
        let rules = HouseRules::for_variant(variant);
        let mut rng = SmallRng::seed_from_u64(1);
        group.bench_function(format!("random_game/{variant}"), |b| {
            b.iter(|| random_game(variant, rules, &mut rng))
        });
    }
    group.finish();
}

criterion_group!(benches, random_games);
criterion_main!(benches);
