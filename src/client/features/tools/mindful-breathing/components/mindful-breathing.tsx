import { useState } from 'react';
import { breathingSettingsSchema } from '@shared/tools/settings/mindful-breathing.schemas';
import type { ToolSettings } from '@shared/tools/tool-settings.schemas';
import type { ToolEntryData } from '@shared/tools/tool-data.schemas';
import { Card } from '@client/components/ui/card';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useCreateToolEntry, useSaveToolSettings, useToolSettings } from '../../api/tool-entries-api';
import { breathingPatternDetails, durationChoices, type BreathingPatternKey } from '../breathing-patterns';
import { phaseAt } from '../breathing-phase';
import { formatPractice } from '../breathing-summary';
import { useBreathingTimer } from '../use-breathing-timer';
import { usePhaseCues } from '../use-phase-cues';
import { BreathingCueOptions } from './breathing-cue-options';
import { BreathingGuide } from './breathing-guide';
import { BreathingLog } from './breathing-log';
import { BreathingSetup, type DurationSelection } from './breathing-setup';

type Settings = ToolSettings<'mindful-breathing'>;

/** Sessions shorter than this are not worth a log line. */
const MIN_LOGGED_SECONDS = 30;

const isPreset = (minutes: number): minutes is (typeof durationChoices)[number] =>
  (durationChoices as readonly number[]).includes(minutes);

/** The mindful breathing tool: choose a pattern and a length, follow the guide, and see the log. */
export function MindfulBreathing() {
  const settings = useToolSettings('mindful-breathing', breathingSettingsSchema);
  const saveSettings = useSaveToolSettings<Settings>('mindful-breathing');
  const create = useCreateToolEntry<ToolEntryData<'mindful-breathing'>>('mindful-breathing');
  const [patternChoice, setPatternChoice] = useState<BreathingPatternKey>();
  const [durationChoice, setDurationChoice] = useState<DurationSelection>();
  const [customText, setCustomText] = useState<string>();
  const [lastLogged, setLastLogged] = useState<string>();
  const [cueChoice, setCueChoice] = useState<{ toneCues: boolean; vibrationCues: boolean }>();

  const saved = settings.data ?? {};
  const pattern = patternChoice ?? saved.pattern ?? 'box';
  const savedMinutes = saved.durationMinutes;
  const duration: DurationSelection =
    durationChoice ?? (savedMinutes === undefined ? 5 : isPreset(savedMinutes) ? savedMinutes : 'custom');
  const customMinutes =
    customText ?? (savedMinutes !== undefined && !isPreset(savedMinutes) ? String(savedMinutes) : '');
  const custom = Number(customMinutes);
  const customValid = Number.isInteger(custom) && custom >= 1 && custom <= 60;
  const minutes = duration === 'custom' ? (customValid ? custom : 0) : duration;
  const customError =
    duration === 'custom' && customMinutes !== '' && !customValid
      ? 'Choose whole minutes from 1 to 60.'
      : undefined;
  const details = breathingPatternDetails[pattern];
  const cues = cueChoice ?? {
    toneCues: saved.toneCues ?? false,
    vibrationCues: saved.vibrationCues ?? false,
  };

  const log = async (practisedSeconds: number) => {
    const data = { pattern, durationSeconds: practisedSeconds, completedAt: new Date().toISOString() };
    try {
      await create.mutateAsync(data);
      const summary = `${formatPractice(practisedSeconds)} of ${details.name.toLowerCase()}`;
      setLastLogged(`Well done — ${summary} logged.`);
      toast({ title: 'Session logged', description: summary });
    } catch (failure) {
      toastError('Could not log your session', failure);
    }
  };

  const timer = useBreathingTimer(minutes * 60_000, (ms) => void log(Math.round(ms / 1000)));
  const phase = phaseAt(details, timer.elapsedMs);
  usePhaseCues({
    active: timer.status === 'running',
    phaseKey: `${phase.cycle}:${phase.step}`,
    phase: phase.phase,
    tone: cues.toneCues,
    vibration: cues.vibrationCues,
  });

  const handleCuesChange = (next: { toneCues: boolean; vibrationCues: boolean }) => {
    setCueChoice(next);
    saveSettings.mutate({ ...saved, ...next });
  };

  const handleStart = () => {
    setLastLogged(undefined);
    if (saved.pattern !== pattern || saved.durationMinutes !== minutes) {
      saveSettings.mutate({ ...saved, ...cues, pattern, durationMinutes: minutes });
    }
    timer.start();
  };

  const handleStop = () => {
    const seconds = Math.floor(timer.stop() / 1000);
    if (seconds >= MIN_LOGGED_SECONDS) void log(seconds);
    else setLastLogged('Session stopped. Sessions under 30 seconds are not logged.');
  };

  return (
    <div className="space-y-8">
      <Card className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
        {/* First on a phone, so the guide and its Start button are above the fold; beside the choices on desktop. */}
        <div className="flex flex-col items-center space-y-3 lg:order-last">
          <BreathingGuide
            pattern={details}
            status={timer.status}
            elapsedMs={timer.elapsedMs}
            totalMs={minutes * 60_000}
            canStart={minutes > 0 && !settings.isPending}
            onStart={handleStart}
            onPause={timer.pause}
            onResume={timer.resume}
            onStop={handleStop}
          />
          <p role="status" className="text-center text-sm font-medium text-slate-800">
            {lastLogged}
          </p>
          <BreathingCueOptions
            tone={cues.toneCues}
            vibration={cues.vibrationCues}
            onChange={handleCuesChange}
          />
        </div>
        <BreathingSetup
          pattern={pattern}
          onPatternChange={setPatternChoice}
          duration={duration}
          onDurationChange={setDurationChoice}
          customMinutes={customMinutes}
          onCustomMinutesChange={setCustomText}
          customError={customError}
          disabled={timer.status !== 'idle'}
        />
      </Card>
      <BreathingLog />
    </div>
  );
}
