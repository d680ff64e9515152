//! Sorting one answer of the manager by where its parts go: the newest table view per channel
//! (edited into the one table message, with the moves' small events as its footer), public
//! messages per channel (posted as one message), the newest hand per player (to his direct
//! messages or his ephemeral reply) and other private messages.

use bot_core::manager::{Body, Event, HandView, Message, Recipient, TableKey, TableView, UserId};

/// A table view and the events of the same moves that the table message shows below it.
#[derive(Clone, Debug, PartialEq)]
pub struct TableUpdate {
    /// The newest view.
    pub view: TableView,
    /// Small events (tricks, marriages, exchanges, closing) since the previous view.
    pub footer: Vec<Event>,
}

/// An answer of the manager, sorted.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Batch {
    /// The newest table view per channel.
    pub tables: Vec<TableUpdate>,
    /// Public messages per channel, in order.
    pub posts: Vec<(TableKey, Vec<Body>)>,
    /// The newest hand per player.
    pub hands: Vec<(UserId, HandView)>,
    /// Other private messages (reminders), in order.
    pub private: Vec<(UserId, Body)>,
    /// Channels where a new table was opened (what the adapter remembers of an older table
    /// there is void).
    pub opened: Vec<TableKey>,
    /// Channels whose table was aborted (its message loses its buttons).
    pub closed: Vec<TableKey>,
}

impl Batch {
    /// Sorts messages. A hand addressed to a channel — which the manager never sends — is
    /// dropped rather than shown to everybody.
    pub fn sort(messages: Vec<Message>) -> Batch {
        let mut batch = Batch::default();
        let mut footers: Vec<(TableKey, Vec<Event>)> = Vec::new();
        for Message { to, body } in messages {
            match (to, body) {
                (Recipient::Channel(key), Body::Table(view)) => {
                    let footer = footers
                        .iter()
                        .position(|(k, _)| *k == key)
                        .map(|i| footers.remove(i).1)
                        .unwrap_or_default();
                    let update = TableUpdate {
                        view: *view,
                        footer,
                    };
                    match batch.tables.iter_mut().find(|t| t.view.key == key) {
                        Some(old) => *old = update,
                        None => batch.tables.push(update),
                    }
                }
                (Recipient::Channel(_), Body::Hand(_)) => {
                    tracing::error!("a hand addressed to a channel was dropped");
                }
                (Recipient::Channel(key), Body::Event(event)) if event.on_table() => {
                    match footers.iter_mut().find(|(k, _)| *k == key) {
                        Some((_, events)) => events.push(event),
                        None => footers.push((key, vec![event])),
                    }
                }
                (Recipient::Channel(key), body) => {
                    match body {
                        Body::Event(Event::Opened { .. }) => batch.opened.push(key.clone()),
                        Body::Event(Event::Aborted { .. }) => batch.closed.push(key.clone()),
                        _ => {}
                    }
                    match batch.posts.iter_mut().find(|(k, _)| *k == key) {
                        Some((_, bodies)) => bodies.push(body),
                        None => batch.posts.push((key, vec![body])),
                    }
                }
                (Recipient::User(user), Body::Hand(hand)) => {
                    match batch
                        .hands
                        .iter_mut()
                        .find(|(u, h)| *u == user && h.key == hand.key)
                    {
                        Some((_, old)) => *old = *hand,
                        None => batch.hands.push((user, *hand)),
                    }
                }
                (Recipient::User(user), body) => batch.private.push((user, body)),
            }
        }
        batch
    }

    /// Takes the hand of `user` at the table of `key` out of the batch.
    pub fn take_hand(&mut self, user: &UserId, key: &TableKey) -> Option<HandView> {
        let i = self
            .hands
            .iter()
            .position(|(u, h)| u == user && h.key == *key)?;
        Some(self.hands.remove(i).1)
    }

    /// Takes the private messages (other than hands) for `user` out of the batch.
    pub fn take_private(&mut self, user: &UserId) -> Vec<Body> {
        let (mine, others) = std::mem::take(&mut self.private)
            .into_iter()
            .partition::<Vec<_>, _>(|(u, _)| u == user);
        self.private = others;
        mine.into_iter().map(|(_, body)| body).collect()
    }

    /// Takes the public messages for `key` out of the batch.
    pub fn take_posts(&mut self, key: &TableKey) -> Vec<Body> {
        match self.posts.iter().position(|(k, _)| k == key) {
            Some(i) => self.posts.remove(i).1,
            None => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::manager::SledStore;
    use bot_core::manager::{
        Command, Lang, Manager, ManualClock, Open, Platform, Request, Timing, User,
    };
    use bot_core::protocol::Play;
    use bot_core::text;

    fn user(id: &str) -> User {
        User::new(
            UserId::new(Platform::Discord, id),
            format!("u{id}"),
            Lang::En,
        )
    }

    #[test]
    fn a_move_sorts_into_table_footer_posts_and_hands() {
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        let manager =
            Manager::with_clock(store, Timing::default(), Box::new(ManualClock::at(1)), 7);
        let key = TableKey::new(Platform::Discord, "555");
        let (a, b) = (user("11"), user("12"));
        let send = |u: &User, c| {
            manager
                .handle(&Request::new(key.clone(), u.clone(), c))
                .unwrap()
        };
        send(&a, Command::Open(Open::default()));
        let joined = Batch::sort(send(&b, Command::Join));
        assert_eq!(joined.tables.len(), 1);
        assert_eq!(joined.posts.len(), 1, "the join is announced");
        assert!(joined.opened.is_empty());
        let mut batch = Batch::sort(send(&a, Command::Start));
        assert_eq!(batch.hands.len(), 2);
        assert!(
            batch
                .hands
                .iter()
                .all(|(u, h)| h.key == key && (*u == a.id || *u == b.id))
        );
        // Play a whole trick with the moves the hands offer (the buttons' moves, against the
        // version the buttons carry): the trick goes below the table, not into a post.
        let mut names = Vec::new();
        for _ in 0..2 {
            let (who, hand) = batch
                .hands
                .iter()
                .find(|(_, h)| h.view.can_act())
                .cloned()
                .unwrap();
            let mover = if who == a.id { &a } else { &b };
            names.push(mover.name.clone());
            let (play, _) = text::offers(Lang::En, &hand)
                .into_iter()
                .find(|(play, _)| matches!(play, Play::Game(mv) if mv.verb() == "play"))
                .expect("a card to play");
            batch = Batch::sort(send(mover, play.command(Some(hand.epoch))));
            assert_eq!(batch.tables.len(), 1, "the move was taken");
        }
        let table = &batch.tables[0];
        let told: Vec<&String> = table
            .footer
            .iter()
            .filter_map(|e| match e {
                Event::Told { lines } => Some(&lines[1]),
                _ => None,
            })
            .flatten()
            .collect();
        assert!(
            told.iter()
                .any(|l| l.starts_with("Trick to ") && names.iter().any(|n| l.contains(n))),
            "{:?}",
            table.footer
        );
        assert!(
            batch
                .posts
                .iter()
                .all(|(_, bodies)| bodies.iter().all(|b| match b {
                    Body::Event(e) => !e.on_table(),
                    _ => true,
                }))
        );
        let mut taken = batch.clone();
        assert!(taken.take_hand(&a.id, &key).is_some());
        assert!(taken.take_hand(&a.id, &key).is_none());
    }
}
