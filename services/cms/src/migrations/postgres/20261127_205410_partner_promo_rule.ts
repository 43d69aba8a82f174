import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."partners" ADD COLUMN "promo_code" varchar;
  ALTER TABLE "cms"."partners" ADD COLUMN "promo_combines_with_offers" boolean DEFAULT false;
  ALTER TABLE "cms"."_partners_v" ADD COLUMN "version_promo_code" varchar;
  ALTER TABLE "cms"."_partners_v" ADD COLUMN "version_promo_combines_with_offers" boolean DEFAULT false;
  CREATE INDEX "partners_promo_code_idx" ON "cms"."partners" USING btree ("promo_code");
  CREATE INDEX "_partners_v_version_version_promo_code_idx" ON "cms"."_partners_v" USING btree ("version_promo_code");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."partners_promo_code_idx";
  DROP INDEX "cms"."_partners_v_version_version_promo_code_idx";
  ALTER TABLE "cms"."partners" DROP COLUMN "promo_code";
  ALTER TABLE "cms"."partners" DROP COLUMN "promo_combines_with_offers";
  ALTER TABLE "cms"."_partners_v" DROP COLUMN "version_promo_code";
  ALTER TABLE "cms"."_partners_v" DROP COLUMN "version_promo_combines_with_offers";`)
}
