import { useEffect, useState } from 'react';

/** Milliseconds until `deadline`, counted down every second (never below 0). */
export function useTimeLeft(deadline: string): number {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, end - now);
}
