import { describe, expect, it } from 'vitest';
import { parseMysqlUrl } from './database-url';

describe('parseMysqlUrl', () => {
  it('reads user, password, host, port and database', () => {
    expect(parseMysqlUrl('mysql://cms:p%40ss%3Aword@db.internal:3407/kizomba_cms')).toEqual({
      host: 'db.internal',
      port: 3407,
      user: 'cms',
      password: 'p@ss:word',
      database: 'kizomba_cms',
      charset: 'utf8mb4',
    });
  });

  it('defaults the port to 3306 and accepts mariadb://', () => {
    expect(parseMysqlUrl('mariadb://u:p@127.0.0.1/cms').port).toBe(3306);
  });

  it('turns ?ssl=true into a verified TLS connection', () => {
    expect(parseMysqlUrl('mysql://u:p@h/db?ssl=true').ssl).toEqual({ rejectUnauthorized: true });
    expect(parseMysqlUrl('mysql://u:p@h/db?ssl=true&sslVerify=false').ssl).toEqual({ rejectUnauthorized: false });
  });

  it('explains what is wrong in French', () => {
    expect(() => parseMysqlUrl('pas une url')).toThrow(/n'est pas une URL valide/);
    expect(() => parseMysqlUrl('postgres://u:p@h/db')).toThrow(/protocole « postgres: »/);
    expect(() => parseMysqlUrl('mysql://u:p@h')).toThrow(/hôte et une base/);
  });
});
