/**
 * 7, "facts a traveller plans with": the products' timetable fields (first and last departure, frequency in
 * minutes or localized words, loop duration), seeded for the bus tours only; meeting points whose address is near the
 * stop they name; and the data migration that corrects the old seed's contradicting pairs without touching an
 * editor's text.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import { CITIES } from '../../../domain/cities'
import { MEETING_POINT_FIXES } from '../src/migrations/data/meeting-points'
import { startHarness, type Harness } from './harness'

let h: Harness
before(async () => {
  h = await startHarness()
})
after(async () => {
  await h?.close()
})

const BUS_TOURS = new Set(['hop_on_hop_off', 'themed_tour', 'special_tour'])
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

describe('products: timetable', () => {
  for (const city of CITIES) {
    test(`${city.id}: bus tours carry first/last departure, frequency and loop in each language; other products none`, async () => {
      for (const locale of city.locales) {
        const { body } = await h.graphql(`{
          Products(where: {city: {equals: "${city.id}"}}, locale: ${locale}, fallbackLocale: none, limit: 0) {
            docs { productId offerType firstDeparture lastDeparture frequencyMinutes frequencyText loopMinutes meetingPoint }
          }
        }`)
        assert.equal(body.errors, undefined, JSON.stringify(body.errors))
        const docs = body.data.Products.docs as any[]
        assert.ok(docs.length >= 8)
        for (const p of docs) {
          const label = `${p.productId} ${locale}`
          if (BUS_TOURS.has(p.offerType)) {
            assert.match(p.firstDeparture, HHMM, label)
            assert.match(p.lastDeparture, HHMM, label)
            assert.ok(p.firstDeparture < p.lastDeparture, `${label}: ${p.firstDeparture} before ${p.lastDeparture}`)
            assert.ok(p.loopMinutes > 0, label)
            // Either a regular frequency or the words for it, in this language.
            assert.ok(
              p.frequencyMinutes > 0 !== !!p.frequencyText,
              `${label}: ${p.frequencyMinutes} / ${p.frequencyText}`,
            )
          } else {
            assert.deepEqual(
              [p.firstDeparture, p.lastDeparture, p.frequencyMinutes, p.frequencyText, p.loopMinutes],
              [null, null, null, null, null],
              label,
            )
          }
        }
        const hop = docs.find((p) => p.productId === `${city.id}-hop-on-hop-off`)
        assert.deepEqual(
          [hop.firstDeparture, hop.lastDeparture, hop.frequencyMinutes, hop.loopMinutes],
          ['09:00', '17:00', 20, 120],
        )
      }
    })
  }

  test('the words of an irregular frequency are translated', async () => {
    const words: Record<string, string> = {}
    for (const locale of ['fr', 'en', 'es', 'nl']) {
      const { body } = await h.graphql(
        `{ Products(where: {productId: {equals: "brussels-themed-tour"}}, locale: ${locale}, fallbackLocale: none) { docs { frequencyText } } }`,
      )
      words[locale] = body.data.Products.docs[0].frequencyText
    }
    assert.deepEqual(words, {
      fr: 'Trois départs par jour',
      en: 'Three departures a day',
      es: 'Tres salidas al día',
      nl: 'Drie vertrekken per dag',
    })
  })

  test('a departure that is not a local time HH:MM is refused, with the message to the editor', async () => {
    const token = await h.login()
    const { docs } = await h.payload.find({
      collection: 'products',
      where: { productId: { equals: 'london-hop-on-hop-off' } },
      limit: 1,
      overrideAccess: true,
    })
    const r = await h.rest('PATCH', `/api/products/${docs[0]!.id}`, { token, body: { firstDeparture: '9h30' } })
    assert.equal(r.status, 400, JSON.stringify(r.body))
    assert.match(JSON.stringify(r.body), /A local time HH:MM, e\.g\. 09:30/)
    const again = await h.payload.findByID({ collection: 'products', id: docs[0]!.id, overrideAccess: true })
    assert.equal(again.firstDeparture, '09:00')
  })
})

describe('meeting points', () => {
  test("each names its city's first stop with an address near it, never the contradicting pairs of the old seed", async () => {
    const expected: Record<string, string> = {
      paris: 'Eiffel Tower stop, 5 avenue Anatole France, 75007 Paris',
      london: 'Buckingham Palace stop, Buckingham Palace Road, London SW1W 0QH',
      barcelona: 'Sagrada Família stop, Carrer de Mallorca 401, 08013 Barcelona',
    }
    const old = new Set(MEETING_POINT_FIXES.map((f) => f.from))
    for (const [city, meeting] of Object.entries(expected)) {
      const { body } = await h.graphql(
        `{ Products(where: {city: {equals: "${city}"}}, locale: en, fallbackLocale: none, limit: 0) { docs { meetingPoint } } }`,
      )
      for (const p of body.data.Products.docs) assert.equal(p.meetingPoint, meeting)
    }
    for (const locale of ['fr', 'en', 'es', 'nl'] as const) {
      const { body } = await h.graphql(
        `{ Products(locale: ${locale}, fallbackLocale: none, limit: 0) { docs { meetingPoint } } }`,
      )
      for (const p of body.data.Products.docs) assert.ok(!old.has(p.meetingPoint), `${locale}: ${p.meetingPoint}`)
    }
  })

  test("the data migration corrects exactly the old seeded values, in the product and its latest version; an editor's text stays", async () => {
    const { migrations } = await import('../src/migrations/sqlite')
    const migration = migrations.find((m) => m.name.endsWith('_meeting_points'))!
    const byId = async (productId: string) =>
      (
        await h.payload.find({
          collection: 'products',
          where: { productId: { equals: productId } },
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]!
    const seeded = await byId('paris-hop-on-hop-off')
    const edited = await byId('paris-themed-tour')
    const spanish = await byId('barcelona-special-tour')
    const fixEn = MEETING_POINT_FIXES.find((f) => f.locale === 'en' && f.from.startsWith('Eiffel'))!
    const fixEs = MEETING_POINT_FIXES.find((f) => f.locale === 'es' && f.from.startsWith('Parada Sagrada'))!
    const editorText = 'Eiffel Tower stop, in front of the kiosk, 11 avenue de l\u2019Opéra, 75001 Paris'
    // As an installation of the previous release holds them: the old seed's value, and one an editor changed.
    await h.payload.update({
      collection: 'products',
      id: seeded.id,
      locale: 'en',
      data: { meetingPoint: fixEn.from },
      overrideAccess: true,
    })
    await h.payload.update({
      collection: 'products',
      id: edited.id,
      locale: 'en',
      data: { meetingPoint: editorText },
      overrideAccess: true,
    })
    await h.payload.update({
      collection: 'products',
      id: spanish.id,
      locale: 'es',
      data: { meetingPoint: fixEs.from },
      overrideAccess: true,
    })

    const adapter = h.payload.db as unknown as { drizzle: unknown }
    // As Payload runs it: the adapter's drizzle instance (no transaction needed for these UPDATEs).
    await migration.up({ db: adapter.drizzle, payload: h.payload, req: {} } as unknown as Parameters<
      typeof migration.up
    >[0])

    const meeting = async (id: number | string, locale: 'en' | 'es') =>
      (await h.payload.findByID({ collection: 'products', id, locale, fallbackLocale: false, overrideAccess: true }))
        .meetingPoint
    const latestVersion = async (id: number | string, locale: 'en' | 'es') =>
      (
        await h.payload.findVersions({
          collection: 'products',
          where: { parent: { equals: id }, latest: { equals: true } },
          locale,
          fallbackLocale: false,
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]!.version.meetingPoint
    assert.equal(await meeting(seeded.id, 'en'), fixEn.to)
    assert.equal(await latestVersion(seeded.id, 'en'), fixEn.to, 'the admin edits the latest version: corrected too')
    assert.equal(await meeting(spanish.id, 'es'), fixEs.to)
    assert.equal(await meeting(edited.id, 'en'), editorText, "an editor's text is never overwritten")
    assert.equal(await latestVersion(edited.id, 'en'), editorText)
    // Other languages of the corrected product are untouched by the English fix (already true in this database).
    assert.equal(await meeting(seeded.id, 'es'), 'Parada Torre Eiffel, 5 avenue Anatole France, 75007 Paris')
  })
})
