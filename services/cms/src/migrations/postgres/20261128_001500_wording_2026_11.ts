import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import {
  DATED_TICKETS_FAQ,
  DATED_TICKETS_LOCALES,
  FRENCH_PRODUCT_NAME,
  WORDING_COLUMNS,
} from '../data/wording-2026-11'

/**
 * Data only (docs/adr/0357): the French name "bus hop-on hop-off" replaces "bus à arrêts multiples" inside every
 * seeded text column that may hold it (tables and columns from the frozen list, trusted identifiers), and the FAQ's
 * multi-day answer says tickets are dated where it is still exactly the seed's. Running it twice changes nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rename(db, FRENCH_PRODUCT_NAME)
  for (const l of DATED_TICKETS_LOCALES) {
    const { from, to } = DATED_TICKETS_FAQ[l]
    await db.execute(sql`UPDATE "cms"."faqs_loc" SET "answer" = ${to} WHERE "_locale" = ${l} AND "answer" = ${from};`)
  }
}

/** The old wording back, where the new one is still unchanged. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rename(
    db,
    [...FRENCH_PRODUCT_NAME].reverse().map(([from, to]) => [to, from] as const),
  )
  for (const l of DATED_TICKETS_LOCALES) {
    const { from, to } = DATED_TICKETS_FAQ[l]
    await db.execute(sql`UPDATE "cms"."faqs_loc" SET "answer" = ${from} WHERE "_locale" = ${l} AND "answer" = ${to};`)
  }
}

async function rename(db: MigrateUpArgs['db'], pairs: readonly (readonly [string, string])[]): Promise<void> {
  for (const [table, columns] of Object.entries(WORDING_COLUMNS)) {
    for (const column of columns) {
      const c = sql.raw(`"${column}"`)
      for (const [from, to] of pairs) {
        await db.execute(
          sql`UPDATE ${sql.raw(`"cms"."${table}"`)} SET ${c} = replace(${c}, ${from}, ${to}) WHERE strpos(${c}, ${from}) > 0;`,
        )
      }
    }
  }
}
