//! Schlauch (`RULES-schlauch.md`): three players, the German 32-card pack, all-or-nothing
//! games. The dealer takes twelve cards and lays two away (Daus and cards of the turned suit
//! shown); each player declares once; the declarer names trump, may ask for a card, and must
//! take every trick (Schlauch, Grandioso) or none (Bettel) — the six double games change aim
//! after the fifth trick. A won game writes Points to the declarer and Striche to the others;
//! every three games the Rechnung turns Points into Striche. A Partie is `rounds` Rechnungen.

mod player;
mod rules;
mod scenario;
mod scene;
mod steps;
mod words;

use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::game::{Choice, Computer, Deal, Move, Refusal, Scores, Standing, View, Words};
use crate::lang::Lang;
use crate::notes;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};

use crate::search::Budget;
use rules::{Contract, Kind, Mode, Naming, Outcome, deal_score, rechnung, settle};
use scenario::{action, scenario};
use words::Note;

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("schlauch", include_str!("de.ftl"), include_str!("en.ftl"));

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "schlauch",
    aliases: &[],
    family: "schlauch",
    words: &WORDS,
    face: crate::glossary::Face::German,
    packs: &crate::glossary::Face::ALL,
    seats: (3, 3),
    ranking: Ranking::Amounts,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "double_games",
            default: RuleKind::Bool(true),
        },
        HouseRule {
            name: "trumpfzwang",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "rounds",
            default: RuleKind::Int {
                default: 1,
                min: 1,
                max: 99,
            },
        },
    ],
    new_match,
    scenario,
    load: load::<Schlauch>,
    action,
    read: words::read,
    upgrade: crate::registry::stored_as_today,
};

/// The dealer's seat.
const DEALER: usize = 2;

/// The most cards a hand holds: the dealer's twelve before he lays two away.
const HAND: usize = 12;

/// Room for a deal's notes: the bidding, the asking, ten tricks and the end, so that they are
/// never moved.
const NOTES: usize = 24;

/// The step of a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    /// The dealer lays two cards away.
    Lay,
    /// Each seat declares once, in order.
    Bid,
    /// The declarer names trump.
    Trump,
    /// The declarer asks for a card or keeps.
    Ask,
    /// The declarer gives a card back for the one he got.
    Give,
    /// The tricks.
    Play,
    /// The deal is over.
    Over,
}

/// The Ausbitten: the card asked for, who handed it over, the card given back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Exchange {
    asked: Card,
    from: usize,
    given: Option<Card>,
}

/// The standing of the Partie before a deal, per seat of that deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Account {
    /// Points written since the last Rechnung.
    points: [i64; 3],
    /// Played games of this round (0 to 2).
    games: i64,
    /// Striche written in the Partie.
    striche: [i64; 3],
    /// Rounds (Rechnungen) done.
    rounds: i64,
}

impl Account {
    /// The same account from the next deal's seats (`shift` as in [`Deal::next_deal`]).
    fn rotated(self, shift: usize) -> Account {
        let turn = |a: [i64; 3]| [0, 1, 2].map(|i| a[(i + shift) % 3]);
        Account {
            points: turn(self.points),
            striche: turn(self.striche),
            ..self
        }
    }
}

/// The house rules a deal is dealt with.
#[derive(Clone, Copy)]
struct House {
    double_games: bool,
    trumpfzwang: bool,
    rounds: i64,
}

impl House {
    /// The house rules of a table's rules.
    fn read(rules: &Rules) -> House {
        House {
            double_games: rules.flag("double_games"),
            trumpfzwang: rules.flag("trumpfzwang"),
            rounds: rules.int("rounds").max(1),
        }
    }
}

/// What a finished deal writes.
struct Settlement {
    /// `None`: passed out.
    outcome: Option<Outcome>,
    /// Double games: each half kept.
    halves: Option<[bool; 2]>,
    points: [i64; 3],
    /// This deal's Striche, the Rechnung's included.
    striche: [i64; 3],
    /// The Rechnung: the round's Points and its Striche.
    rechnung: Option<([i64; 3], [i64; 3])>,
}

/// A deal of Schlauch, with the Partie's standing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schlauch {
    double_games: bool,
    trumpfzwang: bool,
    rounds: i64,
    hands: [Vec<Card>; 3],
    /// The turned card (the pack's bottom card), the dealer's.
    turned: Card,
    /// The two cards laid away.
    away: Vec<Card>,
    /// Laid-away cards revealed by an ask ("liegt weg").
    revealed: Vec<Card>,
    phase: Phase,
    /// Each declaration so far, in seat order (`None`: pass).
    declared: Vec<Option<Contract>>,
    /// The standing bid; from the end of the bidding, the game and its declarer.
    game: Option<(usize, Contract)>,
    /// The trump of tricks 1–5 and of tricks 6–10.
    #[serde(with = "rules::trumps_serde")]
    trumps: [Option<Suit>; 2],
    exchange: Option<Exchange>,
    /// The seat to act in the bidding, the asking or the play.
    turn: usize,
    /// The seat that led the open trick.
    leader: usize,
    /// The open trick, led first.
    trick: Vec<Card>,
    tricks: [u8; 3],
    /// Whether the aim of tricks 1–5 and of tricks 6–10 is broken.
    broken: [bool; 2],
    /// Every card played.
    played: CardSet,
    account: Account,
    notes: Vec<Note>,
}

// Reading: the first dealer "drawn at random" is whoever the table seats last (seat 2); the
// manager's seating is the draw.
fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 3 {
        return Err("Schlauch is for three".into());
    }
    let account = Account {
        points: [0; 3],
        games: 0,
        striche: [0; 3],
        rounds: 0,
    };
    Ok(Schlauch::deal(House::read(rules), account, rng).into_any())
}

impl Schlauch {
    fn new(house: House, hands: [Vec<Card>; 3], stock: [Card; 2], account: Account) -> Schlauch {
        let mut hands = hands;
        hands[DEALER].extend(stock);
        Schlauch {
            double_games: house.double_games,
            trumpfzwang: house.trumpfzwang,
            rounds: house.rounds,
            hands,
            turned: stock[1],
            away: Vec::new(),
            revealed: Vec::new(),
            phase: Phase::Lay,
            declared: Vec::new(),
            game: None,
            trumps: [None; 2],
            exchange: None,
            turn: DEALER,
            leader: 0,
            trick: Vec::new(),
            tricks: [0; 3],
            broken: [false; 2],
            played: CardSet::EMPTY,
            account,
            notes: Vec::with_capacity(NOTES),
        }
    }

    /// A shuffled deal: the bottom card turned, 3-4-3 from the top, forehand first, the last
    /// two to the dealer ([D1]).
    fn deal(house: House, account: Account, rng: &mut dyn RngCore) -> Schlauch {
        let mut pack = Pack::ThirtyTwo.cards();
        pack.shuffle(rng);
        let mut hands: [Vec<Card>; 3] = std::array::from_fn(|_| Vec::with_capacity(HAND));
        let mut at = 0;
        for size in [3, 4, 3] {
            for hand in &mut hands {
                hand.extend_from_slice(&pack[at..at + size]);
                at += size;
            }
        }
        Schlauch::new(house, hands, [pack[30], pack[31]], account)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// The house rules the deal was dealt with.
    fn house(&self) -> House {
        House {
            double_games: self.double_games,
            trumpfzwang: self.trumpfzwang,
            rounds: self.rounds,
        }
    }

    fn contract(&self) -> Option<Contract> {
        self.game.map(|(_, c)| c)
    }

    fn declarer(&self) -> Option<usize> {
        self.game.map(|(s, _)| s)
    }

    fn tricks_played(&self) -> usize {
        self.tricks.iter().map(|&t| usize::from(t)).sum()
    }

    /// The half of the trick being played (0: tricks 1–5, 1: tricks 6–10).
    fn half(&self) -> usize {
        usize::from(self.tricks_played() >= 5)
    }

    /// The mode of the trick being played.
    fn mode(&self) -> Mode {
        let half = self.half();
        let kind = self
            .contract()
            .map_or(Kind::Grandioso, |c| c.halves()[half]);
        match kind {
            Kind::Schlauch => self.trumps[half].map_or(Mode::Grandioso, Mode::Schlauch),
            Kind::Grandioso => Mode::Grandioso,
            Kind::Bettel => Mode::Bettel,
        }
    }

    /// Cards in the order a hand shows them: trumps first, then suit by suit, each from the
    /// highest (as Grandioso ranks them until trump is named).
    fn in_view_order(&self, cards: &mut [Card]) {
        let mode = match self.phase {
            Phase::Lay | Phase::Bid => Mode::Grandioso,
            _ => self.mode(),
        };
        cards.sort_by_key(|&c| {
            (
                std::cmp::Reverse(mode.trump(c)),
                mode.suit(c),
                std::cmp::Reverse(mode.height(c)),
            )
        });
    }

    /// The laid-away cards shown to all: every Daus and every card of the turned suit.
    fn shown_away(&self) -> Vec<Card> {
        let mut shown: Vec<Card> = self
            .away
            .iter()
            .copied()
            .filter(|c| c.rank() == Rank::Ace || c.suit() == self.turned.suit())
            .collect();
        // By the cards' codes, their text.
        shown.sort_by_key(|c| c.code());
        shown
    }

    /// The laid-away cards everybody knows: shown, or revealed by an ask.
    fn known_away(&self) -> CardSet {
        self.shown_away()
            .into_iter()
            .chain(self.revealed.iter().copied())
            .collect()
    }

    /// The cards of `owner`'s hand that everybody knows are there: the turned card in the
    /// dealer's hand, the card asked for in the declarer's, a Bettel ouvert hand.
    fn public_in_hand(&self, owner: usize) -> CardSet {
        let mut known = CardSet::EMPTY;
        if owner == DEALER {
            known.insert(self.turned);
        }
        if let Some(ex) = self.exchange.filter(|_| Some(owner) == self.declarer()) {
            known.insert(ex.asked);
        }
        if self.game == Some((owner, Contract::BettelOuvert)) && self.phase != Phase::Bid {
            known = known.union(self.hands[owner].iter().copied().collect());
        }
        known.intersection(self.hands[owner].iter().copied().collect())
    }

    /// Every card all seats see: the turned card, the shown and revealed laid-away cards, the
    /// cards played, the asked card and an open hand.
    fn public(&self) -> CardSet {
        let mut shown = self.played.union(self.known_away());
        shown.insert(self.turned);
        (0..3).fold(shown, |acc, s| acc.union(self.public_in_hand(s)))
    }

    /// Whether the deal is over.
    fn over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// What the finished deal writes.
    fn settlement(&self) -> Option<Settlement> {
        if !self.over() {
            return None;
        }
        let Some((declarer, contract)) = self.game else {
            let mut striche = [0; 3];
            striche[DEALER] = if self.turned.suit() == Suit::Hearts {
                2
            } else {
                1
            };
            return Some(Settlement {
                outcome: None,
                halves: None,
                points: [0; 3],
                striche,
                rechnung: None,
            });
        };
        let kept = self.broken.map(|b| !b);
        let (outcome, halves) = if contract.double() {
            let outcome = match kept {
                [true, true] => Outcome::Won,
                [false, false] => Outcome::Lost,
                _ => Outcome::Half,
            };
            (outcome, Some(kept))
        } else if kept == [true, true] {
            (Outcome::Won, None)
        } else {
            (Outcome::Lost, None)
        };
        let (points, mut striche) = deal_score(contract, declarer, outcome);
        let rechnung = (self.account.games == 2).then(|| {
            let round = [0, 1, 2].map(|s| self.account.points[s] + points[s]);
            (round, rechnung(round))
        });
        if let Some((_, extra)) = rechnung {
            for s in 0..3 {
                striche[s] += extra[s];
            }
        }
        Some(Settlement {
            outcome: Some(outcome),
            halves,
            points,
            striche,
            rechnung,
        })
    }

    /// The Partie after the deal (before it while it runs).
    fn after(&self) -> Account {
        let mut account = self.account;
        let Some(settled) = self.settlement() else {
            return account;
        };
        for s in 0..3 {
            account.striche[s] += settled.striche[s];
        }
        if settled.outcome.is_some() {
            if settled.rechnung.is_some() {
                account.points = [0; 3];
                account.games = 0;
                account.rounds += 1;
            } else {
                for s in 0..3 {
                    account.points[s] += settled.points[s];
                }
                account.games += 1;
            }
        }
        account
    }

    /// Whether this deal ended the Partie (the Rechnung of its last round).
    fn partie_over(&self) -> bool {
        self.over() && self.after().rounds >= self.rounds
    }
}

impl Deal for Schlauch {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        3
    }

    fn to_act(&self) -> crate::game::Seats {
        crate::trick::to_act(self.over(), self.turn)
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if self.over() || seat != self.turn {
            return;
        }
        // Each step lists its moves in text order.
        match self.phase {
            Phase::Lay => out.push(Move::verb_only("lay")),
            Phase::Bid => {
                // In text order: the bids by their ids, then `pass` (the surface's kit asks
                // every registry game's moves in the order of their text).
                static BIDS: std::sync::OnceLock<Vec<(Contract, Move)>> =
                    std::sync::OnceLock::new();
                let bids = BIDS.get_or_init(|| {
                    let mut all: Vec<_> = Contract::ALL
                        .into_iter()
                        .map(|c| (c, Move::with_arg("bid", c.id())))
                        .collect();
                    all.sort_by_key(|&(c, _)| c.id());
                    all
                });
                out.extend(
                    bids.iter()
                        .filter(|(c, _)| {
                            (self.double_games || !c.double()) && c.outranks(seat, self.game)
                        })
                        .map(|&(_, mv)| mv)
                        .chain([Move::verb_only("pass")]),
                );
            }
            Phase::Trump => {
                // The moves of each way of naming, made and sorted once.
                static TRUMPS: std::sync::LazyLock<[Vec<Move>; 4]> =
                    std::sync::LazyLock::new(|| {
                        Naming::ALL.map(|naming| {
                            let mut moves: Vec<Move> = naming
                                .choices()
                                .iter()
                                .map(|pair| {
                                    Move::new("trump", pair.iter().flatten().map(|s| s.code()))
                                })
                                .collect();
                            moves.sort();
                            moves
                        })
                    });
                if let Some(contract) = self.contract() {
                    out.extend_from_slice(&TRUMPS[contract.naming() as usize]);
                }
            }
            Phase::Ask => {
                let known = self.known_away();
                let ask = Move::verb_only("ask");
                crate::trick::card_moves(
                    Pack::ThirtyTwo
                        .cards()
                        .into_iter()
                        .filter(|c| !self.hands[seat].contains(c) && !known.contains(*c)),
                    |card| ask.and_card(card),
                    out,
                );
                out.push(Move::verb_only("keep"));
            }
            Phase::Give => {
                let asked = self.exchange.map(|e| e.asked);
                let give = Move::verb_only("give");
                crate::trick::card_moves(
                    self.hands[seat]
                        .iter()
                        .copied()
                        .filter(|&c| Some(c) != asked),
                    |card| give.and_card(card),
                    out,
                );
            }
            Phase::Play => crate::trick::plays(self.playable(seat), out),
            Phase::Over => {}
        }
    }

    fn choice(&self, seat: usize, verb: &str) -> Option<Choice> {
        (verb == "lay" && self.phase == Phase::Lay && seat == DEALER).then(|| {
            let mut from = self.hands[DEALER].clone();
            from.sort();
            Choice {
                verb: "lay".into(),
                from,
                min: 2,
                max: 2,
            }
        })
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if self.over() {
            return Err(Refusal::GAME_OVER);
        }
        let phase = match mv.verb() {
            "lay" => Phase::Lay,
            "pass" | "bid" => Phase::Bid,
            "trump" => Phase::Trump,
            "ask" | "keep" => Phase::Ask,
            "give" => Phase::Give,
            "play" => Phase::Play,
            _ => return Err(Refusal::ILLEGAL),
        };
        if phase != self.phase {
            return Err(Refusal("wrong_phase"));
        }
        if seat != self.turn {
            return Err(Refusal::NOT_YOUR_TURN);
        }
        match phase {
            Phase::Lay => self.lay(seat, mv),
            Phase::Bid => self.declare(seat, mv),
            Phase::Trump => self.name_trump(mv),
            Phase::Ask => self.ask(seat, mv),
            Phase::Give => self.give(seat, mv),
            Phase::Play => self.play(seat, mv),
            Phase::Over => Err(Refusal::GAME_OVER),
        }
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        self.settlement()
            .map(|settled| settle(settled.striche).into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        let settled = self.settlement()?;
        let contract = self.contract();
        Some(json!({
            "contract": contract.map(Contract::id),
            "declarer": self.declarer(),
            "trumps": contract.map(|_| self.trumps.map(|t| t.map(|s| s.code().to_string()))),
            "exchange": self.exchange.map(|e| json!({
                "asked": e.asked, "from": e.from, "given": e.given,
            })),
            "shown_away": self.shown_away(),
            "outcome": settled.outcome.map_or("passed", Outcome::id),
            "halves": settled.halves,
            "tricks": self.tricks,
            "tricks_played": self.tricks_played(),
            "points": settled.points,
            "striche": settled.striche,
            "rechnung": settled.rechnung.map(|(points, striche)| json!({
                "points": points, "striche": striche,
            })),
            "score": self.score(),
        }))
    }

    fn standing(&self) -> Standing {
        let after = self.after();
        Standing {
            totals: after.striche.to_vec(),
            line: Lang::ALL.map(|lang| words::standing(&after, self.rounds, lang)),
        }
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        self.partie_over()
            .then(|| settle(self.after().striche).to_vec())
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if !self.over() || self.partie_over() {
            return None;
        }
        // After a played game the forehand deals next (seat 1 becomes the forehand); after a
        // passed-out deal the same dealer deals again ([D17]).
        let shift = usize::from(self.game.is_some());
        let next = Schlauch::deal(self.house(), self.after().rotated(shift), rng);
        Some((next.into_any(), shift))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        let mut pool = Vec::new();
        let mut known_here = |place: &mut Vec<Card>, known: CardSet| {
            let (keep, hide): (Vec<Card>, Vec<Card>) =
                place.iter().partition(|&&c| known.contains(c));
            pool.extend(hide);
            let missing = place.len() - keep.len();
            *place = keep;
            missing
        };
        let mut missing = [0; 4];
        for other in (0..3).filter(|&o| o != seat) {
            let mut known = self.public_in_hand(other);
            // The declarer knows where the card he gave back is.
            match self.exchange {
                Some(Exchange {
                    from,
                    given: Some(given),
                    ..
                }) if Some(seat) == self.declarer() && from == other => known.insert(given),
                _ => {}
            }
            missing[other] = known_here(&mut world.hands[other], known);
        }
        if seat != DEALER {
            missing[3] = known_here(&mut world.away, self.known_away());
        }
        pool.shuffle(rng);
        for (place, count) in missing.into_iter().enumerate() {
            let cards = pool.split_off(pool.len() - count);
            match place {
                3 => world.away.extend(cards),
                p => world.hands[p].extend(cards),
            }
        }
        world.into_any()
    }
}

impl Words for Schlauch {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let hand = self.hand_in_view(seat);
        let mut shown = self.public().union(hand.iter().copied().collect());
        if seat == Some(DEALER) {
            shown = shown.union(self.away.iter().copied().collect());
        }
        View {
            hand,
            shown,
            lines: self.lines(seat, lang),
        }
    }

    fn scene(&self, seat: Option<usize>) -> crate::game::Scene {
        self.scene_of(seat)
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| self.say(note, lang))
    }

    /// The bids by price, as the rules file's table lists them, then `pass`; the cards of
    /// the play in the hand's order.
    fn offer(&self, _seat: usize, hand: &[Card], moves: &mut [Move]) {
        if self.phase != Phase::Bid {
            return crate::game::in_reading_order(hand, moves);
        }
        let price = |mv: &Move| {
            let contract = mv.arg_list().first().and_then(|id| Contract::from_id(id));
            contract.and_then(|c| Contract::ALL.iter().position(|&known| known == c))
        };
        moves.sort_by_key(|mv| price(mv).unwrap_or(usize::MAX));
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        words::label(mv, lang)
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        words::refusal_text(self, refusal, lang)
    }
}

/// What a Point is worth toward the Rechnung, in the Striche a deal settles: each full 100
/// Points ahead of another seat writes him a Strich (worth 1 to each other seat), each 100
/// behind him one to oneself (worth −2), so about 1.5 per 100 Points; counted at 1 per 100, as
/// the round's other games may still change the order.
const POINT: f64 = 1.0 / 100.0;

impl Computer for Schlauch {
    /// The deal's Striche settled, and before the Rechnung what its Points gained toward it
    /// ([`POINT`] per Point ahead of each other seat): a won game is worth more than its
    /// Striche.
    fn value(&self, seat: usize) -> f64 {
        let Some(settled) = self.settlement() else {
            return 0.0;
        };
        let striche = settle(settled.striche)[seat] as f64;
        if settled.rechnung.is_some() {
            return striche;
        }
        let p = settled.points;
        let ahead: i64 = (0..3).map(|other| p[seat] - p[other]).sum();
        striche + ahead as f64 * POINT
    }

    /// The bids and the laying away weighed by sensible play-outs ([`player::strong`]).
    fn expert(&self, seat: usize, budget: Budget, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        player::strong(self, seat, budget, rng).map(Some)
    }

    /// A person's rule of thumb: bid by counting losers, play the obvious card
    /// ([`player::quick`]).
    fn easy(&self, seat: usize, _rng: &mut dyn RngCore) -> Option<Option<Move>> {
        player::quick(self, seat).map(Some)
    }

    /// Every seat plays as a sensible person ([`player::quick`]).
    fn playout_move(&self, seat: usize, _rng: &mut dyn RngCore) -> Option<Move> {
        player::quick(self, seat)
    }

    fn declared(&self) -> Option<(usize, bool)> {
        let settled = self.settlement()?;
        Some((self.declarer()?, settled.outcome == Some(Outcome::Won)))
    }
}

#[cfg(test)]
mod tests;
