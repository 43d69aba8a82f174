import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Text responses (HTML, JS, CSS, page-data, sitemap, API JSON) compressed on the fly: brotli at a fast quality
 * when the browser accepts it, else gzip; under 1 KB and already-compressed types (images, PDF) go as they are.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
