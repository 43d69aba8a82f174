/**
 * docs/adr/0357: the French product name is "bus hop-on hop-off" (never the calque "bus à arrêts multiples") and the
 * FAQ says tickets are dated (valid on the chosen day and the following day(s), not "from first use"), in the seed and,
 * through the data migration `*_wording_2026_11`, in an installation seeded by an earlier release.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import { DATED_TICKETS_FAQ, reworded } from '../src/migrations/data/wording-2026-11'
import { startHarness, type Harness } from './harness'

let h: Harness
before(async () => {
  h = await startHarness()
})
after(async () => {
  await h?.close()
})

const product = async (locale: string) => {
  const { body } = await h.graphql(
    `{ Products(where: {productId: {equals: "paris-hop-on-hop-off"}}, locale: ${locale}, fallbackLocale: none) { docs { id title shortDescription } } }`,
  )
  assert.equal(body.errors, undefined, JSON.stringify(body.errors))
  return body.data.Products.docs[0] as { id: number; title: string; shortDescription: string }
}

const multiDayAnswers = async (locale: 'fr' | 'en' | 'es' | 'nl', city = 'paris') => {
  const { body } = await h.graphql(
    `{ Faqs(where: {city: {equals: "${city}"}}, locale: ${locale}, fallbackLocale: none, limit: 0) { docs { id answer } } }`,
  )
  assert.equal(body.errors, undefined, JSON.stringify(body.errors))
  return (body.data.Faqs.docs as { id: number; answer: string }[]).filter(
    (f) => f.answer === DATED_TICKETS_FAQ[locale].from || f.answer === DATED_TICKETS_FAQ[locale].to,
  )
}

describe('French product name and dated tickets', () => {
  test('the seed names the bus "Bus hop-on hop-off" in French and its FAQ says tickets are dated, in four languages', async () => {
    const fr = await product('fr')
    assert.equal(fr.title, 'Bus hop-on hop-off')
    assert.doesNotMatch(fr.shortDescription, /arrêts multiples/)
    for (const l of ['fr', 'en', 'es', 'nl'] as const) {
      // Brussels's site speaks all four (Paris's has no Dutch).
      const answers = await multiDayAnswers(l, 'brussels')
      assert.deepEqual(
        answers.map((a) => a.answer),
        [DATED_TICKETS_FAQ[l].to],
        `${l}: one multi-day answer, the dated one`,
      )
      assert.doesNotMatch(DATED_TICKETS_FAQ[l].to, /first use|première utilisation|primer uso|eerste gebruik/)
    }
  })

  test('the data migration corrects an earlier release’s texts, once, and leaves other texts alone', async () => {
    const { migrations } = await import('../src/migrations/sqlite')
    const migration = migrations.find((m) => m.name.endsWith('_wording_2026_11'))!
    assert.ok(migration, 'registered in the sqlite migrations')
    // An installation seeded by the previous release.
    const fr = await product('fr')
    const en = await product('en')
    await h.payload.update({
      collection: 'products',
      id: fr.id,
      locale: 'fr',
      data: { title: 'Bus à arrêts multiples', shortDescription: 'Nos bus à arrêts multiples, 10 langues.' },
      overrideAccess: true,
    })
    const faq = (await multiDayAnswers('fr'))[0]!
    await h.payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'fr',
      data: { answer: DATED_TICKETS_FAQ.fr.from },
      overrideAccess: true,
    })
    assert.equal((await product('fr')).title, 'Bus à arrêts multiples')

    const run = () =>
      migration.up({
        db: (h.payload.db as unknown as { drizzle: unknown }).drizzle,
        payload: h.payload,
        req: {},
      } as unknown as Parameters<typeof migration.up>[0])
    await run()
    await run() // a second run changes nothing more

    const now = await product('fr')
    assert.equal(now.title, 'Bus hop-on hop-off')
    assert.equal(now.shortDescription, 'Nos bus hop-on hop-off, 10 langues.')
    assert.deepEqual(await product('en'), en, 'the English texts are as they were')
    assert.deepEqual(
      (await multiDayAnswers('fr')).map((a) => a.answer),
      [DATED_TICKETS_FAQ.fr.to],
    )
    assert.equal(reworded('Pass famille bus à arrêts multiples'), 'Pass famille bus hop-on hop-off')
  })
})
