//! Impérial (`RULES-imperial.md`): two players, the Piquet pack, twelve cards each and a turned
//! trump. The table marks everything itself — the turned honour, the Impériaux (fours, Quartes
//! major, Carte blanche), the Point, trump honours that win tricks and the tricks over eight —
//! with long markers (6 points, an Impérial) that wipe the opponent's single points. The first to
//! 18 wins the Partie, worth 1 to 4 after the loser's standing.

mod cards;
mod endgame;
mod player;
mod words;

use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack, Rank, Suit};
use crate::frame::{self, Frame, Shape};
use crate::game::{
    Computer, Deal, Lying, Move, Open, Refusal, Scene, Scores, Standing, View, Words,
};
use crate::lang::Lang;
use crate::registry::{GameSpec, Ranking, Rules, TableTraits, load};
use crate::trick;

use crate::search::Budget;
use cards::{answers, beats, honour, imperial_points, imperials, point};
use words::{Note, Why};

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("imperial", include_str!("de.ftl"), include_str!("en.ftl"));

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "imperial",
    aliases: &[],
    family: "imperial",
    words: &WORDS,
    face: crate::glossary::Face::French,
    packs: &crate::glossary::Face::ALL,
    seats: (2, 2),
    ranking: Ranking::Partien,
    table: TableTraits::PLAIN,
    house_rules: words::HOUSE_RULES,
    new_match,
    scenario,
    load: load::<Imperial>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// Why a Partie is worth what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Scale {
    /// 4 if the loser has nothing, 3 below one Impérial, 2 below half the target, else 1.
    Seed,
    /// 2 if the loser has no Impérial, else 1.
    Matsch,
    /// Always 1.
    Single,
}

/// The table's house rules, read once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct House {
    /// The standing that wins the Partie (6 × `partie_imperials`).
    target: i64,
    scale: Scale,
    demarkiren: bool,
    trick_threshold: u8,
    /// `honour_points: "all"`.
    every_honour: bool,
    must_head: bool,
    turnup_after_imperials: bool,
    dealer_counts_turnup: bool,
    rob_seven: bool,
}

impl House {
    fn read(rules: &Rules) -> House {
        House {
            target: 6 * rules.int("partie_imperials"),
            scale: match rules.word("partie_scale") {
                "matsch" => Scale::Matsch,
                "single" => Scale::Single,
                _ => Scale::Seed,
            },
            demarkiren: rules.flag("demarkiren"),
            trick_threshold: rules.int("trick_threshold") as u8,
            every_honour: rules.word("honour_points") == "all",
            must_head: rules.flag("must_head"),
            turnup_after_imperials: rules.flag("turnup_after_imperials"),
            dealer_counts_turnup: rules.flag("dealer_counts_turnup"),
            rob_seven: rules.flag("rob_seven"),
        }
    }

    /// What a Partie won by `winner` at the standings `marks` is worth, after the loser's
    /// standing.
    fn partie_worth(&self, marks: [i64; 2], winner: usize) -> i64 {
        let loser = marks[1 - winner];
        match self.scale {
            Scale::Seed if loser == 0 => 4,
            Scale::Seed if loser < 6 => 3,
            Scale::Seed if 2 * loser < self.target => 2,
            Scale::Matsch if loser < 6 => 2,
            _ => 1,
        }
    }

    /// The search's value of a finished deal for `seat` ([`Computer::value`]): the deal scores only
    /// when it ends the Partie; what it marked counts too — as `value_with_margin` on the
    /// result's `marks` — and being ahead at all counts a tenth more: the search then prefers
    /// the surer lead to the larger one (measured: 65.3% → 66.9% of 400 decided deals against
    /// random play).
    fn deal_value(&self, marks: [i64; 2], partie_winner: Option<usize>, seat: usize) -> f64 {
        let score = partie_winner.map_or(0, |winner| {
            let worth = self.partie_worth(marks, winner);
            if winner == seat { worth } else { -worth }
        });
        let diff = marks[seat] - marks[1 - seat];
        score as f64 + diff.signum() as f64 / 10.0 + diff as f64 / 100.0
    }
}

/// Why a deal ended (the result's `reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Reason {
    /// Twelve tricks played and counted.
    Played,
    /// A Carte blanche ended the deal after the Impériaux.
    CarteBlanche,
    /// A standing reached the target.
    Partie,
}

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    /// The holder of the trump Seven robs the turn-up or keeps (house rule `rob_seven`).
    Rob(usize),
    /// Trick play.
    Play,
    /// The deal is over.
    Over(Reason),
}

/// A deal of Impérial, with the standing of the Partie.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Imperial {
    house: House,
    hands: [Vec<Card>; 2],
    /// The face-up card (the turn-up, after a rob the trump Seven), then the unused cards.
    stock: Vec<Card>,
    /// The card turned at the deal.
    turnup: Card,
    phase: Phase,
    robbed: Option<usize>,
    /// The cards of each hand the opponent knows (declared, robbed, the Seven of the rob phase).
    known: [CardSet; 2],
    /// The suits each seat has shown it lacks (by not following or not trumping).
    void: [[bool; 4]; 2],
    declared: [Vec<String>; 2],
    point: Option<[i64; 2]>,
    point_winner: Option<usize>,
    honours: [i64; 2],
    tricks: [u8; 2],
    /// The seat to lead or to answer.
    turn: usize,
    /// The card led to the open trick.
    led: Option<Card>,
    played: CardSet,
    /// The standings before the deal.
    before: [i64; 2],
    /// The standings now.
    marks: [i64; 2],
    partie_winner: Option<usize>,
    notes: Vec<Note>,
    /// In a deal imagined for the search ([`Deal::determinize`]), the seat that imagines it: its
    /// play-outs play that seat's cards by the policy and the opponent's as before, at random.
    #[serde(skip)]
    viewer: Option<usize>,
}

fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Impérial is for two".into());
    }
    Ok(Imperial::deal(House::read(rules), [0, 0], rng).into_any())
}

fn scenario(value: &Value) -> Result<AnyGame, String> {
    let frame = Frame::read(
        value,
        &SPEC,
        Shape {
            extra: &["marks"],
            default_seats: 2,
            pack: Some(Pack::ThirtyTwo.set()),
            out_of_play: None,
        },
    )?;
    if frame.hands.iter().any(|h| h.len() != 12) || frame.stock.len() != 8 {
        return Err("twelve cards a hand and eight in the stock".into());
    }
    let house = House::read(&frame.rules);
    let marks = frame
        .ints("marks", 0, house.target - 1)?
        .map_or([0, 0], |m| [m[0], m[1]]);
    let hands = [frame.hands[0].clone(), frame.hands[1].clone()];
    Ok(Imperial::new(house, hands, frame.stock, marks).into_any())
}

// Reading: `rob` and `keep` are known actions whatever the house rules (the rules file refuses
// them with `wrong_phase` where there is no rob phase), and a `play` of a well-formed card code
// outside the Piquet pack (`2H`) is a card not in hand, refused `not_in_hand`, not a bad file.
fn action(value: &Value) -> Result<Move, String> {
    frame::action(value, &[("play", &["card"]), ("rob", &[]), ("keep", &[])])
}

impl Imperial {
    /// The deal as dealt, its automatic steps done up to the first action.
    fn new(house: House, hands: [Vec<Card>; 2], stock: Vec<Card>, before: [i64; 2]) -> Imperial {
        let mut deal = Imperial {
            house,
            hands,
            turnup: stock[0],
            stock,
            phase: Phase::Play,
            robbed: None,
            known: [CardSet::EMPTY; 2],
            void: [[false; 4]; 2],
            declared: [Vec::new(), Vec::new()],
            point: None,
            point_winner: None,
            honours: [0; 2],
            tricks: [0; 2],
            turn: 0,
            led: None,
            played: CardSet::EMPTY,
            before,
            marks: before,
            partie_winner: None,
            notes: Vec::new(),
            viewer: None,
        };
        deal.notes.push(Note::TurnUp(deal.turnup));
        deal.start();
        deal
    }

    /// A shuffled deal: four cards at a time, forehand first, twelve each; the 25th is turned.
    fn deal(house: House, before: [i64; 2], rng: &mut dyn RngCore) -> Imperial {
        let mut pack = Pack::ThirtyTwo.cards();
        pack.shuffle(rng);
        let mut hands = [Vec::new(), Vec::new()];
        for (packet, cards) in pack[..24].chunks(4).enumerate() {
            hands[packet % 2].extend_from_slice(cards);
        }
        Imperial::new(house, hands, pack[24..].to_vec(), before)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    fn trump(&self) -> Suit {
        self.turnup.suit()
    }

    fn trump_seven(&self) -> Card {
        Card::new(Rank::Seven, self.trump())
    }

    fn over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Step 1 (unless deferred), then the rob phase or steps 3–6.
    fn start(&mut self) {
        if !self.house.turnup_after_imperials {
            self.mark_turnup();
        }
        if self.over() {
            return;
        }
        let seven = self.trump_seven();
        let holder = (0..2).find(|&s| self.hands[s].contains(&seven));
        match holder {
            Some(holder) if self.house.rob_seven => {
                // Reading: the rob phase shows everybody who holds the trump Seven.
                self.known[holder].insert(seven);
                self.phase = Phase::Rob(holder);
            }
            _ => self.declare(),
        }
    }

    /// Step 1: a turned honour marks 1 for the dealer.
    fn mark_turnup(&mut self) {
        if honour(self.turnup, self.trump()) {
            self.mark(1, 1, Why::TurnUp);
        }
    }

    /// Steps 3–6: both players' Impériaux, the deferred turn-up mark, a Carte blanche's end, the
    /// Point; then play.
    fn declare(&mut self) {
        for seat in 0..2 {
            let mut cards: CardSet = self.hands[seat].iter().copied().collect();
            if seat == 1 && self.house.dealer_counts_turnup {
                cards.insert(self.stock[0]);
            }
            let (names, shows) = imperials(cards, &self.hands[seat]);
            let own: CardSet = self.hands[seat].iter().copied().collect();
            self.known[seat] = self.known[seat].union(shows.intersection(own));
            let points = imperial_points(&names);
            self.declared[seat] = names.clone();
            self.mark(seat, points, Why::Imperials(names));
            if self.over() {
                return;
            }
        }
        if self.house.turnup_after_imperials {
            self.mark_turnup();
            if self.over() {
                return;
            }
        }
        if self.declared.iter().flatten().any(|n| n == "carte_blanche") {
            self.end(Reason::CarteBlanche);
            return;
        }
        let points = [point(&self.hands[0]), point(&self.hands[1])];
        let winner = usize::from(points[1] > points[0]);
        self.point = Some(points);
        self.point_winner = Some(winner);
        self.mark(winner, 1, Why::Point(points));
        if !self.over() {
            self.phase = Phase::Play;
        }
    }

    /// Marks points for a seat as one marking: the Partie ends at the target; otherwise a new
    /// long marker wipes the opponent's single points (Demarkiren).
    fn mark(&mut self, seat: usize, points: i64, why: Why) {
        if points == 0 || self.over() {
            return;
        }
        let old = self.marks[seat];
        self.marks[seat] += points;
        self.notes.push(Note::Mark { seat, points, why });
        if self.marks[seat] >= self.house.target {
            self.partie_winner = Some(seat);
            self.end(Reason::Partie);
            return;
        }
        let other = 1 - seat;
        let singles = self.marks[other] % 6;
        if self.house.demarkiren && self.marks[seat] / 6 > old / 6 && singles > 0 {
            self.marks[other] -= singles;
            self.notes.push(Note::Wipe {
                seat: other,
                to: self.marks[other],
            });
        }
    }

    fn end(&mut self, reason: Reason) {
        self.phase = Phase::Over(reason);
        self.notes.push(Note::End);
    }

    /// The rob phase's answer.
    fn rob(&mut self, holder: usize, robs: bool) {
        if robs {
            let seven = self.trump_seven();
            self.hands[holder].retain(|&c| c != seven);
            self.hands[holder].push(self.turnup);
            self.stock[0] = seven;
            self.known[holder].remove(seven);
            self.known[holder].insert(self.turnup);
            self.robbed = Some(holder);
        }
        self.notes.push(Note::Rob { seat: holder, robs });
        self.declare();
    }

    /// A card to the open trick; a complete trick is won, its honours and the tricks marked.
    fn play(&mut self, seat: usize, card: Card) {
        self.hands[seat].retain(|&c| c != card);
        self.known[seat].remove(card);
        self.played.insert(card);
        let Some(led) = self.led.take() else {
            self.led = Some(card);
            self.turn = 1 - seat;
            return;
        };
        let trump = self.trump();
        if card.suit() != led.suit() {
            self.void[seat][led.suit() as usize] = true;
            if card.suit() != trump {
                self.void[seat][trump as usize] = true;
            }
        }
        let leader = 1 - seat;
        let (winner, top) = if beats(card, led, trump) {
            (seat, card)
        } else {
            (leader, led)
        };
        self.tricks[winner] += 1;
        self.turn = winner;
        self.notes.push(Note::Trick {
            leader,
            cards: [led, card],
            winner,
        });
        // Reading: under `honour_points: "all"` a trick's honours are marked at once, as one
        // marking (like a player's Impériaux), so the last of them may pass the target.
        let honours = if self.house.every_honour {
            [led, card].iter().filter(|&&c| honour(c, trump)).count() as i64
        } else {
            i64::from(honour(top, trump))
        };
        if honours > 0 {
            self.honours[winner] += honours;
            self.mark(winner, honours, Why::Honours);
        }
        if self.over() || self.tricks[0] + self.tricks[1] < 12 {
            return;
        }
        for s in 0..2 {
            if self.tricks[s] == 12 {
                self.mark(s, 12, Why::AllTricks);
            } else if self.tricks[s] > self.house.trick_threshold {
                let over = i64::from(self.tricks[s] - self.house.trick_threshold);
                self.mark(s, over, Why::Tricks(self.tricks[s]));
            }
        }
        if !self.over() {
            self.end(Reason::Played);
        }
    }

    /// The cards a seat may play now.
    fn playable(&self, seat: usize) -> crate::trick::Playable {
        match self.led {
            None => self.hands[seat].iter().copied().collect(),
            Some(led) => answers(&self.hands[seat], led, self.trump(), self.house.must_head),
        }
    }

    /// What the Partie is worth, after the loser's standing.
    fn partie_value(&self) -> i64 {
        self.partie_winner
            .map_or(0, |winner| self.house.partie_worth(self.marks, winner))
    }

    /// What a finished Partie counts for each seat.
    fn partie_score(&self) -> Option<[i64; 2]> {
        let winner = self.partie_winner?;
        let v = self.partie_value();
        Some(if winner == 0 { [v, -v] } else { [-v, v] })
    }

    /// The seat rotation to the next deal: the forehand deals next, after a Carte blanche the
    /// same dealer again.
    fn shift(&self) -> Option<usize> {
        match self.phase {
            Phase::Over(Reason::Played) => Some(1),
            Phase::Over(Reason::CarteBlanche) => Some(0),
            _ => None,
        }
    }
}

impl Deal for Imperial {
    fn id(&self) -> &'static str {
        SPEC.id
    }

    fn seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> crate::game::Seats {
        match self.phase {
            Phase::Rob(holder) => [holder].into_iter().collect(),
            Phase::Play => [self.turn].into_iter().collect(),
            Phase::Over(_) => crate::game::Seats::new(),
        }
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if !self.to_act().contains(&seat) {
            return;
        }
        match self.phase {
            Phase::Rob(_) => out.extend([Move::verb_only("keep"), Move::verb_only("rob")]),
            _ => crate::trick::plays(self.playable(seat), out),
        }
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        if self.over() {
            return Err(Refusal::GAME_OVER);
        }
        let play = mv.verb() == "play";
        if !play && !matches!(mv.verb(), "rob" | "keep") {
            return Err(Refusal::ILLEGAL);
        }
        if play == matches!(self.phase, Phase::Rob(_)) {
            return Err(Refusal("wrong_phase"));
        }
        if !self.to_act().contains(&seat) {
            return Err(Refusal::NOT_YOUR_TURN);
        }
        if !play {
            if mv.args().next().is_some() {
                return Err(Refusal::ILLEGAL);
            }
            self.rob(seat, mv.verb() == "rob");
            return Ok(());
        }
        let card = match (mv.arg_count(), mv.card()) {
            (1, Some(card)) => card,
            _ => {
                let mut args = mv.args();
                match (args.next().map(str::parse::<Card>), args.next()) {
                    (Some(Ok(card)), None) => card,
                    _ => return Err(Refusal::ILLEGAL),
                }
            }
        };
        if !self.hands[seat].contains(&card) {
            return Err(Refusal::NOT_IN_HAND);
        }
        if !self.playable(seat).contains(&card) {
            return Err(Refusal::MUST_FOLLOW);
        }
        self.play(seat, card);
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        // As the result's `score`, without building the result (the search asks after every move).
        self.over()
            .then(|| self.partie_score().unwrap_or([0, 0]).into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        let Phase::Over(reason) = self.phase else {
            return None;
        };
        Some(json!({
            "trump": self.trump().code().to_string(),
            "turnup": self.turnup,
            "robbed": self.robbed,
            "declared": self.declared,
            "point": self.point,
            "point_winner": self.point_winner,
            "honours": self.honours,
            "tricks": self.tricks,
            "marks": self.marks,
            "reason": reason,
            "partie_winner": self.partie_winner,
            "partie_value": self.partie_value(),
            "next_dealer": self.shift().map(|s| 1 - s),
            "score": self.partie_score().unwrap_or([0, 0]),
        }))
    }

    fn standing(&self) -> Standing {
        Standing {
            totals: self.marks.to_vec(),
            line: Lang::ALL.map(|lang| words::standing(self, lang)),
        }
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        self.partie_score().map(|s| s.to_vec())
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        let shift = self.shift()?;
        let before = [self.marks[shift], self.marks[(1 + shift) % 2]];
        Some((
            Imperial::deal(self.house.clone(), before, rng).into_any(),
            shift,
        ))
    }

    /// Keeps the seat's hand, every played, face-up and known card and the suits the opponent
    /// has shown it lacks; deals the rest of the opponent's hand and the unused cards again, so
    /// that his hand as dealt has the Point and the Impériaux he was marked for (as far as a few
    /// tries find such a hand).
    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        self.imagine(seat, rng).into_any()
    }
}

impl Words for Imperial {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        words::view(self, seat, lang)
    }

    /// The face-up card on the unused stock, the trick in play and the last one, and the
    /// cards of each hand its opponent has seen (declared Impériaux, the robbed Seven).
    fn scene(&self, seat: Option<usize>) -> Scene {
        let hand = words::view(self, seat, Lang::En).hand;
        let stock = (
            self.stock.first().copied(),
            self.stock.len().saturating_sub(1),
        );
        let mut scene = trick::scene(hand, (self.led, self.turn), words::last_trick(self), stock);
        scene.open = (0..2)
            .filter_map(|s| {
                let mut known: Vec<Card> = self.known[s].iter().collect();
                words::in_order(&mut known);
                Open::some(s, Lying::Shown, known)
            })
            .collect();
        scene
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        self.notes
            .iter()
            .skip(from)
            .map(|note| words::tell(self, note, lang))
            .collect()
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        words::label(mv, lang)
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        words::refusal_text(self, refusal, lang)
    }
}

impl Computer for Imperial {
    fn value(&self, seat: usize) -> f64 {
        if !self.over() {
            return 0.0;
        }
        self.house.deal_value(self.marks, self.partie_winner, seat)
    }

    fn expert(&self, seat: usize, _: Budget, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        self.expert_card(seat, rng)
    }

    fn easy(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        self.easy_card(seat, rng)
    }

    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        self.playout_card(seat, rng)
    }
}

#[cfg(test)]
mod ceiling;
#[cfg(test)]
mod tests;
