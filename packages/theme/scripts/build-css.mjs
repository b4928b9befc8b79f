// Bundle src/styles/index.css (and every component stylesheet it imports) into dist/styles.css.
import { bundle } from 'lightningcss';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { code } = bundle({
  filename: path.join(root, 'src/styles/index.css'),
  minify: true,
  targets: { chrome: 111 << 16, firefox: 115 << 16, safari: (16 << 16) | (4 << 8) },
});
fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
fs.writeFileSync(path.join(root, 'dist/styles.css'), code);
console.log(`dist/styles.css ${(code.length / 1024).toFixed(1)} KiB`);
