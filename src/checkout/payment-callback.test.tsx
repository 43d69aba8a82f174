import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import type { LayoutCity } from "../content/layout-cities";
import { PaymentCallback } from "./payment-callback";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
});

const city = { id: "paris", name: "Paris", supportEmail: null } as unknown as LayoutCity;

function callbackAnswering(verifyPayment: unknown) {
  window.history.replaceState(null, "", "/en/paris/callback/success?t=T&s=1234567890123456&eventId=0");
  window.fetch = jest.fn(async () => ({ status: 200, ok: true, json: async () => ({ data: { verifyPayment } }) })) as unknown as typeof fetch;
  return render(
    <I18nextProvider i18n={i18n}>
      <PaymentCallback city={city} locale="en" />
    </I18nextProvider>,
  );
}

describe("PaymentCallback", () => {
  test("a booking cancelled since the payment is shown as cancelled, without tickets (issue 16.10)", async () => {
    callbackAnswering({ ok: false, code: "CANCELLED", message: "This booking has been cancelled", booking: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Your booking has been cancelled" })).toBeInTheDocument();
    expect(screen.getByTestId("callback-message")).toHaveTextContent("This booking has been cancelled");
    expect(screen.queryByTestId("tickets-link")).toBeNull();
    expect(screen.getByTestId("payment-callback")).toHaveAttribute("data-state", "CANCELLED");
  });

  test("a failed payment keeps its own heading", async () => {
    callbackAnswering({ ok: false, code: "TRANSACTION_NOT_FOUND", message: "The transaction could not be found, please contact customer care", booking: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Your payment did not go through" })).toBeInTheDocument();
  });
});
