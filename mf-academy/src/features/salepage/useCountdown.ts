import { useEffect, useState } from 'react';
import { formatHms, remainingAt, spokenAt } from './countdown';

/** The countdown's display and its once-a-minute announcement; one clock for the whole page. */
export function useCountdown() {
  const [start] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setElapsed(Math.floor((Date.now() - start) / 1000)), 1000);
    return () => clearInterval(id);
  }, [start]);
  return { time: formatHms(remainingAt(elapsed)), spoken: spokenAt(elapsed) };
}

export type CountdownValue = ReturnType<typeof useCountdown>;
