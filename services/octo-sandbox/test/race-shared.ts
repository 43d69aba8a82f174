import assert from "node:assert/strict";
import { todayFor } from "../src/index.ts";
import { addDaysIso, type Client } from "./helpers.ts";

const PRODUCT = "paris-themed-tour";

/** Finds an open slot with at least 10 vacancies, leaves exactly 10, fires `n` concurrent 1-seat reservations. */
export async function raceForTheLastTen(c: Client, n = 200) {
  const start = addDaysIso(todayFor(PRODUCT), 2);
  const avail = await c.req("POST", "/availability", {
    body: { productId: PRODUCT, optionId: "DEFAULT", localDateStart: start, localDateEnd: addDaysIso(start, 20) },
  });
  assert.equal(avail.status, 200);
  const slot = avail.body.find((a: any) => a.vacancies >= 10 && a.available);
  assert.ok(slot, "a slot with 10+ vacancies");
  const surplus = slot.vacancies - 10;
  if (surplus > 0) {
    const pre = await c.req("POST", "/bookings", {
      body: {
        productId: PRODUCT,
        optionId: "DEFAULT",
        availabilityId: slot.id,
        unitItems: Array.from({ length: surplus }, () => ({ unitId: "adult" })),
      },
    });
    assert.equal(pre.status, 200, JSON.stringify(pre.body));
  }
  const check = await c.req("POST", "/availability", {
    body: { productId: PRODUCT, optionId: "DEFAULT", availabilityIds: [slot.id] },
  });
  assert.equal(check.body[0].vacancies, 10);

  const results = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      c.req("POST", "/bookings", {
        body: {
          uuid: `race-${slot.id}-${i}-${Math.random()}`,
          productId: PRODUCT,
          optionId: "DEFAULT",
          availabilityId: slot.id,
          unitItems: [{ unitId: "adult" }],
        },
      }),
    ),
  );
  const ok = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status === 400);
  assert.equal(ok.length, 10, "exactly 10 holds");
  assert.ok(ok.every((r) => r.body.status === "ON_HOLD"));
  assert.equal(refused.length, n - 10);
  assert.ok(
    refused.every((r) => r.body.error === "UNPROCESSABLE_ENTITY"),
    JSON.stringify(refused.find((r) => r.body.error !== "UNPROCESSABLE_ENTITY")?.body),
  );
  const after = await c.req("POST", "/availability", {
    body: { productId: PRODUCT, optionId: "DEFAULT", availabilityIds: [slot.id] },
  });
  assert.equal(after.body[0].vacancies, 0);
  assert.equal(after.body[0].status, "SOLD_OUT");
}
