import type { ReactNode } from 'react';
import type { MyCourse } from '@app/shared/contracts/academy';
import { useApiQuery } from '@app/shared/data/query';
import { LoadedList } from '@app/shared/ui/Loaded';

type Props = {
  /** The page's words: loading, the failure, and what to say while the user owns no course. */
  messages: { loading: string; loadFailed: string; empty: string };
  /** Where to find a course, offered while the user owns none. */
  emptyLink: { to: string; label: string };
  /** Ask only once the user is known to be signed in (the page says what to do otherwise). */
  enabled?: boolean;
  className: string;
  /** A course's card, drawn as the list's `<li>`. */
  children: (course: MyCourse) => ReactNode;
};

const courseKey = (course: MyCourse) => course.courseId;

/**
 * The courses the signed-in user owns, asked afresh each time (a purchase or a lesson just finished shows),
 * one card each: the academy's shelf and the account's course list read the same answer.
 */
export function OwnedCourses({ messages, enabled = true, ...list }: Props) {
  const query = useApiQuery('listMyCourses', null, { staleTime: 0, enabled });
  return <LoadedList query={query} messages={messages} empty={messages.empty} itemKey={courseKey} {...list} />;
}
