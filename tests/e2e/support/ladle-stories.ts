import { readFileSync } from 'node:fs';

interface LadleMeta {
  stories: Record<string, { name: string; levels: string[] }>;
}

/**
 * The built Ladle's stories (its meta.json), read at collection time so that every story is a
 * test of its own (and has its own timeout).
 */
export const ladleMeta = JSON.parse(
  readFileSync(`${process.env.E2E_LADLE_DIR ?? 'build-ladle'}/meta.json`, 'utf8'),
) as LadleMeta;

export const ladleStoryIds = Object.keys(ladleMeta.stories);
