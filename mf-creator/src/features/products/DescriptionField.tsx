import { useState } from 'react';
import { useWatch, type FieldWiring } from '@app/shared/forms/useContractForm';
import { creatorMessages } from '@app/shared/messages/creator';
import { TextAreaField } from '@app/shared/ui/Field';
import { Markdown } from '@app/shared/ui/Markdown';
import { ModeSwitch } from '@app/shared/ui/ModeSwitch';
import forms from '../forms/forms.module.css';
import type { DraftControl, ProductDraft } from './productDraft';
import styles from './Editor.module.css';

const t = creatorMessages.products.editor;

const MODES = [
  { value: 'write', label: t.write },
  { value: 'preview', label: t.previewTab },
] as const;

type Props = FieldWiring<ProductDraft> & { control: DraftControl };

/** The Markdown description with a live preview, rendered exactly as the product page will (safely). */
export function DescriptionField({ control, ...field }: Props) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const source = useWatch({ control, name: 'description' });
  return (
    <div className={styles.description}>
      <ModeSwitch label={t.descriptionTabs} modes={MODES} value={mode} onChange={setMode} />
      {/* Kept mounted while previewing: the form keeps its value and its error link. */}
      <div hidden={mode !== 'write'}>
        <TextAreaField
          label={t.description}
          hint={t.descriptionHint}
          rows={10}
          maxLength={5000}
          className={forms.textarea}
          {...field}
        />
      </div>
      {mode === 'preview' && (
        <section className={styles.previewPane} aria-label={t.previewTab} data-testid="description-preview">
          {source.trim() ? (
            <Markdown source={source} headingBase={3} />
          ) : (
            <p className={styles.muted}>{t.emptyPreview}</p>
          )}
        </section>
      )}
    </div>
  );
}
