import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import type { DayInfo } from "./day-label";
import { Calendar, weeksOf } from "./calendar";

const day = (date: string, state: DayInfo["state"], vacancies: number | null = 30): [string, DayInfo] => [
  date,
  { date, state, vacancies, promoted: false },
];
const days = new Map<string, DayInfo>([
  day("2026-12-04", "AVAILABLE"),
  day("2026-12-05", "LIMITED", 4),
  day("2026-12-06", "SOLD_OUT", 0),
  day("2026-12-07", "AVAILABLE"),
]);

function renderCalendar(selected: string | null = null, onSelect = jest.fn()) {
  render(
    <Calendar
      month={{ year: 2026, month: 11 }}
      days={days}
      selected={selected}
      today="2026-12-04"
      locale="en"
      busy={false}
      onSelect={onSelect}
      onMonth={jest.fn()}
    />,
  );
  return onSelect;
}

describe("Calendar", () => {
  test("weeks start on Monday and pad the month", () => {
    const weeks = weeksOf({ year: 2026, month: 11 }); // December 2026 starts on a Tuesday
    expect(weeks[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  test("a labelled grid of day buttons; sold-out and unknown days are disabled", () => {
    const onSelect = renderCalendar();
    const grid = screen.getByRole("grid");
    expect(grid).toHaveAccessibleName("December 2026");
    const soldOut = screen.getByRole("button", { name: /^Sunday 6 December 2026, / });
    expect(soldOut).toBeDisabled();
    expect(screen.getByRole("button", { name: /^Tuesday 1 December 2026, / })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: /^Saturday 5 December 2026, / }));
    expect(onSelect).toHaveBeenCalledWith("2026-12-05");
  });

  test("one day in the tab order; the arrow keys skip days that cannot be chosen", () => {
    renderCalendar("2026-12-05");
    const tabbable = screen.getAllByRole("button").filter((b) => b.getAttribute("tabindex") === "0" && b.dataset.date);
    expect(tabbable.map((b) => b.dataset.date)).toEqual(["2026-12-05"]);
    const selected = screen.getByRole("button", { name: /^Saturday 5 December 2026, / });
    expect(selected).toHaveAttribute("aria-pressed", "true");
    selected.focus();
    fireEvent.keyDown(selected, { key: "ArrowRight" });
    expect(document.activeElement).toHaveAttribute("data-date", "2026-12-07");
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(document.activeElement).toHaveAttribute("data-date", "2026-12-04");
  });

  test("the legend's price key is in the days' currency: £ in a pound city, none without prices", () => {
    const priced = (currency: string) =>
      new Map<string, DayInfo>([
        [
          "2026-12-04",
          {
            date: "2026-12-04",
            state: "AVAILABLE",
            vacancies: 30,
            promoted: false,
            adultPrice: { amount: 2900, currency },
          },
        ],
      ]);
    const key = () => screen.getByTestId("calendar-legend").querySelector(".calendar__key--price");
    const { rerender } = render(
      <Calendar
        month={{ year: 2026, month: 11 }}
        days={priced("GBP")}
        selected={null}
        today="2026-12-04"
        locale="fr"
        busy={false}
        onSelect={jest.fn()}
        onMonth={jest.fn()}
      />,
    );
    expect(key()).toHaveTextContent("£");
    rerender(
      <Calendar
        month={{ year: 2026, month: 11 }}
        days={priced("EUR")}
        selected={null}
        today="2026-12-04"
        locale="fr"
        busy={false}
        onSelect={jest.fn()}
        onMonth={jest.fn()}
      />,
    );
    expect(key()).toHaveTextContent("€");
    rerender(
      <Calendar
        month={{ year: 2026, month: 11 }}
        days={days}
        selected={null}
        today="2026-12-04"
        locale="fr"
        busy={false}
        onSelect={jest.fn()}
        onMonth={jest.fn()}
      />,
    );
    expect(key()).toBeNull();
  });
});
