//! Random play: random tables driven through the manager for its benchmark and the crash test
//! (a game's own random games, below the manager, are the games crate's).

use std::collections::BTreeSet;

use rand::Rng;

use crate::games::{AnyGame, Card, GameId};
use crate::manager::{
    Body, Command, GameSeat, Lang, Manager, Message, Open, Recipient, Refused, Request, TableKey,
    User, UserId,
};
use crate::protocol::Play;

/// The labels (in `lang`, as players read them: `7♥`) of each seat's cards in `game` that
/// everybody's view does not show, one list per seat that holds any: what no message to a
/// channel may tell while the deal runs.
pub fn hidden_cards(game: &AnyGame, lang: Lang) -> Vec<Vec<String>> {
    let deal = game.get();
    let face = game.id().spec().face;
    let public: BTreeSet<Card> = deal.view(None, lang).shown.iter().collect();
    (0..deal.seats())
        .map(|seat| {
            let hand: BTreeSet<Card> = deal.hand(seat).into_iter().collect();
            hand.difference(&public)
                .map(|&card| face.card(card, lang).to_owned())
                .collect::<Vec<String>>()
        })
        .filter(|labels| !labels.is_empty())
        .collect()
}

/// Whether a line of text shows every card of one of the hands of [`hidden_cards`] (its words,
/// punctuation aside, include all of that hand's labels).
pub fn shows_a_hand(line: &str, hidden: &[Vec<String>]) -> bool {
    let words: BTreeSet<&str> = line
        .split_whitespace()
        .map(|word| word.trim_matches(|c: char| ",.;:()".contains(c)))
        .collect();
    hidden
        .iter()
        .any(|hand| hand.iter().all(|label| words.contains(label.as_str())))
}

/// A move as a player completes it: a verb that asks for cards gets the first cards it may
/// take, as many as it needs at the least.
pub(crate) fn concrete(play: Play, view: &GameSeat) -> Play {
    let Play::Game(mv) = play else {
        return play;
    };
    let choice = view.choices.iter().find(|c| c.verb == mv.verb());
    match choice {
        Some(c) if mv.args().next().is_none() => {
            let from = &c.from[..c.min.max(1).min(c.from.len())];
            c.choice().to_move(from).map_or(play, Play::Game)
        }
        _ => play,
    }
}

/// Drives one table of a game through the full manager the way its chat users would: it opens
/// the table, seats as many as the game needs, starts, and then makes random legal moves from the
/// hand messages it receives — including the state version, as a button would. Used by the
/// manager benchmark, the crash test and tests.
pub struct TableDriver {
    key: TableKey,
    variant: GameId,
    users: Vec<User>,
    /// The hand of the player to act, from the last answer: the player's user and the commands
    /// of the moves his hand offers (each carrying the hand's version, as a button does).
    next: Option<(usize, Vec<Command>)>,
    /// The table version after the last acknowledged command.
    version: u64,
    /// Whether it keeps what the manager answers (for a reader; a benchmark does not).
    reading: bool,
    /// What the manager answered since the last step (or preparation) began, when reading.
    said: Vec<Message>,
}

/// How many times in a row [`TableDriver::prepare`] starts a table whose match ended at the deal.
const STARTS: usize = 4;

impl TableDriver {
    /// A driver for a Schnapsen table in `key`'s channel, with two users named after the
    /// channel.
    pub fn new(key: TableKey) -> TableDriver {
        TableDriver::of_game(key, GameId::default())
    }

    /// A driver for a table of `variant` in `key`'s channel, with as many users as the game
    /// needs at the least, named after the channel.
    pub fn of_game(key: TableKey, variant: GameId) -> TableDriver {
        let user = |n: usize| {
            let id = UserId::new(key.platform, format!("{}-{n}", key.channel));
            User::new(id, format!("Player {n} of {}", key.channel), Lang::En)
        };
        TableDriver {
            users: (0..variant.spec().seats.0).map(user).collect(),
            variant,
            key,
            next: None,
            version: 0,
            reading: false,
            said: Vec::new(),
        }
    }

    /// The same driver keeping every message the manager answers, for [`TableDriver::said`].
    pub fn reading(self) -> TableDriver {
        TableDriver {
            reading: true,
            ..self
        }
    }

    /// The table's key.
    pub fn key(&self) -> &TableKey {
        &self.key
    }

    /// The table version after the last acknowledged command.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// What the manager answered to the commands of the last [`TableDriver::step`] (or
    /// [`TableDriver::prepare`]): every message, to read.
    pub fn said(&self) -> &[Message] {
        &self.said
    }

    fn send(&mut self, manager: &Manager, who: usize, command: Command) -> Result<(), Refused> {
        let request = Request::new(self.key.clone(), self.users[who].clone(), command);
        let messages = manager.handle(&request)?;
        self.next = None;
        if self.reading {
            self.said.extend(messages.iter().cloned());
        }
        for message in &messages {
            match (&message.to, &message.body) {
                (_, Body::Table(view)) => self.version = view.version,
                (Recipient::User(user), Body::Hand(hand)) if hand.view.can_act() => {
                    let who = self.users.iter().position(|u| u.id == *user);
                    // Every move, not the offers: a large hand offers groups of moves first,
                    // which move nothing.
                    let view = &hand.view;
                    let ready = view.ready.then_some(Play::Ready);
                    let moves = view
                        .moves
                        .iter()
                        .map(|&mv| Play::Game(mv))
                        .chain(ready)
                        .map(|play| concrete(play, view).command(Some(hand.epoch)))
                        .collect();
                    self.next = who.map(|w| (w, moves));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Brings the table to a state with a move to make: opens, seats and starts it as needed, or
    /// picks up a table that already exists (after a restart).
    pub fn prepare(&mut self, manager: &Manager) -> Result<(), Refused> {
        self.said.clear();
        self.until_a_move(manager)
    }

    /// [`TableDriver::prepare`], keeping what was said before. A match can end before anyone
    /// moves (Impérial's Impériaux, marked at the deal, can win the Partie at once): the table
    /// is then started again, as its players would, up to [`STARTS`] times.
    fn until_a_move(&mut self, manager: &Manager) -> Result<(), Refused> {
        for _ in 0..STARTS {
            self.set_up(manager)?;
            if self.next.is_some() {
                break;
            }
        }
        Ok(())
    }

    /// One look at the table: open, seat and start it, or ask every player for his hand.
    fn set_up(&mut self, manager: &Manager) -> Result<(), Refused> {
        let table = manager.table(&self.key)?;
        let Some(table) = table else {
            let open = Open {
                variant: self.variant,
                players: self.users.len(),
                ..Open::default()
            };
            self.send(manager, 0, Command::Open(open))?;
            for who in 1..self.users.len() {
                self.send(manager, who, Command::Join)?;
            }
            return self.send(manager, 0, Command::Start);
        };
        self.version = table.version;
        if table.round().is_none() {
            for who in table.players.len().max(1)..self.users.len() {
                self.send(manager, who, Command::Join)?;
            }
            return self.send(manager, 0, Command::Start);
        }
        for who in 0..self.users.len() {
            let next = self.next.take();
            self.send(manager, who, Command::ShowHand)?;
            self.next = self.next.take().or(next);
        }
        Ok(())
    }

    /// Makes one random legal move (preparing the table first if needed) and returns the table
    /// version it was acknowledged with.
    pub fn step(&mut self, manager: &Manager, rng: &mut impl Rng) -> Result<u64, Refused> {
        self.said.clear();
        if self.next.is_none() {
            self.until_a_move(manager)?;
        }
        let (who, mut moves) = self
            .next
            .take()
            .expect("a prepared table has a move to make");
        let command = moves.swap_remove(rng.random_range(0..moves.len()));
        self.send(manager, who, command)?;
        Ok(self.version)
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::manager::{Platform, SledStore, Timing};

    /// An Impérial Partie can be won at the deal, before anyone moves (seed 18 of the manager
    /// deals it at its 43rd table): the driver starts the table again and moves, where it
    /// once found no move to make and panicked.
    #[test]
    fn a_partie_won_at_the_deal_is_started_again() {
        use crate::manager::{Event, SystemClock};
        let match_over = |m: &Message| matches!(m.body, Body::Event(Event::MatchOver { .. }));
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::with_clock(
            SledStore::open(dir.path()).unwrap(),
            Timing::default(),
            Box::new(SystemClock),
            18,
        );
        let imperial = GameId::all().find(|g| g.id() == "imperial").unwrap();
        let mut rng = SmallRng::seed_from_u64(5);
        for table in 0..=42 {
            let key = TableKey::new(Platform::Terminal, format!("t{table}"));
            let mut driver = TableDriver::of_game(key, imperial).reading();
            driver.step(&manager, &mut rng).unwrap();
            let won_at_once = driver.said().iter().any(match_over);
            assert_eq!(won_at_once, table == 42, "table {table}");
        }
    }

    #[test]
    fn a_driver_plays_every_game_through_the_manager_on_sled() {
        let dir = tempfile::tempdir().unwrap();
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let mut rng = SmallRng::seed_from_u64(5);
        for variant in GameId::all() {
            let key = TableKey::new(Platform::Terminal, format!("drive-{}", variant.id()));
            let mut driver = TableDriver::of_game(key.clone(), variant);
            driver.prepare(&manager).unwrap();
            let first = driver.version();
            for _ in 0..120 {
                let version = driver
                    .step(&manager, &mut rng)
                    .unwrap_or_else(|e| panic!("{}: {e}", variant.id()));
                assert!(version > first, "{}", variant.id());
            }
            let table = manager.table(&key).unwrap().expect("the table is kept");
            assert_eq!(table.variant, variant);
            assert!(driver.version() >= first + 120, "{}", variant.id());
        }
    }
}
