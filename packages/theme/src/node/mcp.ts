import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RsdocsError } from '../vite/errors';

/** What `rsdocs mcp` needs of `@rsdocs/mcp` (its own package, so a site that never uses MCP installs none of it). */
export interface McpPackage {
  runMcpServer(options: { dir?: string; root?: string; name?: string; version?: string }): Promise<unknown>;
}

export const MCP_PACKAGE = '@rsdocs/mcp';

/** The install line for the project's package manager, as far as the environment tells it. */
function installLine(): string {
  const agent = process.env.npm_config_user_agent ?? '';
  if (agent.startsWith('pnpm')) return `pnpm add -D ${MCP_PACKAGE}`;
  if (agent.startsWith('yarn')) return `yarn add -D ${MCP_PACKAGE}`;
  if (agent.startsWith('bun')) return `bun add -d ${MCP_PACKAGE}`;
  return `npm install -D ${MCP_PACKAGE}`;
}

/**
 * Loads `@rsdocs/mcp`: from the project in `cwd` first (where a site installs it beside the theme), then from the
 * theme's own place. Not installed, it is an error that names the package and the command that installs it.
 */
export async function loadMcpPackage(cwd = process.cwd()): Promise<McpPackage> {
  for (const from of [path.join(cwd, 'package.json'), import.meta.url]) {
    let file: string;
    try {
      file = createRequire(from).resolve(MCP_PACKAGE);
    } catch {
      continue;
    }
    return (await import(pathToFileURL(file).href)) as McpPackage;
  }
  throw new RsdocsError(
    `rsdocs mcp: the MCP server is a package of its own, ${MCP_PACKAGE}, and it is not installed in ${cwd}.\n` +
      `  Install it in the site's project: ${installLine()}\n` +
      `  then run \`rsdocs mcp --dir dist\` there (or register \`npx rsdocs mcp --dir <site>/dist\` in your editor's MCP settings).`,
  );
}

/**
 * `rsdocs mcp`: serves the built site in `dir`, or the project in `root` live (built, and built again on change, by
 * @rsdocs/mcp), over stdio. Nothing may go to stdout but the protocol.
 */
export async function startMcp(options: { dir?: string; root?: string; version: string }): Promise<void> {
  const mcp = await loadMcpPackage(options.root ? path.resolve(options.root) : undefined);
  const where = options.root ? { root: path.resolve(options.root) } : { dir: path.resolve(options.dir ?? 'dist') };
  await mcp.runMcpServer({ ...where, name: 'rsdocs', version: options.version });
}
