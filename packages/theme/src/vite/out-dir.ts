import fs from 'node:fs';
import path from 'node:path';

/** Write a file, creating its folder first. */
export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Empty a folder as Vite's emptyOutDir would, keeping a `.git` inside it; a missing folder is left missing. */
export function emptyDir(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) if (entry !== '.git') fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
}
