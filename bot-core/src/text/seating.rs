//! Three at a table, once for every front end: who sits a deal out and what he may do
//! meanwhile, in the help and in the note to a player who asks for cards while he sits out.
//! The front ends only say how their commands are written.

use super::catalogue::format;
use crate::games::GameId;
use crate::games::words::join;
use crate::ids::Lang;

/// How a front end writes the commands the explanation names, in the language it is given in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spelled<'a> {
    /// How to open a table for three (`/newgame 3`, `--players 3`).
    pub three: &'a str,
    /// How to watch a player's cards while sitting out (`/kiebitz`), where the front end can.
    pub kiebitz: Option<&'a str>,
}

/// The games at which a seat may sit a deal out, by the registry ([`crate::games::TableTraits`]).
fn games(lang: Lang) -> String {
    let names: Vec<String> = GameId::all()
        .filter(|g| g.spec().table.sits_out)
        .map(|g| super::variant_name(lang, g).to_owned())
        .collect();
    join(lang, &names)
}

/// How three play at a game for two: the dealer sits each deal out and writes the winner's
/// points too; with the `kiebitz` rule he may watch a player's cards.
pub fn three_at_a_table(lang: Lang, spelled: Spelled) -> String {
    let games = games(lang);
    let mut args = vec![
        ("games", games.as_str().into()),
        ("three", spelled.three.into()),
    ];
    match spelled.kiebitz {
        None => format(lang, "three-at-a-table", &args),
        Some(kiebitz) => {
            args.push(("kiebitz", kiebitz.into()));
            format(lang, "three-at-a-table-kiebitz", &args)
        }
    }
}

/// To a player who asks for his cards while he deals and sits the game out: why none come,
/// and how to watch a player's cards where the table allows it (`kiebitz`, as the front end
/// spells the command).
pub fn sitting_out(lang: Lang, kiebitz: &str) -> String {
    format(lang, "sitting-out", &[("kiebitz", kiebitz.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_at_a_table_names_the_games_and_the_commands() {
        let spelled = Spelled {
            three: "/newgame 3",
            kiebitz: Some("/kiebitz"),
        };
        let de = three_at_a_table(Lang::De, spelled);
        assert!(
            de.contains("Schnapsen") && de.contains("/newgame 3"),
            "{de}"
        );
        assert!(de.contains("/kiebitz") && de.contains("wer gibt"), "{de}");
        let en = three_at_a_table(
            Lang::En,
            Spelled {
                kiebitz: None,
                ..spelled
            },
        );
        assert!(en.ends_with("points too."), "{en}");
        assert!(!en.contains("Bauernschnapsen"), "{en}");
        assert!(sitting_out(Lang::En, "/kiebitz").contains("/kiebitz lets you"));
    }

    /// [`crate::protocol::RoundView::sits_out`] names exactly the players who get no hand of
    /// their own: at a game for two played by three, the dealer of each deal.
    #[test]
    fn the_view_says_who_sits_out_as_the_table_deals() {
        use crate::ids::{Platform, TableKey, User, UserId};
        use crate::manager::{Manager, SledStore, Timing};
        use crate::protocol::{Body, Command, Open, Request};
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let key = TableKey::new(Platform::Terminal, "three");
        let user = |id: &str| User::new(UserId::new(Platform::Terminal, id), id, Lang::En);
        let open = Open {
            players: 3,
            ..Open::default()
        };
        for (who, command) in [
            ("a", Command::Open(open)),
            ("b", Command::Join),
            ("c", Command::Join),
            ("a", Command::Start),
        ] {
            manager
                .handle(&Request::new(key.clone(), user(who), command))
                .unwrap();
        }
        let table = manager.table(&key).unwrap().unwrap();
        let view = table.view();
        let round = view.round.as_ref().unwrap();
        let out: Vec<usize> = (0..3).filter(|&p| round.sits_out(p)).collect();
        assert_eq!(out, [round.dealer]);
        for player in 0..3 {
            let hand = table.hand_message(player).map(|m| m.body);
            assert_eq!(
                matches!(hand, Some(Body::Hand(_))),
                !round.sits_out(player),
                "{player}"
            );
        }
    }
}
