import type { Field, TextField } from 'payload'

import { CITY_IDS } from '../../../../domain/cities'

/** A city reference by catalogue id (paris, london...). Validated against the catalogue. */
export const cityField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'city',
    type: 'text',
    index: true,
    admin: {
      description: `Catalogue city id: ${CITY_IDS.join(', ')}${overrides.required ? '' : ' (empty = all cities / global)'}`,
    },
    validate: (value: unknown) =>
      value == null || value === '' || (typeof value === 'string' && (CITY_IDS as readonly string[]).includes(value))
        ? true
        : `Unknown city "${String(value)}"`,
    ...overrides,
  }) as TextField

/** SEO group: localized meta title and description. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  interfaceName: 'Seo',
  fields: [
    { name: 'metaTitle', type: 'text', localized: true },
    { name: 'metaDescription', type: 'textarea', localized: true },
  ],
}

/** An HTML string (rich text is stored as sanitisable HTML: the site gets a plain string through GraphQL). */
export const htmlField = (
  name: string,
  extra: { localized?: boolean; required?: boolean; label?: string } = {},
): Field => ({
  name,
  type: 'textarea',
  localized: extra.localized ?? true,
  required: extra.required,
  label: extra.label,
  admin: { description: 'HTML (h2-h4, p, ul/ol/li, a, strong, em). The site sanitises it before rendering.', rows: 12 },
})

export const slugField = (extra: { unique?: boolean; required?: boolean } = {}): TextField => ({
  name: 'slug',
  type: 'text',
  index: true,
  unique: extra.unique,
  required: extra.required ?? true,
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Lowercase letters, digits and single hyphens only',
})
