import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Executor } from './database';
import { onPostgres } from './transaction';

/** Stands for the call's argument `index` while a template's query is built. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  compiled: CompiledQuery;
  /** Each parameter of the compiled query: an argument of the call, or a constant of the builder. */
  parameters: readonly unknown[];
}

/**
 * A statement of the hot paths (a trade runs eight), built and compiled by Kysely once per
 * dialect and then run with each call's arguments. Building and compiling a query costs more
 * than SQLite takes to run most of the game's one-row statements (and the statement cache
 * already spares the preparing); the SQL text of a query depends only on its shape, so `build`
 * must give every call the same shape: each argument a value the query sends as a parameter,
 * never one that changes the SQL (an optional column, a null, a list for `in`).
 */
export function statementTemplate<Args extends unknown[], Row>(build: (db: Executor, ...args: Args) => Compilable<Row>) {
  const templates = new Map<boolean, Template>();
  return async (db: Executor, ...args: Args): Promise<QueryResult<Row>> => {
    const postgres = onPostgres(db);
    let template = templates.get(postgres);
    if (!template) {
      template = compileTemplate(db, build, args.length);
      templates.set(postgres, template);
    }
    const parameters = template.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    return db.executeQuery<Row>({ ...template.compiled, parameters });
  };
}

function compileTemplate<Args extends unknown[], Row>(db: Executor, build: (db: Executor, ...args: Args) => Compilable<Row>, arity: number): Template {
  const slots = Array.from({ length: arity }, (_, i) => new Slot(i));
  const compiled = build(db, ...(slots as unknown as Args)).compile();
  const used = new Set(compiled.parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.index));
  // An argument the builder looked at instead of passing on would be frozen into the SQL.
  if (used.size !== arity) throw new Error(`statement template uses ${used.size} of its ${arity} arguments as parameters: ${compiled.sql}`);
  return { compiled, parameters: compiled.parameters };
}
