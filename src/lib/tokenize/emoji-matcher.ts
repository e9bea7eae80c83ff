import type { EmojiEntry } from '../emoji';
import { emojiIndex } from '../emoji';
import type { Found, Matcher } from './types';

// SPEC §5: '/:' plus up to 11 characters, or a bracketed label of 1 to 3 characters.
const MAX_CODE_LENGTH = 13;
const MAX_LABEL_LENGTH = 3;
const CANDIDATE = /\/:|\[/g;

/** Matcher for faces of `entries`: longest known code wins; unknown codes and labels stay text. */
export function emojiMatcher(entries: readonly EmojiEntry[]): Matcher {
  const { byCode, byLabel, maxCodeLength } = emojiIndex(entries);
  const longest = Math.min(maxCodeLength, MAX_CODE_LENGTH);

  const codeAt = (text: string, start: number): Found | null => {
    for (let end = Math.min(text.length, start + longest); end > start + 2; end--) {
      const value = text.slice(start, end);
      const entry = byCode.get(value);
      if (entry) return { start, end, token: { type: 'emoji', value, entry } };
    }
    return null;
  };

  const labelAt = (text: string, start: number): Found | null => {
    // Labels contain no ']', so only the first closing bracket can end one; looking no further
    // than the longest label keeps long runs of '[' linear.
    const last = Math.min(text.length - 1, start + 1 + MAX_LABEL_LENGTH);
    for (let close = start + 2; close <= last; close++) {
      if (text[close] !== ']') continue;
      const entry = byLabel.get(text.slice(start + 1, close));
      if (!entry) return null;
      const value = text.slice(start, close + 1);
      return { start, end: close + 1, token: { type: 'emoji', value, entry } };
    }
    return null;
  };

  return (text, from) => {
    if (entries.length === 0) return null;
    // A fresh regex per call keeps matchers reentrant (lastIndex is per-object state).
    const candidate = new RegExp(CANDIDATE);
    candidate.lastIndex = from;
    for (let m = candidate.exec(text); m; m = candidate.exec(text)) {
      const found = m[0] === '[' ? labelAt(text, m.index) : codeAt(text, m.index);
      if (found) return found;
      candidate.lastIndex = m.index + 1;
    }
    return null;
  };
}
