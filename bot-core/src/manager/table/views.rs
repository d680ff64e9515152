//! What everybody and each player sees: the table view for the channel, each playing
//! person's hand, the score and the rules — with the players' names put into what the game
//! says.

use crate::games::{Game, GameId, Move, View};
use crate::ids::Lang;
use crate::manager::table::Table;
use crate::manager::table::seats::{Player, Round};
use crate::protocol::{
    Body, ChoiceView, GamePublic, GameSeat, HandView, Message, Recipient, RoundView, RulesView,
    ScoreView, TableView,
};

/// Both languages of something a game says.
pub(super) fn both(f: impl Fn(Lang) -> Vec<String>) -> [Vec<String>; 2] {
    [f(Lang::De), f(Lang::En)]
}

/// Puts the players' names in for the game's `{N}` (seat N), in one pass: a `{N}` of no seat
/// stays as it is, and a name is never read for seats again (a player may call himself `{1}`).
pub(in crate::manager) fn named(line: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(line.len() + 16);
    let mut rest = line;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let seat = after
            .find('}')
            .filter(|&close| close > 0 && after[..close].bytes().all(|b| b.is_ascii_digit()))
            .and_then(|close| Some((close, names.get(after[..close].parse::<usize>().ok()?)?)));
        match seat {
            Some((close, name)) => {
                out.push_str(name);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Puts the names of a round's players into a view's lines.
pub(super) fn name_lines(lines: &mut [Vec<String>; 2], names: &[String]) {
    for line in lines.iter_mut().flatten() {
        *line = named(line, names);
    }
}

/// Puts the names of a round's players into what everybody sees of its deal.
pub(crate) fn name_public(view: &mut GamePublic, names: &[String]) {
    name_lines(&mut view.lines, names);
    for line in view.glance.iter_mut().flatten() {
        *line = named(line, names);
    }
}

/// Puts the names of a round's players into what a seat sees of its deal beside what
/// everybody sees (named once for every seat, [`name_public`]).
pub(crate) fn name_seat(view: &mut GameSeat, names: &[String]) {
    name_lines(&mut view.lines, names);
    for line in view.hand_line.iter_mut().chain(&mut view.prompt).flatten() {
        *line = named(line, names);
    }
}

/// What everybody sees of a deal.
pub(crate) fn public_view(id: GameId, game: &dyn Game) -> GamePublic {
    GamePublic {
        game: id,
        to_act: game.to_act().to_vec(),
        lines: both(|lang| game.view(None, lang).lines),
        glance: [Lang::De, Lang::En].map(|lang| game.glance(lang)),
        scene: game.scene(None),
    }
}

/// What a seat sees of a deal, with its moves and their labels, beside `public`: what
/// everybody sees of it ([`public_view`]), worked out once for every seat.
pub(crate) fn seat_view(game: &dyn Game, seat: usize, public: GamePublic) -> GameSeat {
    let s = seat;
    // The hand is the same in either language.
    let [de, en] = Lang::ALL.map(|lang| game.view(Some(s), lang));
    let mut moves = game.legal(s);
    game.offer(s, &en.hand, &mut moves);
    let mut choices: Vec<ChoiceView> = moves
        .iter()
        .filter(|m| m.args().next().is_none())
        .filter_map(|m| game.choice(s, m.verb()))
        .map(|c| ChoiceView {
            verb: c.verb,
            from: c.from,
            min: c.min,
            max: c.max,
        })
        .collect();
    // The cards of a choice in the order the hand shows them: its list, its numbers and its
    // keys read as the hand does.
    let place = |card: &crate::games::Card| en.hand.iter().position(|c| c == card);
    for choice in &mut choices {
        choice.from.sort_by_key(|c| place(c).unwrap_or(usize::MAX));
    }
    let mut groups: Vec<(Move, [String; 2])> = Vec::new();
    for head in moves.iter().filter_map(Move::group) {
        if groups.iter().all(|(known, _)| *known != head) {
            groups.push((head, Lang::ALL.map(|lang| game.label(&head, lang))));
        }
    }
    GameSeat {
        seat,
        hand: en.hand,
        lines: [de.lines, en.lines],
        hand_line: Lang::ALL.map(|lang| game.hand_line(s, lang)),
        prompt: Lang::ALL.map(|lang| game.prompt(s, lang)),
        labels: both(|lang| moves.iter().map(|m| game.label(m, lang)).collect()),
        moves,
        choices,
        public,
        ready: false,
        groups,
    }
}

/// What each seat's hand message shows of a deal (its cards, lines and moves, and whether
/// anybody may act): where it is the same after a move, the seat's hand need not be sent again.
pub(super) fn hand_faces(game: &dyn Game) -> Vec<(View, Vec<Move>, bool)> {
    let anyone = !game.to_act().is_empty();
    (0..game.seats())
        .map(|s| (game.view(Some(s), Lang::En), game.legal(s), anyone))
        .collect()
}

impl Round {
    /// What the player in `seat` sees of the deal, with his moves.
    pub fn view(&self, seat: usize) -> GameSeat {
        seat_view(self.game.get(), seat, self.public())
    }

    /// What everybody sees of the deal (without the players' names).
    pub fn public(&self) -> GamePublic {
        public_view(self.game.id(), self.game.get())
    }
}

impl Table {
    /// What everybody should see now: the table view for the channel and each playing
    /// person's hand, privately. Front ends send it again to converge after a failure or a
    /// restart (versions tell them what is already shown).
    pub fn snapshot(&self) -> Vec<Message> {
        self.snapshot_of(None)
    }

    /// [`Table::snapshot`] with, where `hands` names some players, only the hand messages
    /// that show one of their hands.
    pub(in crate::manager) fn snapshot_of(&self, hands: Option<&[usize]>) -> Vec<Message> {
        // What everybody sees of the deal, worked out once for the table and every hand.
        let public = self.round().map(|round| self.named_public(round));
        let table = Message {
            to: self.channel(),
            body: Body::Table(Box::new(self.view_with(public.clone()))),
        };
        let shown =
            (0..self.players.len()).filter_map(|p| self.hand_beside(p, public.as_ref()?, hands));
        std::iter::once(table).chain(shown).collect()
    }

    /// A player's private hand message, if he is a human playing in the current game — or, at
    /// three with `kiebitz`, a read-only copy of the hand he follows while he sits out.
    pub fn hand_message(&self, player: usize) -> Option<Message> {
        self.hand_beside(player, &self.named_public(self.round()?), None)
    }

    /// What everybody sees of a round's deal, with the players' names put in.
    pub(in crate::manager) fn named_public(&self, round: &Round) -> GamePublic {
        let mut public = round.public();
        name_public(&mut public, &self.seat_names(round));
        public
    }

    /// [`Table::hand_message`] beside `public`, what everybody sees of the deal (named); where
    /// `hands` names some players, only if it shows one of their hands.
    pub(in crate::manager) fn hand_beside(
        &self,
        player: usize,
        public: &GamePublic,
        hands: Option<&[usize]>,
    ) -> Option<Message> {
        let round = self.round()?;
        let user = self.players[player].user()?.clone();
        let (shown, read_only) = if self.plays(round, player) {
            (player, false)
        } else {
            match round.watcher {
                Some((watcher, watched)) if watcher == player && self.kiebitz() => (watched, true),
                _ => return None,
            }
        };
        if hands.is_some_and(|hands| !hands.contains(&shown)) {
            return None;
        }
        let mut view = seat_view(round.game.get(), round.seat_of(shown)?, public.clone());
        name_seat(&mut view, &self.seat_names(round));
        if read_only {
            view.clear_moves();
        } else if self.may_decline(player) {
            view.ready = true;
        }
        Some(Message {
            to: Recipient::User(user),
            body: Body::Hand(Box::new(HandView {
                key: self.key.clone(),
                version: self.version,
                epoch: self.epoch.unwrap_or(self.version),
                player: shown,
                view,
                read_only,
                pick: self.picks.get(&player).copied().unwrap_or_default(),
                cards: self.cards,
            })),
        })
    }

    /// The table's public state.
    pub fn view(&self) -> TableView {
        self.view_with(self.round().map(|round| self.named_public(round)))
    }

    /// [`Table::view`] with `public`, what everybody sees of the deal being played (named).
    pub(in crate::manager) fn view_with(&self, public: Option<GamePublic>) -> TableView {
        TableView {
            key: self.key.clone(),
            version: self.version,
            variant: self.variant,
            opener: self.opener.clone(),
            lang: self.lang,
            players: self.players.iter().map(Player::info).collect(),
            seats: self.seats(),
            round: self.round().zip(public).map(|(r, public)| RoundView {
                number: r.number,
                dealer: r.dealer,
                seats: r.seats.clone(),
                public,
            }),
            unit: self.tally.unit(),
            totals: self.tally.totals.clone(),
            bummerl_number: self.bummerl_number,
            turn_deadline: self.timer.map(|t| t.forfeit_at),
            cards: self.cards,
        }
    }

    /// The running Bummerl tally.
    pub fn score_view(&self) -> ScoreView {
        // One name per score entry: a player.
        let names = self.players.iter().map(|p| p.name.clone()).collect();
        ScoreView {
            game: self.variant,
            names,
            unit: self.tally.unit(),
            totals: self.tally.totals.clone(),
            bummerl_number: self.bummerl_number,
            games: self.bummerl_games,
            standing: self.round().map(|round| {
                let names = self.seat_names(round);
                let line = round.game.get().standing().line;
                line.map(|l| named(&l, &names))
            }),
        }
    }

    /// The rules and options.
    pub fn rules_view(&self) -> RulesView {
        RulesView {
            variant: self.variant,
            rules: self.game_rules.clone(),
            computer_takeover: self.computer_takeover,
            hints: self.hints,
            lang: self.lang,
            changeable: !self.has_dealt(),
            cards: self.cards,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::named;

    #[test]
    fn names_go_in_for_seats_once_and_anything_else_stays() {
        let names = ["Anna".to_string(), "{0}".to_string()];
        assert_eq!(
            named("{0} plays, {1} follows", &names),
            "Anna plays, {0} follows"
        );
        assert_eq!(named("{0}{0}", &names), "AnnaAnna");
        assert_eq!(
            named("{2} {x} {} {10 {", &names),
            "{2} {x} {} {10 {",
            "no seat, no digits, unclosed"
        );
        assert_eq!(
            named("Trumpf ♥ – kein Name", &names),
            "Trumpf ♥ – kein Name"
        );
        assert_eq!(named("{1}: ♥{0}", &names), "{0}: ♥Anna");
    }

    /// Issue #41: wherever a hand offers moves of one card, they come in the order the hand
    /// shows its cards — in every game, through a game's own order of its other moves.
    #[test]
    fn moves_of_one_card_are_offered_in_the_order_of_the_hand() {
        use super::{public_view, seat_view};
        use crate::games::GameId;
        use rand::SeedableRng;

        let mut rng = rand::rngs::SmallRng::seed_from_u64(41);
        let mut checked = 0;
        for id in GameId::all() {
            let spec = id.spec();
            let rules = spec.rules(&Default::default()).unwrap();
            let mut game = (spec.new_match)(spec.seats.0, &rules, &mut rng).unwrap();
            for _ in 0..300 {
                let Some(&seat) = game.get().to_act().first() else {
                    break;
                };
                let view = seat_view(game.get(), seat, public_view(id, game.get()));
                let places: Vec<usize> = view
                    .moves
                    .iter()
                    .filter(|mv| mv.arg_count() == 1)
                    .filter_map(|mv| mv.card())
                    .filter_map(|card| view.hand.iter().position(|&c| c == card))
                    .collect();
                assert!(
                    places.is_sorted(),
                    "{}: {:?} beside {:?}",
                    id.id(),
                    view.moves,
                    view.hand
                );
                checked += places.len();
                let Some(mv) = game.get().random_legal(seat, &mut rng) else {
                    break;
                };
                let play = crate::simulate::concrete(crate::protocol::Play::Game(mv), &view);
                let crate::protocol::Play::Game(mv) = play else {
                    unreachable!("a game's move stays one")
                };
                game.get_mut().apply(seat, &mv).unwrap();
            }
        }
        assert!(checked > 1000, "{checked} moves of one card");
    }
}
