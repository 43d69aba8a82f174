/**
 * The success page and manage booking show the product's meeting point, as the ticket e-mail does: the GraphQL
 * field `ConfirmedBooking.meetingPoint` reads it from the CMS in the answer's language, and never fails the booking's
 * answer when the CMS cannot be read.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { meetingPointOf } from "../src/payments/meeting-point.ts";
import type { TourFactsSource } from "../src/fulfilment/tour-facts.ts";

const booking = {
  city: "paris",
  productId: "paris-hop-on-hop-off",
  startsAt: "2027-01-08T00:00:00+01:00",
  timezone: "Europe/Paris",
  answerLocale: "fr" as const,
};

test("the product's meeting point, in the answer's language", async () => {
  const asked: unknown[] = [];
  const facts: TourFactsSource = {
    factsFor: async (input: { locale: string }) => {
      asked.push(input);
      return { meetingPoint: input.locale === "fr" ? "Arrêt Tour Eiffel" : "Eiffel Tower stop", alerts: [] };
    },
  } as unknown as TourFactsSource;
  assert.equal(await meetingPointOf(booking, "en", facts), "Arrêt Tour Eiffel");
  assert.deepEqual(asked[0], {
    city: "paris",
    productId: "paris-hop-on-hop-off",
    date: "2027-01-08",
    timezone: "Europe/Paris",
    locale: "fr",
  });
  assert.equal(await meetingPointOf({ ...booking, answerLocale: undefined }, "en", facts), "Eiffel Tower stop");
});

test("null without a product or when the CMS cannot be read", async () => {
  const failing = {
    factsFor: async () => {
      throw new Error("CMS down");
    },
  } as unknown as TourFactsSource;
  assert.equal(await meetingPointOf(booking, "fr", failing), null);
  assert.equal(await meetingPointOf({ ...booking, productId: null }, "fr", failing), null);
});
