/**
 * The product catalogue shared by the OCTO sandbox (availability, prices) and the CMS seed (editorial content
 * keyed by the same OCTO product id). Prices are integers in minor units of the city's currency.
 */
import { CITIES, type CityId } from "./cities";
import { inLanguages, type Localized } from "./locales";
import type { UnitType } from "./passengers";

export type { UnitType };

export type OfferType =
  | "hop-on-hop-off"
  | "themed-tour"
  | "special-tour"
  | "package"
  | "attraction"
  | "audio-experience"
  | "family-pass"
  | "private-hire";

export const OFFER_TYPES: readonly OfferType[] = [
  "hop-on-hop-off",
  "themed-tour",
  "special-tour",
  "package",
  "attraction",
  "audio-experience",
  "family-pass",
  "private-hire",
];

/** How availability is shaped: opening hours (one all-day slot) or fixed start times. */
export type AvailabilityType = "OPENING_HOURS" | "START_TIME";

export interface CatalogueUnit {
  type: UnitType;
  /** Retail price, minor units. */
  retail: number;
  minAge: number;
  maxAge: number;
}
export interface CatalogueOption {
  id: string;
  /** Validity in days (1, 2, 3) for hop-on hop-off; 1 for timed products. */
  days: number;
  durationMinutes: number;
  title: Localized;
  units: CatalogueUnit[];
}
export interface CatalogueProduct {
  id: string;
  city: CityId;
  offerType: OfferType;
  title: Localized;
  availabilityType: AvailabilityType;
  /** Local start times (HH:MM) for START_TIME products; opening hours [open, close] otherwise. */
  startTimes: string[];
  openingHours: { from: string; to: string };
  /** Seats per slot: small capacities make limited and sold-out days occur. */
  capacity: number;
  options: CatalogueOption[];
  /** Public promotion in percent applied automatically (0 = none). */
  promoPercent: number;
  /** Home offer: listed in the city's sight-base-offer category. */
  baseOffer: boolean;
  /**
   * Sold with the city's other tours as a combination (checkout step 2 upsell, same date, same passengers):
   * listed in the city's sight-combination category. A combination is not offered combinations itself.
   */
  combinable?: true;
}

type L = Localized;
const t = inLanguages;

/** City-specific names: [themed tour 1, themed tour 2, special tour, attraction, package]. */
const CITY_THEMES: Record<CityId, { themed1: L; themed2: L; special: L; attraction: L; pkg: L; factor: number }> = {
  paris: {
    themed1: t("Paris by Night", "Paris by Night", "París de noche", "Parijs bij nacht"),
    themed2: t(
      "Montmartre et ses artistes",
      "Montmartre and its artists",
      "Montmartre y sus artistas",
      "Montmartre en zijn kunstenaars",
    ),
    special: t(
      "Tour gourmand en bus à impériale",
      "Gourmet double-decker tour",
      "Tour gastronómico en autobús",
      "Gastronomische dubbeldekkertour",
    ),
    attraction: t(
      "Bus + croisière sur la Seine",
      "Bus + Seine river cruise",
      "Bus + crucero por el Sena",
      "Bus + rondvaart op de Seine",
    ),
    pkg: t(
      "Pass Paris découverte : bus et Tour Montparnasse",
      "Paris discovery pass: bus and Montparnasse Tower",
      "Pase descubrimiento París: bus y Torre Montparnasse",
      "Parijs ontdekkingspas: bus en Montparnassetoren",
    ),
    factor: 100,
  },
  london: {
    themed1: t("Londres royal", "Royal London", "Londres real", "Koninklijk Londen"),
    themed2: t(
      "Sur les traces de Harry Potter",
      "Harry Potter film locations",
      "Tras los pasos de Harry Potter",
      "Harry Potter-filmlocaties",
    ),
    special: t("Londres illuminé", "London lights evening tour", "Londres iluminado", "Londen bij avondlicht"),
    attraction: t(
      "Bus + croisière sur la Tamise",
      "Bus + Thames river cruise",
      "Bus + crucero por el Támesis",
      "Bus + rondvaart op de Theems",
    ),
    pkg: t(
      "Pass Londres : bus et Tour de Londres",
      "London pass: bus and Tower of London",
      "Pase Londres: bus y Torre de Londres",
      "Londenpas: bus en Tower of London",
    ),
    factor: 90,
  },
  brussels: {
    themed1: t("Bruxelles Art nouveau", "Art Nouveau Brussels", "Bruselas modernista", "Art-nouveau Brussel"),
    themed2: t(
      "Balade BD et chocolat",
      "Comics and chocolate trail",
      "Ruta del cómic y el chocolate",
      "Stripverhaal- en chocoladeroute",
    ),
    special: t("Bruxelles by night", "Brussels by night", "Bruselas de noche", "Brussel bij nacht"),
    attraction: t("Bus + Atomium", "Bus + Atomium", "Bus + Atomium", "Bus + Atomium"),
    pkg: t(
      "Pass Bruxelles : bus et Mini-Europe",
      "Brussels pass: bus and Mini-Europe",
      "Pase Bruselas: bus y Mini-Europe",
      "Brusselpas: bus en Mini-Europa",
    ),
    factor: 80,
  },
  bath: {
    themed1: t("Bath géorgienne", "Georgian Bath", "Bath georgiana", "Georgiaans Bath"),
    themed2: t(
      "Sur les pas de Jane Austen",
      "Jane Austen's Bath",
      "El Bath de Jane Austen",
      "Het Bath van Jane Austen",
    ),
    special: t(
      "Collines du Somerset au coucher du soleil",
      "Somerset hills sunset tour",
      "Colinas de Somerset al atardecer",
      "Heuvels van Somerset bij zonsondergang",
    ),
    attraction: t("Bus + Thermes romains", "Bus + Roman Baths", "Bus + Termas romanas", "Bus + Romeinse baden"),
    pkg: t(
      "Pass Bath : bus et Thermae Spa",
      "Bath pass: bus and Thermae Spa",
      "Pase Bath: bus y Thermae Spa",
      "Bathpas: bus en Thermae Spa",
    ),
    factor: 70,
  },
  barcelona: {
    themed1: t("Barcelone de Gaudí", "Gaudí's Barcelona", "La Barcelona de Gaudí", "Het Barcelona van Gaudí"),
    themed2: t(
      "Montjuïc et les plages",
      "Montjuïc and the beaches",
      "Montjuïc y las playas",
      "Montjuïc en de stranden",
    ),
    special: t("Barcelone de nuit", "Barcelona night tour", "Barcelona de noche", "Barcelona bij nacht"),
    attraction: t("Bus + Sagrada Família", "Bus + Sagrada Família", "Bus + Sagrada Família", "Bus + Sagrada Família"),
    pkg: t(
      "Pass Barcelone : bus et Camp Nou",
      "Barcelona pass: bus and Camp Nou",
      "Pase Barcelona: bus y Camp Nou",
      "Barcelonapas: bus en Camp Nou",
    ),
    factor: 95,
  },
  madrid: {
    themed1: t("Madrid des Habsbourg", "Habsburg Madrid", "Madrid de los Austrias", "Habsburgs Madrid"),
    themed2: t("Tapas et flamenco", "Tapas and flamenco evening", "Tapas y flamenco", "Tapas- en flamencoavond"),
    special: t("Madrid illuminé", "Madrid lights tour", "Madrid iluminado", "Madrid bij avondlicht"),
    attraction: t("Bus + Palais royal", "Bus + Royal Palace", "Bus + Palacio Real", "Bus + Koninklijk Paleis"),
    pkg: t(
      "Pass Madrid : bus et musée du Prado",
      "Madrid pass: bus and Prado Museum",
      "Pase Madrid: bus y Museo del Prado",
      "Madridpas: bus en Pradomuseum",
    ),
    factor: 90,
  },
};

const scale = (base: number, factor: number) => Math.round((base * factor) / 100 / 50) * 50;

function passengerUnits(adult: number, factor: number, withConcessions = true): CatalogueUnit[] {
  const a = scale(adult, factor);
  const units: CatalogueUnit[] = [
    { type: "ADULT", retail: a, minAge: 12, maxAge: 99 },
    { type: "CHILD", retail: scale(adult * 0.55, factor), minAge: 4, maxAge: 12 },
    { type: "INFANT", retail: 0, minAge: 0, maxAge: 3 },
  ];
  if (withConcessions) {
    units.push({ type: "SENIOR", retail: scale(adult * 0.85, factor), minAge: 65, maxAge: 99 });
    units.push({ type: "STUDENT", retail: scale(adult * 0.85, factor), minAge: 12, maxAge: 26 });
  }
  return units;
}

const dayTitle = (days: number): L =>
  t(
    `Billet ${days} jour${days > 1 ? "s" : ""}`,
    `${days}-day ticket`,
    `Billete de ${days} día${days > 1 ? "s" : ""}`,
    `${days}-daagse ticket`,
  );
const STANDARD = t("Standard", "Standard", "Estándar", "Standaard");

function dayOptions(productId: string, adult: number, factor: number): CatalogueOption[] {
  return [1, 2, 3].map((days) => ({
    id: `${productId}-${days}d`,
    days,
    durationMinutes: days * 24 * 60,
    title: dayTitle(days),
    units: passengerUnits(adult + (days - 1) * 600, factor),
  }));
}

function timedOption(productId: string, minutes: number, units: CatalogueUnit[]): CatalogueOption[] {
  return [{ id: `${productId}-standard`, days: 1, durationMinutes: minutes, title: STANDARD, units }];
}

function productsFor(city: CityId): CatalogueProduct[] {
  const th = CITY_THEMES[city];
  const f = th.factor;
  const hours = { from: "09:00", to: "18:00" };
  const evening = { from: "19:00", to: "23:00" };
  const id = (slug: string) => `${city}-${slug}`;
  return [
    {
      id: id("hop-on-hop-off"),
      city,
      offerType: "hop-on-hop-off",
      title: t(
        "Bus hop-on hop-off",
        "Hop-on hop-off bus tour",
        "Bus turístico hop-on hop-off",
        "Hop-on hop-off bustour",
      ),
      availabilityType: "OPENING_HOURS",
      startTimes: [],
      openingHours: hours,
      capacity: 400,
      options: dayOptions(id("hop-on-hop-off"), 3200, f),
      promoPercent: 10,
      baseOffer: true,
    },
    {
      id: id("hop-on-hop-off-premium"),
      city,
      offerType: "hop-on-hop-off",
      title: t(
        "Bus hop-on hop-off Premium avec coupe-file",
        "Premium hop-on hop-off with fast track",
        "Hop-on hop-off Premium con acceso prioritario",
        "Premium hop-on hop-off met voorrang",
      ),
      availabilityType: "OPENING_HOURS",
      startTimes: [],
      openingHours: hours,
      capacity: 120,
      options: dayOptions(id("hop-on-hop-off-premium"), 4500, f),
      promoPercent: 0,
      baseOffer: true,
    },
    {
      id: id("themed-tour"),
      city,
      offerType: "themed-tour",
      title: th.themed1,
      availabilityType: "START_TIME",
      startTimes: ["10:00", "14:00", "20:30"],
      openingHours: hours,
      capacity: 24,
      options: timedOption(id("themed-tour"), 120, passengerUnits(2900, f)),
      promoPercent: 0,
      baseOffer: true,
    },
    {
      id: id("themed-tour-2"),
      city,
      offerType: "themed-tour",
      title: th.themed2,
      availabilityType: "START_TIME",
      startTimes: ["11:00", "15:30"],
      openingHours: hours,
      capacity: 12,
      options: timedOption(id("themed-tour-2"), 150, passengerUnits(3400, f)),
      promoPercent: 15,
      baseOffer: false,
    },
    {
      id: id("special-tour"),
      city,
      offerType: "special-tour",
      title: th.special,
      availabilityType: "START_TIME",
      startTimes: ["19:30", "21:30"],
      openingHours: evening,
      capacity: 8,
      options: timedOption(id("special-tour"), 90, passengerUnits(3900, f, false)),
      promoPercent: 0,
      baseOffer: false,
    },
    {
      id: id("attraction-combo"),
      city,
      offerType: "attraction",
      title: th.attraction,
      availabilityType: "START_TIME",
      startTimes: ["09:30", "12:00", "16:00"],
      openingHours: hours,
      capacity: 30,
      options: timedOption(id("attraction-combo"), 240, passengerUnits(5200, f)),
      promoPercent: 0,
      baseOffer: true,
      combinable: true,
    },
    {
      id: id("discovery-pass"),
      city,
      offerType: "package",
      title: th.pkg,
      availabilityType: "OPENING_HOURS",
      startTimes: [],
      openingHours: hours,
      capacity: 60,
      options: dayOptions(id("discovery-pass"), 6900, f),
      promoPercent: 5,
      baseOffer: false,
    },
    {
      id: id("audio-experience"),
      city,
      offerType: "audio-experience",
      title: t(
        "Audioguide de la ville en 10 langues",
        "City audio guide in 10 languages",
        "Audioguía de la ciudad en 10 idiomas",
        "Audiogids van de stad in 10 talen",
      ),
      availabilityType: "OPENING_HOURS",
      startTimes: [],
      openingHours: { from: "00:00", to: "23:59" },
      capacity: 1000,
      options: timedOption(id("audio-experience"), 24 * 60, passengerUnits(900, f, false)),
      promoPercent: 0,
      baseOffer: false,
      combinable: true,
    },
    {
      id: id("family-pass"),
      city,
      offerType: "family-pass",
      title: t(
        "Pass famille bus hop-on hop-off",
        "Family pass hop-on hop-off",
        "Pase familiar hop-on hop-off",
        "Gezinspas hop-on hop-off",
      ),
      availabilityType: "OPENING_HOURS",
      startTimes: [],
      openingHours: hours,
      capacity: 80,
      options: [1, 2].map((days) => ({
        id: `${id("family-pass")}-${days}d`,
        days,
        durationMinutes: days * 24 * 60,
        title: dayTitle(days),
        units: [{ type: "FAMILY" as const, retail: scale(8900 + (days - 1) * 1500, f), minAge: 0, maxAge: 99 }],
      })),
      promoPercent: 0,
      baseOffer: true,
    },
    {
      id: id("private-hire"),
      city,
      offerType: "private-hire",
      title: t(
        "Privatisation d'un bus à impériale",
        "Private double-decker hire",
        "Alquiler privado de autobús",
        "Privé dubbeldekker huren",
      ),
      availabilityType: "START_TIME",
      startTimes: ["10:00", "15:00"],
      openingHours: hours,
      capacity: 1,
      options: timedOption(id("private-hire"), 180, [
        { type: "ADULT", retail: scale(65000, f), minAge: 0, maxAge: 99 },
      ]),
      promoPercent: 0,
      baseOffer: false,
    },
  ];
}

export const PRODUCTS: readonly CatalogueProduct[] = CITIES.flatMap((c) => productsFor(c.id));
export const productsOfCity = (city: CityId) => PRODUCTS.filter((p) => p.city === city);
export const productById = (id: string) => PRODUCTS.find((p) => p.id === id);
