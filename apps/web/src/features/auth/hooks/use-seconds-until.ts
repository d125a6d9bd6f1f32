import { useEffect, useState } from 'react';

/** Whole seconds until an epoch-ms moment, ticking every second; 0 once it has passed. */
export function useSecondsUntil(moment: number): number {
  const compute = () => Math.max(0, Math.ceil((moment - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compute only reads `moment`
  useEffect(() => {
    setSeconds(compute());
    const timer = window.setInterval(() => {
      const left = compute();
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [moment]);
  return seconds;
}

export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
