import { expect, type Locator, type Page } from "@playwright/test";
import en from "../../../src/i18n/messages/en/common.json";
import es from "../../../src/i18n/messages/es/common.json";
import fr from "../../../src/i18n/messages/fr/common.json";
import nl from "../../../src/i18n/messages/nl/common.json";
import { byLocale, type ByLocale, type Locale } from "../../../src/i18n/locales";
import { axe } from "./axe";

/** The UI catalogues: the tests find controls by the names visitors hear, in each language. */
export const MESSAGES: ByLocale<typeof en> = { en, fr, es, nl };
/** A language's UI catalogue; an added language's (the de build, tests/e2e/fifth-language.spec.ts) is English's copy. */
export const messagesFor = (locale: Locale): typeof en => byLocale(MESSAGES, locale);

export async function expectAccessible(page: Page): Promise<void> {
  const result = await axe(page).analyze();
  // Each violation with its elements and axe's reason, so a failure on CI says what it saw.
  expect(
    result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The calendar's day buttons whose accessible name ends with a state ("available", "sold out"…). */
export const days = (page: Page, state: string): Locator =>
  page.getByRole("grid").getByRole("button", { name: new RegExp(`, ${state}(, |$)`) });

/** Clicks the first day in that state, opening the next months if the shown one has none; returns its date. */
export async function pickDay(page: Page, state: string, nextMonthLabel: string): Promise<string> {
  await expect(page.getByRole("grid")).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await expect(page.locator(".calendar[aria-busy='false']")).toBeVisible();
    const found = days(page, state).first();
    if ((await days(page, state).count()) > 0) {
      await found.click();
      await expect(found).toHaveAttribute("aria-pressed", "true");
      return (await found.getAttribute("data-date")) as string;
    }
    await page.getByRole("button", { name: nextMonthLabel }).click();
  }
  throw new Error(`no day ${state} in three months`);
}

/** Presses Tab until the locator has the focus (a keyboard-only visitor). */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("could not reach the element with Tab");
}
