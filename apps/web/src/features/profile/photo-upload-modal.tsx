import type { ProfileUser } from '@trilha/shared/api/users';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { errorMessage } from '../../api/error-message';
import { editUserField, uploadImage } from '../../api/users';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { cropToJpeg, type PixelArea, thumbFileName } from './crop-image';

type PhotoUploadModalProps = {
  idUser: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (user: ProfileUser) => void;
};

/**
 * The photo upload modal with crop (spec document 1, sections 2 and 5): images only (anything else is
 * refused at once), a square crop sent as a 250x250 JPEG to `POST /uploads/file`, then made the photo.
 */
export function PhotoUploadModal({ idUser, open, onOpenChange, onSaved }: PhotoUploadModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    return () => {
      if (source) URL.revokeObjectURL(source);
    };
  }, [source]);
  useEffect(() => {
    if (!open) {
      setSource(null);
      setError(undefined);
      setZoom(1);
    }
  }, [open]);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setSource(null);
      setError(t('profile.photoInvalid'));
      return;
    }
    setError(undefined);
    setSource(URL.createObjectURL(file));
  }

  async function handleSave() {
    if (!source || !area) return;
    setIsSending(true);
    setError(undefined);
    try {
      const jpeg = await cropToJpeg(source, area);
      const { url } = await uploadImage(jpeg, thumbFileName());
      const { user } = await editUserField(idUser, { field: 'photo', value: url });
      onSaved(user);
      onOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught, t('profile.photoInvalid')));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('profile.photoTitle')} description={t('profile.photoHint')}>
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand px-5 py-3 font-semibold text-brand hover:bg-brand-3 focus-within:ring-4 focus-within:ring-brand/40"
        >
          {t('profile.choosePhoto')}
          <input id={inputId} type="file" accept="image/*" className="sr-only" onChange={handleFile} />
        </label>
      </div>
      {source ? (
        <>
          <div className="relative h-72 w-full overflow-hidden rounded-xl bg-black">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <label className="flex items-center gap-3 text-sm text-ink">
            {t('profile.zoom')}
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="flex-1 accent-[var(--color-brand)]"
            />
          </label>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={handleSave} disabled={!source || !area || isSending}>
          {isSending ? t('profile.sending') : t('profile.usePhoto')}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('profile.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
