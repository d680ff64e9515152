//! Mariage, the second kind (`RULES-mariage.md`, seed 002 section 9): two players, the 32-card
//! pack, Schnapsen's drawing from a stock with an open trump card, robbing with the trump Seven,
//! closing (decken), and marriages, l'Amour and the Wäsche **paid at once in Marken**. A deal
//! not closed is played out: 66 Augen of 130 win 2 Marken (4 if the loser has fewer than 33);
//! 65 : 65 stands and goes to the next game's winner. The match is a running Marken account or,
//! under house rule `partie`, a Partie struck down from a number.

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::deal::Deck;
use crate::game::{Computer, Deal, Move, Refusal, Scores, Standing, View, Words};
use crate::hidden::{known_first, redeal, redeal_barring};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};
use crate::trick::{self, Trick};
use crate::{notes, score};

mod input;
mod rules;
mod silence;
mod words;

#[cfg(test)]
mod tests;

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("mariage", include_str!("de.ftl"), include_str!("en.ftl"));

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "mariage",
    aliases: &[],
    family: "mariage",
    words: &WORDS,
    face: crate::glossary::Face::French,
    packs: &crate::glossary::Face::ALL,
    seats: (2, 2),
    ranking: Ranking::Account,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "must_head",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "amour",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "partie",
            default: RuleKind::Int {
                default: 0,
                min: 0,
                max: PARTIE_MAX,
            },
        },
        HouseRule {
            name: "close_commits_partie",
            default: RuleKind::Bool(true),
        },
    ],
    new_match: input::new_match,
    scenario: input::scenario,
    load: load::<Mariage>,
    action: input::action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// The greatest `partie` a table may set.
const PARTIE_MAX: i64 = 1_000_000;

/// The greatest `carry` a scenario may bring (stood games in a row, 2 Marken each).
const CARRY_MAX: i64 = 1 << 40;

/// Augen the closer (or the winner of a deal played out) needs.
const WIN: i64 = 66;

/// Below this the loser pays double.
const SCHNEIDER: i64 = 33;

/// Marken of a marriage, a trump marriage, l'Amour and the Wäsche.
const MARRIAGE: i64 = 20;
const TRUMP_MARRIAGE: i64 = 40;
const AMOUR: i64 = 50;
const WAESCHE: i64 = 40;

/// How often an imagined deal is dealt again that gives the other player a pair he would have
/// announced ([`Mariage::imagine`]); the last one is kept whatever it holds.
const SILENCE_TRIES: usize = 16;

/// The Marken of a stood game (65 : 65).
const STOOD: i64 = 2;

/// Room for the cards a seat takes: the whole pack, so that its tricks never move it.
const TAKEN: usize = 32;

/// Room for a deal's notes: its sixteen tricks and a few announcements, so that the notes of
/// most deals are never moved.
const NOTES: usize = 24;

/// A card's place within its suit, highest greatest: A T K Q J 9 8 7.
fn strength(card: Card) -> usize {
    match card.rank() {
        Rank::Ace => 7,
        Rank::Ten => 6,
        Rank::King => 5,
        Rank::Queen => 4,
        Rank::Jack => 3,
        Rank::Nine => 2,
        Rank::Eight => 1,
        _ => 0,
    }
}

/// A card's Augen.
fn augen(card: Card) -> i64 {
    match card.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

/// An announcement: a marriage of a suit, or l'Amour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Meld {
    /// King and Ober of a suit.
    Marriage(#[serde(with = "suit_code")] Suit),
    /// Ace and Ten of trumps.
    Amour,
}

/// A suit stored as its letter (`C D H S`).
mod suit_code {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::card::Suit;

    /// Writes the suit's letter.
    pub fn serialize<S: Serializer>(suit: &Suit, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(suit.code())
    }

    /// Reads a suit's letter.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let code = char::deserialize(d)?;
        Suit::from_code(code).ok_or_else(|| D::Error::custom(format!("not a suit: {code}")))
    }
}

/// A move, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Act {
    /// Playing a card (`None`: a code outside every pack).
    Play(Option<Card>),
    /// Announcing a marriage (`None`: not a suit).
    Announce(Option<Suit>),
    /// Announcing l'Amour.
    Amour,
    /// Robbing the trump card with the trump Seven.
    Exchange,
    /// Closing the stock.
    Close,
    /// Declaring the Wäsche.
    Waesche,
    /// Declining the Wäsche.
    Pass,
}

impl Act {
    /// The move of an act read from one of the game's own (its `None`s do not occur there),
    /// taken from the moves made once ([`moves`]).
    fn to_move(self) -> Move {
        let moves = moves();
        match self {
            Act::Play(card) => Move::play(card.expect("a card of the hand")),
            Act::Announce(suit) => moves.announce[suit.expect("a suit") as usize],
            Act::Amour => moves.amour,
            Act::Exchange => moves.exchange,
            Act::Close => moves.close,
            Act::Waesche => moves.waesche,
            Act::Pass => moves.pass,
        }
    }

    /// A move's meaning, if it is one of this game's.
    fn read(mv: &Move) -> Option<Act> {
        // A play, the commonest move, is read from its card without writing its argument.
        if mv.is("play") {
            return (mv.arg_count() == 1).then(|| Act::Play(mv.card()));
        }
        let args = mv.arg_list();
        Some(match (mv.verb(), args.as_slice()) {
            ("announce", [suit]) => Act::Announce(suit_of(suit)),
            ("amour", []) => Act::Amour,
            ("exchange", []) => Act::Exchange,
            ("close", []) => Act::Close,
            ("waesche", []) => Act::Waesche,
            ("pass", []) => Act::Pass,
            _ => return None,
        })
    }
}

/// The game's moves other than the plays, made once: their words are looked up at the first
/// listing, not at every one.
struct Moves {
    amour: Move,
    /// `announce:C` … `announce:S`, in the order of [`Suit::ALL`].
    announce: [Move; 4],
    close: Move,
    exchange: Move,
    pass: Move,
    waesche: Move,
}

/// The moves other than the plays ([`Moves`]).
fn moves() -> &'static Moves {
    static MOVES: std::sync::LazyLock<Moves> = std::sync::LazyLock::new(|| Moves {
        amour: Move::verb_only("amour"),
        announce: Suit::ALL.map(|suit| {
            let code = [suit.code() as u8];
            Move::with_arg("announce", std::str::from_utf8(&code).expect("ASCII"))
        }),
        close: Move::verb_only("close"),
        exchange: Move::verb_only("exchange"),
        pass: Move::verb_only("pass"),
        waesche: Move::verb_only("waesche"),
    });
    &MOVES
}

/// The suit of a one-letter code (`C D H S`).
fn suit_of(text: &str) -> Option<Suit> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Suit::from_code(c),
        _ => None,
    }
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// A seat robbed the trump card with the Seven.
    Robbed { seat: usize, took: Card },
    /// A seat announced a marriage or l'Amour and was paid.
    Announced {
        seat: usize,
        meld: Meld,
        marken: i64,
    },
    /// A seat closed the stock.
    Closed { seat: usize },
    /// A trick.
    Trick(Trick),
    /// The last two cards are drawn: the Wäsche may be declared, `first` says first.
    LastDrawn { first: usize },
    /// A seat declared the Wäsche (`true`) or passed.
    Declared { seat: usize, waesche: bool },
    /// The deal is over.
    End,
}

/// How a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Outcome {
    /// The game's winner; `None` when it stood (65 : 65).
    winner: Option<usize>,
    /// The rules file's reason.
    reason: &'static str,
    /// Marken for the game itself.
    game_points: i64,
}

/// A deal of Mariage, with the standing of its match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mariage {
    /// The house rules and the match before this deal.
    #[serde(flatten)]
    table: Table,
    hands: [Vec<Card>; 2],
    /// The stock, top first: the face-down cards, then the open card at the bottom (the trump
    /// card, or the Seven that robbed it).
    stock: Vec<Card>,
    #[serde(with = "suit_code")]
    trump: Suit,
    /// The seat whose card is due (the leader while no card is led).
    turn: usize,
    /// The card led to the open trick.
    led: Option<Card>,
    /// The seat whose Wäsche declaration is due.
    declaring: Option<usize>,
    closer: Option<usize>,
    /// The cards each seat has won.
    taken: [Vec<Card>; 2],
    tricks: [u8; 2],
    /// Tricks won after the stock was used up (the Wäsche).
    late: [u8; 2],
    /// The winner of the sixteenth trick of a deal played out (its 10 Augen).
    last: Option<usize>,
    melds: [Vec<Meld>; 2],
    waesche: Option<usize>,
    /// Cards in a hand that both seats know of: announced, robbed, or drawn from the bottom.
    revealed: CardSet,
    /// Every card played so far.
    played: CardSet,
    over: bool,
    notes: Vec<Note>,
}

/// The house rules and the match before a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Table {
    must_head: bool,
    amour: bool,
    partie: i64,
    close_commits_partie: bool,
    /// Marken of stood games this deal's winner also receives.
    carry: i64,
    /// With a Partie: what each seat still strikes before this deal.
    before: [i64; 2],
    /// Without a Partie: each seat's Marken account before this deal.
    account: [i64; 2],
}

impl Table {
    fn new(rules: &Rules) -> Table {
        let partie = rules.int("partie");
        Table {
            must_head: rules.flag("must_head"),
            amour: rules.flag("amour"),
            partie,
            close_commits_partie: rules.flag("close_commits_partie"),
            carry: 0,
            before: [partie; 2],
            account: [0; 2],
        }
    }
}

impl Mariage {
    fn new(table: Table, hands: [Vec<Card>; 2], stock: Vec<Card>) -> Mariage {
        let trump = stock.last().map_or(Suit::Clubs, |c| c.suit());
        Mariage {
            table,
            hands,
            stock,
            trump,
            turn: 0,
            led: None,
            declaring: None,
            closer: None,
            taken: [0; 2].map(|_| Vec::with_capacity(TAKEN)),
            tricks: [0; 2],
            late: [0; 2],
            last: None,
            melds: [Vec::new(), Vec::new()],
            waesche: None,
            revealed: CardSet::EMPTY,
            played: CardSet::EMPTY,
            over: false,
            notes: Vec::with_capacity(NOTES),
        }
    }

    /// A shuffled deal: three to the forehand, three to the dealer, the trump card, three and
    /// three; the nineteen left are the stock, the trump card under them.
    fn deal(table: Table, rng: &mut dyn RngCore) -> Mariage {
        let (hands, stock) = Deck::trump_under_stock(Pack::ThirtyTwo, rng, &[3, 3], &[3, 3]);
        Mariage::new(table, hands, stock)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }
}

impl Deal for Mariage {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> crate::game::Seats {
        match (self.over, self.declaring) {
            (true, _) => crate::game::Seats::new(),
            (false, Some(d)) => [d].into_iter().collect(),
            (false, None) => [self.turn].into_iter().collect(),
        }
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if seat > 1 {
            return;
        }
        if self.over {
            return;
        }
        // In the order of the moves' text: `pass` before `waesche`; the seat to play lists its
        // own ([`Mariage::turn_moves`]).
        match self.declaring {
            Some(declarer) if seat == declarer => {
                out.extend([Act::Pass, Act::Waesche].map(Act::to_move));
            }
            None if seat == self.turn => self.turn_moves(seat, out),
            _ => {}
        }
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if seat > 1 {
            return Err(Refusal::NOT_YOUR_TURN);
        }
        match self.check(seat, mv)? {
            Act::Play(card) => self.play(seat, card.expect("checked")),
            Act::Announce(suit) => self.announce(seat, Meld::Marriage(suit.expect("checked"))),
            Act::Amour => self.announce(seat, Meld::Amour),
            Act::Exchange => {
                let seven = self.seven();
                let bottom = self.stock.len() - 1;
                let took = std::mem::replace(&mut self.stock[bottom], seven);
                self.hands[seat].retain(|&c| c != seven);
                self.hands[seat].push(took);
                self.revealed.insert(took);
                self.notes.push(Note::Robbed { seat, took });
            }
            Act::Close => {
                self.closer = Some(seat);
                self.notes.push(Note::Closed { seat });
            }
            Act::Waesche => {
                self.waesche = Some(seat);
                self.declaring = None;
                self.notes.push(Note::Declared {
                    seat,
                    waesche: true,
                });
            }
            Act::Pass => {
                // The player at lead declares first; the other after his pass.
                self.declaring = (seat == self.turn).then_some(1 - seat);
                self.notes.push(Note::Declared {
                    seat,
                    waesche: false,
                });
            }
        }
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands.get(seat).cloned().unwrap_or_default()
    }

    fn score(&self) -> Option<Scores> {
        self.outcome()?;
        Some(self.marken().into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        let outcome = self.outcome()?;
        let melds = self.melds.clone().map(|list| {
            list.iter()
                .map(|m| match m {
                    Meld::Marriage(s) => s.code().to_string(),
                    Meld::Amour => "amour".to_string(),
                })
                .collect::<Vec<_>>()
        });
        let partie = self.table.partie > 0;
        Some(json!({
            "winner": outcome.winner,
            "reason": outcome.reason,
            "closer": self.closer,
            "game_points": outcome.game_points,
            "carry_paid": if outcome.winner.is_some() { self.table.carry } else { 0 },
            "carry": self.next_carry(),
            "augen": self.augen(),
            "tricks": self.tricks,
            "melds": melds,
            "waesche": self.waesche_made().map(|(seat, made)| json!({"seat": seat, "made": made})),
            "score": self.score(),
            "next_dealer": self.next_dealer(),
            "match": partie.then(|| self.after()),
            "partie_winner": self.partie_winner(),
        }))
    }

    fn standing(&self) -> Standing {
        self.standing_now()
    }

    // Reading: without a Partie the Marken account runs on and the match is never decided here;
    // each deal's `score` is what the leaderboard adds (as Schnorps' account in RULES.md).
    fn match_result(&self) -> Option<Vec<i64>> {
        Some(score::partie(self.partie_winner()?, 1))
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if !self.over || self.partie_winner().is_some() {
            return None;
        }
        // The next dealer sits last: seat i of the next deal is seat (i + shift) % 2 here.
        let shift = (self.next_dealer() + 1) % 2;
        let turn = |v: [i64; 2]| score::shifted(v, shift);
        let table = Table {
            carry: self.next_carry(),
            before: turn(self.after()),
            account: turn(self.account_after()),
            ..self.table
        };
        Some((Mariage::deal(table, rng).into_any(), shift))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.imagine(seat, true, rng)
    }

    fn determinize_blind(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.imagine(seat, false, rng)
    }

    /// Both hands as they lie; the stock's face-down cards dealt again.
    fn determinize_seeing_hands(&self, _seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        let face_down = world.stock.len().saturating_sub(1);
        redeal(&mut world.stock[..face_down], rng);
        world.into_any()
    }
}

impl Mariage {
    /// The deal as `seat` could imagine it ([`Deal::determinize`]): the cards the opponent
    /// showed stay in his hand, the others are dealt again with the stock's face-down cards;
    /// `read_play`: once the stock is closed each of his answers met the first duty his hand
    /// allowed while the stock still hides cards, so a card that would have met an earlier one
    /// (follow, beat, trump) is barred from his hand (`trick::shown_lacking`), and a deal that
    /// gives him a pair at a lead where he announced none is dealt again (up to
    /// [`SILENCE_TRIES`] times: [`silence`]).
    fn imagine(&self, seat: usize, read_play: bool, rng: &mut dyn RngCore) -> AnyGame {
        let silence = self.silence(seat).filter(|_| read_play);
        let mut world = self.imagine_once(seat, read_play, rng);
        for _ in 1..SILENCE_TRIES {
            let Some(silence) = &silence else { break };
            let hand = &world.hands[1 - seat];
            if silence.kept_by(hand, |c| self.revealed.contains(c), rng) {
                break;
            }
            world = self.imagine_once(seat, read_play, rng);
        }
        world.into_any()
    }

    /// One deal as [`Mariage::imagine`] deals it, before the silence is read.
    fn imagine_once(&self, seat: usize, read_play: bool, rng: &mut dyn RngCore) -> Mariage {
        let mut answers = Vec::new();
        let mut closed = false;
        for note in self.notes.iter().filter(|_| read_play) {
            match note {
                Note::Closed { .. } => closed = true,
                Note::Trick(trick) if closed && trick.leader == seat => answers.push(trick.cards),
                _ => {}
            }
        }
        let barred = |c: Card| trick::shown_lacking(&answers, c, |led| self.duty(led));
        let mut world = self.clone();
        let hand = &mut world.hands[1 - seat];
        let known = known_first(hand, |c| self.revealed.contains(c));
        let face_down = self.stock.len().saturating_sub(1);
        let stock = &mut world.stock[..face_down];
        redeal_barring(&mut hand[known..], stock, barred, rng);
        world
    }
}

impl Words for Mariage {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        self.view_of(seat, lang)
    }

    fn scene(&self, seat: Option<usize>) -> crate::game::Scene {
        let hand = self.view_of(seat, Lang::En).hand;
        // The bottom card of the stock lies open until the stock is closed.
        let trump = self.stock.last().copied().filter(|_| self.closer.is_none());
        let talon = (trump, self.stock.len() - usize::from(trump.is_some()));
        crate::trick::scene(hand, (self.led, self.turn), self.last_trick(), talon)
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| self.note_line(note, lang))
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        self.move_label(mv, lang)
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        self.refusal_words(refusal, lang)
    }
}

impl Computer for Mariage {
    /// Open once the stock is used up (not merely closed): the whole pack was dealt, so the other hand
    /// holds every card not seen.
    fn open_to(&self, _seat: usize) -> bool {
        self.stock.is_empty()
    }

    /// The Marken, and as a tie-breaker each Auge taken more than the other (a thirtieth of a
    /// Mark): the melds' Marken swing the play-outs so widely that a Ten thrown under a lead
    /// it could not take was lost in their noise. (A tenth of a Mark chased Augen over games:
    /// against random play 91.7% of 300 deals won against 96% before; a thirtieth 95.2% of
    /// 600 against 94.8%, with 26.5 Marken a deal against 25.2.)
    fn value(&self, seat: usize) -> f64 {
        crate::game::value_with_margin(self.score(), self.augen(), seat, 30.0)
    }

    /// Play-outs that announce every meld, rob the trump card, take what they can cheaply
    /// and keep their Augen and trumps (random play-outs give them away); they never close,
    /// and the Wäsche is left to chance.
    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        if self.declaring.is_some() || seat != self.turn {
            return None;
        }
        let mut melds = [Meld::Amour]
            .into_iter()
            .chain(Suit::ALL.map(Meld::Marriage));
        if let Some(meld) = melds.find(|&m| self.may_announce(seat, m)) {
            return Some(
                match meld {
                    Meld::Amour => Act::Amour,
                    Meld::Marriage(suit) => Act::Announce(Some(suit)),
                }
                .to_move(),
            );
        }
        if self.led.is_none() && self.may_rob(seat) {
            return Some(Act::Exchange.to_move());
        }
        let policy = crate::trick::Policy {
            takes: |led, c| crate::trick::beats(led, c, self.trump, strength),
            points: |c| augen(c) as u32,
            power: strength,
            trump: Some(self.trump),
        };
        let playable = self.following(seat);
        let other = &self.hands[1 - seat];
        policy
            .playout(&playable, self.led, other, rng)
            .map(Move::play)
    }
}
