//! Briscon (`RULES-briscon.md`): two players, the 32-card pack, five cards each and the turned
//! trump card last under the talon; Brusquembille's trick order A T K Q J 9 8 7, free play while
//! the talon lasts and beat-or-trump after it; sequences, fours and marriages announced at lead;
//! a list of bonuses the table marks itself. Both players score; the Partie is 600.

mod melds;
mod words;

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::deal::Deck;
use crate::frame::{self, Frame, Shape};
use crate::game::{Computer, Deal, Move, Refusal, Scores, Standing, View, Words};
use crate::hidden::redeal;
use crate::lang::Lang;
use crate::registry::Rules;
use crate::trick::{self, Trick};
use crate::{notes, score};

use melds::Meld;
pub use words::SPEC;

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("briscon", include_str!("de.ftl"), include_str!("en.ftl"));

/// The trick order, lowest first [D1].
const TRICK_ORDER: [Rank; 8] = [
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Jack,
    Rank::Queen,
    Rank::King,
    Rank::Ten,
    Rank::Ace,
];

/// A card's place in the trick order.
fn power(card: Card) -> usize {
    trick::place(&TRICK_ORDER, card)
}

/// Card points: A 11, T 10, K 4, Q 3, J 2.
fn card_points(card: Card) -> i64 {
    match card.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

/// A court card (Bild) [D3].
fn court(card: Card) -> bool {
    matches!(card.rank(), Rank::King | Rank::Queen | Rank::Jack)
}

/// A hand streak that scores at the deal and again after each own draw that keeps it [D11].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Streak {
    /// Five court cards: 20 each time.
    Courts,
    /// No court card (carte blanche): 10 each time.
    Blank,
}

impl Streak {
    /// The streak a hand starts, if any.
    fn of(hand: &[Card]) -> Option<Streak> {
        if hand.iter().all(|&c| court(c)) {
            Some(Streak::Courts)
        } else if hand.iter().all(|&c| !court(c)) {
            Some(Streak::Blank)
        } else {
            None
        }
    }

    fn points(self) -> i64 {
        match self {
            Streak::Courts => 20,
            Streak::Blank => 10,
        }
    }

    fn bonus(self) -> Bonus {
        match self {
            Streak::Courts => Bonus::Courts,
            Streak::Blank => Bonus::Blank,
        }
    }
}

/// An automatic bonus [D13].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Bonus {
    TurnUp,
    Courts,
    Blank,
    TrumpAce,
    LastCard,
    FiveTrumps,
    LastFive,
    AllTricks,
    MostTricks,
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// The deal: the trump card under the talon.
    Deal { trump: Card },
    /// A bonus marked for a seat.
    Bonus {
        seat: usize,
        bonus: Bonus,
        points: i64,
    },
    /// A seat exchanged the seven of trumps for the card under the talon.
    Exchange { seat: usize, took: Card },
    /// A seat announced a meld.
    Announce {
        seat: usize,
        meld: Meld,
        points: i64,
    },
    /// A trick.
    Trick(Trick),
    /// The talon is empty: the last five tricks follow suit.
    TalonEmpty,
    /// The deal is over.
    End,
}

/// A deal of Briscon, with the Partie before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Briscon {
    overtake: bool,
    seven_exchange: bool,
    target: i64,
    hands: [Vec<Card>; 2],
    /// The talon, top first; its last card lies face up under it (the trump card, or the seven).
    talon: Vec<Card>,
    /// The card turned for trump at the deal.
    turn_up: Card,
    /// The seat to lead or to answer.
    turn: usize,
    /// The card led to the open trick.
    led: Option<Card>,
    taken: [Vec<Card>; 2],
    /// The winner of each trick so far.
    winners: Vec<usize>,
    /// The announcements, in order.
    announced: Vec<(usize, Meld)>,
    /// Cards of announced sequences (each may serve in one sequence only).
    in_sequence: CardSet,
    /// Cards both players have seen that may still be in a hand: the turn-up, an exchanged
    /// seven's place, announced cards.
    revealed: CardSet,
    melds: [i64; 2],
    bonus: [i64; 2],
    /// Each seat's running hand streak.
    streak: [Option<Streak>; 2],
    /// Each seat's Partie total before this deal.
    before: [i64; 2],
    notes: Vec<Note>,
}

/// A move of Briscon, read from its text.
enum Action {
    Play(Card),
    Exchange,
    Announce(Meld),
}

impl Action {
    fn read(mv: &Move) -> Option<Action> {
        if let Some(card) = mv.played() {
            return Some(Action::Play(card));
        }
        let args = mv.arg_list();
        match (mv.verb(), args.as_slice()) {
            ("play", [card]) => card.parse().ok().map(Action::Play),
            ("exchange", []) => Some(Action::Exchange),
            ("announce", [kind, arg]) => format!("{kind}:{arg}").parse().ok().map(Action::Announce),
            _ => None,
        }
    }
}

fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Briscon is for two".into());
    }
    Ok(Briscon::deal(rules, [0, 0], rng).into_any())
}

fn scenario(value: &Value) -> Result<AnyGame, String> {
    let frame = Frame::read(value, &SPEC, Shape::two(&["match"], Pack::ThirtyTwo))?;
    frame.sizes(5, 22, "five cards a hand and 22 in the stock")?;
    let before = frame.pair("match", 0, frame.rules.int("target") - 1, 0)?;
    Ok(Briscon::new(&frame.rules, frame.two_hands(), frame.stock, before).into_any())
}

/// Reads an action: `play` with `card`, `exchange`, `announce` with `meld` and the field its
/// meld takes (`card` for a sequence, `rank` for four of a kind, `suit` for a marriage).
fn action(value: &Value) -> Result<Move, String> {
    let object: &Map<String, Value> = value.as_object().ok_or("an action is an object")?;
    if object.get("do").and_then(Value::as_str) != Some("announce") {
        return frame::action(value, &[("play", &["card"]), ("exchange", &[])]);
    }
    let meld = object
        .get("meld")
        .and_then(Value::as_str)
        .ok_or("announce needs \"meld\" as a string")?;
    let field = match meld {
        "tierce" | "quarte" | "quinte" => "card",
        "four" => "rank",
        "marriage" => "suit",
        other => return Err(format!("unknown meld {other:?}")),
    };
    if !object.get(field).is_some_and(Value::is_string) {
        return Err(format!("announce {meld} needs {field:?} as a string"));
    }
    let mv = frame::action(value, &[("announce", &["meld", field])])?;
    // Reading: `rank` and `suit` are letters as in card codes (any of the 13 ranks reads, as
    // any card code does; a rank outside the pack is then refused as `no_meld`).
    let args = mv.arg_list();
    let meld: Meld = args.join(":").parse()?;
    Ok(Move::new("announce", meld.to_string().split(':')))
}

impl Briscon {
    fn new(rules: &Rules, hands: [Vec<Card>; 2], talon: Vec<Card>, before: [i64; 2]) -> Briscon {
        let turn_up = *talon.last().expect("a talon of 22 cards");
        let mut deal = Briscon {
            overtake: rules.flag("overtake"),
            seven_exchange: rules.flag("seven_exchange"),
            target: rules.int("target"),
            streak: [Streak::of(&hands[0]), Streak::of(&hands[1])],
            hands,
            talon,
            turn_up,
            turn: 0,
            led: None,
            taken: [Vec::new(), Vec::new()],
            winners: Vec::new(),
            announced: Vec::new(),
            in_sequence: CardSet::EMPTY,
            revealed: [turn_up].into_iter().collect(),
            melds: [0; 2],
            bonus: [0; 2],
            before,
            notes: vec![Note::Deal { trump: turn_up }],
        };
        if !matches!(turn_up.rank(), Rank::Seven | Rank::Eight | Rank::Nine) {
            deal.mark(1, Bonus::TurnUp, 10);
        }
        for seat in 0..2 {
            if let Some(streak) = deal.streak[seat] {
                deal.mark(seat, streak.bonus(), streak.points());
            }
        }
        deal
    }

    /// A shuffled deal [D4]: three to the forehand, three to the dealer, two and two; the
    /// eleventh card turned and laid under the other 21.
    fn deal(rules: &Rules, before: [i64; 2], rng: &mut dyn RngCore) -> Briscon {
        let (hands, talon) = Deck::trump_under_stock(Pack::ThirtyTwo, rng, &[3, 3, 2, 2], &[]);
        Briscon::new(rules, hands, talon, before)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    fn rules(&self) -> Rules {
        Rules::of([
            ("overtake", self.overtake.into()),
            ("seven_exchange", self.seven_exchange.into()),
            ("target", self.target.into()),
        ])
    }

    fn over(&self) -> bool {
        self.winners.len() == 16
    }

    fn mark(&mut self, seat: usize, bonus: Bonus, points: i64) {
        self.bonus[seat] += points;
        self.notes.push(Note::Bonus {
            seat,
            bonus,
            points,
        });
    }

    fn trump(&self) -> Suit {
        self.turn_up.suit()
    }

    fn seven(&self) -> Card {
        Card::new(Rank::Seven, self.trump())
    }

    fn at_lead(&self, seat: usize) -> bool {
        !self.over() && self.turn == seat && self.led.is_none()
    }

    fn tricks(&self) -> [usize; 2] {
        [0, 1].map(|s| self.winners.iter().filter(|&&w| w == s).count())
    }

    fn can_exchange(&self, seat: usize) -> bool {
        self.at_lead(seat)
            && self.seven_exchange
            && self.hands[seat].contains(&self.seven())
            && self.talon.last().is_some_and(|&c| c != self.seven())
    }

    fn can_announce(&self, seat: usize) -> bool {
        self.at_lead(seat) && self.winners.contains(&seat) && !self.talon.is_empty()
    }

    /// What a meld scores for a seat now, if it may announce it.
    fn meld_value(&self, seat: usize, meld: Meld) -> Option<i64> {
        let hand: CardSet = self.hands[seat].iter().copied().collect();
        self.meld_value_in(hand, meld, meld.set())
    }

    /// [`Briscon::meld_value`] for the seat holding `hand`, the meld's `cards` known.
    fn meld_value_in(&self, hand: CardSet, meld: Meld, cards: CardSet) -> Option<i64> {
        if cards.minus(hand) != CardSet::EMPTY {
            return None;
        }
        let value = meld.value(self.trump())?;
        let repeated = self.announced.iter().any(|&(_, m)| m == meld);
        let reused = meld.is_sequence() && cards.intersection(self.in_sequence) != CardSet::EMPTY;
        (!repeated && !reused).then_some(value)
    }

    /// The cards a seat may play now.
    fn playable(&self, seat: usize) -> crate::trick::Playable {
        match self.led {
            Some(led) if self.talon.is_empty() => {
                trick::allowed(&self.hands[seat], led, self.trump(), self.overtake, power)
            }
            _ => self.hands[seat].iter().copied().collect(),
        }
    }

    /// Card points of the tricks each seat won.
    fn card_points(&self) -> [i64; 2] {
        [0, 1].map(|s| self.taken[s].iter().map(|&c| card_points(c)).sum())
    }

    /// Each seat's points in this deal so far.
    fn points(&self) -> [i64; 2] {
        let cards = self.card_points();
        [0, 1].map(|s| cards[s] + self.melds[s] + self.bonus[s])
    }

    /// Each seat's Partie total after this deal (before it while it runs).
    fn after(&self) -> [i64; 2] {
        let points = self.points();
        [0, 1].map(|s| self.before[s] + points[s])
    }

    /// The seat that wins the Partie with this deal [D14].
    fn partie_winner(&self) -> Option<usize> {
        if !self.over() {
            return None;
        }
        let [a, b] = self.after();
        if a.max(b) < self.target || a == b {
            return None;
        }
        Some(usize::from(b > a))
    }

    /// Draws the top card of the talon for a seat and scores its hand streak.
    // Reading: taking the face-up card under the talon is a draw like any other, so it may
    // score (or end) a hand streak too.
    fn draw(&mut self, seat: usize) {
        let card = self.talon.remove(0);
        self.hands[seat].push(card);
        if self.talon.is_empty() {
            self.revealed.insert(card);
        }
        self.check_streak(seat, true);
    }

    /// After a draw (`scores`) or an exchange: the streak scores again or ends.
    fn check_streak(&mut self, seat: usize, scores: bool) {
        let Some(streak) = self.streak[seat] else {
            return;
        };
        if Streak::of(&self.hands[seat]) != Some(streak) {
            self.streak[seat] = None;
        } else if scores {
            self.mark(seat, streak.bonus(), streak.points());
        }
    }

    fn play(&mut self, seat: usize, card: Card) -> Result<(), Refusal> {
        trick::check_play(&self.hands[seat], &self.playable(seat), card)?;
        self.hands[seat].retain(|&c| c != card);
        let trump = self.trump();
        let wins = |led, answer| trick::beats(led, answer, trump, power);
        let Some(played) = trick::lay(&mut self.led, &mut self.turn, seat, card, wins) else {
            return Ok(());
        };
        let winner = played.winner;
        self.taken[winner].extend(played.cards);
        self.winners.push(winner);
        self.notes.push(Note::Trick(played));
        let [led, card] = played.cards;
        let ace = Card::new(Rank::Ace, self.trump());
        let counted = self.in_sequence.contains(ace)
            || self
                .announced
                .iter()
                .any(|&(_, m)| m == Meld::Four(Rank::Ace));
        if (led == ace || card == ace) && !counted {
            self.mark(winner, Bonus::TrumpAce, 10);
        }
        if !self.talon.is_empty() {
            self.draw(winner);
            self.draw(1 - winner);
            if self.talon.is_empty() {
                self.mark(1 - winner, Bonus::LastCard, 10);
                for s in 0..2 {
                    if self.hands[s].iter().all(|c| c.suit() == self.trump()) {
                        self.mark(s, Bonus::FiveTrumps, 30);
                    }
                }
                self.notes.push(Note::TalonEmpty);
            }
        }
        if self.over() {
            self.finish();
        }
        Ok(())
    }

    /// The bonuses after trick 16.
    fn finish(&mut self) {
        let last = self.winners[11];
        if self.winners[11..].iter().all(|&w| w == last) {
            self.mark(last, Bonus::LastFive, 20);
        }
        let tricks = self.tricks();
        if let Some(all) = (0..2).find(|&s| tricks[s] == 16) {
            self.mark(all, Bonus::AllTricks, 600);
        }
        if tricks[0] != tricks[1] {
            let most = usize::from(tricks[1] > tricks[0]);
            self.mark(most, Bonus::MostTricks, 10);
        }
        self.notes.push(Note::End);
    }
}

impl Deal for Briscon {
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
        // In the order of the moves' text, without sorting: `announce:…`, `exchange`, `play:…`.
        if self.can_announce(seat) {
            let hand: CardSet = self.hands[seat].iter().copied().collect();
            for &(meld, cards, mv) in Meld::with_sets() {
                if self.meld_value_in(hand, meld, cards).is_some() {
                    out.push(mv);
                }
            }
        }
        if self.can_exchange(seat) {
            out.push(Move::verb_only("exchange"));
        }
        trick::plays(self.playable(seat), out);
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        trick::check_turn(self.over(), self.turn, seat)?;
        match Action::read(mv).ok_or(Refusal::ILLEGAL)? {
            Action::Play(card) => self.play(seat, card),
            Action::Exchange => {
                if !self.can_exchange(seat) {
                    return Err(Refusal("cannot_exchange"));
                }
                let seven = self.seven();
                let took = self.talon.pop().expect("the card under the talon");
                self.talon.push(seven);
                self.hands[seat].retain(|&c| c != seven);
                self.hands[seat].push(took);
                self.revealed.insert(seven);
                self.notes.push(Note::Exchange { seat, took });
                self.check_streak(seat, false);
                Ok(())
            }
            Action::Announce(meld) => {
                if !self.can_announce(seat) {
                    return Err(Refusal("cannot_announce"));
                }
                let points = self.meld_value(seat, meld).ok_or(Refusal("no_meld"))?;
                for card in meld.cards() {
                    self.revealed.insert(card);
                    if meld.is_sequence() {
                        self.in_sequence.insert(card);
                    }
                }
                self.announced.push((seat, meld));
                self.melds[seat] += points;
                self.notes.push(Note::Announce { seat, meld, points });
                Ok(())
            }
        }
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        self.over().then(|| {
            score::zero_sum(self.partie_winner(), 1)
                .into_iter()
                .collect()
        })
    }

    fn result(&self) -> Option<Value> {
        if !self.over() {
            return None;
        }
        let winner = self.partie_winner();
        let score = self.score()?;
        Some(json!({
            "tricks": self.tricks(),
            "card_points": self.card_points(),
            "melds": self.melds,
            "bonus": self.bonus,
            "points": self.points(),
            "match": self.after(),
            "winner": winner,
            "score": score,
        }))
    }

    fn standing(&self) -> Standing {
        let after = self.after();
        Standing {
            line: Lang::ALL.map(|lang| words::standing_line(after, self.target, lang)),
            totals: after.to_vec(),
        }
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        Some(score::partie(self.partie_winner()?, 1))
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if !self.over() || self.partie_winner().is_some() {
            return None;
        }
        let next = Briscon::deal(&self.rules(), score::shifted(self.after(), 1), rng);
        Some((next.into_any(), 1))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        let face_down = self.talon.len().saturating_sub(1);
        let places = world.hands[1 - seat]
            .iter_mut()
            .filter(|c| !self.revealed.contains(**c))
            .chain(&mut world.talon[..face_down]);
        redeal(places, rng);
        world.into_any()
    }
}

impl Words for Briscon {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        words::view(self, seat, lang)
    }

    fn scene(&self, seat: Option<usize>) -> crate::game::Scene {
        let hand = words::view(self, seat, Lang::En).hand;
        let last = self.notes.iter().rev().find_map(|note| match note {
            Note::Trick(played) => Some(*played),
            _ => None,
        });
        let under = self.talon.last().copied();
        let talon = (under, self.talon.len().saturating_sub(1));
        trick::scene(hand, (self.led, self.turn), last, talon)
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| words::tell(self, note, lang))
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        words::label(self, mv, lang)
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        words::refusal_text(self, refusal, lang)
    }
}

impl Computer for Briscon {
    /// Open once the talon is used up: the whole pack was dealt, so the other hand
    /// holds every card not seen.
    fn open_to(&self, _seat: usize) -> bool {
        self.talon.is_empty()
    }

    fn value(&self, seat: usize) -> f64 {
        // The deal scores only when it ends the Partie: what it scored counts too.
        crate::game::value_with_margin(self.score(), self.points(), seat, 1000.0)
    }

    /// Play-outs that announce the first meld they may, exchange the trump Seven, take what
    /// they can cheaply and keep their points and trumps (random play-outs give them away).
    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        if self.can_announce(seat) {
            let hand: CardSet = self.hands[seat].iter().copied().collect();
            let melds = Meld::with_sets().iter();
            let mut open =
                melds.filter(|&&(meld, cards, _)| self.meld_value_in(hand, meld, cards).is_some());
            if let Some(&(_, _, mv)) = open.next() {
                return Some(mv);
            }
        }
        if self.can_exchange(seat) {
            return Some(Move::verb_only("exchange"));
        }
        let trump = self.trump();
        let policy = trick::Policy {
            takes: |led, c| trick::beats(led, c, trump, power),
            points: |c| card_points(c) as u32,
            power,
            trump: Some(trump),
        };
        let playable = self.playable(seat);
        let other = &self.hands[1 - seat];
        policy
            .playout(&playable, self.led, other, rng)
            .map(Move::play)
    }
}

#[cfg(test)]
mod tests;
