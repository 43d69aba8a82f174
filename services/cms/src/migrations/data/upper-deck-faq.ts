/**
 * The specification's "bus upper deck height about 4 metres", told in each city's FAQ. The seed lists it
 * with the on-board questions; the data migration `*_upper_deck_faq` (sqlite and postgres) adds it to the FAQ of
 * every city of an existing installation that has FAQs and lacks it. Frozen here so the migration means the same
 * thing forever.
 */
export const UPPER_DECK_FAQ = {
  category: 'on-board',
  /** Between "How often do the buses run?" (50) and the commentary's language (60) of the seeded FAQs. */
  sortOrder: 55,
  question: {
    fr: 'Quelle est la hauteur du pont supérieur ?',
    en: 'How high is the upper deck?',
    es: '¿A qué altura está el piso superior?',
    nl: 'Hoe hoog is het bovendek?',
  },
  answer: {
    fr: '<p>Environ 4 mètres au-dessus de la chaussée. Restez assis pendant le trajet, surtout sous les ponts et les arbres.</p>',
    en: '<p>About 4 metres above the road. Please stay seated while the bus is moving, especially under bridges and trees.</p>',
    es: '<p>Unos 4 metros sobre la calzada. Permanezca sentado mientras el autobús circula, sobre todo bajo puentes y árboles.</p>',
    nl: '<p>Ongeveer 4 meter boven de weg. Blijft u zitten terwijl de bus rijdt, vooral onder bruggen en bomen.</p>',
  },
} as const

export const UPPER_DECK_LOCALES = ['fr', 'en', 'es', 'nl'] as const
