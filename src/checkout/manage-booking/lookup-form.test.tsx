import { fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../../i18n/messages/en/common.json";
import { LookupForm } from "./lookup-form";

function renderForm(onSubmit = jest.fn()) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <LookupForm initial={{ reference: "", email: "" }} busy={false} problem={null} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return onSubmit;
}

describe("manage booking: the lookup form", () => {
  it("types the reference as capitals, never spell-corrected, and the e-mail without capitals", () => {
    renderForm();
    const reference = screen.getByLabelText(en["manage.reference"]);
    expect(reference).toHaveAttribute("autocapitalize", "characters");
    expect(reference).toHaveAttribute("autocorrect", "off");
    expect(reference).toHaveAttribute("spellcheck", "false");
    expect(screen.getByLabelText(en["manage.email"])).toHaveAttribute("autocapitalize", "none");
  });

  it("sends what the visitor typed, trimmed (the server matches the reference in any case)", () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText(en["manage.reference"]), { target: { value: " ab12cd34 " } });
    fireEvent.change(screen.getByLabelText(en["manage.email"]), { target: { value: "ana@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: en["manage.find"] }));
    expect(onSubmit).toHaveBeenCalledWith({ reference: "ab12cd34", email: "ana@example.com" });
  });
});
