import type { EmojiEntry } from './emoji-sets';

/** Lookups the tokenizer needs for one emoji set. */
export interface EmojiIndex {
  readonly byCode: ReadonlyMap<string, EmojiEntry>;
  readonly byLabel: ReadonlyMap<string, EmojiEntry>;
  /** Longest code length in the set, so code matching never looks further than it must. */
  readonly maxCodeLength: number;
}

// Sets are module constants, so caching by identity builds each index once per app run.
const cache = new WeakMap<readonly EmojiEntry[], EmojiIndex>();

/** Code and label lookups for `entries`, built once per set (the set array is the cache key). */
export function emojiIndex(entries: readonly EmojiEntry[]): EmojiIndex {
  const cached = cache.get(entries);
  if (cached) return cached;
  const index: EmojiIndex = {
    byCode: new Map(entries.map((entry) => [entry.code, entry])),
    byLabel: new Map(entries.map((entry) => [entry.label, entry])),
    maxCodeLength: entries.reduce((max, entry) => Math.max(max, entry.code.length), 0),
  };
  cache.set(entries, index);
  return index;
}
