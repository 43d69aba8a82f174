/**
 * One anonymous request costs the CMS a bounded amount of work: alias, depth and list-size cost
 * limits on GraphQL, unbounded lists only with the read token (the site's build, the web server) or a signed-in
 * editor, and anonymous REST pages capped in size and depth. The site's and the web server's real queries still pass.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { after, before, describe, test } from 'node:test'

import { ANONYMOUS_MAX_DEPTH, ANONYMOUS_MAX_LIMIT, capAnonymousReads, isTrustedReader } from '../src/read-limits'
import { READ_TOKEN, startHarness, type Harness } from './harness'

let h: Harness

before(async () => {
  h = await startHarness()
})
after(async () => {
  await h?.close()
})

/** The web server's CMS queries, as it sends them (loaded by path: services/api is another package). */
async function webServerQueries(): Promise<{
  cities: string
  partner: string
  appRating: string
  siteSettings: string
}> {
  const api = path.resolve(import.meta.dirname, '../../api/src')
  const content = (await import(pathToFileURL(path.join(api, 'booking/content-source.ts')).href)) as {
    CMS_QUERIES: { cities: (locale: string) => string; partner: string; appRating: string }
  }
  const brand = (await import(pathToFileURL(path.join(api, 'brand/settings.ts')).href)) as {
    SITE_SETTINGS_QUERY: string
  }
  return {
    cities: content.CMS_QUERIES.cities('fr'),
    partner: content.CMS_QUERIES.partner,
    appRating: content.CMS_QUERIES.appRating,
    siteSettings: brand.SITE_SETTINGS_QUERY,
  }
}

const messages = (body: { errors?: { message: string }[] }): string =>
  (body.errors ?? []).map((e) => e.message).join(' | ')

describe('GraphQL limits', () => {
  test('150 aliases of Articles(limit: 0) from an anonymous client: refused in under a second, with a clear error', async () => {
    const aliases = Array.from(
      { length: 150 },
      (_, i) => `a${i}: Articles(limit: 0) { docs { title body excerpt } }`,
    ).join('\n')
    const query = `{ ${aliases} }`
    assert.ok(query.length > 7000, `an ~8 KB request (${query.length} bytes)`)
    await h.graphql(`{ __typename }`, { anonymous: true }) // the schema is built on the first request
    const started = performance.now()
    const { status, body } = await h.graphql(query, { anonymous: true })
    const ms = performance.now() - started
    assert.ok(ms < 1000, `answered in ${ms.toFixed(0)} ms`)
    assert.equal(body.data, undefined, 'nothing ran')
    assert.ok(status === 200 || status === 400, `status ${status}`)
    assert.match(messages(body), /Unbounded list \(limit: 0 or pagination: false\) in Articles/)
    assert.match(messages(body), /Too many aliases: 150, at most 20/)
  })

  test('anonymous: limit: 0, pagination: false, a page over 100 and a variable limit 0 are refused; a bounded page is served', async () => {
    for (const q of [
      `{ Articles(limit: 0) { docs { title } } }`,
      `{ Articles(limit: 5, pagination: false) { docs { title } } }`,
      `{ Articles(limit: 101) { docs { title } } }`,
    ]) {
      const { body } = await h.graphql(q, { anonymous: true })
      assert.equal(body.data, undefined, q)
      assert.match(messages(body), /Unbounded list|Page too large/, q)
    }
    const viaVariable = await h.graphql(`query Q($n: Int) { Articles(limit: $n) { docs { title } } }`, {
      anonymous: true,
      variables: { n: 0 },
    })
    assert.match(messages(viaVariable.body), /Unbounded list/)
    const ok = await h.graphql(`{ Articles(limit: 3, locale: en) { docs { title } totalDocs } }`, { anonymous: true })
    assert.equal(ok.body.errors, undefined, messages(ok.body))
    assert.ok(ok.body.data.Articles.docs.length <= 3)
  })

  test('anonymous: the cost counts list sizes (20 aliases of 100-document pages are too expensive); fragments are followed', async () => {
    const wide = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: Articles(limit: 100) { docs { title body excerpt slug } }`).join(' ')} }`
    const { body } = await h.graphql(wide, { anonymous: true })
    assert.equal(body.data, undefined)
    assert.match(messages(body), /Query too expensive: cost \d+ \(list sizes counted\), at most 5000/)
    // Fragments are followed: the depth of a spread counts.
    const deep = `fragment F on Article { coverImage { url sizes { w480 { url } } } } { Articles(limit: 1) { docs { ...F } } }`
    const fine = await h.graphql(deep, { anonymous: true })
    assert.equal(fine.body.errors, undefined, messages(fine.body))
  })

  test('the read token (site build, web server) and a signed-in editor may read whole collections', async () => {
    const q = `{ Articles(limit: 0, locale: en) { docs { title } totalDocs } }`
    const withToken = await h.graphql(q)
    assert.equal(withToken.body.errors, undefined, messages(withToken.body))
    assert.equal(withToken.body.data.Articles.docs.length, withToken.body.data.Articles.totalDocs)
    const editor = await h.graphql(q, { anonymous: true, token: await h.login() })
    assert.equal(editor.body.errors, undefined, messages(editor.body))
    const restEditor = await h.rest('GET', '/api/articles?limit=0', { token: await h.login() })
    assert.equal(restEditor.body.docs.length, restEditor.body.totalDocs)
  })

  test("the web server's real queries (cities with limit: 0, partner, app rating, brand) pass with its read token", async () => {
    const q = await webServerQueries()
    const cities = await h.graphql(q.cities)
    assert.equal(cities.body.errors, undefined, messages(cities.body))
    assert.ok(cities.body.data.Cities.docs.length > 0)
    const anonymousCities = await h.graphql(q.cities, { anonymous: true })
    assert.match(messages(anonymousCities.body), /Unbounded list/, 'without the token the same query is refused')
    const partner = await h.graphql(q.partner, { variables: { referrer: 'nobody' } })
    assert.equal(partner.body.errors, undefined, messages(partner.body))
    for (const query of [q.appRating, q.siteSettings]) {
      const { body } = await h.graphql(query)
      assert.equal(body.errors, undefined, messages(body))
    }
  })

  test("the site build's page index (plugins/localized-pages) and media list (gatsby-node) pass with the read token", async () => {
    const index = `query LocalizedPagesIndex {
      Cities(limit: 0, sort: "cityId") { docs { cityId } }
      Products(limit: 0, sort: "sortOrder") { docs { productId city } }
      Articles(limit: 0, sort: "-publishedAt") { docs { slug city } }
      Pages(limit: 0) { docs { slug city } }
      Partners(limit: 0) { docs { slug } }
    }`
    const { body } = await h.graphql(index)
    assert.equal(body.errors, undefined, messages(body))
    assert.ok(body.data.Cities.docs.length > 0)
    const media = await h.graphql(`{ allMedia(limit: 0) { docs { url sizes { w480 { url } w1600 { url } } } } }`)
    assert.equal(media.body.errors, undefined, messages(media.body))
    assert.ok(media.body.data.allMedia.docs.length > 0)
    // gatsby-source-graphql batches queries into one request of prefixed aliases: allowed with the token.
    const batched = `{ ${Array.from({ length: 40 }, (_, i) => `gatsby${i}_Cities: Cities(limit: 0) { docs { cityId } }`).join(' ')} }`
    const b = await h.graphql(batched)
    assert.equal(b.body.errors, undefined, messages(b.body))
  })
})

describe('REST limits', () => {
  test('anonymous ?limit=0&depth=10 and ?pagination=false are capped to one page of 100 and depth 2', async () => {
    for (const url of [
      '/api/articles?limit=0&depth=10',
      '/api/articles?pagination=false&depth=10',
      '/api/articles?limit=5000',
    ]) {
      const { status, body } = await h.rest('GET', url)
      assert.equal(status, 200, url)
      assert.equal(body.limit, ANONYMOUS_MAX_LIMIT, url)
      assert.ok(body.totalDocs > ANONYMOUS_MAX_LIMIT, 'the seed has more articles than one page')
      assert.equal(body.docs.length, ANONYMOUS_MAX_LIMIT, url)
      assert.equal(typeof body.totalPages, 'number', url)
    }
    const small = await h.rest('GET', '/api/articles?limit=3')
    assert.equal(small.body.limit, 3, 'a bounded page is served as asked')
    const trusted = await h.rest('GET', '/api/articles?limit=0', { readToken: true })
    assert.equal(trusted.body.docs.length, trusted.body.totalDocs, 'the read token reads the whole collection')
  })

  test('the hook: anonymous REST and GraphQL capped (limit, pagination, depth); Local API and trusted readers untouched', () => {
    const run = (args: Record<string, unknown>, req: Record<string, unknown>) =>
      capAnonymousReads({ args, operation: 'read', req, collection: {}, context: {} } as never) as Record<
        string,
        unknown
      >
    const anonymous = { payloadAPI: 'REST', headers: new Headers(), user: null }
    assert.deepEqual(run({ limit: 0, depth: 10 }, anonymous), {
      limit: ANONYMOUS_MAX_LIMIT,
      pagination: true,
      depth: ANONYMOUS_MAX_DEPTH,
    })
    assert.deepEqual(run({ limit: 20, pagination: false }, anonymous), { limit: ANONYMOUS_MAX_LIMIT, pagination: true })
    assert.deepEqual(run({ limit: 20, depth: 1 }, anonymous), { limit: 20, depth: 1 })
    assert.deepEqual(run({ limit: 0, depth: 10 }, { ...anonymous, payloadAPI: 'local' }), { limit: 0, depth: 10 })
    assert.deepEqual(run({ limit: 0 }, { ...anonymous, user: { id: 1 } }), { limit: 0 })
    const token = { ...anonymous, headers: new Headers({ 'x-cms-read-token': READ_TOKEN }) }
    assert.deepEqual(run({ limit: 0 }, token), { limit: 0 })
    assert.equal(isTrustedReader({ user: null, headers: new Headers({ 'x-cms-read-token': 'guess' }) } as never), false)
  })

  test('Payload maxDepth bounds every reader', async () => {
    assert.equal(h.payload.config.maxDepth, 5)
  })
})
