export const JOURNAL_TOOL_KEY = 'self-awareness-journal';
