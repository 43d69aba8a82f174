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
    rivers: [
      [
        [48.833, 2.256],
        [48.8468, 2.2749],
        [48.8556, 2.2876],
        [48.861, 2.298],
        [48.8639, 2.3135],
        [48.862, 2.325],
        [48.8597, 2.3296],
        [48.8572, 2.3412],
        [48.8545, 2.3475],
        [48.8504, 2.3597],
        [48.8436, 2.3661],
        [48.8384, 2.377],
        [48.829, 2.388],
      ],
    ],
    water: [],
    parks: [
      [
        [48.86, 2.294],
        [48.8522, 2.3068],
        [48.8502, 2.304],
        [48.8578, 2.2912],
      ], // Champ de Mars
      [
        [48.866, 2.323],
        [48.863, 2.333],
        [48.8612, 2.3318],
        [48.8642, 2.3218],
      ], // Tuileries
      box(48.849, 2.333, 48.844, 2.34), // Luxembourg
      box(48.882, 2.378, 48.877, 2.385), // Buttes-Chaumont
    ],
  },
  london: {
    rivers: [
      [
        [51.483, -0.19],
        [51.485, -0.14],
        [51.4872, -0.1268],
        [51.5007, -0.1219],
        [51.5085, -0.1167],
        [51.5098, -0.1039],
        [51.5079, -0.0877],
        [51.5055, -0.0754],
        [51.505, -0.055],
        [51.5, -0.04],
      ],
    ],
    water: [],
    parks: [
      box(51.5115, -0.175, 51.503, -0.159), // Hyde Park
      box(51.5115, -0.188, 51.5025, -0.175), // Kensington Gardens
      box(51.506, -0.147, 51.502, -0.14), // Green Park
      box(51.504, -0.14, 51.501, -0.129), // St James's Park
      box(51.532, -0.165, 51.523, -0.145), // Regent's Park
    ],
  },
  brussels: {
    rivers: [
      [
        [50.83, 4.327],
        [50.84, 4.333],
        [50.85, 4.34],
        [50.86, 4.347],
        [50.87, 4.352],
      ],
    ], // canal
    water: [],
    parks: [
      box(50.846, 4.361, 50.842, 4.367), // Parc de Bruxelles
      box(50.842, 4.385, 50.839, 4.396), // Cinquantenaire
      box(50.844, 4.378, 50.841, 4.384), // Parc Léopold
    ],
  },
  bath: {
    rivers: [
      [
        [51.392, -2.345],
        [51.386, -2.353],
        [51.3833, -2.3575],
        [51.38, -2.358],
        [51.378, -2.362],
        [51.38, -2.37],
        [51.383, -2.38],
        [51.385, -2.39],
      ],
    ],
    water: [],
    parks: [
      box(51.3885, -2.376, 51.3855, -2.365), // Royal Victoria Park
      box(51.3825, -2.357, 51.3805, -2.3545), // Parade Gardens
    ],
  },
  barcelona: {
    rivers: [],
    water: [
      [
        [41.36, 2.17],
        [41.37, 2.18],
        [41.376, 2.188],
        [41.38, 2.193],
        [41.385, 2.2],
        [41.395, 2.21],
        [41.405, 2.22],
        [41.405, 2.26],
        [41.36, 2.26],
      ],
    ], // the Mediterranean
    parks: [
      box(41.39, 2.183, 41.385, 2.19), // Ciutadella
      box(41.37, 2.155, 41.36, 2.17), // Montjuïc
      box(41.416, 2.15, 41.412, 2.156), // Park Güell
    ],
  },
  madrid: {
    rivers: [
      [
        [40.435, -3.73],
        [40.425, -3.724],
        [40.415, -3.722],
        [40.405, -3.718],
        [40.395, -3.708],
        [40.385, -3.695],
      ],
    ],
    water: [],
    parks: [
      box(40.421, -3.688, 40.41, -3.679), // Retiro
      box(40.425, -3.765, 40.405, -3.735), // Casa de Campo
      box(40.422, -3.72, 40.417, -3.715), // Campo del Moro
    ],
  },
};

/** The outline of a city, or an empty one for a city not drawn yet (the map still shows lines and stops). */
export const outlineOf = (cityId: string): CityOutline => CITY_OUTLINES[cityId] ?? { rivers: [], water: [], parks: [] };
