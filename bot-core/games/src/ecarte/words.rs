//! Ecarté's words: the registry entry with its `/rules` text, what a seat sees, the public
//! events and the buttons' labels, in German and English.

use crate::game::{Deal, Move, View, default_label};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, TableTraits, load};
use crate::trick;
use crate::words::{cards, deal_and_partie, per_seat};

use super::{Ecarte, Note, Phase, action, new_match, scenario};

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "ecarte",
    aliases: &[],
    family: "ecarte",
    words: &super::WORDS,
    face: crate::glossary::Face::French,
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

/// What a seat (or everybody) sees.
pub(super) fn view(deal: &Ecarte, seat: Option<usize>, lang: Lang) -> View {
    let mut hand = seat.map(|s| deal.hands[s].clone()).unwrap_or_default();
    hand.sort_by_key(|&c| (c.suit(), std::cmp::Reverse(super::power(c))));
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
    let mut lines = vec![format!(
        "{}: {} · {}: {}",
        lang.pick("Trumpf", "Trump"),
        deal.trump_card.label(),
        lang.pick("Talon", "Stock"),
        deal.talon.len()
    )];
    let waiting = match deal.phase {
        Phase::Propose => {
            Some(lang.pick("{0} schlägt vor oder spielt aus", "{0} proposes or leads"))
        }
        Phase::Answer => Some(lang.pick(
            "{0} schlägt vor — {1} nimmt an oder lehnt ab",
            "{0} proposes — {1} accepts or refuses",
        )),
        Phase::Discard(0) => Some(lang.pick("{0} tauscht 1–5 Karten", "{0} exchanges 1–5 cards")),
        Phase::Discard(_) => Some(lang.pick("{1} tauscht 0–5 Karten", "{1} exchanges 0–5 cards")),
        Phase::Play | Phase::Over => None,
    };
    lines.extend(waiting.map(str::to_string));
    if deal.exchanged {
        let counts = [0, 1].map(|s| deal.discards[s].len());
        lines.push(format!(
            "{}: {}",
            lang.pick("Getauscht", "Exchanged"),
            per_seat(counts)
        ));
    }
    lines.extend(trick::led_line(deal.led, deal.turn, lang, SPEC.face));
    if let Some(s) = deal.penalty.filter(|_| deal.phase != Phase::Over) {
        lines.push(format!(
            "{} {{{s}}}",
            lang.pick(
                "Die meisten Stiche zählen doppelt für",
                "Most tricks count double for"
            )
        ));
    }
    lines.push(format!(
        "{}: {}",
        lang.pick("Stiche", "Tricks"),
        per_seat(deal.tricks)
    ));
    lines.push(deal.standing().line[lang.pick(0, 1)].clone());
    View { hand, shown, lines }
}

/// A public event in words.
pub(super) fn tell(deal: &Ecarte, note: &Note, lang: Lang) -> String {
    match note {
        Note::Deal { trump } => format!(
            "{}: {}",
            lang.pick("Neues Spiel, Trumpf", "New deal, trump"),
            trump.label()
        ),
        Note::King { seat } => format!(
            "{{{seat}}}: {} +1",
            lang.pick("König in Trumpf", "King of trumps")
        ),
        Note::Propose { again } => {
            format!("{{0}}: {}", if *again { "encore" } else { "je propose" })
        }
        Note::Accept => format!(
            "{{1}}: {}",
            lang.pick("combien? (angenommen)", "combien? (accepted)")
        ),
        Note::Refuse => format!(
            "{{1}}: {}",
            lang.pick("jouez (abgelehnt)", "jouez (refused)")
        ),
        Note::Discard { seat, count } => {
            let number = match count {
                5 => "paquet".to_string(),
                n => n.to_string(),
            };
            format!("{{{seat}}} {} {number}", lang.pick("tauscht", "exchanges"))
        }
        Note::Stand => format!(
            "{{0}} {}",
            lang.pick("spielt, ohne vorzuschlagen", "plays without proposing")
        ),
        Note::Trick(played) => played.line(lang, SPEC.face),
        Note::End => {
            let penalty = match deal.penalty_marked {
                true => lang.pick(" (mit Strafpunkt)", " (with the penalty point)"),
                false => "",
            };
            deal_and_partie(
                deal.points,
                deal.after(),
                penalty,
                deal.partie_winner(),
                lang,
            )
        }
    }
}

/// A move's label.
pub(super) fn label(mv: &Move, lang: Lang) -> String {
    let chosen = mv.cards();
    match (mv.verb(), mv.args().next()) {
        ("propose", _) => lang
            .pick("Vorschlagen (je propose)", "Propose (je propose)")
            .into(),
        ("accept", _) => lang.pick("Annehmen (combien?)", "Accept (combien?)").into(),
        ("refuse", _) => lang.pick("Ablehnen (jouez)", "Refuse (jouez)").into(),
        ("discard", None) => lang.pick("Karten tauschen", "Exchange cards").into(),
        ("discard", Some(_)) => {
            format!("{}: {}", lang.pick("Tauschen", "Exchange"), cards(&chosen))
        }
        _ => default_label(mv, lang, SPEC.face),
    }
}
