//! A computer player for any game, from the game surface alone: imagine the hidden cards
//! consistent with the seat's view ([`Deal::determinize`]), play each candidate move out at
//! random many times, and take the move with the best average [`Computer::value`]. A game may
//! add its own knowledge on top; this is the competent opponent every game has from its first
//! day.
//!
//! [`Deal::determinize`]: crate::game::Deal::determinize
//! [`Computer::value`]: crate::game::Computer::value

use std::time::{Duration, Instant};

use rand::Rng;
use rand::RngCore;
use rand::seq::{IndexedRandom, SliceRandom};

use crate::any::AnyGame;
use crate::card::Card;
use crate::game::{Choice, Game, Move, Scores};
use crate::level::Level;

pub mod solve;
pub mod tree;

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// At most this many playouts in all.
    pub playouts: u32,
    /// At most this long (checked between playouts).
    pub time: Duration,
}

impl Budget {
    /// This budget with at most `playouts` play-outs.
    pub fn at_most(self, playouts: u32) -> Budget {
        Budget {
            playouts: self.playouts.min(playouts),
            ..self
        }
    }

    /// What is left of this budget's time since `start` (the play-outs as they were).
    pub fn left_since(self, start: Instant) -> Budget {
        Budget {
            time: self.time.saturating_sub(start.elapsed()),
            ..self
        }
    }
}

impl Default for Budget {
    /// 30 ms per decision; the bound of 50,000 playouts only stops a machine that makes more in
    /// that time. It was 2,000 while playouts were slow; on today's surface that bound, not the
    /// time, ended most searches and threw the speed away: head to head against the same search
    /// at the playouts the last release reached in 30 ms, the player bound to 2,000 won 52% of
    /// the decided Mariage deals and 50% of Briscon's, the player of 30 ms 56% and 57%.
    fn default() -> Budget {
        Budget {
            playouts: 50_000,
            time: Duration::from_millis(30),
        }
    }
}

/// The most moves a playout makes before it gives up (a deal that does not end).
const MAX_STEPS: usize = 2_000;

/// The most card choices a search tries for one "choose cards" move.
const CHOICES: usize = 12;

/// A concrete legal move of a seat at random (a card choice filled in at random).
pub fn random_move(game: &dyn Game, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
    let mv = game.random_legal(seat, rng)?;
    Some(concrete(game, seat, mv, rng))
}

/// A legal move made concrete: a verb that asks for cards gets a random choice of them.
fn concrete(game: &dyn Game, seat: usize, mv: Move, rng: &mut dyn RngCore) -> Move {
    if mv.arg_count() > 0 {
        return mv;
    }
    let Some(choice) = game.choice(seat, mv.verb()) else {
        return mv;
    };
    let count = rng.random_range(choice.min..=choice.max.max(choice.min));
    let mut from = choice.from.clone();
    from.shuffle(rng);
    from.truncate(count);
    choice.to_move(&from).unwrap_or(mv)
}

/// How the candidates of a verb that asks for cards are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choices {
    /// [`CHOICES`] drawn at random, whatever their number: the `search` rival's.
    Drawn,
    /// Every choice where there are at most [`EVERY_CHOICE`] of them, else drawn: twelve random
    /// discards of Ecarté's five cards missed the right one (two low plain cards: one choice in
    /// 31) four times in five. Only the game's sensible part of the choice
    /// ([`Computer::sensible_choice`]), where it has any way.
    ///
    /// [`Computer::sensible_choice`]: crate::game::Computer::sensible_choice
    Every,
}

/// The most choices of cards a search tries one by one ([`Choices::Every`]).
const EVERY_CHOICE: usize = 64;

/// The candidate moves of a seat: every legal move, a card choice as `choices` says.
pub(crate) fn candidates_by(
    game: &dyn Game,
    seat: usize,
    choices: Choices,
    rng: &mut dyn RngCore,
) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::new();
    for mv in game.legal(seat) {
        let choice = (mv.args().next().is_none())
            .then(|| game.choice(seat, mv.verb()))
            .flatten();
        let Some(choice) = choice else {
            out.push(mv);
            continue;
        };
        let every = (choices == Choices::Every)
            .then(|| {
                let sensible = game.sensible_choice(seat, choice.clone());
                every_choice(&sensible)
                    .filter(|ways| !ways.is_empty())
                    .or_else(|| every_choice(&choice))
            })
            .flatten();
        match every {
            Some(all) => out.extend(all),
            None => {
                for _ in 0..CHOICES {
                    let pick = concrete(game, seat, mv, rng);
                    if !out.contains(&pick) {
                        out.push(pick);
                    }
                }
            }
        }
    }
    out
}

/// Every move of a choice of cards, if there are at most [`EVERY_CHOICE`] of them.
fn every_choice(choice: &Choice) -> Option<Vec<Move>> {
    let n = choice.from.len();
    let count: usize = (choice.min..=choice.max.min(n))
        .map(|k| binomial(n, k))
        .try_fold(0usize, |sum, c| sum.checked_add(c))?;
    if n >= 32 || count > EVERY_CHOICE {
        return None;
    }
    let picks = (0u32..1 << n)
        .filter(|mask| (choice.min..=choice.max).contains(&(mask.count_ones() as usize)));
    let moves = picks.filter_map(|mask| {
        let cards: Vec<Card> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| choice.from[i])
            .collect();
        choice.to_move(&cards)
    });
    Some(moves.collect())
}

/// `n` choose `k`, saturating.
fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1usize, |c, i| c.saturating_mul(n - i) / (i + 1))
}

/// How a play-out chooses the moves after the one it tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// Each move a legal one drawn uniformly ([`random_move`]).
    Random,
    /// The game's quick move where it has one ([`Computer::playout_move`]), else at random:
    /// where random play misjudges a game (opponents that never defend lose any contract), a
    /// little knowledge here makes the search see.
    ///
    /// [`Computer::playout_move`]: crate::game::Computer::playout_move
    Game,
}

/// Plays a deal out with the game's play-outs ([`Playouts::Game`]); the score, if it ended.
pub fn playout(game: &mut AnyGame, rng: &mut dyn RngCore) -> Option<Scores> {
    playout_by(game, Playouts::Game, rng)
}

/// Plays a deal out, each move chosen as `how` says; the score, if it ended.
pub fn playout_by(game: &mut AnyGame, how: Playouts, rng: &mut dyn RngCore) -> Option<Scores> {
    for _ in 0..MAX_STEPS {
        if let Some(score) = game.get().score() {
            return Some(score);
        }
        let seats = game.get().to_act();
        let &seat = seats.choose(rng)?;
        let quick = match how {
            Playouts::Game => game.get().playout_move(seat, rng),
            Playouts::Random => None,
        };
        let mv = match quick {
            Some(mv) => mv,
            None => random_move(game.get(), seat, rng)?,
        };
        game.get_mut().apply(seat, &mv).ok()?;
    }
    None
}

/// The computer's move for a seat, or `None` if it has none — or, at the searching level, if
/// the game's own knowledge ([`Computer::expert`]) says a seat that need not act does better to
/// wait. Without knowledge of the game's own, the strong level plays a deal that hides
/// nothing from it exactly ([`solve::exact`]) and searches the rest by the tree
/// ([`tree::search`]; flat where the game says so, [`Computer::searches_by_tree`]) and the easy
/// level by the flat search at a hundred play-outs at most.
///
/// [`Computer::expert`]: crate::game::Computer::expert
/// [`Computer::searches_by_tree`]: crate::game::Computer::searches_by_tree
pub fn choose(
    game: &dyn Game,
    seat: usize,
    level: Level,
    budget: Budget,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    if level == Level::Random {
        return match game.random(seat, rng) {
            Some(decided) => decided,
            None => random_move(game, seat, rng),
        };
    }
    let own = match level {
        Level::Easy => game.easy(seat, rng),
        _ => None,
    };
    if let Some(decided) = own.or_else(|| game.expert(seat, budget, rng)) {
        return decided;
    }
    let start = Instant::now();
    if level == Level::Strong
        && let Some(mv) = solve::exact(game, seat, budget)
    {
        return Some(mv);
    }
    let budget = budget.left_since(start);
    match level {
        Level::Strong if game.searches_by_tree() => tree::search(game, seat, budget, rng),
        Level::Strong => flat(game, seat, budget, rng),
        _ => flat(game, seat, budget.at_most(EASY_PLAYOUTS), rng),
    }
}

/// The play-outs the easy level's search spends at most per decision where the game has no
/// easy player of its own: enough to see what a card wins at once, too few to plan.
pub(crate) const EASY_PLAYOUTS: u32 = 100;

/// The search alone, without the game's own knowledge: every candidate move played out from
/// imagined deals within the budget ([`appraise`], the game's play-outs), the best average
/// taken (`None` if the seat has no move). What [`choose`] falls back on.
pub fn flat(game: &dyn Game, seat: usize, budget: Budget, rng: &mut dyn RngCore) -> Option<Move> {
    flat_by(game, seat, budget, Playouts::Game, Sight::Own, rng)
}

/// [`flat`] with the play-outs `how`.
fn flat_by(
    game: &dyn Game,
    seat: usize,
    budget: Budget,
    how: Playouts,
    sight: Sight,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    let choices = match sight {
        Sight::Blind => Choices::Drawn,
        Sight::Own | Sight::All | Sight::Hands => Choices::Every,
    };
    let moves = candidates_by(game, seat, choices, rng);
    weigh_seeing(game, seat, moves, budget, how, sight, rng)
}

/// The best of `moves` of a seat as play-outs of kind `how` tell ([`appraise`], [`best`]):
/// the only move without appraising it; `None` without moves. A game's own player passes the
/// moves worth weighing (its bids, declarations and discards) with [`Playouts::Game`].
pub fn weigh(
    game: &dyn Game,
    seat: usize,
    moves: Vec<Move>,
    budget: Budget,
    how: Playouts,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    weigh_seeing(game, seat, moves, budget, how, Sight::Own, rng)
}

/// [`weigh`] over the deals `sight` gives.
fn weigh_seeing(
    game: &dyn Game,
    seat: usize,
    moves: Vec<Move>,
    budget: Budget,
    how: Playouts,
    sight: Sight,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    if moves.len() <= 1 {
        return moves.into_iter().next();
    }
    let means = appraise_seeing(game, seat, &moves, budget, how, sight, rng);
    best(&moves, &means)
}

/// What each of `moves` of a seat is worth as far as play-outs tell: the mean
/// [`Computer::value`] for the seat after it, each move tried in turn on the same imagined deal
/// ([`Deal::determinize`]) and played out as `how` says, deal after deal within the budget
/// (`None` for a move none of whose play-outs ended). The evaluator of bids, declarations and
/// cards alike: a game's own player passes the moves worth weighing.
///
/// [`Computer::value`]: crate::game::Computer::value
/// [`Deal::determinize`]: crate::game::Deal::determinize
pub fn appraise(
    game: &dyn Game,
    seat: usize,
    moves: &[Move],
    budget: Budget,
    how: Playouts,
    rng: &mut dyn RngCore,
) -> Vec<Option<f64>> {
    appraise_seeing(game, seat, moves, budget, how, Sight::Own, rng)
}

/// Which deal a search plays out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sight {
    /// Deals as the seat could imagine them ([`Deal::determinize`]): every player's.
    ///
    /// [`Deal::determinize`]: crate::game::Deal::determinize
    Own,
    /// Deals as the seat could imagine them from the cards in sight alone
    /// ([`Deal::determinize_blind`]): the `search` rival's, today's player kept for comparison.
    ///
    /// [`Deal::determinize_blind`]: crate::game::Deal::determinize_blind
    Blind,
    /// The deal itself, every hidden card in sight: the `seer`'s and the `oracle`'s, measuring
    /// instruments of how much of a game is luck, never a table's player.
    All,
    /// Deals with every hand in sight and the cards no hand holds dealt again
    /// ([`Deal::determinize_seeing_hands`]): the `hands` rival's, a measuring instrument that
    /// does not see the order of the cards still to be drawn.
    ///
    /// [`Deal::determinize_seeing_hands`]: crate::game::Deal::determinize_seeing_hands
    Hands,
}

impl Sight {
    /// A deal to search, as `seat` sees `game` by this sight.
    fn world(self, game: &dyn Game, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        match self {
            Sight::Own => game.determinize(seat, rng),
            Sight::Blind => game.determinize_blind(seat, rng),
            Sight::All => AnyGame::new(game.boxed()),
            Sight::Hands => game.determinize_seeing_hands(seat, rng),
        }
    }
}

/// [`appraise`] over the deals `sight` gives.
fn appraise_seeing(
    game: &dyn Game,
    seat: usize,
    moves: &[Move],
    budget: Budget,
    how: Playouts,
    sight: Sight,
    rng: &mut dyn RngCore,
) -> Vec<Option<f64>> {
    let start = Instant::now();
    let mut totals = vec![0f64; moves.len()];
    let mut counts = vec![0u32; moves.len()];
    let mut spent = 0u32;
    'outer: while spent < budget.playouts && !moves.is_empty() {
        let world = sight.world(game, seat, rng);
        for (i, mv) in moves.iter().enumerate() {
            let mut next = world.clone();
            if next.get_mut().apply(seat, mv).is_err() {
                continue;
            }
            if playout_by(&mut next, how, rng).is_some() {
                totals[i] += next.get().value(seat);
                counts[i] += 1;
            }
            spent += 1;
            if start.elapsed() >= budget.time {
                break 'outer;
            }
        }
    }
    (0..moves.len())
        .map(|i| (counts[i] > 0).then(|| totals[i] / f64::from(counts[i])))
        .collect()
}

/// The move of the best worth ([`appraise`]'s means, in the same order; the last of equals, the
/// first move if none has a worth); `None` without moves.
pub fn best(moves: &[Move], means: &[Option<f64>]) -> Option<Move> {
    let at = (0..moves.len())
        .filter_map(|i| Some((i, means.get(i).copied().flatten()?)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(0, |(i, _)| i);
    moves.get(at).copied()
}

/// The kernel's players beside the levels, for the arena of every game (`bummerl arena --b
/// NAME`), so that a comparison can be run again:
/// - `search`, the flat search with uniformly random play-outs over deals imagined from the
///   cards alone ([`flat`] as it was before the games had play-out moves of their own and
///   read the play);
/// - `tree`, the strong level by the tree whatever the game measured: the game's own knowledge,
///   else the information-set tree search ([`tree::search`]);
/// - `flat`, the strong level as it was before it searched by the tree: the game's own
///   knowledge, else the flat search with the game's play-outs;
/// - `seer`, the flat search over the deal itself, every hidden card in sight: what sight buys
///   the flat search, against which a game's luck shows;
/// - `oracle`, the strong level's search over the deal itself: a two-seat deal solved exactly
///   where it is small enough ([`solve::seen`]), else the tree over the deal as it lies
///   ([`tree::search_seeing`]) — the nearer bound of what a player who saw every card would win;
/// - `hands`, the `oracle` seeing every hand but not the cards still to be drawn (a stock, a
///   talon, another's discards: [`Sight::Hands`]) — what a player who saw the other hands, and
///   no more, would win; the exact solve only where the hands hold every card left.
pub const RIVALS: &[&str] = &["search", "tree", "flat", "seer", "oracle", "hands"];

/// The move of one of [`RIVALS`] by name for a seat within `budget`; `None` for another name.
pub fn rival(
    game: &dyn Game,
    name: &str,
    seat: usize,
    budget: Budget,
    rng: &mut dyn RngCore,
) -> Option<Option<Move>> {
    match name {
        "search" => Some(flat_by(
            game,
            seat,
            budget,
            Playouts::Random,
            Sight::Blind,
            rng,
        )),
        "seer" => Some(flat_by(game, seat, budget, Playouts::Game, Sight::All, rng)),
        "oracle" => Some(sighted(game, seat, budget, Sight::All, rng)),
        "hands" => Some(sighted(game, seat, budget, Sight::Hands, rng)),
        "tree" => Some(strong_by(game, seat, budget, rng, tree::search)),
        "flat" => Some(strong_by(game, seat, budget, rng, flat)),
        _ => None,
    }
}

/// The move of a rival that sees more than its seat ([`RIVALS`]: the `oracle` every card,
/// `hands` every hand), the game's own knowledge unused: a two-seat deal solved exactly where
/// nothing `sight` leaves imagined is hidden (the deal itself, or every card left in the
/// hands), else the tree over the deals `sight` gives.
fn sighted(
    game: &dyn Game,
    seat: usize,
    budget: Budget,
    sight: Sight,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    let start = Instant::now();
    if game.seats() == 2
        && (sight == Sight::All || game.open_to(seat))
        && let Some(mv) = solve::seen(game, seat, budget)
    {
        return Some(mv);
    }
    let budget = budget.left_since(start);
    tree::search_seeing(game, seat, budget, sight, rng)
}

/// A search of a seat's cards, as the strong level runs one.
type Search = fn(&dyn Game, usize, Budget, &mut dyn RngCore) -> Option<Move>;

/// The strong level with `search` for the cards: the game's own knowledge (bidding, declaring)
/// first, as the rivals `tree` and `flat` play.
fn strong_by(
    game: &dyn Game,
    seat: usize,
    budget: Budget,
    rng: &mut dyn RngCore,
    search: Search,
) -> Option<Move> {
    game.expert(seat, budget, rng)
        .unwrap_or_else(|| search(game, seat, budget, rng))
}

/// What a move is worth to a seat as far as play-outs tell: the mean [`Computer::value`] for the
/// seat of `playouts` random play-outs after it, each from the deal as the seat could imagine
/// it ([`Deal::determinize`]); `None` if none of them ended.
///
/// [`Computer::value`]: crate::game::Computer::value
/// [`Deal::determinize`]: crate::game::Deal::determinize
pub fn estimate(
    game: &dyn Game,
    seat: usize,
    mv: &Move,
    playouts: u32,
    rng: &mut dyn RngCore,
) -> Option<f64> {
    let (mut total, mut count) = (0.0, 0u32);
    for _ in 0..playouts {
        let mut world = game.determinize(seat, rng);
        if world.get_mut().apply(seat, mv).is_ok() && playout(&mut world, rng).is_some() {
            total += world.get().value(seat);
            count += 1;
        }
    }
    (count > 0).then(|| total / f64::from(count))
}

/// A search that spends playouts only, never looks at the clock: the same seed gives the same
/// moves on any machine (arena runs and tests).
pub fn deterministic(playouts: u32) -> Budget {
    Budget {
        playouts,
        time: Duration::from_secs(3600),
    }
}

/// A random seat among those that may act, if any: the one seat without a draw (most moves
/// of most games), else one drawn.
pub fn anyone(game: &dyn Game, rng: &mut dyn RngCore) -> Option<usize> {
    match game.to_act().as_slice() {
        [] => None,
        &[seat] => Some(seat),
        seats => Some(seats[rng.random_range(0..seats.len())]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::cards;

    fn choice(from: &str, min: usize, max: usize) -> Choice {
        Choice {
            verb: "discard".into(),
            from: cards(from),
            min,
            max,
        }
    }

    /// The `hands` rival's deals keep every hand as it lies and deal the rest again: after a
    /// few random moves of the games that say where their hands end, both hands stay, and some
    /// world differs from the deal (its stock or talon shuffled).
    #[test]
    fn a_deal_seen_by_its_hands_keeps_them_and_shuffles_the_rest() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
        for id in ["mariage", "ecarte", "boehmischer_schneider"] {
            let spec = crate::registry::spec(id).unwrap();
            let rules = spec.rules(&serde_json::Map::new()).expect("the defaults");
            let mut game = (spec.new_match)(2, &rules, &mut rng).expect("a deal");
            for _ in 0..4 {
                let seat = anyone(game.get(), &mut rng).expect("a seat to act");
                let mv = random_move(game.get(), seat, &mut rng).expect("a move");
                game.get_mut().apply(seat, &mv).expect("a legal move");
            }
            let mut differs = false;
            for _ in 0..20 {
                let world = Sight::Hands.world(game.get(), 0, &mut rng);
                for seat in 0..2 {
                    assert_eq!(world.get().hand(seat), game.get().hand(seat), "{id}");
                }
                differs |= world.get().save() != game.get().save();
            }
            assert!(differs, "{id}: the cards to be drawn are imagined");
        }
    }

    /// What is left of a budget: its time less what has passed, never below nothing; its
    /// play-outs as they were.
    #[test]
    fn the_time_left_of_a_budget() {
        let budget = Budget {
            playouts: 700,
            time: Duration::from_secs(10),
        };
        let ago = |ms| {
            Instant::now()
                .checked_sub(Duration::from_millis(ms))
                .unwrap()
        };
        let left = budget.left_since(ago(2_000));
        assert!(left.time <= Duration::from_secs(8), "{left:?}");
        assert!(left.time > Duration::from_secs(5), "{left:?}");
        assert_eq!(left.playouts, 700);
        assert_eq!(budget.left_since(ago(12_000)).time, Duration::ZERO);
    }

    /// A small choice is tried whole: each way of choosing once, in its numbers only.
    #[test]
    fn every_way_of_a_small_choice_is_a_candidate() {
        let five = choice("KH 7C 8D 9S 7S", 1, 5);
        let all = every_choice(&five).expect("31 ways");
        assert_eq!(all.len(), 31);
        let distinct: std::collections::HashSet<String> =
            all.iter().map(|m| m.to_string()).collect();
        assert_eq!(distinct.len(), 31);
        assert!(all.iter().all(|m| (1..=5).contains(&m.cards().len())));
        let low = five.to_move(&cards("7C 8D 7S")).expect("a way");
        assert!(all.contains(&low));
        let none_or_two = every_choice(&choice("KH 7C 8D 9S 7S", 0, 2)).expect("16 ways");
        assert_eq!(none_or_two.len(), 1 + 5 + 10);
    }

    /// A large choice is left to random draws.
    #[test]
    fn a_large_choice_is_drawn() {
        let twelve = choice("AC KC QC JC TC 9C AD KD QD JD TD 9D", 1, 5);
        assert_eq!(every_choice(&twelve), None);
        assert_eq!(binomial(12, 5), 792);
        assert_eq!(binomial(5, 0), 1);
    }
}
