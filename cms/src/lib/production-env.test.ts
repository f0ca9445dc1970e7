import { describe, expect, it } from 'vitest';
import { assertProductionEnv, productionEnvProblems } from './production-env';

const strong = (seed: string) => `${seed}-9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a`;

function goodEnv(): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    CMS_APP_KEYS: [strong('k1'), strong('k2')].join(','),
    CMS_ADMIN_JWT_SECRET: strong('admin-jwt'),
    CMS_API_TOKEN_SALT: strong('token-salt'),
    CMS_TRANSFER_TOKEN_SALT: strong('transfer-salt'),
    CMS_JWT_SECRET: strong('users-jwt'),
    CMS_ENCRYPTION_KEY: strong('encryption'),
    CMS_API_TOKEN: strong('api-token'),
    CMS_EDITORIAL_TOKEN: strong('editorial-token'),
    CMS_ADMIN_EMAIL: 'admin@kizomba-lumiere.fr',
    CMS_ADMIN_PASSWORD: 'Vn7-qLp2-Zr9w',
  };
}

describe('productionEnvProblems', () => {
  it('accepts a complete, strong production environment', () => {
    expect(productionEnvProblems(goodEnv())).toEqual([]);
    expect(() => assertProductionEnv(goodEnv())).not.toThrow();
  });

  it('checks nothing outside production (dev values come from scripts/start.mjs)', () => {
    expect(productionEnvProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionEnvProblems({})).toEqual([]);
  });

  it('refuses a missing secret', () => {
    const env = goodEnv();
    delete env.CMS_ENCRYPTION_KEY;
    expect(productionEnvProblems(env)).toEqual(['CMS_ENCRYPTION_KEY est absent.']);
  });

  it('requires the back-office editorial token, distinct from the site token', () => {
    const env = goodEnv();
    delete env.CMS_EDITORIAL_TOKEN;
    expect(productionEnvProblems(env)).toEqual(['CMS_EDITORIAL_TOKEN est absent.']);
    expect(productionEnvProblems({ ...goodEnv(), CMS_EDITORIAL_TOKEN: 'x1y2'.repeat(4) })).toEqual([
      'CMS_EDITORIAL_TOKEN est trop court (16 caractères, minimum 32).',
    ]);
    expect(productionEnvProblems({ ...goodEnv(), CMS_EDITORIAL_TOKEN: strong('api-token') })).toEqual([
      'CMS_EDITORIAL_TOKEN doit être différent de CMS_API_TOKEN.',
    ]);
  });

  it('refuses a secret shorter than 32 characters', () => {
    const env = { ...goodEnv(), CMS_ADMIN_JWT_SECRET: 'x1y2z3'.repeat(5) }; // 30 chars
    expect(productionEnvProblems(env)).toEqual([
      'CMS_ADMIN_JWT_SECRET est trop court (30 caractères, minimum 32).',
    ]);
  });

  it('checks every app key on its own', () => {
    const env = { ...goodEnv(), CMS_APP_KEYS: `${strong('k1')},short` };
    expect(productionEnvProblems(env)).toEqual(['CMS_APP_KEYS[1] est trop court (5 caractères, minimum 32).']);
    expect(productionEnvProblems({ ...goodEnv(), CMS_APP_KEYS: ' , ' })[0]).toMatch(/CMS_APP_KEYS est absent/);
  });

  it('refuses an admin password shorter than 12 characters', () => {
    const env = { ...goodEnv(), CMS_ADMIN_PASSWORD: 'Court-123' };
    expect(productionEnvProblems(env)).toEqual([
      'CMS_ADMIN_PASSWORD est trop court (9 caractères, minimum 12).',
    ]);
  });

  it('refuses a missing admin account', () => {
    const env = goodEnv();
    delete env.CMS_ADMIN_EMAIL;
    delete env.CMS_ADMIN_PASSWORD;
    expect(productionEnvProblems(env)).toHaveLength(2);
  });

  it('refuses template values even when long enough', () => {
    const env = {
      ...goodEnv(),
      CMS_API_TOKEN_SALT: 'toBeModified-toBeModified-toBeModified',
      CMS_JWT_SECRET: 'a'.repeat(40),
    };
    const problems = productionEnvProblems(env);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/CMS_API_TOKEN_SALT ressemble à une valeur d'exemple/);
    expect(problems.join('\n')).toMatch(/CMS_JWT_SECRET ressemble à une valeur d'exemple/);
  });

  it('accepts a missing webhook secret but not a short one', () => {
    expect(productionEnvProblems({ ...goodEnv(), SITE_REBUILD_SECRET: '' })).toEqual([]);
    expect(productionEnvProblems({ ...goodEnv(), SITE_REBUILD_SECRET: 'abc' })).toHaveLength(1);
  });

  it('lists every problem in one French error', () => {
    expect(() => assertProductionEnv({ NODE_ENV: 'production' })).toThrowError(
      /Démarrage du CMS refusé en production[\s\S]*CMS_APP_KEYS[\s\S]*CMS_ADMIN_PASSWORD/,
    );
  });
});
