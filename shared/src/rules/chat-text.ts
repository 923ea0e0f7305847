/**
 * Chat text other players can be shown safely (issue 17, defect 6). The server applies this to
 * every message before relaying it (chatSendSchema), and the client sends what it previews.
 */

/**
 * Combining marks kept on one character. Three covers what real text stacks: Vietnamese (two,
 * when decomposed), Thai vowel plus tone, Arabic shadda plus a vowel, Hebrew points, Tibetan
 * stacks, keycap emoji; a pile of 150 ("Zalgo") would otherwise spill over the lines around it.
 */
export const CHAT_MAX_MARKS_PER_CHARACTER = 3;

/** Line and paragraph breaks and tabs: a break would let a message fake a second line ("SYSTEM: ..."). */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * Controls (C0, DEL, C1), lone surrogates, and format characters: the bidi embeddings, overrides,
 * isolates and marks (U+202A-202E, U+2066-2069, U+200E/200F, U+061C) that reorder what follows,
 * zero-width spaces, word joiners, byte-order marks, soft hyphens and tag characters that hide
 * text. Zero-width joiners and non-joiners are kept (below): Persian, Indic scripts and emoji
 * sequences need them. The Hangul fillers print as nothing and make blank messages.
 */
const REMOVED = /[\p{Cc}\p{Cs}\u115F\u1160\u3164\uFFA0]|(?![\u200C\u200D])\p{Cf}/gu;
/** A run of combining marks and joiners after one base character. */
const MARK_RUN = /[\p{M}\u200C\u200D]+/gu;
const JOINER = /^[\u200C\u200D]$/;
/** A joiner with nothing to join on one side. */
const LOOSE_JOINERS = /(^|\s)[\u200C\u200D]+|[\u200C\u200D]+(?=\s|$)/gu;

/** At most CHAT_MAX_MARKS_PER_CHARACTER marks and one joiner, in their order. */
function boundMarks(run: string): string {
  let marks = 0;
  let joined = false;
  let kept = '';
  for (const char of run) {
    if (JOINER.test(char)) {
      if (!joined) kept += char;
      joined = true;
    } else if (marks < CHAT_MAX_MARKS_PER_CHARACTER) {
      kept += char;
      marks += 1;
    }
  }
  return kept;
}

/**
 * The text as it may be shown: composed (NFC), line breaks and tabs turned into spaces, controls
 * and invisible format characters removed, combining marks bounded per character, runs of
 * whitespace one space, trimmed. Empty means there was nothing to show. Idempotent.
 */
export function cleanChatText(text: string): string {
  return (
    text
      .replace(BREAKS, ' ')
      .replace(REMOVED, '')
      // Composed after the removals, which can bring a letter and its accent together.
      .normalize('NFC')
      // Bounded after both, so a hidden character cannot split one pile into many.
      .replace(MARK_RUN, boundMarks)
      .replace(/\s+/g, ' ')
      .replace(LOOSE_JOINERS, '$1')
      .trim()
  );
}
