//! Schlauch in words: the public events, a seat's view lines, the standing and the buttons.

use serde::{Deserialize, Serialize};

use super::rules::{Contract, Outcome, settle};
use super::scenario::{card, suit};
use super::{Account, DEALER, Phase, Schlauch};
use crate::card::{Card, Suit};
use crate::game::{Move, default_label};
use crate::lang::Lang;
use crate::words::cards;

/// A public event of a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Note {
    /// The dealer laid two cards away; these were shown.
    Laid { shown: Vec<Card> },
    /// A seat declared (`None`: passed).
    Declared { seat: usize, bid: Option<Contract> },
    /// The game stands.
    Game { declarer: usize, contract: Contract },
    /// A Bettel ouvert hand laid open.
    Open { declarer: usize, hand: Vec<Card> },
    /// Trump named.
    Trump {
        #[serde(with = "super::rules::trumps_serde")]
        trumps: [Option<Suit>; 2],
    },
    /// The declarer asked for no card.
    Kept { seat: usize },
    /// The declarer asked for a card: who handed it over, or `None`: it lies away.
    Asked {
        seat: usize,
        card: Card,
        from: Option<usize>,
    },
    /// The declarer gave a card back.
    Given { seat: usize, to: usize },
    /// A trick, led first.
    Trick {
        leader: usize,
        cards: Vec<Card>,
        winner: usize,
    },
    /// A double game's first half is lost; play goes on.
    FirstHalfLost,
    /// The deal is over.
    End,
    /// The Rechnung after the third game.
    Rechnung,
    /// The Partie is over.
    PartieOver,
}

/// A suit's German or English name, with its symbol.
fn suit_name(suit: Suit, lang: Lang) -> String {
    let name = match suit {
        Suit::Diamonds => lang.pick("Schellen", "Bells"),
        Suit::Hearts => lang.pick("Rot", "Hearts"),
        Suit::Spades => lang.pick("Grün", "Leaves"),
        Suit::Clubs => lang.pick("Eichel", "Acorns"),
    };
    format!("{name} {}", suit.symbol())
}

/// A game's name.
fn game_name(contract: Contract, lang: Lang) -> &'static str {
    let [de, en] = contract.name();
    lang.pick(de, en)
}

/// One number per seat: `{0} 5 · {1} 0 · {2} 3`.
fn per_seat(values: &[i64]) -> String {
    values
        .iter()
        .enumerate()
        .map(|(s, v)| format!("{{{s}}} {v}"))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The trumps of a game: one suit, or the suit of each half.
fn trumps_text(trumps: [Option<Suit>; 2], lang: Lang) -> String {
    match trumps {
        [Some(a), Some(b)] if a == b => suit_name(a, lang),
        [a, b] => {
            let half = |t: Option<Suit>| t.map_or_else(|| "—".to_string(), |s| suit_name(s, lang));
            format!(
                "{} {}, {} {}",
                half(a),
                lang.pick("(Stiche 1–5)", "(tricks 1–5)"),
                half(b),
                lang.pick("(Stiche 6–10)", "(tricks 6–10)")
            )
        }
    }
}

/// A button's label.
pub(super) fn label(mv: &Move, lang: Lang) -> String {
    let args: Vec<&str> = mv.args().collect();
    let card_label = |text: &str| card(text).map_or_else(|| text.to_string(), Card::label);
    match (mv.verb(), args.as_slice()) {
        ("lay", []) => lang
            .pick("Zwei Karten weglegen", "Lay away two cards")
            .into(),
        ("lay", cards) => format!(
            "{}: {}",
            lang.pick("Weglegen", "Lay away"),
            cards
                .iter()
                .map(|c| card_label(c))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        ("pass", []) => lang.pick("Passen", "Pass").into(),
        ("bid", [id]) => match Contract::from_id(id) {
            Some(c) => match lang {
                Lang::De => format!("{} ansagen ({})", game_name(c, lang), c.price()),
                Lang::En => format!("Bid {} ({})", game_name(c, lang), c.price()),
            },
            None => default_label(mv, lang, super::SPEC.face),
        },
        ("trump", suits) => {
            let names: Vec<String> = suits
                .iter()
                .filter_map(|s| suit(s))
                .map(|s| suit_name(s, lang))
                .collect();
            format!(
                "{} {}",
                lang.pick("Trumpf", "Trump"),
                names.join(lang.pick(", dann ", ", then "))
            )
        }
        ("ask", [c]) => format!("{} {}", lang.pick("Ausbitten:", "Ask for"), card_label(c)),
        ("keep", []) => lang.pick("Keine Karte ausbitten", "Ask for no card").into(),
        ("give", [c]) => format!(
            "{} {}",
            lang.pick("Zurückgeben:", "Give back"),
            card_label(c)
        ),
        _ => default_label(mv, lang, super::SPEC.face),
    }
}

/// The standing line: Striche of the Partie, Points of the round.
pub(super) fn standing(account: &Account, rounds: i64, lang: Lang) -> String {
    format!(
        "Striche: {}   Points ({} {} / {} {}): {}",
        per_seat(&account.striche),
        lang.pick("Runde", "round"),
        (account.rounds + 1).min(rounds),
        lang.pick("Spiele", "games"),
        account.games,
        per_seat(&account.points)
    )
}

impl Schlauch {
    /// The line of a public event.
    pub(super) fn say(&self, note: &Note, lang: Lang) -> String {
        match note {
            Note::Laid { shown } if shown.is_empty() => format!(
                "{{{DEALER}}} {}",
                lang.pick("hat zwei Karten weggelegt", "laid two cards away")
            ),
            Note::Laid { shown } => format!(
                "{{{DEALER}}} {}: {}",
                lang.pick(
                    "hat zwei Karten weggelegt, angezeigt",
                    "laid two cards away, shown"
                ),
                cards(shown)
            ),
            Note::Declared { seat, bid: None } => {
                format!("{{{seat}}} {}", lang.pick("passt", "passes"))
            }
            Note::Declared { seat, bid: Some(c) } => format!(
                "{{{seat}}} {} {} ({})",
                lang.pick("sagt an:", "bids"),
                game_name(*c, lang),
                c.price()
            ),
            Note::Game { declarer, contract } => format!(
                "{{{declarer}}} {} {} — {} Points",
                lang.pick("spielt", "plays"),
                game_name(*contract, lang),
                contract.price()
            ),
            Note::Open { declarer, hand } => format!(
                "{} {{{declarer}}}: {}",
                lang.pick("Offene Karten von", "Open hand of"),
                cards(hand)
            ),
            Note::Trump { trumps } => format!(
                "{}: {}",
                lang.pick("Trumpf", "Trump"),
                trumps_text(*trumps, lang)
            ),
            Note::Kept { seat } => format!(
                "{{{seat}}} {}",
                lang.pick("bittet sich keine Karte aus", "asks for no card")
            ),
            Note::Asked {
                seat,
                card,
                from: Some(from),
            } => format!(
                "{{{seat}}} {} {} — {{{from}}} {}",
                lang.pick("bittet sich aus:", "asks for"),
                card.label(),
                lang.pick("gibt sie her", "hands it over")
            ),
            Note::Asked {
                seat,
                card,
                from: None,
            } => format!(
                "{{{seat}}} {} {} — {}",
                lang.pick("bittet sich aus:", "asks for"),
                card.label(),
                lang.pick("liegt weg", "it lies away")
            ),
            Note::Given { seat, to } => format!(
                "{{{seat}}} {} {{{to}}}",
                lang.pick("gibt eine Karte zurück an", "gives a card back to")
            ),
            Note::Trick {
                leader,
                cards,
                winner,
            } => format!(
                "{} → {} {{{winner}}}",
                self.trick_text(*leader, cards),
                lang.pick("Stich für", "trick to")
            ),
            Note::FirstHalfLost => lang
                .pick(
                    "Die erste Hälfte (Stiche 1–5) ist verloren; es wird weitergespielt",
                    "The first half (tricks 1–5) is lost; play goes on",
                )
                .into(),
            Note::End => self.end_text(lang),
            Note::Rechnung => match self.settlement().and_then(|s| s.rechnung) {
                Some((points, striche)) => format!(
                    "{}: Points {} → Striche {}",
                    lang.pick("Rechnung", "Rechnung"),
                    per_seat(&points),
                    per_seat(&striche)
                ),
                None => String::new(),
            },
            Note::PartieOver => {
                let after = self.after();
                format!(
                    "{}: Striche {} — {} {}",
                    lang.pick("Partie zu Ende", "Partie over"),
                    per_seat(&after.striche),
                    lang.pick("Abrechnung", "settled"),
                    per_seat(&settle(after.striche))
                )
            }
        }
    }

    /// A trick's cards with their seats.
    fn trick_text(&self, leader: usize, cards: &[Card]) -> String {
        cards
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{{{}}} {}", (leader + i) % 3, c.label()))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The end of the deal: who won what, and what was written.
    fn end_text(&self, lang: Lang) -> String {
        let Some(settled) = self.settlement() else {
            return String::new();
        };
        let written = format!(
            "Points {} · Striche {}",
            per_seat(&settled.points),
            per_seat(&settled.striche)
        );
        let Some((declarer, contract)) = self.game else {
            return format!(
                "{} {{{DEALER}}} {} {} {}",
                lang.pick("Alle passen:", "All pass:"),
                lang.pick("schreibt", "writes"),
                settled.striche[DEALER],
                lang.pick(
                    "Strich(e) und gibt noch einmal",
                    "Strich(e) and deals again"
                )
            );
        };
        let how = match settled.outcome {
            Some(Outcome::Won) => lang.pick("gewinnt", "wins"),
            Some(Outcome::Half) => lang.pick("gewinnt eine Hälfte von", "wins one half of"),
            _ => lang.pick("verliert", "loses"),
        };
        format!(
            "{{{declarer}}} {how} {} — {written}",
            game_name(contract, lang)
        )
    }

    /// A seat's view lines (`None`: everybody's).
    pub(super) fn lines(&self, seat: Option<usize>, lang: Lang) -> Vec<String> {
        let mut lines = vec![format!(
            "{}: {} · {} {{{DEALER}}}",
            lang.pick("Aufgelegt", "Turned card"),
            self.turned.label(),
            lang.pick("Geber", "dealer")
        )];
        match self.phase {
            Phase::Lay => lines.push(format!(
                "{{{DEALER}}} {}",
                lang.pick("legt zwei Karten weg", "lays two cards away")
            )),
            Phase::Bid => {
                let said: Vec<String> = self
                    .declared
                    .iter()
                    .enumerate()
                    .map(|(s, bid)| {
                        let word = bid.map_or(lang.pick("passt", "passes"), |c| game_name(c, lang));
                        format!("{{{s}}} {word}")
                    })
                    .collect();
                if !said.is_empty() {
                    lines.push(format!(
                        "{}: {}",
                        lang.pick("Erklärungen", "Declarations"),
                        said.join(" · ")
                    ));
                }
            }
            _ => {}
        }
        if let Some((declarer, contract)) = self.game.filter(|_| self.phase != Phase::Bid) {
            let mut line = format!(
                "{}: {} ({}) · {} {{{declarer}}}",
                lang.pick("Spiel", "Game"),
                game_name(contract, lang),
                contract.price(),
                lang.pick("Spieler", "declarer")
            );
            if self.trumps.iter().any(Option::is_some) {
                line.push_str(&format!(
                    " · {}: {}",
                    lang.pick("Trumpf", "trump"),
                    trumps_text(self.trumps, lang)
                ));
            }
            lines.push(line);
            if contract == Contract::BettelOuvert && seat != Some(declarer) {
                lines.push(format!(
                    "{} {{{declarer}}}: {}",
                    lang.pick("Offene Karten von", "Open hand of"),
                    cards(&self.hands[declarer])
                ));
            }
        }
        let known: Vec<Card> = self.known_away().iter().collect();
        if !known.is_empty() {
            lines.push(format!(
                "{}: {}",
                lang.pick("Weggelegt (bekannt)", "Laid away (known)"),
                cards(&known)
            ));
        }
        if seat == Some(DEALER) && !self.away.is_empty() {
            lines.push(format!(
                "{}: {}",
                lang.pick("Deine weggelegten Karten", "Your laid-away cards"),
                cards(&self.away)
            ));
        }
        if let Some(ex) = self.exchange {
            lines.push(format!(
                "{{{}}} {} {} {} {{{}}}",
                self.declarer().unwrap_or(0),
                lang.pick("bat sich aus:", "asked for"),
                ex.asked.label(),
                lang.pick("von", "from"),
                ex.from
            ));
        }
        if !self.trick.is_empty() {
            lines.push(format!(
                "{} {}: {}",
                lang.pick("Stich", "Trick"),
                self.tricks_played() + 1,
                self.trick_text(self.leader, &self.trick)
            ));
        }
        if let Some(Note::Trick {
            leader,
            cards,
            winner,
        }) = self
            .notes
            .iter()
            .rev()
            .find(|n| matches!(n, Note::Trick { .. }))
        {
            lines.push(format!(
                "{}: {} → {{{winner}}}",
                lang.pick("Letzter Stich", "Last trick"),
                self.trick_text(*leader, cards)
            ));
        }
        if self.phase == Phase::Play || self.phase == Phase::Over {
            let tricks: Vec<i64> = self.tricks.iter().map(|&t| i64::from(t)).collect();
            lines.push(format!(
                "{}: {}",
                lang.pick("Stiche", "Tricks"),
                per_seat(&tricks)
            ));
        }
        lines.push(standing(&self.after(), self.rounds, lang));
        lines
    }
}
