import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { MEETING_POINT_FIXES } from '../data/meeting-points'

/**
 * Data only: the seeded meeting points that contradicted their stop get a true address, in the products
 * and in their latest version (what the admin edits), only where the value is still exactly the old seed's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const fix of MEETING_POINT_FIXES) {
    await db.execute(sql`UPDATE "cms"."products_loc" SET "meeting_point" = ${fix.to} WHERE "_locale" = ${fix.locale} AND "meeting_point" = ${fix.from};`)
    await db.execute(sql`UPDATE "cms"."_products_v_loc" SET "version_meeting_point" = ${fix.to}
      WHERE "_locale" = ${fix.locale} AND "version_meeting_point" = ${fix.from}
        AND "_parent_id" IN (SELECT "id" FROM "cms"."_products_v" WHERE "latest" = true);`)
  }
}

/** Puts the old values back where the corrected ones are still unchanged. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const fix of MEETING_POINT_FIXES) {
    await db.execute(sql`UPDATE "cms"."products_loc" SET "meeting_point" = ${fix.from} WHERE "_locale" = ${fix.locale} AND "meeting_point" = ${fix.to};`)
    await db.execute(sql`UPDATE "cms"."_products_v_loc" SET "version_meeting_point" = ${fix.from}
      WHERE "_locale" = ${fix.locale} AND "version_meeting_point" = ${fix.to}
        AND "_parent_id" IN (SELECT "id" FROM "cms"."_products_v" WHERE "latest" = true);`)
  }
}
