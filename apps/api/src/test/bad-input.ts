import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { expect } from "vitest";
import type { Role } from "@app/contract/roles";
import { uuid } from "@app/contract/schemas/common";
import type { TestApp } from "./harness.ts";

/** What a body field takes in JSON, so the harness knows which values are of the wrong kind. */
export type FieldKind =
  | { type: "text"; nullable?: boolean }
  | { type: "boolean" }
  /** A JSON number or a digit string within [min, max]. */
  | { type: "wholeNumber"; min: number; max: number }
  | { type: "enum"; values: readonly string[]; nullable?: boolean }
  | { type: "uuid"; nullable?: boolean };

/** A path naming one row: `item` puts an already URL-encoded segment where the id goes. */
export type RowPath = { item: (segment: string) => string; target: (t: TestApp) => Promise<string> };

/** One write endpoint, described just enough to throw bad input at it. */
export type BadInputEndpoint = {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string | RowPath;
  /** A role the endpoint lets in (the harness signs a token for a new user with it), or no token at all. */
  caller: Role | "public";
  /** A role the endpoint refuses with 403. */
  outsider?: Role;
  body?: { valid: Record<string, unknown>; fields: Record<string, FieldKind>; required: readonly string[] };
  /** The rows the endpoint could write, summed up so that any write changes the value (see rowsOf). */
  state: (t: TestApp) => Promise<unknown>;
};

export type BadInputCheck = { name: string; run: (t: TestApp) => Promise<void> };

type Headers = Record<string, string>;
type BadCase = { why: string; url: string; headers: Headers; payload?: string; status: readonly number[] };

const RUNS = { body: 25, brokenJson: 8, pathId: 8, auth: 6 };
const BODY_LIMIT = 1024 * 1024;
const JSON_CONTENT = { "content-type": "application/json" };

/** An endpoint's `state`: these tables' rows as one comparable value that any insert, update or delete changes. */
export function rowsOf(...tables: PgTable[]): (t: TestApp) => Promise<unknown> {
  return (t) =>
    Promise.all(
      tables.map(async (table) => {
        const [row] = await t.ctx.db
          .select({
            rows: count(),
            digest: sql<string>`md5(coalesce(string_agg(${table}::text, '|' order by ${table}::text), ''))`,
          })
          .from(table);
        return row;
      }),
    );
}

/** Long payloads would flood a failure report; a case prints as its description. */
function labelled(badCase: BadCase): BadCase {
  return Object.assign(badCase, { [fc.toStringMethod]: () => badCase.why });
}

const anyText = fc.string({ unit: "binary", maxLength: 40 });
const anyNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const anyContainer = fc.oneof(
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
const isUuid = (value: string) => uuid.safeParse(value).success;

const malformedUuid = fc
  .oneof(
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
    fc.uuid().chain((id) => fc.nat(id.length - 1).map((at) => id.slice(0, at) + id.slice(at + 1))),
    fc.uuid().map((id) => `${id}0`),
    fc.uuid().map((id) => id.replace(/[0-9a-f]/, "g")),
    fc.integer({ min: 0 }).map(String),
  )
  .filter((id) => !isUuid(id));

function swapCase(value: string): string {
  return value === value.toLowerCase() ? value.toUpperCase() : value.toLowerCase();
}

/** Values a field of this kind must refuse: other JSON types, and the kind's own impossible values. */
function wrongValue(field: FieldKind): fc.Arbitrary<unknown> {
  const nullable = "nullable" in field && field.nullable === true;
  const others = [anyContainer, ...(nullable ? [] : [fc.constant(null)])];
  switch (field.type) {
    case "text":
      return fc.oneof(anyNumber, fc.boolean(), ...others);
    case "boolean":
      return fc.oneof(fc.constantFrom("true", "false", "1", "0"), anyText, anyNumber, ...others);
    case "wholeNumber": {
      const outside = fc.integer().filter((value) => value < field.min || value > field.max);
      return fc.oneof(
        outside,
        outside.map(String),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
        anyText.filter((value) => !/^\d+$/.test(value.trim())),
        fc.boolean(),
        ...others,
      );
    }
    case "enum": {
      const otherCase = field.values.map(swapCase).filter((value) => !field.values.includes(value));
      return fc.oneof(
        anyText.filter((value) => !field.values.includes(value)),
        ...(otherCase.length ? [fc.constantFrom(...otherCase)] : []),
        anyNumber,
        fc.boolean(),
        ...others,
      );
    }
    case "uuid":
      return fc.oneof(malformedUuid, anyNumber, fc.boolean(), ...others);
  }
}

/** `{"a":{"a":...1...}}` or `[[...]]`, built as text: JSON.stringify itself would overflow the stack. */
function deeplyNested(depth: number, arrays: boolean): string {
  return arrays ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** `body` with `key` set to a raw JSON text. */
function withRawField(body: Record<string, unknown>, key: string, raw: string): string {
  const { [key]: _replaced, ...rest } = body;
  const others = JSON.stringify(rest).slice(1, -1);
  return `{${JSON.stringify(key)}:${raw}${others ? `,${others}` : ""}}`;
}

function isBrokenJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

type Body = NonNullable<BadInputEndpoint["body"]>;
type Payload = { why: string; payload: string; status?: readonly number[] };

/** Bodies the endpoint must refuse with a 400, each possibly carrying unknown fields that must not rescue it. */
function badBodies({ valid, fields, required }: Body): fc.Arbitrary<Payload> {
  const names = Object.keys(fields);
  const extras = fc.dictionary(
    fc.string().filter((key) => !(key in fields)),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
  const objects: Array<fc.Arbitrary<{ why: string; body: Record<string, unknown> }>> = [
    fc
      .constantFrom(...names)
      .chain((name) =>
        wrongValue(fields[name]).map((value) => ({
          why: `${name} = ${fc.stringify(value)}`,
          body: { ...valid, [name]: value },
        })),
      ),
  ];
  if (required.length) {
    objects.push(
      fc.subarray([...required], { minLength: 1 }).map((missing) => ({
        why: `without ${missing.join(", ")}`,
        body: Object.fromEntries(Object.entries(valid).filter(([key]) => !missing.includes(key))),
      })),
    );
  }
  const withExtras = fc.tuple(fc.oneof(...objects), extras).map(([{ why, body }, extra]) => ({
    why: Object.keys(extra).length ? `${why}, with unknown fields ${fc.stringify(Object.keys(extra))}` : why,
    payload: JSON.stringify({ ...extra, ...body }),
  }));
  const nested = fc
    .tuple(fc.constantFrom(...names, null), fc.integer({ min: 50, max: 5000 }), fc.boolean())
    .map(([name, depth, arrays]) => {
      // A whole body of nested objects is only unknown fields, which a patch may ignore; arrays it may not.
      const raw = deeplyNested(depth, arrays || !name);
      const payload = name ? withRawField(valid, name, raw) : raw;
      return { why: `${name ?? "the body"} nested ${depth} deep`, payload };
    });
  return fc.oneof(withExtras, nested);
}

/**
 * Fixed cases: bodies that are not objects, a string in the first field that just fits the body
 * limit and one that does not (one field is enough: each costs a tenth of a second), and a NUL in
 * every text field (PostgreSQL refuses it).
 */
function bodyExamples({ valid, fields }: Body): Payload[] {
  const [first] = Object.keys(fields);
  const notObjects = [null, [], [valid], "body", 42, true].map((body) => ({
    why: `the body is ${fc.stringify(body)}`,
    payload: JSON.stringify(body),
  }));
  const nul = Object.entries(fields)
    .filter(([, field]) => field.type === "text")
    .map(([name]) => ({ why: `${name} holds a NUL`, payload: JSON.stringify({ ...valid, [name]: "a\u0000b" }) }));
  const long = {
    why: `${first} is a string just under the body limit`,
    payload: JSON.stringify({ ...valid, [first]: "x".repeat(BODY_LIMIT - 64 * 1024) }),
  };
  const huge = {
    why: `${first} is a string over the body limit`,
    payload: JSON.stringify({ ...valid, [first]: "x".repeat(BODY_LIMIT) }),
    status: [413],
  };
  return [...notObjects, long, huge, ...nul];
}

function brokenJson(valid: Record<string, unknown>): fc.Arbitrary<Payload> {
  const json = JSON.stringify(valid);
  return fc
    .oneof(
      fc.nat(json.length - 1).map((length) => json.slice(0, length)),
      fc
        .tuple(fc.nat(json.length), fc.constantFrom("{", "}", "[", ",", ":", '"', "\\", "'", "NaN", "undefined"))
        .map(([at, junk]) => json.slice(0, at) + junk + json.slice(at)),
      fc.string({ unit: "binary", minLength: 1, maxLength: 60 }),
    )
    .filter(isBrokenJson)
    .map((payload) => ({ why: `broken JSON ${fc.stringify(payload)}`, payload }));
}

async function send(t: TestApp, endpoint: BadInputEndpoint, badCase: BadCase) {
  const before = await endpoint.state(t);
  const headers = badCase.payload === undefined ? badCase.headers : { ...badCase.headers, ...JSON_CONTENT };
  const response = await t.app.inject({ method: endpoint.method, url: badCase.url, headers, payload: badCase.payload });
  const summary = `${badCase.why}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(badCase.status, summary).toContain(response.statusCode);
  expect(typeof response.json()?.detail, summary).toBe("string");
  expect(await endpoint.state(t), `${badCase.why} wrote`).toEqual(before);
}

async function check(
  t: TestApp,
  endpoint: BadInputEndpoint,
  cases: fc.Arbitrary<BadCase>,
  runs: number,
  examples: BadCase[] = [],
) {
  await fc.assert(
    fc.asyncProperty(cases, (badCase) => send(t, endpoint, badCase)),
    { numRuns: runs, examples: examples.map((example) => [labelled(example)]) },
  );
}

/**
 * The property checks for one endpoint. Each bad request must get its 4xx with a string `detail`,
 * never a 5xx, and leave the endpoint's rows as they were.
 */
export function badInputChecks(endpoint: BadInputEndpoint): BadInputCheck[] {
  const setup = async (t: TestApp) => {
    const headers: Headers = endpoint.caller === "public" ? {} : (await t.userWithRole(endpoint.caller)).headers;
    const row = typeof endpoint.path === "string" ? null : endpoint.path;
    const url = row ? row.item(encodeURIComponent(await row.target(t))) : (endpoint.path as string);
    const payload = endpoint.body ? JSON.stringify(endpoint.body.valid) : undefined;
    return { headers, row, url, payload };
  };
  const checks: BadInputCheck[] = [];
  const body = endpoint.body;
  if (body) {
    checks.push({
      name: "refuses bodies of the wrong shape",
      run: async (t) => {
        const { headers, url } = await setup(t);
        const toCase = ({ why, payload, status = [400] }: Payload) => labelled({ why, url, headers, payload, status });
        await check(t, endpoint, badBodies(body).map(toCase), RUNS.body, bodyExamples(body).map(toCase));
      },
    });
  }
  checks.push({
    name: "refuses broken JSON",
    run: async (t) => {
      const { headers, url } = await setup(t);
      const cases = brokenJson(body?.valid ?? {}).map(({ why, payload }) =>
        labelled({ why, url, headers, payload, status: [400] }),
      );
      await check(t, endpoint, cases, RUNS.brokenJson);
    },
  });
  if (typeof endpoint.path !== "string") {
    checks.push({
      name: "answers 404 for a malformed id in the path",
      run: async (t) => {
        const { headers, row, payload } = await setup(t);
        const item = row!.item;
        // "." and ".." are no id at all: the URL resolves them to another path (the list's).
        const cases = malformedUuid.filter((id) => id !== "." && id !== "..").map((id) =>
          labelled({
            why: `id ${fc.stringify(id)}`,
            url: item(encodeURIComponent(id)),
            headers,
            payload,
            status: [404, 414],
          }),
        );
        const badEscape = { why: "id with a bad %-escape", url: item("%ZZ"), headers, payload, status: [400] };
        await check(t, endpoint, cases, RUNS.pathId, [badEscape]);
      },
    });
  }
  if (endpoint.caller !== "public") {
    const outsider = endpoint.outsider;
    checks.push({
      name: "refuses callers without a valid token or the right role",
      run: async (t) => {
        const { headers, url, payload } = await setup(t);
        const credentials = fc.oneof(
          fc.constant({ why: "no token", headers: {} }),
          fc.string({ unit: "grapheme-ascii" }).map((token) => ({
            why: `token ${fc.stringify(token)}`,
            headers: { authorization: `Bearer ${token}` },
          })),
          fc.string({ unit: "grapheme-ascii" }).map((value) => ({
            why: `authorization ${fc.stringify(value)}`,
            headers: { authorization: value },
          })),
          fc.nat(headers.authorization.length - 1).map((at) => ({
            why: `a signed token cut at ${at}`,
            headers: { authorization: headers.authorization.slice(0, at) },
          })),
        );
        const cases = credentials.map(({ why, headers: sent }) =>
          labelled({ why, url, headers: sent, payload, status: [401] }),
        );
        const examples = outsider
          ? [{ why: `a ${outsider}`, url, headers: (await t.userWithRole(outsider)).headers, payload, status: [403] }]
          : [];
        await check(t, endpoint, cases, RUNS.auth, examples);
      },
    });
  }
  return checks;
}
