//! Elfern, Eßern or Figurenspiel (`RULES-elfern.md`): two players, the 32-card pack, six cards
//! each dealt two at a time, no trump. Any higher card of the suit led wins the trick; nobody must
//! follow while the stock lasts, in the last six tricks the second player follows suit (never
//! needs to beat). The twenty Figuren (A K Q J T) are counted at the end: 11 win single, 15
//! double, 20 triple; 10 : 10 is a Ständer that doubles the next deal. A Partie is a number of
//! strokes written up (12 by default).

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::card::{Card, CardSet, Pack};
use crate::deal::Deck;
use crate::frame::{self, Frame, Shape};
use crate::game::{Computer, Deal, Move, Refusal, Scores, Standing, View, Words};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};
use crate::words::{per_seat, times};
use crate::{honours, notes, score};

pub(crate) mod tricks;

use crate::trick::{self, plays};
use tricks::{Trick, Tricks, strict_card, strict_cards};

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("elfern", include_str!("de.ftl"), include_str!("en.ftl"));

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "elfern",
    aliases: &[],
    family: "elfern",
    words: &WORDS,
    face: crate::glossary::Face::German,
    packs: &crate::glossary::Face::ALL,
    seats: (2, 2),
    ranking: Ranking::Partien,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "partie",
            default: RuleKind::Int {
                default: 12,
                min: 1,
                max: 9999,
            },
        },
        HouseRule {
            name: "partie_multiple",
            default: RuleKind::Bool(false),
        },
    ],
    new_match,
    scenario,
    load: load::<Elfern>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// A card's strength within its suit: the pack's order, A K O U 10 9 8 7 from the top.
fn strength(card: Card) -> usize {
    trick::place(Pack::ThirtyTwo.ranks(), card)
}

/// Whether an answer takes the card led: a higher card of its suit.
fn beats(led: Card, card: Card) -> bool {
    card.suit() == led.suit() && strength(card) > strength(led)
}

/// A public event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// A trick.
    Trick(Trick),
    /// The stock is used up: the follow rule holds from now on.
    StockOut,
    /// The deal is over.
    End,
}

/// A deal of Elfern, with the Partie's standing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Elfern {
    partie: i64,
    partie_multiple: bool,
    /// The cards in play.
    table: Tricks,
    /// What the deal counts: 1, or doubled by Ständer before it.
    multiplier: i64,
    /// The strokes each seat has written before this deal.
    before: [i64; 2],
    notes: Vec<Note>,
}

fn new_match(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Elfern is for two".into());
    }
    Ok(Elfern::deal(rules, 1, [0; 2], rng).into_any())
}

fn scenario(value: &Value) -> Result<AnyGame, String> {
    let shape = Shape::two(&["multiplier", "match"], Pack::ThirtyTwo);
    let frame = Frame::read(value, &SPEC, shape)?;
    strict_cards(&frame.raw)?;
    frame.sizes(6, 20, "six cards a hand and twenty in the stock")?;
    let partie = frame.rules.int("partie");
    let multiplier = frame.int("multiplier", 1, 1, 1 << 40)?;
    let before = frame.pair("match", 0, partie - 1, 0)?;
    let table = Tricks::new(frame.two_hands(), frame.stock);
    Ok(Elfern::new(&frame.rules, table, multiplier, before).into_any())
}

fn action(value: &Value) -> Result<Move, String> {
    if let Some(card) = value.get("card") {
        strict_card(card)?;
    }
    frame::action(value, &[("play", &["card"])])
}

impl Elfern {
    /// A deal of these cards.
    fn new(rules: &Rules, table: Tricks, multiplier: i64, before: [i64; 2]) -> Elfern {
        Elfern {
            partie: rules.int("partie"),
            partie_multiple: rules.flag("partie_multiple"),
            table,
            multiplier,
            before,
            notes: Vec::new(),
        }
    }

    /// The last finished trick of the deal, from its notes (`None` before the first).
    fn last_trick(&self) -> Option<trick::Trick> {
        self.notes.iter().rev().find_map(|note| match note {
            Note::Trick(trick) => Some(trick.played),
            _ => None,
        })
    }

    /// The house rules this deal was dealt with.
    fn rules(&self) -> Rules {
        Rules::of([
            ("partie", self.partie.into()),
            ("partie_multiple", self.partie_multiple.into()),
        ])
    }

    /// A shuffled deal: two cards at a time, forehand first, six each.
    fn deal(rules: &Rules, multiplier: i64, before: [i64; 2], rng: &mut dyn RngCore) -> Elfern {
        let mut deck = Deck::shuffled(Pack::ThirtyTwo, rng);
        let hands = deck.hands(&[2; 6]);
        let table = Tricks::new(hands, deck.rest());
        Elfern::new(rules, table, multiplier, before)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// The cards a seat may play now (all its cards where no follow rule binds).
    fn playable(&self, seat: usize) -> crate::trick::Playable {
        let hand = &self.table.hands[seat];
        match self.table.led {
            Some(led)
                if self.table.stock.is_empty() && hand.iter().any(|c| c.suit() == led.suit()) =>
            {
                hand.iter()
                    .copied()
                    .filter(|c| c.suit() == led.suit())
                    .collect()
            }
            _ => hand.iter().copied().collect(),
        }
    }

    fn honours(&self) -> [i64; 2] {
        honours::count(&self.table.taken)
    }

    /// The winner (`None`: a Ständer) and the game points, once the deal is over; fifteen
    /// Figuren win double.
    fn outcome(&self) -> Option<(Option<usize>, i64)> {
        self.table
            .over()
            .then(|| honours::outcome(self.honours(), 15, self.multiplier))
    }

    /// The strokes after the deal (before it while it runs).
    fn after(&self) -> [i64; 2] {
        let mut strokes = self.before;
        if let Some((Some(winner), points)) = self.outcome() {
            strokes[winner] += points;
        }
        strokes
    }

    /// The Partie's winner and what it counts, once this deal decided it.
    fn partie(&self) -> Option<(usize, i64)> {
        self.outcome()?;
        let after = self.after();
        let winner = (0..2).find(|&s| after[s] >= self.partie)?;
        let loser = after[1 - winner];
        // Reading: "more than half" of the Partie's strokes (D10: at least 7 of 12, 5 of 8, 9 of
        // 16) wins single; an odd Partie needs strictly more than its half too.
        let value = if !self.partie_multiple || loser * 2 > self.partie {
            1
        } else if loser > 0 {
            2
        } else {
            3
        };
        Some((winner, value))
    }

    fn next_multiplier(&self) -> i64 {
        match self.outcome() {
            Some((None, _)) => self.multiplier * 2,
            _ => 1,
        }
    }

    /// The seat, in this deal's numbering, that deals next: the forehand after a win (the
    /// deal alternates), the same dealer after a Ständer.
    fn next_dealer(&self) -> usize {
        match self.outcome() {
            Some((None, _)) => 1,
            _ => 0,
        }
    }
}

impl Deal for Elfern {
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
        if self.table.check_turn(seat).is_ok() {
            plays(self.playable(seat), out);
        }
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        self.table.check_turn(seat)?;
        let card = self.table.card_to_play(seat, mv)?;
        if !self.playable(seat).contains(&card) {
            return Err(Refusal::MUST_FOLLOW);
        }
        if let Some(trick) = self.table.play(seat, card, beats) {
            self.notes.push(Note::Trick(trick));
            if trick.emptied {
                self.notes.push(Note::StockOut);
            }
            if self.table.over() {
                self.notes.push(Note::End);
            }
        }
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        self.table.hands[seat].clone()
    }

    fn score(&self) -> Option<Scores> {
        let (winner, points) = self.outcome()?;
        Some(score::zero_sum(winner, points).into_iter().collect())
    }

    fn result(&self) -> Option<Value> {
        let (winner, points) = self.outcome()?;
        let score = self.score()?;
        let partie = self.partie();
        Some(json!({
            "winner": winner,
            "reason": if winner.is_some() { "won" } else { "staender" },
            "honours": self.honours(),
            "tricks": self.table.counts(),
            "game_points": points,
            "multiplier": self.multiplier,
            "next_multiplier": self.next_multiplier(),
            "score": score,
            "next_dealer": self.next_dealer(),
            "match": self.after(),
            "partie_winner": partie.map(|(w, _)| w),
            "partie_value": partie.map_or(0, |(_, v)| v),
        }))
    }

    fn standing(&self) -> Standing {
        let partie = self.partie.to_string();
        let label =
            Lang::ALL.map(|lang| WORDS.format(lang, "standing", &[("partie", (&partie).into())]));
        Standing::of_two(self.after(), label)
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        let (winner, value) = self.partie()?;
        Some(score::partie(winner, value))
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if !self.table.over() || self.partie().is_some() {
            return None;
        }
        // Seat i of the next deal is seat (i + shift) % 2 of this one; its dealer (seat 1) is
        // this deal's `next_dealer`.
        let shift = (self.next_dealer() + 1) % 2;
        let before = score::shifted(self.after(), shift);
        let next = Elfern::deal(&self.rules(), self.next_multiplier(), before, rng);
        Some((next.into_any(), shift))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        let face_down = self.table.stock.len();
        world.table = self.table.redeal(seat, CardSet::EMPTY, face_down, rng);
        world.into_any()
    }
}

impl Words for Elfern {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let mut hand = seat.map(|s| self.hand(s)).unwrap_or_default();
        hand.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(strength(c))));
        let shown = self.table.played.union(hand.iter().copied().collect());
        let face = self.face();
        let last = self.last_trick().map(|t| t.last_line(lang, face));
        let led = crate::trick::led_line(self.table.led, self.table.turn, lang, face);
        let mut lines: Vec<String> = last.into_iter().chain(led).collect();
        let honours = per_seat(self.honours());
        lines.push(if self.table.stock.is_empty() {
            WORDS.format(lang, "view-honours-last", &[("honours", honours.into())])
        } else {
            let args = [
                ("honours", honours.into()),
                ("n", self.table.stock.len().into()),
            ];
            WORDS.format(lang, "view-honours", &args)
        });
        let args = [
            ("partie", self.partie.to_string().into()),
            ("strokes", per_seat(self.after()).into()),
            ("times", times(self.multiplier).into()),
        ];
        lines.push(WORDS.format(lang, "view-strokes", &args));
        View { hand, shown, lines }
    }

    fn scene(&self, seat: Option<usize>) -> crate::game::Scene {
        let hand = self.view(seat, Lang::En).hand;
        let (led, turn) = (self.table.led, self.table.turn);
        let stock = (None, self.table.stock.len());
        trick::scene(hand, (led, turn), self.last_trick(), stock)
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        notes::tell(&self.notes, from, |note| match note {
            Note::Trick(trick) => trick.played.line(lang, self.face()),
            Note::StockOut => WORDS.text(lang, "stock-out"),
            Note::End => self.end_line(lang),
        })
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        crate::game::catalogue_refusal(&WORDS, refusal, lang)
    }
}

impl Computer for Elfern {
    /// Open once the stock is used up: the whole pack was dealt, so the other hand
    /// holds every card not seen.
    fn open_to(&self, _seat: usize) -> bool {
        self.table.stock.is_empty()
    }

    /// Play-outs that take what they can cheaply and throw their lowest blanks (random
    /// play-outs give Figuren away).
    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        let policy = trick::Policy {
            takes: beats,
            points: |c| u32::from(honours::honour(c)),
            power: strength,
            trump: None,
        };
        let table = &self.table;
        let playable = self.playable(seat);
        let other = &table.hands[1 - seat];
        policy
            .playout(&playable, table.led, other, rng)
            .map(Move::play)
    }
}

impl Elfern {
    /// The line that ends the deal: its winner and points, or the Ständer; the Partie if decided.
    fn end_line(&self, lang: Lang) -> String {
        let line = match self.outcome() {
            Some((Some(w), points)) => {
                let honours = self.honours();
                let args = [
                    ("seat", crate::words::seat(w).into()),
                    ("own", honours[w].into()),
                    ("other", honours[1 - w].into()),
                    ("n", points.into()),
                ];
                WORDS.format(lang, "deal-won", &args)
            }
            _ => WORDS.text(lang, "staender"),
        };
        match self.partie() {
            Some((w, value)) => {
                let args = [
                    ("deal", line.into()),
                    ("seat", crate::words::seat(w).into()),
                    ("value", value.into()),
                ];
                WORDS.format(lang, "partie-won", &args)
            }
            None => line,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay;
    use crate::testkit::{card, cards};

    fn rules(partie_multiple: bool) -> Rules {
        let mut rules = SPEC.rules(&serde_json::Map::new()).unwrap();
        rules
            .0
            .insert("partie_multiple".into(), partie_multiple.into());
        rules
    }

    /// A deal whose stock is used up: seat 0 leads `led`, seat 1 holds `hand`.
    fn last_six(led: &str, hand: &str) -> Elfern {
        let mut table = Tricks::new([cards(led), cards(hand)], vec![]);
        table.winners = vec![0; 10];
        Elfern::new(&rules(false), table, 1, [0; 2])
    }

    /// A finished deal in which seat 0 took `honours` and seat 1 everything else.
    fn finished(honours: &str, multiplier: i64, before: [i64; 2]) -> Elfern {
        let mut table = Tricks::new([vec![], vec![]], vec![]);
        table.taken[0] = cards(honours);
        table.winners = vec![1; 16];
        Elfern::new(&rules(true), table, multiplier, before)
    }

    #[test]
    fn the_table_and_the_hands_show_the_last_trick() {
        let table = Tricks::new([cards("9H 7C"), cards("AH 8C")], cards("7S 8S"));
        let mut deal = Elfern::new(&rules(false), table, 1, [0; 2]);
        crate::testkit::assert_last_trick(&deal, None);
        deal.apply(0, &Move::play(card("9H"))).unwrap();
        crate::testkit::assert_last_trick(&deal, None);
        deal.apply(1, &Move::play(card("AH"))).unwrap();
        let first = trick::Trick {
            leader: 0,
            cards: [card("9H"), card("AH")],
            winner: 1,
        };
        crate::testkit::assert_last_trick(&deal, Some(first));
        deal.apply(1, &Move::play(card("8C"))).unwrap();
        crate::testkit::assert_last_trick(&deal, Some(first));
    }

    #[test]
    fn any_higher_card_of_the_suit_wins_and_another_suit_never() {
        let mut deal = last_six("9H", "AH");
        deal.apply(0, &Move::play(card("9H"))).unwrap();
        deal.apply(1, &Move::play(card("AH"))).unwrap();
        assert_eq!(deal.table.counts(), [10, 1]);
        let mut deal = last_six("7H", "AS");
        deal.apply(0, &Move::play(card("7H"))).unwrap();
        deal.apply(1, &Move::play(card("AS"))).unwrap();
        assert_eq!(deal.table.counts(), [11, 0]);
    }

    #[test]
    fn the_last_six_tricks_ask_for_suit_not_for_a_higher_card() {
        let mut deal = last_six("KH", "7H AS");
        deal.apply(0, &Move::play(card("KH"))).unwrap();
        assert_eq!(deal.legal(1), vec![Move::play(card("7H"))]);
        assert_eq!(
            deal.apply(1, &Move::play(card("AS"))),
            Err(Refusal::MUST_FOLLOW)
        );
        let mut free = last_six("KH", "7H AS");
        free.table.stock = cards("7C 8C");
        free.apply(0, &Move::play(card("KH"))).unwrap();
        assert_eq!(free.legal(1).len(), 2);
    }

    #[test]
    fn fifteen_figuren_win_double_and_twenty_triple() {
        let fifteen = "AH KH QH JH TH AS KS QS JS TS AC KC QC JC TC";
        assert_eq!(finished(fifteen, 1, [0; 2]).outcome(), Some((Some(0), 2)));
        let twenty = format!("{fifteen} AD KD QD JD TD");
        assert_eq!(finished(&twenty, 3, [0; 2]).outcome(), Some((Some(0), 9)));
        let fourteen = "AH KH QH JH TH AS KS QS JS TS AC KC QC JC";
        assert_eq!(finished(fourteen, 1, [0; 2]).outcome(), Some((Some(0), 1)));
    }

    #[test]
    fn a_partie_is_lost_double_or_triple_by_the_losers_strokes() {
        let eleven = "AH KH QH JH TH AS KS QS JS TS AC";
        assert_eq!(finished(eleven, 1, [11, 7]).partie(), Some((0, 1)));
        assert_eq!(finished(eleven, 1, [11, 6]).partie(), Some((0, 2)));
        assert_eq!(
            finished(eleven, 1, [11, 0]).match_result(),
            Some(vec![3, -3])
        );
        let mut single = finished(eleven, 1, [11, 0]);
        single.partie_multiple = false;
        assert_eq!(single.partie(), Some((0, 1)));
        assert_eq!(finished(eleven, 1, [10, 0]).partie(), None);
    }

    #[test]
    fn after_a_staender_the_same_dealer_deals_a_doubled_deal() {
        let ten = "AH KH QH JH TH AS KS QS JS TS";
        let deal = finished(ten, 2, [3, 4]);
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(1);
        let (next, shift) = deal.next_deal(&mut rng).unwrap();
        assert_eq!((shift, deal.next_multiplier()), (0, 4));
        assert_eq!(next.get().result(), None);
        assert_eq!(next.get().standing().totals, vec![3, 4]);
        let won = finished(&format!("{ten} AC"), 2, [3, 4]);
        let (next, shift) = won.next_deal(&mut rng).unwrap();
        assert_eq!((shift, won.next_multiplier()), (1, 1));
        assert_eq!(next.get().standing().totals, vec![4, 5]);
    }

    #[test]
    fn every_refusal_has_its_own_words() {
        let deal = last_six("KH", "7H AS");
        for code in [
            Refusal::GAME_OVER,
            Refusal::NOT_YOUR_TURN,
            Refusal::NOT_IN_HAND,
            Refusal::ILLEGAL,
            Refusal::MUST_FOLLOW,
        ] {
            let id = format!("refusal-{}", code.code().replace('_', "-"));
            assert!(WORDS.has(&id), "{id}");
            for lang in Lang::ALL {
                assert_eq!(deal.refusal_text(code, lang), WORDS.text(lang, &id));
            }
        }
    }

    #[test]
    fn the_lines_write_the_german_face() {
        let mut deal = last_six("KH", "7H AS");
        deal.apply(0, &Move::play(card("KH"))).unwrap();
        let view = deal.view(Some(1), Lang::De);
        assert_eq!(view.lines[0], "Ausgespielt von {0}: K❤️");
        assert!(
            view.lines[1].ends_with("Farbe bekennen!"),
            "{:?}",
            view.lines
        );
        deal.apply(1, &Move::play(card("7H"))).unwrap();
        assert_eq!(deal.tell(0, Lang::En), ["{0} K❤️ 7❤️ → trick to {0}"]);
        let eleven = "AH KH QH JH TH AS KS QS JS TS AC";
        let won = finished(eleven, 1, [11, 0]);
        assert_eq!(
            won.end_line(Lang::De),
            "Spiel für {0}: Figuren 11:0 — 1 Strich. {0} gewinnt die Partie dreifach."
        );
        assert_eq!(
            finished(eleven, 2, [0, 0]).end_line(Lang::En),
            "Deal to {0}: honours 11:0 — 2 strokes"
        );
        assert_eq!(
            won.standing().line[0],
            "Striche (Partie auf 12): {0} 12 · {1} 0"
        );
    }

    #[test]
    fn malformed_scenarios_are_refused() {
        let base = serde_json::json!({
            "game": "elfern",
            "hands": [["9H", "7C", "KS", "QD", "8S", "TC"], ["AH", "AS", "KH", "9C", "JD", "7D"]],
            "stock": ["AC", "KC", "QC", "JC", "8C", "AD", "KD", "TD", "9D", "8D",
                      "QH", "JH", "TH", "8H", "7H", "QS", "JS", "TS", "9S", "7S"],
            "actions": [{"p": 0, "do": "play", "card": "9H"}],
        });
        assert!(replay::run(&base).is_ok());
        let bad: [(&str, Value); 14] = [
            ("seats", 3.into()),
            ("carry", 1.into()),
            ("rules", serde_json::json!({"partie": 0})),
            ("rules", serde_json::json!({"partie_multiple": 1})),
            ("rules", serde_json::json!({"bummerl": 7})),
            ("multiplier", 0.into()),
            ("multiplier", "2".into()),
            ("match", serde_json::json!([12, 0])),
            ("match", serde_json::json!([0])),
            ("stock", serde_json::json!(["AC"])),
            (
                "actions",
                serde_json::json!([{"p": 0, "do": "play", "card": "9h"}]),
            ),
            (
                "actions",
                serde_json::json!([{"p": 2, "do": "play", "card": "9H"}]),
            ),
            (
                "actions",
                serde_json::json!([{"p": 0, "do": "lead", "card": "9H"}]),
            ),
            (
                "actions",
                serde_json::json!([{"p": 0, "do": "play", "card": "9H", "x": 1}]),
            ),
        ];
        for (key, value) in bad {
            let mut scenario = base.clone();
            scenario[key] = value;
            assert!(replay::run(&scenario).is_err(), "{key}: {}", scenario[key]);
        }
        let mut lower = base.clone();
        lower["hands"][0][0] = "9h".into();
        assert!(replay::run(&lower).is_err());
    }
}
