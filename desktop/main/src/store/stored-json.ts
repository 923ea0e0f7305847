/** JSON.parse for stored text, which may be damaged: undefined instead of a throw. */
export function parseStoredJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
