import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../../i18n/messages/en/common.json";
import es from "../../i18n/messages/es/common.json";
import type { Locale } from "../../i18n/locales";
import { CustomerForm, type FieldMessages } from "./customer-form";
import { readDraft } from "./draft";
import { EMPTY_CUSTOMER, type CustomerValues } from "./schema";

function renderForm(
  locale: Locale,
  onSubmit = jest.fn(async (_values: CustomerValues): Promise<FieldMessages | null> => null),
) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: locale === "es" ? es : en } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <CustomerForm
        cartId="cart-1"
        locale={locale}
        initialValues={EMPTY_CUSTOMER}
        onSubmit={onSubmit}
        submitLabel="Pay €64.00"
        busy={false}
      />
    </I18nextProvider>,
  );
  return onSubmit;
}

beforeEach(() => {
  window.dataLayer = [];
  sessionStorage.clear();
});

describe("step-3 customer form", () => {
  test("a refused submit: the summary, each error tied to its field, focus on the first, the form-error event", async () => {
    const onSubmit = renderForm("en");
    fireEvent.click(screen.getByRole("button", { name: "Pay €64.00" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Form incomplete.");
    const first = screen.getByLabelText("First name");
    await waitFor(() => expect(first).toHaveFocus());
    await waitFor(() => expect(first).toHaveAttribute("aria-invalid", "true"));
    expect(document.getElementById(first.getAttribute("aria-describedby")!)).toHaveTextContent(
      "First name must have at least 2 characters",
    );
    const terms = screen.getByRole("checkbox", { name: /Terms and Conditions/ });
    expect(document.getElementById(terms.getAttribute("aria-describedby")!)).toHaveTextContent(
      "Please accept our Terms and Conditions",
    );
    expect(screen.getByRole("checkbox", { name: /offers/ })).not.toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: "form-error", category: "booking", action: "form-error" }),
    ]);
  });

  test("valid details are submitted trimmed as typed, and kept in the tab while typing", async () => {
    const onSubmit = renderForm("en");
    fireEvent.change(screen.getByLabelText("First name"), { target: { name: "firstName", value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { name: "lastName", value: "Lovelace" } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { name: "email", value: "ada@example.org" } });
    fireEvent.change(screen.getByLabelText("Postal code"), { target: { name: "postalCode", value: "SW1A 1AA" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Terms and Conditions/ }));
    expect(readDraft("cart-1")).toMatchObject({ firstName: "Ada", postalCode: "SW1A 1AA", termsAccepted: true });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay €64.00" }));
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      allowMarketing: false,
      termsAccepted: true,
    });
  });

  test("the terms checkbox links the terms and the cancellation policy, and ticking it clears its error at once", async () => {
    renderForm("en");
    const terms = screen.getByRole("checkbox", {
      name: "I accept the Terms and Conditions and the cancellation policy",
    });
    const label = document.querySelector(`label[for="${terms.id}"]`)!;
    const links = [...label.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
      a.getAttribute("target"),
    ]);
    expect(links).toEqual([
      ["Terms and Conditions", "/en/page/terms-and-conditions", "_blank"],
      ["cancellation policy", "/en/page/terms-and-conditions", "_blank"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Pay €64.00" }));
    await screen.findByRole("alert");
    await waitFor(() => expect(terms).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Please accept our Terms and Conditions")).toBeInTheDocument();
    fireEvent.click(terms);
    await waitFor(() => expect(screen.queryByText("Please accept our Terms and Conditions")).not.toBeInTheDocument());
    expect(terms).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("error-summary")).not.toHaveTextContent("Terms and Conditions");
    // A field still wrong keeps its message: typing one letter of a first name is not enough.
    fireEvent.change(screen.getByLabelText("First name"), { target: { name: "firstName", value: "A" } });
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
  });

  test("Spanish: the terms label reads in Spanish word order with both links", () => {
    renderForm("es");
    expect(
      screen.getByRole("checkbox", { name: "Acepto los términos y condiciones y la política de cancelación" }),
    ).toBeInTheDocument();
  });

  test("Spanish shows the last name (Apellidos) before the first name (Nombre)", () => {
    renderForm("es");
    const labels = [...document.querySelectorAll("label")].map((l) => l.textContent);
    expect(labels.slice(0, 2)).toEqual(["Apellidos", "Nombre"]);
    expect(screen.getByLabelText("Apellidos")).toHaveAttribute("name", "lastName");
  });
});
