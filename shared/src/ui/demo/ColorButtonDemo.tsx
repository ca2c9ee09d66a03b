import { useId, useState } from 'react';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import styles from './DemoDialog.module.css';

/** Black or white text, whichever contrasts more with `hex` (keeps the button readable, WCAG AA). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '4f46e5';
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** docs/product.md "Demo modal types" uiComponent: a colour picker driving a 3D button. */
export function ColorButtonDemo() {
  const id = useId();
  const [color, setColor] = useState('#4f46e5');
  const [presses, setPresses] = useState(0);
  return (
    <div className={styles.picker}>
      <p className={styles.help}>{m.demo.pickerHelp}</p>
      <div className={styles.pickerLabel}>
        <label htmlFor={id}>{m.demo.pickerLabel}</label>
        <input id={id} type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        <code>{color}</code>
      </div>
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.button3d}
          style={{ ['--btn-color' as string]: color, color: readableTextOn(color) }}
          data-color={color}
          onClick={() => setPresses((n) => n + 1)}
        >
          {m.demo.buttonText}
        </button>
      </div>
      <p className={styles.help} aria-live="polite">
        {m.demo.pressed(presses)}
      </p>
    </div>
  );
}
