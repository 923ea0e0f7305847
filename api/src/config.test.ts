import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('the interface a server listens on', () => {
  it('is loopback for a development server, which mounts the clock and test routes', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(configFromEnv({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  });

  it('is every interface for a production server', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('is what HOST says, in either mode', () => {
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(configFromEnv({ NODE_ENV: 'production', HOST: '::' }).host).toBe('::');
  });
});
