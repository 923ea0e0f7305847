import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../net/api-client';
import { NameAvailabilityChecker, type Availability } from '../auth/name-availability';

/** Debounced, one-at-a-time availability checks of the name being typed. */
export function useNameAvailability(api: ApiClient): { availability: Availability | null; request(name: string | null): void } {
  const [availability, setAvailability] = useState<Availability | null>(null);
  const checker = useRef<NameAvailabilityChecker | null>(null);

  useEffect(() => {
    const instance = new NameAvailabilityChecker({ check: (name) => api.checkName(name), onUpdate: setAvailability });
    checker.current = instance;
    return () => {
      instance.dispose();
      checker.current = null;
    };
  }, [api]);

  const request = useCallback((name: string | null) => checker.current?.request(name), []);
  return { availability, request };
}
