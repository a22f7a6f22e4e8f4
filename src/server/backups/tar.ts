import { mkdir, open } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";

/**
 * Just enough of the tar format (POSIX ustar: a 512-byte header for each entry, its data padded to 512
 * bytes, two zero blocks at the end) for a snapshot of a database directory: regular files and
 * directories, names relative to the directory. PGlite's own dumps are the same format, with names that
 * begin with "/" (the snapshots made before docs/decisions/050).
 */
const BLOCK = 512;

/** The header of one entry; `size` is 0 for a directory. */
export function tarHeader(name: string, { size, directory = false }: { size: number; directory?: boolean }) {
  const header = Buffer.alloc(BLOCK);
  const full = directory && !name.endsWith("/") ? `${name}/` : name;
  let [prefix, base] = ["", full];
  if (Buffer.byteLength(full) > 100) {
    // ustar keeps up to 155 bytes of a long name's directories apart from the last 100.
    const cut = full.lastIndexOf("/", full.length - 2);
    [prefix, base] = [full.slice(0, cut), full.slice(cut + 1)];
    if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100)
      throw new Error(`A name too long for a tar header: ${name}`);
  }
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, "0");
  header.write(base, 0, 100, "utf8");
  header.write(octal(directory ? 0o700 : 0o600, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136, "ascii");
  header.write(directory ? "5" : "0", 156, "ascii");
  header.write("ustar\u000000", 257, "ascii");
  header.write(prefix, 345, 155, "utf8");
  // The checksum is the sum of the header's bytes with its own field counted as spaces.
  header.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${octal(sum, 7)}\u0000 `, 148, "ascii");
  return header;
}

/** Zeros that pad `size` bytes of data to a whole block. */
export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The two zero blocks that end an archive. */
export const tarEnd = () => Buffer.alloc(2 * BLOCK);

/** Whether `start` (an archive's first bytes) reads as a tar header. */
export const looksLikeTar = (start: Buffer) =>
  start.length >= 262 && start.subarray(257, 262).toString("ascii") === "ustar";

export class NotATarError extends Error {}

/**
 * Writes the files and directories of the archive read from `source` into `target`, returning how many
 * files it wrote. Names are taken relative to `target` whether or not they begin with "/"; a name that
 * would leave `target` is refused. Entries of other kinds (links, devices) are refused too: no snapshot
 * holds any.
 */
export async function extractTar(source: AsyncIterable<Buffer>, target: string): Promise<number> {
  let buffered: Buffer = Buffer.alloc(0);
  let file: { handle: Awaited<ReturnType<typeof open>>; left: number; padding: number } | undefined;
  let skip = 0;
  let files = 0;
  let ended = false;
  const placeOf = (name: string) => {
    const relative = normalize(name.replace(/^\/+/, ""));
    if (relative.startsWith(`..${sep}`) || relative === "..")
      throw new NotATarError(`An entry outside the archive: ${name}`);
    return join(target, relative);
  };

  for await (const chunk of source) {
    // Whatever follows the end (a writer's padding to a record size) is read and left.
    if (ended) continue;
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    let offset = 0;
    while (!ended) {
      if (file) {
        const take = Math.min(file.left, buffered.length - offset);
        if (take > 0) await file.handle.write(buffered, offset, take);
        offset += take;
        file.left -= take;
        if (file.left > 0) break;
        await file.handle.close();
        skip = file.padding;
        file = undefined;
      }
      if (skip > 0) {
        const take = Math.min(skip, buffered.length - offset);
        offset += take;
        skip -= take;
        if (skip > 0) break;
      }
      if (buffered.length - offset < BLOCK) break;
      const header = buffered.subarray(offset, offset + BLOCK);
      offset += BLOCK;
      if (header.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const field = (start: number, length: number) =>
        header
          .subarray(start, start + length)
          .toString("utf8")
          .replace(/\0.*$/s, "");
      if (!looksLikeTar(header) && files === 0) throw new NotATarError("Not a tar archive");
      const prefix = field(345, 155);
      const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      const size = Number.parseInt(field(124, 12).trim() || "0", 8);
      const type = field(156, 1) || "0";
      if (!Number.isFinite(size)) throw new NotATarError(`A damaged header: ${name}`);
      const place = placeOf(name);
      if (type === "5") {
        await mkdir(place, { recursive: true });
        skip = Math.ceil(size / BLOCK) * BLOCK;
      } else if (type === "0") {
        await mkdir(dirname(place), { recursive: true });
        file = { handle: await open(place, "w"), left: size, padding: tarPadding(size).length };
        files++;
      } else {
        throw new NotATarError(`An entry of a kind no snapshot holds (type ${type}): ${name}`);
      }
    }
    buffered = buffered.subarray(offset);
  }
  if (file) {
    await file.handle.close();
    throw new NotATarError("The archive ends inside a file");
  }
  return files;
}
