// Test support, hostile values and an arbitrary for every contract call, shared by
// the HTTP and IM fuzzers.
import fc from 'fast-check';
import type * as z from 'zod/mini';

// Shared by the fuzz tests of the Node host (fuzz-http.test.ts, fuzz-im.test.ts): hostile values
// and arbitraries derived from the contract's own zod schemas.

/** About 1 MB of one character: bigger than every body, header and frame limit of the server. */
export const HUGE = 'A'.repeat(1024 * 1024);

/** Strings that have broken servers before: injection, traversal, encoding, prototype keys. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR 1=1 --",
  "'; DROP TABLE messages; --",
  '" OR ""="',
  '1; SELECT * FROM visitors',
  '%',
  '%%',
  '%00',
  '%zz',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '/dev/null',
  'file:///etc/passwd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: x=1',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  '👩‍👩‍👧‍👦'.repeat(50),
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x7fffffff',
  '9'.repeat(400),
  '[]',
  '{}',
  'x'.repeat(70_000),
];

/** Numbers at the edges of what JSON and JavaScript agree on. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A hostile string; the 1 MB one comes up rarely, as it is slow everywhere it goes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

/** Any JSON value of the wrong kind for where it is put. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { length: 1 }, ...HOSTILE_NUMBERS),
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting, which recursive code chokes on.
  fc.constant(JSON.parse('['.repeat(1000) + ']'.repeat(1000)) as unknown),
);

/** Values a field of this name can take that reach past validation into the handler. */
export type Hints = Readonly<Record<string, readonly string[]>>;

interface Def {
  type: string;
  coerce?: boolean;
  format?: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  element?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def): Record<string, unknown>[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = def.format ?? (checks.find((c) => c.check === 'string_format')?.format as string);
  if (format === 'datetime')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  const pattern = checks.find((c) => c.format === 'regex')?.pattern;
  if (pattern instanceof RegExp) return fc.stringMatching(pattern);
  const min = checks.find((c) => c.check === 'min_length')?.minimum as number | undefined;
  const max = checks.find((c) => c.check === 'max_length')?.maximum as number | undefined;
  return fc.string({ minLength: min ?? 0, maxLength: Math.min(max ?? 24, 24) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'greater_than')?.value as number | undefined;
  const max = checks.find((c) => c.check === 'less_than')?.value as number | undefined;
  return fc.integer({ min: min ?? -1000, max: max ?? 100_000 });
}

/**
 * A value for a zod/mini schema of the contract. `valid` gives what the schema accepts (with
 * hinted values for known field names, so handlers run past validation); `hostile` keeps the
 * shape but puts hostile strings, edge numbers and wrong types in the leaves, and drops or adds
 * fields.
 */
export function arbitraryFor(
  schema: z.ZodMiniType,
  mode: 'valid' | 'hostile',
  hints: Hints = {},
  key?: string,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const leaf = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    mode === 'valid'
      ? valid
      : fc.oneof(
          { weight: 3, arbitrary: valid },
          { weight: 3, arbitrary: hostileString },
          { weight: 2, arbitrary: wrongType },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
        );
  const hinted = key ? hints[key] : undefined;
  switch (def.type) {
    case 'optional':
    case 'default':
      return fc.option(arbitraryFor(def.innerType!, mode, hints, key), {
        nil: undefined,
        freq: 4,
      });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType!, mode, hints, key), { nil: null, freq: 4 });
    case 'pipe':
      return arbitraryFor(def.in!, mode, hints, key);
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([name, field]) => [
          name,
          arbitraryFor(field, mode, hints, name),
        ]),
      );
      const record = fc.record(fields);
      if (mode === 'valid') return record;
      return fc.oneof(
        { weight: 6, arbitrary: record },
        // A required field missing, or fields nobody asked for.
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, fc.dictionary(hostileString, wrongType, { maxKeys: 3 }))
            .map(([r, extra]) => ({ ...extra, ...(r as object) })),
        },
        { weight: 1, arbitrary: wrongType },
      );
    }
    case 'string':
      return leaf(
        hinted?.length
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...hinted) },
              { weight: 1, arbitrary: stringArbitrary(def) },
            )
          : stringArbitrary(def),
      );
    case 'number':
      return leaf(numberArbitrary(def));
    case 'boolean':
      return leaf(fc.boolean());
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries ?? {})));
    case 'literal':
      return leaf(fc.constantFrom(...(def.values ?? [])));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => arbitraryFor(o, mode, hints, key)));
    case 'array': {
      const checks = checksOf(def);
      const max = checks.find((c) => c.check === 'max_length')?.maximum as number | undefined;
      const array = fc.array(arbitraryFor(def.element!, mode, hints, key), {
        maxLength: Math.min(max ?? 5, 5),
      });
      return mode === 'valid'
        ? array
        : fc.oneof(array, fc.array(hostileString, { minLength: 1, maxLength: 300 }), wrongType);
    }
    case 'record':
      return fc.dictionary(
        mode === 'valid' ? fc.string({ maxLength: 10 }) : hostileString,
        arbitraryFor(def.valueType!, mode, hints),
        { maxKeys: 4 },
      );
    default:
      return mode === 'valid' ? fc.jsonValue({ maxDepth: 2 }) : wrongType;
  }
}

/** Prototype keys spliced into a JSON object's text (JSON.stringify would drop `__proto__`). */
export const PROTO_KEYS_JSON =
  '"__proto__":{"polluted":"yes","isAdmin":true},' +
  '"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}';

/** `text` with the prototype keys added when it is a JSON object; otherwise an object of them. */
export function withProtoKeys(text: string): string {
  return text.startsWith('{') && text !== '{}'
    ? `{${PROTO_KEYS_JSON},${text.slice(1)}`
    : `{${PROTO_KEYS_JSON}}`;
}

/** Text that is not JSON, or not the JSON it looks like. */
export const INVALID_JSON: readonly string[] = [
  '{',
  '{"token":',
  '[1,2',
  'nul',
  "{'token':'x'}",
  '{"a":1}garbage',
  '\uFEFF{"a":1}',
  '{"a":1,"a":{"b":2}}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1e99999}',
  '"just a string"',
  '12345',
  'true',
  '<xml/>',
  '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\njunk',
];
