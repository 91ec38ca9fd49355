import { RICH_TEXT_MAX_LENGTH } from '@trilha/shared/constants';
import { isValidLinkUrl, normalizeLinkUrl, richTextLength } from '@trilha/shared/rules/rich-text';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n';
import { Button } from './button';
import { TextField } from './field';

export type RichTextEditorProps = {
  label: string;
  /** The HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  /** An error from the form or the server, shown under the editor. */
  error?: string | undefined;
  /** Characters of HTML allowed (500, document 2, 9). */
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
};

type Format = 'bold' | 'italic' | 'underline';

const FORMATS: Array<{
  command: Format;
  glyph: ReactNode;
  label: 'richText.bold' | 'richText.italic' | 'richText.underline';
}> = [
  { command: 'bold', glyph: <b>N</b>, label: 'richText.bold' },
  { command: 'italic', glyph: <i className="font-serif">I</i>, label: 'richText.italic' },
  { command: 'underline', glyph: <u>S</u>, label: 'richText.underline' },
];

/** The editor's HTML, or '' when it holds no text (browsers leave a `<br>` or an empty paragraph behind). */
function readHtml(element: HTMLElement): string {
  const isBlank = !element.textContent?.trim() && !element.querySelector('a');
  return isBlank ? '' : element.innerHTML;
}

/** The longest start of `text` whose HTML (with `&`, `<`, `>` escaped) fits in `room` characters. */
function fitText(text: string, room: number): string {
  let used = 0;
  let fitted = '';
  for (const char of text) {
    const size = char === '&' ? 5 : char === '<' || char === '>' ? 4 : char === '\u00a0' ? 6 : char.length;
    if (used + size > room) break;
    used += size;
    fitted += char;
  }
  return fitted;
}

/** Runs a browser editing command where the browser has them (not in every test environment). */
function runCommand(command: string, argument?: string): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand(command, false, argument);
  } catch {
    return false;
  }
}

function isFormatOn(command: Format): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

/**
 * The rich text editor of document 2, 5: bold, italic, underline and links over a content-editable box,
 * at most 500 characters of HTML with a counter, links only to http(s):// or www addresses ('Formato de
 * url inválido'). Pasted content arrives as plain text. The server cleans what is stored
 * (`sanitizeMemberHtml`). Load it through `RichTextField`, which fetches this code on first use.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  maxLength = RICH_TEXT_MAX_LENGTH,
  placeholder,
  disabled = false,
  id,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const generated = useId();
  const editorId = id ?? `${generated}-editor`;
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const [pressed, setPressed] = useState<Record<Format, boolean>>({ bold: false, italic: false, underline: false });
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const length = richTextLength(value);
  const isTooLong = length > maxLength;

  // The box owns its DOM while the member types; a value set from outside (a reset after sending) replaces it.
  useLayoutEffect(() => {
    const element = editor.current;
    if (element && readHtml(element) !== value) element.innerHTML = value;
  }, [value]);

  useEffect(() => {
    const element = editor.current;
    if (!element) return;
    // At the limit, typing stops (formatting and links can still go over: the counter then says so).
    const handleBeforeInput = (event: InputEvent) => {
      const isTyping = event.inputType.startsWith('insert') && event.inputType !== 'insertFromPaste';
      if (isTyping && richTextLength(readHtml(element)) >= maxLength) event.preventDefault();
    };
    const handleSelection = () => {
      if (document.activeElement !== element) return;
      setPressed({ bold: isFormatOn('bold'), italic: isFormatOn('italic'), underline: isFormatOn('underline') });
    };
    element.addEventListener('beforeinput', handleBeforeInput);
    document.addEventListener('selectionchange', handleSelection);
    return () => {
      element.removeEventListener('beforeinput', handleBeforeInput);
      document.removeEventListener('selectionchange', handleSelection);
    };
  }, [maxLength]);

  useEffect(() => {
    if (isLinkOpen) linkInput.current?.focus();
  }, [isLinkOpen]);

  function emit() {
    if (editor.current) onChange(readHtml(editor.current));
  }

  function handleFormat(command: Format) {
    editor.current?.focus();
    runCommand(command);
    setPressed((state) => ({ ...state, [command]: isFormatOn(command) }));
    emit();
  }

  function selectionInEditor(): Range | null {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    return range && editor.current?.contains(range.commonAncestorContainer) ? range : null;
  }

  /** Where new content goes: the member's selection in the box, or the end of the text. */
  function insertionRange(): Range | null {
    const element = editor.current;
    if (!element) return null;
    const range = savedRange.current ?? selectionInEditor();
    if (range) return range;
    const end = document.createRange();
    end.selectNodeContents(element);
    end.collapse(false);
    return end;
  }

  function placeCaretAfter(node: Node) {
    const range = document.createRange();
    range.setStartAfter(node);
    range.collapse(true);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }

  function handlePaste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    const room = maxLength - richTextLength(readHtml(event.currentTarget));
    const text = fitText(event.clipboardData.getData('text/plain'), room);
    if (!text) return;
    if (!runCommand('insertText', text)) {
      const range = selectionInEditor() ?? insertionRange();
      if (!range) return;
      range.deleteContents();
      const node = document.createTextNode(text);
      range.insertNode(node);
      placeCaretAfter(node);
    }
    emit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLinkForm();
    }
  }

  function openLinkForm() {
    savedRange.current = selectionInEditor()?.cloneRange() ?? null;
    setLinkUrl('');
    setLinkError(undefined);
    setIsLinkOpen(true);
  }

  function closeLinkForm() {
    setIsLinkOpen(false);
    savedRange.current = null;
    editor.current?.focus();
  }

  function handleInsertLink() {
    if (!isValidLinkUrl(linkUrl)) {
      setLinkError(t('richText.invalidUrl'));
      return;
    }
    const range = insertionRange();
    if (!range) return;
    const anchor = document.createElement('a');
    anchor.setAttribute('href', normalizeLinkUrl(linkUrl));
    if (range.collapsed) anchor.textContent = linkUrl.trim();
    else anchor.append(range.extractContents());
    range.insertNode(anchor);
    setIsLinkOpen(false);
    savedRange.current = null;
    editor.current?.focus();
    placeCaretAfter(anchor);
    emit();
  }

  const labelId = `${editorId}-label`;
  const counterId = `${editorId}-counter`;
  const errorId = `${editorId}-error`;
  const problem = isTooLong ? t('richText.tooLong', { max: maxLength }) : error;
  const tool =
    'flex size-11 items-center justify-center rounded-md text-lg text-ink hover:bg-brand-3 aria-pressed:bg-brand-3 aria-pressed:text-brand disabled:opacity-50';

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="rounded-lg border border-line bg-white has-[div[aria-invalid=true]]:border-danger">
        <div
          role="toolbar"
          aria-label={t('richText.toolbar')}
          aria-controls={editorId}
          className="flex gap-1 border-b border-line p-1"
        >
          {FORMATS.map((format) => (
            <button
              key={format.command}
              type="button"
              className={tool}
              aria-label={t(format.label)}
              title={t(format.label)}
              aria-pressed={pressed[format.command]}
              disabled={disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => handleFormat(format.command)}
            >
              <span aria-hidden="true">{format.glyph}</span>
            </button>
          ))}
          <button
            type="button"
            className={tool}
            aria-label={t('richText.link')}
            title={t('richText.link')}
            aria-expanded={isLinkOpen}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (isLinkOpen ? closeLinkForm() : openLinkForm())}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
            </svg>
          </button>
        </div>
        {isLinkOpen ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-line p-2">
            <TextField
              ref={linkInput}
              label={t('richText.linkUrl')}
              hint={t('richText.linkHint')}
              error={linkError}
              value={linkUrl}
              inputMode="url"
              autoComplete="url"
              className="min-w-48 flex-1"
              onChange={(event) => {
                setLinkUrl(event.target.value);
                setLinkError(undefined);
              }}
              onKeyDown={(event) => {
                // The editor usually sits inside a form: Enter here inserts the link, it does not send.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  handleInsertLink();
                }
                if (event.key === 'Escape') closeLinkForm();
              }}
            />
            <div className="flex gap-1 pb-6">
              <Button onClick={handleInsertLink}>{t('richText.insertLink')}</Button>
              <Button variant="link" onClick={closeLinkForm}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : null}
        <div className="relative">
          {placeholder && !value ? (
            <span aria-hidden="true" className="pointer-events-none absolute left-3 top-2 text-muted">
              {placeholder}
            </span>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: a multi-line box with formatting has no native element. */}
          <div
            ref={editor}
            id={editorId}
            role="textbox"
            tabIndex={disabled ? -1 : 0}
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={[counterId, problem ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={problem ? true : undefined}
            aria-disabled={disabled || undefined}
            aria-placeholder={placeholder}
            contentEditable={!disabled}
            suppressContentEditableWarning
            className="min-h-32 rounded-b-lg px-3 py-2 text-base text-ink focus-visible:-outline-offset-2 [&_a]:text-brand [&_a]:underline"
            onInput={emit}
            onPaste={handlePaste}
            onKeyDown={handleKeyDown}
          />
        </div>
      </div>
      <p id={counterId} className={`self-end text-xs ${isTooLong ? 'font-semibold text-danger' : 'text-muted'}`}>
        {t('richText.counter', { count: length, max: maxLength })}
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
