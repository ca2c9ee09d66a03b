import { useState } from 'react';
import { useWatch, type UseFormRegisterReturn } from '@app/shared/forms/useContractForm';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { TextAreaField } from '@app/shared/ui/Field';
import { Markdown } from '@app/shared/ui/Markdown';
import forms from '../forms/forms.module.css';
import type { DraftControl } from './productDraft';
import styles from './Editor.module.css';

const t = creatorMessages.products.editor;

type Props = { control: DraftControl; field: UseFormRegisterReturn<'description'>; error?: string };

/** The Markdown description with a live preview, rendered exactly as the product page will (safely). */
export function DescriptionField({ control, field, error }: Props) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const source = useWatch({ control, name: 'description' });
  return (
    <div className={styles.description}>
      <div className={styles.modes} role="group" aria-label={t.descriptionTabs}>
        <Button
          size="sm"
          variant={mode === 'write' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'write'}
          onClick={() => setMode('write')}
        >
          {t.write}
        </Button>
        <Button
          size="sm"
          variant={mode === 'preview' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'preview'}
          onClick={() => setMode('preview')}
        >
          {t.previewTab}
        </Button>
      </div>
      {/* Kept mounted while previewing: the form keeps its value and its error link. */}
      <div hidden={mode !== 'write'}>
        <TextAreaField
          id="product-description"
          label={t.description}
          hint={t.descriptionHint}
          error={error}
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
