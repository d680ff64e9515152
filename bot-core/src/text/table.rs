//! The table's public state in a few lines: the players and the Bummerl tally (7 → 0, or 24 → 0
//! at four and three), then the game: for two players the trump card, the talon or that it was
//! closed, the trick on the table, announcements, the last trick and whose turn it is; at four and
//! three the partnerships, trump, the bidding, the game played (see [`super::bauern`]).

use super::names::{variant_line, variant_name};
use super::score::unit_name;
use crate::games::schnapsen::words::{level_name, round_lines};
use crate::manager::{Lang, PublicGame, SeatInfo, TableView};
use crate::rules::{AnyVariant, BUMMERL_START, Seat, Unit};

/// A seated player's name, with the level for a computer player: `Computer (stark)`.
pub fn player_label(lang: Lang, seat: &SeatInfo) -> String {
    match seat.computer {
        Some(level) => format!("{} ({})", seat.name, level_name(lang, level)),
        None => seat.name.clone(),
    }
}

/// Where the tally of a variant starts: 7 (a registry game's standing says its own).
pub(crate) fn tally_start(variant: AnyVariant) -> i16 {
    match variant {
        AnyVariant::Two(_) => i16::from(BUMMERL_START),
        AnyVariant::Game(_) => 0,
    }
}

/// The table, several lines, no trailing newline; the first is the headline.
pub fn table(lang: Lang, view: &TableView) -> String {
    let name = |p: usize| view.players.get(p).map_or("?", |s| s.name.as_str());
    let mut lines = vec![headline(lang, view)];
    if view.variant.game().is_none() {
        lines.push(tally(lang, view));
    }
    lines.extend(sides_line(lang, view));
    if view.multiplier > 1 && view.variant.two_player().is_some() {
        lines.push(match lang {
            Lang::De => format!(
                "Nach dem Unentschieden zählt dieses Spiel {}-fach.",
                view.multiplier
            ),
            Lang::En => format!("After the tie this game counts {}×.", view.multiplier),
        });
    }
    match &view.round {
        None => {
            lines.push(variant_line(lang, view.variant));
            lines.push(lobby(lang, view));
        }
        Some(round) => {
            let at =
                |seat: Seat| name(round.seats.get(seat.index()).copied().unwrap_or(usize::MAX));
            let dealer = name(round.dealer);
            match &round.public {
                PublicGame::Two(p) => {
                    if view.seats == 3 {
                        lines.push(match lang {
                            Lang::De => format!("{dealer} gibt und setzt aus."),
                            Lang::En => format!("{dealer} deals and sits out."),
                        });
                    }
                    round_lines(lang, p, &at, &mut lines);
                }
                PublicGame::Game(p) => super::game::round_lines(lang, p, &mut lines),
            }
        }
    }
    lines.join("\n")
}

/// `── Schnapsen · Bummerl 2 · Spiel 3 ──`.
fn headline(lang: Lang, view: &TableView) -> String {
    let variant = variant_name(lang, view.variant);
    let number = match view.unit {
        Unit::Marken => String::new(),
        unit => format!(" · {} {}", unit_name(lang, unit), view.bummerl_number),
    };
    match (&view.round, lang) {
        (Some(r), Lang::De) => format!("── {variant}{number} · Spiel {} ──", r.number),
        (Some(r), Lang::En) => format!("── {variant}{number} · Game {} ──", r.number),
        (None, _) => format!("── {variant}{number} ──"),
    }
}

/// The names of the score entries: the players, or at Bauernschnapsen the two sides (`Anna &
/// Carl`, players 0 and 2, and `Bert & Dora`), a seat nobody has taken yet shown as free.
fn entry_names(lang: Lang, view: &TableView) -> Vec<String> {
    let labels: Vec<String> = view.players.iter().map(|s| player_label(lang, s)).collect();
    let entries = view.bummerl_left.len();
    let seats = view.variant.seats();
    if seats != 4 || entries == 0 {
        return labels;
    }
    let free = match lang {
        Lang::De => "(frei)",
        Lang::En => "(free)",
    };
    (0..entries)
        .map(|e| {
            let side: Vec<&str> = (e..seats)
                .step_by(entries)
                .map(|p| labels.get(p).map_or(free, String::as_str))
                .collect();
            side.join(" & ")
        })
        .collect()
}

/// The tally line: `Bummerl-Stand (7 → 0): Anna 7 · Computer 4`, or Marken.
fn tally(lang: Lang, view: &TableView) -> String {
    let names = entry_names(lang, view);
    let tally = tally_line(view.unit, &names, &view.bummerl_left, &view.marken);
    let unit = unit_name(lang, view.unit);
    let start = tally_start(view.variant);
    match (lang, view.unit) {
        (_, Unit::Marken) => format!("Marken: {tally}"),
        (Lang::De, _) => format!("{unit}-Stand ({start} → 0): {tally}"),
        (Lang::En, _) => format!("{unit} ({start} → 0): {tally}"),
    }
}

/// Bauernschnapsen with four seated: `Anna & Carl gegen Bert & Dora (Partner sitzen einander
/// gegenüber)`.
fn sides_line(lang: Lang, view: &TableView) -> Option<String> {
    if view.variant.seats() != 4 || view.players.len() != 4 {
        return None;
    }
    let side = |e: usize| format!("{} & {}", view.players[e].name, view.players[e + 2].name);
    Some(match lang {
        Lang::De => format!(
            "{} gegen {} (Partner sitzen einander gegenüber).",
            side(0),
            side(1)
        ),
        Lang::En => format!("{} against {} (partners sit opposite).", side(0), side(1)),
    })
}

/// Each player's standing in the unit: points left to strike off, or Marken.
pub fn tally_line(unit: Unit, names: &[String], left: &[i16], marken: &[i64]) -> String {
    names
        .iter()
        .enumerate()
        .map(|(p, name)| match unit {
            Unit::Marken => format!("{name} {:+}", marken.get(p).copied().unwrap_or_default()),
            _ => format!("{name} {}", left.get(p).copied().unwrap_or_default()),
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn lobby(lang: Lang, view: &TableView) -> String {
    let seated = view.players.len();
    if seated < view.seats {
        match lang {
            Lang::De => format!("Warte auf Spieler ({seated} von {}).", view.seats),
            Lang::En => format!("Waiting for players ({seated} of {}).", view.seats),
        }
    } else {
        let unit = unit_name(lang, view.unit);
        match (lang, view.unit) {
            (Lang::De, Unit::Marken) => "Es kann losgehen.".to_owned(),
            (Lang::En, Unit::Marken) => "Ready to start.".to_owned(),
            (Lang::De, _) => format!("{unit} {} kann beginnen.", view.bummerl_number),
            (Lang::En, _) => format!("{unit} {} is ready to start.", view.bummerl_number),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::manager::RoundView;
    use crate::manager::{Platform, TableKey, UserId};
    use crate::rules::{Action, Game, HouseRules, Variant};
    use crate::text::card_short;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn view(game: &Game) -> TableView {
        let user = UserId::new(Platform::Terminal, "local");
        TableView {
            key: TableKey::new(Platform::Terminal, "local"),
            version: 5,
            variant: Variant::Schnapsen.into(),
            opener: user.clone(),
            players: vec![
                SeatInfo {
                    name: "Anna".into(),
                    user: Some(user),
                    computer: None,
                },
                SeatInfo {
                    name: "Computer".into(),
                    user: None,
                    computer: Some(Level::Easy),
                },
            ],
            seats: 2,
            unit: Unit::Bummerl,
            marken: vec![0, 0],
            multiplier: 1,
            round: Some(RoundView {
                number: 3,
                dealer: 1,
                seats: vec![0, 1],
                public: PublicGame::Two(game.public_view()),
            }),
            bummerl_left: vec![7, 4],
            bummerl_number: 2,
            turn_deadline: None,
        }
    }

    #[test]
    fn shows_tally_trump_talon_trick_and_turn() {
        let mut game = Game::shuffled(
            Variant::Schnapsen,
            HouseRules::default(),
            &mut SmallRng::seed_from_u64(3),
        );
        let trump = game.trump_card().unwrap();
        let en = table(Lang::En, &view(&game));
        assert!(en.contains("Bummerl 2 · Game 3"), "{en}");
        assert!(en.contains("Anna 7 · Computer (easy) 4"), "{en}");
        assert!(
            en.contains(&format!("Trump: {}", card_short(Lang::En, trump))),
            "{en}"
        );
        assert!(en.contains("Talon: 10 cards"), "{en}");
        assert!(en.contains("Anna to lead."), "{en}");
        let lead = game.legal_actions().plays.first().unwrap();
        game.apply(game.to_act().unwrap(), Action::Play(lead))
            .unwrap();
        let de = table(Lang::De, &view(&game));
        assert!(de.contains("Spiel 3"), "{de}");
        assert!(
            de.contains(&format!(
                "Am Tisch: {} von Anna",
                card_short(Lang::De, lead)
            )),
            "{de}"
        );
        assert!(de.contains("Computer ist am Zug."), "{de}");
        let answer = game.legal_actions().plays.first().unwrap();
        game.apply(game.to_act().unwrap(), Action::Play(answer))
            .unwrap();
        let en = table(Lang::En, &view(&game));
        assert!(en.contains("Last trick: "), "{en}");
        assert!(en.contains("Talon: 8 cards"), "{en}");
        let mut lobby = view(&game);
        lobby.round = None;
        assert!(table(Lang::De, &lobby).contains("Bummerl 2 kann beginnen."));
    }
}
