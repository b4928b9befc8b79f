import { describe, expect, it } from 'vitest';
import { packageManagerCommands, tokenizeShell } from './package-manager';

describe('packageManagerCommands', () => {
  it.each([
    ['add @rslib/core -D', { npm: 'npm install @rslib/core -D', yarn: 'yarn add @rslib/core -D', pnpm: 'pnpm add @rslib/core -D', bun: 'bun add @rslib/core -D' }],
    ['run build', { npm: 'npm run build', yarn: 'yarn build', pnpm: 'pnpm build', bun: 'bun run build' }],
    ['create rslib@latest', { npm: 'npm create rslib@latest', yarn: 'yarn create rslib@latest', pnpm: 'pnpm create rslib@latest', bun: 'bun create rslib@latest' }],
    ['install', { npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' }],
    ['  add   react  ', { npm: 'npm install react', yarn: 'yarn add react', pnpm: 'pnpm add react', bun: 'bun add react' }],
    ['address-book', { npm: 'npm address-book', yarn: 'yarn address-book', pnpm: 'pnpm address-book', bun: 'bun address-book' }],
  ])('converts %j', (command, expected) => {
    expect(packageManagerCommands(command)).toEqual(expected);
  });

  it('keeps the npm, yarn, pnpm, bun order', () => {
    expect(Object.keys(packageManagerCommands('add x'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it('uses an object as given and leaves out missing managers', () => {
    expect(packageManagerCommands({ bun: 'bun create rslib@latest', npm: 'npm create rslib@latest', yarn: '' })).toEqual({
      npm: 'npm create rslib@latest',
      bun: 'bun create rslib@latest',
    });
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
