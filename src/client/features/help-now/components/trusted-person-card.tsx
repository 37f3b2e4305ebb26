import { Phone, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button, buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/class-names';
import { dialString, readTrustedPerson, saveTrustedPerson, type TrustedPerson } from '../trusted-person';

const inputClasses = 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 sm:h-10';

/** "Someone I trust": one tap to call them, or a short form to keep their name and number on this device. */
export function TrustedPersonCard() {
  const [person, setPerson] = useState<TrustedPerson | null>(readTrustedPerson);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState('');
  const id = useId();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '')
      .trim()
      .slice(0, 60);
    const phone = String(form.get('phone') ?? '')
      .trim()
      .slice(0, 30);
    if (!name || dialString(phone).replace('+', '').length < 3) {
      setError('Add a name and a phone number.');
      return;
    }
    const next = { name, phone };
    saveTrustedPerson(next);
    setPerson(next);
    setEditing(false);
    setError('');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <UserRound aria-hidden="true" className="h-5 w-5 text-teal-700" /> Someone I trust
      </h3>
      {person && !editing ? (
        <div className="flex flex-wrap items-center gap-2">
          <a className={cn(buttonVariants(), 'max-sm:h-11')} href={`tel:${dialString(person.phone)}`}>
            <Phone aria-hidden="true" className="h-4 w-4" /> Call {person.name}
          </a>
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Change
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              saveTrustedPerson(null);
              setPerson(null);
            }}
          >
            Remove
          </Button>
        </div>
      ) : (
        <form onSubmit={save} className="space-y-2" noValidate>
          <p className="text-sm text-slate-700">
            A friend or family member you can call. Kept on this device only, never sent to us.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
                Name
              </label>
              <input
                id={`${id}-name`}
                name="name"
                autoComplete="off"
                maxLength={60}
                defaultValue={person?.name}
                className={inputClasses}
              />
            </div>
            <div>
              <label htmlFor={`${id}-phone`} className="text-sm font-medium text-slate-800">
                Phone number
              </label>
              <input
                id={`${id}-phone`}
                name="phone"
                type="tel"
                autoComplete="off"
                maxLength={30}
                defaultValue={person?.phone}
                className={inputClasses}
              />
            </div>
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" variant="secondary">
              Keep on this device
            </Button>
            {editing ? (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
