import styles from './charts.module.css';

type Props<T extends string | number> = {
  /** What is chosen, read by screen readers as the group's name (not shown). */
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/** A segmented control made of native radios: one tab stop, arrow keys move between the options. */
export function Segmented<T extends string | number>({ legend, name, options, value, onChange }: Props<T>) {
  return (
    <fieldset className={styles.periods}>
      <legend className={styles.periodsLegend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.period}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
