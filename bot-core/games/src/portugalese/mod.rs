//! Portugalese (`RULES-portugalese.md`): two players, the 52-card pack, no trump, three cards
//! each and a talon of 46. The responder must follow suit but need not beat; beating wins the
//! lead, following low costs a penalty card from the talon, and a void responder takes the led
//! card into his hand. Everybody keeps at least three cards while the talon lasts. The first with
//! an empty hand wins the deal; the other pays a point per card left (or their pips). A Partie
//! goes to 21 points (150 with pips).

use rand::seq::IndexedRandom;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::catalogue::Arg;
use crate::deal::Deck;
use crate::frame::{self, Frame, Shape};
use crate::game::{
    Computer, Deal, Lying, Move, Open, Refusal, Scene, Scores, Standing, View, Words,
};
use crate::hidden::{known_first, redeal_barring};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};
use crate::trick;
use crate::words::per_seat;
use crate::{notes, score};

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue = crate::catalogue::Catalogue::new(
    "portugalese",
    include_str!("de.ftl"),
    include_str!("en.ftl"),
);

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "portugalese",
    aliases: &[],
    family: "portugalese",
    words: &WORDS,
    face: crate::glossary::Face::French,
    packs: &[crate::glossary::Face::French],
    seats: (2, 2),
    ranking: Ranking::Partien,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "pips",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "target",
            default: RuleKind::Int {
                default: 0,
                min: 0,
                max: 1_000_000_000,
            },
        },
    ],
    new_match,
    scenario,
    load: load::<Portugalese>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// The keys of a scenario of this game beside every scenario's; others are ignored (the rules
/// file says so).
const EXTRA: [&str; 2] = ["out", "totals"];

/// The cards a hand keeps while the talon lasts.
const HAND: usize = 3;

/// What a card costs the loser with the house rule `pips` (D8).
fn pips(card: Card) -> i64 {
    match card.rank() {
        Rank::Ace => 11,
        Rank::King | Rank::Queen | Rank::Jack | Rank::Ten => 10,
        rank => rank as i64 + 2,
    }
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// A trick: who led, the led card and the answer; whether the answer beat it.
    Trick {
        leader: usize,
        cards: [Card; 2],
        beaten: bool,
    },
    /// A void responder took the led card into his hand.
    TakeIn { seat: usize, card: Card },
    /// A responder who followed low took a penalty card.
    Penalty { seat: usize },
    /// Cards drawn from the talon to fill the hands up, per seat.
    Drawn { counts: [usize; 2] },
    /// The deal is over.
    End,
}

/// Cards in the order a hand shows them: by suit, the highest first.
fn in_order(cards: &mut [Card]) {
    cards.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(c.rank())));
}

/// A deal of Portugalese, with the Partie's totals before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Portugalese {
    /// House rule `pips`: the loser pays pips instead of cards.
    pips: bool,
    /// The points that win the Partie.
    target: i64,
    hands: [Vec<Card>; 2],
    /// The talon, top first.
    talon: Vec<Card>,
    /// The seat that leads (or has led the waiting card).
    leader: usize,
    /// The led card waiting for the responder's answer.
    led: Option<Card>,
    /// Every card out of play.
    out: CardSet,
    /// The cards each seat took in, seen by both, while still in that hand.
    known: [CardSet; 2],
    /// The last trick: the led card and the answer.
    last: Option<[Card; 2]>,
    /// Each seat's Partie total before this deal.
    before: [i64; 2],
    notes: Vec<Note>,
}

/// The Partie's target: the house rule, or its default (21, with pips 150) for 0 (D9).
fn target(rules: &Rules) -> i64 {
    match rules.int("target") {
        0 if rules.flag("pips") => 150,
        0 => 21,
        set => set,
    }
}

fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Portugalese is for two".into());
    }
    Ok(Portugalese::deal(rules.flag("pips"), target(rules), [0, 0], rng).into_any())
}

fn scenario(value: &Value) -> Result<AnyGame, String> {
    let shape = Shape {
        out_of_play: Some("out"),
        ..Shape::two(&EXTRA, Pack::FiftyTwo)
    };
    let frame = Frame::read(&frame::known_keys(value, &EXTRA), &SPEC, shape)?;
    let out: CardSet = match frame.raw.get("out") {
        Some(v) => frame::cards(v)?.into_iter().collect(),
        None => CardSet::EMPTY,
    };
    let sizes: Vec<usize> = frame.hands.iter().map(Vec::len).collect();
    if out.is_empty() && sizes.iter().any(|&n| n != HAND) {
        return Err("a fresh deal gives three cards to each hand".into());
    }
    if sizes.contains(&0) {
        return Err("every hand holds at least one card".into());
    }
    if !frame.stock.is_empty() && sizes.iter().any(|&n| n < HAND) {
        return Err("while the talon holds cards every hand holds three or more".into());
    }
    let set_target = frame.raw.get("rules").and_then(|r| r.get("target"));
    if frame.rules.int("target") == 0 && set_target.is_some() {
        return Err("\"target\" must be at least 1".into());
    }
    let target = target(&frame.rules);
    let before = frame.pair("totals", 0, target - 1, 0)?;
    let pips = frame.rules.flag("pips");
    let mut deal = Portugalese::new(pips, target, frame.two_hands(), frame.stock, before);
    deal.out = out;
    Ok(deal.into_any())
}

/// An action: its card must be a card code (a string); other fields are ignored.
fn action(value: &Value) -> Result<Move, String> {
    let value = frame::only_keys(value, &["p", "do", "card"]);
    if value.get("card").is_some_and(|c| !c.is_string()) {
        return Err("\"card\" must be a card code".into());
    }
    frame::action(&value, &[("play", &["card"])])
}

impl Portugalese {
    fn new(
        pips: bool,
        target: i64,
        hands: [Vec<Card>; 2],
        talon: Vec<Card>,
        before: [i64; 2],
    ) -> Portugalese {
        Portugalese {
            pips,
            target,
            hands,
            talon,
            leader: 0,
            led: None,
            out: CardSet::EMPTY,
            known: [CardSet::EMPTY; 2],
            last: None,
            before,
            notes: Vec::new(),
        }
    }

    /// A shuffled deal, one card at a time: cards 1, 3, 5 to the forehand, 2, 4, 6 to the
    /// dealer, the rest the talon.
    fn deal(pips: bool, target: i64, before: [i64; 2], rng: &mut dyn RngCore) -> Portugalese {
        let mut deck = Deck::shuffled(Pack::FiftyTwo, rng);
        let hands = deck.hands(&[1; 2 * HAND]);
        Portugalese::new(pips, target, hands, deck.rest(), before)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// The seat to play: the responder while a led card waits, else the leader.
    fn turn(&self) -> usize {
        if self.led.is_some() {
            1 - self.leader
        } else {
            self.leader
        }
    }

    /// The deal ends when a hand is empty after a trick or a take-in (D6).
    fn over(&self) -> bool {
        self.led.is_none() && self.hands.iter().any(Vec::is_empty)
    }

    /// Takes the talon's top card into a hand; whether there was one.
    fn draw(&mut self, seat: usize) -> bool {
        if self.talon.is_empty() {
            return false;
        }
        let card = self.talon.remove(0);
        self.hands[seat].push(card);
        true
    }

    /// The draws after a trick or a take-in: the next leader fills up to three, then the other
    /// takes his penalty card (if he followed low and the talon has one, D4) and fills up (D5).
    fn draw_after(&mut self, penalty: bool) {
        let first = self.leader;
        let mut counts = [0; 2];
        for seat in [first, 1 - first] {
            if seat != first && penalty && self.draw(seat) {
                self.notes.push(Note::Penalty { seat });
            }
            while self.hands[seat].len() < HAND && self.draw(seat) {
                counts[seat] += 1;
            }
        }
        if counts != [0, 0] {
            self.notes.push(Note::Drawn { counts });
        }
    }

    /// The suits `seat` has shown it lacks: it took a card of the suit in (D3), and has drawn
    /// nothing since; what it took in is known and not counted.
    fn voids(&self, seat: usize) -> Vec<Suit> {
        let mut voids = Vec::new();
        for note in &self.notes {
            match *note {
                Note::TakeIn { seat: s, card } if s == seat => voids.push(card.suit()),
                Note::Penalty { seat: s } if s == seat => voids.clear(),
                Note::Drawn { counts } if counts[seat] > 0 => voids.clear(),
                _ => {}
            }
        }
        voids
    }

    /// The cards `seat` followed low to while the talon lasted, each with the cards it drew
    /// since (the penalty card first): beating costs nothing and wins the lead, following low
    /// costs a card, so a seat that followed low most likely held nothing that beat — unless it
    /// drew it since.
    fn followed_low(&self, seat: usize) -> Vec<(Card, usize)> {
        let mut lows: Vec<(Card, usize)> = Vec::new();
        let mut low = None;
        for note in &self.notes {
            match *note {
                Note::Trick {
                    leader,
                    cards: [led, _],
                    beaten: false,
                } if leader != seat => low = Some(led),
                Note::Penalty { seat: s } if s == seat => {
                    lows.extend(low.take().map(|led| (led, 0)));
                    lows.iter_mut().for_each(|(_, drawn)| *drawn += 1);
                }
                Note::Drawn { counts } => {
                    lows.iter_mut()
                        .for_each(|(_, drawn)| *drawn += counts[seat]);
                }
                _ => low = None,
            }
        }
        lows
    }

    /// What a hand pays: its cards, or its pips.
    fn cost(&self, seat: usize) -> i64 {
        if self.pips {
            self.hands[seat].iter().map(|&c| pips(c)).sum()
        } else {
            self.hands[seat].len() as i64
        }
    }

    /// The winner (`None` when both emptied in the same trick, D7) and what the loser pays.
    fn outcome(&self) -> Option<(Option<usize>, i64)> {
        if !self.over() {
            return None;
        }
        Some(match (0..2).find(|&s| self.hands[s].is_empty()) {
            Some(w) if !self.hands[1 - w].is_empty() => (Some(w), self.cost(1 - w)),
            _ => (None, 0),
        })
    }

    /// The Partie totals after the deal (before it while it runs).
    fn after(&self) -> [i64; 2] {
        let mut totals = self.before;
        if let Some((Some(winner), value)) = self.outcome() {
            totals[winner] += value;
        }
        totals
    }

    fn partie_winner(&self) -> Option<usize> {
        let (winner, _) = self.outcome()?;
        winner.filter(|&w| self.after()[w] >= self.target)
    }
}

impl Deal for Portugalese {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> crate::game::Seats {
        trick::to_act(self.over(), self.turn())
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if trick::check_turn(self.over(), self.turn(), seat).is_err() {
            return;
        }
        let follows = |c: &&Card| self.led.is_none_or(|led| led.suit() == c.suit());
        trick::plays(self.hands[seat].iter().filter(follows).copied(), out);
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        trick::check_turn(self.over(), self.turn(), seat)?;
        let card = trick::card_to_play(mv, &self.hands[seat])?;
        // A responder to act always holds the suit led: a void one took the card in at once.
        if self.led.is_some_and(|led| led.suit() != card.suit()) {
            return Err(Refusal::MUST_FOLLOW);
        }
        self.hands[seat].retain(|&c| c != card);
        self.known[seat].remove(card);
        let other = 1 - seat;
        match self.led.take() {
            None if self.hands[other].iter().any(|c| c.suit() == card.suit()) => {
                self.led = Some(card);
            }
            None => {
                // D3: the void responder takes the card in; the leader leads again.
                self.hands[other].push(card);
                self.known[other].insert(card);
                self.notes.push(Note::TakeIn { seat: other, card });
                self.draw_after(false);
            }
            Some(led) => {
                self.out.insert(led);
                self.out.insert(card);
                self.last = Some([led, card]);
                let beaten = card.rank() > led.rank();
                self.notes.push(Note::Trick {
                    leader: other,
                    cards: [led, card],
                    beaten,
                });
                if beaten {
                    self.leader = seat;
                }
                self.draw_after(!beaten);
            }
        }
        if self.over() {
            self.notes.push(Note::End);
        }
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        let (winner, value) = self.outcome()?;
        Some(score::zero_sum(winner, value).into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        let (winner, value) = self.outcome()?;
        Some(json!({
            "winner": winner,
            "left": [self.hands[0].len(), self.hands[1].len()],
            "value": value,
            "score": self.score(),
            "totals": self.after(),
            "partie": self.partie_winner(),
        }))
    }

    fn standing(&self) -> Standing {
        let target = self.target.to_string();
        let label =
            Lang::ALL.map(|lang| WORDS.format(lang, "standing", &[("target", (&target).into())]));
        Standing::of_two(self.after(), label)
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        Some(score::partie(self.partie_winner()?, 1))
    }

    /// D1: the deal alternates, so the forehand of the next deal is this deal's dealer.
    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if !self.over() || self.partie_winner().is_some() {
            return None;
        }
        let next = Portugalese::deal(self.pips, self.target, score::shifted(self.after(), 1), rng);
        Some((next.into_any(), 1))
    }

    /// The other hand's cards that were taken in stay where they are; its other cards and the
    /// talon are dealt again, and none of a suit it has shown it lacks ([`Portugalese::voids`])
    /// comes into its hidden cards; a card that beats one it followed low to stays in them only
    /// as often as it could have drawn it since ([`Portugalese::followed_low`]).
    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let other = 1 - seat;
        let voids = self.voids(other);
        let mut world = self.clone();
        let hand = &mut world.hands[other];
        let seen = known_first(hand, |c| self.known[other].contains(c));
        let barred = |c: Card| voids.contains(&c.suit());
        redeal_barring(&mut hand[seen..], &mut world.talon, barred, rng);
        let size = hand.len();
        for (led, drawn) in self.followed_low(other) {
            let keep = (drawn as f64 / size.max(1) as f64).min(1.0);
            let beats = |c: Card| c.suit() == led.suit() && c.rank() > led.rank();
            for at in seen..size {
                let card = world.hands[other][at];
                if !beats(card) || rng.random_bool(keep) {
                    continue;
                }
                let swaps: Vec<usize> = (0..world.talon.len())
                    .filter(|&t| !beats(world.talon[t]) && !barred(world.talon[t]))
                    .collect();
                if let Some(&t) = swaps.choose(rng) {
                    std::mem::swap(&mut world.hands[other][at], &mut world.talon[t]);
                }
            }
        }
        world.into_any()
    }
}

impl Words for Portugalese {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let face = self.face();
        let mut hand = seat.map(|s| self.hands[s].clone()).unwrap_or_default();
        in_order(&mut hand);
        let mut shown = self.out.union(self.known[0]).union(self.known[1]);
        shown = shown.union(hand.iter().copied().collect());
        let mut lines = Vec::new();
        if let Some(led) = self.led {
            shown.insert(led);
            let args = [
                ("seat", crate::words::seat(self.leader).into()),
                ("card", face.card(led, lang).into()),
            ];
            lines.push(WORDS.format(lang, "view-led", &args));
        } else if let Some([led, answer]) = self.last {
            let args = [
                ("led", face.card(led, lang).into()),
                ("answer", face.card(answer, lang).into()),
            ];
            lines.push(WORDS.format(lang, "view-last", &args));
        }
        let args = [
            ("n", self.talon.len().into()),
            (
                "hands",
                per_seat([0, 1].map(|s| self.hands[s].len())).into(),
            ),
        ];
        lines.push(WORDS.format(lang, "view-counts", &args));
        for s in 0..2 {
            if !self.known[s].is_empty() {
                let cards: Vec<Card> = self.known[s].iter().collect();
                let args = [
                    ("seat", crate::words::seat(s).into()),
                    ("cards", face.cards(&cards, lang).into()),
                ];
                lines.push(WORDS.format(lang, "view-taken-in", &args));
            }
        }
        let args = [
            ("target", self.target.to_string().into()),
            ("pips", self.pips_arg()),
            ("totals", per_seat(self.after()).into()),
        ];
        lines.push(WORDS.format(lang, "view-partie", &args));
        View { hand, shown, lines }
    }

    /// The card led, or else the last trick, beside the talon; the cards each seat took in
    /// before it.
    fn scene(&self, seat: Option<usize>) -> Scene {
        let hand = self.view(seat, Lang::En).hand;
        let last = self.notes.iter().rev().find_map(|note| match *note {
            Note::Trick {
                leader,
                cards,
                beaten,
            } => Some(trick::Trick {
                leader,
                cards,
                winner: if beaten { 1 - leader } else { leader },
            }),
            _ => None,
        });
        // The views show the last trick only while no card is led.
        let last = last.filter(|_| self.led.is_none());
        let talon = (None, self.talon.len());
        let mut scene = trick::scene(hand, (self.led, self.turn()), last, talon);
        scene.open = (0..2)
            .filter_map(|s| {
                let mut taken: Vec<Card> = self.known[s].iter().collect();
                in_order(&mut taken);
                Open::some(s, Lying::TakenIn, taken)
            })
            .collect();
        scene
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| self.note_line(note, lang))
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        crate::game::catalogue_refusal(&WORDS, refusal, lang)
    }
}

impl Computer for Portugalese {
    /// A person playing by rules of thumb ([`player::easy`]); the strong level searches.
    fn easy(&self, seat: usize, _rng: &mut dyn RngCore) -> Option<Option<Move>> {
        (!self.over() && self.turn() == seat).then(|| player::easy(self, seat))
    }

    /// Open once the talon is used up: the whole pack is in the hands or out of play, so the
    /// other hand holds every card not seen.
    fn open_to(&self, _seat: usize) -> bool {
        self.talon.is_empty()
    }

    /// Play-outs by the easy player's rules of thumb, now and then ([`trick::PLAYOUT_NOISE`])
    /// any card: random play-outs shed their high cards and follow low as often as they beat.
    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        if rng.random_bool(trick::PLAYOUT_NOISE) {
            return None;
        }
        player::easy(self, seat)
    }
}

impl Portugalese {
    /// Whether the loser pays pips, as the catalogue's selectors read it.
    fn pips_arg(&self) -> Arg<'static> {
        if self.pips { "yes" } else { "no" }.into()
    }

    /// A public event in words.
    fn note_line(&self, note: &Note, lang: Lang) -> String {
        let face = self.face();
        match *note {
            Note::Trick {
                leader,
                cards: [led, answer],
                beaten,
            } => {
                let args = [
                    ("seat", crate::words::seat(1 - leader).into()),
                    ("leader", crate::words::seat(leader).into()),
                    ("led", face.card(led, lang).into()),
                    ("answer", face.card(answer, lang).into()),
                ];
                let id = if beaten { "trick-beaten" } else { "trick-low" };
                WORDS.format(lang, id, &args)
            }
            Note::TakeIn { seat, card } => {
                let args = [
                    ("seat", crate::words::seat(seat).into()),
                    ("card", face.card(card, lang).into()),
                ];
                WORDS.format(lang, "take-in", &args)
            }
            Note::Penalty { seat } => WORDS.format(
                lang,
                "penalty",
                &[("seat", crate::words::seat(seat).into())],
            ),
            Note::Drawn { counts } => {
                let parts: Vec<String> = (0..2)
                    .filter(|&s| counts[s] > 0)
                    .map(|s| format!("{} {}", crate::words::seat(s), counts[s]))
                    .collect();
                WORDS.format(lang, "drawn", &[("counts", parts.join(" · ").into())])
            }
            Note::End => self.end_line(lang),
        }
    }

    /// The line that ends the deal: who is out, what the other pays, the Partie.
    fn end_line(&self, lang: Lang) -> String {
        let Some((Some(w), value)) = self.outcome() else {
            return WORDS.text(lang, "both-out");
        };
        let args = [
            ("seat", crate::words::seat(w).into()),
            ("other", crate::words::seat(1 - w).into()),
            ("n", value.into()),
            ("pips", self.pips_arg()),
        ];
        let line = WORDS.format(lang, "out", &args);
        if self.partie_winner().is_none() {
            return line;
        }
        let totals = self.after();
        let args = [
            ("deal", line.into()),
            ("seat", crate::words::seat(w).into()),
            ("own", totals[w].into()),
            ("other", totals[1 - w].into()),
        ];
        WORDS.format(lang, "out-partie", &args)
    }
}

mod player;

#[cfg(test)]
mod tests;
