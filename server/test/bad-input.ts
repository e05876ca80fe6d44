import fc from 'fast-check';
import { z } from 'zod';

// Generators of input an API must refuse: wrong types, missing and unknown fields, huge and odd strings,
// SQL metacharacters, nested values, malformed JSON, wrong content types and malformed ids.

/** One request's variable part; the property test adds method, URL and the admin's token. */
export interface BadInput {
  /** Sent as JSON. */
  payload?: unknown;
  /** Sent as is, with `contentType`. */
  raw?: string;
  contentType?: string;
  /** Replaces the record id in the URL. */
  id?: string;
  headers?: Record<string, string>;
}

export const sqlMetacharacters = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE results; --",
  'Robert"); DROP TABLE users;--',
  '1 OR 1=1',
  '%',
  '_',
  '\\',
  '%_%\\',
  "'; select pg_sleep(5); --",
  '$1',
  '?',
);

// Past the 256 KiB body limit at the top, so some requests test 413 as well.
const hugeString = fc.integer({ min: 200, max: 300_000 }).map((length) => 'x'.repeat(length));

const outOfRangeNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
);

/** Any value a JSON field might wrongly hold. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  outOfRangeNumber,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  sqlMetacharacters,
  hugeString,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);

const notValidJson = fc.string({ minLength: 1 }).filter((text) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

/** Bodies that are not the JSON object an endpoint wants at all. */
const wrongBodies: fc.Arbitrary<BadInput> = fc.oneof(
  fc
    .oneof(fc.constant(null), outOfRangeNumber, fc.string(), fc.array(junkValue, { maxLength: 4 }))
    .map((payload) => ({ payload })),
  notValidJson.map((raw) => ({ raw, contentType: 'application/json' })),
  fc
    .record({ raw: fc.string(), contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'text/xml') })
    .map(({ raw, contentType }) => ({ raw, contentType })),
  fc.constant({ raw: '', contentType: 'application/json' }),
);

const suspiciousKeys = fc.constantFrom('__proto__', 'constructor', 'UserType', 'role');

const without = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));

/** A value as the server receives it in a JSON body: what JSON cannot hold (undefined) is gone or null. */
export const asSent = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

/** The valid body changed so that `schema` refuses it: fields replaced, removed or added, or no object at all. */
export function badBodies(valid: Record<string, unknown>, schema: z.core.$ZodType): fc.Arbitrary<BadInput> {
  const keys = Object.keys(valid);
  const changed = fc.oneof(
    fc
      .dictionary(fc.constantFrom(...keys), junkValue, { minKeys: 1, maxKeys: keys.length })
      .map((changes) => ({ ...valid, ...changes })),
    fc.subarray(keys, { minLength: 1 }).map((removed) => without(valid, removed)),
    fc
      .record({ key: fc.oneof(fc.string({ minLength: 1 }), sqlMetacharacters, suspiciousKeys), value: junkValue })
      .filter(({ key }) => !keys.includes(key))
      .map(({ key, value }) => ({ ...valid, [key]: value })),
  );
  return fc.oneof(
    { weight: 3, arbitrary: changed.filter((body) => !z.safeParse(schema, asSent(body)).success).map((payload) => ({ payload })) },
    { weight: 1, arbitrary: wrongBodies },
  );
}

/** Ids that are not a record's: malformed ones, and well-formed UUIDs no record has. */
export const badIds: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  sqlMetacharacters,
  fc.uuid(),
  fc.integer().map(String),
  fc.constantFrom('null', 'undefined', '00000000-0000-0000-0000-00000000000g', `${'a'.repeat(2000)}`, '%00', '..'),
);
