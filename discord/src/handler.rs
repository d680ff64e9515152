//! The thin serenity side: on READY (of shard 0) the global `/schnapsen` command is registered; each
//! interaction is translated ([`crate::incoming`]), handed to the manager on a blocking thread,
//! answered within Discord's three seconds (deferred first when the answer takes longer) and
//! the rest of the manager's messages are delivered ([`crate::deliver`]).

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use bot_core::manager::{Command, HandView, Lang, Manager, Message, Refused, Request, TableKey};
use bot_core::text;
use serenity::all::{
    AutocompleteChoice, CommandInteraction, ComponentInteraction, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, CreateInteractionResponseMessage,
    EventHandler, Http, Interaction, InteractionId, MessageId, Ready,
};
use serenity::builder::Builder;

use crate::batch::Batch;
use crate::commands;
use crate::defect;
use crate::deliver::{Deliver, HandSent};
use crate::incoming::{self, BadPress, Incoming, Invalid, Surface, lang_of, table_key, user_id};
use crate::outgoing::{self, Rendered};
use crate::picture::Pictured;
use crate::state::EphemeralHand;
use crate::words::{self, Note};

/// How the adapter paces itself.
#[derive(Clone, Copy, Debug)]
pub struct Tuning {
    /// How long to wait for the manager before deferring an interaction (Discord wants an answer
    /// within 3 s); zero defers every interaction at once.
    pub ack_after: Duration,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            ack_after: Duration::from_millis(1500),
        }
    }
}

/// The answer to an interaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A message everybody in the channel sees.
    Public(Rendered),
    /// A message only the user sees.
    Ephemeral(Rendered),
    /// Replace the message the pressed button sat on (response type 7).
    Update(Rendered),
    /// Acknowledge without a visible answer (response type 6).
    Ack,
}

impl Reply {
    /// The message it shows, if any.
    fn rendered(&self) -> Option<&Rendered> {
        match self {
            Reply::Public(r) | Reply::Ephemeral(r) | Reply::Update(r) => Some(r),
            Reply::Ack => None,
        }
    }

    /// The same answer without buttons or menus.
    fn without_keys(&self) -> Reply {
        match self {
            Reply::Public(r) => Reply::Public(r.without_keys()),
            Reply::Ephemeral(r) => Reply::Ephemeral(r.without_keys()),
            Reply::Update(r) => Reply::Update(r.without_keys()),
            Reply::Ack => Reply::Ack,
        }
    }
}

/// How often an interaction's answer is tried when Discord or the way there fails.
const ANSWER_ATTEMPTS: u32 = 3;

/// Whether a failed request is worth making again at once: Discord failed (5xx) or the request
/// never got an answer (a broken connection, a timeout).
fn transient(error: &serenity::Error) -> bool {
    match crate::deliver::http_status(error) {
        Some(status) => status >= 500,
        None => matches!(error, serenity::Error::Http(_)),
    }
}

/// Answers one interaction: directly, or after a deferral with an edit or follow-up.
struct Responder {
    http: Arc<Http>,
    id: InteractionId,
    token: String,
    component: bool,
    defer_ephemeral: bool,
    deferred: bool,
}

impl Responder {
    async fn defer(&mut self) {
        let response = if self.component {
            CreateInteractionResponse::Acknowledge
        } else {
            let message = CreateInteractionResponseMessage::new();
            CreateInteractionResponse::Defer(message.ephemeral(self.defer_ephemeral))
        };
        match response.execute(&*self.http, (self.id, &self.token)).await {
            Ok(()) => self.deferred = true,
            Err(e) => tracing::warn!("interaction not deferred: {e}"),
        }
    }

    /// Sends the answer; returns the follow-up message if it became one. An answer that failed
    /// on Discord's side or on the way (5xx, a broken connection) goes again at once, up to
    /// [`ANSWER_ATTEMPTS`] in all: it expires within seconds, so waiting is no use. If Discord
    /// refuses its components, the defect is reported and the answer goes without them.
    async fn reply(&self, mut reply: Reply) -> Result<Option<MessageId>, serenity::Error> {
        let mut attempt = 1;
        loop {
            match self.reply_once(reply.clone()).await {
                Err(e)
                    if reply
                        .rendered()
                        .is_some_and(|r| defect::keys_refused(&e, r)) =>
                {
                    let rendered = reply.rendered().expect("refused for its keys");
                    defect::report(&e, rendered, "interaction answer");
                    reply = reply.without_keys();
                }
                Err(e) if attempt < ANSWER_ATTEMPTS && transient(&e) => {
                    tracing::info!("interaction answer failed, again at once: {e}");
                    attempt += 1;
                }
                replied => return replied,
            }
        }
    }

    async fn reply_once(&self, reply: Reply) -> Result<Option<MessageId>, serenity::Error> {
        let http = &*self.http;
        if !self.deferred {
            let response = match reply {
                Reply::Public(r) => CreateInteractionResponse::Message(r.response(false)),
                Reply::Ephemeral(r) => CreateInteractionResponse::Message(r.response(true)),
                Reply::Update(r) => CreateInteractionResponse::UpdateMessage(r.update()),
                Reply::Ack => CreateInteractionResponse::Acknowledge,
            };
            response.execute(http, (self.id, &self.token)).await?;
            return Ok(None);
        }
        let (public, r) = match reply {
            Reply::Ack => return Ok(None),
            Reply::Update(r) => {
                return r
                    .edit_response()
                    .execute(http, &self.token)
                    .await
                    .map(|_| None);
            }
            Reply::Public(r) => (true, r),
            Reply::Ephemeral(r) => (false, r),
        };
        if !self.component && public != self.defer_ephemeral {
            // The deferral promised this visibility: its message becomes the answer.
            return r
                .edit_response()
                .execute(http, &self.token)
                .await
                .map(|_| None);
        }
        if !self.component {
            // The deferral promised the other visibility: replace its message.
            http.delete_original_interaction_response(&self.token)
                .await?;
        }
        let message = r
            .followup(!public)
            .execute(http, (None, &self.token))
            .await?;
        Ok(Some(message.id))
    }
}

/// What answering an interaction came to.
struct Outcome {
    reply: Reply,
    /// The reply shows this hand ephemerally (its token must be kept to edit it later).
    ephemeral_hand: Option<HandView>,
    /// A second, ephemeral message with the user's hand.
    extra_hand: Option<HandView>,
    /// Further ephemeral messages (the help's later pages).
    more: Vec<Rendered>,
    /// What remains to deliver.
    batch: Batch,
}

impl Outcome {
    fn reply(reply: Reply) -> Outcome {
        Outcome {
            reply,
            ephemeral_hand: None,
            extra_hand: None,
            more: Vec::new(),
            batch: Batch::default(),
        }
    }
}

/// The adapter: the manager, the sender and the tuning.
pub struct App {
    manager: Arc<Manager>,
    deliver: Arc<Deliver>,
    tuning: Tuning,
}

impl App {
    /// An adapter for `manager` sending through `deliver`.
    pub fn new(manager: Arc<Manager>, deliver: Arc<Deliver>, tuning: Tuning) -> App {
        App {
            manager,
            deliver,
            tuning,
        }
    }

    fn http(&self) -> Arc<Http> {
        Arc::clone(self.deliver.http())
    }

    async fn manage(&self, request: Request) -> Result<Vec<Message>, Refused> {
        let manager = Arc::clone(&self.manager);
        tokio::task::spawn_blocking(move || manager.handle(&request))
            .await
            .unwrap_or(Err(Refused::Unavailable))
    }

    /// Runs `work`, deferring the interaction if it takes longer than the tuning allows, then
    /// answers and delivers the rest.
    async fn answer(
        &self,
        mut responder: Responder,
        user: &bot_core::manager::UserId,
        lang: Lang,
        work: impl std::future::Future<Output = Outcome>,
    ) {
        tokio::pin!(work);
        if self.tuning.ack_after.is_zero() {
            responder.defer().await;
        }
        let outcome = tokio::select! {
            biased;
            outcome = &mut work => outcome,
            () = tokio::time::sleep(self.tuning.ack_after), if !responder.deferred => {
                responder.defer().await;
                work.await
            }
        };
        let Outcome {
            reply,
            ephemeral_hand,
            extra_hand,
            more,
            batch,
        } = outcome;
        let picture = reply.rendered().map_or(0, |r| r.picture.digest(0));
        match responder.reply(reply).await {
            Ok(followup) => {
                if let Some(hand) = ephemeral_hand {
                    self.keep_ephemeral(user, &hand, (&responder.token, followup), picture);
                }
            }
            Err(e) => tracing::warn!(%user, "interaction not answered: {e}"),
        }
        for rendered in more {
            let followup = rendered
                .followup(true)
                .execute(&*responder.http, (None, &responder.token));
            if let Err(e) = followup.await {
                tracing::warn!(%user, "ephemeral follow-up not sent: {e}");
            }
        }
        if let Some(hand) = extra_hand {
            let rendered = self.deliver.hand_message(user, &hand, lang, 0).await;
            let followup = rendered
                .followup(true)
                .execute(&*responder.http, (None, &responder.token));
            let picture = rendered.picture.digest(0);
            match followup.await {
                Ok(m) => self.keep_ephemeral(user, &hand, (&responder.token, Some(m.id)), picture),
                Err(e) => tracing::warn!(%user, "ephemeral hand not sent: {e}"),
            }
        }
        self.deliver.batch(batch).await;
    }

    /// Keeps the ephemeral message that shows `hand` with the picture of digest `picture` (0:
    /// none), the interaction's token and its follow-up (`None`: the original answer), so that
    /// later hands edit it.
    fn keep_ephemeral(
        &self,
        user: &bot_core::manager::UserId,
        hand: &HandView,
        (token, followup): (&str, Option<MessageId>),
        picture: u64,
    ) {
        let eph = EphemeralHand {
            token: token.to_owned(),
            followup,
            since: Instant::now(),
            shown: hand.version,
            picture,
        };
        self.deliver
            .state()
            .set_ephemeral(user, &hand.key, Some(eph));
    }

    /// The table named in `/schnapsen kiebitz player:` as a request with the player's place.
    async fn watch(&self, watch: incoming::Watch) -> Result<Request, Refused> {
        let manager = Arc::clone(&self.manager);
        let key = watch.table.clone();
        let table = tokio::task::spawn_blocking(move || manager.table(&key))
            .await
            .unwrap_or(Err(Refused::Unavailable))?;
        watch.request(table.as_ref())
    }

    /// The user's own hand (or the one he watches), asked for: by DM if his DMs are open, else as
    /// the ephemeral reply.
    async fn show_hand(
        &self,
        user: &bot_core::manager::UserId,
        hand: HandView,
        lang: Lang,
    ) -> (Reply, Option<HandView>) {
        if !self.deliver.dm_closed(user).await
            && self.deliver.hand(user, &hand, true).await == HandSent::Dm
        {
            let note = if hand.read_only {
                Note::WatchInDm
            } else {
                Note::HandInDm
            };
            return (
                Reply::Ephemeral(Rendered::text(words::note(lang, &note))),
                None,
            );
        }
        let rendered = self.deliver.hand_message(user, &hand, lang, 0).await;
        (Reply::Ephemeral(rendered), Some(hand))
    }

    fn note_channel(&self, key: &TableKey, lang: Lang, opened: bool) {
        self.deliver.state().set_channel_lang(key, lang, opened);
    }

    /// A slash command.
    pub async fn command(&self, interaction: CommandInteraction) {
        let lang = lang_of(&interaction.locale);
        let user = user_id(interaction.user.id);
        self.deliver.saw_user(&user, lang).await;
        // An answer only the user sees, with nothing for the manager.
        let private = |outcome: Outcome| {
            let responder = self.responder(&interaction, true);
            self.answer(responder, &user, lang, async { outcome })
        };
        let request = match incoming::command(&interaction) {
            Ok(Incoming::Request(request)) => request,
            Ok(Incoming::Watch(watch)) => match self.watch(watch).await {
                Ok(request) => request,
                Err(refused) => {
                    let reply = Reply::Ephemeral(Rendered::text(text::refused(lang, &refused)));
                    return private(Outcome::reply(reply)).await;
                }
            },
            Ok(Incoming::Help) => {
                let mut pages = commands::help(lang).into_iter().map(Rendered::text);
                let first = pages.next().unwrap_or_default();
                let outcome = Outcome {
                    more: pages.collect(),
                    ..Outcome::reply(Reply::Ephemeral(first))
                };
                return private(outcome).await;
            }
            Ok(Incoming::OwnCards(cards)) => {
                let said = match self.deliver.set_cards(&user, cards).await {
                    Ok(()) => text::cards_yours(lang, cards),
                    Err(refused) => text::refused(lang, &refused),
                };
                return private(Outcome::reply(Reply::Ephemeral(Rendered::text(said)))).await;
            }
            Err(invalid) => {
                let said = match invalid {
                    Invalid::Unknown => words::note(lang, &Note::Unknown),
                    Invalid::AloneInDm => words::note(lang, &Note::AgainstMeHere),
                    Invalid::Rule(problem) => text::rule_problem(lang, &problem),
                };
                return private(Outcome::reply(Reply::Ephemeral(Rendered::text(said)))).await;
            }
        };
        let key = request.table.clone();
        self.note_channel(&key, lang, false);
        // Asking for one's cards, or for the cards one watches: the answer is private.
        let show_hand = matches!(request.command, Command::ShowHand | Command::Kiebitz(_));
        let responder = self.responder(&interaction, show_hand);
        let work = async {
            let mut batch = match self.manage(request).await {
                Ok(messages) => Batch::sort(messages),
                // He deals and sits out at three: how he may still watch.
                Err(Refused::SitsOut) => {
                    let note = text::sitting_out(lang, &commands::kiebitz(lang));
                    return Outcome::reply(Reply::Ephemeral(Rendered::text(note)));
                }
                Err(refused) => {
                    return Outcome::reply(Reply::Ephemeral(Rendered::text(text::refused(
                        lang, &refused,
                    ))));
                }
            };
            if batch.opened.contains(&key) {
                self.note_channel(&key, lang, true);
            }
            self.deliver.forget_replaced(&batch).await;
            let own = batch.take_hand(&user, &key);
            if show_hand && let Some(hand) = own {
                let (reply, ephemeral_hand) = self.show_hand(&user, hand, lang).await;
                return Outcome {
                    reply,
                    ephemeral_hand,
                    extra_hand: None,
                    more: Vec::new(),
                    batch,
                };
            }
            // The asker's new hand: by DM after the answer, or in the answer if his DMs are
            // known to be closed.
            let closed = own.is_some() && self.deliver.dm_closed(&user).await;
            let own = match own {
                Some(hand) if !closed => {
                    batch.hands.push((user.clone(), hand));
                    None
                }
                own => own,
            };
            let posts = batch.take_posts(&key);
            let channel_lang = self.deliver.channel_lang(&key).await;
            match (posts.is_empty(), own) {
                (false, hand) => Outcome {
                    reply: Reply::Public(outgoing::bodies(channel_lang, &key.channel, &posts)),
                    ephemeral_hand: None,
                    extra_hand: hand,
                    more: Vec::new(),
                    batch,
                },
                (true, Some(hand)) => Outcome {
                    reply: Reply::Ephemeral(self.deliver.hand_message(&user, &hand, lang, 0).await),
                    ephemeral_hand: Some(hand),
                    extra_hand: None,
                    more: Vec::new(),
                    batch,
                },
                (true, None) => Outcome {
                    // What the manager says privately to the asker (a hint) is his answer.
                    reply: Reply::Ephemeral(Rendered::text(
                        match batch.take_private(&user).as_slice() {
                            [] => words::note(lang, &Note::Done),
                            private => private
                                .iter()
                                .map(|b| text::body(lang, b))
                                .collect::<Vec<_>>()
                                .join("\n"),
                        },
                    )),
                    ephemeral_hand: None,
                    extra_hand: None,
                    more: Vec::new(),
                    batch,
                },
            }
        };
        self.answer(responder, &user, lang, work).await;
    }

    fn responder(&self, interaction: &CommandInteraction, ephemeral: bool) -> Responder {
        Responder {
            http: self.http(),
            id: interaction.id,
            token: interaction.token.clone(),
            component: false,
            defer_ephemeral: ephemeral,
            deferred: false,
        }
    }

    /// A button press.
    pub async fn button(&self, interaction: ComponentInteraction) {
        let lang = lang_of(&interaction.locale);
        let user = user_id(interaction.user.id);
        self.deliver.saw_user(&user, lang).await;
        let responder = Responder {
            http: self.http(),
            id: interaction.id,
            token: interaction.token.clone(),
            component: true,
            defer_ephemeral: true,
            deferred: false,
        };
        let press = match incoming::press(&interaction) {
            Ok(press) => press,
            Err(bad) => {
                let channel = interaction.channel_id;
                let custom_id = &interaction.data.custom_id;
                tracing::info!(%user, %custom_id, %channel, ?bad, "button refused");
                let note = match bad {
                    BadPress::NotOurs => Note::Unknown,
                    BadPress::ForeignChannel => Note::ForeignChannel,
                };
                let reply = Reply::Ephemeral(Rendered::text(words::note(lang, &note)));
                return self
                    .answer(responder, &user, lang, async { Outcome::reply(reply) })
                    .await;
            }
        };
        let key = press.request.table.clone();
        let pressed = (interaction.channel_id, interaction.message.id);
        let work = async {
            let mut batch = match self.manage(press.request.clone()).await {
                Ok(messages) => Batch::sort(messages),
                Err(Refused::Stale { .. }) if press.surface != Surface::Table => {
                    return self.refresh_hand(&press, &user, lang, pressed).await;
                }
                // He deals and sits out at three: how he may still watch.
                Err(Refused::SitsOut) => {
                    let note = text::sitting_out(lang, &commands::kiebitz(lang));
                    return Outcome::reply(Reply::Ephemeral(Rendered::text(note)));
                }
                Err(refused) => {
                    return Outcome::reply(Reply::Ephemeral(Rendered::text(text::refused(
                        lang, &refused,
                    ))));
                }
            };
            self.deliver.forget_replaced(&batch).await;
            let own = batch.take_hand(&user, &key);
            let (reply, ephemeral_hand) = match (press.surface, own) {
                (Surface::Replay, _) => {
                    // The step in the very message the key sat on, unless it shows it already.
                    let posts = batch.take_posts(&key);
                    let channel_lang = self.deliver.channel_lang(&key).await;
                    let step = outgoing::bodies(channel_lang, &key.channel, &posts);
                    if step.content == interaction.message.content {
                        (Reply::Ack, None)
                    } else {
                        (Reply::Update(step), None)
                    }
                }
                (Surface::Table, Some(hand)) if press.request.command == Command::ShowHand => {
                    self.show_hand(&user, hand, lang).await
                }
                (Surface::Table, own) => {
                    // Delivered after the acknowledgement.
                    batch.hands.extend(own.map(|hand| (user.clone(), hand)));
                    (Reply::Ack, None)
                }
                (Surface::HandDm, Some(hand)) => {
                    let rendered = self.deliver.hand_message(&user, &hand, lang, 0).await;
                    self.shown_in(&user, &hand, pressed, &rendered).await;
                    (Reply::Update(rendered), None)
                }
                (Surface::HandEphemeral, Some(hand)) => {
                    let rendered = self.deliver.hand_message(&user, &hand, lang, 0).await;
                    (Reply::Update(rendered), Some(hand))
                }
                (Surface::HandDm | Surface::HandEphemeral, None) => {
                    // The game is over: the hand's buttons go, the news stays — what the move
                    // put below the table (a deal's end is told there; the player may sit the
                    // next deal out), then what was posted.
                    let posts: Vec<_> = batch
                        .posts
                        .iter()
                        .filter(|(k, _)| *k == key)
                        .flat_map(|(_, b)| b.iter().cloned())
                        .collect();
                    let told: Vec<String> = batch
                        .tables
                        .iter()
                        .filter(|t| t.view.key == key)
                        .flat_map(|t| &t.footer)
                        .map(|e| text::event(lang, e))
                        .collect();
                    let mut news = told;
                    if !posts.is_empty() {
                        news.push(outgoing::bodies(lang, &key.channel, &posts).content);
                    }
                    let content = if news.is_empty() {
                        interaction.message.content.clone()
                    } else {
                        news.join("\n")
                    };
                    // The hand's picture goes with its buttons.
                    let over = Rendered::text(content).pictured(Pictured::Removed);
                    (Reply::Update(over), None)
                }
            };
            Outcome {
                reply,
                ephemeral_hand,
                extra_hand: None,
                more: Vec::new(),
                batch,
            }
        };
        self.answer(responder, &user, lang, work).await;
    }

    /// Records that the DM message `at` now shows `hand` as `rendered` (a press updates the
    /// message it sat on, its picture uploaded anew); an older hand message of the table is
    /// retired.
    async fn shown_in(
        &self,
        user: &bot_core::manager::UserId,
        hand: &HandView,
        at: (serenity::all::ChannelId, MessageId),
        rendered: &Rendered,
    ) {
        let slot = crate::state::HandSlot {
            message: Some(at),
            shown: hand.version,
            picture: rendered.picture.digest(0),
        };
        let before = self.deliver.state().hand(user, &hand.key).message;
        self.deliver.state().set_hand(user, &hand.key, slot);
        if before != Some(at) {
            // Its version is not known to show until the reply is through: 0.
            self.deliver.record_hand(&hand.key, user, at, 0).await;
            self.deliver.healer().now(&hand.key);
        }
    }

    /// A press on a hand whose state is out of date: the message it sat on shows the current
    /// hand instead, below a line that says so (or, with no game running, loses its buttons),
    /// so a stale press never leaves a player without buttons or without a word.
    async fn refresh_hand(
        &self,
        press: &incoming::Press,
        user: &bot_core::manager::UserId,
        lang: Lang,
        pressed: (serenity::all::ChannelId, MessageId),
    ) -> Outcome {
        let key = press.request.table.clone();
        let show = Request::new(key.clone(), press.request.user.clone(), Command::ShowHand);
        let hand = match self.manage(show).await {
            Ok(messages) => Batch::sort(messages).take_hand(user, &key),
            Err(Refused::NotStarted | Refused::NoTable | Refused::NotSeated | Refused::SitsOut) => {
                None
            }
            Err(refused) => {
                // Not an answer about the game (the store failed): the hand stays as it is.
                let text = text::refused(lang, &refused);
                return Outcome::reply(Reply::Ephemeral(Rendered::text(text)));
            }
        };
        let Some(hand) = hand else {
            let note = Rendered::text(text::hand_over(lang).to_owned());
            return Outcome::reply(Reply::Update(note.pictured(Pictured::Removed)));
        };
        let refreshed = self.deliver.hand_message(user, &hand, lang, 0).await;
        let refreshed = refreshed.below(&text::hand_refreshed(lang));
        let ephemeral = match press.surface {
            Surface::HandDm => {
                self.shown_in(user, &hand, pressed, &refreshed).await;
                None
            }
            _ => Some(hand.clone()),
        };
        Outcome {
            reply: Reply::Update(refreshed),
            ephemeral_hand: ephemeral,
            extra_hand: None,
            more: Vec::new(),
            batch: Batch::default(),
        }
    }

    /// Autocomplete for `play card:`: the user's playable cards.
    pub async fn autocomplete(&self, interaction: CommandInteraction) {
        let lang = lang_of(&interaction.locale);
        let user = user_id(interaction.user.id);
        let key = table_key(interaction.channel_id);
        let typed = interaction
            .data
            .autocomplete()
            .map_or("", |o| o.value)
            .to_owned();
        let manager = Arc::clone(&self.manager);
        let who = user.clone();
        let playable = tokio::task::spawn_blocking(move || {
            manager
                .table(&key)
                .ok()
                .flatten()
                .map_or_else(Vec::new, |table| incoming::legal_plays(&table, &who))
        })
        .await
        .unwrap_or_default();
        let choices = incoming::card_choices(lang, &playable, &typed)
            .into_iter()
            .map(|(name, value)| AutocompleteChoice::new(name, value))
            .collect();
        let response = CreateAutocompleteResponse::new().set_choices(choices);
        let result = CreateInteractionResponse::Autocomplete(response)
            .execute(&*self.http(), (interaction.id, &interaction.token))
            .await;
        if let Err(e) = result {
            tracing::warn!(%user, "autocomplete not answered: {e}");
        }
    }
}

/// serenity's event handler: registers the command and passes interactions to the [`App`].
pub struct Handler {
    app: Arc<OnceLock<Arc<App>>>,
}

impl Handler {
    /// A handler whose app is set once the client is built.
    pub fn new(app: Arc<OnceLock<Arc<App>>>) -> Handler {
        Handler { app }
    }
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let shard = ready.shard.map(|s| (s.id.0, s.total));
        tracing::info!(bot = %ready.user.name, ?shard, "connected to the Discord gateway");
        // The commands are the bot's, not a shard's: registered by shard 0 alone, which runs in
        // exactly one process.
        if shard.is_some_and(|(id, _)| id != 0) {
            return;
        }
        let commands = vec![commands::schnapsen()];
        if let Err(e) = serenity::all::Command::set_global_commands(&ctx.http, commands).await {
            tracing::warn!("slash commands not registered: {e}");
        }
    }

    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        let Some(app) = self.app.get() else { return };
        match interaction {
            Interaction::Command(c) => app.command(c).await,
            Interaction::Component(c) => app.button(c).await,
            Interaction::Autocomplete(c) => app.autocomplete(c).await,
            other => tracing::debug!(kind = ?other.kind(), "interaction ignored"),
        }
    }
}
