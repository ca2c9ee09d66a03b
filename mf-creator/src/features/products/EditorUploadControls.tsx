import type { ComponentProps } from 'react';
import { UploadControls } from '@app/shared/ui/UploadControls';
import styles from './Editor.module.css';

/** The kit's upload controls as the product editor shows them: small buttons, quiet status lines. */
export function EditorUploadControls(props: Omit<ComponentProps<typeof UploadControls>, 'size' | 'classNames'>) {
  return <UploadControls size="sm" classNames={{ status: styles.muted }} {...props} />;
}
