//! The table's commands, one file each (the mini-redis way): each adds to [`Table`] the method
//! that [`Table::handle`] hands its command to.
//!
//! [`Table`]: super::Table
//! [`Table::handle`]: super::Table::handle

mod abort;
mod add_computer;
mod forfeit;
mod hint;
mod join;
mod kiebitz;
mod leave;
mod pick;
mod play;
mod ready;
mod set_rule;
mod show;
mod start;
mod typed;
