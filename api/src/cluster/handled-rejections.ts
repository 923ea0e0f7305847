/**
 * Marks the promises that `methods` of `target` return as handled, without changing what they
 * resolve or reject with. For libraries that call a client and never look at the result
 * (socket.io's Redis adapter publishes and subscribes that way): while Redis is away those
 * promises reject, and an unhandled rejection ends a Node process. Callers that await still get
 * the rejection; nobody awaiting it is fine, because the connection's own health log tells of
 * the outage.
 */
export function handleRejections<T extends object>(target: T, methods: readonly (keyof T & string)[], onRejected: (error: unknown, method: string) => void = () => undefined): T {
  for (const method of methods) {
    const original = target[method];
    if (typeof original !== 'function') throw new TypeError(`${method} is not a method`);
    const wrapped = (...args: unknown[]): unknown => {
      const result: unknown = (original as (...a: unknown[]) => unknown).apply(target, args);
      if (result instanceof Promise) result.catch((error: unknown) => onRejected(error, method));
      return result;
    };
    // An own property shadows the prototype's method for this one instance only.
    Object.defineProperty(target, method, { value: wrapped, configurable: true, writable: true });
  }
  return target;
}
