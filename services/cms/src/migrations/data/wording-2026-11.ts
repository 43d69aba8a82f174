/**
 * Two corrections of seeded content (docs/adr/0357), applied to existing installations by the data migration
 * `*_wording_2026_11` (sqlite and postgres), frozen here so the migration means the same thing forever; the upgrade
 * test reads them as its allowance for these deliberate corrections.
 *
 * 1. The French name of the hop-on hop-off bus: the operator's term, "bus hop-on hop-off", as French sightseeing
 *    operators and the site's other languages write it, not the calque "bus à arrêts multiples" (product titles and
 *    descriptions, menus, articles, partner pages, home pages). Replaced inside the text, wherever it is.
 * 2. The FAQ "Is my ticket valid for several days?" said the days run from first use; tickets are dated (the date
 *    chosen at booking is on the ticket, the QR codes and the calendar file): one truth, the ticket is valid on the
 *    chosen day and the following day(s). Replaced only where the answer is still exactly the seed's.
 */

/** Old → new, in this order (the longer phrase first), case-sensitive. */
export const FRENCH_PRODUCT_NAME: readonly (readonly [string, string])[] = [
  ['Bus touristiques à arrêts multiples', 'Bus touristiques hop-on hop-off'],
  ['Bus à arrêts multiples', 'Bus hop-on hop-off'],
  ['bus à arrêts multiples', 'bus hop-on hop-off'],
]

/** The text with the French product name corrected (what the migration's REPLACE chain does to a column). */
export const reworded = (text: string): string =>
  FRENCH_PRODUCT_NAME.reduce((s, [from, to]) => s.split(from).join(to), text)

/** The localized text columns that may hold the seeded name, per table (same names in both adapters). */
export const WORDING_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  products_loc: ['title', 'short_description', 'description', 'seo_meta_title', 'seo_meta_description'],
  _products_v_loc: [
    'version_title',
    'version_short_description',
    'version_description',
    'version_seo_meta_title',
    'version_seo_meta_description',
  ],
  products_highlights_loc: ['text'],
  _products_v_version_highlights_loc: ['text'],
  products_faqs_loc: ['question', 'answer'],
  _products_v_version_faqs_loc: ['question', 'answer'],
  menus_items_loc: ['label'],
  articles_loc: ['title', 'excerpt', 'body', 'seo_meta_title', 'seo_meta_description'],
  _articles_v_loc: [
    'version_title',
    'version_excerpt',
    'version_body',
    'version_seo_meta_title',
    'version_seo_meta_description',
  ],
  partners_loc: ['intro', 'seo_meta_title', 'seo_meta_description'],
  _partners_v_loc: ['version_intro', 'version_seo_meta_title', 'version_seo_meta_description'],
  partners_local_pages_loc: ['body'],
  _partners_v_version_local_pages_loc: ['body'],
  home_pages_blocks_rich_text: ['html'],
  _home_pages_v_blocks_rich_text: ['html'],
  pages_blocks_rich_text: ['html'],
  _pages_v_blocks_rich_text: ['html'],
  home_pages_loc: ['seo_meta_title', 'seo_meta_description'],
  _home_pages_v_loc: ['version_seo_meta_title', 'version_seo_meta_description'],
  cities_loc: ['tagline', 'seo_meta_title', 'seo_meta_description'],
}

export const DATED_TICKETS_LOCALES = ['fr', 'en', 'es', 'nl'] as const

/** The city FAQ's answer about multi-day tickets: the seed's old text and the one truth. */
export const DATED_TICKETS_FAQ: Record<(typeof DATED_TICKETS_LOCALES)[number], { from: string; to: string }> = {
  fr: {
    from: '<p>Oui, selon l’option choisie : 1, 2 ou 3 jours consécutifs à partir de la première utilisation.</p>',
    to: '<p>Oui, selon l’option choisie : 1, 2 ou 3 jours consécutifs. Le billet est daté : il est valable le jour choisi à la réservation et le ou les jours suivants.</p>',
  },
  en: {
    from: '<p>Yes, depending on the option: 1, 2 or 3 consecutive days from first use.</p>',
    to: '<p>Yes, depending on the option: 1, 2 or 3 consecutive days. Tickets are dated: yours is valid on the day you chose when booking and the following day(s).</p>',
  },
  es: {
    from: '<p>Sí, según la opción: 1, 2 o 3 días consecutivos desde el primer uso.</p>',
    to: '<p>Sí, según la opción: 1, 2 o 3 días consecutivos. La entrada lleva fecha: es válida el día elegido al reservar y el día o los días siguientes.</p>',
  },
  nl: {
    from: '<p>Ja, afhankelijk van de optie: 1, 2 of 3 opeenvolgende dagen vanaf het eerste gebruik.</p>',
    to: '<p>Ja, afhankelijk van de optie: 1, 2 of 3 opeenvolgende dagen. Tickets zijn gedateerd: uw ticket is geldig op de dag die u bij het boeken koos en de dag(en) erna.</p>',
  },
}
