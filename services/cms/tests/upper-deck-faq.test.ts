/**
 * 10, "the upper deck's height in the FAQ" (spec: "bus upper deck height about 4 metres"): every city's FAQ
 * says it in each of its languages, and the data migration adds it, once, to an installation that lacks it without
 * touching the other questions.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import { CITIES } from '../../../domain/cities'
import { isBuiltInLocale } from '../../../domain/locales'
import { UPPER_DECK_FAQ } from '../src/migrations/data/upper-deck-faq'
import { startHarness, type Harness } from './harness'

let h: Harness
before(async () => {
  h = await startHarness()
})
after(async () => {
  await h?.close()
})

const questions = async (
  city: string,
  locale: string,
): Promise<{ question: string; answer: string; sortOrder: number }[]> => {
  const { body } = await h.graphql(
    `{ Faqs(where: {city: {equals: "${city}"}}, locale: ${locale}, fallbackLocale: none, limit: 0, sort: "sortOrder") { docs { question answer sortOrder } } }`,
  )
  assert.equal(body.errors, undefined, JSON.stringify(body.errors))
  return body.data.Faqs.docs
}

describe('the upper deck in the FAQ', () => {
  test('every city tells the upper deck is about 4 metres high, in each of its languages, with the on-board questions', async () => {
    for (const city of CITIES) {
      for (const locale of city.locales.filter(isBuiltInLocale)) {
        const faqs = await questions(city.id, locale)
        const deck = faqs.filter((f) => f.question === UPPER_DECK_FAQ.question[locale])
        assert.equal(deck.length, 1, `${city.id} ${locale}: ${JSON.stringify(faqs.map((f) => f.question))}`)
        assert.match(deck[0]!.answer, /\b4\b/, `${city.id} ${locale}: the height`)
      }
    }
  })

  test('the data migration adds it once where it is missing and leaves every other question as it was', async () => {
    const { migrations } = await import('../src/migrations/sqlite')
    const migration = migrations.find((m) => m.name.endsWith('_upper_deck_faq'))!
    assert.ok(migration, 'registered in the sqlite migrations')
    // An installation of the previous release: Paris's FAQ without the question.
    const paris = await h.payload.find({
      collection: 'faqs',
      where: { city: { equals: 'paris' } },
      locale: 'en',
      limit: 0,
      overrideAccess: true,
    })
    const deck = paris.docs.filter((d) => d.question === UPPER_DECK_FAQ.question.en)
    assert.equal(deck.length, 1)
    await h.payload.delete({ collection: 'faqs', id: deck[0]!.id, overrideAccess: true })
    const before = new Map<string, string[]>()
    for (const city of CITIES)
      before.set(
        city.id,
        (await questions(city.id, 'en')).map((f) => f.question),
      )
    assert.ok(!before.get('paris')!.includes(UPPER_DECK_FAQ.question.en))

    const run = () =>
      migration.up({
        db: (h.payload.db as unknown as { drizzle: unknown }).drizzle,
        payload: h.payload,
        req: {},
      } as unknown as Parameters<typeof migration.up>[0])
    await run()
    await run() // a second run adds nothing

    for (const city of CITIES) {
      const now = (await questions(city.id, 'en')).map((f) => f.question)
      const expected =
        city.id === 'paris'
          ? [...before.get('paris')!, UPPER_DECK_FAQ.question.en].sort()
          : [...before.get(city.id)!].sort()
      assert.deepEqual([...now].sort(), expected, `${city.id}: only the missing question added, once`)
    }
    for (const locale of ['fr', 'en', 'es'] as const) {
      const faqs = await questions('paris', locale)
      const added = faqs.find((f) => f.question === UPPER_DECK_FAQ.question[locale])
      assert.equal(added?.answer, UPPER_DECK_FAQ.answer[locale], `paris ${locale}`)
      // Among the on-board questions, after the buses' frequency.
      assert.equal(added?.sortOrder, UPPER_DECK_FAQ.sortOrder)
    }
  })
})
