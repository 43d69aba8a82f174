/** The web server's production configuration of the tests (production.test.ts, check-config.test.ts). */

/** A complete production configuration: real (fake) provider addresses and keys, secrets given. */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  SITE_URL: "https://www.example.test",
  OCTO_BASE_URL: "https://api.ventrata.example/octo",
  OCTO_API_KEY: "live-octo-key",
  VIVA_API_URL: "https://api.vivapayments.example",
  VIVA_ACCOUNTS_URL: "https://accounts.vivapayments.example",
  VIVA_LEGACY_API_URL: "https://www.vivapayments.example",
  VIVA_CHECKOUT_URL: "https://www.vivapayments.example/web/checkout?ref={orderCode}",
  VIVA_CLIENT_ID: "live-client",
  VIVA_CLIENT_SECRET: "live-client-secret",
  VIVA_MERCHANT_ID: "11111111-1111-4111-8111-111111111111",
  VIVA_API_KEY: "live-api-key",
  FORMS_CAPTCHA_SECRET: "0123456789abcdef0123456789abcdef",
  MANAGE_LINK_SECRET: "0123456789abcdef-manage-link-secret",
  CMS_READ_TOKEN: "0123456789abcdef-cms-read-token",
  API_DATABASE_URL: "postgres://api:secret@db.internal:5432/api",
  CMS_URL: "http://cms.internal:3000",
  SUPPORT_EMAIL: "care@operator.example",
  TRUST_PROXY: "10.0.1.10,10.0.1.11",
  SMTP_URL: "smtps://user:pass@smtp.operator.example:465",
};
