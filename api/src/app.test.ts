// The handler registry is derived from the features' exports (app.ts): the compiler proves every
// callable has a handler of its type; this proves each is exported by exactly one module, so no feature
// silently shadows another's handler.
import { callables, type CallableName } from '@app/shared/contracts/callables';
import { handlerModules, handlers } from './app';

describe('handler registry', () => {
  it('finds every callable in exactly one handler module', () => {
    const owners = (Object.keys(callables) as CallableName[]).map((name) => [
      name,
      handlerModules.filter((exports) => Object.prototype.hasOwnProperty.call(exports, name)).length,
    ]);
    expect(owners.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('answers each callable with a function', () => {
    for (const name of Object.keys(callables) as CallableName[]) expect(typeof handlers[name]).toBe('function');
  });
});
