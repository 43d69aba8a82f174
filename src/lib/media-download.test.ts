/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from "fs/promises";
import os from "os";
import path from "path";
import { downloadMediaFiles, mediaFileName } from "./media-download.server";

const CMS = "http://cms.internal:3000";
const PUBLIC = "https://cms.example";

describe("mediaFileName: only the CMS's own image files (ADR 0343)", () => {
  it("accepts relative and absolute URLs of the CMS's origins", () => {
    expect(mediaFileName("/api/media/file/bus.webp", [CMS])).toBe("bus.webp");
    expect(mediaFileName(`${CMS}/api/media/file/bus-800x450.webp`, [CMS])).toBe("bus-800x450.webp");
    expect(mediaFileName(`${PUBLIC}/api/media/file/Big%20Ben.jpg`, [CMS, PUBLIC])).toBe("Big Ben.jpg");
  });

  it("refuses other hosts, other paths, traversal and non-image names", () => {
    for (const url of [
      "https://evil.example/api/media/file/x.jpg",
      `${PUBLIC}/api/media/file/x.jpg`, // CMS_PUBLIC_URL not set: not the CMS
      `${CMS}/api/users/me`,
      `${CMS}/api/media/file/..%2F..%2Fgatsby-node.jpg`,
      `${CMS}/api/media/file/%2E%2E%2Fx.png`,
      `${CMS}/api/media/file/..%5Cx.png`,
      `${CMS}/api/media/file/.htaccess.png`,
      `${CMS}/api/media/file/page.html`,
      `${CMS}/api/media/file/drawing.svg`,
      `${CMS}/api/media/file/x.jpg%00.html`,
      "//evil.example/api/media/file/x.jpg",
    ]) {
      expect([url, mediaFileName(url, [CMS])]).toEqual([url, null]);
    }
  });
});

describe("downloadMediaFiles", () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "media-dl-"));
    dir = path.join(root, "public", "cms-media");
    await mkdir(dir, { recursive: true });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const served: string[] = [];
  const fetchFile = async (url: string) => {
    served.push(url);
    return new Response(Buffer.from(`bytes of ${url}`));
  };

  it("fetches from CMS_URL only, writes inside the directory, and removes the files of deleted media", async () => {
    served.length = 0;
    await writeFile(path.join(dir, "deleted.webp"), "old");
    const warnings: string[] = [];
    const result = await downloadMediaFiles({
      cmsUrl: CMS,
      cmsPublicUrl: PUBLIC,
      dir,
      urls: [
        `${PUBLIC}/api/media/file/kept.webp`,
        "/api/media/file/logo.png",
        "https://evil.example/api/media/file/x.jpg",
        `${CMS}/api/media/file/..%2F..%2Fescape.jpg`,
      ],
      fetchFile,
      warn: (m) => warnings.push(m),
    });
    expect(result).toEqual({ copied: 2, removed: 1 });
    expect((await readdir(dir)).sort()).toEqual(["kept.webp", "logo.png"]);
    expect(await readdir(path.join(root, "public"))).toEqual(["cms-media"]);
    expect(served.sort()).toEqual([`${CMS}/api/media/file/kept.webp`, `${CMS}/api/media/file/logo.png`]);
    expect(warnings).toHaveLength(2);
    expect(await readFile(path.join(dir, "kept.webp"), "utf8")).toBe(`bytes of ${CMS}/api/media/file/kept.webp`);
  });

  it("removes nothing when the CMS's list could not be read", async () => {
    await writeFile(path.join(dir, "kept.webp"), "old");
    const result = await downloadMediaFiles({ cmsUrl: CMS, dir, urls: null, fetchFile, warn: () => undefined });
    expect(result).toEqual({ copied: 0, removed: 0 });
    expect(await readdir(dir)).toEqual(["kept.webp"]);
  });
});
