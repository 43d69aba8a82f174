/** @jest-environment node */
// The kernel's formatters, one per kind, in each language: en is British, times are 24-hour.
import { LOCALES } from "./locales";
import {
  dateTimeFormat,
  formatClockTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFrequency,
  formatRating,
  formatTime,
  formatTourStart,
  numberFormat,
  warmFormatters,
} from "./format";

const MIDNIGHT_PARIS = "2026-11-28T00:00:00+01:00";
const TEN_PAST_TEN = "2026-11-28T10:05:00+01:00";

describe("formatDate: the long date", () => {
  test.each([
    ["en", "Saturday 28 November 2026"],
    ["fr", "samedi 28 novembre 2026"],
    ["es", "sábado, 28 de noviembre de 2026"],
    ["nl", "zaterdag 28 november 2026"],
  ] as const)("%s: %s (instant in the city's zone, and the calendar day alike)", (locale, expected) => {
    expect(formatDate(MIDNIGHT_PARIS, locale, "Europe/Paris")).toBe(expected);
    expect(formatDate("2026-11-28", locale)).toBe(expected);
    expect(formatDate(Date.parse(MIDNIGHT_PARIS), locale, "Europe/Paris")).toBe(expected);
  });

  test("the instant is read in the city's zone: midnight in Paris is still the 27th in London", () => {
    expect(formatDate(MIDNIGHT_PARIS, "en", "Europe/London")).toBe("Friday 27 November 2026");
  });

  test.each([
    ["en", "28 November 2026"],
    ["fr", "28 novembre 2026"],
    ["es", "28 de noviembre de 2026"],
    ["nl", "28 november 2026"],
  ] as const)("%s without the weekday (publication dates): %s", (locale, expected) => {
    expect(formatDate("2026-11-28T09:00:00Z", locale, "UTC", { weekday: false })).toBe(expected);
  });

  test('the French first of the month is "1er" ("au 1er décembre"), other days and languages plain', () => {
    expect(formatDate("2026-12-01", "fr")).toBe("mardi 1er décembre 2026");
    expect(formatDate("2026-12-01", "fr", "UTC", { weekday: false })).toBe("1er décembre 2026");
    expect(formatDateTime("2026-12-01T09:30:00Z", "fr", "Europe/Paris")).toBe("mardi 1er décembre 2026 à 10:30");
    expect(formatDate("2026-12-11", "fr")).toBe("vendredi 11 décembre 2026");
    expect(formatDate("2026-12-01", "en")).toBe("Tuesday 1 December 2026");
    // A calendar day's name holds the figure its button shows.
    expect(formatDate("2026-12-01", "fr", "UTC", { ordinal: false })).toBe("mardi 1 décembre 2026");
  });

  test("an unreadable value is returned as it is", () => {
    expect(formatDate("soon", "en")).toBe("soon");
  });
});

describe("formatTime and formatDateTime: 24-hour, never 12:00 AM", () => {
  test.each(LOCALES)("%s: midnight is 00:00, 10:05 is 10:05", (locale) => {
    expect(formatTime(MIDNIGHT_PARIS, locale, "Europe/Paris")).toBe("00:00");
    expect(formatTime(TEN_PAST_TEN, locale, "Europe/Paris")).toBe("10:05");
  });

  test.each([
    ["en", "Saturday 28 November 2026 at 10:05"],
    ["fr", "samedi 28 novembre 2026 à 10:05"],
    ["es", "sábado, 28 de noviembre de 2026, 10:05"],
    ["nl", "zaterdag 28 november 2026 om 10:05"],
  ] as const)("%s: %s", (locale, expected) => {
    expect(formatDateTime(TEN_PAST_TEN, locale, "Europe/Paris")).toBe(expected);
    expect(formatTourStart(TEN_PAST_TEN, false, "Europe/Paris", locale)).toBe(expected);
  });

  test("an all-day ticket's start is its date alone", () => {
    expect(formatTourStart(MIDNIGHT_PARIS, true, "Europe/Paris", "en")).toBe("Saturday 28 November 2026");
  });
});

describe("formatRating and formatCount", () => {
  test.each([
    ["en", "4.6", "4.0", "1,234"],
    ["fr", "4,6", "4,0", "1\u202f234"],
    ["es", "4,6", "4,0", "1234"],
    ["nl", "4,6", "4,0", "1.234"],
  ] as const)("%s: 4.6 → %s, 4 → %s, 1234 → %s", (locale, rating, whole, count) => {
    expect(formatRating(4.6, locale)).toBe(rating);
    expect(formatRating(4, locale)).toBe(whole);
    expect(formatCount(1234, locale)).toBe(count);
  });
});

describe("timetable formatters: clock time, duration, frequency", () => {
  test("a local wall time stays 24-hour in every language; nonsense is returned as it is", () => {
    for (const l of LOCALES) {
      expect(formatClockTime("09:30", l)).toBe("09:30");
      expect(formatClockTime("21:05", l)).toBe("21:05");
    }
    expect(formatClockTime("9h30", "fr")).toBe("9h30");
    expect(formatClockTime("25:00", "en")).toBe("25:00");
  });

  test("durations in words, hours and minutes", () => {
    expect([
      formatDuration(120, "fr"),
      formatDuration(120, "en"),
      formatDuration(120, "es"),
      formatDuration(120, "nl"),
    ]).toEqual(["2 heures", "2 hours", "2 horas", "2 uur"]);
    expect([
      formatDuration(90, "fr"),
      formatDuration(90, "en"),
      formatDuration(90, "es"),
      formatDuration(90, "nl"),
    ]).toEqual(["1 heure 30 minutes", "1 hour 30 minutes", "1 hora 30 minutos", "1 uur 30 minuten"]);
    expect(formatDuration(45, "en")).toBe("45 minutes");
    expect(formatDuration(0, "en")).toBe("");
    expect(formatDuration(Number.NaN, "en")).toBe("");
  });

  test("frequencies: every N minutes, every hour, in the caller's catalogue's words", () => {
    const words = (locale: string) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the site's catalogue, as the page reads it
      const messages = require(`../src/i18n/messages/${locale}/common.json`) as Record<string, string>;
      return { hourly: messages["product.frequencyHourly"]!, every: messages["product.frequencyEvery"]! };
    };
    expect([
      formatFrequency(20, "fr", words("fr")),
      formatFrequency(20, "en", words("en")),
      formatFrequency(20, "es", words("es")),
      formatFrequency(20, "nl", words("nl")),
    ]).toEqual(["Toutes les 20 minutes", "Every 20 minutes", "Cada 20 minutos", "Elke 20 minuten"]);
    expect([
      formatFrequency(60, "fr", words("fr")),
      formatFrequency(60, "en", words("en")),
      formatFrequency(60, "es", words("es")),
      formatFrequency(60, "nl", words("nl")),
    ]).toEqual(["Toutes les heures", "Every hour", "Cada hora", "Elk uur"]);
    expect(formatFrequency(90, "en", words("en"))).toBe("Every 1 hour 30 minutes");
    expect(formatFrequency(-5, "en", words("en"))).toBe("");
  });
});

describe("formatters built once (ADR 0330)", () => {
  test("the same tag and options give the same formatter; other options another", () => {
    expect(dateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" })).toBe(
      dateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" }),
    );
    expect(dateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" })).not.toBe(
      dateTimeFormat("fr-FR", { month: "short", timeZone: "UTC" }),
    );
    expect(numberFormat("nl-NL")).toBe(numberFormat("nl-NL"));
    expect(numberFormat("nl-NL").format(1234.5)).toBe("1.234,5");
  });

  test("warmFormatters builds the language's first date and number formatters in tasks of their own, kept for later", () => {
    const tasks: (() => void)[] = [];
    const built = jest.spyOn(Intl, "DateTimeFormat");
    try {
      warmFormatters("nl", (task) => tasks.push(task));
      expect(tasks).toHaveLength(2);
      expect(built).not.toHaveBeenCalled(); // nothing built until the tasks run
      tasks.forEach((task) => task());
      expect(built).toHaveBeenCalledWith("nl-NL", { dateStyle: "long", timeZone: "UTC" });
      const calls = built.mock.calls.length;
      expect(dateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "UTC" }).resolvedOptions().locale).toBe("nl-NL");
      expect(built.mock.calls.length).toBe(calls); // the render that asks next finds it built
    } finally {
      built.mockRestore();
    }
  });
});
