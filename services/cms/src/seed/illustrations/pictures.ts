/**
 * What the seed puts in the media library: per city its panorama and each of its landmarks, in
 * its colours, and one picture per offer type (shared); alt text and a caption in four languages. No words drawn.
 */
import type { CityId } from '../../../../../domain/cities'
import type { OfferType } from '../../../../../domain/products'
import { CITY_FACTS, t, type L } from '../city-data'
import type { LandmarkKey } from './landmarks'
import { cityScene, landmarkScene, offerScene, type OfferPicture } from './scenes'

export interface Picture {
  /** File name without extension (unique). */
  name: string
  /** Unset: shared by every city (the offer pictures). */
  city?: CityId
  svg: string
  alt: L
  caption: L
}

/** The landmarks drawn for each city (keys of its landmarks in city-data). */
export const CITY_LANDMARKS: Record<CityId, LandmarkKey[]> = {
  paris: ['eiffel'],
  london: ['tower-bridge', 'big-ben'],
  brussels: ['atomium', 'grand-place'],
  bath: ['royal-crescent', 'roman-baths'],
  barcelona: ['sagrada'],
  madrid: ['alcala', 'palace'],
}

/** The picture of each catalogue offer type (a themed tour shows one of the city's landmarks instead). */
export const OFFER_PICTURE: Record<Exclude<OfferType, 'themed-tour'>, OfferPicture> = {
  'hop-on-hop-off': 'hop-on-hop-off',
  'special-tour': 'night-tour',
  package: 'cruise-combo',
  attraction: 'attraction',
  'audio-experience': 'audio-guide',
  'family-pass': 'family',
  'private-hire': 'private-hire',
}

const list = (names: string[], and: string) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`

const OFFER_TEXT: Record<OfferPicture, { alt: L; caption: L }> = {
  'hop-on-hop-off': {
    alt: t(
      'Bus à impériale à toit ouvert à un arrêt',
      'Open-top double-decker bus at a stop',
      'Autobús de dos pisos descapotable en una parada',
      'Open dubbeldekker bij een halte',
    ),
    caption: t(
      'Montez et descendez à chaque arrêt',
      'Hop on and off at every stop',
      'Sube y baja en cada parada',
      'Stap in en uit bij elke halte',
    ),
  },
  'night-tour': {
    alt: t(
      'Bus illuminé sous un ciel étoilé',
      'Lit-up bus under a starry sky',
      'Autobús iluminado bajo un cielo estrellado',
      'Verlichte bus onder een sterrenhemel',
    ),
    caption: t(
      'La ville à la nuit tombée',
      'The city after dark',
      'La ciudad al caer la noche',
      'De stad na zonsondergang',
    ),
  },
  'cruise-combo': {
    alt: t(
      'Bateau de croisière sur la rivière et bus sur le quai',
      'River cruise boat with a bus on the quay',
      'Barco de crucero en el río y autobús en el muelle',
      'Rondvaartboot op de rivier en een bus op de kade',
    ),
    caption: t(
      'Bus et croisière : la ville par la route et par l’eau',
      'Bus and cruise: the city by road and by water',
      'Bus y crucero: la ciudad por carretera y por agua',
      'Bus en rondvaart: de stad over de weg en over het water',
    ),
  },
  attraction: {
    alt: t(
      'Façade de musée à colonnes et billet d’entrée',
      'Museum façade with columns and an entry ticket',
      'Fachada de museo con columnas y una entrada',
      'Museumgevel met zuilen en een toegangsbewijs',
    ),
    caption: t(
      'Une attraction avec votre billet de bus',
      'An attraction with your bus ticket',
      'Una atracción con tu billete de bus',
      'Een attractie met je busticket',
    ),
  },
  'audio-guide': {
    alt: t(
      'Casque audio diffusant un commentaire, et un bus',
      'Headphones playing a commentary, and a bus',
      'Auriculares con un comentario, y un autobús',
      'Koptelefoon met commentaar, en een bus',
    ),
    caption: t(
      'Le commentaire audio en 10 langues',
      'Audio commentary in 10 languages',
      'Comentario de audio en 10 idiomas',
      'Audiocommentaar in 10 talen',
    ),
  },
  family: {
    alt: t(
      'Une famille de quatre devant un bus à impériale',
      'A family of four beside a double-decker bus',
      'Una familia de cuatro junto a un autobús de dos pisos',
      'Een gezin van vier naast een dubbeldekker',
    ),
    caption: t('La ville en famille', 'The city with the family', 'La ciudad en familia', 'De stad met het hele gezin'),
  },
  'private-hire': {
    alt: t(
      'Bus à impériale avec un nœud, des ballons et des confettis',
      'Double-decker bus with a ribbon bow, balloons and confetti',
      'Autobús de dos pisos con un lazo, globos y confeti',
      'Dubbeldekker met een strik, ballonnen en confetti',
    ),
    caption: t(
      'Un bus rien que pour votre groupe',
      'A bus just for your group',
      'Un autobús solo para tu grupo',
      'Een bus alleen voor jouw groep',
    ),
  },
}

export interface CityPictures {
  panorama: Picture
  landmarks: Picture[]
}

/**
 * The brand's colours (the site's default --city-primary / --city-secondary): the offer pictures are shared by
 * every city, so a seed uploads 7 of them instead of 42 (the seed runs at every test stack start; ADR 0200).
 */
const BRAND = { primary: '#c8102e', secondary: '#ffd100' }

export function offerPictures(): Record<OfferPicture, Picture> {
  return Object.fromEntries(
    (Object.keys(OFFER_TEXT) as OfferPicture[]).map((kind) => [
      kind,
      {
        name: `offer-${kind}`,
        svg: offerScene(kind, BRAND),
        alt: OFFER_TEXT[kind].alt,
        caption: OFFER_TEXT[kind].caption,
      },
    ]),
  ) as Record<OfferPicture, Picture>
}

export function cityPictures(city: CityId): CityPictures {
  const f = CITY_FACTS[city]
  const colours = f.colors
  const name = f.name
  const landmarks = CITY_LANDMARKS[city].map((key) => {
    const l = f.landmarks.find((x) => x.key === key)
    if (!l) throw new Error(`No landmark ${key} in ${city}`)
    return { key, name: l.name }
  })
  const names = (lang: keyof L, and: string) =>
    list(
      landmarks.map((l) => l.name[lang]),
      and,
    )
  const panorama: Picture = {
    name: `${city}-panorama`,
    city,
    svg: cityScene(city, colours),
    alt: t(
      `Illustration de ${name.fr} : ${names('fr', 'et')}`,
      `Illustration of ${name.en}: ${names('en', 'and')}`,
      `Ilustración de ${name.es}: ${names('es', 'y')}`,
      `Illustratie van ${name.nl}: ${names('nl', 'en')}`,
    ),
    caption: t(
      `Les monuments de ${name.fr} vus du bus : ${names('fr', 'et')}`,
      `${name.en}’s landmarks from the bus: ${names('en', 'and')}`,
      `Los monumentos de ${name.es} desde el autobús: ${names('es', 'y')}`,
      `De bezienswaardigheden van ${name.nl} vanuit de bus: ${names('nl', 'en')}`,
    ),
  }
  return {
    panorama,
    landmarks: landmarks.map((l) => ({
      name: `${city}-${l.key}`,
      city,
      svg: landmarkScene(l.key, colours),
      alt: t(
        `Illustration : ${l.name.fr}`,
        `Illustration: ${l.name.en}`,
        `Ilustración: ${l.name.es}`,
        `Illustratie: ${l.name.nl}`,
      ),
      caption: t(
        `${l.name.fr}, un arrêt de nos bus à ${name.fr}`,
        `${l.name.en}, a stop on our ${name.en} routes`,
        `${l.name.es}, una parada de nuestras rutas en ${name.es}`,
        `${l.name.nl}, een halte van onze routes in ${name.nl}`,
      ),
    })),
  }
}
