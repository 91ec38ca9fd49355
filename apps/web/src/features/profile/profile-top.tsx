import { ERROR_BANNER_MS, SUCCESS_BANNER_MS } from '@trilha/shared/constants';
import { maskPhoneInput } from '@trilha/shared/rules/phone';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Avatar } from './avatar';

/** What a profile save said, shown at the top of the page. */
export type Banner = { tone: 'success' | 'error'; text: string } | null;

/** The profile pages' banner: success stays 5 s, an error 10 s (spec document 1, section 9; spec 3, 9). */
export function useBanner() {
  const [banner, setBanner] = useState<Banner>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), banner.tone === 'success' ? SUCCESS_BANNER_MS : ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  return [banner, setBanner] as const;
}

/** A refused save's banner: the server's own message when it sent one (spec document 1, section 8), else `fallback`. */
export function failureBanner(caught: unknown, fallback: string): Banner {
  return {
    tone: 'error',
    text: caught instanceof ApiError && caught.status !== 0 && caught.code !== 'HTTP_ERROR' ? caught.message : fallback,
  };
}

/** The top of a profile page: its title, the save's banner, and the photo with the button that changes it. */
export function ProfileTop({
  title,
  banner,
  name,
  photo,
  changePhotoText,
  onChangePhoto,
}: {
  title: string;
  banner: Banner;
  name: string;
  photo: string | null;
  changePhotoText: string;
  onChangePhoto: () => void;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {banner ? (
        <p
          role={banner.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-4 py-3 text-sm font-medium text-white ${banner.tone === 'error' ? 'bg-danger' : 'bg-success'}`}
        >
          {banner.text}
        </p>
      ) : null}
      <div className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <Avatar name={name} photo={photo} size={80} />
        <Button variant="secondary" onClick={onChangePhoto}>
          {changePhotoText}
        </Button>
      </div>
    </>
  );
}

/** The phone field of a profile form, masked as it is typed (`(11) 98765-4321`). */
export function PhoneField({
  label,
  hint,
  registration,
  error,
}: {
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      hint={hint}
      {...registration}
      onChange={(event) => {
        event.target.value = maskPhoneInput(event.target.value);
        void registration.onChange(event);
      }}
      error={error}
    />
  );
}
