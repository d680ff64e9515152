//! A fake Telegram Bot API on 127.0.0.1: it records every request (method and JSON body), keeps
//! the messages it was asked to send and edit, serves `getUpdates` by long polling with updates
//! the test injects (or hands them to the test to post to a webhook), and fails chosen requests with a 429 (`retry_after`), a 500 or 502, or a 403 for
//! chats that "blocked the bot". Like Telegram it refuses an edit that changes nothing ("message
//! is not modified") and a keyboard whose callback data is empty or over 64 bytes
//! (`BUTTON_DATA_INVALID`); a test may also have it refuse the next keyboard, or hold the answer
//! to a request (as a server that is slow to answer what it already did). It knows who is in which group (whoever wrote or pressed there,
//! or as set) for `getChatMember`, and sends `my_chat_member` updates when a user blocks the bot.
//! Photos (`sendPhoto`, `editMessageMedia`) come as multipart uploads or by a `file_id` it gave:
//! it keeps each upload's bytes and refuses what Telegram refuses — a file over 10 MB, a picture
//! whose width and height add up to more than 10,000 or one more than 20 times as wide as high,
//! a caption over 1,024 characters, an unknown `file_id`, an edit of a photo's text or of a
//! text's media, and an edit that changes nothing (the same picture, caption and buttons).

#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use bot_core::manager::{Button, ButtonData};
use serde_json::{Value, json};
use tokio::sync::Notify;

/// The bot's username on the fake.
pub const BOT: &str = "bummerl_test_bot";
/// The bot's user id.
pub const BOT_ID: i64 = 999;
/// A fake timestamp.
const DATE: i64 = 1_700_000_000;

/// One request as received.
#[derive(Clone, Debug)]
pub struct Request {
    /// The method (`sendMessage`).
    pub method: String,
    /// The JSON body.
    pub body: Value,
    /// When it arrived.
    pub at: Instant,
    /// The HTTP status answered.
    pub status: u16,
    /// The `description` of an error answered.
    pub refusal: Option<String>,
}

impl Request {
    /// The `chat_id` parameter.
    pub fn chat(&self) -> Option<i64> {
        self.body["chat_id"].as_i64()
    }

    /// The `text` parameter, or a photo's caption.
    pub fn text(&self) -> &str {
        self.body["text"]
            .as_str()
            .or(self.body["caption"].as_str())
            .or(self.body["media"]["caption"].as_str())
            .unwrap_or("")
    }

    /// Callback data of the buttons in `reply_markup`.
    pub fn buttons(&self) -> Vec<String> {
        buttons(&self.body["reply_markup"])
    }

    /// Whether it was refused as changing nothing ("message is not modified").
    pub fn not_modified(&self) -> bool {
        self.refusal
            .as_deref()
            .is_some_and(|r| r.contains("message is not modified"))
    }
}

/// Callback data of the buttons of an inline keyboard.
pub fn buttons(markup: &Value) -> Vec<String> {
    markup["inline_keyboard"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row.as_array().into_iter().flatten())
        .filter_map(|b| b["callback_data"].as_str().map(str::to_owned))
        .collect()
}

/// URLs of the link buttons of an inline keyboard.
pub fn urls(markup: &Value) -> Vec<String> {
    markup["inline_keyboard"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row.as_array().into_iter().flatten())
        .filter_map(|b| b["url"].as_str().map(str::to_owned))
        .collect()
}

/// The payload the bot writes for `button` at the table of `chat`.
pub fn payload(chat: i64, button: Button) -> String {
    ButtonData::new(chat.to_string(), button).to_string()
}

/// The table's channel and the version of a move's payload: a game's move, the Schnapsen
/// family's among them, a word that he is ready, or a pick (`None` for any other payload).
pub fn move_key(data: &str) -> Option<(String, u64)> {
    let parsed = ButtonData::parse(data).ok()?;
    match parsed.button {
        Button::Pick(pick) => Some((parsed.channel, pick.version)),
        _ => move_of(&parsed),
    }
}

/// The channel and the version of a move or of "Ready".
fn move_of(data: &ButtonData) -> Option<(String, u64)> {
    match data.button {
        Button::Move { version, .. } | Button::Ready { version } => {
            Some((data.channel.clone(), version))
        }
        _ => None,
    }
}

/// The newest hand message of a user with moves at the table of `chat` (any table: `None`):
/// (message id, version, buttons): the keys of moves and of "Ready" (a computer waits for his
/// word), and the hand's text.
pub fn live_hand_in(
    fake: &Fake,
    user: &TgUser,
    chat: Option<i64>,
) -> Option<(i64, u64, Vec<String>, String)> {
    fake.messages(user.id)
        .into_iter()
        .rev()
        .filter(|(_, m)| is_hand_message(m))
        .find_map(|(id, m)| {
            let moves: Vec<(String, u64)> = buttons(&m.markup)
                .into_iter()
                .filter_map(|d| {
                    let (channel, version) = move_of(&ButtonData::parse(&d).ok()?)?;
                    chat.is_none_or(|c| c.to_string() == channel)
                        .then_some((d, version))
                })
                .collect();
            let version = moves.first()?.1;
            Some((
                id,
                version,
                moves.into_iter().map(|(d, _)| d).collect(),
                m.text,
            ))
        })
}

/// The newest hand message of a user with moves at the table of `chat`: (message id, version,
/// buttons).
pub fn live_hand_at(fake: &Fake, user: &TgUser, chat: i64) -> Option<(i64, u64, Vec<String>)> {
    live_hand_in(fake, user, Some(chat)).map(|(id, version, moves, _)| (id, version, moves))
}

/// Whether a message's text is a hand.
pub fn is_hand(text: &str) -> bool {
    text.contains("Deine Karten:") || text.contains("Your cards:")
}

/// Whether a message is a hand: its line of cards, or — a seat without cards, a punter at
/// Basset — its keys of a hand alone ("Ready", a group of moves; a question where to move
/// carries move keys too).
pub fn is_hand_message(m: &Msg) -> bool {
    let keys = |d: &String| {
        ButtonData::parse(d).is_ok_and(|b| {
            matches!(
                b.button,
                Button::Move { .. } | Button::Ready { .. } | Button::Pick(_)
            )
        })
    };
    let question = m.text.contains("mehreren Tischen") || m.text.contains("several tables");
    is_hand(&m.text) || (!question && buttons(&m.markup).iter().any(keys))
}

/// A message as it stands now.
#[derive(Clone, Debug, Default)]
pub struct Msg {
    /// Its text (a photo's caption).
    pub text: String,
    /// Its `reply_markup` (`Null` without buttons).
    pub markup: Value,
    /// Times it was edited.
    pub edits: u32,
    /// The photo it shows: the upload's index in [`Fake::uploads`].
    pub photo: Option<usize>,
}

/// A picture the bot uploaded.
#[derive(Clone, Debug)]
pub struct Upload {
    /// The method that carried it (`sendPhoto`, `editMessageMedia`).
    pub method: String,
    /// The chat it went to.
    pub chat: i64,
    /// Its file name.
    pub file_name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Its width and height.
    pub size: (u32, u32),
    /// The `file_id` the fake gave it.
    pub file_id: String,
}

/// A failure to answer a request with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// 429 with `parameters.retry_after`.
    RetryAfter(u32),
    /// 500 Internal Server Error.
    Server,
    /// 502 Bad Gateway, as from a proxy in front of the Bot API.
    BadGateway,
    /// 400 Bad Request, as when a group's member list is inaccessible to the bot.
    BadRequest,
}

#[derive(Default)]
struct Inner {
    log: Vec<Request>,
    updates: Vec<Value>,
    next_update: i64,
    next_message: i64,
    messages: BTreeMap<(i64, i64), Msg>,
    failures: HashMap<String, VecDeque<Failure>>,
    blocked: HashSet<i64>,
    refuse_token: bool,
    /// `getChatMember` statuses by (chat, user); "left" for anyone not here.
    members: HashMap<(i64, i64), &'static str>,
    /// Chats whose next request that carries an inline keyboard is refused with
    /// `BUTTON_DATA_INVALID`.
    refuse_keyboard: HashSet<i64>,
    /// Answers to hold back: (method, chat, for how long), each for the next such request.
    holds: Vec<(String, i64, Duration)>,
    /// The pictures uploaded, in order.
    uploads: Vec<Upload>,
}

type Shared = (Arc<Mutex<Inner>>, Arc<Notify>);

/// The running fake.
pub struct Fake {
    /// Its base URL.
    pub url: url::Url,
    inner: Arc<Mutex<Inner>>,
    notify: Arc<Notify>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for Fake {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// A user whose client speaks German.
pub const ANNA: TgUser = TgUser {
    id: 11,
    name: "Anna",
    lang: Some("de"),
};
/// A user whose client speaks English.
pub const BERT: TgUser = TgUser {
    id: 22,
    name: "Bert",
    lang: Some("en"),
};

/// A Telegram user in updates.
#[derive(Clone, Debug)]
pub struct TgUser {
    /// Id (= private chat id).
    pub id: i64,
    /// First name.
    pub name: &'static str,
    /// `language_code`, if the client tells one.
    pub lang: Option<&'static str>,
}

impl TgUser {
    fn json(&self) -> Value {
        let mut user = json!({"id": self.id, "is_bot": false, "first_name": self.name});
        if let Some(lang) = self.lang {
            user["language_code"] = json!(lang);
        }
        user
    }
}

fn chat_json(id: i64) -> Value {
    if id < 0 {
        json!({"id": id, "type": "supergroup", "title": "Stammtisch"})
    } else {
        json!({"id": id, "type": "private", "first_name": "User"})
    }
}

fn bot_json() -> Value {
    json!({"id": BOT_ID, "is_bot": true, "first_name": "Bummerl", "username": BOT})
}

fn message_json(chat: i64, id: i64, msg: &Msg, uploads: &[Upload]) -> Value {
    let mut m = json!({
        "message_id": id,
        "date": DATE,
        "chat": chat_json(chat),
        "from": bot_json(),
    });
    match msg.photo.and_then(|i| uploads.get(i)) {
        Some(upload) => {
            m["caption"] = json!(msg.text);
            m["photo"] = json!([{
                "file_id": upload.file_id,
                "file_unique_id": unique_id(&upload.bytes),
                "width": upload.size.0,
                "height": upload.size.1,
                "file_size": upload.bytes.len(),
            }]);
        }
        None => m["text"] = json!(msg.text),
    }
    if !msg.markup.is_null() {
        m["reply_markup"] = msg.markup.clone();
    }
    m
}

fn ok(result: Value) -> Response {
    (
        StatusCode::OK,
        axum::Json(json!({"ok": true, "result": result})),
    )
        .into_response()
}

/// The `description` of an error answer, kept for the log.
#[derive(Clone)]
struct Refusal(String);

fn error(status: StatusCode, description: &str) -> Response {
    let body = json!({"ok": false, "error_code": status.as_u16(), "description": description});
    let mut response = (status, axum::Json(body)).into_response();
    response
        .extensions_mut()
        .insert(Refusal(description.to_owned()));
    response
}

/// Telegram's refusal of an edit that changes nothing.
fn not_modified() -> Response {
    error(
        StatusCode::BAD_REQUEST,
        "Bad Request: message is not modified: specified new message content and reply markup \
         are exactly the same as a current content and reply markup of the message",
    )
}

/// Telegram's refusal of a keyboard: callback data must be 1 to 64 bytes.
const BUTTON_DATA_INVALID: &str = "Bad Request: BUTTON_DATA_INVALID";

/// Whether a request carries an inline keyboard with callback data Telegram refuses.
fn bad_button_data(body: &Value) -> bool {
    buttons(&body["reply_markup"])
        .iter()
        .any(|d| d.is_empty() || d.len() > 64)
}

/// Whether a request carries an inline keyboard with buttons.
fn has_keyboard(body: &Value) -> bool {
    body["reply_markup"]["inline_keyboard"]
        .as_array()
        .is_some_and(|rows| !rows.is_empty())
}

impl Fake {
    /// Starts the fake on 127.0.0.1 with an ephemeral port.
    pub async fn start() -> Fake {
        let inner = Arc::new(Mutex::new(Inner {
            next_update: 1,
            next_message: 100,
            ..Inner::default()
        }));
        let notify = Arc::new(Notify::new());
        let app = Router::new()
            .route("/{bot}/{method}", post(handle))
            .with_state((inner.clone(), notify.clone()));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        Fake {
            url: format!("http://{addr}/").parse().unwrap(),
            inner,
            notify,
            server,
        }
    }

    fn push_update(&self, mut update: Value) -> i64 {
        let mut inner = self.inner.lock().unwrap();
        let id = inner.next_update;
        inner.next_update += 1;
        update["update_id"] = json!(id);
        inner.updates.push(update);
        drop(inner);
        self.notify.notify_waiters();
        id
    }

    /// Notes that a user who writes or presses in a group is in it (unless set otherwise).
    fn seen_in(&self, chat: i64, user: &TgUser) {
        if chat < 0 {
            let mut inner = self.inner.lock().unwrap();
            inner.members.entry((chat, user.id)).or_insert("member");
        }
    }

    /// Sets what `getChatMember` says of `user` in `chat`: "member", "left", "kicked", …
    pub fn set_member(&self, chat: i64, user: &TgUser, status: &'static str) {
        let mut inner = self.inner.lock().unwrap();
        inner.members.insert((chat, user.id), status);
    }

    /// The user changes the bot's status in his private chat, as Telegram reports it with a
    /// `my_chat_member` update: "kicked" when he blocks the bot, "member" when he unblocks it.
    /// Blocking also makes messages to him fail with 403, unblocking lets them through.
    pub fn set_bot_status(&self, user: &TgUser, status: &str) {
        if status == "kicked" {
            self.block(user.id);
        } else {
            self.unblock(user.id);
        }
        let old = if status == "kicked" {
            "member"
        } else {
            "kicked"
        };
        let member = |status: &str| {
            let mut m = json!({"user": bot_json(), "status": status});
            if status == "kicked" {
                m["until_date"] = json!(0);
            }
            m
        };
        self.push_update(json!({
            "my_chat_member": {
                "chat": chat_json(user.id),
                "from": user.json(),
                "date": DATE,
                "old_chat_member": member(old),
                "new_chat_member": member(status),
            }
        }));
    }

    /// Injects a text message from `from` in `chat`.
    pub fn say(&self, chat: i64, from: &TgUser, text: &str) {
        self.seen_in(chat, from);
        let mut message = json!({
            "message_id": 1,
            "date": DATE,
            "chat": chat_json(chat),
            "from": from.json(),
            "text": text,
        });
        if text.starts_with('/') {
            let len = text
                .split_whitespace()
                .next()
                .unwrap()
                .encode_utf16()
                .count();
            message["entities"] = json!([{"type": "bot_command", "offset": 0, "length": len}]);
        }
        self.push_update(json!({ "message": message }));
    }

    /// Injects a button press by `from` on message `message_id` in `chat`; returns the query id.
    pub fn press(&self, from: &TgUser, chat: i64, message_id: i64, data: &str) -> String {
        self.seen_in(chat, from);
        let message = {
            let inner = self.inner.lock().unwrap();
            let msg = inner
                .messages
                .get(&(chat, message_id))
                .cloned()
                .unwrap_or_default();
            message_json(chat, message_id, &msg, &inner.uploads)
        };
        let query = format!("q{}-{}", from.id, self.inner.lock().unwrap().next_update);
        self.push_update(json!({
            "callback_query": {
                "id": query,
                "from": from.json(),
                "chat_instance": "instance",
                "data": data,
                "message": message,
            }
        }));
        query
    }

    /// Takes the updates injected so far out of the queue, for a test that posts them to a
    /// webhook instead of having them long-polled.
    pub fn take_updates(&self) -> Vec<Value> {
        std::mem::take(&mut self.inner.lock().unwrap().updates)
    }

    /// Fails the next request of `method` with `failure`.
    pub fn fail_next(&self, method: &str, failure: Failure) {
        self.inner
            .lock()
            .unwrap()
            .failures
            .entry(method.to_owned())
            .or_default()
            .push_back(failure);
    }

    /// Refuses the next request to `chat` that carries an inline keyboard, whatever its
    /// callback data, as Telegram refuses one with malformed data: 400 `BUTTON_DATA_INVALID`.
    pub fn refuse_next_keyboard(&self, chat: i64) {
        self.inner.lock().unwrap().refuse_keyboard.insert(chat);
    }

    /// Does the next `method` request to `chat` (it is logged and takes effect at once) but
    /// holds its answer back for `hold`: the caller learns late, or not at all, that it went
    /// through.
    pub fn hold_next(&self, method: &str, chat: i64, hold: Duration) {
        self.inner
            .lock()
            .unwrap()
            .holds
            .push((method.to_owned(), chat, hold));
    }

    /// The requests refused as changing nothing ("message is not modified").
    pub fn not_modified(&self) -> Vec<Request> {
        self.requests()
            .into_iter()
            .filter(Request::not_modified)
            .collect()
    }

    /// Forgets the failures not yet answered.
    pub fn clear_failures(&self) {
        self.inner.lock().unwrap().failures.clear();
    }

    /// Answers every message to `chat` with 403 "bot was blocked by the user".
    pub fn block(&self, chat: i64) {
        self.inner.lock().unwrap().blocked.insert(chat);
    }

    /// Answers every request with 401 Unauthorized, as for a wrong token.
    pub fn refuse_token(&self) {
        self.inner.lock().unwrap().refuse_token = true;
    }

    /// Lets messages to `chat` through again.
    pub fn unblock(&self, chat: i64) {
        self.inner.lock().unwrap().blocked.remove(&chat);
    }

    /// Every picture uploaded so far.
    pub fn uploads(&self) -> Vec<Upload> {
        self.inner.lock().unwrap().uploads.clone()
    }

    /// The picture a message shows, if it is a photo.
    pub fn photo_of(&self, chat: i64, message: i64) -> Option<Upload> {
        let inner = self.inner.lock().unwrap();
        let index = inner.messages.get(&(chat, message))?.photo?;
        inner.uploads.get(index).cloned()
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Request> {
        self.inner.lock().unwrap().log.clone()
    }

    /// The messages of a chat as they stand, by id.
    pub fn messages(&self, chat: i64) -> Vec<(i64, Msg)> {
        self.inner
            .lock()
            .unwrap()
            .messages
            .iter()
            .filter(|((c, _), _)| *c == chat)
            .map(|((_, id), m)| (*id, m.clone()))
            .collect()
    }

    /// The answer to a callback query, if it was answered (successfully).
    pub fn answer(&self, query: &str) -> Option<Value> {
        self.requests()
            .into_iter()
            .rev()
            .find(|r| {
                r.method == "answerCallbackQuery"
                    && r.status == 200
                    && r.body["callback_query_id"] == query
            })
            .map(|r| r.body)
    }

    /// Waits until `f` finds something, for up to `secs` seconds.
    pub async fn wait<T>(&self, secs: u64, what: &str, mut f: impl FnMut(&Fake) -> Option<T>) -> T {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(value) = f(self) {
                return value;
            }
            if Instant::now() >= deadline {
                for r in self.requests() {
                    eprintln!("{} {} {}", r.status, r.method, r.body);
                }
                panic!("timed out waiting for {what}");
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Waits for the answer to a callback query.
    pub async fn answered(&self, query: &str) -> Value {
        let q = query.to_owned();
        self.wait(20, &format!("the answer to {query}"), move |f| f.answer(&q))
            .await
    }
}

async fn handle(
    State((inner, notify)): State<Shared>,
    Path((bot, method)): Path<(String, String)>,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    assert!(bot.starts_with("bot"), "{bot}");
    // Method names are case-insensitive; teloxide sends `SendMessage`.
    let mut chars = method.chars();
    let method: String = chars
        .next()
        .map(|c| c.to_ascii_lowercase())
        .into_iter()
        .chain(chars)
        .collect();
    let content_type = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let (body, files): (Value, Vec<File>) = match content_type.split_once("boundary=") {
        Some((_, boundary)) => multipart(&body, boundary.trim_matches('"')),
        None => (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        ),
    };
    if method == "getUpdates" {
        return get_updates(inner, notify, body).await;
    }
    let (response, hold) = respond(&mut inner.lock().unwrap(), method, body, files);
    if let Some(hold) = hold {
        tokio::time::sleep(hold).await;
    }
    response
}

/// A file of a multipart body: its name and bytes.
struct File {
    /// Its name.
    name: String,
    /// Its bytes.
    bytes: Vec<u8>,
}

/// A `multipart/form-data` body (a file sent: `sendDocument`, `sendPhoto`,
/// `editMessageMedia`) as the JSON object of its fields — text fields as they are (`chat_id` a
/// number, `reply_markup` and `media` their JSON), a file as `{"file_name": …, "contents": …,
/// "file": N}` in the field that attaches it (also `attach://` inside `media`), N its place
/// among the files returned beside.
fn multipart(body: &[u8], boundary: &str) -> (Value, Vec<File>) {
    let mut fields = serde_json::Map::new();
    let mut files = Vec::new();
    for part in bot_core::multipart::parts(body, boundary) {
        let Some(name) = part.name else {
            continue;
        };
        let value = match part.file_name {
            Some(file_name) => {
                let value = json!({
                    "file_name": file_name,
                    "contents": part.value,
                    "file": files.len(),
                });
                files.push(File {
                    name: file_name,
                    bytes: part.bytes,
                });
                value
            }
            None if matches!(name.as_str(), "reply_markup" | "media") => {
                serde_json::from_str(&part.value).unwrap_or(Value::String(part.value.clone()))
            }
            None => serde_json::from_str::<i64>(&part.value)
                .map_or_else(|_| Value::String(part.value.clone()), Value::from),
        };
        fields.insert(name, value);
    }
    // A file is a part of its own that its field names (`"document": "attach://ID"`).
    let attached: Vec<(String, String)> = fields
        .iter()
        .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.strip_prefix("attach://")?.to_owned())))
        .collect();
    for (field, part) in attached {
        if let Some(file) = fields.remove(&part) {
            fields.insert(field, file);
        }
    }
    let inner = fields
        .get("media")
        .and_then(|m| m["media"].as_str()?.strip_prefix("attach://"))
        .map(str::to_owned);
    if let Some(part) = inner
        && let Some(file) = fields.remove(&part)
    {
        fields["media"]["media"] = file;
    }
    (Value::Object(fields), files)
}

/// A stand-in for Telegram's `file_unique_id`: the same for the same bytes.
fn unique_id(bytes: &[u8]) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut hasher);
    format!("U{:016x}", hasher.finish())
}

/// The width and height of a PNG, from its header; `None` for anything else.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.len() < 24 || !bytes.starts_with(b"\x89PNG\r\n\x1a\n") || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    Some((word(16), word(20)))
}

/// The photo a request sends (`photo`, or a `media` of type photo): an upload it carries,
/// checked as Telegram checks a photo, or one uploaded before by its `file_id`; the upload's
/// index, or Telegram's refusal (boxed: a response is large).
fn photo(
    state: &mut Inner,
    method: &str,
    chat: i64,
    field: &Value,
    files: &mut [File],
) -> Result<usize, Box<Response>> {
    let bad = |description: &str| Err(Box::new(error(StatusCode::BAD_REQUEST, description)));
    if let Some(id) = field.as_str() {
        return match state.uploads.iter().position(|u| u.file_id == id) {
            Some(index) => Ok(index),
            None => bad("Bad Request: wrong file identifier/HTTP URL specified"),
        };
    }
    let Some(file) = field["file"]
        .as_u64()
        .and_then(|i| files.get_mut(i as usize))
    else {
        return bad("Bad Request: there is no photo in the request");
    };
    if file.bytes.len() > 10 * 1024 * 1024 {
        return bad("Bad Request: file is too big");
    }
    let Some((w, h)) = png_size(&file.bytes) else {
        return bad("Bad Request: IMAGE_PROCESS_FAILED");
    };
    if w == 0 || h == 0 || w + h > 10_000 || w > 20 * h || h > 20 * w {
        return bad("Bad Request: PHOTO_INVALID_DIMENSIONS");
    }
    let index = state.uploads.len();
    state.uploads.push(Upload {
        method: method.to_owned(),
        chat,
        file_name: file.name.clone(),
        bytes: std::mem::take(&mut file.bytes),
        size: (w, h),
        file_id: format!("AgAC{index:06}"),
    });
    Ok(index)
}

/// Whether a caption is within Telegram's 1,024 characters (its text, tags not counted).
fn caption_fits(caption: &str) -> bool {
    let mut visible = 0;
    let mut in_tag = false;
    for c in caption.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_tag => visible += 1,
            _ => {}
        }
    }
    visible <= 1024
}

/// The answer to a request (logged), and how long to hold it back.
fn respond(
    state: &mut Inner,
    method: String,
    body: Value,
    mut files: Vec<File>,
) -> (Response, Option<Duration>) {
    let failure = state
        .failures
        .get_mut(&method)
        .and_then(VecDeque::pop_front);
    let blocked = body["chat_id"]
        .as_i64()
        .is_some_and(|c| state.blocked.contains(&c));
    let keyboard = has_keyboard(&body);
    let refuse_keyboard = keyboard
        && (body["chat_id"]
            .as_i64()
            .is_some_and(|c| state.refuse_keyboard.remove(&c))
            || bad_button_data(&body));
    let response = match (failure, blocked) {
        (Some(Failure::RetryAfter(secs)), _) => {
            let body = json!({
                "ok": false,
                "error_code": 429,
                "description": format!("Too Many Requests: retry after {secs}"),
                "parameters": {"retry_after": secs},
            });
            (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response()
        }
        (Some(Failure::Server), _) => {
            error(StatusCode::INTERNAL_SERVER_ERROR, "Internal Server Error")
        }
        (Some(Failure::BadGateway), _) => error(StatusCode::BAD_GATEWAY, "Bad Gateway"),
        (Some(Failure::BadRequest), _) => error(
            StatusCode::BAD_REQUEST,
            "Bad Request: member list is inaccessible",
        ),
        (None, _) if state.refuse_token => error(StatusCode::UNAUTHORIZED, "Unauthorized"),
        (None, true) => error(
            StatusCode::FORBIDDEN,
            "Forbidden: bot was blocked by the user",
        ),
        (None, false) if refuse_keyboard => error(StatusCode::BAD_REQUEST, BUTTON_DATA_INVALID),
        (None, false) => answer(state, &method, &body, &mut files),
    };
    let chat = body["chat_id"].as_i64();
    let hold = state
        .holds
        .iter()
        .position(|(m, c, _)| *m == method && Some(*c) == chat)
        .map(|i| state.holds.remove(i).2);
    state.log.push(Request {
        method,
        body,
        at: Instant::now(),
        status: response.status().as_u16(),
        refusal: response.extensions().get::<Refusal>().map(|r| r.0.clone()),
    });
    (response, hold)
}

fn answer(state: &mut Inner, method: &str, body: &Value, files: &mut [File]) -> Response {
    let chat = body["chat_id"].as_i64().unwrap_or_default();
    match method {
        "getMe" => ok(json!({
            "id": BOT_ID, "is_bot": true, "first_name": "Bummerl", "username": BOT,
            "can_join_groups": true, "can_read_all_group_messages": false,
            "supports_inline_queries": false, "can_connect_to_business": false,
            "has_main_web_app": false,
        })),
        // A document's caption is its message's text.
        "sendMessage" | "sendDocument" => {
            let id = state.next_message;
            state.next_message += 1;
            let text = body["text"].as_str().or(body["caption"].as_str());
            let msg = Msg {
                text: text.unwrap_or_default().to_owned(),
                markup: body["reply_markup"].clone(),
                edits: 0,
                photo: None,
            };
            let json = message_json(chat, id, &msg, &state.uploads);
            state.messages.insert((chat, id), msg);
            ok(json)
        }
        "sendPhoto" => {
            let caption = body["caption"].as_str().unwrap_or_default().to_owned();
            if !caption_fits(&caption) {
                return error(
                    StatusCode::BAD_REQUEST,
                    "Bad Request: message caption is too long",
                );
            }
            let photo = match photo(state, method, chat, &body["photo"], files) {
                Ok(index) => index,
                Err(refused) => return *refused,
            };
            let id = state.next_message;
            state.next_message += 1;
            let msg = Msg {
                text: caption,
                markup: body["reply_markup"].clone(),
                edits: 0,
                photo: Some(photo),
            };
            let json = message_json(chat, id, &msg, &state.uploads);
            state.messages.insert((chat, id), msg);
            ok(json)
        }
        "editMessageMedia" => {
            let id = body["message_id"].as_i64().unwrap_or_default();
            let Some(shown) = state.messages.get(&(chat, id)).map(|m| m.photo) else {
                return error(
                    StatusCode::BAD_REQUEST,
                    "Bad Request: message to edit not found",
                );
            };
            let Some(shown) = shown else {
                return error(
                    StatusCode::BAD_REQUEST,
                    "Bad Request: there is no media in the message to edit",
                );
            };
            let media = &body["media"];
            if media["type"] != "photo" {
                return error(
                    StatusCode::BAD_REQUEST,
                    "Bad Request: unsupported media type",
                );
            }
            let caption = media["caption"].as_str().unwrap_or_default().to_owned();
            if !caption_fits(&caption) {
                return error(
                    StatusCode::BAD_REQUEST,
                    "Bad Request: message caption is too long",
                );
            }
            let uploads_before = state.uploads.len();
            let photo = match photo(state, method, chat, &media["media"], files) {
                Ok(index) => index,
                Err(refused) => return *refused,
            };
            let markup = body["reply_markup"].clone();
            let same_picture =
                unique_id(&state.uploads[photo].bytes) == unique_id(&state.uploads[shown].bytes);
            let msg = state.messages.get_mut(&(chat, id)).expect("found above");
            if same_picture && caption == msg.text && markup == msg.markup {
                // Refused, the upload is not kept.
                state.uploads.truncate(uploads_before);
                return not_modified();
            }
            msg.text = caption;
            msg.markup = markup;
            msg.photo = Some(photo);
            msg.edits += 1;
            let msg = msg.clone();
            ok(message_json(chat, id, &msg, &state.uploads))
        }
        "editMessageText" | "editMessageReplyMarkup" => {
            let id = body["message_id"].as_i64().unwrap_or_default();
            let Some(msg) = state.messages.get_mut(&(chat, id)) else {
                return error(
                    StatusCode::BAD_REQUEST,
                    "Bad Request: message to edit not found",
                );
            };
            if method == "editMessageText" && msg.photo.is_some() {
                return error(
                    StatusCode::BAD_REQUEST,
                    "Bad Request: there is no text in the message to edit",
                );
            }
            let text = body["text"].as_str().unwrap_or(&msg.text).to_owned();
            let markup = body["reply_markup"].clone();
            if text == msg.text && markup == msg.markup {
                return not_modified();
            }
            msg.text = text;
            msg.markup = markup;
            msg.edits += 1;
            let msg = msg.clone();
            ok(message_json(chat, id, &msg, &state.uploads))
        }
        "getChatMember" => {
            let user = body["user_id"].as_i64().unwrap_or_default();
            let status = state.members.get(&(chat, user)).copied().unwrap_or("left");
            let mut member = json!({
                "user": {"id": user, "is_bot": false, "first_name": "User"},
                "status": status,
            });
            match status {
                "kicked" => member["until_date"] = json!(0),
                "creator" => member["is_anonymous"] = json!(false),
                "administrator" => {
                    for right in [
                        "is_anonymous",
                        "can_be_edited",
                        "can_manage_chat",
                        "can_change_info",
                        "can_delete_messages",
                        "can_manage_video_chats",
                        "can_invite_users",
                        "can_restrict_members",
                        "can_promote_members",
                    ] {
                        member[right] = json!(right == "can_manage_chat");
                    }
                }
                _ => {}
            }
            ok(member)
        }
        "answerCallbackQuery" | "setMyCommands" | "deleteWebhook" | "setWebhook" => ok(json!(true)),
        other => error(StatusCode::NOT_FOUND, &format!("Not Found: {other}")),
    }
}

async fn get_updates(inner: Arc<Mutex<Inner>>, notify: Arc<Notify>, body: Value) -> Response {
    let offset = body["offset"].as_i64().unwrap_or(0);
    let timeout = body["timeout"].as_u64().unwrap_or(0);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(timeout);
    loop {
        let notified = notify.notified();
        {
            let mut guard = inner.lock().unwrap();
            let state = &mut *guard;
            let failure = state
                .failures
                .get_mut("getUpdates")
                .and_then(VecDeque::pop_front);
            let response = match failure {
                Some(Failure::Server | Failure::BadGateway | Failure::BadRequest) => Some(error(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "Internal Server Error",
                )),
                Some(Failure::RetryAfter(secs)) => {
                    let body = json!({"ok": false, "error_code": 429,
                        "description": "Too Many Requests", "parameters": {"retry_after": secs}});
                    Some((StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response())
                }
                None => {
                    // Updates below the offset are confirmed: forget them.
                    state
                        .updates
                        .retain(|u| u["update_id"].as_i64().unwrap_or(0) >= offset);
                    (!state.updates.is_empty()).then(|| ok(Value::Array(state.updates.clone())))
                }
            };
            if let Some(response) = response {
                state.log.push(Request {
                    method: "getUpdates".into(),
                    body: body.clone(),
                    at: Instant::now(),
                    status: response.status().as_u16(),
                    refusal: response.extensions().get::<Refusal>().map(|r| r.0.clone()),
                });
                return response;
            }
        }
        if tokio::time::timeout_at(deadline, notified).await.is_err() {
            return ok(json!([]));
        }
    }
}
