/** The ALTCHA widget speaks the site's words: its texts come from the site's catalogue (forms.altcha.*, ADR 0364). */
import { render, waitFor } from "@testing-library/react";
import React from "react";
import { I18nextProvider } from "react-i18next";
import fr from "../i18n/messages/fr/common.json";
import { siteI18n } from "../../tests/setup/site-i18n";
import { CaptchaField } from "./captcha-field";

const mockSetTexts = jest.fn();
// ALTCHA's custom element is not needed here, only its text store (globalThis.$altcha.i18n).
jest.mock("altcha", () => {
  (globalThis as unknown as { $altcha: unknown }).$altcha = { i18n: { set: mockSetTexts } };
  return {};
});

function inFrench(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={siteI18n("fr")}>{ui}</I18nextProvider>);
}

beforeEach(() => {
  mockSetTexts.mockClear();
  global.fetch = jest.fn().mockResolvedValue({
    json: async () => ({ kind: "altcha", challengeUrl: "/api/forms/challenge" }),
  }) as unknown as typeof fetch;
});

test("the widget's texts are the catalogue's, registered under the page's language", async () => {
  const { container } = inFrench(<CaptchaField locale="fr" id="captcha" />);
  await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull());
  expect(container.querySelector("altcha-widget")!.getAttribute("language")).toBe("fr");
  expect(mockSetTexts).toHaveBeenCalledTimes(1);
  const [language, texts] = mockSetTexts.mock.calls[0] as [string, Record<string, string>];
  expect(language).toBe("fr");
  expect(texts.label).toBe("Je ne suis pas un robot");
  expect(texts.verifying).toBe(fr["forms.altcha.verifying"]);
  expect(texts.verified).toBe("Vérifié");
  // Every text ALTCHA shows, none left to its own English.
  expect(Object.keys(texts).sort()).toEqual(
    Object.keys(fr)
      .filter((k) => k.startsWith("forms.altcha."))
      .map((k) => k.slice("forms.altcha.".length))
      .sort(),
  );
  expect(Object.values(texts).every((v) => v && !v.startsWith("forms.altcha."))).toBe(true);
});
