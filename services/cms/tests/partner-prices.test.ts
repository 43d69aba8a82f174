/**
 * Spec section 3, "Product analytics" (ADR 0350): a product's Ventrata id and its partners' prices
 * (prices_promo_partners: partner, unit type, price in minor units) are CMS fields, read by the site's build and
 * checked on save (an integer amount).
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'

import { startHarness, type Harness } from './harness'

let h: Harness
before(async () => {
  h = await startHarness()
})
after(async () => {
  await h?.close()
})

describe('products: Ventrata id and partner prices', () => {
  test('the seeded product carries them to the site build', async () => {
    const { body } = await h.graphql(`{
      Products(where: {productId: {equals: "paris-hop-on-hop-off-premium"}}, locale: en, limit: 1) {
        docs { productId ventrataId partnerPrices { partner type price } }
      }
    }`)
    assert.equal(body.errors, undefined, JSON.stringify(body.errors))
    const [doc] = body.data.Products.docs
    assert.deepEqual(doc, {
      productId: 'paris-hop-on-hop-off-premium',
      ventrataId: 'VT-PAR-PREMIUM',
      partnerPrices: [{ partner: 'HOTELLUM', type: 'ADULT', price: 3990 }],
    })
  })

  test('a partner price in minor units is an integer: 35.1 is refused, 3510 kept', async () => {
    const { docs } = await h.payload.find({
      collection: 'products',
      where: { productId: { equals: 'paris-hop-on-hop-off' } },
      limit: 1,
      overrideAccess: true,
    })
    const id = docs[0]!.id
    await assert.rejects(
      h.payload.update({
        collection: 'products',
        id,
        data: { partnerPrices: [{ partner: 'CAMPUS', type: 'ADULT', price: 35.1 }] },
        overrideAccess: true,
      }),
      /minor units|partner/i,
    )
    const saved = await h.payload.update({
      collection: 'products',
      id,
      data: { partnerPrices: [{ partner: 'CAMPUS', type: 'STUDENT', price: 3510 }] },
      overrideAccess: true,
    })
    assert.deepEqual(
      saved.partnerPrices?.map((p) => [p.partner, p.type, p.price]),
      [['CAMPUS', 'STUDENT', 3510]],
    )
  })
})
