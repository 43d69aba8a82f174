import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Added by hand: the adapter creates the "cms" schema only when it creates the database itself.
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "cms";`)
  await db.execute(sql`
   CREATE TYPE "cms"."_locales" AS ENUM('fr', 'en', 'es', 'nl');
  CREATE TYPE "cms"."enum_cities_locales" AS ENUM('fr', 'en', 'es', 'nl');
  CREATE TYPE "cms"."enum_home_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__home_pages_v_published_locale" AS ENUM('fr', 'en', 'es', 'nl');
  CREATE TYPE "cms"."enum_products_offer_type" AS ENUM('hop-on-hop-off', 'themed-tour', 'special-tour', 'package', 'attraction', 'audio-experience', 'family-pass', 'private-hire');
  CREATE TYPE "cms"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__products_v_version_offer_type" AS ENUM('hop-on-hop-off', 'themed-tour', 'special-tour', 'package', 'attraction', 'audio-experience', 'family-pass', 'private-hire');
  CREATE TYPE "cms"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__products_v_published_locale" AS ENUM('fr', 'en', 'es', 'nl');
  CREATE TYPE "cms"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__articles_v_published_locale" AS ENUM('fr', 'en', 'es', 'nl');
  CREATE TYPE "cms"."enum_menus_items_link_type" AS ENUM('product', 'inspiration_page', 'inspiration_list', 'external', 'none');
  CREATE TYPE "cms"."enum_menus_location" AS ENUM('header', 'footer');
  CREATE TYPE "cms"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_published_locale" AS ENUM('fr', 'en', 'es', 'nl');
  CREATE TYPE "cms"."enum_partners_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__partners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__partners_v_published_locale" AS ENUM('fr', 'en', 'es', 'nl');
  CREATE TYPE "cms"."enum_faqs_category" AS ENUM('tickets', 'on-board', 'accessibility', 'cancellation', 'payment');
  CREATE TYPE "cms"."enum_service_alerts_severity" AS ENUM('info', 'warning', 'disruption');
  CREATE TABLE "cms"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"city" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w480_url" varchar,
  	"sizes_w480_width" numeric,
  	"sizes_w480_height" numeric,
  	"sizes_w480_mime_type" varchar,
  	"sizes_w480_filesize" numeric,
  	"sizes_w480_filename" varchar,
  	"sizes_w800_url" varchar,
  	"sizes_w800_width" numeric,
  	"sizes_w800_height" numeric,
  	"sizes_w800_mime_type" varchar,
  	"sizes_w800_filesize" numeric,
  	"sizes_w800_filename" varchar,
  	"sizes_w1200_url" varchar,
  	"sizes_w1200_width" numeric,
  	"sizes_w1200_height" numeric,
  	"sizes_w1200_mime_type" varchar,
  	"sizes_w1200_filesize" numeric,
  	"sizes_w1200_filename" varchar,
  	"sizes_w1600_url" varchar,
  	"sizes_w1600_width" numeric,
  	"sizes_w1600_height" numeric,
  	"sizes_w1600_mime_type" varchar,
  	"sizes_w1600_filesize" numeric,
  	"sizes_w1600_filename" varchar
  );
  
  CREATE TABLE "cms"."media_loc" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."cities_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_cities_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."cities_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"to" varchar,
  	"height" numeric,
  	"width" numeric,
  	"col" numeric
  );
  
  CREATE TABLE "cms"."cities_logos_loc" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city_id" varchar NOT NULL,
  	"country_code" varchar,
  	"city_network" varchar,
  	"currency_value" varchar NOT NULL,
  	"currency_label" varchar NOT NULL,
  	"currency_prefix" boolean DEFAULT false,
  	"timezone" varchar NOT NULL,
  	"placeholder_image_id" integer,
  	"colors_primary" varchar,
  	"colors_secondary" varchar,
  	"colors_text_color" varchar,
  	"socials_facebook" varchar,
  	"socials_instagram" varchar,
  	"socials_youtube" varchar,
  	"socials_tiktok" varchar,
  	"office_name" varchar,
  	"office_address" varchar,
  	"office_latitude" numeric,
  	"office_longitude" numeric,
  	"office_telephone" varchar,
  	"family_pass_rule_adult_number" numeric NOT NULL,
  	"family_pass_rule_children_number" numeric NOT NULL,
  	"gid" varchar,
  	"support_email" varchar,
  	"chat_url" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."cities_loc" (
  	"name" varchar NOT NULL,
  	"country" varchar,
  	"office_opening_hours" varchar,
  	"tagline" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."home_pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_article_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_app_promo" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages_blocks_map_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."home_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_home_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."home_pages_loc" (
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."home_pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_article_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_app_promo" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_blocks_map_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_city" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__home_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__home_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_home_pages_v_loc" (
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_home_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  CREATE TABLE "cms"."products_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."products_highlights_loc" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."products_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."products_included_loc" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."products_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar
  );
  
  CREATE TABLE "cms"."products_photos_loc" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."products_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."products_faqs_loc" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" varchar,
  	"city" varchar,
  	"offer_type" "cms"."enum_products_offer_type",
  	"review_count" numeric DEFAULT 0,
  	"rating" numeric,
  	"promo_percent" numeric DEFAULT 0,
  	"family_discount" numeric DEFAULT 0,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."products_loc" (
  	"title" varchar,
  	"short_description" varchar,
  	"description" varchar,
  	"duration" varchar,
  	"meeting_point" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"map_routes_id" integer
  );
  
  CREATE TABLE "cms"."_products_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_products_v_version_highlights_loc" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_products_v_version_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_products_v_version_included_loc" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_products_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_products_v_version_photos_loc" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_products_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_products_v_version_faqs_loc" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_product_id" varchar,
  	"version_city" varchar,
  	"version_offer_type" "cms"."enum__products_v_version_offer_type",
  	"version_review_count" numeric DEFAULT 0,
  	"version_rating" numeric,
  	"version_promo_percent" numeric DEFAULT 0,
  	"version_family_discount" numeric DEFAULT 0,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_products_v_loc" (
  	"version_title" varchar,
  	"version_short_description" varchar,
  	"version_description" varchar,
  	"version_duration" varchar,
  	"version_meeting_point" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"map_routes_id" integer
  );
  
  CREATE TABLE "cms"."articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"city" varchar,
  	"cover_image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"reading_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."articles_loc" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."articles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_city" varchar,
  	"version_cover_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_reading_minutes" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_articles_v_loc" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_articles_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "cms"."enum_menus_items_link_type" DEFAULT 'none' NOT NULL,
  	"product_id" varchar,
  	"inspiration_slug" varchar
  );
  
  CREATE TABLE "cms"."menus_items_loc" (
  	"label" varchar NOT NULL,
  	"uri" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar,
  	"location" "cms"."enum_menus_location" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_article_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 5,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_app_promo" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages_blocks_map_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"city" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."pages_loc" (
  	"title" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"html" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_article_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"limit" numeric DEFAULT 5,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_app_promo" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_blocks_map_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_city" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_pages_v_loc" (
  	"version_title" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "cms"."_locales"
  );
  
  CREATE TABLE "cms"."partners_local_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"city" varchar
  );
  
  CREATE TABLE "cms"."partners_local_pages_loc" (
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"name" varchar,
  	"referrer" varchar,
  	"partner_central" varchar,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_partners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."partners_loc" (
  	"intro" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_partners_v_version_local_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_partners_v_version_local_pages_loc" (
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_name" varchar,
  	"version_referrer" varchar,
  	"version_partner_central" varchar,
  	"version_logo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__partners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__partners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_partners_v_loc" (
  	"version_intro" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar,
  	"category" "cms"."enum_faqs_category" NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."faqs_loc" (
  	"question" varchar NOT NULL,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."service_alerts_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."service_alerts_lines_loc" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."service_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"severity" "cms"."enum_service_alerts_severity" DEFAULT 'info' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."service_alerts_loc" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."map_routes_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL
  );
  
  CREATE TABLE "cms"."map_routes_stops_loc" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."map_routes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city" varchar NOT NULL,
  	"route_id" varchar,
  	"color" varchar NOT NULL,
  	"path" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."map_routes_loc" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"cities_id" integer,
  	"home_pages_id" integer,
  	"products_id" integer,
  	"articles_id" integer,
  	"menus_id" integer,
  	"pages_id" integer,
  	"partners_id" integer,
  	"faqs_id" integer,
  	"service_alerts_id" integer,
  	"map_routes_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."app_rating" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ranking_app_ios" numeric DEFAULT 4,
  	"ranking_app_android" numeric DEFAULT 4,
  	"ios_url" varchar,
  	"android_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"operator_name" varchar DEFAULT 'City Sightseeing' NOT NULL,
  	"mail_from_name" varchar DEFAULT 'City Sightseeing' NOT NULL,
  	"mail_from_address" varchar DEFAULT 'tickets@sightseeing.example' NOT NULL,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."media_loc" ADD CONSTRAINT "media_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cities_locales" ADD CONSTRAINT "cities_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cities_logos" ADD CONSTRAINT "cities_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cities_logos_loc" ADD CONSTRAINT "cities_logos_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cities_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cities" ADD CONSTRAINT "cities_placeholder_image_id_media_id_fk" FOREIGN KEY ("placeholder_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."cities_loc" ADD CONSTRAINT "cities_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_hero" ADD CONSTRAINT "home_pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_hero" ADD CONSTRAINT "home_pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_rich_text" ADD CONSTRAINT "home_pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_offers" ADD CONSTRAINT "home_pages_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_article_teasers" ADD CONSTRAINT "home_pages_blocks_article_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_features_items" ADD CONSTRAINT "home_pages_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_features" ADD CONSTRAINT "home_pages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_faq_list" ADD CONSTRAINT "home_pages_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_app_promo" ADD CONSTRAINT "home_pages_blocks_app_promo_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_blocks_map_teaser" ADD CONSTRAINT "home_pages_blocks_map_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_loc" ADD CONSTRAINT "home_pages_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_texts" ADD CONSTRAINT "home_pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_hero" ADD CONSTRAINT "_home_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_hero" ADD CONSTRAINT "_home_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_rich_text" ADD CONSTRAINT "_home_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_offers" ADD CONSTRAINT "_home_pages_v_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_article_teasers" ADD CONSTRAINT "_home_pages_v_blocks_article_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_features_items" ADD CONSTRAINT "_home_pages_v_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_features" ADD CONSTRAINT "_home_pages_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_faq_list" ADD CONSTRAINT "_home_pages_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_app_promo" ADD CONSTRAINT "_home_pages_v_blocks_app_promo_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_blocks_map_teaser" ADD CONSTRAINT "_home_pages_v_blocks_map_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v" ADD CONSTRAINT "_home_pages_v_parent_id_home_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_loc" ADD CONSTRAINT "_home_pages_v_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_texts" ADD CONSTRAINT "_home_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_highlights" ADD CONSTRAINT "products_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_highlights_loc" ADD CONSTRAINT "products_highlights_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_included" ADD CONSTRAINT "products_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_included_loc" ADD CONSTRAINT "products_included_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products_included"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_photos" ADD CONSTRAINT "products_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."products_photos" ADD CONSTRAINT "products_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_photos_loc" ADD CONSTRAINT "products_photos_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_faqs" ADD CONSTRAINT "products_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_faqs_loc" ADD CONSTRAINT "products_faqs_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_loc" ADD CONSTRAINT "products_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."products_rels" ADD CONSTRAINT "products_rels_map_routes_fk" FOREIGN KEY ("map_routes_id") REFERENCES "cms"."map_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_highlights" ADD CONSTRAINT "_products_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_highlights_loc" ADD CONSTRAINT "_products_v_version_highlights_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_included" ADD CONSTRAINT "_products_v_version_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_included_loc" ADD CONSTRAINT "_products_v_version_included_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v_version_included"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_photos" ADD CONSTRAINT "_products_v_version_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_photos" ADD CONSTRAINT "_products_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_photos_loc" ADD CONSTRAINT "_products_v_version_photos_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v_version_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_faqs" ADD CONSTRAINT "_products_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_version_faqs_loc" ADD CONSTRAINT "_products_v_version_faqs_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v_version_faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_loc" ADD CONSTRAINT "_products_v_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_products_v_rels" ADD CONSTRAINT "_products_v_rels_map_routes_fk" FOREIGN KEY ("map_routes_id") REFERENCES "cms"."map_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."articles" ADD CONSTRAINT "articles_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."articles_loc" ADD CONSTRAINT "articles_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."articles_texts" ADD CONSTRAINT "articles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_articles_v" ADD CONSTRAINT "_articles_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_articles_v_loc" ADD CONSTRAINT "_articles_v_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_articles_v_texts" ADD CONSTRAINT "_articles_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."menus_items_loc" ADD CONSTRAINT "menus_items_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_offers" ADD CONSTRAINT "pages_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_article_teasers" ADD CONSTRAINT "pages_blocks_article_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_features_items" ADD CONSTRAINT "pages_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_features" ADD CONSTRAINT "pages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_faq_list" ADD CONSTRAINT "pages_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_app_promo" ADD CONSTRAINT "pages_blocks_app_promo_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_map_teaser" ADD CONSTRAINT "pages_blocks_map_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_loc" ADD CONSTRAINT "pages_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_offers" ADD CONSTRAINT "_pages_v_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_article_teasers" ADD CONSTRAINT "_pages_v_blocks_article_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_features_items" ADD CONSTRAINT "_pages_v_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_features" ADD CONSTRAINT "_pages_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_faq_list" ADD CONSTRAINT "_pages_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_app_promo" ADD CONSTRAINT "_pages_v_blocks_app_promo_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_map_teaser" ADD CONSTRAINT "_pages_v_blocks_map_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_loc" ADD CONSTRAINT "_pages_v_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."partners_local_pages" ADD CONSTRAINT "partners_local_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."partners_local_pages_loc" ADD CONSTRAINT "partners_local_pages_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."partners_local_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."partners" ADD CONSTRAINT "partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."partners_loc" ADD CONSTRAINT "partners_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v_version_local_pages" ADD CONSTRAINT "_partners_v_version_local_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v_version_local_pages_loc" ADD CONSTRAINT "_partners_v_version_local_pages_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_partners_v_version_local_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v" ADD CONSTRAINT "_partners_v_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v" ADD CONSTRAINT "_partners_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_partners_v_loc" ADD CONSTRAINT "_partners_v_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."faqs_loc" ADD CONSTRAINT "faqs_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."service_alerts_lines" ADD CONSTRAINT "service_alerts_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."service_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."service_alerts_lines_loc" ADD CONSTRAINT "service_alerts_lines_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."service_alerts_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."service_alerts_loc" ADD CONSTRAINT "service_alerts_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."service_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."map_routes_stops" ADD CONSTRAINT "map_routes_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."map_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."map_routes_stops_loc" ADD CONSTRAINT "map_routes_stops_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."map_routes_stops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."map_routes_loc" ADD CONSTRAINT "map_routes_loc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."map_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "cms"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_home_pages_fk" FOREIGN KEY ("home_pages_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "cms"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "cms"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "cms"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "cms"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "cms"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_alerts_fk" FOREIGN KEY ("service_alerts_id") REFERENCES "cms"."service_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_routes_fk" FOREIGN KEY ("map_routes_id") REFERENCES "cms"."map_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE INDEX "media_city_idx" ON "cms"."media" USING btree ("city");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_w480_sizes_w480_filename_idx" ON "cms"."media" USING btree ("sizes_w480_filename");
  CREATE INDEX "media_sizes_w800_sizes_w800_filename_idx" ON "cms"."media" USING btree ("sizes_w800_filename");
  CREATE INDEX "media_sizes_w1200_sizes_w1200_filename_idx" ON "cms"."media" USING btree ("sizes_w1200_filename");
  CREATE INDEX "media_sizes_w1600_sizes_w1600_filename_idx" ON "cms"."media" USING btree ("sizes_w1600_filename");
  CREATE UNIQUE INDEX "media_loc_locale_parent_id_unique" ON "cms"."media_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "cities_locales_order_idx" ON "cms"."cities_locales" USING btree ("order");
  CREATE INDEX "cities_locales_parent_idx" ON "cms"."cities_locales" USING btree ("parent_id");
  CREATE INDEX "cities_logos_order_idx" ON "cms"."cities_logos" USING btree ("_order");
  CREATE INDEX "cities_logos_parent_id_idx" ON "cms"."cities_logos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cities_logos_loc_locale_parent_id_unique" ON "cms"."cities_logos_loc" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cities_city_id_idx" ON "cms"."cities" USING btree ("city_id");
  CREATE INDEX "cities_placeholder_image_idx" ON "cms"."cities" USING btree ("placeholder_image_id");
  CREATE INDEX "cities_updated_at_idx" ON "cms"."cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cms"."cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "cities_loc_locale_parent_id_unique" ON "cms"."cities_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_pages_blocks_hero_order_idx" ON "cms"."home_pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_hero_parent_id_idx" ON "cms"."home_pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_hero_path_idx" ON "cms"."home_pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_hero_locale_idx" ON "cms"."home_pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_hero_image_idx" ON "cms"."home_pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "home_pages_blocks_rich_text_order_idx" ON "cms"."home_pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_rich_text_parent_id_idx" ON "cms"."home_pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_rich_text_path_idx" ON "cms"."home_pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_rich_text_locale_idx" ON "cms"."home_pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_offers_order_idx" ON "cms"."home_pages_blocks_offers" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_offers_parent_id_idx" ON "cms"."home_pages_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_offers_path_idx" ON "cms"."home_pages_blocks_offers" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_offers_locale_idx" ON "cms"."home_pages_blocks_offers" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_article_teasers_order_idx" ON "cms"."home_pages_blocks_article_teasers" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_article_teasers_parent_id_idx" ON "cms"."home_pages_blocks_article_teasers" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_article_teasers_path_idx" ON "cms"."home_pages_blocks_article_teasers" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_article_teasers_locale_idx" ON "cms"."home_pages_blocks_article_teasers" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_features_items_order_idx" ON "cms"."home_pages_blocks_features_items" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_features_items_parent_id_idx" ON "cms"."home_pages_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_features_items_locale_idx" ON "cms"."home_pages_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_features_order_idx" ON "cms"."home_pages_blocks_features" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_features_parent_id_idx" ON "cms"."home_pages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_features_path_idx" ON "cms"."home_pages_blocks_features" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_features_locale_idx" ON "cms"."home_pages_blocks_features" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_faq_list_order_idx" ON "cms"."home_pages_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_faq_list_parent_id_idx" ON "cms"."home_pages_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_faq_list_path_idx" ON "cms"."home_pages_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_faq_list_locale_idx" ON "cms"."home_pages_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_app_promo_order_idx" ON "cms"."home_pages_blocks_app_promo" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_app_promo_parent_id_idx" ON "cms"."home_pages_blocks_app_promo" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_app_promo_path_idx" ON "cms"."home_pages_blocks_app_promo" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_app_promo_locale_idx" ON "cms"."home_pages_blocks_app_promo" USING btree ("_locale");
  CREATE INDEX "home_pages_blocks_map_teaser_order_idx" ON "cms"."home_pages_blocks_map_teaser" USING btree ("_order");
  CREATE INDEX "home_pages_blocks_map_teaser_parent_id_idx" ON "cms"."home_pages_blocks_map_teaser" USING btree ("_parent_id");
  CREATE INDEX "home_pages_blocks_map_teaser_path_idx" ON "cms"."home_pages_blocks_map_teaser" USING btree ("_path");
  CREATE INDEX "home_pages_blocks_map_teaser_locale_idx" ON "cms"."home_pages_blocks_map_teaser" USING btree ("_locale");
  CREATE UNIQUE INDEX "home_pages_city_idx" ON "cms"."home_pages" USING btree ("city");
  CREATE INDEX "home_pages_updated_at_idx" ON "cms"."home_pages" USING btree ("updated_at");
  CREATE INDEX "home_pages_created_at_idx" ON "cms"."home_pages" USING btree ("created_at");
  CREATE INDEX "home_pages__status_idx" ON "cms"."home_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "home_pages_loc_locale_parent_id_unique" ON "cms"."home_pages_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_pages_texts_order_parent" ON "cms"."home_pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "home_pages_texts_locale_parent" ON "cms"."home_pages_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_home_pages_v_blocks_hero_order_idx" ON "cms"."_home_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_hero_parent_id_idx" ON "cms"."_home_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_hero_path_idx" ON "cms"."_home_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_hero_locale_idx" ON "cms"."_home_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_hero_image_idx" ON "cms"."_home_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_home_pages_v_blocks_rich_text_order_idx" ON "cms"."_home_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_rich_text_parent_id_idx" ON "cms"."_home_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_rich_text_path_idx" ON "cms"."_home_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_rich_text_locale_idx" ON "cms"."_home_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_offers_order_idx" ON "cms"."_home_pages_v_blocks_offers" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_offers_parent_id_idx" ON "cms"."_home_pages_v_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_offers_path_idx" ON "cms"."_home_pages_v_blocks_offers" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_offers_locale_idx" ON "cms"."_home_pages_v_blocks_offers" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_article_teasers_order_idx" ON "cms"."_home_pages_v_blocks_article_teasers" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_article_teasers_parent_id_idx" ON "cms"."_home_pages_v_blocks_article_teasers" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_article_teasers_path_idx" ON "cms"."_home_pages_v_blocks_article_teasers" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_article_teasers_locale_idx" ON "cms"."_home_pages_v_blocks_article_teasers" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_features_items_order_idx" ON "cms"."_home_pages_v_blocks_features_items" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_features_items_parent_id_idx" ON "cms"."_home_pages_v_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_features_items_locale_idx" ON "cms"."_home_pages_v_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_features_order_idx" ON "cms"."_home_pages_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_features_parent_id_idx" ON "cms"."_home_pages_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_features_path_idx" ON "cms"."_home_pages_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_features_locale_idx" ON "cms"."_home_pages_v_blocks_features" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_faq_list_order_idx" ON "cms"."_home_pages_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_faq_list_parent_id_idx" ON "cms"."_home_pages_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_faq_list_path_idx" ON "cms"."_home_pages_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_faq_list_locale_idx" ON "cms"."_home_pages_v_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_app_promo_order_idx" ON "cms"."_home_pages_v_blocks_app_promo" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_app_promo_parent_id_idx" ON "cms"."_home_pages_v_blocks_app_promo" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_app_promo_path_idx" ON "cms"."_home_pages_v_blocks_app_promo" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_app_promo_locale_idx" ON "cms"."_home_pages_v_blocks_app_promo" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_blocks_map_teaser_order_idx" ON "cms"."_home_pages_v_blocks_map_teaser" USING btree ("_order");
  CREATE INDEX "_home_pages_v_blocks_map_teaser_parent_id_idx" ON "cms"."_home_pages_v_blocks_map_teaser" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_blocks_map_teaser_path_idx" ON "cms"."_home_pages_v_blocks_map_teaser" USING btree ("_path");
  CREATE INDEX "_home_pages_v_blocks_map_teaser_locale_idx" ON "cms"."_home_pages_v_blocks_map_teaser" USING btree ("_locale");
  CREATE INDEX "_home_pages_v_parent_idx" ON "cms"."_home_pages_v" USING btree ("parent_id");
  CREATE INDEX "_home_pages_v_version_version_city_idx" ON "cms"."_home_pages_v" USING btree ("version_city");
  CREATE INDEX "_home_pages_v_version_version_updated_at_idx" ON "cms"."_home_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_home_pages_v_version_version_created_at_idx" ON "cms"."_home_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_home_pages_v_version_version__status_idx" ON "cms"."_home_pages_v" USING btree ("version__status");
  CREATE INDEX "_home_pages_v_created_at_idx" ON "cms"."_home_pages_v" USING btree ("created_at");
  CREATE INDEX "_home_pages_v_updated_at_idx" ON "cms"."_home_pages_v" USING btree ("updated_at");
  CREATE INDEX "_home_pages_v_snapshot_idx" ON "cms"."_home_pages_v" USING btree ("snapshot");
  CREATE INDEX "_home_pages_v_published_locale_idx" ON "cms"."_home_pages_v" USING btree ("published_locale");
  CREATE INDEX "_home_pages_v_latest_idx" ON "cms"."_home_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_pages_v_loc_locale_parent_id_unique" ON "cms"."_home_pages_v_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_pages_v_texts_order_parent" ON "cms"."_home_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_home_pages_v_texts_locale_parent" ON "cms"."_home_pages_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "products_highlights_order_idx" ON "cms"."products_highlights" USING btree ("_order");
  CREATE INDEX "products_highlights_parent_id_idx" ON "cms"."products_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_highlights_loc_locale_parent_id_unique" ON "cms"."products_highlights_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_included_order_idx" ON "cms"."products_included" USING btree ("_order");
  CREATE INDEX "products_included_parent_id_idx" ON "cms"."products_included" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_included_loc_locale_parent_id_unique" ON "cms"."products_included_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_photos_order_idx" ON "cms"."products_photos" USING btree ("_order");
  CREATE INDEX "products_photos_parent_id_idx" ON "cms"."products_photos" USING btree ("_parent_id");
  CREATE INDEX "products_photos_image_idx" ON "cms"."products_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_photos_loc_locale_parent_id_unique" ON "cms"."products_photos_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_faqs_order_idx" ON "cms"."products_faqs" USING btree ("_order");
  CREATE INDEX "products_faqs_parent_id_idx" ON "cms"."products_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_faqs_loc_locale_parent_id_unique" ON "cms"."products_faqs_loc" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_product_id_idx" ON "cms"."products" USING btree ("product_id");
  CREATE INDEX "products_city_idx" ON "cms"."products" USING btree ("city");
  CREATE INDEX "products_offer_type_idx" ON "cms"."products" USING btree ("offer_type");
  CREATE INDEX "products_updated_at_idx" ON "cms"."products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "cms"."products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "cms"."products" USING btree ("_status");
  CREATE UNIQUE INDEX "products_loc_locale_parent_id_unique" ON "cms"."products_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "cms"."products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "cms"."products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "cms"."products_rels" USING btree ("path");
  CREATE INDEX "products_rels_map_routes_id_idx" ON "cms"."products_rels" USING btree ("map_routes_id");
  CREATE INDEX "_products_v_version_highlights_order_idx" ON "cms"."_products_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_products_v_version_highlights_parent_id_idx" ON "cms"."_products_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_highlights_loc_locale_parent_id_unique" ON "cms"."_products_v_version_highlights_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_included_order_idx" ON "cms"."_products_v_version_included" USING btree ("_order");
  CREATE INDEX "_products_v_version_included_parent_id_idx" ON "cms"."_products_v_version_included" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_included_loc_locale_parent_id_unique" ON "cms"."_products_v_version_included_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_photos_order_idx" ON "cms"."_products_v_version_photos" USING btree ("_order");
  CREATE INDEX "_products_v_version_photos_parent_id_idx" ON "cms"."_products_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_photos_image_idx" ON "cms"."_products_v_version_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_version_photos_loc_locale_parent_id_unique" ON "cms"."_products_v_version_photos_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_faqs_order_idx" ON "cms"."_products_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_products_v_version_faqs_parent_id_idx" ON "cms"."_products_v_version_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_faqs_loc_locale_parent_id_unique" ON "cms"."_products_v_version_faqs_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "cms"."_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_product_id_idx" ON "cms"."_products_v" USING btree ("version_product_id");
  CREATE INDEX "_products_v_version_version_city_idx" ON "cms"."_products_v" USING btree ("version_city");
  CREATE INDEX "_products_v_version_version_offer_type_idx" ON "cms"."_products_v" USING btree ("version_offer_type");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "cms"."_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "cms"."_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "cms"."_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "cms"."_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "cms"."_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "cms"."_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "cms"."_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "cms"."_products_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_products_v_loc_locale_parent_id_unique" ON "cms"."_products_v_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "cms"."_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "cms"."_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "cms"."_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_map_routes_id_idx" ON "cms"."_products_v_rels" USING btree ("map_routes_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "cms"."articles" USING btree ("slug");
  CREATE INDEX "articles_city_idx" ON "cms"."articles" USING btree ("city");
  CREATE INDEX "articles_cover_image_idx" ON "cms"."articles" USING btree ("cover_image_id");
  CREATE INDEX "articles_published_at_idx" ON "cms"."articles" USING btree ("published_at");
  CREATE INDEX "articles_updated_at_idx" ON "cms"."articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "cms"."articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "cms"."articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_loc_locale_parent_id_unique" ON "cms"."articles_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_texts_order_parent" ON "cms"."articles_texts" USING btree ("order","parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "cms"."_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "cms"."_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_city_idx" ON "cms"."_articles_v" USING btree ("version_city");
  CREATE INDEX "_articles_v_version_version_cover_image_idx" ON "cms"."_articles_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "cms"."_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "cms"."_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "cms"."_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "cms"."_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "cms"."_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "cms"."_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "cms"."_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "cms"."_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "cms"."_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_articles_v_loc_locale_parent_id_unique" ON "cms"."_articles_v_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_texts_order_parent" ON "cms"."_articles_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "menus_items_order_idx" ON "cms"."menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "cms"."menus_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_items_loc_locale_parent_id_unique" ON "cms"."menus_items_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_city_idx" ON "cms"."menus" USING btree ("city");
  CREATE INDEX "menus_updated_at_idx" ON "cms"."menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "cms"."menus" USING btree ("created_at");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "cms"."pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "cms"."pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "cms"."pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "cms"."pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "cms"."pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "cms"."pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "cms"."pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "cms"."pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "cms"."pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_offers_order_idx" ON "cms"."pages_blocks_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_offers_parent_id_idx" ON "cms"."pages_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offers_path_idx" ON "cms"."pages_blocks_offers" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_locale_idx" ON "cms"."pages_blocks_offers" USING btree ("_locale");
  CREATE INDEX "pages_blocks_article_teasers_order_idx" ON "cms"."pages_blocks_article_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_article_teasers_parent_id_idx" ON "cms"."pages_blocks_article_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_article_teasers_path_idx" ON "cms"."pages_blocks_article_teasers" USING btree ("_path");
  CREATE INDEX "pages_blocks_article_teasers_locale_idx" ON "cms"."pages_blocks_article_teasers" USING btree ("_locale");
  CREATE INDEX "pages_blocks_features_items_order_idx" ON "cms"."pages_blocks_features_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_items_parent_id_idx" ON "cms"."pages_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_items_locale_idx" ON "cms"."pages_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_features_order_idx" ON "cms"."pages_blocks_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_parent_id_idx" ON "cms"."pages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_path_idx" ON "cms"."pages_blocks_features" USING btree ("_path");
  CREATE INDEX "pages_blocks_features_locale_idx" ON "cms"."pages_blocks_features" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_list_order_idx" ON "cms"."pages_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_list_parent_id_idx" ON "cms"."pages_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_path_idx" ON "cms"."pages_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_list_locale_idx" ON "cms"."pages_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_app_promo_order_idx" ON "cms"."pages_blocks_app_promo" USING btree ("_order");
  CREATE INDEX "pages_blocks_app_promo_parent_id_idx" ON "cms"."pages_blocks_app_promo" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_app_promo_path_idx" ON "cms"."pages_blocks_app_promo" USING btree ("_path");
  CREATE INDEX "pages_blocks_app_promo_locale_idx" ON "cms"."pages_blocks_app_promo" USING btree ("_locale");
  CREATE INDEX "pages_blocks_map_teaser_order_idx" ON "cms"."pages_blocks_map_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_teaser_parent_id_idx" ON "cms"."pages_blocks_map_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_teaser_path_idx" ON "cms"."pages_blocks_map_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_map_teaser_locale_idx" ON "cms"."pages_blocks_map_teaser" USING btree ("_locale");
  CREATE INDEX "pages_slug_idx" ON "cms"."pages" USING btree ("slug");
  CREATE INDEX "pages_city_idx" ON "cms"."pages" USING btree ("city");
  CREATE INDEX "pages_updated_at_idx" ON "cms"."pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "cms"."pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "cms"."pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_loc_locale_parent_id_unique" ON "cms"."pages_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_texts_order_parent" ON "cms"."pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_texts_locale_parent" ON "cms"."pages_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "cms"."_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "cms"."_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "cms"."_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "cms"."_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "cms"."_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "cms"."_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "cms"."_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "cms"."_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "cms"."_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_offers_order_idx" ON "cms"."_pages_v_blocks_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offers_parent_id_idx" ON "cms"."_pages_v_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offers_path_idx" ON "cms"."_pages_v_blocks_offers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_locale_idx" ON "cms"."_pages_v_blocks_offers" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_article_teasers_order_idx" ON "cms"."_pages_v_blocks_article_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_article_teasers_parent_id_idx" ON "cms"."_pages_v_blocks_article_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_article_teasers_path_idx" ON "cms"."_pages_v_blocks_article_teasers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_article_teasers_locale_idx" ON "cms"."_pages_v_blocks_article_teasers" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_features_items_order_idx" ON "cms"."_pages_v_blocks_features_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_items_parent_id_idx" ON "cms"."_pages_v_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_items_locale_idx" ON "cms"."_pages_v_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_features_order_idx" ON "cms"."_pages_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_parent_id_idx" ON "cms"."_pages_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_path_idx" ON "cms"."_pages_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_features_locale_idx" ON "cms"."_pages_v_blocks_features" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_list_order_idx" ON "cms"."_pages_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_parent_id_idx" ON "cms"."_pages_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_path_idx" ON "cms"."_pages_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_list_locale_idx" ON "cms"."_pages_v_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_app_promo_order_idx" ON "cms"."_pages_v_blocks_app_promo" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_app_promo_parent_id_idx" ON "cms"."_pages_v_blocks_app_promo" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_app_promo_path_idx" ON "cms"."_pages_v_blocks_app_promo" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_app_promo_locale_idx" ON "cms"."_pages_v_blocks_app_promo" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_map_teaser_order_idx" ON "cms"."_pages_v_blocks_map_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_teaser_parent_id_idx" ON "cms"."_pages_v_blocks_map_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_teaser_path_idx" ON "cms"."_pages_v_blocks_map_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_teaser_locale_idx" ON "cms"."_pages_v_blocks_map_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_parent_idx" ON "cms"."_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "cms"."_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_city_idx" ON "cms"."_pages_v" USING btree ("version_city");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "cms"."_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "cms"."_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "cms"."_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "cms"."_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "cms"."_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "cms"."_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "cms"."_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "cms"."_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_loc_locale_parent_id_unique" ON "cms"."_pages_v_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "cms"."_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_texts_locale_parent" ON "cms"."_pages_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "partners_local_pages_order_idx" ON "cms"."partners_local_pages" USING btree ("_order");
  CREATE INDEX "partners_local_pages_parent_id_idx" ON "cms"."partners_local_pages" USING btree ("_parent_id");
  CREATE INDEX "partners_local_pages_city_idx" ON "cms"."partners_local_pages" USING btree ("city");
  CREATE UNIQUE INDEX "partners_local_pages_loc_locale_parent_id_unique" ON "cms"."partners_local_pages_loc" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "partners_slug_idx" ON "cms"."partners" USING btree ("slug");
  CREATE INDEX "partners_referrer_idx" ON "cms"."partners" USING btree ("referrer");
  CREATE INDEX "partners_logo_idx" ON "cms"."partners" USING btree ("logo_id");
  CREATE INDEX "partners_updated_at_idx" ON "cms"."partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "cms"."partners" USING btree ("created_at");
  CREATE INDEX "partners__status_idx" ON "cms"."partners" USING btree ("_status");
  CREATE UNIQUE INDEX "partners_loc_locale_parent_id_unique" ON "cms"."partners_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partners_v_version_local_pages_order_idx" ON "cms"."_partners_v_version_local_pages" USING btree ("_order");
  CREATE INDEX "_partners_v_version_local_pages_parent_id_idx" ON "cms"."_partners_v_version_local_pages" USING btree ("_parent_id");
  CREATE INDEX "_partners_v_version_local_pages_city_idx" ON "cms"."_partners_v_version_local_pages" USING btree ("city");
  CREATE UNIQUE INDEX "_partners_v_version_local_pages_loc_locale_parent_id_unique" ON "cms"."_partners_v_version_local_pages_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partners_v_parent_idx" ON "cms"."_partners_v" USING btree ("parent_id");
  CREATE INDEX "_partners_v_version_version_slug_idx" ON "cms"."_partners_v" USING btree ("version_slug");
  CREATE INDEX "_partners_v_version_version_referrer_idx" ON "cms"."_partners_v" USING btree ("version_referrer");
  CREATE INDEX "_partners_v_version_version_logo_idx" ON "cms"."_partners_v" USING btree ("version_logo_id");
  CREATE INDEX "_partners_v_version_version_updated_at_idx" ON "cms"."_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_partners_v_version_version_created_at_idx" ON "cms"."_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_partners_v_version_version__status_idx" ON "cms"."_partners_v" USING btree ("version__status");
  CREATE INDEX "_partners_v_created_at_idx" ON "cms"."_partners_v" USING btree ("created_at");
  CREATE INDEX "_partners_v_updated_at_idx" ON "cms"."_partners_v" USING btree ("updated_at");
  CREATE INDEX "_partners_v_snapshot_idx" ON "cms"."_partners_v" USING btree ("snapshot");
  CREATE INDEX "_partners_v_published_locale_idx" ON "cms"."_partners_v" USING btree ("published_locale");
  CREATE INDEX "_partners_v_latest_idx" ON "cms"."_partners_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_partners_v_loc_locale_parent_id_unique" ON "cms"."_partners_v_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_city_idx" ON "cms"."faqs" USING btree ("city");
  CREATE INDEX "faqs_updated_at_idx" ON "cms"."faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "cms"."faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_loc_locale_parent_id_unique" ON "cms"."faqs_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_alerts_lines_order_idx" ON "cms"."service_alerts_lines" USING btree ("_order");
  CREATE INDEX "service_alerts_lines_parent_id_idx" ON "cms"."service_alerts_lines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "service_alerts_lines_loc_locale_parent_id_unique" ON "cms"."service_alerts_lines_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_alerts_city_idx" ON "cms"."service_alerts" USING btree ("city");
  CREATE INDEX "service_alerts_start_date_idx" ON "cms"."service_alerts" USING btree ("start_date");
  CREATE INDEX "service_alerts_end_date_idx" ON "cms"."service_alerts" USING btree ("end_date");
  CREATE INDEX "service_alerts_updated_at_idx" ON "cms"."service_alerts" USING btree ("updated_at");
  CREATE INDEX "service_alerts_created_at_idx" ON "cms"."service_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "service_alerts_loc_locale_parent_id_unique" ON "cms"."service_alerts_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "map_routes_stops_order_idx" ON "cms"."map_routes_stops" USING btree ("_order");
  CREATE INDEX "map_routes_stops_parent_id_idx" ON "cms"."map_routes_stops" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "map_routes_stops_loc_locale_parent_id_unique" ON "cms"."map_routes_stops_loc" USING btree ("_locale","_parent_id");
  CREATE INDEX "map_routes_city_idx" ON "cms"."map_routes" USING btree ("city");
  CREATE UNIQUE INDEX "map_routes_route_id_idx" ON "cms"."map_routes" USING btree ("route_id");
  CREATE INDEX "map_routes_updated_at_idx" ON "cms"."map_routes" USING btree ("updated_at");
  CREATE INDEX "map_routes_created_at_idx" ON "cms"."map_routes" USING btree ("created_at");
  CREATE UNIQUE INDEX "map_routes_loc_locale_parent_id_unique" ON "cms"."map_routes_loc" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_home_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("home_pages_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_service_alerts_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("service_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_map_routes_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("map_routes_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "cms"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_logo_idx" ON "cms"."site_settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."media_loc" CASCADE;
  DROP TABLE "cms"."cities_locales" CASCADE;
  DROP TABLE "cms"."cities_logos" CASCADE;
  DROP TABLE "cms"."cities_logos_loc" CASCADE;
  DROP TABLE "cms"."cities" CASCADE;
  DROP TABLE "cms"."cities_loc" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_hero" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_rich_text" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_offers" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_article_teasers" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_features_items" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_features" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_faq_list" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_app_promo" CASCADE;
  DROP TABLE "cms"."home_pages_blocks_map_teaser" CASCADE;
  DROP TABLE "cms"."home_pages" CASCADE;
  DROP TABLE "cms"."home_pages_loc" CASCADE;
  DROP TABLE "cms"."home_pages_texts" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_hero" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_offers" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_article_teasers" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_features_items" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_features" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_faq_list" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_app_promo" CASCADE;
  DROP TABLE "cms"."_home_pages_v_blocks_map_teaser" CASCADE;
  DROP TABLE "cms"."_home_pages_v" CASCADE;
  DROP TABLE "cms"."_home_pages_v_loc" CASCADE;
  DROP TABLE "cms"."_home_pages_v_texts" CASCADE;
  DROP TABLE "cms"."products_highlights" CASCADE;
  DROP TABLE "cms"."products_highlights_loc" CASCADE;
  DROP TABLE "cms"."products_included" CASCADE;
  DROP TABLE "cms"."products_included_loc" CASCADE;
  DROP TABLE "cms"."products_photos" CASCADE;
  DROP TABLE "cms"."products_photos_loc" CASCADE;
  DROP TABLE "cms"."products_faqs" CASCADE;
  DROP TABLE "cms"."products_faqs_loc" CASCADE;
  DROP TABLE "cms"."products" CASCADE;
  DROP TABLE "cms"."products_loc" CASCADE;
  DROP TABLE "cms"."products_rels" CASCADE;
  DROP TABLE "cms"."_products_v_version_highlights" CASCADE;
  DROP TABLE "cms"."_products_v_version_highlights_loc" CASCADE;
  DROP TABLE "cms"."_products_v_version_included" CASCADE;
  DROP TABLE "cms"."_products_v_version_included_loc" CASCADE;
  DROP TABLE "cms"."_products_v_version_photos" CASCADE;
  DROP TABLE "cms"."_products_v_version_photos_loc" CASCADE;
  DROP TABLE "cms"."_products_v_version_faqs" CASCADE;
  DROP TABLE "cms"."_products_v_version_faqs_loc" CASCADE;
  DROP TABLE "cms"."_products_v" CASCADE;
  DROP TABLE "cms"."_products_v_loc" CASCADE;
  DROP TABLE "cms"."_products_v_rels" CASCADE;
  DROP TABLE "cms"."articles" CASCADE;
  DROP TABLE "cms"."articles_loc" CASCADE;
  DROP TABLE "cms"."articles_texts" CASCADE;
  DROP TABLE "cms"."_articles_v" CASCADE;
  DROP TABLE "cms"."_articles_v_loc" CASCADE;
  DROP TABLE "cms"."_articles_v_texts" CASCADE;
  DROP TABLE "cms"."menus_items" CASCADE;
  DROP TABLE "cms"."menus_items_loc" CASCADE;
  DROP TABLE "cms"."menus" CASCADE;
  DROP TABLE "cms"."pages_blocks_hero" CASCADE;
  DROP TABLE "cms"."pages_blocks_rich_text" CASCADE;
  DROP TABLE "cms"."pages_blocks_offers" CASCADE;
  DROP TABLE "cms"."pages_blocks_article_teasers" CASCADE;
  DROP TABLE "cms"."pages_blocks_features_items" CASCADE;
  DROP TABLE "cms"."pages_blocks_features" CASCADE;
  DROP TABLE "cms"."pages_blocks_faq_list" CASCADE;
  DROP TABLE "cms"."pages_blocks_app_promo" CASCADE;
  DROP TABLE "cms"."pages_blocks_map_teaser" CASCADE;
  DROP TABLE "cms"."pages" CASCADE;
  DROP TABLE "cms"."pages_loc" CASCADE;
  DROP TABLE "cms"."pages_texts" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_hero" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_offers" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_article_teasers" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_features_items" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_features" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_faq_list" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_app_promo" CASCADE;
  DROP TABLE "cms"."_pages_v_blocks_map_teaser" CASCADE;
  DROP TABLE "cms"."_pages_v" CASCADE;
  DROP TABLE "cms"."_pages_v_loc" CASCADE;
  DROP TABLE "cms"."_pages_v_texts" CASCADE;
  DROP TABLE "cms"."partners_local_pages" CASCADE;
  DROP TABLE "cms"."partners_local_pages_loc" CASCADE;
  DROP TABLE "cms"."partners" CASCADE;
  DROP TABLE "cms"."partners_loc" CASCADE;
  DROP TABLE "cms"."_partners_v_version_local_pages" CASCADE;
  DROP TABLE "cms"."_partners_v_version_local_pages_loc" CASCADE;
  DROP TABLE "cms"."_partners_v" CASCADE;
  DROP TABLE "cms"."_partners_v_loc" CASCADE;
  DROP TABLE "cms"."faqs" CASCADE;
  DROP TABLE "cms"."faqs_loc" CASCADE;
  DROP TABLE "cms"."service_alerts_lines" CASCADE;
  DROP TABLE "cms"."service_alerts_lines_loc" CASCADE;
  DROP TABLE "cms"."service_alerts" CASCADE;
  DROP TABLE "cms"."service_alerts_loc" CASCADE;
  DROP TABLE "cms"."map_routes_stops" CASCADE;
  DROP TABLE "cms"."map_routes_stops_loc" CASCADE;
  DROP TABLE "cms"."map_routes" CASCADE;
  DROP TABLE "cms"."map_routes_loc" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TABLE "cms"."app_rating" CASCADE;
  DROP TABLE "cms"."site_settings" CASCADE;
  DROP TYPE "cms"."_locales";
  DROP TYPE "cms"."enum_cities_locales";
  DROP TYPE "cms"."enum_home_pages_status";
  DROP TYPE "cms"."enum__home_pages_v_version_status";
  DROP TYPE "cms"."enum__home_pages_v_published_locale";
  DROP TYPE "cms"."enum_products_offer_type";
  DROP TYPE "cms"."enum_products_status";
  DROP TYPE "cms"."enum__products_v_version_offer_type";
  DROP TYPE "cms"."enum__products_v_version_status";
  DROP TYPE "cms"."enum__products_v_published_locale";
  DROP TYPE "cms"."enum_articles_status";
  DROP TYPE "cms"."enum__articles_v_version_status";
  DROP TYPE "cms"."enum__articles_v_published_locale";
  DROP TYPE "cms"."enum_menus_items_link_type";
  DROP TYPE "cms"."enum_menus_location";
  DROP TYPE "cms"."enum_pages_status";
  DROP TYPE "cms"."enum__pages_v_version_status";
  DROP TYPE "cms"."enum__pages_v_published_locale";
  DROP TYPE "cms"."enum_partners_status";
  DROP TYPE "cms"."enum__partners_v_version_status";
  DROP TYPE "cms"."enum__partners_v_published_locale";
  DROP TYPE "cms"."enum_faqs_category";
  DROP TYPE "cms"."enum_service_alerts_severity";`)
}
