//! The table's public state in a few lines: the headline (game, match, deal), who sits at it in
//! the lobby, then what its game shows of the deal (see [`super::game`]).

use super::catalogue::{format, text};
use super::names::{unit_name, variant_line, variant_name};
use crate::games::Unit;
use crate::ids::Lang;
use crate::protocol::{SeatInfo, TableView};

/// A seated player's name, with the level for a computer player: `Computer (stark)`.
pub fn player_label(lang: Lang, seat: &SeatInfo) -> String {
    match seat.computer {
        Some(level) => {
            let args = [
                ("name", (&seat.name).into()),
                ("level", level.label(lang).into()),
            ];
            format(lang, "player-level", &args)
        }
        None => seat.name.clone(),
    }
}

/// The table, several lines, no trailing newline; the first is the headline.
pub fn table(lang: Lang, view: &TableView) -> String {
    let mut lines = vec![headline(lang, view)];
    let sides = sides_line(lang, view);
    if view.round.is_none() && sides.is_none() {
        lines.extend(seated_line(lang, view));
    }
    lines.extend(sides);
    match &view.round {
        None => {
            lines.push(variant_line(lang, view.variant));
            lines.push(lobby(lang, view));
        }
        Some(round) => super::game::round_lines(lang, &round.public, &mut lines),
    }
    lines.join("\n")
}

/// `── Schnapsen · Bummerl 2 · Spiel 3 ──`.
fn headline(lang: Lang, view: &TableView) -> String {
    let unit = unit_name(lang, view.variant, 1);
    let mut args = vec![
        ("game", variant_name(lang, view.variant).into()),
        ("unit", (&unit).into()),
        ("match", view.bummerl_number.into()),
    ];
    let id = match (&view.round, view.unit) {
        (Some(round), unit) => {
            args.push(("deal", round.number.into()));
            if unit == Unit::Marken {
                "headline-deal"
            } else {
                "headline-match-deal"
            }
        }
        (None, Unit::Marken) => "headline",
        (None, _) => "headline-match",
    };
    format(lang, id, &args)
}

/// Who sits at a table in its lobby: `Am Tisch: Anna, Computer (stark)`.
fn seated_line(lang: Lang, view: &TableView) -> Option<String> {
    if view.players.is_empty() {
        return None;
    }
    let names: Vec<String> = view.players.iter().map(|s| player_label(lang, s)).collect();
    let names = names.join(", ");
    Some(format(lang, "seated", &[("names", names.as_str().into())]))
}

/// Bauernschnapsen with four seated: `Anna & Carl gegen Bert & Dora (Partner sitzen einander
/// gegenüber)`.
fn sides_line(lang: Lang, view: &TableView) -> Option<String> {
    if view.variant.spec().seats.0 != 4 || view.players.len() != 4 {
        return None;
    }
    let side = |e: usize| format!("{} & {}", view.players[e].name, view.players[e + 2].name);
    let (one, other) = (side(0), side(1));
    let args = [
        ("one", one.as_str().into()),
        ("other", other.as_str().into()),
    ];
    Some(format(lang, "sides", &args))
}

/// Each player's standing in the unit: `Anna 7 · Computer 4`, Marken with their sign.
pub fn tally_line(unit: Unit, names: &[String], totals: &[i64]) -> String {
    names
        .iter()
        .enumerate()
        .map(|(p, name)| {
            let total = totals.get(p).copied().unwrap_or_default();
            match unit {
                Unit::Marken => format!("{name} {total:+}"),
                _ => format!("{name} {total}"),
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// What the lobby waits for: players, or the start of the next match.
fn lobby(lang: Lang, view: &TableView) -> String {
    let seated = view.players.len();
    if seated < view.seats {
        let args = [("seated", seated.into()), ("seats", view.seats.into())];
        format(lang, "lobby-waiting", &args)
    } else if view.unit == Unit::Marken {
        text(lang, "lobby-ready")
    } else {
        let unit = unit_name(lang, view.variant, 1);
        let args = [
            ("unit", (&unit).into()),
            ("match", view.bummerl_number.into()),
        ];
        format(lang, "lobby-ready-match", &args)
    }
}

/// The label above the last finished trick in a picture of the table ("Letzter Stich").
pub fn last_trick_label(lang: Lang) -> String {
    text(lang, "picture-last-trick")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{Platform, TableKey, User, UserId};
    use crate::manager::{Table, Timing};
    use crate::protocol::{Command, MoveAct, Open};

    fn user(id: &str, name: &str) -> User {
        User::new(UserId::new(Platform::Terminal, id), name, Lang::En)
    }

    /// A Schnapsen table of Anna and Bert, dealt.
    fn dealt() -> (Table, [User; 2]) {
        let users = [user("a", "Anna"), user("b", "Bert")];
        let key = TableKey::new(Platform::Terminal, "local");
        let timing = Timing::default();
        let (mut table, _) = Table::open(key, &users[0], &Open::default(), 3, 0, timing).unwrap();
        table.handle(&users[1], &Command::Join, 0, timing).unwrap();
        table.handle(&users[0], &Command::Start, 0, timing).unwrap();
        (table, users)
    }

    /// The player to act plays his first card.
    fn play_first(table: &mut Table, users: &[User; 2]) -> String {
        let round = table.round().unwrap();
        let player = round.player_to_act().unwrap();
        let seat = round.view(round.seat_of(player).unwrap());
        let mv = *seat.moves.iter().find(|m| m.verb() == "play").unwrap();
        let act = Command::Move(MoveAct { version: None, mv });
        table
            .handle(&users[player], &act, 0, Timing::default())
            .unwrap();
        crate::games::glossary::Face::French
            .card(mv.card().unwrap(), Lang::En)
            .to_owned()
    }

    #[test]
    fn shows_the_match_trump_talon_trick_and_turn() {
        let (mut table, users) = dealt();
        let round = table.round().unwrap();
        let (forehand, other) = (round.seats[0], round.seats[1]);
        let names = |p: usize| users[p].name.clone();
        let en = super::table(Lang::En, &table.view());
        assert!(en.contains("Schnapsen · Bummerl 1 · Deal 1"), "{en}");
        assert!(en.contains("Bummerl (7 → 0): "), "{en}");
        assert!(
            en.contains("Trump: ") && en.contains("Talon: 10 cards"),
            "{en}"
        );
        assert!(
            en.contains(&format!("{} to lead.", names(forehand))),
            "{en}"
        );
        let lead = play_first(&mut table, &users);
        let de = super::table(Lang::De, &table.view());
        assert!(de.contains("Spiel 1"), "{de}");
        assert!(
            de.contains(&format!("Am Tisch: {lead} von {}", names(forehand))),
            "{de}"
        );
        assert!(
            de.contains(&format!("{} ist am Zug.", names(other))),
            "{de}"
        );
        play_first(&mut table, &users);
        let en = super::table(Lang::En, &table.view());
        assert!(en.contains("Last trick: "), "{en}");
        assert!(en.contains("Talon: 8 cards"), "{en}");
        let mut lobby = table.view();
        lobby.round = None;
        let de = super::table(Lang::De, &lobby);
        assert!(de.contains("Bummerl 1 kann beginnen."), "{de}");
        assert!(
            de.contains("Am Tisch: Anna, Bert"),
            "the lobby names who sits: {de}"
        );
    }
}
