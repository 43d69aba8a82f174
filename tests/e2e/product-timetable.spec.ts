import { expect, test } from "./helpers/csp";

// 7, "facts a traveller plans with": the product page's facts list (a definition list in the booking box)
// shows the meeting point, near the stop it names, and the timetable from the CMS (first and last departure,
// frequency, loop duration) in each of the four languages (Brussels has all four). A product without a timetable
// (the family pass) shows none of it.

const PATH = {
  fr: "/fr/brussels/produit",
  en: "/en/brussels/product",
  es: "/es/brussels/producto",
  nl: "/nl/brussels/product",
} as const;
const EXPECTED = {
  fr: {
    hop: [
      ["Point de rendez-vous", "Arrêt Grand-Place, Rue du Marché aux Herbes 63, 1000 Bruxelles"],
      ["Premier départ", "09:00"],
      ["Dernier départ", "17:00"],
      ["Fréquence", "Toutes les 20 minutes"],
      ["Durée du circuit", "2 heures"],
    ],
    themed: [
      ["Fréquence", "Trois départs par jour"],
      ["Durée du circuit", "2 heures"],
    ],
  },
  en: {
    hop: [
      ["Meeting point", "Grand-Place stop, Rue du Marché aux Herbes 63, 1000 Bruxelles"],
      ["First departure", "09:00"],
      ["Last departure", "17:00"],
      ["Frequency", "Every 20 minutes"],
      ["Loop duration", "2 hours"],
    ],
    themed: [
      ["Frequency", "Three departures a day"],
      ["Loop duration", "2 hours"],
    ],
  },
  es: {
    hop: [
      ["Punto de encuentro", "Parada Grand Place, Rue du Marché aux Herbes 63, 1000 Bruxelles"],
      ["Primera salida", "09:00"],
      ["Última salida", "17:00"],
      ["Frecuencia", "Cada 20 minutos"],
      ["Duración del recorrido", "2 horas"],
    ],
    themed: [
      ["Frecuencia", "Tres salidas al día"],
      ["Duración del recorrido", "2 horas"],
    ],
  },
  nl: {
    hop: [
      ["Verzamelpunt", "Halte Grote Markt, Rue du Marché aux Herbes 63, 1000 Bruxelles"],
      ["Eerste vertrek", "09:00"],
      ["Laatste vertrek", "17:00"],
      ["Frequentie", "Elke 20 minuten"],
      ["Duur van de rondrit", "2 uur"],
    ],
    themed: [
      ["Frequentie", "Drie vertrekken per dag"],
      ["Duur van de rondrit", "2 uur"],
    ],
  },
} as const;

/** The facts list as label → value pairs, as a person reads them. */
async function facts(page: import("@playwright/test").Page): Promise<[string, string][]> {
  const list = page.getByTestId("product-facts");
  await expect(list).toBeVisible();
  return list.evaluate((dl) =>
    [...dl.querySelectorAll("dt")].map(
      (dt) => [(dt.textContent ?? "").trim(), (dt.nextElementSibling?.textContent ?? "").trim()] as [string, string],
    ),
  );
}

for (const locale of ["fr", "en", "es", "nl"] as const) {
  test(`${locale}: the product page shows the meeting point and the timetable`, async ({ page }) => {
    await page.goto(`${PATH[locale]}/brussels-hop-on-hop-off`);
    const hop = await facts(page);
    for (const pair of EXPECTED[locale].hop) expect(hop).toContainEqual(pair);
    // Label order: the meeting point, then first and last departure, frequency, loop.
    const labels = hop.map(([l]) => l);
    expect(labels.slice(labels.indexOf(EXPECTED[locale].hop[0][0]))).toEqual(EXPECTED[locale].hop.map(([l]) => l));

    await page.goto(`${PATH[locale]}/brussels-themed-tour`);
    const themed = await facts(page);
    for (const pair of EXPECTED[locale].themed) expect(themed).toContainEqual(pair);

    await page.goto(`${PATH[locale]}/brussels-family-pass`);
    const pass = (await facts(page)).map(([l]) => l);
    for (const [label] of EXPECTED[locale].hop.slice(1)) expect(pass).not.toContain(label);
  });
}
