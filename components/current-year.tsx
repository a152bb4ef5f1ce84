'use client';

import { useEffect, useState } from 'react';

/**
 * The exported HTML carries the build year; after hydration the visitor's own clock corrects it.
 * The first client render repeats the build year, so hydration never sees a mismatch.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    const now = new Date().getFullYear();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the visitor's clock after hydration
    if (now !== buildYear) setYear(now);
  }, [buildYear]);
  return <>{year}</>;
}
