import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import { SearchScreen } from "./search-screen";
import { searchQueryString } from "./search-params";
import { EMPTY_MIX } from "../../domain/passengers";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
});

// The answer as the server sends it (with __typename, which Apollo's cache reads).
const hit = {
  __typename: "SearchResult",
  product: { __typename: "Product", id: "paris-hop-on-hop-off", title: "Hop-on hop-off bus tour" },
  option: { __typename: "ProductOption", id: "paris-hop-on-hop-off-1d", title: "1-day ticket" },
  vacancies: 4,
  promoted: false,
  quote: {
    __typename: "Quote",
    total: { __typename: "Price", original: 8150, retail: 7335, discount: 815, currency: "EUR" },
  },
};
/** The part of a fetch Response that Apollo's HttpLink reads (jsdom has none). */
const answer = (status: number, body: unknown) => ({
  status,
  ok: status < 400,
  headers: new Map([["content-type", "application/json"]]),
  text: async () => JSON.stringify(body),
});

const fetchMock = jest.fn();

/** Opens the date field's calendar and picks its first bookable day (no headline tour: any day from today). */
function pickFirstDay(): string {
  fireEvent.click(screen.getByRole("button", { name: /^Date/ }));
  const day = screen.getByRole("grid").querySelector<HTMLButtonElement>("button[data-date]:not([disabled])");
  if (!day?.dataset.date) throw new Error("no bookable day shown");
  fireEvent.click(day);
  return day.dataset.date;
}
function screenAt(search: string) {
  window.history.replaceState(null, "", `/en/paris/search${search}`);
  return render(
    <I18nextProvider i18n={i18n}>
      <SearchScreen
        title="Find a tour in Paris"
        city="paris"
        locale="en"
        timeZone="Europe/Paris"
        currency={{ value: "EUR" }}
        products={[]}
      />
    </I18nextProvider>,
  );
}
const sentVariables = (call = 0) =>
  (JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit).body)) as { variables: unknown }).variables;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer(200, { data: { search: [hit] } }));
  window.fetch = fetchMock as unknown as typeof fetch;
  window.dataLayer = [];
});

describe("SearchScreen", () => {
  afterEach(() => jest.useRealTimers());

  test("passenger spinbuttons are named Adults, Children, Infants, with -/+ beside them", () => {
    screenAt("");
    const adults = screen.getByRole("spinbutton", { name: "Adults" });
    expect(adults).toHaveValue(1);
    fireEvent.click(screen.getByRole("button", { name: "One more: Adults" }));
    expect(adults).toHaveValue(2);
    fireEvent.click(screen.getByRole("button", { name: "One less: Adults" }));
    fireEvent.click(screen.getByRole("button", { name: "One less: Adults" }));
    expect(adults).toHaveValue(0);
    expect(screen.getByRole("button", { name: "One less: Adults" })).toBeDisabled();
    expect(screen.getByRole("spinbutton", { name: "Children" })).toHaveValue(0);
    expect(screen.getByRole("spinbutton", { name: "Infants" })).toHaveValue(0);
  });

  test("a child alone is refused as the visitor types, nothing is sent", () => {
    screenAt("");
    fireEvent.change(screen.getByRole("spinbutton", { name: "Adults" }), { target: { value: "0" } });
    fireEvent.change(screen.getByRole("spinbutton", { name: "Children" }), { target: { value: "1" } });
    expect(screen.getByRole("alert")).toHaveTextContent("You cannot book a child ticket alone, add an adult ticket");
    pickFirstDay();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.search).toBe("");
  });

  test("no date: 'Please select a date' and the date field gets the focus", () => {
    screenAt("");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByText("Please select a date")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Date/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a search goes into the URL, asks the API and shows the server's total with a link to step 1", async () => {
    screenAt("");
    const date = pickFirstDay();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Children" }), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "One more: Adults" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Search" }));
    });
    expect(window.location.search).toBe(
      `?${searchQueryString({ date, passengers: { ...EMPTY_MIX, adult: 2, child: 1 } })}`,
    );
    expect(sentVariables()).toEqual({
      input: { city: "paris", date, passengers: { ...EMPTY_MIX, adult: 2, child: 1 } },
      locale: "en",
    });
    await waitFor(() => expect(screen.getByTestId("total")).toHaveTextContent(/^73\.35\s€$/));
    expect(screen.getByText("Only 4 seats left")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book now" })).toHaveAttribute(
      "href",
      `/en/paris/checkout/information?productId=paris-hop-on-hop-off&optionId=paris-hop-on-hop-off-1d&date=${date}&adult=2&child=1`,
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^Tours available on .+: 1$/);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: "search", searchDate: date, resultCount: 1 }),
    );
  });

  test("the date field is the checkout's calendar of the headline tour, with availability and prices (no native date input)", async () => {
    // The 27th and 28th of the month shown must lie ahead of "today" in Paris: only the clock is fixed (the 10th).
    jest.useFakeTimers({
      now: new Date("2026-11-10T12:00:00Z"),
      doNotFake: [
        "nextTick",
        "setImmediate",
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "queueMicrotask",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "requestIdleCallback",
        "cancelIdleCallback",
        "performance",
        "hrtime",
      ],
    });
    const calendarDays = (first: string) => {
      const [y, m] = first.split("-").map(Number) as [number, number];
      const at = (d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
      return [
        {
          __typename: "CalendarDay",
          date: at(27),
          state: "AVAILABLE",
          vacancies: 40,
          promoted: false,
          adultPriceFrom: { __typename: "Price", retail: 2900, currency: "EUR" },
        },
        {
          __typename: "CalendarDay",
          date: at(28),
          state: "SOLD_OUT",
          vacancies: 0,
          promoted: false,
          adultPriceFrom: null,
        },
      ];
    };
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { operationName: string; variables: { input: { from: string } } };
      return answer(
        200,
        body.operationName === "SearchCalendar"
          ? { data: { calendar: calendarDays(body.variables.input.from) } }
          : { data: { search: [hit] } },
      );
    });
    window.history.replaceState(null, "", "/en/paris/search");
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <SearchScreen
          title="Find a tour in Paris"
          city="paris"
          locale="en"
          timeZone="Europe/Paris"
          currency={{ value: "EUR" }}
          products={[]}
          product={{ productId: "paris-hop-on-hop-off", optionId: "paris-hop-on-hop-off-1d" }}
        />
      </I18nextProvider>,
    );
    expect(container.querySelector("input[type='date']")).toBeNull();
    const field = screen.getByRole("button", { name: /^Date/ });
    expect(field).toHaveAttribute("aria-expanded", "false");
    await act(async () => {
      fireEvent.click(field);
    });
    expect(field).toHaveAttribute("aria-expanded", "true");
    const sent = JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body)) as {
      operationName: string;
      variables: { input: Record<string, unknown> };
    };
    expect(sent.operationName).toBe("SearchCalendar");
    expect(sent.variables.input).toEqual(
      expect.objectContaining({
        productId: "paris-hop-on-hop-off",
        optionId: "paris-hop-on-hop-off-1d",
        passengers: expect.objectContaining({ adult: 1 }),
      }),
    );
    const grid = await screen.findByRole("grid");
    const sold = grid.querySelector<HTMLButtonElement>("button[data-date$='-28']");
    const open = grid.querySelector<HTMLButtonElement>("button[data-date$='-27']");
    // Both days are ahead of the fixed clock, so both are in the grid: the checks below cannot be skipped.
    expect(sold).not.toBeNull();
    expect(open).not.toBeNull();
    expect(sold).toBeDisabled();
    expect(open!.closest("td")).toHaveTextContent(/29/);
    expect(open).toHaveAccessibleName(/available/);
    fireEvent.click(open!);
    expect(field).toHaveAttribute("aria-expanded", "false");
    expect(field).toHaveTextContent(/27/);
    expect(field).toHaveFocus();
    // Escape closes the calendar and gives the focus back to the field.
    fireEvent.click(field);
    fireEvent.keyDown(await screen.findByRole("grid"), { key: "Escape" });
    expect(field).toHaveAttribute("aria-expanded", "false");
  });

  test("the URL's search runs on load and fills the form", async () => {
    await act(async () => {
      screenAt("?date=2099-12-05&adult=3&child=0&infant=2");
    });
    expect(screen.getByRole("button", { name: /^Date/ })).toHaveTextContent(/5 December 2099/);
    expect(screen.getByRole("spinbutton", { name: "Adults" })).toHaveValue(3);
    expect(screen.getByRole("spinbutton", { name: "Infants" })).toHaveValue(2);
    await waitFor(() => expect(screen.getByTestId("search-hit")).toBeInTheDocument());
    expect(sentVariables()).toEqual({
      input: {
        city: "paris",
        date: "2099-12-05",
        passengers: { ...EMPTY_MIX, adult: 3, infant: 2 },
      },
      locale: "en",
    });
  });

  test("a search problem shows the spec's message", async () => {
    fetchMock.mockImplementation(async () => answer(502, null));
    await act(async () => {
      screenAt("?date=2099-12-05&adult=1&child=0&infant=0");
    });
    await waitFor(() =>
      expect(screen.getByTestId("search-error")).toHaveTextContent(
        "Sorry, there seems to be a problem…please try again in a few seconds",
      ),
    );
    expect(window.dataLayer).toEqual([]);
  });
});
