/**
 * BT-22 notes of a client invoice. The product allows 6000 characters of notes and footer notes
 * together; CIUS-RO allows at most 20 notes of at most 300 characters each (BR-RO-A020 and the
 * note length rule), exactly 6000. The texts are cut into pieces of at most 300 characters (counted
 * in Unicode code points, as XPath counts them), at whitespace where that still fits in 20 notes,
 * and never lose a character: the pieces joined together give the texts back (the whitespace where
 * a piece ends stays at its end).
 */

export const NOTE_LIMIT = 300;
export const NOTE_COUNT_LIMIT = 20;

/** Cut after the last whitespace of each 300-character window when there is one. */
function splitAtWhitespace(chars: readonly string[], limit: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = Math.min(start + limit, chars.length);
    if (end < chars.length) {
      let cut = end;
      // The piece may end with whitespace: the next piece then starts with the next word.
      while (cut > start && !/\s/.test(chars[cut - 1] as string)) cut -= 1;
      if (cut > start) end = cut;
    }
    pieces.push(chars.slice(start, end).join(''));
    start = end;
  }
  return pieces;
}

function splitHard(chars: readonly string[], limit: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += limit)
    pieces.push(chars.slice(start, start + limit).join(''));
  return pieces;
}

const fits = (pieces: readonly string[]) => pieces.length <= NOTE_COUNT_LIMIT;

/**
 * The notes, each text on its own notes when that fits in 20, otherwise both texts run together
 * (joined by a line break when it fits the 6000 characters); cut at whitespace when that fits in 20
 * notes, otherwise every 300 characters.
 */
export function eInvoiceNotesOf(notes: string | null, footerNotes: string | null): string[] {
  const texts = [notes, footerNotes].filter((text): text is string => text !== null && text.trim() !== '');
  const separately = texts.flatMap((text) => splitAtWhitespace([...text], NOTE_LIMIT));
  if (fits(separately)) return separately;
  const joinedWithBreak = [...texts.join('\n')];
  const joined =
    joinedWithBreak.length <= NOTE_LIMIT * NOTE_COUNT_LIMIT ? joinedWithBreak : [...texts.join('')];
  const atWhitespace = splitAtWhitespace(joined, NOTE_LIMIT);
  if (fits(atWhitespace)) return atWhitespace;
  // Over 6000 characters nothing fits: the rules report the 21st note rather than losing text.
  return splitHard(joined, NOTE_LIMIT);
}
