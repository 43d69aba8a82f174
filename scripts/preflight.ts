/**
 * What `npm test` needs from the system before it starts: Chromium (browser tests) and Java (the HTML validator,
 * vnu-jar). On Debian as root it installs them; otherwise it stops at once with the exact command to run, instead
 * of failing deep inside the e2e suite.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export interface Requirement {
  name: string;
  /** Debian package providing it. */
  debianPackage: string;
  present: () => boolean;
}

const onPath = (program: string) => spawnSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" }).status === 0;

export const REQUIREMENTS: Requirement[] = [
  {
    name: "Chromium",
    debianPackage: "chromium",
    present: () => Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) || onPath("chromium"),
  },
  { name: "Java", debianPackage: "default-jre-headless", present: () => onPath("java") },
];

export function installCommand(missing: Requirement[]): string {
  return `apt-get update && apt-get install -y ${missing.map((r) => r.debianPackage).join(" ")}`;
}

/** Installs what is missing when it can (Debian, root), else explains and exits. */
export function ensureSystemRequirements(requirements = REQUIREMENTS): void {
  const missing = requirements.filter((r) => !r.present());
  if (missing.length === 0) return;
  const names = missing.map((r) => r.name).join(" and ");
  const canInstall = process.getuid?.() === 0 && onPath("apt-get");
  if (canInstall) {
    console.log(`[preflight] ${names} missing: installing with apt-get…`);
    execFileSync(
      "sh",
      ["-c", `apt-get update -qq && apt-get install -y -qq ${missing.map((r) => r.debianPackage).join(" ")}`],
      { stdio: "inherit" },
    );
    const still = missing.filter((r) => !r.present());
    if (still.length === 0) return;
  }
  console.error(
    `[preflight] ${names} missing: the browser tests need them. Run, as root:\n\n  ${installCommand(missing)}\n\n(or set CHROMIUM_PATH to a Chromium binary) and run npm test again.`,
  );
  process.exit(1);
}
