import type { AccessLevel } from '@shared/content/content-levels';
import { toolNames, type ToolKey } from '@shared/tools/tool-keys';
import type { Introduced } from './seed-types';
import { SPEC_FREE_TOOL_IDS } from './spec-free-content';

const details: Record<ToolKey, { description: string; icon: string } & Introduced> = {
  'gratitude-log': {
    description:
      'Note one to five good things each day, with a prompt when you are stuck, and watch your streak grow.',
    icon: 'Sparkles',
  },
  'intention-setting-tool': {
    description: 'Set one intention each morning and check in each evening on how fully you lived it.',
    icon: 'Sunrise',
  },
  'self-awareness-journal': {
    description:
      'Write freely or answer a guided prompt, tag your mood and emotions, and search what you have learned.',
    icon: 'NotebookPen',
  },
  'thought-record-builder': {
    description:
      'Work through a difficult moment step by step: the thought, the evidence, a balanced view, and how much it shifted.',
    icon: 'Brain',
  },
  'emotional-regulation-tool': {
    description:
      'Name what you feel, rate it, and follow a guided skill such as STOP or TIPP until the wave passes.',
    icon: 'HeartPulse',
  },
  'mindful-breathing': {
    description:
      'Follow an animated guide through box, 4-7-8, coherent or physiological-sigh breathing for as long as you choose.',
    icon: 'Wind',
  },
  'values-clarification': {
    description:
      'Sort values cards into what matters most, pick your top five and see how fully you live each one.',
    icon: 'Compass',
  },
  'habit-tracker': {
    description:
      'Build habits on your own schedule, tick off each day and see your streaks and completion rate over time.',
    icon: 'CalendarCheck',
  },
  'goal-planning-tool': {
    description: 'Turn a goal into a SMART plan with milestones and due dates, and track it to done.',
    icon: 'Target',
  },
  'pomodoro-timer': {
    description:
      'Focus in 25-minute sessions with short and long breaks, a task name and a record of your focus time.',
    icon: 'Timer',
  },
};

/** The ten tools of spec §1, in display order; the seven free tools are marked free. */
export const toolSeeds = (Object.keys(toolNames) as ToolKey[]).map((id, index) => ({
  id,
  name: toolNames[id],
  description: details[id].description,
  icon: details[id].icon,
  accessLevel: (SPEC_FREE_TOOL_IDS.includes(id) ? 'free' : 'premium') as AccessLevel,
  order: index + 1,
  since: details[id].since,
}));
