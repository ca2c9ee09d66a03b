import { useState, type FormEvent } from 'react';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import styles from './admin.module.css';

type Props = {
  id: string;
  label: string;
  submitLabel: string;
  maxLength: number;
  /** The search on screen (from the URL): the page remounts this with it as its key, so back and forward put it back. */
  query: string;
  /** Sent on submit, trimmed. */
  onSearch: (query: string) => void;
  className?: string;
};

/** The search box of an admin list and its button, side by side; the box takes the room left. */
export function SearchForm({ id, label, submitLabel, maxLength, query, onSearch, className }: Props) {
  const [text, setText] = useState(query);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" className={className ? `${styles.search} ${className}` : styles.search} onSubmit={onSubmit}>
      <Field
        id={id}
        label={label}
        type="search"
        autoComplete="off"
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
