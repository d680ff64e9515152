//! `Abort`: closing the table, at once or by everybody's vote.

use crate::ids::User;
use crate::manager::table::{Change, Table};
use crate::protocol::{ABORT_CONFIRM_MS, Event, Refused};

impl Table {
    /// Closing the table. Before the first deal and between Bummerl the opener closes it at
    /// once (others vote, and it closes when every person seated agrees). While a Bummerl (or
    /// Partie) is under way nobody may wipe it alone: every person seated must agree, the
    /// opener too — and whoever sits alone with computers is asked to confirm, because then
    /// closing resigns the Bummerl ([`Table::resign`], as leaving does) — by aborting again at
    /// `now` within [`ABORT_CONFIRM_MS`] of the question.
    pub(in crate::manager) fn abort(
        &mut self,
        user: &User,
        me: Option<usize>,
        now: u64,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let under_way = self.round().is_some();
        if user.id == self.opener && !under_way {
            self.close(&user.name, false, change);
            return Ok(());
        }
        let me = me.ok_or(Refused::NotSeated)?;
        let needed = self.players.iter().filter(|p| p.user().is_some()).count();
        let again = self.abort_votes.contains(&me);
        if !again {
            self.abort_votes.push(me);
        }
        change.changed = true;
        if under_way && needed == 1 {
            let asked = self.abort_asked.take();
            let confirms =
                again && asked.is_some_and(|at| now < at.saturating_add(ABORT_CONFIRM_MS));
            if !confirms {
                self.abort_asked = Some(now);
                // A vote is kept but is no move (see below): the confirmation is asked for.
                change.quiet = true;
                let (name, unit) = (user.name.clone(), self.tally.unit());
                change.event(self.channel(), Event::AbortResigns { name, unit });
                return Ok(());
            }
            self.resign(me, change);
            self.close(&user.name, true, change);
            return Ok(());
        }
        if self.abort_votes.len() < needed {
            // A vote is kept but is no move: the turn, its timer and the buttons stay as
            // they were (else voting again and again would hold off a timeout for ever).
            change.quiet = true;
            change.event(
                self.channel(),
                Event::AbortVote {
                    name: user.name.clone(),
                    votes: self.abort_votes.len(),
                    needed,
                    under_way: under_way.then(|| self.tally.unit()),
                },
            );
            return Ok(());
        }
        self.close(&user.name, false, change);
        Ok(())
    }

    /// Closes the table: `resigned` when closing resigned the Bummerl under way.
    pub(in crate::manager) fn close(&mut self, by: &str, resigned: bool, change: &mut Change) {
        change.changed = true;
        change.closed = true;
        change.event(
            self.channel(),
            Event::Aborted {
                by: by.to_owned(),
                resigned,
            },
        );
    }
}
