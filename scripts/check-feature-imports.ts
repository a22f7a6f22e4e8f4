/**
 * Lint rules of the web side: a feature never imports another feature (src/web/features/<a> → <b>), and
 * the web's floors import only downwards: app, features, data, ui, lib (a test may reach anywhere).
 * Features share code through src/web/ui, src/web/lib, the data folder and src/shared; the app shell
 * composes them.
 * Biome's restricted-import patterns match the written specifier, not the file it resolves to, so a
 * relative `../x` cannot be told apart by depth there; this resolves each specifier instead.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const FEATURES = resolve("src/web/features");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const featureOf = (path: string) => {
  const inside = relative(FEATURES, path);
  return inside.startsWith("..") ? undefined : inside.split(sep)[0];
};

function crossFeatureImports(): string[] {
  const found: string[] = [];
  for (const file of files(FEATURES)) {
    const own = featureOf(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      if (!specifier?.startsWith(".")) continue;
      const other = featureOf(resolve(dirname(file), specifier));
      if (other && other !== own)
        found.push(`${relative(".", file)} imports ${specifier} (feature ${other})`);
    }
  }
  return found;
}

/** The web's floors, top first: a file may import its own floor and those below it. */
const FLOORS = ["app", "features", "data", "ui", "lib"].map((floor) => resolve("src/web", floor));
const floorOf = (path: string) => FLOORS.findIndex((floor) => !relative(floor, path).startsWith(".."));

function importsUpwards(): string[] {
  const found: string[] = [];
  for (const file of FLOORS.flatMap(files).filter((path) => !/\.test\.tsx?$/.test(path))) {
    const own = floorOf(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      if (!specifier?.startsWith(".")) continue;
      const target = floorOf(resolve(dirname(file), specifier));
      if (target !== -1 && target < own) found.push(`${relative(".", file)} imports ${specifier}`);
    }
  }
  return found;
}

const crossing = crossFeatureImports();
const upwards = importsUpwards();
if (crossing.length > 0)
  console.error(`A web feature must not import another feature:\n  ${crossing.join("\n  ")}`);
if (upwards.length > 0) {
  console.error(
    `The web's floors import only downwards (app, features, data, ui, lib):\n  ${upwards.join("\n  ")}`,
  );
}
if (crossing.length > 0 || upwards.length > 0) process.exit(1);
