import { Button } from '@app/shared/ui/Button';
import styles from './ModeSwitch.module.css';

type Props<M extends string> = {
  /** The group's accessible name (what is being switched). */
  label: string;
  modes: readonly { value: M; label: string }[];
  value: M;
  onChange: (mode: M) => void;
  /** The page's own spacing around the group. */
  className?: string;
};

/**
 * Two or more ways of showing one thing (write / preview, edit / preview): toggle buttons (aria-pressed) in
 * a labelled group, each reachable with Tab, the current one drawn as the primary button.
 */
export function ModeSwitch<M extends string>({ label, modes, value, onChange, className }: Props<M>) {
  return (
    <div className={className ? `${styles.modes} ${className}` : styles.modes} role="group" aria-label={label}>
      {modes.map((mode) => (
        <Button
          key={mode.value}
          size="sm"
          variant={value === mode.value ? 'primary' : 'secondary'}
          aria-pressed={value === mode.value}
          onClick={() => onChange(mode.value)}
        >
          {mode.label}
        </Button>
      ))}
    </div>
  );
}
