import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsStylesheetsOnly, themeEntryNeedsServer } from './theme-entry';

describe('importsStylesheetsOnly', () => {
  it('accepts stylesheet imports with comments around them', () => {
    expect(importsStylesheetsOnly("// Brand tokens only.\nimport './brand.css';\n")).toBe(true);
    expect(importsStylesheetsOnly('/* a\n block */\nimport "./a.scss"\nimport \'./b.css?inline\';\n')).toBe(true);
    expect(importsStylesheetsOnly("import './a.css'; import './b.less';")).toBe(true);
    expect(importsStylesheetsOnly('')).toBe(true);
  });

  it('treats anything else as code', () => {
    expect(importsStylesheetsOnly("import './brand.css';\nexport const slots = {};")).toBe(false);
    expect(importsStylesheetsOnly("import './setup.js';")).toBe(false);
    expect(importsStylesheetsOnly("import styles from './a.module.css';")).toBe(false);
    expect(importsStylesheetsOnly("export * from '@rsdocs/theme';")).toBe(false);
    expect(importsStylesheetsOnly("import './a.css'; console.log('side effect');")).toBe(false);
  });
});

describe('themeEntryNeedsServer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-theme-entry-'));
  const write = (name: string, source: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, source);
    return file;
  };

  it('is false without a theme entry or with a stylesheet-only one, true for code or a missing file', () => {
    expect(themeEntryNeedsServer(null)).toBe(false);
    expect(themeEntryNeedsServer(write('styles.ts', "import './brand.css';\n"))).toBe(false);
    expect(themeEntryNeedsServer(write('code.tsx', "import './brand.css';\nexport const mdxComponents = {};\n"))).toBe(true);
    expect(themeEntryNeedsServer(path.join(dir, 'missing.ts'))).toBe(true);
  });
});
