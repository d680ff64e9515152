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
    name: ["Ecarté", "Écarté"],
    blurb: [
        "zu zweit, 32 Blatt: fünf Karten, Tausch auf Vorschlag, drei Stiche zählen, Partie 5",
        "two players, 32 cards: five cards, exchange on proposal, three tricks score, game 5",
    ],
    seats: (2, 2),
    unit: ["Einsätze", "stakes"],
    ranking: Ranking::Partien,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "overtake",
            default: RuleKind::Bool(true),
            help: [
                "wer bedient, muss überstechen, wenn er kann",
                "a player following suit must beat the card led if he can",
            ],
        },
        HouseRule {
            name: "mark_king",
            default: RuleKind::Word {
                default: "play",
                words: &["play", "start"],
            },
            help: [
                "der Trumpfkönig zählt beim Ausspielen (play) oder zu Beginn des Stichspiels (start)",
                "the King of trumps scores when played (play) or when trick play begins (start)",
            ],
        },
        HouseRule {
            name: "penalty_on_vole",
            default: RuleKind::Bool(false),
            help: [
                "der Strafpunkt zählt auch zur Vole (3 statt 2)",
                "the penalty point is added to a vole as well (3 instead of 2)",
            ],
        },
        HouseRule {
            name: "target",
            default: RuleKind::Int {
                default: 5,
                min: 1,
                max: 1_000,
            },
            help: [
                "so viele Punkte gewinnen die Partie",
                "the points that win the game",
            ],
        },
        HouseRule {
            name: "multiple_game",
            default: RuleKind::Bool(false),
            help: [
                "gegen 0 Punkte zählt die Partie dreifach, gegen 1–2 doppelt",
                "a game won against 0 points pays three stakes, against 1–2 two",
            ],
        },
    ],
    rules_text: [
        "Ecarté — zu zweit, 32 Blatt; Rangfolge K O U A 10 9 8 7 (der König ist das höchste).\n\
         Je fünf Karten (3 + 2); die elfte wird als Trumpf aufgeschlagen — ist sie ein König, \
         schreibt der Geber sofort 1 Punkt an.\n\
         Die Vorhand spielt aus oder schlägt vor (je propose, später encore).\n\
         Nimmt der Geber an (combien?), legt die Vorhand 1 bis 5 Karten weg und kauft so viele \
         vom Talon, dann der Geber 0 bis 5. Lehnt er ab (jouez), wird gespielt.\n\
         Fünf Stiche: bedienen und überstechen, wenn man kann, sonst trumpfen.\n\
         Wer den Trumpfkönig ausspielt, schreibt 1 Punkt an.\n\
         Drei oder vier Stiche zählen 1 Punkt, alle fünf (la vole) 2.\n\
         Strafpunkt: spielt die Vorhand, ohne je vorzuschlagen, und macht der Geber die meisten \
         Stiche, zählen sie ihm 2; lehnt der Geber den ersten Vorschlag ab und macht die Vorhand \
         die meisten, zählen sie ihr 2.\n\
         Wer zuerst 5 Punkte hat, gewinnt die Partie sofort, auch mitten im Spiel.",
        "Écarté — two players, 32 cards; ranks K Q J A 10 9 8 7 (the King is highest).\n\
         Five cards each (3 + 2); the eleventh is turned for trump — if it is a King, the dealer \
         marks 1 point at once.\n\
         The forehand leads or proposes (je propose, later encore).\n\
         If the dealer accepts (combien?), the forehand discards 1 to 5 cards and draws as many \
         from the stock, then the dealer 0 to 5. If he refuses (jouez), play begins.\n\
         Five tricks: follow suit and beat the card led if you can, else trump.\n\
         Playing the King of trumps marks 1 point.\n\
         Three or four tricks mark 1 point, all five (the vole) 2.\n\
         Penalty point: if the forehand plays without ever proposing and the dealer takes most \
         tricks, they count 2 for the dealer; if the dealer refuses the first proposal and the \
         forehand takes most, they count 2 for the forehand.\n\
         The first to 5 points wins the game at once, even in the middle of a deal.",
    ],
    new_match,
    scenario,
    load: load::<Ecarte>,
    action,
    read: crate::registry::no_words,
    commands: ["", ""],
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
    lines.extend(trick::led_line(deal.led, deal.turn, lang));
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
        Note::Trick(played) => played.line(lang),
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
        _ => default_label(mv, lang),
    }
}
