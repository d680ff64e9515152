//! A fake Discord on 127.0.0.1: the REST API the adapter uses (recording every request) and a
//! websocket gateway (Hello → Identify → READY, heartbeat ACKs, then the INTERACTION_CREATE
//! dispatches a test injects). Nothing here talks to any other address.

#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use tokio::sync::broadcast;

/// The bot's application (and user) id.
pub const APP: u64 = 4242;
/// The guild of the test channels.
pub const GUILD: u64 = 7000;
/// DM channel ids are the user id plus this.
pub const DM_OFFSET: u64 = 1_000_000_000;

/// The user whose direct messages `channel` is (DM channels are the user's id plus
/// [`DM_OFFSET`]); `None` for a server channel.
pub fn dm_user(channel: u64) -> Option<u64> {
    (DM_OFFSET..2 * DM_OFFSET)
        .contains(&channel)
        .then(|| channel - DM_OFFSET)
}

/// One recorded request.
#[derive(Clone, Debug)]
pub struct Req {
    /// HTTP method.
    pub method: String,
    /// Path without the `/api/v10` prefix and query.
    pub path: String,
    /// The JSON body (`null` if none).
    pub body: Value,
    /// The id of the message the fake created or edited, if any.
    pub message_id: Option<u64>,
    /// The HTTP status the fake answered.
    pub status: u16,
    /// The files uploaded with it.
    pub uploads: Vec<Upload>,
}

/// A failure the fake answers chosen requests with.
#[derive(Clone, Debug)]
struct Failure {
    method: &'static str,
    path_prefix: String,
    status: u16,
    left: u32,
}

struct Shared {
    port: u16,
    log: Mutex<Vec<Req>>,
    closed_dms: Mutex<HashSet<u64>>,
    next_id: AtomicU64,
    inject: broadcast::Sender<Value>,
    identified: AtomicU64,
    /// The `[id, count]` each gateway session identified with.
    shards: Mutex<Vec<[u64; 2]>>,
    failures: Mutex<Vec<Failure>>,
    /// How many more messages with components to refuse as Discord refuses a bad one.
    refuse_keys: AtomicU64,
    /// The message each injected press sat on, by its interaction's token.
    pressed: Mutex<HashMap<String, u64>>,
}

/// What a message shows besides its text: its embeds' images and its files, as Discord keeps
/// them through edits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attached {
    /// The embeds' image URLs (`attachment://NAME` for a file of the message).
    pub images: Vec<String>,
    /// The names of its files.
    pub files: Vec<String>,
}

impl Attached {
    /// Applies a write of `message` with `uploads`: a new message shows what it carries; an
    /// edit replaces the embeds it names, and its `attachments` (when given) replace the
    /// files: the new ones uploaded, an old one only if kept by id (which the fake never
    /// hands out, so none is).
    fn apply(&mut self, create: bool, message: &Value, uploads: &[Upload]) {
        let images = message["embeds"].as_array().map(|embeds| {
            embeds
                .iter()
                .filter_map(|e| e["image"]["url"].as_str().map(str::to_owned))
                .collect()
        });
        let uploaded = uploads.iter().map(|u| u.name.clone());
        let listed = message.get("attachments").and_then(Value::as_array);
        if let Some(kept) = listed
            .into_iter()
            .flatten()
            .find(|a| a.get("filename").is_none())
        {
            panic!("keeps attachment {kept}, which the fake never gave");
        }
        if create {
            self.images = images.unwrap_or_default();
            self.files = uploaded.collect();
            return;
        }
        if let Some(images) = images {
            self.images = images;
        }
        if listed.is_some() {
            self.files.clear();
        }
        self.files.extend(uploaded);
    }

    /// The images that name a file the message does not have (Discord shows them broken).
    pub fn broken(&self) -> Vec<String> {
        self.images
            .iter()
            .filter(|url| {
                url.strip_prefix("attachment://")
                    .is_some_and(|name| !self.files.iter().any(|f| f == name))
            })
            .cloned()
            .collect()
    }
}

/// The fake server.
#[derive(Clone)]
pub struct Fake {
    shared: Arc<Shared>,
    /// Its address.
    pub addr: SocketAddr,
}

pub fn user_json(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name, "global_name": name, "discriminator": "0",
           "avatar": null, "bot": id == APP, "public_flags": 0})
}

/// A message as Discord returns it.
pub fn message_json(id: u64, channel: u64, content: &str, components: &Value, flags: u64) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(),
        "author": user_json(APP, "Bummerl"), "content": content,
        "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0, "flags": flags,
        "components": components,
    })
}

/// What Discord refuses in a message's content and components (400, code 50035): more than
/// 2,000 characters, more than 5 rows, a row of more than 5 buttons or of a menu beside
/// anything, a custom id empty, over 100 characters or twice in a message, a label over 80, a
/// menu of no or more than 25 options, an option's label or value over 100.
pub fn refused(message: &Value) -> Option<String> {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    if chars(&message["content"]) > 2000 {
        return Some("content over 2000 characters".into());
    }
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if rows.len() > 5 {
        return Some(format!("{} rows", rows.len()));
    }
    let mut ids = HashSet::new();
    let mut id = |v: &Value| -> Option<String> {
        let id = v.as_str().unwrap_or("");
        if id.is_empty() || id.chars().count() > 100 || !ids.insert(id.to_owned()) {
            return Some(format!(
                "custom id {id:?} ({} characters)",
                id.chars().count()
            ));
        }
        None
    };
    for row in &rows {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let menus = items.iter().filter(|c| c["type"] != 2).count();
        if items.is_empty() || items.len() > 5 || (menus > 0 && items.len() > 1) {
            return Some(format!("a row of {} items", items.len()));
        }
        for item in &items {
            if let Some(bad) = id(&item["custom_id"]) {
                return Some(bad);
            }
            if chars(&item["label"]) > 80 {
                return Some("a label over 80 characters".into());
            }
            if item["type"] == 3 {
                let options = item["options"].as_array().cloned().unwrap_or_default();
                if options.is_empty() || options.len() > 25 {
                    return Some(format!("a menu of {} options", options.len()));
                }
                if options
                    .iter()
                    .any(|o| chars(&o["label"]) > 100 || chars(&o["value"]) > 100)
                {
                    return Some("an option over 100 characters".into());
                }
            }
        }
    }
    None
}

fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (
        status,
        axum::Json(json!({"code": code, "message": message})),
    )
        .into_response()
}

impl Fake {
    /// Starts the fake on a free port of 127.0.0.1.
    pub async fn start() -> Fake {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (inject, _) = broadcast::channel(256);
        let shared = Arc::new(Shared {
            port: addr.port(),
            log: Mutex::new(Vec::new()),
            closed_dms: Mutex::new(HashSet::new()),
            next_id: AtomicU64::new(900_000),
            inject,
            identified: AtomicU64::new(0),
            shards: Mutex::new(Vec::new()),
            failures: Mutex::new(Vec::new()),
            refuse_keys: AtomicU64::new(0),
            pressed: Mutex::new(HashMap::new()),
        });
        let app = Router::new()
            .route("/gateway", get(gateway))
            .fallback(rest)
            .with_state(Arc::clone(&shared));
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Fake { shared, addr }
    }

    /// The API base for the adapter's settings.
    pub fn api_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Makes sending DMs to `user` fail with 50007.
    pub fn close_dms(&self, user: u64) {
        self.shared.closed_dms.lock().unwrap().insert(user);
    }

    /// Fails the next `count` requests of `method` whose path starts with `path_prefix` with
    /// `status` (429: rate limited, with `retry_after`; 5xx: a server error).
    pub fn fail(&self, method: &'static str, path_prefix: &str, status: u16, count: u32) {
        self.shared.failures.lock().unwrap().push(Failure {
            method,
            path_prefix: path_prefix.to_owned(),
            status,
            left: count,
        });
    }

    /// Refuses the next `count` messages that carry components as Discord refuses bad ones
    /// (400, code 50035), whatever they carry.
    pub fn refuse_keys(&self, count: u64) {
        self.shared.refuse_keys.store(count, Ordering::SeqCst);
    }

    /// Forgets the failures not yet answered.
    pub fn clear_failures(&self) {
        self.shared.failures.lock().unwrap().clear();
    }

    /// The messages that carry buttons now, by id: each one's channel and custom ids, from the
    /// newest successful write of each message.
    pub fn live_buttons(&self) -> HashMap<u64, (u64, Vec<String>)> {
        let mut live = HashMap::new();
        for r in self.log() {
            let (Some(id), true) = (r.message_id, r.status < 300) else {
                continue;
            };
            let Some(channel) = r
                .path
                .strip_prefix("/channels/")
                .and_then(|p| p.split('/').next())
                .and_then(|c| c.parse::<u64>().ok())
            else {
                continue;
            };
            let ids = custom_ids(&r.body);
            if ids.is_empty() {
                live.remove(&id);
            } else {
                live.insert(id, (channel, ids));
            }
        }
        live
    }

    /// What each message shows besides its text, by id, from every successful write in order:
    /// channel messages, follow-ups, and the messages pressed buttons sat on (updated by the
    /// press's answer, or by an edit of its original response after a deferral).
    pub fn attached(&self) -> HashMap<u64, Attached> {
        let pressed = self.shared.pressed.lock().unwrap().clone();
        let mut shown: HashMap<u64, Attached> = HashMap::new();
        for r in self.log().iter().filter(|r| r.status < 300) {
            let parts: Vec<&str> = r.path.trim_matches('/').split('/').collect();
            let (id, create, message) = match (r.method.as_str(), parts.as_slice()) {
                ("POST", ["interactions", _, token, "callback"]) if r.body["type"] == 7 => {
                    (pressed.get(*token).copied(), false, &r.body["data"])
                }
                ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
                    (pressed.get(*token).copied(), false, &r.body)
                }
                ("POST", ["channels", ..] | ["webhooks", ..]) => (r.message_id, true, &r.body),
                ("PATCH", ["channels", ..] | ["webhooks", ..]) => (r.message_id, false, &r.body),
                _ => (None, false, &r.body),
            };
            if let Some(id) = id {
                shown
                    .entry(id)
                    .or_default()
                    .apply(create, message, &r.uploads);
            }
        }
        shown
    }

    /// The messages that show an image of a file they do not have, with those images.
    pub fn broken_images(&self) -> Vec<(u64, Vec<String>)> {
        let mut broken: Vec<_> = self
            .attached()
            .into_iter()
            .map(|(id, a)| (id, a.broken()))
            .filter(|(_, b)| !b.is_empty())
            .collect();
        broken.sort();
        broken
    }

    /// A fresh snowflake.
    pub fn next_id(&self) -> u64 {
        self.shared.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Everything received so far.
    pub fn log(&self) -> Vec<Req> {
        self.shared.log.lock().unwrap().clone()
    }

    /// How many requests were received so far.
    pub fn len(&self) -> usize {
        self.shared.log.lock().unwrap().len()
    }

    /// The `[id, count]` of every gateway session identified so far.
    pub fn shards(&self) -> Vec<[u64; 2]> {
        self.shared.shards.lock().unwrap().clone()
    }

    /// Sends an INTERACTION_CREATE dispatch to the connected bot (to the session of the shard
    /// of its server, as Discord routes them: `(guild >> 22) % count`, direct messages to 0).
    pub fn inject(&self, interaction: Value) {
        let message = interaction["message"]["id"]
            .as_str()
            .and_then(|m| m.parse().ok());
        if let (Some(token), Some(message)) = (interaction["token"].as_str(), message) {
            let mut pressed = self.shared.pressed.lock().unwrap();
            pressed.insert(token.to_owned(), message);
        }
        self.shared
            .inject
            .send(interaction)
            .expect("the bot is connected");
    }

    /// Waits until `find` returns something from the log (from index `from` on).
    pub async fn wait_for<T>(
        &self,
        from: usize,
        what: &str,
        find: impl Fn(&[Req]) -> Option<T>,
    ) -> T {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            {
                let log = self.shared.log.lock().unwrap();
                if let Some(found) = find(&log[from.min(log.len())..]) {
                    return found;
                }
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}: {:#?}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Polls `find` until it returns something (at most 10 s).
    pub async fn until<T>(&self, what: &str, find: impl Fn(&Fake) -> Option<T>) -> T {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(found) = find(self) {
                return found;
            }
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Waits for the bot's gateway session and its command registration.
    pub async fn wait_ready(&self) {
        self.wait_ready_from(0).await;
    }

    /// Waits for a command registration after request `from` (a restarted bot).
    pub async fn wait_ready_from(&self, from: usize) {
        self.wait_for(from, "command registration", |log| {
            log.iter()
                .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                .cloned()
        })
        .await;
    }
}

async fn gateway(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| session(shared, socket))
}

async fn send(socket: &mut WebSocket, value: Value) -> bool {
    socket
        .send(WsMessage::Text(value.to_string().into()))
        .await
        .is_ok()
}

async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let mut injected = shared.inject.subscribe();
    let mut seq = 0u64;
    let mut shard = [0u64, 1];
    if !send(
        &mut socket,
        json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null}),
    )
    .await
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(WsMessage::Text(text))) = incoming else { return };
                let payload: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                let reply = match payload["op"].as_u64() {
                    Some(2) => {
                        seq += 1;
                        if let Some([id, count]) = payload["d"]["shard"].as_array().map(|s| {
                            [s[0].as_u64().unwrap_or(0), s[1].as_u64().unwrap_or(1).max(1)]
                        }) {
                            shard = [id, count];
                        }
                        shared.shards.lock().unwrap().push(shard);
                        shared.identified.fetch_add(1, Ordering::SeqCst);
                        let ready = json!({
                            "v": 10, "user": user_json(APP, "Bummerl"), "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": format!("ws://127.0.0.1:{}/gateway", shared.port),
                            "shard": shard, "application": {"id": APP.to_string(), "flags": 0},
                        });
                        Some(json!({"op": 0, "t": "READY", "s": seq, "d": ready}))
                    }
                    Some(1) => Some(json!({"op": 11, "d": null, "s": null, "t": null})),
                    _ => None,
                };
                if let Some(reply) = reply && !send(&mut socket, reply).await {
                    return;
                }
            }
            interaction = injected.recv() => {
                let Ok(interaction) = interaction else { return };
                let guild = interaction["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
                if guild.map_or(0, |g| (g >> 22) % shard[1]) != shard[0] {
                    continue;
                }
                seq += 1;
                let dispatch = json!({"op": 0, "t": "INTERACTION_CREATE", "s": seq, "d": interaction});
                if !send(&mut socket, dispatch).await { return; }
            }
        }
    }
}

/// The most files Discord takes in one message.
pub const MAX_FILES: usize = 10;
/// The most bytes Discord takes in one request's files (the `attachment_size_limit` of a
/// server without boosts, 25 MiB).
pub const MAX_UPLOAD: usize = 25 * 1024 * 1024;

/// A file uploaded with a message: its field (`files[N]`), its name and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    /// The form field, `files[N]` (N: the attachment's id in the payload).
    pub field: String,
    /// The file's name.
    pub name: String,
    /// Its bytes as sent.
    pub bytes: Vec<u8>,
}

/// A `multipart/form-data` body (a message with files) as its `payload_json`, the files beside
/// it as `"files": [{"file_name": …, "contents": …}]` (contents read as text), and the files'
/// bytes.
fn multipart(body: &[u8], boundary: &str) -> (Value, Vec<Upload>) {
    let mut payload = Value::Null;
    let mut files = Vec::new();
    let mut uploads = Vec::new();
    for part in bot_core::multipart::parts(body, boundary) {
        match (part.name, part.file_name) {
            (Some(name), _) if name == "payload_json" => {
                payload = serde_json::from_str(&part.value).unwrap_or_default()
            }
            (field, Some(file_name)) => {
                files.push(json!({"file_name": file_name, "contents": part.value}));
                uploads.push(Upload {
                    field: field.unwrap_or_default(),
                    name: file_name,
                    bytes: part.bytes,
                });
            }
            _ => {}
        }
    }
    payload["files"] = Value::Array(files);
    (payload, uploads)
}

/// What Discord refuses of a message's files: more than [`MAX_FILES`], more than
/// [`MAX_UPLOAD`] bytes (413), a new attachment of the payload without its `files[N]` part, or
/// an embed's `attachment://` image that names no file of the message.
fn refused_files(message: &Value, uploads: &[Upload]) -> Option<(StatusCode, u64, String)> {
    let bad = |why: String| Some((StatusCode::BAD_REQUEST, 50035, why));
    if uploads.len() > MAX_FILES {
        return bad(format!("{} files, at most {MAX_FILES}", uploads.len()));
    }
    let bytes: usize = uploads.iter().map(|u| u.bytes.len()).sum();
    if bytes > MAX_UPLOAD {
        let why = format!("Request entity too large: {bytes} bytes");
        return Some((StatusCode::PAYLOAD_TOO_LARGE, 40005, why));
    }
    let listed = message["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    for attachment in &listed {
        let id = attachment["id"].to_string().replace('"', "");
        let new = attachment.get("filename").is_some();
        if new && !uploads.iter().any(|u| u.field == format!("files[{id}]")) {
            return bad(format!("attachments: no file for id {id}"));
        }
    }
    let names: Vec<String> = listed
        .iter()
        .filter_map(|a| a["filename"].as_str().map(str::to_owned))
        .chain(uploads.iter().map(|u| u.name.clone()))
        .collect();
    let embeds = message["embeds"].as_array().cloned().unwrap_or_default();
    for embed in embeds {
        let url = embed["image"]["url"].as_str().unwrap_or_default();
        if let Some(name) = url.strip_prefix("attachment://")
            && !names.iter().any(|n| n == name)
        {
            return bad(format!("embeds: {url} names no file of the message"));
        }
    }
    None
}

async fn rest(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().trim_start_matches("/api/v10").to_owned();
    let content_type = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let (body, uploads): (Value, Vec<Upload>) = match content_type.split_once("boundary=") {
        Some((_, boundary)) => multipart(&body, boundary.trim_matches('"')),
        None => (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        ),
    };
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let gateway_url = format!("ws://127.0.0.1:{}/gateway", shared.port);
    let new_id = || shared.next_id.fetch_add(1, Ordering::SeqCst);
    let mut message_id = None;
    let content = body["content"].as_str().unwrap_or("").to_owned();
    let components = body.get("components").cloned().unwrap_or(json!([]));
    let flags = body["flags"].as_u64().unwrap_or(0);
    let failure = {
        let mut failures = shared.failures.lock().unwrap();
        let found = failures.iter_mut().find(|f| {
            f.left > 0 && f.method == method.as_str() && path.starts_with(&f.path_prefix)
        });
        found.map(|f| {
            f.left -= 1;
            f.status
        })
    };
    let message = match parts.as_slice() {
        ["interactions", ..] => &body["data"],
        _ => &body,
    };
    let has_keys = message["components"]
        .as_array()
        .is_some_and(|rows| !rows.is_empty());
    let forced = has_keys
        && shared
            .refuse_keys
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok();
    let refusal = refused(message).or_else(|| forced.then(|| "refused on request".to_owned()));
    let files_refused = refused_files(message, &uploads);
    let response = match (method.as_str(), parts.as_slice()) {
        _ if files_refused.is_some() => {
            let (status, code, why) = files_refused.unwrap_or_default();
            error(status, code, &why)
        }
        _ if refusal.is_some() => error(
            StatusCode::BAD_REQUEST,
            50035,
            &format!("Invalid Form Body: {}", refusal.unwrap_or_default()),
        ),
        _ if failure == Some(429) => (
            StatusCode::TOO_MANY_REQUESTS,
            [("retry-after", "1")],
            axum::Json(
                json!({"message": "You are being rate limited.", "retry_after": 0.3,
                              "global": false, "code": 0}),
            ),
        )
            .into_response(),
        _ if failure.is_some() => error(
            StatusCode::from_u16(failure.unwrap_or(500)).unwrap(),
            0,
            "injected failure",
        ),
        ("GET", ["gateway"]) => axum::Json(json!({"url": gateway_url})).into_response(),
        ("GET", ["gateway", "bot"]) => axum::Json(json!({
            "url": gateway_url, "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                    "max_concurrency": 1},
        }))
        .into_response(),
        ("GET", ["users", "@me"]) => axum::Json(user_json(APP, "Bummerl")).into_response(),
        ("GET", ["oauth2", "applications", "@me"]) => axum::Json(json!({
            "id": APP.to_string(), "name": "Bummerl", "icon": null, "description": "",
            "bot_public": true, "bot_require_code_grant": false, "verify_key": "00",
            "owner": user_json(1, "owner"), "flags": 0,
        }))
        .into_response(),
        ("PUT", ["applications", _, "commands"]) => {
            let commands: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(new_id().to_string());
                    c["application_id"] = json!(APP.to_string());
                    c["version"] = json!("1");
                    c["type"] = c.get("type").cloned().unwrap_or(json!(1));
                    c["default_member_permissions"] = json!(null);
                    c
                })
                .collect();
            axum::Json(Value::Array(commands)).into_response()
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user: u64 = body["recipient_id"]
                .as_str()
                .map(|s| s.parse().unwrap())
                .or(body["recipient_id"].as_u64())
                .unwrap();
            axum::Json(json!({
                "id": (user + DM_OFFSET).to_string(), "type": 1, "last_message_id": null,
                "recipients": [user_json(user, "someone")],
            }))
            .into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap();
            let closed = dm_user(channel)
                .is_some_and(|user| shared.closed_dms.lock().unwrap().contains(&user));
            if closed {
                error(
                    StatusCode::FORBIDDEN,
                    50007,
                    "Cannot send messages to this user",
                )
            } else {
                let id = new_id();
                message_id = Some(id);
                axum::Json(message_json(id, channel, &content, &components, flags)).into_response()
            }
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            let (channel, id): (u64, u64) = (channel.parse().unwrap(), id.parse().unwrap());
            message_id = Some(id);
            axum::Json(message_json(id, channel, &content, &components, flags)).into_response()
        }
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["webhooks", _, _]) => {
            let id = new_id();
            message_id = Some(id);
            axum::Json(message_json(id, 1, &content, &components, flags)).into_response()
        }
        ("PATCH" | "GET", ["webhooks", _, _, "messages", id]) => {
            let id = id.parse().unwrap_or(1);
            message_id = Some(id);
            axum::Json(message_json(id, 1, &content, &components, flags)).into_response()
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => StatusCode::NO_CONTENT.into_response(),
        _ => error(StatusCode::NOT_FOUND, 0, "not faked"),
    };
    let status = response.status().as_u16();
    shared.log.lock().unwrap().push(Req {
        method: method.to_string(),
        path,
        body,
        message_id: message_id.filter(|_| status < 300),
        status,
        uploads,
    });
    response
}

/// Ids of the injected interactions.
static NEXT_INTERACTION: AtomicU64 = AtomicU64::new(500_000);

/// A user in the tests.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: u64,
    pub name: &'static str,
    pub locale: &'static str,
}

fn interaction(
    kind: u8,
    user: &TestUser,
    channel: u64,
    guild: bool,
    data: Value,
) -> (Value, String) {
    let id = NEXT_INTERACTION.fetch_add(1, Ordering::SeqCst);
    let token = format!("token-{id}");
    let mut value = json!({
        "id": id.to_string(), "application_id": APP.to_string(), "type": kind, "data": data,
        "channel_id": channel.to_string(), "token": token, "version": 1,
        "locale": user.locale, "entitlements": [], "attachment_size_limit": 8_388_608,
        "app_permissions": "2248473465835073",
    });
    if guild {
        value["guild_id"] = json!(GUILD.to_string());
        value["guild_locale"] = json!("en-US");
        value["channel"] =
            json!({"id": channel.to_string(), "type": 0, "guild_id": GUILD.to_string()});
        value["member"] = json!({"user": user_json(user.id, user.name), "nick": null, "roles": [],
            "joined_at": "2025-01-01T00:00:00+00:00", "deaf": false, "mute": false, "flags": 0,
            "permissions": "2248473465835073"});
        value["authorizing_integration_owners"] = json!({"0": GUILD.to_string()});
        value["context"] = json!(0);
    } else {
        value["channel"] = json!({"id": channel.to_string(), "type": 1});
        value["authorizing_integration_owners"] = json!({"0": GUILD.to_string()});
        value["context"] = json!(1);
    }
    value["user"] = user_json(user.id, user.name);
    (value, token)
}

/// A `/schnapsen SUB` slash command (in a DM with the bot for a DM channel's id); returns the
/// payload and its token.
pub fn slash(user: &TestUser, channel: u64, sub: &str, options: Value) -> (Value, String) {
    let data = json!({"id": "31337", "name": "schnapsen", "type": 1,
                      "options": [{"name": sub, "type": 1, "options": options}]});
    let guild = dm_user(channel).is_none();
    let (value, token) = interaction(2, user, channel, guild, data);
    check::<serenity::all::Interaction>(&value);
    (value, token)
}

/// `payload` (of [`slash`] in a server's channel) by a member who may also manage the server
/// (`MANAGE_GUILD`, 0x20, beside the default members' permissions).
pub fn managing_server((mut value, token): (Value, String)) -> (Value, String) {
    value["member"]["permissions"] = json!((2_248_473_465_835_073_u64 | 0x20).to_string());
    check::<serenity::all::Interaction>(&value);
    (value, token)
}

/// `payload` (of [`slash`] or [`press`] in a server's channel) in server `guild` instead.
pub fn in_guild((mut value, token): (Value, String), guild: u64) -> (Value, String) {
    let guild = json!(guild.to_string());
    value["guild_id"] = guild.clone();
    value["channel"]["guild_id"] = guild.clone();
    value["authorizing_integration_owners"]["0"] = guild;
    check::<serenity::all::Interaction>(&value);
    (value, token)
}

/// An autocomplete request for `/schnapsen play card:TYPED`.
pub fn autocomplete(user: &TestUser, channel: u64, typed: &str) -> (Value, String) {
    let data = json!({"id": "31337", "name": "schnapsen", "type": 1, "options": [{"name": "play",
        "type": 1, "options": [{"name": "card", "type": 3, "value": typed, "focused": true}]}]});
    let (value, token) = interaction(4, user, channel, true, data);
    check::<serenity::all::Interaction>(&value);
    (value, token)
}

/// A press of the button `custom_id` on a message (`flags` 64 for an ephemeral one).
pub fn press(
    user: &TestUser,
    channel: u64,
    message: u64,
    flags: u64,
    custom_id: &str,
) -> (Value, String) {
    let data = json!({"custom_id": custom_id, "component_type": 2});
    let guild = dm_user(channel).is_none();
    let (mut value, token) = interaction(3, user, channel, guild, data);
    value["message"] = message_json(message, channel, "", &json!([]), flags);
    check::<serenity::all::Interaction>(&value);
    (value, token)
}

/// Asserts that serenity reads a payload (it drops what it cannot read, silently).
pub fn check<T: serde::de::DeserializeOwned>(value: &Value) {
    if let Err(e) = serde_json::from_value::<T>(value.clone()) {
        panic!("serenity cannot read {value}: {e}");
    }
}

/// The custom ids of the buttons in a request body.
pub fn custom_ids(body: &Value) -> Vec<String> {
    let components = body
        .get("components")
        .or_else(|| body.get("data").and_then(|d| d.get("components")));
    components
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect()
}

/// The text content of a request body (a message, or an interaction response's data).
pub fn content(body: &Value) -> String {
    body.get("content")
        .or_else(|| body.get("data").and_then(|d| d.get("content")))
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned()
}

/// The flags of a request body.
pub fn flags(body: &Value) -> u64 {
    body.get("flags")
        .or_else(|| body.get("data").and_then(|d| d.get("flags")))
        .and_then(Value::as_u64)
        .unwrap_or(0)
}

/// Who a token belongs to, for the tests' bookkeeping.
pub type Tokens = HashMap<String, u64>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serenity_reads_the_fakes_payloads() {
        check::<serenity::all::Message>(&message_json(1, 2, "x", &json!([]), 64));
        let anna = TestUser {
            id: 11,
            name: "Anna",
            locale: "de",
        };
        slash(&anna, 555, "join", json!([]));
        slash(&anna, DM_OFFSET + 11, "new", json!([]));
        press(&anna, 555, 1, 0, "j:555");
        press(&anna, DM_OFFSET + 11, 1, 0, "a:555:3:c");
        autocomplete(&anna, 555, "K");
    }
}
