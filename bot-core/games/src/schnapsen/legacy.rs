//! Tables stored by earlier layouts, brought up to today's form as they are read. The Schnapsen
//! family was played on its own path:
//! - before layout 3, Bauern- and Dreierschnapsen, with the sheet from 24 kept by the table per
//!   side or player (`"tally": {"Bauern": …}`), the engine's game as the round's
//!   (`"Four"`/`"Three"`), and their house rules in `bauern_rules`;
//! - before layout 4, Schnapsen, Sechsundsechzig and Schnorps (at two, or at three with
//!   Mitschreiben), with the Bummerl, Partie or Marken kept by the table per player
//!   (`"tally": {"Two": …}`), the engine's game as the round's (`"Two"`, the two players' seats
//!   only), and their house rules in `rules`.
//!
//! Today all are games of the registry: the game keeps its match in its seats, the table a copy
//! per player, the rules are the game's. The stored game itself is the engine's, unchanged, so
//! it plays on where it stood.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

use super::rules::{Game, Seat, Tally, bauern};
use super::{Bauern, Two};
use crate::any::AnyGame;
use crate::registry::{GameId, Rules};
use crate::unit::Unit;

/// Rewrites a stored table of an earlier layout in place; a table of today's layout is left as
/// it is. An error names what does not read.
pub fn upgrade(table: &mut Value) -> Result<(), String> {
    if let Some(tally) = table.get("tally").and_then(|t| t.get("Two")).cloned() {
        return upgrade_two(table, &tally);
    }
    let Some(sheet) = table.get("tally").and_then(|t| t.get("Bauern")).cloned() else {
        return Ok(());
    };
    let variant: bauern::Variant = read(&sheet["variant"], "the sheet's variant")?;
    let left: Vec<i16> = read(&sheet["left"], "the sheet")?;
    let id = GameId::of(variant.name()).ok_or("the family is in the registry")?;
    let players = table["players"].as_array().map_or(0, Vec::len);
    // A player's entry: his side's (partners opposite: 0 and 2, 1 and 3) or his own.
    let entry = |player: usize| match variant {
        bauern::Variant::Bauernschnapsen => player % 2,
        bauern::Variant::Dreierschnapsen => player,
    };
    let totals: Vec<i64> = (0..players)
        .map(|p| left.get(entry(p)).map_or(0, |&l| i64::from(l)))
        .collect();
    table["tally"] = json!({"Game": {"game": id.id(), "totals": totals}});
    table["game_rules"] = game_rules(id, table.get("bauern_rules"))?;
    if let Some(map) = table.as_object_mut() {
        map.remove("bauern_rules");
    }
    let Some(round) = table.pointer_mut("/phase/Playing") else {
        return Ok(());
    };
    let seats: Vec<usize> = read(&round["seats"], "the round's seats")?;
    let game = match round["game"].as_object().and_then(|g| g.iter().next()) {
        Some((family, game)) if family == "Four" => resume::<4>(game, &seats, &left, entry)?,
        Some((family, game)) if family == "Three" => resume::<3>(game, &seats, &left, entry)?,
        _ => return Err("the round is not a game of the sheet's variant".into()),
    };
    round["game"] = json!({ "Game": serde_json::to_value(&game).map_err(|e| e.to_string())? });
    Ok(())
}

/// A two-player table of layout 3 or before (`tally` its stored `Tally`, per player).
fn upgrade_two(table: &mut Value, tally: &Value) -> Result<(), String> {
    let tally: Tally = read(tally, "the score")?;
    let name = table["variant"].as_str().ok_or("the table's variant")?;
    let id = GameId::of(name).ok_or("the variant is in the registry")?;
    let totals: Vec<i64> = match tally.unit() {
        Unit::Marken => tally.marken().to_vec(),
        _ => tally.left().iter().map(|&l| i64::from(l)).collect(),
    };
    let size = totals.len();
    table["tally"] = json!({"Game": {"game": id.id(), "totals": totals}});
    table["game_rules"] = game_rules(id, table.get("rules"))?;
    let Some(round) = table.pointer_mut("/phase/Playing") else {
        return Ok(());
    };
    let mut seats: Vec<usize> = read(&round["seats"], "the round's seats")?;
    let dealer: usize = read(&round["dealer"], "the round's dealer")?;
    let Some(game) = round["game"].get("Two") else {
        return Err("the round is not a game of the score's variant".into());
    };
    let game: Game = read(game, "the game")?;
    // At three the dealer sits out as the deal's last seat.
    if size == 3 {
        seats.push(dealer);
    }
    let round_from_forehand = (0..size).all(|s| seats.get(s) == Some(&((seats[0] + s) % size)));
    if seats.len() != size || !round_from_forehand {
        return Err(format!(
            "the seats {seats:?} are not those of {size} players"
        ));
    }
    // Seat s is player seats[s]: the forehand first, the players round from him.
    let deal = Two::resume(game, size, tally.rotated(seats[0]))
        .ok_or_else(|| format!("the score of {size} is no running one"))?;
    round["seats"] = json!(seats);
    round["game"] =
        json!({ "Game": serde_json::to_value(deal.into_any()).map_err(|e| e.to_string())? });
    Ok(())
}

/// The stored engine's game on the table's sheet, turned into this deal's seats.
fn resume<const N: usize>(
    game: &Value,
    seats: &[usize],
    left: &[i16],
    entry: impl Fn(usize) -> usize,
) -> Result<AnyGame, String> {
    let game: bauern::Game<N> = read(game, "the game")?;
    let variant = bauern::Game::<N>::VARIANT;
    let mut in_seats = vec![0; variant.score_entries()];
    for (s, &player) in seats.iter().enumerate().take(N) {
        let seat = Seat::new(s, N).ok_or("a seat of the game")?;
        in_seats[variant.score_entry(seat)] = *left.get(entry(player)).ok_or("a sheet entry")?;
    }
    Bauern::<N>::resume(game, &in_seats)
        .map(Bauern::into_any)
        .ok_or_else(|| format!("the sheet {left:?} is no running sheet"))
}

/// The game's house rules from the family's stored ones (their names are the same; a rule
/// stored without a value keeps its default).
fn game_rules(id: GameId, stored: Option<&Value>) -> Result<Value, String> {
    let stored = stored.and_then(Value::as_object);
    let overrides: Map<String, Value> = id
        .spec()
        .house_rules
        .iter()
        .filter_map(|rule| Some((rule.name.to_string(), stored?.get(rule.name)?.clone())))
        .collect();
    let rules: Rules = id.spec().rules(&overrides)?;
    serde_json::to_value(rules).map_err(|e| e.to_string())
}

fn read<T: DeserializeOwned>(value: &Value, what: &str) -> Result<T, String> {
    serde_json::from_value(value.clone()).map_err(|e| format!("{what}: {e}"))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;

    /// A table of layout 2 at four, as the family's path stored it, with only what the upgrade
    /// reads: players 0 and 2 (one side) have 18 left, players 1 and 3 have 24; the deal has
    /// moved on, so that seat 0 is player 3.
    fn stored_at_four() -> (Value, bauern::Game<4>) {
        let game = bauern::Game::<4>::shuffled(
            bauern::HouseRules::default(),
            &mut SmallRng::seed_from_u64(1),
        );
        let table = json!({
            "players": [{}, {}, {}, {}],
            "bauern_rules": {"undertrump": false, "show_own_points": true},
            "tally": {"Bauern": {"variant": "bauernschnapsen", "left": [18, 24]}},
            "phase": {"Playing": {"seats": [3, 0, 1, 2], "game": {"Four": game}}},
        });
        (table, game)
    }

    #[test]
    fn a_table_at_four_keeps_its_game_its_sheet_in_the_deals_seats_and_its_rules() {
        let (mut table, stored) = stored_at_four();
        upgrade(&mut table).unwrap();
        assert_eq!(
            table["tally"],
            json!({"Game": {"game": "bauernschnapsen", "totals": [18, 24, 18, 24]}})
        );
        assert_eq!(table["game_rules"]["undertrump"], json!(false));
        assert_eq!(table["game_rules"]["show_own_points"], json!(true));
        assert_eq!(table["game_rules"]["herrengangl"], json!(true), "a default");
        assert!(table.get("bauern_rules").is_none());
        let game: AnyGame =
            serde_json::from_value(table["phase"]["Playing"]["game"]["Game"].clone()).unwrap();
        // Seat 0 is player 3 (24 left), seat 1 player 0 (18): the sheet in the deal's seats.
        assert_eq!(game.get().standing().totals, [24, 18, 24, 18]);
        let saved: bauern::Game<4> = serde_json::from_value(game.get().save()["game"].clone())
            .expect("the engine's game as it was");
        assert_eq!(saved, stored);
        // Today's form is left as it is.
        let upgraded = table.clone();
        upgrade(&mut table).unwrap();
        assert_eq!(table, upgraded);
    }

    #[test]
    fn a_sheet_that_is_no_running_sheet_is_named_not_guessed() {
        let (mut table, _) = stored_at_four();
        table["tally"]["Bauern"]["left"] = json!([0, 24]);
        let error = upgrade(&mut table).unwrap_err();
        assert!(error.contains("no running sheet"), "{error}");
    }

    /// A table of layout 3 at three (Mitschreiben), as the two-player path stored it: player 1
    /// deals and sits out, players 2 and 0 play; the score per player is 7, 5, 3 left.
    fn stored_at_three() -> (Value, Game) {
        let game = Game::shuffled(
            super::super::rules::Variant::Schnapsen,
            super::super::rules::HouseRules::default(),
            &mut SmallRng::seed_from_u64(2),
        );
        let mut tally = Tally::new(Unit::Bummerl, 3);
        tally.record_win(&[1, 2], 0, 2);
        tally.record_win(&[2], 1, 2);
        assert_eq!(tally.left(), [7, 5, 3]);
        let table = json!({
            "variant": "schnapsen",
            "players": [{}, {}, {}],
            "rules": {"kiebitz": true, "black_close_penalty": 4},
            "tally": {"Two": tally},
            "phase": {"Playing": {"dealer": 1, "seats": [2, 0], "game": {"Two": game}}},
        });
        (table, game)
    }

    #[test]
    fn a_two_player_table_at_three_keeps_its_game_its_bummerl_in_the_deals_seats_and_its_rules() {
        let (mut table, stored) = stored_at_three();
        upgrade(&mut table).unwrap();
        assert_eq!(
            table["tally"],
            json!({"Game": {"game": "schnapsen", "totals": [7, 5, 3]}})
        );
        assert_eq!(table["game_rules"]["kiebitz"], json!(true));
        assert_eq!(table["game_rules"]["black_close_penalty"], json!(4));
        assert_eq!(table["game_rules"]["auto_claim"], json!(false), "a default");
        let round = &table["phase"]["Playing"];
        assert_eq!(round["seats"], json!([2, 0, 1]), "the dealer sits out last");
        let game: AnyGame = serde_json::from_value(round["game"]["Game"].clone()).unwrap();
        assert_eq!(game.get().standing().totals, [3, 7, 5]);
        assert!(game.get().sits_out(2) && !game.get().sits_out(0));
        let saved: Game = serde_json::from_value(game.get().save()["game"].clone())
            .expect("the engine's game as it was");
        assert_eq!(saved, stored);
        let upgraded = table.clone();
        upgrade(&mut table).unwrap();
        assert_eq!(table, upgraded, "today's form is left as it is");
        // Seats that are not round from the forehand are named, not guessed.
        let (mut table, _) = stored_at_three();
        table["phase"]["Playing"]["seats"] = json!([0, 2]);
        let error = upgrade(&mut table).unwrap_err();
        assert!(error.contains("not those of 3 players"), "{error}");
    }
}
