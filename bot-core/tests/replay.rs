//! `/replay` on the manager with a real sled store: a finished deal stepped through with its
//! keys, every hand open, the same every time; the refusals of stale, foreign and out-of-range
//! steps; and never a running deal's cards.

use std::collections::BTreeSet;

use bot_core::games::{Card, Level};
use bot_core::manager::{
    Body, Button, ButtonData, Command, DealRef, Lang, Manager, ManualClock, Message, Open,
    Platform, Recipient, Refused, ReplayStep, ReplayView, Request, SledStore, TableKey, Timing,
    User, UserId, replay_buttons,
};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

struct Fixture {
    _dir: tempfile::TempDir,
    manager: Manager,
    key: TableKey,
    anna: User,
}

/// A manager on sled that keeps `keep` finished deals of a channel.
fn fixture(keep: usize) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let store = SledStore::open(dir.path()).unwrap();
    let clock = ManualClock::at(1_000_000);
    let manager =
        Manager::with_clock(store, Timing::default(), Box::new(clock), 7).keeping_deals(keep);
    let anna = User::new(UserId::new(Platform::Telegram, "1"), "Anna", Lang::De);
    Fixture {
        _dir: dir,
        manager,
        key: TableKey::new(Platform::Telegram, "-100"),
        anna,
    }
}

impl Fixture {
    fn send(&self, command: Command) -> Result<Vec<Message>, Refused> {
        self.manager
            .handle(&Request::new(self.key.clone(), self.anna.clone(), command))
    }

    /// Anna against the easy computer at Schnapsen, moving at random until `deals` deals have
    /// ended and the next one is dealt.
    fn play_deals(&self, deals: usize) {
        let open = Open {
            computer: Some(Level::Easy),
            seed: Some(11),
            ..Open::default()
        };
        let mut latest = self.send(Command::Open(open)).unwrap();
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..5000 {
            let newest = self.manager.deals(&self.key, 1).unwrap();
            if newest.first().is_some_and(|&(n, _)| n >= deals as u64) {
                return;
            }
            let hand = latest.iter().find_map(|m| match (&m.to, &m.body) {
                (Recipient::User(_), Body::Hand(h)) if h.view.can_act() => Some(h.clone()),
                _ => None,
            });
            let Some(hand) = hand else {
                latest = self.send(Command::Start).unwrap();
                continue;
            };
            let offers = bot_core::text::offers(Lang::En, &hand);
            let (play, _) = &offers[rng.random_range(0..offers.len())];
            latest = self.send(play.command(Some(hand.epoch))).unwrap();
        }
        panic!("{deals} deals did not end");
    }

    fn replay(&self, deal: DealRef, step: usize) -> Result<ReplayView, Refused> {
        let messages = self.send(Command::Replay(ReplayStep { deal, step }))?;
        assert_eq!(messages.len(), 1);
        assert_eq!(messages[0].to, Recipient::Channel(self.key.clone()));
        match &messages[0].body {
            Body::Replay(view) => Ok((**view).clone()),
            other => panic!("{other:?}"),
        }
    }

    /// The replay's key `button` pressed in the channel: its payload written and read back.
    fn press(&self, button: Button) -> Result<ReplayView, Refused> {
        let data = ButtonData::new(self.key.channel.clone(), button).to_string();
        let command = ButtonData::parse(&data).unwrap().command();
        let Command::Replay(at) = command else {
            panic!("{command:?}")
        };
        self.replay(at.deal, at.step)
    }
}

#[test]
fn a_finished_deal_steps_forth_and_back_with_every_hand_open_and_the_computers_view() {
    let f = fixture(1000);
    f.play_deals(1);
    let (number, record) = f.manager.finished_deal(&f.key, 1).unwrap();
    let dealt = record.dealt().unwrap();
    let first = f.replay(DealRef::Back(1), 0).unwrap();
    assert_eq!((first.number, first.step), (number, 0));
    assert_eq!(first.steps, record.moves.len());
    assert!(first.played.is_none() && first.score.is_none());
    let hands: Vec<Vec<Card>> = (0..2).map(|s| dealt.get().hand(s)).collect();
    assert_eq!(first.hands, hands, "every hand open, as dealt");
    let text = bot_core::text::body(Lang::De, &Body::Replay(Box::new(first.clone())));
    assert!(text.contains("Anna: "), "{text}");
    // Forth with ▶ to the end: each step the move made, by its seat, judged where it was a
    // choice; the same step shows the same every time.
    let mut view = first.clone();
    let mut judged = 0;
    while let Some(&next) = replay_buttons(&view)
        .last()
        .filter(|_| view.step < view.steps)
    {
        let before = view.step;
        view = f.press(next).unwrap();
        assert_eq!(view.step, before + 1);
        let played = view.played.as_ref().expect("a move led here");
        assert_eq!(played.seat, record.moves[before].seat);
        judged += usize::from(played.judged.is_some());
        if before == 0 {
            assert_eq!(
                f.press(next).unwrap(),
                view,
                "a step shows the same every time"
            );
        }
    }
    assert!(judged > 0, "the strong computer judged no move");
    assert_eq!(view.step, record.moves.len());
    let score: Vec<i64> = serde_json::from_value(record.result["score"].clone()).unwrap();
    assert_eq!(view.score, Some(score), "the last step says the result");
    assert_eq!(replay_buttons(&view).len(), 1, "only ◀ at the end");
    let en = bot_core::text::body(Lang::En, &Body::Replay(Box::new(view.clone())));
    assert!(en.contains("Result: "), "{en}");
    // And back with ◀ to the deal as dealt.
    while view.step > 0 {
        view = f.press(replay_buttons(&view)[0]).unwrap();
    }
    assert_eq!(view, first);
    assert_eq!(replay_buttons(&first).len(), 1, "only ▶ at the start");
}

#[test]
fn stale_and_out_of_range_steps_are_refused_and_say_why() {
    let f = fixture(2);
    assert_eq!(
        f.replay(DealRef::Back(1), 0),
        Err(Refused::NoSuchDeal { back: 1, kept: 0 })
    );
    f.play_deals(3);
    let (number, record) = f.manager.finished_deal(&f.key, 1).unwrap();
    assert_eq!(number, 3);
    let steps = record.moves.len();
    assert_eq!(
        f.replay(DealRef::Number(3), steps + 1),
        Err(Refused::NoSuchStep {
            number: 3,
            step: steps + 1,
            steps
        })
    );
    // Deal 1 is past the two kept: an old replay's key answers that it is gone.
    let old = Button::Replay { deal: 1, step: 1 };
    assert_eq!(f.press(old), Err(Refused::DealGone { number: 1 }));
    assert_eq!(
        f.replay(DealRef::Number(9), 0),
        Err(Refused::DealGone { number: 9 })
    );
    assert_eq!(
        f.replay(DealRef::Back(3), 0),
        Err(Refused::NoSuchDeal { back: 3, kept: 2 })
    );
    for lang in Lang::ALL {
        let said = bot_core::text::refused(lang, &Refused::DealGone { number: 1 });
        assert!(said.contains('1'), "{said}");
    }
}

#[test]
fn a_replay_never_shows_the_running_deals_hidden_cards() {
    let f = fixture(1000);
    f.play_deals(1);
    let table = f.manager.table(&f.key).unwrap().unwrap();
    let round = table.round().expect("the next deal runs");
    let running = round.game.get();
    let public: BTreeSet<Card> = running.view(None, Lang::En).shown.iter().collect();
    // Each seat's cards of the running deal that everybody's view does not show.
    let hidden: Vec<BTreeSet<Card>> = (0..running.seats())
        .map(|s| {
            let hand: BTreeSet<Card> = running.hand(s).into_iter().collect();
            &hand - &public
        })
        .filter(|h: &BTreeSet<Card>| !h.is_empty())
        .collect();
    assert!(!hidden.is_empty());
    let steps = f.manager.finished_deal(&f.key, 1).unwrap().1.moves.len();
    for step in 0..=steps {
        let view = f.replay(DealRef::Back(1), step).unwrap();
        for hand in &view.hands {
            let shown: BTreeSet<Card> = hand.iter().copied().collect();
            assert!(
                hidden.iter().all(|h| !h.is_subset(&shown)),
                "step {step} shows a running hand: {shown:?}"
            );
        }
    }
}

/// The standing line of a replayed deal is the deal's own — its match's standing as it was dealt,
/// and after it at its last step — not the table's standing now: each deal starts where the one
/// before it ended.
#[test]
fn a_replay_shows_the_standing_of_its_deal_not_todays() {
    let f = fixture(1000);
    f.play_deals(3);
    // The names and totals of a standing line (`Bummerl (7 → 0): Anna 7 · Computer 5`), in any
    // seat order.
    let standing = |view: &ReplayView| -> BTreeSet<String> {
        let line = &view.lines[1][0];
        assert!(line.starts_with("Bummerl (7 → 0): "), "{line}");
        line["Bummerl (7 → 0): ".len()..]
            .split(" · ")
            .map(str::to_owned)
            .collect()
    };
    let mut before: Option<BTreeSet<String>> = None;
    for back in [3, 2, 1] {
        let (_, record) = f.manager.finished_deal(&f.key, back).unwrap();
        let dealt = standing(&f.replay(DealRef::Back(back), 0).unwrap());
        let end = standing(&f.replay(DealRef::Back(back), record.moves.len()).unwrap());
        if let Some(before) = before {
            assert_eq!(
                dealt, before,
                "deal {back} back starts where the last ended"
            );
        } else {
            let fresh: BTreeSet<String> = ["Anna 7", "Computer 7"].map(String::from).into();
            assert_eq!(dealt, fresh, "the first deal of the Bummerl");
        }
        assert_ne!(end, dealt, "the deal moved the standing");
        before = Some(end);
    }
}
