// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.

//! Dedupe state kept in the two cluster details (SPEC 3.4): which keys were already reported, encoded so that a
//! value never exceeds the detail's limit and is never empty.
//!
//! # Encoding
//!
//! A detail value has one of three forms. The writer always picks the first that fits in `detail_max_chars`
//! (at most 10 240, the length of `kubernetes_cluster_details.value`):
//!
//! 1. **Plain keys** — the keys in their stable order joined by `,`: `mapped:101,unmapped:205`. Readable by an
//!    operator. Holds `floor((max + 1) / (k + 1))` keys of `k` characters: 682 keys like `mapped:1234567`
//!    (14 characters) in 10 240 characters, 39 keys of the longest node name (`node:` + 253).
//! 2. **Per-key digests** — `#d<w>:` followed by one `w`-character digest per key, without separators, sorted;
//!    a digest is the first `w` characters of the unpadded base64url SHA-256 of the key. `w` is the largest width
//!    from 16 down to 6 for which the value fits, so fewer keys get longer digests. Dedupe stays exact per key:
//!    holds 639 keys at 16 characters (96 bits) and up to 1 706 keys at 6 characters (36 bits; the chance that
//!    one of 1 500 keys shares a digest with another is below 2 in 100 000) in 10 240 characters.
//! 3. **Whole-set digest** — `#s:` and the 43-character base64url SHA-256 of the sorted keys joined by `\n`
//!    (46 characters). Used only when even 6-character digests do not fit: any change of the set then makes every
//!    current key new.
//!
//! 4. **Prefix digest** — `#p<m>:` and the first 32 characters of the base64url SHA-256 of the first `m` keys (in
//!    their stable order) joined by `\n`; at most 44 characters. Written only when a run reported part of a set
//!    too large for the per-key forms (the per-request bound on reports, `plan::MAX_NEW_REPORTS_PER_REQUEST`):
//!    the next run knows the first `m` keys while they are unchanged, and reports the rest in later runs. Any
//!    change among the first `m` makes every current key new, as with the whole-set form.
//!
//! A value that is empty, starts with `#` but is none of the forms above (a future encoding, a truncated digest
//! list), or holds a token that is not a key of this detail, cannot be read: it is treated as empty, so its
//! mismatches are reported once more.

use std::collections::HashSet;

use sha2::{Digest, Sha256};

use crate::contract::{DriftDetail, MIN_DETAIL_MAX_CHARS};
use crate::names::is_dns1123_subdomain;

/// Narrowest per-key digest, in base64url characters (36 bits).
pub const MIN_DIGEST_WIDTH: usize = 6;
/// Widest per-key digest, in base64url characters (96 bits).
pub const MAX_DIGEST_WIDTH: usize = 16;
const DIGEST_FORM_TAG: &str = "#d";
const WHOLE_SET_TAG: &str = "#s:";
const PREFIX_TAG: &str = "#p";
/// Characters of the prefix form's digest (192 bits): with a count of up to 9 digits the form fits the smallest
/// allowed detail.
const PREFIX_DIGEST_LEN: usize = 32;
const _: () = assert!(PREFIX_TAG.len() + 9 + 1 + PREFIX_DIGEST_LEN <= MIN_DETAIL_MAX_CHARS as usize);
/// Characters of an unpadded base64url SHA-256.
const SHA256_B64_LEN: usize = 43;
// The whole-set form must fit the smallest allowed detail.
const _: () = assert!(WHOLE_SET_TAG.len() + SHA256_B64_LEN == MIN_DETAIL_MAX_CHARS as usize);

/// What a stored detail value says about the keys reported before.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoredKeys {
    /// No detail.
    Absent,
    /// A value that cannot be read: treated as empty.
    Unreadable,
    /// Plain keys.
    Keys(HashSet<String>),
    /// Per-key digests of one width.
    Digests {
        /// Digest width in characters.
        width: usize,
        /// The digests.
        digests: HashSet<String>,
    },
    /// One digest of the whole set.
    WholeSet(String),
    /// A digest of the first `count` keys of the set, in their stable order.
    Prefix {
        /// How many keys the digest covers.
        count: usize,
        /// The digest.
        digest: String,
    },
}

impl StoredKeys {
    /// Reads a stored value of `detail`.
    pub fn decode(value: Option<&str>, detail: DriftDetail) -> StoredKeys {
        let Some(value) = value else {
            return StoredKeys::Absent;
        };
        if let Some(digest) = value.strip_prefix(WHOLE_SET_TAG) {
            return if digest.len() == SHA256_B64_LEN && digest.bytes().all(is_base64url) {
                StoredKeys::WholeSet(digest.to_string())
            } else {
                StoredKeys::Unreadable
            };
        }
        if let Some(rest) = value.strip_prefix(DIGEST_FORM_TAG) {
            return decode_digests(rest);
        }
        if let Some(rest) = value.strip_prefix(PREFIX_TAG) {
            return decode_prefix(rest);
        }
        if value.is_empty() || value.starts_with('#') {
            return StoredKeys::Unreadable;
        }
        let mut keys = HashSet::new();
        for token in value.split(',') {
            if !is_key_of(token, detail) {
                return StoredKeys::Unreadable;
            }
            keys.insert(token.to_string());
        }
        StoredKeys::Keys(keys)
    }

    /// How many keys the value holds: 0 for none or an unreadable value (treated as empty), none for the digest of a
    /// whole set, which keeps no count.
    pub fn count(&self) -> Option<u64> {
        let n = match self {
            StoredKeys::Absent | StoredKeys::Unreadable => 0,
            StoredKeys::Keys(keys) => keys.len(),
            StoredKeys::Digests { digests, .. } => digests.len(),
            StoredKeys::Prefix { count, .. } => *count,
            StoredKeys::WholeSet(_) => return None,
        };
        u64::try_from(n).ok()
    }

    /// True when the value held something that was reported (an emptied set then earns an INFO event).
    pub fn held_reports(&self) -> bool {
        !matches!(self, StoredKeys::Absent | StoredKeys::Unreadable)
    }

    /// Which of `current` (sorted, without duplicates) were already reported.
    pub fn known(&self, current: &[String]) -> Vec<bool> {
        match self {
            StoredKeys::Absent | StoredKeys::Unreadable => vec![false; current.len()],
            StoredKeys::Keys(keys) => current.iter().map(|k| keys.contains(k)).collect(),
            StoredKeys::Digests { width, digests } => {
                current.iter().map(|k| digests.contains(&key_digest(k)[..*width])).collect()
            }
            StoredKeys::WholeSet(digest) => {
                vec![*digest == whole_set_digest(current); current.len()]
            }
            StoredKeys::Prefix { count, digest } => {
                let same = current.len() >= *count && *digest == prefix_digest(&current[..*count]);
                (0..current.len()).map(|i| same && i < *count).collect()
            }
        }
    }
}

fn decode_prefix(rest: &str) -> StoredKeys {
    let Some((count, digest)) = rest.split_once(':') else {
        return StoredKeys::Unreadable;
    };
    match count.parse::<usize>() {
        Ok(n)
            if n > 0
                && count == n.to_string()
                && digest.len() == PREFIX_DIGEST_LEN
                && digest.bytes().all(is_base64url) =>
        {
            StoredKeys::Prefix { count: n, digest: digest.to_string() }
        }
        _ => StoredKeys::Unreadable,
    }
}

fn prefix_digest(keys: &[String]) -> String {
    let mut digest = whole_set_digest(keys);
    digest.truncate(PREFIX_DIGEST_LEN);
    digest
}

/// Encodes what a run leaves reported of `current` (sorted, without duplicates): the keys whose `held` flag is set
/// (known before, or reported now). When every key is held this is [`encode`]. Otherwise the held keys are stored
/// exactly while a per-key form takes them; past that, as the prefix form over the held keys up to the first key
/// that is not held (held keys after it are reported again later, as with the whole-set form). `None` when there
/// is no such prefix: the stored value is then kept as it is.
pub fn encode_reported(current: &[String], held: &[bool], max_chars: usize) -> Option<Option<String>> {
    if held.iter().all(|h| *h) {
        return Some(encode(current, max_chars));
    }
    let kept: Vec<String> = current.iter().zip(held).filter(|(_, h)| **h).map(|(k, _)| k.clone()).collect();
    match encode(&kept, max_chars) {
        Some(value) if value.starts_with(WHOLE_SET_TAG) => {
            let count = held.iter().take_while(|h| **h).count();
            (count > 0).then(|| Some(format!("{PREFIX_TAG}{count}:{}", prefix_digest(&current[..count]))))
        }
        exact => Some(exact),
    }
}

fn decode_digests(rest: &str) -> StoredKeys {
    let Some((width, body)) = rest.split_once(':') else {
        return StoredKeys::Unreadable;
    };
    let width: usize = match width.parse() {
        Ok(w) if (MIN_DIGEST_WIDTH..=MAX_DIGEST_WIDTH).contains(&w) && width == w.to_string() => w,
        _ => return StoredKeys::Unreadable,
    };
    if body.is_empty() || body.len() % width != 0 || !body.bytes().all(is_base64url) {
        return StoredKeys::Unreadable;
    }
    let digests = body.as_bytes().chunks(width).map(|c| String::from_utf8_lossy(c).into_owned()).collect();
    StoredKeys::Digests { width, digests }
}

/// True when `token` is a key that `detail` holds: `mapped:<id>` or `unmapped:<id>` for the VM detail,
/// `node:<DNS-1123 name>` or `notnode:<id>` for the node detail.
pub fn is_key_of(token: &str, detail: DriftDetail) -> bool {
    let Some((tag, value)) = token.split_once(':') else {
        return false;
    };
    let is_id =
        |v: &str| !v.is_empty() && v.len() <= 20 && v.bytes().all(|b| b.is_ascii_digit()) && v.parse::<u64>().is_ok();
    match (detail, tag) {
        (DriftDetail::Vm, "mapped" | "unmapped") => is_id(value),
        (DriftDetail::Node, "notnode") => is_id(value),
        (DriftDetail::Node, "node") => is_dns1123_subdomain(value),
        _ => false,
    }
}

/// Encodes the current keys (sorted, without duplicates) in the first form that fits in `max_chars`;
/// `None` for an empty set (the detail is then removed: the column is `NOT NULL` and never gets an empty value).
pub fn encode(current: &[String], max_chars: usize) -> Option<String> {
    if current.is_empty() {
        return None;
    }
    let plain_len = current.iter().map(String::len).sum::<usize>() + current.len() - 1;
    if plain_len <= max_chars {
        return Some(current.join(","));
    }
    for width in (MIN_DIGEST_WIDTH..=MAX_DIGEST_WIDTH).rev() {
        let header = format!("{DIGEST_FORM_TAG}{width}:");
        if header.len() + width * current.len() <= max_chars {
            let mut digests: Vec<String> = current.iter().map(|k| key_digest(k)[..width].to_string()).collect();
            digests.sort_unstable();
            let mut out = header;
            for d in digests {
                out.push_str(&d);
            }
            return Some(out);
        }
    }
    Some(format!("{WHOLE_SET_TAG}{}", whole_set_digest(current)))
}

/// Unpadded base64url SHA-256 of one key (43 characters).
fn key_digest(key: &str) -> String {
    base64url(&Sha256::digest(key.as_bytes()))
}

/// Unpadded base64url SHA-256 of the keys (sorted) joined by `\n`.
fn whole_set_digest(current: &[String]) -> String {
    let mut hasher = Sha256::new();
    for (i, key) in current.iter().enumerate() {
        if i > 0 {
            hasher.update(b"\n");
        }
        hasher.update(key.as_bytes());
    }
    base64url(&hasher.finalize())
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn is_base64url(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        let sextets = chunk.len() + 1;
        for i in 0..sextets {
            out.push(char::from(BASE64URL[((n >> (18 - 6 * i)) & 0x3f) as usize]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(n: usize, tag: &str) -> Vec<String> {
        let mut k: Vec<String> = (0..n).map(|i| format!("{tag}:{}", 1_000_000 + i)).collect();
        k.sort();
        k
    }

    #[test]
    fn base64url_matches_known_vectors() {
        assert_eq!(base64url(b""), "");
        assert_eq!(base64url(b"f"), "Zg");
        assert_eq!(base64url(b"fo"), "Zm8");
        assert_eq!(base64url(b"foo"), "Zm9v");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
        // SHA-256("abc") in base64url.
        assert_eq!(key_digest("abc"), "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
    }

    #[test]
    fn a_partly_reported_set_keeps_exactly_the_held_keys_while_a_per_key_form_takes_them() {
        let k = keys(5, "mapped");
        let held = [true, false, true, true, false];
        let value = encode_reported(&k, &held, 10240).expect("a value").expect("non-empty");
        assert_eq!(value, format!("{},{},{}", k[0], k[2], k[3]));
        assert_eq!(StoredKeys::decode(Some(&value), DriftDetail::Vm).known(&k), held.to_vec());
        assert_eq!(encode_reported(&k, &[true; 5], 10240), Some(encode(&k, 10240)));
    }

    #[test]
    fn past_the_per_key_forms_the_prefix_form_holds_the_reported_head_of_the_set() {
        let k = keys(3000, "mapped");
        let held: Vec<bool> = (0..k.len()).map(|i| i < 2000).collect();
        let value = encode_reported(&k, &held, 10240).expect("a value").expect("non-empty");
        assert!(value.starts_with("#p2000:") && value.len() <= 46, "{value}");
        let stored = StoredKeys::decode(Some(&value), DriftDetail::Vm);
        assert_eq!(stored.known(&k), held, "the first 2000 are known, the rest new");
        let mut more = k.clone();
        more.push("mapped:9999999".to_string());
        assert_eq!(
            stored.known(&more).iter().filter(|h| **h).count(),
            2000,
            "a key added after the head changes nothing"
        );
        assert!(stored.known(&k[1..]).iter().all(|h| !h), "a change in the head makes every key new");
        let fits_46 = encode_reported(&k, &held, 46).expect("a value").expect("non-empty");
        assert!(fits_46.len() <= 46);
        assert_eq!(encode_reported(&k, &vec![false; 3000], 10240), Some(None), "nothing held: no value");
        let first_not_held: Vec<bool> = (0..k.len()).map(|i| i > 0).collect();
        assert_eq!(encode_reported(&k, &first_not_held, 10240), None, "no prefix: the stored value stays");
        for bad in ["#p0:aaaa", "#p01:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "#p5:short", "#p:x"] {
            assert_eq!(StoredKeys::decode(Some(bad), DriftDetail::Vm), StoredKeys::Unreadable, "{bad}");
        }
    }

    #[test]
    fn empty_set_encodes_to_no_value() {
        assert_eq!(encode(&[], 10240), None);
    }

    #[test]
    fn plain_form_while_it_fits() {
        let k = vec!["mapped:101".to_string(), "unmapped:205".to_string()];
        assert_eq!(encode(&k, 10240).as_deref(), Some("mapped:101,unmapped:205"));
        assert_eq!(encode(&k, 23).as_deref(), Some("mapped:101,unmapped:205"));
        let StoredKeys::Keys(back) = StoredKeys::decode(Some("mapped:101,unmapped:205"), DriftDetail::Vm) else {
            panic!("plain form must decode");
        };
        assert_eq!(back.len(), 2);
    }

    #[test]
    fn digest_form_when_plain_does_not_fit() {
        let k = keys(1000, "mapped");
        let value = encode(&k, 10240).expect("non-empty");
        assert!(value.starts_with("#d10:"), "1000 keys get 10-character digests: {}", &value[..8]);
        assert!(value.len() <= 10240);
        let stored = StoredKeys::decode(Some(&value), DriftDetail::Vm);
        assert!(stored.known(&k).iter().all(|b| *b));
        assert_eq!(stored.known(&["mapped:1".to_string()]), vec![false]);
    }

    #[test]
    fn digest_form_holds_at_least_1500_keys_exactly_per_key() {
        let k = keys(1706, "unmapped");
        let value = encode(&k, 10240).expect("non-empty");
        assert!(value.starts_with("#d6:") && value.len() <= 10240, "{}", &value[..6]);
        let stored = StoredKeys::decode(Some(&value), DriftDetail::Vm);
        assert!(stored.known(&k).iter().all(|b| *b));
        // One key more than stored is new, the others are known.
        let mut more = k.clone();
        more.push("unmapped:9".to_string());
        let known = stored.known(&more);
        assert_eq!(known.iter().filter(|b| !**b).count(), 1);
        assert!(!known[known.len() - 1]);
    }

    #[test]
    fn whole_set_form_beyond_digest_capacity() {
        let k = keys(1707, "mapped");
        let value = encode(&k, 10240).expect("non-empty");
        assert!(value.starts_with("#s:"));
        assert_eq!(value.len(), MIN_DETAIL_MAX_CHARS as usize);
        let stored = StoredKeys::decode(Some(&value), DriftDetail::Vm);
        assert!(stored.known(&k).iter().all(|b| *b));
        // Any change of the set makes the whole current set new.
        let fewer = &k[1..];
        assert!(stored.known(fewer).iter().all(|b| !*b));
    }

    #[test]
    fn transitions_in_both_directions_keep_known_keys_known() {
        let big = keys(1200, "mapped");
        let digest_value = encode(&big, 10240).expect("non-empty");
        let stored = StoredKeys::decode(Some(&digest_value), DriftDetail::Vm);
        // Shrinks back to a plain-sized set: all remaining keys are known.
        let small = big[..3].to_vec();
        assert!(stored.known(&small).iter().all(|b| *b));
        // Grows from plain to digests: the plain keys are known, the rest new.
        let plain_value = encode(&small, 10240).expect("non-empty");
        assert!(!plain_value.starts_with('#'));
        let stored = StoredKeys::decode(Some(&plain_value), DriftDetail::Vm);
        let known = stored.known(&big);
        assert_eq!(known.iter().filter(|b| **b).count(), 3);
    }

    #[test]
    fn unreadable_values() {
        for bad in [
            "",
            "#",
            "#x:abc",
            "#d:abcdef",
            "#d5:abcde",
            "#d17:abcdefghijklmnopq",
            "#d06:abcdef",
            "#d6:abcdefg",
            "#d6:abc$ef",
            "#d6:",
            "#s:short",
            "mapped:",
            "mapped:abc",
            "mapped:101,",
            ",mapped:101",
            "mapped:101 ",
            "node:prod-node-1",
            "mapped:99999999999999999999999",
            "hello",
        ] {
            assert_eq!(StoredKeys::decode(Some(bad), DriftDetail::Vm), StoredKeys::Unreadable, "{bad:?}");
        }
        assert_eq!(StoredKeys::decode(Some("mapped:1"), DriftDetail::Node), StoredKeys::Unreadable);
        assert_eq!(StoredKeys::decode(Some("node:UPPER"), DriftDetail::Node), StoredKeys::Unreadable);
        assert!(matches!(
            StoredKeys::decode(Some("node:a.b,notnode:5"), DriftDetail::Node),
            StoredKeys::Keys(k) if k.len() == 2
        ));
    }

    #[test]
    fn every_encoding_stays_within_small_limits() {
        for max in [MIN_DETAIL_MAX_CHARS as usize, 47, 60, 100, 1000] {
            for n in [1, 2, 5, 10, 50, 500] {
                let k = keys(n, "mapped");
                let v = encode(&k, max).expect("non-empty");
                assert!(!v.is_empty() && v.len() <= max, "n={n} max={max} len={}", v.len());
                let stored = StoredKeys::decode(Some(&v), DriftDetail::Vm);
                assert!(stored.known(&k).iter().all(|b| *b), "n={n} max={max}");
            }
        }
    }
}
