/**
 * Passenger counts are bounded on every entry point. A `search` with {family: 2147483647} in
 * Barcelona (family rule 0/0) once built a unit list of that length and the web server died of memory. Property
 * test: large, negative, fractional and non-numeric counts of every type, thrown at search, quote, calendar,
 * startTimes, createCart and updateCart, each get a clear error, and the server still answers afterwards.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  checkCounts,
  checkPassengers,
  MAX_COUNT,
  normalizeMix,
  PASSENGER_TYPES,
  type PassengerType,
} from "../src/booking/passengers.ts";
import { startStack, dateWithSeats, type Stack, type GqlError } from "./helpers.ts";

let s: Stack;
before(async () => {
  s = await startStack();
});
after(async () => {
  await s.close();
});

const DATE = dateWithSeats(["paris-hop-on-hop-off", "barcelona-family-pass"], 5);
const PRODUCTS = {
  paris: { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" },
  family: { productId: "barcelona-family-pass", optionId: "barcelona-family-pass-1d" },
};

/** Deterministic generator (mulberry32): the same cases on every run, many more than a hand-written list. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Bad = { value: unknown; kind: "large" | "negative" | "not-an-integer" };
const EDGES: Bad[] = [
  { value: 2147483647, kind: "large" },
  { value: 81, kind: "large" },
  { value: 100_000, kind: "large" },
  { value: -1, kind: "negative" },
  { value: -2147483648, kind: "negative" },
  { value: 1.5, kind: "not-an-integer" },
  { value: 1e40, kind: "not-an-integer" },
  { value: "2", kind: "not-an-integer" },
  { value: "abc", kind: "not-an-integer" },
  { value: true, kind: "not-an-integer" },
  { value: { n: 1 }, kind: "not-an-integer" },
  { value: [1], kind: "not-an-integer" },
];
function generated(count: number): Bad[] {
  const next = rng(16);
  const out: Bad[] = [];
  for (let i = 0; i < count; i++) {
    const r = next();
    if (r < 0.4) out.push({ value: 161 + Math.floor(next() * (2147483647 - 161)), kind: "large" });
    else if (r < 0.7) out.push({ value: -1 - Math.floor(next() * 2147483647), kind: "negative" });
    else out.push({ value: Math.floor(next() * 100) + 0.01 + next() * 0.98, kind: "not-an-integer" });
  }
  return out;
}
const BAD = [...EDGES, ...generated(24)];

const firstError = (r: { status: number; errors?: GqlError[] }) => {
  assert.ok(r.errors?.length, `expected an error (HTTP ${r.status})`);
  return r.errors[0]!;
};

function assertClear(bad: Bad, type: PassengerType, r: { status: number; errors?: GqlError[] }, where: string) {
  const { kind, value } = bad;
  const error = firstError(r);
  assert.ok(error.message.length > 0, where);
  assert.doesNotMatch(error.message, /\n\s+at /, `${where}: no stack trace`);
  if (kind === "large") {
    assert.equal(error.extensions?.code, "PASSENGER_RULE", where);
    // Above the type's cap: the seat limit. Below it (e.g. 81 infants, cap 160): another rule refuses the party.
    if ((value as number) > MAX_COUNT[type]) assert.equal(error.message, "You can not book more than 80 seats", where);
  } else if (kind === "negative") {
    assert.equal(error.extensions?.code, "BAD_INPUT", where);
  }
  // Not an integer: refused by the GraphQL Int type before any resolver runs.
}

async function stillAnswers() {
  const r = await s.gql(`{ product(id: "paris-hop-on-hop-off") { id } }`);
  assert.equal(r.data?.product?.id, "paris-hop-on-hop-off", "the server still answers");
}

const ENTRY_POINTS: {
  name: string;
  product: keyof typeof PRODUCTS;
  boundsOnly?: boolean;
  call: (passengers: unknown) => Promise<{ status: number; errors?: GqlError[] }>;
}[] = [
  {
    name: "search",
    product: "family",
    call: (passengers) =>
      s.gql(`query($i: SearchInput!) { search(input: $i, locale: en) { product { id } } }`, {
        i: { city: "barcelona", date: DATE, passengers },
      }),
  },
  {
    name: "quote",
    product: "family",
    call: (passengers) =>
      s.gql(`query($i: QuoteInput!) { quote(input: $i, locale: en) { total { retail } } }`, {
        i: { ...PRODUCTS.family, date: DATE, passengers },
      }),
  },
  {
    name: "calendar",
    product: "paris",
    boundsOnly: true,
    call: (passengers) =>
      s.gql(`query($i: CalendarInput!) { calendar(input: $i, locale: en) { date } }`, {
        i: { ...PRODUCTS.paris, from: DATE, to: DATE, passengers },
      }),
  },
  {
    name: "startTimes",
    product: "paris",
    boundsOnly: true,
    call: (passengers) =>
      s.gql(`query($i: StartTimesInput!) { startTimes(input: $i, locale: en) { availabilityId } }`, {
        i: { ...PRODUCTS.paris, date: DATE, passengers },
      }),
  },
  {
    name: "createCart",
    product: "family",
    call: (passengers) =>
      s.gql(`mutation($i: CreateCartInput!) { createCart(input: $i, locale: en) { id } }`, {
        i: { ...PRODUCTS.family, date: DATE, passengers },
      }),
  },
];

test("checkCounts: every type capped, negatives and non-integers refused, before any other rule", () => {
  for (const type of PASSENGER_TYPES) {
    assert.equal(checkCounts(normalizeMix({ [type]: MAX_COUNT[type] })), null, `${type} at its cap`);
    assert.equal(checkCounts(normalizeMix({ [type]: MAX_COUNT[type] + 1 }))?.key, "TOO_MANY_SEATS", type);
    assert.equal(checkCounts(normalizeMix({ [type]: -1 }))?.key, "BAD_INPUT", type);
    assert.equal(checkCounts(normalizeMix({ [type]: 0.5 }))?.key, "BAD_INPUT", type);
    assert.equal(checkCounts({ ...normalizeMix({}), [type]: "3" as unknown as number })?.key, "BAD_INPUT", type);
  }
  const rule00 = { adultNumber: 0, childrenNumber: 0 };
  assert.equal(
    checkPassengers(normalizeMix({ family: 2147483647 }), { familyPass: true, familyPassRule: rule00 })?.key,
    "TOO_MANY_SEATS",
  );
  assert.equal(
    checkPassengers(normalizeMix({ family: 81 }), { familyPass: true, familyPassRule: rule00 })?.key,
    "TOO_MANY_SEATS",
  );
  assert.equal(
    checkPassengers(normalizeMix({ family: 80 }), { familyPass: true, familyPassRule: rule00 }),
    null,
    "family passes count as seats",
  );
  assert.equal(
    checkPassengers(normalizeMix({ family: 21, adult: 42, child: 42 }), {
      familyPass: true,
      familyPassRule: { adultNumber: 2, childrenNumber: 2 },
    })?.key,
    "TOO_MANY_SEATS",
  );
});

test("the one request that took the server down now gets the spec's message", async () => {
  const r = await s.gql(`query($i: SearchInput!) { search(input: $i, locale: en) { product { id } } }`, {
    i: { city: "barcelona", date: DATE, passengers: { family: 2147483647 } },
  });
  assert.equal(firstError(r).message, "You can not book more than 80 seats");
  const fr = await s.gql(`query($i: QuoteInput!) { quote(input: $i, locale: fr) { total { retail } } }`, {
    i: { ...PRODUCTS.family, date: DATE, passengers: { family: 2147483647 } },
  });
  assert.equal(firstError(fr).extensions?.code, "PASSENGER_RULE");
  assert.notEqual(firstError(fr).message, "You can not book more than 80 seats", "localized");
  await stillAnswers();
});

test("property: bad counts of every type at every entry point get a clear error; the server keeps answering", async () => {
  let cases = 0;
  for (const entry of ENTRY_POINTS) {
    for (const type of PASSENGER_TYPES) {
      for (const bad of BAD) {
        // A valid party with one bad count, so that only the bound can refuse it.
        const base = entry.product === "family" ? { family: 1 } : { adult: 1 };
        const r = await entry.call({ ...base, [type]: bad.value });
        cases++;
        const withinCap = bad.kind === "large" && (bad.value as number) <= MAX_COUNT[type];
        if (entry.boundsOnly && withinCap) {
          // Calendar and start times check the bounds only (no composition rule while the visitor is choosing).
          assert.equal(r.errors, undefined, `${entry.name} ${type}=${String(bad.value)} is within its bound`);
          continue;
        }
        assertClear(bad, type, r, `${entry.name} ${type}=${JSON.stringify(bad.value)}`);
      }
    }
    await stillAnswers();
  }
  assert.ok(cases >= ENTRY_POINTS.length * PASSENGER_TYPES.length * BAD.length);
});

test("updateCart: bad counts on a live cart are refused and the hold keeps its passengers", async () => {
  const created = await s.gql(
    `mutation($i: CreateCartInput!) { createCart(input: $i, locale: en) { id passengers { adult } } }`,
    {
      i: { ...PRODUCTS.paris, date: DATE, passengers: { adult: 2 } },
    },
  );
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const id = created.data.createCart.id as string;
  for (const type of PASSENGER_TYPES) {
    for (const bad of BAD) {
      const r = await s.gql(`mutation($i: UpdateCartInput!) { updateCart(input: $i, locale: en) { id } }`, {
        i: { id, passengers: { adult: 2, [type]: bad.value } },
      });
      assertClear(bad, type, r, `updateCart ${type}=${JSON.stringify(bad.value)}`);
    }
  }
  const cart = await s.gql(`query($id: ID!) { cart(id: $id) { passengers { adult family } } }`, { id });
  assert.deepEqual(cart.data.cart.passengers, { adult: 2, family: 0 });
  await stillAnswers();
});
