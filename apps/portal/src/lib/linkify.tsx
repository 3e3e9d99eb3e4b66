import type { ReactNode } from 'react';

/**
 * Message text with its web links clickable. Message content is untrusted, so the
 * result is React text nodes and <a> elements only: never HTML, and only http(s) URLs become links
 * (a "javascript:" or "data:" text stays text).
 */
export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation right after a link belongs to the sentence, not to the URL. */
const TRAILING = /[.,;:!?'"»”’]+$/;

function trimTrailing(candidate: string): string {
  let url = candidate.replace(TRAILING, '');
  // "(see https://x.example/a)": the closing parenthesis is the sentence's unless the URL opened one.
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0))
    url = url.slice(0, -1).replace(TRAILING, '');
  return url;
}

/** The URL when it is an absolute http(s) one (untrusted input: no javascript:, data: …), else null. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const SAME_ORIGIN = new URL('http://portal.invalid/');

/**
 * An image address from untrusted content: an absolute http(s) URL, or a path on the portal's own origin
 * ('/demo/x.svg', as the demo business's messages use: its images are served by the portal), else null.
 * '//host/x' is another origin without a scheme and '/\host' one that browsers read the same way: both refused.
 */
export function safeImageSrc(text: string): string | null {
  if (/^\/(?![/\\])/.test(text)) {
    try {
      const url = new URL(text, SAME_ORIGIN);
      return url.origin === SAME_ORIGIN.origin ? `${url.pathname}${url.search}` : null;
    } catch {
      return null;
    }
  }
  return safeHref(text);
}

/** Splits text into plain runs and http(s) links, in order; joined, the parts give back the text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const linkText = trimTrailing(match[0]);
    const href = safeHref(linkText);
    if (!href || linkText.length <= 'https://'.length) continue;
    if (start > last) parts.push({ type: 'text', text: text.slice(last, start) });
    parts.push({ type: 'link', text: linkText, href });
    last = start + linkText.length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}

/** The parts as React nodes; links open in a new tab without giving it a handle on this page. */
export function linkify(text: string, linkClassName?: string): ReactNode[] {
  return splitLinks(text).map((part, index) =>
    part.type === 'text' ? (
      part.text
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
        {part.text}
      </a>
    ),
  );
}
