/** Colours a habit can wear; each is dark enough for white text and icons on it (AA). */
export const habitColors = [
  { value: '#0f766e', name: 'Teal' },
  { value: '#0369a1', name: 'Blue' },
  { value: '#6d28d9', name: 'Violet' },
  { value: '#be123c', name: 'Rose' },
  { value: '#b45309', name: 'Amber' },
  { value: '#4d7c0f', name: 'Green' },
] as const;

export const DEFAULT_HABIT_COLOR = habitColors[0].value;
