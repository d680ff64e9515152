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
    name: ["Briscon", "Briscan"],
    blurb: [
        "zu zweit, 32 Blatt: Brusquembille mit Sequenzen, Kunststücken und Heiraten, Partie 600",
        "two players, 32 cards: Brusquembille with sequences, fours and marriages, game 600",
    ],
    seats: (2, 2),
    unit: ["Partien", "games"],
    ranking: Ranking::Partien,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "overtake",
            default: RuleKind::Bool(true),
            help: [
                "ohne Talon muss man in der Farbe überstechen, wenn man kann",
                "once the stock is empty the second player must beat in suit if he can",
            ],
        },
        HouseRule {
            name: "seven_exchange",
            default: RuleKind::Bool(true),
            help: [
                "die Trumpfsieben darf gegen die Karte unter dem Talon getauscht werden",
                "the seven of trumps may be exchanged for the card under the stock",
            ],
        },
        HouseRule {
            name: "target",
            default: RuleKind::Int {
                default: 600,
                min: 1,
                max: 1_000_000,
            },
            help: [
                "so viele Punkte gewinnen die Partie",
                "the points that win the game",
            ],
        },
    ],
    rules_text: [
        "Briscon — zu zweit, 32 Blatt, je fünf Karten; die elfte Karte bestimmt Trumpf und liegt \
         offen als letzte unter dem Talon.\n\
         Stichfolge A 10 K O U 9 8 7; Augen A 11, 10 10, K 4, O 3, U 2.\n\
         Nach jedem Stich zieht der Gewinner zuerst, dann der andere.\n\
         Solange der Talon reicht, darf man jede Karte spielen; danach muss man in der Farbe \
         überstechen, sonst bedienen, sonst trumpfen.\n\
         Am Ausspiel darf man die Trumpfsieben gegen die Karte unter dem Talon tauschen.\n\
         Am Ausspiel meldet, wer schon einen Stich hat, solange der Talon reicht:\n\
         • Terz, Quarte, Quinte in der Folge A K O U 10 9 8 7 — in Trumpf Terz 120–20, Quarte \
         200–60, Quinte 600–100 (je nach oberster Karte), sonst die Hälfte;\n\
         • vier A/K/O/U/10: 150/100/80/60/40; Heirat K+O: Trumpf 40, sonst 20.\n\
         Eine Karte zählt nur in einer Sequenz, aber noch in Vieren und Heirat.\n\
         Der Tisch schreibt an: aufgeschlagenes Bild, A oder 10 dem Geber 10; nur Bilder 20, \
         carte blanche 10 (nach jedem Ziehen wieder, solange es hält); Trumpf-As im Stich 10; \
         letzte Talonkarte 10; fünf Trümpfe nach dem Talon 30.\n\
         Am Ende: die letzten fünf Stiche 20, alle Stiche 600, die meisten Stiche 10.\n\
         Beide zählen Augen, Meldungen und Zuschläge; wer nach einem Spiel 600 hat und vorn \
         liegt, gewinnt die Partie.",
        "Briscan — two players, 32 cards, five each; the eleventh card sets trump and lies face \
         up as the last card under the stock.\n\
         Trick order A 10 K Q J 9 8 7; card points A 11, 10 10, K 4, Q 3, J 2.\n\
         After each trick the winner draws first, then the other player.\n\
         While the stock lasts any card may be played; after it you must beat in suit, else \
         follow, else trump.\n\
         At lead you may exchange the seven of trumps for the card under the stock.\n\
         At lead, a player who has won a trick announces while the stock lasts:\n\
         • tierce, quart, quint in the order A K Q J 10 9 8 7 — in trumps tierce 120–20, quart \
         200–60, quint 600–100 (by the top card), other suits half;\n\
         • four A/K/Q/J/10: 150/100/80/60/40; marriage K+Q: trumps 40, else 20.\n\
         A card counts in one sequence only, but still in a four and a marriage.\n\
         The table marks: a turned court, ace or ten 10 to the dealer; all courts 20, carte \
         blanche 10 (again after each draw that keeps it); the trump ace in a trick 10; the last \
         card of the stock 10; five trumps after the stock 30.\n\
         At the end: the last five tricks 20, all tricks 600, most tricks 10.\n\
         Both score card points, announcements and bonuses; whoever has 600 after a deal and \
         leads wins the game.",
    ],
    new_match,
    scenario,
    load: load::<Briscon>,
    action,
    read: crate::registry::no_words,
    commands: ["", ""],
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
    lines.extend(trick::led_line(deal.led, deal.turn, lang));
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
        Note::Trick(played) => played.line(lang),
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
                Err(_) => default_label(mv, lang),
            }
        }
        _ => default_label(mv, lang),
    }
}
