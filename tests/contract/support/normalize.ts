import { createHash } from 'node:crypto';

/**
 * Ids, tokens, times and upload locations differ between runs and between hosts by design; the
 * rest of a response must not. `Normalizer` replaces the former with placeholders and keeps the
 * latter, so two hosts' outcomes can be compared as text. The same id always gets the same
 * placeholder within a case, so relations survive ("the READ names the message the send
 * returned"). Keys are visited in sorted order: key order in JSON is not part of the contract.
 */

/** Generated ids: core ids (`s-<12 hex><n>`, `m-<seq>-<12 hex><n>`), host tokens, queue notices. */
const GENERATED_ID = [
  /^(?:[a-z]{1,2}-)?(?:\d+-)?[0-9a-f]{12}[0-9a-z]{1,4}$/,
  /^(?:t|ut)-[A-Za-z0-9_-]{20,}$/,
  /^q-.+-\d{10,}-\d+$/,
];
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** Where each host serves an uploaded file: memory (MSW) or disk (Node). */
const UPLOAD_URL = /^\/(?:mock-uploads|uploads)\//;
/** A work order's or a left message's number carries the year it was made in. */
const TICKET_NO = /^(WO|LM)\d{4}(\d{6})$/;
/** Epoch milliseconds of this century. */
const isEpochMs = (n: number) => Number.isInteger(n) && n > 1e12 && n < 5e12;

export class Normalizer {
  private readonly placeholders = new Map<string, string>();

  private placeholder(kind: string, value: string): string {
    const key = `${kind}:${value}`;
    let found = this.placeholders.get(key);
    if (!found) {
      const n = [...this.placeholders.keys()].filter((k) => k.startsWith(`${kind}:`)).length + 1;
      found = `<${kind}${n}>`;
      this.placeholders.set(key, found);
    }
    return found;
  }

  private text(value: string): string {
    if (GENERATED_ID.some((pattern) => pattern.test(value))) return this.placeholder('id', value);
    if (value.startsWith('sig.')) return `sig.${this.text(value.slice(4))}`;
    if (ISO_TIME.test(value)) return '<time>';
    if (UPLOAD_URL.test(value)) return this.placeholder('upload', value);
    const ticket = TICKET_NO.exec(value);
    if (ticket) return `${ticket[1]}<year>${ticket[2]}`;
    // Pictures inline in the seed: long, and only their identity matters.
    if (value.startsWith('data:'))
      return `<data ${createHash('sha1').update(value).digest('hex').slice(0, 10)}>`;
    return value;
  }

  normalize(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (typeof value === 'number') return isEpochMs(value) ? '<time>' : value;
    if (Array.isArray(value)) return value.map((item) => this.normalize(item));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value).sort()) {
        const item = (value as Record<string, unknown>)[key];
        // An absent field and an undefined one serialise alike in JSON; treat them alike.
        if (item !== undefined) out[key] = this.normalize(item);
      }
      return out;
    }
    return value;
  }
}

/** The outcome record of one case as text: one labelled JSON block per recorded step. */
export function formatOutcome(steps: { label: string; value: unknown }[]): string {
  return `${steps.map(({ label, value }) => `## ${label}\n${JSON.stringify(value, null, 2)}`).join('\n\n')}\n`;
}
