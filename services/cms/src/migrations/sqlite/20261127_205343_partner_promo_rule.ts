import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`partners\` ADD \`promo_code\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`promo_combines_with_offers\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`partners_promo_code_idx\` ON \`partners\` (\`promo_code\`);`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_promo_code\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_promo_combines_with_offers\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_promo_code_idx\` ON \`_partners_v\` (\`version_promo_code\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`partners_promo_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`partners\` DROP COLUMN \`promo_code\`;`)
  await db.run(sql`ALTER TABLE \`partners\` DROP COLUMN \`promo_combines_with_offers\`;`)
  await db.run(sql`DROP INDEX \`_partners_v_version_version_promo_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` DROP COLUMN \`version_promo_code\`;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` DROP COLUMN \`version_promo_combines_with_offers\`;`)
}
