import { Link } from '@app/shared/router';
import { commonMessages } from '@app/shared/messages/common';
import type { LegalBlock } from './legalContent';
import { parseInline } from './legalContent';

export const SUPPORT_EMAIL = commonMessages.supportEmail;

/** The support address as a mailto link: every request in the legal pages goes there. */
function SupportEmail() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}

/** One line of legal text with its bold, code, link and support-address runs. */
function Inline({ text }: { text: string }) {
  // Runs are static text that never reorders, so the index is a stable key.
  return parseInline(text).map((run, index) => {
    switch (run.kind) {
      case 'text':
        return run.text;
      case 'strong':
        return <strong key={index}>{run.text}</strong>;
      case 'code':
        return <code key={index}>{run.text}</code>;
      case 'link':
        return (
          <Link key={index} to={run.to}>
            {run.text}
          </Link>
        );
      case 'email':
        return <SupportEmail key={index} />;
    }
  });
}

/** A paragraph, a bullet list or a sub-heading of a legal section. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <Inline text={block} />
      </p>
    );
  }
  if ('h3' in block) {
    return (
      <h3>
        <Inline text={block.h3} />
      </h3>
    );
  }
  return (
    <ul>
      {block.list.map((item, index) => (
        <li key={index}>
          <Inline text={item} />
        </li>
      ))}
    </ul>
  );
}
