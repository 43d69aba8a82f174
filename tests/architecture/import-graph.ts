/** The import graph of a source folder, read with TypeScript's own pre-processor (static, dynamic and type imports). */
import fs from "fs";
import path from "path";
import ts from "typescript";

/** File → the files of the same tree it imports (paths relative to the tree's root, with `/`). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string, root: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full, root);
    const isSource = SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") && !/\.test(-d)?\.tsx?$/.test(entry.name);
    return isSource ? [path.relative(root, full).split(path.sep).join("/")] : [];
  });
}

/** The file an import names inside the tree, or null (a package, a JSON catalogue, a file outside the tree). */
function resolve(from: string, specifier: string, root: string, aliasRoot: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(aliasRoot, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(root, path.dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      const rel = path.relative(root, candidate);
      return rel.startsWith("..") ? null : rel.split(path.sep).join("/");
    }
  }
  return null;
}

/** Reads every non-test source file under `root` (`@/` resolves to `aliasRoot`, src/ by default the same). */
export function readImportGraph(root: string, aliasRoot = root): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root, root).sort()) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.flatMap((f) => resolve(file, f.fileName, root, aliasRoot) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: each strongly connected component of more than one file, or a file importing itself. */
export function findCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/**
 * Layers from the bottom up; each is a list of top folders. A file may import its own folder and the folders of
 * lower layers; folders of one layer are independent of each other.
 */
export type Layers = readonly (readonly string[])[];

export interface LayerReport {
  /** Files in a folder that no layer names. */
  unplaced: string[];
  /** `from -> to` imports that go up a layer or across to a sibling folder. */
  violations: string[];
}

const folderOf = (file: string): string => (file.includes("/") ? file.slice(0, file.indexOf("/")) : "");

export function checkLayers(graph: ImportGraph, layers: Layers): LayerReport {
  const rank = new Map<string, number>();
  layers.forEach((folders, i) => folders.forEach((folder) => rank.set(folder, i)));
  const unplaced: string[] = [];
  const violations: string[] = [];
  for (const [from, targets] of graph) {
    const fromFolder = folderOf(from);
    const fromRank = rank.get(fromFolder);
    if (fromRank === undefined) {
      unplaced.push(from);
      continue;
    }
    for (const to of targets) {
      const toFolder = folderOf(to);
      const toRank = rank.get(toFolder);
      if (toRank === undefined) continue; // reported as unplaced from its own side
      if (toRank > fromRank || (toRank === fromRank && toFolder !== fromFolder)) violations.push(`${from} -> ${to}`);
    }
  }
  return { unplaced, violations };
}
