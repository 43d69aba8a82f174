/** @jest-environment node */
// Every passenger type of the kernel's list (domain/passengers.ts, ADR 0358) has its texts in the four catalogues.
import fs from "fs";
import path from "path";
import { PASSENGER_TYPES } from "../../domain/passengers";
import { LOCALES } from "./locales";
import { passengerCountKey, passengerHintKey, passengerLabelKey } from "./passenger-texts";

const load = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "messages", locale, "common.json"), "utf8")) as Record<
    string,
    string
  >;

describe.each(LOCALES)("the %s catalogue", (locale) => {
  const messages = load(locale);

  test.each(PASSENGER_TYPES)("has the label, the hint and the count's words (one, other) of %s", (type) => {
    const count = passengerCountKey(type);
    for (const key of [passengerLabelKey(type), passengerHintKey(type), count, `${count}_one`]) {
      expect([key, messages[key]?.trim() || "missing"]).not.toEqual([key, "missing"]);
    }
  });
});

test("the keys follow the type's name", () => {
  expect(passengerLabelKey("infant")).toBe("checkout.unit.INFANT");
  expect(passengerLabelKey("OTHER")).toBe("checkout.unit.OTHER");
  expect(passengerHintKey("senior")).toBe("passengers.hint.senior");
  expect(passengerCountKey("family")).toBe("checkout.count.FAMILY");
});
