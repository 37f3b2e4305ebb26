export const GRATITUDE_TOOL_KEY = 'gratitude-log';
