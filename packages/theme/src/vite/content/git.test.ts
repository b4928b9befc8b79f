import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastUpdatedTimes } from './git';

const dirs: string[] = [];
const temp = () => {
  const d = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-git-')));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function git(cwd: string, args: string[], date?: string): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
  if (date) Object.assign(env, { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  execFileSync('git', args, { cwd, env, stdio: 'ignore' });
}

describe('lastUpdatedTimes', () => {
  it('maps each file under the folder to its last commit time', async () => {
    const repo = temp();
    const docs = path.join(repo, 'docs');
    fs.mkdirSync(path.join(docs, 'en'), { recursive: true });
    git(repo, ['init', '-q']);
    fs.writeFileSync(path.join(docs, 'en', 'a.md'), '# A\n');
    fs.writeFileSync(path.join(docs, 'en', 'b.md'), '# B\n');
    fs.writeFileSync(path.join(repo, 'outside.md'), '# O\n');
    git(repo, ['add', '.']);
    git(repo, ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'one'], '2024-01-02T03:04:05Z');
    fs.writeFileSync(path.join(docs, 'en', 'b.md'), '# B2\n');
    git(repo, ['-c', 'commit.gpgsign=false', 'commit', '-q', '-am', 'two'], '2024-06-07T08:09:10Z');
    fs.writeFileSync(path.join(docs, 'en', 'new.md'), '# new\n');

    const times = await lastUpdatedTimes(docs);
    expect(Object.fromEntries(times)).toEqual({
      [path.join(docs, 'en', 'a.md')]: Date.parse('2024-01-02T03:04:05Z'),
      [path.join(docs, 'en', 'b.md')]: Date.parse('2024-06-07T08:09:10Z'),
    });
  });

  it('returns an empty map outside a git checkout', async () => {
    expect((await lastUpdatedTimes(temp())).size).toBe(0);
  });
});
