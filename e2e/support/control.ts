// Lets a journey really stop one app's server and start it again (no route mocking): the runner process
// owns the servers (support/global-setup.ts) and answers GET /stop/<app> and /start/<app>[?deployDir=<folder>].
async function call(action: 'stop' | 'start', app: string, query = ''): Promise<void> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error('E2E_CONTROL_URL is not set: run the suite through playwright.config.ts');
  const response = await fetch(`${base}/${action}/${app}${query}`);
  if (!response.ok) throw new Error(`${action} ${app}: ${await response.text()}`);
}

export const stopAppServer = (app: string) => call('stop', app);
/** Starts an app's server; with `deployDir` it also serves that deploy folder of tools/deploy. */
export const startAppServer = (app: string, { deployDir }: { deployDir?: string } = {}) =>
  call('start', app, deployDir ? `?deployDir=${encodeURIComponent(deployDir)}` : '');
