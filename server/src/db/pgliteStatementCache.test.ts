import { PGlite } from '@electric-sql/pglite';
import { withStatementCache } from './pgliteStatementCache';

describe('PGlite queries through named prepared statements', () => {
  let client: PGlite;
  let cached: PGlite;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    cached = withStatementCache(client);
  });
  afterAll(() => client.close());
  beforeEach(async () => {
    await client.exec(
      'drop table if exists things; create table things (id serial primary key, name text unique, at timestamptz, doc jsonb)',
    );
  });

  const preparedCount = async (like: string) =>
    (
      await client.query<{ count: number }>(
        'select count(*)::int as count from pg_prepared_statements where statement like $1',
        [like],
      )
    ).rows[0]!.count;

  it('answers as PGlite’s own query does, parameters and parsers included, parsing each text once', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    await cached.query('insert into things (name, at, doc) values ($1, $2, $3)', ['a', at, { n: 1 }]);
    await cached.query('insert into things (name, at, doc) values ($1, $2, $3)', ['b', null, null]);
    const text = 'select id, name, at, doc from things where name = any($1) order by id';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { 1184: (value: string) => `raw ${value}` } },
    ]) {
      const mine = await cached.query(text, [['a', 'b']], options);
      const theirs = await client.query(text, [['a', 'b']], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    expect((await cached.query<{ at: Date }>(text, [['a']])).rows[0]!.at).toEqual(at);
    expect(await preparedCount('select id, name, at, doc from things%')).toBe(1);
    expect((await cached.query('update things set name = $1 where name = $2', ['c', 'b'])).affectedRows).toBe(1);
  });

  it('throws the database’s error with the query, and goes on working after it', async () => {
    await cached.query('insert into things (name) values ($1)', ['same']);
    await expect(cached.query('insert into things (name) values ($1)', ['same'])).rejects.toMatchObject({
      code: '23505',
      query: 'insert into things (name) values ($1)',
    });
    await expect(cached.query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await cached.query('select count(*)::int as count from things')).rows).toEqual([{ count: 1 }]);
  });

  it('waits for another caller’s transaction instead of reading inside it', async () => {
    let finish!: () => void;
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('inside')");
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let counted: unknown;
    const count = cached.query('select count(*)::int as count from things').then((result) => (counted = result.rows));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counted).toBeUndefined();
    finish();
    await transaction;
    await count;
    expect(counted).toEqual([{ count: 1 }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    await cached.query('insert into things (name) values ($1)', ['x']);
    expect(Object.keys((await cached.query('select * from things')).rows[0]!)).not.toContain('extra');
    await client.exec("alter table things add column extra text default 'new'");
    expect((await cached.query('select * from things')).rows[0]).toMatchObject({ name: 'x', extra: 'new' });
  });

  it('keeps a bounded number of statements, closing the least recently used', async () => {
    for (let index = 0; index < 230; index += 1) await cached.query(`select ${index} as n`);
    expect(await preparedCount('select % as n')).toBe(200);
    expect((await cached.query('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });

  it('runs the client’s own transactions unchanged', async () => {
    await cached.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('t')");
    });
    expect((await cached.query('select name from things')).rows).toEqual([{ name: 't' }]);
  });
});
