/**
 * The newest migration snapshot of each adapter describes the whole schema: `migrate:create` diffs the collections
 * against it, so a snapshot that lost an enum, a table or a column (two migrations made on parallel branches, each
 * snapshot knowing only its own change) would make the next migration create or drop the wrong things (ADR 0260).
 * What an earlier snapshot has, the newest has too, unless a later migration drops it.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'

const DIR = path.resolve(import.meta.dirname, '../src/migrations')

type Snapshot = { tables: Record<string, { columns: Record<string, unknown> }>; enums?: Record<string, unknown> }

for (const dialect of ['postgres', 'sqlite']) {
  test(`${dialect}: the newest snapshot holds every table, column and enum of the earlier ones`, () => {
    const names = readdirSync(path.join(DIR, dialect))
      .filter((f) => /^\d{8}_\d{6}_.*\.json$/.test(f))
      .sort()
    assert.ok(names.length >= 2, 'snapshots found')
    const read = (f: string) => JSON.parse(readFileSync(path.join(DIR, dialect, f), 'utf8')) as Snapshot
    const newest = read(names.at(-1)!)
    const missing: string[] = []
    for (const [i, name] of names.slice(0, -1).entries()) {
      // What the migrations after this snapshot drop may be gone from the newest.
      const later = names
        .slice(i + 1)
        .map((f) => readFileSync(path.join(DIR, dialect, f.replace(/\.json$/, '.ts')), 'utf8'))
        .join('\n')
      const dropped = (word: string) => new RegExp(`(DROP|RENAME)[^;]*${word.replace(/^cms\./, '')}`, 'i').test(later)
      const old = read(name)
      for (const [table, t] of Object.entries(old.tables)) {
        if (!newest.tables[table]) {
          if (!dropped(table)) missing.push(`${name}: table ${table}`)
          continue
        }
        for (const column of Object.keys(t.columns))
          if (!(column in newest.tables[table].columns) && !dropped(column))
            missing.push(`${name}: column ${table}.${column}`)
      }
      for (const e of Object.keys(old.enums ?? {}))
        if (!(e in (newest.enums ?? {})) && !dropped(e)) missing.push(`${name}: enum ${e}`)
    }
    assert.deepEqual(missing, [])
  })
}
