interface BreathingCueOptionsProps {
  tone: boolean;
  vibration: boolean;
  onChange: (cues: { toneCues: boolean; vibrationCues: boolean }) => void;
}

/** Optional cues at each phase change, off by default and remembered with the tool's settings. */
export function BreathingCueOptions({ tone, vibration, onChange }: BreathingCueOptionsProps) {
  const canVibrate = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
  return (
    <fieldset className="w-full max-w-xs space-y-1 text-sm">
      <legend className="sr-only">Cues at each phase</legend>
      <label className="flex min-h-8 cursor-pointer items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={tone}
          onChange={(event) => onChange({ toneCues: event.target.checked, vibrationCues: vibration })}
          className="h-4 w-4 accent-teal-700"
        />
        Soft tone at each phase
      </label>
      {canVibrate ? (
        <label className="flex min-h-8 cursor-pointer items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={vibration}
            onChange={(event) => onChange({ toneCues: tone, vibrationCues: event.target.checked })}
            className="h-4 w-4 accent-teal-700"
          />
          Vibrate at each phase
        </label>
      ) : null}
    </fieldset>
  );
}
