//! Bassette (`RULES-bassette.md`): one banker (seat 0) against any number of punters, the French
//! pack of 52, ranks only. The punters stake Marken on ranks whenever they like; the banker draws
//! the pack two cards at a time — the first of each pair for the bank, the second (la Ponte) for
//! the punters. The first card wins two thirds for the bank, a stake placed during the Taille
//! meets its own exceptions, the last card counts for nobody. A Partie passes the bank round the
//! table once (or the computer banks three Tailles).

mod player;
mod scenario;
mod store;
mod words;

use std::fmt;

use arrayvec::ArrayString;
use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank};
use crate::game::{
    Computer, Deal, Lying, Move, Open, Refusal, Scene, Scores, Standing, View, Words,
};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};
use crate::search::Budget;

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("bassette", include_str!("de.ftl"), include_str!("en.ftl"));

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "bassette",
    aliases: &[],
    family: "bassette",
    words: &WORDS,
    face: crate::glossary::Face::French,
    packs: &[crate::glossary::Face::French],
    seats: (2, 11),
    ranking: Ranking::Amounts,
    // Punters stake side by side; the computer may hold the bank.
    table: TableTraits {
        concurrent: true,
        computer_bank: true,
        tells_roles: true,
        ..TableTraits::PLAIN
    },
    house_rules: &[
        HouseRule {
            name: "min_stake",
            default: RuleKind::Int {
                default: 3,
                min: 3,
                max: MAX_LIMIT,
            },
        },
        HouseRule {
            name: "max_stake",
            default: RuleKind::Int {
                default: 30,
                min: 3,
                max: MAX_LIMIT,
            },
        },
        HouseRule {
            name: "bank",
            default: RuleKind::Word {
                default: "players",
                words: &["players", "computer"],
            },
        },
    ],
    new_match,
    scenario: scenario::read,
    load: load::<Bassette>,
    action: scenario::action,
    read: words::read,
    upgrade: crate::registry::stored_as_today,
};

/// The largest value a stake limit may take.
const MAX_LIMIT: i64 = 999_999;

/// The Marken each player starts a Partie with (a table setting of the rules file).
pub const START: i64 = 100;

/// The computer bank's Marken for each Taille (a table setting of the rules file).
pub const COMPUTER_BANK: i64 = 1000;

/// The Tailles of a Partie against the computer bank.
const COMPUTER_TAILLES: u32 = 3;

/// The cards of a Taille.
const CARDS: usize = 52;

/// A standing stake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stake {
    /// The punter.
    seat: usize,
    /// The rank's code (`A K Q J T 9 … 2`).
    rank: char,
    /// The Marken staked.
    amount: i64,
    /// The pairs drawn when it was placed: 0 for an opening stake, *k* for a late stake.
    after: usize,
}

/// What a card does to a stake on its rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum How {
    /// The bank wins two thirds of it.
    TwoThirds,
    /// The bank wins it whole.
    Whole,
    /// The bank pays it 1 : 1.
    Paid,
    /// The card does not count for it; it stands on.
    NotCounted,
}

/// What card number `n` (1 to 51) does to a stake placed after `after` pairs.
fn effect(after: usize, n: usize) -> How {
    if after == 0 && n == 1 {
        How::TwoThirds
    } else if after > 0 && n == 2 * after + 1 {
        How::NotCounted
    } else if after > 0 && n == 2 * after + 2 {
        How::TwoThirds
    } else if n % 2 == 1 {
        How::Whole
    } else {
        How::Paid
    }
}

/// What a stake of `amount` pays the bank when a card does `how` to it (negative where the
/// bank pays), or `None` where the card does not count for it.
fn to_bank(how: How, amount: i64) -> Option<i64> {
    match how {
        How::TwoThirds => Some(amount / 3 * 2),
        How::Whole => Some(amount),
        How::Paid => Some(-amount),
        How::NotCounted => None,
    }
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Note {
    /// A punter staked.
    Staked(Stake),
    /// The banker drew pair `pair` (1 to 26).
    Pair { pair: usize, cards: [Card; 2] },
    /// A card decided a stake (or did not count for it).
    Settled { stake: Stake, how: How },
    /// The Taille is over.
    End,
}

/// Who banks in the Partie, and how far it has gone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Partie {
    /// The players bank in turn; each seat (of this Taille's numbering) marked once it banked.
    Players { start: i64, banked: Vec<bool> },
    /// The computer holds seat 0's bank with fresh Marken every Taille; `taille` counts from 1.
    Computer { start: i64, fresh: i64, taille: u32 },
}

impl Partie {
    /// A players' bank at its first Taille: seat 0 banks first, everybody began with [`START`].
    fn players(seats: usize) -> Partie {
        let mut banked = vec![false; seats];
        banked[0] = true;
        Partie::Players {
            start: START,
            banked,
        }
    }
}

/// A Taille of Bassette, with the Partie's standing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bassette {
    min_stake: i64,
    max_stake: i64,
    /// The pack in the order it is drawn (the last card is the bottom card).
    #[serde(with = "store::cards")]
    pack: Vec<Card>,
    /// How many cards are drawn.
    drawn: usize,
    /// Each seat's Marken when the Taille began.
    before: Vec<i64>,
    /// Each seat's Marken now (payments are made card by card).
    chips: Vec<i64>,
    /// The standing stakes, in the order they were placed.
    #[serde(with = "store::joined")]
    stakes: Vec<Stake>,
    partie: Partie,
    /// The public events in their stored text (see `store`), separated by spaces: a Taille's
    /// hundreds of events copy as one string.
    #[serde(deserialize_with = "store::events")]
    notes: String,
}

/// The ranks by their letter (`2` … `9`, `A`, `J`, `K`, `Q`, `T`): the order of stake moves.
const RANKS_BY_LETTER: [Rank; 13] = {
    let mut ranks = Rank::ALL;
    // An insertion sort, as a constant.
    let mut i = 1;
    while i < ranks.len() {
        let mut j = i;
        while j > 0 && (ranks[j - 1].code() as u32) > (ranks[j].code() as u32) {
            let swap = ranks[j - 1];
            ranks[j - 1] = ranks[j];
            ranks[j] = swap;
            j -= 1;
        }
        i += 1;
    }
    ranks
};

/// The move of a stake of `amount` on `rank`: the rank's move made once, an amount below 1,000
/// added as a number, a larger one written.
fn stake_move(rank: Rank, amount: i64) -> Move {
    static STAKES: std::sync::LazyLock<[Move; 13]> = std::sync::LazyLock::new(|| {
        RANKS_BY_LETTER.map(|rank| {
            let code = [rank.code() as u8];
            Move::with_arg("stake", std::str::from_utf8(&code).expect("ASCII"))
        })
    });
    let at = RANKS_BY_LETTER.iter().position(|&r| r == rank);
    let stake = STAKES[at.expect("one of the thirteen")];
    match u16::try_from(amount) {
        Ok(number) if number < 1000 => stake.and_number(number),
        _ => {
            let code = [rank.code() as u8];
            let code = std::str::from_utf8(&code).expect("ASCII");
            Move::with_args("stake", &[code, &amount.to_string()])
        }
    }
}

/// The `k`-th (from 0) of the amounts `min`, `min + 3`, … up to `max` in the order of their
/// digits as text (`12` before `3`), without listing them: the digits are chosen one by one,
/// each time counting the amounts that start with the digits so far.
fn nth_in_text_order(min: i64, max: i64, mut k: i64) -> i64 {
    // Amounts from `a` to `b` (both included).
    let between = |a: i64, b: i64| -> i64 {
        let (a, b) = (a.max(min), b.min(max));
        if a > b {
            return 0;
        }
        let first = a + (min - a).rem_euclid(3);
        if first > b { 0 } else { (b - first) / 3 + 1 }
    };
    // Amounts whose text starts with the digits of `prefix`.
    let starting = |prefix: i64| -> i64 {
        let (mut low, mut high, mut n) = (prefix, prefix, 0);
        while low <= max {
            n += between(low, high);
            low *= 10;
            high = high * 10 + 9;
        }
        n
    };
    let mut prefix = 0;
    loop {
        let digits = if prefix == 0 { 1..=9 } else { 0..=9 };
        for digit in digits {
            let next = prefix * 10 + digit;
            let here = starting(next);
            if k >= here {
                k -= here;
                continue;
            }
            if between(next, next) == 1 {
                if k == 0 {
                    return next;
                }
                k -= 1;
            }
            prefix = next;
            break;
        }
    }
}

/// The stake limits of a table's house rules.
fn limits(rules: &Rules) -> Result<(i64, i64), String> {
    let (min, max) = (rules.int("min_stake"), rules.int("max_stake"));
    if min % 3 != 0 || max % 3 != 0 {
        return Err("min_stake and max_stake must be multiples of 3".into());
    }
    if min > max {
        return Err("min_stake must not exceed max_stake".into());
    }
    Ok((min, max))
}

/// A table's new Partie: a players' bank, or the computer's where the table's `bank` setting
/// says so (a table setting of the rules file, not a rule of a scenario).
fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if rules.0.get("bank").and_then(|v| v.as_str()) == Some("computer") {
        return computer_bank_match(seats, rules, rng);
    }
    check_table(seats)?;
    let partie = Partie::players(seats);
    Ok(Bassette::taille(limits(rules)?, vec![START; seats], partie, rng).into_any())
}

/// A Partie against the computer bank (the rules file's other table setting): the bot holds
/// seat 0 with [`COMPUTER_BANK`] Marken fresh for each of three Tailles, the players are the
/// punters and keep their Marken from Taille to Taille. [`SPEC`]'s `new_match` opens the
/// default, a players' bank.
pub fn computer_bank_match(
    seats: usize,
    rules: &Rules,
    rng: &mut dyn RngCore,
) -> Result<AnyGame, String> {
    check_table(seats)?;
    let mut chips = vec![START; seats];
    chips[0] = COMPUTER_BANK;
    let partie = Partie::Computer {
        start: START,
        fresh: COMPUTER_BANK,
        taille: 1,
    };
    Ok(Bassette::taille(limits(rules)?, chips, partie, rng).into_any())
}

fn check_table(seats: usize) -> Result<(), String> {
    if (SPEC.seats.0..=SPEC.seats.1).contains(&seats) {
        Ok(())
    } else {
        Err(format!(
            "Bassette is for {} to {} players",
            SPEC.seats.0, SPEC.seats.1
        ))
    }
}

/// The rank of a code of one character.
fn rank_of(text: &str) -> Option<Rank> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Rank::from_code(c),
        _ => None,
    }
}

/// A stake move's rank and amount, if the move is one in canonical form.
fn read_stake(mv: &Move) -> Option<(Rank, i64)> {
    if let (2, Some(amount)) = (mv.arg_count(), mv.number(1)) {
        return Some((rank_of(mv.args().next()?)?, i64::from(amount)));
    }
    let args = mv.arg_list();
    let [rank, amount] = args.as_slice() else {
        return None;
    };
    let amount_value: i64 = amount.parse().ok()?;
    (amount_value.to_string() == *amount).then_some(())?;
    Some((rank_of(rank)?, amount_value))
}

impl Bassette {
    fn new(limits: (i64, i64), pack: Vec<Card>, chips: Vec<i64>, partie: Partie) -> Bassette {
        Bassette {
            min_stake: limits.0,
            max_stake: limits.1,
            pack,
            drawn: 0,
            before: chips.clone(),
            chips,
            stakes: Vec::new(),
            partie,
            // A Taille writes a few kilobytes of events: room for them at once.
            notes: String::with_capacity(4096),
        }
    }

    /// A Taille from a shuffled pack.
    fn taille(
        limits: (i64, i64),
        chips: Vec<i64>,
        partie: Partie,
        rng: &mut dyn RngCore,
    ) -> Bassette {
        let mut pack = Pack::FiftyTwo.cards();
        pack.shuffle(rng);
        Bassette::new(limits, pack, chips, partie)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    fn over(&self) -> bool {
        self.drawn == CARDS
    }

    /// The pairs drawn so far.
    fn pairs(&self) -> usize {
        self.drawn / 2
    }

    /// A seat's standing stakes together.
    fn staked(&self, seat: usize) -> i64 {
        self.stakes
            .iter()
            .filter(|s| s.seat == seat)
            .map(|s| s.amount)
            .sum()
    }

    /// The bank less every standing stake.
    fn bank_free(&self) -> i64 {
        self.chips[0] - self.stakes.iter().map(|s| s.amount).sum::<i64>()
    }

    /// The most a punter may stake now: the maximum, his free Marken and the bank's.
    fn cap(&self, seat: usize) -> i64 {
        self.max_stake
            .min(self.chips[seat] - self.staked(seat))
            .min(self.bank_free())
    }

    /// Whether a punter has a legal stake (what [`Deal::legal`] lists, without listing it).
    fn may_stake(&self, seat: usize) -> bool {
        self.cap(seat) >= self.min_stake
            && Rank::ALL
                .into_iter()
                .any(|rank| !self.has_stake(seat, rank))
    }

    /// The ranks a punter may still stake on, by their letter (the order of the moves' text).
    fn open_ranks(&self, seat: usize) -> impl Iterator<Item = Rank> + '_ {
        RANKS_BY_LETTER
            .into_iter()
            .filter(move |&rank| !self.has_stake(seat, rank))
    }

    /// Whether a punter has a standing stake on a rank.
    fn has_stake(&self, seat: usize, rank: Rank) -> bool {
        self.stakes
            .iter()
            .any(|s| s.seat == seat && s.rank == rank.code())
    }

    /// Whether a punter may stake `amount` on `rank`, checked in the rules file's order.
    fn check_stake(&self, seat: usize, rank: Rank, amount: i64) -> Result<(), Refusal> {
        if amount % 3 != 0 || amount < self.min_stake || amount > self.max_stake {
            return Err(Refusal("bad_amount"));
        }
        if self.has_stake(seat, rank) {
            return Err(Refusal("already_staked"));
        }
        if amount > self.chips[seat] - self.staked(seat) {
            return Err(Refusal("no_chips"));
        }
        if amount > self.bank_free() {
            return Err(Refusal("bank_limit"));
        }
        Ok(())
    }

    /// Tells a public event.
    fn note(&mut self, note: Note) {
        if !self.notes.is_empty() {
            self.notes.push(' ');
        }
        note.write_onto(&mut self.notes).expect("a String takes it");
    }

    /// Draws the next pair and settles each card at once.
    fn draw(&mut self) {
        let pair = self.pairs() + 1;
        let cards = [self.pack[self.drawn], self.pack[self.drawn + 1]];
        self.note(Note::Pair { pair, cards });
        for _ in 0..2 {
            self.drawn += 1;
            self.settle(self.drawn);
        }
        if self.over() {
            self.note(Note::End);
        }
    }

    /// Settles card number `n` against every standing stake on its rank, in the order placed.
    fn settle(&mut self, n: usize) {
        // The last card counts for nobody: what stands on its rank is returned at the end.
        if n == CARDS {
            return;
        }
        let rank = self.pack[n - 1].rank().code();
        let mut standing = Vec::with_capacity(self.stakes.len());
        for stake in std::mem::take(&mut self.stakes) {
            if stake.rank != rank {
                standing.push(stake);
                continue;
            }
            let how = effect(stake.after, n);
            let paid = to_bank(how, stake.amount).unwrap_or_else(|| {
                standing.push(stake);
                0
            });
            self.chips[stake.seat] -= paid;
            self.chips[0] += paid;
            self.note(Note::Settled { stake, how });
        }
        self.stakes = standing;
    }

    /// What each seat won or lost in the Taille so far.
    fn score_now(&self) -> Scores {
        self.chips
            .iter()
            .zip(&self.before)
            .map(|(now, before)| now - before)
            .collect()
    }

    /// The seat (of this Taille) that banks the next Taille, once this one is over, if the
    /// Partie goes on.
    ///
    /// Reading: a player passed over for want of Marken has had his turn (with no Marken he can
    /// neither stake nor bank again), so the bank goes round once; and the Partie ends early
    /// once fewer than two players hold Marken, as nobody could stake any more.
    fn next_banker(&self) -> Option<usize> {
        if !self.over() {
            return None;
        }
        match &self.partie {
            Partie::Players { banked, .. } => {
                if self.chips.iter().filter(|&&c| c > 0).count() < 2 {
                    return None;
                }
                (1..self.chips.len()).find(|&s| !banked[s] && self.chips[s] > 0)
            }
            Partie::Computer { taille, .. } => {
                (*taille < COMPUTER_TAILLES && self.chips[1..].iter().any(|&c| c > 0)).then_some(0)
            }
        }
    }

    fn partie_over(&self) -> bool {
        self.over() && self.next_banker().is_none()
    }

    /// The Marken each player began the Partie with.
    fn partie_start(&self) -> i64 {
        match self.partie {
            Partie::Players { start, .. } | Partie::Computer { start, .. } => start,
        }
    }

    /// The seats holding the most Marken (players' bank), or the most among the punters.
    fn leaders(&self) -> Vec<usize> {
        let from = usize::from(matches!(self.partie, Partie::Computer { .. }));
        let best = self.chips[from..].iter().copied().max().unwrap_or(0);
        (from..self.chips.len())
            .filter(|&s| self.chips[s] == best)
            .collect()
    }
}

impl Deal for Bassette {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        self.chips.len()
    }

    fn to_act(&self) -> crate::game::Seats {
        if self.over() {
            return crate::game::Seats::new();
        }
        let mut seats: crate::game::Seats = [0].into_iter().collect();
        seats.extend((1..self.seats()).filter(|&s| self.may_stake(s)));
        seats
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if self.over() || seat >= self.seats() {
            return;
        }
        if seat == 0 {
            return out.push(Move::verb_only("draw"));
        }
        // In the order of the moves' text (`stake:RANK:AMOUNT`), written once: ranks by their
        // letter, then amounts by their digits as text (`12` before `3`).
        let mut amounts: Vec<(ArrayString<20>, i64)> = (self.min_stake..=self.cap(seat))
            .step_by(3)
            .map(|amount| {
                let mut text = ArrayString::new();
                fmt::Write::write_fmt(&mut text, format_args!("{amount}")).expect("fits");
                (text, amount)
            })
            .collect();
        amounts.sort_unstable();
        for rank in self.open_ranks(seat) {
            out.extend(amounts.iter().map(|&(_, amount)| stake_move(rank, amount)));
        }
    }

    fn random_legal(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        if self.over() || seat >= self.seats() {
            return None;
        }
        if seat == 0 {
            // The banker's one move, after the one draw the list of one would take.
            rand::Rng::random_range(rng, 0..1_u32);
            return Some(Move::verb_only("draw"));
        }
        // The listing's order without the listing: rank after rank, each with every amount.
        let ranks: arrayvec::ArrayVec<Rank, 13> = self.open_ranks(seat).collect();
        let cap = self.cap(seat);
        let amounts = if cap < self.min_stake {
            0
        } else {
            (cap - self.min_stake) / 3 + 1
        };
        let count = u32::try_from(ranks.len() as i64 * amounts)
            .ok()
            .filter(|&n| n > 0)?;
        let n = i64::from(rand::Rng::random_range(rng, 0..count));
        let amount = nth_in_text_order(self.min_stake, cap, n % amounts);
        Some(stake_move(ranks[(n / amounts) as usize], amount))
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if self.over() {
            return Err(Refusal::GAME_OVER);
        }
        if seat >= self.seats() {
            return Err(Refusal::ILLEGAL);
        }
        match mv.verb() {
            "draw" if mv.args().next().is_none() => {
                if seat != 0 {
                    return Err(Refusal::NOT_YOUR_TURN);
                }
                self.draw();
                Ok(())
            }
            "stake" => {
                if seat == 0 {
                    return Err(Refusal("not_a_punter"));
                }
                let (rank, amount) = read_stake(mv).ok_or(Refusal::ILLEGAL)?;
                self.check_stake(seat, rank, amount)?;
                let stake = Stake {
                    seat,
                    rank: rank.code(),
                    amount,
                    after: self.pairs(),
                };
                self.stakes.push(stake);
                self.note(Note::Staked(stake));
                Ok(())
            }
            _ => Err(Refusal::ILLEGAL),
        }
    }

    fn hand(&self, _seat: usize) -> Vec<Card> {
        Vec::new()
    }

    /// A punter's stake leaves the others' choices as they were (the bank's limit, where it
    /// binds, is checked when they stake); the banker's draw changes them.
    fn concurrent(&self, seat: usize, mv: &Move) -> bool {
        seat != 0 && mv.verb() == "stake"
    }

    fn score(&self) -> Option<Scores> {
        self.over().then(|| self.score_now())
    }

    fn result(&self) -> Option<Value> {
        if !self.over() {
            return None;
        }
        let returned: Vec<Value> = self
            .stakes
            .iter()
            .map(|s| json!([s.seat, s.rank.to_string(), s.amount]))
            .collect();
        Some(json!({
            "score": self.score(),
            "chips": self.chips,
            "returned": returned,
        }))
    }

    fn standing(&self) -> Standing {
        let totals = if self.over() {
            self.chips.clone()
        } else {
            self.before.clone()
        };
        Standing {
            line: Lang::ALL.map(|lang| words::standing(self, &totals, lang)),
            totals,
        }
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        if !self.partie_over() {
            return None;
        }
        let mut result: Vec<i64> = self
            .chips
            .iter()
            .map(|now| now - self.partie_start())
            .collect();
        if matches!(self.partie, Partie::Computer { .. }) {
            // The computer bank is not ranked.
            result[0] = 0;
        }
        Some(result)
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        let shift = self.next_banker()?;
        let seats = self.seats();
        let turn = |i: usize| (i + shift) % seats;
        let (chips, partie) = match &self.partie {
            Partie::Players { start, banked } => {
                let mut banked: Vec<bool> = (0..seats).map(|i| banked[turn(i)]).collect();
                banked[0] = true;
                let chips = (0..seats).map(|i| self.chips[turn(i)]).collect();
                let partie = Partie::Players {
                    start: *start,
                    banked,
                };
                (chips, partie)
            }
            Partie::Computer {
                start,
                fresh,
                taille,
            } => {
                let mut chips = self.chips.clone();
                chips[0] = *fresh;
                let partie = Partie::Computer {
                    start: *start,
                    fresh: *fresh,
                    taille: taille + 1,
                };
                (chips, partie)
            }
        };
        let limits = (self.min_stake, self.max_stake);
        Some((
            Bassette::taille(limits, chips, partie, rng).into_any(),
            shift,
        ))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        // The banker has seen the bottom card; nobody has seen the rest of the pack.
        let end = if seat == 0 { CARDS - 1 } else { CARDS };
        if self.drawn < end {
            world.pack[self.drawn..end].shuffle(rng);
        }
        world.into_any()
    }
}

impl Words for Bassette {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let mut shown: CardSet = self.pack[..self.drawn].iter().copied().collect();
        // The bottom card: the banker's alone, until it is drawn.
        let bottom = (seat == Some(0) && !self.over()).then(|| self.pack[CARDS - 1]);
        if let Some(card) = bottom {
            shown.insert(card);
        }
        View {
            hand: Vec::new(),
            shown,
            lines: words::lines(self, seat, bottom, lang),
        }
    }

    /// The pack face down before the banker, and beside it the last pair drawn: the bank's
    /// card and the punters' (la Ponte).
    fn scene(&self, _seat: Option<usize>) -> Scene {
        let pair = self
            .drawn
            .checked_sub(2)
            .map(|at| &self.pack[at..self.drawn]);
        let open = pair.into_iter().flat_map(|pair| {
            [(Lying::Bank, pair[0]), (Lying::Ponte, pair[1])]
                .map(|(what, card)| Open::some(0, what, vec![card]))
        });
        Scene {
            talon: CARDS - self.drawn,
            open: open.flatten().collect(),
            ..Scene::default()
        }
    }

    /// The events and, before them, the line that says who banks.
    fn told(&self) -> usize {
        1 + self.notes.split_whitespace().count()
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        let opening = (from == 0).then(|| words::opening(lang));
        opening
            .into_iter()
            .chain(
                self.notes
                    .split_whitespace()
                    .skip(from.saturating_sub(1))
                    .filter_map(|text| text.parse::<Note>().ok())
                    .map(|note| words::tell(self, &note, lang)),
            )
            .collect()
    }

    /// A punter's stakes by rank as the rules list them (A K D B 10 … 2), each rank's by amount.
    fn offer(&self, _seat: usize, _hand: &[Card], moves: &mut [Move]) {
        moves.sort_by_key(|mv| {
            read_stake(mv).map(|(rank, amount)| (std::cmp::Reverse(rank), amount))
        });
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        words::label(mv, lang)
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        words::refusal_text(self, refusal, lang)
    }
}

impl Computer for Bassette {
    /// The computer's bank holds seat 0 for the whole Partie.
    fn computer_seats(&self) -> Vec<usize> {
        match self.partie {
            Partie::Computer { .. } => vec![0],
            Partie::Players { .. } => Vec::new(),
        }
    }

    /// The banker draws (his only move); a punter stakes in the shrewd style
    /// ([`player::Style::SHREWD`]): small stakes on the least bad ranks, until it has lost what
    /// it set out to risk.
    fn expert(&self, seat: usize, _: Budget, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        self.computer(seat, player::Style::SHREWD, rng)
    }

    /// The easy level's punter is bold ([`player::Style::BOLD`]): larger stakes on more ranks,
    /// on a hunch.
    fn easy(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        self.computer(seat, player::Style::BOLD, rng)
    }
}

impl Bassette {
    /// The computer's move for a seat: the banker draws, a punter plays `style`.
    fn computer(
        &self,
        seat: usize,
        style: player::Style,
        rng: &mut dyn RngCore,
    ) -> Option<Option<Move>> {
        if self.over() || seat >= self.seats() {
            return None;
        }
        Some(if seat == 0 {
            Some(player::banker())
        } else {
            player::punter(self, seat, style, rng)
        })
    }
}

#[cfg(test)]
mod tests;
