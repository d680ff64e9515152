//! The record of every finished deal, as the store keeps it: a channel's deals numbered from 1 in
//! the order they ended, each record (the manager's, opaque here) in the versioned envelope and
//! compressed with DEFLATE (a record's JSON repeats its keys and card codes; compressed, a deal
//! takes about half). Only the newest of a channel are kept ([`Deals::keep`]).

use std::io::{Read, Write};

use flate2::Compression;
use flate2::read::DeflateDecoder;
use flate2::write::DeflateEncoder;
use serde_json::Value;

use super::StoreError;
use super::codec::{decode, encode};
use crate::ids::TableKey;

/// The finished deals a commit stores beside its table, and how many of the channel's newest
/// deals the store keeps (older ones are removed in the same transaction).
#[derive(Clone, Copy, Debug)]
pub struct Deals<'a> {
    /// The records of the deals that ended, in the order they ended.
    pub records: &'a [Value],
    /// How many of the channel's newest deals to keep (0: none are stored).
    pub keep: usize,
}

impl Deals<'_> {
    /// No deal ended.
    pub const NONE: Deals<'static> = Deals {
        records: &[],
        keep: 0,
    };

    /// Whether there is anything to store.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty() || self.keep == 0
    }

    /// The numbers the records get after the channel's newest `last`, with each record, and the
    /// highest number that then goes (every number up to it), if any.
    pub(super) fn numbered(&self, last: u64) -> (Vec<(u64, &Value)>, Option<u64>) {
        if self.is_empty() {
            return (Vec::new(), None);
        }
        let numbered: Vec<(u64, &Value)> = (last + 1..).zip(self.records).collect();
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
pub(super) fn encode_deal(record: &Value) -> Vec<u8> {
    compress(&encode(record))
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

/// Bytes compressed with DEFLATE (an envelope, as stored and imported; a deal being played, as
/// its table keeps it).
pub(crate) fn compress(envelope: &[u8]) -> Vec<u8> {
    let mut encoder = DeflateEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(envelope).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}

/// Compressed bytes expanded.
pub(crate) fn decompress(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    DeflateDecoder::new(bytes)
        .read_to_end(&mut out)
        .map_err(|e| format!("not a compressed record: {e}"))?;
    Ok(out)
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
        assert_eq!(decode_deal(&key, &encode_deal(&record)).unwrap(), record);
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
    fn only_the_newest_are_kept() {
        let records = [json!(1), json!(2), json!(3)];
        let deals = Deals {
            records: &records,
            keep: 2,
        };
        let (numbered, gone) = deals.numbered(10);
        assert_eq!(numbered, [(12, &json!(2)), (13, &json!(3))]);
        assert_eq!(gone, Some(11));
        let (numbered, gone) = deals.numbered(0);
        assert_eq!(numbered.len(), 2);
        assert_eq!(gone, Some(1));
        let few = Deals {
            records: &records[..1],
            keep: 5,
        };
        assert_eq!(few.numbered(0), (vec![(1, &json!(1))], None));
        assert!(Deals { keep: 0, ..few }.numbered(3).0.is_empty());
    }
}
