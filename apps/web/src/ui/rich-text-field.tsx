import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/**
 * The rich text editor where members write formatted text (document 2, 5). Its code loads the first time
 * a screen shows one; until then a box of the same size holds its place.
 */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="flex flex-col gap-1" aria-busy="true">
          <span className="text-sm font-medium text-ink">{props.label}</span>
          <div className="h-[11.4375rem] rounded-lg border border-line bg-white" />
          <div className="h-4" />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
