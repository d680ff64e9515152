//! Impérial's words: the house rules and `/rules` text, what a seat sees, the public events and
//! the buttons, from the catalogue (`de.ftl`, `en.ftl`).

use serde::{Deserialize, Serialize};

use super::{Imperial, Phase, Reason, SPEC, WORDS};
use crate::card::{Card, CardSet, Suit};
use crate::catalogue::Arg;
use crate::game::{Move, Refusal, View, default_label};
use crate::lang::Lang;
use crate::registry::{HouseRule, RuleKind};
use crate::words::per_seat;
use crate::words::token;

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
    if let Some(rest) = name.strip_prefix("quarte_major:") {
        return match rest.chars().next().and_then(Suit::from_code) {
            Some(suit) => WORDS.format(
                lang,
                "imperial-quarte-major",
                &[("suit", SPEC.face.symbol(suit).into())],
            ),
            None => name.to_string(),
        };
    }
    let id = format!("imperial-{name}");
    if WORDS.has(&id) {
        WORDS.text(lang, &id)
    } else {
        name.to_string()
    }
}

/// The Impériaux of a list, by name, comma-separated.
fn imperial_names(names: &[String], lang: Lang) -> String {
    let names: Vec<String> = names.iter().map(|n| imperial_name(n, lang)).collect();
    names.join(", ")
}

/// The Partie's standing in words: `Partie to 18: {0} 7 · {1} 12`.
pub fn standing(deal: &Imperial, lang: Lang) -> String {
    WORDS.format(
        lang,
        "standing",
        &[
            ("unit", SPEC.unit(lang, 1).into()),
            ("target", deal.house.target.into()),
            ("counts", per_seat(deal.marks).into()),
        ],
    )
}

/// What a seat (or everybody) sees.
pub fn view(deal: &Imperial, seat: Option<usize>, lang: Lang) -> View {
    let face = SPEC.face;
    let mut hand = seat.map(|s| deal.hands[s].clone()).unwrap_or_default();
    in_order(&mut hand);
    let mut shown: CardSet = deal.played.union(deal.known[0]).union(deal.known[1]);
    shown.insert(deal.stock[0]);
    shown = shown.union(hand.iter().copied().collect());
    let mut lines = vec![WORDS.format(
        lang,
        "view-trump",
        &[
            ("suit", face.symbol(deal.trump()).into()),
            ("card", face.card(deal.turnup, lang).into()),
        ],
    )];
    if let Some(robber) = deal.robbed {
        lines.push(WORDS.format(
            lang,
            "view-robbed",
            &[
                ("seat", token(robber)),
                ("card", face.card(deal.stock[0], lang).into()),
            ],
        ));
    }
    if let Phase::Rob(holder) = deal.phase {
        lines.push(WORDS.format(lang, "view-rob", &[("seat", token(holder))]));
    }
    lines.extend(last_trick(deal).map(|t| t.last_line(lang, face)));
    if let Some(led) = deal.led {
        lines.push(WORDS.format(
            lang,
            "view-led",
            &[
                ("seat", token(1 - deal.turn)),
                ("card", face.card(led, lang).into()),
            ],
        ));
    }
    for s in 0..2 {
        if !deal.declared[s].is_empty() {
            lines.push(WORDS.format(
                lang,
                "view-imperials",
                &[
                    ("seat", token(s)),
                    ("names", imperial_names(&deal.declared[s], lang).into()),
                ],
            ));
        }
    }
    if let Some(point) = deal.point {
        lines.push(WORDS.format(lang, "view-point", &[("counts", per_seat(point).into())]));
    }
    lines.push(WORDS.format(
        lang,
        "view-tricks",
        &[("counts", per_seat(deal.tricks).into())],
    ));
    lines.push(standing(deal, lang));
    View { hand, shown, lines }
}

/// The last finished trick of the deal, if any.
pub fn last_trick(deal: &Imperial) -> Option<crate::trick::Trick> {
    deal.notes.iter().rev().find_map(|note| match *note {
        Note::Trick {
            leader,
            cards,
            winner,
        } => Some(crate::trick::Trick {
            leader,
            cards,
            winner,
        }),
        _ => None,
    })
}

/// A hand in the order a seat sees it: by suit, the highest first.
pub fn in_order(cards: &mut [Card]) {
    cards.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(super::cards::height(c))));
}

/// A public event in words.
pub fn tell(deal: &Imperial, note: &Note, lang: Lang) -> String {
    let face = SPEC.face;
    match note {
        Note::TurnUp(card) => WORDS.format(
            lang,
            "event-turn-up",
            &[
                ("card", face.card(*card, lang).into()),
                ("suit", face.symbol(card.suit()).into()),
            ],
        ),
        Note::Rob { seat, robs } => {
            let id = if *robs { "event-rob" } else { "event-keep" };
            WORDS.format(lang, id, &[("seat", token(*seat))])
        }
        Note::Mark { seat, points, why } => {
            let mut args = vec![("seat", token(*seat)), ("n", Arg::from(*points))];
            let id = match why {
                Why::TurnUp => "mark-turn-up",
                Why::Imperials(names) => {
                    args.push(("names", imperial_names(names, lang).into()));
                    "mark-imperials"
                }
                Why::Point(p) => {
                    args.push(("forehand", p[0].into()));
                    args.push(("dealer", p[1].into()));
                    "mark-point"
                }
                Why::Honours => "mark-honours",
                Why::Tricks(n) => {
                    args.push(("tricks", (*n).into()));
                    "mark-tricks"
                }
                Why::AllTricks => "mark-all-tricks",
            };
            WORDS.format(lang, id, &args)
        }
        Note::Wipe { seat, to } => WORDS.format(
            lang,
            "event-wipe",
            &[("seat", token(*seat)), ("n", (*to).into())],
        ),
        Note::Trick {
            leader,
            cards,
            winner,
        } => WORDS.format(
            lang,
            "event-trick",
            &[
                ("leader", token(*leader)),
                ("first", face.card(cards[0], lang).into()),
                ("second", face.card(cards[1], lang).into()),
                ("winner", token(*winner)),
            ],
        ),
        Note::End => match deal.phase {
            Phase::Over(Reason::Partie) => {
                let winner = deal.partie_winner.unwrap_or(0);
                WORDS.format(
                    lang,
                    "event-partie",
                    &[
                        ("seat", token(winner)),
                        ("mine", deal.marks[winner].into()),
                        ("theirs", deal.marks[1 - winner].into()),
                        ("value", deal.partie_value().into()),
                    ],
                )
            }
            Phase::Over(Reason::CarteBlanche) => WORDS.format(
                lang,
                "event-carte-blanche",
                &[
                    ("dealer", token(1)),
                    ("standing", standing(deal, lang).into()),
                ],
            ),
            _ => WORDS.format(
                lang,
                "event-deal-over",
                &[
                    ("counts", per_seat(deal.tricks).into()),
                    ("standing", standing(deal, lang).into()),
                ],
            ),
        },
    }
}

/// A move's label on a button.
pub fn label(mv: &Move, lang: Lang) -> String {
    match mv.text().as_str() {
        "rob" => WORDS.text(lang, "move-rob"),
        "keep" => WORDS.text(lang, "move-keep"),
        _ => default_label(mv, lang, SPEC.face),
    }
}

/// Why a move was refused, in the player's words.
pub fn refusal_text(deal: &Imperial, refusal: Refusal, lang: Lang) -> String {
    let id = format!("refusal-{}", refusal.code());
    if !WORDS.has(&id) {
        return crate::game::default_refusal_text(refusal, lang);
    }
    let yes = |flag: bool| Arg::from(if flag { "yes" } else { "no" });
    WORDS.format(
        lang,
        &id,
        &[
            ("head", yes(deal.house.must_head)),
            ("rob", yes(matches!(deal.phase, Phase::Rob(_)))),
        ],
    )
}
