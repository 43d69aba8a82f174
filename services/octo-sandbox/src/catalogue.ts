/**
 * The shared catalogue (domain/, imported by relative path, never copied) seen through OCTO:
 * lookups, unit ids, localized labels, taxes, offers and prices in minor units.
 */
import { CITIES, type CityConstants } from "../../../domain/cities.ts";
/**
 * The supplier's content languages: the site's built-in four (domain/locales.ts). A language SITE_LANGUAGES adds is
 * not one the supplier writes: a request in it negotiates to English, as a real supplier's would (ADR 0367).
 */
import { BUILT_IN_LOCALES as LOCALES, type BuiltInLocale as Locale } from "../../../domain/locales.ts";
import {
  PRODUCTS,
  type CatalogueOption,
  type CatalogueProduct,
  type CatalogueUnit,
  type OfferType,
  type UnitType,
} from "../../../domain/products.ts";
import { OctoError } from "./errors.ts";

export type { CatalogueOption, CatalogueProduct, CatalogueUnit, CityConstants, Locale, OfferType, UnitType };
export { CITIES, LOCALES, PRODUCTS };

const productIndex = new Map(PRODUCTS.map((p) => [p.id, p]));
const cityIndex = new Map(CITIES.map((c) => [c.id, c]));

export function cityOf(product: CatalogueProduct): CityConstants {
  const city = cityIndex.get(product.city);
  if (!city) throw new Error(`catalogue: unknown city ${product.city}`);
  return city;
}

export function findProduct(productId: unknown): CatalogueProduct {
  const product = typeof productId === "string" ? productIndex.get(productId) : undefined;
  if (!product) {
    throw new OctoError("INVALID_PRODUCT_ID", `The productId was missing or invalid: ${String(productId)}`, {
      productId: productId ?? null,
    });
  }
  return product;
}

export function findOption(product: CatalogueProduct, optionId: unknown): CatalogueOption {
  // OCTO allows "DEFAULT" for the default (first) option.
  const option = optionId === "DEFAULT" ? product.options[0] : product.options.find((o) => o.id === optionId);
  if (!option) {
    throw new OctoError("INVALID_OPTION_ID", `The optionId was missing or invalid: ${String(optionId)}`, {
      optionId: optionId ?? null,
    });
  }
  return option;
}

/** OCTO unit id: the unit type in lower case ("adult", "child", "family"...), unique within an option. */
export const unitIdOf = (unit: CatalogueUnit): string => unit.type.toLowerCase();

export function findUnit(option: CatalogueOption, unitId: unknown): CatalogueUnit {
  const unit = option.units.find((u) => unitIdOf(u) === unitId);
  if (!unit) {
    throw new OctoError("INVALID_UNIT_ID", `The unitId was missing or invalid: ${String(unitId)}`, {
      unitId: unitId ?? null,
    });
  }
  return unit;
}

type L = Record<Locale, string>;
const UNIT_LABELS: Record<UnitType, { title: L; plural: L }> = {
  ADULT: {
    title: { fr: "Adulte", en: "Adult", es: "Adulto", nl: "Volwassene" },
    plural: { fr: "Adultes", en: "Adults", es: "Adultos", nl: "Volwassenen" },
  },
  CHILD: {
    title: { fr: "Enfant", en: "Child", es: "Niño", nl: "Kind" },
    plural: { fr: "Enfants", en: "Children", es: "Niños", nl: "Kinderen" },
  },
  INFANT: {
    title: { fr: "Bébé", en: "Infant", es: "Bebé", nl: "Baby" },
    plural: { fr: "Bébés", en: "Infants", es: "Bebés", nl: "Baby's" },
  },
  SENIOR: {
    title: { fr: "Senior", en: "Senior", es: "Mayor", nl: "Senior" },
    plural: { fr: "Seniors", en: "Seniors", es: "Mayores", nl: "Senioren" },
  },
  STUDENT: {
    title: { fr: "Étudiant", en: "Student", es: "Estudiante", nl: "Student" },
    plural: { fr: "Étudiants", en: "Students", es: "Estudiantes", nl: "Studenten" },
  },
  FAMILY: {
    title: { fr: "Famille", en: "Family", es: "Familia", nl: "Gezin" },
    plural: { fr: "Familles", en: "Families", es: "Familias", nl: "Gezinnen" },
  },
};
export const unitLabels = (type: UnitType) => UNIT_LABELS[type];

/** Included VAT by country, percent (sandbox figures). */
const VAT: Record<string, number> = { FR: 10, GB: 20, BE: 6, ES: 10 };
export const vatRateOf = (city: CityConstants): number => VAT[city.countryCode] ?? 0;

// ---------------------------------------------------------------- offers

export interface OfferDef {
  code: string;
  /** In the request's language, as the supplier's content ("10% off" was English on every site). */
  title: L;
  description: L;
  percent: number;
  kind: "public" | "secret" | "combination";
  /** A combination's offers, applied one after the other (each on the price the previous one left). */
  parts?: readonly OfferDef[];
}

/**
 * Offers joined with "+" are one combination (Ventrata's `offerIsCombination`): the web server asks for one when
 * the CMS says a code adds to the product's web offer (docs/adr/0353). Each part must be valid on its own, at most
 * one public offer and no code twice.
 */
export const COMBINATION_SEPARATOR = "+";

/**
 * Secret codes: documented in README, usable on every product. A requested code replaces the product's
 * automatic public offer.
 */
export const SECRET_OFFERS: readonly OfferDef[] = [
  secretOffer("QZ7K-10", 10, { fr: "Été", en: "Summer", es: "Verano", nl: "Zomer" }),
  secretOffer("FX9T-15", 15, { fr: "Famille", en: "Family", es: "Familia", nl: "Gezin" }),
  secretOffer("WV3R-05", 5, { fr: "Bienvenue", en: "Welcome", es: "Bienvenida", nl: "Welkom" }),
];

/** "10% off" in each language (French and Spanish put a space before %). */
function percentOff(p: number): L {
  return { fr: `${p} % de réduction`, en: `${p}% off`, es: `${p} % de descuento`, nl: `${p}% korting` };
}

function secretOffer(code: string, percent: number, name: L): OfferDef {
  const off = percentOff(percent);
  const title = {
    fr: `${name.fr} : ${off.fr}`,
    en: `${name.en} ${off.en}`,
    es: `${name.es}: ${off.es}`,
    nl: `${name.nl}: ${off.nl}`,
  };
  const description = {
    fr: `Code secret : ${off.fr} sur chaque billet`,
    en: `Secret code: ${off.en} every unit`,
    es: `Código secreto: ${off.es} en cada entrada`,
    nl: `Geheime code: ${off.nl} op elk ticket`,
  };
  return { code, title, description, percent, kind: "secret" };
}

/** The automatic public offer of a product (catalogue promoPercent > 0), code PROMO{percent}. */
export function publicOffer(product: CatalogueProduct): OfferDef | null {
  if (product.promoPercent <= 0) return null;
  const p = product.promoPercent;
  const off = percentOff(p);
  const description = {
    fr: `Promotion web : ${off.fr}`,
    en: `Web promotion: ${off.en}`,
    es: `Promoción web: ${off.es}`,
    nl: `Webpromotie: ${off.nl}`,
  };
  return { code: `PROMO${p}`, title: off, description, percent: p, kind: "public" };
}

/** The offer that applies: the requested code (validated) or else the public one. */
export function resolveOffer(product: CatalogueProduct, requested: unknown): OfferDef | null {
  if (requested === undefined || requested === null || requested === "") return publicOffer(product);
  if (typeof requested !== "string")
    throw new OctoError("INVALID_OFFER_CODE", "offerCode must be a string", { offerCode: requested });
  if (requested.includes(COMBINATION_SEPARATOR)) return combination(product, requested);
  return singleOffer(product, requested);
}

function combination(product: CatalogueProduct, requested: string): OfferDef {
  const parts = requested.split(COMBINATION_SEPARATOR).map((c) => singleOffer(product, c));
  const codes = new Set(parts.map((o) => o.code));
  if (parts.length < 2 || codes.size !== parts.length || parts.filter((o) => o.kind === "public").length > 1) {
    throw new OctoError("INVALID_OFFER_CODE", `The offerCode ${requested} is not a valid combination`, {
      offerCode: requested,
    });
  }
  // The public offer first: the partner's code is taken off the web price, as the partner page promises.
  parts.sort((a, b) => (a.kind === "public" ? 0 : 1) - (b.kind === "public" ? 0 : 1));
  const join = (pick: (o: OfferDef) => string) => parts.map(pick).join(" + ");
  const text = (field: "title" | "description"): L => ({
    fr: join((o) => o[field].fr),
    en: join((o) => o[field].en),
    es: join((o) => o[field].es),
    nl: join((o) => o[field].nl),
  });
  const remaining = parts.reduce((left, o) => left * (1 - o.percent / 100), 1);
  return {
    code: parts.map((o) => o.code).join(COMBINATION_SEPARATOR),
    title: text("title"),
    description: text("description"),
    percent: Math.round((1 - remaining) * 1000) / 10,
    kind: "combination",
    parts,
  };
}

function singleOffer(product: CatalogueProduct, requested: string): OfferDef {
  const code = requested.trim().toUpperCase();
  const pub = publicOffer(product);
  if (pub && pub.code === code) return pub;
  const secret = SECRET_OFFERS.find((o) => o.code === code);
  if (secret) return secret;
  throw new OctoError("INVALID_OFFER_CODE", `The offerCode ${requested} is not valid for product ${product.id}`, {
    offerCode: requested,
  });
}

export function offerJson(offer: OfferDef, locale: Locale) {
  return {
    id: offer.code,
    title: offer.title[locale],
    code: offer.code,
    description: offer.description[locale],
    netDiscount: "FULL",
    restrictions: { minUnits: null, maxUnits: null, minTotal: null, maxTotal: null, unitIds: [] },
    usable: true,
  };
}

// ---------------------------------------------------------------- pricing

export interface Tax {
  name: string;
  retail: number;
  net: number;
}
export interface Price {
  original: number;
  retail: number;
  net: number;
  currency: string;
  currencyPrecision: number;
  includedTaxes: Tax[];
}

function taxesFor(city: CityConstants, retail: number): Tax[] {
  const rate = vatRateOf(city);
  if (rate === 0) return [];
  const tax = retail - Math.round(retail / (1 + rate / 100));
  return [{ name: `VAT ${rate}%`, retail: tax, net: tax }];
}

/** Unit price: original = catalogue retail, retail after the offer, net = retail (direct sales, no commission). */
export function unitPrice(product: CatalogueProduct, unit: CatalogueUnit, offer: OfferDef | null): Price {
  const city = cityOf(product);
  const original = unit.retail;
  const steps = offer ? (offer.parts ?? [offer]) : [];
  const retail = steps.reduce((price, o) => price - Math.round((price * o.percent) / 100), original);
  return {
    original,
    retail,
    net: retail,
    currency: city.currency,
    currencyPrecision: 2,
    includedTaxes: taxesFor(city, retail),
  };
}

export function sumPrices(prices: Price[], currency: string): Price {
  const taxes = new Map<string, Tax>();
  let original = 0,
    retail = 0,
    net = 0;
  for (const p of prices) {
    original += p.original;
    retail += p.retail;
    net += p.net;
    for (const t of p.includedTaxes) {
      const acc = taxes.get(t.name) ?? { name: t.name, retail: 0, net: 0 };
      acc.retail += t.retail;
      acc.net += t.net;
      taxes.set(t.name, acc);
    }
  }
  return { original, retail, net, currency, currencyPrecision: 2, includedTaxes: [...taxes.values()] };
}

/** The price object as served; offerDiscount only with octo/offers. */
export function priceJson(price: Price, withOffers: boolean) {
  const out: Record<string, unknown> = { ...price, includedTaxes: price.includedTaxes.map((t) => ({ ...t })) };
  if (withOffers && price.original > price.retail) {
    const discount = price.original - price.retail;
    out.offerDiscount = { retail: discount, net: discount, includedTaxes: [] };
  }
  return out;
}
