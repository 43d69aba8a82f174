import { act, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import type { LayoutCity } from "../content/layout-cities";
import { POLL_ATTEMPTS, POLL_INTERVAL_MS, PaymentCallback, errorCodeOf } from "./payment-callback";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
});

const city = { id: "paris", name: "Paris", supportEmail: null } as unknown as LayoutCity;

/** The callback page against a server answering `answers` in turn (the last one again once they run out). */
function callbackAnswering(...answers: unknown[]) {
  window.history.replaceState(null, "", "/en/paris/callback/success?t=T&s=1234567890123456&eventId=0");
  let call = 0;
  window.fetch = jest.fn(async () => {
    const verifyPayment = {
      __typename: "PaymentOutcome",
      ...(answers[Math.min(call++, answers.length - 1)] as object),
    };
    // The part of a fetch Response that Apollo's HttpLink reads (the booking client, src/lib/booking-client.ts).
    return {
      status: 200,
      ok: true,
      headers: new Map([["content-type", "application/json"]]),
      text: async () => JSON.stringify({ data: { verifyPayment } }),
    };
  }) as unknown as typeof fetch;
  return render(
    <I18nextProvider i18n={i18n}>
      <PaymentCallback city={city} locale="en" />
    </I18nextProvider>,
  );
}

describe("errorCodeOf (the failure page's ?errorCode)", () => {
  test("a short code is read; anything else is ignored", () => {
    expect(errorCodeOf("?t=T&errorCode=10051")).toBe("10051");
    expect(errorCodeOf("?errorCode=%20E-42.x_1%20")).toBe("E-42.x_1");
    expect(errorCodeOf("")).toBeNull();
    expect(errorCodeOf("?errorCode=")).toBeNull();
    expect(errorCodeOf(`?errorCode=${encodeURIComponent("<b>call 0800</b>")}`)).toBeNull();
    expect(errorCodeOf(`?errorCode=${"9".repeat(41)}`)).toBeNull();
  });
});

describe("PaymentCallback", () => {
  // The page loads the booking client on demand (load-booking-client.ts); loaded once here, so that the first test's
  // wait is for the answer, not for jest's first transform of Apollo.
  beforeAll(() => import("../lib/booking-client"));

  test("a booking cancelled since the payment is shown as cancelled, without tickets", async () => {
    callbackAnswering({ ok: false, code: "CANCELLED", message: "This booking has been cancelled", booking: null });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your booking has been cancelled" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("callback-message")).toHaveTextContent("This booking has been cancelled");
    expect(screen.queryByTestId("tickets-link")).toBeNull();
    expect(screen.getByTestId("payment-callback")).toHaveAttribute("data-state", "CANCELLED");
  });

  test("a failed payment keeps its own heading", async () => {
    callbackAnswering({
      ok: false,
      code: "TRANSACTION_NOT_FOUND",
      message: "The transaction could not be found, please contact customer care",
      booking: null,
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your payment did not go through" }),
    ).toBeInTheDocument();
  });

  describe("while the booking is being confirmed (PROCESSING)", () => {
    const processing = {
      ok: false,
      code: "PROCESSING",
      message: "We are processing your booking, refresh the page to get your tickets",
      booking: null,
    };
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test(`asks again every ${POLL_INTERVAL_MS} ms, ${POLL_ATTEMPTS} times, then says to refresh, and a refresh asks again`, async () => {
      callbackAnswering(processing);
      for (let i = 1; i < POLL_ATTEMPTS; i++) await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
      expect(await screen.findByTestId("callback-message")).toHaveTextContent("refresh the page to get your tickets");
      expect(window.fetch).toHaveBeenCalledTimes(POLL_ATTEMPTS);
      fireEvent.click(screen.getByRole("button", { name: en["callback.refresh"] }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(window.fetch).toHaveBeenCalledTimes(POLL_ATTEMPTS + 1);
    });
  });
});
