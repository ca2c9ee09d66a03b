// An area's own navigation (the links in the frame of its pages), built from its catalogue and the path
// table, so a link's words and its page are each written once.
import type { SubnavItem } from '@app/shared/ui/PageFrame';
import { paths } from '@app/shared/routing/paths';

/** The names of the path table's fixed paths (not the ones built from an id). */
type PathName = { [K in keyof typeof paths]: (typeof paths)[K] extends string ? K : never }[keyof typeof paths];

/** The path table's name of an area's link: the link's key, after the area's prefix ('admin' + 'users'). */
type PathOf<P extends string, K extends string> = P extends '' ? K : `${P}${Capitalize<K>}`;

/** An area's navigation, as the frame of its pages shows it. */
export type AreaNav = { label: string; items: SubnavItem[] };

const pathName = (prefix: string, key: string) =>
  (prefix === '' ? key : `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`) as PathName;

/**
 * The navigation of an area from its catalogue's `nav` texts: `label` names the menu, and every other
 * entry is a link, in the catalogue's order, to the page the path table names the same after the area's
 * prefix (`dashboard` in 'admin' is `paths.adminDashboard`; a key with no such page does not compile). A
 * link whose page holds another link's page (/training holds /training/library) is the current page only on
 * its own path.
 */
export function areaNav<P extends string, L extends { label: string }>(
  prefix: P,
  labels: L & {
    [K in Exclude<keyof L, 'label'>]: K extends string ? (PathOf<P, K> extends PathName ? string : never) : never;
  },
): AreaNav {
  const links = Object.entries(labels as Record<string, string>)
    .filter(([key]) => key !== 'label')
    .map(([key, label]) => ({ to: paths[pathName(prefix, key)], label }));
  return {
    label: labels.label,
    items: links.map((link) =>
      links.some((other) => other.to.startsWith(`${link.to}/`)) ? { ...link, end: true } : link,
    ),
  };
}
