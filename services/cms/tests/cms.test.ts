import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'

import { BRAND_DEFAULTS } from '../../../domain/brand'
import { CITIES, CURRENCIES } from '../../../domain/cities'
import { OFFER_TYPES, productsOfCity } from '../../../domain/products'
import { contrast, startHarness, type Harness } from './harness'

let h: Harness
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

before(async () => {
  h = await startHarness({ freshSeed: true })
})
after(async () => {
  await h?.close()
})

describe('migrations (ADR 0260)', () => {
  test('the harness database was made by the migrations at start, not a push: initial recorded, no dev marker', async () => {
    const { migrations } = await import('../src/migrations/sqlite')
    const { docs } = await h.payload.find({
      collection: 'payload-migrations',
      limit: 0,
      overrideAccess: true,
      sort: 'name',
    })
    assert.deepEqual(
      docs.map((m) => [m.name, m.batch]),
      migrations.map((m) => [m.name, 1]),
    )
  })
})

describe('seed', () => {
  // Its duration is a figure, not a test (seedMs is printed; busy machines vary): see docs/figures.md.
  test('fires no build webhook', (t) => {
    t.diagnostic(`seed took ${h.seedMs} ms`)
    assert.equal(h.webhook.received.length, 0)
  })

  test('is idempotent: a second run without force does nothing', async () => {
    const { seed } = await import('../src/seed')
    const before = await h.payload.count({ collection: 'articles', overrideAccess: true })
    const stats = await seed(h.payload)
    assert.equal(stats.ms, 0)
    const afterCount = await h.payload.count({ collection: 'articles', overrideAccess: true })
    assert.equal(afterCount.totalDocs, before.totalDocs)
  })

  for (const city of CITIES) {
    test(`${city.id}: products cover every offer type, articles, faqs, routes, alerts in each locale`, async () => {
      for (const locale of city.locales) {
        const { body } = await h.graphql(`{
          Products(where: {city: {equals: "${city.id}"}}, locale: ${locale}, fallbackLocale: none, limit: 0) {
            docs { productId offerType title description highlights { text } faqs { question answer } photos { caption image { url caption } } }
          }
          Articles(where: {city: {equals: "${city.id}"}}, locale: ${locale}, fallbackLocale: none, limit: 0, sort: "-publishedAt") {
            totalDocs docs { slug title excerpt body publishedAt }
          }
          Faqs(where: {city: {equals: "${city.id}"}}, locale: ${locale}, fallbackLocale: none, limit: 0) { docs { question answer category } }
          MapRoutes(where: {city: {equals: "${city.id}"}}, locale: ${locale}, limit: 0) { docs { name color stops { name latitude longitude } path } }
          ServiceAlerts(where: {city: {equals: "${city.id}"}}, locale: ${locale}, fallbackLocale: none, limit: 0) { docs { title lines { text } startDate endDate } }
        }`)
        assert.equal(body.errors, undefined, JSON.stringify(body.errors))
        const products = body.data.Products.docs
        assert.ok(products.length >= 8, `${city.id}/${locale}: ${products.length} products`)
        // GraphQL enum values cannot contain "-": Payload exposes hop-on-hop-off as hop_on_hop_off (REST keeps the dash).
        assert.deepEqual(new Set(products.map((p: any) => p.offerType.replace(/_/g, '-'))), new Set(OFFER_TYPES))
        assert.deepEqual(
          new Set(products.map((p: any) => p.productId)),
          new Set(productsOfCity(city.id).map((p) => p.id)),
        )
        for (const p of products) {
          assert.ok(p.title && p.description?.includes('<h2>'), `${p.productId} ${locale}`)
          // The page's h1 is the title: the description's heading must not say it again.
          assert.ok(!p.description.includes(`<h2>${p.title}</h2>`), `${p.productId} ${locale}: title repeated as h2`)
          assert.equal(p.highlights.length, 4)
          assert.ok(
            p.highlights.every((x: any) => x.text),
            `${p.productId} ${locale} highlights`,
          )
          assert.ok(
            p.photos.every((x: any) => x.caption && x.image?.url),
            `${p.productId} ${locale} photos`,
          )
          // A photo's caption says what the picture shows (its media caption), not the product's title.
          for (const x of p.photos) assert.equal(x.caption, x.image.caption, `${p.productId} ${locale} caption`)
          assert.ok(
            p.faqs.some((f: any) => /^[a-z]+\|/.test(f.question)),
            'an icon|text question',
          )
        }
        const articles = body.data.Articles.docs
        assert.ok(articles.length >= 16, `${city.id}/${locale}: ${articles.length} articles`)
        for (const a of articles) {
          assert.ok(a.title && a.excerpt && a.body, `${a.slug} ${locale}`)
          assert.match(a.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/)
          assert.ok(!['archive', 'page'].includes(a.slug))
        }
        const days = (d: string) => (Date.now() - Date.parse(d)) / 86_400_000
        assert.ok(days(articles[0].publishedAt) < 30, 'a recent article')
        assert.ok(days(articles[articles.length - 1].publishedAt) > 700, 'an article older than two years')
        assert.ok(
          articles.some((a: any) => a.body.includes(`href="/${locale}/${city.id}/`)),
          'internal links',
        )
        assert.ok(
          articles.some((a: any) => /href="https:\/\//.test(a.body)),
          'external links',
        )
        const hostile = articles.filter((a: any) => /style="/.test(a.body))
        assert.equal(hostile.length, 1, 'exactly one article with hostile markup')
        assert.match(hostile[0].body, /lang="/)
        assert.match(hostile[0].body, /target="_blank"/)

        assert.ok(body.data.Faqs.docs.length >= 10)
        assert.ok(body.data.Faqs.docs.every((f: any) => f.question && f.answer))
        assert.equal(body.data.MapRoutes.docs.length, 2)
        for (const r of body.data.MapRoutes.docs) {
          assert.ok(r.stops.length >= 8)
          assert.ok(Array.isArray(r.path) && r.path.length >= r.stops.length)
          for (const s of r.stops) {
            assert.ok(
              Math.abs(s.latitude - city.geo.latitude) < 0.15 && Math.abs(s.longitude - city.geo.longitude) < 0.15,
              `${s.name} near ${city.id}`,
            )
          }
        }
        const alerts = body.data.ServiceAlerts.docs
        const now = Date.now()
        assert.ok(
          alerts.some((a: any) => Date.parse(a.startDate) <= now && Date.parse(a.endDate) >= now),
          'a current alert',
        )
        assert.ok(
          alerts.some((a: any) => Date.parse(a.endDate) < now),
          'a past alert',
        )
        assert.ok(
          alerts.some((a: any) => a.lines.length > 1),
          'a multi-line alert',
        )
      }
    })
  }

  test('localized array sub-fields keep every locale (fr is not overwritten by later locales)', async () => {
    const q = (locale: string) =>
      h.graphql(
        `{ Products(where: {productId: {equals: "brussels-hop-on-hop-off"}}, locale: ${locale}, fallbackLocale: none) { docs { highlights { id text } photos { id caption } } } }`,
      )
    const [fr, nl] = await Promise.all([q('fr'), q('nl')])
    const a = fr.body.data.Products.docs[0]
    const b = nl.body.data.Products.docs[0]
    assert.deepEqual(
      a.highlights.map((x: any) => x.id),
      b.highlights.map((x: any) => x.id),
    )
    assert.match(a.highlights[0].text, /^Vues sur/)
    assert.match(b.highlights[0].text, /^Uitzicht op/)
    assert.equal(a.photos[0].caption, 'Montez et descendez à chaque arrêt')
    assert.equal(b.photos[0].caption, 'Stap in en uit bij elke halte')
  })

  test('menus use every link type, with valid uris and slugs', async () => {
    const { body } = await h.graphql(
      `{ Menus(locale: en, limit: 0) { docs { city location items { label linkType productId inspirationSlug uri } } } }`,
    )
    for (const city of CITIES) {
      const items = body.data.Menus.docs.filter((m: any) => m.city === city.id).flatMap((m: any) => m.items)
      // No label without a link, nothing the site's own header and footer already link to.
      assert.deepEqual(
        new Set(items.map((i: any) => i.linkType)),
        new Set(['product', 'inspiration_page', 'inspiration_list', 'external']),
      )
      const header = body.data.Menus.docs
        .filter((m: any) => m.city === city.id && m.location === 'header')
        .flatMap((m: any) => m.items)
      assert.ok(
        !header.some((i: any) => i.linkType === 'inspiration_list' || /\/map$/.test(i.uri ?? '')),
        'the header menu repeats neither Inspiration nor Map',
      )
      const footer = body.data.Menus.docs
        .filter((m: any) => m.city === city.id && m.location === 'footer')
        .flatMap((m: any) => m.items)
      assert.ok(
        !footer.some((i: any) => /\/status$/.test(i.uri ?? '') || /Tourist board/.test(i.label)),
        'the footer menu repeats neither Service updates nor the tourist board',
      )
      for (const i of items) {
        if (i.uri) assert.match(i.uri, /^(https:\/\/|\/(?!\/))/)
        if (i.linkType === 'inspiration_page') {
          const slug = i.inspirationSlug.slice(1)
          const a = await h.graphql(`{ Articles(where: {slug: {equals: "${slug}"}}) { totalDocs } }`)
          assert.equal(a.body.data.Articles.totalDocs, 1, `menu links to existing article ${slug}`)
        }
      }
      assert.ok(
        items.some((i: any) => i.uri?.startsWith('/')),
        'a relative uri',
      )
      assert.ok(!items.some((i: any) => i.linkType === 'none'), 'no dead label')
    }
  })

  test('home pages expose typed blocks; pages, partners and app rating exist', async () => {
    const { body } = await h.graphql(`{
      HomePages(locale: es, limit: 0) { docs { city blocks { __typename
        ... on HeroBlock { title ctaLink image { url } }
        ... on OffersBlock { productIds }
        ... on RichTextBlock { html }
        ... on FeaturesBlock { items { icon title } }
        ... on ArticleTeasersBlock { limit }
        ... on FaqListBlock { limit }
        ... on AppPromoBlock { title }
        ... on MapTeaserBlock { title } } } }
      Pages(limit: 0, locale: en) { docs { slug city title blocks { __typename } } }
      Partners(limit: 0, locale: nl) { docs { slug referrer intro localPages { city body } } }
      AppRating { rankingAppIos rankingAppAndroid }
    }`)
    assert.equal(body.errors, undefined, JSON.stringify(body.errors))
    assert.equal(body.data.HomePages.docs.length, CITIES.length)
    for (const hp of body.data.HomePages.docs) {
      assert.deepEqual(
        new Set(hp.blocks.map((b: any) => b.__typename)),
        new Set([
          'HeroBlock',
          'OffersBlock',
          'RichTextBlock',
          'FeaturesBlock',
          'ArticleTeasersBlock',
          'FaqListBlock',
          'AppPromoBlock',
          'MapTeaserBlock',
        ]),
      )
      assert.ok(hp.blocks.find((b: any) => b.__typename === 'OffersBlock').productIds.length > 0)
    }
    const pages = body.data.Pages.docs
    for (const slug of ['terms-and-conditions', 'privacy-policy', 'legal-notice', 'cookies', 'about-us'])
      assert.ok(
        pages.some((p: any) => p.slug === slug && p.city === null),
        slug,
      )
    for (const city of CITIES)
      assert.ok(
        pages.some((p: any) => p.city === city.id),
        `standalone page for ${city.id}`,
      )
    assert.equal(body.data.Partners.docs.length, 3)
    // The body repeats neither the page's heading nor its "See tours" call, and says how to get the discount.
    for (const p of body.data.Partners.docs)
      assert.ok(
        p.localPages.length >= 2 &&
          p.localPages.every(
            (l: any) =>
              !l.body.includes('<h2>') && !l.body.includes('<a ') && /<strong>[A-Z0-9]{4}-\d{2}<\/strong>/.test(l.body),
          ),
      )
    assert.deepEqual(body.data.AppRating, { rankingAppIos: 4, rankingAppAndroid: 4 })
  })
})

describe('seeded pictures', () => {
  test('each city: its panorama and each of its landmarks; the seven offer pictures; alt text and a caption in each language, every width made', async () => {
    const { CITY_LANDMARKS } = await import('../src/seed/illustrations/pictures')
    for (const city of CITIES) {
      for (const locale of city.locales) {
        const { body } =
          await h.graphql(`{ allMedia(limit: 0, locale: ${locale}, fallbackLocale: none, where: { city: { equals: "${city.id}" } }) {
          docs { filename alt caption width sizes { w480 { url } w1600 { url } } } } }`)
        assert.equal(body.errors, undefined, JSON.stringify(body.errors))
        const docs: any[] = body.data.allMedia.docs
        const names = docs.map((d) => d.filename).sort()
        const expected = [`${city.id}-panorama`, ...CITY_LANDMARKS[city.id].map((k) => `${city.id}-${k}`)]
        assert.deepEqual(names, expected.map((n) => `${n}.webp`).sort(), `${city.id} ${locale}`)
        for (const d of docs) {
          assert.ok(d.alt && d.caption, `${d.filename} ${locale}: alt and caption`)
          assert.equal(d.width, 1600)
          assert.ok(d.sizes.w480.url && d.sizes.w1600.url, `${d.filename}: sizes`)
        }
      }
    }
    for (const locale of ['fr', 'en', 'es', 'nl']) {
      const { body } = await h.graphql(
        `{ allMedia(limit: 0, locale: ${locale}, fallbackLocale: none, where: { filename: { like: "offer-" } }) { docs { filename alt caption } } }`,
      )
      const docs: any[] = body.data.allMedia.docs
      assert.deepEqual(
        docs.map((d) => d.filename).sort(),
        ['attraction', 'audio-guide', 'cruise-combo', 'family', 'hop-on-hop-off', 'night-tour', 'private-hire'].map(
          (k) => `offer-${k}.webp`,
        ),
      )
      for (const d of docs) assert.ok(d.alt && d.caption, `${d.filename} ${locale}`)
    }
  })

  test("every product shows its offer type's picture first (a themed tour: one of its city's landmarks)", async () => {
    const { body } = await h.graphql(
      `{ Products(limit: 0, locale: en) { docs { productId city offerType photos { image { filename } } } } }`,
    )
    for (const p of body.data.Products.docs) {
      const first: string = p.photos[0].image.filename
      if (p.offerType === 'themed_tour') assert.match(first, new RegExp(`^${p.city}-`), p.productId)
      else assert.match(first, /^offer-/, p.productId)
    }
  })

  test('landmark panoramas are drawn, not written: no text in any picture; each picture is its own', async () => {
    const { cityPictures, offerPictures } = await import('../src/seed/illustrations/pictures')
    const svgs = CITIES.flatMap((c) => {
      const set = cityPictures(c.id)
      return [set.panorama, ...set.landmarks].map((p) => p.svg)
    }).concat(Object.values(offerPictures()).map((p) => p.svg))
    for (const svg of svgs) assert.doesNotMatch(svg, /<text|<tspan|font-family/)
    assert.equal(new Set(svgs).size, svgs.length)
  })
})

describe('media', () => {
  const upload = async (name: string, width: number, height: number) => {
    const sharp = (await import('sharp')).default
    const data = await sharp({ create: { width, height, channels: 3, background: '#1d3557' } })
      .png()
      .toBuffer()
    return h.payload.create({
      collection: 'media',
      data: { alt: `${name} alt` },
      file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
      overrideAccess: true,
    })
  }
  const sizesOf = async (id: number | string) => {
    const { body } = await h.graphql(`{ Media(id: ${id}) { url mimeType width sizes {
      ${['w480', 'w800', 'w1200', 'w1600'].map((n) => `${n} { url width height mimeType filename }`).join(' ')} } } }`)
    assert.equal(body.errors, undefined, JSON.stringify(body.errors))
    return body.data.Media
  }

  test('an uploaded image gets WebP copies 480, 800, 1200 and 1600 wide (ratio kept), its original as the fallback', async () => {
    const sharp = (await import('sharp')).default
    const doc = await upload('wide-upload', 2000, 1000)
    const media = await sizesOf(doc.id)
    assert.equal(media.mimeType, 'image/png')
    assert.equal(media.width, 2000)
    for (const w of [480, 800, 1200, 1600]) {
      const size = media.sizes[`w${w}`]
      assert.equal(size.width, w)
      assert.equal(size.height, w / 2)
      assert.equal(size.mimeType, 'image/webp')
      assert.match(size.url, /^\/api\/media\/file\/wide-upload-.*\.webp$/)
      const file = path.join(process.env.CMS_DATA_DIR!, 'media', size.filename)
      assert.ok((await sharp(file).metadata()).format === 'webp', file)
    }
  })

  test('a narrow original is never enlarged: only the widths below it are made', async () => {
    const media = await sizesOf((await upload('narrow-upload', 900, 600)).id)
    assert.equal(media.sizes.w480.width, 480)
    assert.equal(media.sizes.w800.width, 800)
    assert.equal(media.sizes.w1200.url, null)
    assert.equal(media.sizes.w1600.url, null)
  })
})

describe('site settings', () => {
  test('the brand global exists with the site brand as defaults and a PNG logo, readable by anyone', async () => {
    const { body } = await h.graphql(
      `{ SiteSettings { operatorName mailFromName mailFromAddress logo { url mimeType alt width height } } }`,
    )
    assert.equal(body.errors, undefined, JSON.stringify(body.errors))
    const s = body.data.SiteSettings
    assert.deepEqual(
      { operatorName: s.operatorName, mailFromName: s.mailFromName, mailFromAddress: s.mailFromAddress },
      {
        operatorName: 'City Sightseeing',
        mailFromName: 'City Sightseeing',
        mailFromAddress: 'tickets@sightseeing.example',
      },
    )
    assert.deepEqual(
      { ...BRAND_DEFAULTS },
      { operatorName: s.operatorName, mailFromName: s.mailFromName, mailFromAddress: s.mailFromAddress },
    )
    assert.equal(s.logo.mimeType, 'image/png', 'the PDF tickets embed PNG or JPEG')
    assert.equal(s.logo.alt, 'City Sightseeing')
    assert.match(s.logo.url, /^\/api\/media\/file\/brand-logo.*\.png$/)
  })

  test('only an admin changes it; a change rebuilds the site', async () => {
    const data = (o: Record<string, string>) =>
      Object.entries({
        operatorName: 'City Sightseeing',
        mailFromName: 'City Sightseeing',
        mailFromAddress: 'tickets@sightseeing.example',
        ...o,
      })
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ')
    const anonymous = await h.graphql(
      `mutation { updateSiteSettings(data: { ${data({ operatorName: 'Hijack Tours' })} }) { operatorName } }`,
    )
    assert.match(JSON.stringify(anonymous.body.errors), /not allowed/i, 'anonymous update refused')
    const token = await h.login()
    const bad = await h.graphql(
      `mutation { updateSiteSettings(data: { ${data({ mailFromAddress: 'not an address' })} }) { mailFromAddress } }`,
      { token },
    )
    assert.ok(bad.body.errors?.length, 'an invalid sender address is refused')
    const received = h.webhook.received.length
    const ok = await h.graphql(
      `mutation { updateSiteSettings(data: { ${data({ operatorName: 'Bus Tours Europe' })} }) { operatorName mailFromAddress } }`,
      { token },
    )
    assert.equal(ok.body.errors, undefined, JSON.stringify(ok.body.errors))
    assert.deepEqual(ok.body.data.updateSiteSettings, {
      operatorName: 'Bus Tours Europe',
      mailFromAddress: 'tickets@sightseeing.example',
    })
    const read = await h.graphql(`{ SiteSettings { operatorName } }`)
    assert.equal(read.body.data.SiteSettings.operatorName, 'Bus Tours Europe')
    for (let i = 0; i < 50 && h.webhook.received.length === received; i++) await wait(20)
    assert.deepEqual(h.webhook.received.at(-1)?.body, { collection: 'site-settings', id: 'global' })
    await h.payload.updateGlobal({
      slug: 'site-settings',
      data: { operatorName: BRAND_DEFAULTS.operatorName },
      overrideAccess: true,
      context: { skipWebhook: true },
    })
  })
})

describe('city configuration', () => {
  test('equals the catalogue constants', async () => {
    const { body } = await h.graphql(`{ Cities(locale: en, fallbackLocale: en, limit: 0) { docs {
      cityId name country countryCode locales timezone supportEmail gid chatUrl cityNetwork
      currency { value label prefix } familyPassRule { adultNumber childrenNumber }
      colors { primary secondary textColor } socials { facebook instagram youtube tiktok }
      office { name address latitude longitude telephone openingHours } logos { name alt to height width col }
      placeholderImage { url } } } }`)
    assert.equal(body.errors, undefined, JSON.stringify(body.errors))
    const docs = body.data.Cities.docs
    assert.equal(docs.length, CITIES.length)
    for (const c of CITIES) {
      const d = docs.find((x: any) => x.cityId === c.id)
      assert.ok(d, c.id)
      assert.equal(d.name, c.name)
      assert.equal(d.country, c.country)
      assert.equal(d.countryCode, c.countryCode)
      assert.deepEqual(d.locales, [...c.locales])
      assert.equal(d.timezone, c.timezone)
      assert.deepEqual(d.currency, CURRENCIES[c.currency])
      assert.deepEqual(d.familyPassRule, c.familyPassRule)
      assert.equal(d.supportEmail, c.supportEmail)
      assert.ok(d.gid && d.chatUrl && d.cityNetwork && d.placeholderImage?.url)
      assert.ok(contrast(d.colors.textColor, d.colors.primary) >= 4.5, `${c.id} AA contrast`)
      for (const url of Object.values(d.socials)) assert.match(String(url), /^https:\/\//)
      assert.ok(d.office.openingHours && typeof d.office.latitude === 'number')
      assert.ok(d.logos.length > 0 && d.logos.every((l: any) => l.alt))
    }
    const fr = await h.graphql(
      `{ Cities(locale: fr, where: {cityId: {equals: "brussels"}}) { docs { name country } } }`,
    )
    assert.deepEqual(fr.body.data.Cities.docs[0], { name: 'Bruxelles', country: 'Belgique' })
  })
})

describe('drafts and access', () => {
  test('anonymous requests cannot read drafts; an authenticated admin can', async () => {
    const token = await h.login()
    const created = await h.payload.create({
      collection: 'articles',
      data: {
        slug: 'secret-draft-article',
        city: 'paris',
        title: 'Secret draft',
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
      overrideAccess: true,
      draft: true,
    })
    const id = created.id

    const anonList = await h.graphql(
      `{ Articles(draft: true, where: {slug: {equals: "secret-draft-article"}}) { totalDocs } }`,
    )
    assert.equal(anonList.body.data.Articles.totalDocs, 0)
    const anonOne = await h.graphql(`{ Article(id: ${id}, draft: true) { title } }`)
    assert.ok(!anonOne.body.data?.Article, 'anonymous GraphQL by id returns nothing')
    assert.ok(anonOne.body.errors?.length)
    const anonRest = await h.rest('GET', `/api/articles/${id}?draft=true`)
    assert.ok([403, 404].includes(anonRest.status), `REST status ${anonRest.status}`)
    const anonRestList = await h.rest('GET', `/api/articles?draft=true&where[slug][equals]=secret-draft-article`)
    assert.equal(anonRestList.body.totalDocs, 0)

    const adminOne = await h.graphql(`{ Article(id: ${id}, draft: true) { title _status } }`, { token })
    assert.equal(adminOne.body.data.Article.title, 'Secret draft')
    assert.equal(adminOne.body.data.Article._status, 'draft')
    const adminRest = await h.rest('GET', `/api/articles/${id}?draft=true`, { token })
    assert.equal(adminRest.status, 200)
    assert.equal(adminRest.body.title, 'Secret draft')
  })

  test('a draft saved over a published document stays hidden from anonymous readers', async () => {
    const token = await h.login()
    const { docs } = await h.payload.find({
      collection: 'articles',
      where: { slug: { equals: 'paris-in-one-day' } },
      locale: 'en',
      overrideAccess: true,
    })
    const doc = docs[0]
    await h.payload.update({
      collection: 'articles',
      id: doc.id,
      locale: 'en',
      data: { title: 'Unpublished rewrite' },
      draft: true,
      overrideAccess: true,
    })
    const q = `{ Articles(draft: true, locale: en, where: {slug: {equals: "paris-in-one-day"}}) { docs { title } } }`
    const anon = await h.graphql(q)
    assert.ok(!anon.body.data.Articles.docs.some((d: any) => d.title === 'Unpublished rewrite'))
    const published = await h.graphql(
      `{ Articles(locale: en, where: {slug: {equals: "paris-in-one-day"}}) { docs { title } } }`,
    )
    assert.equal(published.body.data.Articles.docs[0].title, doc.title)
    const admin = await h.graphql(q, { token })
    assert.equal(admin.body.data.Articles.docs[0].title, 'Unpublished rewrite')
  })

  test('anonymous users cannot write or list users', async () => {
    const r = await h.rest('POST', '/api/articles', {
      body: { slug: 'x', city: 'paris', title: 'x', publishedAt: new Date().toISOString() },
    })
    assert.ok([401, 403].includes(r.status), `status ${r.status}`)
    const u = await h.graphql(`{ Users { totalDocs } }`)
    assert.ok(u.body.errors?.length)
  })
})

describe('build webhook', () => {
  test('fires on publish only, with {collection, id, slug}', async () => {
    h.webhook.received.length = 0
    const draft = await h.payload.create({
      collection: 'articles',
      data: {
        slug: 'webhook-article',
        city: 'london',
        title: 'Webhook test',
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
      overrideAccess: true,
      draft: true,
    })
    await h.payload.update({
      collection: 'articles',
      id: draft.id,
      data: { title: 'Webhook test 2' },
      draft: true,
      overrideAccess: true,
    })
    await wait(300)
    assert.equal(h.webhook.received.length, 0, 'no webhook for drafts')

    await h.payload.update({
      collection: 'articles',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    for (let i = 0; i < 50 && h.webhook.received.length === 0; i++) await wait(50)
    assert.equal(h.webhook.received.length, 1)
    assert.deepEqual(h.webhook.received[0].body, { collection: 'articles', id: draft.id, slug: 'webhook-article' })
    assert.match(String(h.webhook.received[0].headers['content-type']), /application\/json/)

    // Non-draft collections and failing endpoints never block a save.
    process.env.BUILD_WEBHOOK_URL = 'http://127.0.0.1:9/unreachable'
    const started = Date.now()
    await h.payload.update({
      collection: 'articles',
      id: draft.id,
      data: { title: 'Webhook test 3', _status: 'published' },
      overrideAccess: true,
    })
    assert.ok(Date.now() - started < 4000)
    process.env.BUILD_WEBHOOK_URL = h.webhook.url
  })
})

describe('links typed by editors', () => {
  const hero = (ctaLink: string) => ({ blockType: 'hero', title: 'Hero', ctaLabel: 'Go', ctaLink })

  test('REST refuses a script link in a hero ctaLink, with the message to the editor; nothing is saved', async () => {
    const token = await h.login()
    const r = await h.rest('POST', '/api/pages?locale=en', {
      token,
      body: { slug: 'hostile-hero', title: 'Hostile', blocks: [hero('javascript:window.x=1')], _status: 'published' },
    })
    assert.equal(r.status, 400, JSON.stringify(r.body))
    const text = JSON.stringify(r.body)
    assert.match(text, /ctaLink/)
    assert.match(text, /relative path starting with a single/)
    const saved = await h.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'hostile-hero' } },
      overrideAccess: true,
    })
    assert.equal(saved.totalDocs, 0)

    const ok = await h.rest('POST', '/api/pages?locale=en', {
      token,
      body: { slug: 'friendly-hero', title: 'Friendly', blocks: [hero('/en/paris/tours')], _status: 'published' },
    })
    assert.equal(ok.status, 201, JSON.stringify(ok.body))
  })

  test('REST and GraphQL refuse disguised links in city socials, chat URL, partner logos and the app links', async () => {
    const token = await h.login()
    const { docs } = await h.payload.find({
      collection: 'cities',
      where: { cityId: { equals: 'paris' } },
      overrideAccess: true,
    })
    const id = docs[0].id
    const cityPatches = [
      { socials: { facebook: '  JavaScript:alert(1)' } },
      { chatUrl: 'java\tscript:alert(1)' },
      { logos: [{ name: 'x', to: 'data:text/html,<script>alert(1)</script>' }] },
    ]
    for (const body of cityPatches) {
      const r = await h.rest('PATCH', `/api/cities/${id}`, { token, body })
      assert.equal(r.status, 400, JSON.stringify(body))
      assert.match(JSON.stringify(r.body), /relative path starting with a single/, JSON.stringify(body))
    }
    for (const m of [
      `mutation { updateAppRating(data: { iosUrl: "&#106;avascript:alert(1)" }) { iosUrl } }`,
      `mutation { updateAppRating(data: { androidUrl: "vbscript:msgbox(1)" }) { androidUrl } }`,
    ]) {
      const r = await h.graphql(m, { token })
      assert.ok(r.body.errors?.length, `refused: ${m}`)
      assert.match(JSON.stringify(r.body.errors), /relative path starting with a single/, m)
    }
    const after = await h.payload.findByID({ collection: 'cities', id, overrideAccess: true })
    assert.equal(after.socials?.facebook, docs[0].socials?.facebook)
    assert.equal(after.chatUrl, docs[0].chatUrl)
    assert.deepEqual(
      after.logos?.map((l: any) => l.to),
      docs[0].logos?.map((l: any) => l.to),
    )
    const app = await h.graphql(`{ AppRating { iosUrl androidUrl } }`)
    assert.match(app.body.data.AppRating.iosUrl, /^https:\/\//)
    assert.match(app.body.data.AppRating.androidUrl, /^https:\/\//)

    const ok = await h.rest('PATCH', `/api/cities/${id}`, {
      token,
      body: { chatUrl: 'mailto:help@sightseeing.example' },
    })
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    await h.payload.update({ collection: 'cities', id, data: { chatUrl: docs[0].chatUrl }, overrideAccess: true })
  })
})

describe('admin hardening', () => {
  const login = async (email: string, password: string) => {
    const started = Date.now()
    const r = await h.rest('POST', '/api/users/login', { body: { email, password } })
    return { status: r.status, body: r.body, ms: Date.now() - started }
  }
  const gqlLogin = (email: string, password: string) =>
    h.graphql(`mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token } }`, {
      variables: { e: email, p: password },
    })

  test('a failed login never tells whether the account exists, and failures never lock the editor out (REST and GraphQL)', async () => {
    const { LOGIN_FAILURE_FLOOR_MS } = await import('../src/auth/login-privacy')
    const email = 'victim-editor@example.com'
    await h.payload.create({
      collection: 'users',
      data: { email, password: 'right-password-1234' },
      overrideAccess: true,
    })
    const unknown = await login('nobody-here@example.com', 'whatever-123')
    assert.equal(unknown.status, 401)
    assert.ok(
      unknown.ms >= LOGIN_FAILURE_FLOOR_MS - 5,
      `an unknown e-mail is answered no faster than the floor (${unknown.ms} ms)`,
    )
    const wrong = await login(email, 'wrong-password-123')
    assert.deepEqual([wrong.status, wrong.body], [unknown.status, unknown.body])
    for (let i = 0; i < 6; i++) {
      const again = await login(email, 'wrong-password-123')
      assert.deepEqual(
        [again.status, again.body],
        [unknown.status, unknown.body],
        'every failure answers like an unknown account',
      )
      assert.doesNotMatch(JSON.stringify(again.body), /lock/i)
    }
    // Anonymous failures never lock an editor out (ADR 0343): they only slow that account from that address.
    const user = await h.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    const lockUntil = user.docs[0].lockUntil as string | null | undefined
    assert.ok(!lockUntil || Date.parse(lockUntil) <= Date.now(), 'the account is not locked')
    const owner = await login(email, 'right-password-1234')
    assert.equal(owner.status, 200, 'the editor still logs in')

    const gUnknown = await gqlLogin('nobody-here@example.com', 'whatever-123')
    const gWrong = await gqlLogin(email, 'wrong-password-123')
    assert.ok(gUnknown.body.errors?.length && gWrong.body.errors?.length)
    const shape = (e: any) => ({ message: e.message, name: e.extensions?.name, statusCode: e.extensions?.statusCode })
    assert.deepEqual(shape(gWrong.body.errors[0]), shape(gUnknown.body.errors[0]))
    assert.doesNotMatch(JSON.stringify(gWrong.body), /lock/i)
    await h.payload.delete({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  })

  test('the GraphQL playground is off in production mode', async () => {
    const { default: config } = await import('../src/payload.config')
    const { GRAPHQL_PLAYGROUND_GET } = await import('@payloadcms/next/routes')
    const get = GRAPHQL_PLAYGROUND_GET(config)
    const env = process.env as Record<string, string | undefined>
    const before = env.NODE_ENV
    try {
      env.NODE_ENV = 'production'
      assert.equal((await get(new Request('http://localhost:3000/api/graphql-playground'))).status, 404)
      env.NODE_ENV = 'development'
      assert.equal((await get(new Request('http://localhost:3000/api/graphql-playground'))).status, 200)
    } finally {
      env.NODE_ENV = before
    }
  })

  test('every route, the admin included, is served with the site security headers', async () => {
    const { default: nextConfig } = await import('../next.config.mjs')
    const rules: { source: string; headers: { key: string; value: string }[] }[] = await nextConfig.headers!()
    const all = Object.fromEntries(
      rules.filter((r) => r.source === '/:path*').flatMap((r) => r.headers.map((x) => [x.key, x.value])),
    )
    assert.match(all['Content-Security-Policy'], /frame-ancestors 'none'/)
    assert.equal(all['Referrer-Policy'], 'strict-origin-when-cross-origin')
    assert.equal(all['X-Content-Type-Options'], 'nosniff')
    assert.match(all['Permissions-Policy'], /camera=\(\)/)
    assert.equal(all['X-Powered-By'], undefined)
    assert.equal(nextConfig.poweredByHeader, false)
    const { securityHeaders } = await import('../security-headers.mjs')
    assert.ok(!securityHeaders({}).some((x: { key: string }) => x.key === 'Strict-Transport-Security'))
    assert.ok(
      securityHeaders({ CMS_PUBLIC_URL: 'https://cms.example' }).some(
        (x: { key: string }) => x.key === 'Strict-Transport-Security',
      ),
    )
  })
})
