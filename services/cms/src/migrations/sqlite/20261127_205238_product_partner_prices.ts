import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_partner_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`partner\` text,
  	\`type\` text DEFAULT 'ADULT',
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_partner_prices_order_idx\` ON \`products_partner_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_partner_prices_parent_id_idx\` ON \`products_partner_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_partner_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`partner\` text,
  	\`type\` text DEFAULT 'ADULT',
  	\`price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_partner_prices_order_idx\` ON \`_products_v_version_partner_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_partner_prices_parent_id_idx\` ON \`_products_v_version_partner_prices\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`ventrata_id\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_ventrata_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_partner_prices\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_partner_prices\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`ventrata_id\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_ventrata_id\`;`)
}
