//! Making text from requests safe to show: no control or invisible format characters, bounded length. A leaf
//! module: every other module may use it, it uses none of them.

/// Longest name (cluster, VM, node) put into a text, in characters; longer ones are cut and end in `...`.
pub const MAX_NAME_CHARS: usize = 253;

/// Replaces control characters (Unicode `Cc`), bidirectional controls and other invisible format characters
/// with `?`, and cuts the text to `max_chars` characters (ending in `...` when cut).
pub fn sanitize(text: &str, max_chars: usize) -> String {
    let mut out = String::with_capacity(text.len().min(max_chars * 4));
    for (count, c) in text.chars().enumerate() {
        if count == max_chars {
            // Make room for the ellipsis within the limit.
            let keep: String = out.chars().take(max_chars.saturating_sub(3)).collect();
            return keep + "...";
        }
        out.push(if is_unsafe_char(c) { '?' } else { c });
    }
    out
}

/// Characters that must never reach a log, an event or an alert e-mail as they are.
fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{200B}'..='\u{200F}'   // zero-width space/joiners, LRM, RLM
            | '\u{2028}'..='\u{202E}' // line/paragraph separators, LRE..RLO
            | '\u{2060}'..='\u{2069}' // word joiner .. PDI (isolates)
            | '\u{061C}'              // Arabic letter mark
            | '\u{FEFF}'              // BOM / zero-width no-break space
            | '\u{FFF9}'..='\u{FFFB}' // interlinear annotations
        )
}
