import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { UPPER_DECK_FAQ, UPPER_DECK_LOCALES } from '../data/upper-deck-faq'

/**
 * Data only: every city with FAQs and without the upper deck's height gets it, in four languages. A new
 * installation has no FAQs when migrations run (the seed adds them, this one included), so nothing is added twice.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const cities = await db.all<{ city: string }>(sql`SELECT DISTINCT \`city\` FROM \`faqs\` f WHERE \`city\` IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM \`faqs\` g JOIN \`faqs_loc\` l ON l.\`_parent_id\` = g.\`id\`
      WHERE g.\`city\` = f.\`city\` AND l.\`_locale\` = 'en' AND l.\`question\` = ${UPPER_DECK_FAQ.question.en});`)
  for (const { city } of cities) {
    const [row] = await db.all<{ id: number }>(sql`INSERT INTO \`faqs\` (\`city\`, \`category\`, \`sort_order\`)
      VALUES (${city}, ${UPPER_DECK_FAQ.category}, ${UPPER_DECK_FAQ.sortOrder}) RETURNING \`id\`;`)
    for (const locale of UPPER_DECK_LOCALES) {
      await db.run(sql`INSERT INTO \`faqs_loc\` (\`question\`, \`answer\`, \`_locale\`, \`_parent_id\`)
        VALUES (${UPPER_DECK_FAQ.question[locale]}, ${UPPER_DECK_FAQ.answer[locale]}, ${locale}, ${row!.id});`)
    }
  }
}

/** Removes the entries this migration (or the seed) added, where their English question is still the frozen one. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`faqs\` WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`faqs_loc\`
    WHERE \`_locale\` = 'en' AND \`question\` = ${UPPER_DECK_FAQ.question.en});`)
}
