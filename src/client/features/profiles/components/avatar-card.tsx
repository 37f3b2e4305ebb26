import { useRef } from 'react';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useAvatarMutations } from '../api/avatar';

const MAX_BYTES = 5 * 1024 * 1024;

/** The member's picture, or their initials when there is none. */
export function Avatar({ profile, size = 'lg' }: { profile: OwnProfile; size?: 'lg' | 'sm' }) {
  const box = size === 'lg' ? 'h-24 w-24 text-3xl' : 'h-10 w-10 text-base';
  if (profile.avatarUrl) {
    return <img src={profile.avatarUrl} alt="" className={`${box} rounded-full object-cover`} />;
  }
  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${box} flex items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-900`}
    >
      {initials}
    </span>
  );
}

export function AvatarCard({ profile }: { profile: OwnProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useAvatarMutations();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast({
        title: 'Profile Update Failed',
        description: 'Choose an image of at most 5 MB.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast({ title: 'Profile Updated', description: 'Your picture has been updated.' });
    } catch (error) {
      toastError('Profile Update Failed', error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar profile={profile} />
      <div className="space-y-2">
        <label className="block text-sm font-medium text-slate-800" htmlFor="avatar-file">
          Profile picture (PNG, JPEG or WebP, up to 5 MB)
        </label>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="block min-h-11 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-white file:px-4 file:font-semibold file:text-slate-900 file:ring-1 file:ring-slate-300 file:ring-inset hover:file:bg-slate-50"
          disabled={upload.isPending}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        {profile.avatarUrl ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, { onError: (error) => toastError('Profile Update Failed', error) })
            }
          >
            Remove picture
          </Button>
        ) : null}
      </div>
    </div>
  );
}
