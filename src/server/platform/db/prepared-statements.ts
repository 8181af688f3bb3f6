import type postgres from 'postgres';

/** The driver's `unsafe`, as Drizzle calls it. */
type Unsafe = (
  query: string,
  parameters?: postgres.ParameterOrJSON<never>[],
  options?: postgres.UnsafeQueryOptions,
) => unknown;

/**
 * Statements with more parameters than this are mostly lists of varying length (ids, rows to
 * insert), each length a statement of its own: those are not kept on the connection.
 */
const MOST_PARAMETERS_PREPARED = 32;

/**
 * The driver with Drizzle's statements prepared on each connection, as postgres.js prepares
 * its own. Drizzle asks for an unnamed statement each time, which costs a round trip to learn
 * the parameters' types before every statement with parameters: two trips each instead of one,
 * the larger part of a customer's wait for an answer under load. A prepared statement is
 * described once per connection; postgres.js ends each connection after its lifetime (30 to
 * 60 minutes), and the embedded database then frees what it prepared (wire-server.ts).
 *
 * Only for the embedded database's one connection (see embedded/one-connection-for-all.ts): with statements
 * no longer waiting to be described, postgres.js sends more of them one after another on a
 * connection, and there it loses the connection of a transaction whose `begin` could not be
 * handed over at once.
 */
export function preparingStatements<T extends object>(sql: T): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        const unsafe = Reflect.get(target, property, receiver) as Unsafe;
        return (...[query, parameters, options = {}]: Parameters<Unsafe>) =>
          unsafe.call(target, query, parameters, {
            ...options,
            // Drizzle says false for every statement it was not asked to name.
            prepare: options.prepare || (parameters?.length ?? 0) <= MOST_PARAMETERS_PREPARED,
          });
      }
      // A transaction's (and a savepoint's) statements are prepared alike.
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: object) => unknown;
          const start = Reflect.get(target, property, receiver) as (...a: unknown[]) => unknown;
          return start.call(target, ...args, (tx: object) => work(preparingStatements(tx)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
