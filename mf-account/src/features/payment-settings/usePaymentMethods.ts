import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import type { PaymentMethod } from '@app/shared/contracts/payment-methods';
import { profileMessages } from '@app/shared/messages/profile';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; methods: PaymentMethod[] };
export type NewMethod = { bankName: string; accountNumber: string; accountHolder: string };

const t = profileMessages.payment;

/** A server reason worth showing after SPEC §8's text (the user can fix it); never raw internals. */
function reason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return ['invalid-argument', 'aborted', 'resource-exhausted', 'permission-denied', 'not-found'].includes(error.code)
    ? error.message
    : null;
}

export function failure(base: string, error: unknown): string {
  const extra = reason(error);
  return extra && extra !== base ? `${base} ${extra}` : base;
}

/** The user's payment methods: load, add and delete, each failing with SPEC §8's message. */
export function usePaymentMethods() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchList = useCallback(() => {
    api.getPaymentMethods(null).then(
      (methods) => setLoad({ status: 'ready', methods }),
      () => setLoad({ status: 'error' }),
    );
  }, []);

  useEffect(fetchList, [fetchList]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchList();
  }, [fetchList]);

  /** Resolves with an error text, or null on success. */
  const add = useCallback(async (input: NewMethod): Promise<string | null> => {
    try {
      const method = await api.addPaymentMethod(input);
      setLoad((current) =>
        current.status === 'ready' ? { status: 'ready', methods: [...current.methods, method] } : current,
      );
      return null;
    } catch (error) {
      return failure(t.addFailed, error);
    }
  }, []);

  const remove = useCallback(async (methodId: string): Promise<string | null> => {
    try {
      await api.deletePaymentMethod({ methodId });
      setLoad((current) =>
        current.status === 'ready'
          ? { status: 'ready', methods: current.methods.filter((m) => m.id !== methodId) }
          : current,
      );
      return null;
    } catch (error) {
      return failure(t.deleteFailed, error);
    }
  }, []);

  return { load, reload, add, remove };
}
