//! Group commit for sled: writes of several threads made durable by one flush.
//!
//! Every `sled::Db::flush` seals the log's buffer, writes it and waits for the disk, however
//! little it holds; with several tables committing at once each paid for its own flush. A
//! committer here takes a ticket after its write and flushes only if no flush that began after
//! its write has finished meanwhile: one flush serves everybody who wrote before it began, and
//! nobody returns before his write is on disk. One flush runs at a time; the others wait for
//! it without holding anything, so that a committer it covered returns as soon as it ends
//! (not after the next one, as when the flush was done under a lock they queued for).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};

/// The flushes of one database, shared by its handles.
#[derive(Debug, Default)]
pub(super) struct GroupFlush {
    /// Tickets given out: one per write waiting to be durable.
    written: AtomicU64,
    /// The highest ticket known durable.
    durable: AtomicU64,
    /// Whether a flush is running.
    flushing: Mutex<bool>,
    /// Told when a flush ends.
    ended: Condvar,
}

impl GroupFlush {
    /// Makes everything written so far by the calling thread durable: flushes `db` unless a
    /// flush that began after this call has already done so.
    pub(super) fn flush(&self, db: &sled::Db) -> sled::Result<()> {
        let ticket = self.written.fetch_add(1, Ordering::SeqCst) + 1;
        let mut flushing = self.flushing.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if self.durable.load(Ordering::SeqCst) >= ticket {
                return Ok(());
            }
            if !*flushing {
                break;
            }
            flushing = self
                .ended
                .wait(flushing)
                .unwrap_or_else(PoisonError::into_inner);
        }
        *flushing = true;
        drop(flushing);
        // Every ticket up to here was taken after its write, so this flush covers it.
        let covered = self.written.load(Ordering::SeqCst);
        let result = db.flush();
        let mut flushing = self.flushing.lock().unwrap_or_else(PoisonError::into_inner);
        *flushing = false;
        if result.is_ok() {
            self.durable.fetch_max(covered, Ordering::SeqCst);
        }
        drop(flushing);
        // Those it covered return; one of the others flushes next.
        self.ended.notify_all();
        result.map(drop)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;

    use super::*;

    /// Threads writing and flushing at once: at the end every ticket is covered by a flush
    /// and every write is there.
    #[test]
    fn a_flush_returns_only_once_its_write_is_covered() {
        let dir = tempfile::tempdir().unwrap();
        let db = sled::open(dir.path()).unwrap();
        let group = GroupFlush::default();
        std::thread::scope(|scope| {
            for t in 0..4u32 {
                let (db, group) = (&db, &group);
                scope.spawn(move || {
                    for i in 0..50u32 {
                        db.insert(format!("{t}-{i}").as_bytes(), &i.to_be_bytes())
                            .unwrap();
                        group.flush(db).unwrap();
                    }
                });
            }
        });
        assert_eq!(
            group.durable.load(Ordering::SeqCst),
            group.written.load(Ordering::SeqCst)
        );
        assert_eq!(db.len(), 200);
    }

    /// Transactions over two trees and single writes, each flushed, from threads at once (the
    /// patched sled lets a transaction go ahead while another thread waits for the disk): all
    /// of it is there when the database is opened again.
    #[test]
    fn transactions_and_writes_flushed_at_once_are_all_kept() {
        use sled::Transactional;

        let dir = tempfile::tempdir().unwrap();
        {
            let db = sled::open(dir.path()).unwrap();
            let (a, b) = (db.open_tree("a").unwrap(), db.open_tree("b").unwrap());
            let group = GroupFlush::default();
            std::thread::scope(|scope| {
                for t in 0..4u32 {
                    let (db, group, a, b) = (&db, &group, &a, &b);
                    scope.spawn(move || {
                        for i in 0..40u32 {
                            let key = format!("{t}-{i}");
                            if t % 2 == 0 {
                                (a, b)
                                    .transaction(|(a, b)| {
                                        a.insert(key.as_bytes(), &i.to_be_bytes())?;
                                        b.insert(key.as_bytes(), &i.to_be_bytes())?;
                                        Ok::<_, sled::transaction::ConflictableTransactionError>(())
                                    })
                                    .unwrap();
                            } else {
                                a.insert(key.as_bytes(), &i.to_be_bytes()).unwrap();
                            }
                            group.flush(db).unwrap();
                        }
                    });
                }
            });
        }
        // Opened again as the store does, waiting for sled to let go of the directory's lock.
        let db = super::super::sled::open_db(dir.path()).unwrap();
        assert_eq!(db.open_tree("a").unwrap().len(), 160);
        assert_eq!(db.open_tree("b").unwrap().len(), 80);
    }
}
