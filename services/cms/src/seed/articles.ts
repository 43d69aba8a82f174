/** Inspiration article templates: real-looking copy built from each city's facts, in fr, en, es and nl. */
import type { CityId } from '../../../../domain/cities'
// The seed's texts are written in the built-in languages; an added one reads them through Payload's fallback.
import type { BuiltInLocale as Locale } from '../../../../domain/locales'
import { CITY_FACTS, KIND, type Landmark } from './city-data'
import { path } from './routes'

export type ArticleKind =
  | { type: 'landmark'; landmark: Landmark }
  | { type: 'neighbourhood'; index: number }
  | { type: 'one-day' }
  | { type: 'kids' }
  | { type: 'food' }
  | { type: 'night' }
  | { type: 'season'; season: 'spring' | 'summer' | 'autumn' | 'winter' }

export interface ArticleText {
  title: string
  excerpt: string
  body: string
  metaTitle: string
}

const SEASON = {
  spring: { fr: 'au printemps', en: 'in spring', es: 'en primavera', nl: 'in de lente' },
  summer: { fr: 'en été', en: 'in summer', es: 'en verano', nl: 'in de zomer' },
  autumn: { fr: 'en automne', en: 'in autumn', es: 'en otoño', nl: 'in de herfst' },
  winter: { fr: 'en hiver', en: 'in winter', es: 'en invierno', nl: 'in de winter' },
} as const

const SEASON_TIP = {
  spring: {
    fr: 'Les parcs refleurissent, les terrasses rouvrent et la lumière du soir s’allonge : c’est la saison idéale pour l’impériale ouverte.',
    en: 'Parks burst into bloom, café terraces reopen and the evenings stretch out: the perfect season for the open top deck.',
    es: 'Los parques florecen, las terrazas vuelven a abrir y las tardes se alargan: la estación ideal para el piso descubierto.',
    nl: 'De parken staan in bloei, de terrassen gaan weer open en de avonden worden langer: het ideale seizoen voor het open bovendek.',
  },
  summer: {
    fr: 'Partez tôt le matin ou en fin d’après-midi, emportez une bouteille d’eau et un chapeau, et profitez des longues soirées.',
    en: 'Ride early in the morning or late in the afternoon, bring water and a hat, and make the most of the long evenings.',
    es: 'Suba temprano por la mañana o a última hora de la tarde, lleve agua y sombrero y aproveche las noches largas.',
    nl: 'Stap vroeg in de ochtend of laat in de middag op, neem water en een hoed mee en geniet van de lange avonden.',
  },
  autumn: {
    fr: 'Moins de monde, des couleurs dorées dans les parcs et des musées plus calmes : l’automne récompense les voyageurs curieux.',
    en: 'Thinner crowds, golden colours in the parks and quieter museums: autumn rewards curious travellers.',
    es: 'Menos gente, colores dorados en los parques y museos más tranquilos: el otoño premia a los viajeros curiosos.',
    nl: 'Minder drukte, gouden kleuren in de parken en rustigere musea: de herfst beloont nieuwsgierige reizigers.',
  },
  winter: {
    fr: 'Le pont inférieur est chauffé, les illuminations de fin d’année transforment les grandes avenues et les files d’attente raccourcissent.',
    en: 'The lower deck is heated, the festive lights transform the grand avenues and the queues get shorter.',
    es: 'El piso inferior tiene calefacción, las luces navideñas transforman las grandes avenidas y las colas se acortan.',
    nl: 'Het benedendek is verwarmd, de feestverlichting maakt de grote lanen sprookjesachtig en de wachtrijen worden korter.',
  },
} as const

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
const a = (href: string, text: string) => `<a href="${href}">${text}</a>`

/** A short silent clip of the bus (static/video), captioned in the page's language; the site reports its plays. */
const VIDEO_TEXT = {
  fr: {
    title: 'Notre bus sur sa boucle',
    caption: 'Notre bus sur sa boucle : une animation de deux secondes, sans son.',
    label: 'Français',
  },
  en: {
    title: 'Our bus on its loop',
    caption: 'Our bus on its loop: a two-second animation without sound.',
    label: 'English',
  },
  es: {
    title: 'Nuestro autobús en su recorrido',
    caption: 'Nuestro autobús en su recorrido: una animación de dos segundos, sin sonido.',
    label: 'Español',
  },
  nl: {
    title: 'Onze bus op zijn route',
    caption: 'Onze bus op zijn route: een animatie van twee seconden, zonder geluid.',
    label: 'Nederlands',
  },
} as const
const busVideo = (lang: Locale) => {
  const v = VIDEO_TEXT[lang]
  return `<figure><video src="/video/bus-loop.webm" controls preload="metadata" muted playsinline width="320" height="180" title="${v.title}"><track kind="captions" src="/video/bus-loop.${lang}.vtt" srclang="${lang}" label="${v.label}" default></video><figcaption>${v.caption}</figcaption></figure>`
}

export function articleText(cityId: CityId, lang: Locale, kind: ArticleKind, hostile: boolean): ArticleText {
  const f = CITY_FACTS[cityId]
  const city = f.name[lang]
  const lms = f.landmarks
  const names = (idx: number[]) => idx.map((i) => lms[i % lms.length].name[lang])
  const tours = path(lang, cityId, 'tours')
  const map = path(lang, cityId, 'map')
  const hoho = path(lang, cityId, 'product', `${cityId}-hop-on-hop-off`)
  const ext = a(f.tourismSite, f.tourismSite.replace(/^https:\/\/(www\.)?/, ''))
  const water = f.water[lang]
  const food = f.food[lang]
  // One article per city carries deliberately hostile markup for the site's sanitiser to strip.
  const extra = hostile
    ? `<p style="color:red;font-size:40px" lang="en">${
        {
          fr: 'Astuce : réservez en ligne pour économiser.',
          en: 'Tip: book online to save.',
          es: 'Consejo: reserve en línea para ahorrar.',
          nl: 'Tip: boek online en bespaar.',
        }[lang]
      } <a href="${f.tourismSite}" target="_blank">${f.tourismSite}</a></p>`
    : ''

  switch (kind.type) {
    case 'landmark': {
      const l = kind.landmark
      const n = l.name[lang]
      const k = KIND[l.kind][lang]
      const near = lms
        .filter((x) => x.key !== l.key)
        .slice(0, 3)
        .map((x) => x.name[lang])
      const T = {
        fr: {
          title: `${n} : le guide pour une visite réussie`,
          excerpt: `${n}, ${k} emblématique de ${city} (${l.year}) : histoire, conseils pratiques et arrêt de bus le plus proche.`,
          body: `<h2>Pourquoi ${n} vaut le détour</h2><p>${n} est ${k} qui date de ${l.year}, au cœur du quartier ${l.area}. C’est l’un des arrêts les plus demandés de nos bus hop-on hop-off à ${city}, et pour cause : on y comprend en quelques minutes l’histoire de la ville.</p><h3>Nos conseils</h3>${list([`Arrivez avant 10 h pour éviter la foule.`, `Descendez à l’arrêt ${n} puis remontez dans le bus suivant.`, `Combinez la visite avec ${near.join(', ')}.`])}<p>Consultez ${a(tours, 'toutes nos visites')} ou ${a(map, 'la carte des arrêts')}. Plus d’informations sur ${ext}.</p>`,
        },
        en: {
          title: `${n}: the guide to a great visit`,
          excerpt: `${n}, ${k} at the heart of ${city} since ${l.year}: history, practical tips and the nearest bus stop.`,
          body: `<h2>Why ${n} is worth the stop</h2><p>${n} is ${k} dating from ${l.year}, right in the ${l.area} area. It is one of the busiest stops on our hop-on hop-off buses in ${city}, and for good reason: a few minutes here tell you the whole story of the city.</p><h3>Our tips</h3>${list([`Arrive before 10am to beat the crowds.`, `Hop off at the ${n} stop and catch the next bus when you are ready.`, `Pair it with ${near.join(', ')}.`])}<p>See ${a(tours, 'all our tours')} or ${a(map, 'the map of stops')}. More on ${ext}.</p>`,
        },
        es: {
          title: `${n}: la guía para una visita perfecta`,
          excerpt: `${n}, ${k} emblemático de ${city} desde ${l.year}: historia, consejos prácticos y la parada más cercana.`,
          body: `<h2>Por qué merece la pena ${n}</h2><p>${n} es ${k} de ${l.year}, en pleno barrio de ${l.area}. Es una de las paradas más solicitadas de nuestros autobuses turísticos en ${city}: en pocos minutos se entiende toda la historia de la ciudad.</p><h3>Nuestros consejos</h3>${list([`Llegue antes de las 10:00 para evitar aglomeraciones.`, `Bájese en la parada ${n} y suba al siguiente autobús cuando quiera.`, `Combínelo con ${near.join(', ')}.`])}<p>Descubra ${a(tours, 'todas nuestras visitas')} o ${a(map, 'el mapa de paradas')}. Más información en ${ext}.</p>`,
        },
        nl: {
          title: `${n}: de gids voor een geslaagd bezoek`,
          excerpt: `${n}, ${k} in het hart van ${city} sinds ${l.year}: geschiedenis, praktische tips en de dichtstbijzijnde halte.`,
          body: `<h2>Waarom ${n} de moeite waard is</h2><p>${n} is ${k} uit ${l.year}, midden in de wijk ${l.area}. Het is een van de drukste haltes van onze hop-on hop-off bussen in ${city}, en terecht: in een paar minuten begrijpt u hier de hele geschiedenis van de stad.</p><h3>Onze tips</h3>${list([`Kom vóór 10 uur om de drukte voor te zijn.`, `Stap uit bij de halte ${n} en neem de volgende bus wanneer u klaar bent.`, `Combineer het met ${near.join(', ')}.`])}<p>Bekijk ${a(tours, 'al onze rondleidingen')} of ${a(map, 'de kaart met haltes')}. Meer op ${ext}.</p>`,
        },
      }[lang]
      return { ...T, body: T.body + extra, metaTitle: `${T.title} | ${city}` }
    }
    case 'neighbourhood': {
      const nb = f.neighbourhoods[kind.index]
      const v = nb.vibe[lang]
      const T = {
        fr: {
          title: `Une balade dans le quartier ${nb.name}`,
          excerpt: `${nb.name} à pied : ${v}. Notre itinéraire d’une demi-journée à ${city}.`,
          body: `<h2>${nb.name}, l’âme de ${city}</h2><p>Descendez du bus et prenez le temps de flâner : ${v}. Comptez deux à trois heures pour en profiter sans vous presser.</p><h3>Itinéraire conseillé</h3><ol><li>Café et viennoiserie dans une rue calme.</li><li>Les adresses incontournables du quartier.</li><li>Retour au bus par ${lms[0].name[lang]}.</li></ol><p>Votre billet ${a(hoho, 'bus hop-on hop-off')} vous permet de rejoindre ${nb.name} facilement.</p>`,
        },
        en: {
          title: `A stroll through ${nb.name}`,
          excerpt: `${nb.name} on foot: ${v}. Our half-day itinerary in ${city}.`,
          body: `<h2>${nb.name}, the soul of ${city}</h2><p>Step off the bus and take your time: ${v}. Allow two to three hours to enjoy it without rushing.</p><h3>Suggested route</h3><ol><li>Coffee and a pastry on a quiet street.</li><li>The neighbourhood’s must-see addresses.</li><li>Back to the bus via ${lms[0].name[lang]}.</li></ol><p>Your ${a(hoho, 'hop-on hop-off ticket')} takes you to ${nb.name} with ease.</p>`,
        },
        es: {
          title: `Un paseo por ${nb.name}`,
          excerpt: `${nb.name} a pie: ${v}. Nuestro itinerario de media jornada en ${city}.`,
          body: `<h2>${nb.name}, el alma de ${city}</h2><p>Bájese del autobús y tómese su tiempo: ${v}. Calcule entre dos y tres horas para disfrutarlo sin prisas.</p><h3>Itinerario recomendado</h3><ol><li>Café y bollería en una calle tranquila.</li><li>Las direcciones imprescindibles del barrio.</li><li>Vuelta al autobús pasando por ${lms[0].name[lang]}.</li></ol><p>Su ${a(hoho, 'billete hop-on hop-off')} le lleva a ${nb.name} fácilmente.</p>`,
        },
        nl: {
          title: `Een wandeling door ${nb.name}`,
          excerpt: `${nb.name} te voet: ${v}. Onze route van een halve dag in ${city}.`,
          body: `<h2>${nb.name}, de ziel van ${city}</h2><p>Stap uit de bus en neem de tijd: ${v}. Trek twee tot drie uur uit om er rustig van te genieten.</p><h3>Aanbevolen route</h3><ol><li>Koffie en gebak in een rustige straat.</li><li>De adressen die u in de wijk niet mag missen.</li><li>Terug naar de bus via ${lms[0].name[lang]}.</li></ol><p>Met uw ${a(hoho, 'hop-on-hop-offticket')} bent u zo in ${nb.name}.</p>`,
        },
      }[lang]
      return { ...T, body: T.body + extra, metaTitle: `${T.title} | ${city}` }
    }
    case 'one-day': {
      const [m1, m2, m3, m4] = names([0, 1, 2, 3])
      const T = {
        fr: {
          title: `${city} en un jour en bus à impériale`,
          excerpt: `${m1}, ${m2}, ${m3} et ${m4} : l’itinéraire idéal pour voir l’essentiel de ${city} en une journée.`,
          body: `<h2>Le matin</h2><p>Montez à bord dès 9 h et installez-vous à l’étage. Premier arrêt : ${m1}, puis ${m2}.</p><h2>L’après-midi</h2><p>Déjeuner rapide — ${food} — avant ${m3}. Terminez par ${m4} au coucher du soleil, avec vue sur ${water}.</p><h3>À savoir</h3>${list(['Audioguide en 10 langues inclus.', 'Annulation gratuite jusqu’à 24 h avant.', 'Billets enfants de 4 à 12 ans.'])}${busVideo(lang)}<p>${a(tours, 'Réservez votre billet')} ou préparez-vous avec ${a(map, 'la carte interactive')}.</p>`,
        },
        en: {
          title: `${city} in one day by open-top bus`,
          excerpt: `${m1}, ${m2}, ${m3} and ${m4}: the perfect route to see the best of ${city} in a single day.`,
          body: `<h2>Morning</h2><p>Board at 9am and grab a seat on the top deck. First stop: ${m1}, then ${m2}.</p><h2>Afternoon</h2><p>A quick lunch — ${food} — before ${m3}. Finish at ${m4} at sunset, overlooking ${water}.</p><h3>Good to know</h3>${list(['Audio guide in 10 languages included.', 'Free cancellation up to 24 hours before.', 'Child tickets for ages 4 to 12.'])}${busVideo(lang)}<p>${a(tours, 'Book your ticket')} or plan ahead with ${a(map, 'the interactive map')}.</p>`,
        },
        es: {
          title: `${city} en un día en autobús descubierto`,
          excerpt: `${m1}, ${m2}, ${m3} y ${m4}: la ruta perfecta para ver lo mejor de ${city} en un solo día.`,
          body: `<h2>Por la mañana</h2><p>Suba a las 9:00 y busque sitio en el piso superior. Primera parada: ${m1}, después ${m2}.</p><h2>Por la tarde</h2><p>Un almuerzo rápido — ${food} — antes de ${m3}. Termine en ${m4} al atardecer, con vistas a ${water}.</p><h3>Conviene saber</h3>${list(['Audioguía en 10 idiomas incluida.', 'Cancelación gratuita hasta 24 horas antes.', 'Billetes infantiles de 4 a 12 años.'])}${busVideo(lang)}<p>${a(tours, 'Reserve su billete')} o planifique con ${a(map, 'el mapa interactivo')}.</p>`,
        },
        nl: {
          title: `${city} in één dag met de open bus`,
          excerpt: `${m1}, ${m2}, ${m3} en ${m4}: de ideale route om het beste van ${city} in één dag te zien.`,
          body: `<h2>’s Ochtends</h2><p>Stap om 9 uur in en zoek een plekje op het bovendek. Eerste halte: ${m1}, daarna ${m2}.</p><h2>’s Middags</h2><p>Een snelle lunch — ${food} — voor ${m3}. Sluit af bij ${m4} bij zonsondergang, met uitzicht op ${water}.</p><h3>Goed om te weten</h3>${list(['Audiogids in 10 talen inbegrepen.', 'Gratis annuleren tot 24 uur vooraf.', 'Kindertickets van 4 tot 12 jaar.'])}${busVideo(lang)}<p>${a(tours, 'Boek uw ticket')} of bereid u voor met ${a(map, 'de interactieve kaart')}.</p>`,
        },
      }[lang]
      return { ...T, body: T.body + extra, metaTitle: `${T.title}` }
    }
    case 'kids': {
      const [p1, p2] = names([5, 10])
      const T = {
        fr: {
          title: `${city} en famille : nos idées avec les enfants`,
          excerpt: `Pass famille, arrêts ludiques comme ${p1} et ${p2}, pauses goûter : visiter ${city} avec des enfants sans stress.`,
          body: `<h2>Le bus, une aventure pour les petits</h2><p>Depuis l’impériale, les enfants découvrent ${city} à hauteur des arbres. Les moins de 4 ans voyagent gratuitement sur les genoux.</p><h3>Arrêts préférés des familles</h3>${list([p1, p2, lms[0].name[lang]])}<p>Pensez au ${a(path(lang, cityId, 'product', `${cityId}-family-pass`), 'pass famille')}.</p>`,
        },
        en: {
          title: `${city} with kids: our family ideas`,
          excerpt: `Family pass, fun stops such as ${p1} and ${p2}, snack breaks: visiting ${city} with children, stress-free.`,
          body: `<h2>The bus is an adventure for little ones</h2><p>From the top deck, children see ${city} at treetop height. Under-4s travel free on a lap.</p><h3>Families’ favourite stops</h3>${list([p1, p2, lms[0].name[lang]])}<p>Don’t miss the ${a(path(lang, cityId, 'product', `${cityId}-family-pass`), 'family pass')}.</p>`,
        },
        es: {
          title: `${city} en familia: ideas con niños`,
          excerpt: `Pase familiar, paradas divertidas como ${p1} y ${p2}, pausas para merendar: ${city} con niños sin estrés.`,
          body: `<h2>El autobús, una aventura para los pequeños</h2><p>Desde el piso superior, los niños ven ${city} a la altura de los árboles. Los menores de 4 años viajan gratis en brazos.</p><h3>Las paradas favoritas de las familias</h3>${list([p1, p2, lms[0].name[lang]])}<p>No se pierda el ${a(path(lang, cityId, 'product', `${cityId}-family-pass`), 'pase familiar')}.</p>`,
        },
        nl: {
          title: `${city} met kinderen: onze gezinstips`,
          excerpt: `Gezinspas, leuke haltes zoals ${p1} en ${p2}, snackpauzes: ${city} met kinderen zonder stress.`,
          body: `<h2>De bus is een avontuur voor de kleintjes</h2><p>Vanaf het bovendek zien kinderen ${city} op boomhoogte. Kinderen onder de 4 reizen gratis op schoot.</p><h3>Favoriete haltes van gezinnen</h3>${list([p1, p2, lms[0].name[lang]])}<p>Vergeet de ${a(path(lang, cityId, 'product', `${cityId}-family-pass`), 'gezinspas')} niet.</p>`,
        },
      }[lang]
      return { ...T, body: T.body + extra, metaTitle: T.title }
    }
    case 'food': {
      const nb = f.neighbourhoods[0].name
      const nb2 = f.neighbourhoods[2].name
      const T = {
        fr: {
          title: `Que manger à ${city} ? Nos adresses gourmandes`,
          excerpt: `${food[0].toUpperCase()}${food.slice(1)} : où goûter les spécialités de ${city}, de ${nb} à ${nb2}.`,
          body: `<h2>Les spécialités à ne pas manquer</h2><p>À ${city}, on vient aussi pour ${food}. Les meilleures adresses se cachent souvent loin des grands axes.</p><h3>Où aller</h3>${list([`${nb} pour le déjeuner`, `${nb2} pour l’apéritif`, `les halles et marchés le samedi matin`])}<p>Envie d’aller plus loin ? Découvrez notre ${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'visite spéciale')}.</p>`,
        },
        en: {
          title: `What to eat in ${city}: our foodie guide`,
          excerpt: `${food[0].toUpperCase()}${food.slice(1)}: where to taste ${city}’s specialities, from ${nb} to ${nb2}.`,
          body: `<h2>Specialities you must try</h2><p>People also come to ${city} for ${food}. The best places are often a street or two away from the main roads.</p><h3>Where to go</h3>${list([`${nb} for lunch`, `${nb2} for early-evening drinks`, `the food halls and markets on Saturday morning`])}<p>Want more? Try our ${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'special tour')}.</p>`,
        },
        es: {
          title: `Qué comer en ${city}: nuestra guía gastronómica`,
          excerpt: `${food[0].toUpperCase()}${food.slice(1)}: dónde probar las especialidades de ${city}, de ${nb} a ${nb2}.`,
          body: `<h2>Especialidades imprescindibles</h2><p>A ${city} también se viene por ${food}. Los mejores sitios suelen estar a una o dos calles de las grandes avenidas.</p><h3>Dónde ir</h3>${list([`${nb} para comer`, `${nb2} para el aperitivo`, `los mercados el sábado por la mañana`])}<p>¿Desea más? Pruebe nuestra ${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'visita especial')}.</p>`,
        },
        nl: {
          title: `Eten in ${city}: onze culinaire gids`,
          excerpt: `${food[0].toUpperCase()}${food.slice(1)}: waar u de specialiteiten van ${city} proeft, van ${nb} tot ${nb2}.`,
          body: `<h2>Specialiteiten die u moet proeven</h2><p>U komt naar ${city} ook voor ${food}. De beste adresjes liggen vaak een straat of twee van de grote lanen.</p><h3>Waar naartoe</h3>${list([`${nb} voor de lunch`, `${nb2} voor een aperitief`, `de markthallen op zaterdagochtend`])}<p>Zin in meer? Probeer onze ${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'speciale tour')}.</p>`,
        },
      }[lang]
      return { ...T, body: T.body + extra, metaTitle: T.title }
    }
    case 'night': {
      const [n1, n2] = names([0, 3])
      const T = {
        fr: {
          title: `${city} by night : la ville illuminée`,
          excerpt: `${n1} et ${n2} sous les projecteurs, reflets sur ${water} : ${city} se découvre autrement à la nuit tombée.`,
          body: `<h2>Quand la ville s’allume</h2><p>À la tombée de la nuit, ${n1} et ${n2} changent de visage. Notre circuit du soir longe ${water} et marque une pause photo aux meilleurs points de vue.</p>${list(['Départ à la tombée de la nuit', 'Commentaire en direct', 'Durée : environ 1 h 30'])}<p>${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'Réserver la visite du soir')}</p>`,
        },
        en: {
          title: `${city} by night: the city in lights`,
          excerpt: `${n1} and ${n2} lit up, reflections on ${water}: ${city} looks different after dark.`,
          body: `<h2>When the city lights up</h2><p>As night falls, ${n1} and ${n2} take on a new face. Our evening tour follows ${water} and stops for photos at the best viewpoints.</p>${list(['Departs at dusk', 'Live commentary', 'Duration: about 1 hour 30 minutes'])}<p>${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'Book the evening tour')}</p>`,
        },
        es: {
          title: `${city} de noche: la ciudad iluminada`,
          excerpt: `${n1} y ${n2} iluminados, reflejos en ${water}: ${city} se descubre de otra forma al anochecer.`,
          body: `<h2>Cuando la ciudad se enciende</h2><p>Al caer la noche, ${n1} y ${n2} cambian de cara. Nuestro recorrido nocturno sigue ${water} y hace paradas para fotos en los mejores miradores.</p>${list(['Salida al anochecer', 'Comentarios en directo', 'Duración: 1 h 30 aprox.'])}<p>${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'Reservar la visita nocturna')}</p>`,
        },
        nl: {
          title: `${city} bij nacht: de stad in het licht`,
          excerpt: `${n1} en ${n2} verlicht, weerspiegelingen in ${water}: ${city} ziet er na zonsondergang anders uit.`,
          body: `<h2>Als de stad oplicht</h2><p>Als de avond valt, krijgen ${n1} en ${n2} een nieuw gezicht. Onze avondtour volgt ${water} en stopt voor foto’s op de mooiste uitkijkpunten.</p>${list(['Vertrek bij schemering', 'Live commentaar', 'Duur: ongeveer 1,5 uur'])}<p>${a(path(lang, cityId, 'product', `${cityId}-special-tour`), 'Boek de avondtour')}</p>`,
        },
      }[lang]
      return { ...T, body: T.body + extra, metaTitle: T.title }
    }
    case 'season': {
      const s = SEASON[kind.season][lang]
      const tip = SEASON_TIP[kind.season][lang]
      const [p1, p2, p3] = names([1, 4, 9])
      const T = {
        fr: {
          title: `Visiter ${city} ${s}`,
          excerpt: `Que voir à ${city} ${s} ? ${p1}, ${p2} et nos conseils de saison.`,
          body: `<h2>${city} ${s}</h2><p>${tip}</p><h3>Nos incontournables de saison</h3>${list([p1, p2, p3])}<p>Horaires et fréquences sur ${a(path(lang, cityId, 'status'), 'la page d’informations de service')}. Agenda culturel : ${ext}.</p>`,
        },
        en: {
          title: `Visiting ${city} ${s}`,
          excerpt: `What to see in ${city} ${s}? ${p1}, ${p2} and our seasonal tips.`,
          body: `<h2>${city} ${s}</h2><p>${tip}</p><h3>Our seasonal must-sees</h3>${list([p1, p2, p3])}<p>Timetables and frequencies on ${a(path(lang, cityId, 'status'), 'the service update page')}. What’s on: ${ext}.</p>`,
        },
        es: {
          title: `Visitar ${city} ${s}`,
          excerpt: `¿Qué ver en ${city} ${s}? ${p1}, ${p2} y nuestros consejos de temporada.`,
          body: `<h2>${city} ${s}</h2><p>${tip}</p><h3>Imprescindibles de la temporada</h3>${list([p1, p2, p3])}<p>Horarios y frecuencias en ${a(path(lang, cityId, 'status'), 'la página de información de servicio')}. Agenda cultural: ${ext}.</p>`,
        },
        nl: {
          title: `${city} bezoeken ${s}`,
          excerpt: `Wat ziet u in ${city} ${s}? ${p1}, ${p2} en onze seizoenstips.`,
          body: `<h2>${city} ${s}</h2><p>${tip}</p><h3>Onze seizoenstoppers</h3>${list([p1, p2, p3])}<p>Dienstregeling en frequenties op ${a(path(lang, cityId, 'status'), 'de pagina met service-updates')}. Uitagenda: ${ext}.</p>`,
        },
      }[lang]
      return { ...T, body: T.body + extra, metaTitle: T.title }
    }
  }
}

/** The 18 articles of a city: 6 landmarks, 4 neighbourhoods, one-day, kids, food, night and 4 seasons. */
export function articleKinds(cityId: CityId): { slug: string; kind: ArticleKind; tags: string[] }[] {
  const f = CITY_FACTS[cityId]
  const slugify = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  const out: { slug: string; kind: ArticleKind; tags: string[] }[] = []
  f.landmarks.slice(0, 6).forEach((l) =>
    out.push({
      slug: `${cityId}-${l.key}-guide`,
      kind: { type: 'landmark', landmark: l },
      tags: ['landmarks', l.kind],
    }),
  )
  f.neighbourhoods.forEach((n, i) =>
    out.push({
      slug: `${cityId}-${slugify(n.name)}-walk`,
      kind: { type: 'neighbourhood', index: i },
      tags: ['neighbourhoods', 'walks'],
    }),
  )
  out.push({ slug: `${cityId}-in-one-day`, kind: { type: 'one-day' }, tags: ['itineraries'] })
  out.push({ slug: `${cityId}-with-kids`, kind: { type: 'kids' }, tags: ['family'] })
  out.push({ slug: `${cityId}-food-guide`, kind: { type: 'food' }, tags: ['food'] })
  out.push({ slug: `${cityId}-by-night`, kind: { type: 'night' }, tags: ['evening'] })
  for (const season of ['spring', 'summer', 'autumn', 'winter'] as const)
    out.push({ slug: `${cityId}-in-${season}`, kind: { type: 'season', season }, tags: ['seasons', season] })
  return out
}
