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

//! Making text from requests safe to show (SPEC 3.5): no character of the Unicode general categories Cc, Cf, Cs,
//! Co, Cn, Zl or Zp, bounded length, and for alerts nothing outside the Basic Multilingual Plane. A leaf module:
//! every other module may use it, it uses none of them.
//!
//! The rule is derived from the Unicode Character Database (the `unicode-general-category` crate), not from a hand
//! list: a soft hyphen, a tag character or a variation selector is unsafe because its category is `Cf`, like every
//! other format character. The Java side has no copy of it: its log lines name a cluster by the response's `label`.

use unicode_general_category::{get_general_category, GeneralCategory};

/// Longest name (cluster, VM, node) put into a text, in characters; longer ones are cut and end in `...`.
pub const MAX_NAME_CHARS: usize = 253;

/// The character every unsafe character becomes.
pub const REPLACEMENT: char = '?';

/// Replaces every unsafe character (see [`is_unsafe_char`]) with `?`, and cuts the text to `max_chars` characters
/// (ending in `...` when cut).
pub fn sanitize(text: &str, max_chars: usize) -> String {
    let mut out = String::with_capacity(text.len().min(max_chars * 4));
    for (count, c) in text.chars().enumerate() {
        if count == max_chars {
            // Make room for the ellipsis within the limit.
            let keep: String = out.chars().take(max_chars.saturating_sub(3)).collect();
            return keep + "...";
        }
        out.push(if is_unsafe_char(c) { REPLACEMENT } else { c });
    }
    out
}

/// True for a character that must never reach a log, an event or an alert as it is: one of general category
/// `Cc` (control), `Cf` (format: soft hyphen, zero-width and bidirectional controls, tag characters, ...), `Cs`
/// (surrogate), `Co` (private use), `Cn` (unassigned, noncharacters), `Zl` (line separator) or `Zp` (paragraph
/// separator), and every other Default_Ignorable_Code_Point of Unicode's DerivedCoreProperties (variation selectors,
/// the combining grapheme joiner, the Hangul fillers): characters shown as nothing that change how a name reads.
pub fn is_unsafe_char(c: char) -> bool {
    matches!(
        get_general_category(c),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::Surrogate
            | GeneralCategory::PrivateUse
            | GeneralCategory::Unassigned
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    ) || is_other_default_ignorable(c)
}

/// The code points of Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 16.0) whose general category
/// is none of the above: `Mn` (U+034F combining grapheme joiner, U+17B4..U+17B5 Khmer inherent vowels, U+180B..U+180D
/// and U+180F Mongolian free variation selectors, U+FE00..U+FE0F and U+E0100..U+E01EF variation selectors) and `Lo`
/// (U+115F, U+1160, U+3164, U+FFA0 Hangul fillers). Every other default-ignorable code point is `Cf` or `Cn`.
fn is_other_default_ignorable(c: char) -> bool {
    matches!(c,
        '\u{034F}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}' | '\u{180B}'..='\u{180D}' | '\u{180F}' | '\u{3164}'
        | '\u{FE00}'..='\u{FE0F}' | '\u{FFA0}' | '\u{E0100}'..='\u{E01EF}')
}

/// Makes a text fit CloudStack's `alert.subject` and `alert.content`, which are utf8mb3: every character outside
/// the Basic Multilingual Plane becomes `?` (under strict SQL mode MariaDB refuses the whole row otherwise).
pub fn bmp_only(text: String) -> String {
    if text.chars().all(|c| (c as u32) <= 0xFFFF) {
        return text;
    }
    text.chars().map(|c| if (c as u32) <= 0xFFFF { c } else { REPLACEMENT }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One row per category or character named in SPEC 3.5 and issue 14, with whether it is unsafe.
    const TABLE: &[(char, bool, &str)] = &[
        ('a', false, "Ll letter"),
        ('Z', false, "Lu letter"),
        ('7', false, "Nd digit"),
        ('-', false, "Pd dash"),
        (' ', false, "Zs space"),
        ('\u{e9}', false, "Ll with accent"),
        ('\u{2638}', false, "So symbol (wheel of dharma)"),
        ('\u{1F680}', false, "So symbol outside the BMP (rocket): safe in events, replaced in alerts"),
        ('\u{0301}', false, "Mn combining accent"),
        ('\u{0}', true, "Cc NUL"),
        ('\u{1b}', true, "Cc escape"),
        ('\n', true, "Cc line feed"),
        ('\u{85}', true, "Cc next line"),
        ('\u{9f}', true, "Cc APC"),
        ('\u{ad}', true, "Cf soft hyphen"),
        ('\u{180E}', true, "Cf Mongolian vowel separator"),
        ('\u{200B}', true, "Cf zero-width space"),
        ('\u{200F}', true, "Cf right-to-left mark"),
        ('\u{202E}', true, "Cf right-to-left override"),
        ('\u{2066}', true, "Cf left-to-right isolate"),
        ('\u{FEFF}', true, "Cf byte order mark"),
        ('\u{E0041}', true, "Cf tag latin capital A"),
        ('\u{1D173}', true, "Cf musical symbol begin beam"),
        ('\u{E000}', true, "Co private use"),
        ('\u{F0000}', true, "Co supplementary private use"),
        ('\u{0378}', true, "Cn unassigned"),
        ('\u{FFFF}', true, "Cn noncharacter"),
        ('\u{2028}', true, "Zl line separator"),
        ('\u{2029}', true, "Zp paragraph separator"),
        ('\u{034F}', true, "Mn combining grapheme joiner (default ignorable)"),
        ('\u{FE0F}', true, "variation selector 16"),
        ('\u{17B4}', true, "Khmer vowel inherent AQ (default ignorable)"),
        ('\u{E0100}', true, "variation selector 17"),
        ('\u{180B}', true, "Mongolian free variation selector"),
        ('\u{115F}', true, "Hangul choseong filler"),
        ('\u{1160}', true, "Hangul jungseong filler"),
        ('\u{3164}', true, "Hangul filler"),
        ('\u{FFA0}', true, "halfwidth Hangul filler"),
    ];

    #[test]
    fn the_category_table() {
        for &(c, unsafe_, what) in TABLE {
            assert_eq!(is_unsafe_char(c), unsafe_, "U+{:04X} {what}", c as u32);
        }
    }

    #[test]
    fn sanitize_replaces_each_unsafe_character_with_one_question_mark() {
        assert_eq!(sanitize("a\nb\rc\td\u{0}e\u{1b}[31m", 100), "a?b?c?d?e?[31m");
        assert_eq!(sanitize("evil\u{202E}gpj.exe", 100), "evil?gpj.exe");
        assert_eq!(sanitize("pr\u{ad}od\u{E0041}\u{FE0F}", 100), "pr?od??");
        assert_eq!(
            sanitize("prod \u{2638} \u{1F680} \u{fc}n\u{ef}code", 100),
            "prod \u{2638} \u{1F680} \u{fc}n\u{ef}code"
        );
    }

    #[test]
    fn alerts_keep_only_the_basic_multilingual_plane() {
        assert_eq!(bmp_only("prod \u{1F680}\u{2638}".to_string()), "prod ?\u{2638}");
        assert_eq!(bmp_only("plain".to_string()), "plain");
    }

    #[test]
    fn long_text_is_cut_with_an_ellipsis() {
        assert_eq!(sanitize("abcdef", 6), "abcdef");
        assert_eq!(sanitize("abcdefg", 6), "abc...");
        assert_eq!(sanitize(&"\u{e9}".repeat(300), 253).chars().count(), 253);
    }
}
