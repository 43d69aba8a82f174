import fs from "fs";
import path from "path";
import { LOCALES } from "../i18n/locales";
import { RULE_MESSAGES } from "./rule-messages";

// The server's error catalogue (services/api/messages/{lng}/errors.json, ADR 0364): the browser says the same words.
const serverMessages = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, "../../services/api/messages", locale, "errors.json"), "utf8"),
  ) as Record<string, string>;

const SHARED: Record<string, string> = {
  ...RULE_MESSAGES,
  CART_EXPIRED: "errors.preBookingExpired",
  CART_EXISTS: "errors.tourInCart",
  BOOKING_FAILED: "errors.booking",
  REFERRER_INVALID: "errors.referrer",
  CALENDAR_FAILED: "errors.calendarRefresh",
  AVAILABILITY_FAILED: "errors.calendarFinal",
  NO_DATE: "errors.selectDate",
  // Step 3's names: the browser's check and the server's say the same.
  FIRST_NAME_TOO_SHORT: "checkout.error.firstNameTooShort",
  LAST_NAME_TOO_SHORT: "checkout.error.lastNameTooShort",
};

const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "../i18n/messages", locale, "common.json"), "utf8")) as Record<
    string,
    string
  >;

describe("checkout messages", () => {
  test.each(LOCALES)("%s: the checkout says the server's words", (locale) => {
    const site = catalogue(locale);
    const messages = serverMessages(locale);
    for (const [serverKey, siteKey] of Object.entries(SHARED)) {
      const server = messages[serverKey] ?? "";
      expect([siteKey, site[siteKey]]).toEqual([siteKey, server]);
    }
  });

  test("English texts are the spec's", () => {
    const en = catalogue("en");
    expect(en["errors.selectDate"]).toBe("Please select a date");
    expect(en["errors.selectTickets"]).toBe("Please select your tickets");
    expect(en["errors.tourInCart"]).toBe("You already have a tour in your cart!");
    expect(en["errors.booking"]).toBe("Unable to create or update bookings please try again later");
    expect(en["errors.missingQuery"]).toBe("Sorry an error occured on booking");
    expect(en["errors.calendarRefresh"]).toBe("Unable to refresh availabilities calendar");
    expect(en["errors.calendarFinal"]).toBe("Unable to get final availabilities");
    expect(en["errors.referrer"]).toBe("you cannot book this product using the current reservation link");
  });
});
