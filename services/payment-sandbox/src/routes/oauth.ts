/** OAuth2 client credentials (POST /connect/token), as Viva's accounts server. */
import { randomBytes } from "node:crypto";
import { type FastifyInstance } from "fastify";
import { safeEqual, basicCredentials, str } from "../http-errors.ts";
import { TOKEN_SCOPE, TOKEN_TTL_SECONDS, type SandboxContext } from "../context.ts";

export function oauthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, now, clients } = ctx;
  app.post("/connect/token", async (req, reply) => {
    const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
    const basic = basicCredentials(req);
    const id = basic?.id ?? str(body.client_id);
    const secret = basic?.secret ?? str(body.client_secret);
    reply.header("Pragma", "no-cache");
    if (!id || secret === undefined || !(id in clients) || !safeEqual(secret, clients[id]!)) {
      if (basic) reply.header("WWW-Authenticate", 'Basic realm="payment-sandbox"');
      return reply.status(401).send({ error: "invalid_client" });
    }
    const grant = str(body.grant_type);
    if (!grant)
      return reply.status(400).send({ error: "invalid_request", error_description: "grant_type is required" });
    if (grant !== "client_credentials") return reply.status(400).send({ error: "unsupported_grant_type" });
    const token = randomBytes(32).toString("base64url");
    await db.run("DELETE FROM pay_tokens WHERE expires_ms <= ?", [now()]);
    await db.run("INSERT INTO pay_tokens (token, client_id, expires_ms) VALUES (?, ?, ?)", [
      token,
      id,
      now() + TOKEN_TTL_SECONDS * 1000,
    ]);
    return reply.send({ access_token: token, expires_in: TOKEN_TTL_SECONDS, token_type: "Bearer", scope: TOKEN_SCOPE });
  });
}
