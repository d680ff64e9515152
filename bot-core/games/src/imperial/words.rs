//! Impérial's words: the house rules and `/rules` text, what a seat sees, the public events and
//! the buttons, in German and English.

use serde::{Deserialize, Serialize};

use super::{Imperial, Phase, Reason};
use crate::card::{Card, CardSet, Suit};
use crate::game::{Move, View, default_label};
use crate::lang::Lang;
use crate::registry::{HouseRule, RuleKind};

/// The house rules of `RULES-imperial.md`.
pub const HOUSE_RULES: &[HouseRule] = &[
    HouseRule {
        name: "partie_imperials",
        default: RuleKind::Int {
            default: 3,
            min: 3,
            max: 6,
        },
    },
    HouseRule {
        name: "partie_scale",
        default: RuleKind::Word {
            default: "seed",
            words: &["seed", "matsch", "single"],
        },
    },
    HouseRule {
        name: "demarkiren",
        default: RuleKind::Bool(true),
    },
    // Reading: the rules file names 6 (Pierer, the French rule) and 7 besides the seed's 8.
    HouseRule {
        name: "trick_threshold",
        default: RuleKind::Int {
            default: 8,
            min: 6,
            max: 8,
        },
    },
    HouseRule {
        name: "honour_points",
        default: RuleKind::Word {
            default: "winner",
            words: &["winner", "all"],
        },
    },
    HouseRule {
        name: "must_head",
        default: RuleKind::Bool(false),
    },
    HouseRule {
        name: "turnup_after_imperials",
        default: RuleKind::Bool(false),
    },
    HouseRule {
        name: "dealer_counts_turnup",
        default: RuleKind::Bool(false),
    },
    HouseRule {
        name: "rob_seven",
        default: RuleKind::Bool(false),
    },
];

/// Why a seat marked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    /// The turned honour (the dealer).
    TurnUp,
    /// Impériaux, by name.
    Imperials(Vec<String>),
    /// The Point: both players' sums.
    Point([i64; 2]),
    /// Trump honours in a trick.
    Honours,
    /// Tricks over the threshold: the number of tricks.
    Tricks(u8),
    /// All twelve tricks.
    AllTricks,
}

/// A public event of the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Note {
    /// The card turned at the deal.
    TurnUp(Card),
    /// The holder of the trump Seven robbed or kept.
    Rob { seat: usize, robs: bool },
    /// A seat marked points.
    Mark { seat: usize, points: i64, why: Why },
    /// A seat's single points went back (Demarkiren), to this standing.
    Wipe { seat: usize, to: i64 },
    /// A trick: who led, the two cards, who won it.
    Trick {
        leader: usize,
        cards: [Card; 2],
        winner: usize,
    },
    /// The deal is over.
    End,
}

/// An Impérial's name in words.
fn imperial_name(name: &str, lang: Lang) -> String {
    let words = match name {
        "kings" => lang.pick("vier Könige", "four Kings"),
        "queens" => lang.pick("vier Damen", "four Queens"),
        "jacks" => lang.pick("vier Buben", "four Jacks"),
        "aces" => lang.pick("vier Asse", "four Aces"),
        "sevens" => lang.pick("vier Sieben", "four Sevens"),
        "carte_blanche" => "Carte blanche",
        other => {
            let suit = other
                .strip_prefix("quarte_major:")
                .and_then(|s| s.chars().next())
                .and_then(Suit::from_code);
            return match suit {
                Some(s) => format!("Quarte major {}", s.symbol()),
                None => other.to_string(),
            };
        }
    };
    words.to_string()
}

/// The Partie's standing in words.
pub fn standing(deal: &Imperial, lang: Lang) -> String {
    format!(
        "{} {}: {{0}} {} · {{1}} {}",
        lang.pick("Partie bis", "Partie to"),
        deal.house.target,
        deal.marks[0],
        deal.marks[1]
    )
}

/// What a seat (or everybody) sees.
pub fn view(deal: &Imperial, seat: Option<usize>, lang: Lang) -> View {
    let mut hand = seat.map(|s| deal.hands[s].clone()).unwrap_or_default();
    hand.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(super::cards::height(c))));
    let mut shown: CardSet = deal.played.union(deal.known[0]).union(deal.known[1]);
    shown.insert(deal.stock[0]);
    shown = shown.union(hand.iter().copied().collect());
    let mut lines = vec![format!(
        "{} {} · {} {}",
        lang.pick("Trumpf", "Trump"),
        deal.trump().symbol(),
        lang.pick("Wahlkarte", "turn-up"),
        deal.turnup.label()
    )];
    if let Some(robber) = deal.robbed {
        lines.push(format!(
            "{{{robber}}} {} {}",
            lang.pick("hat geraubt; offen liegt", "robbed; face up lies"),
            deal.stock[0].label()
        ));
    }
    if let Phase::Rob(holder) = deal.phase {
        lines.push(format!(
            "{{{holder}}} {}",
            lang.pick(
                "hat die Trumpf-Sieben: rauben oder behalten?",
                "holds the trump Seven: rob or keep?"
            )
        ));
    }
    if let Some(led) = deal.led {
        lines.push(format!(
            "{} {{{}}}: {}",
            lang.pick("Ausgespielt von", "Led by"),
            1 - deal.turn,
            led.label()
        ));
    }
    for s in 0..2 {
        if !deal.declared[s].is_empty() {
            let names: Vec<String> = deal.declared[s]
                .iter()
                .map(|n| imperial_name(n, lang))
                .collect();
            lines.push(format!(
                "{} {{{s}}}: {}",
                lang.pick("Impériale", "Impériaux"),
                names.join(", ")
            ));
        }
    }
    if let Some(point) = deal.point {
        lines.push(format!("Point: {{0}} {} · {{1}} {}", point[0], point[1]));
    }
    lines.push(format!(
        "{}: {{0}} {} · {{1}} {}",
        lang.pick("Stiche", "Tricks"),
        deal.tricks[0],
        deal.tricks[1]
    ));
    lines.push(standing(deal, lang));
    View { hand, shown, lines }
}

/// A public event in words.
pub fn tell(deal: &Imperial, note: &Note, lang: Lang) -> String {
    match note {
        Note::TurnUp(card) => format!(
            "{} {} — {} {}",
            lang.pick("Wahlkarte", "Turn-up"),
            card.label(),
            lang.pick("Trumpf", "trump"),
            card.suit().symbol()
        ),
        Note::Rob { seat, robs: true } => format!(
            "{{{seat}}} {}",
            lang.pick(
                "raubt die Wahlkarte mit der Trumpf-Sieben",
                "robs the turn-up with the trump Seven"
            )
        ),
        Note::Rob { seat, robs: false } => format!(
            "{{{seat}}} {}",
            lang.pick("behält die Trumpf-Sieben", "keeps the trump Seven")
        ),
        Note::Mark { seat, points, why } => {
            let what = match why {
                Why::TurnUp => lang
                    .pick("für die Wahlkarte", "for the turn-up")
                    .to_string(),
                Why::Imperials(names) => {
                    let names: Vec<String> = names.iter().map(|n| imperial_name(n, lang)).collect();
                    format!("{} {}", lang.pick("für", "for"), names.join(", "))
                }
                Why::Point(p) => format!(
                    "{} ({} : {})",
                    lang.pick("für den Point", "for the Point"),
                    p[0],
                    p[1]
                ),
                Why::Honours => lang
                    .pick("für Honneurs im Stich", "for honours in the trick")
                    .into(),
                Why::Tricks(n) => format!(
                    "{} {n} {}",
                    lang.pick("für", "for"),
                    lang.pick("Stiche", "tricks")
                ),
                Why::AllTricks => lang
                    .pick("für alle zwölf Stiche", "for all twelve tricks")
                    .into(),
            };
            format!(
                "{{{seat}}} {} {points} {what}",
                lang.pick("markiert", "marks")
            )
        }
        Note::Wipe { seat, to } => format!(
            "{{{seat}}} {} {to}",
            lang.pick(
                "muss die einzelnen Points zurücklegen: jetzt",
                "loses the single points (Demarkiren): now"
            )
        ),
        Note::Trick {
            leader,
            cards,
            winner,
        } => format!(
            "{{{leader}}} {} {} → {} {{{winner}}}",
            cards[0].label(),
            cards[1].label(),
            lang.pick("Stich für", "trick to")
        ),
        Note::End => match deal.phase {
            Phase::Over(Reason::Partie) => {
                let winner = deal.partie_winner.unwrap_or(0);
                format!(
                    "{{{winner}}} {} ({} : {}) — {}",
                    lang.pick("gewinnt die Partie", "wins the Partie"),
                    deal.marks[winner],
                    deal.marks[1 - winner],
                    match deal.partie_value() {
                        4 => lang.pick("vierfach", "fourfold"),
                        3 => lang.pick("dreifach", "threefold"),
                        2 => lang.pick("doppelt", "double"),
                        _ => lang.pick("einfach", "single"),
                    }
                )
            }
            Phase::Over(Reason::CarteBlanche) => format!(
                "{} {{1}} {}. {}",
                lang.pick(
                    "Carte blanche: das Spiel ist aus,",
                    "Carte blanche: the deal is over,"
                ),
                lang.pick("gibt noch einmal", "deals again"),
                standing(deal, lang)
            ),
            _ => format!(
                "{} {{0}} {} · {{1}} {}. {}",
                lang.pick("Spiel aus — Stiche", "Deal over — tricks"),
                deal.tricks[0],
                deal.tricks[1],
                standing(deal, lang)
            ),
        },
    }
}

/// A move's label on a button.
pub fn label(mv: &Move, lang: Lang) -> String {
    match mv.text().as_str() {
        "rob" => lang
            .pick(
                "Wahlkarte rauben (Trumpf-Sieben)",
                "Rob the turn-up (trump Seven)",
            )
            .into(),
        "keep" => lang.pick("Sieben behalten", "Keep the Seven").into(),
        _ => default_label(mv, lang, super::SPEC.face),
    }
}
