import { expect, type Page } from "@playwright/test";

/**
 * Chooses `date` in a search date field (ADR 0352: the checkout's calendar, not a native date input): opens it, goes
 * to the date's month with the calendar's "next month" button, presses the day. `press` taps on a touch phone.
 */
export async function chooseSearchDate(
  page: Page,
  date: string,
  nextMonthLabel: string,
  field = "#search-date",
  press: "click" | "tap" = "click",
): Promise<void> {
  const button = page.locator(field);
  await expect(button).toHaveAttribute("data-today", /^\d{4}-\d{2}-\d{2}$/);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button[press]();
  const panel = page.locator(".date-field__panel");
  for (let i = 0; i < 4; i++) {
    await expect(panel.locator(".calendar[aria-busy='false']")).toBeVisible();
    const day = panel.locator(`button[data-date="${date}"]`);
    if ((await day.count()) > 0) {
      await day[press]();
      await expect(button).toHaveAttribute("data-value", date);
      return;
    }
    await panel.getByRole("button", { name: nextMonthLabel })[press]();
  }
  throw new Error(`${date} is not in the next months of the calendar`);
}
