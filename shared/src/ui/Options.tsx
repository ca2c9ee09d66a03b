type Props<T> = {
  /** The first choice, with the empty value: "choose…", or "all" in a filter. */
  none?: string;
  items: readonly T[];
  value: (item: T) => string;
  label: (item: T) => string;
};

/** A select's options: the empty choice in words when there is one, then one option per item. */
export function Options<T>({ none, items, value, label }: Props<T>) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {items.map((item) => (
        <option key={value(item)} value={value(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}
