import { useCallback, useState } from 'react';

/**
 * One action at a time, with its failure in words: `busy` while it runs; `failure`, what the last attempt
 * said went wrong (the text it returned, or `wordsFor` what it threw), cleared when the next one starts.
 */
export function useAttempt(wordsFor: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (attempt: () => Promise<string | null | void>) => {
    setBusy(true);
    setFailure(null);
    try {
      setFailure((await attempt()) || null);
    } catch (error) {
      setFailure(wordsFor(error));
    } finally {
      setBusy(false);
    }
  };
  const clear = useCallback(() => setFailure(null), []);
  return { busy, failure, run, clear };
}
