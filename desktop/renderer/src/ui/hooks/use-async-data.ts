import { useCallback, useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

interface Loaded<T> {
  /** The request (key and reload count) this answer belongs to. */
  request: string;
  key: string;
  data: T | null;
  error: string | null;
}

/**
 * Loads something when the inputs named by `key` change, and again on reload(); a late answer to
 * an older request is dropped. On reload the previous data stays on screen until the next arrives.
 */
export function useAsyncData<T>(load: (() => Promise<T>) | null, key: string): AsyncData<T> {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const [loaded, setLoaded] = useState<Loaded<T>>({ request: '', key: '', data: null, error: null });
  const request = `${key}#${version}`;
  const enabled = load !== null;

  useEffect(() => {
    if (!load) return;
    let active = true;
    load().then(
      (data) => {
        if (active) setLoaded({ request, key, data, error: null });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (active) setLoaded((previous) => ({ request, key, data: previous.key === key ? previous.data : null, error: message }));
      },
    );
    return () => {
      active = false;
    };
    // `load` is a new closure every render: the request string says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, enabled]);

  const current = loaded.key === key;
  return { data: current ? loaded.data : null, error: current ? loaded.error : null, loading: enabled && loaded.request !== request, reload };
}
