//! What players read: the view's lines, the public events, the moves' labels.

use super::order::Contract;
use super::{Note, Phase, Piquemedrille};
use crate::card::{Card, Suit};
use crate::game::{Move, View, default_label};
use crate::lang::Lang;
use crate::trick;
use crate::words::{per_seat, signed};

/// A game's name from a move argument.
fn contract_name(code: &str) -> String {
    Contract::from_code(code).map_or_else(|| code.to_string(), |c| c.name().to_string())
}

/// A move's label on a button.
pub(super) fn label(mv: &Move, lang: Lang) -> String {
    let cards: Vec<String> = mv.cards().iter().map(|c| c.label()).collect();
    let arg = mv.args().next().unwrap_or("");
    match mv.verb() {
        "pass" => lang.pick("Passen", "Pass").into(),
        "bid" => lang.pick(
            format!("{} ansagen", contract_name(arg)),
            format!("Bid {}", contract_name(arg)),
        ),
        "trump" => {
            let symbol = arg
                .chars()
                .next()
                .and_then(Suit::from_code)
                .map_or_else(|| arg.to_string(), |s| s.symbol().to_string());
            format!("{} {symbol}", lang.pick("Trumpf", "Trump"))
        }
        "call" if cards.len() == 1 => {
            lang.pick(format!("{} rufen", cards[0]), format!("Call {}", cards[0]))
        }
        "lay" if cards.is_empty() => lang.pick("Karte weglegen", "Lay a card").into(),
        "lay" => lang.pick(
            format!("{} weglegen", cards.join(" ")),
            format!("Lay {}", cards.join(" ")),
        ),
        "buy" if cards.is_empty() => lang.pick("Kaufen", "Buy").into(),
        "buy" => format!("{}: {}", lang.pick("Kaufen", "Buy"), cards.join(" ")),
        _ => default_label(mv, lang, super::SPEC.face),
    }
}

impl Piquemedrille {
    /// What a seat (or everybody) sees.
    pub(super) fn view_of(&self, seat: Option<usize>, lang: Lang) -> View {
        let mut hand = seat.map(|s| self.hands[s].clone()).unwrap_or_default();
        match self.trump {
            Some(trump) => trump.sort(&mut hand),
            None => hand.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(c.rank()))),
        }
        let mut shown = self.played;
        // The called King was announced to both: its name is no secret, wherever it lies.
        if let Some(king) = self.called {
            shown.insert(king);
        }
        shown = shown.union(hand.iter().copied().collect());
        let mut lines = vec![self.game_line(lang)];
        lines.extend(trick::led_line(self.led, self.turn, lang, super::SPEC.face));
        if let Some(line) = self.turn_line(lang) {
            lines.push(line);
        }
        lines.push(format!(
            "{}: {}   Talon: {}",
            lang.pick("Stiche", "Tricks"),
            per_seat(self.tricks),
            self.talon.len()
        ));
        lines.push(self.standing_line(self.after(), lang));
        View { hand, shown, lines }
    }

    /// The game: the bidding, or the game played with its trump and call.
    fn game_line(&self, lang: Lang) -> String {
        let (Some(declarer), Some(contract)) = (self.declarer, self.contract) else {
            return match (self.phase, self.bid) {
                (Phase::Over, _) => lang.pick("Eingeworfen", "Thrown in").into(),
                (_, None) => lang
                    .pick("Reizen: noch kein Gebot", "Bidding: no bid yet")
                    .into(),
                (_, Some((c, s))) => format!(
                    "{}: {} {{{s}}}",
                    lang.pick("Reizen — Gebot", "Bidding — bid"),
                    c.name()
                ),
            };
        };
        let mut line = format!(
            "{{{declarer}}} {} {}{}",
            lang.pick("spielt", "plays"),
            contract.name(),
            if self.forced {
                " (Spadille forcée)"
            } else {
                ""
            },
        );
        if let Some(trump) = self.trump {
            line += &format!(", {} {}", lang.pick("Trumpf", "trump"), trump.0.symbol());
        }
        if let Some(king) = self.called {
            line += &format!(", {} {}", lang.pick("gerufen", "called"), king.label());
        }
        if self.double {
            line += lang.pick(", doppelt", ", double");
        }
        line
    }

    /// Who is to do what.
    fn turn_line(&self, lang: Lang) -> Option<String> {
        let what = match self.phase {
            Phase::Auction => lang.pick("bietet oder passt", "bids or passes"),
            Phase::Trump => lang.pick("nennt Trumpf", "names trump"),
            Phase::Call => lang.pick("ruft einen König", "calls a King"),
            Phase::Lay(_) => lang.pick(
                "legt eine Karte für den König weg",
                "lays a card for the King",
            ),
            Phase::Buy => lang.pick("kauft", "buys"),
            Phase::Play => lang.pick("ist am Zug", "is to play"),
            Phase::Over => return None,
        };
        Some(format!("{{{}}} {what}", self.turn))
    }

    /// The Partie: each seat's Marken, the plate, the deal's number.
    pub(super) fn standing_line(&self, totals: [i64; 2], lang: Lang) -> String {
        format!(
            "Partie: {{0}} {} · {{1}} {}   {}: {}   {} {}/{}",
            signed(totals[0]),
            signed(totals[1]),
            lang.pick("Teller", "Plate"),
            if self.over() && self.last() {
                0
            } else {
                self.plate_now()
            },
            lang.pick("Spiel", "Deal"),
            self.number + 1,
            self.table.deals(),
        )
    }

    /// A public event in words.
    pub(super) fn tell_note(&self, note: &Note, lang: Lang) -> String {
        match *note {
            Note::Stake(n) => lang.pick(
                format!("Jeder setzt {n} auf den leeren Teller"),
                format!("Each puts {n} on the empty plate"),
            ),
            Note::Pass(s) => format!("{{{s}}} {}", lang.pick("passt", "passes")),
            Note::Bid(s, c) => format!("{{{s}}} {} {}", lang.pick("bietet", "bids"), c.name()),
            Note::Declarer {
                seat,
                contract,
                forced: true,
            } => lang.pick(
                format!(
                    "Spadille forcée: {{{seat}}} muss {} spielen",
                    contract.name()
                ),
                format!("Spadille forcée: {{{seat}}} must play {}", contract.name()),
            ),
            Note::Declarer { seat, contract, .. } => {
                format!(
                    "{{{seat}}} {} {}",
                    lang.pick("spielt", "plays"),
                    contract.name()
                )
            }
            Note::Thrown => lang
                .pick("Beide passen — eingeworfen", "Both passed — thrown in")
                .into(),
            Note::Trump(s, trump) => format!(
                "{{{s}}} {} {}",
                lang.pick("nennt Trumpf", "names trump"),
                trump.0.symbol()
            ),
            Note::Call { seat, king, given } => self.call_line(seat, king, given, lang),
            Note::Buy(s, n) => lang.pick(
                format!("{{{s}}} kauft {n} Karte{}", if n == 1 { "" } else { "n" }),
                format!("{{{s}}} buys {n} card{}", if n == 1 { "" } else { "s" }),
            ),
            Note::Trick(played) => played.line(lang, super::SPEC.face),
            Note::End => self.end_line(lang),
        }
    }

    fn call_line(&self, seat: usize, king: Card, given: bool, lang: Lang) -> String {
        let other = 1 - seat;
        if given {
            lang.pick(
                format!(
                    "{{{seat}}} ruft {} — {{{other}}} gibt ihn für eine weggelegte Karte",
                    king.label()
                ),
                format!(
                    "{{{seat}}} calls {} — {{{other}}} gives it for a laid card",
                    king.label()
                ),
            )
        } else {
            lang.pick(
                format!(
                    "{{{seat}}} ruft {} — er liegt im Talon: kein Tausch, die Karte bleibt",
                    king.label()
                ),
                format!(
                    "{{{seat}}} calls {} — it lies in the talon: no exchange, the card stays",
                    king.label()
                ),
            )
        }
    }

    /// The end of the deal: outcome, value, payments, and the Partie's end.
    fn end_line(&self, lang: Lang) -> String {
        let Some(settled) = self.settle() else {
            return String::new();
        };
        let mut line = match (self.declarer, self.contract) {
            (Some(d), Some(c)) => {
                let outcome = match settled.outcome {
                    "won" => lang.pick("gewonnen", "won"),
                    "remise" => lang.pick("Remise (Bête)", "remise (Bête)"),
                    _ => lang.pick("Codille verloren", "lost by codille"),
                };
                format!(
                    "{{{d}}} {} {}: {} : {} {} — {outcome}. {} {} ({} {})",
                    lang.pick("spielt", "plays"),
                    c.name(),
                    self.tricks[d],
                    self.tricks[1 - d],
                    lang.pick("Stiche", "tricks"),
                    lang.pick("Wert", "Value"),
                    settled.value,
                    self.matadors,
                    lang.pick("Matadore", "Matadors"),
                )
            }
            _ => lang.pick("Eingeworfen", "Thrown in").into(),
        };
        line += &format!(
            ". {{0}} {} · {{1}} {}, {} {}",
            signed(settled.score[0]),
            signed(settled.score[1]),
            lang.pick("Teller", "plate"),
            settled.plate
        );
        if self.last() {
            let totals = self.after();
            line += &lang.pick(
                format!(
                    ". Partie aus, der Teller wird geteilt: {{0}} {} · {{1}} {}",
                    signed(totals[0]),
                    signed(totals[1])
                ),
                format!(
                    ". Partie over, the plate is split: {{0}} {} · {{1}} {}",
                    signed(totals[0]),
                    signed(totals[1])
                ),
            );
        }
        line
    }
}
