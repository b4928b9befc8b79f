export function initSite(dir: string): void {
  throw new Error(`init is not available yet (${dir})`);
}
