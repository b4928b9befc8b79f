import { describe, expect, it } from 'vitest';
import { packageManagerCommands, tokenizeShell } from './package-manager';

describe('packageManagerCommands', () => {
  it.each([
    ['add @rslib/core -D', { npm: 'npm install @rslib/core -D', yarn: 'yarn add @rslib/core -D', pnpm: 'pnpm add @rslib/core -D', bun: 'bun add @rslib/core -D', deno: 'deno add npm:@rslib/core -D' }],
    ['install react', { npm: 'npm install react', yarn: 'yarn add react', pnpm: 'pnpm add react', bun: 'bun add react', deno: 'deno add npm:react' }],
    ['run build', { npm: 'npm run build', yarn: 'yarn build', pnpm: 'pnpm build', bun: 'bun run build', deno: 'deno task build' }],
    ['create rslib@latest', { npm: 'npm create rslib@latest', yarn: 'yarn create rslib', pnpm: 'pnpm create rslib@latest', bun: 'bun create rslib@latest', deno: 'deno init --npm rslib@latest' }],
    ['install', { npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install', deno: 'deno install' }],
    ['install --frozen-lockfile', { npm: 'npm install --frozen-lockfile', yarn: 'yarn install --frozen-lockfile', pnpm: 'pnpm install --frozen-lockfile', bun: 'bun install --frozen-lockfile', deno: 'deno install --frozen-lockfile' }],
    ['remove vite', { npm: 'npm remove vite', yarn: 'yarn remove vite', pnpm: 'pnpm remove vite', bun: 'bun remove vite', deno: 'deno remove npm:vite' }],
    ['  add   react  ', { npm: 'npm install react', yarn: 'yarn add react', pnpm: 'pnpm add react', bun: 'bun add react', deno: 'deno add npm:react' }],
    ['address-book', { npm: 'npm address-book', yarn: 'yarn address-book', pnpm: 'pnpm address-book', bun: 'bun address-book', deno: 'deno address-book' }],
  ])('converts %j', (command, expected) => {
    expect(packageManagerCommands(command)).toEqual(expected);
  });

  it('runs a package from the registry with dlx, never as a package-management verb', () => {
    expect(packageManagerCommands('skills add rstackjs/agent-skills --skill x', 'dlx')).toEqual({
      npm: 'npx skills add rstackjs/agent-skills --skill x',
      yarn: 'yarn dlx skills add rstackjs/agent-skills --skill x',
      pnpm: 'pnpm dlx skills add rstackjs/agent-skills --skill x',
      bun: 'bunx skills add rstackjs/agent-skills --skill x',
      deno: 'deno run -A npm:skills add rstackjs/agent-skills --skill x',
    });
  });

  it('runs an installed binary with exec', () => {
    expect(packageManagerCommands('rsbuild build', 'exec')).toEqual({
      npm: 'npx rsbuild build',
      yarn: 'yarn rsbuild build',
      pnpm: 'pnpm rsbuild build',
      bun: 'bun rsbuild build',
      deno: 'deno run -A npm:rsbuild build',
    });
  });

  it('keeps the npm, yarn, pnpm, bun, deno order, then additional tools prefixed with their name', () => {
    expect(Object.keys(packageManagerCommands('add x'))).toEqual(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
    expect(packageManagerCommands('add x', 'install', ['ni'])).toMatchObject({ ni: 'ni add x' });
    expect(Object.keys(packageManagerCommands('add x', 'install', ['ni']))).toEqual(['npm', 'yarn', 'pnpm', 'bun', 'deno', 'ni']);
  });

  it('uses an object as given, leaves out missing managers and puts other tools last', () => {
    expect(packageManagerCommands({ ni: 'ni rslib', bun: 'bun create rslib@latest', npm: 'npm create rslib@latest', yarn: '' })).toEqual({
      npm: 'npm create rslib@latest',
      bun: 'bun create rslib@latest',
      ni: 'ni rslib',
    });
    expect(Object.keys(packageManagerCommands({ pnpm: 'p', ni: 'n', npm: 'm' }))).toEqual(['npm', 'pnpm', 'ni']);
  });
});

describe('tokenizeShell', () => {
  it('labels command, subcommand, flags, strings and args and round-trips the text', () => {
    const line = 'npm install @rslib/core -D --tag "next one"';
    const tokens = tokenizeShell(line);
    expect(tokens.map((t) => t.text).join('')).toBe(line);
    expect(tokens.filter((t) => t.kind !== 'space')).toEqual([
      { kind: 'command', text: 'npm' },
      { kind: 'subcommand', text: 'install' },
      { kind: 'arg', text: '@rslib/core' },
      { kind: 'flag', text: '-D' },
      { kind: 'flag', text: '--tag' },
      { kind: 'string', text: '"next one"' },
    ]);
  });
});
