//! Ecarté (`RULES-ecarte.md`): two players, the Piquet pack with the King highest and the Ace
//! between Jack and Ten, five cards each and a turned trump. The forehand proposes exchanges
//! ("je propose") which the dealer accepts or refuses; then five tricks, follow and beat or trump.
//! The point for three tricks, two for the vole, a penalty point for playing without proposing
//! or refusing the first proposal, one for the King of trumps; first to 5 wins the Partie.

mod words;

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, Pack, Rank, Suit};
use crate::deal::Deck;
use crate::frame::{self, Frame, Shape};
use crate::game::{
    Choice, Computer, Deal, Lying, Move, Open, Refusal, Scene, Scores, Standing, View, Words,
};
use crate::hidden::{redeal, redeal_barring};
use crate::lang::Lang;
use crate::registry::Rules;
use crate::trick::{self, Trick};
use crate::{notes, score};

pub use words::SPEC;

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("ecarte", include_str!("de.ftl"), include_str!("en.ftl"));

/// The trick order, lowest first: 7 8 9 T A J Q K.
const TRICK_ORDER: [Rank; 8] = [
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Ten,
    Rank::Ace,
    Rank::Jack,
    Rank::Queen,
    Rank::King,
];

/// A card's place in the trick order.
fn power(card: Card) -> usize {
    trick::place(&TRICK_ORDER, card)
}

/// Cards in the game's order, as every line that lists them shows them: by suit, then from the
/// highest (the King) down.
fn in_order(cards: &mut [Card]) {
    cards.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(power(c))));
}

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    /// The forehand proposes or leads.
    Propose,
    /// The dealer accepts or refuses a proposal.
    Answer,
    /// A seat discards (the forehand, then the dealer).
    Discard(usize),
    /// The tricks.
    Play,
    /// The deal is over.
    Over,
}

impl Phase {
    /// The verbs that belong to the phase.
    fn verbs(self) -> &'static [&'static str] {
        match self {
            Phase::Propose => &["propose", "play"],
            Phase::Answer => &["accept", "refuse"],
            Phase::Discard(_) => &["discard"],
            Phase::Play => &["play"],
            Phase::Over => &[],
        }
    }
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// The deal: the turned trump card.
    Deal { trump: Card },
    /// A seat marked the King of trumps.
    King { seat: usize },
    /// The forehand proposed (the first time, or "encore").
    Propose { again: bool },
    /// The dealer accepted.
    Accept,
    /// The dealer refused.
    Refuse,
    /// A seat exchanged this many cards.
    Discard { seat: usize, count: usize },
    /// The forehand led without having proposed.
    Stand,
    /// A trick.
    Trick(Trick),
    /// The deal is over.
    End,
}

/// A deal of Ecarté, with the Partie before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ecarte {
    overtake: bool,
    /// `mark_king: "start"`: the King of trumps is marked for its holder when trick play begins.
    king_at_start: bool,
    penalty_on_vole: bool,
    multiple_game: bool,
    target: i64,
    hands: [Vec<Card>; 2],
    /// The turned card beside the talon.
    trump_card: Card,
    /// The talon, top first.
    talon: Vec<Card>,
    /// Each seat's discarded cards (seen by nobody else).
    discards: [Vec<Card>; 2],
    phase: Phase,
    /// The seat to lead or to answer in trick play.
    turn: usize,
    /// The card led to the open trick.
    led: Option<Card>,
    /// Whether the forehand has proposed in this deal.
    proposed: bool,
    /// Whether an exchange has taken place.
    exchanged: bool,
    /// The seat a penalty point would go to, fixed at the start [D4].
    penalty: Option<usize>,
    /// Whether the penalty point was marked.
    penalty_marked: bool,
    tricks: [usize; 2],
    /// Points marked in this deal.
    points: [i64; 2],
    /// The seat that marked the King of trumps.
    king: Option<usize>,
    /// Whether a King mark ended the deal.
    ended_by_king: bool,
    /// Each seat's Partie points before this deal.
    before: [i64; 2],
    notes: Vec<Note>,
}

/// A move of Ecarté, read from its text.
enum Action {
    Propose,
    Accept,
    Refuse,
    /// The cards, or `None` for arguments that are not cards.
    Discard(Option<Vec<Card>>),
    Play(Card),
}

impl Action {
    fn read(mv: &Move) -> Option<Action> {
        if let Some(card) = mv.played() {
            return Some(Action::Play(card));
        }
        let args = mv.arg_list();
        match (mv.verb(), args.as_slice()) {
            ("propose", []) => Some(Action::Propose),
            ("accept", []) => Some(Action::Accept),
            ("refuse", []) => Some(Action::Refuse),
            ("discard", _) => Some(Action::Discard(
                args.iter().map(|a| a.parse().ok()).collect(),
            )),
            ("play", [card]) => card.parse().ok().map(Action::Play),
            _ => None,
        }
    }
}

fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Ecarté is for two".into());
    }
    Ok(Ecarte::deal(rules, [0, 0], rng).into_any())
}

fn scenario(value: &Value) -> Result<AnyGame, String> {
    let frame = Frame::read(value, &SPEC, Shape::two(&["match"], Pack::ThirtyTwo))?;
    frame.sizes(5, 22, "five cards a hand and 22 in the stock")?;
    let before = frame.pair("match", 0, frame.rules.int("target") - 1, 0)?;
    Ok(Ecarte::new(
        &frame.rules,
        frame.two_hands(),
        frame.stock[0],
        frame.stock[1..].to_vec(),
        before,
    )
    .into_any())
}

/// The most cards a discard's move text holds ([`Move::MAX_LEN`]).
const MOVE_CARDS: usize = (Move::MAX_LEN - "discard".len()) / 3;

/// Reads an action: `propose`, `accept`, `refuse`, `discard` with `cards` (a list of card
/// codes), `play` with `card`.
fn action(value: &Value) -> Result<Move, String> {
    let verbs: &[(&str, &[&str])] = &[
        ("propose", &[]),
        ("accept", &[]),
        ("refuse", &[]),
        ("discard", &["cards"]),
        ("play", &["card"]),
    ];
    if value["do"] == "discard" && !value["cards"].is_array() {
        return Err("discard needs \"cards\" as a list of cards".into());
    }
    if value["do"] == "discard"
        && value["cards"]
            .as_array()
            .is_some_and(|l| l.len() > MOVE_CARDS)
    {
        // Reading: a list too long for a move's text is still a well-formed discard (refused
        // as `cannot_discard`), so it becomes a discard whose argument is no card.
        let mut shorter = value.clone();
        shorter["cards"] = json!([]);
        frame::action(&shorter, verbs)?;
        frame::cards(&value["cards"])?;
        return Ok(Move::new("discard", ["too_many"]));
    }
    frame::action(value, verbs)
}

impl Ecarte {
    fn new(
        rules: &Rules,
        hands: [Vec<Card>; 2],
        trump_card: Card,
        talon: Vec<Card>,
        before: [i64; 2],
    ) -> Ecarte {
        let mut deal = Ecarte {
            overtake: rules.flag("overtake"),
            king_at_start: rules.word("mark_king") == "start",
            penalty_on_vole: rules.flag("penalty_on_vole"),
            multiple_game: rules.flag("multiple_game"),
            target: rules.int("target"),
            hands,
            trump_card,
            talon,
            discards: [Vec::new(), Vec::new()],
            phase: Phase::Propose,
            turn: 0,
            led: None,
            proposed: false,
            exchanged: false,
            penalty: None,
            penalty_marked: false,
            tricks: [0; 2],
            points: [0; 2],
            king: None,
            ended_by_king: false,
            before,
            notes: vec![Note::Deal { trump: trump_card }],
        };
        if trump_card.rank() == Rank::King {
            deal.mark_king(1);
        }
        deal
    }

    /// A shuffled deal: three to the forehand, three to the dealer, two and two; the eleventh
    /// card turned for trump, 21 in the talon.
    fn deal(rules: &Rules, before: [i64; 2], rng: &mut dyn RngCore) -> Ecarte {
        let mut deck = Deck::shuffled(Pack::ThirtyTwo, rng);
        let hands = deck.hands(&[3, 3, 2, 2]);
        let trump_card = deck.top();
        Ecarte::new(rules, hands, trump_card, deck.rest(), before)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    fn rules(&self) -> Rules {
        let mark = if self.king_at_start { "start" } else { "play" };
        Rules::of([
            ("overtake", self.overtake.into()),
            ("mark_king", mark.into()),
            ("penalty_on_vole", self.penalty_on_vole.into()),
            ("multiple_game", self.multiple_game.into()),
            ("target", self.target.into()),
        ])
    }

    fn trump(&self) -> Suit {
        self.trump_card.suit()
    }

    fn trump_king(&self) -> Card {
        Card::new(Rank::King, self.trump())
    }

    /// The seat whose action is due, if any.
    fn actor(&self) -> Option<usize> {
        match self.phase {
            Phase::Propose => Some(0),
            Phase::Answer => Some(1),
            Phase::Discard(seat) => Some(seat),
            Phase::Play => Some(self.turn),
            Phase::Over => None,
        }
    }

    /// Each seat's Partie points after this deal (so far).
    fn after(&self) -> [i64; 2] {
        [0, 1].map(|s| self.before[s] + self.points[s])
    }

    /// The seat that reached the target, once the deal is over [D6].
    fn partie_winner(&self) -> Option<usize> {
        if self.phase != Phase::Over {
            return None;
        }
        (0..2).find(|&s| self.after()[s] >= self.target)
    }

    /// The stakes of a Partie won (with `multiple_game`: by the loser's points).
    fn stakes(&self, winner: usize) -> i64 {
        match self.after()[1 - winner] {
            0 if self.multiple_game => 3,
            1 | 2 if self.multiple_game => 2,
            _ => 1,
        }
    }

    /// A seat marks the King of trumps; the Partie may end with it.
    fn mark_king(&mut self, seat: usize) {
        self.points[seat] += 1;
        self.king = Some(seat);
        self.notes.push(Note::King { seat });
        if self.after()[seat] >= self.target {
            self.phase = Phase::Over;
            self.ended_by_king = true;
            self.notes.push(Note::End);
        }
    }

    /// Trick play begins: the forehand leads; `mark_king: "start"` marks the King's holder.
    fn start_play(&mut self) {
        self.phase = Phase::Play;
        self.turn = 0;
        if self.king_at_start
            && let Some(holder) = (0..2).find(|&s| self.hands[s].contains(&self.trump_king()))
        {
            self.mark_king(holder);
        }
    }

    /// Whether a card is one to lay away, as players are taught: neither a trump nor a King.
    fn idle(&self, card: Card) -> bool {
        card.suit() != self.trump() && card.rank() != Rank::King
    }

    /// The fewest cards a seat may discard now, and the most.
    fn discard_bounds(&self, seat: usize) -> (usize, usize) {
        (usize::from(seat == 0), self.talon.len().min(5))
    }

    fn discard(&mut self, seat: usize, cards: Option<Vec<Card>>) -> Result<(), Refusal> {
        let refused = Refusal("cannot_discard");
        let cards = cards.ok_or(refused)?;
        let (min, max) = self.discard_bounds(seat);
        let mut distinct = cards.clone();
        distinct.sort();
        distinct.dedup();
        if distinct.len() != cards.len()
            || !(min..=max).contains(&cards.len())
            || cards.iter().any(|c| !self.hands[seat].contains(c))
        {
            return Err(refused);
        }
        self.hands[seat].retain(|c| !cards.contains(c));
        self.discards[seat].extend(&cards);
        self.hands[seat].extend(self.talon.drain(..cards.len()));
        self.notes.push(Note::Discard {
            seat,
            count: cards.len(),
        });
        self.phase = if seat == 0 && !self.talon.is_empty() {
            Phase::Discard(1)
        } else {
            Phase::Propose
        };
        if seat == 0 {
            self.exchanged = true;
        }
        Ok(())
    }

    /// The cards a seat may play now.
    fn playable(&self, seat: usize) -> crate::trick::Playable {
        match self.led {
            Some(led) if self.phase == Phase::Play => {
                trick::allowed(&self.hands[seat], led, self.trump(), self.overtake, power)
            }
            _ => self.hands[seat].iter().copied().collect(),
        }
    }

    fn play(&mut self, seat: usize, card: Card) -> Result<(), Refusal> {
        trick::check_play(&self.hands[seat], &self.playable(seat), card)?;
        if self.phase == Phase::Propose {
            if !self.proposed {
                self.penalty = Some(1);
                self.notes.push(Note::Stand);
            }
            self.start_play();
            if self.phase == Phase::Over {
                // Reading: the lead is accepted, but the King's mark ended the Partie before
                // the card was placed (RULES-ecarte.md, `mark_king`).
                return Ok(());
            }
        }
        self.hands[seat].retain(|&c| c != card);
        // Reading: the King is marked "before the trick is turned" (seed), so a King that
        // reaches the target on the last trick ends the deal by the King, without trick points.
        if card == self.trump_king() && !self.king_at_start {
            self.mark_king(seat);
            if self.phase == Phase::Over {
                return Ok(());
            }
        }
        let trump = self.trump();
        let wins = |led, answer| trick::beats(led, answer, trump, power);
        let Some(played) = trick::lay(&mut self.led, &mut self.turn, seat, card, wins) else {
            return Ok(());
        };
        self.tricks[played.winner] += 1;
        self.notes.push(Note::Trick(played));
        if self.tricks[0] + self.tricks[1] == 5 {
            self.finish();
        }
        Ok(())
    }

    /// The point (three or four tricks), the vole, the penalty point.
    fn finish(&mut self) {
        let winner = usize::from(self.tricks[1] > self.tricks[0]);
        let vole = self.tricks[winner] == 5;
        let mut points = if vole { 2 } else { 1 };
        if self.penalty == Some(winner) && (!vole || self.penalty_on_vole) {
            points += 1;
            self.penalty_marked = true;
        }
        self.points[winner] += points;
        self.phase = Phase::Over;
        self.notes.push(Note::End);
    }
}

impl Deal for Ecarte {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> crate::game::Seats {
        self.actor().into_iter().collect()
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if self.actor() != Some(seat) {
            return;
        }
        // In the order of their text: `accept` before `refuse`, plays before `propose`.
        match self.phase {
            Phase::Propose | Phase::Play => trick::plays(self.playable(seat), out),
            Phase::Answer => out.extend([Move::verb_only("accept"), Move::verb_only("refuse")]),
            Phase::Discard(_) => out.push(Move::verb_only("discard")),
            Phase::Over => {}
        }
        if self.phase == Phase::Propose && !self.talon.is_empty() {
            out.push(Move::verb_only("propose"));
        }
    }

    fn choice(&self, seat: usize, verb: &str) -> Option<Choice> {
        if verb != "discard" || self.phase != Phase::Discard(seat) {
            return None;
        }
        let (min, max) = self.discard_bounds(seat);
        let mut from = self.hands[seat].clone();
        in_order(&mut from);
        Some(Choice {
            verb: "discard".into(),
            from,
            min,
            max,
        })
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if self.phase == Phase::Over {
            return Err(Refusal::GAME_OVER);
        }
        // Reading: a verb the game does not know belongs to no phase either: `wrong_phase`.
        if !self.phase.verbs().contains(&mv.verb()) {
            return Err(Refusal("wrong_phase"));
        }
        if self.actor() != Some(seat) {
            return Err(Refusal::NOT_YOUR_TURN);
        }
        match Action::read(mv).ok_or(Refusal::ILLEGAL)? {
            Action::Propose => {
                if self.talon.is_empty() {
                    return Err(Refusal("cannot_propose"));
                }
                self.notes.push(Note::Propose {
                    again: self.proposed,
                });
                self.proposed = true;
                self.phase = Phase::Answer;
            }
            Action::Accept => {
                self.notes.push(Note::Accept);
                self.phase = Phase::Discard(0);
            }
            Action::Refuse => {
                if !self.exchanged {
                    self.penalty = Some(0);
                }
                self.notes.push(Note::Refuse);
                self.start_play();
            }
            Action::Discard(cards) => self.discard(seat, cards)?,
            Action::Play(card) => self.play(seat, card)?,
        }
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        if self.phase != Phase::Over {
            return None;
        }
        let winner = self.partie_winner();
        Some(
            score::zero_sum(winner, winner.map_or(0, |w| self.stakes(w)))
                .into_iter()
                .collect(),
        )
    }

    fn result(&self) -> Option<Value> {
        if self.phase != Phase::Over {
            return None;
        }
        let winner = self.partie_winner();
        let score = self.score()?;
        Some(json!({
            "tricks": self.tricks,
            "points": self.points,
            "king": self.king,
            "penalty": self.penalty_marked,
            "match": self.after(),
            "winner": winner,
            "reason": if self.ended_by_king { "king" } else { "tricks" },
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
        self.partie_winner()?;
        self.score().map(|score| score.to_vec())
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if self.phase != Phase::Over || self.partie_winner().is_some() {
            return None;
        }
        let next = Ecarte::deal(&self.rules(), score::shifted(self.after(), 1), rng);
        Some((next.into_any(), 1))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.imagine(seat, true, rng)
    }

    fn determinize_blind(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.imagine(seat, false, rng)
    }

    /// Both hands as they lie; the talon and the other's discards dealt again among them.
    fn determinize_seeing_hands(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        let hidden = (world.talon.iter_mut()).chain(world.discards[1 - seat].iter_mut());
        redeal(hidden, rng);
        world.into_any()
    }
}

impl Ecarte {
    /// The deal as `seat` could imagine it ([`Deal::determinize`]); `read_play`: reading what
    /// the opponent's answers showed he lacks.
    fn imagine(&self, seat: usize, read_play: bool, rng: &mut dyn RngCore) -> AnyGame {
        let other = 1 - seat;
        // The King of trumps marked at the start is known to be in its holder's hand.
        let known =
            |c: &Card| self.king_at_start && self.king == Some(other) && *c == self.trump_king();
        // Each answer of the opponent met the first duty his hand allowed: the cards that would
        // have met an earlier one (a higher card of the suit, the suit, a trump) he lacks, and
        // no card comes into a hand during trick play.
        let answers: Vec<[Card; 2]> = (self.notes.iter())
            .filter(|_| read_play)
            .filter_map(|note| match note {
                Note::Trick(trick) if trick.leader == seat => Some(trick.cards),
                _ => None,
            })
            .collect();
        let duty = |led| trick::answer_duty(led, self.trump(), self.overtake, power);
        let barred = |c: Card| trick::shown_lacking(&answers, c, duty);
        let mut world = self.clone();
        let hand = world.hands[other].iter_mut().filter(|c| !known(c));
        let rest = world
            .talon
            .iter_mut()
            .chain(world.discards[other].iter_mut());
        redeal_barring(hand, rest, barred, rng);
        world.into_any()
    }
}

impl Words for Ecarte {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        words::view(self, seat, lang)
    }

    /// The turned trump card beside the talon, the trick in play and the last one; a seat's
    /// own discards before it.
    fn scene(&self, seat: Option<usize>) -> Scene {
        let hand = words::view(self, seat, Lang::En).hand;
        let last = self.notes.iter().rev().find_map(|note| match note {
            Note::Trick(played) => Some(*played),
            _ => None,
        });
        let talon = (Some(self.trump_card), self.talon.len());
        let mut scene = trick::scene(hand, (self.led, self.turn), last, talon);
        if let Some(s) = seat {
            let mut away = self.discards[s].clone();
            in_order(&mut away);
            scene.open.extend(Open::some(s, Lying::LaidAway, away));
        }
        scene
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| words::tell(self, note, lang))
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        words::label(mv, lang)
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        words::refusal_text(self, refusal, lang)
    }
}

impl Computer for Ecarte {
    fn value(&self, seat: usize) -> f64 {
        // The deal scores only when it ends the Partie: what it marked counts too.
        crate::game::value_with_margin(self.score(), self.points, seat, 10.0)
    }

    /// Play-outs discard as players are taught to: every card that is neither a trump nor a
    /// King, the weakest first, as many as the talon allows (at least the one the forehand
    /// must). Random discards threw trumps away and made every exchange look poor. The rest
    /// of a play-out is random: a sensible card of the trick games gained nothing here.
    fn playout_move(&self, seat: usize, _rng: &mut dyn RngCore) -> Option<Move> {
        if self.phase != Phase::Discard(seat) {
            return None;
        }
        let (min, max) = self.discard_bounds(seat);
        let mut hand = self.hands[seat].clone();
        hand.sort_by_key(|&c| (c.suit() == self.trump(), power(c)));
        let count = hand
            .iter()
            .filter(|&&c| self.idle(c))
            .count()
            .clamp(min, max);
        self.choice(seat, "discard")?.to_move(&hand[..count])
    }

    /// Only discards that keep every trump and every King, where the hand has enough other
    /// cards: the search then weighs a handful of ways instead of 31, whose noise at a few
    /// thousand play-outs laid a trump away.
    fn sensible_choice(&self, _seat: usize, mut choice: Choice) -> Choice {
        if choice.from.iter().filter(|&&c| self.idle(c)).count() >= choice.min {
            choice.from.retain(|&c| self.idle(c));
            choice.max = choice.max.min(choice.from.len());
        }
        choice
    }

    /// Playing without an exchange at the start, at the risk of the penalty point: the
    /// forehand leading without having proposed, or the dealer refusing the first proposal —
    /// made if that seat wins the deal's tricks. A deal the trump King's mark ended before its
    /// tricks were played settles nothing of it.
    fn declared(&self) -> Option<(usize, bool)> {
        if self.phase != Phase::Over || self.ended_by_king {
            return None;
        }
        let declarer = 1 - self.penalty?;
        let winner = usize::from(self.tricks[1] > self.tricks[0]);
        Some((declarer, winner == declarer))
    }
}

#[cfg(test)]
mod tests;
