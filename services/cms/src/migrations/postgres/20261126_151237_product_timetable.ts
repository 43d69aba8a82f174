import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."products" ADD COLUMN "first_departure" varchar;
  ALTER TABLE "cms"."products" ADD COLUMN "last_departure" varchar;
  ALTER TABLE "cms"."products" ADD COLUMN "frequency_minutes" numeric;
  ALTER TABLE "cms"."products" ADD COLUMN "loop_minutes" numeric;
  ALTER TABLE "cms"."products_loc" ADD COLUMN "frequency_text" varchar;
  ALTER TABLE "cms"."_products_v" ADD COLUMN "version_first_departure" varchar;
  ALTER TABLE "cms"."_products_v" ADD COLUMN "version_last_departure" varchar;
  ALTER TABLE "cms"."_products_v" ADD COLUMN "version_frequency_minutes" numeric;
  ALTER TABLE "cms"."_products_v" ADD COLUMN "version_loop_minutes" numeric;
  ALTER TABLE "cms"."_products_v_loc" ADD COLUMN "version_frequency_text" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."products" DROP COLUMN "first_departure";
  ALTER TABLE "cms"."products" DROP COLUMN "last_departure";
  ALTER TABLE "cms"."products" DROP COLUMN "frequency_minutes";
  ALTER TABLE "cms"."products" DROP COLUMN "loop_minutes";
  ALTER TABLE "cms"."products_loc" DROP COLUMN "frequency_text";
  ALTER TABLE "cms"."_products_v" DROP COLUMN "version_first_departure";
  ALTER TABLE "cms"."_products_v" DROP COLUMN "version_last_departure";
  ALTER TABLE "cms"."_products_v" DROP COLUMN "version_frequency_minutes";
  ALTER TABLE "cms"."_products_v" DROP COLUMN "version_loop_minutes";
  ALTER TABLE "cms"."_products_v_loc" DROP COLUMN "version_frequency_text";`)
}
