import { describe, expect, it } from 'vitest';
import { runStartup, type StartupState, type StartupTasks } from './startup';

function tasks(log: string[], failAt?: keyof StartupTasks): StartupTasks {
  const task = (name: keyof StartupTasks) => async () => {
    log.push(name);
    if (name === failAt) throw new Error(`${name} broke`);
  };
  return {
    initSystems: task('initSystems'),
    restoreState: task('restoreState'),
    loadAssets: task('loadAssets'),
    createEngine: task('createEngine'),
    connectServer: task('connectServer'),
    finalize: task('finalize'),
  };
}

describe('start-up sequence', () => {
  it('reports the spec phases in order, each before its work', async () => {
    const log: string[] = [];
    const states: StartupState[] = [];
    const result = await runStartup(tasks(log), (s) => {
      states.push(s);
      log.push(`${s.progress}`);
    });
    expect(result.ok).toBe(true);
    expect(log).toEqual(['10', 'initSystems', '10', 'restoreState', '20', '40', 'loadAssets', '60', 'createEngine', '70', 'connectServer', '90', 'finalize', '100']);
    expect(states.map((s) => `${s.progress} ${s.status}`).filter((v, i, all) => all.indexOf(v) === i)).toEqual([
      '10 Initializing game systems...',
      '20 Game state initialized...',
      '40 Loading game assets...',
      '60 Creating game engine...',
      '70 Connecting to server...',
      '90 Finalizing...',
      '100 Welcome to the Silk Road!',
    ]);
  });

  it('stops at the first failure with the crossed-out message', async () => {
    const log: string[] = [];
    const states: StartupState[] = [];
    const result = await runStartup(tasks(log, 'connectServer'), (s) => states.push(s));
    expect(result.ok).toBe(false);
    expect(log).not.toContain('finalize');
    expect(states.at(-1)).toEqual({ progress: 70, status: '✗ Failed to initialize game', failed: true });
  });
});
