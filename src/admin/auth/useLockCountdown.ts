import { useEffect, useState } from 'react';
import { countDownLock } from '../../server/admin-auth/lock-countdown';

/** The seconds until the form unlocks (0 when it is not locked), and how to lock it for some. */
export function useLockCountdown(): [number, (seconds: number) => void] {
  const [lock, setLock] = useState<{ seconds: number }>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (!lock) return;
    return countDownLock(lock.seconds, setSecondsLeft, () => setSecondsLeft(0));
  }, [lock]);
  // A new object each time, so a second lock counts from its own seconds.
  return [secondsLeft, (seconds) => setLock({ seconds })];
}
