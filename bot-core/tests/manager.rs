//! The game manager on a real sled store in a temporary directory, driven as chat users would:
//! every command, the refusals, timers with a manual clock, restarts, and hand privacy.

use bot_core::games::GameId;
use bot_core::games::Level;
use bot_core::games::Move;
use bot_core::games::Unit;
use bot_core::manager::SledStore;
use bot_core::manager::{
    Body, ButtonData, Command, DOUBLE_WAIT_MS, Event, HandView, HintView, Kiebitz, Lang, Manager,
    ManualClock, Message, MoveAct, Open, Platform, Ready, Recipient, Refused, Request, SetRule,
    ShowLeaderboard, TableKey, Timing, User, UserId,
};
use bot_core::protocol::Play;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use tempfile::TempDir;

const TIMING: Timing = Timing {
    reminder_ms: 60_000,
    forfeit_ms: 300_000,
};

/// A manager on the store in `dir` (a restart opens a new one on the same directory).
fn manager_on(dir: &std::path::Path, clock: &ManualClock) -> Manager {
    Manager::with_clock(
        SledStore::open(dir).unwrap(),
        TIMING,
        Box::new(clock.clone()),
        1,
    )
}

struct Fixture {
    _dir: TempDir,
    clock: ManualClock,
    manager: Manager,
    key: TableKey,
}

fn fixture() -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let store = SledStore::open(dir.path()).unwrap();
    let manager = Manager::with_clock(store, TIMING, Box::new(clock.clone()), 42);
    Fixture {
        _dir: dir,
        clock,
        manager,
        key: TableKey::new(Platform::Telegram, "-100"),
    }
}

fn user(id: &str) -> User {
    User::new(
        UserId::new(Platform::Telegram, id),
        format!("user {id}"),
        Lang::De,
    )
}

impl Fixture {
    fn send(&self, who: &User, command: Command) -> Result<Vec<Message>, Refused> {
        self.manager
            .handle(&Request::new(self.key.clone(), who.clone(), command))
    }

    fn open_and_start(&self, a: &User, b: &User) -> Vec<Message> {
        self.start_with(a, b, Open::default())
    }

    /// `a` opens a table as `open` says, `b` joins, `a` deals.
    fn start_with(&self, a: &User, b: &User, open: Open) -> Vec<Message> {
        self.send(a, Command::Open(open)).unwrap();
        self.send(b, Command::Join).unwrap();
        self.send(a, Command::Start).unwrap()
    }
}

fn hands(messages: &[Message]) -> Vec<(&UserId, &HandView)> {
    messages
        .iter()
        .filter_map(|m| match (&m.to, &m.body) {
            (Recipient::User(u), Body::Hand(h)) => Some((u, h.as_ref())),
            _ => None,
        })
        .collect()
}

fn events(messages: &[Message]) -> Vec<&Event> {
    messages
        .iter()
        .filter_map(|m| match &m.body {
            Body::Event(e) => Some(e),
            _ => None,
        })
        .collect()
}

/// What the deals told in the messages, in English, one entry per thing told.
fn told(messages: &[Message]) -> Vec<String> {
    events(messages)
        .into_iter()
        .filter_map(|e| match e {
            Event::Told { lines } => Some(lines[1].clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The deals' ends told in the messages: the winner's name and what he wins (game points or
/// Marken), `None` for a tie.
fn deal_ends(messages: &[Message]) -> Vec<Option<(String, u32)>> {
    told(messages)
        .iter()
        .filter_map(|line| line.strip_prefix("Game over: "))
        .map(|rest| {
            let (name, rest) = rest.split_once(" wins ")?;
            let points = rest.split(' ').next()?.parse().ok()?;
            Some((name.to_string(), points))
        })
        .collect()
}

/// A match's end in the messages: each player's name and what his match counts.
fn match_over(messages: &[Message]) -> Option<Vec<(String, i64)>> {
    events(messages).into_iter().find_map(|e| match e {
        Event::MatchOver { results, .. } => Some(results.clone()),
        _ => None,
    })
}

/// The first card a hand may play.
fn first_card(hand: &HandView) -> Move {
    *moves(hand)
        .iter()
        .find(|m| m.verb() == "play")
        .expect("a card to play")
}

/// Whether a refusal is the game's, with this code.
fn refused_with(result: &Result<Vec<Message>, Refused>, code: &str) -> bool {
    matches!(result, Err(Refused::Move { code: c, .. }) if c == code)
}

/// The hand of the player to act in the latest messages.
fn to_act(messages: &[Message]) -> Option<(&UserId, &HandView)> {
    hands(messages).into_iter().find(|(_, h)| h.view.can_act())
}

#[test]
fn open_join_start_and_the_lobby_refusals() {
    let f = fixture();
    let (a, b, c) = (user("1"), user("2"), user("3"));
    assert_eq!(f.send(&a, Command::Join), Err(Refused::NoTable));
    let opened = f.send(&a, Command::Open(Open::default())).unwrap();
    assert!(matches!(events(&opened)[0], Event::Opened { .. }));
    assert_eq!(
        f.send(&b, Command::Open(Open::default())),
        Err(Refused::TableExists)
    );
    assert_eq!(f.send(&a, Command::Join), Err(Refused::AlreadySeated));
    assert_eq!(
        f.send(&a, Command::Start),
        Err(Refused::TooFewPlayers { needed: 2 })
    );
    assert_eq!(f.send(&c, Command::Start), Err(Refused::NotSeated));
    f.send(&b, Command::Join).unwrap();
    assert_eq!(f.send(&c, Command::Join), Err(Refused::TableFull));
    let set = |name: &str, value: &str| {
        Command::SetRule(SetRule {
            name: name.into(),
            value: value.into(),
        })
    };
    assert_eq!(f.send(&b, set("auto_claim", "on")), Err(Refused::NotOpener));
    assert!(matches!(
        f.send(&a, set("nonsense", "on")),
        Err(Refused::BadRule(_))
    ));
    f.send(&a, set("auto_claim", "on")).unwrap();
    assert!(
        f.manager
            .table(&f.key)
            .unwrap()
            .unwrap()
            .game_rules
            .flag("auto_claim")
    );
    assert_eq!(f.send(&a, Command::ShowHand), Err(Refused::NotStarted));
    let started = f.send(&a, Command::Start).unwrap();
    assert!(
        events(&started)
            .iter()
            .any(|e| matches!(e, Event::Dealt { .. }))
    );
    assert_eq!(hands(&started).len(), 2, "each player gets his hand");
    assert_eq!(f.send(&a, Command::Start), Err(Refused::AlreadyStarted));
    assert_eq!(f.send(&c, Command::Join), Err(Refused::AlreadyStarted));
    assert_eq!(
        f.send(&a, set("auto_claim", "off")),
        Err(Refused::AlreadyStarted)
    );
}

#[test]
fn moves_are_checked_for_seat_version_and_legality() {
    let f = fixture();
    let (a, b, c) = (user("1"), user("2"), user("3"));
    let started = f.open_and_start(&a, &b);
    let (mover, hand) = to_act(&started).unwrap();
    let mover = if *mover == a.id { &a } else { &b };
    let other = if mover == &a { &b } else { &a };
    let card = first_card(hand);
    let act = |version, mv: Move| Command::Move(MoveAct { version, mv });
    let before = f.manager.table(&f.key).unwrap();
    assert!(refused_with(
        &f.send(other, act(Some(hand.version), card)),
        "not_your_turn"
    ));
    assert_eq!(
        f.send(&c, act(Some(hand.version), card)),
        Err(Refused::NotSeated)
    );
    assert_eq!(
        f.send(mover, act(Some(hand.version - 1), card)),
        Err(Refused::Stale {
            current: hand.version
        })
    );
    let seat = &hand.view;
    let not_held = ["AH", "TH", "KH", "QH", "JH", "AS", "TS", "KS", "QS", "JS"]
        .into_iter()
        .map(|c| c.parse().unwrap())
        .find(|c| !seat.hand.contains(c))
        .unwrap();
    assert!(refused_with(
        &f.send(mover, act(None, Move::play(not_held))),
        "not_in_hand"
    ));
    // Typed, the card is refused the same way: the game says why.
    assert!(refused_with(
        &f.send(mover, Command::Typed(not_held.to_string())),
        "not_in_hand"
    ));
    assert_eq!(
        f.manager.table(&f.key).unwrap(),
        before,
        "refusals change nothing"
    );
    let played = f.send(mover, act(Some(hand.version), card)).unwrap();
    let (next, next_hand) = to_act(&played).unwrap();
    assert_eq!(next, &other.id);
    assert_eq!(next_hand.version, hand.version + 1);
    // The old button is stale now, even for a card still legal.
    assert_eq!(
        f.send(other, act(Some(hand.version), first_card(next_hand))),
        Err(Refused::Stale {
            current: hand.version + 1
        })
    );
}

/// Plays random legal moves through the manager until the Bummerl is over; checks every message
/// on the way for hand privacy. Returns all messages.
fn play_bummerl(f: &Fixture, a: &User, b: &User, rng: &mut SmallRng) -> Vec<Message> {
    let started = f.open_and_start(a, b);
    play_until(f, &[a, b], started, rng, |_| false)
}

/// Checks that hands go only to their owners: every hand message is addressed to the user
/// seated as the hand's player, shows that player's seat of the current game, and no channel
/// message carries a hand.
fn assert_private(messages: &[Message]) {
    let mut table = None;
    let mut checked = 0;
    for m in messages {
        match (&m.to, &m.body) {
            (Recipient::Channel(_), Body::Table(view)) => table = Some(view.clone()),
            (Recipient::User(u), Body::Hand(h)) => {
                let view = table.as_ref().expect("the table message comes first");
                assert_eq!(
                    view.players[h.player].user.as_ref(),
                    Some(u),
                    "hand sent to another user"
                );
                let round = view.round.as_ref().expect("hands only during a game");
                assert_eq!(round.seats[h.view.seat], h.player, "another seat's hand");
                checked += 1;
            }
            (_, Body::Hand(_)) => panic!("a hand addressed to a channel"),
            (Recipient::Channel(_), body) => {
                let json = serde_json::to_value(body).unwrap();
                assert!(
                    !contains_key(&json, "hand"),
                    "a channel message carries a hand: {json}"
                );
            }
            (Recipient::User(_), _) => {}
        }
    }
    assert!(checked > 0, "no hands were checked");
}

fn contains_key(value: &serde_json::Value, key: &str) -> bool {
    match value {
        serde_json::Value::Object(map) => map.iter().any(|(k, v)| k == key || contains_key(v, key)),
        serde_json::Value::Array(items) => items.iter().any(|v| contains_key(v, key)),
        _ => false,
    }
}

#[test]
fn a_whole_bummerl_updates_the_leaderboard_and_returns_to_the_lobby() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let mut rng = SmallRng::seed_from_u64(5);
    let all = play_bummerl(&f, &a, &b, &mut rng);
    let results = match_over(&all).expect("the Bummerl ends");
    let winner = results.iter().find(|(_, r)| *r > 0).unwrap();
    let weight = u32::try_from(winner.1).unwrap();
    assert!(
        results.iter().any(|(_, r)| -r == winner.1),
        "the loser loses what the winner wins: {results:?}"
    );
    let games = deal_ends(&all).len();
    assert!(
        games >= 3,
        "a Bummerl from 7 needs at least three games, had {games}"
    );
    let table = f.manager.table(&f.key).unwrap().unwrap();
    assert!(table.round().is_none(), "back in the lobby");
    assert_eq!(table.bummerl_number, 2);
    assert_eq!(table.tally.totals, [0, 0], "a fresh sheet");
    let board = f
        .send(&a, Command::ShowLeaderboard(ShowLeaderboard::default()))
        .unwrap();
    let Body::Leaderboard(board) = &board[0].body else {
        panic!("a leaderboard")
    };
    assert_eq!(board.entries.len(), 2);
    let first = &board.entries[0].stats;
    assert_eq!(first.name, winner.0);
    assert_eq!((first.bummerl_won, first.bummerl_lost), (weight, 0));
    let second = &board.entries[1].stats;
    assert_eq!((second.bummerl_won, second.bummerl_lost), (0, weight));
    assert_eq!(
        first.games_won + second.games_won,
        games as u32 - ties(&all)
    );
    assert!(first.game_points >= 7);
    // The Bummerl is rated (Glicko-2 at two): the winner up, the loser down, both provisional.
    let (won, lost) = (first.rating.unwrap(), second.rating.unwrap());
    assert!(
        won.rating > 1500.0 && lost.rating < 1500.0,
        "{won:?} {lost:?}"
    );
    assert_eq!((won.results, lost.results), (1, 1));
    assert!(won.deviation < 350.0 && won.provisional());
    // Moves after the end are refused.
    assert_eq!(
        f.send(&a, Command::Typed("genug".into())),
        Err(Refused::NotStarted)
    );
}

fn ties(messages: &[Message]) -> u32 {
    deal_ends(messages).iter().filter(|e| e.is_none()).count() as u32
}

#[test]
fn hands_only_ever_go_to_their_owner() {
    for seed in 0..20 {
        let f = fixture();
        let (a, b) = (user("1"), user("2"));
        let mut rng = SmallRng::seed_from_u64(seed);
        let all = play_bummerl(&f, &a, &b, &mut rng);
        assert_private(&all);
    }
}

#[test]
fn leaving_after_the_start_resigns_the_bummerl() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    f.open_and_start(&a, &b);
    let left = f.send(&b, Command::Leave).unwrap();
    assert!(events(&left).iter().any(|e| matches!(
        e,
        Event::Resigned {
            unit: Unit::Bummerl,
            ..
        }
    )));
    assert_eq!(
        match_over(&left),
        Some(vec![(a.name.clone(), 2), (b.name.clone(), -2)]),
        "a Schneider-Bummerl for the leaver"
    );
    let table = f.manager.table(&f.key).unwrap().unwrap();
    assert_eq!(table.players.len(), 1);
    assert!(table.round().is_none());
    let board = f
        .manager
        .leaderboard(&f.key, GameId::of("schnapsen").unwrap(), 10, None)
        .unwrap();
    let Body::Leaderboard(board) = &board[0].body else {
        panic!()
    };
    assert_eq!(
        board.entries[0].stats.bummerl_won, 2,
        "a Schneider-Bummerl counts two"
    );
    assert_eq!(board.entries[1].stats.schneider_taken, 1);
    // The last human leaving closes the table.
    f.send(&a, Command::Leave).unwrap();
    assert_eq!(f.manager.table(&f.key).unwrap(), None);
}

#[test]
fn abort_by_the_opener_in_the_lobby_or_by_all_seated() {
    let f = fixture();
    let (a, b, c) = (user("1"), user("2"), user("3"));
    f.open_and_start(&a, &b);
    assert_eq!(f.send(&c, Command::Abort), Err(Refused::NotSeated));
    let vote = f.send(&b, Command::Abort).unwrap();
    assert!(events(&vote).iter().any(|e| matches!(
        e,
        Event::AbortVote {
            votes: 1,
            needed: 2,
            under_way: Some(Unit::Bummerl),
            ..
        }
    )));
    assert!(f.manager.table(&f.key).unwrap().is_some());
    let closed = f.send(&a, Command::Abort).unwrap();
    assert!(events(&closed).contains(&&Event::Aborted {
        by: a.name.clone(),
        resigned: false
    }));
    assert_eq!(f.manager.table(&f.key).unwrap(), None);
    // Non-opener votes alone need everybody.
    f.open_and_start(&a, &b);
    f.send(&b, Command::Abort).unwrap();
    f.send(&b, Command::Abort).unwrap();
    assert!(
        f.manager.table(&f.key).unwrap().is_some(),
        "one player's two votes are one"
    );
    close(&f, &[&a]);
    // Before the first deal the opener closes at once.
    f.send(&a, Command::Open(Open::default())).unwrap();
    f.send(&b, Command::Join).unwrap();
    let closed = f.send(&a, Command::Abort).unwrap();
    assert!(events(&closed).contains(&&Event::Aborted {
        by: a.name.clone(),
        resigned: false
    }));
    assert_eq!(f.manager.table(&f.key).unwrap(), None);
}

/// Every user in `users` aborts: the table under way closes when the last has agreed.
fn close(f: &Fixture, users: &[&User]) {
    for u in users {
        f.send(u, Command::Abort).unwrap();
    }
    assert_eq!(f.manager.table(&f.key).unwrap(), None, "closed");
}

/// The leaderboard of the fixture's channel for Schnapsen, as entries.
fn board(f: &Fixture) -> Vec<bot_core::manager::LeaderboardEntry> {
    let board = f
        .manager
        .leaderboard(&f.key, GameId::of("schnapsen").unwrap(), 10, None)
        .unwrap();
    let Body::Leaderboard(board) = &board[0].body else {
        panic!("a leaderboard")
    };
    board.entries.clone()
}

#[test]
fn a_losing_player_cannot_wipe_a_bummerl_by_closing_the_table() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    f.open_and_start(&a, &b);
    let before = f.manager.table(&f.key).unwrap().unwrap();
    // The opener, whoever is losing, cannot close the table alone while the Bummerl runs.
    let asked = f.send(&a, Command::Abort).unwrap();
    assert!(
        events(&asked).iter().any(|e| matches!(
            e,
            Event::AbortVote {
                votes: 1,
                needed: 2,
                under_way: Some(Unit::Bummerl),
                ..
            }
        )),
        "{asked:?}"
    );
    let text = bot_core::text::body(Lang::En, &asked[0].body);
    assert!(text.contains("Leaving instead resigns it"), "{text}");
    let table = f.manager.table(&f.key).unwrap().unwrap();
    assert_eq!(table.round(), before.round(), "the game goes on as it was");
    assert_eq!(table.tally, before.tally);
    // He can leave, which resigns the Bummerl: the other is credited.
    let left = f.send(&a, Command::Leave).unwrap();
    assert!(
        match_over(&left)
            .is_some_and(|results| results.iter().any(|(name, r)| name == &a.name && *r < 0)),
        "{left:?}"
    );
    let entries = board(&f);
    let of = |u: &User| {
        entries
            .iter()
            .find(|e| e.user == u.id)
            .unwrap()
            .stats
            .clone()
    };
    assert!(of(&b).bummerl_won >= 1, "{entries:?}");
    assert!(of(&a).bummerl_lost >= 1, "{entries:?}");
    // Between Bummerl the opener (now Bert) closes at once.
    f.send(&b, Command::Abort).unwrap();
    assert_eq!(f.manager.table(&f.key).unwrap(), None);
}

#[test]
fn closing_with_everyones_consent_counts_nothing() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    f.open_and_start(&a, &b);
    close(&f, &[&b, &a]);
    assert!(board(&f).is_empty(), "no Bummerl was counted");
}

#[test]
fn alone_against_the_computer_closing_asks_first_and_then_resigns() {
    let f = fixture();
    let a = user("1");
    let open = Open {
        computer: Some(Level::Random),
        ..Open::default()
    };
    f.send(&a, Command::Open(open)).unwrap();
    let before = f.manager.table(&f.key).unwrap().unwrap();
    assert!(before.round().is_some(), "dealt at once");
    let asked = f.send(&a, Command::Abort).unwrap();
    assert_eq!(
        events(&asked),
        [&Event::AbortResigns {
            name: a.name.clone(),
            unit: Unit::Bummerl
        }]
    );
    let text = bot_core::text::body(Lang::En, &asked[0].body);
    assert!(
        text.contains("resigns the Bummerl under way – the computer gets it"),
        "{text}"
    );
    let after = f.manager.table(&f.key).unwrap().unwrap();
    assert_eq!(after.version, before.version, "asking changes no button");
    // A question left open too long is asked again, not taken as answered.
    f.clock.advance(bot_core::protocol::ABORT_CONFIRM_MS);
    let again = f.send(&a, Command::Abort).unwrap();
    assert!(
        matches!(events(&again)[..], [Event::AbortResigns { .. }]),
        "{again:?}"
    );
    assert!(f.manager.table(&f.key).unwrap().is_some(), "still open");
    f.clock.advance(bot_core::protocol::ABORT_CONFIRM_MS - 1);
    let closed = f.send(&a, Command::Abort).unwrap();
    let events = events(&closed);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Resigned {
                unit: Unit::Bummerl,
                ..
            }
        )),
        "{events:?}"
    );
    assert!(events.contains(&&Event::Aborted {
        by: a.name.clone(),
        resigned: true
    }));
    assert_eq!(f.manager.table(&f.key).unwrap(), None);
    let entries = board(&f);
    let person = person_entry(&entries);
    assert!(person.stats.bummerl_lost >= 1, "{entries:?}");
    // Resigning is a Bummerl lost to the computer, and rated so.
    assert!(person.stats.rating.unwrap().rating < 1500.0, "{entries:?}");
    assert_eq!(entries.len(), 2, "the computer, by its rating: {entries:?}");
}

/// The one person's entry of a leaderboard (the others are the computer's levels).
fn person_entry(
    entries: &[bot_core::manager::LeaderboardEntry],
) -> &bot_core::manager::LeaderboardEntry {
    let mut people = entries
        .iter()
        .filter(|e| bot_core::manager::rating::computer_level(&e.user).is_none());
    let person = people.next().expect("a person");
    assert!(people.next().is_none(), "one person: {entries:?}");
    person
}

#[test]
fn leaving_the_computers_alone_resigns_even_where_the_computer_takes_over() {
    let f = fixture();
    let a = user("1");
    let open = Open {
        computer: Some(Level::Random),
        computer_takeover: true,
        ..Open::default()
    };
    f.send(&a, Command::Open(open)).unwrap();
    let left = f.send(&a, Command::Leave).unwrap();
    assert!(
        events(&left)
            .iter()
            .any(|e| matches!(e, Event::Resigned { .. })),
        "{left:?}"
    );
    assert_eq!(f.manager.table(&f.key).unwrap(), None);
    assert!(person_entry(&board(&f)).stats.bummerl_lost >= 1);
}

#[test]
fn new_table_options_are_checked_before_the_open_table() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    f.send(&a, Command::Open(Open::default())).unwrap();
    let mut bad = Open::default();
    assert!(
        bad.set_rule("black_close_penalty", "99").is_err(),
        "a rule's value is checked as it is given"
    );
    bad.game_rules
        .insert("black_close_penalty".into(), serde_json::json!(99));
    assert!(
        matches!(f.send(&b, Command::Open(bad)), Err(Refused::BadRule(_))),
        "the options are wrong, whatever the table"
    );
    assert_eq!(
        f.send(&b, Command::Open(Open::default())),
        Err(Refused::TableExists)
    );
}

#[test]
fn a_button_of_an_earlier_table_in_the_channel_is_stale() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let mut old = Vec::new();
    // Several tables come and go; each one's buttons must stay dead at all the later ones.
    for _ in 0..5 {
        let started = f.open_and_start(&a, &b);
        let (mover, hand) = to_act(&started).unwrap();
        let who = if *mover == a.id { &a } else { &b };
        for &(version, mv) in &old {
            let pressed = f.send(
                who,
                Command::Move(MoveAct {
                    version: Some(version),
                    mv,
                }),
            );
            assert!(
                matches!(pressed, Err(Refused::Stale { .. })),
                "version {version}: {pressed:?}"
            );
        }
        old.extend(moves(hand).into_iter().map(|m| (hand.epoch, m)));
        close(&f, &[&a, &b]);
    }
}

#[test]
fn an_abort_vote_neither_stales_the_buttons_nor_holds_off_the_timeout() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    f.open_and_start(&a, &b);
    let before = f.manager.table(&f.key).unwrap().unwrap();
    f.clock.advance(TIMING.forfeit_ms - 1_000);
    let vote = f.send(&b, Command::Abort).unwrap();
    assert!(hands(&vote).is_empty(), "no hand is re-sent for a vote");
    let after = f.manager.table(&f.key).unwrap().unwrap();
    assert_eq!(after.abort_votes.len(), 1, "the vote is kept");
    assert_eq!(after.version, before.version, "the buttons stay valid");
    assert_eq!(after.timer, before.timer, "the turn keeps its deadline");
    f.clock.advance(1_000);
    f.manager.tick();
    let round = after.round().unwrap();
    let absent = round.player_to_act().unwrap();
    let present = if after.players[absent].user() == Some(&a.id) {
        &b
    } else {
        &a
    };
    let forfeited = f.send(present, Command::Forfeit).unwrap();
    assert!(
        events(&forfeited)
            .iter()
            .any(|e| matches!(e, Event::Forfeited { .. })),
        "the deadline was not moved by the vote"
    );
}

#[test]
fn turn_timers_remind_then_allow_a_forfeit_and_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let key = TableKey::new(Platform::Discord, "chan");
    let (a, b) = (user("1"), user("2"));
    let send =
        |m: &Manager, who: &User, c: Command| m.handle(&Request::new(key.clone(), who.clone(), c));
    let started = {
        let m = manager_on(dir.path(), &clock);
        send(&m, &a, Command::Open(Open::default())).unwrap();
        send(&m, &b, Command::Join).unwrap();
        send(&m, &a, Command::Start).unwrap()
    };
    let (absent, _) = to_act(&started).unwrap();
    let (absent, present) = if *absent == a.id { (&a, &b) } else { (&b, &a) };
    // A restart: a new manager on the same directory.
    let m = manager_on(dir.path(), &clock);
    assert!(m.tick().is_empty(), "nothing is due yet");
    assert_eq!(
        send(&m, present, Command::Forfeit),
        Err(Refused::TooEarly { seconds_left: 300 })
    );
    assert_eq!(
        send(&m, absent, Command::Forfeit),
        Err(Refused::NothingToForfeit)
    );
    clock.advance(60_000);
    let reminded = m.tick();
    assert_eq!(reminded.len(), 1);
    assert_eq!(reminded[0].to, Recipient::User(absent.id.clone()));
    assert!(matches!(
        reminded[0].body,
        Body::Event(Event::Reminder { seconds_left: 240 })
    ));
    assert!(m.tick().is_empty(), "one reminder only");
    clock.advance(240_000);
    let expired = m.tick();
    assert!(
        expired
            .iter()
            .any(|msg| matches!(&msg.body, Body::Event(Event::ForfeitAvailable { .. })))
    );
    let forfeited = send(&m, present, Command::Forfeit).unwrap();
    assert_eq!(
        deal_ends(&forfeited),
        [Some((present.name.clone(), 3))],
        "the most a game can win"
    );
    assert!(
        told(&forfeited).iter().any(|l| l.contains("time ran out")),
        "{forfeited:?}"
    );
    let table = m.table(&key).unwrap().unwrap();
    let present_index = table.player_of(&present.id).unwrap();
    assert_eq!(table.tally.totals[present_index], 4);
    // The claimed deal is recorded with the absent seat, and replays to the claim's result.
    let (number, record) = m.finished_deal(&key, 1).unwrap();
    assert_eq!(number, 1);
    let seat = record.forfeit.expect("a forfeit");
    assert_eq!(record.seats[seat].user.as_ref(), Some(&absent.id));
    assert!(record.moves.is_empty(), "claimed before any move");
    let replayed = bot_core::manager::replay(&record.scenario("forfeit")).unwrap();
    assert_eq!(replayed["result"], record.result);
    assert!(replayed["result"]["score"].is_array(), "{replayed}");
    // Dealt before the restart, the deal was read from beside the table; the table itself
    // carries only the next deal's moves, not how it was dealt.
    assert_eq!(record.dealt().unwrap().id(), record.game);
    let stored = serde_json::to_value(m.table(&key).unwrap().unwrap()).unwrap();
    let log = &stored["phase"]["Playing"]["log"];
    assert_eq!(log["moves"], serde_json::json!([]), "{stored}");
    assert!(log.get("deal").is_none(), "{log}");
}

#[test]
fn the_computer_takes_over_when_the_table_allows_it() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let open = Open {
        computer_takeover: true,
        ..Open::default()
    };
    f.send(&a, Command::Open(open)).unwrap();
    f.send(&b, Command::Join).unwrap();
    let started = f.send(&a, Command::Start).unwrap();
    let before = f.manager.table(&f.key).unwrap().unwrap();
    let (absent, _) = to_act(&started).unwrap();
    f.clock.advance(TIMING.forfeit_ms);
    let took = f.manager.tick();
    assert!(
        took.iter()
            .any(|m| matches!(&m.body, Body::Event(Event::TookOver { .. })))
    );
    let after = f.manager.table(&f.key).unwrap().unwrap();
    assert_eq!(after.version, before.version + 1);
    let next = after.round().unwrap().player_to_act().unwrap();
    assert_ne!(
        after.players[next].user(),
        Some(absent),
        "the move was made for the absent player"
    );
}

#[test]
fn a_game_against_the_computer_plays_itself_between_human_moves() {
    let f = fixture();
    let a = user("1");
    let open = Open {
        computer: Some(Level::Easy),
        ..Open::default()
    };
    let mut latest = f.send(&a, Command::Open(open)).unwrap();
    let mut rng = SmallRng::seed_from_u64(3);
    let mut moves = 0;
    while let Some((_, hand)) = to_act(&latest) {
        let offers = bot_core::text::offers(Lang::En, hand);
        let (play, _) = &offers[rng.random_range(0..offers.len())];
        latest = f.send(&a, play.command(Some(hand.epoch))).unwrap();
        moves += 1;
        assert!(moves < 2000);
    }
    assert!(match_over(&latest).is_some());
    let board = f
        .manager
        .leaderboard(&f.key, GameId::of("schnapsen").unwrap(), 10, None)
        .unwrap();
    let Body::Leaderboard(board) = &board[0].body else {
        panic!()
    };
    // The computer is on the leaderboard by its level, rated only: it keeps no counts.
    assert_eq!(board.entries.len(), 2, "{board:?}");
    let (person, computer): (Vec<_>, Vec<_>) = board
        .entries
        .iter()
        .partition(|e| bot_core::manager::rating::computer_level(&e.user).is_none());
    let (person, computer) = (&person[0].stats, &computer[0]);
    assert_eq!(
        bot_core::manager::rating::computer_level(&computer.user),
        Some(Level::Easy)
    );
    let mut counts = computer.stats.clone();
    counts.rating = None;
    counts.last = 0;
    counts.name.clear();
    assert_eq!(counts, bot_core::manager::Stats::default(), "no counts");
    let (mine, its) = (person.rating.unwrap(), computer.stats.rating.unwrap());
    assert_eq!((mine.results, its.results), (1, 1));
    assert_eq!(
        mine.rating > 1500.0,
        its.rating < 1500.0,
        "one won the Bummerl: {mine:?} {its:?}"
    );
}

#[test]
fn hints_against_the_computer_or_where_the_table_allows_them() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let started = f.open_and_start(&a, &b);
    let (mover, _) = to_act(&started).unwrap();
    let mover = if *mover == a.id { &a } else { &b };
    assert_eq!(f.send(mover, Command::Hint), Err(Refused::HintsOff));
    close(&f, &[&a, &b]);
    // A table with hints on: the hint is private and is one of the legal moves.
    f.send(&a, Command::Open(Open::default())).unwrap();
    let set = SetRule {
        name: "hints".into(),
        value: "on".into(),
    };
    f.send(&a, Command::SetRule(set)).unwrap();
    f.send(&b, Command::Join).unwrap();
    let started = f.send(&a, Command::Start).unwrap();
    let (mover, hand2) = to_act(&started).unwrap();
    let mover = if *mover == a.id { &a } else { &b };
    let hint = f.send(mover, Command::Hint).unwrap();
    assert_eq!(hint.len(), 1);
    assert_eq!(hint[0].to, Recipient::User(mover.id.clone()));
    let Body::Hint(HintView {
        labels: Some(labels),
        why: Some(_),
    }) = &hint[0].body
    else {
        panic!("a hint with its reason: {hint:?}")
    };
    let view = &hand2.view;
    assert!(view.labels[1].contains(&labels[1]), "{labels:?}");
    let other = if mover == &a { &b } else { &a };
    assert_eq!(
        f.send(other, Command::Hint),
        Err(Refused::NotYourTurn),
        "nothing to hint while the other is to move"
    );
    // Two people and a computer at three: some games are person against person, so the
    // table's rule decides, whoever deals and whoever plays this game.
    let h = fixture();
    let open = Open {
        players: 3,
        ..Open::default()
    };
    seat(&h, open, &[&a, &b]);
    h.send(&a, Command::AddComputer).unwrap();
    let started = h.send(&a, Command::Start).unwrap();
    let (mover, _) = to_act(&started).unwrap();
    let mover = if *mover == a.id { &a } else { &b };
    assert_eq!(h.send(mover, Command::Hint), Err(Refused::HintsOff));
    // Against the computer hints are always allowed.
    let g = fixture();
    let open = Open {
        computer: Some(Level::Random),
        ..Open::default()
    };
    let opened = g.send(&a, Command::Open(open)).unwrap();
    if to_act(&opened).is_some() {
        assert!(matches!(
            g.send(&a, Command::Hint).unwrap()[0].body,
            Body::Hint(_)
        ));
    }
}

#[test]
fn the_computer_fills_the_seat_of_a_leaver_where_the_table_allows_it() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let open = Open {
        computer_takeover: true,
        ..Open::default()
    };
    f.send(&a, Command::Open(open)).unwrap();
    f.send(&b, Command::Join).unwrap();
    f.send(&a, Command::Start).unwrap();
    let left = f.send(&a, Command::Leave).unwrap();
    assert!(
        events(&left)
            .iter()
            .any(|e| matches!(e, Event::Replaced { .. }))
    );
    assert!(match_over(&left).is_none(), "no resignation");
    let table = f.manager.table(&f.key).unwrap().unwrap();
    assert!(table.round().is_some(), "the game goes on");
    assert_eq!(table.opener, b.id, "the remaining human now runs the table");
    assert_eq!(
        table.players.iter().filter(|p| p.user().is_some()).count(),
        1
    );
    // It is the remaining human's turn now (the computer moved if it had to).
    let to_move = table.round().unwrap().player_to_act().unwrap();
    assert_eq!(table.players[to_move].user(), Some(&b.id));
}

/// Starts a Partie of Sechsundsechzig between `a` and `b` and plays it out at random with `seed`;
/// returns every message.
fn play_sechsundsechzig(f: &Fixture, a: &User, b: &User, seed: u64) -> Vec<Message> {
    let open = Open {
        variant: GameId::of("sechsundsechzig").unwrap(),
        ..Open::default()
    };
    let started = f.start_with(a, b, open);
    let mut rng = SmallRng::seed_from_u64(seed);
    let over = |m: &[Message]| match_over(m).is_some();
    play_until(f, &[a, b], started, &mut rng, over)
}

/// Plays random legal moves for whoever is to act among `users` until `stop` says so or no one
/// is to act; returns every message.
fn play_until(
    f: &Fixture,
    users: &[&User],
    mut latest: Vec<Message>,
    rng: &mut SmallRng,
    mut stop: impl FnMut(&[Message]) -> bool,
) -> Vec<Message> {
    let mut all = latest.clone();
    for _ in 0..20_000 {
        if stop(&latest) {
            break;
        }
        // At four and three several may act (doubles out of turn): any of them.
        let movers: Vec<_> = hands(&latest)
            .into_iter()
            .filter(|(_, h)| h.view.can_act())
            .collect();
        let pick = match movers.len() {
            0 => break,
            1 => 0,
            n => rng.random_range(0..n),
        };
        let (mover, hand) = movers[pick];
        let who = users
            .iter()
            .find(|u| u.id == *mover)
            .expect("a player of the table");
        // A move as every front end offers it; a move of several cards with cards of its choice
        // (a pair the rules refuse is tried again).
        let offers = bot_core::text::offers(Lang::En, hand);
        let (play, _) = &offers[rng.random_range(0..offers.len())];
        let seat = &hand.view;
        let command = match play {
            Play::Game(mv) if mv.args().next().is_none() => {
                match seat.choices.iter().find(|c| c.verb == mv.verb()) {
                    Some(choice) => {
                        let mut cards = choice.from.clone();
                        cards.shuffle(rng);
                        cards.truncate(choice.min);
                        let mv = choice
                            .choice()
                            .to_move(&cards)
                            .expect("cards of the choice");
                        Command::Move(MoveAct {
                            version: Some(hand.epoch),
                            mv,
                        })
                    }
                    None => play.command(Some(hand.epoch)),
                }
            }
            _ => play.command(Some(hand.epoch)),
        };
        match f.send(who, command) {
            Ok(messages) => latest = messages,
            Err(Refused::Move { .. }) => continue,
            Err(other) => panic!("{other:?}"),
        }
        all.extend(latest.iter().cloned());
    }
    all
}

/// The moves of a registry game's hand (empty for a two-player family hand).
fn moves(hand: &HandView) -> Vec<Move> {
    hand.view.moves.clone()
}

/// Whether a hand offers a move with this verb.
fn offers_verb(hand: &HandView, verbs: &[&str]) -> bool {
    moves(hand).iter().any(|m| verbs.contains(&m.verb()))
}

/// The doubles at four and three.
const DOUBLES: [&str; 3] = ["kontra", "retour", "subkontra"];

/// How many games of the running Bummerl were played to their end.
fn games_played(f: &Fixture) -> u32 {
    f.manager.table(&f.key).unwrap().unwrap().bummerl_games
}

fn table_views(messages: &[Message]) -> Vec<&bot_core::manager::TableView> {
    messages
        .iter()
        .filter_map(|m| match &m.body {
            Body::Table(view) => Some(view.as_ref()),
            _ => None,
        })
        .collect()
}

#[test]
fn sechsundsechzig_plays_a_partie_worth_one_to_three_and_the_winner_deals() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let all = play_sechsundsechzig(&f, &a, &b, 66);
    // The winner of each game deals the next (unless it was a tie).
    let mut last_winner = None;
    let mut checked = 0;
    for m in &all {
        let one = std::slice::from_ref(m);
        if let Some(end) = deal_ends(one).pop() {
            last_winner = end.map(|(name, _)| name);
        }
        for e in events(one) {
            if let Event::Dealt { dealer, .. } = e
                && let Some(w) = last_winner.take()
            {
                assert_eq!(dealer, &w, "the winner deals");
                checked += 1;
            }
        }
    }
    assert!(checked > 0, "a game was won before the next was dealt");
    let results = match_over(&all).expect("the Partie ends");
    let stake = results.iter().map(|(_, r)| *r).max().unwrap();
    let stake = u32::try_from(stake).unwrap();
    assert!((1..=3).contains(&stake), "{results:?}");
    let board = f
        .manager
        .leaderboard(&f.key, GameId::of("sechsundsechzig").unwrap(), 10, None)
        .unwrap();
    let Body::Leaderboard(board) = &board[0].body else {
        panic!()
    };
    assert_eq!(board.unit, Unit::Partie);
    assert_eq!(board.entries[0].stats.partien_won, stake);
    assert_eq!(board.entries[1].stats.partien_lost, stake);
    assert_eq!(
        board.entries[0].stats.bummerl_won, 0,
        "Partien are not Bummerl"
    );
    // The Schnapsen leaderboard of the channel is separate and empty.
    let other = f
        .manager
        .leaderboard(&f.key, GameId::of("schnapsen").unwrap(), 10, None)
        .unwrap();
    let Body::Leaderboard(other) = &other[0].body else {
        panic!()
    };
    assert!(other.entries.is_empty());
}

#[test]
fn a_tie_doubles_the_next_game() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let mut latest = f.start_with(
        &a,
        &b,
        Open {
            variant: GameId::of("sechsundsechzig").unwrap(),
            ..Open::default()
        },
    );
    let mut rng = SmallRng::seed_from_u64(7);
    // After a tie: the standing then, waiting for the next decided game.
    let mut after_tie: Option<Vec<i64>> = None;
    let doubled = |view: &bot_core::manager::TableView| {
        view.round.as_ref().is_some_and(|round| {
            round.public.lines[1]
                .iter()
                .any(|l| l == "After the tie this game counts 2×.")
        })
    };
    let mut checked = false;
    for _ in 0..20_000 {
        let Some((mover, hand)) = to_act(&latest) else {
            latest = f.send(&a, Command::Start).unwrap();
            continue;
        };
        let who = if *mover == a.id { &a } else { &b };
        // Only cards (no claims, no closing): games are played out, and 65:65 comes up.
        let all = moves(hand);
        let plays: Vec<Move> = all.iter().copied().filter(|m| m.verb() == "play").collect();
        let mv = match plays.len() {
            0 => all[0],
            n => plays[rng.random_range(0..n)],
        };
        latest = f
            .send(
                who,
                Command::Move(MoveAct {
                    version: Some(hand.epoch),
                    mv,
                }),
            )
            .unwrap();
        let Some(result) = deal_ends(&latest).pop() else {
            continue;
        };
        let view = table_views(&latest).last().map(|v| (*v).clone()).unwrap();
        let partie_over = view.round.is_none();
        match (result, after_tie.take()) {
            (None, _) if !partie_over => {
                assert!(doubled(&view), "the game after a tie counts double");
                after_tie = Some(view.totals.clone());
            }
            (Some((name, points)), Some(before)) if !partie_over => {
                let w = view.players.iter().position(|p| p.name == name).unwrap();
                let struck = before[w] - view.totals[w];
                // The result says what was written: the doubled value.
                assert_eq!(
                    u32::try_from(struck).unwrap(),
                    points,
                    "the result names the points struck"
                );
                assert!(points >= 2 && points % 2 == 0, "the doubled game: {points}");
                assert!(!doubled(&view), "then games count single again");
                checked = true;
                break;
            }
            _ => {}
        }
    }
    assert!(
        checked,
        "random play produced a tie followed by a decided game"
    );
}

#[test]
fn schnorps_keeps_a_running_account_of_marken() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    let started = f.start_with(
        &a,
        &b,
        Open {
            variant: GameId::of("schnorps").unwrap(),
            ..Open::default()
        },
    );
    let mut rng = SmallRng::seed_from_u64(4);
    let mut games = 0;
    // The balances as the results tell them: the winner takes what his line says, the other pays.
    let mut told = [0i64; 2];
    let names = [a.name.clone(), b.name.clone()];
    let all = play_until(&f, &[&a, &b], started, &mut rng, |m| {
        for end in deal_ends(m) {
            games += 1;
            if let Some((name, marken)) = end {
                let w = names.iter().position(|n| *n == name).unwrap();
                told[w] += i64::from(marken);
                told[1 - w] -= i64::from(marken);
            }
        }
        games >= 12
    });
    assert!(match_over(&all).is_none(), "no end");
    assert!(
        self::told(&all).iter().any(|l| l.contains(" Marken (")),
        "the results count in Marken"
    );
    let table = f.manager.table(&f.key).unwrap().unwrap();
    let marken = table.tally.totals;
    assert_eq!(
        marken.iter().sum::<i64>(),
        0,
        "what one wins the other pays"
    );
    assert!(
        marken.iter().any(|&m| m != 0),
        "{games} games: {marken:?} {told:?}"
    );
    assert_eq!(marken, told, "the result lines name the Marken that moved");
    let board = f
        .manager
        .leaderboard(&f.key, GameId::of("schnorps").unwrap(), 10, None)
        .unwrap();
    let Body::Leaderboard(board) = &board[0].body else {
        panic!()
    };
    let total: i64 = board.entries.iter().map(|e| e.stats.marken).sum();
    assert_eq!(total, 0);
    let best = board.entries[0].stats.marken;
    assert_eq!(best, *marken.iter().max().unwrap(), "ranked by Marken");
}

#[test]
fn three_at_a_table_the_dealer_sits_out_writes_too_and_may_kiebitz() {
    let f = fixture();
    let (a, b, c) = (user("1"), user("2"), user("3"));
    let open = Open {
        players: 3,
        ..Open::default()
    };
    f.send(&a, Command::Open(open)).unwrap();
    let set = SetRule {
        name: "kiebitz".into(),
        value: "on".into(),
    };
    f.send(&a, Command::SetRule(set)).unwrap();
    f.send(&b, Command::Join).unwrap();
    assert_eq!(
        f.send(&a, Command::Start),
        Err(Refused::TooFewPlayers { needed: 3 })
    );
    f.send(&c, Command::Join).unwrap();
    let started = f.send(&a, Command::Start).unwrap();
    let users = [&a, &b, &c];
    let table = f.manager.table(&f.key).unwrap().unwrap();
    let round = table.round().unwrap();
    let dealer = round.dealer;
    assert_eq!(
        round.seats,
        vec![(dealer + 1) % 3, (dealer + 2) % 3, dealer],
        "left of the dealer leads; the dealer sits out, last"
    );
    let sitting_out = users[dealer];
    assert_eq!(hands(&started).len(), 2, "only the two playing get hands");
    assert!(hands(&started).iter().all(|(u, _)| **u != sitting_out.id));
    // Kiebitz: the dealer follows the forehand's hand, read-only.
    let playing = users[round.seats[0]];
    assert_eq!(
        f.send(playing, Command::Kiebitz(Kiebitz { player: dealer })),
        Err(Refused::NoKiebitz)
    );
    let watched = f
        .send(
            sitting_out,
            Command::Kiebitz(Kiebitz {
                player: round.seats[0],
            }),
        )
        .unwrap();
    let copies: Vec<_> = hands(&watched)
        .into_iter()
        .filter(|(u, _)| **u == sitting_out.id)
        .collect();
    assert_eq!(copies.len(), 1);
    assert!(copies[0].1.read_only && moves(copies[0].1).is_empty());
    assert_eq!(copies[0].1.player, round.seats[0]);
    assert_eq!(copies[0].1.view.hand, round.game.get().hand(0));
    // Watching changes nothing for the players: same version, their buttons stay good.
    assert_eq!(watched.len(), 1, "only the watcher is answered");
    let after = f.manager.table(&f.key).unwrap().unwrap();
    assert_eq!(
        after.version, table.version,
        "no new version, no stale buttons"
    );
    assert_eq!(
        after.round().unwrap().watcher,
        Some((dealer, round.seats[0]))
    );
    // Play the game out: the dealer writes the winner's points too; the deal passes left.
    let mut rng = SmallRng::seed_from_u64(11);
    let all = play_until(&f, &users, started, &mut rng, |m| !deal_ends(m).is_empty());
    let result = deal_ends(&all).pop().unwrap();
    let table = f.manager.table(&f.key).unwrap().unwrap();
    if let Some((name, points)) = result {
        let w = table.players.iter().position(|p| p.name == name).unwrap();
        let left = &table.tally.totals;
        let written = 7 - i64::from(points);
        assert_eq!(
            (left[w], left[dealer]),
            (written, written),
            "the dealer writes too"
        );
    }
    if let Some(next) = table.round() {
        assert_eq!(next.dealer, (dealer + 1) % 3, "the deal passes to the left");
    }
}

/// `users[0]` opens a table of `variant`, the others join, `users[0]` deals.
/// The first user opens a table as `open` says, the others join.
fn seat(f: &Fixture, open: Open, users: &[&User]) {
    f.send(users[0], Command::Open(open)).unwrap();
    for u in &users[1..] {
        f.send(u, Command::Join).unwrap();
    }
}

fn open_bauern(f: &Fixture, variant: &str, users: &[&User]) -> Vec<Message> {
    let open = Open {
        variant: variant.parse().unwrap(),
        ..Open::default()
    };
    seat(f, open, users);
    f.send(users[0], Command::Start).unwrap()
}

#[test]
fn bauernschnapsen_four_play_a_bummerl_from_24_and_both_partners_are_credited() {
    let f = fixture();
    let users = [user("1"), user("2"), user("3"), user("4")];
    let all_users: Vec<&User> = users.iter().collect();
    let started = open_bauern(&f, "bauernschnapsen", &all_users);
    // Every player gets his first packet, privately; only the forehand may act: name trump.
    let dealt = hands(&started);
    assert_eq!(dealt.len(), 4);
    let cards: Vec<Vec<bot_core::games::Card>> =
        dealt.iter().map(|(_, h)| h.view.hand.clone()).collect();
    assert!(cards.iter().all(|c| c.len() == 3), "the first packet only");
    let all: std::collections::BTreeSet<_> = cards.iter().flatten().collect();
    assert_eq!(all.len(), 12, "no card twice");
    let table = f.manager.table(&f.key).unwrap().unwrap();
    let forehand = table.round().unwrap().seats[0];
    assert_eq!(table.tally.totals, [24; 4], "each side from 24");
    for (u, h) in &dealt {
        assert_eq!(table.player_of(u), Some(h.player));
        if h.player == forehand {
            assert!(!moves(h).is_empty());
            assert!(
                moves(h)
                    .iter()
                    .all(|m| ["trump", "turn", "redeal"].contains(&m.verb()))
            );
        } else {
            assert!(moves(h).is_empty(), "only the forehand names trump");
        }
    }
    let mut rng = SmallRng::seed_from_u64(9);
    let all = play_until(&f, &all_users, started, &mut rng, |latest| {
        events(latest)
            .iter()
            .any(|e| matches!(e, Event::MatchOver { .. }))
    });
    assert_private(&all);
    // The Bummerl: a side of two partners gets it, the other wins it.
    let over = events(&all)
        .into_iter()
        .find_map(|e| match e {
            Event::MatchOver { results, .. } => Some(results.clone()),
            _ => None,
        })
        .unwrap();
    let (lost, won): (Vec<_>, Vec<_>) = over.iter().partition(|(_, r)| *r < 0);
    assert_eq!((lost.len(), won.len()), (2, 2), "{over:?}");
    // The leaderboard credits both partners alike.
    let board = match &f
        .manager
        .leaderboard(&f.key, "bauernschnapsen".parse().unwrap(), 10, None)
        .unwrap()[0]
        .body
    {
        Body::Leaderboard(board) => board.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(board.entries.len(), 4);
    let stats = |p: usize| {
        let id = &users[p].id;
        board
            .entries
            .iter()
            .find(|e| &e.user == id)
            .unwrap()
            .stats
            .clone()
    };
    for p in 0..2 {
        let (me, partner) = (stats(p), stats(p + 2));
        assert_eq!(
            (
                me.bummerl_won,
                me.bummerl_lost,
                me.games_won,
                me.game_points
            ),
            (
                partner.bummerl_won,
                partner.bummerl_lost,
                partner.games_won,
                partner.game_points
            )
        );
    }
    assert_eq!(
        stats(0).bummerl_won.min(stats(1).bummerl_won),
        0,
        "one side won the Bummerl"
    );
    assert!(
        stats(0).games_won + stats(1).games_won > 0,
        "games were won"
    );
    assert!(
        stats(0).game_points + stats(1).game_points >= 24,
        "a side struck its 24 points"
    );
    let table = f.manager.table(&f.key).unwrap().unwrap();
    assert!(table.round().is_none(), "back in the lobby");
}

#[test]
fn bauern_moves_are_checked_for_seat_phase_version_and_family() {
    let f = fixture();
    let users = [user("1"), user("2"), user("3"), user("4")];
    let refs: Vec<&User> = users.iter().collect();
    let act = |version, mv: &str| {
        Command::Move(MoveAct {
            version,
            mv: Move::parse(mv).unwrap(),
        })
    };
    fn refused(code: &'static str) -> impl Fn(Result<Vec<Message>, Refused>) -> bool {
        move |r| matches!(r, Err(Refused::Move { code: c, .. }) if c == code)
    }
    // The lobby: four seats, then full; nobody starts short-handed.
    let open = Open {
        variant: "bauernschnapsen".parse().unwrap(),
        ..Open::default()
    };
    f.send(refs[0], Command::Open(open)).unwrap();
    f.send(refs[1], Command::Join).unwrap();
    assert_eq!(
        f.send(refs[0], Command::Start),
        Err(Refused::TooFewPlayers { needed: 4 })
    );
    assert_eq!(
        f.send(refs[1], Command::AddComputer),
        Err(Refused::NotOpener)
    );
    f.send(refs[2], Command::Join).unwrap();
    f.send(refs[3], Command::Join).unwrap();
    assert_eq!(f.send(&user("5"), Command::Join), Err(Refused::TableFull));
    assert_eq!(
        f.send(refs[0], Command::AddComputer),
        Err(Refused::TableFull)
    );
    let started = f.send(refs[0], Command::Start).unwrap();
    let table = f.manager.table(&f.key).unwrap().unwrap();
    let forehand = table.round().unwrap().seats[0];
    let (_, hand) = to_act(&started).unwrap();
    let trump = moves(hand)[0].to_string();
    let other = refs[(forehand + 1) % 4];
    let before = f.manager.table(&f.key).unwrap();
    assert!(refused("not_your_turn")(
        f.send(other, act(Some(hand.version), &trump))
    ));
    assert!(refused("wrong_phase")(
        f.send(refs[forehand], act(Some(hand.version), "play:AH"))
    ));
    assert_eq!(
        f.send(refs[forehand], act(Some(hand.version - 1), &trump)),
        Err(Refused::Stale {
            current: hand.version
        })
    );
    assert_eq!(
        f.manager.table(&f.key).unwrap(),
        before,
        "refusals change nothing"
    );
    let named = f
        .send(refs[forehand], act(Some(hand.version), &trump))
        .unwrap();
    assert!(
        events(&named)
            .iter()
            .any(|e| matches!(e, Event::Told { .. }))
    );
    // A family action's button of an earlier release shows the hand again, changing nothing.
    let (_, hand) = to_act(&named).unwrap();
    let mover = refs[hand.player];
    let before = f.manager.table(&f.key).unwrap().unwrap().version;
    let old = ButtonData::parse(&format!("a:{}:{}:p-KH", f.key.channel, hand.version)).unwrap();
    let shown = f.send(mover, old.command()).unwrap();
    assert!(
        shown
            .iter()
            .any(|m| matches!(&m.body, Body::Hand(h) if h.player == hand.player)),
        "{shown:?}"
    );
    assert_eq!(f.manager.table(&f.key).unwrap().unwrap().version, before);
    // A bid at a two-player table does not exist.
    let g = Fixture {
        key: TableKey::new(Platform::Telegram, "-200"),
        ..fixture()
    };
    let (a, b) = (user("1"), user("2"));
    let started = g.open_and_start(&a, &b);
    let (mover, hand) = to_act(&started).unwrap();
    let mover = if *mover == a.id { &a } else { &b };
    assert!(refused("illegal")(
        g.send(mover, act(Some(hand.version), "bid:schnapser"))
    ));
}

#[test]
fn one_player_and_two_computers_play_dreierschnapsen() {
    let f = fixture();
    let a = user("1");
    let open = Open {
        variant: "dreierschnapsen".parse().unwrap(),
        ..Open::default()
    };
    f.send(&a, Command::Open(open)).unwrap();
    for _ in 0..2 {
        let added = f.send(&a, Command::AddComputer).unwrap();
        assert!(
            events(&added)
                .iter()
                .any(|e| matches!(e, Event::Joined { .. }))
        );
    }
    let started = f.send(&a, Command::Start).unwrap();
    let mut rng = SmallRng::seed_from_u64(4);
    let mut played_to_the_end = 0;
    let all = play_until(&f, &[&a], started, &mut rng, |_| {
        // A game thrown in for a redeal is no game played.
        let table = f.manager.table(&f.key).unwrap().unwrap();
        played_to_the_end = table.bummerl_games;
        played_to_the_end > 0 || table.bummerl_number > 1
    });
    assert!(played_to_the_end > 0, "the game ends");
    assert_private(&all);
    // The computers bid, played and the sheet moved from 24.
    let table = f.manager.table(&f.key).unwrap().unwrap();
    let left = table.tally.totals;
    assert_eq!(left.len(), 3);
    assert!(left.iter().any(|&l| l < 24), "{left:?}");
    // Only the human ever got a hand.
    assert!(all.iter().all(|m| match (&m.to, &m.body) {
        (Recipient::User(u), Body::Hand(_)) => *u == a.id,
        _ => true,
    }));
}

#[test]
fn a_computer_laying_away_for_an_absent_declarer_keeps_the_cards_secret() {
    let f = fixture();
    let users = [user("1"), user("2"), user("3")];
    let started = open_bauern(&f, "dreierschnapsen", &[&users[0], &users[1], &users[2]]);
    let mut rng = SmallRng::seed_from_u64(5);
    let discard_due = |latest: &[Message]| {
        hands(latest)
            .iter()
            .any(|(_, h)| offers_verb(h, &["discard"]))
    };
    let refs: Vec<&User> = users.iter().collect();
    let mut latest = started;
    // Some deals end in a redeal or a game without a talon: play on until a declarer lays away.
    for _ in 0..20 {
        let played = games_played(&f);
        latest = play_until(&f, &refs, latest, &mut rng, |l| {
            discard_due(l) || games_played(&f) > played
        });
        if discard_due(&latest) {
            break;
        }
    }
    assert!(discard_due(&latest), "a declarer came to lay away");
    let before = f.manager.table(&f.key).unwrap().unwrap();
    f.clock.advance(TIMING.forfeit_ms);
    let took = f.manager.tick();
    let after = f.manager.table(&f.key).unwrap().unwrap();
    assert!(after.version > before.version, "the computer moved");
    let channel: Vec<&Event> = took
        .iter()
        .filter(|m| matches!(m.to, Recipient::Channel(_)))
        .filter_map(|m| match &m.body {
            Body::Event(e) => Some(e),
            _ => None,
        })
        .collect();
    assert!(
        channel.iter().any(|e| matches!(e, Event::TookOver { .. })),
        "the channel hears that the computer stepped in: {channel:?}"
    );
}

/// Plays a Bauernschnapsen table of one person and three computers until a computer is to
/// play the first card while the person may still double; returns that state's messages.
fn until_a_computer_waits_for_a_double(f: &Fixture, a: &User) -> Vec<Message> {
    let open = Open {
        variant: "bauernschnapsen".parse().unwrap(),
        computer: Some(Level::Random),
        ..Open::default()
    };
    let mut latest = f.send(a, Command::Open(open)).unwrap();
    let mut rng = SmallRng::seed_from_u64(6);
    for _ in 0..50 {
        latest = play_until(f, &[a], latest, &mut rng, |l| may_double(f, l));
        if may_double(f, &latest) {
            return latest;
        }
        // A Bummerl ended: the next one.
        latest = f.send(a, Command::Start).unwrap();
    }
    panic!("no computer declared against the person")
}

/// Whether a computer is to act and the latest hand offers its person a double.
fn may_double(f: &Fixture, latest: &[Message]) -> bool {
    let table = f.manager.table(&f.key).unwrap().unwrap();
    let computer_to_act = table
        .round()
        .and_then(|r| r.player_to_act())
        .is_some_and(|p| table.players[p].user().is_none());
    computer_to_act
        && hands(latest)
            .into_iter()
            .any(|(_, h)| offers_verb(h, &DOUBLES))
}

#[test]
fn a_computer_waits_before_the_first_card_while_a_person_may_double() {
    let f = fixture();
    let a = user("1");
    until_a_computer_waits_for_a_double(&f, &a);
    let waiting = f.manager.table(&f.key).unwrap().unwrap();
    let timer = waiting.timer.expect("the computer waits on a timer");
    assert_eq!(
        waiting.players[timer.player].user(),
        None,
        "the computer to act waits"
    );
    // Not before the wait is over.
    f.clock.advance(DOUBLE_WAIT_MS - 1);
    assert!(f.manager.tick().is_empty());
    assert_eq!(
        f.manager.table(&f.key).unwrap().unwrap().version,
        waiting.version
    );
    // Then the computer plays on and the window shuts with the first card.
    f.clock.advance(1);
    let played = f.manager.tick();
    assert!(!played.is_empty());
    let after = f.manager.table(&f.key).unwrap().unwrap();
    assert!(after.version > waiting.version);
    assert!(
        !may_double(&f, &played),
        "after the first card nobody may double any more"
    );
}

#[test]
fn a_person_who_may_double_out_of_turn_gets_a_hint_for_it() {
    let f = fixture();
    let a = user("1");
    let latest = until_a_computer_waits_for_a_double(&f, &a);
    let (_, hand) = hands(&latest).pop().unwrap();
    let before = f.manager.table(&f.key).unwrap().unwrap();
    let hint = f
        .send(&a, Command::Hint)
        .expect("a hint, not 'not your turn'");
    let [
        Message {
            body: Body::Hint(HintView { labels, why }),
            ..
        },
    ] = hint.as_slice()
    else {
        panic!("{hint:?}")
    };
    // Double where it pays, with the family's reason, else wait so the computers play on.
    let seat = &hand.view;
    match labels {
        Some(labels) => {
            assert!(seat.labels[1].contains(&labels[1]), "{hint:?}");
            assert_eq!(
                why.as_ref().map(|w| w[1].as_str()),
                Some("doubling pays: your side will probably win this game")
            );
        }
        None => assert!(why.is_none(), "{hint:?}"),
    }
    assert_eq!(
        f.manager.table(&f.key).unwrap().unwrap(),
        before,
        "a hint changes nothing"
    );
}

#[test]
fn a_person_says_gut_and_the_computers_play_on_at_once() {
    let f = fixture();
    let a = user("1");
    let latest = until_a_computer_waits_for_a_double(&f, &a);
    let (_, hand) = hands(&latest).pop().unwrap();
    assert!(
        hand.view.ready,
        "the hand offers its word that he is done next to the double"
    );
    let waiting = f.manager.table(&f.key).unwrap().unwrap();
    let gut = f
        .send(
            &a,
            Command::Ready(Ready {
                version: Some(hand.version),
            }),
        )
        .unwrap();
    let after = f.manager.table(&f.key).unwrap().unwrap();
    assert!(after.version > waiting.version);
    assert!(!may_double(&f, &gut), "the computers played on");
    // Once the first card is out, "Gut" is no move any more.
    let again = f.send(
        &a,
        Command::Ready(Ready {
            version: Some(after.version),
        }),
    );
    assert!(again.is_err(), "{again:?}");
    assert_eq!(f.manager.table(&f.key).unwrap().unwrap(), after);
}

#[test]
fn a_damaged_table_is_refused_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let key = TableKey::new(Platform::Telegram, "-100");
    let (a, b) = (user("1"), user("2"));
    let send =
        |m: &Manager, who: &User, c: Command| m.handle(&Request::new(key.clone(), who.clone(), c));
    {
        let m = manager_on(dir.path(), &clock);
        send(&m, &a, Command::Open(Open::default())).unwrap();
        send(&m, &b, Command::Join).unwrap();
        send(&m, &a, Command::Start).unwrap();
        // Damage it: the turn timer names a player who is not there.
        let mut table = m.table(&key).unwrap().unwrap();
        table.timer.as_mut().unwrap().player = 9;
        m.store()
            .commit(&key, Some(&table), &[], bot_core::store::Deals::NONE)
            .unwrap();
    }
    let m = manager_on(dir.path(), &clock);
    clock.advance(TIMING.forfeit_ms);
    assert!(
        m.tick().is_empty(),
        "the due timer of a damaged table does nothing"
    );
    assert_eq!(send(&m, &a, Command::ShowScore), Err(Refused::Unavailable));
}

#[test]
fn a_table_does_not_shrink_below_its_seated_players() {
    let f = fixture();
    let (a, b, c) = (user("1"), user("2"), user("3"));
    let open = Open {
        players: 3,
        ..Open::default()
    };
    seat(&f, open, &[&a, &b, &c]);
    let shrink = SetRule {
        name: "players".into(),
        value: "2".into(),
    };
    assert_eq!(
        f.send(&a, Command::SetRule(shrink.clone())),
        Err(Refused::TooManySeated { seated: 3, size: 2 })
    );
    f.send(&c, Command::Leave).unwrap();
    f.send(&a, Command::SetRule(shrink)).unwrap();
    assert_eq!(f.manager.table(&f.key).unwrap().unwrap().seats(), 2);
}

/// The leaderboard `/leaderboard` shows when no game is named.
fn shown_board(f: &Fixture, who: &User) -> bot_core::manager::LeaderboardView {
    let shown = f
        .send(who, Command::ShowLeaderboard(ShowLeaderboard::default()))
        .unwrap();
    let Body::Leaderboard(board) = &shown[0].body else {
        panic!("a leaderboard: {shown:?}")
    };
    board.clone()
}

/// Issue #45: with no table in the channel, `/leaderboard` shows the board of the game played
/// there last — not Schnapsen's because Schnapsen comes first, nor an empty one.
#[test]
fn with_no_table_the_leaderboard_is_the_game_played_last() {
    let f = fixture();
    let (a, b) = (user("1"), user("2"));
    assert_eq!(
        shown_board(&f, &a).variant,
        GameId::of("schnapsen").unwrap(),
        "nothing played yet: Schnapsen's"
    );
    // A Schnapsen Bummerl, resigned, and the table closed.
    f.open_and_start(&a, &b);
    f.send(&a, Command::Leave).unwrap();
    f.send(&b, Command::Abort).unwrap();
    assert_eq!(f.manager.table(&f.key).unwrap(), None);
    assert_eq!(
        shown_board(&f, &a).variant,
        GameId::of("schnapsen").unwrap()
    );
    // Later, a Partie of Sechsundsechzig played out, and that table closed too.
    f.clock.advance(60_000);
    let all = play_sechsundsechzig(&f, &a, &b, 45);
    assert!(match_over(&all).is_some(), "the Partie ends");
    f.send(&a, Command::Abort).unwrap();
    assert_eq!(f.manager.table(&f.key).unwrap(), None, "closed");
    let board = f
        .send(&b, Command::ShowLeaderboard(ShowLeaderboard::default()))
        .unwrap();
    let Body::Leaderboard(view) = &board[0].body else {
        panic!("a leaderboard")
    };
    assert_eq!(view.variant, GameId::of("sechsundsechzig").unwrap());
    assert_eq!(view.unit, Unit::Partie);
    assert_eq!(view.entries.len(), 2, "{view:?}");
    assert!(view.entries.iter().all(|e| e.stats.last == 1_060_000));
    let text = bot_core::text::body(Lang::En, &board[0].body);
    assert!(text.contains("Sixty-six"), "{text}");
    // A game named is that game's board, whatever was played last.
    let named = f
        .send(
            &a,
            Command::ShowLeaderboard(ShowLeaderboard {
                variant: Some(GameId::of("schnapsen").unwrap()),
                ..ShowLeaderboard::default()
            }),
        )
        .unwrap();
    let Body::Leaderboard(named) = &named[0].body else {
        panic!("a leaderboard")
    };
    assert_eq!(named.variant, GameId::of("schnapsen").unwrap());
    assert_eq!(named.entries.len(), 2);
}

/// Issue #45: a table speaks the language it was opened in, after a restart too; a table stored
/// before tables kept their language speaks its opener's as stored.
#[test]
fn a_table_keeps_the_language_it_was_opened_in() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let key = TableKey::new(Platform::Discord, "555");
    let person = |id: &str, lang| User::new(UserId::new(Platform::Discord, id), id, lang);
    let (anna, bert) = (person("11", Lang::De), person("12", Lang::En));
    let m = manager_on(dir.path(), &clock);
    assert_eq!(m.table_lang(&key), Ok(None), "no table");
    let send = |m: &Manager, u: &User, c| m.handle(&Request::new(key.clone(), u.clone(), c));
    send(&m, &anna, Command::Open(Open::default())).unwrap();
    send(&m, &bert, Command::Join).unwrap();
    send(&m, &bert, Command::Start).unwrap();
    assert_eq!(m.table_lang(&key), Ok(Some(Lang::De)), "the opener's");
    drop(m);
    let m = manager_on(dir.path(), &clock);
    assert_eq!(m.table_lang(&key), Ok(Some(Lang::De)), "after a restart");
    // The same table as a release before this one stored it: no language of its own.
    let mut old = m.table(&key).unwrap().unwrap();
    let mut json = serde_json::to_value(&old).unwrap();
    json.as_object_mut().unwrap().remove("lang");
    old = serde_json::from_value(json).expect("a table without a language still loads");
    assert_eq!(old.lang, None);
    m.store()
        .commit(&key, Some(&old), &[], bot_core::store::Deals::NONE)
        .unwrap();
    drop(m);
    let m = manager_on(dir.path(), &clock);
    assert_eq!(m.table_lang(&key), Ok(None), "nothing known of the opener");
    m.update_user(&anna.id, |r| r.platform_lang = Some(Lang::De))
        .unwrap();
    assert_eq!(m.table_lang(&key), Ok(Some(Lang::De)), "his platform's");
    m.update_user(&anna.id, |r| r.lang = Some(Lang::En))
        .unwrap();
    assert_eq!(
        m.table_lang(&key),
        Ok(Some(Lang::En)),
        "his own choice first"
    );
    // A new table is the new opener's.
    for u in [&anna, &bert] {
        send(&m, u, Command::Abort).unwrap();
    }
    assert_eq!(m.table_lang(&key), Ok(None));
    send(&m, &bert, Command::Open(Open::default())).unwrap();
    assert_eq!(m.table_lang(&key), Ok(Some(Lang::En)));
}

/// Issue #41: a player at the table — not only its opener, and while a deal runs — sets the
/// language the channel reads the table in; anybody else, or a language Bummerl does not speak,
/// is refused and changes nothing.
#[test]
fn a_player_at_the_table_sets_its_language_at_any_time() {
    let f = fixture();
    let (a, b, c) = (user("1"), user("2"), user("3"));
    f.open_and_start(&a, &b);
    let lang = |value: &str| {
        Command::SetRule(SetRule {
            name: "lang".into(),
            value: value.into(),
        })
    };
    let before = f.manager.table_lang(&f.key).unwrap();
    assert_eq!(f.send(&c, lang("de")), Err(Refused::NotSeated));
    let refused = f.send(&b, lang("fr")).unwrap_err();
    assert!(
        matches!(&refused, Refused::BadRule(e) if e.to_string().contains("de, en")),
        "{refused:?}"
    );
    assert_eq!(f.manager.table_lang(&f.key).unwrap(), before);
    for (code, want) in [("DE", Lang::De), ("en-GB", Lang::En), ("de", Lang::De)] {
        let said = f.send(&b, lang(code)).unwrap();
        assert_eq!(f.manager.table_lang(&f.key).unwrap(), Some(want));
        assert!(
            events(&said)
                .iter()
                .any(|e| matches!(e, Event::RuleChanged { name, value } if name == "lang" && value == want.code())),
            "{said:?}"
        );
    }
    let de = bot_core::text::event(
        Lang::De,
        &Event::RuleChanged {
            name: "lang".into(),
            value: "en".into(),
        },
    );
    assert_eq!(de, "Der Tisch spricht jetzt Englisch.");
}
