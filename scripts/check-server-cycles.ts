/**
 * Lint rule: the server reads as a stack. No two server folders import each other, directly or round a
 * longer loop (a file directly in src/server, such as app.ts or errors.ts, counts as a folder of its
 * own), and no two files import each other's code round a loop (a type-only import may close a file
 * loop: db/connection.ts's Db type is read by the transaction retry it installs). A piece two folders
 * need has one home below both (docs/decisions/029). Tests are left out: they may reach anywhere.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const SERVER = resolve("src/server");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const TYPE_ONLY = /\bimport\s+type\s[^;]*?from\s*["'][^"']+["']/g;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const folderOf = (file: string) => relative(SERVER, file).split(sep)[0] as string;

/** Each file's imports of other server files, and those that import code (not only types). */
const imports = new Map<string, Set<string>>();
const codeImports = new Map<string, Set<string>>();
for (const file of files(SERVER)) {
  const text = readFileSync(file, "utf8");
  const inServer = (specifiers: IterableIterator<RegExpMatchArray>) =>
    new Set(
      [...specifiers]
        .flatMap(([, specifier]) => (specifier?.startsWith(".") ? [resolve(dirname(file), specifier)] : []))
        .filter((target) => !relative(SERVER, target).startsWith("..")),
    );
  const all = inServer(text.matchAll(SPECIFIER));
  imports.set(file, all);
  codeImports.set(file, inServer(text.replace(TYPE_ONLY, "").matchAll(SPECIFIER)));
}

/** The loops in a graph: its strongly connected parts of more than one node (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === node ? undefined : stack.pop())
      part.push(top);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const folders = new Map<string, Set<string>>();
const evidence: string[] = [];
for (const [file, targets] of imports) {
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    folders.get(from)?.add(to);
    evidence.push(`${from} → ${to}: ${relative(".", file)} imports ${relative(".", target)}`);
  }
}

const problems = [
  ...loops(folders).map(
    (part) =>
      `server folders import each other: ${part.join(", ")}\n    ${evidence
        .filter((line) => part.some((a) => part.some((b) => a !== b && line.startsWith(`${a} → ${b}:`))))
        .join("\n    ")}`,
  ),
  ...loops(codeImports).map(
    (part) => `server files import each other: ${part.map((f) => relative(".", f)).join(", ")}`,
  ),
];
if (problems.length > 0) {
  console.error(`The server must read as a stack (docs/decisions/029):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
