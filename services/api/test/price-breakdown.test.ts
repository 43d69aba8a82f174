/**
 * One honest price breakdown and add-ons everywhere, against the real web server, OCTO and
 * payment sandboxes: a seeded random walk over passenger mixes, offers, promo codes, upgrades and add-ons asserts at
 * every step that the breakdown's lines minus its discounts equal its total, that the total is the cart's total and,
 * after the card payment, what the provider charged and what the booking, the e-mail and the PDF say.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { dateWithSeats, localDate } from "./helpers.ts";
import { dayKind, findProduct } from "../../octo-sandbox/src/index.ts";
import { HOHO, startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { pdfText } from "./pdf-text.ts";
import { breakdownOf, breakdownBalances } from "../src/booking/breakdown.ts";

let s: PaymentStack;
const PRODUCTS = [HOHO.productId, "paris-audio-experience", "paris-attraction-combo"];
const DATE = dateWithSeats(PRODUCTS, 7);
const ADDONS = ["paris-audio-experience", "paris-attraction-combo"];
// Codes the rule of docs/adr/0353 accepts on a web offer of 10 %: one that adds to it, one better than it.
const PROMO_CODES = [null, "QZ7K-10", "FX9T-15"];

before(async () => {
  s = await startPaymentStack();
});
after(async () => {
  await s.close();
});

const BREAKDOWN = `breakdown { lines { kind productId title type quantity unitPrice amount } discounts { kind productId title code offerTitle amount } total currency currencyPrecision }`;
const CART = `id total { retail original currency } offer { code title } option { id } ${BREAKDOWN}
  upgrades { option { id } additionalDays cartTotal { retail } ${BREAKDOWN} } upsells { productId title added }`;

type Breakdown = {
  lines: { kind: string; title: string | null; type: string; quantity: number; unitPrice: number; amount: number }[];
  discounts: { kind: string; code: string | null; offerTitle: string | null; amount: number }[];
  total: number;
  currency: string;
};

/** The invariant, with messages that say which part is wrong. */
function assertHonest(b: Breakdown, where: string) {
  const lines = b.lines.reduce((n, l) => n + l.amount, 0);
  const discounts = b.discounts.reduce((n, d) => n + d.amount, 0);
  assert.equal(lines - discounts, b.total, `${where}: lines ${lines} - discounts ${discounts} = total ${b.total}`);
  for (const l of b.lines) {
    assert.ok(Number.isInteger(l.amount) && l.amount >= 0, `${where}: integer list amounts`);
    assert.equal(
      l.amount,
      l.unitPrice * l.quantity,
      `${where}: ${l.quantity} x ${l.unitPrice} = ${l.amount} (${l.title ?? "tour"} ${l.type})`,
    );
  }
  for (const d of b.discounts) assert.ok(d.amount > 0, `${where}: discounts are subtracted amounts`);
}

/** Mulberry32: the walk is the same for a seed (printed on failure). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

async function ok<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const r = await s.gql(query, variables);
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data;
}

test("breakdownOf: list lines, the offer as its own line, the supplier's total (unit)", () => {
  const price = (original: number, retail: number) => ({
    original,
    retail,
    discount: original - retail,
    tax: 0,
    currency: "EUR",
    currencyPrecision: 2,
  });
  const b = breakdownOf([
    {
      kind: "TOUR",
      productId: null,
      title: null,
      total: price(8150, 7335),
      offer: { code: "PROMO10", title: "10% off" },
      lines: [
        { type: "adult", unitId: "a", quantity: 2, unitPrice: price(3200, 2880), total: price(6400, 5760) },
        { type: "child", unitId: "c", quantity: 1, unitPrice: price(1750, 1575), total: price(1750, 1575) },
      ],
    },
    {
      kind: "ADDON",
      productId: "audio",
      title: "Audio",
      total: price(1000, 1000),
      offer: null,
      lines: [{ type: "adult", unitId: "x", quantity: 2, unitPrice: price(500, 500), total: price(1000, 1000) }],
    },
  ]);
  // The example: 2 × Adults 64.00 € / 1 × Children 17.50 € / Offer −8.15 € / Total 73.35 € (+ the add-on).
  assert.deepEqual(
    b.lines.map((l) => l.amount),
    [6400, 1750, 1000],
  );
  assert.deepEqual(
    b.discounts.map((d) => [d.code, d.amount]),
    [["PROMO10", 815]],
  );
  assert.equal(b.total, 8335);
  assert.ok(breakdownBalances(b));
});

test("property: over passengers, offers, promo codes, upgrades and add-ons the breakdown adds up and is what the card is charged", async () => {
  const seeds = (process.env.BREAKDOWN_SEEDS ?? "11,23,37,41,59,73").split(",").map(Number);
  for (const seed of seeds) {
    const r = rng(seed);
    const where = (step: string) => `seed ${seed}, ${step}`;
    const adult = 1 + Math.floor(r() * 3);
    const passengers = { adult, child: Math.floor(r() * 3), infant: Math.floor(r() * 2), senior: Math.floor(r() * 2) };
    const id = randomUUID();
    let cart = (
      await ok(`mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { ${CART} } }`, {
        input: { id, ...HOHO, date: DATE, passengers },
      })
    ).createCart;
    assertHonest(cart.breakdown, where("created"));
    assert.equal(cart.breakdown.total, cart.total.retail, where("created: breakdown total = cart total"));
    assert.ok(cart.breakdown.discounts.length > 0, where("the automatic offer is its own line"));

    const promo = pick(r, PROMO_CODES);
    if (promo) {
      cart = (
        await ok(`mutation($input: ApplyPromoCodeInput!) { applyPromoCode(input: $input, locale: en) { ${CART} } }`, {
          input: { id, code: promo, replace: true },
        })
      ).applyPromoCode;
      assert.equal(cart.offer.code, promo);
      assertHonest(cart.breakdown, where(`promo ${promo}`));
      assert.equal(cart.breakdown.discounts[0].code, promo);
      assert.equal(cart.breakdown.total, cart.total.retail);
    }
    for (const productId of ADDONS) {
      if (r() < 0.5) continue;
      cart = (
        await ok(`mutation($input: UpsellInput!) { addUpsell(input: $input, locale: en) { ${CART} } }`, {
          input: { id, productId },
        })
      ).addUpsell;
      assertHonest(cart.breakdown, where(`add-on ${productId}`));
      assert.equal(cart.breakdown.total, cart.total.retail, where(`add-on ${productId}: total`));
      assert.ok(
        cart.breakdown.lines.some((l: any) => l.kind === "ADDON" && l.productId === productId && l.title),
        where("the add-on is a line"),
      );
    }
    for (const u of cart.upgrades) {
      assertHonest(u.breakdown, where(`upgrade +${u.additionalDays}`));
      assert.equal(
        u.breakdown.total,
        u.cartTotal.retail,
        where(`upgrade +${u.additionalDays}: the summary while chosen`),
      );
    }
    if (cart.upgrades.length > 0 && r() < 0.5) {
      const u = pick(r, cart.upgrades as any[]);
      cart = (
        await ok(`mutation($input: UpgradeCartInput!) { upgradeCart(input: $input, locale: en) { ${CART} } }`, {
          input: { id, optionId: u.option.id },
        })
      ).upgradeCart;
      assertHonest(cart.breakdown, where("upgraded"));
      assert.deepEqual(cart.breakdown, u.breakdown, where("the chosen upgrade's breakdown is the cart's once applied"));
    }
    const email = `breakdown-${seed}-${randomUUID().slice(0, 6)}@example.com`;
    await ok(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`, {
      input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
    });
    const started = (
      await ok(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode amount currency } }`, { id })
    ).startPayment;
    assert.equal(started.amount, cart.breakdown.total, where("the card page charges the total shown"));
    assert.equal(started.currency, cart.breakdown.currency);
    // The payment of half the walks is completed: the booking's breakdown is the one paid.
    if (r() < 0.5) continue;
    const paid = await s.payOrder(started.orderCode);
    const outcome = await s.verifyReturn(paid.redirectUrl);
    assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
    const booking = (
      await ok(
        `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: en) { totalPaid ${BREAKDOWN} addons { productTitle } } }`,
        {
          r: outcome.booking.reference,
          e: email,
        },
      )
    ).myBooking;
    assertHonest(booking.breakdown, where("confirmed"));
    assert.equal(booking.breakdown.total, booking.totalPaid, where("confirmed: total = paid"));
    assert.equal(booking.totalPaid, started.amount, where("confirmed: paid = charged"));
    assert.deepEqual(booking.breakdown, cart.breakdown, where("the booking explains its price as the cart did"));
  }
});

test("a French booking with an add-on: French titles and the breakdown in the e-mail, the PDF and the calendar file; its date changes with the add-on", async () => {
  const email = `addon-fr-${randomUUID().slice(0, 6)}@example.com`;
  const id = randomUUID();
  await ok(`mutation($input: CreateCartInput!) { createCart(input: $input, locale: fr) { id } }`, {
    input: { id, ...HOHO, date: DATE, passengers: { adult: 2, child: 1 } },
  });
  const cart = (
    await ok(`mutation($input: UpsellInput!) { addUpsell(input: $input, locale: fr) { ${CART} } }`, {
      input: { id, productId: "paris-attraction-combo" },
    })
  ).addUpsell;
  const addonTitle = cart.upsells.find((u: any) => u.productId === "paris-attraction-combo").title as string;
  const english = (
    await ok(`query($id: ID!) { cart(id: $id, locale: en) { upsells { productId title } } }`, { id })
  ).cart.upsells.find((u: any) => u.productId === "paris-attraction-combo").title as string;
  assert.notEqual(
    addonTitle,
    english,
    `the sandbox names the combination differently in French (${addonTitle}) and English (${english})`,
  );
  await ok(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input, locale: fr) { id } }`, {
    input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
  });
  const started = (
    await ok(`mutation($id: ID!) { startPayment(cartId: $id, locale: fr) { orderCode amount } }`, { id })
  ).startPayment;
  const paid = await s.payOrder(started.orderCode);
  const outcome = await s.verifyReturn(paid.redirectUrl.replace(/lang=[^&]*/, "lang=fr-FR"));
  assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));

  const mail = await waitFor(() => s.mails.find((m) => m.to === email));
  const unfolded = decodeQp(mail.raw);
  assert.ok(unfolded.includes(addonTitle), `the French e-mail names the add-on in French: ${addonTitle}`);
  assert.ok(!unfolded.includes(english), `and not in English: ${english}`);
  assert.match(unfolded, /Détail du prix/);
  for (const d of cart.breakdown.discounts)
    assert.ok(unfolded.includes(d.offerTitle ?? d.code), `the e-mail's discount line names ${d.offerTitle ?? d.code}`);

  const found = (
    await ok(
      `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: fr) {
      totalPaid ticketsUrl calendarUrl changeable cancellable changeBlockedReason addons { productTitle reference passengers { count } } ${BREAKDOWN} } }`,
      {
        r: outcome.booking.reference,
        e: email,
      },
    )
  ).myBooking;
  assert.deepEqual(
    found.addons.map((a: any) => a.productTitle),
    [addonTitle],
  );
  assert.equal(found.totalPaid, started.amount);
  assert.deepEqual(found.breakdown, cart.breakdown);
  assert.equal(found.cancellable, true, "9 days ahead: still within the free-cancellation window");
  // The tour and its add-on change date together (manage/date-change.ts): quoted with both, moved with both.
  assert.equal(found.changeable, true);
  assert.equal(found.changeBlockedReason, null);
  const newDate = dateWithSeats(PRODUCTS, 12);
  const quote = (
    await ok(
      `query($input: DateChangeInput!) { dateChangeQuote(input: $input, locale: fr) { ok code message total currentTotal } }`,
      {
        input: { reference: outcome.booking.reference, email, date: newDate },
      },
    )
  ).dateChangeQuote;
  assert.deepEqual([quote.ok, quote.code], [true, "QUOTED"], quote.message);
  assert.equal(quote.currentTotal, started.amount);
  assert.equal(quote.total, started.amount, "the tour and the add-on on the new date, at the same prices");
  const changed = (
    await ok(
      `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: fr) { ok code message booking { reference } } }`,
      {
        input: { reference: outcome.booking.reference, email, date: newDate },
      },
    )
  ).changeBookingDate;
  assert.deepEqual([changed.ok, changed.code], [true, "CHANGED"], changed.message);
  const moved = (
    await ok(
      `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: fr) { startsAt totalPaid addons { productTitle startsAt } } }`,
      {
        r: changed.booking.reference,
        e: email,
      },
    )
  ).myBooking;
  assert.ok(moved.startsAt.startsWith(newDate), moved.startsAt);
  assert.deepEqual(
    moved.addons.map((x: any) => [x.productTitle, x.startsAt.slice(0, 10)]),
    [[addonTitle, newDate]],
    "the add-on moved too",
  );
  assert.equal(moved.totalPaid, started.amount);

  const base = s.urls[0]!;
  const pdf = await fetch(new URL(found.ticketsUrl, base));
  assert.equal(pdf.status, 200);
  const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
  assert.ok(text.includes(addonTitle), `the French PDF names the add-on in French: ${text.slice(0, 400)}`);
  assert.match(text, /Détail du prix/);
  const ics = await (await fetch(new URL(found.calendarUrl, base))).text();
  const icsText = ics.replace(/\r\n[ \t]/g, "").replace(/\\,/g, ",");
  assert.ok(icsText.includes(addonTitle), `the calendar file names the add-on: ${icsText}`);
});

test("a change of date whose add-on has no room on the new date moves nothing and names the add-on", async () => {
  const email = `addon-full-${randomUUID().slice(0, 6)}@example.com`;
  const id = randomUUID();
  await ok(`mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id } }`, {
    input: { id, ...HOHO, date: DATE, passengers: { adult: 2 } },
  });
  const cart = (
    await ok(`mutation($input: UpsellInput!) { addUpsell(input: $input, locale: en) { ${CART} } }`, {
      input: { id, productId: "paris-attraction-combo" },
    })
  ).addUpsell;
  const addonTitle = cart.upsells.find((u: any) => u.productId === "paris-attraction-combo").title as string;
  await ok(`mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input) { id } }`, {
    input: { id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
  });
  const started = (
    await ok(`mutation($id: ID!) { startPayment(cartId: $id, locale: en) { orderCode amount } }`, { id })
  ).startPayment;
  const outcome = await s.verifyReturn((await s.payOrder(started.orderCode)).redirectUrl);
  assert.equal(outcome.code, "CONFIRMED", JSON.stringify(outcome));
  // A day the tour has seats and the add-on is sold out (the sandbox's deterministic calendar).
  let full = "";
  for (let n = 3; n < 60 && !full; n++) {
    const d = localDate(n);
    if (
      d !== DATE &&
      dayKind(findProduct(HOHO.productId), d) === "NORMAL" &&
      dayKind(findProduct("paris-attraction-combo"), d) === "SOLD_OUT"
    )
      full = d;
  }
  assert.ok(full, "a day with the tour open and the add-on full");
  const input = { reference: outcome.booking.reference, email, date: full };
  const quote = (
    await ok(`query($input: DateChangeInput!) { dateChangeQuote(input: $input, locale: en) { ok code message } }`, {
      input,
    })
  ).dateChangeQuote;
  assert.deepEqual([quote.ok, quote.code], [false, "NOT_AVAILABLE"]);
  assert.equal(
    quote.message,
    `Nothing was moved: ${addonTitle} has no room on that date, and your add-ons change date with the tour. Please choose another date`,
  );
  const change = (
    await ok(
      `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: en) { ok code message } }`,
      { input },
    )
  ).changeBookingDate;
  assert.deepEqual([change.ok, change.code, change.message], [false, "NOT_AVAILABLE", quote.message]);
  const same = (
    await ok(
      `query($r: String!, $e: String!) { myBooking(reference: $r, email: $e, locale: en) { startsAt addons { startsAt } } }`,
      { r: outcome.booking.reference, e: email },
    )
  ).myBooking;
  assert.ok(same.startsAt.startsWith(DATE), "the tour did not move");
  assert.ok(same.addons[0].startsAt.startsWith(DATE), "nor its add-on");
});

function decodeQp(raw: string): string {
  return Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
}
