import fs from "fs";
import path from "path";
import { LOCALES } from "./locales";

const load = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "messages", locale, "common.json"), "utf8")) as Record<
    string,
    string
  >;

describe("UI catalogues", () => {
  const en = load("en");

  test.each(LOCALES)("%s has exactly the keys of en, all non-empty", (locale) => {
    const messages = load(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(messages)) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  test.each(LOCALES)("%s keeps the interpolation variables of en", (locale) => {
    const messages = load(locale);
    const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.keys(en)) expect([key, vars(messages[key] ?? "")]).toEqual([key, vars(en[key] ?? "")]);
  });

  test("English texts of the spec's error catalogue are exact", () => {
    expect(en["errors.promo"]).toBe("Not valid promo code");
    expect(en["errors.preBookingExpired"]).toBe("Too late! Your current pre-booking has expired.");
    expect(en["errors.maxSeats"]).toBe("You can not book more than 80 seats");
    expect(en["errors.childAlone"]).toBe("You cannot book a child ticket alone, add an adult ticket");
    expect(en["errors.generic"]).toBe("An error occured");
    expect(en["error.404.title"]).toBe("Page not found");
    expect(en["error.404.pathNotFound"]).toBe("Page not found: {{path}}");
  });
});
