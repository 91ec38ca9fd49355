import { SafeHtml } from '../../ui/safe-html';

/** Server HTML of posts, articles and journey pages, cleaned by the `article` profile and laid out as text. */
export function ArticleHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <SafeHtml
      html={html}
      profile="article"
      className={`content-html flex flex-col gap-3 leading-relaxed [&_a]:text-brand [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
    />
  );
}

/**
 * The anchors (`id` of headings) of a page of HTML, with their text, for the location map. The page is only
 * parsed (an inert document: nothing in it runs or loads), never shown from here.
 */
export function anchorsOf(html: string): Array<{ id: string; text: string }> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('h2[id], h3[id]')].map((heading) => ({
    id: heading.id,
    text: heading.textContent ?? heading.id,
  }));
}
