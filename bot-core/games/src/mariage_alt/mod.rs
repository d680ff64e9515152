//! Mariage of the first kind (`RULES-mariage_alt.md`, seed 002 §8): two players, the 32-card
//! pack, six cards each and a turned trump card under the talon. Free play while the talon lasts,
//! then beat, follow or trump. Everything is paid between the two players: marriages at once
//! (2, trump 4), optionally captured Aces and Tens, and after the deal a point per ten card points
//! in the tricks, 2 for the last trick and 6 for all of the last six tricks. No Partie: the table
//! keeps a running account.

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::deal::Deck;
use crate::elfern::tricks::{Trick, Tricks, strict_card, strict_cards};
use crate::frame::{self, Frame, Shape};
use crate::game::{Computer, Deal, Move, Refusal, Scores, Standing, View, Words, default_label};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};
use crate::trick::{self, plays};
use crate::words::per_seat;
use crate::{notes, score};

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue = crate::catalogue::Catalogue::new(
    "mariage_alt",
    include_str!("de.ftl"),
    include_str!("en.ftl"),
);

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "mariage_alt",
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
            name: "overtake",
            default: RuleKind::Bool(true),
        },
        HouseRule {
            name: "seven_exchange",
            default: RuleKind::Bool(true),
        },
        HouseRule {
            name: "brisque_payments",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "every_point",
            default: RuleKind::Bool(false),
        },
    ],
    new_match,
    scenario,
    load: load::<MariageAlt>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// The ranks, lowest first (the Ten below the Ace).
const ORDER: [Rank; 8] = [
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Jack,
    Rank::Queen,
    Rank::King,
    Rank::Ten,
    Rank::Ace,
];

/// The melds of Briscon: well-formed here, but only the marriage is ever legal.
const MELDS: [&str; 5] = ["marriage", "tierce", "quarte", "quinte", "four"];

/// The exchange of the trump seven is not allowed now.
const CANNOT_EXCHANGE: Refusal = Refusal("cannot_exchange");
/// No announcement now: not at lead, no trick won yet, or the talon is used up.
const CANNOT_ANNOUNCE: Refusal = Refusal("cannot_announce");
/// Not a marriage the seat holds and may still announce.
const NO_MELD: Refusal = Refusal("no_meld");

/// A card's strength within its suit.
fn strength(card: Card) -> usize {
    trick::place(&ORDER, card)
}

/// A card's card points (Augen).
fn points(card: Card) -> i64 {
    match card.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// A trick, and what a captured Ace or Ten in it paid.
    Trick { trick: Trick, brisque: i64 },
    /// A seat exchanged the trump seven for the trump card.
    Exchange { seat: usize, took: Card },
    /// A seat announced a marriage (its King) and was paid.
    Marriage { seat: usize, king: Card, paid: i64 },
    /// The talon is used up.
    TalonOut,
    /// The deal is over.
    End,
}

/// A deal of Mariage of the first kind, with the table's running account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MariageAlt {
    overtake: bool,
    seven_exchange: bool,
    brisque_payments: bool,
    every_point: bool,
    /// The cards in play; the stock is the talon, whose last card is the trump card, face up,
    /// while any card lies.
    table: Tricks,
    /// The card turned for trump: its suit is trump.
    turned: Card,
    /// The Kings of the marriages announced.
    announced: CardSet,
    /// Marriage payments each seat received.
    marriages: [i64; 2],
    /// Captured-Ace/Ten payments each seat received.
    brisques: [i64; 2],
    /// Cards in each hand that the table has seen (a marriage, the trump card taken).
    known: [CardSet; 2],
    /// The running account before this deal.
    account: [i64; 2],
    notes: Vec<Note>,
}

fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Mariage is for two".into());
    }
    Ok(MariageAlt::deal(rules, [0; 2], rng).into_any())
}

fn scenario(value: &Value) -> Result<AnyGame, String> {
    let frame = Frame::read(value, &SPEC, Shape::two(&[], Pack::ThirtyTwo))?;
    strict_cards(&frame.raw)?;
    frame.sizes(6, 20, "six cards a hand and twenty in the stock")?;
    Ok(MariageAlt::new(&frame.rules, frame.two_hands(), frame.stock, [0; 2]).into_any())
}

fn action(value: &Value) -> Result<Move, String> {
    if let Some(card) = value.get("card") {
        strict_card(card)?;
    }
    if value.get("do").and_then(Value::as_str) != Some("announce") {
        return frame::action(value, &[("play", &["card"]), ("exchange", &[])]);
    }
    let meld = value.get("meld").and_then(Value::as_str);
    let (field, ok): (&str, fn(&str) -> bool) = match meld {
        Some("marriage") => ("suit", |s| ["C", "D", "H", "S"].contains(&s)),
        Some("four") => ("rank", |s| s.len() == 1 && "AKQJT98765432".contains(s)),
        Some(m) if MELDS.contains(&m) => ("card", |_| true),
        _ => {
            return Err(format!(
                "announce: \"meld\" must be one of {}",
                MELDS.join(", ")
            ));
        }
    };
    match value.get(field).and_then(Value::as_str) {
        Some(arg) if ok(arg) => frame::action(value, &[("announce", &["meld", field])]),
        _ => Err(format!("announce: {field:?} is missing or malformed")),
    }
}

impl MariageAlt {
    fn new(rules: &Rules, hands: [Vec<Card>; 2], talon: Vec<Card>, account: [i64; 2]) -> Self {
        MariageAlt {
            overtake: rules.flag("overtake"),
            seven_exchange: rules.flag("seven_exchange"),
            brisque_payments: rules.flag("brisque_payments"),
            every_point: rules.flag("every_point"),
            turned: talon
                .last()
                .copied()
                .unwrap_or(Card::new(Rank::Seven, Suit::Clubs)),
            table: Tricks::new(hands, talon),
            announced: CardSet::EMPTY,
            marriages: [0; 2],
            brisques: [0; 2],
            known: [CardSet::EMPTY; 2],
            account,
            notes: Vec::new(),
        }
    }

    /// The house rules this deal was dealt with.
    fn rules(&self) -> Rules {
        Rules::of([
            ("overtake", self.overtake.into()),
            ("seven_exchange", self.seven_exchange.into()),
            ("brisque_payments", self.brisque_payments.into()),
            ("every_point", self.every_point.into()),
        ])
    }

    /// A shuffled deal: three to the forehand, three to the dealer, the trump card turned and
    /// laid under the talon, three and three again.
    fn deal(rules: &Rules, account: [i64; 2], rng: &mut dyn RngCore) -> MariageAlt {
        let (hands, talon) = Deck::trump_under_stock(Pack::ThirtyTwo, rng, &[3, 3], &[3, 3]);
        MariageAlt::new(rules, hands, talon, account)
    }

    /// The trump suit.
    fn trump(&self) -> Suit {
        self.turned.suit()
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// The cards a seat may play now.
    fn playable(&self, seat: usize) -> crate::trick::Playable {
        let hand = &self.table.hands[seat];
        match self.table.led.filter(|_| self.table.stock.is_empty()) {
            Some(led) => trick::allowed(hand, led, self.trump(), self.overtake, strength),
            None => hand.iter().copied().collect(),
        }
    }

    /// Whether a seat may exchange the trump seven now.
    fn may_exchange(&self, seat: usize) -> bool {
        let seven = Card::new(Rank::Seven, self.trump());
        self.table.at_lead(seat)
            && self.seven_exchange
            && self.table.hands[seat].contains(&seven)
            && self.table.stock.last().is_some_and(|&c| c != seven)
    }

    /// Whether a seat may announce at all now: at lead, with a trick, while the talon lasts.
    fn may_announce(&self, seat: usize) -> bool {
        self.table.at_lead(seat)
            && self.table.winners.contains(&seat)
            && !self.table.stock.is_empty()
    }

    /// The suits whose marriage a seat could announce now.
    fn marriages_open(&self, seat: usize) -> arrayvec::ArrayVec<Suit, 4> {
        if !self.may_announce(seat) {
            return arrayvec::ArrayVec::new();
        }
        let hand = &self.table.hands[seat];
        Suit::ALL
            .into_iter()
            .filter(|&s| {
                !self.announced.contains(Card::new(Rank::King, s))
                    && hand.contains(&Card::new(Rank::King, s))
                    && hand.contains(&Card::new(Rank::Queen, s))
            })
            .collect()
    }

    fn play(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let card = self.table.card_to_play(seat, mv)?;
        if !self.playable(seat).contains(&card) {
            return Err(Refusal::MUST_FOLLOW);
        }
        self.known[seat].remove(card);
        let trump = self.trump();
        let beats = |led, c| trick::beats(led, c, trump, strength);
        let Some(trick) = self.table.play(seat, card, beats) else {
            return Ok(());
        };
        let brisque = match trick.played.lost_card().rank() {
            Rank::Ace if self.brisque_payments => 2,
            Rank::Ten if self.brisque_payments => 1,
            _ => 0,
        };
        self.brisques[trick.played.winner] += brisque;
        self.notes.push(Note::Trick { trick, brisque });
        if trick.emptied {
            // Reading: the loser drew the trump card, which lay face up, so the table knows
            // who holds it (the computer's imagined worlds keep it there).
            let loser = 1 - trick.played.winner;
            if let Some(&drawn) = self.table.hands[loser].last() {
                self.known[loser].insert(drawn);
            }
            self.notes.push(Note::TalonOut);
        }
        if self.table.over() {
            self.notes.push(Note::End);
        }
        Ok(())
    }

    fn exchange(&mut self, seat: usize) -> Result<(), Refusal> {
        if !self.may_exchange(seat) {
            return Err(CANNOT_EXCHANGE);
        }
        let seven = Card::new(Rank::Seven, self.trump());
        let at = self.table.hands[seat].iter().position(|&c| c == seven);
        let (Some(at), Some(under)) = (at, self.table.stock.last_mut()) else {
            return Err(CANNOT_EXCHANGE);
        };
        let took = std::mem::replace(under, seven);
        self.table.hands[seat][at] = took;
        self.known[seat].insert(took);
        self.notes.push(Note::Exchange { seat, took });
        Ok(())
    }

    fn announce(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if !self.may_announce(seat) {
            return Err(CANNOT_ANNOUNCE);
        }
        let args = mv.arg_list();
        let suit = match args.as_slice() {
            ["marriage", s] => s.parse::<char>().ok().and_then(Suit::from_code),
            _ => None,
        };
        let Some(suit) = suit.filter(|s| self.marriages_open(seat).contains(s)) else {
            return Err(NO_MELD);
        };
        let paid = if suit == self.trump() { 4 } else { 2 };
        self.announced.insert(Card::new(Rank::King, suit));
        self.marriages[seat] += paid;
        // Reading: an announced marriage is shown (seed §9: "vorzeigen oder doch die Farbe
        // angeben"), so both cards are known in the announcer's hand until played.
        self.known[seat].insert(Card::new(Rank::King, suit));
        self.known[seat].insert(Card::new(Rank::Queen, suit));
        self.notes.push(Note::Marriage {
            seat,
            king: Card::new(Rank::King, suit),
            paid,
        });
        Ok(())
    }

    /// Card points in each seat's tricks.
    fn card_points(&self) -> [i64; 2] {
        [0, 1].map(|s| self.table.taken[s].iter().map(|&c| points(c)).sum())
    }

    /// The payments of the finished deal: trick points, last trick, last six tricks, per seat.
    fn final_payments(&self) -> [[i64; 2]; 3] {
        let card_points = self.card_points();
        let trick_points = card_points.map(|p| if self.every_point { p } else { p / 10 });
        let mut last_trick = [0; 2];
        let mut last_six = [0; 2];
        let winners = &self.table.winners;
        if let Some(&last) = winners.last() {
            last_trick[last] = 2;
            if winners.len() == 16 && winners[10..].iter().all(|&w| w == last) {
                last_six[last] = if self.every_point { 100 } else { 6 };
            }
        }
        [trick_points, last_trick, last_six]
    }

    /// Each seat's net of the deal, once it is over.
    fn net(&self) -> Option<[i64; 2]> {
        if !self.table.over() {
            return None;
        }
        let [trick_points, last_trick, last_six] = self.final_payments();
        let received: [i64; 2] = [0, 1].map(|s| {
            trick_points[s] + self.marriages[s] + last_trick[s] + last_six[s] + self.brisques[s]
        });
        Some([received[0] - received[1], received[1] - received[0]])
    }

    /// The running account after the deal (before it while it runs).
    fn after(&self) -> [i64; 2] {
        let net = self.net().unwrap_or([0; 2]);
        [self.account[0] + net[0], self.account[1] + net[1]]
    }

    /// The last finished trick of the deal, from its notes (`None` before the first).
    fn last_trick(&self) -> Option<trick::Trick> {
        self.notes.iter().rev().find_map(|note| match note {
            Note::Trick { trick, .. } => Some(trick.played),
            _ => None,
        })
    }

    /// A suit as the lines name it: `♥ Herz`, `♥ Hearts`.
    fn suit_name(suit: Suit, lang: Lang) -> String {
        let args = [
            ("symbol", SPEC.face.symbol(suit).into()),
            ("name", SPEC.face.suit(suit, lang).into()),
        ];
        WORDS.format(lang, "suit-name", &args)
    }

    fn note_line(&self, note: &Note, lang: Lang) -> String {
        let face = SPEC.face;
        match *note {
            Note::Trick { trick, brisque } => {
                let line = trick.played.line(lang, face);
                if brisque > 0 {
                    let args = [("trick", line.into()), ("n", brisque.into())];
                    WORDS.format(lang, "trick-brisque", &args)
                } else {
                    line
                }
            }
            Note::Exchange { seat, took } => {
                let args = [
                    ("seat", crate::words::seat(seat).into()),
                    ("card", face.card(took, lang).into()),
                ];
                WORDS.format(lang, "exchanged", &args)
            }
            Note::Marriage { seat, king, paid } => {
                let args = [
                    ("seat", crate::words::seat(seat).into()),
                    ("suit", MariageAlt::suit_name(king.suit(), lang).into()),
                    ("n", paid.into()),
                ];
                WORDS.format(lang, "marriage", &args)
            }
            Note::TalonOut if self.overtake => WORDS.text(lang, "talon-out"),
            Note::TalonOut => WORDS.text(lang, "talon-out-follow"),
            Note::End => {
                let [trick_points, last_trick, last_six] = self.final_payments();
                let net = self.net().unwrap_or([0; 2]);
                let card_points = self.card_points();
                let part = |s: usize| {
                    let args = [
                        ("seat", crate::words::seat(s).into()),
                        ("augen", card_points[s].into()),
                        ("n", trick_points[s].into()),
                    ];
                    let mut line = WORDS.format(lang, "settle-seat", &args);
                    for (paid, id) in [
                        (self.marriages[s], "settle-marriages"),
                        (self.brisques[s], "settle-brisques"),
                        (last_trick[s], "settle-last-trick"),
                        (last_six[s], "settle-last-six"),
                    ] {
                        if paid > 0 {
                            line.push_str(", ");
                            line.push_str(&WORDS.format(lang, id, &[("n", paid.into())]));
                        }
                    }
                    line
                };
                let args = [
                    ("first", part(0).into()),
                    ("second", part(1).into()),
                    (
                        "net",
                        format!("{{0}} {:+}, {{1}} {:+}", net[0], net[1]).into(),
                    ),
                ];
                WORDS.format(lang, "settlement", &args)
            }
        }
    }
}

/// The moves other than the plays, made once: their words are looked up at the first listing,
/// not at every one.
struct Moves {
    /// `announce:marriage:C` … `announce:marriage:S`, in the order of [`Suit::ALL`].
    announce: [Move; 4],
    exchange: Move,
}

/// The moves other than the plays ([`Moves`]).
fn moves() -> &'static Moves {
    static MOVES: std::sync::LazyLock<Moves> = std::sync::LazyLock::new(|| Moves {
        announce: Suit::ALL.map(|suit| {
            let code = [suit.code() as u8];
            let code = std::str::from_utf8(&code).expect("ASCII");
            Move::with_args("announce", &["marriage", code])
        }),
        exchange: Move::verb_only("exchange"),
    });
    &MOVES
}

impl Deal for MariageAlt {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> crate::game::Seats {
        self.table.to_act()
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if self.table.check_turn(seat).is_err() {
            return;
        }
        // In text order: `announce:marriage:C` … `announce:marriage:S` (the suits' order),
        // `exchange`, the plays.
        let moves = moves();
        out.extend(
            self.marriages_open(seat)
                .into_iter()
                .map(|suit| moves.announce[suit as usize]),
        );
        if self.may_exchange(seat) {
            out.push(moves.exchange);
        }
        plays(self.playable(seat), out);
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        self.table.check_turn(seat)?;
        match mv.verb() {
            "play" => self.play(seat, mv),
            "exchange" if mv.args().next().is_none() => self.exchange(seat),
            "announce" => self.announce(seat, mv),
            _ => Err(Refusal::ILLEGAL),
        }
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.table.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        self.net().map(|net| net.into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        let net = self.net()?;
        let [trick_points, last_trick, last_six] = self.final_payments();
        Some(json!({
            "tricks": self.table.counts(),
            "card_points": self.card_points(),
            "trick_points": trick_points,
            "marriages": self.marriages,
            "last_trick": last_trick,
            "last_six": last_six,
            "brisques": self.brisques,
            "score": net,
        }))
    }

    fn standing(&self) -> Standing {
        let account = account_line(self.after());
        Standing {
            line: Lang::ALL
                .map(|lang| WORDS.format(lang, "standing", &[("account", (&account).into())])),
            totals: self.after().to_vec(),
        }
    }

    /// Reading: the seed names no target (\[D9\]), so the running account never decides the
    /// match; what the leaderboard counts is the account (`standing().totals`) when the table
    /// closes.
    fn match_result(&self) -> Option<Vec<i64>> {
        None
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if !self.table.over() {
            return None;
        }
        // The deal alternates: this deal's forehand deals next (seat 1 of the next deal).
        let next = MariageAlt::deal(&self.rules(), score::shifted(self.after(), 1), rng);
        Some((next.into_any(), 1))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        let face_down = self.table.stock.len().saturating_sub(1);
        world.table = self
            .table
            .redeal(seat, self.known[1 - seat], face_down, rng);
        world.into_any()
    }
}

impl Words for MariageAlt {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let face = self.face();
        let mut hand = seat.map(|s| self.hand(s)).unwrap_or_default();
        hand.sort_by_key(|&c| {
            (
                c.suit() != self.trump(),
                c.suit(),
                std::cmp::Reverse(strength(c)),
            )
        });
        let mut shown = self.table.played.union(hand.iter().copied().collect());
        shown = shown.union(self.known[0]).union(self.known[1]);
        let mut lines = Vec::new();
        match self.table.stock.last() {
            Some(&under) => {
                shown.insert(under);
                let args = [
                    ("card", face.card(under, lang).into()),
                    ("n", self.table.stock.len().into()),
                ];
                lines.push(WORDS.format(lang, "view-trump-card", &args));
            }
            None => {
                let id = if self.overtake {
                    "view-trump-out"
                } else {
                    "view-trump-out-follow"
                };
                let suit = MariageAlt::suit_name(self.trump(), lang);
                lines.push(WORDS.format(lang, id, &[("suit", suit.into())]));
            }
        }
        lines.extend(self.last_trick().map(|t| t.last_line(lang, face)));
        let led = crate::trick::led_line(self.table.led, self.table.turn, lang, face);
        lines.extend(led);
        let paid = [0, 1].map(|s| self.marriages[s] + self.brisques[s]);
        let args = [
            ("tricks", per_seat(self.table.counts()).into()),
            ("paid", per_seat(paid).into()),
        ];
        lines.push(WORDS.format(lang, "view-tricks", &args));
        // Reading: "A player may look at his own tricks" — a hand shows its own, never the other's.
        if let Some(s) = seat {
            lines.extend(trick::own_tricks_line(&self.table.taken[s], lang, face));
        }
        if !self.announced.is_empty() {
            let suits: Vec<String> = self
                .announced
                .iter()
                .map(|k| MariageAlt::suit_name(k.suit(), lang))
                .collect();
            let args = [("suits", suits.join(", ").into())];
            lines.push(WORDS.format(lang, "view-marriages", &args));
        }
        let args = [("account", account_line(self.after()).into())];
        lines.push(WORDS.format(lang, "view-account", &args));
        View { hand, shown, lines }
    }

    fn scene(&self, seat: Option<usize>) -> crate::game::Scene {
        let hand = self.view(seat, Lang::En).hand;
        let under = self.table.stock.last().copied();
        let talon = (under, self.table.stock.len().saturating_sub(1));
        let led = (self.table.led, self.table.turn);
        trick::scene(hand, led, self.last_trick(), talon)
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| self.note_line(note, lang))
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        let args = mv.arg_list();
        match (mv.verb(), args.as_slice()) {
            ("exchange", []) => WORDS.text(lang, "label-exchange"),
            ("announce", ["marriage", s]) => {
                match s.parse::<char>().ok().and_then(Suit::from_code) {
                    Some(suit) => {
                        let suit = MariageAlt::suit_name(suit, lang);
                        WORDS.format(lang, "label-announce", &[("suit", suit.into())])
                    }
                    None => default_label(mv, lang, self.face()),
                }
            }
            _ => default_label(mv, lang, self.face()),
        }
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        if refusal == Refusal::MUST_FOLLOW && !self.overtake {
            return WORDS.text(lang, "refusal-must-follow-no-overtake");
        }
        crate::game::catalogue_refusal(&WORDS, refusal, lang)
    }
}

/// The running account per seat, signed: `{0} +3 · {1} -3`.
fn account_line(account: [i64; 2]) -> String {
    format!("{{0}} {:+} · {{1}} {:+}", account[0], account[1])
}

impl Computer for MariageAlt {
    /// Open once the talon is used up: the whole pack was dealt, so the other hand
    /// holds every card not seen.
    fn open_to(&self, _seat: usize) -> bool {
        self.table.stock.is_empty()
    }

    /// Play-outs that announce every marriage, exchange the trump Seven, take what they can
    /// cheaply and keep their points and trumps (random play-outs give them away).
    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        if let Some(&suit) = self.marriages_open(seat).first() {
            return Some(moves().announce[suit as usize]);
        }
        if self.may_exchange(seat) {
            return Some(moves().exchange);
        }
        let trump = self.trump();
        let policy = trick::Policy {
            takes: |led, c| trick::beats(led, c, trump, strength),
            points: |c| points(c) as u32,
            power: strength,
            trump: Some(trump),
        };
        let (table, playable) = (&self.table, self.playable(seat));
        let other = &table.hands[1 - seat];
        policy
            .playout(&playable, table.led, other, rng)
            .map(Move::play)
    }
}

#[cfg(test)]
mod tests;
