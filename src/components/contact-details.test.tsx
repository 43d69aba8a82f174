import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import fr from "../i18n/messages/fr/common.json";
import type { LayoutCity } from "../content/layout-cities";
import { ContactDetails } from "./contact-details";

const city = {
  id: "paris",
  name: "Paris",
  locales: ["fr", "en"],
  supportEmail: null,
  chatUrl: null,
  tagline: null,
} as unknown as LayoutCity;
const office = {
  name: "Office",
  address: "1 rue X",
  telephone: null,
  openingHours: null,
  latitude: 48.85661,
  longitude: 2.35222,
};

// "Find us" gives the office's address and a link to the city map, never raw coordinates (and no raw key).
test.each([
  ["en", en, "See the office on the city map"],
  ["fr", fr, "Voir le bureau sur le plan de la ville"],
])("the office is found by its address and the map (%s)", (lng, messages, text) => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: messages } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ContactDetails city={city} office={office} locale={lng as "en" | "fr"} />
    </I18nextProvider>,
  );
  expect(screen.getByRole("link", { name: text })).toBeInTheDocument();
  expect(screen.getByText("1 rue X")).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/48[.,]8566|2[.,]3522/);
  expect(document.body).not.toHaveTextContent("help.");
});
