//! Briscon's words: the registry entry with its `/rules` text, what a seat sees, the public
//! events and the buttons' labels, in German and English.

use crate::game::{Deal, Move, View, default_label};
use crate::lang::Lang;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, TableTraits, load};
use crate::trick;
use crate::words::{cards, deal_and_partie, per_seat};

use super::melds::Meld;
use super::{Bonus, Briscon, Note, action, new_match, scenario};

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "briscon",
    aliases: &[],
    family: "briscon",
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
    let mut lines = Vec::new();
    let under = match deal.talon.last() {
        Some(card) => format!(
            "{}: {} · {}: {}",
            lang.pick("unter dem Talon", "under the stock"),
            card.label(),
            lang.pick("Talon", "stock"),
            deal.talon.len()
        ),
        None => lang.pick("Talon leer", "stock empty").to_string(),
    };
    lines.push(format!(
        "{}: {} · {under}",
        lang.pick("Trumpf", "Trump"),
        deal.trump().symbol()
    ));
    lines.extend(trick::led_line(deal.led, deal.turn, lang, SPEC.face));
    for s in 0..2 {
        let said: Vec<String> = deal
            .announced
            .iter()
            .filter(|&&(who, _)| who == s)
            .map(|&(_, m)| m.label(lang))
            .collect();
        if !said.is_empty() {
            lines.push(format!(
                "{{{s}}} {}: {}",
                lang.pick("hat gemeldet", "announced"),
                said.join(", ")
            ));
        }
    }
    lines.push(format!(
        "{}: {}",
        lang.pick("Stiche", "Tricks"),
        per_seat(deal.tricks())
    ));
    lines.push(format!(
        "{}: {}",
        lang.pick("Punkte in diesem Spiel", "Points this deal"),
        per_seat(deal.points())
    ));
    lines.push(deal.standing().line[lang.pick(0, 1)].clone());
    View { hand, shown, lines }
}

fn bonus_name(bonus: Bonus, lang: Lang) -> &'static str {
    match bonus {
        Bonus::TurnUp => lang.pick("aufgeschlagener Trumpf", "turned trump card"),
        Bonus::Courts => lang.pick("nur Bilder", "all courts"),
        Bonus::Blank => lang.pick("carte blanche", "carte blanche"),
        Bonus::TrumpAce => lang.pick("Trumpf-As eingebracht", "trump ace brought home"),
        Bonus::LastCard => lang.pick("letzte Talonkarte", "last card of the stock"),
        Bonus::FiveTrumps => lang.pick("fünf Trümpfe", "five trumps"),
        Bonus::LastFive => lang.pick("die letzten fünf Stiche", "the last five tricks"),
        Bonus::AllTricks => lang.pick("alle Stiche", "all tricks"),
        Bonus::MostTricks => lang.pick("die meisten Stiche", "most tricks"),
    }
}

/// A public event in words.
pub(super) fn tell(deal: &Briscon, note: &Note, lang: Lang) -> String {
    match note {
        Note::Deal { trump } => format!(
            "{}: {} ({} {})",
            lang.pick("Neues Spiel, Trumpf", "New deal, trump"),
            trump.suit().symbol(),
            lang.pick("aufgeschlagen", "turned"),
            trump.label()
        ),
        Note::Bonus {
            seat,
            bonus,
            points,
        } => format!("{{{seat}}}: {} +{points}", bonus_name(*bonus, lang)),
        Note::Exchange { seat, took } => format!(
            "{{{seat}}} {} {}",
            lang.pick(
                "tauscht die Trumpfsieben gegen",
                "exchanges the seven of trumps for"
            ),
            took.label()
        ),
        Note::Announce { seat, meld, points } => format!(
            "{{{seat}}} {} {} ({}) +{points}",
            lang.pick("meldet", "announces"),
            meld.label(lang),
            cards(&meld.cards())
        ),
        Note::Trick(played) => played.line(lang, SPEC.face),
        Note::TalonEmpty => lang
            .pick(
                "Der Talon ist leer: jetzt überstechen, bedienen oder trumpfen",
                "The stock is empty: now beat, follow or trump",
            )
            .to_string(),
        Note::End => deal_and_partie(deal.points(), deal.after(), "", deal.partie_winner(), lang),
    }
}

/// A move's label.
pub(super) fn label(deal: &Briscon, mv: &Move, lang: Lang) -> String {
    match mv.verb() {
        "exchange" => lang
            .pick("Trumpfsieben tauschen", "Exchange the trump seven")
            .to_string(),
        "announce" => {
            let text: Vec<&str> = mv.args().collect();
            match text.join(":").parse::<Meld>() {
                Ok(meld) => format!(
                    "{} {}{}",
                    lang.pick("Melden:", "Announce"),
                    meld.label(lang),
                    meld.value(deal.trump())
                        .map(|v| format!(" ({v})"))
                        .unwrap_or_default()
                ),
                Err(_) => default_label(mv, lang, SPEC.face),
            }
        }
        _ => default_label(mv, lang, SPEC.face),
    }
}
