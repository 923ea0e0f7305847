import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component of a module loaded the first time it renders (React.lazy wants a default export;
 * the game's components are named). The module's chunk, its stylesheet included, is fetched then,
 * not with the page: what follows sign-in, or a window's opening, is not paid for before it.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K] & ComponentType<Props<M[K]>>> {
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType<Props<M[K]>> }));
}

/** The props a component takes. */
type Props<C> = C extends ComponentType<infer P> ? P : never;
