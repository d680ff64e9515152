//! Quinze (Fünfzehn, `RULES-quinze.md`): two players draw cards from one pack towards 15 — over
//! 15 loses, 15 in two cards (a born fifteen) wins double, else the count nearer to 15 wins.
//! One shuffled pack is dealt game after game: a Taille, the unit of a deal here. Stakes left
//! standing by a tie carry into the next game. A Partie is two Tailles, each player the forehand
//! of one; the Marken won over both decide it.

use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank};
use crate::frame::{self, Frame, Shape};
use crate::game::{
    Computer, Deal, Lying, Move, Open, Refusal, Scene, Scores, Standing, View, Words,
};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};
use crate::search::Budget;
use crate::{notes, score};
use words::settled_line;

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("quinze", include_str!("de.ftl"), include_str!("en.ftl"));

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "quinze",
    aliases: &[],
    family: "quinze",
    words: &WORDS,
    face: crate::glossary::Face::French,
    packs: &[crate::glossary::Face::French],
    seats: (2, 2),
    ranking: Ranking::Amounts,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "stake",
            default: RuleKind::Int {
                default: 2,
                min: 1,
                max: 1_000_000_000,
            },
        },
        HouseRule {
            name: "ace_eleven",
            default: RuleKind::Bool(false),
        },
    ],
    new_match,
    scenario,
    load: load::<Quinze>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// The keys of a scenario of this game beside every scenario's; others are ignored (the rules
/// file says so).
const EXTRA: [&str; 2] = ["used", "carry"];

/// The count that wins.
const FIFTEEN: i64 = 15;

/// A card's value: figures 10, the Ace 1 (D3), the others their number.
fn value(card: Card) -> i64 {
    match card.rank() {
        Rank::Ace => 1,
        Rank::King | Rank::Queen | Rank::Jack | Rank::Ten => 10,
        rank => rank as i64 + 2,
    }
}

/// How a settled game ended, as the rules file names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Reason {
    /// The loser went over 15.
    Bust,
    /// The forehand's born fifteen against less: double.
    BornFifteen,
    /// A fifteen against less, or born against bought.
    Fifteen,
    /// Nearer to 15.
    Closer,
    /// Equal counts or fifteens of one kind: the forehand wins half.
    Equal,
    /// Bought against born fifteen: everything stands.
    Standoff,
}

/// What a hand is worth when the game is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Bust,
    Born,
    Bought,
    Below(i64),
}

/// A settled game of the Taille.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Settled {
    stake: i64,
    /// The cards each hand held.
    cards: [usize; 2],
    /// The hands as shown: the dealer's stays hidden after the forehand's bust.
    shown: [Vec<Card>; 2],
    points: [i64; 2],
    winner: Option<usize>,
    won: i64,
    carry: i64,
    reason: Reason,
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// A new game with its stake.
    Game { stake: i64 },
    /// A seat took a card.
    Draw { seat: usize },
    /// A seat stood.
    Stand { seat: usize },
    /// A seat reached 15 and shows it (D5).
    Fifteen { seat: usize, cards: Vec<Card> },
    /// The game of this number was settled.
    Settled(usize),
    /// The Taille is over.
    End,
}

/// A Taille of Quinze: games dealt from one pack, with the Partie's standing before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quinze {
    /// The table's stake per game.
    stake: i64,
    /// House rule `ace_eleven`.
    ace_eleven: bool,
    /// Which Taille of the Partie this is: 1 or 2.
    taille: u8,
    hands: [Vec<Card>; 2],
    /// The pack, top first.
    stock: Vec<Card>,
    /// The cards of finished games, laid aside.
    used: CardSet,
    /// Laid-aside cards the forehand never saw: the dealer's after the forehand went bust.
    unseen: CardSet,
    /// The seat to act; `None` once the Taille is over.
    turn: Option<usize>,
    /// The Marken standing: added to the running game's stake, or left by the last game.
    carry: i64,
    games: Vec<Settled>,
    /// Each seat's Marken won (+) or paid (−) in the Partie before this Taille.
    before: [i64; 2],
    notes: Vec<Note>,
}

fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Quinze is played by two here".into());
    }
    Ok(Quinze::deal(
        rules.int("stake"),
        rules.flag("ace_eleven"),
        1,
        0,
        [0, 0],
        rng,
    )
    .into_any())
}

fn scenario(value: &Value) -> Result<AnyGame, String> {
    let shape = Shape {
        out_of_play: Some("used"),
        ..Shape::two(&EXTRA, Pack::FiftyTwo)
    };
    let frame = Frame::read(&frame::known_keys(value, &EXTRA), &SPEC, shape)?;
    if frame.hands.iter().any(|h| h.len() != 1) {
        return Err("each hand holds exactly one card".into());
    }
    let used: CardSet = match frame.raw.get("used") {
        Some(v) => frame::cards(v)?.into_iter().collect(),
        None => CardSet::EMPTY,
    };
    let carry = frame.int("carry", 0, 0, 1_000_000_000)?;
    let mut taille = Quinze::new(
        frame.rules.int("stake"),
        frame.rules.flag("ace_eleven"),
        1,
        carry,
        [0, 0],
        frame.stock,
    );
    taille.used = used;
    taille.hands = [frame.hands[0].clone(), frame.hands[1].clone()];
    taille.start();
    Ok(taille.into_any())
}

/// An action: `draw` or `stand`; other fields are ignored.
fn action(value: &Value) -> Result<Move, String> {
    frame::action(
        &frame::only_keys(value, &["p", "do"]),
        &[("draw", &[]), ("stand", &[])],
    )
}

impl Quinze {
    fn new(
        stake: i64,
        ace_eleven: bool,
        taille: u8,
        carry: i64,
        before: [i64; 2],
        stock: Vec<Card>,
    ) -> Quinze {
        Quinze {
            stake,
            ace_eleven,
            taille,
            hands: [Vec::new(), Vec::new()],
            stock,
            used: CardSet::EMPTY,
            unseen: CardSet::EMPTY,
            turn: None,
            carry,
            games: Vec::new(),
            before,
            notes: Vec::new(),
        }
    }

    /// A Taille from a shuffled pack (D2), its first game dealt.
    fn deal(
        stake: i64,
        ace_eleven: bool,
        taille: u8,
        carry: i64,
        before: [i64; 2],
        rng: &mut dyn RngCore,
    ) -> Quinze {
        let mut pack = Pack::FiftyTwo.cards();
        pack.shuffle(rng);
        let mut deal = Quinze::new(stake, ace_eleven, taille, carry, before, pack);
        deal.next_game();
        deal
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// Deals the next game (a card to the forehand, the next to the dealer), or ends the Taille
    /// when fewer than two cards are left (D4).
    fn next_game(&mut self) {
        if self.stock.len() < 2 {
            self.turn = None;
            self.notes.push(Note::End);
            return;
        }
        let cards: Vec<Card> = self.stock.drain(..2).collect();
        self.hands = [vec![cards[0]], vec![cards[1]]];
        self.start();
    }

    /// Starts the game whose hands are dealt: the forehand acts, unless his turn ends by itself.
    fn start(&mut self) {
        self.turn = Some(0);
        self.notes.push(Note::Game {
            stake: self.stake + self.carry,
        });
        self.advance();
    }

    /// A hand's count: Aces 1, or one Ace 11 with `ace_eleven` where that stays at 15 or below.
    fn count(&self, hand: &[Card]) -> i64 {
        let hard: i64 = hand.iter().map(|&c| value(c)).sum();
        let ace = hand.iter().any(|c| c.rank() == Rank::Ace);
        if self.ace_eleven && ace && hard + 10 <= FIFTEEN {
            hard + 10
        } else {
            hard
        }
    }

    fn kind(&self, seat: usize) -> Kind {
        let hand = &self.hands[seat];
        match self.count(hand) {
            FIFTEEN if hand.len() == 2 => Kind::Born,
            FIFTEEN => Kind::Bought,
            n if n > FIFTEEN => Kind::Bust,
            n => Kind::Below(n),
        }
    }

    /// Passes over turns that can only end one way (15, an empty pack) and settles the game
    /// when the dealer's turn is over (D6).
    fn advance(&mut self) {
        while let Some(seat) = self.turn {
            if self.count(&self.hands[seat]) != FIFTEEN && !self.stock.is_empty() {
                return;
            }
            if seat == 0 {
                self.turn = Some(1);
            } else {
                self.settle();
            }
        }
    }

    /// The winner, the Marken won, the Marken left standing and the reason, for stake `s`.
    fn payment(&self, s: i64) -> (Option<usize>, i64, i64, Reason) {
        let half = s / 2;
        let (fore, dealer) = (self.kind(0), self.kind(1));
        match (fore, dealer) {
            (Kind::Bust, _) => (Some(1), s, 0, Reason::Bust),
            (Kind::Born, Kind::Bust) => (Some(0), 2 * s, 0, Reason::Bust),
            (Kind::Born, Kind::Below(_)) => (Some(0), 2 * s, 0, Reason::BornFifteen),
            (Kind::Born, Kind::Bought) => (Some(0), s, 0, Reason::Fifteen),
            // D7, D8, D10: a tie of fifteens of one kind pays the forehand half, the rest stands.
            (Kind::Born, Kind::Born) | (Kind::Bought, Kind::Bought) => {
                (Some(0), half, s - half, Reason::Equal)
            }
            (Kind::Bought, Kind::Born) => (None, 0, s, Reason::Standoff),
            (_, Kind::Bust) => (Some(0), s, 0, Reason::Bust),
            (Kind::Bought, Kind::Below(_)) => (Some(0), s, 0, Reason::Fifteen),
            // D9: the dealer's fifteen wins the single stake.
            (Kind::Below(_), Kind::Born | Kind::Bought) => (Some(1), s, 0, Reason::Fifteen),
            (Kind::Below(f), Kind::Below(d)) if f == d => (Some(0), half, s - half, Reason::Equal),
            (Kind::Below(f), Kind::Below(d)) => {
                (Some(if f > d { 0 } else { 1 }), s, 0, Reason::Closer)
            }
        }
    }

    /// Settles the running game, lays its cards aside and deals the next.
    fn settle(&mut self) {
        let stake = self.stake + self.carry;
        let (winner, won, carry, reason) = self.payment(stake);
        let fore_bust = self.kind(0) == Kind::Bust;
        let mut shown = std::mem::take(&mut self.hands);
        let points = [0, 1].map(|s| self.count(&shown[s]));
        let cards = [shown[0].len(), shown[1].len()];
        self.used = self.used.union(shown.iter().flatten().copied().collect());
        if fore_bust {
            self.unseen = self.unseen.union(shown[1].drain(..).collect());
        }
        self.games.push(Settled {
            stake,
            cards,
            shown,
            points,
            winner,
            won,
            carry,
            reason,
        });
        self.carry = carry;
        self.notes.push(Note::Settled(self.games.len() - 1));
        self.next_game();
    }

    /// Each seat's Marken won (+) or paid (−) in the games of this Taille so far.
    fn score_now(&self) -> [i64; 2] {
        let mut score = [0, 0];
        for game in &self.games {
            if let Some(w) = game.winner {
                score[w] += game.won;
                score[1 - w] -= game.won;
            }
        }
        score
    }

    /// The Partie's Marken after the games so far.
    fn after(&self) -> [i64; 2] {
        let score = self.score_now();
        [self.before[0] + score[0], self.before[1] + score[1]]
    }

    /// Whether a seat's hand lies open: a fifteen is shown at once (D5).
    fn open(&self, seat: usize) -> bool {
        !self.hands[seat].is_empty() && self.count(&self.hands[seat]) == FIFTEEN
    }
}

impl Deal for Quinze {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> crate::game::Seats {
        self.turn.into_iter().collect()
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if self.turn == Some(seat) {
            out.extend([Move::verb_only("draw"), Move::verb_only("stand")]);
        }
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let Some(turn) = self.turn else {
            return Err(Refusal::GAME_OVER);
        };
        if seat != turn {
            return Err(Refusal::NOT_YOUR_TURN);
        }
        match (mv.verb(), mv.arg_count()) {
            ("draw", 0) => {
                // The pack is never empty here: an empty pack ends the turn by itself.
                let card = self.stock.remove(0);
                self.hands[seat].push(card);
                self.notes.push(Note::Draw { seat });
                match self.kind(seat) {
                    Kind::Bust => self.settle(),
                    Kind::Born | Kind::Bought => self.notes.push(Note::Fifteen {
                        seat,
                        cards: self.hands[seat].clone(),
                    }),
                    Kind::Below(_) => {}
                }
            }
            ("stand", 0) => {
                self.notes.push(Note::Stand { seat });
                if seat == 0 {
                    self.turn = Some(1);
                } else {
                    self.settle();
                }
            }
            _ => return Err(Refusal::ILLEGAL),
        }
        self.advance();
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        self.turn
            .is_none()
            .then(|| self.score_now().into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        if self.turn.is_some() {
            return None;
        }
        let games: Vec<Value> = self
            .games
            .iter()
            .map(|g| {
                json!({
                    "stake": g.stake,
                    "points": g.points,
                    "cards": g.cards,
                    "winner": g.winner,
                    "won": g.won,
                    "carry": g.carry,
                    "reason": g.reason,
                })
            })
            .collect();
        Some(json!({"score": self.score(), "carry": self.carry, "games": games}))
    }

    fn standing(&self) -> Standing {
        Standing {
            totals: self.after().to_vec(),
            line: Lang::ALL.map(|lang| self.standing_line(lang)),
        }
    }

    /// After the second Taille: each seat's Marken won minus lost over the Partie.
    fn match_result(&self) -> Option<Vec<i64>> {
        (self.turn.is_none() && self.taille == 2).then(|| self.after().to_vec())
    }

    /// D11: the second Taille gives the forehand to the other player; standing Marken carry.
    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if self.turn.is_some() || self.taille == 2 {
            return None;
        }
        let next = Quinze::deal(
            self.stake,
            self.ace_eleven,
            2,
            self.carry,
            score::shifted(self.after(), 1),
            rng,
        );
        Some((next.into_any(), 1))
    }

    /// The other hand (unless it lies open), the pack and, for the forehand, the dealer's cards
    /// he never saw are dealt again; a forehand's hidden hand stays below 15, as the dealer knows.
    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let other = 1 - seat;
        let hidden_hand = !self.open(other) && !self.hands[other].is_empty();
        let mut pool: Vec<Card> = self.stock.clone();
        let in_hand = if hidden_hand {
            pool.extend(&self.hands[other]);
            self.hands[other].len()
        } else {
            0
        };
        let unseen = if seat == 0 {
            self.unseen
        } else {
            CardSet::EMPTY
        };
        pool.extend(unseen.iter());
        let mut world = self.clone();
        for _ in 0..100 {
            pool.shuffle(rng);
            let hand = &pool[..in_hand];
            if !hidden_hand || self.count(hand) < FIFTEEN {
                break;
            }
        }
        if hidden_hand {
            world.hands[other] = pool[..in_hand].to_vec();
        }
        let laid: CardSet = pool[in_hand..in_hand + unseen.len()]
            .iter()
            .copied()
            .collect();
        world.used = self.used.minus(unseen).union(laid);
        world.unseen = laid;
        world.stock = pool[in_hand + unseen.len()..].to_vec();
        world.into_any()
    }
}

impl Words for Quinze {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let face = self.face();
        let hand = seat.map(|s| self.hands[s].clone()).unwrap_or_default();
        let mut shown = if seat == Some(1) {
            self.used
        } else {
            self.used.minus(self.unseen)
        };
        shown = shown.union(hand.iter().copied().collect());
        let mut lines = Vec::new();
        if self.turn.is_some() {
            lines.push(WORDS.format(
                lang,
                "quinze-now",
                &[
                    ("taille", self.taille.into()),
                    ("game", (self.games.len() + 1).into()),
                    ("stake", (self.stake + self.carry).into()),
                    ("stock", self.stock.len().into()),
                ],
            ));
            for s in 0..2 {
                if self.open(s) {
                    shown = shown.union(self.hands[s].iter().copied().collect());
                    lines.push(WORDS.format(
                        lang,
                        "quinze-has-fifteen",
                        &[
                            ("seat", words::seat(s).into()),
                            ("cards", face.cards(&self.hands[s], lang).into()),
                        ],
                    ));
                } else if Some(s) == seat {
                    lines.push(WORDS.format(
                        lang,
                        "quinze-your-count",
                        &[("n", self.count(&self.hands[s]).into())],
                    ));
                } else {
                    lines.push(WORDS.format(
                        lang,
                        "quinze-cards-held",
                        &[
                            ("seat", words::seat(s).into()),
                            ("n", self.hands[s].len().into()),
                        ],
                    ));
                }
            }
        }
        if let Some(last) = self.games.last() {
            lines.push(WORDS.format(
                lang,
                "quinze-last-game",
                &[("game", settled_line(last, lang).into())],
            ));
        }
        lines.push(self.standing_line(lang));
        View { hand, shown, lines }
    }

    /// The pack face down; before each seat its cards of the last game as they were shown,
    /// and its fifteen while it shows it.
    fn scene(&self, seat: Option<usize>) -> Scene {
        let last = self.games.last().into_iter().flat_map(|game| {
            (0..2).filter_map(|s| Open::some(s, Lying::LastGame, game.shown[s].clone()))
        });
        let fifteen = (0..2)
            .filter(|&s| self.turn.is_some() && self.open(s))
            .filter_map(|s| Open::some(s, Lying::Shown, self.hands[s].clone()));
        Scene {
            hand: seat.map(|s| self.hands[s].clone()).unwrap_or_default(),
            talon: self.stock.len(),
            open: fifteen.chain(last).collect(),
            ..Scene::default()
        }
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| self.note_line(note, lang))
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        match mv.text().as_str() {
            "draw" => WORDS.text(lang, "quinze-draw"),
            "stand" => WORDS.text(lang, "quinze-stand"),
            _ => crate::game::default_label(mv, lang, self.face()),
        }
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        refusal_text(refusal, lang)
    }
}

/// What a refusal of this game means: each code [`Deal::apply`] returns has its own words.
fn refusal_text(refusal: Refusal, lang: Lang) -> String {
    let id = format!("quinze-refused-{}", refusal.code());
    if WORDS.has(&id) {
        WORDS.text(lang, &id)
    } else {
        crate::game::default_refusal_text(refusal, lang)
    }
}

impl Computer for Quinze {
    /// Draws or stands by the chance of busting against what the count is worth, from the
    /// cards the seat has seen ([`player::strong`]).
    fn expert(&self, seat: usize, _: Budget, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        (self.turn == Some(seat)).then(|| Some(player::strong(self, seat, rng)))
    }

    /// A person who does not count cards: fixed counts to stand on ([`player::easy`]).
    fn easy(&self, seat: usize, _rng: &mut dyn RngCore) -> Option<Option<Move>> {
        (self.turn == Some(seat)).then(|| Some(player::easy(self, seat)))
    }
}

impl Quinze {
    /// The Partie's standing in words: the Taille and each seat's Marken.
    fn standing_line(&self, lang: Lang) -> String {
        let totals = self.after();
        WORDS.format(
            lang,
            "quinze-standing",
            &[
                ("taille", self.taille.into()),
                ("first", words::seat(0).into()),
                ("a", format!("{:+}", totals[0]).into()),
                ("second", words::seat(1).into()),
                ("b", format!("{:+}", totals[1]).into()),
            ],
        )
    }

    /// A public event in words.
    fn note_line(&self, note: &Note, lang: Lang) -> String {
        let face = self.face();
        match note {
            Note::Game { stake } => {
                WORDS.format(lang, "quinze-new-game", &[("n", (*stake).into())])
            }
            Note::Draw { seat } => WORDS.format(
                lang,
                "quinze-takes-card",
                &[("seat", words::seat(*seat).into())],
            ),
            Note::Stand { seat } => WORDS.format(
                lang,
                "quinze-stands",
                &[("seat", words::seat(*seat).into())],
            ),
            Note::Fifteen { seat, cards: hand } => WORDS.format(
                lang,
                if hand.len() == 2 {
                    "quinze-born-fifteen"
                } else {
                    "quinze-bought-fifteen"
                },
                &[
                    ("seat", words::seat(*seat).into()),
                    ("cards", face.cards(hand, lang).into()),
                ],
            ),
            Note::Settled(i) => settled_line(&self.games[*i], lang),
            Note::End => {
                let score = self.score_now();
                let mut args = vec![
                    ("taille", self.taille.into()),
                    ("first", words::seat(0).into()),
                    ("a", format!("{:+}", score[0]).into()),
                    ("second", words::seat(1).into()),
                    ("b", format!("{:+}", score[1]).into()),
                ];
                let id = match self.match_result().map(|partie| partie[0].signum()) {
                    None => "quinze-taille-over",
                    Some(0) => "quinze-taille-over-drawn",
                    Some(sign) => {
                        args.push(("winner", words::seat(usize::from(sign < 0)).into()));
                        "quinze-taille-over-won"
                    }
                };
                WORDS.format(lang, id, &args)
            }
        }
    }
}

mod player;
mod words;

#[cfg(test)]
mod tests;
