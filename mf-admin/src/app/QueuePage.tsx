import type { ComponentType, ReactNode } from 'react';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Tabs, useTabParam } from '@app/shared/ui/Tabs';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { areaNav } from './nav';

/** What a queue's tab gets to report an action: the page's status line, and where focus goes after it. */
export type QueueActions = { onDone: (message: string) => void; focusAfter: () => HTMLElement | null };

type Messages<T extends string> = {
  eyebrow: string;
  title: string;
  lead: string;
  tabsLabel: string;
  tabs: Record<T, string>;
};

type Props<T extends string> = {
  messages: Messages<T>;
  tabs: readonly [T, ...T[]];
  /** The open tab's content. */
  children: (tab: T, actions: QueueActions) => ReactNode;
};

/**
 * A queue page of the admin area (transfers, refunds, payouts): its frame, one status line for the outcome of
 * the last action (cleared when the tab changes), and the tabs, kept in the URL (`?tab=`).
 */
function QueuePage<T extends string>({ messages, tabs, children }: Props<T>) {
  const [tab, setTab] = useTabParam(tabs);
  const status = useActionStatus();
  const actions: QueueActions = { onDone: status.done, focusAfter: () => status.statusRef.current };
  return (
    <PageFrame eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead} nav={areaNav}>
      <ActionStatus status={status} />
      <Tabs
        label={messages.tabsLabel}
        tabs={tabs.map((value) => ({ value, label: messages.tabs[value] }))}
        value={tab}
        onChange={(next) => {
          status.clear();
          setTab(next);
        }}
      >
        {children(tab, actions)}
      </Tabs>
    </PageFrame>
  );
}

/**
 * A queue page from its words and each tab's panel, in the order of the tabs. The open tab's panel is drawn
 * with the page's actions, afresh when the tab changes.
 */
export function queuePage<T extends string>(messages: Messages<T>, panels: Record<T, ComponentType<QueueActions>>) {
  const tabs = Object.keys(panels) as [T, ...T[]];
  return function Queue() {
    return (
      <QueuePage messages={messages} tabs={tabs}>
        {(tab, actions) => {
          const Panel: ComponentType<QueueActions> = panels[tab];
          return <Panel key={tab} {...actions} />;
        }}
      </QueuePage>
    );
  };
}
