import { LOOKAHEAD_DAYS, resolveSearch } from "./run-search";
import type { SearchHit, SearchOutcome } from "./search-api";

const hit = (id: string): SearchHit => ({
  product: { id, title: id },
  option: { id: "DEFAULT", title: "1 day" },
  vacancies: 30,
  promoted: false,
  quote: { total: { original: 6000, retail: 6000, discount: 0, currency: "EUR" } },
});

function fakeSearch(byDate: Record<string, SearchOutcome>) {
  const asked: string[] = [];
  const search = async (date: string): Promise<SearchOutcome> => {
    asked.push(date);
    return byDate[date] ?? { kind: "ok", hits: [] };
  };
  return { search, asked };
}

describe("resolveSearch", () => {
  test("results of the day are shown without looking further", async () => {
    const { search, asked } = fakeSearch({ "2026-12-05": { kind: "ok", hits: [hit("a"), hit("b")] } });
    const result = await resolveSearch("2026-12-05", search);
    expect(result).toEqual({ status: "results", hits: [hit("a"), hit("b")] });
    expect(asked).toEqual(["2026-12-05"]);
  });

  test("nothing that day but later: the empty message with the next dates that have tours (3 at most)", async () => {
    const { search, asked } = fakeSearch({
      "2026-12-07": { kind: "ok", hits: [hit("a")] },
      "2026-12-08": { kind: "ok", hits: [hit("a")] },
      "2026-12-10": { kind: "ok", hits: [hit("a")] },
      "2026-12-11": { kind: "ok", hits: [hit("a")] },
    });
    const result = await resolveSearch("2026-12-05", search);
    expect(result).toEqual({ status: "empty", alternatives: ["2026-12-07", "2026-12-08", "2026-12-10"] });
    expect(asked).toHaveLength(1 + LOOKAHEAD_DAYS);
  });

  test("nothing in the coming days: 'No date available in the coming days with these criteria'", async () => {
    const { search } = fakeSearch({});
    expect(await resolveSearch("2026-12-05", search)).toEqual({ status: "noDates" });
  });

  test("a failure while looking ahead does not claim there are no dates", async () => {
    const { search } = fakeSearch({ "2026-12-09": { kind: "failed" } });
    expect(await resolveSearch("2026-12-05", search)).toEqual({ status: "empty", alternatives: [] });
  });

  test("a refused party and a failed search are passed on", async () => {
    expect(
      await resolveSearch(
        "2026-12-05",
        fakeSearch({ "2026-12-05": { kind: "rule", message: "You can not book more than 80 seats" } }).search,
      ),
    ).toEqual({ status: "rule", message: "You can not book more than 80 seats" });
    expect(await resolveSearch("2026-12-05", fakeSearch({ "2026-12-05": { kind: "failed" } }).search)).toEqual({
      status: "failed",
    });
  });
});
