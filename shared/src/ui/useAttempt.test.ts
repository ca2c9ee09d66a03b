import { act, renderHook } from '@testing-library/react';
import { useAttempt } from './useAttempt';

describe('useAttempt', () => {
  it('is busy while the attempt runs, then keeps the failure it returned or threw, in words', async () => {
    const { result } = renderHook(() => useAttempt(() => 'Đã có lỗi.'));
    let finish: (failure: string | null) => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish('Số dư không đủ.');
      await running;
    });
    expect(result.current).toMatchObject({ busy: false, failure: 'Số dư không đủ.' });
    await act(() => result.current.run(() => Promise.reject(new Error('network'))));
    expect(result.current.failure).toBe('Đã có lỗi.');
    await act(() => result.current.run(async () => undefined));
    expect(result.current.failure).toBeNull();
  });
});
