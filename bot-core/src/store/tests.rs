//! The store's own tests, without the manager's types: test records ([`Note`], [`Count`]), a
//! place for a test's database on either backend ([`Place`]), and the suite every backend
//! passes, run on both from one body ([`on_both`]).
//!
//! The PostgreSQL tests need a server: `BUMMERL_TEST_DATABASE_URL` names a database in which
//! each test makes a schema of its own (and drops it at its end). Without it they print that
//! they are skipped and pass.

use std::path::Path;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::codec::split_stats_key;
use super::deals::raw;
use super::{
    Counts, Credit, Database, Deals, MessageRef, Posted, Postgres, Shown, Sled, StoreError,
    TableRecord, Tally, TestSchema,
};
use crate::ids::{Platform, TableKey, UserId};

/// A table record for tests: a key, a timer, and a flag that fails its check.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Note {
    pub key: TableKey,
    pub due: Option<u64>,
    pub broken: bool,
}

impl Note {
    pub fn new(key: TableKey, due: Option<u64>) -> Note {
        Note {
            key,
            due,
            broken: false,
        }
    }
}

impl TableRecord for Note {
    fn key(&self) -> &TableKey {
        &self.key
    }

    fn check(&self) -> Result<(), String> {
        if self.broken {
            Err("broken".into())
        } else {
            Ok(())
        }
    }

    fn due(&self) -> Option<u64> {
        self.due
    }
}

/// A leaderboard entry for tests: one count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Count(pub u64);

impl Tally for Count {
    fn add(&mut self, other: &Count) {
        self.0 += other.0;
    }
}

/// A sled store of test records in `dir`.
pub fn store_of(dir: &Path) -> Sled<Note, Count> {
    Sled::open(dir).unwrap()
}

/// A store of test records that a test can also damage.
pub trait TestStore: Database<Note, Count> {
    /// Writes `bytes` as the stored value of `key` in `tree` (`tables`, `leaderboard`, `users`)
    /// as they are, bypassing every check.
    fn put_raw(&self, tree: &'static str, key: &str, bytes: &[u8]);
}

impl TestStore for Sled<Note, Count> {
    fn put_raw(&self, tree: &'static str, key: &str, bytes: &[u8]) {
        self.tree(tree).insert(key.as_bytes(), bytes).unwrap();
    }
}

impl TestStore for Postgres<Note, Count> {
    fn put_raw(&self, tree: &'static str, key: &str, bytes: &[u8]) {
        let value = std::str::from_utf8(bytes).unwrap();
        self.execute_raw(&match (tree, split_stats_key(key)) {
            ("leaderboard", Some((channel, board, user))) => format!(
                "INSERT INTO bummerl_leaderboard VALUES ({}, {}, {}, {}) ON CONFLICT \
                 (channel, board, user_key) DO UPDATE SET value = EXCLUDED.value",
                quote(channel),
                quote(board),
                quote(user),
                quote(value)
            ),
            _ => format!(
                "INSERT INTO bummerl_{tree} (key, value) VALUES ({}, {}) ON CONFLICT (key) \
                 DO UPDATE SET value = EXCLUDED.value",
                quote(key),
                quote(value)
            ),
        });
    }
}

/// A string as an SQL literal.
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// Which backend a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// [`Sled`], in a temporary directory.
    Sled,
    /// [`Postgres`], in a schema of its own.
    Postgres,
}

/// Where a test's database lives: a temporary directory, or a schema of its own in the test
/// server's database (dropped with the place).
pub enum Place {
    /// A sled directory.
    Sled(tempfile::TempDir),
    /// A PostgreSQL schema.
    Postgres(TestSchema),
}

impl Place {
    /// A new, empty place on `backend`; `None` (after saying so on stderr) for PostgreSQL
    /// without a test server ([`TestSchema::new`]).
    pub fn new(backend: Backend) -> Option<Place> {
        match backend {
            Backend::Sled => Some(Place::Sled(tempfile::tempdir().unwrap())),
            Backend::Postgres => TestSchema::new().map(Place::Postgres),
        }
    }

    /// Another new place on the same backend.
    pub fn another(&self) -> Place {
        Place::new(self.backend()).expect("the same backend runs")
    }

    /// The backend.
    pub fn backend(&self) -> Backend {
        match self {
            Place::Sled(_) => Backend::Sled,
            Place::Postgres(_) => Backend::Postgres,
        }
    }

    /// Where the store is: the directory, or a URL whose connections use the schema.
    pub fn location(&self) -> String {
        match self {
            Place::Sled(dir) => dir.path().display().to_string(),
            Place::Postgres(schema) => schema.url(),
        }
    }

    /// Opens the store of the place.
    pub fn open(&self) -> Arc<dyn TestStore> {
        self.try_open().unwrap()
    }

    /// Opens the store of the place, failures returned.
    pub fn try_open(&self) -> Result<Arc<dyn TestStore>, StoreError> {
        Ok(match self {
            Place::Sled(dir) => Arc::new(Sled::<Note, Count>::open(dir.path())?),
            Place::Postgres(schema) => Arc::new(Postgres::<Note, Count>::open(&schema.url())?),
        })
    }
}

/// Test functions `fn name(place: &Place) { … }` run once on each backend: as
/// `sled::name` and `postgres::name` (skipped without a server).
macro_rules! on_both {
    ($(#[test] fn $name:ident($place:ident: &Place) $body:block)*) => {
        $(fn $name($place: &$crate::store::tests::Place) $body)*

        mod sled {
            $(#[test]
            fn $name() {
                let place = $crate::store::tests::Place::new($crate::store::tests::Backend::Sled);
                super::$name(&place.expect("sled always runs"));
            })*
        }

        mod postgres {
            $(#[test]
            fn $name() {
                let backend = $crate::store::tests::Backend::Postgres;
                if let Some(place) = $crate::store::tests::Place::new(backend) {
                    super::$name(&place);
                }
            })*
        }
    };
}

/// A store with three tables (one with a timer due at 100), leaderboard credits and a finished
/// deal in each channel.
pub fn fill(store: &dyn TestStore) {
    for t in 0..3u64 {
        let key = TableKey::new(Platform::Discord, format!("c{t}"));
        let note = Note::new(key.clone(), (t == 1).then_some(100));
        let credit = Credit {
            board: "schnapsen".into(),
            user: UserId::new(Platform::Discord, format!("u{t}")),
            add: Count(t + 1),
        };
        let deal = [raw(
            json!({"moves": format!("0play:K{t}"), "score": [1, -1]}),
        )];
        let deals = Deals {
            records: &deal,
            keep: 10,
            dealt: None,
            seasons: None,
        };
        store.commit(&key, Some(&note), &[credit], deals).unwrap();
    }
}

/// A message shown at `version`.
pub fn shown(id: u32, version: u64) -> Shown {
    Shown {
        message: MessageRef::new(-100, id),
        version,
        digest: 0,
        photo: false,
    }
}

on_both! {
    #[test]
    fn credits_add_up_per_board_and_user_in_the_tables_transaction(place: &Place) {
        let store = place.open();
        fill(&*store);
        let key = TableKey::new(Platform::Discord, "c0");
        let anna = UserId::new(Platform::Discord, "u0");
        let bert = UserId::new(Platform::Discord, "u9");
        let credit = |user: &UserId, add| Credit {
            board: "schnapsen".into(),
            user: user.clone(),
            add: Count(add),
        };
        // Anna's entry twice in one commit, and Bert's first.
        let credits = [credit(&anna, 5), credit(&bert, 3), credit(&anna, 2)];
        store.commit(&key, None, &credits, Deals::NONE).unwrap();
        assert_eq!(store.table(&key).unwrap(), None, "the table went");
        let mut board = store.leaderboard(&key, "schnapsen").unwrap();
        board.sort_by_key(|(user, _)| user.to_string());
        assert_eq!(board, [(anna, Count(8)), (bert, Count(3))]);
        assert!(
            store
                .leaderboard(&key, "bauernschnapsen")
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn unknown_formats_and_damaged_values_are_reported_not_dropped(place: &Place) {
        let store = place.open();
        let key = TableKey::new(Platform::Telegram, "1");
        store.put_raw("tables", "telegram:1", br#"{"format": 99, "value": {}}"#);
        let err = store.table(&key).unwrap_err();
        assert!(
            matches!(
                err,
                StoreError::UnknownFormat {
                    found: 99,
                    tree: "tables",
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("telegram:1"));
        let other = TableKey::new(Platform::Telegram, "2");
        store.put_raw("tables", "telegram:2", b"{not json");
        assert!(matches!(
            store.table(&other),
            Err(StoreError::Corrupt { .. })
        ));
        let loaded = store.tables();
        assert_eq!(
            loaded.len(),
            2,
            "bad values are listed as errors, not skipped"
        );
        assert!(loaded.iter().all(Result::is_err));
    }

    #[test]
    fn a_table_that_fails_its_check_is_refused_as_corrupt(place: &Place) {
        let store = place.open();
        let key = TableKey::new(Platform::Telegram, "1");
        let mut note = Note::new(key.clone(), None);
        note.broken = true;
        store.commit(&key, Some(&note), &[], Deals::NONE).unwrap();
        let err = store.table(&key).unwrap_err();
        assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");
    }

    #[test]
    fn export_and_import_round_trip_a_whole_database(place: &Place) {
        let source = place.open();
        fill(&*source);
        let export = source.export().unwrap();
        let other = place.another();
        let target = other.open();
        let counts = target.import(&export).unwrap();
        assert_eq!(counts, source.counts());
        assert_eq!(counts.tables, 3);
        assert_eq!(counts.leaderboard, 3);
        assert_eq!(counts.timers, 1, "the timer index is rebuilt");
        assert_eq!(counts.deals, 3);
        assert_eq!(target.export().unwrap(), export);
        for table in source.tables() {
            let table = table.unwrap();
            assert_eq!(target.table(table.key()).unwrap(), Some(table));
        }
        assert!(
            matches!(target.import(&export), Err(StoreError::Import(_))),
            "not into a full db"
        );
    }

    #[test]
    fn a_damaged_export_imports_nothing_and_damaged_records_are_found(place: &Place) {
        let source = place.open();
        fill(&*source);
        let good = source.export().unwrap();
        let other = place.another();
        let target = other.open();
        for tree in ["leaderboard", "tables"] {
            let mut bad = good.clone();
            let entry = bad[tree].as_object_mut().unwrap().values_mut().last();
            entry.unwrap()["value"] = json!("garbage");
            assert!(
                matches!(target.import(&bad), Err(StoreError::Corrupt { .. })),
                "{tree}"
            );
            assert_eq!(
                target.counts(),
                Counts::default(),
                "nothing of {tree} written"
            );
        }
        target.import(&good).unwrap();
        assert!(target.damaged_records().is_empty());
        let key = good["leaderboard"].as_object().unwrap().keys().next().unwrap();
        target.put_raw("leaderboard", key, br#"{"format": 1, "value": "garbage"}"#);
        assert_eq!(target.damaged_records().len(), 1);
    }

    #[test]
    fn the_timer_index_is_never_late_and_survives_reopening(place: &Place) {
        let store = place.open();
        fill(&*store);
        let key = TableKey::new(Platform::Discord, "c0");
        let mut table = store.table(&key).unwrap().unwrap();
        table.due = Some(1_000);
        store.commit(&key, Some(&table), &[], Deals::NONE).unwrap();
        assert!(store.due_timers(1_000).unwrap().contains(&key));
        table.due = Some(2_000);
        store.commit(&key, Some(&table), &[], Deals::NONE).unwrap();
        assert!(
            store.due_timers(1_500).unwrap().contains(&key),
            "an early entry may stay"
        );
        store.refile_timer(&key, Some(2_000)).unwrap();
        assert!(!store.due_timers(1_500).unwrap().contains(&key));
        assert!(store.due_timers(2_000).unwrap().contains(&key));
        table.due = Some(700);
        store.commit(&key, Some(&table), &[], Deals::NONE).unwrap();
        assert!(
            store.due_timers(700).unwrap().contains(&key),
            "an earlier deadline is filed"
        );
        drop(store);
        let reopened = place.open();
        assert!(reopened.due_timers(700).unwrap().contains(&key));
        reopened.commit(&key, None, &[], Deals::NONE).unwrap();
        assert!(
            !reopened.due_timers(u64::MAX - 1).unwrap().contains(&key),
            "deleted tables leave"
        );
    }

    #[test]
    fn records_of_messages_out_survive_a_reopen_and_empty_ones_are_removed(place: &Place) {
        let key = TableKey::new(Platform::Discord, "555");
        {
            let store = place.open();
            let posted = store
                .update_posted(&key, Box::new(|p| p.set_table(shown(9, 3))))
                .unwrap();
            assert_eq!(posted.table, Some(shown(9, 3)));
            let gone = TableKey::new(Platform::Discord, "556");
            store
                .update_posted(
                    &gone,
                    Box::new(|p| {
                        p.set_table(shown(1, 1));
                        p.retire_all();
                        p.cleared(&MessageRef::new(-100, 1));
                        true
                    }),
                )
                .unwrap();
            assert_eq!(store.all_posted().len(), 1, "an empty record is removed");
            let mut quiet = Posted::new(TableKey::new(Platform::Discord, "557"));
            quiet.set_table(shown(2, 1));
            store.put_posted(&quiet, false).unwrap();
            store.flush().unwrap();
        }
        let store = place.open();
        assert_eq!(store.posted(&key).unwrap().table, Some(shown(9, 3)));
        assert_eq!(store.all_posted().len(), 2);
        assert!(store.damaged_records().is_empty());
    }

    #[test]
    fn a_groups_request_times_and_title_are_kept_with_no_message_out(place: &Place) {
        let key = TableKey::new(Platform::Telegram, "-558");
        {
            let store = place.open();
            store
                .update_posted(
                    &key,
                    Box::new(|p| {
                        p.title = Some("Stammtisch".into());
                        p.sent(1_000, 20);
                        true
                    }),
                )
                .unwrap();
        }
        let store = place.open();
        let posted = store.posted(&key).unwrap();
        assert_eq!(posted.title.as_deref(), Some("Stammtisch"));
        assert_eq!(posted.sends, [1_000]);
        store
            .update_posted(
                &key,
                Box::new(|p| {
                    p.title = None;
                    p.forget_sends_before(2_000);
                    true
                }),
            )
            .unwrap();
        assert!(store.all_posted().is_empty(), "an empty record is removed");
    }

    #[test]
    fn concurrent_changes_to_one_record_of_messages_out_are_all_kept(place: &Place) {
        let store = place.open();
        let key = TableKey::new(Platform::Telegram, "-7");
        std::thread::scope(|scope| {
            for thread in 0..2u64 {
                let (store, key) = (&store, &key);
                scope.spawn(move || {
                    for i in 0..40 {
                        let at = thread * 1_000 + i;
                        store
                            .update_posted(
                                key,
                                Box::new(move |p| {
                                    p.set_table(shown(1, at));
                                    p.sent(at, usize::MAX);
                                    false
                                }),
                            )
                            .unwrap();
                    }
                });
            }
        });
        let mut sends = store.posted(&key).unwrap().sends;
        sends.sort_unstable();
        let all: Vec<u64> = (0..40).chain(1_000..1_040).collect();
        assert_eq!(sends, all, "no change lost");
    }

    #[test]
    fn a_failed_game_end_writes_nothing_and_the_store_goes_on(place: &Place) {
        let store = place.open();
        let key = TableKey::new(Platform::Discord, "c9");
        let user = UserId::new(Platform::Discord, "u9");
        store.put_raw("leaderboard", "discord:c9\0schnapsen\0discord:u9", b"{\"format\": 1}");
        let credit = Credit {
            board: "schnapsen".into(),
            user,
            add: Count(1),
        };
        let note = Note::new(key.clone(), None);
        for _ in 0..3 {
            let err = store.commit(&key, Some(&note), std::slice::from_ref(&credit), Deals::NONE);
            assert!(matches!(err, Err(StoreError::Corrupt { .. })), "{err:?}");
            assert_eq!(store.table(&key).unwrap(), None, "the table is not written either");
        }
        store.commit(&key, Some(&note), &[], Deals::NONE).unwrap();
        assert_eq!(store.table(&key).unwrap(), Some(note));
    }

    #[test]
    fn a_channels_newest_deals_are_kept_in_order_with_their_table(place: &Place) {
        let store = place.open();
        let key = TableKey::new(Platform::Telegram, "-100");
        let other = TableKey::new(Platform::Telegram, "-1000");
        let note = Note::new(key.clone(), None);
        let one = [raw(serde_json::Value::Null)];
        let keep = |records| Deals {
            records,
            keep: 3,
            dealt: None,
            seasons: None,
        };
        // Five deals one at a time, and two at once: only the newest three stay.
        let records: Vec<_> = (1..=7).map(|n| raw(json!({"n": n}))).collect();
        for record in &records[..5] {
            let deals = keep(std::slice::from_ref(record));
            store.commit(&key, Some(&note), &[], deals).unwrap();
        }
        store.commit(&other, None, &[], keep(&one)).unwrap();
        store.commit(&key, Some(&note), &[], keep(&records[5..])).unwrap();
        let kept = store.deals(&key, 10).unwrap();
        let numbers: Vec<u64> = kept.iter().map(|(n, _)| *n).collect();
        assert_eq!(numbers, [7, 6, 5], "newest first, numbered in the order they ended");
        assert_eq!(kept[0].1, json!({"n": 7}));
        assert_eq!(store.deals(&key, 1).unwrap(), [(7, json!({"n": 7}))]);
        assert_eq!(store.deals(&other, 10).unwrap(), [(1, serde_json::Value::Null)]);
        // One deal by its number (a replay's key): only while it is kept, and only its channel's.
        assert_eq!(store.deal(&key, 6).unwrap(), Some(json!({"n": 6})));
        assert_eq!(store.deal(&key, 4).unwrap(), None, "no longer kept");
        assert_eq!(store.deal(&key, 8).unwrap(), None);
        assert_eq!(store.deal(&other, 6).unwrap(), None);
        assert_eq!(store.counts().deals, 4);
        // A game end that fails writes no deal either.
        store.put_raw("leaderboard", "telegram:-100\0schnapsen\0telegram:9", b"{\"format\": 1}");
        let credit = Credit {
            board: "schnapsen".into(),
            user: UserId::new(Platform::Telegram, "9"),
            add: Count(1),
        };
        let failed = store.commit(&key, Some(&note), &[credit], keep(&one));
        assert!(matches!(failed, Err(StoreError::Corrupt { .. })), "{failed:?}");
        assert_eq!(store.deals(&key, 10).unwrap().len(), 3);
        assert_eq!(store.deals(&key, 1).unwrap()[0].0, 7);
    }

    #[test]
    fn the_deal_a_table_plays_is_kept_beside_it_until_the_next_and_goes_with_it(place: &Place) {
        let store = place.open();
        let key = TableKey::new(Platform::Telegram, "-100");
        let note = Note::new(key.clone(), None);
        let dealt = |n: u64| json!({"game": "schnapsen", "state": {"n": n}});
        let (one, two) = (dealt(1), dealt(2));
        let (raw_one, raw_two) = (raw(one.clone()), raw(two.clone()));
        let with = |dealt| Deals {
            dealt,
            ..Deals::NONE
        };
        // What is kept beside the table, read back.
        let kept = |store: &dyn TestStore| -> Option<serde_json::Value> {
            let raw = store.dealt(&key).unwrap()?;
            Some(serde_json::from_str(raw.get()).unwrap())
        };
        assert_eq!(kept(&*store), None);
        store.commit(&key, Some(&note), &[], with(Some(&*raw_one))).unwrap();
        // Moves write the table alone; the deal as dealt stays.
        store.commit(&key, Some(&note), &[], Deals::NONE).unwrap();
        assert_eq!(kept(&*store), Some(one.clone()));
        // The next deal takes its place, with a finished deal and a credit in one transaction.
        let credit = Credit {
            board: "schnapsen".into(),
            user: UserId::new(Platform::Telegram, "9"),
            add: Count(1),
        };
        let record = [raw(json!({"n": 1}))];
        let deals = Deals {
            records: &record,
            keep: 10,
            dealt: Some(&*raw_two),
            seasons: None,
        };
        store.commit(&key, Some(&note), &[credit], deals).unwrap();
        assert_eq!(kept(&*store), Some(two.clone()));
        // It is exported and imported with the rest, and db check reads it.
        let export = store.export().unwrap();
        assert_eq!(export["dealt"]["telegram:-100"]["value"], two);
        let other = place.another();
        let target = other.open();
        target.import(&export).unwrap();
        assert_eq!(kept(&*target), Some(two));
        assert!(target.damaged_records().is_empty());
        let mut bad = export.clone();
        bad["dealt"]["telegram:-100"] = json!({"format": 99, "value": {}});
        let err = place.another().open().import(&bad).unwrap_err();
        assert!(matches!(err, StoreError::UnknownFormat { tree: "dealt", .. }), "{err}");
        // A table that closes takes it along.
        store.commit(&key, None, &[], Deals::NONE).unwrap();
        assert_eq!(kept(&*store), None);
    }

    #[test]
    fn a_channels_seasons_are_written_with_its_credits_and_outlive_its_table(place: &Place) {
        let store = place.open();
        let key = TableKey::new(Platform::Discord, "g1");
        let note = Note::new(key.clone(), None);
        let seasons = |name: &str| json!({"running": {"name": name}, "past": []});
        let (one, two) = (seasons("2026-11"), seasons("2026-12"));
        assert_eq!(store.seasons(&key).unwrap(), None);
        let credit = |board: &str| Credit {
            board: board.into(),
            user: UserId::new(Platform::Discord, "u"),
            add: Count(1),
        };
        let with = |seasons| Deals {
            seasons,
            ..Deals::NONE
        };
        store
            .commit(&key, Some(&note), &[credit("schnapsen")], with(Some(&one)))
            .unwrap();
        assert_eq!(store.seasons(&key).unwrap(), Some(one.clone()));
        // A failed commit writes neither the credit nor the record of seasons.
        store.put_raw("leaderboard", "discord:g1\0schnapsen@2026-12\0discord:u", b"{\"format\": 1}");
        let failed = store.commit(&key, Some(&note), &[credit("schnapsen@2026-12")], with(Some(&two)));
        assert!(matches!(failed, Err(StoreError::Corrupt { .. })), "{failed:?}");
        assert_eq!(store.seasons(&key).unwrap(), Some(one.clone()));
        // Without a table (an admin's early end in a channel with none), and past its table.
        store.commit(&key, None, &[], with(Some(&two))).unwrap();
        assert_eq!(store.seasons(&key).unwrap(), Some(two.clone()));
        assert_eq!(store.counts().seasons, 1);
        let export = store.export().unwrap();
        assert_eq!(export["seasons"]["discord:g1"]["value"], two);
        let other = place.another();
        let target = other.open();
        let mut clean = export.clone();
        clean["leaderboard"]
            .as_object_mut()
            .unwrap()
            .retain(|k, _| !k.contains('@'));
        target.import(&clean).unwrap();
        assert_eq!(target.seasons(&key).unwrap(), Some(two));
        assert!(target.damaged_records().is_empty());
        let mut bad = clean;
        bad["seasons"]["discord:g1"] = json!({"format": 99, "value": {}});
        let err = place.another().open().import(&bad).unwrap_err();
        assert!(matches!(err, StoreError::UnknownFormat { tree: "seasons", .. }), "{err}");
    }

    #[test]
    fn an_export_from_before_deals_were_recorded_imports(place: &Place) {
        let source = place.open();
        fill(&*source);
        let mut export = source.export().unwrap();
        export.as_object_mut().unwrap().remove("deals");
        let other = place.another();
        let target = other.open();
        let counts = target.import(&export).unwrap();
        assert_eq!((counts.tables, counts.deals), (3, 0));
        let mut bad = source.export().unwrap();
        bad["deals"] = json!({"telegram:1": {"format": 1, "value": {}}});
        let another = place.another();
        let err = another.open().import(&bad).unwrap_err();
        assert!(err.to_string().contains("a deal's number"), "{err}");
    }

    #[test]
    fn a_new_database_has_the_current_layout(place: &Place) {
        let store = place.open();
        assert_eq!(store.layout().unwrap(), u64::from(super::DB_FORMAT));
    }
}

/// An export of either backend imports into the other and exports again the same document.
#[test]
fn exports_move_between_sled_and_postgres_unchanged() {
    let Some(pg) = Place::new(Backend::Postgres) else {
        return;
    };
    let sled = Place::new(Backend::Sled).unwrap();
    let source = sled.open();
    fill(&*source);
    source
        .put_user(
            &UserId::new(Platform::Telegram, "9"),
            &super::UserRecord {
                name: "Anna \"Ä\" O'Brien \u{1}".into(),
                ..Default::default()
            },
        )
        .unwrap();
    let export = source.export().unwrap();
    let target = pg.open();
    assert_eq!(target.import(&export).unwrap(), source.counts());
    let again = target.export().unwrap();
    assert_eq!(again, export);
    assert_eq!(
        serde_json::to_string(&again).unwrap(),
        serde_json::to_string(&export).unwrap(),
        "the same document, byte for byte"
    );
    let back = sled.another();
    let back_store = back.open();
    back_store.import(&again).unwrap();
    assert_eq!(back_store.export().unwrap(), export);
}
