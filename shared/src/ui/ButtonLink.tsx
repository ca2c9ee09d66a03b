import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from '@app/shared/router';
import { buttonClass, type ButtonLook } from '@app/shared/ui/Button';

export type ButtonLinkProps = Omit<LinkProps, 'className'> & ButtonLook;

/** A link inside the app (client-side navigation) that looks like a button: for "go somewhere" actions. */
export function ButtonLink({ variant, size, block, className, ...link }: ButtonLinkProps) {
  return <Link {...link} className={buttonClass({ variant, size, block, className })} />;
}

export type ButtonAnchorProps = Omit<ComponentPropsWithRef<'a'>, 'className'> & ButtonLook & { href: string };

/** A plain anchor that looks like a button: for addresses outside the app (a product's own app). */
export function ButtonAnchor({ variant, size, block, className, ...anchor }: ButtonAnchorProps) {
  return <a {...anchor} className={buttonClass({ variant, size, block, className })} />;
}
