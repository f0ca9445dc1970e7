/**
 * Database: SQLite file `$DATA_DIR/cms.sqlite` by default (embedded, nothing to install), or
 * MySQL/MariaDB when `CMS_DATABASE_URL=mysql://user:pass@host:3306/db` (production, CI).
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from '../src/lib/paths';
import { parseMysqlUrl } from '../src/lib/database-url';

export default ({ env }: { env: any }) => {
  const url = env('CMS_DATABASE_URL', '').trim();

  if (url) {
    return {
      connection: {
        client: 'mysql',
        connection: parseMysqlUrl(url),
        // min 0: idle connections are closed, so a restarted database server is no problem.
        pool: { min: 0, max: 10 },
        acquireConnectionTimeout: 60000,
      },
    };
  }

  const dataDir = resolveDataDir(process.env);
  // better-sqlite3 creates the file but not its folder.
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.join(dataDir, 'cms.sqlite'),
      },
      useNullAsDefault: true,
    },
  };
};
