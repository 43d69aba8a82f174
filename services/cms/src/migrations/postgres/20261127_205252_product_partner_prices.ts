import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_products_partner_prices_type" AS ENUM('ADULT', 'CHILD', 'INFANT', 'SENIOR', 'STUDENT', 'FAMILY');
  CREATE TYPE "cms"."enum__products_v_version_partner_prices_type" AS ENUM('ADULT', 'CHILD', 'INFANT', 'SENIOR', 'STUDENT', 'FAMILY');
  CREATE TABLE "cms"."products_partner_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"partner" varchar,
  	"type" "cms"."enum_products_partner_prices_type" DEFAULT 'ADULT',
  	"price" numeric
  );
  
  CREATE TABLE "cms"."_products_v_version_partner_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"partner" varchar,
  	"type" "cms"."enum__products_v_version_partner_prices_type" DEFAULT 'ADULT',
  	"price" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "cms"."products" ADD COLUMN "ventrata_id" varchar;
  ALTER TABLE "cms"."_products_v" ADD COLUMN "version_ventrata_id" varchar;
  ALTER TABLE "cms"."products_partner_prices" ADD CONSTRAINT "products_partner_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_partner_prices" ADD CONSTRAINT "_products_v_version_partner_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_partner_prices_order_idx" ON "cms"."products_partner_prices" USING btree ("_order");
  CREATE INDEX "products_partner_prices_parent_id_idx" ON "cms"."products_partner_prices" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_partner_prices_order_idx" ON "cms"."_products_v_version_partner_prices" USING btree ("_order");
  CREATE INDEX "_products_v_version_partner_prices_parent_id_idx" ON "cms"."_products_v_version_partner_prices" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."products_partner_prices" CASCADE;
  DROP TABLE "cms"."_products_v_version_partner_prices" CASCADE;
  ALTER TABLE "cms"."products" DROP COLUMN "ventrata_id";
  ALTER TABLE "cms"."_products_v" DROP COLUMN "version_ventrata_id";
  DROP TYPE "cms"."enum_products_partner_prices_type";
  DROP TYPE "cms"."enum__products_v_version_partner_prices_type";`)
}
