import type { Translate } from "../i18n/use-t";
import { dayLabel, dayPriceShort, fullDate, weekdays } from "./day-label";

// The English catalogue's words, through a tiny i18next-like translate (plural _one for count 1).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the JSON catalogue as jest loads it
const en = require("../i18n/messages/en/common.json") as Record<string, string>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the JSON catalogue as jest loads it
const fr = require("../i18n/messages/fr/common.json") as Record<string, string>;
const translator =
  (messages: Record<string, string>): Translate =>
  (key, vars = {}) => {
    const template = (vars.count === 1 ? messages[`${key}_one`] : undefined) ?? messages[key] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(vars[n]));
  };

describe("calendar day names", () => {
  test("full date in each language", () => {
    expect(fullDate("2026-12-05", "en")).toBe("Saturday 5 December 2026");
    expect(fullDate("2026-12-05", "fr")).toBe("samedi 5 décembre 2026");
    expect(fullDate("2026-12-05", "es")).toMatch(/^sábado, 5 de diciembre de 2026$/);
    expect(fullDate("2026-12-05", "nl")).toBe("zaterdag 5 december 2026");
    // The day's accessible name contains the figure its button shows: "1", not the written "1er".
    expect(fullDate("2026-11-01", "fr")).toBe("dimanche 1 novembre 2026");
  });

  test("date and state, as the issue names them", () => {
    const t = translator(en);
    expect(
      dayLabel("2026-12-05", { date: "2026-12-05", state: "AVAILABLE", vacancies: 40, promoted: false }, "en", t),
    ).toBe("Saturday 5 December 2026, available");
    expect(
      dayLabel("2026-12-05", { date: "2026-12-05", state: "LIMITED", vacancies: 4, promoted: false }, "en", t),
    ).toBe("Saturday 5 December 2026, limited: 4 seats left");
    expect(
      dayLabel("2026-12-05", { date: "2026-12-05", state: "LIMITED", vacancies: 1, promoted: true }, "en", t),
    ).toBe("Saturday 5 December 2026, limited: 1 seat left, special offer");
    expect(
      dayLabel("2026-12-05", { date: "2026-12-05", state: "SOLD_OUT", vacancies: 0, promoted: true }, "en", t),
    ).toBe("Saturday 5 December 2026, sold out");
    expect(dayLabel("2026-12-05", undefined, "en", t)).toBe("Saturday 5 December 2026, not available");
  });

  test("in the visitor's language", () => {
    expect(
      dayLabel(
        "2026-12-05",
        { date: "2026-12-05", state: "SOLD_OUT", vacancies: 0, promoted: false },
        "fr",
        translator(fr),
      ),
    ).toBe("samedi 5 décembre 2026, complet");
  });

  test("weeks start on Monday", () => {
    expect(weekdays("en")[0]?.long).toBe("Monday");
    expect(weekdays("en")[6]?.long).toBe("Sunday");
  });

  test("the adult price from the calendar answer ends the name; the cell's short form drops whole-amount decimals", () => {
    const day = {
      date: "2026-12-05",
      state: "AVAILABLE" as const,
      vacancies: 40,
      promoted: true,
      adultPrice: { amount: 2610, currency: "EUR" },
    };
    expect(dayLabel("2026-12-05", day, "fr", translator(fr))).toBe(
      "samedi 5 décembre 2026, disponible, offre spéciale, billet adulte 26,10\u00a0€",
    );
    expect(dayLabel("2026-12-05", day, "en", translator(en), true)).toBe(
      "Saturday 5 December 2026, available, special offer, adult ticket 26.10\u00a0€, your current date",
    );
    expect(dayPriceShort({ ...day, adultPrice: { amount: 2900, currency: "EUR" } }, "fr")).toBe("29\u00a0€");
    expect(dayPriceShort({ ...day, adultPrice: { amount: 2900, currency: "GBP" } }, "en")).toBe("£29");
    expect(dayPriceShort({ ...day, adultPrice: { amount: 2610, currency: "EUR" } }, "nl")).toBe("€\u00a026,10");
    expect(dayPriceShort({ ...day, state: "SOLD_OUT" }, "en")).toBeNull();
    expect(dayPriceShort({ ...day, adultPrice: null }, "en")).toBeNull();
  });
});
