/**
 * The CMS's own texts shown to editors (field validation messages): i18next JSON catalogues, the site's format
 * (ADR 0364), in services/cms/messages/{lng}/fields.json, flat keys, `{{name}}` placeholders (domain/fill.ts).
 * Imported, not read from disk, so that the admin's Next.js build bundles them; a language SITE_LANGUAGES adds reads
 * English until its catalogue is imported here (docs/adding-a-language.md).
 */
import { fill } from '../../../domain/fill'
import { byLocale, FALLBACK_LOCALE, isLocale, type ByLocale } from '../../../domain/locales'
import en from '../messages/en/fields.json'
import es from '../messages/es/fields.json'
import fr from '../messages/fr/fields.json'
import nl from '../messages/nl/fields.json'

export type FieldsKey = keyof typeof en
const CATALOGUES = { fr, en, es, nl } as const
const FIELDS: ByLocale<Readonly<Record<FieldsKey, string>>> = CATALOGUES

/** A field message in the editor's admin language (req.i18n.language), English for a language the site lacks. */
export const fieldsText = (
  key: FieldsKey,
  language: string | undefined,
  params: Readonly<Record<string, string | number>> = {},
): string => fill(byLocale(FIELDS, isLocale(language) ? language : FALLBACK_LOCALE)[key], params)

/** Every catalogue (tests). */
export const FIELDS_CATALOGUES = CATALOGUES
