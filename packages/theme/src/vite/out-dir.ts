import fs from 'node:fs';
import path from 'node:path';

/** Write a file, creating its folder first. */
export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * Empty a folder as Vite's emptyOutDir would, keeping a `.git` inside it; a missing folder is left missing. The
 * files go on libuv's threads, while the build goes on: await it before writing into the folder.
 */
export async function emptyDir(dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir).filter((entry) => entry !== '.git');
  await Promise.all(entries.map((entry) => fs.promises.rm(path.join(dir, entry), { recursive: true, force: true })));
}
