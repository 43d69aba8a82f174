import { test } from "node:test";
import assert from "node:assert/strict";
import { checkPassengers, normalizeMix } from "../src/booking/passengers.ts";
import { additionalDays } from "../src/booking/availability.ts";
import { message } from "../src/booking/messages.ts";
import type { OctoOption } from "../src/octo/types.ts";

const rule = (
  mix: Parameters<typeof normalizeMix>[0],
  family = false,
  familyPassRule = { adultNumber: 2, childrenNumber: 2 },
) => checkPassengers(normalizeMix(mix), { familyPass: family, familyPassRule })?.key ?? null;

test("passenger rules: child alone, infants per adult, 80 seats, no tickets", () => {
  assert.equal(rule({ adult: 1 }), null);
  assert.equal(rule({ child: 1 }), "CHILD_ALONE");
  assert.equal(rule({ child: 2, senior: 1 }), null, "a senior is an adult ticket");
  assert.equal(rule({ infant: 1 }), "CHILD_ALONE");
  assert.equal(rule({ adult: 1, infant: 2 }), null);
  assert.equal(rule({ adult: 1, infant: 3 }), "TOO_MANY_INFANTS");
  assert.equal(rule({ adult: 80 }), null);
  assert.equal(rule({ adult: 80, infant: 2 }), null, "infants sit on a lap");
  assert.equal(rule({ adult: 41, child: 40 }), "TOO_MANY_SEATS");
  assert.equal(rule({}), "NO_TICKETS");
  assert.equal(rule({ adult: -1 }), "BAD_INPUT");
  assert.equal(rule({ adult: 1.5 }), "BAD_INPUT");
  assert.equal(rule({ adult: 1, family: 1 }), "BAD_INPUT", "family passes only on family products");
});

test("seats per unpaid cart: a party above the cap is a group request, checked after the composition rules", () => {
  const cart = (mix: Parameters<typeof normalizeMix>[0], family = false) =>
    checkPassengers(normalizeMix(mix), {
      familyPass: family,
      familyPassRule: { adultNumber: 2, childrenNumber: 2 },
      maxSeatsPerCart: 15,
    });
  assert.equal(cart({ adult: 15, infant: 4 }), null, "15 seats, infants on a lap");
  assert.deepEqual(cart({ adult: 10, child: 6 }), { key: "GROUP_REQUEST", params: { max: 15 }, field: "passengers" });
  assert.equal(cart({ child: 16 })?.key, "CHILD_ALONE", "the visitor fixes the composition first");
  assert.equal(cart({ adult: 81 })?.key, "TOO_MANY_SEATS");
  assert.equal(cart({ family: 4, adult: 8, child: 8 }, true)?.key, "GROUP_REQUEST", "family members take seats");
  assert.equal(rule({ adult: 27 }), null, "quotes and calendars have no cart cap");
  assert.match(message("GROUP_REQUEST", "fr", { max: 15 }), /15 places.*demande de groupe ou de visite privée/);
});

test("family pass composition follows the city rule; 0/0 means no composition rule", () => {
  assert.equal(rule({ family: 1, adult: 2, child: 2 }, true), null);
  assert.equal(rule({ family: 1, adult: 2, child: 3 }, true), "FAMILY_COMPOSITION");
  assert.equal(rule({ family: 2, adult: 4, child: 6 }, true, { adultNumber: 2, childrenNumber: 3 }), null, "Bath 2/3");
  assert.equal(
    rule({ family: 1, adult: 1, child: 1 }, true, { adultNumber: 0, childrenNumber: 0 }),
    null,
    "Barcelona 0/0",
  );
  assert.equal(rule({ family: 1 }, true, { adultNumber: 0, childrenNumber: 0 }), null);
  assert.equal(rule({ family: 0, adult: 2 }, true), "NO_TICKETS");
  const v = checkPassengers(normalizeMix({ family: 1, adult: 1, child: 2 }), {
    familyPass: true,
    familyPassRule: { adultNumber: 2, childrenNumber: 3 },
  });
  assert.equal(message(v!.key, "en", v!.params), "A family pass is for 2 adults and 3 children");
});

test("upgrades: longer options only, at most 3 additional days", () => {
  const opt = (id: string, days: number): OctoOption => ({
    id,
    durationAmount: String(days * 24),
    durationUnit: "hour",
    units: [],
  });
  assert.equal(additionalDays(opt("a", 1), opt("b", 2)), 1);
  assert.equal(additionalDays(opt("a", 1), opt("b", 4)), 3);
  assert.equal(additionalDays(opt("a", 1), opt("b", 5)), null, "4 more days is too many");
  assert.equal(additionalDays(opt("a", 2), opt("b", 1)), null, "no downgrade");
  assert.equal(additionalDays(opt("a", 1), opt("a", 1)), null);
});

test("messages: English texts exactly as the spec; Accept-Language", () => {
  assert.equal(message("CHILD_ALONE", "en"), "You cannot book a child ticket alone, add an adult ticket");
  assert.equal(message("TOO_MANY_SEATS", "en"), "You can not book more than 80 seats");
  assert.equal(message("PROMO_INVALID", "en"), "Not valid promo code");
  assert.equal(message("CART_EXPIRED", "en"), "Too late! Your current pre-booking has expired.");
  assert.equal(message("REFERRER_INVALID", "en"), "you cannot book this product using the current reservation link");
  assert.equal(
    message("BASE_OFFER_MISSING", "en"),
    "Unable to find esight base offer from CMS please provide the category with name sight-base-offer",
  );
  // Every key in every language: test/catalogues.test.ts.
});
