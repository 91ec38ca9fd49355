import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthoringMenuResponse, AuthoringSectionInput } from '@trilha/shared/api/authoring';
import { packSection } from '@trilha/shared/api/pack-format';
import { findSectionScreen, SECTION_TYPE_IDS } from '@trilha/shared/rules/section-types';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fetchAuthoringApps, fetchMenu, saveMenu } from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { LabelledSelect } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { QueryView } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { LoadedEditor } from './editor';
import { ColorInput, FlagInput, MediaInput, NumberInput, SelectInput, TextAreaInput, TextInput } from './fields';
import { newKey } from './keys';
import { SaveBar } from './save-bar';
import { moveEntry, SortableList } from './sortable-list';

type Unlocks = Record<string, string | null>;

/** The section type's name as the dispatcher's list gives it. */
export function useSectionTypeLabel() {
  const { t } = useTranslation();
  return (type: number) => {
    const screen = findSectionScreen(type);
    return screen ? `${type} · ${t(`sections.screens.${screen.screen}`)}` : String(type);
  };
}

/**
 * The content app's menu: its sections in order (drag and drop, or the move buttons), each with its type
 * from the dispatcher's list, texts, images, colours and design, the products that unlock it, and a link
 * to its content items. The whole menu is saved at once.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const apps = useQuery({ queryKey: authoringKeys.apps(), queryFn: fetchAuthoringApps });
  const contentApps = (apps.data?.apps ?? []).filter((app) => app.type === 1);
  const [idApp, setIdApp] = useState<number | null>(null);
  const selected = idApp ?? contentApps[0]?.idApp ?? null;
  return (
    <section aria-labelledby="authoring-menu-title">
      <h1 id="authoring-menu-title" className="mb-2 text-2xl font-bold">
        {t('authoring.menu.title')}
      </h1>
      <p className="mb-4 text-sm text-muted">{t('authoring.menu.help')}</p>
      <QueryView query={apps} isEmpty={contentApps.length === 0} emptyText={t('authoring.menu.noApp')}>
        {contentApps.length > 1 ? (
          <LabelledSelect
            label={t('authoring.menu.app')}
            value={selected ?? ''}
            choices={contentApps.map((app) => ({ value: app.idApp, label: app.name }))}
            onChange={setIdApp}
            className="mb-4 flex flex-col gap-1 sm:max-w-xs"
          />
        ) : null}
        {selected ? <MenuEditor key={selected} idApp={selected} /> : null}
      </QueryView>
    </section>
  );
}

function MenuEditor({ idApp }: { idApp: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: authoringKeys.menu(idApp), queryFn: () => fetchMenu(idApp) });
  return (
    <LoadedEditor query={query}>
      {(menu, onReload) => <MenuForm menu={menu} onReload={onReload} emptyText={t('authoring.menu.empty')} />}
    </LoadedEditor>
  );
}

function MenuForm({
  menu,
  onReload,
  emptyText,
}: {
  menu: AuthoringMenuResponse;
  onReload: () => void;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const typeLabel = useSectionTypeLabel();
  const [sections, setSections] = useState<AuthoringSectionInput[]>(menu.sections);
  const [unlocks, setUnlocks] = useState<Unlocks>(
    Object.fromEntries(menu.products.map((product) => [product.key, product.section])),
  );
  const [isDirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<{ path: number[]; section: AuthoringSectionInput; isNew: boolean } | null>(
    null,
  );
  const [problems, setProblems] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: () =>
      saveMenu(menu.idApp, {
        version: menu.version,
        sections,
        unlocks: Object.entries(unlocks).map(([product, section]) => ({ product, section })),
      }),
    onSuccess: (saved) => {
      client.setQueryData(authoringKeys.menu(menu.idApp), saved);
      toast(t('authoring.menu.saved'));
    },
    onError: (error) => {
      const loose = applyServerErrorsToList(error);
      setProblems(loose);
    },
  });

  const change = (next: AuthoringSectionInput[]) => {
    setSections(next);
    setDirty(true);
  };
  /** Replaces the list at a path (top level: [], children of the n-th: [n]). */
  const updateList = (parent: number | null, list: AuthoringSectionInput[]) => {
    if (parent === null) change(list);
    else change(sections.map((section, index) => (index === parent ? { ...section, children: list } : section)));
  };
  const removeSection = (parent: number | null, index: number) => {
    const list = parent === null ? sections : (sections[parent]?.children ?? []);
    updateList(
      parent,
      list.filter((_, position) => position !== index),
    );
  };
  const handleSaveSection = (section: AuthoringSectionInput, sectionUnlocks: Unlocks) => {
    if (!editing) return;
    const [top, child] = editing.path;
    if (editing.isNew) {
      if (top === undefined) change([...sections, section]);
      else
        change(
          sections.map((entry, index) =>
            index === top ? { ...entry, children: [...(entry.children ?? []), section] } : entry,
          ),
        );
    } else if (child === undefined) {
      change(sections.map((entry, index) => (index === top ? { ...section, children: entry.children } : entry)));
    } else {
      change(
        sections.map((entry, index) =>
          index === top
            ? {
                ...entry,
                children: (entry.children ?? []).map((item, position) => (position === child ? section : item)),
              }
            : entry,
        ),
      );
    }
    setUnlocks(sectionUnlocks);
    setEditing(null);
  };

  const renderList = (list: AuthoringSectionInput[], parent: number | null) => (
    <SortableList
      label={parent === null ? t('authoring.menu.listLabel') : t('authoring.menu.childrenLabel')}
      items={list}
      keyOf={(section) => section.key}
      labelOf={(section) => section.text || section.key}
      onMove={(from, to) => updateList(parent, moveEntry(list, from, to))}
      render={(section, index) => {
        const idSection = menu.sectionIds[section.key];
        const count = menu.contentCounts[section.key] ?? 0;
        const hasChildren = (section.children?.length ?? 0) > 0;
        return (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{section.text || t('authoring.menu.untitled')}</span>
              <span className="text-xs text-muted">{typeLabel(section.type)}</span>
              {section.active === false || section.active === 0 ? (
                <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs">{t('authoring.unpublished')}</span>
              ) : null}
              {idSection ? (
                <span className="text-xs text-muted">{t('authoring.menu.contents', { count })}</span>
              ) : (
                <span className="text-xs text-amber-800">{t('authoring.menu.notSaved')}</span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                className="!px-3 !py-1"
                aria-label={t('authoring.menu.editLabel', { name: section.text })}
                onClick={() => setEditing({ path: parent === null ? [index] : [parent, index], section, isNew: false })}
              >
                {t('authoring.edit')}
              </Button>
              {idSection ? (
                <Link
                  to={`/admin/conteudos/secoes/${idSection}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand underline-offset-4 hover:underline"
                  aria-label={t('authoring.menu.itemsLabel', { name: section.text })}
                >
                  {t('authoring.menu.items')}
                </Link>
              ) : null}
              {parent === null ? (
                <Button
                  variant="link"
                  onClick={() =>
                    setEditing({
                      path: [index],
                      section: { key: newKey('secao'), text: '', type: 3, active: true },
                      isNew: true,
                    })
                  }
                  aria-label={t('authoring.menu.addChildLabel', { name: section.text })}
                >
                  {t('authoring.menu.addChild')}
                </Button>
              ) : null}
              {count === 0 && !hasChildren ? (
                <Button
                  variant="link"
                  className="!text-danger"
                  onClick={() => removeSection(parent, index)}
                  aria-label={t('authoring.menu.removeLabel', { name: section.text })}
                >
                  {t('authoring.remove')}
                </Button>
              ) : null}
            </div>
            {parent === null && hasChildren ? (
              <div className="mt-1 border-l-2 border-line pl-3">{renderList(section.children ?? [], index)}</div>
            ) : null}
          </div>
        );
      }}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setProblems([]);
        mutation.mutate();
      }}
    >
      {sections.length ? renderList(sections, null) : <p className="text-muted">{emptyText}</p>}
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() =>
          setEditing({ path: [], section: { key: newKey('secao'), text: '', type: 3, active: true }, isNew: true })
        }
      >
        {t('authoring.menu.add')}
      </Button>
      <SaveBar
        isSaving={mutation.isPending}
        isDirty={isDirty}
        error={mutation.error}
        problems={problems}
        onReload={onReload}
        saveLabel={t('authoring.menu.save')}
      />
      {editing ? (
        <SectionModal
          section={editing.section}
          isNew={editing.isNew}
          products={menu.products}
          unlocks={unlocks}
          onCancel={() => setEditing(null)}
          onSave={handleSaveSection}
        />
      ) : null}
    </form>
  );
}

/** The menu's problems as a list: they name sections by their place, which the list shows. */
function applyServerErrorsToList(error: unknown): string[] {
  const loose: string[] = [];
  const problems = (error as { errors?: Array<{ field: string; message: string }> }).errors ?? [];
  for (const problem of problems) loose.push(problem.message);
  return loose;
}

const IMAGE_STYLES = ['default', 'icon', 'hybrid', 'tile'] as const;

/** One section's fields, checked by the pack's section schema before it goes back into the menu. */
function SectionModal({
  section,
  isNew,
  products,
  unlocks,
  onCancel,
  onSave,
}: {
  section: AuthoringSectionInput;
  isNew: boolean;
  products: AuthoringMenuResponse['products'];
  unlocks: Unlocks;
  onCancel: () => void;
  onSave: (section: AuthoringSectionInput, unlocks: Unlocks) => void;
}) {
  const { t } = useTranslation();
  const typeLabel = useSectionTypeLabel();
  const form = useForm<AuthoringSectionInput>({
    resolver: zodResolver(packSection) as never,
    defaultValues: section,
  });
  const [chosen, setChosen] = useState<Unlocks>(unlocks);
  useEffect(() => form.setFocus('text'), [form]);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={isNew ? t('authoring.menu.newSection') : t('authoring.menu.editSection')}
      size="lg"
    >
      <div className="flex flex-col gap-3">
        <TextInput form={form} name="text" label={t('authoring.menu.text')} required nullable={false} />
        <SelectInput
          form={form}
          name="type"
          label={t('authoring.menu.type')}
          numeric
          choices={SECTION_TYPE_IDS.map((id) => ({ value: id, label: typeLabel(id) }))}
        />
        <TextAreaInput form={form} name="description" label={t('authoring.menu.description')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <MediaInput form={form} name="image" label={t('authoring.menu.image')} accept="image/*" />
          <MediaInput form={form} name="imageSecondary" label={t('authoring.menu.imageSecondary')} accept="image/*" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <ColorInput form={form} name="color" label={t('authoring.menu.color')} nullable />
          <SelectInput
            form={form}
            name="imageStyle"
            label={t('authoring.menu.imageStyle')}
            choices={IMAGE_STYLES.map((style) => ({ value: style, label: t(`authoring.menu.imageStyles.${style}`) }))}
          />
        </div>
        <TextInput form={form} name="url" label={t('authoring.menu.url')} type="url" />
        <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-medium">{t('authoring.menu.design')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <ColorInput
              form={form}
              name="design.general.backgroundColor"
              label={t('authoring.menu.background')}
              empty="undefined"
            />
            <ColorInput
              form={form}
              name="design.itemText.color"
              label={t('authoring.menu.itemText')}
              empty="undefined"
            />
            <ColorInput
              form={form}
              name="design.header.backgroundColor"
              label={t('authoring.menu.header')}
              empty="undefined"
            />
          </div>
          <MediaInput
            form={form}
            name="design.backgroundImage"
            label={t('authoring.menu.backgroundImage')}
            accept="image/*"
            empty="undefined"
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FlagInput form={form} name="design.menuitem.showEmphasis" label={t('authoring.menu.showEmphasis')} />
            <NumberInput
              form={form}
              name="design.menuitem.emphasisNumber"
              label={t('authoring.menu.emphasisNumber')}
              min={0}
              empty="undefined"
            />
          </div>
        </fieldset>
        <FlagInput form={form} name="showText" label={t('authoring.menu.showText')} />
        <FlagInput form={form} name="active" label={t('authoring.published')} />
        {products.length ? (
          <fieldset className="flex flex-col gap-1 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-medium">{t('authoring.menu.unlockedBy')}</legend>
            <p className="text-xs text-muted">{t('authoring.menu.unlockedByHelp')}</p>
            {products.map((product) => (
              <label key={product.key} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-[var(--color-brand)]"
                  checked={chosen[product.key] === section.key}
                  onChange={(event) =>
                    setChosen({ ...chosen, [product.key]: event.target.checked ? section.key : null })
                  }
                />
                {product.title}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() =>
              void form.handleSubmit((values) =>
                onSave({ ...values, key: section.key, children: section.children }, chosen),
              )()
            }
          >
            {t('authoring.menu.apply')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('authoring.cancel')}
          </Button>
        </div>
        <p className="text-xs text-muted">{t('authoring.menu.applyHelp')}</p>
      </div>
    </Modal>
  );
}
