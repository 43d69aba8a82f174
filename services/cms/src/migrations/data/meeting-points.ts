/**
 * The seed of releases up to 2.6.x paired each city's first stop with the office's address, so three
 * meeting points contradicted their stop ("Eiffel Tower stop, 11 avenue de l'Opéra"...). The data migration
 * `*_meeting_points` (sqlite and postgres) replaces exactly these seeded values with true pairs (an address near the
 * named stop), and only where a product still holds the old seeded value: an editor's edit is never overwritten.
 * Frozen here (not derived from the seed) so the migration means the same thing forever; the upgrade test reads it
 * as its allowance for this deliberate correction.
 */
export interface MeetingPointFix {
  locale: 'fr' | 'en' | 'es' | 'nl'
  from: string
  to: string
}

const STOPS: { names: Record<MeetingPointFix['locale'], string>; oldAddress: string; newAddress: string }[] = [
  {
    names: { fr: 'Tour Eiffel', en: 'Eiffel Tower', es: 'Torre Eiffel', nl: 'Eiffeltoren' },
    oldAddress: '11 avenue de l\u2019Opéra, 75001 Paris',
    newAddress: '5 avenue Anatole France, 75007 Paris',
  },
  {
    names: { fr: 'Palais de Buckingham', en: 'Buckingham Palace', es: 'Palacio de Buckingham', nl: 'Buckingham Palace' },
    oldAddress: '1 Northumberland Avenue, London WC2N 5BW',
    newAddress: 'Buckingham Palace Road, London SW1W 0QH',
  },
  {
    names: { fr: 'Sagrada Família', en: 'Sagrada Família', es: 'Sagrada Família', nl: 'Sagrada Família' },
    oldAddress: 'Plaça de Catalunya 17, 08002 Barcelona',
    newAddress: 'Carrer de Mallorca 401, 08013 Barcelona',
  },
]

const label: Record<MeetingPointFix['locale'], (stop: string, address: string) => string> = {
  fr: (s, a) => `Arrêt ${s}, ${a}`,
  en: (s, a) => `${s} stop, ${a}`,
  es: (s, a) => `Parada ${s}, ${a}`,
  nl: (s, a) => `Halte ${s}, ${a}`,
}

export const MEETING_POINT_FIXES: readonly MeetingPointFix[] = STOPS.flatMap((stop) =>
  (Object.keys(label) as MeetingPointFix['locale'][]).map((locale) => ({
    locale,
    from: label[locale](stop.names[locale], stop.oldAddress),
    to: label[locale](stop.names[locale], stop.newAddress),
  })),
)
