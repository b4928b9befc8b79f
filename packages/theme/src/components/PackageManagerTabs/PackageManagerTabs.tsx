import { clsx } from 'clsx';
import { PACKAGE_MANAGERS, packageManagerCommands, tokenizeShell, type PackageManagerCommand } from '../../lib/package-manager';
import { useT } from '../../provider/useT';
import { CodeBlock } from '../CodeBlock/CodeBlock';
import { Tab, Tabs } from '../Tabs/Tabs';

export interface PackageManagerTabsProps {
  /** A neutral command (`add @rslib/core -D`, `run build`, `create rslib`) or one command per manager. */
  command: PackageManagerCommand;
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

/** npm / yarn / pnpm / bun tabs, each with a copyable shell command; the choice is remembered site-wide. */
export function PackageManagerTabs({ command, className }: PackageManagerTabsProps) {
  const t = useT();
  const commands = packageManagerCommands(command);
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP_ID} label={t('tabs.packageManager')} className={clsx('rsd-pm-tabs', className)}>
      {PACKAGE_MANAGERS.filter((pm) => commands[pm]).map((pm) => (
        <Tab key={pm} label={pm} value={pm}>
          <CodeBlock>
            <ShellLine command={commands[pm]!} />
          </CodeBlock>
        </Tab>
      ))}
    </Tabs>
  );
}
