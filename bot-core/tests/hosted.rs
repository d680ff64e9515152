//! Every game of the registry at a real table: opened, seated and played to the end of a match
//! by pressing the keys the presentation layer offers (toggles, pages and all), through the
//! button payloads, on a real sled store — with a restart in the middle, every hand addressed
//! to its owner only, and the match on the leaderboard in the game's unit.

use bot_core::games::Unit;
use bot_core::games::registry::Ranking;
use bot_core::games::{GameId, Lang};
use bot_core::manager::SledStore;
use bot_core::manager::{
    Body, Button, ButtonData, Command, Event, HandView, HintView, Manager, ManualClock, Message,
    Open, Platform, Recipient, Refused, Request, TableKey, Timing, User, UserId, table_buttons,
};
use bot_core::present::{self, ROW, ROWS};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const TIMING: Timing = Timing {
    reminder_ms: 60_000,
    forfeit_ms: 300_000,
};

fn user(id: usize) -> User {
    User::new(
        UserId::new(Platform::Telegram, id.to_string()),
        format!("Spieler {id}"),
        if id.is_multiple_of(2) {
            Lang::De
        } else {
            Lang::En
        },
    )
}

fn manager(dir: &std::path::Path, clock: &ManualClock) -> Manager {
    Manager::with_clock(
        SledStore::open(dir).unwrap(),
        TIMING,
        Box::new(clock.clone()),
        7,
    )
}

/// The hands in `messages`, checked to go to their owners only.
fn hands<'a>(messages: &'a [Message], users: &[User]) -> Vec<(usize, &'a HandView)> {
    messages
        .iter()
        .filter_map(|m| match (&m.to, &m.body) {
            (Recipient::User(to), Body::Hand(hand)) => {
                let owner = users
                    .iter()
                    .position(|u| &u.id == to)
                    .expect("a seated user");
                Some((owner, hand.as_ref()))
            }
            (Recipient::Channel(_), Body::Hand(_)) => panic!("a hand went to the channel"),
            _ => None,
        })
        .collect()
}

/// The platforms' worst channel ids: a Telegram supergroup (`-100` and ten digits) and a Discord
/// snowflake at its longest.
const WORST_CHANNELS: [&str; 3] = [
    "-1009999999999",
    "9999999999999999999",
    "18446744073709551615",
];

/// Checks that `button`'s payload, made at the platforms' worst channel ids and the largest
/// version there is, fits Telegram's 64 bytes (and so Discord's 100) and reads back the same;
/// returns the longest payload's length.
fn fits_everywhere(button: Button) -> usize {
    let worst = match button {
        Button::Ready { .. } => Button::Ready { version: u64::MAX },
        Button::Move { mv, .. } => Button::Move {
            version: u64::MAX,
            mv,
        },
        Button::Pick(pick) => Button::Pick(bot_core::manager::Pick {
            version: u64::MAX,
            ..pick
        }),
        other => other,
    };
    WORST_CHANNELS
        .iter()
        .map(|channel| {
            let data = ButtonData::new(*channel, worst);
            let payload = data.to_string();
            assert!(payload.len() <= 64, "{} bytes: {payload}", payload.len());
            assert_eq!(ButtonData::parse(&payload), Ok(data), "{payload}");
            payload.len()
        })
        .max()
        .unwrap_or(0)
}

/// Plays a match of `id` with `n` people pressing random keys; the events it produced. Every
/// key shown on the way — under every hand, under the table, a claim — is checked with
/// [`fits_everywhere`].
fn play_match(id: GameId, n: usize, seed: u64) -> Vec<Event> {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let mut m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Telegram, "-100777");
    let users: Vec<User> = (0..n).map(user).collect();
    let send = |m: &Manager, who: &User, command: Command| {
        m.handle(&Request::new(key.clone(), who.clone(), command))
    };
    let open = Open {
        variant: id,
        players: n,
        ..Open::default()
    };
    send(&m, &users[0], Command::Open(open)).unwrap();
    for u in &users[1..] {
        send(&m, u, Command::Join).unwrap();
    }
    let mut latest = send(&m, &users[0], Command::Start).unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut events = Vec::new();
    let mut shown: Vec<Option<HandView>> = vec![None; n];
    for step in 0..20_000 {
        for message in &latest {
            match &message.body {
                Body::Event(e) => events.push(e.clone()),
                Body::Table(view) => {
                    for button in table_buttons(view).into_iter().flatten() {
                        fits_everywhere(button);
                    }
                    fits_everywhere(Button::Forfeit);
                }
                _ => {}
            }
        }
        let dealt = events
            .iter()
            .filter(|e| matches!(e, Event::Dealt { .. }))
            .count();
        let endless = id.spec().ranking == Ranking::Account;
        if events.iter().any(|e| matches!(e, Event::MatchOver { .. })) || (endless && dealt > 3) {
            check_records(&m, &key, dealt);
            return events;
        }
        for (owner, hand) in hands(&latest, &users) {
            shown[owner] = Some(hand.clone());
        }
        if step == 40 {
            // A restart: the table comes back from the store and plays on.
            drop(m);
            m = manager(dir.path(), &clock);
        }
        let ready: Vec<(usize, Vec<Vec<present::Key>>)> = shown
            .iter()
            .enumerate()
            .filter_map(|(p, h)| {
                let h = h.as_ref()?;
                let keys = present::hand_keys(if p % 2 == 0 { Lang::De } else { Lang::En }, h);
                (!keys.is_empty()).then_some((p, keys))
            })
            .collect();
        assert!(
            !ready.is_empty(),
            "{}: nobody has a key to press: {:#?}",
            id.id(),
            shown
                .iter()
                .map(|h| h.as_ref().map(|h| (&h.view, h.version)))
                .collect::<Vec<_>>()
        );
        for (_, rows) in &ready {
            for key in rows.iter().flatten() {
                fits_everywhere(key.button);
            }
        }
        let (player, rows) = &ready[rng.random_range(0..ready.len())];
        assert!(
            rows.len() <= ROWS && rows.iter().all(|r| r.len() <= ROW),
            "{rows:?}"
        );
        let keys: Vec<&present::Key> = rows.iter().flatten().collect();
        // Press a key as a platform would: its payload, read back strictly.
        let key_pressed = keys[rng.random_range(0..keys.len())];
        let payload = ButtonData::new(key.channel.clone(), key_pressed.button).to_string();
        assert!(payload.len() <= 64, "{payload}");
        let data = ButtonData::parse(&payload).unwrap_or_else(|e| panic!("{payload}: {e}"));
        assert_eq!(data.button, key_pressed.button);
        let command = data.command();
        let is_pick = matches!(data.button, Button::Pick(_));
        match send(&m, &users[*player], command) {
            Ok(messages) => latest = messages,
            Err(Refused::Stale { .. }) => {
                // Another hand was older than the table: show it again (none to one who
                // sits this deal out).
                latest = match send(&m, &users[*player], Command::ShowHand) {
                    Ok(messages) => messages,
                    Err(Refused::SitsOut) => Vec::new(),
                    Err(other) => panic!("{}: his hand refused: {other:?}", id.id()),
                };
            }
            Err(other) => panic!("{}: {} refused: {other:?}", id.id(), key_pressed.label),
        }
        if is_pick {
            assert!(!latest.is_empty(), "a pick shows the hand again");
        }
    }
    panic!("{}: no match ended in 20,000 presses", id.id());
}

/// Every deal of the table that ended was recorded, across the restart, and each one's
/// scenario plays again to the moves all accepted and the recorded result.
fn check_records(m: &Manager, key: &TableKey, dealt: usize) {
    let running = m.table(key).unwrap().and_then(|t| t.round().cloned());
    let records = m.deals(key, 10_000).unwrap();
    assert_eq!(records.len(), dealt - usize::from(running.is_some()));
    let numbers: Vec<u64> = records.iter().map(|(n, _)| *n).collect();
    let expected: Vec<u64> = (1..=records.len() as u64).rev().collect();
    assert_eq!(numbers, expected, "newest first, numbered from 1");
    for (n, record) in &records {
        let game = record.game;
        let dealt = record.dealt().unwrap();
        assert_eq!(dealt.id(), game);
        assert_eq!(record.seats.len(), dealt.get().seats());
        assert!(
            record.result["score"].is_array(),
            "{}: {}",
            game.id(),
            record.result
        );
        let scenario = record.scenario(&format!("deal {n}"));
        let out = bot_core::manager::replay(&scenario)
            .unwrap_or_else(|e| panic!("{}: deal {n}: {e}", game.id()));
        assert_eq!(
            out["actions"],
            scenario["expect"]["actions"],
            "{}",
            game.id()
        );
        assert_eq!(out["result"], record.result, "{}: deal {n}", game.id());
        // The file as it is written: the same replay after a trip through its text.
        let text = serde_json::to_string_pretty(&scenario).unwrap();
        let again = serde_json::from_str(&text).unwrap();
        assert_eq!(bot_core::manager::replay(&again).unwrap(), out);
    }
}

#[test]
fn every_game_of_the_registry_plays_a_match_at_a_table() {
    for id in GameId::all() {
        let (min, max) = id.spec().seats;
        for n in [min, max.min(min + 2)] {
            let events = play_match(id, n, 11);
            let over = events.iter().find_map(|e| match e {
                Event::MatchOver { results, .. } => Some(results.clone()),
                _ => None,
            });
            match over {
                Some(results) => assert_eq!(results.len(), n, "{}", id.id()),
                // A running account goes on deal after deal.
                None => assert_eq!(id.spec().ranking, Ranking::Account, "{}", id.id()),
            }
            assert!(
                events.iter().any(|e| matches!(e, Event::Told { .. })),
                "{}: the game told nothing",
                id.id()
            );
        }
    }
}

#[test]
fn a_match_against_the_computer_reaches_the_leaderboard_in_its_unit() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Discord, "555");
    let me = user(1);
    let send = |command: Command| m.handle(&Request::new(key.clone(), me.clone(), command));
    let id = GameId::of("boehmischer_schneider").unwrap();
    let open = Open {
        variant: id,
        computer: Some(bot_core::games::Level::Strong),
        ..Open::default()
    };
    let mut latest = send(Command::Open(open)).unwrap();
    let mut rng = SmallRng::seed_from_u64(3);
    let mut over = false;
    let mut hinted = false;
    for _ in 0..2_000 {
        over |= latest
            .iter()
            .any(|msg| matches!(&msg.body, Body::Event(Event::MatchOver { .. })));
        if over {
            break;
        }
        let hand = hands(&latest, std::slice::from_ref(&me))
            .into_iter()
            .map(|(_, h)| h.clone())
            .next_back()
            .expect("my hand after every move");
        let offers = bot_core::text::offers(Lang::En, &hand);
        assert!(
            !offers.is_empty(),
            "it is my turn whenever the computer has moved"
        );
        if !hinted {
            // A hint: privately, a move of his in both languages, and nothing changes.
            let hint = send(Command::Hint).unwrap();
            let [
                Message {
                    to: Recipient::User(to),
                    body:
                        Body::Hint(HintView {
                            labels: Some(labels),
                            ..
                        }),
                },
            ] = hint.as_slice()
            else {
                panic!("{hint:?}")
            };
            assert_eq!(to, &me.id);
            assert!(labels.iter().all(|l| !l.is_empty()), "{labels:?}");
            let text = bot_core::text::body(Lang::En, &hint[0].body);
            assert!(text.starts_with("Hint: "), "{text}");
            hinted = true;
        }
        let (play, _) = offers[rng.random_range(0..offers.len())];
        latest = send(play.command(Some(hand.version))).unwrap();
    }
    assert!(over, "a Partie against the computer ends");
    let shown = m.leaderboard(&key, id, 10, None).unwrap();
    let Body::Leaderboard(board) = &shown[0].body else {
        panic!("{shown:?}")
    };
    assert_eq!(board.unit, Unit::Partie);
    // The person's entry, and the computer's level by its rating alone.
    let (people, computers): (Vec<_>, Vec<_>) = board
        .entries
        .iter()
        .partition(|e| bot_core::manager::rating::computer_level(&e.user).is_none());
    let stats = &people[0].stats;
    assert_eq!(stats.partien_won + stats.partien_lost, 1, "{stats:?}");
    assert!(stats.games_won + stats.games_lost > 0);
    assert_eq!(
        stats.rating.map(|r| r.results),
        Some(1),
        "the Partie is rated"
    );
    assert_eq!(computers.len(), 1, "{:?}", board.entries);
    assert_eq!(computers[0].stats.rating.map(|r| r.results), Some(1));
}

#[test]
fn a_refused_move_says_why_in_the_players_language_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Telegram, "-1");
    let (a, b) = (user(2), user(3));
    let send =
        |who: &User, command: Command| m.handle(&Request::new(key.clone(), who.clone(), command));
    let id = GameId::of("boehmischer_schneider").unwrap();
    send(
        &a,
        Command::Open(Open {
            variant: id,
            ..Open::default()
        }),
    )
    .unwrap();
    send(&b, Command::Join).unwrap();
    let dealt = send(&a, Command::Start).unwrap();
    let hs = hands(&dealt, &[user(0), user(1), a.clone(), b.clone()]);
    let (idle, hand) = hs
        .iter()
        .find(|(_, h)| !h.view.can_act())
        .expect("one waits");
    let who = if *idle == 2 { &a } else { &b };
    let card = hand.view.hand[0];
    let mv = bot_core::games::Move::play(card);
    let refused = send(
        who,
        Command::Move(bot_core::manager::MoveAct { version: None, mv }),
    )
    .unwrap_err();
    match &refused {
        Refused::Move { code, text } => {
            assert_eq!(code, "not_your_turn");
            assert_eq!(text[0], "Du bist nicht an der Reihe.");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        bot_core::text::refused(Lang::De, &refused),
        "Du bist nicht an der Reihe."
    );
    // Nothing changed: the same hand, the same version.
    let again = send(who, Command::ShowHand).unwrap();
    assert_eq!(
        hands(&again, &[user(0), user(1), a.clone(), b.clone()])[0]
            .1
            .version,
        hand.version
    );
}

#[test]
fn typed_moves_are_read_against_the_hand_at_any_table() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Discord, "777");
    let me = user(1);
    let send = |command: Command| m.handle(&Request::new(key.clone(), me.clone(), command));
    let id = GameId::of("elfern").unwrap();
    let open = Open {
        variant: id,
        computer: Some(bot_core::games::Level::Random),
        ..Open::default()
    };
    let opened = send(Command::Open(open)).unwrap();
    let hand = hands(&opened, std::slice::from_ref(&me))
        .into_iter()
        .map(|(_, h)| h.clone())
        .next_back()
        .unwrap();
    let card = hand.view.moves[0].card().unwrap();
    let played = send(Command::Typed(format!(
        "play {}",
        bot_core::games::glossary::Face::French.card(card, Lang::En)
    )))
    .unwrap();
    assert!(!played.is_empty());
    let table = m.table(&key).unwrap().unwrap();
    assert!(table.version > hand.version, "the typed move was made");
    let junk = send(Command::Typed("fly away".into())).unwrap_err();
    assert_eq!(
        bot_core::text::refused(Lang::En, &junk),
        "“fly away” is none of your moves now."
    );
    assert_eq!(m.table(&key).unwrap().unwrap().version, table.version);
}

/// The moves of a registry game's hand.
fn moves_of(hand: &HandView) -> Vec<bot_core::games::Move> {
    hand.view.moves.clone()
}

/// The English lines of the table message in `messages`.
fn table_lines(messages: &[Message]) -> Vec<String> {
    messages
        .iter()
        .find_map(|m| match &m.body {
            Body::Table(view) => Some(view.round.as_ref()?.public.lines[1].clone()),
            _ => None,
        })
        .expect("the table message")
}

#[test]
fn ten_punters_stake_side_by_side_and_nobody_waits_on_another() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Telegram, "-100999");
    let users: Vec<User> = (0..11).map(user).collect();
    let send = |who: usize, command: Command| {
        m.handle(&Request::new(key.clone(), users[who].clone(), command))
    };
    let open = Open {
        variant: GameId::of("bassette").unwrap(),
        players: 11,
        ..Open::default()
    };
    send(0, Command::Open(open)).unwrap();
    for u in 1..11 {
        send(u, Command::Join).unwrap();
    }
    let dealt = send(0, Command::Start).unwrap();
    let draw = bot_core::games::Move::verb_only("draw");
    let dealt_hands: Vec<(usize, HandView)> = hands(&dealt, &users)
        .into_iter()
        .map(|(p, h)| (p, h.clone()))
        .collect();
    let banker = dealt_hands
        .iter()
        .find(|(_, h)| moves_of(h) == [draw])
        .expect("a banker")
        .0;
    let punters: Vec<&(usize, HandView)> =
        dealt_hands.iter().filter(|(p, _)| *p != banker).collect();
    assert_eq!(punters.len(), 10);
    // The first punter opens a rank (stakes are chosen rank, then amount) …
    let (first, first_hand) = punters[0];
    let rank = present::hand_keys(Lang::En, first_hand)
        .into_iter()
        .flatten()
        .find(|k| matches!(k.button, Button::Pick(p) if p.prefix.is_some()))
        .expect("the ranks first");
    let channel = key.channel.clone();
    let command = |button| ButtonData::new(channel.clone(), button).command();
    let opened = send(*first, command(rank.button)).expect("a rank opens");
    let opened = hands(&opened, &users)[0].1.clone();
    // … while the nine others each stake from the hand dealt to them, one after the other, and
    // nothing they were shown goes stale: only the staker's own hand is sent again (the bank
    // covers them all, so nobody else's choices change).
    let smallest = |hand: &HandView| {
        *moves_of(hand)
            .iter()
            .find(|m| m.text().ends_with(":3"))
            .expect("a stake of 3")
    };
    for (p, hand) in &punters[1..] {
        let act = bot_core::manager::MoveAct {
            version: Some(hand.epoch),
            mv: smallest(hand),
        };
        let out = send(*p, Command::Move(act)).expect("no punter waits on another");
        let re_sent: Vec<usize> = hands(&out, &users)
            .iter()
            .map(|(o, _)| *o)
            .filter(|&o| o != banker)
            .collect();
        assert_eq!(re_sent, [*p], "only the staker's hand changes");
    }
    // Two large stakes leave the bank less than the maximum free: everybody's amounts shrink,
    // so every hand is sent again — and the first punter's keeps his open rank.
    let (second, _) = punters[1];
    let mut latest = Vec::new();
    for rank in ["2", "3"] {
        let mv = bot_core::games::Move::parse(&format!("stake:{rank}:30")).unwrap();
        let act = bot_core::manager::MoveAct { version: None, mv };
        latest = send(*second, Command::Move(act)).expect("within the bank's limit");
    }
    let reopened = hands(&latest, &users)
        .into_iter()
        .find(|(o, _)| o == first)
        .expect("his hand again, the amounts fewer")
        .1
        .clone();
    assert_eq!(
        reopened.pick.prefix, opened.pick.prefix,
        "his choice stays open"
    );
    assert!(moves_of(&reopened).len() < moves_of(&opened).len());
    let amount = present::hand_keys(Lang::En, &reopened)
        .into_iter()
        .flatten()
        .find(|k| matches!(k.button, Button::Move { .. }))
        .expect("amounts");
    let after = send(*first, command(amount.button)).expect("his amount is taken");
    // The table shows every stake, each by its punter.
    let lines = table_lines(&after).join("\n");
    for (p, _) in &punters {
        assert!(
            lines.contains(&format!("{} stakes", users[*p].name)),
            "{lines}"
        );
    }
    // The banker's draw changes the deal for everybody: buttons made before it are stale.
    let drawn = send(
        banker,
        Command::Move(bot_core::manager::MoveAct {
            version: None,
            mv: draw,
        }),
    )
    .unwrap();
    assert!(hands(&drawn, &users).len() >= 10, "every hand again");
    let (p, old) = punters[1];
    let stale = send(
        *p,
        Command::Move(bot_core::manager::MoveAct {
            version: Some(old.epoch),
            mv: moves_of(old)[1],
        }),
    )
    .unwrap_err();
    assert!(matches!(stale, Refused::Stale { .. }), "{stale:?}");
}

/// The pairs a Bassette table has drawn, read from the table message's first line.
fn pairs_drawn(m: &Manager, key: &TableKey) -> u32 {
    let table = m.table(key).unwrap().unwrap();
    let view = table.view();
    let Some(round) = view.round else {
        panic!("a deal")
    };
    let game = round.public;
    let first = &game.lines[1][0];
    first
        .strip_prefix("Taille: pair ")
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{first}"))
}

#[test]
fn a_computer_banker_waits_for_the_punters_ready_or_the_waiting_time() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Telegram, "-100555");
    let me = user(1);
    let send = |command: Command| m.handle(&Request::new(key.clone(), me.clone(), command));
    let open = Open {
        variant: GameId::of("bassette").unwrap(),
        computer: Some(bot_core::games::Level::Strong),
        ..Open::default()
    };
    let mut latest = send(Command::Open(open)).unwrap();
    let draw = bot_core::games::Move::verb_only("draw");
    let my_hand = |messages: &[Message]| {
        hands(messages, std::slice::from_ref(&me))
            .into_iter()
            .map(|(_, h)| h.clone())
            .next_back()
    };
    // Where I bank first, I draw my Taille through; then the computer holds the bank.
    for _ in 0..30 {
        let hand = my_hand(&latest).expect("my hand");
        if moves_of(&hand) != [draw] {
            break;
        }
        let act = bot_core::manager::MoveAct {
            version: None,
            mv: draw,
        };
        latest = send(Command::Move(act)).unwrap();
    }
    let hand = my_hand(&latest).expect("my hand as a punter");
    let seat = &hand.view;
    assert!(seat.ready, "the computer banker waits for my word");
    assert_eq!(pairs_drawn(&m, &key), 0, "nothing drawn yet");
    let keys: Vec<present::Key> = present::hand_keys(Lang::En, &hand)
        .into_iter()
        .flatten()
        .collect();
    let ready = keys
        .iter()
        .find(|k| k.label == "Ready – go on")
        .expect("a Ready key")
        .button;
    // A stake: the bank still waits.
    let stake = *moves_of(&hand)
        .iter()
        .find(|m| m.text().ends_with(":3"))
        .unwrap();
    let act = bot_core::manager::MoveAct {
        version: Some(hand.epoch),
        mv: stake,
    };
    send(Command::Move(act)).unwrap();
    assert_eq!(pairs_drawn(&m, &key), 0, "staking does not end the wait");
    // "Ready" (a key made before my stake is still good): the bank draws one pair, then waits.
    let channel = key.channel.clone();
    let latest = send(ButtonData::new(channel, ready).command()).unwrap();
    assert_eq!(pairs_drawn(&m, &key), 1);
    let hand = my_hand(&latest).expect("my hand again");
    let seat = &hand.view;
    assert!(seat.ready, "asked again after the pair");
    // Without a word, the waiting time runs out and the bank draws.
    clock.advance(bot_core::manager::DOUBLE_WAIT_MS + 1);
    m.tick();
    assert_eq!(pairs_drawn(&m, &key), 2, "the waiting time ran out");
    // Typed, too.
    send(Command::Typed("fertig".into())).unwrap();
    assert_eq!(pairs_drawn(&m, &key), 3);
}

#[test]
fn ready_where_nobody_waits_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Telegram, "-100556");
    let (a, b) = (user(2), user(3));
    let send =
        |who: &User, command: Command| m.handle(&Request::new(key.clone(), who.clone(), command));
    let open = Open {
        variant: GameId::of("bassette").unwrap(),
        ..Open::default()
    };
    send(&a, Command::Open(open)).unwrap();
    send(&b, Command::Join).unwrap();
    send(&a, Command::Start).unwrap();
    let version = m.table(&key).unwrap().unwrap().version;
    for who in [&a, &b] {
        let refused = send(who, Command::Typed("ready".into())).unwrap_err();
        assert!(matches!(refused, Refused::NobodyWaits), "{refused:?}");
        assert_eq!(
            bot_core::text::refused(Lang::En, &refused),
            "Nobody is waiting for you – you may stake as long as you like."
        );
    }
    assert_eq!(m.table(&key).unwrap().unwrap().version, version);
}

#[test]
fn the_computers_bank_holds_seat_0_for_a_partie_of_three_tailles() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Telegram, "-100557");
    let (a, b) = (user(2), user(3));
    let send =
        |who: &User, command: Command| m.handle(&Request::new(key.clone(), who.clone(), command));
    let mut open = Open {
        variant: GameId::of("bassette").unwrap(),
        players: 3,
        ..Open::default()
    };
    open.set_rule("bank", "computer").unwrap();
    send(&a, Command::Open(open)).unwrap();
    send(&b, Command::Join).unwrap();
    // Three people and no computer: there is no bank.
    let c = user(4);
    send(&c, Command::Join).unwrap();
    let refused = send(&a, Command::Start).map(drop).unwrap_err();
    assert!(matches!(refused, Refused::ComputerNeeded), "{refused:?}");
    assert_eq!(
        bot_core::text::refused(Lang::En, &refused),
        "The computer's bank needs the computer at the table: add it first."
    );
    send(&c, Command::Leave).unwrap();
    send(&a, Command::AddComputer).unwrap();
    send(&a, Command::Start).unwrap();
    let computer = m
        .table(&key)
        .unwrap()
        .unwrap()
        .players
        .iter()
        .position(|p| p.user().is_none())
        .unwrap();
    // Three Tailles, the computer banking each; the people only say "ready" between pairs.
    let mut tailles = Vec::new();
    for _ in 0..200 {
        let Some(table) = m.table(&key).unwrap() else {
            break;
        };
        let Some(round) = table.round() else { break };
        if tailles.last() != Some(&table.games_dealt) {
            assert_eq!(round.seats[0], computer, "the computer banks");
            tailles.push(table.games_dealt);
        }
        for who in [&a, &b] {
            // One may already be answered for by the other's "ready" (a pair drawn).
            let _ = send(who, Command::Typed("ready".into()));
        }
    }
    assert_eq!(tailles.len(), 3, "a Partie of three Tailles: {tailles:?}");
}

#[test]
fn computer_punters_stake_at_the_computers_bank_while_it_waits_for_a_person() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(1_000_000);
    let m = manager(dir.path(), &clock);
    let key = TableKey::new(Platform::Telegram, "-100558");
    let me = user(5);
    let mut open = Open {
        variant: GameId::of("bassette").unwrap(),
        computer: Some(bot_core::games::Level::Strong),
        players: 3,
        seed: Some(3),
        ..Open::default()
    };
    open.set_rule("bank", "computer").unwrap();
    let latest = m
        .handle(&Request::new(key.clone(), me.clone(), Command::Open(open)))
        .unwrap();
    // The bank waits for my word before the first pair; the other computer punts meanwhile.
    assert_eq!(pairs_drawn(&m, &key), 0);
    let lines = table_lines(&latest);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Computer") && l.contains(" stakes: ")),
        "{lines:?}"
    );
}
