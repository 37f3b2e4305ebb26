import type { Tool } from '@shared/content/content.schemas';

export const toolGroups = [
  {
    title: 'Reflect',
    description: 'Write, notice and make sense of what matters.',
    ids: ['self-awareness-journal', 'gratitude-log', 'thought-record-builder', 'values-clarification'],
  },
  {
    title: 'Calm',
    description: 'Settle your body and ride out strong feelings.',
    ids: ['mindful-breathing', 'emotional-regulation-tool'],
  },
  {
    title: 'Plan and focus',
    description: 'Set intentions, build habits and get things done.',
    ids: ['intention-setting-tool', 'goal-planning-tool', 'habit-tracker', 'pomodoro-timer'],
  },
] as const;

/** The tools in their groups, keeping the bundle's order; a tool no group names goes in "More tools". */
export function groupTools(tools: Tool[]): { title: string; description: string; tools: Tool[] }[] {
  const grouped = toolGroups.map((group) => ({
    title: group.title as string,
    description: group.description as string,
    tools: tools.filter((tool) => (group.ids as readonly string[]).includes(tool.id)),
  }));
  const known = new Set<string>(toolGroups.flatMap((group) => group.ids));
  const rest = tools.filter((tool) => !known.has(tool.id));
  if (rest.length) grouped.push({ title: 'More tools', description: '', tools: rest });
  return grouped.filter((group) => group.tools.length > 0);
}
