import type { BuiltInLocale as Locale } from '../../../../domain/locales'

/** Localized route segments of the site (spec section 2), used for internal links in the seeded HTML. */
export const SEG = {
  tours: { fr: 'visites', en: 'tours', es: 'visitas', nl: 'rondleidingen' },
  product: { fr: 'produit', en: 'product', es: 'producto', nl: 'product' },
  inspiration: { fr: 'inspiration', en: 'inspiration', es: 'inspiracion', nl: 'inspiratie' },
  map: { fr: 'carte', en: 'map', es: 'mapa', nl: 'kaart' },
  help: { fr: 'aide', en: 'help', es: 'ayuda', nl: 'hulp' },
  privateTour: { fr: 'visite-privee', en: 'private-tour', es: 'visita-privada', nl: 'persoonlijke-rondleiding' },
  status: {
    fr: 'informations-de-service',
    en: 'service-traffic-update',
    es: 'informacion-de-servicio',
    nl: 'update-serviceverkeer',
  },
} as const satisfies Record<string, Record<Locale, string>>

export const path = (lang: Locale, city: string, seg: keyof typeof SEG, rest = ''): string =>
  `/${lang}/${city}/${SEG[seg][lang]}${rest ? `/${rest}` : ''}`
