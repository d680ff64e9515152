//! Piquemedrille (`RULES-piquemedrille.md`): l'Hombre for two with the 40-card pack, ten cards
//! each and a talon of twenty. The players bid Frage, Solo or Solo-Tout (Mediateur as a house
//! rule); the declarer names trump, the buyers exchange cards with the talon, ten tricks are
//! played under l'Hombre's follow rules, and the outcome (won, remise, codille) is paid in
//! Marken between the players and a plate that is carried from deal to deal. A Partie is five
//! tours of two deals; then the plate is split.

mod hidden;
mod order;
mod player;
mod spec;
mod words;

#[cfg(test)]
mod tests;

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::deal::Deck;
use crate::game::{Choice, Computer, Deal, Move, Refusal, Scene, Scores, Standing, View, Words};
use crate::lang::Lang;
use crate::registry::Rules;
use crate::trick::{self, Trick};
use crate::{notes, score};

use crate::search::Budget;
use order::{Contract, SPADILLE, Trump};
pub use spec::SPEC;

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue = crate::catalogue::Catalogue::new(
    "piquemedrille",
    include_str!("de.ftl"),
    include_str!("en.ftl"),
);

/// The house rules of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Table {
    frage: bool,
    mediateur: bool,
    spadille_forcee: bool,
    matadors: bool,
    stamm: i64,
    double_last_tour: bool,
    partie_tours: i64,
}

impl Table {
    fn new(rules: &Rules) -> Table {
        Table {
            frage: rules.flag("frage"),
            mediateur: rules.flag("mediateur"),
            spadille_forcee: rules.flag("spadille_forcee"),
            matadors: rules.flag("matadors"),
            stamm: rules.int("stamm"),
            double_last_tour: rules.flag("double_last_tour"),
            partie_tours: rules.int("partie_tours"),
        }
    }

    /// Whether a game is played at this table.
    fn allows(self, contract: Contract) -> bool {
        match contract {
            Contract::Frage => self.frage,
            Contract::Mediateur => self.mediateur,
            Contract::Solo | Contract::SoloTout => true,
        }
    }

    /// The deals of a Partie.
    fn deals(self) -> i64 {
        2 * self.partie_tours
    }
}

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Phase {
    /// Bidding.
    Auction,
    /// The declarer names trump.
    Trump,
    /// Mediateur: the declarer calls a King.
    Call,
    /// Mediateur: the King is called (`call:KX` alone), the card to lay is still to choose.
    // Reading: the rules file's legal list names `call:KX` without the laid card; a button of
    // that move lays the card in a second step (`lay`, one card chosen), which ends exactly as
    // the scenario's one-step `call:KX:CARD`.
    Lay(Card),
    /// The buyers exchange cards with the talon.
    Buy,
    /// Ten tricks.
    Play,
    /// Over (played, or thrown in).
    Over,
}

impl Phase {
    /// The verbs of the phase.
    fn verbs(self) -> &'static [&'static str] {
        match self {
            Phase::Auction => &["bid", "pass"],
            Phase::Trump => &["trump"],
            Phase::Call => &["call"],
            Phase::Lay(_) => &["lay"],
            Phase::Buy => &["buy"],
            Phase::Play => &["play"],
            Phase::Over => &[],
        }
    }
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// Each player put this many Marken on the empty plate.
    Stake(i64),
    /// A seat passed.
    Pass(usize),
    /// A seat bid (or held) a game.
    Bid(usize, Contract),
    /// The bidding is over: the declarer and his game.
    Declarer {
        seat: usize,
        contract: Contract,
        forced: bool,
    },
    /// Both passed: thrown in.
    Thrown,
    /// The declarer named trump.
    Trump(usize, Trump),
    /// The declarer called a King; whether the opponent had to give it.
    Call {
        seat: usize,
        king: Card,
        given: bool,
    },
    /// A seat bought this many cards.
    Buy(usize, usize),
    /// A trick.
    Trick(Trick),
    /// The deal is over.
    End,
}

/// How a deal ended, and what it pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Settlement {
    /// `won`, `remise`, `codille` or `passed`.
    outcome: &'static str,
    /// The game value `V`.
    value: i64,
    /// The plate afterwards.
    plate: i64,
    /// Each seat's Marken in the deal, the stake included.
    score: [i64; 2],
}

/// A deal of Piquemedrille, with the Partie's standing. Seat 0 is the forehand, seat 1 deals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piquemedrille {
    table: Table,
    /// The deal's number in the Partie, from 0.
    number: i64,
    /// Whether the game value is paid double.
    double: bool,
    /// Each seat's Marken in the Partie before this deal.
    before: [i64; 2],
    /// The plate before this deal's stake.
    plate: i64,
    hands: [Vec<Card>; 2],
    /// The rest of the talon, top first.
    talon: Vec<Card>,
    /// The cards each buyer laid away (out of play, face down).
    laid: [Vec<Card>; 2],
    phase: Phase,
    /// The seat to act.
    turn: usize,
    /// The standing bid and its bidder.
    bid: Option<(Contract, usize)>,
    declarer: Option<usize>,
    contract: Option<Contract>,
    forced: bool,
    trump: Option<Trump>,
    /// The King called in a Mediateur.
    called: Option<Card>,
    /// The card the opponent took for the called King, if he held it.
    given: Option<Card>,
    /// The seats still to buy, in order.
    buyers: Vec<usize>,
    /// The open trick's card, if one is led.
    led: Option<Card>,
    tricks: [u8; 2],
    /// Every card played so far.
    played: CardSet,
    /// The declarer's Matadors when play began.
    matadors: i64,
    notes: Vec<Note>,
}

impl Piquemedrille {
    fn new(
        table: Table,
        number: i64,
        before: [i64; 2],
        plate: i64,
        hands: [Vec<Card>; 2],
        talon: Vec<Card>,
    ) -> Piquemedrille {
        let mut deal = Piquemedrille {
            table,
            number,
            double: table.double_last_tour && number >= table.deals() - 2,
            before,
            plate,
            hands,
            talon,
            laid: [Vec::new(), Vec::new()],
            phase: Phase::Auction,
            turn: 0,
            bid: None,
            declarer: None,
            contract: None,
            forced: false,
            trump: None,
            called: None,
            given: None,
            buyers: Vec::new(),
            led: None,
            tricks: [0; 2],
            played: CardSet::EMPTY,
            matadors: 0,
            notes: Vec::new(),
        };
        if deal.stake() > 0 {
            deal.notes.push(Note::Stake(deal.stake()));
        }
        deal
    }

    /// A shuffled deal: 4, 3 and 3 to each, the forehand first; the other 20 are the talon.
    fn deal(
        table: Table,
        number: i64,
        before: [i64; 2],
        plate: i64,
        rng: &mut dyn RngCore,
    ) -> Piquemedrille {
        let mut deck = Deck::shuffled(Pack::Forty, rng);
        let hands = deck.hands(&[4, 4, 3, 3, 3, 3]);
        Piquemedrille::new(table, number, before, plate, hands, deck.rest())
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// What each player puts on the plate at the start: `stamm` if it is empty.
    fn stake(&self) -> i64 {
        if self.plate == 0 { self.table.stamm } else { 0 }
    }

    /// The plate after the stake (`P`).
    fn pot(&self) -> i64 {
        self.plate + 2 * self.stake()
    }

    /// Whether a seat holds a King it could call in a Mediateur.
    fn lacks_a_king(&self, seat: usize) -> bool {
        Suit::ALL
            .iter()
            .any(|&s| !self.hands[seat].contains(&Card::new(Rank::King, s)))
    }

    /// Whether a seat may bid a game at all (switched on; Mediateur with a King to call).
    fn may_declare(&self, seat: usize, contract: Contract) -> bool {
        self.table.allows(contract) && (contract != Contract::Mediateur || self.lacks_a_king(seat))
    }

    /// Whether a bid is high enough: the dealer must bid higher, the forehand may hold.
    fn high_enough(&self, seat: usize, contract: Contract) -> bool {
        match self.bid {
            None => true,
            Some((standing, _)) if seat == 0 => contract >= standing,
            Some((standing, _)) => contract > standing,
        }
    }

    /// The games a seat may bid now.
    fn bids(&self, seat: usize) -> arrayvec::ArrayVec<Contract, 4> {
        Contract::ALL
            .into_iter()
            .filter(|&c| self.may_declare(seat, c) && self.high_enough(seat, c))
            .collect()
    }

    /// Cards in the order every line that lists them shows them: with trump named, trumps high
    /// to low, then each plain suit; before, by suit from the King down.
    fn in_order(&self, cards: &mut [Card]) {
        match self.trump {
            Some(trump) => trump.sort(cards),
            None => cards.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(c.rank()))),
        }
    }

    fn over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The bidding is over: the declarer names trump next.
    fn declare(&mut self, seat: usize, contract: Contract, forced: bool) {
        self.declarer = Some(seat);
        self.contract = Some(contract);
        self.forced = forced;
        self.phase = Phase::Trump;
        self.turn = seat;
        self.notes.push(Note::Declarer {
            seat,
            contract,
            forced,
        });
    }

    /// Both passed: thrown in, or Spadille forcée.
    fn all_passed(&mut self) {
        let holder = (0..2).find(|&s| self.hands[s].contains(&SPADILLE));
        match holder {
            Some(seat) if self.table.spadille_forcee => {
                let lowest = Contract::ALL
                    .into_iter()
                    .find(|&c| self.may_declare(seat, c))
                    .unwrap_or(Contract::Solo);
                self.declare(seat, lowest, true);
            }
            _ => {
                self.phase = Phase::Over;
                self.notes.push(Note::Thrown);
                self.notes.push(Note::End);
            }
        }
    }

    /// Trump named (and a King called): the buyers' turn.
    fn start_buying(&mut self) {
        let declarer = self.declarer.unwrap_or(0);
        self.buyers = if self.contract == Some(Contract::Frage) {
            vec![declarer, 1 - declarer]
        } else {
            vec![1 - declarer]
        };
        self.phase = Phase::Buy;
        self.turn = self.buyers[0];
    }

    /// The Mediateur's exchange: the opponent holding the called King gives it for the laid card.
    fn call(&mut self, king: Card, card: Card) {
        let declarer = self.declarer.unwrap_or(0);
        let opponent = 1 - declarer;
        let given = self.hands[opponent].contains(&king);
        if given {
            self.hands[opponent].retain(|&c| c != king);
            self.hands[opponent].push(card);
            self.hands[declarer].retain(|&c| c != card);
            self.hands[declarer].push(king);
            self.given = Some(card);
        }
        self.called = Some(king);
        self.notes.push(Note::Call {
            seat: declarer,
            king,
            given,
        });
        self.start_buying();
    }

    fn buy(&mut self, seat: usize, cards: &[Card]) {
        self.hands[seat].retain(|c| !cards.contains(c));
        self.laid[seat].extend_from_slice(cards);
        let bought: Vec<Card> = self.talon.drain(..cards.len()).collect();
        self.hands[seat].extend(bought);
        self.notes.push(Note::Buy(seat, cards.len()));
        self.buyers.remove(0);
        match self.buyers.first() {
            Some(&next) => self.turn = next,
            None => {
                let trump = self.trump.unwrap_or(Trump(Suit::Spades));
                if self.table.matadors {
                    self.matadors = trump.matadors(&self.hands[self.declarer.unwrap_or(0)]);
                }
                self.phase = Phase::Play;
                self.turn = 0;
            }
        }
    }

    fn play(&mut self, seat: usize, card: Card) {
        self.hands[seat].retain(|&c| c != card);
        self.played.insert(card);
        let trump = self.trump.unwrap_or(Trump(Suit::Spades));
        let wins = |led, answer| trump.beats(led, answer);
        let Some(played) = trick::lay(&mut self.led, &mut self.turn, seat, card, wins) else {
            return;
        };
        self.tricks[played.winner] += 1;
        self.notes.push(Note::Trick(played));
        if self.tricks[0] + self.tricks[1] == 10 {
            self.phase = Phase::Over;
            self.notes.push(Note::End);
        }
    }

    /// The cards a seat may play now.
    fn playable(&self, seat: usize) -> crate::trick::Playable {
        let trump = self.trump.unwrap_or(Trump(Suit::Spades));
        trump.playable(&self.hands[seat], self.led)
    }

    /// The outcome and payments, once the deal is over [P8].
    fn settle(&self) -> Option<Settlement> {
        if !self.over() {
            return None;
        }
        let (stake, pot) = (self.stake(), self.pot());
        let (Some(declarer), Some(contract)) = (self.declarer, self.contract) else {
            return Some(Settlement {
                outcome: "passed",
                value: 0,
                plate: pot,
                score: [-stake, -stake],
            });
        };
        let value = (contract.base() + self.matadors) * if self.double { 2 } else { 1 };
        let t = self.tricks[declarer];
        let (outcome, mine, theirs, plate) = if t >= contract.needs() {
            ("won", pot + value, -value, 0)
        } else if t <= 4 {
            ("codille", -value - pot, value + pot, pot)
        } else {
            ("remise", -value - pot, value, 2 * pot)
        };
        let mut score = [theirs - stake; 2];
        score[declarer] = mine - stake;
        Some(Settlement {
            outcome,
            value,
            plate,
            score,
        })
    }

    /// Whether this is the Partie's last deal.
    fn last(&self) -> bool {
        self.number + 1 >= self.table.deals()
    }

    /// Each seat's Marken in the Partie after this deal (counting it once it is over), the
    /// plate split after the Partie's last deal.
    fn after(&self) -> [i64; 2] {
        let Some(settled) = self.settle() else {
            return self.before;
        };
        let split = if self.last() { settled.plate / 2 } else { 0 };
        [0, 1].map(|s| self.before[s] + settled.score[s] + split)
    }

    /// The plate now: after the stake while the deal runs, after the payments once it is over.
    fn plate_now(&self) -> i64 {
        self.settle().map_or(self.pot(), |s| s.plate)
    }
}

/// The moves of the auction and of naming trump, made once: their words are looked up at the
/// first listing, not at every one.
struct Moves {
    /// `bid:frage` … `bid:solo_tout`, in the order of [`Contract::ALL`].
    bids: [Move; 4],
    pass: Move,
    /// `trump:C` … `trump:S`, in the order of [`Suit::ALL`].
    trumps: [Move; 4],
}

/// The moves of the auction and of naming trump ([`Moves`]).
fn moves() -> &'static Moves {
    static MOVES: std::sync::LazyLock<Moves> = std::sync::LazyLock::new(|| Moves {
        bids: Contract::ALL.map(|c| Move::with_arg("bid", c.code())),
        pass: Move::verb_only("pass"),
        trumps: Suit::ALL.map(|s| Move::new("trump", [s.code()])),
    });
    &MOVES
}

impl Deal for Piquemedrille {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> crate::game::Seats {
        trick::to_act(self.over(), self.turn)
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if trick::check_turn(self.over(), self.turn, seat).is_err() {
            return;
        }
        // Each phase lists its moves in text order: the bids lowest first (their codes sort
        // so), then `pass`; the suits and the Kings in the suits' order.
        match self.phase {
            Phase::Auction => {
                let moves = moves();
                out.extend(self.bids(seat).into_iter().map(|c| moves.bids[c as usize]));
                out.push(moves.pass);
            }
            Phase::Trump => out.extend_from_slice(&moves().trumps),
            Phase::Call => out.extend(
                Suit::ALL
                    .iter()
                    .map(|&s| Card::new(Rank::King, s))
                    .filter(|k| !self.hands[seat].contains(k))
                    .map(|k| Move::with_card("call", k)),
            ),
            Phase::Lay(_) => out.push(Move::verb_only("lay")),
            Phase::Buy => out.push(Move::verb_only("buy")),
            Phase::Play => trick::plays(self.playable(seat), out),
            Phase::Over => {}
        }
    }

    fn choice(&self, seat: usize, verb: &str) -> Option<Choice> {
        trick::check_turn(self.over(), self.turn, seat).ok()?;
        let (min, max) = match (self.phase, verb) {
            (Phase::Buy, "buy") => (0, self.hands[seat].len().min(self.talon.len())),
            (Phase::Lay(_), "lay") => (1, 1),
            _ => return None,
        };
        let mut from = self.hands[seat].clone();
        self.in_order(&mut from);
        Some(Choice {
            verb: verb.to_string(),
            from,
            min,
            max,
        })
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if self.over() {
            return Err(Refusal::GAME_OVER);
        }
        if !self.phase.verbs().contains(&mv.verb()) {
            return Err(Refusal("wrong_phase"));
        }
        if seat != self.turn {
            return Err(Refusal::NOT_YOUR_TURN);
        }
        let args = mv.arg_list();
        match (self.phase, mv.verb()) {
            (Phase::Auction, "pass") => {
                if !args.is_empty() {
                    return Err(Refusal::ILLEGAL);
                }
                self.notes.push(Note::Pass(seat));
                match self.bid {
                    Some((contract, holder)) => self.declare(holder, contract, false),
                    None if seat == 0 => self.turn = 1,
                    None => self.all_passed(),
                }
            }
            (Phase::Auction, _) => {
                let contract = match args.as_slice() {
                    [code] => Contract::from_code(code),
                    _ => None,
                }
                .filter(|&c| self.may_declare(seat, c))
                .ok_or(Refusal("cannot_bid"))?;
                if !self.high_enough(seat, contract) {
                    return Err(Refusal("bid_too_low"));
                }
                self.notes.push(Note::Bid(seat, contract));
                let forehand_passed = seat == 1 && self.bid.is_none();
                self.bid = Some((contract, seat));
                if forehand_passed || self.bids(1 - seat).is_empty() {
                    self.declare(seat, contract, false);
                } else {
                    self.turn = 1 - seat;
                }
            }
            (Phase::Trump, _) => {
                let suit = match args.as_slice() {
                    [code] if code.len() == 1 => code.chars().next().and_then(Suit::from_code),
                    _ => None,
                }
                .ok_or(Refusal::ILLEGAL)?;
                self.trump = Some(Trump(suit));
                self.notes.push(Note::Trump(seat, Trump(suit)));
                if self.contract == Some(Contract::Mediateur) {
                    self.phase = Phase::Call;
                } else {
                    self.start_buying();
                }
            }
            (Phase::Call, _) => {
                let refuse = Refusal("cannot_call");
                let cards: Vec<Option<Card>> = args.iter().map(|a| a.parse().ok()).collect();
                let king = match cards.as_slice() {
                    [Some(king)] | [Some(king), _] => *king,
                    _ => return Err(refuse),
                };
                if king.rank() != Rank::King || self.hands[seat].contains(&king) {
                    return Err(refuse);
                }
                match cards.as_slice() {
                    [_] => self.phase = Phase::Lay(king),
                    [_, Some(card)] if self.hands[seat].contains(card) => self.call(king, *card),
                    _ => return Err(refuse),
                }
            }
            (Phase::Lay(king), _) => match mv.cards().as_slice() {
                [card] if args.len() == 1 && self.hands[seat].contains(card) => {
                    self.call(king, *card)
                }
                _ => return Err(Refusal("cannot_call")),
            },
            (Phase::Buy, _) => {
                let cards = mv.cards();
                if cards.len() != args.len() {
                    return Err(Refusal::ILLEGAL);
                }
                let set: CardSet = cards.iter().copied().collect();
                if set.len() != cards.len() || cards.iter().any(|c| !self.hands[seat].contains(c)) {
                    return Err(Refusal("cannot_buy"));
                }
                self.buy(seat, &cards);
            }
            _ => {
                let card = match (args.len(), mv.card()) {
                    (1, Some(card)) => card,
                    _ => return Err(Refusal::ILLEGAL),
                };
                trick::check_play(&self.hands[seat], &self.playable(seat), card)?;
                self.play(seat, card);
            }
        }
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        self.settle()
            .map(|settled| settled.score.into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        let settled = self.settle()?;
        Some(json!({
            "game": self.contract.map(Contract::code),
            "declarer": self.declarer,
            "forced": self.forced,
            "trump": self.trump.map(|t| t.0.code().to_string()),
            "called": self.called.map(|k| k.to_string()),
            "tricks": self.tricks,
            "outcome": settled.outcome,
            "matadors": self.matadors,
            "value": settled.value,
            "plate": settled.plate,
            "score": settled.score,
        }))
    }

    fn standing(&self) -> Standing {
        let totals = self.after();
        Standing {
            line: Lang::ALL.map(|lang| self.standing_line(totals, lang)),
            totals: totals.to_vec(),
        }
    }

    // Reading: the leaderboard counts Marken (won minus lost over the Partie, the plate split
    // included); who won, drew or lost the Partie follows from their sign.
    fn match_result(&self) -> Option<Vec<i64>> {
        (self.over() && self.last()).then(|| self.after().to_vec())
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if !self.over() || self.last() {
            return None;
        }
        let next = Piquemedrille::deal(
            self.table,
            self.number + 1,
            score::shifted(self.after(), 1),
            self.plate_now(),
            rng,
        );
        Some((next.into_any(), 1))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.imagine(seat, rng).into_any()
    }
}

impl Words for Piquemedrille {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        self.view_of(seat, lang)
    }

    /// The trick in play and the last one beside the talon's face-down cards.
    fn scene(&self, seat: Option<usize>) -> Scene {
        let hand = self.view_of(seat, Lang::En).hand;
        let talon = (None, self.talon.len());
        trick::scene(hand, (self.led, self.turn), self.last_trick(), talon)
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| self.tell_note(note, lang))
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        words::label(self, mv, lang)
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        self.refusal_words(refusal, lang)
    }
}

impl Computer for Piquemedrille {
    /// The bids, the trump and the buying weighed by sensible play-outs ([`player::strong`]).
    fn expert(&self, seat: usize, budget: Budget, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        player::strong(self, seat, budget, rng).map(Some)
    }

    /// A person's rule of thumb: bid by counting tricks, buy for the weak cards, play the
    /// obvious card ([`player::quick`]).
    fn easy(&self, seat: usize, _rng: &mut dyn RngCore) -> Option<Option<Move>> {
        player::quick(self, seat).map(Some)
    }

    /// Every seat plays as a sensible person ([`player::quick`]).
    fn playout_move(&self, seat: usize, _rng: &mut dyn RngCore) -> Option<Move> {
        player::quick(self, seat)
    }

    fn declared(&self) -> Option<(usize, bool)> {
        let settled = self.settle()?;
        Some((self.declarer?, settled.outcome == "won"))
    }

    /// Head to head at 1,000 play-outs (before the bidding of its own) the tree search won
    /// 40.5% of decided deals against the flat one: the flat search plays the cards.
    fn searches_by_tree(&self) -> bool {
        false
    }
}
