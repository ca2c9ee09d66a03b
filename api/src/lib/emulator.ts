// Waiting for the Firebase Auth emulator (the root `npm start` starts it just before the API).
export async function waitForEmulator(host: string, log: (message: string) => void, timeoutMs = 90_000): Promise<void> {
  const url = `http://${host}/`;
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (announced) log(`Auth emulator at ${host} is up`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Auth emulator not reachable at ${url} after ${timeoutMs / 1000} s`);
      if (!announced) {
        log(
          `waiting for the Auth emulator at ${host} (start it with: npx firebase emulators:start --only auth --project demo-marketplace)…`,
        );
        announced = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
