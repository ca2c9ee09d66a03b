import { initials } from '@app/shared/auth/initials';
import styles from './Avatar.module.css';

type Props = {
  name: string;
  photoURL: string | null;
  /** The picture's intrinsic size in CSS pixels (its box is reserved before it arrives); the page's CSS sizes the circle. */
  size: number;
  className?: string;
};

/**
 * A person's picture, or their initials in a circle where they have none. Decorative: their name is always
 * written beside it, so a screen reader does not hear it twice.
 */
export function PersonAvatar({ name, photoURL, size, className }: Props) {
  const look = className ? `${styles.initials} ${className}` : styles.initials;
  if (photoURL) return <img className={look} src={photoURL} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className={look} aria-hidden="true">
      {initials({ displayName: name })}
    </span>
  );
}
