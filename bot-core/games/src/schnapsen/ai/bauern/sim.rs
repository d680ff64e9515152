//! A compact copy of a game's play phase for the computer's rollouts: hands, the trick on the
//! table, points and tricks per seat, and how the game played ends — nothing of the bidding.
//!
//! It follows the engine's rules (the follow obligation is the engine's own [`answers`]), with
//! one simplification: a Rufer side that reaches 66 claims at once, which is what a player who
//! knows his side's points does.

use crate::schnapsen::rules::bauern::{GameType, Goal, HouseRules, Marriages};
use crate::schnapsen::rules::{
    Card, CardOrder, CardSet, FollowRule, Seat, Suit, WINNING_POINTS, answers, game_points_against,
    marriage_cards,
};

/// How a simulated game ended: whether the declarer's side won, and the game points (undoubled).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct End {
    /// Whether the declarer's side won.
    pub declarer_won: bool,
    /// Game points, before doubling.
    pub value: u8,
}

/// One game in its play phase, every hand known.
#[derive(Clone, Copy, Debug)]
pub(super) struct Sim<const N: usize> {
    /// Every seat's hand (a partner who sits out: empty).
    pub hands: [CardSet; N],
    /// The game played.
    pub game: GameType,
    /// Its declarer.
    pub declarer: Seat,
    /// The follow rule, with the game's trump (`None` without trump).
    pub rule: FollowRule,
    /// The suit marriages of which count 40 (the trump fixed, also in games without trump).
    pub trump_suit: Suit,
    /// The partner who sits out.
    pub sitting_out: Option<Seat>,
    /// The seat to act.
    pub to_act: Seat,
    /// The suit led to the trick on the table.
    pub led: Option<Suit>,
    /// The seat and card now winning the trick on the table.
    pub winning: Option<(Seat, Card)>,
    /// Cards on the table.
    pub on_table: CardSet,
    /// Cards played to the trick on the table.
    pub trick_len: usize,
    /// Every card played, the table included.
    pub played: CardSet,
    /// Card points and counted marriages of each seat.
    pub points: [u16; N],
    /// Marriages announced before the announcer's side won a trick.
    pub pending: [u16; N],
    /// Tricks won by each seat.
    pub tricks: [u8; N],
    /// Completed tricks.
    pub done: usize,
    /// Points the defenders hold besides their tricks (Dreierschnapsen `discards_to_defenders`).
    pub defender_bonus: u16,
    /// The marriage announced at this lead, not yet led from.
    pub announced: Option<Suit>,
    /// The end, once decided.
    pub end: Option<End>,
}

/// Something a seat does in the play: announce a marriage or play a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Move {
    /// Announce the marriage of a suit.
    Announce(Suit),
    /// Play a card.
    Play(Card),
}

impl<const N: usize> Sim<N> {
    /// A game about to start: nothing played yet.
    pub fn start(
        hands: [CardSet; N],
        game: GameType,
        declarer: Seat,
        trump: Suit,
        rules: &HouseRules,
    ) -> Sim<N> {
        let sitting_out = (N == 4 && game.is_bettler())
            .then(|| Seat::new((declarer.index() + 2) % N, N).expect("a seat"));
        let mut hands = hands;
        if let Some(out) = sitting_out {
            hands[out.index()] = CardSet::EMPTY;
        }
        let mut sim = Sim {
            hands,
            game,
            declarer,
            rule: FollowRule {
                trump: game.has_trump().then_some(trump),
                order: game.order(),
                head: game.goal() != Goal::Rufer || rules.rufer_stichzwang,
                undertrump: rules.undertrump,
            },
            trump_suit: trump,
            sitting_out,
            to_act: game.first_leader(declarer),
            led: None,
            winning: None,
            on_table: CardSet::EMPTY,
            trick_len: 0,
            played: CardSet::EMPTY,
            points: [0; N],
            pending: [0; N],
            tricks: [0; N],
            done: 0,
            defender_bonus: 0,
            announced: None,
            end: None,
        };
        if game.goal() == Goal::LaidDown {
            sim.finish_fixed(true);
        }
        sim
    }

    /// The card order of the game.
    pub fn order(&self) -> CardOrder {
        self.rule.order
    }

    /// Whether two seats are on the same side of the result.
    pub fn same_side(&self, a: Seat, b: Seat) -> bool {
        if N == 4 {
            a.index() % 2 == b.index() % 2
        } else {
            (a == self.declarer) == (b == self.declarer)
        }
    }

    /// The points of `seat`'s side.
    pub fn side_points(&self, seat: Seat) -> u16 {
        let own: u16 = self
            .seats()
            .filter(|&s| self.same_side(s, seat))
            .map(|s| self.points[s.index()])
            .sum();
        if N == 3 && seat != self.declarer {
            own + self.defender_bonus
        } else {
            own
        }
    }

    /// The tricks of `seat`'s side.
    fn side_tricks(&self, seat: Seat) -> u8 {
        self.seats()
            .filter(|&s| self.same_side(s, seat))
            .map(|s| self.tricks[s.index()])
            .sum()
    }

    /// Every seat.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<N> {
        Seat::all(N)
    }

    /// Cards in a trick.
    pub fn trick_size(&self) -> usize {
        N - usize::from(self.sitting_out.is_some())
    }

    /// The seat after `seat` in the play.
    pub fn next_in_play(&self, seat: Seat) -> Seat {
        let next = seat.next(N);
        if Some(next) == self.sitting_out {
            next.next(N)
        } else {
            next
        }
    }

    /// The seats still to play to the trick on the table after the seat to act.
    pub fn after_me(&self) -> impl Iterator<Item = Seat> + '_ {
        let left = self.trick_size() - self.trick_len - 1;
        std::iter::successors(Some(self.next_in_play(self.to_act)), |&s| {
            Some(self.next_in_play(s))
        })
        .take(left)
    }

    /// The cards the seat to act may play.
    pub fn legal_plays(&self) -> CardSet {
        let hand = self.hands[self.to_act.index()];
        match (self.led, self.winning, self.announced) {
            (Some(led), Some((_, winning)), _) => answers(hand, led, winning, &self.rule),
            (_, _, Some(suit)) => hand & marriage_cards(suit),
            _ => hand,
        }
    }

    /// The marriages the seat to act may announce now.
    pub fn marriages(&self) -> impl Iterator<Item = Suit> + '_ {
        let seat = self.to_act;
        let may = self.trick_len == 0
            && self.announced.is_none()
            && match self.game.marriages() {
                Marriages::None => false,
                Marriages::Anyone => true,
                Marriages::Declarer => seat == self.declarer,
            };
        let hand = self.hands[seat.index()];
        Suit::ALL
            .into_iter()
            .filter(move |&s| may && hand.is_superset(marriage_cards(s)))
    }

    /// Does a move of the seat to act.
    pub fn apply(&mut self, m: Move) {
        match m {
            Move::Announce(suit) => self.announce(suit),
            Move::Play(card) => self.play(card),
        }
    }

    fn announce(&mut self, suit: Suit) {
        let seat = self.to_act;
        self.announced = Some(suit);
        let value = if suit == self.trump_suit { 40 } else { 20 };
        if self.side_tricks(seat) > 0 {
            self.points[seat.index()] += value;
        } else {
            self.pending[seat.index()] += value;
        }
        self.check_points(seat);
    }

    /// Ends the game when `seat` (at lead) has what its goal needs: a Rufer side's 66 (claimed),
    /// a Schnapser declarer's 66.
    fn check_points(&mut self, seat: Seat) {
        match self.game.goal() {
            Goal::Rufer if self.side_points(seat) >= WINNING_POINTS => self.rufer_win(seat),
            Goal::FirstThree
                if seat == self.declarer && self.points[seat.index()] >= WINNING_POINTS =>
            {
                self.finish_fixed(true)
            }
            _ => {}
        }
    }

    fn play(&mut self, card: Card) {
        let seat = self.to_act;
        self.hands[seat.index()].remove(card);
        self.announced = None;
        self.played.insert(card);
        self.on_table.insert(card);
        self.trick_len += 1;
        match self.winning {
            Some((_, w)) if !self.rule.beats(card, w) => {}
            _ => self.winning = Some((seat, card)),
        }
        if self.led.is_none() {
            self.led = Some(card.suit());
        }
        if self.trick_len < self.trick_size() {
            self.to_act = self.next_in_play(seat);
            return;
        }
        let (winner, _) = self.winning.expect("a full trick has a winner");
        self.tricks[winner.index()] += 1;
        self.points[winner.index()] += self.on_table.points();
        for s in Seat::all(N) {
            if self.same_side(s, winner) {
                self.points[s.index()] += std::mem::take(&mut self.pending[s.index()]);
            }
        }
        self.done += 1;
        self.led = None;
        self.winning = None;
        self.on_table = CardSet::EMPTY;
        self.trick_len = 0;
        self.to_act = winner;
        self.after_trick(winner);
    }

    fn after_trick(&mut self, winner: Seat) {
        let last = self.hands.iter().all(|h| h.is_empty());
        let declarer = winner == self.declarer;
        match self.game.goal() {
            Goal::Rufer if self.side_points(winner) >= WINNING_POINTS => self.rufer_win(winner),
            Goal::Rufer if last => self.rufer_win(winner),
            Goal::FirstThree | Goal::AllTricks if !declarer => self.finish_fixed(false),
            Goal::FirstThree if self.points[winner.index()] >= WINNING_POINTS => {
                self.finish_fixed(true)
            }
            Goal::FirstThree if self.done >= 3 => self.finish_fixed(false),
            Goal::NoTrick if declarer => self.finish_fixed(false),
            Goal::AllTricks | Goal::NoTrick if last => self.finish_fixed(true),
            _ => {}
        }
    }

    /// The Rufer ends with `winner`'s side winning (a claim or the last trick).
    fn rufer_win(&mut self, winner: Seat) {
        let loser = Seat::all(N)
            .find(|&s| !self.same_side(s, winner))
            .expect("two sides");
        self.end = Some(End {
            declarer_won: self.same_side(winner, self.declarer),
            value: game_points_against(self.side_tricks(loser), self.side_points(loser)),
        });
    }

    fn finish_fixed(&mut self, declarer_won: bool) {
        self.end = Some(End {
            declarer_won,
            value: self.game.fixed_value().unwrap_or(1),
        });
    }

    /// The result for `seat`: the game points it wins (positive) or loses (negative).
    pub fn score(&self, seat: Seat) -> i32 {
        match self.end {
            Some(end) if self.same_side(seat, self.declarer) == end.declarer_won => {
                i32::from(end.value)
            }
            Some(end) => -i32::from(end.value),
            None => 0,
        }
    }

    /// Plays to the end with `policy` choosing every move.
    pub fn finish(&mut self, policy: impl Fn(&Sim<N>) -> Move) {
        while self.end.is_none() {
            let m = policy(self);
            self.apply(m);
        }
    }
}
