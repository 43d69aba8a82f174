// The pinned Node (ADR 0345): this suite runs on the Node that the repository's .nvmrc names (`npm test` here finds
// the root's node_modules/.bin/node, installed from the npm registry by the root's `npm ci`), not the machine's own.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'

test('runs on the Node that .nvmrc pins', () => {
  const pinned = readFileSync(new URL('../../../.nvmrc', import.meta.url), 'utf8').trim()
  assert.equal(process.version, `v${pinned}`)
})
