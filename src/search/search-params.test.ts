import {
  addDays,
  isIsoDate,
  readSearchParams,
  searchMix,
  searchProblems,
  searchQueryString,
  todayIn,
  type SearchParams,
} from "./search-params";
import { EMPTY_MIX, PASSENGER_TYPES, type PassengerType } from "../../domain/passengers";

/** Every count written, in the kernel's order: "adult=2&child=1&infant=0&senior=0&student=0&family=0". */
const countsQuery = (counts: Partial<Record<PassengerType, number>>) =>
  PASSENGER_TYPES.map((type) => `${type}=${counts[type] ?? 0}`).join("&");

const party = (
  adult: number,
  child = 0,
  infant = 0,
  more: Partial<Record<"senior" | "student" | "family", number>> = {},
): SearchParams["passengers"] => ({ ...EMPTY_MIX, adult, child, infant, ...more });
const PARIS_RULE = { adultNumber: 2, childrenNumber: 2 };

describe("search state <-> URL", () => {
  test("a search survives the round trip through the URL", () => {
    const params: SearchParams = { date: "2026-12-05", passengers: party(2, 1, 1) };
    const query = searchQueryString(params);
    expect(query).toBe(`date=2026-12-05&${countsQuery({ adult: 2, child: 1, infant: 1 })}`);
    expect(readSearchParams(`?${query}`)).toEqual(params);
  });

  test("an empty URL is no date, 1 adult, no child, no infant", () => {
    expect(readSearchParams("")).toEqual({ date: null, passengers: party(1) });
  });

  test("counts of 0 are kept (0 adults is a choice, not a default)", () => {
    expect(readSearchParams("?date=2026-12-05&adult=0&child=2").passengers).toEqual(party(0, 2));
  });

  test.each([
    ["?date=2026-02-30", null],
    ["?date=05/12/2026", null],
    ["?date=2026-12-5", null],
    ["?date=2026-12-05", "2026-12-05"],
  ])("date %s reads as %s", (search, date) => {
    expect(readSearchParams(search).date).toBe(date);
  });

  test.each(["-1", "2.5", "abc", "161", "2147483648", "1e3", ""])(
    "a malformed or huge count (%s) takes its default",
    (raw) => {
      expect(readSearchParams(`?adult=${encodeURIComponent(raw)}&child=${encodeURIComponent(raw)}`).passengers).toEqual(
        party(1, 0),
      );
    },
  );

  test("the date is left out of the query until chosen", () => {
    expect(searchQueryString({ date: null, passengers: party(1) })).toBe(countsQuery({ adult: 1 }));
  });

  test("seniors, students and family passes survive the round trip too", () => {
    const params: SearchParams = { date: "2026-12-05", passengers: party(0, 0, 0, { senior: 2, student: 1 }) };
    expect(readSearchParams(`?${searchQueryString(params)}`)).toEqual(params);
    expect(readSearchParams("?date=2026-12-05&adult=0&family=2").passengers).toEqual(party(0, 0, 0, { family: 2 }));
  });
});

describe("search rules (the server's, with the spec's words)", () => {
  const today = "2026-11-23";
  const messages = (params: SearchParams) => searchProblems(params, today).map((p) => p.message);

  test("a date and one adult can search", () => {
    expect(messages({ date: today, passengers: party(1) })).toEqual([]);
  });
  test("no date: 'Please select a date'", () => {
    expect(messages({ date: null, passengers: party(1) })).toEqual(["errors.selectDate"]);
  });
  test("a past day cannot be booked", () => {
    expect(messages({ date: "2026-11-22", passengers: party(1) })).toEqual(["search.datePast"]);
  });
  test("nobody: 'Please select your tickets'", () => {
    expect(messages({ date: today, passengers: party(0) })).toEqual(["errors.selectTickets"]);
  });
  test.each([party(0, 1), party(0, 0, 1), party(0, 2, 1)])(
    "children or infants without an adult: child alone (%o)",
    (p) => {
      expect(messages({ date: today, passengers: p })).toEqual(["errors.childAlone"]);
    },
  );
  test("80 seats pass, 81 do not (infants sit on a lap)", () => {
    expect(messages({ date: today, passengers: party(40, 40, 80) })).toEqual([]);
    expect(messages({ date: today, passengers: party(41, 40) })).toEqual(["errors.maxSeats"]);
  });
  test("at most 2 infants per adult", () => {
    expect(messages({ date: today, passengers: party(1, 0, 2) })).toEqual([]);
    expect(messages({ date: today, passengers: party(1, 0, 3) })).toEqual(["search.infantsPerAdult"]);
  });
  test("seniors and students are adults: they can search alone and accompany children and infants (as step 1)", () => {
    expect(messages({ date: today, passengers: party(0, 0, 0, { senior: 2 }) })).toEqual([]);
    expect(messages({ date: today, passengers: party(0, 2, 2, { student: 1 }) })).toEqual([]);
    expect(messages({ date: today, passengers: party(0, 0, 3, { senior: 1 }) })).toEqual(["search.infantsPerAdult"]);
    expect(messages({ date: today, passengers: party(40, 0, 0, { senior: 40, student: 1 }) })).toEqual([
      "errors.maxSeats",
    ]);
  });
  test("family passes are searched on their own, with the city's family rule sent as step 1 sends it", () => {
    const family = (n: number, more = {}) => ({ date: today, passengers: party(0, 0, 0, { family: n, ...more }) });
    expect(searchProblems(family(1), today, PARIS_RULE)).toEqual([]);
    expect(searchProblems(family(1), today, null)).toEqual([]);
    expect(
      searchProblems({ date: today, passengers: party(1, 0, 0, { family: 1 }) }, today, PARIS_RULE).map(
        (p) => p.message,
      ),
    ).toEqual(["search.familyAlone"]);
    expect(searchProblems(family(81), today, { adultNumber: 0, childrenNumber: 0 }).map((p) => p.message)).toEqual([
      "errors.maxSeats",
    ]);
    expect(searchMix(family(2).passengers, PARIS_RULE)).toEqual({ ...EMPTY_MIX, adult: 4, child: 4, family: 2 });
    expect(searchMix(family(2).passengers, { adultNumber: 0, childrenNumber: 0 })).toEqual({ ...EMPTY_MIX, family: 2 });
    expect(searchMix(party(2, 1), PARIS_RULE)).toEqual({ ...EMPTY_MIX, adult: 2, child: 1 });
  });
  test("both fields at once, date first", () => {
    expect(messages({ date: null, passengers: party(0, 1) })).toEqual(["errors.selectDate", "errors.childAlone"]);
  });
});

describe("dates", () => {
  test("isIsoDate knows the calendar", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
  });
  test("addDays crosses months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });
  test("today is the city's: 23:30 UTC is already tomorrow in Paris, not in London", () => {
    const now = new Date("2026-07-14T23:30:00Z");
    expect(todayIn("Europe/Paris", now)).toBe("2026-07-15");
    expect(todayIn("Europe/London", now)).toBe("2026-07-15");
    expect(todayIn("Europe/London", new Date("2026-12-14T23:30:00Z"))).toBe("2026-12-14");
    expect(todayIn("Europe/Paris", new Date("2026-12-14T23:30:00Z"))).toBe("2026-12-15");
  });
});
