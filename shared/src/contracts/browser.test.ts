import { z } from './browser';

describe('contracts/browser', () => {
  it('builds every schema without the eval fast path (CSP without unsafe-eval)', () => {
    const spy = jest.spyOn(globalThis, 'Function');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ a: z.string() });
    expect(schema.parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
