import { useState, type ReactNode } from 'react';
import type { CallableName } from '@app/shared/contracts/callables';
import { useApiQuery, type Input, type Output } from '@app/shared/data/query';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';
import { Stack } from '@app/shared/ui/Card';
import { Loaded } from '@app/shared/ui/Loaded';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame, type SubnavItem } from '@app/shared/ui/PageFrame';

/** The callables that answer a dashboard for a period of days. */
type DashboardCall = { [N in CallableName]: { days: Days } extends Input<N> ? N : never }[CallableName];

/** What the page draws once the figures are in. */
export type DashboardView<T> = {
  data: T;
  days: Days;
  onDays: (days: Days) => void;
  /** Another period was chosen and is loading; the previous figures stay until it comes. */
  updating: boolean;
  /** The figures say there is nothing yet (`empty.when`): the notice that says how to start is above. */
  empty: boolean;
};

type Props<N extends DashboardCall> = {
  call: N;
  messages: {
    eyebrow: string;
    title: string;
    lead: string;
    loading: string;
    loadFailed: string;
    emptyTitle?: string;
    emptyBody?: string;
  };
  nav: { label: string; items: SubnavItem[] };
  /** When the figures say there is nothing yet: a notice (`emptyTitle`, `emptyBody`) with where to start. */
  empty?: { when: (data: Output<N>) => boolean; link: { to: string; label: string } };
  /** The dashboard's cards, one below the other (none, when the empty notice says it all). */
  children: (view: DashboardView<Output<N>>) => ReactNode;
};

/**
 * A dashboard page: the figures of the last 30 days first, another period (7 / 30 / 90 days) on demand
 * with the previous figures kept on screen until its answer comes, loading and failure (with a retry) said
 * by the kit's notices, and a notice that says how to start while there is nothing to show.
 */
export function PeriodDashboard<N extends DashboardCall>({ call, messages, nav, empty, children }: Props<N>) {
  const [days, setDays] = useState<Days>(30);
  const query = useApiQuery(call, { days } as Input<N>, { keepPrevious: true });
  return (
    <PageFrame eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead} nav={nav}>
      <Loaded query={query} messages={messages}>
        {(data) => {
          const isEmpty = empty?.when(data) ?? false;
          return (
            <Stack>
              {isEmpty && (
                <Notice kind="empty" title={messages.emptyTitle} titleAs="h2" link={empty?.link}>
                  {messages.emptyBody}
                </Notice>
              )}
              {children({ data, days, onDays: setDays, updating: query.isPlaceholderData, empty: isEmpty })}
            </Stack>
          );
        }}
      </Loaded>
    </PageFrame>
  );
}
