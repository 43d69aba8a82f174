/**
 * Editorial facts used by the seed templates: landmarks (real coordinates), neighbourhoods, food, colours,
 * office... Business constants (locales, currency, timezone, family pass rule, support e-mail) are NOT here: they
 * come from ../../../../domain/cities.ts.
 */
import type { CityId, Locale } from '../../../../domain/cities'
import { inLanguages } from '../../../../domain/locales'

export type L = Record<Locale, string>
export const t = inLanguages
/** Same text in every language (proper names). */
export const same = (s: string): L => ({ fr: s, en: s, es: s, nl: s })

export type Kind =
  | 'tower' | 'museum' | 'cathedral' | 'palace' | 'square' | 'bridge' | 'park' | 'market' | 'stadium'
  | 'monument' | 'street' | 'baths' | 'fountain' | 'castle' | 'basilica' | 'opera' | 'gallery' | 'station'
  | 'parliament' | 'beach' | 'house' | 'garden' | 'temple'

export const KIND: Record<Kind, L> = {
  tower: t('une tour', 'a tower', 'una torre', 'een toren'),
  museum: t('un musée', 'a museum', 'un museo', 'een museum'),
  cathedral: t('une cathédrale', 'a cathedral', 'una catedral', 'een kathedraal'),
  palace: t('un palais', 'a palace', 'un palacio', 'een paleis'),
  square: t('une place', 'a square', 'una plaza', 'een plein'),
  bridge: t('un pont', 'a bridge', 'un puente', 'een brug'),
  park: t('un parc', 'a park', 'un parque', 'een park'),
  market: t('un marché', 'a market', 'un mercado', 'een markt'),
  stadium: t('un stade', 'a stadium', 'un estadio', 'een stadion'),
  monument: t('un monument', 'a monument', 'un monumento', 'een monument'),
  street: t('une avenue', 'a grand avenue', 'una avenida', 'een laan'),
  baths: t('des thermes', 'a bath complex', 'unas termas', 'een badencomplex'),
  fountain: t('une fontaine', 'a fountain', 'una fuente', 'een fontein'),
  castle: t('une forteresse', 'a fortress', 'una fortaleza', 'een vesting'),
  basilica: t('une basilique', 'a basilica', 'una basílica', 'een basiliek'),
  opera: t('un opéra', 'an opera house', 'un teatro de ópera', 'een operahuis'),
  gallery: t('une galerie couverte', 'a covered arcade', 'una galería cubierta', 'een overdekte galerij'),
  station: t('une gare', 'a station', 'una estación', 'een station'),
  parliament: t('un parlement', 'a parliament', 'un parlamento', 'een parlement'),
  beach: t('une plage', 'a beach', 'una playa', 'een strand'),
  house: t('une demeure', 'a mansion', 'una mansión', 'een herenhuis'),
  garden: t('un jardin', 'a garden', 'un jardín', 'een tuin'),
  temple: t('un temple', 'a temple', 'un templo', 'een tempel'),
}

export interface Landmark {
  key: string
  name: L
  lat: number
  lng: number
  kind: Kind
  year: number
  area: string
}

export interface CityFacts {
  name: L
  country: L
  colors: { primary: string; secondary: string; textColor: string }
  /** The office's name: a proper name, the same in every language (the CMS field is not localized). */
  office: { name: string; address: string; latitude: number; longitude: number; telephone: string; openingHours: L }
  /**
   * Street address of the tours' first stop, the first landmark (the meeting point names that stop, so
   * the address must be near it, not the office's when the office is elsewhere).
   */
  firstStopAddress: string
  landmarks: Landmark[]
  neighbourhoods: { name: string; vibe: L }[]
  food: L
  water: L
  tourismSite: string
  tagline: L
  /** Route A and B stop keys (landmark keys). */
  routes: { key: string; name: L; color: string; stops: string[] }[]
}

const lm = (key: string, name: L | string, lat: number, lng: number, kind: Kind, year: number, area: string): Landmark => ({
  key, name: typeof name === 'string' ? same(name) : name, lat, lng, kind, year, area,
})

const hours = (fr: string, en: string, es: string, nl: string) => t(fr, en, es, nl)

export const CITY_FACTS: Record<CityId, CityFacts> = {
  paris: {
    name: t('Paris', 'Paris', 'París', 'Parijs'),
    country: t('France', 'France', 'Francia', 'Frankrijk'),
    colors: { primary: '#1d3557', secondary: '#e63946', textColor: '#ffffff' },
    office: {
      name: 'City Sightseeing · Opéra', address: '11 avenue de l’Opéra, 75001 Paris', latitude: 48.8651, longitude: 2.3349,
      telephone: '+33 1 84 88 00 00',
      openingHours: hours('Tous les jours de 9 h à 18 h', 'Daily 9am to 6pm', 'Todos los días de 9:00 a 18:00', 'Dagelijks van 9 tot 18 uur'),
    },
    firstStopAddress: '5 avenue Anatole France, 75007 Paris',
    landmarks: [
      lm('eiffel', t('Tour Eiffel', 'Eiffel Tower', 'Torre Eiffel', 'Eiffeltoren'), 48.8584, 2.2945, 'tower', 1889, 'Champ-de-Mars'),
      lm('louvre', t('Musée du Louvre', 'Louvre Museum', 'Museo del Louvre', 'Louvre'), 48.8606, 2.3376, 'museum', 1793, 'Palais-Royal'),
      lm('notre-dame', t('Notre-Dame de Paris', 'Notre-Dame Cathedral', 'Catedral de Notre-Dame', 'Notre-Dame'), 48.853, 2.3499, 'cathedral', 1345, 'Île de la Cité'),
      lm('arc', t('Arc de Triomphe', 'Arc de Triomphe', 'Arco del Triunfo', 'Arc de Triomphe'), 48.8738, 2.295, 'monument', 1836, 'Étoile'),
      lm('sacre-coeur', t('Basilique du Sacré-Cœur', 'Sacré-Cœur Basilica', 'Basílica del Sagrado Corazón', 'Sacré-Cœurbasiliek'), 48.8867, 2.3431, 'basilica', 1914, 'Montmartre'),
      lm('orsay', t('Musée d’Orsay', 'Musée d’Orsay', 'Museo de Orsay', 'Musée d’Orsay'), 48.86, 2.3266, 'museum', 1986, 'Saint-Germain'),
      lm('trocadero', 'Trocadéro', 48.8616, 2.2893, 'square', 1937, 'Chaillot'),
      lm('champs', t('Champs-Élysées', 'Champs-Élysées', 'Campos Elíseos', 'Champs-Élysées'), 48.8698, 2.3078, 'street', 1670, '8e arrondissement'),
      lm('concorde', t('Place de la Concorde', 'Place de la Concorde', 'Plaza de la Concordia', 'Place de la Concorde'), 48.8656, 2.3212, 'square', 1772, 'Tuileries'),
      lm('opera', t('Opéra Garnier', 'Palais Garnier opera house', 'Ópera Garnier', 'Opéra Garnier'), 48.872, 2.3316, 'opera', 1875, 'Opéra'),
      lm('invalides', t('Les Invalides', 'Les Invalides', 'Los Inválidos', 'Les Invalides'), 48.8566, 2.3126, 'monument', 1706, 'Gros-Caillou'),
      lm('pantheon', t('Panthéon', 'Panthéon', 'Panteón', 'Panthéon'), 48.8462, 2.3464, 'monument', 1790, 'Quartier latin'),
      lm('moulin-rouge', 'Moulin Rouge', 48.8841, 2.3323, 'monument', 1889, 'Pigalle'),
      lm('bastille', t('Place de la Bastille', 'Place de la Bastille', 'Plaza de la Bastilla', 'Place de la Bastille'), 48.8532, 2.3692, 'square', 1840, 'Bastille'),
    ],
    neighbourhoods: [
      { name: 'Montmartre', vibe: t('ruelles pavées, vignes et peintres de la place du Tertre', 'cobbled lanes, a tiny vineyard and the painters of Place du Tertre', 'callejuelas empedradas, viñedos y los pintores de la Place du Tertre', 'kinderkopjes, een wijngaardje en de schilders van de Place du Tertre') },
      { name: 'Le Marais', vibe: t('hôtels particuliers, place des Vosges et falafels de la rue des Rosiers', 'aristocratic mansions, Place des Vosges and the falafel of Rue des Rosiers', 'palacetes, la Place des Vosges y los falafels de la Rue des Rosiers', 'stadspaleizen, de Place des Vosges en de falafel van de Rue des Rosiers') },
      { name: 'Saint-Germain-des-Prés', vibe: t('cafés littéraires, librairies et galeries d’art', 'literary cafés, bookshops and art galleries', 'cafés literarios, librerías y galerías de arte', 'literaire cafés, boekwinkels en kunstgalerieën') },
      { name: 'Quartier latin', vibe: t('la Sorbonne, le jardin du Luxembourg et les petits cinémas d’art et d’essai', 'the Sorbonne, the Luxembourg Gardens and tiny art-house cinemas', 'la Sorbona, los Jardines de Luxemburgo y pequeños cines de autor', 'de Sorbonne, de Jardin du Luxembourg en kleine filmhuizen') },
    ],
    food: t('croissants, crêpes et fromages affinés', 'croissants, crêpes and aged cheeses', 'cruasanes, crepes y quesos curados', 'croissants, crêpes en belegen kazen'),
    water: t('la Seine', 'the Seine', 'el Sena', 'de Seine'),
    tourismSite: 'https://parisjetaime.com',
    tagline: t('Paris vu de l’impériale', 'Paris from the top deck', 'París desde el piso superior', 'Parijs vanaf het bovendek'),
    routes: [
      { key: 'paris-red', name: t('Ligne rouge : Paris classique', 'Red line: classic Paris', 'Línea roja: París clásico', 'Rode lijn: klassiek Parijs'), color: '#e63946', stops: ['eiffel', 'trocadero', 'arc', 'champs', 'concorde', 'opera', 'louvre', 'notre-dame', 'orsay', 'invalides'] },
      { key: 'paris-blue', name: t('Ligne bleue : Montmartre et rive gauche', 'Blue line: Montmartre and the Left Bank', 'Línea azul: Montmartre y la orilla izquierda', 'Blauwe lijn: Montmartre en de linkeroever'), color: '#457b9d', stops: ['opera', 'moulin-rouge', 'sacre-coeur', 'bastille', 'notre-dame', 'pantheon', 'orsay', 'invalides', 'eiffel'] },
    ],
  },
  london: {
    name: t('Londres', 'London', 'Londres', 'Londen'),
    country: t('Royaume-Uni', 'United Kingdom', 'Reino Unido', 'Verenigd Koninkrijk'),
    colors: { primary: '#b8102b', secondary: '#012169', textColor: '#ffffff' },
    office: {
      name: 'City Sightseeing · Trafalgar Square', address: '1 Northumberland Avenue, London WC2N 5BW', latitude: 51.5074, longitude: -0.1257,
      telephone: '+44 20 3000 0000',
      openingHours: hours('Tous les jours de 8 h 30 à 18 h', 'Daily 8.30am to 6pm', 'Todos los días de 8:30 a 18:00', 'Dagelijks van 8.30 tot 18 uur'),
    },
    firstStopAddress: 'Buckingham Palace Road, London SW1W 0QH',
    landmarks: [
      lm('buckingham', t('Palais de Buckingham', 'Buckingham Palace', 'Palacio de Buckingham', 'Buckingham Palace'), 51.5014, -0.1419, 'palace', 1703, 'Westminster'),
      lm('big-ben', t('Big Ben et le palais de Westminster', 'Big Ben and the Houses of Parliament', 'Big Ben y el Parlamento', 'Big Ben en het parlement'), 51.5007, -0.1246, 'parliament', 1859, 'Westminster'),
      lm('tower', t('Tour de Londres', 'Tower of London', 'Torre de Londres', 'Tower of London'), 51.5081, -0.0759, 'castle', 1078, 'City of London'),
      lm('st-pauls', t('Cathédrale Saint-Paul', 'St Paul’s Cathedral', 'Catedral de San Pablo', 'St Paul’s Cathedral'), 51.5138, -0.0984, 'cathedral', 1710, 'City of London'),
      lm('british-museum', t('British Museum', 'British Museum', 'Museo Británico', 'British Museum'), 51.5194, -0.127, 'museum', 1759, 'Bloomsbury'),
      lm('tower-bridge', 'Tower Bridge', 51.5055, -0.0754, 'bridge', 1894, 'Southwark'),
      lm('london-eye', 'London Eye', 51.5033, -0.1196, 'monument', 2000, 'South Bank'),
      lm('trafalgar', t('Trafalgar Square', 'Trafalgar Square', 'Trafalgar Square', 'Trafalgar Square'), 51.508, -0.1281, 'square', 1844, 'Charing Cross'),
      lm('piccadilly', 'Piccadilly Circus', 51.5101, -0.134, 'square', 1819, 'West End'),
      lm('hyde-park', t('Hyde Park Corner', 'Hyde Park Corner', 'Hyde Park Corner', 'Hyde Park Corner'), 51.5027, -0.1527, 'park', 1637, 'Knightsbridge'),
      lm('covent-garden', 'Covent Garden', 51.5117, -0.124, 'market', 1830, 'West End'),
      lm('marble-arch', 'Marble Arch', 51.5131, -0.1589, 'monument', 1833, 'Mayfair'),
      lm('nhm', t('Muséum d’histoire naturelle', 'Natural History Museum', 'Museo de Historia Natural', 'Natural History Museum'), 51.4967, -0.1764, 'museum', 1881, 'South Kensington'),
      lm('borough', 'Borough Market', 51.5055, -0.091, 'market', 1756, 'Southwark'),
    ],
    neighbourhoods: [
      { name: 'Covent Garden', vibe: t('artistes de rue, théâtres du West End et halles victoriennes', 'street performers, West End theatres and Victorian market halls', 'artistas callejeros, teatros del West End y mercados victorianos', 'straatartiesten, West End-theaters en Victoriaanse markthallen') },
      { name: 'Notting Hill', vibe: t('maisons colorées et marché aux puces de Portobello Road', 'pastel houses and the Portobello Road market', 'casas de colores y el mercadillo de Portobello Road', 'pastelkleurige huizen en de markt van Portobello Road') },
      { name: 'Shoreditch', vibe: t('street art, friperies et food trucks de Brick Lane', 'street art, vintage shops and the food stalls of Brick Lane', 'arte urbano, tiendas vintage y puestos de comida de Brick Lane', 'street art, vintagewinkels en de eetkraampjes van Brick Lane') },
      { name: 'South Bank', vibe: t('promenade le long de la Tamise, Tate Modern et Shakespeare’s Globe', 'the Thames riverside walk, Tate Modern and Shakespeare’s Globe', 'el paseo junto al Támesis, la Tate Modern y el Globe de Shakespeare', 'de wandeling langs de Theems, Tate Modern en Shakespeare’s Globe') },
    ],
    food: t('fish and chips, scones et afternoon tea', 'fish and chips, scones and afternoon tea', 'fish and chips, scones y té de la tarde', 'fish and chips, scones en afternoon tea'),
    water: t('la Tamise', 'the Thames', 'el Támesis', 'de Theems'),
    tourismSite: 'https://www.visitlondon.com',
    tagline: t('Londres, arrêt après arrêt', 'London, stop by stop', 'Londres, parada a parada', 'Londen, halte na halte'),
    routes: [
      { key: 'london-red', name: t('Ligne rouge : Westminster et la City', 'Red line: Westminster and the City', 'Línea roja: Westminster y la City', 'Rode lijn: Westminster en de City'), color: '#b8102b', stops: ['trafalgar', 'big-ben', 'london-eye', 'st-pauls', 'tower', 'tower-bridge', 'borough', 'covent-garden', 'piccadilly'] },
      { key: 'london-blue', name: t('Ligne bleue : palais royaux et musées', 'Blue line: royal palaces and museums', 'Línea azul: palacios reales y museos', 'Blauwe lijn: paleizen en musea'), color: '#012169', stops: ['piccadilly', 'buckingham', 'hyde-park', 'nhm', 'marble-arch', 'british-museum', 'covent-garden', 'trafalgar'] },
    ],
  },
  brussels: {
    name: t('Bruxelles', 'Brussels', 'Bruselas', 'Brussel'),
    country: t('Belgique', 'Belgium', 'Bélgica', 'België'),
    colors: { primary: '#f2c200', secondary: '#1f3a93', textColor: '#1a1a1a' },
    office: {
      name: 'City Sightseeing · Grand-Place', address: 'Rue du Marché aux Herbes 63, 1000 Bruxelles', latitude: 50.8473, longitude: 4.3544,
      telephone: '+32 2 000 00 00',
      openingHours: hours('Tous les jours de 9 h à 18 h', 'Daily 9am to 6pm', 'Todos los días de 9:00 a 18:00', 'Dagelijks van 9 tot 18 uur'),
    },
    firstStopAddress: 'Rue du Marché aux Herbes 63, 1000 Bruxelles',
    landmarks: [
      lm('grand-place', t('Grand-Place', 'Grand-Place', 'Grand Place', 'Grote Markt'), 50.8467, 4.3524, 'square', 1695, 'Îlot Sacré'),
      lm('atomium', 'Atomium', 50.8949, 4.3415, 'monument', 1958, 'Heysel'),
      lm('manneken', 'Manneken Pis', 50.845, 4.35, 'fountain', 1619, 'Centre'),
      lm('galeries', t('Galeries Royales Saint-Hubert', 'Royal Saint-Hubert Galleries', 'Galerías Reales Saint-Hubert', 'Koninklijke Sint-Hubertusgalerijen'), 50.8478, 4.3546, 'gallery', 1847, 'Îlot Sacré'),
      lm('palace', t('Palais royal', 'Royal Palace', 'Palacio Real', 'Koninklijk Paleis'), 50.8417, 4.362, 'palace', 1934, 'Coudenberg'),
      lm('cinquantenaire', t('Parc du Cinquantenaire', 'Cinquantenaire Park', 'Parque del Cincuentenario', 'Jubelpark'), 50.8403, 4.3928, 'park', 1880, 'Etterbeek'),
      lm('mont-des-arts', t('Mont des Arts', 'Mont des Arts', 'Mont des Arts', 'Kunstberg'), 50.844, 4.3567, 'garden', 1910, 'Centre'),
      lm('sablon', t('Place du Grand Sablon', 'Grand Sablon square', 'Plaza del Grand Sablon', 'Grote Zavel'), 50.8403, 4.3557, 'square', 1660, 'Sablon'),
      lm('justice', t('Palais de justice', 'Palace of Justice', 'Palacio de Justicia', 'Justitiepaleis'), 50.8365, 4.3519, 'palace', 1883, 'Marolles'),
      lm('parliament', t('Parlement européen', 'European Parliament', 'Parlamento Europeo', 'Europees Parlement'), 50.8383, 4.3756, 'parliament', 1993, 'Quartier européen'),
      lm('mini-europe', t('Mini-Europe', 'Mini-Europe', 'Mini-Europe', 'Mini-Europa'), 50.8946, 4.3387, 'park', 1989, 'Heysel'),
      lm('comics', t('Centre belge de la bande dessinée', 'Belgian Comic Strip Center', 'Centro Belga del Cómic', 'Belgisch Stripcentrum'), 50.8512, 4.3594, 'museum', 1989, 'Centre'),
      lm('cathedral', t('Cathédrale Saints-Michel-et-Gudule', 'St Michael and St Gudula Cathedral', 'Catedral de San Miguel y Santa Gúdula', 'Sint-Michiels- en Sint-Goedelekathedraal'), 50.848, 4.3601, 'cathedral', 1519, 'Centre'),
      lm('horta', t('Musée Horta', 'Horta Museum', 'Museo Horta', 'Hortamuseum'), 50.8243, 4.3556, 'house', 1901, 'Saint-Gilles'),
    ],
    neighbourhoods: [
      { name: 'Sablon', vibe: t('antiquaires, chocolatiers et église gothique Notre-Dame du Sablon', 'antique dealers, chocolatiers and the Gothic church of Our Lady of the Sablon', 'anticuarios, chocolateros y la iglesia gótica de Nuestra Señora del Sablon', 'antiquairs, chocolatiers en de gotische Onze-Lieve-Vrouw-ter-Zavelkerk') },
      { name: 'Marolles', vibe: t('marché aux puces de la place du Jeu de Balle et estaminets populaires', 'the Jeu de Balle flea market and old-style cafés', 'el rastro de la Place du Jeu de Balle y bares de toda la vida', 'de vlooienmarkt op het Vossenplein en volkse kroegen') },
      { name: 'Saint-Gilles', vibe: t('façades Art nouveau, parvis animé et bistrots', 'Art Nouveau façades, a lively church square and bistros', 'fachadas modernistas, una plaza animada y bistrós', 'art-nouveaugevels, een levendig voorplein en bistro’s') },
      { name: 'Ixelles', vibe: t('étangs, quartier Matonge et boutiques de créateurs', 'ponds, the Matonge quarter and designer boutiques', 'estanques, el barrio de Matonge y tiendas de diseño', 'vijvers, de Matongewijk en ontwerpersboetieks') },
    ],
    food: t('gaufres, frites, pralines et bières d’abbaye', 'waffles, fries, pralines and abbey beers', 'gofres, patatas fritas, bombones y cervezas de abadía', 'wafels, frieten, pralines en abdijbieren'),
    water: t('le canal de Bruxelles', 'the Brussels canal', 'el canal de Bruselas', 'het kanaal van Brussel'),
    tourismSite: 'https://www.visit.brussels',
    tagline: t('Bruxelles, capitale à ciel ouvert', 'Brussels, an open-top capital', 'Bruselas, capital a cielo abierto', 'Brussel, hoofdstad onder de blote hemel'),
    routes: [
      { key: 'brussels-yellow', name: t('Ligne jaune : centre historique', 'Yellow line: historic centre', 'Línea amarilla: centro histórico', 'Gele lijn: historisch centrum'), color: '#f2c200', stops: ['grand-place', 'galeries', 'cathedral', 'comics', 'palace', 'mont-des-arts', 'sablon', 'justice', 'manneken'] },
      { key: 'brussels-blue', name: t('Ligne bleue : Europe et Atomium', 'Blue line: Europe and Atomium', 'Línea azul: Europa y Atomium', 'Blauwe lijn: Europa en Atomium'), color: '#1f3a93', stops: ['mont-des-arts', 'palace', 'parliament', 'cinquantenaire', 'horta', 'comics', 'atomium', 'mini-europe'] },
    ],
  },
  bath: {
    name: t('Bath', 'Bath', 'Bath', 'Bath'),
    country: t('Royaume-Uni', 'United Kingdom', 'Reino Unido', 'Verenigd Koninkrijk'),
    colors: { primary: '#2e6b5e', secondary: '#c9a227', textColor: '#ffffff' },
    office: {
      name: 'City Sightseeing · Abbey', address: 'Terrace Walks, Bath BA1 1LY', latitude: 51.3807, longitude: -2.3578,
      telephone: '+44 1225 000000',
      openingHours: hours('Tous les jours de 9 h 30 à 17 h', 'Daily 9.30am to 5pm', 'Todos los días de 9:30 a 17:00', 'Dagelijks van 9.30 tot 17 uur'),
    },
    firstStopAddress: 'Terrace Walks, Bath BA1 1LY',
    landmarks: [
      lm('roman-baths', t('Thermes romains', 'Roman Baths', 'Termas romanas', 'Romeinse baden'), 51.3811, -2.359, 'baths', 70, 'Abbey Quarter'),
      lm('abbey', t('Abbaye de Bath', 'Bath Abbey', 'Abadía de Bath', 'Abdij van Bath'), 51.3815, -2.3587, 'cathedral', 1611, 'Abbey Quarter'),
      lm('royal-crescent', t('Royal Crescent', 'Royal Crescent', 'Royal Crescent', 'Royal Crescent'), 51.3871, -2.3681, 'monument', 1774, 'Lansdown'),
      lm('pulteney', t('Pont Pulteney', 'Pulteney Bridge', 'Puente Pulteney', 'Pulteneybrug'), 51.3834, -2.3572, 'bridge', 1774, 'Bathwick'),
      lm('circus', t('The Circus', 'The Circus', 'The Circus', 'The Circus'), 51.3858, -2.3621, 'square', 1768, 'Lansdown'),
      lm('assembly', t('Assembly Rooms', 'Assembly Rooms', 'Assembly Rooms', 'Assembly Rooms'), 51.3862, -2.361, 'house', 1771, 'Lansdown'),
      lm('austen', t('Jane Austen Centre', 'Jane Austen Centre', 'Centro Jane Austen', 'Jane Austen Centre'), 51.3843, -2.363, 'museum', 1999, 'Queen Square'),
      lm('thermae', 'Thermae Bath Spa', 51.3806, -2.3613, 'baths', 2006, 'Kingsmead'),
      lm('holburne', t('Musée Holburne', 'Holburne Museum', 'Museo Holburne', 'Holburne Museum'), 51.3841, -2.3458, 'museum', 1916, 'Bathwick'),
      lm('prior-park', t('Jardins de Prior Park', 'Prior Park', 'Jardines de Prior Park', 'Prior Park'), 51.3652, -2.3476, 'garden', 1742, 'Widcombe'),
      lm('alexandra-park', t('Belvédère d’Alexandra Park', 'Alexandra Park viewpoint', 'Mirador de Alexandra Park', 'Uitzichtpunt Alexandra Park'), 51.3707, -2.3597, 'park', 1902, 'Beechen Cliff'),
      lm('victoria-park', t('Royal Victoria Park', 'Royal Victoria Park', 'Royal Victoria Park', 'Royal Victoria Park'), 51.3873, -2.3726, 'park', 1830, 'Weston'),
      lm('station', t('Gare de Bath Spa', 'Bath Spa station', 'Estación de Bath Spa', 'Station Bath Spa'), 51.3776, -2.3572, 'station', 1840, 'Southgate'),
      lm('sydney-gardens', t('Sydney Gardens', 'Sydney Gardens', 'Sydney Gardens', 'Sydney Gardens'), 51.3848, -2.3466, 'garden', 1795, 'Bathwick'),
    ],
    neighbourhoods: [
      { name: 'Lansdown', vibe: t('terrasses géorgiennes en pierre couleur miel', 'Georgian terraces of honey-coloured stone', 'terrazas georgianas de piedra color miel', 'Georgiaanse huizenrijen van honingkleurige steen') },
      { name: 'Walcot', vibe: t('quartier des artisans, brocantes et cafés indépendants', 'the artisan quarter, vintage shops and independent cafés', 'el barrio artesano, tiendas vintage y cafés independientes', 'de ambachtswijk, vintagewinkels en onafhankelijke cafés') },
      { name: 'Widcombe', vibe: t('écluses du canal Kennet & Avon et vue sur la ville', 'the locks of the Kennet & Avon canal and views over the city', 'las esclusas del canal Kennet & Avon y vistas de la ciudad', 'de sluizen van het Kennet & Avon-kanaal en uitzicht over de stad') },
      { name: 'Bathwick', vibe: t('Great Pulteney Street, Holburne et Sydney Gardens', 'Great Pulteney Street, the Holburne and Sydney Gardens', 'Great Pulteney Street, el Holburne y Sydney Gardens', 'Great Pulteney Street, het Holburne en Sydney Gardens') },
    ],
    food: t('Sally Lunn buns, cream teas et cidre du Somerset', 'Sally Lunn buns, cream teas and Somerset cider', 'bollos Sally Lunn, cream teas y sidra de Somerset', 'Sally Lunn-broodjes, cream teas en cider uit Somerset'),
    water: t('l’Avon', 'the River Avon', 'el río Avon', 'de Avon'),
    tourismSite: 'https://visitbath.co.uk',
    tagline: t('Bath, ville géorgienne et thermale', 'Bath, Georgian spa city', 'Bath, ciudad georgiana y termal', 'Bath, Georgiaanse kuurstad'),
    routes: [
      { key: 'bath-city', name: t('Circuit ville', 'City tour', 'Recorrido ciudad', 'Stadstour'), color: '#2e6b5e', stops: ['station', 'roman-baths', 'abbey', 'pulteney', 'holburne', 'circus', 'royal-crescent', 'assembly', 'austen', 'thermae'] },
      { key: 'bath-skyline', name: t('Circuit panoramique', 'Skyline tour', 'Recorrido panorámico', 'Panoramatour'), color: '#c9a227', stops: ['station', 'alexandra-park', 'prior-park', 'sydney-gardens', 'holburne', 'pulteney', 'victoria-park', 'royal-crescent'] },
    ],
  },
  barcelona: {
    name: t('Barcelone', 'Barcelona', 'Barcelona', 'Barcelona'),
    country: t('Espagne', 'Spain', 'España', 'Spanje'),
    colors: { primary: '#005f8f', secondary: '#f4a300', textColor: '#ffffff' },
    office: {
      name: 'City Sightseeing · Catalunya', address: 'Plaça de Catalunya 17, 08002 Barcelona', latitude: 41.387, longitude: 2.1701,
      telephone: '+34 930 00 00 00',
      openingHours: hours('Tous les jours de 9 h à 20 h', 'Daily 9am to 8pm', 'Todos los días de 9:00 a 20:00', 'Dagelijks van 9 tot 20 uur'),
    },
    firstStopAddress: 'Carrer de Mallorca 401, 08013 Barcelona',
    landmarks: [
      lm('sagrada', t('Sagrada Família', 'Sagrada Família', 'Sagrada Família', 'Sagrada Família'), 41.4036, 2.1744, 'basilica', 1882, 'Eixample'),
      lm('park-guell', 'Park Güell', 41.4145, 2.1527, 'park', 1914, 'Gràcia'),
      lm('batllo', 'Casa Batlló', 41.3916, 2.1649, 'house', 1906, 'Passeig de Gràcia'),
      lm('pedrera', t('La Pedrera', 'La Pedrera (Casa Milà)', 'La Pedrera', 'La Pedrera'), 41.3954, 2.1619, 'house', 1912, 'Passeig de Gràcia'),
      lm('cathedral', t('Cathédrale de Barcelone', 'Barcelona Cathedral', 'Catedral de Barcelona', 'Kathedraal van Barcelona'), 41.384, 2.1762, 'cathedral', 1448, 'Barri Gòtic'),
      lm('montjuic', t('Château de Montjuïc', 'Montjuïc Castle', 'Castillo de Montjuïc', 'Kasteel van Montjuïc'), 41.3634, 2.166, 'castle', 1751, 'Montjuïc'),
      lm('catalunya', t('Plaça de Catalunya', 'Plaça de Catalunya', 'Plaza de Cataluña', 'Plaça de Catalunya'), 41.387, 2.1701, 'square', 1927, 'Centre'),
      lm('rambla', t('La Rambla et la Boqueria', 'La Rambla and La Boqueria', 'La Rambla y la Boqueria', 'La Rambla en La Boqueria'), 41.3817, 2.1716, 'market', 1840, 'Raval'),
      lm('camp-nou', 'Camp Nou', 41.3809, 2.1228, 'stadium', 1957, 'Les Corts'),
      lm('fountain', t('Fontaine magique de Montjuïc', 'Magic Fountain of Montjuïc', 'Fuente Mágica de Montjuïc', 'Magische Fontein van Montjuïc'), 41.3712, 2.1517, 'fountain', 1929, 'Montjuïc'),
      lm('colom', t('Port Vell et monument à Colomb', 'Port Vell and the Columbus Monument', 'Port Vell y el Monumento a Colón', 'Port Vell en het Columbusmonument'), 41.3758, 2.1778, 'monument', 1888, 'Port Vell'),
      lm('barceloneta', t('Plage de la Barceloneta', 'Barceloneta beach', 'Playa de la Barceloneta', 'Strand van Barceloneta'), 41.3784, 2.1925, 'beach', 1992, 'Barceloneta'),
      lm('arc', t('Arc de Triomf', 'Arc de Triomf', 'Arco de Triunfo', 'Arc de Triomf'), 41.3911, 2.1806, 'monument', 1888, 'Sant Pere'),
      lm('port-olimpic', t('Port olympique', 'Olympic Port', 'Puerto Olímpico', 'Olympische haven'), 41.3861, 2.1983, 'beach', 1992, 'Poblenou'),
    ],
    neighbourhoods: [
      { name: 'Barri Gòtic', vibe: t('ruelles médiévales, place Sant Jaume et vestiges romains', 'medieval alleys, Plaça Sant Jaume and Roman remains', 'callejones medievales, la plaza Sant Jaume y restos romanos', 'middeleeuwse steegjes, de Plaça Sant Jaume en Romeinse resten') },
      { name: 'El Born', vibe: t('Santa Maria del Mar, musée Picasso et bars à vermouth', 'Santa Maria del Mar, the Picasso Museum and vermouth bars', 'Santa Maria del Mar, el Museo Picasso y bares de vermut', 'Santa Maria del Mar, het Picassomuseum en vermoutbars') },
      { name: 'Gràcia', vibe: t('petites places, fêtes de quartier et boutiques de créateurs', 'small squares, street festivals and designer shops', 'placitas, fiestas de barrio y tiendas de diseño', 'pleintjes, buurtfeesten en ontwerpwinkels') },
      { name: 'Barceloneta', vibe: t('ancien quartier de pêcheurs, paella et promenade du bord de mer', 'the old fishermen’s quarter, paella and the seafront promenade', 'el antiguo barrio de pescadores, paella y el paseo marítimo', 'de oude vissersbuurt, paella en de boulevard') },
    ],
    food: t('tapas, pa amb tomàquet et crème catalane', 'tapas, pa amb tomàquet and crema catalana', 'tapas, pa amb tomàquet y crema catalana', 'tapas, pa amb tomàquet en crema catalana'),
    water: t('la Méditerranée', 'the Mediterranean', 'el Mediterráneo', 'de Middellandse Zee'),
    tourismSite: 'https://www.barcelonaturisme.com',
    tagline: t('Barcelone, de Gaudí à la mer', 'Barcelona, from Gaudí to the sea', 'Barcelona, de Gaudí al mar', 'Barcelona, van Gaudí tot de zee'),
    routes: [
      { key: 'barcelona-red', name: t('Ligne rouge : Gaudí et Eixample', 'Red line: Gaudí and the Eixample', 'Línea roja: Gaudí y el Eixample', 'Rode lijn: Gaudí en de Eixample'), color: '#c8102e', stops: ['catalunya', 'batllo', 'pedrera', 'sagrada', 'park-guell', 'arc', 'cathedral', 'rambla', 'colom'] },
      { key: 'barcelona-blue', name: t('Ligne bleue : Montjuïc et la mer', 'Blue line: Montjuïc and the sea', 'Línea azul: Montjuïc y el mar', 'Blauwe lijn: Montjuïc en de zee'), color: '#005f8f', stops: ['catalunya', 'camp-nou', 'fountain', 'montjuic', 'colom', 'barceloneta', 'port-olimpic', 'arc'] },
    ],
  },
  madrid: {
    name: t('Madrid', 'Madrid', 'Madrid', 'Madrid'),
    country: t('Espagne', 'Spain', 'España', 'Spanje'),
    colors: { primary: '#8a1538', secondary: '#f2b705', textColor: '#ffffff' },
    office: {
      name: 'City Sightseeing · Prado', address: 'Calle de Felipe IV 5, 28014 Madrid', latitude: 40.415, longitude: -3.6925,
      telephone: '+34 910 00 00 00',
      openingHours: hours('Tous les jours de 9 h à 20 h', 'Daily 9am to 8pm', 'Todos los días de 9:00 a 20:00', 'Dagelijks van 9 tot 20 uur'),
    },
    firstStopAddress: 'Calle de Felipe IV 5, 28014 Madrid',
    landmarks: [
      lm('prado', t('Musée du Prado', 'Prado Museum', 'Museo del Prado', 'Pradomuseum'), 40.4138, -3.6921, 'museum', 1819, 'Paseo del Prado'),
      lm('palace', t('Palais royal', 'Royal Palace', 'Palacio Real', 'Koninklijk Paleis'), 40.418, -3.7143, 'palace', 1764, 'Los Austrias'),
      lm('retiro', t('Parc du Retiro', 'Retiro Park', 'Parque del Retiro', 'Retiropark'), 40.4153, -3.6844, 'park', 1868, 'Retiro'),
      lm('plaza-mayor', t('Plaza Mayor', 'Plaza Mayor', 'Plaza Mayor', 'Plaza Mayor'), 40.4155, -3.7074, 'square', 1619, 'Los Austrias'),
      lm('sol', t('Puerta del Sol', 'Puerta del Sol', 'Puerta del Sol', 'Puerta del Sol'), 40.4169, -3.7035, 'square', 1857, 'Centro'),
      lm('bernabeu', t('Stade Santiago Bernabéu', 'Santiago Bernabéu Stadium', 'Estadio Santiago Bernabéu', 'Santiago Bernabéu-stadion'), 40.4531, -3.6883, 'stadium', 1947, 'Chamartín'),
      lm('almudena', t('Cathédrale de l’Almudena', 'Almudena Cathedral', 'Catedral de la Almudena', 'Almudenakathedraal'), 40.4155, -3.7146, 'cathedral', 1993, 'Los Austrias'),
      lm('alcala', t('Puerta de Alcalá', 'Puerta de Alcalá', 'Puerta de Alcalá', 'Puerta de Alcalá'), 40.42, -3.6887, 'monument', 1778, 'Salamanca'),
      lm('cibeles', t('Place de Cibeles', 'Plaza de Cibeles', 'Plaza de Cibeles', 'Plaza de Cibeles'), 40.4193, -3.693, 'fountain', 1782, 'Centro'),
      lm('gran-via', 'Gran Vía', 40.4203, -3.7058, 'street', 1910, 'Centro'),
      lm('reina-sofia', t('Musée Reina Sofía', 'Reina Sofía Museum', 'Museo Reina Sofía', 'Reina Sofía-museum'), 40.4086, -3.6944, 'museum', 1992, 'Atocha'),
      lm('debod', t('Temple de Debod', 'Temple of Debod', 'Templo de Debod', 'Tempel van Debod'), 40.424, -3.7178, 'temple', 1972, 'Argüelles'),
      lm('plaza-espana', t('Plaza de España', 'Plaza de España', 'Plaza de España', 'Plaza de España'), 40.4233, -3.7122, 'square', 1928, 'Argüelles'),
      lm('san-miguel', t('Marché de San Miguel', 'San Miguel Market', 'Mercado de San Miguel', 'Mercado de San Miguel'), 40.4154, -3.709, 'market', 1916, 'Los Austrias'),
    ],
    neighbourhoods: [
      { name: 'La Latina', vibe: t('tavernes à tapas de la Cava Baja et marché du Rastro le dimanche', 'the tapas taverns of Cava Baja and the Sunday Rastro market', 'las tabernas de la Cava Baja y el Rastro de los domingos', 'de tapascafés van de Cava Baja en de zondagse Rastro-markt') },
      { name: 'Malasaña', vibe: t('esprit de la Movida, friperies et terrasses de la place du Dos de Mayo', 'the spirit of La Movida, vintage shops and the terraces of Plaza del Dos de Mayo', 'el espíritu de la Movida, tiendas vintage y terrazas de la plaza del Dos de Mayo', 'de geest van La Movida, vintagewinkels en de terrassen op de Plaza del Dos de Mayo') },
      { name: 'Lavapiés', vibe: t('quartier multiculturel, théâtres alternatifs et street art', 'a multicultural quarter, fringe theatres and street art', 'barrio multicultural, salas alternativas y arte urbano', 'een multiculturele wijk, kleine theaters en street art') },
      { name: 'Salamanca', vibe: t('boutiques de luxe de la calle Serrano et marchés gourmets', 'the luxury boutiques of Calle Serrano and gourmet markets', 'las boutiques de lujo de la calle Serrano y mercados gourmet', 'de luxeboetieks van de Calle Serrano en gourmetmarkten') },
    ],
    food: t('bocadillo de calamares, churros au chocolat et cocido madrilène', 'calamari sandwiches, churros with chocolate and cocido madrileño', 'bocadillo de calamares, churros con chocolate y cocido madrileño', 'broodjes inktvis, churros met chocolade en cocido madrileño'),
    water: t('le Manzanares', 'the Manzanares river', 'el río Manzanares', 'de Manzanares'),
    tourismSite: 'https://www.esmadrid.com',
    tagline: t('Madrid, de musée en plaza', 'Madrid, from museum to plaza', 'Madrid, de museo en plaza', 'Madrid, van museum tot plaza'),
    routes: [
      { key: 'madrid-historic', name: t('Ligne 1 : Madrid historique', 'Route 1: historic Madrid', 'Ruta 1: Madrid histórico', 'Route 1: historisch Madrid'), color: '#8a1538', stops: ['prado', 'reina-sofia', 'sol', 'plaza-mayor', 'san-miguel', 'palace', 'almudena', 'plaza-espana', 'gran-via', 'cibeles'] },
      { key: 'madrid-modern', name: t('Ligne 2 : Madrid moderne', 'Route 2: modern Madrid', 'Ruta 2: Madrid moderno', 'Route 2: modern Madrid'), color: '#f2b705', stops: ['cibeles', 'alcala', 'retiro', 'bernabeu', 'debod', 'plaza-espana', 'gran-via', 'prado'] },
    ],
  },
}
