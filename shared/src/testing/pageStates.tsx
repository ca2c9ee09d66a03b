// The kit's page states as a user meets them, for the page tests of every area: the same steps, asserted
// the same way, so each test says only its page's words.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A page whose first load fails: the loading words, then the failure (its title among the alert's words)
 * with a retry, and the retry loads the page (`loaded` finds what the page shows then).
 */
export async function expectRetryAfterFailure(
  texts: { loading: string; failed: string },
  loaded: () => Promise<HTMLElement>,
) {
  expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(texts.failed);
  await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
  expect(await loaded()).toBeInTheDocument();
}

/** A dashboard call's answer by period: `week` when asked for 7 days, `otherwise` for any other period. */
export const answerByDays =
  <T,>(week: T, otherwise: T) =>
  async (input: { days?: number } | null) =>
    input?.days === 7 ? week : otherwise;

/**
 * Picks the 7 days on a dashboard as a user does: the 30 days' figures first (`from`, with 30 days
 * chosen), then the 7 days' (`to`) once `call` has asked for them, with 7 days chosen. Returns the 7 days'
 * figures.
 */
export async function pickSevenDays(call: jest.Mock, from: string, to: string): Promise<HTMLElement> {
  await screen.findByRole('region', { name: from });
  expect(screen.getByRole('radio', { name: '30 ngày' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: '7 ngày' }));
  const period = await screen.findByRole('region', { name: to });
  expect(call).toHaveBeenLastCalledWith({ days: 7 });
  expect(screen.getByRole('radio', { name: '7 ngày' })).toBeChecked();
  return period;
}
