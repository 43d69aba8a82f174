import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`first_departure\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`last_departure\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`frequency_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`loop_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_loc\` ADD \`frequency_text\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_first_departure\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_last_departure\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_frequency_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_loop_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_loc\` ADD \`version_frequency_text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`first_departure\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`last_departure\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`frequency_minutes\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`loop_minutes\`;`)
  await db.run(sql`ALTER TABLE \`products_loc\` DROP COLUMN \`frequency_text\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_first_departure\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_last_departure\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_frequency_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_loop_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_loc\` DROP COLUMN \`version_frequency_text\`;`)
}
