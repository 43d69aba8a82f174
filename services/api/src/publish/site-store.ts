/**
 * The shared live-site store (ADR 0280): where the promoting instance puts a build so that every
 * instance (and, with S3, a CDN) serves it. Every instance serves a local directory, `<siteDir>/builds/<id>`:
 *
 * - `directory` (default): SITE_DIR is on storage every instance mounts (NFS or similar). Promotion (live-dir.ts)
 *   already wrote `builds/<id>` and switched `current` there, so publishing is nothing and a build is local as soon
 *   as it exists.
 * - `s3`: each instance has its own SITE_DIR; the promoting instance uploads the build under `<prefix>builds/<id>/`
 *   (files whose content the previous build had are copied inside the bucket, the others uploaded; content type and
 *   cache control per file: hashed assets immutable, HTML and page data revalidated), its manifest under
 *   `<prefix>manifests/<id>.json`, then the pointer `<prefix>current.json`, last. A CDN can use the bucket as its
 *   origin; the other instances download the build (changed files only: the rest is hard-linked from their live
 *   build) when the database says it is live.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteStoreConfig } from "../config.ts";
import { BUILDS, currentBuild, isBuild, prune, switchCurrent } from "./live-dir.ts";

export interface LiveSiteStore {
  readonly kind: SiteStoreConfig["kind"];
  /** `buildDir` (`<siteDir>/builds/<id>`) went live on this instance: make it the store's live build. */
  publish(buildDir: string): Promise<PublishedStats>;
  /** Build `id` as a local directory to serve (fetched when needed), or null when the store does not have it. */
  local(id: string): Promise<string | null>;
}

export interface PublishedStats {
  /** Files uploaded (new or changed content). */
  uploaded: number;
  /** Files the previous build had with the same content: copied inside the store, or nothing to do. */
  unchanged: number;
}

/** The default: SITE_DIR on shared storage, where promotion already put the build. */
export class DirectoryStore implements LiveSiteStore {
  readonly kind = "directory" as const;
  constructor(private readonly siteDir: string) {}

  async publish(): Promise<PublishedStats> {
    return { uploaded: 0, unchanged: 0 };
  }

  async local(id: string): Promise<string | null> {
    const dir = path.join(this.siteDir, BUILDS, id);
    return (await isBuild(dir)) ? dir : null;
  }
}

/** Relative path → sha256 of the content and size. */
export type Manifest = Record<string, { sha256: string; size: number }>;

/** The S3 calls the store makes (the AWS SDK v3's S3Client behind it; a fake in unit tests if need be). */
export interface S3Like {
  put(
    key: string,
    body: Buffer | NodeJS.ReadableStream,
    meta: { contentType: string; cacheControl: string; size?: number },
  ): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** The object's bytes, null when there is none. */
  get(key: string): Promise<Buffer | null>;
}

export interface S3StoreOptions {
  siteDir: string;
  client: S3Like;
  prefix: string;
  /** Cache-Control of a site file by its relative path (the site server's rule). */
  cacheControl: (relative: string) => string;
  keep?: number;
  concurrency?: number;
}

export class S3Store implements LiveSiteStore {
  readonly kind = "s3" as const;
  constructor(private readonly o: S3StoreOptions) {}

  private key(rel: string): string {
    return `${this.o.prefix}${rel}`;
  }

  private manifestFile(id: string): string {
    return path.join(this.o.siteDir, "manifests", `${id}.json`);
  }

  async publish(buildDir: string): Promise<PublishedStats> {
    const id = path.basename(buildDir);
    const manifest = await manifestOf(buildDir);
    const previousId = await this.pointer();
    const previous = previousId && previousId !== id ? await this.remoteManifest(previousId) : null;
    const stats: PublishedStats = { uploaded: 0, unchanged: 0 };
    await parallel(Object.entries(manifest), this.o.concurrency ?? 8, async ([rel, entry]) => {
      const to = this.key(`${BUILDS}/${id}/${rel}`);
      if (previous?.[rel]?.sha256 === entry.sha256) {
        await this.o.client.copy(this.key(`${BUILDS}/${previousId}/${rel}`), to);
        stats.unchanged++;
        return;
      }
      await this.o.client.put(to, createReadStream(path.join(buildDir, rel)), {
        contentType: contentTypeOf(rel),
        cacheControl: this.o.cacheControl(rel),
        size: entry.size,
      });
      stats.uploaded++;
    });
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    await this.o.client.put(this.key(`manifests/${id}.json`), json(manifest), {
      contentType: "application/json",
      cacheControl: "no-store",
    });
    await this.saveManifest(id, manifest);
    // Last: the pointer a CDN (or anyone) follows. Builds before it are complete.
    await this.o.client.put(
      this.key("current.json"),
      json({ build: id, path: `${this.o.prefix}${BUILDS}/${id}/`, at: new Date().toISOString() }),
      {
        contentType: "application/json",
        cacheControl: "no-cache",
      },
    );
    return stats;
  }

  /** The build id `current.json` points to, null before the first publish. */
  async pointer(): Promise<string | null> {
    const body = await this.o.client.get(this.key("current.json"));
    if (!body) return null;
    const parsed = JSON.parse(body.toString("utf8")) as { build?: unknown };
    return typeof parsed.build === "string" ? parsed.build : null;
  }

  private async remoteManifest(id: string): Promise<Manifest | null> {
    const body = await this.o.client.get(this.key(`manifests/${id}.json`));
    return body ? (JSON.parse(body.toString("utf8")) as Manifest) : null;
  }

  private async saveManifest(id: string, manifest: Manifest): Promise<void> {
    await mkdir(path.dirname(this.manifestFile(id)), { recursive: true });
    await writeFile(this.manifestFile(id), JSON.stringify(manifest));
  }

  /**
   * The build as `<siteDir>/builds/<id>`: downloaded under a temporary name (files the local live build has with the
   * same content are hard-linked from it), renamed into place, then `current` switched to it.
   */
  async local(id: string): Promise<string | null> {
    if (!/^[\w.-]+$/.test(id)) return null;
    const final = path.join(this.o.siteDir, BUILDS, id);
    if (await isBuild(final)) return final;
    const manifest = await this.remoteManifest(id);
    if (!manifest) return null;
    const live = await currentBuild(this.o.siteDir);
    const liveManifest = live
      ? await readFile(this.manifestFile(path.basename(live)), "utf8").then(
          (t) => JSON.parse(t) as Manifest,
          () => null,
        )
      : null;
    const tmp = path.join(this.o.siteDir, BUILDS, `.tmp-${id}`);
    await rm(tmp, { recursive: true, force: true });
    try {
      await parallel(Object.entries(manifest), this.o.concurrency ?? 8, async ([rel, entry]) => {
        if (rel.split("/").includes("..") || path.isAbsolute(rel))
          throw new Error(`unsafe path in manifest ${id}: ${rel}`);
        const to = path.join(tmp, rel);
        await mkdir(path.dirname(to), { recursive: true });
        if (live && liveManifest?.[rel]?.sha256 === entry.sha256) {
          await link(path.join(live, rel), to);
          return;
        }
        const body = await this.o.client.get(this.key(`${BUILDS}/${id}/${rel}`));
        if (!body) throw new Error(`${rel} of build ${id} is missing in the store`);
        await writeFile(to, body);
      });
      await rename(tmp, final);
    } catch (error) {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    }
    await this.saveManifest(id, manifest);
    await switchCurrent(this.o.siteDir, final);
    await prune(this.o.siteDir, this.o.keep ?? 2);
    return final;
  }
}

/** Every regular file of a build with its sha256 (paths with `/`). */
export async function manifestOf(dir: string): Promise<Manifest> {
  const out: Manifest = {};
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) {
        const full = path.join(dir, child);
        const [info, body] = await Promise.all([stat(full), readFile(full)]);
        out[child] = { sha256: createHash("sha256").update(body).digest("hex"), size: info.size };
      }
    }
  };
  await walk("");
  return out;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

export const contentTypeOf = (rel: string): string =>
  TYPES[path.extname(rel).toLowerCase()] ?? "application/octet-stream";

async function parallel<T>(items: readonly T[], width: number, one: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await one(items[next++]!);
    }),
  );
}

/** The AWS SDK v3 behind S3Like (loaded only when SITE_STORE=s3). Credentials: the SDK's standard chain. */
export async function awsS3(config: Extract<SiteStoreConfig, { kind: "s3" }>): Promise<S3Like> {
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
    region: config.region,
    // Checksums only where S3 requires them: S3-compatible stores do not all accept the SDK's default streamed
    // (aws-chunked, trailing CRC32) uploads.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, body, meta) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body as Buffer,
          ContentType: meta.contentType,
          CacheControl: meta.cacheControl,
          ...(meta.size !== undefined ? { ContentLength: meta.size } : {}),
        }),
      );
    },
    async copy(fromKey, toKey) {
      // Metadata (content type, cache control) is copied with the object.
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket,
          Key: toKey,
          CopySource: `${Bucket}/${fromKey.split("/").map(encodeURIComponent).join("/")}`,
          MetadataDirective: "COPY",
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound") return null;
        throw error;
      }
    },
  };
}
