// Lets a journey really stop one app's server and start it again (no route mocking): the runner process
// owns the servers (support/global-setup.ts) and answers GET /stop/<app> and /start/<app>.
async function call(action: 'stop' | 'start', app: string): Promise<void> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error('E2E_CONTROL_URL is not set: run the suite through playwright.config.ts');
  const response = await fetch(`${base}/${action}/${app}`);
  if (!response.ok) throw new Error(`${action} ${app}: ${await response.text()}`);
}

export const stopAppServer = (app: string) => call('stop', app);
export const startAppServer = (app: string) => call('start', app);
