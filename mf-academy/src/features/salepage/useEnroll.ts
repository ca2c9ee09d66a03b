import { useState } from 'react';
import { ApiError } from '@app/shared/api/client';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiMutation } from '@app/shared/data/query';
import { academyMessages } from '@app/shared/messages/academy';
import { orderAttribution } from '@app/shared/referral/store';
import { useNavigate } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';

const t = academyMessages.enroll;

/** docs/product.md §4: idle → loading → (payment instructions | idle with the docs/product.md §8 message). */
export type EnrollState = { status: 'idle'; error: string | null } | { status: 'loading' };

/** docs/product.md §8: the server's message, else the generic text. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : t.failed;
}

/** Creates the academy order and goes to its payment instructions. */
export function useEnroll() {
  const navigate = useNavigate();
  const [state, setState] = useState<EnrollState>({ status: 'idle', error: null });
  const order = useApiMutation('createCourseOrder');

  const enroll = async () => {
    if (state.status === 'loading') return;
    setState({ status: 'loading' });
    try {
      const { orderId } = await order.mutateAsync({ courseId: ACADEMY_COURSE_ID, ...orderAttribution() });
      if (!orderId) {
        setState({ status: 'idle', error: t.noOrder });
        return;
      }
      navigate(paths.paymentInstructionsFor(orderId));
    } catch (error) {
      // Bought meanwhile (another tab, an admin grant): the course is theirs, so go and study it.
      if (error instanceof ApiError && error.message === academyMessages.errors.courseOwned) {
        navigate(paths.myCourse);
        return;
      }
      setState({ status: 'idle', error: failureText(error) });
    }
  };

  return { state, enroll };
}
