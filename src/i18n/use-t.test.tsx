import { render, screen, act } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { useT } from "./use-t";

function Labels() {
  const t = useT();
  return (
    <p>
      {t("checkout.continue")} | {t("checkout.continue")} | {t("calendar.limited", { count: 1 })} |{" "}
      {t("calendar.limited", { count: 4 })}
    </p>
  );
}

test("each text is looked up once per page and language; another language looks up again (ADR 0330)", async () => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: {
      en: {
        translation: {
          "checkout.continue": "Continue",
          "calendar.limited_one": "{{count}} seat left",
          "calendar.limited_other": "{{count}} seats left",
        },
      },
      fr: {
        translation: {
          "checkout.continue": "Continuer",
          "calendar.limited_one": "{{count}} place restante",
          "calendar.limited_other": "{{count}} places restantes",
        },
      },
    },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  // i18next's lookup of one key (not in its public types): what the cache saves.
  const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
  const lookups = jest.spyOn(translator, "translate");
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <Labels />
    </I18nextProvider>,
  );
  expect(screen.getByText("Continue | Continue | 1 seat left | 4 seats left")).toBeInTheDocument();
  rerender(
    <I18nextProvider i18n={i18n}>
      <Labels />
    </I18nextProvider>,
  );
  expect(lookups).toHaveBeenCalledTimes(3); // two keys, one of them with two counts; none again on the second render
  await act(async () => {
    await i18n.changeLanguage("fr");
  });
  expect(screen.getByText("Continuer | Continuer | 1 place restante | 4 places restantes")).toBeInTheDocument();
});
