/**
 * A marketing link's accepted referrer and partner reach the supplier with the booking (OCTO
 * resellerReference), against the real OCTO sandbox and a CMS over HTTP.
 */
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startStack, dateWithSeats, payAndConfirmBody, type Stack, type GqlError } from "./helpers.ts";
import { formatResellerReference, parseResellerReference } from "../src/booking/reseller-reference.ts";

let s: Stack;
before(async () => {
  s = await startStack();
});
after(async () => {
  await s.close();
});

const HOHO = { productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" };
const DATE = dateWithSeats(["paris-hop-on-hop-off"], 6);

const createCart = (input: Record<string, unknown>, locale = "en") =>
  s.gql<{ createCart: { id: string } }>(
    `mutation($input: CreateCartInput!) { createCart(input: $input, locale: ${locale}) { id status } }`,
    { input: { ...HOHO, date: DATE, passengers: { adult: 1 }, ...input } },
  );

const errorOf = (r: { errors?: GqlError[] }) => {
  assert.ok(r.errors?.length, "expected an error");
  return r.errors[0]!.extensions as { code: string; message: string };
};

test("an accepted referrer and its partner are the hold's resellerReference, kept through the confirmation", async () => {
  const r = await createCart({ referrer: " LUTECE42 ", partnerCentral: "ignored-when-the-partner-has-one" });
  assert.equal(r.errors, undefined);
  const id = r.data.createCart.id;
  const held = await s.octo.getBooking(id);
  assert.equal(held.resellerReference, "referrer=LUTECE42;partnerCentral=central-lutece");
  const confirmed = await s.octo.confirmBooking(id, await payAndConfirmBody(s.sandbox.url, s.octo, id));
  assert.equal(confirmed.status, "CONFIRMED");
  // The supplier finds the partner's bookings by that reference (how a partner is credited).
  const found = await s.octo.findBookings({ resellerReference: "referrer=LUTECE42;partnerCentral=central-lutece" });
  assert.ok(
    found.some((b) => b.uuid === id && b.status === "CONFIRMED"),
    "the confirmed booking is found by its reseller reference",
  );
  assert.deepEqual(parseResellerReference(confirmed.resellerReference), {
    referrer: "LUTECE42",
    partnerCentral: "central-lutece",
  });
});

test("a partner without partnerCentral in the CMS: the link's partnerCentral is dropped, the referrer kept (ADR 0343)", async () => {
  s.cms.partners.push({ slug: "no-central", referrer: "NOCENTRAL", partnerCentral: null });
  const r = await createCart({ referrer: "NOCENTRAL", partnerCentral: "PC-77" });
  assert.equal(r.errors, undefined);
  assert.equal((await s.octo.getBooking(r.data.createCart.id)).resellerReference, "referrer=NOCENTRAL");
});

test("no known referrer: a link's partnerCentral never reaches the supplier; neither: no reseller reference (ADR 0343)", async () => {
  const withPartner = await createCart({ partnerCentral: "PC-1001" });
  assert.equal(withPartner.errors, undefined, "the booking is made");
  assert.equal(
    (await s.octo.getBooking(withPartner.data.createCart.id)).resellerReference,
    null,
    "an unknown partnerCentral is dropped",
  );
  const plain = await createCart({});
  assert.equal((await s.octo.getBooking(plain.data.createCart.id)).resellerReference, null);
  const junk = await createCart({ partnerCentral: "a;referrer=FORGED" });
  assert.equal(
    (await s.octo.getBooking(junk.data.createCart.id)).resellerReference,
    null,
    "a value that would forge the format is dropped",
  );
});

test("an unknown referrer is refused with the spec's text in the visitor's language, and nothing is held", async () => {
  for (const [locale, text] of [
    ["en", "you cannot book this product using the current reservation link"],
    ["fr", "vous ne pouvez pas réserver ce produit avec le lien de réservation actuel"],
  ] as const) {
    const id = crypto.randomUUID();
    const r = await createCart({ id, referrer: "NOT-A-PARTNER" }, locale);
    assert.deepEqual(errorOf(r), { code: "REFERRER_INVALID", message: text });
    await assert.rejects(s.octo.getBooking(id), "no hold was made");
  }
});

test("a CMS that cannot answer does not stop the booking: it is made without the partner's credit", async () => {
  s.cms.mode = "http-500";
  try {
    const r = await createCart({ referrer: "LUTECE42", partnerCentral: "PC-5" });
    assert.equal(r.errors, undefined);
    assert.equal(
      (await s.octo.getBooking(r.data.createCart.id)).resellerReference,
      null,
      "nothing unchecked reaches the supplier",
    );
  } finally {
    s.cms.mode = "ok";
  }
});

test("formatResellerReference / parseResellerReference", () => {
  assert.equal(formatResellerReference(null, null), null);
  assert.equal(formatResellerReference("A", null), "referrer=A");
  assert.deepEqual(parseResellerReference("partnerCentral=P"), { referrer: null, partnerCentral: "P" });
  assert.deepEqual(parseResellerReference(null), { referrer: null, partnerCentral: null });
});
