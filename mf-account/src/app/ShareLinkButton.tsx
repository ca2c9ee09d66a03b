import { CopyButton } from '@app/shared/ui/CopyButton';

type Props = {
  /** The absolute referral link. */
  url: string;
  /** What it leads to (the product, or the catalogue). */
  title: string;
  /** The words: the button's, its outcome's, its name for `title`, and the name of the link shown by hand. */
  texts: {
    copy: string;
    copied: string;
    failed: string;
    name: (title: string) => string;
    fallback?: (title: string) => string;
  };
};

/** Copies a referral link to share, saying beside the button whether it did. */
export function ShareLinkButton({ url, title, texts }: Props) {
  return (
    <CopyButton
      value={url}
      label={title}
      name={texts.name(title)}
      texts={texts}
      outcome="beside"
      fallbackLabel={texts.fallback?.(title)}
    />
  );
}
