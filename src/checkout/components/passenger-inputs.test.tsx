/** Seniors and students are told that proof of status is asked at first use (spec section 3), in every language. */
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../../i18n/messages/en/common.json";
import es from "../../i18n/messages/es/common.json";
import fr from "../../i18n/messages/fr/common.json";
import nl from "../../i18n/messages/nl/common.json";
import { PassengerInputs, type PassengerUnit } from "./passenger-inputs";
import { EMPTY_MIX } from "../../../domain/passengers";

const CATALOGUES = { en, fr, es, nl } as const;
const unit = (type: PassengerUnit["type"], minAge: number, maxAge: number): PassengerUnit => ({
  type,
  minAge,
  maxAge,
  priceFrom: { retail: 2000, currency: "EUR" },
});
const UNITS = [
  unit("ADULT" as PassengerUnit["type"], 12, 99),
  unit("SENIOR" as PassengerUnit["type"], 65, 99),
  unit("STUDENT" as PassengerUnit["type"], 12, 26),
];
const VALUES = { ...EMPTY_MIX, adult: 1 };

describe.each(Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[])("%s", (lng) => {
  test("the proof note under seniors and students, not under adults", () => {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({
      lng,
      resources: { [lng]: { translation: CATALOGUES[lng] } },
      interpolation: { escapeValue: false },
      keySeparator: false,
      nsSeparator: false,
    });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <PassengerInputs
          units={UNITS}
          values={VALUES}
          locale={lng}
          familyRule={null}
          invalidField={null}
          errorId="e"
          onChange={() => undefined}
        />
      </I18nextProvider>,
    );
    const note = CATALOGUES[lng]["checkout.proofNote"];
    const rows = [...container.querySelectorAll(".passengers__row")].map((row) =>
      (row.textContent ?? "").includes(note),
    );
    expect(rows).toEqual([false, true, true]);
    expect(screen.getAllByText(new RegExp(note.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).toHaveLength(2);
  });
});
