//! Briscon's words: the registry entry with its `/rules` text, what a seat sees, the public
//! events and the buttons' labels, from the catalogue (`de.ftl`, `en.ftl`).

use crate::catalogue::Arg;
use crate::game::{Move, Refusal, View, default_label};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, TableTraits, load};
use crate::trick;
use crate::words::per_seat;
use crate::words::token;

use super::melds::Meld;
use super::{Bonus, Briscon, Note, WORDS, action, new_match, scenario};

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "briscon",
    aliases: &[],
    family: "briscon",
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
            name: "seven_exchange",
            default: RuleKind::Bool(true),
        },
        HouseRule {
            name: "target",
            default: RuleKind::Int {
                default: 600,
                min: 1,
                max: 1_000_000,
            },
        },
    ],
    new_match,
    scenario,
    load: load::<Briscon>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// What a seat (or everybody) sees.
pub(super) fn view(deal: &Briscon, seat: Option<usize>, lang: Lang) -> View {
    let face = SPEC.face;
    let mut hand = seat.map(|s| deal.hands[s].clone()).unwrap_or_default();
    hand.sort_by_key(|&c| {
        (
            c.suit() != deal.trump(),
            c.suit(),
            std::cmp::Reverse(super::power(c)),
        )
    });
    let mut shown = deal.revealed;
    for &card in deal
        .taken
        .iter()
        .flatten()
        .chain(&hand)
        .chain(deal.led.iter())
    {
        shown.insert(card);
    }
    let suit: Arg = face.symbol(deal.trump()).into();
    let mut lines = vec![match deal.talon.last() {
        Some(&card) => WORDS.format(
            lang,
            "view-under",
            &[
                ("suit", suit),
                ("card", face.card(card, lang).into()),
                ("n", deal.talon.len().into()),
            ],
        ),
        None => WORDS.format(lang, "view-under-empty", &[("suit", suit)]),
    }];
    let last = deal.notes.iter().rev().find_map(|note| match note {
        Note::Trick(played) => Some(played.last_line(lang, face)),
        _ => None,
    });
    lines.extend(last);
    lines.extend(trick::led_line(deal.led, deal.turn, lang, face));
    for s in 0..2 {
        let said: Vec<String> = deal
            .announced
            .iter()
            .filter(|&&(who, _)| who == s)
            .map(|&(_, m)| m.label(lang))
            .collect();
        if !said.is_empty() {
            lines.push(WORDS.format(
                lang,
                "view-announced",
                &[("seat", token(s)), ("melds", said.join(", ").into())],
            ));
        }
    }
    lines.push(WORDS.format(
        lang,
        "view-tricks",
        &[("counts", per_seat(deal.tricks()).into())],
    ));
    // Reading: "A player may look at his own tricks" — a hand shows its own, never the other's.
    if let Some(s) = seat {
        lines.extend(trick::own_tricks_line(&deal.taken[s], lang, face));
    }
    lines.push(WORDS.format(
        lang,
        "view-points",
        &[("counts", per_seat(deal.points()).into())],
    ));
    lines.push(standing_line(deal.after(), deal.target, lang));
    View { hand, shown, lines }
}

/// The Partie's standing, named by the game's unit: `Partie (to 600): {0} 310 · {1} 240`.
pub(super) fn standing_line(after: [i64; 2], target: i64, lang: Lang) -> String {
    WORDS.format(
        lang,
        "standing",
        &[
            ("unit", SPEC.unit(lang, 1).into()),
            ("target", target.into()),
            ("points", per_seat(after).into()),
        ],
    )
}

/// A bonus's message.
fn bonus_id(bonus: Bonus) -> &'static str {
    match bonus {
        Bonus::TurnUp => "bonus-turn-up",
        Bonus::Courts => "bonus-courts",
        Bonus::Blank => "bonus-blank",
        Bonus::TrumpAce => "bonus-trump-ace",
        Bonus::LastCard => "bonus-last-card",
        Bonus::FiveTrumps => "bonus-five-trumps",
        Bonus::LastFive => "bonus-last-five",
        Bonus::AllTricks => "bonus-all-tricks",
        Bonus::MostTricks => "bonus-most-tricks",
    }
}

/// A public event in words.
pub(super) fn tell(deal: &Briscon, note: &Note, lang: Lang) -> String {
    let face = SPEC.face;
    match note {
        Note::Deal { trump } => WORDS.format(
            lang,
            "event-deal",
            &[
                ("suit", face.symbol(trump.suit()).into()),
                ("card", face.card(*trump, lang).into()),
            ],
        ),
        Note::Bonus {
            seat,
            bonus,
            points,
        } => WORDS.format(
            lang,
            "event-bonus",
            &[
                ("seat", token(*seat)),
                ("bonus", WORDS.text(lang, bonus_id(*bonus)).into()),
                ("n", (*points).into()),
            ],
        ),
        Note::Exchange { seat, took } => WORDS.format(
            lang,
            "event-exchange",
            &[
                ("seat", token(*seat)),
                ("card", face.card(*took, lang).into()),
            ],
        ),
        Note::Announce { seat, meld, points } => WORDS.format(
            lang,
            "event-announce",
            &[
                ("seat", token(*seat)),
                ("meld", meld.label(lang).into()),
                ("cards", face.cards(&meld.cards(), lang).into()),
                ("n", (*points).into()),
            ],
        ),
        Note::Trick(played) => played.line(lang, face),
        Note::TalonEmpty => WORDS.text(lang, "event-talon-empty"),
        Note::End => WORDS.format(
            lang,
            "event-end",
            &[
                ("points", per_seat(deal.points()).into()),
                ("partie", per_seat(deal.after()).into()),
                ("winner", deal.partie_winner().map_or("none".into(), token)),
            ],
        ),
    }
}

/// A move's label.
pub(super) fn label(deal: &Briscon, mv: &Move, lang: Lang) -> String {
    match mv.verb() {
        "exchange" => WORDS.text(lang, "move-exchange"),
        "announce" => {
            let text: Vec<&str> = mv.args().collect();
            match text.join(":").parse::<Meld>() {
                Ok(meld) => WORDS.format(
                    lang,
                    "move-announce",
                    &[
                        ("meld", meld.label(lang).into()),
                        ("n", meld.value(deal.trump()).unwrap_or(0).into()),
                    ],
                ),
                Err(_) => default_label(mv, lang, SPEC.face),
            }
        }
        _ => default_label(mv, lang, SPEC.face),
    }
}

/// Why a move was refused, in the player's words.
pub(super) fn refusal_text(deal: &Briscon, refusal: Refusal, lang: Lang) -> String {
    let id = format!("refusal-{}", refusal.code());
    if !WORDS.has(&id) {
        return crate::game::default_refusal_text(refusal, lang);
    }
    let overtake = if deal.overtake { "yes" } else { "no" };
    WORDS.format(lang, &id, &[("overtake", overtake.into())])
}
