/**
 * The partner prices' unit type (products.partnerPrices.type, a select whose options are the kernel's UNIT_TYPES,
 * domain/passengers.ts, ADR 0358) is a PostgreSQL enum: a passenger type added to the list needs a migration that
 * adds it (`npm run migrate:create -- <name>`, ADR 0260), else saving such a price fails on PostgreSQL. The newest
 * migration snapshot that defines the enum must hold every unit type.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'

import { UNIT_TYPES } from '../../../domain/passengers'

const DIR = path.join(import.meta.dirname, '../src/migrations/postgres')
const ENUMS = ['cms.enum_products_partner_prices_type', 'cms.enum__products_v_version_partner_prices_type']

type Snapshot = { enums?: Record<string, { values: string[] }> }
const snapshots = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Snapshot)

for (const name of ENUMS) {
  test(`${name} has every unit type of domain/passengers.ts`, () => {
    const newest = [...snapshots].reverse().find((s) => s.enums?.[name])
    assert.ok(newest, `a migration snapshot defines ${name}`)
    assert.deepEqual([...newest.enums![name]!.values].sort(), [...UNIT_TYPES].sort())
  })
}
