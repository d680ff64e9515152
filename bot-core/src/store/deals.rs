//! The record of every finished deal, as the store keeps it: a channel's deals numbered from 1 in
//! the order they ended, each record (the manager's, opaque here) in the versioned envelope and
//! compressed with DEFLATE (a record's JSON repeats its keys and card codes; compressed, a deal
//! takes about half). Only the newest of a channel are kept ([`Deals::keep`]).
//!
//! The deal a table is playing is kept beside it as it was dealt ([`Deals::dealt`]), written
//! once when it is dealt and read once when it ends: the table itself is written on every move
//! and carries only the moves.

use std::io::Read;

use flate2::read::DeflateDecoder;
use serde_json::Value;
use serde_json::value::RawValue;

use super::StoreError;
use super::codec::{decode, encode};
use crate::ids::TableKey;

/// The finished deals a commit stores beside its table, and how many of the channel's newest
/// deals the store keeps (older ones are removed in the same transaction).
#[derive(Clone, Copy, Debug)]
pub struct Deals<'a> {
    /// The records of the deals that ended, in the order they ended, as their JSON text.
    pub records: &'a [Box<RawValue>],
    /// How many of the channel's newest deals to keep (0: none are stored).
    pub keep: usize,
    /// The deal the table plays from this change on, as it was dealt (the manager's stored
    /// deal, opaque here): kept beside the table, in place of the channel's last one, until
    /// [`Database::dealt`](super::Database::dealt) reads it back as it ends.
    pub dealt: Option<&'a RawValue>,
    /// The channel's record of its seasons (the manager's, opaque here), when the change
    /// writes it: in place of the channel's last one, in the same transaction as the credits.
    pub seasons: Option<&'a Value>,
}

impl Deals<'_> {
    /// No deal ended.
    pub const NONE: Deals<'static> = Deals {
        records: &[],
        keep: 0,
        dealt: None,
        seasons: None,
    };

    /// Whether there is no finished deal to store.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty() || self.keep == 0
    }

    /// Whether the change writes nothing beside the table: no finished deal, no new one dealt
    /// and no record of seasons.
    pub fn writes_nothing(&self) -> bool {
        self.is_empty() && self.dealt.is_none() && self.seasons.is_none()
    }

    /// The numbers the records get after the channel's newest `last`, with each record, and the
    /// highest number that then goes (every number up to it), if any.
    pub(super) fn numbered(&self, last: u64) -> (Vec<(u64, &RawValue)>, Option<u64>) {
        if self.is_empty() {
            return (Vec::new(), None);
        }
        let records = self.records.iter().map(AsRef::as_ref);
        let numbered: Vec<(u64, &RawValue)> = (last + 1..).zip(records).collect();
        let newest = last + self.records.len() as u64;
        let gone = newest.checked_sub(self.keep as u64).filter(|&n| n > 0);
        // Records that would go at once are not written at all.
        let numbered = numbered
            .into_iter()
            .filter(|&(n, _)| gone.is_none_or(|gone| n > gone))
            .collect();
        (numbered, gone)
    }
}

/// The prefix of a channel's deals in a key: `channel \0`.
pub(super) fn deal_prefix(channel: &TableKey) -> Vec<u8> {
    let mut key = channel.storage_key();
    key.push(0);
    key
}

/// The key of a channel's deal number `n`: `channel \0 n`, the number in 20 decimal digits, so
/// that keys sort by number and read as text in an export.
pub(super) fn deal_key(channel: &TableKey, n: u64) -> Vec<u8> {
    let mut key = deal_prefix(channel);
    key.extend(format!("{n:020}").as_bytes());
    key
}

/// A deal key's channel (its storage key) and number.
pub(super) fn split_deal_key(key: &str) -> Option<(&str, u64)> {
    let (channel, n) = key.split_once('\0')?;
    (n.len() == 20).then_some(())?;
    Some((channel, n.parse().ok()?))
}

/// A record as stored: its envelope, compressed.
pub(super) fn encode_deal(record: &RawValue) -> Vec<u8> {
    compress(&encode(record))
}

/// How many bytes a finished deal's record takes as stored (its envelope compressed), beside
/// its key: what `bummerl bench records` measures.
pub fn stored_bytes(record: &RawValue) -> usize {
    encode_deal(record).len()
}

/// The envelope of a stored record (for the export), checked to be one of today's format.
pub(super) fn deal_envelope(key: &[u8], bytes: &[u8]) -> Result<Vec<u8>, StoreError> {
    let envelope = decompress(bytes).map_err(|problem| StoreError::Corrupt {
        tree: "deals",
        key: String::from_utf8_lossy(key).into_owned(),
        problem,
    })?;
    decode::<Value>("deals", key, &envelope)?;
    Ok(envelope)
}

/// A stored record.
pub(super) fn decode_deal(key: &[u8], bytes: &[u8]) -> Result<Value, StoreError> {
    decode("deals", key, &deal_envelope(key, bytes)?)
}

/// How records are compressed: raw DEFLATE (read back by any inflater, as before) with a 4 KB
/// window and small hash tables: a record is a few kilobytes, so a larger window finds nothing
/// more.
const RECORD_DEFLATE: zlib_rs::DeflateConfig = zlib_rs::DeflateConfig {
    level: 6,
    method: zlib_rs::Method::Deflated,
    window_bits: -12,
    mem_level: 4,
    strategy: zlib_rs::Strategy::Default,
};

thread_local! {
    /// Each thread's compressor, reset for every record: making one allocates some 200 KB of
    /// tables, which the allocator hands back to the system and faults in again each time.
    static COMPRESSOR: std::cell::RefCell<zlib_rs::Deflate> =
        std::cell::RefCell::new(zlib_rs::Deflate::new_with_config(RECORD_DEFLATE));
}

/// Bytes compressed with DEFLATE (an envelope, as stored and imported).
pub(crate) fn compress(envelope: &[u8]) -> Vec<u8> {
    COMPRESSOR.with_borrow_mut(|compressor| {
        compressor.reset();
        // zlib's bound, with room for the small tables' extra block headers (5 bytes per 4 KB).
        let mut out = vec![0; zlib_rs::compress_bound(envelope.len()) + envelope.len() / 64 + 64];
        let status = compressor.compress(envelope, &mut out, zlib_rs::DeflateFlush::Finish);
        assert_eq!(
            status,
            Ok(zlib_rs::Status::StreamEnd),
            "compressing in memory"
        );
        out.truncate(compressor.total_out() as usize);
        out
    })
}

/// Compressed bytes expanded.
pub(crate) fn decompress(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    DeflateDecoder::new(bytes)
        .read_to_end(&mut out)
        .map_err(|e| format!("not a compressed record: {e}"))?;
    Ok(out)
}

/// A JSON value as the text a record is handed to the store as (for tests).
#[cfg(test)]
pub(super) fn raw(value: Value) -> Box<RawValue> {
    serde_json::value::to_raw_value(&value).expect("a value serialises")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Platform;
    use serde_json::json;

    #[test]
    fn a_record_reads_back_and_keys_sort_by_number() {
        let record = json!({"moves": "0play:KH 1play:AH", "result": {"score": [1, -1]}});
        let channel = TableKey::new(Platform::Telegram, "-100");
        let key = deal_key(&channel, 7);
        assert_eq!(
            decode_deal(&key, &encode_deal(&raw(record.clone()))).unwrap(),
            record
        );
        assert!(deal_key(&channel, 9) < deal_key(&channel, 10));
        let text = String::from_utf8(key).unwrap();
        assert_eq!(split_deal_key(&text), Some(("telegram:-100", 7)));
        assert_eq!(
            split_deal_key("telegram:-100\u{0}7"),
            None,
            "a number of 20 digits"
        );
        let err = decode_deal(b"k", b"not deflate at all").unwrap_err();
        assert!(
            matches!(err, StoreError::Corrupt { tree: "deals", .. }),
            "{err}"
        );
    }

    #[test]
    fn what_one_compressor_packs_again_and_again_expands_to_itself() {
        // Text that packs well, noise that does not (it grows), and nothing.
        let text = "0 play:KH ".repeat(3_000).into_bytes();
        let mut noise = Vec::new();
        let mut x = 1u32;
        for _ in 0..70_000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            noise.push((x >> 16) as u8);
        }
        for bytes in [&text, &noise, &Vec::new(), &text] {
            assert_eq!(&decompress(&compress(bytes)).unwrap(), bytes);
        }
        assert!(compress(&text).len() < text.len() / 20);
    }

    #[test]
    fn only_the_newest_are_kept() {
        let records = [raw(json!(1)), raw(json!(2)), raw(json!(3))];
        let deals = Deals {
            records: &records,
            keep: 2,
            dealt: None,
            seasons: None,
        };
        let texts = |numbered: Vec<(u64, &RawValue)>| -> Vec<(u64, String)> {
            numbered
                .into_iter()
                .map(|(n, r)| (n, r.to_string()))
                .collect()
        };
        let (numbered, gone) = deals.numbered(10);
        assert_eq!(texts(numbered), [(12, "2".into()), (13, "3".into())]);
        assert_eq!(gone, Some(11));
        let (numbered, gone) = deals.numbered(0);
        assert_eq!(numbered.len(), 2);
        assert_eq!(gone, Some(1));
        let few = Deals {
            records: &records[..1],
            keep: 5,
            dealt: None,
            seasons: None,
        };
        let (numbered, gone) = few.numbered(0);
        assert_eq!((texts(numbered), gone), (vec![(1, "1".into())], None));
        assert!(Deals { keep: 0, ..few }.numbered(3).0.is_empty());
    }
}
