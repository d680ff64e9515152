//! Seasons through the manager on a real sled store: a month's results, the turn to the next
//! month at its first result (counts from zero, ratings carried over and widened), the past
//! season's board kept, an admin's early end, the refusals, and a player's profile across
//! seasons.

use bot_core::games::{GameId, Level};
use bot_core::manager::rating::{Rating, rate};
use bot_core::manager::{
    Body, Command, EndSeason, Lang, LeaderboardView, Manager, ManualClock, Open, Platform,
    ProfileOf, ProfileView, Refused, Request, SeasonLength, SeasonView, ShowLeaderboard, SledStore,
    TableKey, Timing, User, UserId,
};
use bot_core::protocol::{WonLost, carried};
use tempfile::TempDir;

const TIMING: Timing = Timing {
    reminder_ms: 60_000,
    forfeit_ms: 300_000,
};

/// 2026-11-29 08:00 UTC, in ms.
const NOVEMBER: u64 = 1_795_939_200_000;
const DAY: u64 = 86_400_000;

struct Channel {
    dir: TempDir,
    clock: ManualClock,
    manager: Manager,
    key: TableKey,
}

fn channel(length: SeasonLength) -> Channel {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(NOVEMBER);
    let manager = manager_on(&dir, &clock, length);
    Channel {
        dir,
        clock,
        manager,
        key: TableKey::new(Platform::Telegram, "-100"),
    }
}

fn manager_on(dir: &TempDir, clock: &ManualClock, length: SeasonLength) -> Manager {
    let store = SledStore::open(dir.path()).unwrap();
    Manager::with_clock(store, TIMING, Box::new(clock.clone()), 7).with_seasons(length)
}

fn user(id: &str) -> User {
    User::new(
        UserId::new(Platform::Telegram, id),
        format!("user {id}"),
        Lang::En,
    )
}

impl Channel {
    fn send(&self, who: &User, command: Command) -> Result<Vec<Body>, Refused> {
        let request = Request::new(self.key.clone(), who.clone(), command);
        let messages = self.manager.handle(&request)?;
        Ok(messages.into_iter().map(|m| m.body).collect())
    }

    /// `winner` opens, `loser` joins, the Bummerl is dealt and `loser` leaves: a Schneider-
    /// Bummerl resigned, rated; then `winner` leaves too and the table closes.
    fn resign(&self, winner: &User, loser: &User) {
        self.send(winner, Command::Open(Default::default()))
            .unwrap();
        self.send(loser, Command::Join).unwrap();
        self.send(winner, Command::Start).unwrap();
        self.send(loser, Command::Leave).unwrap();
        self.send(winner, Command::Leave).unwrap();
    }

    fn top(&self, season: Option<&str>) -> Result<LeaderboardView, Refused> {
        let show = ShowLeaderboard {
            variant: GameId::of("schnapsen"),
            season: season.map(str::to_owned),
            ..ShowLeaderboard::default()
        };
        let mut shown = self.send(&user("9"), Command::ShowLeaderboard(show))?;
        match shown.pop() {
            Some(Body::Leaderboard(view)) => Ok(view),
            other => panic!("{other:?}"),
        }
    }
}

/// A board's players with their Bummerl won and lost and their rating's results and deviation.
fn entries(view: &LeaderboardView) -> Vec<(String, u32, u32, u32, f64)> {
    view.entries
        .iter()
        .map(|e| {
            let s = &e.stats;
            let rating = s.rating.unwrap();
            let (won, lost) = (s.bummerl_won, s.bummerl_lost);
            (s.name.clone(), won, lost, rating.results, rating.deviation)
        })
        .collect()
}

#[test]
fn a_new_month_starts_the_counts_afresh_and_carries_the_ratings_over_widened() {
    let c = channel(SeasonLength::Monthly);
    let (anna, bert) = (user("1"), user("2"));
    c.resign(&anna, &bert);
    let november = c.top(None).unwrap();
    assert_eq!(november.season.as_deref(), Some("2026-11"));
    assert!(november.running && november.past.is_empty());
    let before = entries(&november);
    assert_eq!(before.len(), 2);
    assert_eq!(
        (before[0].1, before[1].2),
        (2, 2),
        "a Schneider-Bummerl counts two"
    );
    // In December, before anybody plays: the running season is December's, empty, and
    // November's is past.
    c.clock.advance(3 * DAY);
    let empty = c.top(None).unwrap();
    assert_eq!(empty.season.as_deref(), Some("2026-12"));
    assert!(empty.entries.is_empty(), "{empty:?}");
    assert_eq!(empty.past, ["2026-11"]);
    // The first result of December turns the season: counts from zero, ratings carried.
    c.resign(&anna, &bert);
    let december = entries(&c.top(None).unwrap());
    assert_eq!(december.len(), 2);
    let (won, lost) = (&december[0], &december[1]);
    assert_eq!(
        (won.0.as_str(), won.1, won.2),
        ("user 1", 2, 0),
        "{december:?}"
    );
    assert_eq!((lost.1, lost.2), (0, 2));
    assert_eq!((won.3, lost.3), (2, 2), "the ratings rest on both Bummerl");
    // November's board is kept as it was, and named where the board is shown.
    let past = c.top(Some("2026-11")).unwrap();
    assert!(!past.running);
    assert_eq!(entries(&past), before);
    let shown = bot_core::text::body(Lang::En, &Body::Leaderboard(c.top(None).unwrap()));
    assert!(
        shown.starts_with("Leaderboard (Schnapsen), season 2026-12:"),
        "{shown}"
    );
    assert!(shown.contains("Past seasons: 2026-11"), "{shown}");
    // December's result moved the ratings as carried over, widened.
    let rated = |view: &LeaderboardView| -> Vec<Rating> {
        view.entries
            .iter()
            .map(|e| e.stats.rating.unwrap())
            .collect()
    };
    let (nov, dec) = (rated(&november), rated(&c.top(None).unwrap()));
    let widened = [carried(&nov[0]), carried(&nov[1])];
    assert!(widened[0].deviation > nov[0].deviation);
    assert_eq!(dec, rate(&widened, &[2, -2]));
    assert_ne!(dec, rate(&nov, &[2, -2]), "the widening shows");
    // A season nobody had is refused with the ones there are.
    assert_eq!(
        c.top(Some("2026-10")),
        Err(Refused::NoSeason {
            name: "2026-10".into(),
            past: vec!["2026-11".into()],
        })
    );
}

#[test]
fn an_admin_ends_the_season_early_and_nobody_else_may() {
    let c = channel(SeasonLength::Monthly);
    let (anna, bert) = (user("1"), user("2"));
    c.resign(&anna, &bert);
    let refused = c.send(&bert, Command::EndSeason(EndSeason { admin: false }));
    assert_eq!(refused, Err(Refused::NotAdmin));
    let text = bot_core::text::refused(Lang::De, &Refused::NotAdmin);
    assert!(text.contains("verwaltet"), "{text}");
    assert_eq!(c.top(None).unwrap().season.as_deref(), Some("2026-11"));
    let ended = c
        .send(&anna, Command::EndSeason(EndSeason { admin: true }))
        .unwrap();
    assert_eq!(
        ended,
        [Body::Season(SeasonView {
            ended: "2026-11".into(),
            running: "2026-11.2".into(),
        })]
    );
    // The new season lists nobody until he plays; the carried ratings wait unseen.
    let fresh = c.top(None).unwrap();
    assert_eq!(fresh.season.as_deref(), Some("2026-11.2"));
    assert!(fresh.entries.is_empty(), "{fresh:?}");
    assert_eq!(fresh.past, ["2026-11"]);
    c.resign(&bert, &anna);
    let now = entries(&c.top(None).unwrap());
    assert_eq!(now[0].0, "user 2");
    assert_eq!(
        (now[0].1, now[0].3),
        (2, 2),
        "counts afresh, rating carried: {now:?}"
    );
    // It all survives a restart, and the next month follows on.
    let Channel {
        dir,
        clock,
        key,
        manager,
    } = c;
    drop(manager);
    let c = Channel {
        manager: manager_on(&dir, &clock, SeasonLength::Monthly),
        dir,
        clock,
        key,
    };
    assert_eq!(c.top(None).unwrap().season.as_deref(), Some("2026-11.2"));
    assert_eq!(entries(&c.top(Some("2026-11")).unwrap()).len(), 2);
    c.clock.advance(2 * DAY);
    c.send(&anna, Command::EndSeason(EndSeason { admin: true }))
        .unwrap();
    let view = c.top(None).unwrap();
    assert_eq!(view.season.as_deref(), Some("2026-12"));
    assert_eq!(view.past, ["2026-11.2", "2026-11"]);
}

#[test]
fn without_seasons_the_board_runs_on_and_nobody_ends_one() {
    let c = channel(SeasonLength::Off);
    let (anna, bert) = (user("1"), user("2"));
    c.resign(&anna, &bert);
    c.clock.advance(40 * DAY);
    c.resign(&anna, &bert);
    let board = c.top(None).unwrap();
    assert_eq!(board.season, None);
    assert_eq!(entries(&board)[0].1, 4, "one board across the months");
    assert_eq!(
        c.send(&anna, Command::EndSeason(EndSeason { admin: true })),
        Err(Refused::SeasonsOff)
    );
}

#[test]
fn a_profile_shows_each_game_its_best_place_and_its_record_against_the_computer() {
    let c = channel(SeasonLength::Monthly);
    let (anna, bert) = (user("1"), user("2"));
    c.resign(&anna, &bert);
    // Anna resigns a Bummerl against the strong computer: opened, dealt at once, abort twice.
    let open = Open {
        computer: Some(Level::Strong),
        ..Open::default()
    };
    c.send(&anna, Command::Open(open)).unwrap();
    c.send(&anna, Command::Abort).unwrap();
    c.send(&anna, Command::Abort).unwrap();
    let profile = |who: &User, of: ProfileOf| -> ProfileView {
        match c.send(who, Command::ShowProfile(of)).unwrap().pop() {
            Some(Body::Profile(view)) => view,
            other => panic!("{other:?}"),
        }
    };
    let mine = profile(&anna, ProfileOf::Me);
    let by_name = profile(&bert, ProfileOf::Name("USER 1".into()));
    assert_eq!(mine, by_name, "by name, in any case");
    assert_eq!(mine.name, "user 1");
    let [game] = mine.games.as_slice() else {
        panic!("{mine:?}")
    };
    assert_eq!((game.stats.bummerl_won, game.stats.bummerl_lost), (2, 2));
    assert_eq!(game.stats.rating.unwrap().results, 2);
    assert_eq!(game.best, Some((1, "2026-11".into())), "ahead of Bert");
    assert_eq!(game.against, [(Level::Strong, WonLost { won: 0, lost: 1 })]);
    let shown = bot_core::text::body(Lang::En, &Body::Profile(mine.clone()));
    assert!(
        shown.starts_with("user 1 in this channel:\n  Schnapsen: Bummerl 2:2"),
        "{shown}"
    );
    assert!(shown.contains("best place: 1 (season 2026-11)"), "{shown}");
    assert!(
        shown.ends_with("against the computer: strong 0:1"),
        "{shown}"
    );
    let de = bot_core::text::body(Lang::De, &Body::Profile(mine));
    assert!(de.ends_with("gegen den Computer: stark 0:1"), "{de}");
    // In the next season: no counts yet, the rating carried, the best place and the record kept.
    c.send(&anna, Command::EndSeason(EndSeason { admin: true }))
        .unwrap();
    let later = profile(&anna, ProfileOf::Me);
    let game = &later.games[0];
    assert_eq!(game.stats.bummerl_lost, 0);
    assert_eq!(game.stats.rating.unwrap().results, 2);
    assert_eq!(game.best, Some((1, "2026-11".into())));
    assert_eq!(game.against.len(), 1);
    // Somebody who never played here is refused by name; one's own empty profile says so.
    assert_eq!(
        c.send(&anna, Command::ShowProfile(ProfileOf::Name("Zenzi".into()))),
        Err(Refused::NoPlayer {
            name: "Zenzi".into()
        })
    );
    let nobody = profile(&user("7"), ProfileOf::Me);
    assert!(nobody.games.is_empty());
    let shown = bot_core::text::body(Lang::De, &Body::Profile(nobody));
    assert_eq!(
        shown,
        "user 7 in diesem Kanal:\n  Noch keine Ergebnisse hier."
    );
}
