import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { packageManagerCommands, tokenizeShell, type PackageManagerCommand } from '../../lib/package-manager';
import { useT } from '../../provider/useT';
import { CodeBlock } from '../CodeBlock/CodeBlock';
import { Tab, Tabs } from '../Tabs/Tabs';

export interface PackageManagerTabsProps {
  /** A neutral command (`add @rslib/core -D`, `run build`, `create rslib`) or one command per manager. */
  command: PackageManagerCommand;
  /** Run a package fetched from the registry: `npx X`, `yarn dlx X`, `pnpm dlx X`, `bunx X`, `deno run -A npm:X`. */
  dlx?: boolean;
  /** Run an installed package's binary: `npx X`, `yarn X`, `pnpm X`, `bun X`, `deno run -A npm:X`. (`dlx` wins.) */
  exec?: boolean;
  /** More tools shown after the package managers; a string command is prefixed with the tool's name. */
  additionalTabs?: Array<{ tool: string; icon?: ReactNode }>;
  className?: string;
}

/** Group id shared by every package-manager tab set, so one choice applies site-wide. */
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';

function ShellLine({ command }: { command: string }) {
  return (
    <pre className="rsd-pm-tabs__pre" tabIndex={0}>
      <code>
        {tokenizeShell(command).map((token, i) =>
          token.kind === 'space' ? token.text : (
            <span key={i} className={`rsd-sh-${token.kind}`}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}

function TabLabel({ name, icon }: { name: string; icon?: ReactNode }) {
  if (!icon) return name;
  return (
    <span className="rsd-pm-tabs__label">
      <span className="rsd-pm-tabs__icon" aria-hidden="true">
        {icon}
      </span>
      {name}
    </span>
  );
}

/**
 * npm / yarn / pnpm / bun / deno tabs (and any `additionalTabs`), each with a copyable shell command; the choice is
 * remembered site-wide.
 */
export function PackageManagerTabs({ command, dlx, exec, additionalTabs = [], className }: PackageManagerTabsProps) {
  const t = useT();
  const mode = dlx ? 'dlx' : exec ? 'exec' : 'install';
  const commands = packageManagerCommands(command, mode, additionalTabs.map((tab) => tab.tool));
  const icons = new Map(additionalTabs.map((tab) => [tab.tool, tab.icon]));
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP_ID} label={t('tabs.packageManager')} className={clsx('rsd-pm-tabs', className)}>
      {Object.entries(commands).map(([tool, line]) => (
        <Tab key={tool} label={<TabLabel name={tool} icon={icons.get(tool)} />} value={tool}>
          <CodeBlock>
            <ShellLine command={line} />
          </CodeBlock>
        </Tab>
      ))}
    </Tabs>
  );
}
