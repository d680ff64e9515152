//! `bummerl play`: a table in the terminal — every variant: Schnapsen, Sechsundsechzig or
//! Schnorps two or three at it, Bauernschnapsen at four, Dreierschnapsen at three, and every game
//! of the registry ([`bot_core::games`]) at its own sizes — you against the computer, on an
//! embedded sled database in a data directory (or a PostgreSQL database). The computer deals at once,
//! so house rules of a new table come from `--rule NAME=VALUE`, and `--seed N` deals the same
//! cards again (the seed is printed at the start, to report a defect with). At three, the
//! computers play the games you sit out straight away; `kiebitz N` (watching a hand while
//! sitting out) therefore only finds a game to watch at a table with other people, and the help
//! does not offer it.
//!
//! Commands are read line by line from stdin, so the table works without a terminal (tests pipe
//! their moves in). Numbers pick from [`bot_core::text::offers`], the one list of moves for
//! both kinds of games ([`bot_core::text::typed::numbered`]); other typed moves are read by the
//! core's one reader ([`bot_core::text::typed::his_move`], [`bot_core::text::typed::meant`]),
//! as on Telegram and Discord. Each line becomes a manager command; the messages that come back — the
//! channel's and the player's private ones, never anybody else's — are rendered with
//! [`bot_core::text`]. The manager saves every change before it answers, so quitting at any
//! moment (`quit`, end of input) loses nothing, and the next start resumes the same table.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use bot_core::games::Level;
use bot_core::games::Unit;
use bot_core::games::{GameId, Move};
use bot_core::manager::{
    Body, Command, ConfiguredRules, DealRef, EndSeason, Event, GameSeat, HandView, Kiebitz, Lang,
    Manager, Message, MoveAct, Open, Platform, ProfileOf, Recipient, Refused, ReplayStep, Request,
    SeasonLength, SetRule, ShowDeal, ShowLeaderboard, Table, TableKey, Timing, User, UserId,
    open_store,
};
use bot_core::protocol::{Cards, ExportView, LANG, Play, is_season_name};
use bot_core::store::{Location, StoreError};
use bot_core::text::{self, Note};

/// The options of `bummerl play`.
pub struct Options {
    /// The database: a data directory (sled) or a PostgreSQL URL.
    pub store: Location,
    /// The computer's level for a new table (`None`: not given, strong).
    pub level: Option<Level>,
    /// The language; `None`: the one chosen earlier with `lang`, else from `LANG`.
    pub lang: Option<Lang>,
    /// The player's name; `None`: from `USER`.
    pub name: Option<String>,
    /// The variant of a new table (`None`: not given, Schnapsen).
    pub variant: Option<GameId>,
    /// Players at a new table, you and computers, within the variant's own numbers
    /// (its `GameSpec::seats`): 2, or 3 at a two-player variant (the dealer sits out), 4 at
    /// Bauernschnapsen, 3 at Schlauch, 2 to 11 at Basset. `None`: not given (2, or the
    /// variant's fewest).
    pub players: Option<usize>,
    /// House rules of a new table (`--rule NAME=VALUE`), in order: the computer deals at once,
    /// so they cannot be set at the table afterwards.
    pub rules: Vec<Rule>,
    /// The seed of a new table (`None`: a fresh one).
    pub seed: Option<u64>,
    /// The house rules configured per game (`[house_rules.GAME]`), under those of `rules`.
    pub house_rules: ConfiguredRules,
    /// How long a leaderboard's season runs (`[records] seasons`).
    pub seasons: SeasonLength,
}

impl Options {
    /// The options for a new table that were given, by name: they are not used while a table
    /// goes on.
    fn for_a_new_table(&self) -> Vec<&'static str> {
        [
            ("--variant", self.variant.is_some()),
            ("--level", self.level.is_some()),
            ("--players", self.players.is_some()),
            ("--rule", !self.rules.is_empty()),
            ("--seed", self.seed.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
    }

    /// `--players` outside the variant's own numbers (Bauernschnapsen is four, Schnapsen two or
    /// three, Schlauch three, Basset two to eleven); without `--variant`, of Schnapsen.
    fn players_of_variant(&self) -> Option<Note> {
        let variant = self.variant.unwrap_or_default();
        let players = self.players?;
        let (min, max) = variant.spec().seats;
        (!(min..=max).contains(&players)).then_some(Note::PlayersOfVariant { variant, players })
    }
}

/// One `--rule NAME=VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The rule's name.
    pub name: String,
    /// Its value.
    pub value: String,
}

/// Parses one `--rule NAME=VALUE` (a house rule of RULES.md or RULES-bauernschnapsen.md, e.g.
/// `kiebitz=on`), checking that some family knows it.
pub fn parse_rule(s: &str) -> Result<Rule, String> {
    let (name, value) = s
        .split_once('=')
        .ok_or_else(|| format!("{s:?} is not NAME=VALUE (e.g. kiebitz=on)"))?;
    let rule = Rule {
        name: name.trim().to_lowercase(),
        value: value.trim().to_owned(),
    };
    // A registry game's rule is checked against the game chosen, when the table opens.
    let of_a_game = GameId::all().any(|id| {
        id.spec()
            .house_rules
            .iter()
            .any(|r| r.name == rule.name && r.read(&rule.value).is_ok())
    });
    if of_a_game {
        return Ok(rule);
    }
    let mut open = Open::default();
    open.set_rule(&rule.name, &rule.value)
        .map_err(|e| e.to_string())?;
    Table::open(
        TableKey::new(Platform::Terminal, "check"),
        &User::new(UserId::new(Platform::Terminal, "check"), "check", Lang::En),
        &open,
        0,
        0,
        Timing::default(),
    )
    .map_err(|e| e.to_string())?;
    Ok(rule)
}

/// Parses `--lang`: `de` or `en` (also a tag like `de-AT`).
pub fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| {
        let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        format!("unknown language {s:?} ({})", codes.join(", "))
    })
}

/// Runs the terminal table until `quit` or the end of input.
pub fn run(options: &Options) -> ExitCode {
    let env_lang = || Lang::from_tag(&std::env::var("LANG").unwrap_or_default());
    let refuse = |note: &Note| {
        let lang = options.lang.unwrap_or_else(env_lang);
        eprintln!("bummerl: {}", text::note(lang, note));
        ExitCode::FAILURE
    };
    if let Some(note) = options.players_of_variant() {
        return refuse(&note);
    }
    let mut open = Open {
        variant: options.variant.unwrap_or_default(),
        ..Open::default()
    };
    for rule in &options.rules {
        if let Err(e) = open.set_rule(&rule.name, &rule.value) {
            let lang = options.lang.unwrap_or_else(env_lang);
            eprintln!("bummerl: {}", text::rule_problem(lang, &e));
            return ExitCode::FAILURE;
        }
    }
    let store = match open_store(&options.store) {
        Ok(store) => store,
        Err(StoreError::InUse(dir)) => return refuse(&Note::InUse(dir)),
        Err(e) => return refuse(&Note::CannotOpen(options.store.clone(), e.to_string())),
    };
    let manager = Manager::new(store, Timing::default())
        .with_default_rules(options.house_rules.clone())
        .with_seasons(options.seasons);
    let id = UserId::new(Platform::Terminal, "local");
    let stored_lang = manager.user(&id).ok().flatten().and_then(|r| r.lang);
    let lang = options.lang.or(stored_lang).unwrap_or_else(env_lang);
    let name = options
        .name
        .clone()
        .or_else(|| std::env::var("USER").ok())
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| text::default_player(lang));
    let key = TableKey::new(Platform::Terminal, "local");
    // Without --variant: the game last played here.
    let variant = options
        .variant
        .or_else(|| manager.last_played(&key).ok())
        .unwrap_or_default();
    let mut session = Session {
        manager,
        key,
        user: User::new(id, name, lang),
        level: options.level.unwrap_or(Level::Strong),
        variant,
        players: options.players.unwrap_or(2),
        rules: options.rules.clone(),
        seed: options.seed,
        out: Box::new(io::stdout().lock()),
        last: None,
        asked: false,
        named: options.variant.is_some(),
        replaying: None,
    };
    session.start(&options.for_a_new_table());
    let interactive = io::stdin().is_terminal();
    let mut input = io::stdin().lock();
    let mut line = Vec::new();
    loop {
        if interactive {
            session.prompt();
        }
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => {
                if interactive {
                    // End the prompt's line before saying goodbye.
                    session.last = None;
                    let _ = writeln!(session.out);
                }
                break;
            }
            Ok(_) => {}
            Err(e) => {
                eprintln!("bummerl: reading stdin: {e}");
                return ExitCode::FAILURE;
            }
        }
        if !session.handle(&String::from_utf8_lossy(&line)) {
            break;
        }
    }
    session.note(&Note::Bye);
    ExitCode::SUCCESS
}

/// The terminal table of one player.
struct Session {
    manager: Manager,
    key: TableKey,
    user: User,
    level: Level,
    variant: GameId,
    players: usize,
    rules: Vec<Rule>,
    /// The seed of the next new table (`--seed`, used once).
    seed: Option<u64>,
    out: Box<dyn Write>,
    /// What was printed last (`None`: nothing yet).
    last: Option<Kind>,
    /// Whether this run asked whether closing resigns the match (a question of an earlier
    /// run is asked again).
    asked: bool,
    /// Whether the options named the next table's game (`--variant`): else it is the game of
    /// the table last seen here.
    named: bool,
    /// The replay shown last: the deal's number, how far back it was asked for, and its step.
    replaying: Option<(u64, usize, usize)>,
}

impl Session {
    fn lang(&self) -> Lang {
        self.user.lang
    }

    /// A new table against the computer, as the options say.
    fn new_table(&mut self) -> Open {
        let mut open = Open {
            variant: self.variant,
            computer: Some(self.level),
            players: self.players,
            seed: self.seed.take(),
            ..Open::default()
        };
        for rule in &self.rules {
            // Checked when the options were read.
            let _ = open.set_rule(&rule.name, &rule.value);
        }
        open
    }

    /// Shows the table where it is, or opens one against the computer; `ignored`: the options
    /// for a new table that were given, which wait while a table goes on.
    fn start(&mut self, ignored: &[&'static str]) {
        self.note(&Note::Welcome);
        match self.manager.table(&self.key) {
            Err(refused) => self.refused(&refused),
            Ok(None) => self.open(),
            Ok(Some(table)) => {
                self.note(&Note::Resumed);
                self.note(&Note::Seed(table.seed));
                if !ignored.is_empty() {
                    self.note(&Note::Ignored(ignored.to_vec()));
                }
                let mut messages = vec![Message {
                    to: Recipient::Channel(self.key.clone()),
                    body: Body::Table(Box::new(table.view())),
                }];
                if let Some(me) = table.player_of(&self.user.id) {
                    messages.extend(table.hand_message(me));
                }
                self.show(&messages);
                if table.round().is_none() {
                    self.note(&Note::StartNext(Unit::of(table.variant)));
                }
            }
        }
    }

    /// Opens a new table as the options say, and prints its seed.
    fn open(&mut self) {
        let open = self.new_table();
        self.send(Command::Open(open));
        if let Ok(Some(table)) = self.manager.table(&self.key) {
            self.note(&Note::Seed(table.seed));
        }
    }

    /// `new [GAME]`: the next match at the table, or a new table of `game` (else of the game
    /// last played here) where there is none. A table of another game goes on: it is closed
    /// first (`abort`), so that a match is never wiped by the wrong word.
    fn new_match(&mut self, game: Option<GameId>) {
        match self.manager.table(&self.key) {
            Err(refused) => self.refused(&refused),
            Ok(None) => {
                if let Some(game) = game {
                    self.play(game);
                }
                self.open();
            }
            Ok(Some(table)) => match game {
                Some(game) if game != table.variant => self.note(&Note::TableGoesOn {
                    table: table.variant,
                    wanted: game,
                }),
                _ => self.send(Command::Start),
            },
        }
    }

    /// Plays `game` at the next new table: with the number of players it seats if the one
    /// chosen does not fit.
    fn play(&mut self, game: GameId) {
        let (min, max) = game.spec().seats;
        if !(min..=max).contains(&self.players) {
            self.players = min;
        }
        self.variant = game;
    }

    /// `abort`: a question the table asked in an earlier run (whether closing resigns the
    /// match) is asked again in this one before an abort can answer it.
    fn abort(&mut self) {
        let unit = match self.manager.table(&self.key) {
            Ok(Some(table)) if table.abort_asked.is_some() && !self.asked => table.tally.unit(),
            _ => return self.send(Command::Abort),
        };
        self.asked = true;
        let event = Event::AbortResigns {
            name: self.user.name.clone(),
            unit,
        };
        let text = text::body(self.lang(), &Body::Event(event));
        self.print(&format!("• {text}"), Kind::Event);
    }

    /// The variant of the table, or of a new one.
    fn variant(&self) -> GameId {
        match self.manager.table(&self.key) {
            Ok(Some(table)) => table.variant,
            _ => self.variant,
        }
    }

    /// How to go on after a Bummerl (Partie, …) of the table's variant.
    fn start_next(&mut self) {
        self.note(&Note::StartNext(Unit::of(self.variant())));
    }

    fn prompt(&mut self) {
        // A failed write to the terminal has nowhere better to be reported.
        let _ = write!(self.out, "> ");
        let _ = self.out.flush();
    }

    /// Handles one line of input; `false` to quit.
    fn handle(&mut self, line: &str) -> bool {
        let mut input = parse(line);
        // A move as its label is listed beats a command of the same word (Quinze's "stand", the
        // German for the score).
        if matches!(input, Input::Command(_) | Input::Step(_)) && self.reads_as_move(line) {
            input = Input::Move;
        }
        match input {
            Input::Empty => {}
            Input::Quit => return false,
            Input::Help => {
                let help = text::help(self.lang(), self.variant());
                self.block(&help);
            }
            Input::Lang(lang) => {
                self.user.lang = lang;
                let result = self
                    .manager
                    .update_user(&self.user.id, |r| r.lang = Some(lang));
                if let Err(refused) = result {
                    self.refused(&refused);
                }
                self.note(&Note::Language);
            }
            Input::Cards(cards) => {
                let result = self
                    .manager
                    .update_user(&self.user.id, |r| r.cards = Some(cards));
                match result {
                    Err(refused) => self.refused(&refused),
                    Ok(_) => self.note(&Note::Cards(cards)),
                }
            }
            Input::Choice => match self.current_hand() {
                None => self.nothing_to_choose(),
                Some(hand) => {
                    let offers = offers(self.lang(), &hand);
                    match text::typed::numbered(line, &offers) {
                        _ if offers.is_empty() => self.note(&Note::NothingToChoose),
                        Some(play) => self.choose(play, &hand),
                        None => self.note(&Note::ChooseBetween(offers.len())),
                    }
                }
            },
            // Whatever may be a move is read as one of the game's moves.
            Input::Move => self.game_move(line, None),
            Input::Usage(syntax) => self.game_move(line, Some(Note::Usage(syntax.to_owned()))),
            Input::New(game) => self.new_match(game),
            Input::Top(game, season) => self.send(Command::ShowLeaderboard(ShowLeaderboard {
                variant: game,
                season,
                ..ShowLeaderboard::default()
            })),
            Input::UnknownGame(word) => self.note(&Note::UnknownGame(word)),
            Input::Command(Command::Abort) => self.abort(),
            Input::Command(command) => self.send(command),
            Input::Kiebitz(who) => self.kiebitz(&who),
            Input::Export(back, file) => self.export(back, file.into()),
            Input::Replay(at) => self.replay(at),
            Input::Step(forward) => match self.replaying {
                Some((number, _, step)) => {
                    // Back from the deal as dealt shows it again.
                    let step = if forward {
                        step + 1
                    } else {
                        step.saturating_sub(1)
                    };
                    self.replay(ReplayStep {
                        deal: DealRef::Number(number),
                        step,
                    });
                }
                None => self.note(&Note::ReplayFirst),
            },
        }
        true
    }

    /// `replay [N] [STEP]`, `next`, `back`: a step of a finished deal, and how to go on.
    fn replay(&mut self, at: ReplayStep) {
        let request = Request::new(self.key.clone(), self.user.clone(), Command::Replay(at));
        let messages = match self.manager.handle(&request) {
            Ok(messages) => messages,
            Err(refused) => return self.refused(&refused),
        };
        self.show(&messages);
        for message in &messages {
            if let Body::Replay(view) = &message.body {
                let back = match (at.deal, self.replaying) {
                    (DealRef::Back(back), _) => back,
                    (DealRef::Number(_), Some((_, back, _))) => back,
                    (DealRef::Number(_), None) => 1,
                };
                self.replaying = Some((view.number, back, view.step));
                self.note(&Note::ReplayKeys { back: back as u64 });
            }
        }
    }

    /// `export [N] FILE`: the finished deal `back` deals back, as the manager writes it for the
    /// channel, into `file`.
    fn export(&mut self, back: usize, file: std::path::PathBuf) {
        let request = Request::new(
            self.key.clone(),
            self.user.clone(),
            Command::Export(ShowDeal { back }),
        );
        let messages = match self.manager.handle(&request) {
            Ok(messages) => messages,
            Err(refused) => return self.refused(&refused),
        };
        for message in messages {
            if let Body::Export(view) = &message.body {
                match std::fs::write(&file, &view.scenario) {
                    Ok(()) => {
                        // The line names the file written here, not the chats' attachment.
                        let written = ExportView {
                            file_name: file.display().to_string(),
                            scenario: String::new(),
                            ..view.clone()
                        };
                        self.print(&text::export(self.lang(), &written), Kind::Note);
                        self.note(&Note::Exported(file.clone()));
                    }
                    Err(e) => self.note(&Note::CannotExport(file.clone(), e.to_string())),
                }
            }
        }
    }

    /// A number typed while there is no hand: how to open a table or start the next Bummerl,
    /// or that there is nothing to choose.
    fn nothing_to_choose(&mut self) {
        match self.manager.table(&self.key) {
            Ok(None) => self.note(&Note::OpenNew),
            Ok(Some(table)) if table.round().is_none() => self.start_next(),
            _ => self.note(&Note::NothingToChoose),
        }
    }

    /// The numbered choice `play` of `hand`, made against the hand's version. A registry game's
    /// move of several cards (its verb alone) is typed with its cards: that is explained.
    fn choose(&mut self, play: Play, hand: &HandView) {
        if let Play::Game(mv) = play
            && let Some(how) = choose_cards(self.lang(), mv, &hand.view)
        {
            return self.note(&how);
        }
        self.send(play.command(Some(hand.version)));
    }

    /// A typed line at a registry game's table: one of the seat's moves as
    /// [`text::typed::game_move`] reads it (also after `play`/`spiel`), sent as "now". Anything
    /// else is refused here and changes nothing: a card that is no move, or a word the game
    /// reads as one of its moves (`close` before the first trick), is sent as that move, so
    /// that the game says why; other input is named as no move — or, where it was a command
    /// typed short (`set`), its `usage`.
    /// Whether the player's hand, where he may act, reads `line` as one of his moves.
    fn reads_as_move(&self, line: &str) -> bool {
        self.current_hand()
            .filter(|hand| !hand.read_only)
            .is_some_and(|hand| text::typed::meant(line, &hand.view).is_some())
    }

    fn game_move(&mut self, line: &str, usage: Option<Note>) {
        let Some(hand) = self.current_hand() else {
            return self.nothing_to_choose();
        };
        let seat = &hand.view;
        if hand.read_only || seat.moves.is_empty() {
            return self.note(&Note::NothingToChoose);
        }
        if let Some(mv) = text::typed::his_move(line, seat) {
            if let Some(how) = choose_cards(self.lang(), mv, seat) {
                return self.note(&how);
            }
            return self.send(Command::Move(MoveAct { version: None, mv }));
        }
        if let Some(how) = seat
            .moves
            .iter()
            .filter(|m| m.verb().eq_ignore_ascii_case(first_word(line)))
            .find_map(|&m| choose_cards(self.lang(), m, seat))
        {
            // The verb of a choice of cards with cards it cannot be made of.
            return self.note(&how);
        }
        match text::typed::meant(line, seat) {
            Some(mv) => self.send(Command::Move(MoveAct { version: None, mv })),
            None => self.note(&usage.unwrap_or_else(|| Note::NoSuchMove(line.trim().to_owned()))),
        }
    }

    /// `kiebitz N` / `kiebitz NAME`: while sitting out at three, follow that player's cards.
    fn kiebitz(&mut self, who: &str) {
        let table = match self.manager.table(&self.key) {
            Ok(Some(table)) => table,
            Ok(None) => {
                self.refused(&Refused::NoTable);
                return self.note(&Note::OpenNew);
            }
            Err(refused) => return self.refused(&refused),
        };
        let names: Vec<String> = table.players.iter().map(|p| p.name.clone()).collect();
        match text::typed::player(who, &names) {
            Some(player) => self.send(Command::Kiebitz(Kiebitz { player })),
            None => self.note(&Note::Usage("kiebitz N".to_owned())),
        }
    }

    /// The player's hand as the manager would send it now.
    fn current_hand(&self) -> Option<HandView> {
        let table = self.manager.table(&self.key).ok()??;
        let me = table.player_of(&self.user.id)?;
        match table.hand_message(me)?.body {
            Body::Hand(hand) => Some(*hand),
            _ => None,
        }
    }

    fn send(&mut self, command: Command) {
        let request = Request::new(self.key.clone(), self.user.clone(), command);
        match self.manager.handle(&request) {
            Ok(messages) => {
                // A table closed here leaves its game as the next new table's, unless the
                // options named the next table's game.
                if !self.named
                    && let Ok(Some(table)) = self.manager.table(&self.key)
                {
                    self.play(table.variant);
                }
                // One reader here: the table's language is his (`set lang en`).
                for m in &messages {
                    if let Body::Event(Event::RuleChanged { name, value }) = &m.body
                        && name == LANG
                        && let Some(lang) = Lang::parse(value)
                    {
                        self.user.lang = lang;
                    }
                }
                self.show(&messages);
                let event = |f: fn(&Event) -> bool| {
                    messages
                        .iter()
                        .any(|m| matches!(&m.body, Body::Event(e) if f(e)))
                };
                if event(|e| matches!(e, Event::AbortResigns { .. })) {
                    self.asked = true;
                }
                if event(|e| matches!(e, Event::Aborted { .. })) {
                    self.note(&Note::OpenNew);
                } else if event(|e| matches!(e, Event::MatchOver { .. })) {
                    self.start_next();
                }
            }
            Err(refused) => {
                self.refused(&refused);
                if refused == Refused::NoTable {
                    self.note(&Note::OpenNew);
                }
            }
        }
    }

    /// Whether a message is for this terminal: the table's channel or this player.
    fn is_for_me(&self, message: &Message) -> bool {
        match &message.to {
            Recipient::Channel(key) => *key == self.key,
            Recipient::User(user) => *user == self.user.id,
        }
    }

    /// Prints the messages for this player: events as bullet lines, then blocks (table, hand,
    /// score, …) separated by blank lines.
    fn show(&mut self, messages: &[Message]) {
        for message in messages {
            if !self.is_for_me(message) {
                continue;
            }
            // Moves are typed here: a hand lists them for typing (no 28 pairs to lay away).
            let text = match &message.body {
                Body::Hand(hand) => text::typed_hand(self.lang(), hand),
                body => text::body(self.lang(), body),
            };
            if matches!(message.body, Body::Event(_)) {
                let lines = text.replace('\n', "\n  ");
                self.print(&format!("• {lines}"), Kind::Event);
            } else {
                self.block(&text);
            }
        }
    }

    fn refused(&mut self, refused: &Refused) {
        let text = format!("✗ {}", text::refused(self.lang(), refused));
        self.print(&text, Kind::Note);
    }

    fn note(&mut self, note: &Note) {
        let text = text::note(self.lang(), note);
        self.print(&text, Kind::Note);
    }

    /// A block of several lines (table, hand, score, …).
    fn block(&mut self, text: &str) {
        self.print(text, Kind::Block);
    }

    /// Prints, setting things of a different kind (and every block) off by a blank line.
    fn print(&mut self, text: &str, kind: Kind) {
        if self
            .last
            .is_some_and(|last| last != kind || kind == Kind::Block)
        {
            let _ = writeln!(self.out);
        }
        let _ = writeln!(self.out, "{text}");
        let _ = self.out.flush();
        self.last = Some(kind);
    }
}

/// What was printed last, for the spacing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An event line.
    Event,
    /// A block of lines.
    Block,
    /// A note or a refusal.
    Note,
}

/// The numbered choices of a hand, as [`text::typed_hand`] numbers them: every offer of
/// [`text::offers`].
fn offers(lang: Lang, hand: &HandView) -> Vec<Play> {
    text::offers(lang, hand)
        .into_iter()
        .map(|(play, _)| play)
        .collect()
}

/// How to type a registry game's move of several cards, if `mv` is one (its verb alone): the
/// verb and the cards by code (`lay 7C 8D`) or by their numbers in the list it shows.
fn choose_cards(lang: Lang, mv: Move, seat: &GameSeat) -> Option<Note> {
    if mv.args().next().is_some() {
        return None;
    }
    let choice = seat.choices.iter().find(|c| c.verb == mv.verb())?;
    Some(Note::ChooseCards {
        verb: text::typed_verb(lang, seat, &choice.verb),
        min: choice.min,
        max: choice.max,
        labels: choice
            .from
            .iter()
            .map(|&c| seat.public.game.spec().face.card(c, lang).to_owned())
            .collect(),
    })
}

/// The first word of a line.
fn first_word(line: &str) -> &str {
    line.split_whitespace().next().unwrap_or("")
}

/// One line of input, understood.
#[derive(Clone, Debug, PartialEq)]
enum Input {
    Empty,
    Quit,
    Help,
    Lang(Lang),
    /// How the player's cards are shown where pictures can be (the terminal shows text).
    Cards(Cards),
    /// A listed legal action by its number, from 1 ([`text::typed::numbered`]).
    Choice,
    /// A move, read against the player's hand (`KH`, `20 H`, `zudrehen`, `bid solo`).
    Move,
    /// The next Bummerl, or a new table when there is none — of the game named, if one is.
    New(Option<GameId>),
    /// The channel's board of a game (the one last played if none is named), of the running
    /// season or the one named.
    Top(Option<GameId>, Option<String>),
    /// A word that names no game where a game is asked for.
    UnknownGame(String),
    Command(Command),
    /// Watch a player's cards: his number in the table's list, or his name.
    Kiebitz(String),
    /// Write the finished deal `back` deals back (1: the last) as a scenario to a file.
    Export(usize, String),
    /// A step of a finished deal (`replay [N] [STEP]`).
    Replay(ReplayStep),
    /// The next step of the replay shown (`true`, `next`), or the one before.
    Step(bool),
    Usage(&'static str),
}

/// Understands a line of input (German and English words, any case).
fn parse(line: &str) -> Input {
    let line = line.trim();
    let lower = line.to_lowercase().replace([',', '!', '„', '“', '"'], " ");
    let words: Vec<&str> = lower.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Input::Empty;
    };
    let command = Input::Command;
    match (first, rest) {
        ("q" | "quit" | "exit" | "ende" | "beenden", []) => Input::Quit,
        ("help" | "hilfe" | "?", []) => Input::Help,
        ("hand" | "karten" | "cards", []) => command(Command::ShowHand),
        ("score" | "stand", []) => command(Command::ShowScore),
        ("top" | "leaderboard" | "rangliste", []) => Input::Top(None, None),
        ("top" | "leaderboard" | "rangliste", [season]) if is_season_name(season) => {
            Input::Top(None, Some((*season).to_owned()))
        }
        ("top" | "leaderboard" | "rangliste", [game] | [game, _]) => {
            let season = rest.get(1).map(|s| (*s).to_owned());
            // A season the channel does not have is the manager's to refuse, naming those it has.
            match game.parse() {
                Err(_) => Input::UnknownGame((*game).to_owned()),
                Ok(game) => Input::Top(Some(game), season),
            }
        }
        // The player is the terminal's channel admin.
        ("season" | "saison", ["end" | "beenden"]) => {
            command(Command::EndSeason(EndSeason { admin: true }))
        }
        ("season" | "saison", _) => Input::Usage("season end"),
        ("profile" | "profil", []) => command(Command::ShowProfile(ProfileOf::Me)),
        ("profile" | "profil", _) => {
            let name = line.split_once(char::is_whitespace).map_or("", |(_, n)| n);
            command(Command::ShowProfile(ProfileOf::Name(
                name.trim().to_owned(),
            )))
        }
        ("rules" | "regeln", []) => command(Command::ShowRules),
        ("hint" | "tipp", []) => command(Command::Hint),
        ("new" | "neu", []) => Input::New(None),
        // Else a move (Bauernschnapsen's "neu geben").
        ("new" | "neu", [game]) if game.parse::<GameId>().is_ok() => Input::New(game.parse().ok()),
        ("abort" | "abbrechen", []) => command(Command::Abort),
        ("lang" | "sprache" | "language", [lang]) => match parse_lang(lang) {
            Ok(lang) => Input::Lang(lang),
            Err(_) => Input::Usage("lang de|en"),
        },
        ("lang" | "sprache" | "language", _) => Input::Usage("lang de|en"),
        ("cards" | "karten", [choice]) => match Cards::parse(choice) {
            Some(cards) => Input::Cards(cards),
            None => Input::Usage("cards french|german|text"),
        },
        ("cards" | "karten", _) => Input::Usage("cards french|german|text"),
        ("set", [name, value]) => set_rule(name, value),
        ("set", [setting]) if setting.contains('=') => {
            let (name, value) = setting.split_once('=').unwrap_or_default();
            set_rule(name, value)
        }
        ("set", _) => Input::Usage("set NAME VALUE"),
        ("kiebitz" | "kiebitzen" | "watch" | "zuschauen", []) => Input::Usage("kiebitz N"),
        ("kiebitz" | "kiebitzen" | "watch" | "zuschauen", who) => Input::Kiebitz(who.join(" ")),
        ("export" | "exportieren", _) => export(line),
        ("replay" | "nachspielen", _) => match ReplayStep::read(&rest.join(" ")) {
            Ok(at) => Input::Replay(at),
            Err(_) => Input::Usage("replay [N] [MOVE]"),
        },
        // Not "weiter": the family's and Schlauch's word for passing.
        ("next" | "vor", []) => Input::Step(true),
        ("back" | "zurück", []) => Input::Step(false),
        ("play" | "p" | "spiel" | "spiele" | "spielen", [] | [_, _, ..]) => Input::Usage("play KH"),
        ("announce" | "ansagen" | "melden", []) => Input::Usage("announce H"),
        // Twenty or forty, not the 20th or 40th choice.
        ("20" | "40", _) => Input::Move,
        (word, []) if word.parse::<usize>().is_ok() => Input::Choice,
        _ => Input::Move,
    }
}

/// `export [N] FILE`, the file's name as typed (its case kept).
fn export(line: &str) -> Input {
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let back = |n: &str| n.parse::<usize>().ok().filter(|&n| n > 0);
    match words.as_slice() {
        [n, file] if back(n).is_some() => Input::Export(back(n).unwrap_or(1), (*file).to_owned()),
        [file] if back(file).is_none() => Input::Export(1, (*file).to_owned()),
        _ => Input::Usage("export [N] FILE"),
    }
}

fn set_rule(name: &str, value: &str) -> Input {
    if name.is_empty() || value.is_empty() {
        return Input::Usage("set NAME VALUE");
    }
    Input::Command(Command::SetRule(SetRule {
        name: name.to_owned(),
        value: value.to_owned(),
    }))
}

#[cfg(test)]
mod tests {
    use bot_core::manager::SledStore;

    use super::*;

    #[test]
    fn cards_in_every_spelling() {
        for (input, code) in [
            ("KH", "KH"),
            ("kh", "KH"),
            ("10h", "TH"),
            ("th", "TH"),
            ("dd", "QD"),
            ("bs", "JS"),
            ("K♥", "KH"),
            ("play qc", "QC"),
            ("p 10S", "TS"),
            ("spiel AD", "AD"),
        ] {
            assert_eq!(parse(input), Input::Move, "{input}");
            let typed = text::typed::card_words(input).unwrap_or(input);
            let card = bot_core::games::typed::card(typed);
            assert_eq!(card, code.parse().ok(), "{input}");
        }
    }

    #[test]
    fn commands_in_both_languages() {
        assert_eq!(parse(" 3 "), Input::Choice);
        assert_eq!(parse("10"), Input::Choice);
        assert_eq!(parse(""), Input::Empty);
        assert_eq!(parse("Ende"), Input::Quit);
        assert_eq!(parse("q"), Input::Quit);
        for a_move in [
            "20 H",
            "20h",
            "40",
            "ansagen pik",
            "Tauschen",
            "zudrehen",
            "Danke, genug!",
            "claim",
        ] {
            assert_eq!(parse(a_move), Input::Move, "{a_move}");
        }
        assert_eq!(parse("play"), Input::Usage("play KH"));
        assert_eq!(parse("ansagen"), Input::Usage("announce H"));
        assert_eq!(parse("neu"), Input::New(None));
        assert_eq!(parse("lang de"), Input::Lang(Lang::De));
        assert_eq!(parse("lang xx"), Input::Usage("lang de|en"));
        assert_eq!(parse("hilfe"), Input::Help);
        assert_eq!(parse("stand"), Input::Command(Command::ShowScore));
        assert_eq!(
            parse("set auto_claim on"),
            parse("set auto_claim=on"),
            "both forms of set"
        );
        assert_eq!(parse("set"), Input::Usage("set NAME VALUE"));
        assert_eq!(
            parse("export Deal.json"),
            Input::Export(1, "Deal.json".into())
        );
        assert_eq!(
            parse("Exportieren 3 /tmp/A.json"),
            Input::Export(3, "/tmp/A.json".into())
        );
        for wrong in ["export", "export 0 a.json", "export 2", "export a b c"] {
            assert_eq!(parse(wrong), Input::Usage("export [N] FILE"), "{wrong}");
        }
        let replay = |back, step| {
            Input::Replay(ReplayStep {
                deal: DealRef::Back(back),
                step,
            })
        };
        assert_eq!(parse("replay"), replay(1, 0));
        assert_eq!(parse("Nachspielen 2 5"), replay(2, 5));
        for wrong in ["replay 0", "replay x", "nachspielen 1 2 3", "replay 1 -1"] {
            assert_eq!(parse(wrong), Input::Usage("replay [N] [MOVE]"), "{wrong}");
        }
        // Not "weiter", which passes at the family's and Schlauch's bidding.
        assert_eq!(parse("next"), Input::Step(true));
        assert_eq!(parse("Vor"), Input::Step(true));
        assert_eq!(parse("zurück"), Input::Step(false));
        assert_eq!(parse("back"), Input::Step(false));
        assert_eq!(parse("weiter"), Input::Move);
        assert_eq!(
            parse("xyzzy"),
            Input::Move,
            "the game says it is none of its moves"
        );
    }

    #[test]
    fn the_moves_at_four_and_three_are_read_by_the_games_reader() {
        use bot_core::games::GameId;
        let read = GameId::of("bauernschnapsen").unwrap().spec().read;
        for (input, mv) in [
            ("trump h", "trump:H"),
            ("Trumpf Herz", "trump:H"),
            ("turn 1", "turn:0"),
            ("neu geben", "redeal"),
            ("bid bettler", "bid:bettler"),
            ("bid:schnapser", "bid:schnapser"),
            ("kontra", "kontra"),
            ("discard AH KH", "discard:AH:KH"),
            ("discard AH, KH", "discard:AH:KH"),
        ] {
            assert_eq!(parse(input), Input::Move, "{input}");
            assert_eq!(
                read(input).map(|m| m.to_string()),
                Some(mv.to_owned()),
                "{input}"
            );
        }
        assert_eq!(parse("neu"), Input::New(None));
        assert_eq!(read("bid skat"), None);
    }

    #[test]
    fn kiebitz_by_number_or_name() {
        assert_eq!(parse("kiebitz 2"), Input::Kiebitz("2".into()));
        assert_eq!(
            parse("Watch Computer 1"),
            Input::Kiebitz("computer 1".into())
        );
        assert_eq!(parse("zuschauen bert"), Input::Kiebitz("bert".into()));
        assert_eq!(parse("kiebitz"), Input::Usage("kiebitz N"));
        let names = ["Anna", "Computer 1", "Computer 2"].map(String::from);
        let player = text::typed::player;
        assert_eq!(player("1", &names), Some(0));
        assert_eq!(player("3", &names), Some(2));
        assert_eq!(player("4", &names), None);
        assert_eq!(player("0", &names), None);
        assert_eq!(player("computer 2", &names), Some(2));
        assert_eq!(player("an", &names), Some(0));
        assert_eq!(player("computer", &names), None, "two names begin so");
        assert_eq!(player("zoe", &names), None);
    }

    #[test]
    fn rule_option() {
        let rule = |name: &str, value: &str| Rule {
            name: name.into(),
            value: value.into(),
        };
        assert_eq!(parse_rule("kiebitz=on"), Ok(rule("kiebitz", "on")));
        assert_eq!(
            parse_rule("Black_Close_Penalty=2"),
            Ok(rule("black_close_penalty", "2"))
        );
        // A rule of the games for four and three.
        assert_eq!(parse_rule("herrengangl=on"), Ok(rule("herrengangl", "on")));
        for bad in [
            "kiebitz",
            "kiebitz=maybe",
            "nope=on",
            "black_close_penalty=9",
        ] {
            assert!(parse_rule(bad).is_err(), "{bad}");
        }
    }

    /// What a session printed.
    #[derive(Clone, Default)]
    struct Screen(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

    impl Write for Screen {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Screen {
        /// Everything printed since the last call.
        fn take(&self) -> String {
            String::from_utf8(std::mem::take(&mut *self.0.borrow_mut())).unwrap()
        }
    }

    #[test]
    fn the_player_sitting_out_watches_a_hand_read_only() {
        // The terminal's computers play a game without you at once, so a table of three people
        // (the other two typing elsewhere) is where you sit out while a game runs.
        let dir = tempfile::tempdir().unwrap();
        let key = TableKey::new(Platform::Terminal, "local");
        let person =
            |id: &str, name: &str| User::new(UserId::new(Platform::Terminal, id), name, Lang::En);
        let (anna, bert, carl) = (
            person("local", "Anna"),
            person("b", "Bert"),
            person("c", "Carl"),
        );
        let rules = vec![parse_rule("kiebitz=on").unwrap()];
        let mut open = Open {
            players: 3,
            ..Open::default()
        };
        open.set_rule("kiebitz", "on").unwrap();
        // A table whose first dealer is Anna.
        let manager = (0..64)
            .find_map(|seed| {
                let store = SledStore::open(&dir.path().join(seed.to_string())).unwrap();
                let clock = Box::new(bot_core::manager::ManualClock::at(1));
                let manager = Manager::with_clock(store, Timing::default(), clock, seed);
                let open = Command::Open(open.clone());
                for (user, command) in [
                    (&anna, open),
                    (&bert, Command::Join),
                    (&carl, Command::Join),
                    (&anna, Command::Start),
                ] {
                    let request = Request::new(key.clone(), user.clone(), command);
                    manager.handle(&request).unwrap();
                }
                let table = manager.table(&key).unwrap().unwrap();
                (table.round().unwrap().dealer == 0).then_some(manager)
            })
            .expect("a seed where Anna deals");
        let screen = Screen::default();
        let mut session = Session {
            manager,
            key: key.clone(),
            user: anna,
            level: Level::Random,
            variant: GameId::default(),
            players: 3,
            rules,
            seed: None,
            out: Box::new(screen.clone()),
            last: None,
            asked: false,
            replaying: None,
            named: false,
        };
        let cards = |session: &Session, player: usize| {
            let table = session.manager.table(&key).unwrap().unwrap();
            let Some(Body::Hand(hand)) = table.hand_message(player).map(|m| m.body) else {
                panic!("player {player} plays")
            };
            let labels: Vec<&str> = hand
                .view
                .hand
                .iter()
                .map(|&c| bot_core::games::glossary::Face::French.card(c, Lang::En))
                .collect();
            labels.join(" ")
        };
        // Sitting out, Anna has no cards of her own.
        session.handle("hand");
        assert!(!screen.take().contains("Your cards"));
        // Bert's cards, by his place in the list, and nothing to choose.
        session.handle("kiebitz 2");
        let out = screen.take();
        assert!(out.contains("You are watching (read-only):"), "{out}");
        assert!(
            out.contains(&format!("Your cards: {}", cards(&session, 1))),
            "{out}"
        );
        assert!(
            !out.contains("Your lead") && !out.contains("Your answer"),
            "{out}"
        );
        assert!(
            !out.contains("── Schnapsen"),
            "watching does not move the table: {out}"
        );
        session.handle("1");
        assert!(
            screen
                .take()
                .contains("There is nothing to choose right now.")
        );
        // Carl's, by name.
        session.handle("watch carl");
        let out = screen.take();
        assert!(
            out.contains(&format!("Your cards: {}", cards(&session, 2))),
            "{out}"
        );
        // Nobody by that name; and herself, who does not play.
        session.handle("kiebitz zoe");
        assert!(screen.take().contains("Usage: kiebitz N"));
        session.handle("kiebitz anna");
        let out = screen.take();
        assert!(out.contains("✗ Only the player sitting out"), "{out}");
    }

    /// A terminal session at a new table of `variant` against the random computer, dealt with
    /// `seed`, printing to a [`Screen`].
    fn session(dir: &std::path::Path, variant: &str, seed: u64) -> (Session, Screen) {
        let store = SledStore::open(dir).unwrap();
        let screen = Screen::default();
        let mut session = Session {
            manager: Manager::new(store, Timing::default()),
            key: TableKey::new(Platform::Terminal, "local"),
            user: User::new(UserId::new(Platform::Terminal, "local"), "Anna", Lang::En),
            level: Level::Random,
            variant: variant.parse().unwrap(),
            players: 2,
            rules: Vec::new(),
            seed: Some(seed),
            out: Box::new(screen.clone()),
            last: None,
            asked: false,
            replaying: None,
            named: false,
        };
        session.start(&[]);
        (session, screen)
    }

    /// A move's label as listed beats a command of the same word: Quinze's "Stand" is the
    /// move, not the score (the German command `stand`).
    #[test]
    fn a_listed_move_beats_a_command_of_the_same_word() {
        for seed in 1..40 {
            let dir = tempfile::tempdir().unwrap();
            let (mut session, screen) = session(dir.path(), "quinze", seed);
            let may_stand = session
                .current_hand()
                .is_some_and(|hand| hand.view.moves.iter().any(|m| m.verb() == "stand"));
            if !may_stand {
                continue;
            }
            screen.take();
            session.handle("stand");
            let out = screen.take();
            assert!(out.contains("• Anna stands"), "{out}");
            assert!(!out.contains("Score"), "{out}");
            return;
        }
        panic!("no deal where Anna may stand");
    }

    #[test]
    fn new_and_top_name_a_game_and_a_closed_table_leaves_its_game() {
        assert_eq!(parse("neu Elfern"), Input::New(GameId::of("elfern")));
        assert_eq!(
            parse("top 66"),
            Input::Top(GameId::of("sechsundsechzig"), None)
        );
        assert_eq!(
            parse("Top Schnapsen 2026-Q4"),
            Input::Top(GameId::of("schnapsen"), Some("2026-q4".into()))
        );
        assert_eq!(
            parse("top 2026-11"),
            Input::Top(None, Some("2026-11".into()))
        );
        assert_eq!(
            parse("top schnapsen gestern"),
            Input::Top(GameId::of("schnapsen"), Some("gestern".into()))
        );
        assert_eq!(
            parse("saison beenden"),
            Input::Command(Command::EndSeason(EndSeason { admin: true }))
        );
        assert_eq!(parse("season"), Input::Usage("season end"));
        assert_eq!(
            parse("Profil Anna Maria"),
            Input::Command(Command::ShowProfile(ProfileOf::Name("Anna Maria".into())))
        );
        assert_eq!(
            parse("profile"),
            Input::Command(Command::ShowProfile(ProfileOf::Me))
        );
        assert_eq!(parse("top skat"), Input::UnknownGame("skat".into()));
        let dir = tempfile::tempdir().unwrap();
        let (mut session, screen) = session(dir.path(), "schnapsen", 4);
        session.handle("new elfern");
        let out = screen.take();
        assert!(out.contains("Your Schnapsen table goes on"), "{out}");
        assert!(out.contains("“new elfern” opens an Elfern table"), "{out}");
        session.handle("top skat");
        assert!(screen.take().contains("I do not know a game “skat”"));
        // Alone against the computer: asked, then closed (the Bummerl is resigned).
        session.handle("abort");
        assert!(screen.take().contains("Abort again within 2 minutes"));
        session.handle("abort");
        assert!(screen.take().contains("closed the table"));
        session.handle("new elfern");
        let out = screen.take();
        assert!(out.contains("opened an Elfern table"), "{out}");
        session.handle("abort");
        session.handle("abort");
        screen.take();
        // The next table is the game last played, in this run and the next.
        session.handle("new");
        assert!(screen.take().contains("opened an Elfern table"));
        session.handle("top elfern");
        assert!(screen.take().contains("Leaderboard (Elfern)"));
        session.handle("top schnapsen");
        let out = screen.take();
        assert!(
            out.contains("Leaderboard (Schnapsen)") && out.contains("Anna"),
            "{out}"
        );
        drop(session);
        let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
        let key = TableKey::new(Platform::Terminal, "local");
        assert_eq!(manager.last_played(&key).unwrap().id(), "elfern");
    }

    #[test]
    fn an_abort_question_of_an_earlier_run_is_asked_again_in_this_one() {
        let dir = tempfile::tempdir().unwrap();
        let (mut session, screen) = session(dir.path(), "schnapsen", 4);
        session.handle("abort");
        assert!(screen.take().contains("Abort again within"));
        drop(session);
        // The next run: the first abort asks again, and only the second closes.
        let (mut session, screen) = session_again(dir.path());
        session.handle("abort");
        let out = screen.take();
        assert!(out.contains("Abort again within"), "{out}");
        assert!(session.manager.table(&session.key).unwrap().is_some());
        session.handle("abort");
        assert!(screen.take().contains("resigned and closed the table"));
        assert!(session.manager.table(&session.key).unwrap().is_none());
    }

    /// [`session`] again on the data of an earlier one: its table goes on.
    fn session_again(dir: &std::path::Path) -> (Session, Screen) {
        session(dir, "schnapsen", 4)
    }

    /// The numbered list of the offers the terminal's numbers pick from.
    fn numbered_offers(session: &Session) -> String {
        let hand = session.current_hand().expect("a hand");
        let labels = text::offers(Lang::En, &hand);
        let plays = offers(Lang::En, &hand);
        assert!(plays.len() <= labels.len());
        labels
            .iter()
            .zip(&plays)
            .enumerate()
            .map(|(i, ((play, label), picked))| {
                assert_eq!(play, picked, "the same order");
                format!("{}) {label}", i + 1)
            })
            .collect::<Vec<_>>()
            .join("  ")
    }

    #[test]
    fn numbers_pick_the_moves_the_hand_lists_in_every_kind_of_game() {
        for (variant, seed, moves) in [
            ("schnapsen", 1, 4),
            ("dreierschnapsen", 2, 4),
            ("boehmischer_schneider", 1, 4),
            ("schlauch", 1, 4),
            ("elfern", 1, 4),
        ] {
            let dir = tempfile::tempdir().unwrap();
            let (mut session, screen) = session(dir.path(), variant, seed);
            for _ in 0..moves {
                let list = numbered_offers(&session);
                assert!(list.starts_with("1) "), "{variant}: {list}");
                let shown = screen.take();
                assert!(shown.contains(&list), "{variant}: {list}\n{shown}");
                session.handle("hand");
                assert!(screen.take().contains(&list), "{variant}");
                session.handle("1");
                let out = screen.take();
                assert!(!out.contains('✗'), "{variant}: {out}");
                screen.0.borrow_mut().extend_from_slice(out.as_bytes());
            }
        }
    }

    #[test]
    fn a_choice_of_cards_is_typed_by_code_or_by_number() {
        let dir = tempfile::tempdir().unwrap();
        // Seed 3: Anna deals and lays two cards away.
        let (mut session, screen) = session(dir.path(), "schlauch", 3);
        screen.take();
        let seat = session.current_hand().unwrap().view;
        let from = &seat.choices[0].from;
        let lay = |a: usize, b: usize| {
            let mut cards = vec![from[a], from[b]];
            cards.sort();
            Some(Move::new("lay", cards))
        };
        let by_number = |line: &str| text::typed::game_move(line, &seat);
        assert_eq!(by_number("lay 1 2"), lay(0, 1));
        assert_eq!(by_number("Lay 12, 3"), lay(11, 2));
        for no in ["lay 1", "lay 1 1", "lay 0 1", "lay 1 13", "bid 1 2", "1 2"] {
            assert_eq!(by_number(no), None, "{no}");
        }
        assert_eq!(text::typed::card_words(" p  kh "), Some("kh"));
        assert_eq!(text::typed::card_words("Spiel 10H"), Some("10H"));
        assert_eq!(text::typed::card_words("lay 7C KC"), None);
        // The move's number explains; cards it cannot be made of change nothing.
        session.handle("1");
        session.handle("lay 7C");
        let out = screen.take();
        assert_eq!(
            out.matches("lay: choose 2 cards as they are shown").count(),
            2,
            "{out}"
        );
        assert!(!out.contains("laid two cards away"), "{out}");
        session.handle("lay 1 2");
        assert!(screen.take().contains("• Anna laid two cards away"));
    }

    #[test]
    fn language_option() {
        assert_eq!(parse_lang("de"), Ok(Lang::De));
        assert_eq!(parse_lang("de_AT"), Ok(Lang::De));
        assert_eq!(parse_lang("EN"), Ok(Lang::En));
        assert!(parse_lang("fr").is_err());
    }
}
