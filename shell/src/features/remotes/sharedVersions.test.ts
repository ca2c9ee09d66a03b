import { keepCompatibleSingleton, warnIfVersionMismatch, type ResolveShareArgs } from './sharedVersions';

const runtimeChoice = () => ({ from: 'runtime' });

/** The hook's arguments for a consumer needing `required`, with these copies registered (true: running). */
function args(required: string, copies: Record<string, boolean>, chosen: string): ResolveShareArgs {
  const versions = Object.fromEntries(
    Object.entries(copies).map(([version, loaded]) => [version, { loaded, from: `copy ${version}` }]),
  );
  return {
    shareScopeMap: { default: { '@app/shared/session': versions } },
    scope: 'default',
    pkgName: '@app/shared/session',
    version: chosen,
    shareInfo: { shareConfig: { singleton: true, requiredVersion: required } },
    resolver: runtimeChoice,
  };
}

const SAME_MAJOR = '>=0.1.0 <1.0.0';

describe('keepCompatibleSingleton', () => {
  it('an area of another major registered its copy first: the shell and the other areas still get theirs', () => {
    const result = keepCompatibleSingleton(
      args(SAME_MAJOR, { '0.1.0': false, '0.2.0': false, '1.0.0': false }, '1.0.0'),
    );
    expect(result.version).toBe('0.2.0');
    expect(result.resolver()).toEqual({ shared: { loaded: false, from: 'copy 0.2.0' }, useTreesShaking: false });
  });

  it("leaves the runtime's choice when it fits the consumer", () => {
    const given = args(SAME_MAJOR, { '0.1.0': false, '0.2.0': false }, '0.2.0');
    expect(keepCompatibleSingleton(given)).toBe(given);
  });

  it('never replaces a copy that already runs: one instance per page, the strict check then fails the area', () => {
    const given = args('>=1.0.0 <2.0.0', { '0.1.0': true, '1.0.0': false }, '0.1.0');
    expect(keepCompatibleSingleton(given)).toBe(given);
  });

  it('leaves the choice when no copy fits, and ignores what is not a versioned singleton', () => {
    const none = args('>=2.0.0 <3.0.0', { '0.1.0': false, '1.0.0': false }, '1.0.0');
    expect(keepCompatibleSingleton(none)).toBe(none);
    const notSingleton = { ...args(SAME_MAJOR, { '1.0.0': false }, '1.0.0'), shareInfo: { shareConfig: {} } };
    expect(keepCompatibleSingleton(notSingleton)).toBe(notSingleton);
    const anyVersion = { ...args(SAME_MAJOR, { '1.0.0': false }, '1.0.0') };
    anyVersion.shareInfo = { shareConfig: { singleton: true, requiredVersion: false } };
    expect(keepCompatibleSingleton(anyVersion)).toBe(anyVersion);
  });
});

describe('warnIfVersionMismatch', () => {
  it("names the area and keeps the runtime's detail; other failures are not warned about here", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = new Error(
      '[ Federation Runtime ]: Version 0.1.0 from shell of shared singleton module @app/shared/session does not ' +
        'satisfy the requirement of account which needs >=1.0.0 <2.0.0)',
    );
    expect(warnIfVersionMismatch('account', runtime)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('area "account" was built against shared modules');
    expect(warn.mock.calls[0][0]).toContain('@app/shared/session');

    expect(warnIfVersionMismatch('account', new Error('Loading chunk 42 failed'))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
