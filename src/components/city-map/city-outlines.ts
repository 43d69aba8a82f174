/**
 * The offline background of the map (no tiles configured): a simplified outline of each city's river, coast and
 * main parks, drawn for this project from public knowledge of the cities (rounded coordinates, a few points each).
 * Enough to read the map as a map without internet; not a survey. [lat, lng] pairs.
 */
export type LatLng = [number, number];

export interface CityOutline {
  /** Rivers and canals, drawn as wide blue lines. */
  rivers: LatLng[][];
  /** Sea or lake areas, filled blue. */
  water: LatLng[][];
  /** Main parks, filled green. */
  parks: LatLng[][];
}

const box = (north: number, west: number, south: number, east: number): LatLng[] => [
  [north, west],
  [north, east],
  [south, east],
  [south, west],
];

export const CITY_OUTLINES: Readonly<Record<string, CityOutline>> = {
  paris: {
    rivers: [[
      [48.8330, 2.2560], [48.8468, 2.2749], [48.8556, 2.2876], [48.8610, 2.2980], [48.8639, 2.3135], [48.8620, 2.3250],
      [48.8597, 2.3296], [48.8572, 2.3412], [48.8545, 2.3475], [48.8504, 2.3597], [48.8436, 2.3661], [48.8384, 2.3770],
      [48.8290, 2.3880],
    ]],
    water: [],
    parks: [
      [[48.8600, 2.2940], [48.8522, 2.3068], [48.8502, 2.3040], [48.8578, 2.2912]], // Champ de Mars
      [[48.8660, 2.3230], [48.8630, 2.3330], [48.8612, 2.3318], [48.8642, 2.3218]], // Tuileries
      box(48.8490, 2.3330, 48.8440, 2.3400), // Luxembourg
      box(48.8820, 2.3780, 48.8770, 2.3850), // Buttes-Chaumont
    ],
  },
  london: {
    rivers: [[
      [51.4830, -0.1900], [51.4850, -0.1400], [51.4872, -0.1268], [51.5007, -0.1219], [51.5085, -0.1167],
      [51.5098, -0.1039], [51.5079, -0.0877], [51.5055, -0.0754], [51.5050, -0.0550], [51.5000, -0.0400],
    ]],
    water: [],
    parks: [
      box(51.5115, -0.1750, 51.5030, -0.1590), // Hyde Park
      box(51.5115, -0.1880, 51.5025, -0.1750), // Kensington Gardens
      box(51.5060, -0.1470, 51.5020, -0.1400), // Green Park
      box(51.5040, -0.1400, 51.5010, -0.1290), // St James's Park
      box(51.5320, -0.1650, 51.5230, -0.1450), // Regent's Park
    ],
  },
  brussels: {
    rivers: [[[50.8300, 4.3270], [50.8400, 4.3330], [50.8500, 4.3400], [50.8600, 4.3470], [50.8700, 4.3520]]], // canal
    water: [],
    parks: [
      box(50.8460, 4.3610, 50.8420, 4.3670), // Parc de Bruxelles
      box(50.8420, 4.3850, 50.8390, 4.3960), // Cinquantenaire
      box(50.8440, 4.3780, 50.8410, 4.3840), // Parc Léopold
    ],
  },
  bath: {
    rivers: [[
      [51.3920, -2.3450], [51.3860, -2.3530], [51.3833, -2.3575], [51.3800, -2.3580], [51.3780, -2.3620],
      [51.3800, -2.3700], [51.3830, -2.3800], [51.3850, -2.3900],
    ]],
    water: [],
    parks: [
      box(51.3885, -2.3760, 51.3855, -2.3650), // Royal Victoria Park
      box(51.3825, -2.3570, 51.3805, -2.3545), // Parade Gardens
    ],
  },
  barcelona: {
    rivers: [],
    water: [[
      [41.3600, 2.1700], [41.3700, 2.1800], [41.3760, 2.1880], [41.3800, 2.1930], [41.3850, 2.2000], [41.3950, 2.2100],
      [41.4050, 2.2200], [41.4050, 2.2600], [41.3600, 2.2600],
    ]], // the Mediterranean
    parks: [
      box(41.3900, 2.1830, 41.3850, 2.1900), // Ciutadella
      box(41.3700, 2.1550, 41.3600, 2.1700), // Montjuïc
      box(41.4160, 2.1500, 41.4120, 2.1560), // Park Güell
    ],
  },
  madrid: {
    rivers: [[[40.4350, -3.7300], [40.4250, -3.7240], [40.4150, -3.7220], [40.4050, -3.7180], [40.3950, -3.7080], [40.3850, -3.6950]]],
    water: [],
    parks: [
      box(40.4210, -3.6880, 40.4100, -3.6790), // Retiro
      box(40.4250, -3.7650, 40.4050, -3.7350), // Casa de Campo
      box(40.4220, -3.7200, 40.4170, -3.7150), // Campo del Moro
    ],
  },
};

/** The outline of a city, or an empty one for a city not drawn yet (the map still shows lines and stops). */
export const outlineOf = (cityId: string): CityOutline => CITY_OUTLINES[cityId] ?? { rivers: [], water: [], parks: [] };
