/**
 * The e-mails' signed manage-booking link (src/security/manage-link.ts, ADR 0360): its signing, expiry and tamper
 * rules, and end to end on the paying stack (payment-stack.ts): the confirmation e-mail's link opens its booking
 * through `myBookingByLink` without the e-mail address, until the booking's last day plus the margin; an altered,
 * foreign or expired link opens nothing and says why in the asked language.
 */
import { test, describe, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  MANAGE_LINK_MARGIN_DAYS,
  manageLinkExpiry,
  manageLinkUrl,
  signManageLink,
  verifyManageLink,
} from "../src/security/manage-link.ts";
import { startPaymentStack, type PaymentStack } from "./payment-stack.ts";

const SECRET = "test-manage-link-secret-0123456789abcdef";
const DAY = 86_400;
const NOW = Date.parse("2026-07-01T10:00:00Z");
const IN_A_WEEK = NOW / 1000 + 7 * DAY;

describe("signing, expiry and tampering", () => {
  test("a signed link opens its reference until its expiry, in any letter case", () => {
    const token = signManageLink(SECRET, "ab12cd34", IN_A_WEEK)!;
    assert.match(token, /^AB12CD34\.[0-9a-z]+\.[0-9a-f]{32}$/);
    assert.deepEqual(verifyManageLink(SECRET, token, NOW), { ok: true, reference: "AB12CD34", expiresAt: IN_A_WEEK });
    // An e-mail client that changes the case of a link changes nothing.
    assert.equal(verifyManageLink(SECRET, token.toLowerCase(), NOW).ok, true);
    assert.equal(verifyManageLink(SECRET, token.toUpperCase(), NOW).ok, true);
    // Until the last second before its expiry; from then on expired.
    assert.equal(verifyManageLink(SECRET, token, IN_A_WEEK * 1000 - 1).ok, true);
    assert.deepEqual(verifyManageLink(SECRET, token, IN_A_WEEK * 1000), { ok: false, reason: "EXPIRED" });
  });

  test("an altered reference, expiry or signature, another secret or a truncated link: INVALID", () => {
    const token = signManageLink(SECRET, "AB12CD34", IN_A_WEEK)!;
    const [ref, exp, sig] = token.split(".") as [string, string, string];
    const later = (IN_A_WEEK + 365 * DAY).toString(36);
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith("0") ? "1" : "0"}`;
    const altered = {
      "another booking": `AB12CD35.${exp}.${sig}`,
      "a later expiry": `${ref}.${later}.${sig}`,
      "an expiry spelt with a leading zero": `${ref}.0${exp}.${sig}`,
      "a changed signature": `${ref}.${exp}.${flip(sig)}`,
      "a shortened signature": `${ref}.${exp}.${sig.slice(0, 31)}`,
      "a truncated link": `${ref}.${exp}`,
      "an extra part": `${token}.x`,
      "no link": "",
      "another secret": signManageLink(`${SECRET}-other`, "AB12CD34", IN_A_WEEK)!,
    };
    for (const [what, t] of Object.entries(altered)) {
      assert.deepEqual(verifyManageLink(SECRET, t, NOW), { ok: false, reason: "INVALID" }, what);
    }
    // Altered and expired: INVALID (the signature is checked first; an altered link names no booking).
    assert.deepEqual(verifyManageLink(SECRET, `${ref}.${later}.${sig}`, (IN_A_WEEK + 400 * DAY) * 1000), {
      ok: false,
      reason: "INVALID",
    });
  });

  test("nothing is signed without a secret, or for a reference a link cannot carry", () => {
    assert.equal(signManageLink("", "AB12CD34", IN_A_WEEK), null);
    assert.equal(signManageLink(SECRET, "AB 12", IN_A_WEEK), null);
    assert.equal(signManageLink(SECRET, "AB12.CD34", IN_A_WEEK), null);
    assert.equal(signManageLink(SECRET, "AB12CD34", 0), null);
    assert.deepEqual(verifyManageLink("", signManageLink(SECRET, "AB12CD34", IN_A_WEEK)!, NOW), {
      ok: false,
      reason: "INVALID",
    });
  });

  test("the expiry: midnight UTC after the booking's last day (its end, its add-ons') plus the margin", () => {
    const at = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
    assert.equal(MANAGE_LINK_MARGIN_DAYS, 7);
    assert.equal(manageLinkExpiry({ start: "2026-07-14T10:00:00+02:00", end: null }), at("2026-07-15") + 7 * DAY);
    // A 2-day ticket ends on its second day.
    assert.equal(
      manageLinkExpiry({ start: "2026-07-14T00:00:00+02:00", end: "2026-07-15T23:59:00+02:00" }),
      at("2026-07-16") + 7 * DAY,
    );
    // An add-on on a later day keeps the link open until its own day has passed.
    assert.equal(
      manageLinkExpiry({
        start: "2026-07-14T10:00:00+01:00",
        end: "2026-07-14T18:00:00+01:00",
        combinations: [{ start: "2026-07-17T09:00:00+01:00" }],
      }),
      at("2026-07-18") + 7 * DAY,
    );
    assert.throws(() => manageLinkExpiry({ start: "" }), /no date/);
  });

  test("the e-mail's URL: the page in the language, the reference and the token", () => {
    const url = manageLinkUrl("https://www.example.test/", SECRET)("fr", {
      reference: "AB12CD34",
      start: "2026-07-14T10:00:00+02:00",
    });
    const u = new URL(url);
    assert.equal(`${u.origin}${u.pathname}`, "https://www.example.test/fr/gerer-ma-reservation");
    assert.equal(u.searchParams.get("reference"), "AB12CD34");
    const check = verifyManageLink(SECRET, u.searchParams.get("token")!, NOW);
    assert.deepEqual(check, { ok: true, reference: "AB12CD34", expiresAt: Date.parse("2026-07-22T00:00:00Z") / 1000 });
    // A booking that cannot be signed still gets its e-mail, with the reference-filled page as before.
    assert.equal(
      manageLinkUrl("https://www.example.test", SECRET)("en", { reference: "AB12CD34", start: "" }),
      "https://www.example.test/en/manage-booking?reference=AB12CD34",
    );
  });
});

describe("end to end: the confirmation e-mail's link", () => {
  const clock = { offsetMs: 0 };
  let stack: PaymentStack;
  before(async () => {
    stack = await startPaymentStack({ webhooks: false, now: () => Date.now() + clock.offsetMs });
  });
  after(async () => {
    await stack.close();
  });

  const LINK_RESULT = `code message reference booking { reference status email startsAt movedNotice }`;
  const byLink = async (token: string, locale = "en") =>
    (
      await stack.gql(`query($t: String!) { myBookingByLink(token: $t, locale: ${locale}) { ${LINK_RESULT} } }`, {
        t: token,
      })
    ).data.myBookingByLink;
  /** The manage link of the text part of the last e-mail to `email` (quoted-printable undone). */
  const linkIn = (email: string) => {
    const raw = stack.mails.filter((m) => m.to === email).at(-1)!.raw;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const m = /(http:\/\/\S+?\/en\/manage-booking\?reference=[A-Z0-9-]+&token=[A-Za-z0-9.]+)/.exec(text);
    assert.ok(m, "a signed manage link in the e-mail");
    return new URL(m[1]!);
  };

  test("opens its booking without the e-mail address; altered, foreign or expired it opens nothing and says why", async () => {
    const a = await stack.paidBooking({ days: 6 });
    const b = await stack.paidBooking({ days: 6 });
    const link = linkIn(a.email);
    assert.equal(link.origin, stack.urls[0]);
    assert.equal(link.searchParams.get("reference"), a.reference);
    const token = link.searchParams.get("token")!;

    const opened = await byLink(token);
    assert.equal(opened.code, "OPENED");
    assert.equal(opened.message, null);
    assert.equal(opened.booking.reference, a.reference);
    assert.equal(opened.booking.email, a.email);
    assert.equal(opened.booking.status, "CONFIRMED");
    assert.equal(opened.booking.movedNotice, null);

    // Another booking's reference under this signature: nothing (never b's booking), in the asked language.
    const [, exp, sig] = token.split(".");
    const foreign = await byLink(`${b.reference}.${exp}.${sig}`, "fr");
    assert.deepEqual(foreign, {
      code: "INVALID",
      message:
        "Ce lien vers votre réservation n'est pas valide (incomplet ou modifié) : saisissez sa référence et votre adresse e-mail pour la retrouver",
      reference: null,
      booking: null,
    });
    // b's own link opens b only.
    assert.equal((await byLink(linkIn(b.email).searchParams.get("token")!)).booking.reference, b.reference);

    // A week after the tour's day the link still opens it; past the margin it has expired and names its reference.
    clock.offsetMs = (6 + MANAGE_LINK_MARGIN_DAYS - 1) * DAY * 1000;
    assert.equal((await byLink(token)).code, "OPENED");
    clock.offsetMs = (6 + MANAGE_LINK_MARGIN_DAYS + 2) * DAY * 1000;
    const expired = await byLink(token, "es");
    assert.equal(expired.code, "EXPIRED");
    assert.equal(expired.booking, null);
    assert.equal(expired.reference, a.reference);
    assert.equal(
      expired.message,
      "Este enlace a su reserva ha caducado: introduzca su referencia y su dirección de correo electrónico para encontrarla",
    );
    clock.offsetMs = 0;
  });

  test("after a change of date, the first e-mail's link opens the moved booking and says it moved", async () => {
    const a = await stack.paidBooking({ days: 6 });
    const first = linkIn(a.email).searchParams.get("token")!;
    const q = await stack.quotableDay(a, 9);
    const changed = await stack.gql(
      `mutation($input: DateChangeInput!) { changeBookingDate(input: $input, locale: en) { code booking { reference } } }`,
      { input: { reference: a.reference, email: a.email, date: q.date } },
    );
    assert.equal(changed.data.changeBookingDate.code, "CHANGED", JSON.stringify(changed));
    const now = changed.data.changeBookingDate.booking.reference as string;
    const opened = await byLink(first);
    assert.equal(opened.code, "OPENED");
    assert.equal(opened.booking.reference, now);
    assert.match(opened.booking.movedNotice, new RegExp(`^Booking ${a.reference} has moved to another date`));
  });
});
