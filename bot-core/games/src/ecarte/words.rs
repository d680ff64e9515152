//! Ecarté's words: the registry entry with its `/rules` text, what a seat sees, the public
//! events and the buttons' labels, from the catalogue (`de.ftl`, `en.ftl`).

use crate::catalogue::Arg;
use crate::game::{Move, Refusal, View, default_label};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, TableTraits, load};
use crate::trick;
use crate::words::per_seat;
use crate::words::token;

use super::{Ecarte, Note, Phase, WORDS, action, in_order, new_match, scenario};

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "ecarte",
    aliases: &[],
    family: "ecarte",
    words: &super::WORDS,
    face: crate::glossary::Face::French,
    packs: &crate::glossary::Face::ALL,
    seats: (2, 2),
    ranking: Ranking::Partien,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "overtake",
            default: RuleKind::Bool(true),
        },
        HouseRule {
            name: "mark_king",
            default: RuleKind::Word {
                default: "play",
                words: &["play", "start"],
            },
        },
        HouseRule {
            name: "penalty_on_vole",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "target",
            default: RuleKind::Int {
                default: 5,
                min: 1,
                max: 1_000,
            },
        },
        HouseRule {
            name: "multiple_game",
            default: RuleKind::Bool(false),
        },
    ],
    new_match,
    scenario,
    load: load::<Ecarte>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// A yes or no for a message's selector.
fn yes(flag: bool) -> Arg<'static> {
    if flag { "yes" } else { "no" }.into()
}

/// What a seat (or everybody) sees.
pub(super) fn view(deal: &Ecarte, seat: Option<usize>, lang: Lang) -> View {
    let face = SPEC.face;
    let mut hand = seat.map(|s| deal.hands[s].clone()).unwrap_or_default();
    in_order(&mut hand);
    let mut shown = crate::card::CardSet::EMPTY;
    shown.insert(deal.trump_card);
    for note in &deal.notes {
        if let Note::Trick(played) = note {
            played.cards.iter().for_each(|&c| shown.insert(c));
        }
    }
    for &card in hand.iter().chain(deal.led.iter()) {
        shown.insert(card);
    }
    if let Some(s) = seat {
        deal.discards[s].iter().for_each(|&c| shown.insert(c));
    }
    let mut lines = vec![WORDS.format(
        lang,
        "view-trump",
        &[
            ("card", face.card(deal.trump_card, lang).into()),
            ("n", deal.talon.len().into()),
        ],
    )];
    let most = deal.talon.len().min(5);
    let waiting = match deal.phase {
        Phase::Propose => Some(WORDS.format(lang, "wait-propose", &[("forehand", token(0))])),
        Phase::Answer => Some(WORDS.format(
            lang,
            "wait-answer",
            &[("forehand", token(0)), ("dealer", token(1))],
        )),
        Phase::Discard(0) => Some(WORDS.format(
            lang,
            "wait-discard-forehand",
            &[("seat", token(0)), ("n", most.into())],
        )),
        Phase::Discard(_) => Some(WORDS.format(
            lang,
            "wait-discard-dealer",
            &[("seat", token(1)), ("n", most.into())],
        )),
        Phase::Play | Phase::Over => None,
    };
    lines.extend(waiting);
    if deal.exchanged {
        let counts = [0, 1].map(|s| deal.discards[s].len());
        lines.push(WORDS.format(
            lang,
            "view-exchanged",
            &[("counts", per_seat(counts).into())],
        ));
    }
    let last = deal.notes.iter().rev().find_map(|note| match note {
        Note::Trick(played) => Some(played.last_line(lang, face)),
        _ => None,
    });
    lines.extend(last);
    lines.extend(trick::led_line(deal.led, deal.turn, lang, face));
    if let Some(s) = deal.penalty.filter(|_| deal.phase != Phase::Over) {
        lines.push(WORDS.format(lang, "view-penalty", &[("seat", token(s))]));
    }
    lines.push(WORDS.format(
        lang,
        "view-tricks",
        &[("counts", per_seat(deal.tricks).into())],
    ));
    lines.push(standing_line(deal.after(), deal.target, lang));
    View { hand, shown, lines }
}

/// The Partie's standing: `Partie (to 5): {0} 3 · {1} 2`.
pub(super) fn standing_line(after: [i64; 2], target: i64, lang: Lang) -> String {
    WORDS.format(
        lang,
        "standing",
        &[
            ("target", target.into()),
            ("points", per_seat(after).into()),
        ],
    )
}

/// A public event in words.
pub(super) fn tell(deal: &Ecarte, note: &Note, lang: Lang) -> String {
    let face = SPEC.face;
    match note {
        Note::Deal { trump } => WORDS.format(
            lang,
            "event-deal",
            &[("card", face.card(*trump, lang).into())],
        ),
        Note::King { seat: s } => WORDS.format(lang, "event-king", &[("seat", token(*s))]),
        Note::Propose { again } => {
            let id = if *again {
                "event-propose-again"
            } else {
                "event-propose"
            };
            WORDS.format(lang, id, &[("seat", token(0))])
        }
        Note::Accept => WORDS.format(lang, "event-accept", &[("seat", token(1))]),
        Note::Refuse => WORDS.format(lang, "event-refuse", &[("seat", token(1))]),
        Note::Discard { seat: s, count } => WORDS.format(
            lang,
            "event-discard",
            &[("seat", token(*s)), ("n", (*count).into())],
        ),
        Note::Stand => WORDS.format(lang, "event-stand", &[("seat", token(0))]),
        Note::Trick(played) => played.line(lang, face),
        Note::End => WORDS.format(
            lang,
            "event-end",
            &[
                ("points", per_seat(deal.points).into()),
                ("partie", per_seat(deal.after()).into()),
                ("penalty", yes(deal.penalty_marked)),
                ("winner", deal.partie_winner().map_or("none".into(), token)),
            ],
        ),
    }
}

/// A move's label.
pub(super) fn label(mv: &Move, lang: Lang) -> String {
    match (mv.verb(), mv.args().next()) {
        ("propose", _) => WORDS.text(lang, "move-propose"),
        ("accept", _) => WORDS.text(lang, "move-accept"),
        ("refuse", _) => WORDS.text(lang, "move-refuse"),
        ("discard", None) => WORDS.text(lang, "move-discard"),
        ("discard", Some(_)) => {
            let mut chosen = mv.cards().to_vec();
            in_order(&mut chosen);
            WORDS.format(
                lang,
                "move-discard-cards",
                &[("cards", SPEC.face.cards(&chosen, lang).into())],
            )
        }
        _ => default_label(mv, lang, SPEC.face),
    }
}

/// Why a move was refused, in the player's words.
pub(super) fn refusal_text(deal: &Ecarte, refusal: Refusal, lang: Lang) -> String {
    let id = format!("refusal-{}", refusal.code());
    if !WORDS.has(&id) {
        return crate::game::default_refusal_text(refusal, lang);
    }
    let phase = match deal.phase {
        Phase::Propose => "propose",
        Phase::Answer => "answer",
        Phase::Discard(_) => "discard",
        Phase::Play | Phase::Over => "play",
    };
    WORDS.format(
        lang,
        &id,
        &[("phase", phase.into()), ("overtake", yes(deal.overtake))],
    )
}
