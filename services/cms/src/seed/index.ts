/**
 * Idempotent seed. `seed(payload)` fills an empty database (called from onInit); `seed(payload, {force: true})`
 * (npm run seed) deletes the seeded collections first. Writes go through Payload's local API with
 * `context.skipWebhook` so seeding does not trigger hundreds of site rebuilds.
 */
import { isRefusedDefaultAdmin } from '../auth/editor-lockout'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'

import { CITIES, CURRENCIES, DEFAULT_LOCALE, type CityConstants, type CityId } from '../../../../domain/cities'
import { BUILT_IN_LOCALES, isBuiltInLocale, type BuiltInLocale as Locale } from '../../../../domain/locales'
import { productsOfCity, type OfferType } from '../../../../domain/products'
import { ensureDataDir } from '../env'
import { articleKinds, articleText } from './articles'
import { CITY_FACTS, same, t, type L } from './city-data'
import { faqItems, productText, productTimetable, RIDES_BUS_LINES } from './content'
import { deFr } from './french'
import { cityPictures, OFFER_PICTURE, offerPictures, type CityPictures, type Picture } from './illustrations/pictures'
import { renderWebp } from './illustrations/render'
import { partnerMark, type OfferPicture } from './illustrations/scenes'
import { BRAND_DEFAULTS } from '../../../../domain/brand'
import { brandLogo } from './brand-logo'
import { path as route } from './routes'

type Data = Record<string, unknown>
const CTX = { skipWebhook: true, seeding: true }
/**
 * The languages the seed writes texts in: the built-in ones (domain/locales.ts). A language SITE_LANGUAGES adds
 * (ADR 0367) has no seeded texts: Payload's fallback gives the default language's until editors translate them.
 */
const ALL: Locale[] = [...BUILT_IN_LOCALES]

export const SEEDED_COLLECTIONS: CollectionSlug[] = [
  'home-pages',
  'products',
  'articles',
  'menus',
  'pages',
  'partners',
  'faqs',
  'service-alerts',
  'map-routes',
  'cities',
  'media',
]

/** Locales to write for a city: its catalogue locales, default locale first. */
const cityLocales = (c: CityConstants): Locale[] => [
  DEFAULT_LOCALE,
  ...c.locales.filter((l): l is Locale => isBuiltInLocale(l) && l !== DEFAULT_LOCALE),
]

export interface SeedStats {
  ms: number
  counts: Record<string, number>
}

export async function seed(payload: Payload, opts: { force?: boolean } = {}): Promise<SeedStats> {
  const started = Date.now()
  const log = payload.logger
  adminEmail()
  if (opts.force) {
    for (const collection of SEEDED_COLLECTIONS) {
      await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true, context: CTX })
    }
  } else {
    const { totalDocs: count } = await payload.count({ collection: 'cities', overrideAccess: true })
    if (count > 0) {
      log.info('Seed: database already has cities, nothing to do (use npm run seed to force).')
      return { ms: 0, counts: {} }
    }
  }
  log.info('Seed: starting')
  const counts: Record<string, number> = {}
  const inc = (k: string) => (counts[k] = (counts[k] ?? 0) + 1)

  /** Create in the first locale, then update every other locale (array row ids kept so localized sub-fields align). */
  async function createLocalized(
    collection: CollectionSlug,
    locales: Locale[],
    build: (lang: Locale) => Data,
    o: { drafts?: boolean; align?: string[]; status?: 'published' | 'draft' } = {},
  ): Promise<Data> {
    const status = o.drafts ? { _status: o.status ?? 'published' } : {}
    const [first, ...rest] = locales
    const doc = (await payload.create({
      collection,
      locale: first,
      data: { ...build(first), ...status } as never,
      overrideAccess: true,
      depth: 0,
      context: CTX,
      disableTransaction: true,
    })) as unknown as Data
    for (const lang of rest) {
      const data = build(lang)
      for (const key of o.align ?? []) {
        const rows = doc[key] as Data[] | undefined
        const incoming = data[key] as Data[] | undefined
        if (rows && incoming) data[key] = incoming.map((row, i) => ({ ...row, id: rows[i]?.id }))
      }
      await payload.update({
        collection,
        id: doc.id as number,
        locale: lang,
        data: { ...data, ...status } as never,
        overrideAccess: true,
        depth: 0,
        context: CTX,
        disableTransaction: true,
      })
    }
    inc(collection)
    return doc
  }

  /** Each seeded picture's caption by media id: a product photo is captioned with what the picture shows. */
  const captionOf = new Map<number, L>()
  /** One media document: the rendered picture, its alt text and caption in every given locale. */
  async function createMedia(
    picture: { name: string; city?: CityId; alt: L; caption: L },
    buffer: Buffer,
    locales: Locale[],
  ): Promise<number> {
    const [first, ...rest] = locales
    const doc = await payload.create({
      collection: 'media',
      locale: first,
      data: { alt: picture.alt[first], caption: picture.caption[first], title: picture.name, city: picture.city },
      file: { data: buffer, mimetype: 'image/webp', name: `${picture.name}.webp`, size: buffer.length },
      overrideAccess: true,
      depth: 0,
      context: CTX,
    })
    for (const lang of rest) {
      await payload.update({
        collection: 'media',
        id: doc.id,
        locale: lang,
        data: { alt: picture.alt[lang], caption: picture.caption[lang] },
        overrideAccess: true,
        depth: 0,
        context: CTX,
      })
    }
    inc('media')
    captionOf.set(doc.id as number, picture.caption)
    return doc.id as number
  }

  // Every picture drawn up front, in parallel (sharp's thread pool; cached by content hash across seeds).
  const offerPictureSet = offerPictures()
  const pictures = Object.fromEntries(CITIES.map((c) => [c.id, cityPictures(c.id)])) as Record<CityId, CityPictures>
  const partnerPictures = PARTNERS.map((p) => ({
    name: `partner-${p.slug}`,
    svg: partnerMark(p.color),
    alt: t(`Logo ${p.name}`, `${p.name} logo`, `Logotipo de ${p.name}`, `Logo van ${p.name}`),
    caption: same(p.name),
  }))
  const all = [
    ...Object.values(pictures).flatMap((set) => [set.panorama, ...set.landmarks]),
    ...Object.values(offerPictureSet),
    ...partnerPictures,
  ]
  const rendered = new Map(await Promise.all(all.map(async (pic) => [pic.name, await renderWebp(pic.svg)] as const)))
  const fileOf = (name: string) => {
    const buffer = rendered.get(name)
    if (!buffer) throw new Error(`Picture ${name} was not rendered`)
    return buffer
  }

  const now = Date.now()
  const DAY = 86_400_000
  /** The offer pictures' media ids (uploaded once, with the first city). */
  const offers = {} as Record<OfferPicture, number>

  for (const [cityIndex, c] of CITIES.entries()) {
    const f = CITY_FACTS[c.id]
    const locales = cityLocales(c)
    const colors = f.colors
    const city = c.id

    // Media: the city's panorama and each of its landmarks; the offer pictures once.
    const set = pictures[city]
    if (cityIndex === 0)
      for (const [kind, pic] of Object.entries(offerPictureSet))
        offers[kind as OfferPicture] = await createMedia(pic, fileOf(pic.name), ALL)
    const media = async (pic: Picture) => createMedia(pic, fileOf(pic.name), locales)
    const panorama = await media(set.panorama)
    const landmarks: number[] = []
    for (const pic of set.landmarks) landmarks.push(await media(pic))
    /** A product's photos: its offer type's picture (a themed tour: a landmark), then one of the city's landmarks. */
    const photosOf = (offerType: OfferType, i: number): number[] => {
      const landmark = landmarks[i % landmarks.length]!
      if (offerType === 'themed-tour') return [landmark, panorama]
      return [offers[OFFER_PICTURE[offerType]], landmark]
    }
    const covers = [panorama, ...landmarks, offers['hop-on-hop-off'], offers['night-tour']]

    // City configuration: business constants from the catalogue, editorial facts from city-data.
    // Every language, not only the city's own: the pre-home of each language lists every city (the Dutch
    // pre-home showed 5 of 6 taglines in English through the CMS fallback).
    await createLocalized(
      'cities',
      ALL,
      (lang) => ({
        cityId: c.id,
        name: lang === 'en' ? c.name : f.name[lang],
        country: lang === 'en' ? c.country : f.country[lang],
        countryCode: c.countryCode,
        // Its built-in languages and those SITE_LANGUAGES adds (domain/cities.ts): a test build routes /de/<city>/… .
        locales: [...c.locales],
        cityNetwork: `citysightseeing-${c.countryCode.toLowerCase()}`,
        currency: { ...CURRENCIES[c.currency] },
        timezone: c.timezone,
        placeholderImage: panorama,
        colors,
        socials: {
          facebook: `https://www.facebook.com/sightseeingbus.${c.id}`,
          instagram: `https://www.instagram.com/sightseeingbus.${c.id}`,
          youtube: `https://www.youtube.com/@sightseeingbus-${c.id}`,
          tiktok: `https://www.tiktok.com/@sightseeingbus.${c.id}`,
        },
        office: { ...f.office, openingHours: f.office.openingHours[lang] },
        logos: [
          {
            name: 'tripadvisor',
            alt: {
              fr: 'Avis Tripadvisor',
              en: 'Tripadvisor reviews',
              es: 'Opiniones en Tripadvisor',
              nl: 'Tripadvisor-reviews',
            }[lang],
            to: 'https://www.tripadvisor.com',
            height: 40,
            width: 120,
            col: 1,
          },
          {
            name: 'google-reviews',
            alt: { fr: 'Avis Google', en: 'Google reviews', es: 'Opiniones en Google', nl: 'Google-reviews' }[lang],
            to: `https://g.page/r/sightseeingbus-${c.id}/review`,
            height: 40,
            width: 120,
            col: 1,
          },
          {
            name: 'city-sightseeing',
            alt: {
              fr: 'Réseau City Sightseeing',
              en: 'City Sightseeing network',
              es: 'Red City Sightseeing',
              nl: 'City Sightseeing-netwerk',
            }[lang],
            to: '/',
            height: 40,
            width: 140,
            col: 2,
          },
          {
            name: 'tourism-board',
            alt: { fr: 'Office de tourisme', en: 'Tourist board', es: 'Oficina de turismo', nl: 'Toeristenbureau' }[
              lang
            ],
            to: f.tourismSite,
            height: 40,
            width: 120,
            col: 3,
          },
        ],
        familyPassRule: { ...c.familyPassRule },
        gid: `gid://sightseeing/City/${cityIndex + 1}`,
        supportEmail: c.supportEmail,
        chatUrl: `https://help.sightseeing.example/chat?city=${c.id}`,
        latitude: c.geo.latitude,
        longitude: c.geo.longitude,
        tagline: f.tagline[lang],
        seo: {
          metaTitle: {
            fr: `Bus touristique à ${f.name.fr}`,
            en: `${f.name.en} sightseeing bus tours`,
            es: `Bus turístico en ${f.name.es}`,
            nl: `Sightseeingbus in ${f.name.nl}`,
          }[lang],
          metaDescription: f.tagline[lang],
        },
      }),
      { align: ['logos'] },
    )

    // Map routes (before the products: a product's lines point at them).
    const lineIds: unknown[] = []
    for (const r of f.routes) {
      const landmarks = r.stops.map((key) => {
        const l = f.landmarks.find((x) => x.key === key)
        if (!l) throw new Error(`Unknown stop ${key} in ${r.key}`)
        return l
      })
      const route = await createLocalized(
        'map-routes',
        locales,
        (lang) => ({
          city: c.id,
          routeId: r.key,
          name: r.name[lang],
          color: r.color,
          stops: landmarks.map((l) => ({ name: l.name.en, label: l.name[lang], latitude: l.lat, longitude: l.lng })),
          path: interpolatePath(landmarks.map((l) => [l.lat, l.lng] as [number, number])),
        }),
        { align: ['stops'] },
      )
      lineIds.push(route.id)
    }

    // Products: every catalogue product of the city.
    const products = productsOfCity(c.id)
    for (const [i, p] of products.entries()) {
      const photos = photosOf(p.offerType, i)
      await createLocalized(
        'products',
        locales,
        (lang) => {
          const txt = productText(p, lang)
          return {
            productId: p.id,
            city: c.id,
            offerType: p.offerType,
            title: p.title[lang],
            shortDescription: txt.shortDescription,
            description: txt.description,
            highlights: txt.highlights.map((text) => ({ text })),
            included: txt.included.map((text) => ({ text })),
            lines: RIDES_BUS_LINES.has(p.offerType) ? lineIds : [],
            photos: photos.map((image, k) => ({
              image,
              caption: captionOf.get(image)?.[lang],
              title: `${p.id}-${k + 1}`,
            })),
            faqs: txt.faqs,
            reviewCount: 120 + ((i * 337 + cityIndex * 91) % 4800),
            rating: Math.round((4.1 + ((i * 7 + cityIndex) % 9) / 10) * 10) / 10,
            promoPercent: p.promoPercent,
            familyDiscount: p.offerType === 'family-pass' ? 20 : 0,
            duration: txt.duration,
            meetingPoint: txt.meetingPoint,
            ...(productTimetable(p, lang) ?? {}),
            ...(PARTNER_PRICED[p.id] ?? {}),
            sortOrder: (i + 1) * 10,
            seo: { metaTitle: `${p.title[lang]} | ${f.name[lang]}`, metaDescription: txt.metaDescription },
          }
        },
        { drafts: true, align: ['highlights', 'included', 'photos', 'faqs'] },
      )
    }

    // Articles: 18 per city, spread over the last three years; one carries hostile markup.
    const kinds = articleKinds(c.id)
    for (const [i, k] of kinds.entries()) {
      const daysAgo = 3 + cityIndex + Math.round((i * (3 * 365 - 20)) / (kinds.length - 1))
      await createLocalized(
        'articles',
        locales,
        (lang) => {
          const txt = articleText(c.id, lang, k.kind, i === 6)
          const words = txt.body.replace(/<[^>]+>/g, ' ').split(/\s+/).length
          return {
            slug: k.slug,
            city: c.id,
            title: txt.title,
            excerpt: txt.excerpt,
            body: txt.body,
            coverImage: covers[i % covers.length],
            publishedAt: new Date(now - daysAgo * DAY).toISOString(),
            tags: k.tags,
            readingMinutes: Math.max(2, Math.round(words / 60)),
            seo: { metaTitle: txt.metaTitle, metaDescription: txt.excerpt.slice(0, 155) },
          }
        },
        { drafts: true },
      )
    }

    // Home page blocks.
    const offerIds = products.filter((p) => p.baseOffer).map((p) => p.id)
    await createLocalized(
      'home-pages',
      locales,
      (lang) => ({
        city: c.id,
        blocks: homeBlocks(c.id, lang, offerIds, panorama),
        seo: { metaTitle: `${f.tagline[lang]} | ${f.name[lang]}`, metaDescription: f.tagline[lang] },
      }),
      { drafts: true },
    )

    // Standalone city page.
    await createLocalized('pages', locales, (lang) => groupBookingsPage(c.id, lang), { drafts: true })

    // Menus.
    for (const location of ['header', 'footer'] as const) {
      await createLocalized(
        'menus',
        locales,
        (lang) => ({ city: c.id, location, items: menuItems(c.id, lang, location) }),
        { align: ['items'] },
      )
    }

    // FAQs.
    for (const [i, item] of faqItems(c.id).entries()) {
      await createLocalized('faqs', locales, (lang) => ({
        city: c.id,
        category: item.category,
        question: item.q[lang],
        answer: item.a[lang],
        sortOrder: (i + 1) * 10,
      }))
    }

    // Service alerts: one current, two past (relative to the seed time).
    for (const alert of serviceAlerts(c.id, now)) {
      await createLocalized(
        'service-alerts',
        locales,
        (lang) => ({
          city: c.id,
          title: alert.title[lang],
          lines: alert.lines.map((l) => ({ text: l[lang] })),
          startDate: alert.startDate,
          endDate: alert.endDate,
          severity: alert.severity,
        }),
        { align: ['lines'] },
      )
    }
  }

  // Global static pages (every locale).
  for (const page of STATIC_PAGES) {
    await createLocalized(
      'pages',
      ALL,
      (lang) => ({
        slug: page.slug,
        city: null,
        title: page.title[lang],
        blocks: [{ blockType: 'richText', html: page.html(lang) }],
        seo: { metaTitle: page.title[lang], metaDescription: page.title[lang] },
      }),
      { drafts: true },
    )
  }

  // Global menu (footer links shared by every city).
  await createLocalized(
    'menus',
    ALL,
    (lang) => ({
      city: null,
      location: 'footer',
      // About us and the legal notice are in the site's own footer already.
      items: STATIC_PAGES.filter((p) => !FOOTER_PAGES.includes(p.slug)).map((p) => ({
        label: p.title[lang],
        linkType: 'external',
        uri: `/${lang}/page/${p.slug}`,
      })),
    }),
    { align: ['items'] },
  )

  // Partners.
  for (const [i, p] of PARTNERS.entries()) {
    const pic = partnerPictures[i]!
    const logo = await createMedia(pic, fileOf(pic.name), ALL)
    await createLocalized(
      'partners',
      ALL,
      (lang) => ({
        slug: p.slug,
        name: p.name,
        referrer: p.referrer,
        partnerCentral: p.partnerCentral,
        promoCode: PARTNER_CODES[i]!.code,
        promoCombinesWithOffers: PARTNER_CODES[i]!.combines,
        logo,
        intro: p.intro[lang],
        localPages: p.cities.map((cityId) => ({ city: cityId, body: partnerLocalBody(p.name, cityId, lang, i) })),
        seo: {
          metaTitle: `${p.name} × Sightseeing`,
          metaDescription: p.intro[lang].replace(/<[^>]+>/g, '').slice(0, 155),
        },
      }),
      { drafts: true, align: ['localPages'] },
    )
  }

  // The brand: name, e-mail sender and logo in one global, read by the site, the e-mails, the PDF tickets
  // and the payment order.
  const logoPng = await brandLogo({ initials: 'CS', primary: '#c8102e', secondary: '#1d3557' })
  const brandLogoDoc = await payload.create({
    collection: 'media',
    locale: DEFAULT_LOCALE,
    data: { alt: BRAND_DEFAULTS.operatorName, title: `${BRAND_DEFAULTS.operatorName} logo` },
    file: { data: logoPng, mimetype: 'image/png', name: 'brand-logo.png', size: logoPng.length },
    overrideAccess: true,
    depth: 0,
    context: CTX,
  })
  inc('media')
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...BRAND_DEFAULTS, logo: brandLogoDoc.id },
    overrideAccess: true,
    context: CTX,
  })

  await payload.updateGlobal({
    slug: 'app-rating',
    data: {
      rankingAppIos: 4,
      rankingAppAndroid: 4,
      iosUrl: 'https://apps.apple.com/app/id0000000000',
      androidUrl: 'https://play.google.com/store/apps/details?id=example.sightseeing',
    },
    overrideAccess: true,
    context: CTX,
  })

  await ensureAdmin(payload)

  const ms = Date.now() - started
  log.info(`Seed: done in ${ms} ms ${JSON.stringify(counts)}`)
  return { ms, counts }
}

/** The first admin's address; the development one is refused in production (checked before the seed's minutes). */
function adminEmail(): string {
  const email = process.env.CMS_ADMIN_EMAIL || 'admin@example.com'
  if (isRefusedDefaultAdmin(email)) {
    throw new Error(
      'CMS: refusing the development admin account admin@example.com with NODE_ENV=production: set CMS_ADMIN_EMAIL (and CMS_ADMIN_PASSWORD)',
    )
  }
  return email
}

/** Admin user from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, or a generated password kept in .data/admin-credentials.json. */
export async function ensureAdmin(payload: Payload): Promise<{ email: string; password: string | null }> {
  const email = adminEmail()
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  let password = process.env.CMS_ADMIN_PASSWORD || null
  const file = path.join(ensureDataDir(), 'admin-credentials.json')
  if (!password && fs.existsSync(file)) {
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { email?: string; password?: string }
      if (saved.email === email && saved.password) password = saved.password
    } catch {
      /* regenerate below */
    }
  }
  if (!password) {
    password = crypto.randomBytes(12).toString('base64url')
  }
  if (!process.env.CMS_ADMIN_PASSWORD) {
    fs.writeFileSync(file, JSON.stringify({ email, password }, null, 2), { mode: 0o600 })
  }
  if (existing.docs.length) {
    await payload.update({
      collection: 'users',
      id: existing.docs[0].id,
      data: { password },
      overrideAccess: true,
      context: CTX,
    })
  } else {
    await payload.create({
      collection: 'users',
      data: { email, password, name: 'Administrator' },
      overrideAccess: true,
      context: CTX,
    })
    payload.logger.info(
      `Seed: admin user ${email} created${process.env.CMS_ADMIN_PASSWORD ? '' : ` (password in ${file})`}`,
    )
  }
  return { email, password }
}

/** Adds two intermediate points between stops so the polyline looks like a road path. */
function interpolatePath(points: [number, number][]): [number, number][] {
  const out: [number, number][] = []
  const r = (n: number) => Math.round(n * 1e5) / 1e5
  points.forEach((p, i) => {
    out.push([r(p[0]), r(p[1])])
    const q = points[i + 1]
    if (!q) return
    out.push([r(p[0] + (q[0] - p[0]) / 3), r(p[1] + ((q[1] - p[1]) * 2) / 3)])
    out.push([r(p[0] + ((q[0] - p[0]) * 2) / 3), r(q[1])])
  })
  return out
}

function homeBlocks(cityId: CityId, lang: Locale, offerIds: string[], image: number): Data[] {
  const f = CITY_FACTS[cityId]
  const city = f.name[lang]
  const sights = f.landmarks
    .slice(0, 4)
    .map((l) => l.name[lang])
    .join(', ')
  const T = {
    fr: {
      sub: `Montez, descendez, découvrez : ${sights}.`,
      cta: 'Voir les visites',
      offers: `Nos billets à ${city}`,
      feat: 'Pourquoi voyager avec nous',
      art: `Inspiration pour votre séjour à ${city}`,
      faq: 'Questions fréquentes',
      app: 'Téléchargez notre application',
      appText: 'Vos billets, la carte en direct et l’audioguide, même hors connexion.',
      map: 'Lignes et arrêts',
      mapText: `Repérez les arrêts près ${deFr(f.landmarks[0].name.fr)} et planifiez votre journée.`,
      intro: `<h2>Visiter ${city} en bus à impériale</h2><p>Nos bus hop-on hop-off relient ${sights}. Billets valables 1 à 3 jours, annulation gratuite jusqu’à 24 h avant.</p>`,
    },
    en: {
      sub: `Hop on, hop off, explore: ${sights}.`,
      cta: 'See tours',
      offers: `Our tickets in ${city}`,
      feat: 'Why travel with us',
      art: `Inspiration for your trip to ${city}`,
      faq: 'Frequently asked questions',
      app: 'Get our app',
      appText: 'Your tickets, the live map and the audio guide, even offline.',
      map: 'Routes and stops',
      mapText: `Find the stops near ${f.landmarks[0].name[lang]} and plan your day.`,
      intro: `<h2>Explore ${city} by open-top bus</h2><p>Our hop-on hop-off buses link ${sights}. Tickets valid 1 to 3 days, free cancellation up to 24 hours before.</p>`,
    },
    es: {
      sub: `Suba, baje, descubra: ${sights}.`,
      cta: 'Ver visitas',
      offers: `Nuestros billetes en ${city}`,
      feat: 'Por qué viajar con nosotros',
      art: `Inspiración para su viaje a ${city}`,
      faq: 'Preguntas frecuentes',
      app: 'Descargue nuestra app',
      appText: 'Sus billetes, el mapa en directo y la audioguía, incluso sin conexión.',
      map: 'Rutas y paradas',
      mapText: `Encuentre las paradas cerca de ${f.landmarks[0].name[lang]} y planifique su día.`,
      intro: `<h2>Descubra ${city} en autobús descubierto</h2><p>Nuestros autobuses hop-on hop-off conectan ${sights}. Billetes de 1 a 3 días, cancelación gratuita hasta 24 horas antes.</p>`,
    },
    nl: {
      sub: `Stap in, stap uit, ontdek: ${sights}.`,
      cta: 'Bekijk tours',
      offers: `Onze tickets in ${city}`,
      feat: 'Waarom met ons reizen',
      art: `Inspiratie voor uw reis naar ${city}`,
      faq: 'Veelgestelde vragen',
      app: 'Download onze app',
      appText: 'Uw tickets, de live kaart en de audiogids, ook offline.',
      map: 'Routes en haltes',
      mapText: `Vind de haltes bij ${f.landmarks[0].name[lang]} en plan uw dag.`,
      intro: `<h2>Ontdek ${city} met de open bus</h2><p>Onze hop-on hop-off bussen verbinden ${sights}. Tickets 1 tot 3 dagen geldig, gratis annuleren tot 24 uur vooraf.</p>`,
    },
  }[lang]
  const features = {
    fr: [
      ['headphones', 'Audioguide en 10 langues', 'Écoutez l’histoire de chaque quartier.'],
      ['ticket', 'Billet sur mobile', 'Pas d’impression, scannez et montez.'],
      ['clock', 'Annulation gratuite', 'Jusqu’à 24 h avant votre visite.'],
      ['wheelchair', 'Bus accessibles', 'Rampe et espace réservé à bord.'],
    ],
    en: [
      ['headphones', 'Audio guide in 10 languages', 'Hear the story of every neighbourhood.'],
      ['ticket', 'Mobile ticket', 'No printing: scan and board.'],
      ['clock', 'Free cancellation', 'Up to 24 hours before your tour.'],
      ['wheelchair', 'Accessible buses', 'Ramp and dedicated space on board.'],
    ],
    es: [
      ['headphones', 'Audioguía en 10 idiomas', 'Escuche la historia de cada barrio.'],
      ['ticket', 'Billete en el móvil', 'Sin imprimir: escanee y suba.'],
      ['clock', 'Cancelación gratuita', 'Hasta 24 horas antes de su visita.'],
      ['wheelchair', 'Autobuses accesibles', 'Rampa y espacio reservado a bordo.'],
    ],
    nl: [
      ['headphones', 'Audiogids in 10 talen', 'Hoor het verhaal van elke wijk.'],
      ['ticket', 'Mobiel ticket', 'Niet printen: scannen en instappen.'],
      ['clock', 'Gratis annuleren', 'Tot 24 uur voor uw tour.'],
      ['wheelchair', 'Toegankelijke bussen', 'Oprijplaat en vaste plek aan boord.'],
    ],
  }[lang]
  return [
    {
      blockType: 'hero',
      title: f.tagline[lang],
      subtitle: T.sub,
      image,
      ctaLabel: T.cta,
      ctaLink: route(lang, cityId, 'tours'),
    },
    { blockType: 'offers', title: T.offers, productIds: offerIds },
    { blockType: 'richText', html: T.intro },
    { blockType: 'features', title: T.feat, items: features.map(([icon, title, text]) => ({ icon, title, text })) },
    { blockType: 'articleTeasers', title: T.art, limit: 3 },
    { blockType: 'mapTeaser', title: T.map, text: T.mapText },
    { blockType: 'faqList', title: T.faq, limit: 5 },
    { blockType: 'appPromo', title: T.app, text: T.appText },
  ]
}

function groupBookingsPage(cityId: CityId, lang: Locale): Data {
  const f = CITY_FACTS[cityId]
  const city = f.name[lang]
  const T = {
    fr: {
      title: `Réservations de groupe à ${city}`,
      html: `<h2>Voyager en groupe à ${city}</h2><p>Écoles, associations, comités d’entreprise : à partir de 15 personnes, profitez de tarifs dédiés.</p><ul><li>Un interlocuteur unique</li><li>Paiement sur facture</li><li>Privatisation possible</li></ul><p>Écrivez-nous via <a href="${route(lang, cityId, 'help', 'contact')}">le formulaire de contact</a> ou découvrez la <a href="${route(lang, cityId, 'privateTour')}">visite privée</a>.</p>`,
    },
    en: {
      title: `Group bookings in ${city}`,
      html: `<h2>Travelling as a group in ${city}</h2><p>Schools, clubs, companies: from 15 people, enjoy dedicated rates.</p><ul><li>One contact person</li><li>Pay by invoice</li><li>Private hire available</li></ul><p>Write to us through <a href="${route(lang, cityId, 'help', 'contact')}">the contact form</a> or see the <a href="${route(lang, cityId, 'privateTour')}">private tour</a>.</p>`,
    },
    es: {
      title: `Reservas de grupo en ${city}`,
      html: `<h2>Viajar en grupo por ${city}</h2><p>Colegios, asociaciones, empresas: a partir de 15 personas, tarifas especiales.</p><ul><li>Un único interlocutor</li><li>Pago con factura</li><li>Posibilidad de alquiler privado</li></ul><p>Escríbanos mediante <a href="${route(lang, cityId, 'help', 'contact')}">el formulario de contacto</a> o descubra la <a href="${route(lang, cityId, 'privateTour')}">visita privada</a>.</p>`,
    },
    nl: {
      title: `Groepsboekingen in ${city}`,
      html: `<h2>Met een groep door ${city}</h2><p>Scholen, verenigingen, bedrijven: vanaf 15 personen met speciale tarieven.</p><ul><li>Eén aanspreekpunt</li><li>Betalen op factuur</li><li>Privé huren mogelijk</li></ul><p>Schrijf ons via <a href="${route(lang, cityId, 'help', 'contact')}">het contactformulier</a> of bekijk de <a href="${route(lang, cityId, 'privateTour')}">privérondleiding</a>.</p>`,
    },
  }[lang]
  return {
    slug: 'group-bookings',
    city: cityId,
    title: T.title,
    blocks: [
      {
        blockType: 'hero',
        title: T.title,
        subtitle: f.tagline[lang],
        ctaLabel: { fr: 'Nous contacter', en: 'Contact us', es: 'Contactar', nl: 'Contact' }[lang],
        ctaLink: route(lang, cityId, 'help', 'contact'),
      },
      { blockType: 'richText', html: T.html },
      {
        blockType: 'offers',
        title: {
          fr: 'Idéal pour les groupes',
          en: 'Great for groups',
          es: 'Ideal para grupos',
          nl: 'Ideaal voor groepen',
        }[lang],
        productIds: [`${cityId}-hop-on-hop-off`, `${cityId}-private-hire`],
      },
    ],
    seo: { metaTitle: T.title, metaDescription: T.title },
  }
}

/**
 * The city's CMS menus: only what the site's own header and footer do not already link to (the
 * city navigation has Inspiration and Map, the footer Service updates, About us, the legal notice and the network's
 * logos such as the tourist board), and no item without a link. Migration 20261126_120000_menu_duplicates removes
 * the same items from existing installs.
 */
function menuItems(cityId: CityId, lang: Locale, location: 'header' | 'footer'): Data[] {
  const f = CITY_FACTS[cityId]
  const firstArticle = articleKinds(cityId)[6] // a neighbourhood walk
  const L = (fr: string, en: string, es: string, nl: string) => ({ fr, en, es, nl })[lang]
  if (location === 'header') {
    return [
      {
        label: L('Bus hop-on hop-off', 'Hop-on hop-off', 'Hop-on hop-off', 'Hop-on hop-off'),
        linkType: 'product',
        productId: `${cityId}-hop-on-hop-off`,
      },
      {
        label: L('Pass famille', 'Family pass', 'Pase familiar', 'Gezinspas'),
        linkType: 'product',
        productId: `${cityId}-family-pass`,
      },
      {
        label: L(
          `${f.neighbourhoods[0].name} à pied`,
          `${f.neighbourhoods[0].name} on foot`,
          `${f.neighbourhoods[0].name} a pie`,
          `${f.neighbourhoods[0].name} te voet`,
        ),
        linkType: 'inspiration_page',
        inspirationSlug: `/${firstArticle.slug}`,
      },
    ]
  }
  return [
    {
      label: L('Aide et contact', 'Help and contact', 'Ayuda y contacto', 'Hulp en contact'),
      linkType: 'external',
      uri: route(lang, cityId, 'help'),
    },
    {
      label: L('Réservations de groupe', 'Group bookings', 'Reservas de grupo', 'Groepsboekingen'),
      linkType: 'external',
      uri: `/${lang}/${cityId}/group-bookings`,
    },
    {
      label: L('Audioguide', 'Audio guide', 'Audioguía', 'Audiogids'),
      linkType: 'product',
      productId: `${cityId}-audio-experience`,
    },
    {
      label: L('Toutes nos inspirations', 'All inspiration', 'Toda la inspiración', 'Alle inspiratie'),
      linkType: 'inspiration_list',
    },
  ]
}

function serviceAlerts(cityId: CityId, now: number) {
  const f = CITY_FACTS[cityId]
  const DAY = 86_400_000
  const lm0 = f.landmarks[0].name
  const lm2 = f.landmarks[2].name
  return [
    {
      severity: 'warning',
      startDate: new Date(now - 2 * DAY).toISOString(),
      endDate: new Date(now + 5 * DAY).toISOString(),
      title: t(
        `Arrêt ${lm0.fr} déplacé`,
        `${lm0.en} stop moved`,
        `Parada ${lm0.es} trasladada`,
        `Halte ${lm0.nl} verplaatst`,
      ),
      lines: [
        t(
          `En raison de travaux, l’arrêt ${lm0.fr} est déplacé de 200 m.`,
          `Due to roadworks, the ${lm0.en} stop has moved 200 m.`,
          `Por obras, la parada ${lm0.es} se traslada 200 m.`,
          `Wegens werkzaamheden is de halte ${lm0.nl} 200 m verplaatst.`,
        ),
        t(
          'Suivez la signalétique jaune.',
          'Follow the yellow signs.',
          'Siga la señalización amarilla.',
          'Volg de gele borden.',
        ),
      ],
    },
    {
      severity: 'disruption',
      startDate: new Date(now - 40 * DAY).toISOString(),
      endDate: new Date(now - 39 * DAY).toISOString(),
      title: t(
        'Manifestation : circuit modifié',
        'Demonstration: route changed',
        'Manifestación: recorrido modificado',
        'Betoging: route gewijzigd',
      ),
      lines: [
        t(
          `Les bus ne desservent pas ${lm2.fr} entre 12 h et 18 h.`,
          `Buses will not serve ${lm2.en} between 12pm and 6pm.`,
          `Los autobuses no pararán en ${lm2.es} entre las 12:00 y las 18:00.`,
          `De bussen rijden tussen 12 en 18 uur niet langs ${lm2.nl}.`,
        ),
      ],
    },
    {
      severity: 'info',
      startDate: new Date(now - 120 * DAY).toISOString(),
      endDate: new Date(now - 90 * DAY).toISOString(),
      title: t('Horaires d’hiver', 'Winter timetable', 'Horario de invierno', 'Winterdienstregeling'),
      lines: [
        t(
          'Premier départ à 9 h 30, dernier départ à 17 h.',
          'First departure 9.30am, last departure 5pm.',
          'Primera salida a las 9:30, última a las 17:00.',
          'Eerste vertrek 9.30 uur, laatste vertrek 17 uur.',
        ),
        t(
          'Fréquence : toutes les 20 minutes.',
          'Frequency: every 20 minutes.',
          'Frecuencia: cada 20 minutos.',
          'Frequentie: elke 20 minuten.',
        ),
        t(
          'La ligne de nuit ne circule pas.',
          'The night line does not run.',
          'La línea nocturna no circula.',
          'De nachtlijn rijdt niet.',
        ),
      ],
    },
  ]
}

const legal = (lang: Locale, fr: string, en: string, es: string, nl: string) => ({ fr, en, es, nl })[lang]

/** Static pages the site's footer links to by itself (src/layout/footer.tsx): not repeated in the global menu. */
const FOOTER_PAGES = ['about-us', 'legal-notice']

const STATIC_PAGES: { slug: string; title: L; html: (lang: Locale) => string }[] = [
  {
    slug: 'terms-and-conditions',
    title: t('Conditions générales de vente', 'Terms and conditions', 'Condiciones generales', 'Algemene voorwaarden'),
    html: (lang) =>
      legal(
        lang,
        '<h2>1. Objet</h2><p>Les présentes conditions régissent la vente de billets de bus touristiques et d’activités sur ce site.</p><h2>2. Prix et paiement</h2><p>Les prix sont indiqués toutes taxes comprises. Le paiement s’effectue par carte sur une page sécurisée.</p><h2>3. Annulation</h2><ul><li>Annulation gratuite jusqu’à 24 h avant la date de visite.</li><li>Au-delà, le billet n’est pas remboursable.</li></ul><h2>4. Enfants</h2><p>Tarif enfant de 4 à 12 ans ; les moins de 4 ans voyagent gratuitement sur les genoux, 2 maximum par adulte. Un enfant ne peut pas voyager seul.</p><p>Voir aussi la <a href="/fr/page/privacy-policy">politique de confidentialité</a>.</p>',
        '<h2>1. Scope</h2><p>These terms govern the sale of sightseeing bus tickets and activities on this website.</p><h2>2. Prices and payment</h2><p>Prices include taxes. Payment is made by card on a secure page.</p><h2>3. Cancellation</h2><ul><li>Free cancellation up to 24 hours before the tour date.</li><li>After that, tickets are non-refundable.</li></ul><h2>4. Children</h2><p>Child fare for ages 4 to 12; under-4s travel free on a lap, maximum 2 per adult. Children cannot travel alone.</p><p>See also the <a href="/en/page/privacy-policy">privacy policy</a>.</p>',
        '<h2>1. Objeto</h2><p>Estas condiciones regulan la venta de billetes de autobús turístico y actividades en esta web.</p><h2>2. Precios y pago</h2><p>Los precios incluyen impuestos. El pago se realiza con tarjeta en una página segura.</p><h2>3. Cancelación</h2><ul><li>Cancelación gratuita hasta 24 horas antes de la fecha.</li><li>Después, el billete no es reembolsable.</li></ul><h2>4. Niños</h2><p>Tarifa infantil de 4 a 12 años; los menores de 4 viajan gratis en brazos, máximo 2 por adulto. Un niño no puede viajar solo.</p><p>Consulte también la <a href="/es/page/privacy-policy">política de privacidad</a>.</p>',
        '<h2>1. Toepassing</h2><p>Deze voorwaarden gelden voor de verkoop van sightseeingbustickets en activiteiten op deze website.</p><h2>2. Prijzen en betaling</h2><p>Prijzen zijn inclusief belastingen. Betalen gebeurt met een kaart op een beveiligde pagina.</p><h2>3. Annulering</h2><ul><li>Gratis annuleren tot 24 uur voor de datum.</li><li>Daarna wordt het ticket niet terugbetaald.</li></ul><h2>4. Kinderen</h2><p>Kindertarief van 4 tot 12 jaar; kinderen onder de 4 reizen gratis op schoot, maximaal 2 per volwassene. Kinderen reizen niet alleen.</p><p>Zie ook het <a href="/nl/page/privacy-policy">privacybeleid</a>.</p>',
      ),
  },
  {
    slug: 'privacy-policy',
    title: t('Politique de confidentialité', 'Privacy policy', 'Política de privacidad', 'Privacybeleid'),
    html: (lang) =>
      legal(
        lang,
        '<h2>Données collectées</h2><p>Nom, e-mail et informations de réservation, utilisés uniquement pour traiter votre commande et vous envoyer vos billets.</p><h2>Vos droits</h2><ul><li>Accès et rectification</li><li>Effacement</li><li>Opposition au marketing</li></ul><p>Contact : <a href="mailto:privacy@sightseeing.example">privacy@sightseeing.example</a>.</p>',
        '<h2>Data we collect</h2><p>Name, e-mail and booking details, used only to process your order and send your tickets.</p><h2>Your rights</h2><ul><li>Access and correction</li><li>Erasure</li><li>Objection to marketing</li></ul><p>Contact: <a href="mailto:privacy@sightseeing.example">privacy@sightseeing.example</a>.</p>',
        '<h2>Datos recogidos</h2><p>Nombre, e-mail y datos de la reserva, usados solo para tramitar su pedido y enviarle los billetes.</p><h2>Sus derechos</h2><ul><li>Acceso y rectificación</li><li>Supresión</li><li>Oposición al marketing</li></ul><p>Contacto: <a href="mailto:privacy@sightseeing.example">privacy@sightseeing.example</a>.</p>',
        '<h2>Welke gegevens</h2><p>Naam, e-mail en boekingsgegevens, alleen gebruikt om uw bestelling te verwerken en uw tickets te sturen.</p><h2>Uw rechten</h2><ul><li>Inzage en correctie</li><li>Verwijdering</li><li>Bezwaar tegen marketing</li></ul><p>Contact: <a href="mailto:privacy@sightseeing.example">privacy@sightseeing.example</a>.</p>',
      ),
  },
  {
    slug: 'legal-notice',
    title: t('Mentions légales', 'Legal notice', 'Aviso legal', 'Juridische kennisgeving'),
    html: (lang) =>
      legal(
        lang,
        '<h2>Éditeur</h2><p>Sightseeing Bus Europe SAS, 11 avenue de l’Opéra, 75001 Paris.</p><h2>Hébergement</h2><p>Hébergeur européen certifié.</p>',
        '<h2>Publisher</h2><p>Sightseeing Bus Europe SAS, 11 avenue de l’Opéra, 75001 Paris, France.</p><h2>Hosting</h2><p>Certified European hosting provider.</p>',
        '<h2>Editor</h2><p>Sightseeing Bus Europe SAS, 11 avenue de l’Opéra, 75001 París, Francia.</p><h2>Alojamiento</h2><p>Proveedor europeo certificado.</p>',
        '<h2>Uitgever</h2><p>Sightseeing Bus Europe SAS, 11 avenue de l’Opéra, 75001 Parijs, Frankrijk.</p><h2>Hosting</h2><p>Gecertificeerde Europese hostingprovider.</p>',
      ),
  },
  {
    slug: 'cookies',
    title: t('Cookies', 'Cookies', 'Cookies', 'Cookies'),
    html: (lang) =>
      legal(
        lang,
        '<h2>Cookies utilisés</h2><ul><li>Langue (365 jours)</li><li>Bannière de l’application</li><li>Mesure d’audience, avec votre accord</li></ul>',
        '<h2>Cookies we use</h2><ul><li>Language (365 days)</li><li>App banner dismissal</li><li>Analytics, with your consent</li></ul>',
        '<h2>Cookies que usamos</h2><ul><li>Idioma (365 días)</li><li>Banner de la app</li><li>Analítica, con su consentimiento</li></ul>',
        '<h2>Welke cookies</h2><ul><li>Taal (365 dagen)</li><li>App-banner</li><li>Statistieken, met uw toestemming</li></ul>',
      ),
  },
  {
    slug: 'about-us',
    title: t('Qui sommes-nous', 'About us', 'Quiénes somos', 'Over ons'),
    html: (lang) =>
      legal(
        lang,
        '<h2>Des bus à impériale depuis 1999</h2><p>Nous faisons découvrir Paris, Londres, Bruxelles, Bath, Barcelone et Madrid à plus de deux millions de voyageurs par an, et nos équipes ont aussi ouvert des lignes à Bristol et Cardiff.</p><ul><li>Audioguide en 10 langues</li><li>Bus accessibles</li><li>Annulation gratuite 24 h avant</li></ul><p>Découvrez <a href="/fr/paris/visites">nos visites à Paris</a>.</p>',
        '<h2>Open-top buses since 1999</h2><p>We show Paris, London, Brussels, Bath, Barcelona and Madrid to more than two million travellers a year, and our teams have also run routes in Bristol and Cardiff.</p><ul><li>Audio guide in 10 languages</li><li>Accessible buses</li><li>Free cancellation 24 hours before</li></ul><p>See <a href="/en/london/tours">our London tours</a>.</p>',
        '<h2>Autobuses descubiertos desde 1999</h2><p>Enseñamos París, Londres, Bruselas, Bath, Barcelona y Madrid a más de dos millones de viajeros al año, y nuestros equipos también han operado en Bristol y Cardiff.</p><ul><li>Audioguía en 10 idiomas</li><li>Autobuses accesibles</li><li>Cancelación gratuita 24 horas antes</li></ul><p>Descubra <a href="/es/madrid/visitas">nuestras visitas en Madrid</a>.</p>',
        '<h2>Open bussen sinds 1999</h2><p>We laten jaarlijks meer dan twee miljoen reizigers Parijs, Londen, Brussel, Bath, Barcelona en Madrid zien, en onze teams reden ook in Bristol en Cardiff.</p><ul><li>Audiogids in 10 talen</li><li>Toegankelijke bussen</li><li>Gratis annuleren tot 24 uur vooraf</li></ul><p>Bekijk <a href="/nl/brussels/rondleidingen">onze rondleidingen in Brussel</a>.</p>',
      ),
  },
]

/**
 * Spec section 3, "Product analytics": one product with its Ventrata id and a partner's adult price, so that a
 * visitor arriving by Hôtels Lumière's link is reported at that price (ADR 0350, tests/e2e/partner-prices.spec.ts).
 */
const PARTNER_PRICED: Record<
  string,
  { ventrataId: string; partnerPrices: { partner: string; type: 'ADULT'; price: number }[] }
> = {
  'paris-hop-on-hop-off-premium': {
    ventrataId: 'VT-PAR-PREMIUM',
    partnerPrices: [{ partner: 'HOTELLUM', type: 'ADULT', price: 3990 }],
  },
}

const PARTNERS: {
  slug: string
  name: string
  referrer: string
  partnerCentral: string
  color: string
  cities: CityId[]
  intro: L
}[] = [
  {
    slug: 'hotel-lumiere',
    name: 'Hôtels Lumière',
    referrer: 'HOTELLUM',
    partnerCentral: 'PC-1001',
    color: '#5b2a86',
    cities: ['paris', 'brussels', 'london'],
    intro: t(
      '<p>Clients des <strong>Hôtels Lumière</strong> : profitez d’un tarif préférentiel sur nos bus hop-on hop-off.</p>',
      '<p>Guests of <strong>Hôtels Lumière</strong>: enjoy a preferential rate on our hop-on hop-off buses.</p>',
      '<p>Huéspedes de <strong>Hôtels Lumière</strong>: disfruten de una tarifa preferente en nuestros autobuses turísticos.</p>',
      '<p>Gasten van <strong>Hôtels Lumière</strong>: geniet van een voordeeltarief op onze hop-on hop-off bussen.</p>',
    ),
  },
  {
    slug: 'campus-travel',
    name: 'Campus Travel Club',
    referrer: 'CAMPUS',
    partnerCentral: 'PC-1002',
    color: '#0b7a75',
    cities: ['london', 'bath'],
    intro: t(
      '<p>Étudiants membres du <strong>Campus Travel Club</strong> : billets à prix réduit sur présentation de votre carte.</p>',
      '<p>Students in the <strong>Campus Travel Club</strong>: discounted tickets on showing your card.</p>',
      '<p>Estudiantes del <strong>Campus Travel Club</strong>: billetes con descuento presentando su carné.</p>',
      '<p>Studenten van de <strong>Campus Travel Club</strong>: korting op vertoon van je pas.</p>',
    ),
  },
  {
    slug: 'iberia-rail-tours',
    name: 'Iberia Rail Tours',
    referrer: 'IBRAIL',
    partnerCentral: 'PC-1003',
    color: '#b5651d',
    cities: ['barcelona', 'madrid', 'paris'],
    intro: t(
      '<p>Voyagez en train avec <strong>Iberia Rail Tours</strong> et découvrez chaque ville en bus à l’arrivée.</p>',
      '<p>Travel by train with <strong>Iberia Rail Tours</strong> and explore each city by bus when you arrive.</p>',
      '<p>Viaje en tren con <strong>Iberia Rail Tours</strong> y descubra cada ciudad en autobús al llegar.</p>',
      '<p>Reis met de trein met <strong>Iberia Rail Tours</strong> en ontdek elke stad bij aankomst met de bus.</p>',
    ),
  },
]

/** Each partner's promo code (the OCTO sandbox's codes, services/octo-sandbox/src/catalogue.ts) and its percentage. */
/** `combines`: the code is taken off the web offer too (docs/adr/0353); otherwise the better of the two applies. */
const PARTNER_CODES = [
  { code: 'QZ7K-10', pct: 10, combines: true },
  { code: 'FX9T-15', pct: 15, combines: false },
  { code: 'WV3R-05', pct: 5, combines: false },
] as const

/**
 * A partner's page in one city: what the offer is and how to get it (the promo code to enter at
 * payment). The page itself shows the partner's name and the city as its heading and the "See tours" button
 * (src/templates/partner-page.tsx): the body repeats neither.
 */
function partnerLocalBody(name: string, cityId: CityId, lang: Locale, i: number): string {
  const f = CITY_FACTS[cityId]
  const city = f.name[lang]
  const { code, pct, combines } = PARTNER_CODES[i]!
  const rule = combines
    ? {
        fr: ' Elle s’ajoute à la réduction web du moment.',
        en: ' It comes on top of any web offer.',
        es: ' Se suma a la oferta web del momento.',
        nl: ' Deze komt bovenop een eventuele webaanbieding.',
      }
    : {
        fr: ' Elle ne s’ajoute pas à la réduction web : vous obtenez la meilleure des deux.',
        en: ' It does not add to a web offer: you get the better of the two.',
        es: ' No se suma a la oferta web: obtiene la mejor de las dos.',
        nl: ' Deze komt niet bovenop een webaanbieding: u krijgt de voordeligste van de twee.',
      }
  return {
    fr: `<p>−${pct} % sur le bus hop-on hop-off de ${city}, avec arrêt près ${deFr(f.landmarks[0].name.fr)}, pour les clients de ${name}.</p><p>Comment en profiter : à l’étape du paiement, saisissez le code promo <strong>${code}</strong> ; la réduction s’affiche dans le total avant de payer.${rule.fr}</p>`,
    en: `<p>${pct}% off the ${city} hop-on hop-off bus, stopping near ${f.landmarks[0].name.en}, for ${name} customers.</p><p>How to get it: at the payment step, enter the promo code <strong>${code}</strong>; the discount shows in the total before you pay.${rule.en}</p>`,
    es: `<p>−${pct} % en el autobús turístico de ${city}, con parada junto a ${f.landmarks[0].name.es}, para los clientes de ${name}.</p><p>Cómo obtenerlo: en el paso de pago, introduzca el código promocional <strong>${code}</strong>; el descuento aparece en el total antes de pagar.${rule.es}</p>`,
    nl: `<p>${pct}% korting op de hop-on hop-off bus in ${city}, met een halte bij ${f.landmarks[0].name.nl}, voor klanten van ${name}.</p><p>Zo krijgt u de korting: vul bij de betaalstap de promotiecode <strong>${code}</strong> in; de korting staat in het totaal voordat u betaalt.${rule.nl}</p>`,
  }[lang]
}
