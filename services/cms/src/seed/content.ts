/** Seed templates for products, FAQs, home pages, pages, menus, alerts and partners (fr, en, es, nl). */
import type { CityId } from '../../../../domain/cities'
// The seed's texts are written in the built-in languages; an added one reads them through Payload's fallback.
import type { BuiltInLocale as Locale } from '../../../../domain/locales'
import type { CatalogueProduct, OfferType } from '../../../../domain/products'
import { CITY_FACTS, t, type L } from './city-data'
import { path } from './routes'
import { deFr, withArticleFr } from './french'
import { UPPER_DECK_FAQ } from '../migrations/data/upper-deck-faq'
import { DATED_TICKETS_FAQ } from '../migrations/data/wording-2026-11'

const OFFER_PITCH: Record<OfferType, L> = {
  'hop-on-hop-off': t(
    'Montez et descendez à volonté à chaque arrêt du circuit, avec commentaire audio en 10 langues.',
    'Hop on and off as often as you like at every stop on the route, with audio commentary in 10 languages.',
    'Suba y baje tantas veces como quiera en todas las paradas, con audioguía en 10 idiomas.',
    'Stap zo vaak u wilt in en uit bij elke halte, met audiocommentaar in 10 talen.',
  ),
  'themed-tour': t(
    'Une visite thématique guidée, en petit groupe, qui raconte la ville autrement.',
    'A guided themed tour in a small group that tells the city’s story from a new angle.',
    'Una visita temática guiada en grupo reducido que cuenta la ciudad desde otro ángulo.',
    'Een thematische rondleiding in een kleine groep die de stad vanuit een nieuwe hoek vertelt.',
  ),
  'special-tour': t(
    'Une expérience à part, en soirée, avec places limitées.',
    'A one-of-a-kind evening experience with limited seats.',
    'Una experiencia única por la noche con plazas limitadas.',
    'Een unieke avondervaring met beperkte plaatsen.',
  ),
  package: t(
    'Le bus hop-on hop-off et une grande visite, réunis dans un seul billet avantageux.',
    'The hop-on hop-off bus and a major attraction, combined in one great-value ticket.',
    'El autobús turístico y una gran atracción, en un solo billete ventajoso.',
    'De hop-on hop-off bus en een topattractie, samen in één voordelig ticket.',
  ),
  attraction: t(
    'Le bus et une attraction phare avec entrée à heure fixe.',
    'The bus plus a headline attraction with a timed entry.',
    'El autobús más una atracción estrella con entrada a hora fija.',
    'De bus plus een topattractie met een vast toegangstijdstip.',
  ),
  'audio-experience': t(
    'Un audioguide sur votre téléphone, en 10 langues, à écouter à votre rythme pendant 24 heures.',
    'An audio guide on your phone in 10 languages, to enjoy at your own pace for 24 hours.',
    'Una audioguía en su móvil en 10 idiomas, para escuchar a su ritmo durante 24 horas.',
    'Een audiogids op uw telefoon in 10 talen, 24 uur lang in uw eigen tempo te beluisteren.',
  ),
  'family-pass': t(
    'Un billet unique pour toute la famille, plus avantageux que des billets séparés.',
    'One ticket for the whole family, better value than separate tickets.',
    'Un único billete para toda la familia, más económico que billetes separados.',
    'Eén ticket voor het hele gezin, voordeliger dan losse tickets.',
  ),
  'private-hire': t(
    'Un bus à impériale rien que pour vous : anniversaires, séminaires, mariages.',
    'A double-decker all to yourselves: birthdays, corporate events, weddings.',
    'Un autobús de dos pisos solo para ustedes: cumpleaños, empresas, bodas.',
    'Een dubbeldekker helemaal voor u: verjaardagen, bedrijfsuitjes, bruiloften.',
  ),
}

const E_TICKET = t(
  'Billet électronique sur votre téléphone',
  'E-ticket on your phone',
  'Billete electrónico en su móvil',
  'E-ticket op uw telefoon',
)
const COMMENTARY = t(
  'Commentaire audio en 10 langues',
  'Audio commentary in 10 languages',
  'Audioguía en 10 idiomas',
  'Audiocommentaar in 10 talen',
)
const WIFI = t('Wi-Fi à bord', 'Free Wi-Fi on board', 'Wi-Fi gratuito a bordo', 'Gratis wifi aan boord')
const HOP = t(
  'Montées et descentes illimitées sur toutes les lignes',
  'Unlimited hop-on hop-off on every line',
  'Subidas y bajadas ilimitadas en todas las líneas',
  'Onbeperkt in- en uitstappen op alle lijnen',
)

/** The product page's "What's included" list, by offer type. */
const INCLUDED: Record<OfferType, L[]> = {
  'hop-on-hop-off': [E_TICKET, HOP, COMMENTARY, WIFI],
  'themed-tour': [
    E_TICKET,
    t(
      'Un guide en petit groupe',
      'A guide for your small group',
      'Un guía para su grupo reducido',
      'Een gids voor uw kleine groep',
    ),
    COMMENTARY,
  ],
  'special-tour': [
    E_TICKET,
    t(
      'Place réservée à l’impériale',
      'A reserved top-deck seat',
      'Asiento reservado en el piso superior',
      'Een gereserveerde plaats op het bovendek',
    ),
    COMMENTARY,
  ],
  package: [
    E_TICKET,
    HOP,
    t(
      'Entrée à la grande visite du billet',
      'Entry to the ticket’s attraction',
      'Entrada a la atracción del billete',
      'Toegang tot de attractie van het ticket',
    ),
    COMMENTARY,
    WIFI,
  ],
  attraction: [
    E_TICKET,
    HOP,
    t(
      'Entrée à heure fixe, sans file d’attente',
      'Timed entry, no ticket queue',
      'Entrada a hora fija, sin colas de taquilla',
      'Toegang op een vast tijdstip, zonder wachtrij',
    ),
    COMMENTARY,
  ],
  'audio-experience': [
    E_TICKET,
    t(
      'Audioguide en 10 langues pendant 24 heures',
      'Audio guide in 10 languages for 24 hours',
      'Audioguía en 10 idiomas durante 24 horas',
      'Audiogids in 10 talen, 24 uur lang',
    ),
    t(
      'Plan hors ligne des arrêts',
      'Offline map of the stops',
      'Mapa sin conexión de las paradas',
      'Offline kaart van de haltes',
    ),
  ],
  'family-pass': [
    E_TICKET,
    HOP,
    t(
      'Deux adultes et les enfants de la famille',
      'Two adults and the family’s children',
      'Dos adultos y los niños de la familia',
      'Twee volwassenen en de kinderen van het gezin',
    ),
    COMMENTARY,
    WIFI,
  ],
  'private-hire': [
    t(
      'Un bus à impériale avec chauffeur',
      'A double-decker with its driver',
      'Un autobús de dos pisos con conductor',
      'Een dubbeldekker met chauffeur',
    ),
    t('Itinéraire à votre choix', 'The route of your choice', 'La ruta que elijas', 'Een route naar keuze'),
    WIFI,
  ],
}

/** Offer types that ride the city's bus lines: their product page lists the lines and stops. */
export const RIDES_BUS_LINES: ReadonlySet<OfferType> = new Set<OfferType>([
  'hop-on-hop-off',
  'package',
  'attraction',
  'family-pass',
  'special-tour',
])

const DURATION = (p: CatalogueProduct): L => {
  const o = p.options[0]
  if (p.offerType === 'hop-on-hop-off' || p.offerType === 'package' || p.offerType === 'family-pass') {
    const days = p.options.map((x) => x.days).join('/')
    return t(`Billet valable ${days} jours`, `Valid ${days} days`, `Válido ${days} días`, `${days} dagen geldig`)
  }
  const h = Math.floor(o.durationMinutes / 60)
  const m = o.durationMinutes % 60
  const fr = m ? `${h} h ${m}` : `${h} h`
  return t(
    fr,
    m ? `${h} h ${m} min` : `${h} hours`,
    m ? `${h} h ${m} min` : `${h} horas`,
    m ? `${h} uur ${m} min` : `${h} uur`,
  )
}

export interface ProductText {
  shortDescription: string
  description: string
  highlights: string[]
  included: string[]
  faqs: { question: string; answer: string }[]
  duration: string
  meetingPoint: string
  metaDescription: string
}

export function productText(p: CatalogueProduct, lang: Locale): ProductText {
  const f = CITY_FACTS[p.city]
  const city = f.name[lang]
  const title = p.title[lang]
  const stops = f.landmarks.slice(0, 5).map((l) => l.name[lang])
  const pitch = OFFER_PITCH[p.offerType][lang]
  const first = f.landmarks[0].name[lang]
  const tours = path(lang, p.city, 'tours')
  const T = {
    fr: {
      short: `${title} : ${pitch}`,
      desc: `<h2>Ce qui vous attend</h2><p>${pitch} Découvrez ${city} depuis l’impériale : ${stops.join(', ')}.</p><p>Annulation gratuite jusqu’à 24 h avant. Voir aussi <a href="${tours}">toutes nos visites à ${city}</a> et <a href="${f.tourismSite}">l’office de tourisme</a>.</p>`,
      hl: [
        `Vues sur ${withArticleFr(stops[0])} et ${withArticleFr(stops[1])}`,
        'Annulation gratuite 24 h avant',
        'Billet sur mobile, sans impression',
        `Arrêts près ${deFr(stops[2])}`,
      ],
      faqs: [
        {
          question: 'clock|Combien de temps dure la visite ?',
          answer: `<p>${DURATION(p).fr}. Vous pouvez descendre et remonter à votre rythme.</p>`,
        },
        {
          question: 'ticket|Dois-je imprimer mon billet ?',
          answer: '<p>Non, présentez simplement le QR code sur votre téléphone.</p>',
        },
        {
          question: 'wheelchair|Le bus est-il accessible ?',
          answer: '<p>Oui, le pont inférieur est accessible aux fauteuils roulants.</p>',
        },
        {
          question: 'Où commence la visite ?',
          answer: `<p>Au point de départ près ${deFr(first)} ; vous pouvez aussi monter à n’importe quel arrêt.</p>`,
        },
      ],
      meeting: `Arrêt ${first}, ${f.firstStopAddress}`,
    },
    en: {
      short: `${title}: ${pitch}`,
      desc: `<h2>What to expect</h2><p>${pitch} See ${city} from the top deck: ${stops.join(', ')}.</p><p>Free cancellation up to 24 hours before. See also <a href="${tours}">all our tours in ${city}</a> and <a href="${f.tourismSite}">the tourist board</a>.</p>`,
      hl: [
        `Views of ${stops[0]} and ${stops[1]}`,
        'Free cancellation 24 hours before',
        'Mobile ticket, no printing',
        `Stops near ${stops[2]}`,
      ],
      faqs: [
        {
          question: 'clock|How long does the tour last?',
          answer: `<p>${DURATION(p).en}. Hop off and back on at your own pace.</p>`,
        },
        { question: 'ticket|Do I need to print my ticket?', answer: '<p>No, just show the QR code on your phone.</p>' },
        {
          question: 'wheelchair|Is the bus accessible?',
          answer: '<p>Yes, the lower deck is wheelchair accessible.</p>',
        },
        {
          question: 'Where does the tour start?',
          answer: `<p>At the departure point near ${first}; you can also board at any stop.</p>`,
        },
      ],
      meeting: `${first} stop, ${f.firstStopAddress}`,
    },
    es: {
      short: `${title}: ${pitch}`,
      desc: `<h2>Qué le espera</h2><p>${pitch} Descubra ${city} desde el piso superior: ${stops.join(', ')}.</p><p>Cancelación gratuita hasta 24 horas antes. Consulte también <a href="${tours}">todas nuestras visitas en ${city}</a> y <a href="${f.tourismSite}">la oficina de turismo</a>.</p>`,
      hl: [
        `Vistas de ${stops[0]} y ${stops[1]}`,
        'Cancelación gratuita 24 h antes',
        'Billete en el móvil, sin imprimir',
        `Paradas cerca de ${stops[2]}`,
      ],
      faqs: [
        {
          question: 'clock|¿Cuánto dura la visita?',
          answer: `<p>${DURATION(p).es}. Puede bajar y volver a subir a su ritmo.</p>`,
        },
        {
          question: 'ticket|¿Tengo que imprimir el billete?',
          answer: '<p>No, basta con mostrar el código QR en su móvil.</p>',
        },
        {
          question: 'wheelchair|¿El autobús es accesible?',
          answer: '<p>Sí, el piso inferior es accesible en silla de ruedas.</p>',
        },
        {
          question: '¿Dónde empieza la visita?',
          answer: `<p>En el punto de salida junto a ${first}; también puede subir en cualquier parada.</p>`,
        },
      ],
      meeting: `Parada ${first}, ${f.firstStopAddress}`,
    },
    nl: {
      short: `${title}: ${pitch}`,
      desc: `<h2>Wat u kunt verwachten</h2><p>${pitch} Ontdek ${city} vanaf het bovendek: ${stops.join(', ')}.</p><p>Gratis annuleren tot 24 uur vooraf. Bekijk ook <a href="${tours}">al onze rondleidingen in ${city}</a> en <a href="${f.tourismSite}">het toeristenbureau</a>.</p>`,
      hl: [
        `Uitzicht op ${stops[0]} en ${stops[1]}`,
        'Gratis annuleren tot 24 uur vooraf',
        'Mobiel ticket, niet printen',
        `Haltes bij ${stops[2]}`,
      ],
      faqs: [
        {
          question: 'clock|Hoe lang duurt de tour?',
          answer: `<p>${DURATION(p).nl}. Stap uit en weer in wanneer u wilt.</p>`,
        },
        {
          question: 'ticket|Moet ik mijn ticket printen?',
          answer: '<p>Nee, laat gewoon de QR-code op uw telefoon zien.</p>',
        },
        {
          question: 'wheelchair|Is de bus toegankelijk?',
          answer: '<p>Ja, het benedendek is toegankelijk voor rolstoelen.</p>',
        },
        {
          question: 'Waar begint de tour?',
          answer: `<p>Bij het vertrekpunt bij ${first}; u kunt ook bij elke halte instappen.</p>`,
        },
      ],
      meeting: `Halte ${first}, ${f.firstStopAddress}`,
    },
  }[lang]
  return {
    shortDescription: T.short,
    description: T.desc,
    highlights: T.hl,
    included: INCLUDED[p.offerType].map((item) => item[lang]),
    faqs: T.faqs,
    duration: DURATION(p)[lang],
    meetingPoint: T.meeting,
    metaDescription: T.short.slice(0, 155),
  }
}

/** The timetable a traveller plans with: first and last departure, frequency, loop duration. */
export interface ProductTimetable {
  firstDeparture: string
  lastDeparture: string
  frequencyMinutes: number | null
  frequencyText: string | null
  loopMinutes: number
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const DEPARTURES_A_DAY: Record<number, L> = {
  2: t('Deux départs par jour', 'Two departures a day', 'Dos salidas al día', 'Twee vertrekken per dag'),
  3: t('Trois départs par jour', 'Three departures a day', 'Tres salidas al día', 'Drie vertrekken per dag'),
}

/**
 * The bus tours' timetable: the hop-on hop-off buses run every 15 (premium) or 20 minutes from opening time, the
 * last one leaving an hour before closing, a loop lasting 2 hours; guided and evening tours leave at their start
 * times and last their duration. Null for products that are not a bus tour (passes, attractions, audio guides,
 * private hire).
 */
export function productTimetable(p: CatalogueProduct, lang: Locale): ProductTimetable | null {
  if (p.offerType === 'hop-on-hop-off') {
    return {
      firstDeparture: p.openingHours.from,
      lastDeparture: hhmmOf(minutesOf(p.openingHours.to) - 60),
      frequencyMinutes: p.id.endsWith('-premium') ? 15 : 20,
      frequencyText: null,
      loopMinutes: 120,
    }
  }
  if ((p.offerType === 'themed-tour' || p.offerType === 'special-tour') && p.startTimes.length > 0) {
    const times = [...p.startTimes].sort()
    return {
      firstDeparture: times[0]!,
      lastDeparture: times[times.length - 1]!,
      frequencyMinutes: null,
      frequencyText: DEPARTURES_A_DAY[times.length]?.[lang] ?? null,
      loopMinutes: p.options[0]!.durationMinutes,
    }
  }
  return null
}

type Cat = 'tickets' | 'on-board' | 'accessibility' | 'cancellation' | 'payment'
/** 10 FAQ items per city. */
export function faqItems(cityId: CityId): { category: Cat; q: L; a: L }[] {
  const f = CITY_FACTS[cityId]
  const n = f.name
  const first = f.landmarks[0].name
  const help = (lang: Locale) => path(lang, cityId, 'help')
  return [
    {
      category: 'tickets',
      q: t(
        `Où acheter mes billets à ${n.fr} ?`,
        `Where can I buy tickets in ${n.en}?`,
        `¿Dónde compro los billetes en ${n.es}?`,
        `Waar koop ik tickets in ${n.nl}?`,
      ),
      a: t(
        '<p>En ligne sur ce site (le moins cher), ou auprès de nos agents aux arrêts principaux.</p>',
        '<p>Online on this website (cheapest), or from our staff at the main stops.</p>',
        '<p>En línea en esta web (el precio más bajo) o con nuestro personal en las paradas principales.</p>',
        '<p>Online op deze website (het voordeligst) of bij onze medewerkers aan de belangrijkste haltes.</p>',
      ),
    },
    {
      category: 'tickets',
      q: t(
        'Mon billet est-il valable pour plusieurs jours ?',
        'Is my ticket valid for several days?',
        '¿Mi billete es válido varios días?',
        'Is mijn ticket meerdere dagen geldig?',
      ),
      a: t(DATED_TICKETS_FAQ.fr.to, DATED_TICKETS_FAQ.en.to, DATED_TICKETS_FAQ.es.to, DATED_TICKETS_FAQ.nl.to),
    },
    {
      category: 'tickets',
      q: t(
        'Quels sont les tarifs enfants ?',
        'What are the child fares?',
        '¿Cuáles son las tarifas infantiles?',
        'Wat zijn de kindertarieven?',
      ),
      a: t(
        '<p>Tarif enfant de 4 à 12 ans ; les moins de 4 ans voyagent gratuitement sur les genoux (2 maximum par adulte).</p>',
        '<p>Child fare for ages 4 to 12; under-4s travel free on a lap (maximum 2 per adult).</p>',
        '<p>Tarifa infantil de 4 a 12 años; los menores de 4 viajan gratis en brazos (máximo 2 por adulto).</p>',
        '<p>Kindertarief van 4 tot 12 jaar; kinderen onder de 4 reizen gratis op schoot (maximaal 2 per volwassene).</p>',
      ),
    },
    {
      category: 'on-board',
      q: t(
        `Où se trouve le premier arrêt à ${n.fr} ?`,
        `Where is the first stop in ${n.en}?`,
        `¿Dónde está la primera parada en ${n.es}?`,
        `Waar is de eerste halte in ${n.nl}?`,
      ),
      a: t(
        `<p>Près de ${first.fr}. Consultez <a href="${path('fr', cityId, 'map')}">la carte</a>.</p>`,
        `<p>Near ${first.en}. See <a href="${path('en', cityId, 'map')}">the map</a>.</p>`,
        `<p>Junto a ${first.es}. Consulte <a href="${path('es', cityId, 'map')}">el mapa</a>.</p>`,
        `<p>Bij ${first.nl}. Bekijk <a href="${path('nl', cityId, 'map')}">de kaart</a>.</p>`,
      ),
    },
    {
      category: 'on-board',
      q: t(
        'Quelle est la fréquence des bus ?',
        'How often do the buses run?',
        '¿Con qué frecuencia pasan los autobuses?',
        'Hoe vaak rijden de bussen?',
      ),
      a: t(
        '<p>Toutes les 10 à 20 minutes selon la saison.</p>',
        '<p>Every 10 to 20 minutes depending on the season.</p>',
        '<p>Cada 10 a 20 minutos según la temporada.</p>',
        '<p>Elke 10 tot 20 minuten, afhankelijk van het seizoen.</p>',
      ),
    },
    { category: 'on-board', q: UPPER_DECK_FAQ.question, a: UPPER_DECK_FAQ.answer },
    {
      category: 'on-board',
      q: t(
        'Le commentaire est-il disponible en français ?',
        'Is the commentary available in English?',
        '¿El comentario está disponible en español?',
        'Is het commentaar in het Nederlands beschikbaar?',
      ),
      a: t(
        '<p>Oui, le commentaire audio est proposé en 10 langues.</p>',
        '<p>Yes, the audio commentary comes in 10 languages.</p>',
        '<p>Sí, el comentario de audio está en 10 idiomas.</p>',
        '<p>Ja, het audiocommentaar is er in 10 talen.</p>',
      ),
    },
    {
      category: 'accessibility',
      q: t(
        'Les bus sont-ils accessibles en fauteuil roulant ?',
        'Are the buses wheelchair accessible?',
        '¿Los autobuses son accesibles en silla de ruedas?',
        'Zijn de bussen rolstoeltoegankelijk?',
      ),
      a: t(
        '<p>Oui, chaque bus dispose d’une rampe et d’un emplacement réservé au pont inférieur.</p>',
        '<p>Yes, every bus has a ramp and a dedicated space on the lower deck.</p>',
        '<p>Sí, todos tienen rampa y un espacio reservado en el piso inferior.</p>',
        '<p>Ja, elke bus heeft een oprijplaat en een vaste plek op het benedendek.</p>',
      ),
    },
    {
      category: 'accessibility',
      q: t(
        'Puis-je monter avec une poussette ?',
        'Can I bring a pushchair?',
        '¿Puedo subir con carrito de bebé?',
        'Mag ik een kinderwagen meenemen?',
      ),
      a: t(
        '<p>Oui, pliée au pont inférieur, dans la limite de la place disponible.</p>',
        '<p>Yes, folded on the lower deck, space permitting.</p>',
        '<p>Sí, plegado en el piso inferior, según el espacio disponible.</p>',
        '<p>Ja, opgevouwen op het benedendek, zolang er plaats is.</p>',
      ),
    },
    {
      category: 'cancellation',
      q: t(
        'Puis-je annuler ma réservation ?',
        'Can I cancel my booking?',
        '¿Puedo cancelar mi reserva?',
        'Kan ik mijn boeking annuleren?',
      ),
      a: t(
        `<p>Oui, gratuitement jusqu’à 24 h avant la date de visite, depuis votre e-mail de confirmation ou via <a href="${help('fr')}">l’aide</a>.</p>`,
        `<p>Yes, free of charge up to 24 hours before the tour date, from your confirmation e-mail or via <a href="${help('en')}">help</a>.</p>`,
        `<p>Sí, gratis hasta 24 horas antes de la fecha, desde su e-mail de confirmación o en <a href="${help('es')}">ayuda</a>.</p>`,
        `<p>Ja, gratis tot 24 uur voor de datum, via uw bevestigingsmail of via <a href="${help('nl')}">hulp</a>.</p>`,
      ),
    },
    {
      category: 'payment',
      q: t(
        'Quels moyens de paiement acceptez-vous ?',
        'Which payment methods do you accept?',
        '¿Qué formas de pago se aceptan?',
        'Welke betaalmethoden worden geaccepteerd?',
      ),
      a: t(
        '<p>Cartes Visa, Mastercard et American Express, via une page de paiement sécurisée.</p>',
        '<p>Visa, Mastercard and American Express cards, through a secure payment page.</p>',
        '<p>Tarjetas Visa, Mastercard y American Express, en una página de pago segura.</p>',
        '<p>Visa, Mastercard en American Express, via een beveiligde betaalpagina.</p>',
      ),
    },
  ]
}
