import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type RowDescriptionMessage = messages.RowDescriptionMessage;

const { serialize } = protocol;

/** Enough for every query shape the app builds (lists of varying length each make one); the oldest go first. */
const MAX_STATEMENTS = 200;
// The cached plan no longer fits the tables (changed since), or the statement is gone: prepare it again.
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

interface Statement {
  name: string;
  parameterTypes: number[];
  /** Absent for statements that return no rows. */
  rowDescription?: RowDescriptionMessage;
}

type Parsers = PGlite['parsers'];

/**
 * The PGlite client as drizzle should use it: each query runs as a named prepared statement, parsed and
 * described once, then bound and executed in one call into the database. PGlite's own query() parses,
 * describes and plans the text again on every call, in six calls into the database, all on the event
 * loop: 0.9 ms of CPU for the session read with its application, of which running it is 0.2 ms. Named
 * statements are what node-postgres keeps per connection for drizzle's prepare(name); they hold plans,
 * no data. Transactions (drizzle's and PGlite's) still go through PGlite's own query().
 */
export function withStatementCache(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  const toClose: string[] = [];
  // drizzle passes the same options object on every execution of a query: merge its parsers once.
  const mergedParsers = new WeakMap<NonNullable<QueryOptions['parsers']>, Parsers>();
  let nextId = 1;

  const parsersFor = (options: QueryOptions | undefined): Parsers => {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let merged = mergedParsers.get(own);
    if (!merged) mergedParsers.set(own, (merged = { ...client.parsers, ...own }));
    return merged;
  };

  async function prepare(text: string): Promise<Statement> {
    if (statements.size >= MAX_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      toClose.push(oldest.name);
    }
    const name = `kcc_${nextId++}`;
    const closing = toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const { messages } = await client.execProtocol(
      concat([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message): message is RowDescriptionMessage => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retried = false,
  ): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text); // kept in the order of use, so the least used is closed first
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      ({ messages } = await client.execProtocol(
        concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
        { ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
      ));
    } catch (error) {
      if (!retried && STALE_STATEMENT_CODES.has((error as messages.DatabaseError).code ?? '')) {
        statements.delete(text);
        toClose.push(statement.name);
        return run(text, params, options, true);
      }
      throw error;
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, parsersFor(options), { ...options, parsers: undefined })[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Large objects, statements typed by the caller, a closed client: PGlite's own path (and its own error).
    if (options?.blob || options?.paramTypes || client.closed) return client.query<T>(text, params, options);
    // The same locks as PGlite's query(): never in the middle of another caller's transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          throw Object.assign(error as Error, { query: text, params, queryOptions: options });
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
