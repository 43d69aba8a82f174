import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../src/i18n/messages/en/common.json";
import es from "../../src/i18n/messages/es/common.json";
import fr from "../../src/i18n/messages/fr/common.json";
import nl from "../../src/i18n/messages/nl/common.json";
import type { BuiltInLocale as Locale } from "../../src/i18n/locales";

const CATALOGUES: Record<Locale, Record<string, string>> = { en, es, fr, nl };

/**
 * The site's i18next set-up for a component test: one language's catalogue with flat keys as the pages have them
 * (no key or namespace separator), no escaping (React escapes). Render under `<I18nextProvider i18n={…}>`.
 * `asDefault` also makes it react-i18next's default instance (initReactI18next); without it, the file's other tests
 * keep reading keys.
 */
export function siteI18n(lng: Locale, { asDefault = false } = {}): i18n {
  const instance = i18next.createInstance();
  if (asDefault) instance.use(initReactI18next);
  void instance.init({
    lng,
    resources: { [lng]: { translation: CATALOGUES[lng] } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  return instance;
}
