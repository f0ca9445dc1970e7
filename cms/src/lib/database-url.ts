/**
 * `CMS_DATABASE_URL` → the connection object of Strapi's `mysql` client (mysql2).
 * Parsed here rather than handed over as a connection string so that a typo fails at start
 * with a readable French message instead of a driver error on the first query.
 */
export interface MysqlConnection {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  ssl?: { rejectUnauthorized: boolean };
  charset: string;
}

export function parseMysqlUrl(raw: string): MysqlConnection {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('CMS_DATABASE_URL n\'est pas une URL valide (attendu : mysql://utilisateur:motdepasse@hote:3306/base).');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new Error(`CMS_DATABASE_URL : protocole « ${url.protocol} » non pris en charge (mysql:// ou mariadb://).`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!url.hostname || !database) {
    throw new Error('CMS_DATABASE_URL doit indiquer un hôte et une base (mysql://utilisateur:motdepasse@hote:3306/base).');
  }
  const sslParam = url.searchParams.get('ssl');
  const connection: MysqlConnection = {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
    // Full Unicode (accents, apostrophes typographiques, emoji in editors' texts).
    charset: 'utf8mb4',
  };
  if (sslParam === 'true' || sslParam === 'required') {
    connection.ssl = { rejectUnauthorized: url.searchParams.get('sslVerify') !== 'false' };
  }
  return connection;
}
