//! The registry entry of Piquemedrille: its words and house rules, a new match, and a deal as
//! a scenario file lays it out (with the checks the rules file adds to the frame).

use rand::RngCore;
use serde_json::Value;

use super::order::Contract;
use super::{Piquemedrille, Table};
use crate::any::AnyGame;
use crate::card::{Card, Pack};
use crate::frame::{self, Frame, Shape};
use crate::game::Move;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "piquemedrille",
    aliases: &[],
    family: "piquemedrille",
    name: ["Piquemedrille", "Piquemedrille"],
    blurb: [
        "l'Hombre zu zweit, 40 Blatt: Frage, Solo, Solo-Tout — kaufen vom Talon, Matadore, Teller",
        "l'Hombre for two, 40 cards: Frage, Solo, Solo-Tout — buying, Matadors, a plate",
    ],
    seats: (2, 2),
    unit: ["Marken", "Marken"],
    ranking: Ranking::Amounts,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "frage",
            default: RuleKind::Bool(true),
            help: ["die Frage wird gespielt", "Frage is played"],
        },
        HouseRule {
            name: "mediateur",
            default: RuleKind::Bool(false),
            help: [
                "Mediateur (einen König rufen) zwischen Frage und Solo",
                "Mediateur (call a King) between Frage and Solo",
            ],
        },
        HouseRule {
            name: "spadille_forcee",
            default: RuleKind::Bool(false),
            help: [
                "passen beide, muss der Inhaber der Spadille sein niedrigstes Spiel spielen",
                "if both pass, the holder of Spadille must play his lowest game",
            ],
        },
        HouseRule {
            name: "matadors",
            default: RuleKind::Bool(true),
            help: [
                "Matadore des Spielers zählen zum Spielwert",
                "the declarer's Matadors count to the game value",
            ],
        },
        HouseRule {
            name: "stamm",
            default: RuleKind::Int {
                default: 1,
                min: 1,
                max: 5,
            },
            help: [
                "Marken, die jeder auf den leeren Teller setzt",
                "Marken each player puts on an empty plate",
            ],
        },
        HouseRule {
            name: "double_last_tour",
            default: RuleKind::Bool(false),
            help: [
                "die letzte Tour der Partie zahlt den Spielwert doppelt",
                "the last tour of a Partie pays the game value double",
            ],
        },
        HouseRule {
            name: "partie_tours",
            default: RuleKind::Int {
                default: 5,
                min: 1,
                max: 50,
            },
            help: [
                "Touren (je zwei Spiele) einer Partie",
                "tours (two deals each) of a Partie",
            ],
        },
    ],
    rules_text: [
        "Piquemedrille — l'Hombre zu zweit: 40 Blatt (ohne 8, 9, 10), je 10 Karten, 20 im Talon.\n\
         Trümpfe sind die Trumpffarbe und beide schwarzen Asse: Spadille (A♠), Manille (schwarz \
         die 2, rot die 7 der Trumpffarbe), Basta (A♣), bei Rot Ponto (das Trumpf-Ass), dann \
         K O U … Fehlfarben: schwarz K O U 7–2, rot K O U A 2–7.\n\
         Spiele: Frage (Trumpf nennen, dann kaufen; 6 Stiche), Solo (aus der Hand; 6 Stiche), \
         Solo-Tout (alle 10 Stiche); als Hausregel Mediateur (einen König gegen eine Karte rufen).\n\
         Reizen: die Vorhand zuerst; der Geber muss höher bieten, die Vorhand darf gleich halten. \
         Passen ist endgültig; passen beide, wird eingeworfen.\n\
         Kaufen: Karten weglegen und ebenso viele vom Talon nehmen — in der Frage der Spieler, \
         dann der Gegner; sonst nur der Gegner.\n\
         Farbe bekennen ist Pflicht, Stechen nicht. Wer als Trumpf nur Matadore (Spadille, \
         Manille, Basta) über dem ausgespielten Trumpf hat, darf sie zurückhalten.\n\
         6 Stiche gewinnen (Solo-Tout: 10), 5 sind Remise, 4 oder weniger Codille.\n\
         Auf den leeren Teller setzt jeder 1 Marke. Spielwert: Frage 1, Mediateur 2, Solo 3, \
         Solo-Tout 6, plus die Matadore. Gewonnen: Teller und Wert; Remise: Wert an den Gegner, \
         Bête in Tellerhöhe; Codille: Wert und Tellerbetrag an den Gegner.\n\
         Eine Partie sind 5 Touren (10 Spiele); am Ende wird der Teller geteilt.",
        "Piquemedrille — l'Hombre for two: 40 cards (no 8, 9, 10), 10 each, 20 in the talon.\n\
         Trumps are the trump suit and both black Aces: Spadille (A♠), Manille (the 2 of a black, \
         the 7 of a red trump suit), Basta (A♣), with red Ponto (the trump Ace), then K Q J … \
         Plain suits: black K Q J 7–2, red K Q J A 2–7.\n\
         Games: Frage (name trump, then buy; 6 tricks), Solo (from the hand; 6 tricks), \
         Solo-Tout (all 10 tricks); as a house rule Mediateur (call a King for one card).\n\
         Bidding: the forehand first; the dealer must bid higher, the forehand may hold the same \
         game. A pass is final; if both pass, the deal is thrown in.\n\
         Buying: lay cards away and take as many from the talon — in a Frage the declarer, then \
         the opponent; otherwise the opponent only.\n\
         You must follow suit, never trump. Whose only trumps are Matadors (Spadille, Manille, \
         Basta) above the trump led may keep them back.\n\
         6 tricks win (Solo-Tout: 10), 5 are a remise, 4 or fewer a codille.\n\
         On an empty plate each puts 1 Mark. Game value: Frage 1, Mediateur 2, Solo 3, \
         Solo-Tout 6, plus the Matadors. Won: the plate and the value; remise: the value to the \
         opponent and a Bête as big as the plate; codille: value and the plate's amount to him.\n\
         A Partie is 5 tours (10 deals); then the plate is split.",
    ],
    new_match,
    scenario,
    load: load::<Piquemedrille>,
    action,
    read: crate::registry::no_words,
    commands: ["", ""],
    upgrade: crate::registry::stored_as_today,
};

/// The first deal of a Partie: plate empty, nobody ahead.
// Reading: "the first dealer is drawn at random" is the table's seating; seat 1 of the first
// deal deals, and the deal alternates from there (`next_deal`'s shift).
pub(super) fn new_match(
    seats: usize,
    rules: &Rules,
    rng: &mut dyn RngCore,
) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Piquemedrille is for two".into());
    }
    Ok(Piquemedrille::deal(Table::new(rules), 0, [0, 0], 0, rng).into_any())
}

/// A deal as a scenario lays it out, with its optional `plate` and `double`.
// Reading: `double_last_tour` and `partie_tours` are table settings ("in scenarios: no"; a
// double deal is the scenario's `double`), so a scenario's `rules` may not name them.
pub(super) fn scenario(value: &Value) -> Result<AnyGame, String> {
    let frame = Frame::read(value, &SPEC, Shape::two(&["plate", "double"], Pack::Forty))?;
    if let Some(Value::Object(rules)) = frame.raw.get("rules")
        && let Some(name) = ["double_last_tour", "partie_tours"]
            .into_iter()
            .find(|n| rules.contains_key(*n))
    {
        return Err(format!(
            "{name:?} is a table setting, not a scenario's house rule"
        ));
    }
    frame.sizes(10, 20, "ten cards a hand and twenty in the talon")?;
    let plate = frame.int("plate", 0, 0, i64::MAX / 4)?;
    if plate % 2 != 0 {
        return Err("\"plate\" must be even".into());
    }
    let double = match frame.raw.get("double") {
        None => false,
        Some(v) => v.as_bool().ok_or("\"double\" must be true or false")?,
    };
    let mut deal = Piquemedrille::new(
        Table::new(&frame.rules),
        0,
        [0, 0],
        plate,
        frame.two_hands(),
        frame.stock,
    );
    deal.double = double;
    Ok(deal.into_any())
}

/// The verbs of a scenario and their fields.
const ACTIONS: [(&str, &[&str]); 6] = [
    ("pass", &[]),
    ("bid", &["game"]),
    ("trump", &["suit"]),
    ("call", &["king", "card"]),
    ("buy", &["cards"]),
    ("play", &["card"]),
];

/// A scenario's action as a move, its fields checked as the rules file lists them.
// Reading: a card field takes any card code of the frame (52 cards); a code outside the
// l'Hombre pack is then simply not in the hand (`not_in_hand`, `cannot_call`, `cannot_buy`).
pub(super) fn action(value: &Value) -> Result<Move, String> {
    let mv = frame::action(value, &ACTIONS)?;
    let field = |key: &str| value.get(key).unwrap_or(&Value::Null);
    let is_card = |v: &Value| v.as_str().is_some_and(|s| s.parse::<Card>().is_ok());
    let ok = match mv.verb() {
        "bid" => field("game")
            .as_str()
            .is_some_and(|g| Contract::from_code(g).is_some()),
        "trump" => field("suit")
            .as_str()
            .is_some_and(|s| ["C", "D", "H", "S"].contains(&s)),
        "call" => is_card(field("king")) && is_card(field("card")),
        "buy" => field("cards")
            .as_array()
            .is_some_and(|list| list.iter().all(is_card)),
        "play" => is_card(field("card")),
        _ => true,
    };
    if ok {
        Ok(mv)
    } else {
        Err(format!("{}: a field is missing or malformed", mv.verb()))
    }
}
